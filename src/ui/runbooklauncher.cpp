#include "runbooklauncher.h"

#include "alertboard.h"
#include "auditlog.h"
#include "runbooklaunchdialog.h"
#include "runbookloader.h"
#include "runbookpane.h"
#include "runbookrunner.h"
#include "secretstore.h"

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
                                                             const AlertRow &row,
                                                             const QString &action) const
{
    RunbookContext ctx;
    ctx.alertname = row.name;
    ctx.tier = row.tier == AlertTier::None ? QString() : QStringLiteral("P%1").arg(int(row.tier));
    ctx.labels = row.labels;
    ctx.annotations = row.annotations;
    ctx.startsAtMs = row.activeAtMs;
    ctx.value = row.value;
    ctx.fingerprint = row.fingerprint;
    ctx.action = action;
    if (entry.kind == RunbookEntry::Kind::Webhook) {
        // A message leaves FleetScope: a local rule's annotations are sent
        // as the pane shows them, not as the templates the rule wrote.
        if (row.origins.contains(QStringLiteral("local")))
            for (auto it = ctx.annotations.begin(); it != ctx.annotations.end(); ++it)
                it.value() = AlertBoardBuilder::displayText(it.value(), row);
        // The alert's web runbooks become the message's links.
        for (const RunbookEntry &e : entriesFor(row)) {
            if (e.kind != RunbookEntry::Kind::Url)
                continue;
            if (const auto link = expand(e, ctx, {}))
                ctx.links.emplace_back(e.implicit ? tr("Runbook") : e.title,
                                       link->url.toString(QUrl::FullyEncoded));
        }
        if (m_laneValues)
            ctx.lanes = m_laneValues(row);
    }
    return expand(entry, ctx, RunbookRunner::environment(m_sources));
}

QString RunbookLauncher::escalationProblem(const QString &id, const QString &action) const
{
    const RunbookEntry *e = m_registry.find(id);
    if (!e)
        return tr("The runbook registry has no entry \"%1\"; add a webhook runbook with that id "
                  "(see docs/alerts.md, Escalation).")
            .arg(id);
    if (e->kind != RunbookEntry::Kind::Webhook)
        return tr("The runbook \"%1\" is not a webhook.").arg(id);
    const QStringList actions = e->webhook.actions();
    if (!action.isEmpty() && !actions.contains(action))
        return tr("The webhook \"%1\" has no action \"%2\".").arg(id, action);
    if (action.isEmpty() && !actions.isEmpty())
        return tr("The webhook \"%1\" needs one of its actions: %2.")
            .arg(id, actions.join(QStringLiteral(", ")));
    return {};
}

void RunbookLauncher::escalate(AlertRow row, const QString &id, const QString &action)
{
    if (const QString problem = escalationProblem(id, action); !problem.isEmpty()) {
        emit message(problem);
        return;
    }
    const auto plan = planFor(*m_registry.find(id), row, action);
    if (!plan) {
        QMessageBox::warning(m_window, tr("Cannot Escalate"), plan.error());
        return;
    }
    confirm(*plan);
}

void RunbookLauncher::launch(AlertRow row)
{
    const std::vector<RunbookEntry> entries = entriesFor(row);
    if (entries.empty()) {
        emit message(tr("No runbook matches %1.").arg(row.name));
        return;
    }
    // A webhook with actions offers each action as its own choice.
    std::vector<std::pair<std::size_t, QString>> choices;
    QStringList titles;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QString title = entries[i].title.isEmpty() ? entries[i].id : entries[i].title;
        const QStringList actions = entries[i].kind == RunbookEntry::Kind::Webhook
                                        ? entries[i].webhook.actions()
                                        : QStringList();
        if (actions.isEmpty()) {
            choices.emplace_back(i, QString());
            titles << title;
        }
        for (const QString &action : actions) {
            choices.emplace_back(i, action);
            titles << tr("%1: %2").arg(title, action);
        }
    }
    std::size_t chosen = 0;
    if (choices.size() > 1) {
        bool ok = false;
        const QString pick = QInputDialog::getItem(
            m_window, tr("Runbook"), tr("Runbooks for %1:").arg(row.name), titles, 0, false, &ok);
        if (!ok)
            return;
        chosen = std::size_t(std::max<qsizetype>(titles.indexOf(pick), 0));
    }
    const auto plan = planFor(entries[choices[chosen].first], row, choices[chosen].second);
    if (!plan) {
        QMessageBox::warning(m_window, tr("Cannot Launch Runbook"), plan.error());
        return;
    }
    confirm(*plan);
}

void RunbookLauncher::confirm(const RunbookPlan &plan)
{
    auto *dlg = new RunbookLaunchDialog(plan, m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &RunbookLaunchDialog::runRequested, this,
            [this, dlg](const RunbookPlan &p) { runStoringSecret(p, dlg->enteredSecret()); });
    connect(dlg, &RunbookLaunchDialog::dryRunRequested, this, [this](const RunbookPlan &p) {
        m_pane->addDryRun(p);
        m_audit->record(QStringLiteral("runbook-dry-run"), p.target(), p.describe());
    });
    dlg->open();
    emit confirmationShown(dlg);
}

void RunbookLauncher::runStoringSecret(const RunbookPlan &plan, const QString &secret)
{
    if (secret.isEmpty() || plan.kind != RunbookPlan::Kind::Webhook) {
        run(plan);
        return;
    }
    // Stored first, so the sender reads it where it always does.
    SecretStore::write(plan.webhook.secretKey, secret, this,
                       [this, plan](std::expected<SecretStore::Written, SourceError> written) {
                           if (!written) {
                               emit message(
                                   tr("Nothing was sent: %1").arg(written.error().message));
                               return;
                           }
                           if (written->kept == SecretStore::Kept::InMemoryOnly)
                               emit message(written->notice);
                           run(plan);
                       });
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
            r.kind == RunbookEntry::Kind::Command ? tr("exit %1").arg(r.exitCode)
            : r.kind == RunbookEntry::Kind::Webhook
                ? (r.httpStatus > 0 ? tr("HTTP %1").arg(r.httpStatus) : tr("not sent"))
                : r.jobStatus;
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
