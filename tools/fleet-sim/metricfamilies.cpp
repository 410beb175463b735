#include "metricfamilies.h"

#include "counterstate.h"

namespace {

using Kind = MetricFamily::Kind;

MetricFamily gpuFamily(const char *name, const char *type, const char *help, Kind kind,
                       double GpuSample::*field)
{
    MetricFamily family{name, type, help, kind};
    family.field = field;
    return family;
}

MetricFamily replicaFamily(const char *name, const char *help, MetricFamily::ReplicaCount count)
{
    MetricFamily family{name, "gauge", help, Kind::Replicas};
    family.replicas = count;
    return family;
}

MetricFamily histogramFamily(const char *name, const char *help,
                             MetricFamily::HistogramSource source)
{
    MetricFamily family{name, "histogram", help, Kind::Histogram};
    family.histogram = source;
    return family;
}

MetricFamily tritonFamily(const char *name, const char *help, MetricFamily::PodCounterValue value)
{
    MetricFamily family{name, "counter", help, Kind::PodCounter};
    family.podCounter = value;
    return family;
}

// dcgm-exporter's health fields (not in its default counters; fleets that
// page on GPU health add them).
void addHealthFamilies(const ExporterDialect &dialect, std::vector<MetricFamily> &out)
{
    out.push_back(gpuFamily("DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", "counter",
                            "Total number of double-bit volatile ECC errors.", Kind::Device,
                            &GpuSample::eccDbeVolatile));
    out.push_back(gpuFamily("DCGM_FI_DEV_ROW_REMAP_FAILURE", "gauge",
                            "Whether remapping of rows has failed", Kind::Device,
                            &GpuSample::rowRemapFailure));
    out.push_back(gpuFamily("DCGM_FI_DEV_PCIE_REPLAY_COUNTER", "counter",
                            "Total number of PCIe retries.", Kind::Device,
                            &GpuSample::pcieReplays));
    // DCGM renamed the field (same id, same bits) when throttling became
    // "clock events".
    if (dialect.newerDcgm()) {
        out.push_back(gpuFamily("DCGM_FI_DEV_CLOCKS_EVENT_REASONS", "gauge",
                                "Current clock event reasons (bit mask).", Kind::Device,
                                &GpuSample::clockEventReasons));
        // A counter since dcgm-exporter 4.4 (a gauge before), though the
        // count falls as XIDs leave the window.
        out.push_back({"DCGM_EXP_XID_ERRORS_COUNT", "counter",
                       "Count of XID Errors within user-specified time window (see "
                       "xid-count-window-size param).",
                       Kind::XidCount});
    } else {
        out.push_back(gpuFamily("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", "gauge",
                                "Current clock throttle reasons (bit mask).", Kind::Device,
                                &GpuSample::clockEventReasons));
    }
}

void addLatencyFamilies(LatencyDialect latency, std::vector<MetricFamily> &out)
{
    using Source = MetricFamily::HistogramSource;
    using Value = MetricFamily::PodCounterValue;
    switch (latency) {
    case LatencyDialect::Generic:
        out.push_back(
            histogramFamily("inference_request_duration_seconds",
                            "Time from receiving an inference request to sending its last token.",
                            Source::LatencySeconds));
        break;
    case LatencyDialect::Vllm:
        out.push_back(histogramFamily("vllm:e2e_request_latency_seconds",
                                      "Histogram of e2e request latency in seconds.",
                                      Source::LatencySeconds));
        out.push_back(histogramFamily("vllm:time_to_first_token_seconds",
                                      "Histogram of time to first token in seconds.",
                                      Source::TtftSeconds));
        break;
    case LatencyDialect::Triton:
        out.push_back(tritonFamily("nv_inference_request_success",
                                   "Number of successful inference requests, all batch sizes",
                                   Value::Requests));
        out.push_back(tritonFamily("nv_inference_count",
                                   "Number of inferences performed (does not include cached "
                                   "requests)",
                                   Value::Requests));
        out.push_back(tritonFamily("nv_inference_request_duration_us",
                                   "Cumulative inference request duration in microseconds "
                                   "(includes cached requests)",
                                   Value::SumMicros));
        out.push_back(tritonFamily("nv_inference_queue_duration_us",
                                   "Cumulative inference queuing duration in microseconds "
                                   "(includes cached requests)",
                                   Value::QueueMicros));
        out.push_back(tritonFamily("nv_inference_compute_infer_duration_us",
                                   "Cumulative compute inference duration in microseconds (does "
                                   "not include cached requests)",
                                   Value::ComputeInferMicros));
        break;
    case LatencyDialect::Tgi:
        out.push_back(histogramFamily("tgi_request_duration",
                                      "Total time spent processing the request (e2e latency)",
                                      Source::LatencySeconds));
        break;
    case LatencyDialect::Otel:
        out.push_back(histogramFamily("http_server_request_duration_seconds",
                                      "Duration of HTTP server requests.", Source::LatencySeconds));
        break;
    case LatencyDialect::OtelMs:
        out.push_back(histogramFamily("http_server_duration_milliseconds",
                                      "Measures the duration of inbound HTTP requests.",
                                      Source::LatencyMillis));
        break;
    case LatencyDialect::Ray:
        out.push_back(histogramFamily("ray_serve_deployment_processing_latency_ms",
                                      "The latency for queries to be processed.",
                                      Source::LatencyMillis));
        break;
    }
}

} // namespace

bool MetricFamily::needsGpuSamples() const
{
    return kind == Kind::Device || kind == Kind::Instance || kind == Kind::XidCount;
}

int MetricFamily::counterParts() const
{
    switch (kind) {
    case Kind::Energy:
        return CounterState::Energy;
    case Kind::Histogram:
        return histogram == HistogramSource::TtftSeconds ? CounterState::Ttft
                                                         : CounterState::Latency;
    case Kind::Summary:
        return CounterState::Preprocess;
    case Kind::PodCounter:
        switch (podCounter) {
        case PodCounterValue::Requests:
        case PodCounterValue::SumMicros:
            return CounterState::Latency;
        case PodCounterValue::QueueMicros:
        case PodCounterValue::ComputeInferMicros:
            return CounterState::Phases;
        }
        return 0;
    default:
        return 0;
    }
}

std::vector<MetricFamily> metricFamilies(const ExporterDialect &dialect)
{
    // Names, types and help texts as dcgm-exporter, kube-state-metrics and
    // the inference servers print them.
    std::vector<MetricFamily> out{
        gpuFamily("DCGM_FI_DEV_SM_CLOCK", "gauge", "SM clock frequency (in MHz).", Kind::Device,
                  &GpuSample::smClock),
        gpuFamily("DCGM_FI_DEV_MEM_CLOCK", "gauge", "Memory clock frequency (in MHz).",
                  Kind::Device, &GpuSample::memClock),
        gpuFamily("DCGM_FI_DEV_MEMORY_TEMP", "gauge", "Memory temperature (in C).", Kind::Device,
                  &GpuSample::memTemp),
        gpuFamily("DCGM_FI_DEV_GPU_TEMP", "gauge", "GPU temperature (in C).", Kind::Device,
                  &GpuSample::gpuTemp),
        gpuFamily("DCGM_FI_DEV_POWER_USAGE", "gauge", "Power draw (in W).", Kind::Device,
                  &GpuSample::power),
        {"DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", "counter",
         "Total energy consumption since boot (in mJ).", Kind::Energy},
    };
    // dcgm reports no GPU utilisation for MIG instances.
    if (dialect.gpuUtil && !dialect.mig)
        out.push_back(gpuFamily("DCGM_FI_DEV_GPU_UTIL", "gauge", "GPU utilization (in %).",
                                Kind::Device, &GpuSample::util));
    out.push_back(gpuFamily("DCGM_FI_DEV_XID_ERRORS", "gauge",
                            "Value of the last XID error encountered.", Kind::Device,
                            &GpuSample::xid));
    if (dialect.healthFields())
        addHealthFamilies(dialect, out);
    if (dialect.explainFaults())
        addExplainGpuFamilies(out);
    out.push_back(gpuFamily("DCGM_FI_DEV_FB_FREE", "gauge", "Framebuffer memory free (in MiB).",
                            Kind::Instance, &GpuSample::fbFree));
    out.push_back(gpuFamily("DCGM_FI_DEV_FB_USED", "gauge", "Framebuffer memory used (in MiB).",
                            Kind::Instance, &GpuSample::fbUsed));
    if (dialect.fbReserved)
        out.push_back(gpuFamily("DCGM_FI_DEV_FB_RESERVED", "gauge",
                                "Framebuffer memory reserved (in MiB).", Kind::Instance,
                                &GpuSample::fbReserved));
    out.push_back(gpuFamily("DCGM_FI_PROF_GR_ENGINE_ACTIVE", "gauge",
                            "Ratio of time the graphics engine is active.", Kind::Instance,
                            &GpuSample::grActive));
    out.push_back(gpuFamily("DCGM_FI_PROF_PIPE_TENSOR_ACTIVE", "gauge",
                            "Ratio of cycles the tensor (HMMA) pipe is active.", Kind::Instance,
                            &GpuSample::tensorActive));
    out.push_back(gpuFamily(
        "DCGM_FI_PROF_DRAM_ACTIVE", "gauge",
        "Ratio of cycles the device memory interface is active sending or receiving data.",
        Kind::Instance, &GpuSample::dramActive));

    using Count = MetricFamily::ReplicaCount;
    switch (dialect.ksm) {
    case KsmSeries::Full:
        out.push_back(replicaFamily("kube_deployment_spec_replicas",
                                    "Number of desired pods for a deployment.", Count::Spec));
        out.push_back(replicaFamily("kube_deployment_status_replicas_available",
                                    "The number of available replicas per deployment.",
                                    Count::Available));
        break;
    case KsmSeries::Replicas:
        out.push_back(replicaFamily("kube_deployment_spec_replicas",
                                    "Number of desired pods for a deployment.", Count::Spec));
        // The pods that exist: the simulator's surge pods count once they
        // serve, so this is the available count of fleet-sim's own dialect.
        out.push_back(replicaFamily("kube_deployment_status_replicas",
                                    "The number of replicas per deployment.", Count::Available));
        break;
    case KsmSeries::None:
        break;
    }
    if (dialect.podInfo())
        out.push_back({"kube_pod_info", "gauge", "Information about pod.", Kind::PodInfo});
    if (dialect.podRequests())
        out.push_back({"kube_pod_container_resource_requests", "gauge",
                       "The number of requested request resource by a container.",
                       Kind::PodRequests});
    if (dialect.exportsNodeLabels())
        out.push_back({"kube_node_labels", "gauge",
                       "Kubernetes labels converted to Prometheus labels.", Kind::NodeLabels});
    addLatencyFamilies(dialect.latency, out);
    if (dialect.explainFaults())
        addExplainHostFamilies(dialect, out);
    return out;
}
