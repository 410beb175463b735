#include "fakeprometheus.h"

#include <cmath>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

FakePrometheus::FakePrometheus(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakePrometheus::onConnection);
}

bool FakePrometheus::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl FakePrometheus::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

QByteArray FakePrometheus::matrixFor(const Request &req, int series, double value)
{
    return matrixFor(req, series, [value](double, int s) { return value + s; });
}

QByteArray FakePrometheus::matrixFor(const Request &req, int series,
                                     const std::function<double(double t, int s)> &value)
{
    const double start = req.form.queryItemValue(QStringLiteral("start")).toDouble();
    const double end = req.form.queryItemValue(QStringLiteral("end")).toDouble();
    const double step = req.form.queryItemValue(QStringLiteral("step")).toDouble();
    QByteArray out = R"({"status":"success","data":{"resultType":"matrix","result":[)";
    for (int s = 0; s < series; ++s) {
        if (s)
            out += ',';
        out += R"({"metric":{"gpu":")" + QByteArray::number(s) +
               R"(","Hostname":"node-0"},"values":[)";
        bool first = true;
        for (double t = start; step > 0 && t <= end + 1e-9; t += step) {
            if (!first)
                out += ',';
            first = false;
            out += '[' + QByteArray::number(t, 'f', 3) + ",\"" +
                   QByteArray::number(value(t, s), 'g', 15) + "\"]";
        }
        out += "]}";
    }
    out += "]}}";
    return out;
}

void FakePrometheus::onConnection()
{
    while (QTcpSocket *sock = m_server.nextPendingConnection()) {
        auto buffer = std::make_shared<QByteArray>();
        connect(sock, &QTcpSocket::disconnected, sock, &QObject::deleteLater);
        connect(sock, &QTcpSocket::readyRead, this, [this, sock, buffer] {
            *buffer += sock->readAll();
            const int headerEnd = buffer->indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            const QList<QByteArray> lines = buffer->left(headerEnd).split('\n');
            Request req;
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            req.method = first.value(0);
            req.path = first.value(1);
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const int colon = lines[i].indexOf(':');
                if (colon < 0)
                    continue;
                const QByteArray name = lines[i].left(colon).trimmed().toLower();
                const QByteArray value = lines[i].mid(colon + 1).trimmed();
                req.headers.insert(name, value);
                if (name == "content-length")
                    length = value.toLongLong();
            }
            if (buffer->size() < headerEnd + 4 + length)
                return;
            QByteArray body = buffer->mid(headerEnd + 4, length);
            buffer->clear();
            req.form = QUrlQuery(QString::fromUtf8(body.replace('+', ' ')));
            const int q = req.path.indexOf('?');
            if (q >= 0) {
                const QUrlQuery query(QString::fromUtf8(req.path.mid(q + 1)));
                for (const auto &item : query.queryItems(QUrl::FullyDecoded))
                    req.form.addQueryItem(item.first, item.second);
                req.path = req.path.left(q);
            }
            // Discovery ("what do you hold") is answered apart, so a
            // test's script and request count see only the queries.
            const bool discovery = req.path.endsWith("/api/v1/label/__name__/values") ||
                                   req.path.endsWith("/api/v1/labels") ||
                                   req.path.endsWith("/api/v1/status/buildinfo");
            QList<Answer> &answers = discovery ? m_discoveryAnswers : m_answers;
            (discovery ? m_discoveryRequests : m_requests) << req;
            answers << Answer::Due;
            const qsizetype index = answers.size() - 1;
            const Response r =
                discovery   ? (m_discoveryHandler
                                   ? m_discoveryHandler(req)
                                   : FakePrometheus::reply(404, "text/plain", "404 page not found"))
                : m_handler ? m_handler(req)
                            : FakePrometheus::reply(404, "text/plain", "not found");
            if (r.neverAnswer) {
                answers[index] = Answer::Held;
                return;
            }
            QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) +
                             " X\r\nContent-Type: " + r.contentType +
                             "\r\nContent-Length: " + QByteArray::number(r.body.size()) +
                             "\r\nConnection: close\r\n";
            for (const auto &[k, v] : r.extraHeaders)
                out += k + ": " + v + "\r\n";
            out += "\r\n" + r.body;
            QPointer<QTcpSocket> guard(sock);
            QTimer::singleShot(r.delayMs, this, [this, guard, out, index, discovery] {
                QList<Answer> &list = discovery ? m_discoveryAnswers : m_answers;
                if (!guard || guard->state() != QAbstractSocket::ConnectedState) {
                    list[index] = Answer::Dropped;
                    return;
                }
                guard->write(out);
                guard->disconnectFromHost();
                list[index] = Answer::Written;
            });
        });
    }
}
