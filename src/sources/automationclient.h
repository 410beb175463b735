#pragma once

#include "azurecall.h"
#include "runbook.h"
#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class QTimer;
class TokenProvider;

// One Azure Automation runbook job, start to end: PUT the job (its name is
// chosen by the client, so a PUT retried after a lost answer finds its own
// job), poll it with GET until Azure says it has ended, then GET its output.
// Calls go through AzureCall, so tokens, throttling and Retry-After are
// handled the Azure way; error bodies become AzureErrors messages.
class AutomationClient final : public QObject
{
    Q_OBJECT
  public:
    // Azure's last word on the job.
    struct Job
    {
        QString status; // New, Activating, Running, Completed, Failed, Stopped, ...
        QString jobId;
        QString exception; // why a failed job failed, when Azure says
    };
    struct Outcome
    {
        Job job;
        QString output;        // text/plain from .../output; may be empty
        QString outputProblem; // why the output could not be read, if it could not
    };
    using Result = std::expected<Outcome, SourceError>;

    // `scope` is the management token scope of the source's cloud.
    AutomationClient(QNetworkAccessManager *nam, TokenProvider *tokens, QString scope,
                     QObject *parent = nullptr);
    ~AutomationClient() override;

    void setPollInterval(qint64 ms) { m_pollMs = ms; }
    void setRetryPolicy(const AzureCall::RetryPolicy &p) { m_policy = p; }
    void start(const RunbookPlan::AutomationRequest &request);
    // Asks Azure to stop the job and keeps polling until it has; before the
    // job exists, nothing was started and the client ends at once.
    void stop();
    // Drops the job without waiting for Azure: the result is Canceled.
    void abandon();
    bool isFinished() const { return m_finished; }
    const Result &result() const { return m_result; }
    const QString &status() const { return m_job.status; }

    // Statuses after which a job does nothing more.
    static bool isTerminal(const QString &status);
    // Pure: a job resource as Azure answers GET or PUT, or the error the
    // answer holds.
    static std::expected<Job, SourceError> parseJob(QByteArrayView body, int httpStatus,
                                                    const QString &target = {});

  signals:
    void statusChanged(const QString &status);
    void retrying(const QString &reason, qint64 delayMs);
    void finished();

  private:
    AzureCall *call(QByteArray verb, const QUrl &url, QByteArray body, QByteArray accept);
    void onCreated();
    void poll();
    void onPolled();
    void fetchOutput();
    void onOutput();
    void takeJob(const Job &job);
    void finish(Result r);

    QNetworkAccessManager *m_nam;
    QPointer<TokenProvider> m_tokens;
    QString m_scope;
    AzureCall::RetryPolicy m_policy;
    RunbookPlan::AutomationRequest m_request;
    QPointer<AzureCall> m_call;
    QPointer<AzureCall> m_stopCall;
    QTimer *m_pollTimer;
    qint64 m_pollMs = 5000;
    Job m_job;
    bool m_created = false;
    bool m_stopRequested = false;
    bool m_finished = false;
    Result m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
};
