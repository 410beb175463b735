#pragma once

#include <QString>
#include <QtGlobal>
#include <vector>

// Turns "this range, this many pixels" into the requests to send. Pure.
//
// The step never goes below the scrape interval (finer steps only repeat
// samples), aims at about one sample per pixel column, and chunks are sized so
// the backend never rejects them for resolution.
namespace QueryPlanner {

struct Input
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    int widthPx = 1000;
    qint64 scrapeIntervalMs = 15'000;
    qint64 minStepMs = 0;   // backend rule, e.g. 60 s past 48 h on Azure managed Prometheus
    qint64 fixedStepMs = 0; // the user's explicit step (CLI --step); 0 = derive
    int maxPointsPerRequest = 11'000; // Prometheus' resolution limit
    // Backends with range rules (Azure managed Prometheus: at most 32 days per
    // query, a step of at least 60 s once the range reaches 48 h).
    qint64 maxRangeMs = 0;         // 0 = no limit
    qint64 longRangeMs = 0;        // from this range on ...
    qint64 longRangeMinStepMs = 0; // ... the step is at least this
    // Live lanes align the grid to multiples of the step so that a later tail
    // fetch lands on the same timestamps as the first full fetch.
    bool alignToStep = true;
};

struct Chunk
{
    qint64 startMs = 0;
    qint64 endMs = 0; // inclusive, on the grid
    qint64 stepMs = 0;
    std::size_t points() const { return std::size_t((endMs - startMs) / stepMs) + 1; }
};

struct Plan
{
    qint64 stepMs = 0;
    std::vector<Chunk> chunks;
    // A lane's full fetch: show a coarse answer first and fetch a long
    // range as sub-ranges side by side, cached (see SubRanges). Off for
    // tails, the command line and captures, which want the answer only.
    bool drawEarly = false;
    // Work nobody is looking at yet (alert rules over the range): sent after
    // the lanes' requests when connections are short (six per server).
    bool background = false;
    bool isEmpty() const { return chunks.empty(); }
};

qint64 chooseStep(const Input &in);
// Why the backend would refuse this range, or empty when it is fine.
QString rangeProblem(const Input &in);
Plan plan(const Input &in);
// Only the part after the last grid time already held, plus `overlapSteps`
// points before it that a late scrape may still change.
Plan planTail(const Input &in, qint64 lastHeldMs, int overlapSteps = 2);
// A step rounded up to a value people read easily (15s, 30s, 1m, 5m, ...).
qint64 roundStep(qint64 stepMs);

} // namespace QueryPlanner

namespace QueryPlanner {
// Grafana-style placeholders a dashboard may use, so one query reads well at
// every zoom level: $__rate_interval (max(4 x scrape, step + scrape)),
// $__interval (the step) and $__range (the whole range), also as
// $__interval_ms, $__range_s, $__range_ms and in the ${__name} form.
QString expandVariables(const QString &promql, qint64 stepMs, qint64 scrapeMs, qint64 rangeMs);
} // namespace QueryPlanner
