#pragma once

#include "alertrule.h"
#include "seriesset.h"

#include <vector>

// Prometheus' alerting state machine, as a pure function over the values of a
// rule's `expr` at each evaluation time (a range query at the group interval
// gives exactly that). A series is returned at t when it has a sample at t.
//
// * pending at the first evaluation that returns the series;
// * firing once it has been returned for `for` (at once when `for` is 0);
// * a pending alert that is no longer returned is dropped, never fired;
// * a firing alert that is no longer returned resolves at that evaluation,
//   unless `keep_firing_for` keeps it firing until that long after it was
//   last returned.
namespace AlertEvaluator {
// Evaluations run at fromMs, fromMs + stepMs, ... up to toMs. They must be
// given explicitly: a range query's grid holds only the times at which expr
// returned something, and the times it returned nothing are what resolve an
// alert.
struct Schedule
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 stepMs = 60'000;
};
// t rounded down to a multiple of stepMs (also before 1970). Evaluations
// land on such multiples, so a refresh a few seconds later evaluates at the
// same instants and states do not jitter.
qint64 alignDown(qint64 t, qint64 stepMs);
// The first evaluation for a window that opens at fromMs: early enough that
// an alert pending before the window is in the state it would have been in
// at fromMs (for + keep_firing_for + one step), aligned down to stepMs.
qint64 lookBackStart(const AlertRule &rule, qint64 fromMs, qint64 stepMs);
std::vector<AlertInstance> evaluate(const AlertRule &rule, const SeriesSet &exprValues,
                                    const Schedule &schedule, const TierMap &tiers = {});
} // namespace AlertEvaluator
