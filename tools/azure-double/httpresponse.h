#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <utility>

// One HTTP response as the double's handlers build it; the connection adds
// framing (status line, Content-Length, Connection) when it sends it.
struct HttpResponse
{
    int status = 200;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int delayMs = 0;

    void setHeader(const QByteArray &name, const QByteArray &value);
    QByteArray header(const QByteArray &name) const;

    static HttpResponse json(int status, const QJsonObject &body);
    static HttpResponse text(int status, const QByteArray &body,
                             const QByteArray &contentType = "text/plain; charset=utf-8");
    static HttpResponse empty(int status);

    QByteArray serialize(bool keepAlive) const;
    static QByteArray reasonPhrase(int status);
};
