#pragma once

#include "dashboard.h"
#include "reduction.h"
#include "seriesset.h"

#include <optional>
#include <QString>

// "Compare with normal": a lane's baseline is the same lane at an earlier
// time (a day ago, a week ago, a range the user chose), drawn behind today's
// as a muted band and line. It is held in the form of the server's
// aggregates (FleetAggregates: min, max, the lane's aggregate and the count
// per grid time, labelled `fleetscope_part`), with its times moved forward
// by the shift so it lies on today's axis. However many GPUs a lane has, a
// baseline costs four series.
//
// Pure: the arithmetic and the wording; BaselineJob fetches.
namespace Baseline {

inline constexpr qint64 kDayMs = 86'400'000;
inline constexpr qint64 kWeekMs = 7 * kDayMs;

// The aggregate a lane's baseline line shows: the lane's own, or for a
// stacked lane (parts of one whole) their sum.
Aggregate aggregateFor(const LaneSpec &lane);
// The envelope of `set` per grid time, as FleetAggregates::envelopeQuery
// has the server compute it: for sources that speak no PromQL and lanes of
// several queries, whose parts the client combines. NaN samples are left
// out; a grid time without any sample has no part.
SeriesSet envelopeOf(const SeriesSet &set, Aggregate a);
// Moves every grid time `shiftMs` later (from the baseline's range onto
// today's).
void shift(SeriesSet &set, qint64 shiftMs);
// The shift that lays a chosen past range starting at `pastFromMs` over the
// window starting at `fromMs`, rounded to whole `stepMs` so both grids meet.
qint64 shiftFor(qint64 fromMs, qint64 pastFromMs, qint64 stepMs);
// "1 day ago", "1 week ago", "3h20m earlier".
QString describe(qint64 shiftMs);
// The baseline's aggregate at `tMs` (today's time), or nothing where it has
// no sample within two steps.
std::optional<double> valueAt(const SeriesSet &baseline, const LaneSpec &lane, qint64 tMs);
// Puts the band and line to draw over [fromMs, toMs] at `widthPx` columns
// into `frame` (LaneFrame::normal*) and widens its value bounds to them.
// Never cut at a replay cutoff: the baseline is history either way.
void addTo(LaneFrame &frame, const SeriesSet &baseline, qint64 shiftMs, const LaneSpec &lane,
           qint64 fromMs, qint64 toMs, int widthPx);

} // namespace Baseline
