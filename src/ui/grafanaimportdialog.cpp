#include "grafanaimportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

GrafanaImportDialog::GrafanaImportDialog(const QString &inputPath,
                                         const GrafanaImport::Result &result,
                                         const QByteArray &json,
                                         const QStringList &prometheusSources, QWidget *parent)
    : QDialog(parent), m_inputPath(inputPath), m_json(json), m_result(result),
      m_summary(new QLabel(this)), m_leftOutTitle(new QLabel(this)),
      m_leftOut(new QListWidget(this)), m_adjustedTitle(new QLabel(this)),
      m_adjusted(new QListWidget(this))
{
    setObjectName(QStringLiteral("grafanaImportDialog"));
    setWindowTitle(tr("Import Grafana Dashboard"));
    resize(720, 520);
    auto *layout = new QVBoxLayout(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    if (prometheusSources.size() > 1) {
        auto *form = new QFormLayout;
        m_source = new QComboBox(this);
        m_source->setObjectName(QStringLiteral("source"));
        m_source->addItems(prometheusSources);
        form->addRow(tr("Run the queries on:"), m_source);
        layout->addLayout(form);
        connect(m_source, &QComboBox::currentTextChanged, this, &GrafanaImportDialog::convertFor);
    } else if (prometheusSources.isEmpty()) {
        auto *note = new QLabel(
            tr("No Prometheus source is configured yet: the queries name \"%1\". Add a source "
               "of that name under File > Data Sources.")
                .arg(result.dashboard.lanes.empty() ? QString()
                                                    : result.dashboard.lanes[0].queries[0].source),
            this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    for (auto [title, list, name] : {std::tuple{m_leftOutTitle, m_leftOut, "leftOut"},
                                     std::tuple{m_adjustedTitle, m_adjusted, "adjusted"}}) {
        title->setBuddy(list);
        list->setObjectName(QLatin1String(name));
        list->setWordWrap(true);
        list->setAlternatingRowColors(true);
        layout->addWidget(title);
        layout->addWidget(list, 1);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *save = buttons->addButton(tr("Save and Open…"), QDialogButtonBox::AcceptRole);
    save->setObjectName(QStringLiteral("saveAndOpen"));
    save->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &GrafanaImportDialog::saveAndOpen);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    showResult(m_result);
}

void GrafanaImportDialog::convertFor(const QString &source)
{
    GrafanaImport::Options options;
    options.source = source;
    // The bytes converted once already; only the source name changes.
    if (auto r = GrafanaImport::convert(m_json, options)) {
        m_result = std::move(*r);
        showResult(m_result);
    }
}

void GrafanaImportDialog::showResult(const GrafanaImport::Result &r)
{
    const Dashboard &d = r.dashboard;
    m_summary->setText(tr("\"%1\" from %2: %n lane(s)", nullptr, int(d.lanes.size()))
                           .arg(d.title, QFileInfo(m_inputPath).fileName()) +
                       tr(", %n variable(s).", nullptr, int(d.variables.size())));
    m_leftOutTitle->setText(
        r.notConverted.isEmpty()
            ? tr("Left out: nothing.")
            : tr("Left out (%1): not in the FleetScope dashboard.").arg(r.notConverted.size()));
    m_adjustedTitle->setText(r.adjusted.isEmpty()
                                 ? tr("Converted with a change: nothing.")
                                 : tr("Converted with a change (%1):").arg(r.adjusted.size()));
    m_leftOut->clear();
    for (const QString &line : r.notConverted)
        m_leftOut->addItem(tr("✖ %1").arg(line));
    m_adjusted->clear();
    for (const QString &line : r.adjusted)
        m_adjusted->addItem(tr("⚠ %1").arg(line));
    m_leftOut->setVisible(!r.notConverted.isEmpty());
    m_adjusted->setVisible(!r.adjusted.isEmpty());
}

QString GrafanaImportDialog::suggestedPath() const
{
    const QFileInfo in(m_inputPath);
    return in.dir().filePath(in.completeBaseName() + QStringLiteral(".fleetscope.json"));
}

bool GrafanaImportDialog::saveTo(const QString &path, bool interactive)
{
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(m_inputPath).canonicalFilePath() &&
        QFileInfo::exists(path)) {
        if (interactive)
            QMessageBox::warning(this, tr("Cannot Save Dashboard"),
                                 tr("That is the Grafana file itself; choose another name."));
        return false;
    }
    const QByteArray json = m_result.dashboard.toJson();
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() || !f.commit()) {
        if (interactive)
            QMessageBox::warning(this, tr("Cannot Save Dashboard"),
                                 tr("%1 could not be written: %2").arg(path, f.errorString()));
        return false;
    }
    m_savedPath = path;
    return true;
}

void GrafanaImportDialog::saveAndOpen()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save FleetScope Dashboard"), suggestedPath(),
                                     tr("FleetScope dashboards (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (saveTo(path))
        accept();
}
