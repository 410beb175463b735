#pragma once

#include "httprequest.h"
#include "httpresponse.h"

#include <QObject>
#include <QTimer>

#include <functional>

class QTcpSocket;

// One client connection of the double: HTTP/1.1 with keep-alive, requests
// answered strictly in order, a response held back by its delayMs without
// blocking other connections. Owned by (a child of) its socket.
class HttpConnection final : public QObject
{
    Q_OBJECT

  public:
    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    HttpConnection(QTcpSocket *socket, Handler handler);

  private:
    enum class Parse
    {
        Incomplete,
        Complete,
        Failed
    };

    void onReadyRead();
    void processBuffer();
    Parse parseRequest(HttpRequest *request, bool *keepAlive);
    void fail(int status, const QByteArray &message);
    void send(const HttpResponse &response, bool keepAlive);

    QTcpSocket *m_socket;
    Handler m_handler;
    QByteArray m_buffer;
    QTimer m_idleTimer;
    bool m_busy = false;
    bool m_closing = false;
    bool m_continueSent = false;
};
