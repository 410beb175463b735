#pragma once

#include <functional>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

// A TCP proxy on loopback between FleetScope and a real server, which breaks
// the connection the way networks and dying servers do: cut the answer
// after some bytes (the server killed mid-response), accept and never answer
// (a hung server or a black-holed route), refuse connections for a while
// (the server down) and take them again later on the same port, or redirect
// every request elsewhere (a load balancer or a moved service), or fail the
// requests a test picks with 503 and pass the others (one store of a
// distributed query engine down for part of the range).
class FaultProxy final : public QObject
{
    Q_OBJECT
  public:
    enum class Mode
    {
        Forward,
        CutAfter,  // forward, then close once cutAfterBytes of the answer went out
        Blackhole, // accept, read, never answer
        Redirect,  // answer every request with 307 to the same path under redirectTo
        FailWhen,  // 503 for each request (head and body) failWhen picks, forward the rest
    };

    explicit FaultProxy(QUrl upstream, QObject *parent = nullptr);
    bool listen(); // on a free loopback port the first time, the same port after
    void refuse(); // stop listening and drop every open connection
    QUrl url() const { return m_url; }
    void setMode(Mode mode, qint64 cutAfterBytes = 0);
    // Where Redirect mode sends clients ("http://127.0.0.2:PORT").
    void setRedirectTo(QUrl target) { m_redirectTo = std::move(target); }
    // Which requests FailWhen mode answers with 503, given the whole request.
    void setFailWhen(std::function<bool(const QByteArray &)> pick) { m_failWhen = std::move(pick); }
    // Requests FailWhen mode answered with 503, and those it passed on.
    int failed() const { return m_failed; }
    int passed() const { return m_passed; }
    int connections() const { return m_connections; }
    // Client connections the proxy still holds open.
    int openConnections() const;

  private:
    void accept();
    void answerOneRequest(QTcpSocket *client);

    QUrl m_upstream;
    QUrl m_url;
    quint16 m_port = 0;
    QTcpServer m_server;
    Mode m_mode = Mode::Forward;
    qint64 m_cutAfter = 0;
    QUrl m_redirectTo;
    std::function<bool(const QByteArray &)> m_failWhen;
    int m_failed = 0;
    int m_passed = 0;
    int m_connections = 0;
};
