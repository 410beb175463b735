#include "fleetaggregates.h"

#include <algorithm>
#include <cmath>

namespace FleetAggregates {

namespace {

// label_replace with an empty source and regex sets `name` to `value` on
// every series of `expr`: PromQL has no literal for a labelled vector.
QString withLabel(const QString &expr, const QString &name, const QString &value)
{
    return QStringLiteral("label_replace(%1, %2, %3, \"\", \"\")")
        .arg(expr, Labels::quoted(name), Labels::quoted(value));
}

bool isCompared(const QString &name)
{
    return name != QLatin1String("__name__") && name != QLatin1String(kPartLabel);
}

} // namespace

bool useServer(std::size_t seriesCount, int threshold, bool showingThem)
{
    if (threshold <= 0)
        return false;
    const auto above = showingThem ? std::size_t(threshold) * 9 / 10 : std::size_t(threshold);
    return seriesCount > above;
}

QString aggregateExpr(Aggregate a, const QString &promql)
{
    switch (a) {
    case Aggregate::Max:
        return QStringLiteral("max(%1)").arg(promql);
    case Aggregate::Min:
        return QStringLiteral("min(%1)").arg(promql);
    case Aggregate::Avg:
        return QStringLiteral("avg(%1)").arg(promql);
    case Aggregate::Sum:
        return QStringLiteral("sum(%1)").arg(promql);
    case Aggregate::P50:
        return QStringLiteral("quantile(0.5, %1)").arg(promql);
    case Aggregate::P95:
        return QStringLiteral("quantile(0.95, %1)").arg(promql);
    case Aggregate::P99:
        return QStringLiteral("quantile(0.99, %1)").arg(promql);
    }
    return {};
}

QString countQuery(const QString &promql)
{
    return QStringLiteral("count(%1)").arg(promql);
}

CountSpan countSpan(qint64 fromMs, qint64 toMs, qint64 stepMs)
{
    constexpr qint64 kSpanMs = 10 * 60'000;
    constexpr qint64 kMinStepMs = 60'000;
    const qint64 step = std::max(stepMs, kMinStepMs);
    const qint64 points = std::min(kSpanMs, std::max<qint64>(0, toMs - fromMs)) / step;
    return {toMs - points * step, toMs, step};
}

QString envelopeQuery(const QString &promql, Aggregate a)
{
    // Each part evaluates the lane's query once more on the server: a lane
    // of max or min reads its line from that part rather than asking twice.
    const QString label = QLatin1String(kPartLabel);
    QStringList parts{withLabel(QStringLiteral("min(%1)").arg(promql), label, partName(Part::Min)),
                      withLabel(QStringLiteral("max(%1)").arg(promql), label, partName(Part::Max))};
    if (a != Aggregate::Max && a != Aggregate::Min)
        parts << withLabel(aggregateExpr(a, promql), label, partName(Part::Aggregate));
    parts << withLabel(countQuery(promql), label, partName(Part::Count));
    return parts.join(QStringLiteral(" or "));
}

QString partName(Part p)
{
    switch (p) {
    case Part::Min:
        return QStringLiteral("min");
    case Part::Max:
        return QStringLiteral("max");
    case Part::Aggregate:
        return QStringLiteral("agg");
    case Part::Count:
        return QStringLiteral("count");
    case Part::None:
        break;
    }
    return {};
}

QString duration(qint64 ms)
{
    ms = std::max<qint64>(ms, 1);
    return ms % 1000 == 0 ? QStringLiteral("%1s").arg(ms / 1000) : QStringLiteral("%1ms").arg(ms);
}

QString rankingQuery(const QString &promql, int k, bool outliersHigh, qint64 windowMs,
                     qint64 stepMs)
{
    return QStringLiteral("%1(%2, %3((%4)[%5:%6]))")
        .arg(outliersHigh ? QStringLiteral("topk") : QStringLiteral("bottomk"))
        .arg(std::max(k, 1))
        .arg(outliersHigh ? QStringLiteral("max_over_time") : QStringLiteral("min_over_time"),
             promql, duration(windowMs + stepMs), duration(stepMs));
}

QString seriesQuery(const QString &promql, const std::vector<Labels> &exact, const Labels &identity)
{
    const auto literal = [](const Labels &l) {
        QString out = QStringLiteral("vector(1)");
        for (const auto &[name, value] : l.pairs())
            if (isCompared(name) && !value.isEmpty())
                out = withLabel(out, name, value);
        return out;
    };
    QStringList branches;
    // The fetched series exactly: `and` without on() compares every label
    // but the metric name, so an idle GPU (no pod label) matches itself and
    // not the same GPU while a pod held it.
    QStringList literals;
    for (const Labels &l : exact)
        if (const QString lit = literal(l); !literals.contains(lit))
            literals << lit;
    if (!literals.isEmpty())
        branches
            << QStringLiteral("((%1) and (%2))").arg(promql, literals.join(QStringLiteral(" or ")));
    // The identity (a GPU or pod highlighted on another lane) on its own
    // labels, whatever else its series carry.
    QStringList names;
    for (const auto &[name, value] : identity.pairs())
        if (isCompared(name))
            names << name;
    if (!names.isEmpty())
        branches << QStringLiteral("((%1) and on(%2) (%3))")
                        .arg(promql, names.join(QStringLiteral(", ")), literal(identity));
    return branches.join(QStringLiteral(" or "));
}

Part partOf(const Labels &labels)
{
    const QString v = labels.value(QLatin1String(kPartLabel));
    if (v.isEmpty())
        return Part::None;
    for (Part p : {Part::Min, Part::Max, Part::Aggregate, Part::Count})
        if (v == partName(p))
            return p;
    return Part::None;
}

bool isServerAggregated(const SeriesSet &set)
{
    return std::any_of(set.series.begin(), set.series.end(),
                       [](const Series &s) { return partOf(s.labels) != Part::None; });
}

std::size_t seriesCount(const SeriesSet &set)
{
    double most = 0;
    bool counted = false;
    for (const Series &s : set.series) {
        if (partOf(s.labels) != Part::Count)
            continue;
        counted = true;
        for (std::size_t i = 0; i < s.values.size(); ++i)
            if (s.has(i) && std::isfinite(s.values[i]))
                most = std::max(most, s.values[i]);
    }
    return counted ? std::size_t(most) : set.series.size();
}

std::vector<Labels> fetchedSeries(const SeriesSet &set)
{
    std::vector<Labels> out;
    for (const Series &s : set.series)
        if (partOf(s.labels) == Part::None)
            out.push_back(s.labels);
    return out;
}

Labels identityFor(const SeriesSelector &selector, const SeriesSet &set)
{
    Labels out;
    for (const auto &[key, value] : selector.identity.pairs()) {
        QString name = key;
        for (const Series &s : set.series) {
            const auto pairs = s.labels.pairs();
            const auto it = std::find_if(pairs.begin(), pairs.end(), [&](const auto &p) {
                return p.first.compare(key, Qt::CaseInsensitive) == 0;
            });
            if (it != pairs.end()) {
                name = (*it).first;
                break;
            }
        }
        out.set(name, value);
    }
    return out;
}

} // namespace FleetAggregates
