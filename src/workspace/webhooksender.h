#pragma once

#include "runbook.h"

#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

// Sends the request of one confirmed webhook plan. The secret is read only
// now, from the environment variable the runbook names or else the OS
// keychain, and put in its places; everything else goes exactly as the
// confirmation showed it. No redirect is followed (the secret goes nowhere
// the user did not see), the answer is read up to kMaxAnswerBytes, and the
// plan's timeout ends the wait. The answer is read by readWebhookAnswer().
class WebhookSender final : public QObject
{
    Q_OBJECT
  public:
    struct Result
    {
        enum class Outcome
        {
            Delivered,
            Failed,
            TimedOut,
            Canceled,
        };
        Outcome outcome = Outcome::Failed;
        int httpStatus = 0;
        QString summary; // one line, never the secret
        QString answer;  // the service's answer as it came, for the output pane
    };

    static constexpr qint64 kMaxAnswerBytes = 1024 * 1024;

    // Without `nam` the sender makes its own.
    WebhookSender(QNetworkAccessManager *nam, RunbookPlan::WebhookRequest request, qint64 timeoutMs,
                  QObject *parent = nullptr);
    ~WebhookSender() override;

    void start();
    void cancel();

  signals:
    void progress(const QString &line);
    void finished(const WebhookSender::Result &result);

  private:
    void send(const QString &secret, const QString &from);
    void onFinished();
    void fail(Result::Outcome outcome, const QString &summary);

    QNetworkAccessManager *m_nam;
    RunbookPlan::WebhookRequest m_request;
    qint64 m_timeoutMs;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timer;
    QByteArray m_answer;
    QString m_host;
    bool m_timedOut = false;
    bool m_tooLarge = false;
    bool m_canceled = false;
    bool m_finished = false;
};
