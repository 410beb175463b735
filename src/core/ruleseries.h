#pragma once

#include "alertrule.h"
#include "ruleoverride.h"
#include "seriesset.h"

#include <expected>
#include <optional>
#include <QString>
#include <vector>

// What a snapshot keeps of one alerting rule so that Replay can backtest it
// offline: the series its evaluations read over the capture's range, at its
// group interval. For a rule that is one filter (RuleOverrides::filterOf:
// `OPERAND > 2`) that is OPERAND's series, unfiltered, so another threshold
// can be tried too; for any other rule, its expression's answer as it is.
struct SnapshotRuleSeries
{
    int ruleIndex = 0; // in the snapshot's rule file, the rule it belongs to
    QString rule;      // its alert name, to check the index against
    QString expr;      // the expression evaluated (fitted to the source)
    // The filter's parts when `data` holds OPERAND's series; empty otherwise.
    QString operand;
    QString op;
    QString threshold;
    qint64 fromMs = 0; // the evaluations: fromMs, fromMs + stepMs, ... toMs
    qint64 toMs = 0;
    qint64 stepMs = 0;
    SeriesSet data;
};

namespace RuleSeries {
// PromQL's filter `op number` over a set: the samples where it holds, values
// kept (NaN compares false, as in PromQL). Series left without a sample go.
SeriesSet filtered(const SeriesSet &set, const QString &op, double number);
// What a rule would have raised over [fromMs, toMs] (inside the kept
// range), with its `for`, `keep_firing_for` and labels, and at `threshold`
// when given (a threshold needs a kept OPERAND). Evaluations start where
// the live backtest's start (AlertEvaluator::lookBackStart), so both agree
// on the same series. The error says why it cannot be answered offline.
std::expected<std::vector<AlertInstance>, QString>
evaluate(const SnapshotRuleSeries &kept, const AlertRule &rule, qint64 fromMs, qint64 toMs,
         const std::optional<QString> &threshold = std::nullopt);
// The kept series of rule `index` of the snapshot's rule file, whose name
// must be `name`; null when the snapshot keeps none for it.
const SnapshotRuleSeries *find(const std::vector<SnapshotRuleSeries> &kept, int index,
                               const QString &name);
} // namespace RuleSeries
