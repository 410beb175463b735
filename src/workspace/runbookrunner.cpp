#include "runbookrunner.h"

#include "automationclient.h"
#include "azuremonitorclient.h"
#include "sourceregistry.h"
#include "webhooksender.h"

#include <QDateTime>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {
QString seconds(qint64 ms)
{
    return RunbookRunner::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}
} // namespace

RunbookRunner::RunbookRunner(QNetworkAccessManager *nam, SourceRegistry *sources, QObject *parent)
    : QObject(parent), m_nam(nam), m_sources(sources), m_timeout(new QTimer(this)),
      m_kill(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    m_kill->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        status(tr("No end after %1: stopping it.").arg(seconds(m_plan.timeoutMs)));
        if (m_process) {
            signalGroup(SIGTERM);
            m_kill->start(int(m_killGraceMs));
        } else if (m_automation) {
            m_automation->stop();
            // Azure gets as long to stop the job as a process gets to exit.
            m_kill->start(int(std::max<qint64>(m_killGraceMs, 10 * m_pollMs)));
        }
    });
    connect(m_kill, &QTimer::timeout, this, [this] {
        if (m_process)
            signalGroup(SIGKILL);
        else if (m_automation)
            m_automation->abandon();
    });
}

RunbookRunner::~RunbookRunner()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        signalGroup(SIGKILL);
        m_process->waitForFinished(2000);
    }
}

RunbookEnvironment RunbookRunner::environment(const SourceRegistry *sources)
{
    RunbookEnvironment env;
    if (!sources)
        return env;
    for (const SourceConfig &s : sources->sources().sources)
        if (const AzureMonitorClient *client = sources->azureClient(s.name))
            env.managementEndpoints.insert(s.name, client->cloud().management);
    return env;
}

void RunbookRunner::start(const RunbookPlan &plan)
{
    if (m_started)
        return;
    m_started = true;
    m_plan = plan;
    m_result.entryId = plan.entryId;
    m_result.kind = plan.kind;
    m_result.startedAtMs = QDateTime::currentMSecsSinceEpoch();
    m_clock.start();
    // Signals only after start() returns, so a caller may connect late.
    QTimer::singleShot(0, this, [this] {
        if (m_finished)
            return;
        emit started();
        switch (m_plan.kind) {
        case RunbookPlan::Kind::Url:
            emit openUrlRequested(m_plan.url);
            finish(RunbookResult::Outcome::Succeeded,
                   tr("Opened %1").arg(m_plan.url.toString(QUrl::FullyEncoded)));
            break;
        case RunbookPlan::Kind::Command:
            startCommand();
            break;
        case RunbookPlan::Kind::AzureAutomation:
            startAutomation();
            break;
        case RunbookPlan::Kind::Webhook:
            startWebhook();
            break;
        }
    });
}

void RunbookRunner::cancel()
{
    if (!m_started || m_finished)
        return;
    if (m_canceled) {
        // Asked twice: stop waiting politely.
        if (m_automation)
            m_automation->abandon();
        else if (m_process)
            signalGroup(SIGKILL);
        return;
    }
    m_canceled = true;
    status(tr("Stop requested."));
    if (m_process) {
        signalGroup(SIGTERM);
        m_kill->start(int(m_killGraceMs));
    } else if (m_automation) {
        m_automation->stop();
    } else if (m_webhook) {
        m_webhook->cancel();
    } else {
        finish(RunbookResult::Outcome::Canceled, tr("Stopped before it started."));
    }
}

void RunbookRunner::status(const QString &text)
{
    emit output(text + QLatin1Char('\n'), Channel::Status);
}

void RunbookRunner::startCommand()
{
    const QString name = QFileInfo(m_plan.program).fileName();
    // QProcess would also fail, but with a message that does not say where it looked.
    const QString resolved =
        m_plan.program.contains(QLatin1Char('/'))
            ? (QFileInfo(m_plan.program).isExecutable() && QFileInfo(m_plan.program).isFile()
                   ? m_plan.program
                   : QString())
            : QStandardPaths::findExecutable(m_plan.program);
    if (resolved.isEmpty()) {
        finish(RunbookResult::Outcome::Failed,
               m_plan.program.contains(QLatin1Char('/'))
                   ? tr("%1 could not be started: %2 is not an executable file.")
                         .arg(name, m_plan.program)
                   : tr("%1 could not be started: there is no program of that name on the PATH.")
                         .arg(name));
        return;
    }
    if (!m_plan.workingDir.isEmpty() && !QFileInfo(m_plan.workingDir).isDir()) {
        finish(RunbookResult::Outcome::Failed,
               tr("%1 could not be started: the directory %2 does not exist.")
                   .arg(name, m_plan.workingDir));
        return;
    }
    m_process = new QProcess(this);
    m_process->setProgram(m_plan.program);
    m_process->setArguments(m_plan.arguments);
    if (!m_plan.workingDir.isEmpty())
        m_process->setWorkingDirectory(m_plan.workingDir);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    // Nothing is typed into a runbook: a command that asks for input gets EOF, not a hang.
    m_process->setStandardInputFile(QProcess::nullDevice());
#ifdef Q_OS_UNIX
    // Its own process group, so TERM and KILL reach what the program started.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        const QString text = m_stdout(m_process->readAllStandardOutput());
        if (!text.isEmpty())
            emit output(text, Channel::Stdout);
    });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QString text = m_stderr(m_process->readAllStandardError());
        if (!text.isEmpty())
            emit output(text, Channel::Stderr);
    });
    connect(m_process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus st) { onProcessFinished(code, int(st)); });
    connect(m_process, &QProcess::errorOccurred, this,
            [this](QProcess::ProcessError e) { onProcessError(int(e)); });
    emit statusChanged(tr("Running"));
    m_timeout->start(int(std::min<qint64>(m_plan.timeoutMs, INT_MAX)));
    m_process->start();
}

void RunbookRunner::signalGroup(int signal)
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
#ifdef Q_OS_UNIX
    const qint64 pid = m_process->processId();
    if (pid > 0 && ::kill(-pid_t(pid), signal) == 0)
        return;
#endif
    // No group (not yet made, or not Unix): the program itself.
    if (signal == SIGKILL)
        m_process->kill();
    else
        m_process->terminate();
}

void RunbookRunner::onProcessError(int error)
{
    if (error != QProcess::FailedToStart || m_finished)
        return;
    finish(RunbookResult::Outcome::Failed,
           tr("%1 could not be started: %2")
               .arg(QFileInfo(m_plan.program).fileName(), m_process->errorString()));
}

void RunbookRunner::onProcessFinished(int exitCode, int exitStatus)
{
    if (m_finished)
        return;
    const QString name = QFileInfo(m_plan.program).fileName();
    const QString took = seconds(m_clock.elapsed());
    const bool crashed = exitStatus == QProcess::CrashExit;
    m_result.exitCode = crashed ? -1 : exitCode;
    if (m_timedOut) {
        finish(RunbookResult::Outcome::TimedOut,
               tr("%1 was stopped after its %2 timeout").arg(name, seconds(m_plan.timeoutMs)));
    } else if (m_canceled) {
        finish(RunbookResult::Outcome::Canceled,
               tr("%1 was stopped on request after %2").arg(name, took));
    } else if (crashed) {
        finish(RunbookResult::Outcome::Failed,
               tr("%1 was ended by a signal after %2").arg(name, took));
    } else {
        finish(exitCode == 0 ? RunbookResult::Outcome::Succeeded : RunbookResult::Outcome::Failed,
               tr("%1 exited with %2 after %3").arg(name).arg(exitCode).arg(took));
    }
}

void RunbookRunner::startAutomation()
{
    const RunbookPlan::AutomationRequest &req = m_plan.automation;
    const AzureMonitorClient *client = m_sources ? m_sources->azureClient(req.source) : nullptr;
    TokenProvider *tokens = m_sources ? m_sources->tokenProvider(req.source) : nullptr;
    if (!client || !tokens || !m_nam) {
        finish(RunbookResult::Outcome::Failed,
               tr("Azure Automation runbook %1 did not start: \"%2\" is not a signed-in "
                  "azure-monitor source of the sources file.")
                   .arg(RunbookPlan::quoted(req.runbook), req.source));
        return;
    }
    // The token goes only where the confirmation said, and that must still
    // be the source's own management endpoint.
    const QUrl management = client->cloud().management;
    if (req.url.scheme() != management.scheme() || req.url.host() != management.host() ||
        req.url.port() != management.port()) {
        finish(RunbookResult::Outcome::Failed,
               tr("Azure Automation runbook %1 did not start: the source \"%2\" now points "
                  "elsewhere than when the runbook was shown; launch it again.")
                   .arg(RunbookPlan::quoted(req.runbook), req.source));
        return;
    }
    m_automation = new AutomationClient(m_nam, tokens, client->cloud().managementScope, this);
    m_automation->setPollInterval(m_pollMs);
    connect(m_automation, &AutomationClient::statusChanged, this, [this](const QString &s) {
        status(tr("Job status: %1").arg(s));
        emit statusChanged(s);
    });
    connect(m_automation, &AutomationClient::retrying, this,
            [this](const QString &reason, qint64 delayMs) {
                status(tr("%1; trying again in %2.").arg(reason, seconds(delayMs)));
            });
    connect(m_automation, &AutomationClient::finished, this, &RunbookRunner::onAutomationFinished);
    status(tr("Starting job %1.").arg(req.jobName));
    m_timeout->start(int(std::min<qint64>(m_plan.timeoutMs, INT_MAX)));
    m_automation->start(req);
}

void RunbookRunner::onAutomationFinished()
{
    const RunbookPlan::AutomationRequest &req = m_plan.automation;
    const AutomationClient::Result &r = m_automation->result();
    if (!r) {
        const SourceError &e = r.error();
        m_result.jobStatus = m_automation->status();
        const auto outcome = m_timedOut   ? RunbookResult::Outcome::TimedOut
                             : m_canceled ? RunbookResult::Outcome::Canceled
                                          : RunbookResult::Outcome::Failed;
        status(e.message);
        finish(
            outcome,
            tr("Azure Automation runbook %1: %2").arg(RunbookPlan::quoted(req.runbook), e.message),
            e.detail);
        return;
    }
    if (!r->output.isEmpty())
        emit output(r->output, Channel::Stdout);
    if (!r->outputProblem.isEmpty())
        status(tr("The job's output could not be read: %1").arg(r->outputProblem));
    m_result.jobStatus = r->job.status;
    const bool completed =
        r->job.status.compare(QLatin1String("Completed"), Qt::CaseInsensitive) == 0;
    const auto outcome = completed    ? RunbookResult::Outcome::Succeeded
                         : m_timedOut ? RunbookResult::Outcome::TimedOut
                         : m_canceled ? RunbookResult::Outcome::Canceled
                                      : RunbookResult::Outcome::Failed;
    QString summary = tr("Azure Automation job %1 of %2 ended %3 after %4")
                          .arg(req.jobName, RunbookPlan::quoted(req.runbook), r->job.status,
                               seconds(m_clock.elapsed()));
    if (!r->job.exception.isEmpty())
        summary = tr("%1: %2").arg(summary, r->job.exception);
    finish(outcome, summary);
}

void RunbookRunner::startWebhook()
{
    // The sender keeps the plan's timeout itself: it knows what was sent.
    m_webhook = new WebhookSender(m_nam, m_plan.webhook, m_plan.timeoutMs, this);
    connect(m_webhook, &WebhookSender::progress, this, &RunbookRunner::status);
    connect(m_webhook, &WebhookSender::finished, this, [this](const WebhookSender::Result &r) {
        m_result.httpStatus = r.httpStatus;
        if (!r.answer.isEmpty())
            emit output(r.answer.endsWith(QLatin1Char('\n')) ? r.answer
                                                             : r.answer + QLatin1Char('\n'),
                        Channel::Stdout);
        using O = WebhookSender::Result::Outcome;
        const auto outcome = r.outcome == O::Delivered  ? RunbookResult::Outcome::Succeeded
                             : r.outcome == O::TimedOut ? RunbookResult::Outcome::TimedOut
                             : r.outcome == O::Canceled ? RunbookResult::Outcome::Canceled
                                                        : RunbookResult::Outcome::Failed;
        status(r.summary);
        finish(outcome, r.summary, r.answer);
    });
    emit statusChanged(tr("Sending"));
    m_webhook->start();
}

void RunbookRunner::finish(RunbookResult::Outcome outcome, const QString &summary,
                           const QString &detail)
{
    if (m_finished)
        return;
    m_finished = true;
    m_timeout->stop();
    m_kill->stop();
    m_result.outcome = outcome;
    m_result.ok = outcome == RunbookResult::Outcome::Succeeded;
    m_result.finishedAtMs = QDateTime::currentMSecsSinceEpoch();
    m_result.durationMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_result.summary = summary;
    m_result.detail = detail;
    emit finished(m_result);
}
