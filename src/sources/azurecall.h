#pragma once

#include "sourceerror.h"
#include "tokenprovider.h"

#include <expected>
#include <functional>
#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

// One Azure REST call, with the Azure habits built in: a bearer token for the
// call's scope (fetched again once after a 401), retries of throttling (429,
// the batch endpoint's 529), 5xx and timeouts with capped exponential backoff
// and jitter that never come sooner than Retry-After, and the remaining read
// budget Azure reports. Any final HTTP answer is returned as it is: parsing,
// including of error bodies, belongs to the pure parsers.
class AzureCall final : public QObject
{
    Q_OBJECT
  public:
    struct Request
    {
        QByteArray verb = "GET";
        QUrl url;
        QByteArray body;
        QByteArray contentType = "application/json";
        QString scope; // token audience, e.g. https://management.azure.com/.default
        QMap<QByteArray, QByteArray> headers;
        qint64 timeoutMs = 30'000;
        qint64 maxBodyBytes = 512ll * 1024 * 1024;
        // The same request from several lanes is sent once; this is its identity.
        QByteArray key() const { return verb + ' ' + url.toEncoded() + '\n' + body; }
    };
    struct Response
    {
        int status = 0;
        QByteArray body;
        QMap<QByteArray, QByteArray> headers; // lower-case names
        int attempts = 0;
        QString remainingReads; // x-ms-ratelimit-remaining-*, if Azure said
    };
    struct RetryPolicy
    {
        int maxAttempts = 5;
        qint64 baseDelayMs = 1000;
        qint64 maxDelayMs = 60'000;
    };
    using Result = std::expected<Response, SourceError>;

    AzureCall(QNetworkAccessManager *nam, TokenProvider *tokens, Request request,
              QObject *parent = nullptr);
    ~AzureCall() override;

    void setRetryPolicy(const RetryPolicy &p) { m_policy = p; }
    // For tests: a fixed jitter source (0..1).
    void setJitter(std::function<double()> jitter) { m_jitter = std::move(jitter); }
    void start();
    void cancel();
    bool isFinished() const { return m_finished; }
    const Result &result() const { return m_result; }
    const Request &request() const { return m_request; }

    // Pure: the wait before attempt `attempt` (1-based retries), given the
    // server's Retry-After in ms (0 if none) and a jitter in [0, 1).
    static qint64 backoffMs(const RetryPolicy &p, int attempt, qint64 retryAfterMs, double jitter);
    // Pure: Retry-After in seconds or as an HTTP date, and the Cost Management
    // variant, in ms; 0 when absent or unreadable.
    static qint64 retryAfterMs(const QMap<QByteArray, QByteArray> &headers, qint64 nowMs);
    // Pure: {management}/{scope}/{path}?api-version=V, slashes between them
    // once (a scope may be written with or without them).
    static QUrl armUrl(const QUrl &management, const QString &scope, const QString &path,
                       const QString &apiVersion);
    // Pure: whether a nextLink goes to the host the first request went to,
    // so that the token is not sent anywhere else.
    static bool sameOrigin(const QUrl &a, const QUrl &b);

  signals:
    void retrying(int attempt, qint64 delayMs, const QString &reason);
    void finished();

  private:
    void attempt();
    void send(const QString &token);
    void onFinished();
    void retryOrFinish(const QString &reason, qint64 retryAfter, Result final);
    void finish(Result r);

    QNetworkAccessManager *m_nam;
    QPointer<TokenProvider> m_tokens;
    Request m_request;
    RetryPolicy m_policy;
    std::function<double()> m_jitter;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_timeout;
    QTimer *m_wait;
    QByteArray m_body;
    int m_attempts = 0;
    bool m_refreshedToken = false;
    bool m_timedOut = false;
    bool m_tooLarge = false;
    bool m_finished = false;
    Result m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
};
