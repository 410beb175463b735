#pragma once

#include "dashboard.h"
#include "reduction.h"

// The value axis of a lane: the data and thresholds in view, the dashboard's
// min/max, a little headroom, and ticks on round values (0, 1, 2, 3 s;
// 0, 25, 50, 75, 100 %), which read faster than an even split of whatever
// the range happens to be. The screen and the report use the same rule, so
// a lane keeps its shape in print.
struct ValueAxis
{
    double lo = 0;
    double hi = 1;
    double interval = 0.25;

    static ValueAxis forLane(const LaneFrame &frame, const LaneSpec &spec);
};
