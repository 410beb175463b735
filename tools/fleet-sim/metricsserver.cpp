#include "metricsserver.h"

#include "fleetmodel.h"

#include <QDateTime>
#include <QTcpSocket>
#include <QTimer>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxRequestBytes = 16 * 1024;
constexpr int kRequestTimeoutMs = 10000;

} // namespace

MetricsServer::MetricsServer(const FleetModel &model, qint64 originSecs, QObject *parent)
    : QObject(parent), m_model(model), m_writer(model, ExpositionWriter::Format::Prometheus),
      m_counters(model, originSecs, m_writer.allCounterParts())
{
    connect(&m_server, &QTcpServer::newConnection, this, &MetricsServer::onNewConnection);
}

void MetricsServer::warmUp()
{
    m_counters.advanceTo(FleetModel::stepAtOrBefore(QDateTime::currentSecsSinceEpoch()));
}

bool MetricsServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_server.listen(address, port)) {
        *error = m_server.errorString();
        return false;
    }
    return true;
}

void MetricsServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        // A client that never finishes its request must not hold a socket forever.
        QTimer::singleShot(kRequestTimeoutMs, socket, [socket] { socket->abort(); });
    }
}

void MetricsServer::onReadyRead(QTcpSocket *socket)
{
    if (socket->property("answered").toBool()) {
        socket->readAll();
        return;
    }
    QByteArray request = socket->property("request").toByteArray() + socket->readAll();
    const qsizetype headerEnd = request.indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        if (request.size() > kMaxRequestBytes)
            respond(socket, 431, "Request Header Fields Too Large", "text/plain", "too large\n");
        else
            socket->setProperty("request", request);
        return;
    }
    const QList<QByteArray> requestLine = request.left(request.indexOf("\r\n")).split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
        respond(socket, 400, "Bad Request", "text/plain", "bad request\n");
        return;
    }
    const QByteArray &method = requestLine[0];
    QByteArray path = requestLine[1];
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    if (path != "/metrics") {
        respond(socket, 404, "Not Found", "text/plain", "404 page not found\n");
    } else if (method != "GET") {
        respond(socket, 405, "Method Not Allowed", "text/plain", "method not allowed\n");
    } else {
        respond(socket, 200, "OK", "text/plain; version=0.0.4; charset=utf-8", metricsBody());
    }
}

QByteArray MetricsServer::metricsBody()
{
    // Values of the step the wall clock is in, exactly as the backfill wrote
    // (or would write) them for that step.
    const qint64 step = FleetModel::stepAtOrBefore(QDateTime::currentSecsSinceEpoch());
    const StepContext ctx = m_model.context(step);
    std::vector<GpuSample> samples;
    const int gpuCount = int(m_model.topology().gpus().size());
    samples.reserve(size_t(gpuCount));
    for (int gpu = 0; gpu < gpuCount; ++gpu)
        samples.push_back(m_model.gpuSample(ctx, gpu));
    m_counters.advanceTo(step);

    std::string text;
    for (int family = 0; family < m_writer.familyCount(); ++family) {
        m_writer.appendHeader(family, text);
        m_writer.appendSamples(family, ctx, samples, m_counters, text);
    }
    m_writer.appendTrailer(text);
    return QByteArray(text.data(), qsizetype(text.size()));
}

void MetricsServer::respond(QTcpSocket *socket, int status, const char *reason,
                            const QByteArray &contentType, const QByteArray &body)
{
    socket->setProperty("answered", true);
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
                      "\r\nContent-Type: " + contentType +
                      "\r\nContent-Length: " + QByteArray::number(body.size()) +
                      "\r\nConnection: close\r\n\r\n";
    socket->write(head);
    socket->write(body);
    socket->disconnectFromHost();
}
