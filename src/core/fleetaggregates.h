#pragma once

#include "reduction.h"

#include <optional>
#include <QString>
#include <vector>

// Lanes at fleet scale. Above a number of series a lane stops pulling every
// GPU's samples: the query engine (distributed, and good at aggregation)
// computes the fleet's envelope over time (min, max, the lane's aggregate and
// how many series were in it), ranks the series over the visible window by
// the lane's outlier direction, and only the top k of them (and the series
// the user highlighted) travel. What the lane holds then is one SeriesSet:
// the envelope's parts carry the label `fleetscope_part` (min, max, agg,
// count); the fetched series are as the server has them. Bytes per lane stay
// flat however many GPUs there are.
//
// Pure: the PromQL it writes, and how to read the answer.
namespace FleetAggregates {

// Chosen from measurements on two cores (docs/performance.md): 1,000 GPUs'
// series for 6 h at 60 s are 30 MB of JSON and draw in about 3 s; 2,000
// still draw within the 5 s goal, and past that every lane pays seconds of
// transfer and parsing for lines nobody can tell apart.
inline constexpr int kDefaultThreshold = 2000;
inline constexpr char kPartLabel[] = "fleetscope_part";

enum class Part
{
    None, // a series of its own (top k, highlighted)
    Min,
    Max,
    Aggregate,
    Count
};

// Whether a lane of this many series asks for server-side aggregates. A
// threshold of 0 or less turns them off. A lane that shows them already
// keeps them until it falls 10 % below the threshold, so a fleet hovering
// at it does not switch back and forth with every pod that comes and goes.
bool useServer(std::size_t seriesCount, int threshold, bool showingThem = false);

// What a lane asks for (FleetAggregateJob).
struct Request
{
    Aggregate aggregate = Aggregate::Max;
    int topK = 5;
    bool outliersHigh = true;
    int threshold = kDefaultThreshold;
    // Known from the lane's last answer; unset: counted first.
    std::optional<std::size_t> seriesCount;
    bool showingThem = false;
    // Fetch these series instead of ranking anew (a live tail, a new
    // highlight over the same range).
    std::optional<std::vector<Labels>> keep;
    // The series the user highlighted (identityFor), fetched too.
    Labels highlight;
};

// `max(x)`, `quantile(0.95, x)`, ...: the lane's aggregate in PromQL, whose
// quantile interpolates as Reduction::aggregateOf does.
QString aggregateExpr(Aggregate a, const QString &promql);
// How many series the query has: the most at any point of countSpan().
QString countQuery(const QString &promql);
// Where the series are counted: the window's last ten minutes (or all of
// a shorter window), at a point a minute or a step apart, whichever is
// longer, ending at the window's end. One instant undercounts right after
// a scrape gap (series marked stale, a rate() without two samples yet),
// and the lane would then pull every series of a large fleet.
struct CountSpan
{
    qint64 fromMs;
    qint64 toMs;
    qint64 stepMs;
};
CountSpan countSpan(qint64 fromMs, qint64 toMs, qint64 stepMs);
// min, max, the aggregate (unless it is max or min) and the count over
// time, as one range query.
QString envelopeQuery(const QString &promql, Aggregate a);
// An instant query at the window's end: the k series with the highest peak
// (or the lowest trough) over the window, evaluated on the lane's grid. The
// subquery's window is open at its start, so it reaches one step further.
QString rankingQuery(const QString &promql, int k, bool outliersHigh, qint64 windowMs,
                     qint64 stepMs);
// Only the series with exactly these label sets (the metric name aside),
// and those with the `identity` labels (a highlighted GPU or pod, whatever
// else they carry). Empty when there is nothing to fetch.
QString seriesQuery(const QString &promql, const std::vector<Labels> &exact,
                    const Labels &identity = {});

// A PromQL duration: "21660s", "1500ms".
QString duration(qint64 ms);

Part partOf(const Labels &labels);
// The `fleetscope_part` value of a part: "min", "max", "agg", "count".
QString partName(Part p);
bool isServerAggregated(const SeriesSet &set);
// The most series the server aggregated at any time of the set; for a set
// of plain series, their number.
std::size_t seriesCount(const SeriesSet &set);
// The label sets of the series fetched on their own (not envelope parts).
std::vector<Labels> fetchedSeries(const SeriesSet &set);
// The selection as a label set of `set`'s own spelling (dcgm-exporter's
// Hostname or hostname), to ask the server for it; empty when the selector
// is.
Labels identityFor(const SeriesSelector &selector, const SeriesSet &set);

} // namespace FleetAggregates
