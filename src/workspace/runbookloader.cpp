#include "runbookloader.h"

#include "runbookregistryparser.h"
#include "workspacetr.h"

#include <QCoreApplication>
#include <QFile>

namespace {
// A registry is a few KiB; anything near this is not one.
constexpr qint64 kReadLimit = 8 * 1024 * 1024;
} // namespace

// Static libraries drop unreferenced resource objects; this keeps them.
// Outside the anonymous namespace: Q_INIT_RESOURCE declares a global function.
static void ensureResources()
{
    static const bool once = [] {
        Q_INIT_RESOURCE(runbooks);
        return true;
    }();
    Q_UNUSED(once);
}

namespace RunbookLoader {

RunbookRegistry builtin()
{
    ensureResources();
    QFile f(QStringLiteral(":/runbooks/default-runbooks.yml"));
    if (!f.open(QIODevice::ReadOnly)) {
        RunbookRegistry r;
        r.problems << WorkspaceTr::tr("The built-in runbooks are missing from this build.");
        return r;
    }
    return parseRunbookRegistry(f.readAll(), QStringLiteral("builtin:default-runbooks.yml"),
                                RunbookTrust::Trusted);
}

RunbookRegistry load(const QString &path, RunbookTrust trust)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        RunbookRegistry r;
        r.problems
            << WorkspaceTr::tr("Cannot read the runbook file %1: %2").arg(path, f.errorString());
        return r;
    }
    return parseRunbookRegistry(f.read(kReadLimit), path, trust);
}

} // namespace RunbookLoader
