#include "webhooksender.h"

#include "networkfailure.h"
#include "secretstore.h"
#include "webhookanswer.h"

#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace {
QString seconds(qint64 ms)
{
    return WebhookSender::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

bool isLoopback(const QString &host)
{
    const QHostAddress address(host);
    return host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 ||
           (!address.isNull() && address.isLoopback());
}

// Never part of any message: a secret. The messages name where it came from.
bool hasLineBreak(const QString &text)
{
    return text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
}
} // namespace

WebhookSender::WebhookSender(QNetworkAccessManager *nam, RunbookPlan::WebhookRequest request,
                             qint64 timeoutMs, QObject *parent)
    : QObject(parent), m_nam(nam ? nam : new QNetworkAccessManager(this)),
      m_request(std::move(request)), m_timeoutMs(timeoutMs), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_reply)
            m_reply->abort();
    });
}

WebhookSender::~WebhookSender()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void WebhookSender::start()
{
    if (!m_request.needsSecret()) {
        send(QString(), QString());
        return;
    }
    const QString env = m_request.secretEnv;
    if (!env.isEmpty()) {
        const QString secret = qEnvironmentVariable(env.toLocal8Bit().constData());
        if (!secret.isEmpty()) {
            send(secret, tr("the environment variable %1").arg(env));
            return;
        }
    }
    emit progress(
        tr("Reading the secret from the OS keychain (entry \"%1\").").arg(m_request.secretKey));
    SecretStore::read(
        m_request.secretKey, this, [this, env](std::expected<QString, SourceError> secret) {
            if (m_finished)
                return;
            if (!secret || secret->isEmpty()) {
                const QString why =
                    secret ? tr("the keychain entry is empty") : secret.error().message;
                fail(Result::Outcome::Failed,
                     env.isEmpty() ? tr("Not sent: no secret (%1). Enter it in the "
                                        "confirmation's secret field, which keeps it in the "
                                        "OS keychain as \"%2\".")
                                         .arg(why, m_request.secretKey)
                                   : tr("Not sent: no secret (%1). Enter it in the "
                                        "confirmation's secret field, which keeps it in the "
                                        "OS keychain as \"%2\", or set the environment "
                                        "variable %3.")
                                         .arg(why, m_request.secretKey, env));
                return;
            }
            send(*secret, tr("the OS keychain"));
        });
}

void WebhookSender::cancel()
{
    if (m_finished)
        return;
    m_canceled = true;
    if (m_reply)
        m_reply->abort();
    else
        fail(Result::Outcome::Canceled, tr("Stopped before it was sent."));
}

void WebhookSender::send(const QString &secret, const QString &from)
{
    if (m_canceled || m_finished)
        return;
    const QString shown = m_request.shownUrl();
    const QUrl url(m_request.url.with(secret), QUrl::TolerantMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() ||
        (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        fail(Result::Outcome::Failed,
             m_request.urlIsSecret()
                 ? tr("Not sent: the secret from %1 is not an http or https address; it should be "
                      "the webhook's whole address.")
                       .arg(from)
                 : tr("Not sent: with the secret from %1 in it, %2 is no longer an http or https "
                      "address.")
                       .arg(from, shown));
        return;
    }
    if (!m_request.urlIsSecret()) {
        // The secret may fill the path or query, never move the request elsewhere.
        const QUrl plain(m_request.url.with(QStringLiteral("x")), QUrl::TolerantMode);
        if (url.scheme() != plain.scheme() || url.host() != plain.host() ||
            url.port() != plain.port()) {
            fail(Result::Outcome::Failed,
                 tr("Not sent: the secret from %1 would change the host of %2.").arg(from, shown));
            return;
        }
    }
    m_host = url.port() > 0 ? QStringLiteral("%1:%2").arg(url.host()).arg(url.port()) : url.host();
    if (!secret.isEmpty() && scheme == QLatin1String("http") && !isLoopback(url.host())) {
        fail(Result::Outcome::Failed,
             tr("Not sent: the secret would cross the network unencrypted to %1; use an https "
                "address.")
                 .arg(m_host));
        return;
    }
    QNetworkRequest req(url);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    req.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("FleetScope"));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto &[name, value] : m_request.headers) {
        const QString filled = value.with(secret);
        if (hasLineBreak(filled)) {
            fail(Result::Outcome::Failed,
                 tr("Not sent: the secret from %1 holds a line break, which cannot go in the "
                    "header %2.")
                     .arg(from, QString::fromLatin1(name)));
            return;
        }
        req.setRawHeader(name, filled.toUtf8());
    }
    if (!from.isEmpty())
        emit progress(tr("The secret comes from %1.").arg(from));
    emit progress(tr("%1 %2").arg(QString::fromLatin1(m_request.method), shown));
    m_answer.clear();
    m_reply = m_nam->sendCustomRequest(req, m_request.method, m_request.bodyWith(secret));
    m_timer->start(int(std::min<qint64>(m_timeoutMs, INT_MAX)));
    connect(m_reply, &QNetworkReply::readyRead, this, [this] {
        m_answer += m_reply->readAll();
        if (m_answer.size() > kMaxAnswerBytes) {
            m_tooLarge = true;
            m_answer.clear();
            m_reply->abort();
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, &WebhookSender::onFinished);
}

void WebhookSender::onFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    m_timer->stop();
    if (m_canceled) {
        fail(Result::Outcome::Canceled,
             tr("Stopped on request; %1 may or may not have received it.").arg(m_host));
        return;
    }
    if (m_timedOut) {
        fail(Result::Outcome::TimedOut,
             tr("No answer from %1 within %2: stopped waiting; the service may or may not have "
                "received it.")
                 .arg(m_host, seconds(m_timeoutMs)));
        return;
    }
    if (m_tooLarge) {
        fail(Result::Outcome::Failed, tr("The answer from %1 is larger than %2 KiB; not read.")
                                          .arg(m_host)
                                          .arg(kMaxAnswerBytes / 1024));
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) {
        fail(Result::Outcome::Failed,
             tr("Not sent: %1").arg(NetworkFailure::of(m_host, *reply).message));
        return;
    }
    m_answer += reply->readAll();
    WebhookReply r;
    r.status = status;
    r.host = m_host;
    r.body = m_answer;
    r.location = reply->rawHeader("Location");
    r.retryAfter = reply->rawHeader("Retry-After");
    const WebhookAnswer answer = readWebhookAnswer(r, m_request.successBody);
    m_finished = true;
    Result result;
    result.outcome = answer.delivered ? Result::Outcome::Delivered : Result::Outcome::Failed;
    result.httpStatus = status;
    result.summary = answer.summary;
    result.answer = answer.detail;
    emit finished(result);
}

void WebhookSender::fail(Result::Outcome outcome, const QString &summary)
{
    if (m_finished)
        return;
    m_finished = true;
    m_timer->stop();
    Result result;
    result.outcome = outcome;
    result.summary = summary;
    emit finished(result);
}
