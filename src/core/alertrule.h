#pragma once

#include "labels.h"

#include <limits>
#include <optional>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

// Tiers of the on-call playbook: P1 pages, P2 goes to the team channel, P3 to
// the daily digest.
enum class AlertTier
{
    P1 = 1,
    P2 = 2,
    P3 = 3,
    None = 9
};

// One Prometheus alerting rule as written in a rule file.
struct AlertRule
{
    QString name; // `alert`
    QString expr;
    qint64 forMs = 0;
    qint64 keepFiringForMs = 0;
    QMap<QString, QString> labels;
    QMap<QString, QString> annotations;
    QString group;
    qint64 groupIntervalMs = 60'000;
    QString file; // where it came from, for messages
    int line = 0;
};

// Maps `labels.severity` to a tier; editable in settings.
struct TierMap
{
    QMap<QString, AlertTier> bySeverity{{QStringLiteral("critical"), AlertTier::P1},
                                        {QStringLiteral("page"), AlertTier::P1},
                                        {QStringLiteral("warning"), AlertTier::P2},
                                        {QStringLiteral("info"), AlertTier::P3},
                                        {QStringLiteral("ticket"), AlertTier::P3}};
    AlertTier tierOfSeverity(const QString &severity) const
    {
        return bySeverity.value(severity.toLower(), AlertTier::None);
    }
    AlertTier tierOf(const AlertRule &rule) const
    {
        return tierOfSeverity(rule.labels.value(QStringLiteral("severity")));
    }
    bool operator==(const TierMap &) const = default;
};

// One alert instance over its life: pending, maybe firing, maybe resolved.
struct AlertInstance
{
    QString rule;
    AlertTier tier = AlertTier::None;
    Labels labels; // the series' labels plus the rule's, without __name__
    qint64 pendingAtMs = 0;
    std::optional<qint64> firingAtMs;
    std::optional<qint64> resolvedAtMs; // empty while still open
    std::optional<qint64> droppedAtMs;  // pending that ended without firing
    double valueAtLastEval = 0;
    // Which rule of the rule set raised it: two rules may share an alert
    // name (warning and critical thresholds). -1 when unknown.
    int ruleIndex = -1;
    // AlertBoardBuilder::keyOf(rule, labels), filled in by the evaluation on
    // the worker pool so the GUI thread does not rebuild it for every
    // instance on every evaluation; empty when not computed (read keys with
    // AlertBoardBuilder::keyOf(instance)).
    QString key;

    bool isOpen() const { return !resolvedAtMs && !droppedAtMs; }
    // When it ended (resolved, or dropped while pending); openEndMs while
    // it is still open. The one definition of an alert's end that the
    // engine, capture, the CLI, the board and the lane bands share.
    qint64 endMs(qint64 openEndMs = std::numeric_limits<qint64>::max()) const
    {
        return resolvedAtMs.value_or(droppedAtMs.value_or(openEndMs));
    }
    // Whether any of it falls inside [fromMs, toMs].
    bool overlaps(qint64 fromMs, qint64 toMs) const
    {
        return endMs() >= fromMs && pendingAtMs <= toMs;
    }
};
