#include "subranges.h"

#include <algorithm>

namespace {
qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}
} // namespace

namespace SubRanges {

qint64 length(qint64 rangeMs, qint64 stepMs)
{
    if (stepMs <= 0 || rangeMs / stepMs < kMinPointsToSplit)
        return 0;
    static const qint64 lengths[] = {900'000,     1'800'000,   3'600'000,    7'200'000,
                                     10'800'000,  21'600'000,  43'200'000,   86'400'000,
                                     172'800'000, 604'800'000, 2'592'000'000};
    for (qint64 l : lengths)
        if (l * kMaxSubRanges >= rangeMs && l >= stepMs * kMinPointsPerSubRange)
            return l;
    return 0;
}

std::vector<QueryPlanner::Chunk> split(const QueryPlanner::Plan &plan, qint64 lengthMs)
{
    if (lengthMs <= 0)
        return plan.chunks;
    std::vector<QueryPlanner::Chunk> out;
    for (const auto &c : plan.chunks) {
        for (qint64 t = c.startMs; t <= c.endMs;) {
            const qint64 boundary = (floorDiv(t, lengthMs) + 1) * lengthMs;
            const qint64 last = std::min(boundary - 1, c.endMs);
            const qint64 end = t + ((last - t) / c.stepMs) * c.stepMs;
            out.push_back({t, end, c.stepMs});
            t = end + c.stepMs;
        }
    }
    return out;
}

QueryPlanner::Plan coarse(const QueryPlanner::Plan &plan)
{
    if (plan.chunks.empty() || plan.stepMs <= 0)
        return {};
    const qint64 from = plan.chunks.front().startMs;
    const qint64 to = plan.chunks.back().endMs;
    // A range fetched whole is fast enough to wait for: no coarse answer.
    if (length(to - from, plan.stepMs) == 0)
        return {};
    const qint64 points = (to - from) / plan.stepMs + 1;
    const qint64 factor = (points + kCoarsePoints - 1) / kCoarsePoints;
    if (factor < 4)
        return {};
    const qint64 step = plan.stepMs * factor;
    const qint64 start = -floorDiv(-from, step) * step; // first multiple at or after `from`
    const qint64 end = floorDiv(to, step) * step;
    QueryPlanner::Plan p;
    p.stepMs = step;
    if (start <= end)
        p.chunks.push_back({start, end, step});
    return p;
}

} // namespace SubRanges
