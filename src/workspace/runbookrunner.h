#pragma once

#include "runbook.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringDecoder>

class AutomationClient;
class QNetworkAccessManager;
class QProcess;
class QTimer;
class SourceRegistry;
class WebhookSender;

// Runs one RunbookPlan exactly as it was confirmed. A command is started
// from its program and argument list (never through a shell), in its own
// process group so a timeout or Stop ends whatever it started too; its
// output streams as it comes. A URL is handed to the UI to open. An Azure
// Automation job is started, polled and its output read with the sign-in
// of the plan's source. A webhook's request is sent by a WebhookSender,
// which reads its secret only then. The caller writes the audit log from
// finished().
class RunbookRunner final : public QObject
{
    Q_OBJECT
  public:
    enum class Channel
    {
        Stdout,
        Stderr,
        Status, // FleetScope's own lines: status changes, retries, why it stopped
    };
    Q_ENUM(Channel)

    // `sources` gives Automation jobs their sign-in; commands and URLs need
    // neither argument.
    explicit RunbookRunner(QNetworkAccessManager *nam = nullptr, SourceRegistry *sources = nullptr,
                           QObject *parent = nullptr);
    ~RunbookRunner() override;

    // Starts the plan; a runner runs one plan once. Every signal comes after
    // start() has returned.
    void start(const RunbookPlan &plan);
    // Stops a running command (TERM to its process group, KILL after a
    // grace period) or asks Azure to stop the job; a second cancel() of a
    // job stops waiting for Azure.
    void cancel();
    bool isRunning() const { return m_started && !m_finished; }
    bool isFinished() const { return m_finished; }
    const RunbookPlan &plan() const { return m_plan; }
    const RunbookResult &result() const { return m_result; }

    void setAutomationPollInterval(qint64 ms) { m_pollMs = ms; }
    void setKillGraceMs(qint64 ms) { m_killGraceMs = ms; }

    // The management endpoint of every azure-monitor source, for expand().
    static RunbookEnvironment environment(const SourceRegistry *sources);

  signals:
    void started();
    void output(const QString &text, RunbookRunner::Channel channel);
    void statusChanged(const QString &status);
    void openUrlRequested(const QUrl &url);
    void finished(const RunbookResult &result);

  private:
    void startCommand();
    void startAutomation();
    void onProcessFinished(int exitCode, int exitStatus);
    void onProcessError(int error);
    void onAutomationFinished();
    void startWebhook();
    void signalGroup(int signal);
    void status(const QString &text);
    void finish(RunbookResult::Outcome outcome, const QString &summary, const QString &detail = {});

    QNetworkAccessManager *m_nam;
    QPointer<SourceRegistry> m_sources;
    RunbookPlan m_plan;
    RunbookResult m_result;
    QProcess *m_process = nullptr;
    AutomationClient *m_automation = nullptr;
    WebhookSender *m_webhook = nullptr;
    QTimer *m_timeout;
    QTimer *m_kill;
    QElapsedTimer m_clock;
    QStringDecoder m_stdout{QStringDecoder::Utf8};
    QStringDecoder m_stderr{QStringDecoder::Utf8};
    qint64 m_pollMs = 5000;
    qint64 m_killGraceMs = 3000;
    bool m_started = false;
    bool m_finished = false;
    bool m_timedOut = false;
    bool m_canceled = false;
};
