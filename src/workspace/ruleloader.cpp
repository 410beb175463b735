#include "ruleloader.h"

#include <QCoreApplication>
#include <QFile>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RuleLoader)
};
} // namespace

namespace RuleLoader {

RuleFile load(const QString &ref)
{
    const bool builtin = ref.startsWith(QLatin1String("builtin:"));
    const QString path = builtin ? QStringLiteral(":/rules/%1-rules.yml").arg(ref.mid(8)) : ref;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        RuleFile none;
        none.problems << (builtin ? Tr::tr("%1: no such built-in rule set").arg(ref)
                                  : Tr::tr("%1: %2").arg(ref, f.errorString()));
        return none;
    }
    // Rule files are small; anything past 8 MiB is not one.
    const QByteArray bytes = f.read(8 * 1024 * 1024);
    if (!f.atEnd()) {
        RuleFile none;
        none.problems << Tr::tr("%1: larger than 8 MiB, not a rule file").arg(ref);
        return none;
    }
    return parseAlertRules(bytes, builtin ? ref : f.fileName());
}

} // namespace RuleLoader
