#pragma once

#include <map>
#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

// A loopback stand-in for the two services FleetScope escalates to, so no
// test ever reaches the real ones. POST /v2/enqueue answers like the
// PagerDuty Events API v2 (202 {"status":"success","message":"Event
// processed","dedup_key":...}; 400 {"status":"invalid event","message":
// "Event object is invalid","errors":[...]}) and keeps incidents by
// dedup_key as PagerDuty does: a trigger opens one or adds to the open one,
// acknowledge and resolve change an open one and are ignored otherwise.
// POST /webhookb2/... answers like a Teams incoming webhook: "1" when the
// card has a summary or text, 400 with text when not. Every request is kept
// as it came, body bytes included.
class WebhookReceiver final : public QObject
{
    Q_OBJECT
  public:
    enum class Mode
    {
        Normal,
        Throttle,         // 429 with an empty body, as PagerDuty does
        NeverAnswer,      // accept, read, hold the connection
        TeamsFailedIn200, // Teams' connector: 200 with an error text
        Redirect,         // 307 to another path
    };
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QMap<QByteArray, QByteArray> headers; // lower-case names
        QByteArray body;
    };
    struct Incident
    {
        QString status; // triggered, acknowledged, resolved
        int events = 0;
        int number = 0; // PagerDuty's incident number: a new one after resolve
    };

    explicit WebhookReceiver(QObject *parent = nullptr);
    bool listen();
    QUrl url(const QString &path = {}) const;
    void setMode(Mode mode) { m_mode = mode; }
    const QList<Request> &requests() const { return m_requests; }
    const std::map<QString, Incident> &incidents() const { return m_incidents; }
    // Events that changed nothing: acknowledge or resolve of no open incident.
    int ignoredEvents() const { return m_ignored; }

  private:
    void onConnection();
    QByteArray answer(const Request &req);
    QByteArray pagerDuty(const Request &req);
    QByteArray teams(const Request &req);

    QTcpServer m_server;
    Mode m_mode = Mode::Normal;
    QList<Request> m_requests;
    std::map<QString, Incident> m_incidents;
    int m_ignored = 0;
    int m_nextNumber = 1;
};
