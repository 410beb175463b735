#include "appinsightslatency.h"

#include "coretr.h"
#include "requestphase.h"

#include <algorithm>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace AppInsightsLatency {

namespace {

// "_ms" / "_milliseconds" → 1000, "_seconds" → 1; 0 for a name without a
// time unit.
int unitDivisor(const QString &lower)
{
    if (lower.endsWith("_ms"_L1) || lower.endsWith("_milliseconds"_L1))
        return 1000;
    if (lower.endsWith("_seconds"_L1) || lower.endsWith("_s"_L1))
        return 1;
    return 0;
}

bool saysLatency(const QString &lower)
{
    return lower.contains("latency"_L1) || lower.contains("duration"_L1) ||
           lower.contains("_time"_L1);
}

QString quoted(const QStringList &names)
{
    QStringList out;
    for (const QString &n : names)
        out << u'"' + QString(n).replace(u'"', u"\\\""_s) + u'"';
    return out.join(", "_L1);
}

} // namespace

bool isToken(const QString &kql)
{
    return kql.trimmed() == QLatin1String(kToken);
}

QuantityChoice choose(const MetricCatalog &catalog)
{
    QuantityChoice c;
    c.title = QCoreApplication::translate("fleetscope_core", kTitle);
    if (!catalog.known) {
        c.whyNot << (catalog.problem.isEmpty()
                         ? CoreTr::tr("the Application Insights metrics of its workspace are not "
                                      "known (is \"workspace\" set for the source?)")
                         : CoreTr::tr("its workspace could not be asked: %1").arg(catalog.problem));
        return c;
    }
    if (catalog.metricsTable.isEmpty()) {
        c.whyNot << CoreTr::tr("workspace %1 has no Application Insights custom metrics in the "
                               "last day (neither AppMetrics nor customMetrics)")
                        .arg(catalog.workspace);
        return c;
    }
    // Time metrics: a time unit in the name, and a word for latency or for a
    // phase of the request.
    QStringList names(catalog.names.cbegin(), catalog.names.cend());
    names.sort();
    QStringList phased, plain;
    for (const QString &n : names) {
        const QString lower = n.toLower();
        if (!unitDivisor(lower))
            continue;
        if (RequestPhase::named(lower))
            phased << n;
        else if (saysLatency(lower))
            plain << n;
    }
    QStringList stack;
    if (!phased.isEmpty()) {
        // One metric per phase, in one unit: the unit of the model's own
        // metric where there is one, else of the first.
        const auto main = std::find_if(phased.cbegin(), phased.cend(),
                                       [](const QString &n) { return RequestPhase::rank(n) == 2; });
        const int divisor = unitDivisor((main != phased.cend() ? *main : phased.first()).toLower());
        QList<int> ranks;
        for (const QString &n : phased) {
            if (unitDivisor(n.toLower()) != divisor || ranks.contains(RequestPhase::rank(n)))
                continue;
            ranks << RequestPhase::rank(n);
            stack << n;
        }
        std::stable_sort(stack.begin(), stack.end(), [](const QString &a, const QString &b) {
            return RequestPhase::rank(a) < RequestPhase::rank(b);
        });
    } else if (!plain.isEmpty()) {
        stack << plain.first();
    } else {
        QStringList some = names.mid(0, 6);
        c.whyNot << CoreTr::tr("%1 in workspace %2 has no latency metric (a name ending in _ms, "
                               "_milliseconds or _seconds that says latency, duration or a "
                               "phase); it has %3")
                        .arg(catalog.metricsTable, catalog.workspace,
                             some.isEmpty() ? CoreTr::tr("no metrics") : some.join(", "_L1));
        return c;
    }

    const bool classic = catalog.metricsTable == "customMetrics"_L1;
    const QString nameColumn = classic ? u"name"_s : u"Name"_s;
    const QString time = classic ? u"timestamp"_s : u"TimeGenerated"_s;
    const QString sum = classic ? u"valueSum"_s : u"Sum"_s;
    const QString count = classic ? u"valueCount"_s : u"ItemCount"_s;
    const bool ms = unitDivisor(stack.first().toLower()) == 1000;
    c.way = classic ? 1 : 0;
    c.promql = u"%1 | where %2 in (%3) | summarize seconds = sum(%4) / sum(%5)%6 by bin(%7, "
               u"$__interval), %2 | order by %7 asc"_s.arg(catalog.metricsTable, nameColumn,
                                                           quoted(stack), sum, count,
                                                           ms ? u" / 1000.0"_s : QString(), time);
    c.metric = u"%1: %2"_s.arg(catalog.metricsTable, stack.join(" + "_L1));
    c.label = stack.size() > 1 ? CoreTr::tr("Application Insights mean per phase")
                               : CoreTr::tr("Application Insights mean");
    if (stack.size() == 1)
        c.title = CoreTr::tr("Mean inference latency");
    return c;
}

} // namespace AppInsightsLatency
