#pragma once

#include "alertrule.h"
#include "dashboard.h"
#include "fleetquantities.h"
#include "metriccatalog.h"

#include <map>
#include <optional>
#include <QJsonArray>
#include <QString>
#include <vector>

// How one lane query or rule was fitted to its source.
struct FitEntry
{
    enum class Kind
    {
        Lane,
        Rule
    };
    Kind kind = Kind::Lane;
    QString id;     // lane id or alert name
    QString title;  // lane title or alert name, as shown
    QString source; // the source it runs on
    int query = -1; // lanes: the query's index in the lane as written
    // One per quantity the expression names; empty for plain expressions.
    std::vector<std::pair<QString, QuantityChoice>> quantities;
    // Metrics the finished expression reads that the source does not have.
    QStringList missing;
    // What the source has in the missing metrics' families, to say instead.
    QStringList nearby;
    // A rewrite of the expression the source can answer, when one of the
    // built-in quantities' ways was written out by hand: "use the
    // alternative". Empty when there is none.
    QString fixLabel;
    QString fixPromql;
    QString hostLabel; // the spelling written into the expression
    bool optional = false;

    bool ok() const;
    // Why it cannot show anything, in sentences for the lane ("No series for
    // DCGM_FI_DEV_FB_RESERVED on prom (the source has ...)."); empty when ok.
    QString problem() const;
    // "vLLM end-to-end latency (vllm:e2e_request_latency_seconds_bucket)" or
    // why nothing works.
    QString summary() const;
};

struct FitReport
{
    std::vector<FitEntry> entries;
    bool allOk() const;
    QJsonArray toJson() const;
    QByteArray toJsonBytes() const;
    // A report as a snapshot keeps it; an unreadable one is empty.
    static FitReport fromJson(const QByteArray &json);
};

// Fits what FleetScope ships to what a fleet exports: every
// `fleetscope:<quantity>:<unit>` in an expression becomes the first way the
// source can answer, and dcgm's host label is written as the source spells
// it. Pure: expressions and catalogs in, expressions and a report out.
namespace FleetFit {

struct Expanded
{
    QString promql;
    std::vector<std::pair<QString, QuantityChoice>> quantities;
    bool ok = true; // every quantity has a way
};

// `rateWindow` fills the ways' rate windows: "$__rate_interval" in lanes,
// a fixed window in rules.
Expanded expand(const QString &expr, const MetricCatalog &catalog, const QString &rateWindow);
// dcgm's host label in an expression or template as the source spells it.
QString withHostLabel(const QString &text, const MetricCatalog &catalog);

// Expands the dashboard's queries on Prometheus-compatible sources, drops
// optional queries nothing can answer (and a lane of optional queries only
// with them), names the chosen metric in the lane title. `catalogs` by source name; a source
// without one is left as written.
FitReport fitDashboard(Dashboard &dashboard, const std::map<QString, MetricCatalog> &catalogs);
// The same for rules evaluated against one source.
FitReport fitRules(std::vector<AlertRule> &rules, const MetricCatalog &catalog,
                   const QString &source);

// Metrics an expression reads that the catalog lacks (never a fleetscope:
// quantity: those are expanded first).
QStringList missingMetrics(const QString &promql, const MetricCatalog &catalog);

struct Fix
{
    QString label;  // "used of used + free (no FB_RESERVED exported)"
    QString promql; // the expression with that way in place
};
// Where an expression spells out a way of a built-in quantity that the
// source cannot answer (a dashboard written for another fleet), the same
// expression with the way the source can answer.
std::optional<Fix> fixFor(const QString &promql, const MetricCatalog &catalog);

} // namespace FleetFit
