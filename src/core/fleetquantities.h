#pragma once

#include "metriccatalog.h"

#include <QString>
#include <QStringList>
#include <vector>

// One way to get a quantity from what a fleet exports: the metrics it needs
// and the PromQL that turns them into the quantity's unit.
struct QuantityWay
{
    const char *label = "";      // in words, untranslated: "vLLM end-to-end latency"
    QStringList needs;           // every one must exist
    QStringList anyOf;           // one must exist; the first present fills {any}
    QString needsLabel;          // dcgm series must carry it ("GPU_I_ID")
    QString avoidLabel;          // skipped where dcgm series carry it (GPU_UTIL under MIG)
    bool latencyPattern = false; // {any}: a plain *_seconds / *_milliseconds histogram
    bool milliseconds = false;   // with latencyPattern: the ms form
    // Template: {rate} the rate window, {any} as above, {by} the labels kept. Label names as
    // dcgm-exporter spelled them before the rename (Hostname); the fit
    // rewrites them to what the source has.
    QString promql;
    // Replaces the quantity's title where the way measures something else
    // than the title says (Triton's counters give a mean, not a P95).
    const char *title = nullptr;
};

// A quantity the built-in dashboards and rules ask for by name, e.g.
// `fleetscope:gpu_memory_used:percent`, with its ways in order of preference.
struct FleetQuantity
{
    QString token;
    const char *title = ""; // untranslated: "GPU memory used"
    std::vector<QuantityWay> ways;
    // Labels the ways keep ({by} in their templates) unless the expression
    // names others: `fleetscope:inference_latency_p95:seconds{by="namespace"}`.
    QString defaultBy;
};

// Which way a source can answer, or why none.
struct QuantityChoice
{
    int way = -1; // index into ways; -1 when none works
    QString promql;
    QString metric; // the metric the lane title names
    QString label;
    QString title;        // the way's title, else the quantity's
    QStringList whyNot;   // per way tried before the chosen one (or all)
    bool assumed = false; // the catalog was unknown: first way taken untried
    bool ok() const { return way >= 0; }
};

namespace FleetQuantities {

const std::vector<FleetQuantity> &all();
const FleetQuantity *find(const QString &token);
// The first way whose needs the catalog meets. An unknown catalog takes the
// first way and says so (assumed).
QuantityChoice choose(const FleetQuantity &q, const MetricCatalog &catalog,
                      const QString &rateWindow, const QString &by = {});
// A plain latency histogram's base name (without _bucket) among the names:
// one whose name says latency or duration, in seconds or milliseconds, that
// is not the infrastructure's own (Prometheus, the API server, etcd, ...).
QString latencyHistogram(const MetricCatalog &catalog, bool milliseconds);

} // namespace FleetQuantities
