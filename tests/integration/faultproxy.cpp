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
