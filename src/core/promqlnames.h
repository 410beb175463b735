#pragma once

#include <QSet>
#include <QString>

// The metric names a PromQL expression reads, e.g. `DCGM_FI_DEV_FB_USED` in
// `max by (namespace) (DCGM_FI_DEV_FB_USED / ...)`. Alerts use it to find the
// lanes whose series triggered them. Not a PromQL parser: it drops strings,
// label matchers, grouping clauses, durations, functions and keywords, and
// keeps the identifiers that remain, which is what a selector name is.
namespace PromqlNames {
QSet<QString> metricNames(const QString &promql);
bool sharesMetric(const QString &a, const QString &b);
// The functions and aggregations an expression calls ("rate", "sum").
QSet<QString> functionNames(const QString &promql);
// Whether Prometheus (2.42, the version FleetScope is tested against) has a
// function or aggregation of this name.
bool isPrometheusFunction(const QString &name);
} // namespace PromqlNames
