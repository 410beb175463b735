#pragma once

#include "httpconnection.h"

#include <QObject>
#include <QTcpServer>

class QHostAddress;

// Accepts connections and hands every request to one handler; all of the
// double's behaviour lives in that handler.
class HttpServer final : public QObject
{
    Q_OBJECT

  public:
    explicit HttpServer(HttpConnection::Handler handler, QObject *parent = nullptr);

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_server.serverPort(); }

  private:
    void onNewConnection();

    HttpConnection::Handler m_handler;
    QTcpServer m_server;
};
