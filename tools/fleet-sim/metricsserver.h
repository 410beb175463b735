#pragma once

#include "counterstate.h"
#include "expositionwriter.h"

#include <QObject>
#include <QTcpServer>

class FleetModel;
class QTcpSocket;

// A deliberately small HTTP/1.1 server: GET /metrics answers the fleet's
// values at the current 15 s step, anything else 404; one request per
// connection. Enough for Prometheus, VictoriaMetrics and curl.
class MetricsServer final : public QObject
{
    Q_OBJECT

  public:
    MetricsServer(const FleetModel &model, qint64 originSecs, QObject *parent = nullptr);

    // Brings counters up to now before the first scrape, so that the catch-up
    // from the origin does not count against a scrape timeout.
    void warmUp();
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_server.serverPort(); }

  private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, int status, const char *reason, const QByteArray &contentType,
                 const QByteArray &body);
    QByteArray metricsBody();

    const FleetModel &m_model;
    ExpositionWriter m_writer;
    // Only the counters the dialect's families read: the catch-up from the
    // origin is the server's start-up time.
    CounterState m_counters;
    QTcpServer m_server;
};
