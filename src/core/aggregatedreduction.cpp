// Reducing a lane whose envelope the server computed (FleetAggregates): the
// band and the aggregate line come from the envelope's parts, the top k from
// the few series fetched with them. It draws and reads like a lane that
// reduced every series itself.

#include "fleetaggregates.h"
#include "reduction.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

using FleetAggregates::Part;

struct Parts
{
    std::vector<const Series *> mins, maxs, aggregates, counts;
    std::vector<const Series *> fetched;
};

Parts partsOf(const SeriesSet &set)
{
    Parts p;
    for (const Series &s : set.series) {
        switch (FleetAggregates::partOf(s.labels)) {
        case Part::Min:
            p.mins.push_back(&s);
            break;
        case Part::Max:
            p.maxs.push_back(&s);
            break;
        case Part::Aggregate:
            p.aggregates.push_back(&s);
            break;
        case Part::Count:
            p.counts.push_back(&s);
            break;
        case Part::None:
            p.fetched.push_back(&s);
            break;
        }
    }
    return p;
}

// The aggregate's own part, or for a lane of max or min the envelope's
// edge (FleetAggregates::envelopeQuery does not ask twice).
const Series *aggregateLine(const Parts &p, Aggregate a)
{
    if (!p.aggregates.empty())
        return p.aggregates.front();
    if (a == Aggregate::Max && !p.maxs.empty())
        return p.maxs.front();
    if (a == Aggregate::Min && !p.mins.empty())
        return p.mins.front();
    return nullptr;
}

bool valueAt(const Series &s, std::size_t i, double *v)
{
    if (!s.has(i) || !std::isfinite(s.values[i]))
        return false;
    *v = s.values[i];
    return true;
}

// The lowest (or highest) of the parts' values at i; false where none has one.
bool extremeAt(const std::vector<const Series *> &parts, std::size_t i, bool highest, double *out)
{
    bool any = false;
    for (const Series *s : parts) {
        double v = 0;
        if (!valueAt(*s, i, &v))
            continue;
        *out = !any ? v : highest ? std::max(*out, v) : std::min(*out, v);
        any = true;
    }
    return any;
}

} // namespace

namespace Reduction {

LaneFrame reduceAggregated(const SeriesSet &set, const Input &in)
{
    LaneFrame f;
    f.serverAggregated = true;
    f.seriesCount = FleetAggregates::seriesCount(set);
    const auto [first, last] = rangeOf(set, in);
    if (first >= last)
        return f;
    for (std::size_t i = first + 1; i < last; ++i) {
        const qint64 d = set.timesMs[i] - set.timesMs[i - 1];
        if (d > 0 && (f.stepMs == 0 || d < f.stepMs))
            f.stepMs = d;
    }
    const Parts parts = partsOf(set);
    const int width = std::max(in.widthPx, 1);
    const double span = double(std::max<qint64>(in.toMs - in.fromMs, 1));
    constexpr double inf = std::numeric_limits<double>::infinity();
    f.yLow = inf;
    f.yHigh = -inf;

    // The band: per pixel column the lowest min and the highest max, at the
    // column's first time, as the local reduction draws it.
    int column = -1;
    double bLo = inf, bHi = -inf;
    qint64 bT = 0;
    const auto flush = [&] {
        if (column >= 0 && bLo <= bHi) {
            f.envelopeLow.append(QPointF(double(bT), bLo));
            f.envelopeHigh.append(QPointF(double(bT), bHi));
        }
    };
    for (std::size_t i = first; i < last; ++i) {
        double lo = 0, hi = 0, count = 0;
        const bool hasLo = extremeAt(parts.mins, i, false, &lo);
        const bool hasHi = extremeAt(parts.maxs, i, true, &hi);
        for (const Series *s : parts.counts)
            if (valueAt(*s, i, &count))
                f.pointsInRange += std::size_t(std::max(count, 0.0));
        if (!hasLo || !hasHi)
            continue;
        const qint64 t = set.timesMs[i];
        const int b = std::min(width - 1, int(double(t - in.fromMs) / span * width));
        if (b != column) {
            flush();
            column = b;
            bLo = inf;
            bHi = -inf;
            bT = t;
        }
        bLo = std::min(bLo, lo);
        bHi = std::max(bHi, hi);
        f.yLow = std::min(f.yLow, lo);
        f.yHigh = std::max(f.yHigh, hi);
    }
    flush();
    if (const Series *line = aggregateLine(parts, in.aggregate))
        f.aggregate = thinned(set, *line, first, last, in.fromMs, in.toMs, width);
    for (const QPointF &pt : std::as_const(f.aggregate)) {
        f.yLow = std::min(f.yLow, pt.y());
        f.yHigh = std::max(f.yHigh, pt.y());
    }

    // The top k of what was fetched, by peak (or trough) in range, as the
    // server ranked them; ties by labels, for a stable order.
    std::vector<std::pair<double, const Series *>> scores;
    for (const Series *s : parts.fetched) {
        bool any = false;
        double best = 0;
        for (std::size_t i = first; i < last; ++i) {
            double v = 0;
            if (!valueAt(*s, i, &v))
                continue;
            best = !any ? v : in.outliersHigh ? std::max(best, v) : std::min(best, v);
            any = true;
        }
        if (any)
            scores.emplace_back(best, s);
    }
    const std::size_t k = std::min<std::size_t>(std::size_t(std::max(in.topK, 0)), scores.size());
    std::partial_sort(scores.begin(), scores.begin() + std::ptrdiff_t(k), scores.end(),
                      [&](const auto &a, const auto &b) {
                          if (a.first != b.first)
                              return in.outliersHigh ? a.first > b.first : a.first < b.first;
                          return a.second->labels < b.second->labels;
                      });
    for (std::size_t j = 0; j < k; ++j) {
        const Series &s = *scores[j].second;
        f.outliers.push_back(
            {s.labels, thinned(set, s, first, last, in.fromMs, in.toMs, width), scores[j].first});
    }
    if (!in.highlight.isEmpty())
        for (const Series *s : parts.fetched)
            if (in.highlight.matches(s->labels))
                f.highlighted.push_back(
                    {s->labels, thinned(set, *s, first, last, in.fromMs, in.toMs, width), 0});
    f.hasData = f.yLow <= f.yHigh;
    if (!f.hasData)
        f.yLow = f.yHigh = 0;
    return f;
}

CrosshairValues valuesAtAggregated(const SeriesSet &set, qint64 tMs, const Input &in)
{
    CrosshairValues c;
    const int at = set.indexAtOrBefore(std::min(tMs, in.knownUntilMs));
    if (at < 0)
        return c;
    const auto i = std::size_t(at);
    if (set.timesMs.size() >= 2 && tMs - set.timesMs[i] > 2 * (set.timesMs[1] - set.timesMs[0]))
        return c;
    const Parts parts = partsOf(set);
    if (!extremeAt(parts.mins, i, false, &c.low) || !extremeAt(parts.maxs, i, true, &c.high))
        return c;
    c.valid = true;
    c.timeMs = set.timesMs[i];
    c.aggregate = std::numeric_limits<double>::quiet_NaN();
    if (const Series *line = aggregateLine(parts, in.aggregate))
        valueAt(*line, i, &c.aggregate);
    std::vector<std::pair<double, const Labels *>> ranked;
    for (const Series *s : parts.fetched) {
        double v = 0;
        if (valueAt(*s, i, &v))
            ranked.emplace_back(v, &s->labels);
    }
    c.outliers = topAt(std::move(ranked), in);
    return c;
}

} // namespace Reduction
