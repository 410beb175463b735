#include "tiermapdialog.h"

#include "theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
const char *kKey = "alerts/tierMap";
}

TierMapDialog::TierMapDialog(const TierMap &map, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 2, this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("Alert Tiers"));
    m_table->setAccessibleName(tr("Severity to tier map"));
    m_table->setHorizontalHeaderLabels({tr("labels.severity"), tr("Tier")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    for (auto it = map.bySeverity.begin(); it != map.bySeverity.end(); ++it)
        addRow(it.key(), it.value());
    auto *add = new QPushButton(tr("&Add"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow(QString(), AlertTier::P2);
        validate();
        m_table->editItem(m_table->item(m_table->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
        validate();
    });
    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] {
                m_table->setRowCount(0);
                const TierMap defaults;
                for (auto it = defaults.bySeverity.begin(); it != defaults.bySeverity.end(); ++it)
                    addRow(it.key(), it.value());
                validate();
            });
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_problem->setObjectName(QStringLiteral("tierMapProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    QPalette pal = m_problem->palette();
    pal.setColor(QPalette::WindowText,
                 Theme::isDark() ? QColor(0xff, 0x8a, 0x80) : QColor(0x9a, 0x00, 0x00));
    m_problem->setPalette(pal);
    connect(m_table, &QTableWidget::itemChanged, this, &TierMapDialog::validate);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("An alert's tier comes from its <tt>severity</tt> label. Severities not listed "
           "here are shown untiered, after P3."),
        this));
    layout->addWidget(m_table);
    layout->addWidget(m_problem);
    layout->addLayout(row);
    layout->addWidget(buttons);
    validate();
}

void TierMapDialog::validate()
{
    // The map is keyed by severity: an empty or repeated one would be
    // dropped or overwritten silently on OK, so each is named here.
    QStringList problems;
    QHash<QString, int> firstRow;
    const QSignalBlocker quiet(m_table); // marking cells must not re-enter
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QTableWidgetItem *item = m_table->item(r, 0);
        if (!item)
            continue;
        const QString severity = item->text().trimmed().toLower();
        QString why;
        if (severity.isEmpty())
            why = tr("Row %1 has no severity.").arg(r + 1);
        else if (firstRow.contains(severity))
            why = tr("“%1” is listed twice (rows %2 and %3).")
                      .arg(severity)
                      .arg(firstRow.value(severity) + 1)
                      .arg(r + 1);
        else
            firstRow.insert(severity, r);
        item->setToolTip(why);
        item->setData(Qt::BackgroundRole,
                      why.isEmpty() ? QVariant()
                                    : QVariant(Theme::isDark() ? QColor(0x58, 0x15, 0x1c)
                                                               : QColor(0xf8, 0xd7, 0xda)));
        if (!why.isEmpty())
            problems << why;
    }
    if (m_table->rowCount() == 0)
        problems << tr("List at least one severity, or press Restore Defaults.");
    m_problem->setText(problems.isEmpty() ? QString()
                                          : QStringLiteral("✖ ") + problems.join(QLatin1Char(' ')));
    m_problem->setVisible(!problems.isEmpty());
    if (m_ok)
        m_ok->setEnabled(problems.isEmpty());
}

QString TierMapDialog::problem() const
{
    return m_problem->text();
}

void TierMapDialog::addRow(const QString &severity, AlertTier tier)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    m_table->setItem(r, 0, new QTableWidgetItem(severity));
    auto *combo = new QComboBox(m_table);
    for (AlertTier t : {AlertTier::P1, AlertTier::P2, AlertTier::P3})
        combo->addItem(QStringLiteral("P%1").arg(int(t)), int(t));
    combo->setCurrentIndex(combo->findData(int(tier)));
    m_table->setCellWidget(r, 1, combo);
}

TierMap TierMapDialog::tierMap() const
{
    TierMap map;
    map.bySeverity.clear();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString severity =
            m_table->item(r, 0) ? m_table->item(r, 0)->text().trimmed() : QString();
        const auto *combo = qobject_cast<QComboBox *>(m_table->cellWidget(r, 1));
        if (!severity.isEmpty() && combo)
            map.bySeverity.insert(severity.toLower(), AlertTier(combo->currentData().toInt()));
    }
    return map;
}

QString TierMapDialog::toText(const TierMap &map)
{
    QStringList pairs;
    for (auto it = map.bySeverity.begin(); it != map.bySeverity.end(); ++it)
        pairs << QStringLiteral("%1=P%2").arg(it.key()).arg(int(it.value()));
    return pairs.join(QLatin1Char(';'));
}

TierMap TierMapDialog::fromText(const QString &text)
{
    TierMap map;
    map.bySeverity.clear();
    for (const QString &pair : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString severity = pair.section(QLatin1Char('='), 0, 0).trimmed().toLower();
        const QString tier = pair.section(QLatin1Char('='), 1).trimmed().toUpper();
        if (!severity.isEmpty() && (tier == QLatin1String("P1") || tier == QLatin1String("P2") ||
                                    tier == QLatin1String("P3")))
            map.bySeverity.insert(severity, AlertTier(tier.mid(1).toInt()));
    }
    // A setting that says nothing usable falls back to the defaults.
    return map.bySeverity.isEmpty() ? TierMap{} : map;
}

TierMap TierMapDialog::load()
{
    return fromText(QSettings().value(QLatin1String(kKey)).toString());
}

void TierMapDialog::save(const TierMap &map)
{
    QSettings().setValue(QLatin1String(kKey), toText(map));
}
