#include "pricetablestore.h"

#include "replacingfile.h"
#include "workspacetr.h"

#include <cerrno>
#include <cstring>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <sys/stat.h>

namespace {
// Negotiated rates are often confidential, so the file is the user's alone.
constexpr mode_t kMode = 0600;
} // namespace

QString PriceTableStore::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/prices.json");
}

std::expected<PriceTable, QString> PriceTableStore::load()
{
    QFile file(path());
    if (!file.exists())
        return PriceTable::defaults();
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(
            WorkspaceTr::tr("%1: cannot read it (%2)").arg(file.fileName(), file.errorString()));
    return PriceTable::parse(file.readAll(), file.fileName());
}

std::expected<void, QString> PriceTableStore::save(const PriceTable &table)
{
    const QString target = path();
    auto fail = [&target](const QString &why) {
        return std::unexpected(
            WorkspaceTr::tr("Cannot save the prices to %1: %2").arg(target, why));
    };
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        return fail(WorkspaceTr::tr("cannot create its folder"));
    ReplacingFile tmp(target);
    if (auto ok = tmp.create(); !ok)
        return fail(ok.error());
    // Restricted before a byte is written. commit() gives the new file the
    // old one's mode, so an older, looser file is restricted first as well.
    if (::chmod(tmp.path().constData(), kMode) != 0)
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    {
        QFile out(QFile::decodeName(tmp.path()));
        const QByteArray json = table.toJson();
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(json) != json.size() || !out.flush())
            return fail(out.errorString());
    }
    const QByteArray encoded = QFile::encodeName(target);
    if (QFileInfo::exists(target) && ::chmod(encoded.constData(), kMode) != 0)
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    if (auto ok = tmp.commit(); !ok)
        return fail(ok.error());
    return {};
}

void PriceTableStore::resetToDefaults()
{
    QFile::remove(path());
}
