#pragma once

#include "dashboard.h"
#include "seriesset.h"

#include <limits>
#include <optional>
#include <QList>
#include <QPointF>
#include <vector>

// What one lane draws, already reduced to about one point per pixel column:
// the fleet's envelope (min..max across series), one aggregate line, and the
// top-k outlier series. Points are (ms since epoch, value).
struct LaneFrame
{
    struct Line
    {
        Labels labels;
        QList<QPointF> points;
        double score = 0; // what ranked it: its peak (or trough) in range
    };

    QList<QPointF> envelopeLow;
    QList<QPointF> envelopeHigh;
    QList<QPointF> aggregate;
    std::vector<Line> outliers;
    std::vector<Line> highlighted; // series matching the user's selection
    std::size_t seriesCount = 0;
    std::size_t pointsInRange = 0;
    qint64 stepMs = 0; // the data's grid step in range (smallest spacing)
    double yLow = 0;   // finite data bounds in range, for axis scaling
    double yHigh = 0;
    bool hasData = false;
    // Drawn from the server's aggregates (FleetAggregates): the envelope and
    // the aggregate were computed by the query engine over seriesCount
    // series, and only the top k (and the highlighted) were fetched.
    bool serverAggregated = false;
    // A stacked lane: `outliers` are every series, bottom first, each line
    // the running total up to it (series i drawn from line i-1 to line i);
    // no envelope. Crosshair values stay each series' own.
    bool stacked = false;
    // "Compare with normal" (Baseline): the lane's band and aggregate line
    // at an earlier time, moved onto this axis, drawn muted behind. Empty
    // when the lane compares with nothing.
    QList<QPointF> normalLow;
    QList<QPointF> normalHigh;
    QList<QPointF> normal;
    qint64 normalShiftMs = 0; // how much earlier the baseline is
};

// The values under the crosshair at one time.
struct CrosshairValues
{
    bool valid = false;
    qint64 timeMs = 0; // the grid time actually shown
    double aggregate = 0;
    double low = 0;
    double high = 0;
    std::vector<std::pair<Labels, double>> outliers;
    // The lane's baseline aggregate at the same time ("normally 0.41 s"),
    // where it compares with one and that has a sample.
    std::optional<double> normal;
};

// Which series count as "the same GPU/node/pod" across lanes.
struct SeriesSelector
{
    Labels identity; // e.g. {Hostname="n3", gpu="2"} or {pod="p-7"}
    bool isEmpty() const { return identity.isEmpty(); }
    bool matches(const Labels &l) const;
    // The identifying labels of a clicked series: pod, else Hostname+gpu,
    // else Hostname, else namespace.
    static SeriesSelector fromSeries(const Labels &l);
};

namespace Reduction {
struct Input
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    int widthPx = 1000;
    Aggregate aggregate = Aggregate::Max;
    int topK = 5;
    bool outliersHigh = true;
    bool stacked = false; // LaneSpec::stacked
    SeriesSelector highlight;
    // Replay's "as it was known then": samples after this time are left out,
    // as if the data ended there. The data itself is not copied or cut.
    qint64 knownUntilMs = std::numeric_limits<qint64>::max();
};

// A set of server-side aggregates (FleetAggregates::isServerAggregated) is
// reduced from its parts: see reduceAggregated and valuesAtAggregated.
LaneFrame reduce(const SeriesSet &set, const Input &in);
LaneFrame reduceAggregated(const SeriesSet &set, const Input &in);
// The grid points of `set` in [fromMs, min(toMs, knownUntilMs)]: [first, last).
std::pair<std::size_t, std::size_t> rangeOf(const SeriesSet &set, const Input &in);
// One series thinned to its first, lowest, highest and last point per pixel
// column (M4), which draws exactly as all of them would at that width.
QList<QPointF> thinned(const SeriesSet &set, const Series &s, std::size_t first, std::size_t last,
                       qint64 fromMs, qint64 toMs, int width);
// The order stacked series are drawn in, bottom first: the order a request's
// work happens (preprocessing, queueing, the model, postprocessing, by the
// words in their labels), then label order.
std::vector<std::size_t> stackOrder(const SeriesSet &set);
// Quantiles interpolate between the two nearest ranks, as PromQL's
// quantile() does, so a lane reads the same whether it aggregated the
// series itself or the server did.
double aggregateOf(std::vector<double> &values, Aggregate a); // reorders values
CrosshairValues valuesAt(const SeriesSet &set, qint64 tMs, const Input &in);
CrosshairValues valuesAtAggregated(const SeriesSet &set, qint64 tMs, const Input &in);
// The crosshair's top k of (value, series) at one time, by the lane's
// outlier direction.
std::vector<std::pair<Labels, double>> topAt(std::vector<std::pair<double, const Labels *>> ranked,
                                             const Input &in);
} // namespace Reduction
