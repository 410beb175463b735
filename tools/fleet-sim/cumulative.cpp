#include "cumulative.h"

#include "fleetmodel.h"
#include "hashnoise.h"

#include <array>

namespace Cumulative {

namespace {

constexpr qint64 kStepsPerDay = 86400 / kStepSecs;

// prefix[i]: the load summed over the first i steps of a day.
const std::array<double, kStepsPerDay + 1> &dayPrefix()
{
    static const auto table = [] {
        std::array<double, kStepsPerDay + 1> out{};
        for (qint64 i = 0; i < kStepsPerDay; ++i)
            out[size_t(i) + 1] = out[size_t(i)] + FleetModel::diurnalLoad(i * kStepSecs);
        return out;
    }();
    return table;
}

// The load summed over every step from the epoch's day start up to and
// including `step`, for any sign of step.
double upTo(qint64 step)
{
    const qint64 day = step >= 0 ? step / kStepsPerDay : (step - kStepsPerDay + 1) / kStepsPerDay;
    const qint64 within = step - day * kStepsPerDay;
    const auto &prefix = dayPrefix();
    return double(day) * prefix[kStepsPerDay] + prefix[size_t(within) + 1];
}

} // namespace

double diurnalSteps(qint64 fromStep, qint64 toStep)
{
    return toStep <= fromStep ? 0.0 : upTo(toStep) - upTo(fromStep);
}

double wobble(quint64 seed, quint64 key, qint64 t)
{
    // HashNoise::smooth has a slope of at most 3 / period; scaled by
    // period / 3 it is at most 1, and the weights below sum to 1.
    constexpr qint64 kSlow = 900;
    constexpr qint64 kFast = 120;
    return 0.6 * HashNoise::smooth(seed, key, t, kSlow) * (kSlow / 3.0) +
           0.4 * HashNoise::smooth(seed, key ^ 0xfa57, t, kFast) * (kFast / 3.0);
}

} // namespace Cumulative
