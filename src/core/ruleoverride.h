#pragma once

#include "alertrule.h"

#include <expected>
#include <optional>
#include <QString>
#include <vector>

// A change to a rule, tried before it is made: `RULE.for=5m`,
// `RULE.keep_firing_for=10m` or `RULE.threshold=2.5`, as `fleetscope-cli
// backtest --set` and the backtest dialog take them. RULE is the alert name;
// every rule of that name takes the change.
struct RuleOverride
{
    enum class Field
    {
        For,
        KeepFiringFor,
        Threshold
    };
    QString rule;
    Field field = Field::For;
    qint64 durationMs = 0; // For, KeepFiringFor
    QString number;        // Threshold, as typed (a PromQL number literal)
    QString text;          // "for=5m": how the change reads in output

    bool operator==(const RuleOverride &) const = default;
};

namespace RuleOverrides {
// One `RULE.KEY=VALUE`; the error says what is wrong and what is accepted.
std::expected<RuleOverride, QString> parse(const QString &spec);

// Where expr compares a value with a number at its top level (`x > 2.5`,
// `rate(y[5m]) <= bool 0.1 and z`): the number a threshold change replaces.
// Comparisons inside brackets belong to a sub-expression and are not listed.
// A hand-written scanner: there is no PromQL parser for C++, and this needs
// only brackets, strings, comments and the comparison operators.
struct Comparison
{
    QString op;
    qsizetype numberStart = 0;
    qsizetype numberLength = 0;
    QString number;
};
std::vector<Comparison> topLevelComparisons(const QString &expr);

// An expression that is one filter: `OPERAND op NUMBER` (no `bool`, nothing
// after the number, no and/or/unless in OPERAND at its top level), as most
// alerting rules are. Its answer is OPERAND's series where the comparison
// holds, so OPERAND's series answer the rule at any other threshold too.
struct Filter
{
    QString operand;
    QString op;     // ">", "<", ">=", "<=", "==", "!="
    QString number; // as written
};
std::optional<Filter> filterOf(const QString &expr);

// expr with its one top-level threshold replaced by number; an error when
// it compares with no number, or with several.
std::expected<QString, QString> withThreshold(const QString &expr, const QString &number);

// The rule with every override that names it applied.
std::expected<AlertRule, QString> apply(AlertRule rule, const std::vector<RuleOverride> &changes);
} // namespace RuleOverrides
