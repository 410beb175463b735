#include "dashboardloader.h"

#include "workspacetr.h"
#include <QCoreApplication>
#include <QDir>
#include <QFile>

// Static libraries drop unreferenced resource objects; this keeps them.
static void ensureResources()
{
    static const bool once = [] {
        Q_INIT_RESOURCE(dashboards);
        return true;
    }();
    Q_UNUSED(once);
}

namespace DashboardLoader {

QStringList builtinNames()
{
    ensureResources();
    QStringList names;
    for (const QString &f :
         QDir(QStringLiteral(":/dashboards")).entryList({QStringLiteral("*.json")}))
        names << f.chopped(5);
    return names;
}

std::expected<Dashboard, QString> load(const QString &ref)
{
    ensureResources();
    QString path = ref;
    if (ref.startsWith(QLatin1String("builtin:"))) {
        const QString name = ref.mid(8);
        if (!builtinNames().contains(name))
            return std::unexpected(
                WorkspaceTr::tr("There is no built-in dashboard \"%1\" (built-in: %2).")
                    .arg(name, builtinNames().join(QStringLiteral(", "))));
        path = QStringLiteral(":/dashboards/%1.json").arg(name);
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::unexpected(
            WorkspaceTr::tr("Cannot read the dashboard %1: %2").arg(ref, f.errorString()));
    auto d = Dashboard::fromJson(f.read(16 * 1024 * 1024));
    if (!d)
        return std::unexpected(WorkspaceTr::tr("%1: %2").arg(ref, d.error()));
    return d;
}

} // namespace DashboardLoader
