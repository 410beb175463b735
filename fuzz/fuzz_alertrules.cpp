// Prometheus alerting-rule files (YAML) as FleetScope loads them from a
// path, from the built-in default or from a snapshot: parseAlertRules, the
// parser behind RuleLoader.

#include "alertrulesparser.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString fileName = QStringLiteral("rules.yml");
    const RuleFile f = parseAlertRules(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), fileName);
    // A rule that loads can be evaluated: it has a name and an expression.
    for (const AlertRule &r : f.rules) {
        FUZZ_CHECK(!r.name.isEmpty());
        FUZZ_CHECK(!r.expr.isEmpty());
        FUZZ_CHECK(r.file == fileName);
        FUZZ_CHECK(r.forMs >= 0 && r.keepFiringForMs >= 0 && r.groupIntervalMs > 0);
    }
    // Every problem names the file, so a user knows where to look.
    for (const QString &p : f.problems)
        FUZZ_CHECK(p.startsWith(fileName));
    return 0;
}
