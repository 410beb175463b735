#include "auditentry.h"

#include <QDateTime>

QJsonObject AuditEntry::toJson() const
{
    return {{QStringLiteral("at"),
             QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC).toString(Qt::ISODateWithMs)},
            {QStringLiteral("who"), who},
            {QStringLiteral("action"), action},
            {QStringLiteral("target"), target},
            {QStringLiteral("detail"), detail}};
}

std::optional<AuditEntry> AuditEntry::fromJson(const QJsonObject &o)
{
    const QDateTime at =
        QDateTime::fromString(o.value(QStringLiteral("at")).toString(), Qt::ISODateWithMs);
    if (!at.isValid() || !o.value(QStringLiteral("action")).isString())
        return std::nullopt;
    AuditEntry e;
    e.atMs = at.toMSecsSinceEpoch();
    e.who = o.value(QStringLiteral("who")).toString();
    e.action = o.value(QStringLiteral("action")).toString();
    e.target = o.value(QStringLiteral("target")).toString();
    e.detail = o.value(QStringLiteral("detail")).toString();
    return e;
}
