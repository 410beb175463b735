#include "settingsdialog.h"

#include "alertmodel.h"
#include "tiermapdialog.h"
#include "timeparse.h"
#include "timerangebar.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
void selectData(QComboBox *box, const QVariant &value)
{
    const int i = box->findData(value);
    box->setCurrentIndex(i >= 0 ? i : 0);
}

QLabel *note(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}
} // namespace

SettingsDialog::SettingsDialog(const Preferences &current, const QString &sourcesPath,
                               QWidget *parent)
    : QDialog(parent), m_initial(current), m_tierMap(current.tierMap)
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("settingsTabs"));
    tabs->addTab(buildGeneral(), tr("&General"));
    tabs->addTab(buildLive(), tr("&Live"));
    tabs->addTab(buildAlerts(), tr("&Alerts"));
    tabs->addTab(buildCost(sourcesPath), tr("&Cost and Sources"));
    m_buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                 QDialogButtonBox::Apply | QDialogButtonBox::RestoreDefaults,
                             this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        emit applied(preferences());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            [this] { emit applied(preferences()); });
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setPreferences(Preferences{}); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(m_buttons);
    setPreferences(current);
}

QWidget *SettingsDialog::buildGeneral()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("settingsLanguage"));
    const QString system = Translations::systemLanguage();
    m_language->addItem(tr("System (%1)").arg(QLocale(system).nativeLanguageName()), QString());
    // Each language in its own name: whoever cannot read the current one
    // still finds theirs.
    for (const QString &lang : Translations::available())
        m_language->addItem(lang == QLatin1String("en") ? QStringLiteral("English")
                                                        : QLocale(lang).nativeLanguageName(),
                            lang);
    form->addRow(tr("&Language:"), m_language);
    m_restartNote = note(tr("The new language is used from the next start of FleetScope."), page);
    form->addRow(QString(), m_restartNote);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateRestartNote);

    m_theme = new QComboBox(page);
    m_theme->setObjectName(QStringLiteral("settingsTheme"));
    m_theme->addItem(tr("System"), Preferences::themeKey(Preferences::Theme::System));
    m_theme->addItem(tr("Light"), Preferences::themeKey(Preferences::Theme::Light));
    m_theme->addItem(tr("Dark"), Preferences::themeKey(Preferences::Theme::Dark));
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(QString(), note(tr("Lanes and charts follow the theme; tiers keep their "
                                    "shapes (▲ ● ○) and labels in every theme."),
                                 page));

    m_zone = new QComboBox(page);
    m_zone->setObjectName(QStringLiteral("settingsTimeZone"));
    m_zone->addItem(tr("Local time"), false);
    m_zone->addItem(tr("UTC"), true);
    form->addRow(tr("Show &times in:"), m_zone);
    return page;
}

QWidget *SettingsDialog::buildLive()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_refresh = new QComboBox(page);
    m_refresh->setObjectName(QStringLiteral("settingsRefresh"));
    m_refresh->addItem(tr("As the dashboard says"), qint64(0));
    for (qint64 ms : TimeRangeBar::refreshIntervals())
        m_refresh->addItem(tr("Every %1").arg(TimeParse::formatDuration(ms)), ms);
    form->addRow(tr("&Refresh:"), m_refresh);
    m_range = new QComboBox(page);
    m_range->setObjectName(QStringLiteral("settingsDefaultRange"));
    m_range->addItem(tr("As the dashboard says"), qint64(0));
    for (qint64 ms : TimeRangeBar::presetDurations())
        m_range->addItem(tr("Last %1").arg(TimeParse::formatDuration(ms)), ms);
    form->addRow(tr("&Open dashboards showing:"), m_range);
    return page;
}

QWidget *SettingsDialog::buildAlerts()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_notify = new QCheckBox(tr("Desktop &notification when a P1 alert starts"), page);
    m_notify->setObjectName(QStringLiteral("settingsNotify"));
    form->addRow(m_notify);
    m_sound = new QCheckBox(tr("&Sound when a P1 alert starts"), page);
    m_sound->setObjectName(QStringLiteral("settingsSound"));
    form->addRow(m_sound);
    auto *row = new QHBoxLayout;
    m_tiers = new QLabel(page);
    m_tiers->setObjectName(QStringLiteral("settingsTierMap"));
    m_tiers->setWordWrap(true);
    row->addWidget(m_tiers, 1);
    auto *edit = new QPushButton(tr("&Edit…"), page);
    edit->setObjectName(QStringLiteral("settingsEditTiers"));
    edit->setAccessibleName(tr("Edit the severity to tier map"));
    row->addWidget(edit);
    form->addRow(tr("Severity → tier:"), row);
    connect(edit, &QPushButton::clicked, this, [this] {
        TierMapDialog dlg(m_tierMap, this);
        if (dlg.exec() == QDialog::Accepted) {
            m_tierMap = dlg.tierMap();
            showTierMap();
        }
    });
    return page;
}

QWidget *SettingsDialog::buildCost(const QString &sourcesPath)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_idle = new QDoubleSpinBox(page);
    m_idle->setObjectName(QStringLiteral("settingsIdleThreshold"));
    m_idle->setRange(1, 100);
    m_idle->setDecimals(0);
    m_idle->setSuffix(tr(" %"));
    form->addRow(tr("GPU is &idle below:"), m_idle);
    auto *prices = new QPushButton(tr("Edit &Price Table…"), page);
    prices->setObjectName(QStringLiteral("settingsPrices"));
    connect(prices, &QPushButton::clicked, this, &SettingsDialog::priceTableRequested);
    form->addRow(tr("Prices:"), prices);
    auto *sources = new QPushButton(tr("Edit &Data Sources…"), page);
    sources->setObjectName(QStringLiteral("settingsSources"));
    connect(sources, &QPushButton::clicked, this, &SettingsDialog::sourcesRequested);
    form->addRow(tr("Data sources:"), sources);
    form->addRow(QString(), note(sourcesPath.isEmpty() ? tr("No sources file is open.")
                                                       : tr("In use: %1").arg(sourcesPath),
                                 page));
    form->addRow(QString(), note(tr("Passwords, tokens and client secrets are kept in the "
                                    "system keychain or read from environment variables, never "
                                    "in the settings or the sources file."),
                                 page));
    return page;
}

Preferences SettingsDialog::preferences() const
{
    Preferences p = m_initial;
    p.language = m_language->currentData().toString();
    p.theme = Preferences::themeFromKey(m_theme->currentData().toString());
    p.utc = m_zone->currentData().toBool();
    p.refreshMs = m_refresh->currentData().toLongLong();
    p.defaultRangeMs = m_range->currentData().toLongLong();
    p.notifyP1 = m_notify->isChecked();
    p.soundP1 = m_sound->isChecked();
    p.tierMap = m_tierMap;
    p.idleThresholdPct = m_idle->value();
    return p;
}

void SettingsDialog::setPreferences(const Preferences &p)
{
    selectData(m_language, p.language);
    selectData(m_theme, Preferences::themeKey(p.theme));
    selectData(m_zone, p.utc);
    selectData(m_refresh, p.refreshMs);
    selectData(m_range, p.defaultRangeMs);
    m_notify->setChecked(p.notifyP1);
    m_sound->setChecked(p.soundP1);
    m_tierMap = p.tierMap;
    m_idle->setValue(p.idleThresholdPct);
    showTierMap();
    updateRestartNote();
}

void SettingsDialog::showTierMap()
{
    QStringList parts;
    for (AlertTier t : {AlertTier::P1, AlertTier::P2, AlertTier::P3}) {
        QStringList severities;
        for (auto it = m_tierMap.bySeverity.cbegin(); it != m_tierMap.bySeverity.cend(); ++it)
            if (it.value() == t)
                severities << it.key();
        if (!severities.isEmpty())
            parts << tr("%1 → %2 P%3")
                         .arg(severities.join(QStringLiteral(", ")), AlertModel::tierShape(t))
                         .arg(int(t));
    }
    m_tiers->setText(parts.join(QStringLiteral(" · ")));
}

void SettingsDialog::updateRestartNote()
{
    m_restartNote->setVisible(m_language->currentData().toString() != m_initial.language);
}
