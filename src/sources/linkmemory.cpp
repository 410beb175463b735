#include "linkmemory.h"

#include <cstdio>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace {
QString origin(const QUrl &u)
{
    return u
        .adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery |
                  QUrl::RemoveFragment)
        .toString();
}

QJsonObject readAll()
{
    QFile f(LinkMemory::filePath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // A damaged file is forgotten, not an error: it only holds measurements.
    return QJsonDocument::fromJson(f.read(1 << 20)).object();
}
} // namespace

namespace LinkMemory {

QString filePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/FleetScope/links.json");
}

LinkStats load(const QUrl &source)
{
    const QJsonObject o = readAll().value(origin(source)).toObject();
    LinkStats s;
    s.linkBytesPerSec = std::max(0.0, o.value(QLatin1String("linkBytesPerSec")).toDouble());
    s.gzipBytesPerSec = std::max(0.0, o.value(QLatin1String("gzipBytesPerSec")).toDouble());
    s.linkMeasuredMs = qint64(o.value(QLatin1String("linkMeasuredMs")).toDouble());
    return s;
}

void save(const QUrl &source, const LinkStats &stats)
{
    QJsonObject all = readAll();
    all.insert(origin(source),
               QJsonObject{{QStringLiteral("linkBytesPerSec"), stats.linkBytesPerSec},
                           {QStringLiteral("gzipBytesPerSec"), stats.gzipBytesPerSec},
                           {QStringLiteral("linkMeasuredMs"), double(stats.linkMeasuredMs)}});
    const QString path = filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Written beside and renamed over, so two processes never leave half a
    // file; not synced to disk (QSaveFile would), which cost a large answer
    // tens of milliseconds: a lost measurement is only measured again.
    const QString temp = path + QStringLiteral(".%1").arg(QCoreApplication::applicationPid());
    QFile f(temp);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    const bool written = f.write(QJsonDocument(all).toJson(QJsonDocument::Compact)) > 0;
    f.close();
    if (!written ||
        std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData()) != 0)
        QFile::remove(temp);
}

bool isNearby(const QUrl &source)
{
    const QString host = source.host();
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 ||
        host.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive))
        return true;
    const QHostAddress a(host);
    if (a.isNull())
        return false;
    if (a.isLoopback() || a.isLinkLocal() || a.isUniqueLocalUnicast())
        return true;
    bool v4 = false;
    const quint32 ip = a.toIPv4Address(&v4);
    return v4 && ((ip >> 24) == 10 || (ip >> 20) == ((172u << 4) | 1) ||
                  (ip >> 16) == ((192u << 8) | 168));
}

} // namespace LinkMemory
