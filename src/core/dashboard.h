#pragma once

#include "dashboardvariable.h"
#include "unit.h"

#include <expected>
#include <optional>
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

// How a lane folds many series (one per GPU/pod) into one line.
enum class Aggregate
{
    Max,
    Min,
    Avg,
    Sum,
    P50,
    P95,
    P99
};

namespace Aggregates {
std::optional<Aggregate> fromString(const QString &s);
QString toString(Aggregate a);
} // namespace Aggregates

// One query of a lane, kept as the JSON object the user wrote so that source
// kinds added later (Azure metrics, KQL) travel through unchanged.
struct QuerySpec
{
    QString source;
    QString promql;  // for Prometheus-compatible sources
    QJsonObject raw; // the whole spec, as written
};

struct Threshold
{
    double value = 0;
    QString label;
    QString color; // "#rrggbb"; QtCore only here, the UI turns it into a QColor
};

struct LaneSpec
{
    QString id;
    QString title;
    Unit unit = Unit::None;
    Aggregate aggregate = Aggregate::Max;
    int topK = 5;
    // Which end of the range makes a series an outlier: high memory, high
    // latency are bad; low utilisation is waste.
    bool outliersHigh = true;
    std::optional<double> yMin;
    std::optional<double> yMax;
    std::vector<Threshold> thresholds;
    std::vector<QuerySpec> queries;
    // Parts of one whole (the phases of a request's latency): the series are
    // drawn stacked, each on the ones before it, and the aggregate is their
    // sum. JSON "stack": true.
    bool stacked = false;
    // Above this many series the lane shows the server's aggregates and
    // top k instead of every series (FleetAggregates); 0 never. Unset: the
    // dashboard's. JSON "serverAggregatesAbove".
    std::optional<int> serverAggregatesAbove;
};

// A query whose answer marks moments of change on every lane (Grafana's
// annotation queries are the model): the answer holds a series where, and
// only where, something changed, and each run of its samples is one change.
// JSON "annotations": [{"name", "source", "promql", "text"}]; `text` may name
// labels as {{label}} and the value as {{value}}.
struct ChangeQuery
{
    QString name;
    QString source;
    QString promql;
    QString text; // empty: the labels in words
    bool operator==(const ChangeQuery &) const = default;
};

struct Dashboard
{
    QString title;
    qint64 defaultRangeMs = 6 * 3600 * 1000;
    qint64 refreshMs = 15'000;
    std::vector<LaneSpec> lanes;
    // The lanes' series count past which they show server-side aggregates
    // (LaneSpec::serverAggregatesAbove); unset: FleetAggregates' default.
    std::optional<int> serverAggregatesAbove;
    // The threshold that applies to a lane.
    int serverAggregatesAboveFor(const LaneSpec &lane, int fallback) const
    {
        return lane.serverAggregatesAbove.value_or(serverAggregatesAbove.value_or(fallback));
    }
    // In the order they are shown and resolved: a query variable's query may
    // name the variables before it.
    std::vector<DashboardVariable> variables;
    // Changes marked on the lanes: the dashboard's own queries, and unless
    // "builtinChanges" is false the built-in detectors (rollouts, scaling,
    // restarts, GPU nodes, Xid errors) where the source exports them.
    std::vector<ChangeQuery> changeQueries;
    bool builtinChanges = true;

    // Pure: bytes in, dashboard or a user-readable error out.
    static std::expected<Dashboard, QString> fromJson(const QByteArray &json);
    QByteArray toJson() const;
    const LaneSpec *lane(const QString &id) const;
    DashboardVariable *variable(const QString &name);
    // A query with the variables' selected values in place of $name.
    QString interpolate(const QString &promql) const;
};
