#include "httpconnection.h"

#include <QTcpSocket>

namespace {

constexpr qsizetype kMaxHeaderBytes = 64 * 1024;
constexpr qsizetype kMaxBodyBytes = 8 * 1024 * 1024;
constexpr int kIdleTimeoutMs = 30'000;

} // namespace

HttpConnection::HttpConnection(QTcpSocket *socket, Handler handler)
    : QObject(socket), m_socket(socket), m_handler(std::move(handler))
{
    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(kIdleTimeoutMs);
    // A client that goes quiet must not hold a socket forever.
    connect(&m_idleTimer, &QTimer::timeout, m_socket, &QTcpSocket::abort);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    m_idleTimer.start();
}

void HttpConnection::onReadyRead()
{
    m_buffer += m_socket->readAll();
    if (m_closing) {
        m_buffer.clear();
        return;
    }
    if (!m_busy) {
        m_idleTimer.start();
        processBuffer();
    }
}

void HttpConnection::processBuffer()
{
    while (!m_busy && !m_closing) {
        HttpRequest request;
        bool keepAlive = true;
        const Parse parse = parseRequest(&request, &keepAlive);
        if (parse != Parse::Complete)
            return;
        m_continueSent = false;
        HttpResponse response = m_handler(request);
        if (response.delayMs <= 0) {
            send(response, keepAlive);
            continue;
        }
        m_busy = true;
        m_idleTimer.stop();
        QTimer::singleShot(response.delayMs, this, [this, response, keepAlive] {
            m_busy = false;
            send(response, keepAlive);
            processBuffer();
        });
    }
}

HttpConnection::Parse HttpConnection::parseRequest(HttpRequest *request, bool *keepAlive)
{
    const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        if (m_buffer.size() > kMaxHeaderBytes) {
            fail(431, "request headers too large\n");
            return Parse::Failed;
        }
        return Parse::Incomplete;
    }
    const QList<QByteArray> lines = m_buffer.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
        fail(400, "bad request line\n");
        return Parse::Failed;
    }
    request->method = requestLine[0];
    request->setTarget(requestLine[1]);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        const QByteArray previous = request->headers.value(name);
        request->headers.insert(name, previous.isEmpty() ? value : previous + ", " + value);
    }

    if (request->header("transfer-encoding").toLower().contains("chunked")) {
        fail(411, "chunked request bodies are not supported; send Content-Length\n");
        return Parse::Failed;
    }
    bool lengthOk = true;
    const QByteArray lengthText = request->header("content-length");
    const qlonglong length = lengthText.isEmpty() ? 0 : lengthText.toLongLong(&lengthOk);
    if (!lengthOk || length < 0) {
        fail(400, "bad Content-Length\n");
        return Parse::Failed;
    }
    if (length > kMaxBodyBytes) {
        fail(413, "request body too large\n");
        return Parse::Failed;
    }
    if (m_buffer.size() < headerEnd + 4 + length) {
        // curl waits for this before sending a large body.
        if (!m_continueSent && request->header("expect").toLower() == "100-continue") {
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            m_continueSent = true;
        }
        return Parse::Incomplete;
    }
    request->body = m_buffer.mid(headerEnd + 4, length);
    m_buffer.remove(0, headerEnd + 4 + length);

    const QByteArray connection = request->header("connection").toLower();
    *keepAlive = requestLine[2] == "HTTP/1.1" ? !connection.contains("close")
                                              : connection.contains("keep-alive");
    return Parse::Complete;
}

void HttpConnection::fail(int status, const QByteArray &message)
{
    send(HttpResponse::text(status, message), false);
}

void HttpConnection::send(const HttpResponse &response, bool keepAlive)
{
    if (m_closing || m_socket->state() != QAbstractSocket::ConnectedState)
        return;
    m_socket->write(response.serialize(keepAlive));
    if (keepAlive) {
        m_idleTimer.start();
        return;
    }
    m_closing = true;
    m_buffer.clear();
    m_socket->disconnectFromHost();
}
