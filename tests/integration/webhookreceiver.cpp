#include "webhookreceiver.h"

#include <memory>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

namespace {
QByteArray response(int status, const QByteArray &reason, const QByteArray &contentType,
                    const QByteArray &body, const QByteArray &extra = {})
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n" +
           (contentType.isEmpty() ? QByteArray() : "Content-Type: " + contentType + "\r\n") +
           extra + "Content-Length: " + QByteArray::number(body.size()) +
           "\r\nConnection: close\r\n\r\n" + body;
}

QByteArray invalidEvent(const QStringList &errors)
{
    QJsonArray list;
    for (const QString &e : errors)
        list.append(e);
    const QJsonObject o{{QStringLiteral("status"), QStringLiteral("invalid event")},
                        {QStringLiteral("message"), QStringLiteral("Event object is invalid")},
                        {QStringLiteral("errors"), list}};
    return response(400, "Bad Request", "application/json",
                    QJsonDocument(o).toJson(QJsonDocument::Compact));
}
} // namespace

WebhookReceiver::WebhookReceiver(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &WebhookReceiver::onConnection);
}

bool WebhookReceiver::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl WebhookReceiver::url(const QString &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
}

void WebhookReceiver::onConnection()
{
    while (QTcpSocket *sock = m_server.nextPendingConnection()) {
        auto buffer = std::make_shared<QByteArray>();
        connect(sock, &QTcpSocket::disconnected, sock, &QObject::deleteLater);
        connect(sock, &QTcpSocket::readyRead, this, [this, sock, buffer] {
            *buffer += sock->readAll();
            const qsizetype headerEnd = buffer->indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            Request req;
            const QList<QByteArray> lines = buffer->left(headerEnd).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            req.method = first.value(0);
            req.path = first.value(1);
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon < 0)
                    continue;
                const QByteArray name = lines[i].left(colon).trimmed().toLower();
                req.headers.insert(name, lines[i].mid(colon + 1).trimmed());
                if (name == "content-length")
                    length = lines[i].mid(colon + 1).trimmed().toLongLong();
            }
            if (buffer->size() < headerEnd + 4 + length)
                return;
            req.body = buffer->mid(headerEnd + 4, length);
            buffer->clear();
            m_requests << req;
            if (m_mode == Mode::NeverAnswer)
                return;
            sock->write(answer(req));
            sock->disconnectFromHost();
        });
    }
}

QByteArray WebhookReceiver::answer(const Request &req)
{
    if (m_mode == Mode::Throttle)
        return response(429, "Too Many Requests", {}, {});
    if (m_mode == Mode::Redirect)
        return response(307, "Temporary Redirect", {}, {},
                        "Location: " + url(QStringLiteral("/elsewhere")).toEncoded() + "\r\n");
    if (req.method != "POST")
        return response(405, "Method Not Allowed", "text/plain", "POST only");
    if (req.path == "/v2/enqueue")
        return pagerDuty(req);
    if (req.path.startsWith("/webhookb2/"))
        return teams(req);
    return response(404, "Not Found", "text/plain", "no such endpoint");
}

QByteArray WebhookReceiver::pagerDuty(const Request &req)
{
    if (!req.headers.value("content-type").startsWith("application/json"))
        return invalidEvent({QStringLiteral("Content-Type must be application/json")});
    const QJsonDocument doc = QJsonDocument::fromJson(req.body);
    if (!doc.isObject())
        return invalidEvent({QStringLiteral("Event object is not valid JSON")});
    const QJsonObject e = doc.object();
    QStringList errors;
    const QString key = e.value(QLatin1String("routing_key")).toString();
    if (key.size() != 32)
        errors << QStringLiteral("Length of 'routing_key' is incorrect (should be 32 characters)");
    const QString action = e.value(QLatin1String("event_action")).toString();
    static const QStringList actions = {QStringLiteral("trigger"), QStringLiteral("acknowledge"),
                                        QStringLiteral("resolve")};
    if (!actions.contains(action))
        errors << QStringLiteral("'event_action' is invalid (must be one of: trigger, "
                                 "acknowledge, resolve)");
    QString dedup = e.value(QLatin1String("dedup_key")).toString();
    if (action == QLatin1String("trigger")) {
        const QJsonObject p = e.value(QLatin1String("payload")).toObject();
        for (const char *field : {"summary", "source", "severity"})
            if (p.value(QLatin1String(field)).toString().isEmpty())
                errors
                    << QStringLiteral("'payload.%1' is missing or blank").arg(QLatin1String(field));
        static const QStringList severities = {QStringLiteral("critical"), QStringLiteral("error"),
                                               QStringLiteral("warning"), QStringLiteral("info")};
        const QString severity = p.value(QLatin1String("severity")).toString();
        if (!severity.isEmpty() && !severities.contains(severity))
            errors << QStringLiteral("'payload.severity' is invalid (must be one of: critical, "
                                     "error, warning, info)");
        if (p.value(QLatin1String("summary")).toString().size() > 1024)
            errors << QStringLiteral("'payload.summary' is longer than 1024 characters");
    } else if (dedup.isEmpty()) {
        errors << QStringLiteral("'dedup_key' is missing or blank");
    }
    if (dedup.size() > 255)
        errors << QStringLiteral("'dedup_key' is longer than 255 characters");
    if (!errors.isEmpty())
        return invalidEvent(errors);
    if (dedup.isEmpty())
        dedup = QStringLiteral("generated-%1").arg(m_requests.size());
    auto it = m_incidents.find(dedup);
    const bool open = it != m_incidents.end() && it->second.status != QLatin1String("resolved");
    if (action == QLatin1String("trigger")) {
        if (!open)
            it = m_incidents
                     .insert_or_assign(dedup,
                                       Incident{QStringLiteral("triggered"), 0, m_nextNumber++})
                     .first;
        ++it->second.events;
    } else if (!open) {
        ++m_ignored;
    } else {
        ++it->second.events;
        if (action == QLatin1String("acknowledge"))
            it->second.status = QStringLiteral("acknowledged");
        else
            it->second.status = QStringLiteral("resolved");
    }
    const QJsonObject ok{{QStringLiteral("status"), QStringLiteral("success")},
                         {QStringLiteral("message"), QStringLiteral("Event processed")},
                         {QStringLiteral("dedup_key"), dedup}};
    return response(202, "Accepted", "application/json",
                    QJsonDocument(ok).toJson(QJsonDocument::Compact));
}

QByteArray WebhookReceiver::teams(const Request &req)
{
    if (m_mode == Mode::TeamsFailedIn200)
        return response(
            200, "OK", "text/plain; charset=utf-8",
            "Webhook message delivery failed with error: Microsoft Teams endpoint "
            "returned HTTP error 429 with ContextId tcid=0,server=msgapi-test,cv=x.0..");
    const QJsonObject card = QJsonDocument::fromJson(req.body).object();
    if (card.value(QLatin1String("summary")).toString().isEmpty() &&
        card.value(QLatin1String("text")).toString().isEmpty())
        return response(400, "Bad Request", "text/plain; charset=utf-8",
                        "Summary or Text is required.");
    return response(200, "OK", "text/plain; charset=utf-8", "1");
}
