#include "valueaxis.h"

#include <algorithm>
#include <cmath>

ValueAxis ValueAxis::forLane(const LaneFrame &f, const LaneSpec &spec)
{
    double lo = f.hasData ? f.yLow : 0;
    double hi = f.hasData ? f.yHigh : 1;
    for (const auto &t : spec.thresholds) {
        lo = std::min(lo, t.value);
        hi = std::max(hi, t.value);
    }
    if (spec.yMin)
        lo = *spec.yMin;
    if (spec.yMax)
        hi = std::max(*spec.yMax, hi);
    if (!spec.yMin && lo > 0 && lo < hi * 0.5)
        lo = 0; // small positive data reads better against zero
    if (hi <= lo)
        hi = lo + 1;
    if (!spec.yMax)
        hi += (hi - lo) * 0.08;
    const double raw = (hi - lo) / 4.0;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double interval = mag;
    for (double k : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (k * mag >= raw) {
            interval = k * mag;
            break;
        }
    if (!spec.yMax)
        hi = std::ceil(hi / interval) * interval;
    if (!spec.yMin && lo < 0)
        lo = std::floor(lo / interval) * interval;
    return {lo, hi, interval};
}
