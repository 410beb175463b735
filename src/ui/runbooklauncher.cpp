#include "runbooklauncher.h"

#include "alertboard.h"
#include "auditlog.h"
#include "runbooklaunchdialog.h"
#include "runbookloader.h"
#include "runbookpane.h"
#include "runbookrunner.h"

#include <QDesktopServices>
#include <QInputDialog>
#include <QMessageBox>
#include <QWidget>

RunbookLauncher::RunbookLauncher(QWidget *window, QNetworkAccessManager *nam,
                                 SourceRegistry *sources, AuditLog *audit, QObject *parent)
    : QObject(parent), m_window(window), m_nam(nam), m_sources(sources), m_audit(audit),
      m_pane(new RunbookPane), m_registry(RunbookLoader::builtin())
{
    m_pane->setObjectName(QStringLiteral("runbookPane"));
}

bool RunbookLauncher::setRegistryFile(const QString &path)
{
    RunbookRegistry next;
    if (!path.isEmpty()) {
        next = RunbookLoader::load(path, RunbookTrust::Trusted);
        if (next.entries.empty()) {
            emit message(tr("Runbook registry not changed: %1")
                             .arg(next.problems.value(0, tr("%1 holds no runbook").arg(path))));
            return false;
        }
    }
    next.merge(RunbookLoader::builtin());
    m_registry = std::move(next);
    m_file = path;
    if (!m_registry.problems.isEmpty())
        emit message(
            tr("Runbook registry: %1").arg(m_registry.problems.join(QStringLiteral("; "))));
    return true;
}

std::vector<RunbookEntry> RunbookLauncher::entriesFor(const AlertRow &row) const
{
    // Prometheus has already filled a server alert's annotations; a local
    // rule's are still templates.
    const auto form = row.origins.contains(QStringLiteral("local"))
                          ? RunbookRegistry::Annotations::Templates
                          : RunbookRegistry::Annotations::Expanded;
    return m_registry.entriesFor(row.name, row.labels, row.annotations, form);
}

std::expected<RunbookPlan, QString> RunbookLauncher::planFor(const RunbookEntry &entry,
                                                             const AlertRow &row) const
{
    RunbookContext ctx;
    ctx.alertname = row.name;
    ctx.tier = row.tier == AlertTier::None ? QString() : QStringLiteral("P%1").arg(int(row.tier));
    ctx.labels = row.labels;
    ctx.annotations = row.annotations;
    ctx.startsAtMs = row.activeAtMs;
    ctx.value = row.value;
    return expand(entry, ctx, RunbookRunner::environment(m_sources));
}

void RunbookLauncher::launch(AlertRow row)
{
    const std::vector<RunbookEntry> entries = entriesFor(row);
    if (entries.empty()) {
        emit message(tr("No runbook matches %1.").arg(row.name));
        return;
    }
    std::size_t chosen = 0;
    if (entries.size() > 1) {
        QStringList titles;
        for (const auto &e : entries)
            titles << (e.title.isEmpty() ? e.id : e.title);
        bool ok = false;
        const QString pick = QInputDialog::getItem(
            m_window, tr("Runbook"), tr("Runbooks for %1:").arg(row.name), titles, 0, false, &ok);
        if (!ok)
            return;
        chosen = std::size_t(std::max<qsizetype>(titles.indexOf(pick), 0));
    }
    const auto plan = planFor(entries[chosen], row);
    if (!plan) {
        QMessageBox::warning(m_window, tr("Cannot Launch Runbook"), plan.error());
        return;
    }
    auto *dlg = new RunbookLaunchDialog(*plan, m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &RunbookLaunchDialog::runRequested, this, &RunbookLauncher::run);
    connect(dlg, &RunbookLaunchDialog::dryRunRequested, this, [this](const RunbookPlan &p) {
        m_pane->addDryRun(p);
        m_audit->record(QStringLiteral("runbook-dry-run"), p.target(), p.describe());
    });
    dlg->open();
}

void RunbookLauncher::run(const RunbookPlan &plan)
{
    auto *runner = new RunbookRunner(m_nam, m_sources, this);
    connect(runner, &RunbookRunner::openUrlRequested, this, [this](const QUrl &url) {
        if (!QDesktopServices::openUrl(url))
            emit message(tr("No browser opened %1").arg(url.toString()));
    });
    connect(runner, &RunbookRunner::finished, this, [this, runner](const RunbookResult &r) {
        const QString status =
            r.kind == RunbookEntry::Kind::Command ? tr("exit %1").arg(r.exitCode) : r.jobStatus;
        m_audit->record(QStringLiteral("runbook-result"), runner->plan().target(),
                        tr("%1 (%2, %3 s): %4")
                            .arg(r.ok ? tr("succeeded") : tr("failed"), status)
                            .arg(double(r.durationMs) / 1000, 0, 'f', 1)
                            .arg(r.summary));
        emit message(tr("Runbook %1: %2").arg(runner->plan().title, r.summary));
        // The pane keeps the output; the runner is done.
        runner->deleteLater();
    });
    m_audit->record(QStringLiteral("runbook"), plan.target(), plan.describe());
    m_pane->addLaunch(runner);
    runner->start(plan);
    emit launched();
}
