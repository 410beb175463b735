#include "ruleloader.h"

#include "workspacetr.h"
#include <QCoreApplication>
#include <QFile>

namespace {
const QLatin1String kBuiltinPrefix("builtin:");
// Rule files are small; anything past 8 MiB is not one.
constexpr qint64 kMaxRuleFileBytes = 8 * 1024 * 1024;
} // namespace

namespace RuleLoader {

std::expected<Loaded, QString> read(const QString &ref)
{
    const bool builtin = ref.startsWith(kBuiltinPrefix);
    const QString path =
        builtin ? QStringLiteral(":/rules/%1-rules.yml").arg(ref.mid(kBuiltinPrefix.size())) : ref;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::unexpected(builtin
                                   ? WorkspaceTr::tr("%1: no such built-in rule set (known: %2)")
                                         .arg(ref, builtinDefault())
                                   : WorkspaceTr::tr("%1: %2").arg(ref, f.errorString()));
    Loaded loaded;
    loaded.yaml = f.read(kMaxRuleFileBytes);
    if (!f.atEnd())
        return std::unexpected(WorkspaceTr::tr("%1: larger than 8 MiB, not a rule file").arg(ref));
    loaded.origin = builtin ? ref : f.fileName();
    loaded.file = parseAlertRules(loaded.yaml, loaded.origin);
    return loaded;
}

} // namespace RuleLoader
