#include "queryplanner.h"

#include "timeparse.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace QueryPlanner {

qint64 roundStep(qint64 stepMs)
{
    static const qint64 nice[] = {1'000,      2'000,      5'000,     10'000,    15'000,
                                  30'000,     60'000,     120'000,   300'000,   600'000,
                                  900'000,    1'800'000,  3'600'000, 7'200'000, 10'800'000,
                                  21'600'000, 43'200'000, 86'400'000};
    for (qint64 n : nice)
        if (stepMs <= n)
            return n;
    return ((stepMs + 86'399'999) / 86'400'000) * 86'400'000;
}

qint64 chooseStep(const Input &in)
{
    const qint64 range = std::max<qint64>(in.toMs - in.fromMs, 1);
    qint64 minStep = in.minStepMs;
    if (in.longRangeMs > 0 && range >= in.longRangeMs)
        minStep = std::max(minStep, in.longRangeMinStepMs);
    if (in.fixedStepMs > 0)
        return std::max(in.fixedStepMs, minStep);
    const qint64 perPixel = range / std::max(in.widthPx, 1);
    qint64 step = std::max({in.scrapeIntervalMs, perPixel, minStep, qint64(1'000)});
    return roundStep(step);
}

QString rangeProblem(const Input &in)
{
    if (in.maxRangeMs > 0 && in.toMs - in.fromMs > in.maxRangeMs)
        return QCoreApplication::translate(
                   "QueryPlanner",
                   "This source answers at most %1 per query; choose a shorter range.")
            .arg(TimeParse::formatDuration(in.maxRangeMs));
    return {};
}

static Plan chunked(qint64 start, qint64 end, qint64 step, int maxPoints)
{
    Plan p;
    p.stepMs = step;
    if (end < start)
        return p;
    // Prometheus truncates (end-start)/step and rejects results over the cap,
    // so a chunk of maxPoints+1 points would still pass; staying at maxPoints
    // leaves room for backends that count inclusively.
    const qint64 span = qint64(std::max(maxPoints, 2) - 1) * step;
    for (qint64 s = start; s <= end; s += span + step)
        p.chunks.push_back({s, std::min(end, s + span), step});
    return p;
}

Plan plan(const Input &in)
{
    if (in.toMs < in.fromMs)
        return {};
    const qint64 step = chooseStep(in);
    qint64 start = in.fromMs;
    qint64 end = in.toMs;
    if (in.alignToStep) {
        start = (start / step) * step;
        end = (end / step) * step;
    } else {
        end = start + ((end - start) / step) * step;
    }
    return chunked(start, end, step, in.maxPointsPerRequest);
}

Plan planTail(const Input &in, qint64 lastHeldMs, int overlapSteps)
{
    const qint64 step = chooseStep(in);
    qint64 start = std::max(in.fromMs, lastHeldMs - qint64(overlapSteps) * step);
    start = (start / step) * step;
    const qint64 end = (in.toMs / step) * step;
    return chunked(start, end, step, in.maxPointsPerRequest);
}

} // namespace QueryPlanner

namespace QueryPlanner {
QString expandVariables(const QString &promql, qint64 stepMs, qint64 scrapeMs, qint64 rangeMs)
{
    if (!promql.contains(QLatin1Char('$')))
        return promql;
    // Round to whole seconds: PromQL range selectors take durations, and
    // sub-second windows only come from odd steps.
    auto secs = [](qint64 ms) {
        return TimeParse::formatDuration(std::max<qint64>(1000, (ms + 999) / 1000 * 1000));
    };
    // Whole names only: $__interval must not eat the start of $__interval_ms.
    static const QRegularExpression re(QStringLiteral(R"(\$(__\w+)|\$\{(__\w+)\})"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(promql);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString name = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        QString value;
        if (name == QLatin1String("__rate_interval"))
            value = secs(std::max(4 * scrapeMs, stepMs + scrapeMs));
        else if (name == QLatin1String("__interval"))
            value = secs(stepMs);
        else if (name == QLatin1String("__interval_ms"))
            value = QString::number(stepMs);
        else if (name == QLatin1String("__range"))
            value = secs(rangeMs);
        else if (name == QLatin1String("__range_s"))
            value = QString::number((rangeMs + 999) / 1000);
        else if (name == QLatin1String("__range_ms"))
            value = QString::number(rangeMs);
        else
            continue; // not ours: left as written
        out += promql.mid(last, m.capturedStart() - last) + value;
        last = m.capturedEnd();
    }
    out += promql.mid(last);
    return out;
}
} // namespace QueryPlanner
