#pragma once

#include "queryplanner.h"

#include <vector>

// How a slow query is made to draw early, as the Thanos and Mimir query
// frontends do it: a coarse answer over the whole range first, then the
// range at full resolution as sub-ranges fetched side by side. Sub-ranges
// lie at fixed multiples of their length since the epoch, so a pan, a zoom
// back or the next refresh at the same step finds the same sub-ranges again
// (SubRangeCache). Pure.
namespace SubRanges {
// Below this many points a range is fetched whole: splitting it would only
// add round trips.
inline constexpr qint64 kMinPointsToSplit = 480;
// At least this many points per sub-range, and at most this many sub-ranges
// for a range (one more where the range does not start on a boundary).
inline constexpr qint64 kMinPointsPerSubRange = 120;
inline constexpr qint64 kMaxSubRanges = 6;
// The coarse answer aims at this many points: enough to see a shape, few
// enough that a histogram_quantile over 1,125 pods x 6 h answers in about
// 2 s on two cores (the cost grows with the points: 120 took 3.8 s, 50
// 2.5 s, and the lane then drew after 2.8-3.2 s).
inline constexpr qint64 kCoarsePoints = 40;

// The sub-range length for a range at this step: the shortest of 15 min,
// 30 min, 1 h, 2 h, 3 h, 6 h, 12 h, 1 d, 2 d, 7 d, 30 d that keeps to the
// limits above; 0 when the range is fetched whole.
qint64 length(qint64 rangeMs, qint64 stepMs);
// The plan's chunks cut at every multiple of `lengthMs` (each part stays on
// the plan's grid and within its chunk).
std::vector<QueryPlanner::Chunk> split(const QueryPlanner::Plan &plan, qint64 lengthMs);
// The plan's range at a whole multiple of its step, aligned to the coarser
// step (so its points are points of the fine grid), about kCoarsePoints
// points; an empty plan when the range is fetched whole (length() is 0) or
// the coarse one would not be at least four times coarser.
QueryPlanner::Plan coarse(const QueryPlanner::Plan &plan);
} // namespace SubRanges
