#pragma once

#include "alertrule.h"

#include <vector>

// What a rule would have done over a past range: the figures an engineer
// weighs when asking whether the page that woke them was noise. Computed
// from the instances the alert evaluator found (the same evaluator the pane
// and `fleetscope-cli alerts` use), so the three agree over the same range.
//
// Everything is counted inside [fromMs, toMs): a fire that began before the
// range counts with its part inside it, one still firing at the end with
// its part up to the end.
struct BacktestFigures
{
    int fires = 0;             // instances that were firing at some time in the range
    qint64 firingMs = 0;       // their firing time, summed over instances
    qint64 medianMs = 0;       // the median of their firing times (0 without fires)
    int shortFires = 0;        // began and ended in the range, fired for less than the limit
    qint64 longestQuietMs = 0; // longest stretch in which no instance was firing
    int stillFiring = 0;       // fires open at the range's end

    bool operator==(const BacktestFigures &) const = default;
};

namespace AlertBacktest {
// shortBelowMs: a fire shorter than this is counted as short (flapping).
BacktestFigures figures(const std::vector<AlertInstance> &instances, qint64 fromMs, qint64 toMs,
                        qint64 shortBelowMs);
} // namespace AlertBacktest
