#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

// What one Prometheus-compatible source holds, as discovery found it: the
// metric names, the label names of the few families FleetScope writes
// queries for, and what the server says about itself. A value: discovery
// fills it once per source and run, every choice reads it.
struct MetricCatalog
{
    // Discovery answered. An unknown catalog makes no choice for anybody:
    // built-in quantities fall back to their first way, nothing is called
    // missing.
    bool known = false;
    // The names list was cut at the discovery bound; a name not in it may
    // still exist, so "missing" is said with that caveat.
    bool truncated = false;
    QSet<QString> names;
    // Label names of probed families, by the metric that was probed.
    QHash<QString, QStringList> labelsOf;
    QString serverVersion; // "2.42.0", "v1.93.0"; empty when the API does not say
    QString problem;       // why discovery did not answer, in words
    // An azure-monitor source's Log Analytics workspace: `names` are the
    // Application Insights custom metrics found there, from this table
    // ("AppMetrics", workspace-based, or classic "customMetrics"; empty
    // when the workspace has neither). Empty for Prometheus sources.
    QString workspace;
    QString metricsTable;
    bool isAppInsights() const { return !workspace.isEmpty(); }

    bool has(const QString &metric) const { return names.contains(metric); }
    // Whether the metric may exist: in the list, or the list was cut.
    bool mayHave(const QString &metric) const { return !known || truncated || has(metric); }

    // The label of dcgm-exporter's series that names the node: "Hostname"
    // on most versions, "hostname" on the newest; "Hostname" when unknown.
    QString hostLabel() const;
    // A label of the probed families spelled as the source spells it
    // (case-insensitive lookup), or empty when none has it.
    QString labelSpelled(const QString &name) const;
    bool hasLabel(const QString &name) const { return !labelSpelled(name).isEmpty(); }

    // Names that share the longest family prefix with `metric`
    // ("DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_FB_FREE" for
    // "DCGM_FI_DEV_FB_RESERVED"), sorted, at most `limit`: what an empty lane
    // offers instead.
    QStringList neighbours(const QString &metric, int limit = 4) const;

    // Exporter families found, in words ("dcgm-exporter", "kube-state-metrics",
    // "node exporter", "vLLM"): for the doctor and the source chip.
    QStringList families() const;
};
