#pragma once

#include <vector>

// How differently a metric behaved in a window than in its baseline: the
// statistics Explain ranks metrics and places by. Pure functions of plain
// sample lists, so they serve server-side aggregates and snapshot samples
// alike. Non-finite samples are left out everywhere.
namespace ChangeScore {

// Two-sample Kolmogorov–Smirnov: the largest distance between the two
// empirical distribution functions (0 = same, 1 = apart), with ties handled
// by stepping over all equal values at once.
double ksDistance(std::vector<double> window, std::vector<double> baseline);
// The asymptotic p-value of distance `d` for sample sizes n and m (the
// Kolmogorov distribution with Stephens' small-sample correction): how likely
// a distance this large is if nothing changed. 1 when a side is empty.
double ksPValue(double d, std::size_t n, std::size_t m);

// The change of level in robust units: (median of the window − median of
// the baseline) / (1.4826 × the baseline's median absolute deviation), the
// deviation floored at 1 % of the baseline's median magnitude (and at a tiny
// absolute value) so a flat baseline does not make every wiggle infinite.
double levelShift(const std::vector<double> &window, const std::vector<double> &baseline);

// A counter's increases between consecutive samples, a reset (a drop) read
// as the counter starting again from zero, as Prometheus' rate() does.
std::vector<double> counterIncreases(const std::vector<double> &samples);

struct Change
{
    double score = 0;    // 0..1: ksDistance, scaled down where p is not small
    double shift = 0;    // levelShift
    bool up = true;      // the window's median above the baseline's
    bool enough = false; // at least 3 samples on each side
};
// The one figure Explain sorts by: the KS distance, weighted by how sure it
// is ((1 − p)), and zero with fewer than three samples a side.
Change compare(const std::vector<double> &window, const std::vector<double> &baseline);

} // namespace ChangeScore
