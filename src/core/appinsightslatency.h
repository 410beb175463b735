#pragma once

#include "fleetquantities.h"
#include "metriccatalog.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// Inference latency from Application Insights custom metrics, found in the
// Log Analytics workspace an azure-monitor source names: a team's
// `inference_latency_ms` with its per-phase companions
// (`preprocessing_latency_ms`, `postprocessing_latency_ms`, ...), from the
// workspace-based AppMetrics table or classic customMetrics. Custom metrics
// arrive pre-aggregated per minute (sum, count, min, max): no percentile
// can be taken from them, so the lane shows each phase's mean, stacked in
// the order the work happens, and says "mean".
namespace AppInsightsLatency {

// What a lane's KQL names to ask for it.
inline constexpr char kToken[] = "fleetscope:inference_latency_phases:seconds";
// The quantity's title as dashboards write it (untranslated).
inline constexpr char kTitle[] =
    QT_TRANSLATE_NOOP("fleetscope_core", "Mean inference latency by phase");
bool isToken(const QString &kql);

// The metrics to stack and the KQL that reads them, or why none: `promql`
// holds the KQL (with $__interval for the bin), `metric` names the table
// and the metrics. Pure.
QuantityChoice choose(const MetricCatalog &catalog);

} // namespace AppInsightsLatency
