#include "azurecall.h"
#include "networkfailure.h"

#include "tokenprovider.h"

#include <algorithm>
#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>

AzureCall::AzureCall(QNetworkAccessManager *nam, TokenProvider *tokens, Request request,
                     QObject *parent)
    : QObject(parent), m_nam(nam), m_tokens(tokens), m_request(std::move(request)),
      m_jitter([] { return QRandomGenerator::global()->generateDouble(); }),
      m_timeout(new QTimer(this)), m_wait(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_reply)
            m_reply->abort();
    });
    m_wait->setSingleShot(true);
    // A coarse timer may fire 5 % early, and Retry-After is a floor, not a hint.
    m_wait->setTimerType(Qt::PreciseTimer);
    connect(m_wait, &QTimer::timeout, this, &AzureCall::attempt);
}

AzureCall::~AzureCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QUrl AzureCall::armUrl(const QUrl &management, const QString &scope, const QString &path,
                       const QString &apiVersion)
{
    QUrl url = management;
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    QString s = scope.trimmed();
    while (s.startsWith(QLatin1Char('/')))
        s.remove(0, 1);
    while (s.endsWith(QLatin1Char('/')))
        s.chop(1);
    url.setPath(base + QLatin1Char('/') + s + QLatin1Char('/') + path);
    url.setQuery(QStringLiteral("api-version=") + apiVersion);
    return url;
}

bool AzureCall::sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 &&
           a.port(a.scheme() == QLatin1String("http") ? 80 : 443) ==
               b.port(b.scheme() == QLatin1String("http") ? 80 : 443);
}

qint64 AzureCall::backoffMs(const RetryPolicy &p, int attempt, qint64 retryAfter, double jitter)
{
    // Full exponential step plus up to half a step of jitter, so many lanes
    // that failed together do not come back together.
    const qint64 step = std::min(p.maxDelayMs, p.baseDelayMs << std::clamp(attempt - 1, 0, 16));
    const qint64 withJitter = std::min(p.maxDelayMs, step + qint64(double(step) * 0.5 * jitter));
    return std::max(withJitter, retryAfter);
}

qint64 AzureCall::retryAfterMs(const QMap<QByteArray, QByteArray> &headers, qint64 nowMs)
{
    for (const char *name :
         {"retry-after", "x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after",
          "x-ms-ratelimit-microsoft.costmanagement-entity-retry-after"}) {
        const QByteArray v = headers.value(name).trimmed();
        if (v.isEmpty())
            continue;
        bool ok = false;
        const double secs = v.toDouble(&ok);
        if (ok && secs >= 0)
            return qint64(secs * 1000);
        // HTTP dates end in "GMT", which Qt's RFC 2822 reader wants as +0000.
        QString date = QString::fromLatin1(v);
        if (date.endsWith(QLatin1String(" GMT")))
            date = date.chopped(4) + QLatin1String(" +0000");
        const QDateTime when = QDateTime::fromString(date, Qt::RFC2822Date);
        if (when.isValid())
            return std::max<qint64>(0, when.toMSecsSinceEpoch() - nowMs);
    }
    return 0;
}

void AzureCall::start()
{
    attempt();
}

void AzureCall::cancel()
{
    if (m_finished)
        return;
    m_wait->stop();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, tr("Canceled."))));
}

void AzureCall::attempt()
{
    ++m_attempts;
    if (!m_tokens) {
        finish(std::unexpected(SourceError::make(
            SourceError::Kind::Config, tr("The Azure sign-in for this source is gone."))));
        return;
    }
    m_tokens->token(m_request.scope, this, [this](const TokenResult &t) {
        if (m_finished)
            return;
        if (!t) {
            finish(std::unexpected(t.error()));
            return;
        }
        send(t->value);
    });
}

void AzureCall::send(const QString &token)
{
    QNetworkRequest req(m_request.url);
    req.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    req.setRawHeader("Accept", "application/json");
    req.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("FleetScope"));
    // Tokens must not follow a redirect to somewhere else.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::SameOriginRedirectPolicy);
    for (auto it = m_request.headers.begin(); it != m_request.headers.end(); ++it)
        req.setRawHeader(it.key(), it.value());
    if (!m_request.body.isEmpty() || m_request.verb != "GET")
        req.setHeader(QNetworkRequest::ContentTypeHeader, m_request.contentType);
    m_body.clear();
    m_timedOut = false;
    m_tooLarge = false;
    m_reply = m_nam->sendCustomRequest(req, m_request.verb, m_request.body);
    m_timeout->start(int(std::min<qint64>(m_request.timeoutMs, INT_MAX)));
    connect(m_reply, &QNetworkReply::readyRead, this, [this] {
        m_body += m_reply->readAll();
        if (m_body.size() > m_request.maxBodyBytes) {
            m_tooLarge = true;
            m_body.clear();
            m_reply->abort();
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, &AzureCall::onFinished);
}

void AzureCall::onFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    m_timeout->stop();
    const QString host = reply->url().authority();
    if (m_tooLarge) {
        finish(std::unexpected(SourceError::make(
            SourceError::Kind::TooLarge,
            tr("The answer from %1 is larger than the %2 MiB limit; narrow the query.")
                .arg(host)
                .arg(m_request.maxBodyBytes / (1024 * 1024)))));
        return;
    }
    m_body += reply->readAll();
    Response resp;
    resp.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    for (const auto &[k, v] : reply->rawHeaderPairs())
        resp.headers.insert(k.toLower(), v);
    resp.body = std::move(m_body);
    m_body = {};
    resp.attempts = m_attempts;
    for (auto it = resp.headers.cbegin(); it != resp.headers.cend(); ++it)
        if (it.key().startsWith("x-ms-ratelimit-remaining-")) {
            resp.remainingReads = QString::fromLatin1(it.value());
            break;
        }
    if (m_timedOut) {
        retryOrFinish(
            tr("%1 did not answer within %2 s").arg(host).arg(m_request.timeoutMs / 1000.0), 0,
            std::unexpected(SourceError::make(
                SourceError::Kind::Timeout,
                tr("%1 did not answer within %2 s.").arg(host).arg(m_request.timeoutMs / 1000.0))));
        return;
    }
    if (resp.status == 0) {
        const SourceError e = NetworkFailure::of(host, *reply);
        retryOrFinish(e.message, 0, std::unexpected(e));
        return;
    }
    if (resp.status == 401 && !m_refreshedToken && m_tokens) {
        // A cached token the server no longer takes (expired early, revoked):
        // one fresh token, then the answer stands.
        m_refreshedToken = true;
        m_tokens->invalidate(m_request.scope);
        --m_attempts;
        attempt();
        return;
    }
    const bool throttled = resp.status == 429 || resp.status == 529;
    if (throttled || resp.status >= 500) {
        const qint64 after = retryAfterMs(resp.headers, QDateTime::currentMSecsSinceEpoch());
        const QString reason = throttled ? tr("throttled by Azure (HTTP %1)").arg(resp.status)
                                         : tr("HTTP %1 from %2").arg(resp.status).arg(host);
        retryOrFinish(reason, after, std::move(resp));
        return;
    }
    finish(std::move(resp));
}

void AzureCall::retryOrFinish(const QString &reason, qint64 retryAfter, Result final)
{
    if (m_attempts >= m_policy.maxAttempts) {
        finish(std::move(final));
        return;
    }
    const qint64 delay = backoffMs(m_policy, m_attempts, retryAfter, m_jitter());
    emit retrying(m_attempts + 1, delay, reason);
    m_wait->start(int(std::min<qint64>(delay, INT_MAX)));
}

void AzureCall::finish(Result r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(r);
    emit finished();
}
