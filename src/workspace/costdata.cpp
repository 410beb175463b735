#include "costdata.h"

#include "queryrunner.h"
#include "snapshot.h"
#include "snapshotfile.h"
#include "timeparse.h"
#include "workspacetr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {
const QString kUtilMetric = QStringLiteral("DCGM_FI_DEV_GPU_UTIL");
const QString kEngineMetric = QStringLiteral("DCGM_FI_PROF_GR_ENGINE_ACTIVE");
const QString kFbUsedMetric = QStringLiteral("DCGM_FI_DEV_FB_USED");
constexpr qint64 kMinuteMs = 60'000;
constexpr qint64 kDayMs = 24 * 60 * kMinuteMs;
constexpr qint64 kCoarseStepMs = 5 * kMinuteMs;

bool isPerGpu(const SeriesSet &set)
{
    for (const Series &s : set.series)
        if (s.labels.contains(QStringLiteral("gpu")) &&
            !s.labels.valueCi(QStringLiteral("Hostname")).isEmpty())
            return true;
    return false;
}

QueryRunner::Request request(const QString &source, const QString &promql, qint64 fromMs,
                             qint64 toMs, qint64 stepMs)
{
    QueryRunner::Request req;
    req.spec.source = source;
    req.spec.promql = promql;
    req.spec.raw =
        QJsonObject{{QStringLiteral("source"), source}, {QStringLiteral("promql"), promql}};
    req.fromMs = fromMs;
    req.toMs = toMs;
    req.stepMs = stepMs;
    return req;
}

// GPUs reporting now, to size the step; 0 when the server does not say.
qint64 gpusNow(const SourceList &sources, const QString &source, qint64 toMs,
               const std::function<void(const QString &)> &tellUser)
{
    const QueryResult r = QueryRunner::run(
        sources,
        // dcgm-exporter's host label is Hostname or, on the newest builds,
        // hostname; a series has one of them, so grouping by both counts
        // every GPU of either fleet (by one alone, a fleet of the other
        // spelling collapses into one node).
        // A MIG instance is a series of its own, so it counts as one here.
        request(source,
                QStringLiteral("count(group by (Hostname, hostname, gpu, GPU_I_ID) (%1 or %2))")
                    .arg(kUtilMetric, kEngineMetric),
                toMs - kMinuteMs, toMs, kMinuteMs),
        tellUser);
    if (!r || r->series.empty() || r->series.front().values.empty())
        return 0;
    const double n = r->series.front().values.back();
    return std::isfinite(n) ? qint64(n) : 0;
}
} // namespace

namespace CostDataLoader {

qint64 stepFor(qint64 rangeMs, qint64 scrapeIntervalMs, qint64 gpus)
{
    if (rangeMs <= kDayMs)
        return scrapeIntervalMs;
    qint64 step = kCoarseStepMs;
    // Steps that divide an hour, so the hours of the week stay whole.
    for (const qint64 minutes : {10, 15, 20, 30, 60}) {
        if (gpus <= 0 || (rangeMs / step + 1) * gpus <= kSampleBudget)
            break;
        step = minutes * kMinuteMs;
    }
    // Beyond an hour: whole hours, as many as the budget needs.
    while (gpus > 0 && (rangeMs / step + 1) * gpus > kSampleBudget)
        step += 60 * kMinuteMs;
    return step;
}

// Utilisation per GPU averaged over each step, so every grid point covers
// its step exactly once: the server does the averaging and a month stays a
// few million samples. A raw selector would let Prometheus' 5-minute
// lookback fill an exporter's gaps with stale values.
Result fromSources(const SourceList &sources, const Request &r,
                   const std::function<void(const QString &)> &tellUser)
{
    const auto prom =
        std::find_if(sources.sources.cbegin(), sources.sources.cend(), [](const SourceConfig &s) {
            return s.type == SourceConfig::Type::Prometheus;
        });
    if (prom == sources.sources.cend())
        return std::unexpected(
            CostDataError{WorkspaceTr::tr("the sources file names no Prometheus source."), 2});
    CostData d;
    d.sourceName = prom->name;
    qint64 stepMs = r.stepMs;
    if (stepMs <= 0)
        stepMs = stepFor(r.toMs - r.fromMs, prom->scrapeIntervalMs,
                         r.toMs - r.fromMs > kDayMs ? gpusNow(sources, prom->name, r.toMs, tellUser)
                                                    : 0);
    // A window shorter than the scrape interval would hold no sample at most
    // grid points and make the GPU look unobserved.
    const QString window = TimeParse::formatDuration(std::max(stepMs, prom->scrapeIntervalMs));
    d.range.fromMs = r.fromMs;
    d.range.toMs = r.toMs;
    d.range.stepMs = stepMs;
    d.resolution = stepMs <= prom->scrapeIntervalMs
                       ? WorkspaceTr::tr("%1 steps over %2 s samples (the scrape interval)")
                             .arg(TimeParse::formatDuration(stepMs))
                             .arg(prom->scrapeIntervalMs / 1000)
                       : WorkspaceTr::tr("%1 averages of %2 s samples")
                             .arg(window)
                             .arg(prom->scrapeIntervalMs / 1000);

    QueryResult util = QueryRunner::run(
        sources,
        request(prom->name, QStringLiteral("avg_over_time(%1[%2])").arg(kUtilMetric, window),
                r.fromMs, r.toMs, stepMs),
        tellUser);
    if (!util)
        return std::unexpected(CostDataError{util.error().message, 1});
    d.utilisationMetric = kUtilMetric;
    if (util->series.empty()) {
        // dcgm-exporter has no GPU_UTIL for MIG instances, and a counter
        // file may leave it out; the graphics engine's active ratio is the
        // nearest measure it has, per instance.
        util = QueryRunner::run(
            sources,
            request(prom->name,
                    QStringLiteral("100 * avg_over_time(%1[%2])").arg(kEngineMetric, window),
                    r.fromMs, r.toMs, stepMs),
            tellUser);
        if (!util)
            return std::unexpected(CostDataError{util.error().message, 1});
        if (util->series.empty())
            return std::unexpected(CostDataError{
                WorkspaceTr::tr("%1 has no %2 or %3 series in this period: nothing to count.")
                    .arg(prom->name, kUtilMetric, kEngineMetric),
                1});
        d.utilisationMetric = kEngineMetric;
    }
    d.warnings << util->warnings;
    d.utilisation = std::move(*util);

    // Which GPU pods Kubernetes still had at each step: dcgm-exporter caches
    // pod labels, so a GPU can name a pod that has ended. Asked only for the
    // pods the GPUs name, and silent where kube-state-metrics is not scraped.
    const QueryResult pods = QueryRunner::run(
        sources,
        request(prom->name,
                QStringLiteral("group by (namespace, pod) (max_over_time(kube_pod_info[%1])) and "
                               "on (namespace, pod) group by (namespace, pod) "
                               "(max_over_time(%2[%1]))")
                    .arg(window, d.utilisationMetric),
                r.fromMs, r.toMs, stepMs),
        tellUser);
    if (pods)
        d.podsKnown = std::move(*pods);
    else
        d.warnings << WorkspaceTr::tr("kube_pod_info: %1; GPU-hours of ended pods are not told "
                                      "apart")
                          .arg(pods.error().message);

    // What the pods requested (nvidia.com/gpu, which kube-state-metrics
    // writes nvidia_com_gpu), for requested against used.
    const QueryResult requests = QueryRunner::run(
        sources,
        request(prom->name,
                QStringLiteral("sum by (namespace, pod) (max_over_time("
                               "kube_pod_container_resource_requests{resource=~\"nvidia_com_gpu|"
                               "nvidia.com/gpu\"}[%1]))")
                    .arg(window),
                r.fromMs, r.toMs, stepMs),
        tellUser);
    if (requests)
        d.gpuRequests = std::move(*requests);
    else
        d.warnings << WorkspaceTr::tr("kube_pod_container_resource_requests: %1; allocation "
                                      "comes from the DCGM pod labels")
                          .arg(requests.error().message);

    // Instance types and pools barely change: about 100 whole-minute points.
    const qint64 labelStep =
        std::max(stepMs, ((r.toMs - r.fromMs) / 100 / kMinuteMs + 1) * kMinuteMs);
    const QueryResult kube = QueryRunner::run(
        sources,
        request(prom->name,
                QStringLiteral("max by (node, label_node_kubernetes_io_instance_type, "
                               "label_beta_kubernetes_io_instance_type, label_agentpool, "
                               "label_kubernetes_azure_com_agentpool) (kube_node_labels)"),
                r.fromMs, r.toMs, labelStep),
        tellUser);
    if (kube) {
        d.nodeSkus = CostModel::nodeSkusFromKubeNodeLabels(*kube);
        d.nodePools = CostModel::nodePoolsFromKubeNodeLabels(*kube);
    } else {
        d.warnings << WorkspaceTr::tr("kube_node_labels: %1; SKUs come from the GPU model")
                          .arg(kube.error().message);
    }

    if (r.peaks) {
        // The peak of each step, not its average: memory that ran out once
        // rules a smaller GPU out.
        const QueryResult fb = QueryRunner::run(
            sources,
            request(prom->name,
                    QStringLiteral("max by (Hostname, hostname) (max_over_time(%1[%2]))")
                        .arg(kFbUsedMetric, window),
                    r.fromMs, r.toMs, stepMs),
            tellUser);
        if (fb)
            d.peaks = SavingsLevers::peaksFromFramebufferUsed(*fb);
        else
            d.warnings << WorkspaceTr::tr("%1: %2; right-sizing cannot be counted")
                              .arg(kFbUsedMetric, fb.error().message);
    }
    return d;
}

Result fromSnapshot(const Snapshot &snap, const QString &name)
{
    CostData d;
    const SnapshotQuery *util = nullptr;
    for (const SnapshotQuery &q : snap.queries) {
        if (!util && q.spec.promql.contains(kUtilMetric))
            util = &q;
        if (q.spec.promql.contains(QLatin1String("kube_node_labels"))) {
            d.nodeSkus.insert(CostModel::nodeSkusFromKubeNodeLabels(q.data));
            d.nodePools.insert(CostModel::nodePoolsFromKubeNodeLabels(q.data));
        }
        // Only the bare metric is memory in MiB per GPU; a lane's percentage
        // or sum would mislead right-sizing.
        if (q.spec.promql.trimmed() == kFbUsedMetric)
            d.peaks.insert(SavingsLevers::peaksFromFramebufferUsed(q.data));
    }
    if (!util)
        return std::unexpected(
            CostDataError{WorkspaceTr::tr("%1 holds no GPU utilisation: no lane query reads %2.")
                              .arg(name, kUtilMetric),
                          1});
    if (!isPerGpu(util->data))
        return std::unexpected(CostDataError{
            WorkspaceTr::tr(
                "%1: the lane query \"%2\" is not per GPU (no gpu and Hostname labels), so its "
                "GPU-hours cannot be counted.")
                .arg(name, util->spec.promql),
            1});
    d.utilisation = util->data;
    d.utilisationMetric = kUtilMetric;
    d.range.fromMs = d.utilisation.timesMs.empty() ? snap.fromMs : d.utilisation.timesMs.front();
    d.range.toMs = snap.toMs;
    d.range.stepMs = util->stepMs;
    d.resolution = WorkspaceTr::tr("%1 samples of the lane query \"%2\" as captured")
                       .arg(TimeParse::formatDuration(util->stepMs), util->spec.promql);
    if (d.peaks.isEmpty())
        d.warnings << WorkspaceTr::tr(
                          "the snapshot holds no per-GPU %1 lane; right-sizing cannot be "
                          "counted")
                          .arg(kFbUsedMetric);
    return d;
}

Result fromSnapshotFile(const QString &path)
{
    const auto snap = SnapshotFile::read(path);
    if (!snap)
        return std::unexpected(CostDataError{snap.error(), 2});
    return fromSnapshot(*snap, path);
}

CostReport count(const CostData &data, const PriceTable &prices, CostModel::Options options)
{
    options.fromMs = data.range.fromMs;
    options.toMs = data.range.toMs;
    options.stepMs = data.range.stepMs;
    options.nodeSkus = data.nodeSkus;
    options.nodePools = data.nodePools;
    CostReport report = CostModel::compute(data.utilisation, prices, options, data.podsKnown);
    CostModel::addRequests(report, data.gpuRequests, options);
    return report;
}

QStringList notes(const CostData &data, const CostReport &report)
{
    QStringList out;
    if (data.utilisationMetric == kEngineMetric)
        out << WorkspaceTr::tr("Utilisation is %1 × 100: the source has no %2 series in this "
                               "period (MIG, or a counter file without it).")
                   .arg(kEngineMetric, kUtilMetric);
    else
        out << WorkspaceTr::tr("Utilisation is %1.").arg(data.utilisationMetric);
    out << (report.requestsFromKubeStateMetrics
                ? WorkspaceTr::tr("Requested GPU-hours are the pods' nvidia.com/gpu requests "
                                  "(kube-state-metrics).")
                : WorkspaceTr::tr("The source exports no GPU requests (kube-state-metrics' "
                                  "kube_pod_container_resource_requests): requested GPU-hours "
                                  "are the hours a running pod held a GPU, by the DCGM pod "
                                  "labels."));
    out << CostModel::notes(report);
    return out;
}

} // namespace CostDataLoader
