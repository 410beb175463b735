#pragma once

#include <functional>
#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QTcpServer>
#include <QUrlQuery>

// A scriptable HTTP server on 127.0.0.1 for client and GUI tests that need
// answers a real Prometheus will not give on demand: slow, failing, huge,
// redirecting. Integration tests use the real servers instead.
class FakePrometheus final : public QObject
{
    Q_OBJECT
  public:
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QMap<QByteArray, QByteArray> headers; // lower-case names
        QUrlQuery form;
    };
    struct Response
    {
        int status = 200;
        QByteArray contentType = "application/json";
        QByteArray body;
        int delayMs = 0;          // wait before answering
        bool neverAnswer = false; // accept and hold the connection
        QList<QPair<QByteArray, QByteArray>> extraHeaders;
    };
    // What became of the answer to one request. A test that must show a
    // late answer did not get through waits until the answer has come due
    // instead of sleeping for a while.
    enum class Answer
    {
        Due,     // its delay has not run out yet
        Written, // sent on a connection that was still open
        Dropped, // the client had closed the connection before it came due
        Held,    // neverAnswer: the connection is held open
    };
    using Handler = std::function<Response(const Request &)>;
    static Response reply(int status, const QByteArray &contentType, const QByteArray &body)
    {
        Response r;
        r.status = status;
        r.contentType = contentType;
        r.body = body;
        return r;
    }

    explicit FakePrometheus(QObject *parent = nullptr);
    bool listen();
    QUrl url() const;
    void setHandler(Handler h) { m_handler = std::move(h); }
    // Queries only: discovery's requests (/api/v1/label/__name__/values, /api/v1/labels,
    // /api/v1/status/buildinfo) go to discoveryRequests() and are answered
    // by the discovery handler, by default with a 404 (a server that does
    // not say what it holds; built-in quantities take their first way).
    const QList<Request> &requests() const { return m_requests; }
    // Forgets the queries seen so far (answerTo() still counts from the first).
    void clearRequests() { m_requests.clear(); }
    const QList<Request> &discoveryRequests() const { return m_discoveryRequests; }
    void setDiscoveryHandler(Handler h) { m_discoveryHandler = std::move(h); }
    // Same index as requests().
    Answer answerTo(qsizetype request) const { return m_answers.at(request); }

    // A matrix body with `series` series on the grid of the request.
    static QByteArray matrixFor(const Request &req, int series, double value);
    // The same grid with the value of series s at time t (seconds) given.
    static QByteArray matrixFor(const Request &req, int series,
                                const std::function<double(double t, int s)> &value);

  private:
    void onConnection();
    QTcpServer m_server;
    Handler m_handler;
    Handler m_discoveryHandler;
    QList<Request> m_requests;
    QList<Request> m_discoveryRequests;
    QList<Answer> m_answers;
    QList<Answer> m_discoveryAnswers;
};
