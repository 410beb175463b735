#include "explainoffline.h"

#include "changescore.h"
#include "explainmetrics.h"
#include "explainwhere.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ExplainOffline {

namespace {

std::vector<double> valuesOf(const Series &s)
{
    std::vector<double> out(s.values.size(), std::numeric_limits<double>::quiet_NaN());
    for (std::size_t k = 0; k < s.values.size(); ++k)
        if (s.has(k))
            out[k] = s.values[k];
    return out;
}

} // namespace

ExplainResult explain(const std::vector<Lane> &lanes, std::size_t lane, qint64 fromMs, qint64 toMs,
                      qint64 baselineFromMs, qint64 baselineToMs, int top,
                      std::vector<ExplainResult::Event> events)
{
    ExplainResult r;
    r.fromMs = fromMs;
    r.toMs = toMs;
    r.baselineFromMs = baselineFromMs;
    r.baselineToMs = baselineToMs;
    if (lane >= lanes.size())
        return r;
    r.title = lanes[lane].title;
    const qint64 spanFrom = std::min(baselineFromMs, fromMs);
    const qint64 spanTo = std::max(baselineToMs, toMs);
    if (const SeriesSet *own = lanes[lane].data) {
        const auto places = ExplainWhere::rank(*own, lanes[lane].aggregate, {fromMs, toMs},
                                               {baselineFromMs, baselineToMs}, &r.change);
        for (std::size_t i = 0; i < places.size() && i < std::size_t(top) &&
                                places[i].score >= ExplainWhere::kMinScore;
             ++i)
            r.where.push_back({places[i].label, places[i].value, places[i].score, places[i].share,
                               ExplainResult::Sparkline::of(
                                   own->timesMs,
                                   ExplainWhere::groupLine(*own, lanes[lane].aggregate,
                                                           places[i].label, places[i].value),
                                   spanFrom, spanTo)});
    }
    struct Found
    {
        ExplainResult::Metric metric;
        double shift = 0;
    };
    std::vector<Found> found;
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        if (l == lane || !lanes[l].data)
            continue;
        ++r.metricsCompared;
        const SeriesSet &set = *lanes[l].data;
        const Series *best = nullptr;
        ChangeScore::Change bestChange;
        for (const Series &s : set.series) {
            std::vector<double> w, b;
            for (std::size_t k = 0; k < set.timesMs.size(); ++k) {
                if (!s.has(k))
                    continue;
                const qint64 t = set.timesMs[k];
                if (t >= fromMs && t <= toMs)
                    w.push_back(s.values[k]);
                else if (t >= baselineFromMs && t <= baselineToMs)
                    b.push_back(s.values[k]);
            }
            const ChangeScore::Change c = ChangeScore::compare(w, b);
            if (!c.enough)
                continue;
            if (!best || c.score > bestChange.score ||
                (c.score == bestChange.score && std::abs(c.shift) > std::abs(bestChange.shift))) {
                best = &s;
                bestChange = c;
            }
        }
        if (!best || bestChange.score <= 0)
            continue;
        ExplainResult::Metric m;
        m.metric = lanes[l].title;
        m.up = bestChange.up;
        m.score = bestChange.score;
        for (const QString &label : ExplainMetrics::entityLabels())
            if (const QString v = best->labels.value(label); !v.isEmpty())
                m.where.emplace_back(label, v);
        m.sparkline = ExplainResult::Sparkline::of(set.timesMs, valuesOf(*best), spanFrom, spanTo);
        found.push_back({std::move(m), bestChange.shift});
    }
    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        if (a.metric.score != b.metric.score)
            return a.metric.score > b.metric.score;
        if (std::abs(a.shift) != std::abs(b.shift))
            return std::abs(a.shift) > std::abs(b.shift);
        return a.metric.metric < b.metric.metric;
    });
    for (std::size_t i = 0; i < found.size() && i < std::size_t(top); ++i)
        r.metrics.push_back(std::move(found[i].metric));
    // Shortly before the window opened (two window-lengths) and in it.
    const qint64 since = fromMs - 2 * (toMs - fromMs);
    std::erase_if(events, [&](const auto &e) { return e.timeMs < since || e.timeMs > toMs; });
    std::stable_sort(events.begin(), events.end(),
                     [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
    r.events = std::move(events);
    return r;
}

} // namespace ExplainOffline
