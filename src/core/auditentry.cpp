#include "auditentry.h"

#include "coretr.h"

#include <QDateTime>
#include <QHash>

QString AuditEntry::actionText(const QString &action)
{
    static const QHash<QString, const char *> labels{
        {QStringLiteral("ack"), QT_TRANSLATE_NOOP("fleetscope_core", "acknowledged")},
        {QStringLiteral("silence"), QT_TRANSLATE_NOOP("fleetscope_core", "silenced")},
        {QStringLiteral("unsilence"), QT_TRANSLATE_NOOP("fleetscope_core", "unsilenced")},
        {QStringLiteral("silence-failed"), QT_TRANSLATE_NOOP("fleetscope_core", "silence refused")},
        {QStringLiteral("runbook"), QT_TRANSLATE_NOOP("fleetscope_core", "runbook started")},
        {QStringLiteral("runbook-result"), QT_TRANSLATE_NOOP("fleetscope_core", "runbook ended")},
        {QStringLiteral("runbook-dry-run"),
         QT_TRANSLATE_NOOP("fleetscope_core", "runbook dry run")},
        {QStringLiteral("runbook-registry"),
         QT_TRANSLATE_NOOP("fleetscope_core", "runbook registry loaded")},
        {QStringLiteral("rules"), QT_TRANSLATE_NOOP("fleetscope_core", "alert rules loaded")},
        {QStringLiteral("tiers"), QT_TRANSLATE_NOOP("fleetscope_core", "tier map changed")},
    };
    const auto it = labels.find(action);
    return it == labels.end() ? action : CoreTr::tr(it.value());
}

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
