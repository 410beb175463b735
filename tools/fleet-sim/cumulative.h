#pragma once

#include <QtGlobal>

// Counters as closed forms of time. A counter that starts from zero at the
// origin holds the sum of its rate over every 15 s step since; summing them
// step by step costs a week of steps per series, which is minutes for the
// tens of thousands of node, container and device counters of a 1,000-GPU
// fleet. Rates here are built from parts whose sums are known at once: a
// constant, the day's load curve (from a table of one day) and smooth noise
// (whose integral is itself smooth noise). Every value is a pure function of
// the step, so a backfill and a live server agree exactly.
namespace Cumulative {

constexpr qint64 kStepSecs = 15;
// The lowest the day's load goes (at night): rates with a part per unit of
// load are at least their constant part plus this much of it, which bounds
// the noise a counter can carry.
constexpr double kNightLoad = 0.2;

// The sum of FleetModel::diurnalLoad over the steps after `fromStep` up to
// and including `toStep` (0 when toStep <= fromStep).
double diurnalSteps(qint64 fromStep, qint64 toStep);

// Seconds of the day's load from the origin to a step: the integral of a
// rate of `perLoad` per unit of load plus `constant`, sampled every step.
inline double integral(qint64 originStep, qint64 step, double constant, double perLoad)
{
    if (step <= originStep)
        return 0.0;
    return double(kStepSecs) *
           (constant * double(step - originStep) + perLoad * diurnalSteps(originStep, step));
}

// Smooth noise whose slope never exceeds 1 per second: added to a counter
// times r, it moves the counter's rate by at most +-r, so a counter whose
// rate stays above r keeps rising. Two periods: a slow drift and a faster
// wobble, as real rates have.
double wobble(quint64 seed, quint64 key, qint64 t);

} // namespace Cumulative
