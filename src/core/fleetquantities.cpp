#include "fleetquantities.h"

#include "coretr.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

QString tx(const char *text)
{
    return QCoreApplication::translate("fleetscope_core", text);
}

// Histogram quantile over the series of one server, per pod (and model where
// the server labels it), in seconds.
QString p95(const QString &bucket, const QString &extraBy = {}, const QString &scale = {})
{
    const QString by =
        extraBy.isEmpty() ? QStringLiteral("le, {by}") : QStringLiteral("le, {by}, ") + extraBy;
    QString q =
        QStringLiteral("histogram_quantile(0.95, sum by (%1) (rate(%2[{rate}])))").arg(by, bucket);
    return scale.isEmpty() ? q : q + QStringLiteral(" / ") + scale;
}

// Names are each project's documented ones: dcgm-exporter's counters files
// (default-counters.csv, dcp-metrics-included.csv), kube-state-metrics'
// deployment metrics, vLLM's metrics.py, Triton's metrics.md, TGI's
// router metrics, the OpenTelemetry HTTP semantic conventions (new and
// pre-1.20), Ray Serve's monitoring guide.
std::vector<FleetQuantity> build()
{
    std::vector<FleetQuantity> out;

    const QString used = QStringLiteral("DCGM_FI_DEV_FB_USED");
    const QString freeMib = QStringLiteral("DCGM_FI_DEV_FB_FREE");
    const QString reserved = QStringLiteral("DCGM_FI_DEV_FB_RESERVED");
    out.push_back(
        {QStringLiteral("fleetscope:gpu_memory_used:percent"),
         QT_TRANSLATE_NOOP("fleetscope_core", "GPU memory used"),
         {
             {QT_TRANSLATE_NOOP("fleetscope_core", "memory used of used + free + reserved"),
              {used, freeMib, reserved},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + "
                             "DCGM_FI_DEV_FB_FREE + DCGM_FI_DEV_FB_RESERVED)"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core",
                                "memory used of used + free (without FB_RESERVED)"),
              {used, freeMib},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + "
                             "DCGM_FI_DEV_FB_FREE)"),
              nullptr},
         },
         {}});

    out.push_back(
        {QStringLiteral("fleetscope:gpu_busy:percent"),
         QT_TRANSLATE_NOOP("fleetscope_core", "GPU busy"),
         {
             // Under MIG dcgm reports no GPU_UTIL per instance, and where it
             // does report it, it is the whole GPU's.
             {QT_TRANSLATE_NOOP("fleetscope_core", "GPU utilisation"),
              {QStringLiteral("DCGM_FI_DEV_GPU_UTIL")},
              {},
              {},
              QStringLiteral("GPU_I_ID"),
              false,
              false,
              QStringLiteral("DCGM_FI_DEV_GPU_UTIL"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "graphics engine active (per MIG instance "
                                                   "where partitioned)"),
              {QStringLiteral("DCGM_FI_PROF_GR_ENGINE_ACTIVE")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("100 * DCGM_FI_PROF_GR_ENGINE_ACTIVE"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "GPU utilisation (whole GPU, MIG)"),
              {QStringLiteral("DCGM_FI_DEV_GPU_UTIL")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("DCGM_FI_DEV_GPU_UTIL"),
              nullptr},
         },
         {}});

    const char *mean = QT_TRANSLATE_NOOP("fleetscope_core", "Mean inference latency");
    out.push_back(
        {QStringLiteral("fleetscope:inference_latency_p95:seconds"),
         QT_TRANSLATE_NOOP("fleetscope_core", "P95 inference latency"),
         {
             {QT_TRANSLATE_NOOP("fleetscope_core", "inference request histogram"),
              {QStringLiteral("inference_request_duration_seconds_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("inference_request_duration_seconds_bucket")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "vLLM end-to-end latency"),
              {QStringLiteral("vllm:e2e_request_latency_seconds_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("vllm:e2e_request_latency_seconds_bucket"),
                  QStringLiteral("model_name")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "TGI request duration"),
              {QStringLiteral("tgi_request_duration_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("tgi_request_duration_bucket")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "Triton request latency summary"),
              {QStringLiteral("nv_inference_request_summary_us")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("max by ({by}, model) "
                             "(nv_inference_request_summary_us{quantile=\"0.95\"}) / 1e6"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core",
                                "Triton request duration counters (a mean, not a P95)"),
              {QStringLiteral("nv_inference_request_duration_us"),
               QStringLiteral("nv_inference_request_success")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("sum by ({by}, model) "
                             "(rate(nv_inference_request_duration_us[{rate}])) / sum by "
                             "({by}, model) (rate(nv_inference_request_success[{rate}]))"
                             " / 1e6"),
              mean},
             {QT_TRANSLATE_NOOP("fleetscope_core", "OpenTelemetry HTTP server duration"),
              {QStringLiteral("http_server_request_duration_seconds_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("http_server_request_duration_seconds_bucket"),
                  QStringLiteral("http_route")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "OpenTelemetry HTTP server duration (ms)"),
              {QStringLiteral("http_server_duration_milliseconds_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("http_server_duration_milliseconds_bucket"),
                  QStringLiteral("http_route"), QStringLiteral("1000")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core",
                                "OpenTelemetry HTTP server duration (ms, no unit suffix)"),
              {QStringLiteral("http_server_duration_bucket")},
              {},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("http_server_duration_bucket"), QStringLiteral("http_route"),
                  QStringLiteral("1000")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "Ray Serve processing latency (ms)"),
              {},
              {QStringLiteral("ray_serve_deployment_processing_latency_ms_bucket"),
               QStringLiteral("ray_serve_http_request_latency_ms_bucket")},
              {},
              {},
              false,
              false,
              p95(QStringLiteral("{any}"), QStringLiteral("deployment"), QStringLiteral("1000")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "latency histogram (seconds)"),
              {},
              {},
              {},
              {},
              true,
              false,
              p95(QStringLiteral("{any}_bucket")),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "latency histogram (milliseconds)"),
              {},
              {},
              {},
              {},
              true,
              true,
              p95(QStringLiteral("{any}_bucket"), {}, QStringLiteral("1000")),
              nullptr},
         },
         {}});

    out.back().defaultBy = QStringLiteral("namespace, pod");
    out.push_back({QStringLiteral("fleetscope:time_to_first_token_p95:seconds"),
                   QT_TRANSLATE_NOOP("fleetscope_core", "P95 time to first token"),
                   {
                       {QT_TRANSLATE_NOOP("fleetscope_core", "vLLM time to first token"),
                        {QStringLiteral("vllm:time_to_first_token_seconds_bucket")},
                        {},
                        {},
                        {},
                        false,
                        false,
                        p95(QStringLiteral("vllm:time_to_first_token_seconds_bucket"),
                            QStringLiteral("model_name")),
                        nullptr},
                       {QT_TRANSLATE_NOOP("fleetscope_core", "Triton first response (ms)"),
                        {QStringLiteral("nv_inference_first_response_histogram_ms_bucket")},
                        {},
                        {},
                        {},
                        false,
                        false,
                        p95(QStringLiteral("nv_inference_first_response_histogram_ms_bucket"),
                            QStringLiteral("model"), QStringLiteral("1000")),
                        nullptr},
                   },
                   {}});

    out.back().defaultBy = QStringLiteral("namespace, pod");
    // Pods that serve inference: what the autoscaler made available, else
    // what it asked for, else the pods the inference server's own metrics
    // come from (one scrape target each).
    QStringList servers = {QStringLiteral("inference_request_duration_seconds_count"),
                           QStringLiteral("vllm:e2e_request_latency_seconds_count"),
                           QStringLiteral("tgi_request_duration_count"),
                           QStringLiteral("nv_inference_request_success"),
                           QStringLiteral("http_server_request_duration_seconds_count"),
                           QStringLiteral("http_server_duration_milliseconds_count"),
                           QStringLiteral("ray_serve_deployment_processing_latency_ms_count")};
    out.push_back(
        {QStringLiteral("fleetscope:inference_pods:count"),
         QT_TRANSLATE_NOOP("fleetscope_core", "Inference pods available"),
         {
             {QT_TRANSLATE_NOOP("fleetscope_core", "kube-state-metrics available replicas"),
              {QStringLiteral("kube_deployment_status_replicas_available")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("kube_deployment_status_replicas_available"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "kube-state-metrics replicas (not only "
                                                   "available ones)"),
              {QStringLiteral("kube_deployment_status_replicas")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("kube_deployment_status_replicas"),
              QT_TRANSLATE_NOOP("fleetscope_core", "Inference pods")},
             {QT_TRANSLATE_NOOP("fleetscope_core", "pods the inference server reports from"),
              {},
              servers,
              {},
              {},
              false,
              false,
              QStringLiteral("count by ({by}) (group by ({by}, pod) ({any}))"),
              QT_TRANSLATE_NOOP("fleetscope_core", "Inference pods reporting")},
         },
         {}});
    out.back().defaultBy = QStringLiteral("namespace");
    // Why clocks are below their maximum: dcgm-exporter 4 speaks of clock
    // events, older ones of throttling; the same bit field.
    out.push_back(
        {QStringLiteral("fleetscope:gpu_clock_event_reasons:mask"),
         QT_TRANSLATE_NOOP("fleetscope_core", "GPU clock event reasons"),
         {
             {QT_TRANSLATE_NOOP("fleetscope_core", "clock event reasons"),
              {QStringLiteral("DCGM_FI_DEV_CLOCKS_EVENT_REASONS")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("DCGM_FI_DEV_CLOCKS_EVENT_REASONS"),
              nullptr},
             {QT_TRANSLATE_NOOP("fleetscope_core", "clock throttle reasons (older exporters)"),
              {QStringLiteral("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS")},
              {},
              {},
              {},
              false,
              false,
              QStringLiteral("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS"),
              nullptr},
         },
         {}});
    return out;
}

// Histograms every Kubernetes cluster has whatever it serves: the monitoring
// stack's and the control plane's own. Never a service's latency.
bool isInfrastructure(const QString &name)
{
    static const char *const prefixes[] = {"prometheus_",
                                           "alertmanager_",
                                           "apiserver_",
                                           "etcd_",
                                           "kubelet_",
                                           "scheduler_",
                                           "coredns_",
                                           "rest_client_",
                                           "workqueue_",
                                           "storage_operation_",
                                           "go_",
                                           "process_",
                                           "node_",
                                           "grafana_",
                                           "net_conntrack_",
                                           "kube_",
                                           "cortex_",
                                           "thanos_",
                                           "vm_",
                                           "loki_",
                                           "controller_runtime_",
                                           "authentication_",
                                           "admission_",
                                           "aggregator_"};
    for (const char *p : prefixes)
        if (name.startsWith(QLatin1String(p)))
            return true;
    return false;
}

bool labelsOk(const QuantityWay &w, const MetricCatalog &c)
{
    if (!w.needsLabel.isEmpty() && !c.hasLabel(w.needsLabel))
        return false;
    if (!w.avoidLabel.isEmpty() && c.hasLabel(w.avoidLabel))
        return false;
    return true;
}

} // namespace

namespace FleetQuantities {

const std::vector<FleetQuantity> &all()
{
    static const std::vector<FleetQuantity> quantities = build();
    return quantities;
}

const FleetQuantity *find(const QString &token)
{
    for (const FleetQuantity &q : all())
        if (q.token == token)
            return &q;
    return nullptr;
}

QString latencyHistogram(const MetricCatalog &catalog, bool milliseconds)
{
    static const QRegularExpression says(QStringLiteral("(latency|duration)"));
    const QLatin1String suffix =
        milliseconds ? QLatin1String("_milliseconds_bucket") : QLatin1String("_seconds_bucket");
    const QLatin1String msSuffix("_ms_bucket");
    QStringList found;
    for (const QString &n : catalog.names) {
        const bool unitOk = n.endsWith(suffix) || (milliseconds && n.endsWith(msSuffix));
        if (unitOk && says.match(n).hasMatch() && !isInfrastructure(n))
            found.append(n);
    }
    if (found.isEmpty())
        return {};
    // A name that says inference or request is the likelier service metric.
    auto rank = [](const QString &n) {
        if (n.contains(QLatin1String("inference")))
            return 0;
        if (n.contains(QLatin1String("request")))
            return 1;
        return 2;
    };
    std::sort(found.begin(), found.end(), [&](const QString &a, const QString &b) {
        return std::pair(rank(a), a) < std::pair(rank(b), b);
    });
    return found.first().chopped(int(QStringLiteral("_bucket").size()));
}

QuantityChoice choose(const FleetQuantity &q, const MetricCatalog &catalog,
                      const QString &rateWindow, const QString &by)
{
    QuantityChoice out;
    auto take = [&](int i, const QString &any) {
        const QuantityWay &w = q.ways[size_t(i)];
        out.way = i;
        out.label = tx(w.label);
        out.title = tx(w.title ? w.title : q.title);
        out.promql = w.promql;
        out.promql.replace(QLatin1String("{any}"), any);
        out.promql.replace(QLatin1String("{by}"), by.isEmpty() ? q.defaultBy : by);
        out.promql.replace(QLatin1String("{rate}"), rateWindow);
        out.metric = !w.needs.isEmpty() ? w.needs.first() : any;
        if (w.latencyPattern)
            out.metric = any;
    };
    if (!catalog.known) {
        const QuantityWay &w = q.ways.front();
        take(0, w.anyOf.value(0));
        out.assumed = true;
        return out;
    }
    for (int i = 0; i < int(q.ways.size()); ++i) {
        const QuantityWay &w = q.ways[size_t(i)];
        QStringList missing;
        for (const QString &n : w.needs)
            if (!catalog.has(n))
                missing.append(n);
        QString any;
        if (w.latencyPattern) {
            any = latencyHistogram(catalog, w.milliseconds);
            if (any.isEmpty())
                missing.append(w.milliseconds
                                   ? QStringLiteral("*_milliseconds_bucket / *_ms_bucket")
                                   : QStringLiteral("*_seconds_bucket"));
        } else if (!w.anyOf.isEmpty()) {
            for (const QString &n : w.anyOf)
                if (catalog.has(n)) {
                    any = n;
                    break;
                }
            if (any.isEmpty())
                missing.append(w.anyOf.join(QLatin1String(" | ")));
        }
        const QString label = tx(w.label);
        if (!missing.isEmpty()) {
            out.whyNot.append(CoreTr::tr("%1: the source has no %2")
                                  .arg(label, missing.join(QLatin1String(", "))));
            continue;
        }
        if (!labelsOk(w, catalog)) {
            out.whyNot.append(
                !w.needsLabel.isEmpty() && !catalog.hasLabel(w.needsLabel)
                    ? CoreTr::tr("%1: the series have no %2 label").arg(label, w.needsLabel)
                    : CoreTr::tr("%1: not used where the series have a %2 label")
                          .arg(label, w.avoidLabel));
            continue;
        }
        take(i, w.latencyPattern ? any : (any.isEmpty() ? QString() : any));
        if (w.latencyPattern)
            out.metric = any + QStringLiteral("_bucket");
        return out;
    }
    out.title = tx(q.title);
    return out;
}

} // namespace FleetQuantities
