#include "auditlog.h"

#include <pwd.h>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>
#include <unistd.h>

namespace {
// The in-memory view holds the recent past; the file keeps everything.
constexpr std::size_t kKeepInMemory = 20'000;
} // namespace

AuditLog::AuditLog(const QString &path, QObject *parent)
    : QObject(parent), m_path(path.isEmpty() ? defaultPath() : path),
      m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    load();
}

QString AuditLog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/audit.jsonl");
}

QString AuditLog::currentUser()
{
    // getpwuid names the account even where USER is unset (services, sudo -u).
    if (const passwd *pw = getpwuid(getuid()); pw && pw->pw_name)
        return QString::fromLocal8Bit(pw->pw_name);
    const QString env = qEnvironmentVariable("USER");
    return env.isEmpty() ? QStringLiteral("uid %1").arg(getuid()) : env;
}

void AuditLog::load()
{
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (auto e = AuditEntry::fromJson(doc.object()))
            m_entries.push_back(std::move(*e));
    }
    if (m_entries.size() > kKeepInMemory)
        m_entries.erase(m_entries.begin(), m_entries.end() - std::ptrdiff_t(kKeepInMemory));
}

AuditEntry AuditLog::record(const QString &action, const QString &target, const QString &detail)
{
    AuditEntry e{m_clock(), currentUser(), action, target, detail};
    m_entries.push_back(e);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QFile f(m_path);
    const QByteArray line = QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact) + '\n';
    if (!f.open(QIODevice::Append) || f.write(line) != line.size() || !f.flush()) {
        m_error = tr("Cannot write the audit log %1: %2").arg(m_path, f.errorString());
        emit writeFailed(m_error);
    } else {
        m_error.clear();
    }
    emit recorded(e);
    return e;
}

std::vector<AuditEntry> AuditLog::between(qint64 fromMs, qint64 toMs) const
{
    std::vector<AuditEntry> out;
    for (const auto &e : m_entries)
        if (e.atMs >= fromMs && e.atMs <= toMs)
            out.push_back(e);
    return out;
}
