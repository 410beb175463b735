#include "baseline.h"

#include "coretr.h"
#include "fleetaggregates.h"
#include "timeparse.h"

#include <cmath>

namespace Baseline {

Aggregate aggregateFor(const LaneSpec &lane)
{
    return lane.stacked ? Aggregate::Sum : lane.aggregate;
}

SeriesSet envelopeOf(const SeriesSet &set, Aggregate a)
{
    SeriesSet out;
    out.resultType = SeriesSet::ResultType::Matrix;
    out.timesMs = set.timesMs;
    out.warnings = set.warnings;
    out.infos = set.infos;
    const std::size_t n = set.gridSize();
    using FleetAggregates::Part;
    const auto part = [n](Part p) {
        Series s;
        s.labels =
            Labels({{QLatin1String(FleetAggregates::kPartLabel), FleetAggregates::partName(p)}});
        s.values.resize(n);
        s.present.resize(n);
        return s;
    };
    Series lo = part(Part::Min), hi = part(Part::Max), agg = part(Part::Aggregate),
           count = part(Part::Count);
    std::vector<double> column;
    for (std::size_t i = 0; i < n; ++i) {
        column.clear();
        for (const Series &s : set.series)
            if (s.has(i) && std::isfinite(s.values[i]))
                column.push_back(s.values[i]);
        if (column.empty())
            continue;
        const auto [mn, mx] = std::minmax_element(column.begin(), column.end());
        lo.values.cell(i) = *mn;
        hi.values.cell(i) = *mx;
        count.values.cell(i) = double(column.size());
        for (Series *s : {&lo, &hi, &count})
            s->present.set(i);
        agg.values.cell(i) = Reduction::aggregateOf(column, a); // reorders column
        agg.present.set(i);
    }
    for (Series *s : {&lo, &hi, &agg, &count}) {
        s->compact();
        out.series.push_back(std::move(*s));
    }
    out.dropEmptySeries();
    return out;
}

void shift(SeriesSet &set, qint64 shiftMs)
{
    for (qint64 &t : set.timesMs)
        t += shiftMs;
}

qint64 shiftFor(qint64 fromMs, qint64 pastFromMs, qint64 stepMs)
{
    const qint64 raw = fromMs - pastFromMs;
    if (stepMs <= 0)
        return raw;
    // Half a step rounds up: a range chosen on the minute lands on it.
    return (raw + stepMs / 2) / stepMs * stepMs;
}

QString describe(qint64 shiftMs)
{
    if (shiftMs == kDayMs)
        return CoreTr::tr("1 day ago");
    if (shiftMs == kWeekMs)
        return CoreTr::tr("1 week ago");
    if (shiftMs > 0 && shiftMs % kDayMs == 0)
        return CoreTr::tr("%1 days ago").arg(shiftMs / kDayMs); // 1 is said above
    return CoreTr::tr("%1 earlier").arg(TimeParse::formatSpan(shiftMs));
}

namespace {
Reduction::Input inputFor(const LaneSpec &lane, qint64 fromMs, qint64 toMs, int widthPx)
{
    Reduction::Input in;
    in.fromMs = fromMs;
    in.toMs = toMs;
    in.widthPx = widthPx;
    in.aggregate = aggregateFor(lane);
    in.topK = 0;
    return in;
}
} // namespace

std::optional<double> valueAt(const SeriesSet &baseline, const LaneSpec &lane, qint64 tMs)
{
    const CrosshairValues v =
        Reduction::valuesAtAggregated(baseline, tMs, inputFor(lane, tMs, tMs, 1));
    if (!v.valid || !std::isfinite(v.aggregate))
        return std::nullopt;
    return v.aggregate;
}

void addTo(LaneFrame &frame, const SeriesSet &baseline, qint64 shiftMs, const LaneSpec &lane,
           qint64 fromMs, qint64 toMs, int widthPx)
{
    const LaneFrame b =
        Reduction::reduceAggregated(baseline, inputFor(lane, fromMs, toMs, widthPx));
    if (!b.hasData)
        return;
    frame.normalLow = b.envelopeLow;
    frame.normalHigh = b.envelopeHigh;
    frame.normal = b.aggregate;
    frame.normalShiftMs = shiftMs;
    // A stacked lane's parts say nothing about a baseline's total: its line only.
    if (lane.stacked) {
        frame.normalLow.clear();
        frame.normalHigh.clear();
    }
    frame.yLow = frame.hasData ? std::min(frame.yLow, b.yLow) : b.yLow;
    frame.yHigh = frame.hasData ? std::max(frame.yHigh, b.yHigh) : b.yHigh;
}

} // namespace Baseline
