#pragma once

#include <optional>
#include <QJsonObject>
#include <QString>

// One thing an operator did: acknowledged, silenced, launched a runbook.
// Kept in the audit log and in snapshots, so a postmortem can tell who did
// what when.
struct AuditEntry
{
    qint64 atMs = 0;
    QString who;    // the OS user
    QString action; // "ack", "silence", "unsilence", "runbook", ...
    QString target; // the alert key or runbook id
    QString detail; // note, reason, argv, exit status

    // The action as people read it ("acknowledged", "runbook started"); an
    // unknown action as written. The audit pane, the replay marks and the
    // postmortem timeline all say it this way.
    static QString actionText(const QString &action);

    QJsonObject toJson() const;
    static std::optional<AuditEntry> fromJson(const QJsonObject &o);
    friend bool operator==(const AuditEntry &, const AuditEntry &) = default;
};
