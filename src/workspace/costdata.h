#pragma once

#include "costmodel.h"
#include "savingslevers.h"
#include "sourceconfig.h"

#include <QString>
#include <QStringList>

#include <expected>
#include <functional>

struct Snapshot;

// What the cost model counts, gathered from a Prometheus source or a
// snapshot: per-GPU utilisation on a grid, what kube-state-metrics says about
// the nodes and which pods it still lists, and the GPUs' peak memory. Shared
// by `fleetscope-cli cost` and the Cost view, so both count the same samples.
struct CostData
{
    SeriesSet utilisation; // percent per GPU or MIG instance
    // The metric it was read from: DCGM_FI_DEV_GPU_UTIL, or
    // DCGM_FI_PROF_GR_ENGINE_ACTIVE (x 100) where the source has none.
    QString utilisationMetric;
    // kube_pod_info per namespace and pod on the same grid, for GPUs whose
    // pod labels outlived their pods; empty where the source has none.
    SeriesSet podsKnown;
    // GPUs requested per namespace and pod on the same grid (kube-state-
    // metrics); empty where it exports none: the pod labels stand in.
    SeriesSet gpuRequests;
    QHash<QString, QString> nodeSkus;
    QHash<QString, QString> nodePools;
    SavingsLevers::NodePeaks peaks;
    CostModel::Options range; // fromMs, toMs, stepMs
    QString resolution;       // what one sample stands for, said in the output
    QStringList warnings;     // the query's own and what could not be fetched
    QString sourceName;       // the Prometheus source asked, if any
};

struct CostDataError
{
    QString message;
    int exitCode = 1; // 2: the input was wrong; 1: the fetch failed or found nothing
};

namespace CostDataLoader {

using Result = std::expected<CostData, CostDataError>;

// Samples a cost query may bring back before the step grows: a month of
// 1,000 GPUs at 15 m is 2.9 M samples, about 70 MB of JSON.
constexpr qint64 kSampleBudget = 3'000'000;

// The step for `gpus` GPUs over a range: the scrape interval up to a day,
// 5 m beyond, coarser (10 m, 15 m, 30 m, 1 h, …) where that would exceed
// kSampleBudget samples.
qint64 stepFor(qint64 rangeMs, qint64 scrapeIntervalMs, qint64 gpus);

struct Request
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 stepMs = 0; // 0: stepFor()
    bool peaks = true; // also fetch peak GPU memory (for right-sizing)
};

// Asks the first Prometheus source. Synchronous: spins local event loops, so
// call it from a worker thread in the GUI. `tellUser` receives sign-in
// prompts (from that thread).
Result fromSources(const SourceList &sources, const Request &request,
                   const std::function<void(const QString &)> &tellUser = {});

// The utilisation a snapshot's lane captured, at the resolution it was saved.
Result fromSnapshot(const Snapshot &snapshot, const QString &name);
Result fromSnapshotFile(const QString &path);

// The report counted from the data as the options say (the range and the
// kube-state-metrics facts come from the data).
CostReport count(const CostData &data, const PriceTable &prices, CostModel::Options options);

// What a reader of the figures must know, one sentence each: the metric the
// utilisation came from, then CostModel::notes().
QStringList notes(const CostData &data, const CostReport &report);

} // namespace CostDataLoader
