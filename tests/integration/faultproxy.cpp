#include "faultproxy.h"

#include <QPointer>
#include <QTcpSocket>

FaultProxy::FaultProxy(QUrl upstream, QObject *parent)
    : QObject(parent), m_upstream(std::move(upstream))
{
    connect(&m_server, &QTcpServer::newConnection, this, &FaultProxy::accept);
}

bool FaultProxy::listen()
{
    if (m_server.isListening())
        return true;
    if (!m_server.listen(QHostAddress::LocalHost, m_port))
        return false;
    m_port = m_server.serverPort();
    m_url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port));
    return true;
}

void FaultProxy::refuse()
{
    m_server.close();
    // Connections still open go down with the server.
    for (QTcpSocket *s : findChildren<QTcpSocket *>())
        s->abort();
}

int FaultProxy::openConnections() const
{
    int open = 0;
    for (const QTcpSocket *s : findChildren<QTcpSocket *>(Qt::FindDirectChildrenOnly))
        open += s->state() == QAbstractSocket::ConnectedState ? 1 : 0;
    return open;
}

void FaultProxy::setMode(Mode mode, qint64 cutAfterBytes)
{
    m_mode = mode;
    m_cutAfter = cutAfterBytes;
}

void FaultProxy::accept()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        ++m_connections;
        client->setParent(this);
        connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
        if (m_mode == Mode::Blackhole) {
            // Read what comes so the client's send completes, answer nothing.
            connect(client, &QTcpSocket::readyRead, client, [client] { client->readAll(); });
            continue;
        }
        if (m_mode == Mode::Redirect) {
            // Once the request line is in: 307 to the same path elsewhere.
            const QUrl target = m_redirectTo;
            auto *request = new QByteArray;
            connect(client, &QObject::destroyed, [request] { delete request; });
            connect(client, &QTcpSocket::readyRead, client, [client, request, target] {
                *request += client->readAll();
                const qsizetype end = request->indexOf("\r\n");
                if (end < 0 || request->isEmpty())
                    return;
                const QList<QByteArray> line = request->left(end).split(' ');
                const QByteArray location =
                    target.toString().toUtf8() + (line.size() > 1 ? line.at(1) : "/");
                client->write("HTTP/1.1 307 Temporary Redirect\r\nLocation: " + location +
                              "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                client->disconnectFromHost();
                request->clear();
            });
            continue;
        }
        if (m_mode == Mode::FailWhen) {
            answerOneRequest(client);
            continue;
        }
        auto *server = new QTcpSocket(client);
        const qint64 cutAfter = m_mode == Mode::CutAfter ? m_cutAfter : -1;
        auto *sent = new qint64(0);
        connect(client, &QObject::destroyed, [sent] { delete sent; });
        connect(client, &QTcpSocket::readyRead, server,
                [client, server] { server->write(client->readAll()); });
        connect(server, &QTcpSocket::connected, server,
                [client, server] { server->write(client->readAll()); });
        connect(server, &QTcpSocket::readyRead, client, [client, server, cutAfter, sent] {
            QByteArray bytes = server->readAll();
            if (cutAfter >= 0 && *sent + bytes.size() >= cutAfter) {
                client->write(bytes.left(cutAfter - *sent));
                client->flush();
                // The server "dies": the connection ends mid-answer.
                client->disconnectFromHost();
                server->abort();
                return;
            }
            *sent += bytes.size();
            client->write(bytes);
        });
        connect(server, &QTcpSocket::disconnected, client,
                [client] { client->disconnectFromHost(); });
        server->connectToHost(QHostAddress(m_upstream.host()), quint16(m_upstream.port()));
    }
}

// FailWhen: one request per connection, so that each is seen whole. The
// request goes on with "Connection: close", and the server's answer, which
// then closes too, ends the client's connection; the client opens a new one
// for its next request.
void FaultProxy::answerOneRequest(QTcpSocket *client)
{
    auto *request = new QByteArray;
    connect(client, &QObject::destroyed, [request] { delete request; });
    connect(client, &QTcpSocket::readyRead, client, [this, client, request] {
        *request += client->readAll();
        const qsizetype headEnd = request->indexOf("\r\n\r\n");
        if (headEnd < 0)
            return;
        qint64 length = 0;
        QList<QByteArray> head;
        for (const QByteArray &line : request->left(headEnd).split('\n')) {
            const QByteArray l = line.trimmed();
            if (l.toLower().startsWith("content-length:"))
                length = l.mid(l.indexOf(':') + 1).trimmed().toLongLong();
            if (!l.toLower().startsWith("connection:"))
                head << l;
        }
        if (request->size() < headEnd + 4 + length)
            return;
        const QByteArray whole = request->left(headEnd + 4 + length);
        const QByteArray body = whole.mid(headEnd + 4);
        request->clear();
        disconnect(client, &QTcpSocket::readyRead, client, nullptr);
        if (m_failWhen && m_failWhen(whole)) {
            ++m_failed;
            const QByteArray answer = R"x({"status":"error","errorType":"unavailable",)x"
                                      R"x("error":"store unavailable (fault proxy)"})x";
            client->write("HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                          "Content-Length: " +
                          QByteArray::number(answer.size()) + "\r\nConnection: close\r\n\r\n" +
                          answer);
            client->disconnectFromHost();
            return;
        }
        ++m_passed;
        head << "Connection: close";
        const QByteArray out = head.join("\r\n") + "\r\n\r\n" + body;
        auto *server = new QTcpSocket(client);
        connect(server, &QTcpSocket::connected, server, [server, out] { server->write(out); });
        connect(server, &QTcpSocket::readyRead, client,
                [client, server] { client->write(server->readAll()); });
        connect(server, &QTcpSocket::disconnected, client, [client, server] {
            client->write(server->readAll());
            client->disconnectFromHost();
        });
        server->connectToHost(QHostAddress(m_upstream.host()), quint16(m_upstream.port()));
    });
}
