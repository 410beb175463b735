#pragma once

#include "auditentry.h"

#include <functional>
#include <QObject>
#include <vector>

// The operator audit log: one JSON object per line, appended and flushed
// per entry so a crash loses nothing, in the user's data directory. Lines it
// cannot read (a torn last line, a hand edit) are skipped, never fatal.
class AuditLog final : public QObject
{
    Q_OBJECT
  public:
    using Clock = std::function<qint64()>;

    // An empty path: the default file in the application data directory.
    explicit AuditLog(const QString &path = {}, QObject *parent = nullptr);

    static QString defaultPath();
    // Who is at the keyboard, as the OS knows them.
    static QString currentUser();
    QString path() const { return m_path; }
    void setClock(Clock clock) { m_clock = std::move(clock); }

    // Appends and returns the entry; on a write failure the entry is still
    // kept in memory and lastError() says why.
    AuditEntry record(const QString &action, const QString &target, const QString &detail);
    const std::vector<AuditEntry> &entries() const { return m_entries; }
    std::vector<AuditEntry> between(qint64 fromMs, qint64 toMs) const;
    QString lastError() const { return m_error; }

  signals:
    void recorded(const AuditEntry &entry);
    void writeFailed(const QString &message);

  private:
    void load();

    QString m_path;
    std::vector<AuditEntry> m_entries;
    QString m_error;
    Clock m_clock;
};
