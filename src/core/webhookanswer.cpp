#include "webhookanswer.h"

#include "coretr.h"
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {
constexpr qsizetype kShownChars = 500;
constexpr qsizetype kDetailBytes = 8 * 1024;

// One line of someone else's text: controls become spaces, runs of space
// one, and it ends with "…" where it is cut.
QString oneLine(const QString &text)
{
    QString out;
    out.reserve(std::min(text.size(), kShownChars + 1));
    bool space = false;
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control ||
            c.category() == QChar::Other_Format) {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out += QLatin1Char(' ');
        space = false;
        out += c;
        if (out.size() >= kShownChars) {
            out += QChar(0x2026);
            break;
        }
    }
    return out;
}

QString textOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (const char *k : {"message", "error_description", "detail", "title"})
            if (o.value(QLatin1String(k)).isString())
                return o.value(QLatin1String(k)).toString();
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return {};
}

// The service's own words: PagerDuty's {"message", "errors": [...]}, the
// common {"error": "..."} and {"error": {"message": ...}}, or the text.
QString serviceText(const QByteArray &body, QString *dedupKey)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (!doc.isObject())
        return oneLine(QString::fromUtf8(body));
    const QJsonObject o = doc.object();
    if (dedupKey)
        *dedupKey = o.value(QLatin1String("dedup_key")).toString();
    QString message = textOf(o.value(QLatin1String("message")));
    if (message.isEmpty())
        message = textOf(o.value(QLatin1String("error")));
    if (message.isEmpty())
        message = textOf(o.value(QLatin1String("error_description")));
    QStringList errors;
    for (const QJsonValue &e : o.value(QLatin1String("errors")).toArray())
        if (const QString t = textOf(e); !t.isEmpty())
            errors << t;
    if (!errors.isEmpty())
        message = message.isEmpty()
                      ? errors.join(QStringLiteral("; "))
                      : CoreTr::tr("%1: %2").arg(message, errors.join(QStringLiteral("; ")));
    return oneLine(message.isEmpty() ? QString::fromUtf8(body) : message);
}
} // namespace

WebhookAnswer readWebhookAnswer(const WebhookReply &reply, const QString &successBody)
{
    WebhookAnswer a;
    a.detail = QString::fromUtf8(reply.body.left(kDetailBytes));
    const QString said = serviceText(reply.body, &a.dedupKey);
    const int status = reply.status;
    if (status >= 200 && status < 300) {
        const QRegularExpression expected(successBody);
        if (!successBody.isEmpty() && expected.isValid() &&
            !expected.match(QString::fromUtf8(reply.body)).hasMatch()) {
            // Teams' connectors answer 200 and say in the text that they failed.
            a.summary = said.isEmpty()
                            ? CoreTr::tr("HTTP %1 from %2, but with an empty answer instead of the "
                                         "one that means delivered.")
                                  .arg(status)
                                  .arg(reply.host)
                            : CoreTr::tr("HTTP %1 from %2, but not delivered: %3")
                                  .arg(status)
                                  .arg(reply.host, said);
            return a;
        }
        a.delivered = true;
        QString text = said;
        if (!a.dedupKey.isEmpty())
            text = text.isEmpty() ? CoreTr::tr("dedup_key %1").arg(a.dedupKey)
                                  : CoreTr::tr("%1 (dedup_key %2)").arg(text, a.dedupKey);
        a.summary =
            text.isEmpty()
                ? CoreTr::tr("Delivered: HTTP %1 from %2.").arg(status).arg(reply.host)
                : CoreTr::tr("Delivered: HTTP %1 from %2: %3").arg(status).arg(reply.host, text);
        return a;
    }
    if (status >= 300 && status < 400) {
        a.summary =
            CoreTr::tr("HTTP %1 from %2: it redirects to %3, which is not followed; a "
                       "webhook goes only where the confirmation said. Put the new address in "
                       "the runbook registry if it is right.")
                .arg(status)
                .arg(reply.host, reply.location.isEmpty() ? CoreTr::tr("an unnamed address")
                                                          : QString::fromUtf8(reply.location));
        return a;
    }
    QString why;
    if (status == 429 || status == 503) {
        const QString after = QString::fromLatin1(reply.retryAfter).trimmed();
        why = status == 429 ? CoreTr::tr("too many requests; the service is throttling")
                            : CoreTr::tr("the service is unavailable");
        if (!after.isEmpty())
            why = CoreTr::tr("%1, it asks to wait %2 s").arg(why, after);
        if (!said.isEmpty())
            why = CoreTr::tr("%1: %2").arg(why, said);
    } else if (status == 401 || status == 403) {
        why = said.isEmpty()
                  ? CoreTr::tr("refused; check the secret (routing key, token or address)")
                  : CoreTr::tr("refused (%1); check the secret (routing key, token or "
                               "address)")
                        .arg(said);
    } else if (status == 404) {
        why =
            said.isEmpty()
                ? CoreTr::tr("no such webhook; the address may be wrong or deleted")
                : CoreTr::tr("no such webhook (%1); the address may be wrong or deleted").arg(said);
    } else {
        why = said.isEmpty() ? CoreTr::tr("no explanation in the answer") : said;
    }
    a.summary = CoreTr::tr("Not delivered: HTTP %1 from %2: %3").arg(status).arg(reply.host, why);
    return a;
}
