#pragma once

#include <QByteArray>
#include <QString>

// What a service answered to a webhook, read for people: whether the message
// was delivered, one line saying so or why not, with the service's own error
// text (PagerDuty's message and errors[], Teams' text body, a JSON "error"
// or "message"), and the body itself for the details.
struct WebhookAnswer
{
    bool delivered = false;
    QString summary;
    QString detail;
    QString dedupKey; // PagerDuty's, when it said one
};

struct WebhookReply
{
    int status = 0;
    QString host;
    QByteArray body;
    QByteArray location;   // of a redirect
    QByteArray retryAfter; // of a 429 or 503
};

// Pure. `successBody`: a regular expression a 2xx body must match to count
// as delivered (empty: any 2xx does).
WebhookAnswer readWebhookAnswer(const WebhookReply &reply, const QString &successBody);
