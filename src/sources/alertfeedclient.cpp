#include "alertfeedclient.h"
#include "networkfailure.h"

#include "sourcerequest.h"

#include <QFile>
#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>
#include <variant>

namespace {

// What a worker hands back: the parsed answer of one call, or its error.
using Parsed = std::variant<std::monostate, std::vector<FeedAlert>, std::vector<ServerRule>,
                            std::vector<Silence>, QString, QStringList>;
using Outcome = std::expected<Parsed, SourceError>;

template <typename T> Outcome wrap(std::expected<T, SourceError> r)
{
    if (!r)
        return std::unexpected(std::move(r.error()));
    return Parsed(std::move(*r));
}

Outcome parseAnswer(AlertFeedClient::Call call, SourceConfig::Type type, const QByteArray &body,
                    int status, qsizetype limit)
{
    AlertFeedParseOptions options;
    options.maxBodyBytes = limit;
    switch (call) {
    case AlertFeedClient::Call::Alerts:
        return wrap(type == SourceConfig::Type::Alertmanager
                        ? parseAlertmanagerAlerts(body, status, options)
                        : parsePrometheusAlerts(body, status, options));
    case AlertFeedClient::Call::Rules:
        return wrap(parsePrometheusRules(body, status, options));
    case AlertFeedClient::Call::Silences:
        return wrap(parseSilences(body, status, options));
    case AlertFeedClient::Call::CreateSilence:
        return wrap(parseSilenceCreated(body, status));
    case AlertFeedClient::Call::ExpireSilence:
        if (auto r = parseSilenceExpired(body, status); !r)
            return std::unexpected(r.error());
        return Parsed();
    case AlertFeedClient::Call::LabelValues:
        return wrap(parsePrometheusLabelValues(body, status, options));
    }
    return Parsed();
}

bool isFetch(AlertFeedClient::Call call)
{
    return call == AlertFeedClient::Call::Alerts || call == AlertFeedClient::Call::Rules ||
           call == AlertFeedClient::Call::Silences || call == AlertFeedClient::Call::LabelValues;
}

} // namespace

struct AlertFeedClient::Pending
{
    Call call = Call::Alerts;
    QString silenceId;
    QPointer<QNetworkReply> reply;
    QByteArray body;
    QTimer *timer = nullptr;
    QFutureWatcher<Outcome> *watcher = nullptr;
    bool timedOut = false;
    bool tooLarge = false;
};

AlertFeedClient::AlertFeedClient(SourceConfig config, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_nam(nam)
{
}

AlertFeedClient::~AlertFeedClient()
{
    cancelAll();
}

bool AlertFeedClient::isBusy(Call call) const
{
    for (const auto &[id, p] : m_pending)
        if (p->call == call)
            return true;
    return false;
}

void AlertFeedClient::cancelAll()
{
    while (!m_pending.empty())
        drop(take(m_pending.begin()->first));
}

void AlertFeedClient::fetchAlerts()
{
    const quint64 id = begin(Call::Alerts);
    if (auto e = wrongKind(Call::Alerts))
        return failLater(id, *e);
    if (m_config.type == SourceConfig::Type::Alertmanager)
        send(id, "GET", QStringLiteral("/api/v2/alerts"));
    else
        send(id, "GET", QStringLiteral("/api/v1/alerts"));
}

void AlertFeedClient::fetchRules()
{
    const quint64 id = begin(Call::Rules);
    if (auto e = wrongKind(Call::Rules))
        return failLater(id, *e);
    // The server leaves recording rules out, which can be most of them.
    send(id, "GET", QStringLiteral("/api/v1/rules"),
         QUrlQuery{{QStringLiteral("type"), QStringLiteral("alert")}});
}

void AlertFeedClient::fetchSilences()
{
    const quint64 id = begin(Call::Silences);
    if (auto e = wrongKind(Call::Silences))
        return failLater(id, *e);
    send(id, "GET", QStringLiteral("/api/v2/silences"));
}

void AlertFeedClient::createSilence(const Silence &silence)
{
    const quint64 id = begin(Call::CreateSilence);
    if (auto e = wrongKind(Call::CreateSilence))
        return failLater(id, *e);
    auto body = serializeSilence(silence);
    if (!body)
        return failLater(id, body.error());
    send(id, "POST", QStringLiteral("/api/v2/silences"), {}, *body);
}

void AlertFeedClient::expireSilence(const QString &silenceId)
{
    const quint64 id = begin(Call::ExpireSilence, silenceId);
    if (auto e = wrongKind(Call::ExpireSilence))
        return failLater(id, *e);
    if (silenceId.trimmed().isEmpty())
        return failLater(id, SourceError::make(SourceError::Kind::Config,
                                               tr("No silence was named to expire.")));
    // The id is a path segment: "/" or "?" in it must not reach another endpoint.
    send(id, "DELETE",
         QStringLiteral("/api/v2/silence/") +
             QString::fromLatin1(QUrl::toPercentEncoding(silenceId)));
}

void AlertFeedClient::fetchLabelValues(const QString &label, const QString &selector, qint64 fromMs,
                                       qint64 toMs)
{
    const quint64 id = begin(Call::LabelValues);
    if (auto e = wrongKind(Call::LabelValues))
        return failLater(id, *e);
    QUrlQuery query;
    if (!selector.trimmed().isEmpty())
        query.addQueryItem(QStringLiteral("match[]"), selector);
    query.addQueryItem(QStringLiteral("start"), QString::number(double(fromMs) / 1000.0, 'f', 3));
    query.addQueryItem(QStringLiteral("end"), QString::number(double(toMs) / 1000.0, 'f', 3));
    // The name is a path segment: nothing in it may reach another endpoint.
    send(id, "GET",
         QStringLiteral("/api/v1/label/%1/values")
             .arg(QString::fromLatin1(QUrl::toPercentEncoding(label))),
         query);
}

std::optional<SourceError> AlertFeedClient::wrongKind(Call call) const
{
    auto refuse = [](QString message) {
        return SourceError::make(SourceError::Kind::Config, std::move(message));
    };
    if (m_config.type == SourceConfig::Type::AzureMonitor)
        return refuse(tr("The source \"%1\" is an Azure Monitor source, not an alert feed.")
                          .arg(m_config.name));
    if (m_config.isAzureManagedPrometheus() && call == Call::LabelValues)
        return refuse(tr("The choices of query variables cannot be loaded from Azure Monitor "
                         "managed Prometheus (\"%1\"); the values saved in the dashboard are used.")
                          .arg(m_config.name));
    if (m_config.isAzureManagedPrometheus())
        return refuse(tr("The source \"%1\" is Azure Monitor managed Prometheus, which has no "
                         "alerts API.")
                          .arg(m_config.name));
    const bool alertmanager = m_config.type == SourceConfig::Type::Alertmanager;
    if (call == Call::LabelValues && alertmanager)
        return refuse(tr("The source \"%1\" is an Alertmanager; label values come from a "
                         "Prometheus-compatible server.")
                          .arg(m_config.name));
    if (call == Call::Rules && alertmanager)
        return refuse(tr("The source \"%1\" is an Alertmanager; alerting rules come from "
                         "Prometheus.")
                          .arg(m_config.name));
    if (call != Call::Alerts && call != Call::Rules && call != Call::LabelValues && !alertmanager)
        return refuse(tr("The source \"%1\" is a Prometheus server; silences live in Alertmanager.")
                          .arg(m_config.name));
    return std::nullopt;
}

quint64 AlertFeedClient::begin(Call call, const QString &silenceId)
{
    // A newer fetch makes the answer to an older one of the same kind stale.
    if (isFetch(call)) {
        std::vector<quint64> stale;
        for (const auto &[id, p] : m_pending)
            if (p->call == call)
                stale.push_back(id);
        for (quint64 id : stale)
            drop(take(id));
    }
    const quint64 id = ++m_nextId;
    auto p = std::make_unique<Pending>();
    p->call = call;
    p->silenceId = silenceId;
    m_pending.emplace(id, std::move(p));
    return id;
}

std::unique_ptr<AlertFeedClient::Pending> AlertFeedClient::take(quint64 id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return nullptr;
    std::unique_ptr<Pending> p = std::move(it->second);
    m_pending.erase(it);
    return p;
}

void AlertFeedClient::drop(std::unique_ptr<Pending> p)
{
    if (!p)
        return;
    if (p->reply) {
        p->reply->disconnect(this);
        p->reply->abort();
        p->reply->deleteLater();
    }
    if (p->timer)
        p->timer->deleteLater();
    // The worker keeps its own copy of the body; its result dies with the watcher.
    if (p->watcher) {
        p->watcher->disconnect(this);
        p->watcher->deleteLater();
    }
}

void AlertFeedClient::failLater(quint64 id, SourceError error)
{
    QTimer::singleShot(0, this, [this, id, error = std::move(error)] { fail(id, error); });
}

void AlertFeedClient::fail(quint64 id, SourceError error)
{
    std::unique_ptr<Pending> p = take(id);
    if (!p)
        return; // superseded or canceled meanwhile
    const Call call = p->call;
    const QString silenceId = p->silenceId;
    drop(std::move(p));
    emit failed(call, error, silenceId);
}

qsizetype AlertFeedClient::bodyLimit() const
{
    return std::min<qsizetype>(qsizetype(m_config.maxBodyBytes),
                               AlertFeedParseOptions{}.maxBodyBytes);
}

// Built as PrometheusClient builds its requests, so a source behaves the same
// for its lanes and its alerts: path prefix, headers, auth, TLS, redirects.
std::expected<QNetworkRequest, SourceError>
AlertFeedClient::makeRequest(const QString &apiPath, const QUrlQuery &query) const
{
    QUrl url = m_config.url;
    // Encoded both ways, so a percent-encoded silence id stays one segment.
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + apiPath, QUrl::TolerantMode);
    url.setQuery(query);
    // wrongKind() refuses Azure sign-in before any request is built.
    return SourceRequest::build(m_config, url);
}

void AlertFeedClient::send(quint64 id, const QByteArray &verb, const QString &apiPath,
                           const QUrlQuery &query, const QByteArray &body)
{
    if (!m_nam)
        return failLater(id,
                         SourceError::make(SourceError::Kind::Network, tr("No network access.")));
    auto req = makeRequest(apiPath, query);
    if (!req)
        return failLater(id, req.error());
    Pending *p = m_pending.at(id).get();
    if (verb == "POST") {
        req->setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        p->reply = m_nam->post(*req, body);
    } else if (verb == "DELETE") {
        p->reply = m_nam->deleteResource(*req);
    } else {
        p->reply = m_nam->get(*req);
    }
    p->timer = new QTimer(this);
    p->timer->setSingleShot(true);
    connect(p->timer, &QTimer::timeout, this, [this, id] {
        auto it = m_pending.find(id);
        if (it == m_pending.end() || !it->second->reply)
            return;
        it->second->timedOut = true;
        it->second->reply->abort(); // finished() follows and reports the timeout
    });
    p->timer->start(int(std::clamp<qint64>(m_config.timeoutMs, 1, INT_MAX)));
    connect(p->reply, &QNetworkReply::readyRead, this, [this, id] { onReadyRead(id); });
    connect(p->reply, &QNetworkReply::finished, this, [this, id] { onReplyFinished(id); });
}

void AlertFeedClient::onReadyRead(quint64 id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end() || !it->second->reply)
        return;
    Pending &p = *it->second;
    p.body += p.reply->readAll();
    if (p.body.size() > bodyLimit()) {
        // Stop reading now: memory stays bounded by the limit, not the body.
        p.tooLarge = true;
        p.body.clear();
        p.body.squeeze();
        p.reply->abort();
    }
}

void AlertFeedClient::onReplyFinished(quint64 id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end() || !it->second->reply)
        return;
    Pending &p = *it->second;
    QNetworkReply *reply = p.reply;
    p.reply = nullptr;
    reply->disconnect(this);
    reply->deleteLater();
    p.timer->stop();
    // An aborted reply is closed; there is nothing more to read from it.
    if (!p.tooLarge && reply->isOpen())
        p.body += reply->readAll();
    const QString host = reply->url().authority();
    if (p.tooLarge)
        return fail(id, SourceError::make(SourceError::Kind::TooLarge,
                                          tr("The answer from %1 is larger than the %2 MiB limit "
                                             "for alert feeds.")
                                              .arg(host)
                                              .arg(double(bodyLimit()) / (1 << 20))));
    if (p.timedOut)
        return fail(id, SourceError::make(SourceError::Kind::Timeout,
                                          tr("%1 did not answer within %2 s.")
                                              .arg(host)
                                              .arg(double(m_config.timeoutMs) / 1000)));
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) {
        // No HTTP answer at all: the connection itself failed.
        return fail(id, NetworkFailure::of(host, *reply));
    }
    if (auto redirect = NetworkFailure::unfollowedRedirect(host, *reply))
        return fail(id, std::move(*redirect));
    p.watcher = new QFutureWatcher<Outcome>(this);
    connect(p.watcher, &QFutureWatcher<Outcome>::finished, this, [this, id] { onParsed(id); });
    QByteArray body = std::move(p.body);
    p.body = {};
    p.watcher->setFuture(QtConcurrent::run(
        [call = p.call, type = m_config.type, body = std::move(body), status, limit = bodyLimit()] {
            return parseAnswer(call, type, body, status, limit);
        }));
}

void AlertFeedClient::onParsed(quint64 id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end() || !it->second->watcher)
        return;
    Outcome outcome = it->second->watcher->result();
    std::unique_ptr<Pending> p = take(id);
    const Call call = p->call;
    const QString silenceId = p->silenceId;
    drop(std::move(p));
    if (!outcome) {
        emit failed(call, outcome.error(), silenceId);
        return;
    }
    Parsed &parsed = *outcome;
    switch (call) {
    case Call::Alerts:
        emit alertsFetched(std::get<std::vector<FeedAlert>>(parsed));
        break;
    case Call::Rules:
        emit rulesFetched(std::get<std::vector<ServerRule>>(parsed));
        break;
    case Call::Silences:
        emit silencesFetched(std::get<std::vector<Silence>>(parsed));
        break;
    case Call::CreateSilence:
        emit silenceCreated(std::get<QString>(parsed));
        break;
    case Call::ExpireSilence:
        emit silenceExpired(silenceId);
        break;
    case Call::LabelValues:
        emit labelValuesFetched(std::get<QStringList>(parsed));
        break;
    }
}
