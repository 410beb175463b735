#include "expositionwriter.h"

#include "counterstate.h"
#include "explainserieswriter.h"
#include "expositiontext.h"

namespace {

using Kind = MetricFamily::Kind;

using ExpositionText::appendBytes;
using ExpositionText::appendFixed;
using ExpositionText::appendInteger;
using ExpositionText::appendNumber;

bool endsWith(const char *text, std::string_view suffix)
{
    const std::string_view view(text);
    return view.size() >= suffix.size() && view.substr(view.size() - suffix.size()) == suffix;
}

} // namespace

ExpositionWriter::ExpositionWriter(const FleetModel &model, Format format)
    : m_model(model), m_format(format), m_families(metricFamilies(model.dialect()))
{
    if (model.dialect().explainFaults())
        m_explain = std::make_unique<ExplainSeriesWriter>(model);
}

ExpositionWriter::~ExpositionWriter() = default;

bool ExpositionWriter::needsGpuSamples(int family) const
{
    return m_families[size_t(family)].needsGpuSamples();
}

int ExpositionWriter::counterParts(int family) const
{
    return m_families[size_t(family)].counterParts();
}

int ExpositionWriter::allCounterParts() const
{
    int parts = 0;
    for (const MetricFamily &family : m_families)
        parts |= family.counterParts();
    return parts;
}

void ExpositionWriter::appendHeader(int family, std::string &out) const
{
    const MetricFamily &f = m_families[size_t(family)];
    const bool counter = std::string_view(f.type) == "counter";
    const bool total = endsWith(f.name, "_total");
    // An OpenMetrics counter family is named without the _total its samples
    // carry (node_exporter's, cAdvisor's and kube-state-metrics' counters).
    std::string_view name(f.name);
    if (m_format == Format::OpenMetrics && counter && total)
        name.remove_suffix(std::string_view("_total").size());
    out += "# HELP ";
    out += name;
    out += ' ';
    out += f.help;
    out += "\n# TYPE ";
    out += name;
    out += ' ';
    // OpenMetrics reserves "counter" for families whose samples end in _total;
    // dcgm's and Triton's counters do not, so the backfill declares them
    // unknown. Prometheus' TSDB keeps no type either way, so queries are
    // unaffected.
    if (m_format == Format::OpenMetrics && counter && !total)
        out += "unknown";
    else
        out += f.type;
    out += '\n';
}

void ExpositionWriter::appendTrailer(std::string &out) const
{
    if (m_format == Format::OpenMetrics)
        out += "# EOF\n";
}

void ExpositionWriter::appendTimestamp(const StepContext &ctx, std::string &out) const
{
    switch (m_format) {
    case Format::Prometheus:
        break;
    case Format::OpenMetrics:
        out += ' ';
        appendInteger(ctx.t, out);
        break;
    case Format::PrometheusMs:
        out += ' ';
        appendInteger(ctx.t * 1000, out);
        break;
    }
}

void ExpositionWriter::appendGpuLine(const char *name, const QByteArray &labels,
                                     const QByteArray *podLabels, std::string &out,
                                     std::string_view extraLabels) const
{
    out += name;
    out += '{';
    appendBytes(labels, out);
    if (podLabels)
        appendBytes(*podLabels, out);
    out += extraLabels;
    out += "} ";
}

template <typename F> void ExpositionWriter::forEachPodLabels(int gpu, int pod, F &&f) const
{
    const FleetTopology &topology = m_model.topology();
    const QByteArray *own = pod >= 0 ? &topology.pods()[size_t(pod)].gpuLabels : nullptr;
    if (gpu != topology.sharedGpu() || pod < 0) {
        // A time-sliced GPU without a pod of its own at this step (the
        // second MIG instance, say) still reports once.
        f(own);
        return;
    }
    // Time-sliced: one series per pod, every one with the device's values.
    f(own);
    for (const int sliced : topology.slicedPods())
        f(&topology.pods()[size_t(sliced)].gpuLabels);
}

void ExpositionWriter::appendSamples(int family, const StepContext &ctx,
                                     const std::vector<GpuSample> &gpus,
                                     const CounterState &counters, std::string &out) const
{
    const MetricFamily &f = m_families[size_t(family)];
    const FleetTopology &topology = m_model.topology();
    switch (f.kind) {
    case Kind::Device:
    case Kind::Instance:
        appendGpuFamily(f, ctx, gpus, out);
        break;
    case Kind::Energy:
        for (int gpu = 0; gpu < int(topology.gpus().size()); ++gpu) {
            if (!m_model.gpuPresent(ctx, gpu))
                continue;
            // Under MIG the pods hold instances, not the GPU: device-level
            // fields carry no pod.
            const int pod = m_model.dialect().mig ? -1 : m_model.labelPodOnGpu(ctx, gpu);
            forEachPodLabels(gpu, pod, [&](const QByteArray *podLabels) {
                appendGpuLine(f.name, topology.gpus()[size_t(gpu)].labels, podLabels, out);
                appendInteger(counters.energyMilliJoules(gpu), out);
                appendTimestamp(ctx, out);
                out += '\n';
            });
        }
        break;
    case Kind::XidCount:
        appendXidCounts(f, ctx, gpus, out);
        break;
    case Kind::PodInfo:
        appendPodInfo(f, ctx, out);
        break;
    case Kind::PodRequests:
        appendPodRequests(f, ctx, out);
        break;
    case Kind::NodeLabels:
        // Once per node, from its first GPU: the VM size and its pool.
        for (const SimGpu &gpu : m_model.topology().gpus()) {
            if (gpu.index != 0)
                continue;
            out += f.name;
            out += "{label_agentpool=\"";
            out += gpu.sku->nodepool;
            out += "\",label_node_kubernetes_io_instance_type=\"";
            out += gpu.sku->sku;
            out += "\",node=\"";
            appendBytes(gpu.host, out);
            out += "\"} 1";
            appendTimestamp(ctx, out);
            out += '\n';
        }
        break;
    case Kind::Replicas:
        for (int team = 0; team < FleetTopology::kTeamCount; ++team) {
            out += f.name;
            out += '{';
            appendBytes(FleetTopology::teamLabels(team), out);
            out += "} ";
            appendInteger(f.replicas == MetricFamily::ReplicaCount::Spec
                              ? m_model.specReplicas(ctx, team)
                              : m_model.availableReplicas(ctx, team),
                          out);
            appendTimestamp(ctx, out);
            out += '\n';
        }
        break;
    case Kind::Histogram:
        appendHistogram(f, ctx, counters, out);
        break;
    case Kind::PodCounter:
        appendPodCounter(f, ctx, counters, out);
        break;
    case Kind::Node:
    case Kind::Container:
    case Kind::PodGauge:
    case Kind::Summary:
    case Kind::Generation:
    case Kind::Restarts: {
        std::string stamp;
        appendTimestamp(ctx, stamp);
        m_explain->appendSamples(f, ctx, counters, stamp, out);
        break;
    }
    }
}

void ExpositionWriter::appendGpuFamily(const MetricFamily &f, const StepContext &ctx,
                                       const std::vector<GpuSample> &gpus, std::string &out) const
{
    const bool mig = m_model.dialect().mig;
    const auto &simGpus = m_model.topology().gpus();
    for (size_t gpu = 0; gpu < gpus.size(); ++gpu) {
        if (!gpus[gpu].present)
            continue;
        if (f.kind == Kind::Instance && mig) {
            for (int instance = 0; instance < 2; ++instance) {
                const GpuSample sample = m_model.migInstanceSample(gpus[gpu], int(gpu), instance);
                forEachPodLabels(int(gpu), sample.labelPod, [&](const QByteArray *podLabels) {
                    appendGpuLine(f.name, simGpus[gpu].migLabels[instance], podLabels, out);
                    appendNumber(sample.*f.field, out);
                    appendTimestamp(ctx, out);
                    out += '\n';
                });
            }
            continue;
        }
        forEachPodLabels(int(gpu), mig ? -1 : gpus[gpu].labelPod, [&](const QByteArray *podLabels) {
            appendGpuLine(f.name, simGpus[gpu].labels, podLabels, out);
            appendNumber(gpus[gpu].*f.field, out);
            appendTimestamp(ctx, out);
            out += '\n';
        });
    }
}

void ExpositionWriter::appendXidCounts(const MetricFamily &f, const StepContext &ctx,
                                       const std::vector<GpuSample> &gpus, std::string &out) const
{
    // Like dcgm-exporter: one series per code seen within the window, or a
    // single 0 without an xid label when there was none.
    const bool mig = m_model.dialect().mig;
    const auto &simGpus = m_model.topology().gpus();
    for (size_t gpu = 0; gpu < gpus.size(); ++gpu) {
        if (!gpus[gpu].present)
            continue;
        const auto counts = m_model.xidCounts(int(gpu), ctx.t);
        const int pod = mig ? -1 : gpus[gpu].labelPod;
        auto line = [&](int code, int count) {
            std::string window = ",window_size_in_ms=\"";
            appendInteger(HealthFaults::kXidWindowMs, window);
            window += '"';
            if (code != 0) {
                window += ",xid=\"";
                appendInteger(code, window);
                window += '"';
            }
            forEachPodLabels(int(gpu), pod, [&](const QByteArray *podLabels) {
                appendGpuLine(f.name, simGpus[gpu].labels, podLabels, out, window);
                appendInteger(count, out);
                appendTimestamp(ctx, out);
                out += '\n';
            });
        };
        if (counts.empty())
            line(0, 0);
        for (const auto &[code, count] : counts)
            line(code, count);
    }
}

void ExpositionWriter::appendPodInfo(const MetricFamily &f, const StepContext &ctx,
                                     std::string &out) const
{
    const FleetTopology &topology = m_model.topology();
    auto line = [&](const SimPod &pod) {
        out += f.name;
        out += '{';
        appendBytes(pod.infoLabels, out);
        out += "} 1";
        appendTimestamp(ctx, out);
        out += '\n';
    };
    // A deleted pod leaves kube-state-metrics at once, whatever labels
    // dcgm-exporter still shows for its GPU.
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        if (m_model.podExists(ctx, pod))
            line(topology.pods()[size_t(pod)]);
    }
}

void ExpositionWriter::appendPodRequests(const MetricFamily &f, const StepContext &ctx,
                                         std::string &out) const
{
    const FleetTopology &topology = m_model.topology();
    // Each pod asks for one GPU (a time-sliced pod for one of the GPU's
    // replicas) and four cores: the GPU request is the one the cost review
    // reads, the CPU one is there so that it has to pick.
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        if (!m_model.podExists(ctx, pod))
            continue;
        for (const char *resource : {",resource=\"nvidia_com_gpu\",unit=\"integer\"} 1",
                                     ",resource=\"cpu\",unit=\"core\"} 4"}) {
            out += f.name;
            out += '{';
            appendBytes(topology.pods()[size_t(pod)].requestLabels, out);
            out += resource;
            appendTimestamp(ctx, out);
            out += '\n';
        }
    }
}

void ExpositionWriter::appendHistogram(const MetricFamily &f, const StepContext &ctx,
                                       const CounterState &counters, std::string &out) const
{
    using Source = MetricFamily::HistogramSource;
    const FleetTopology &topology = m_model.topology();
    const bool ttft = f.histogram == Source::TtftSeconds;
    const bool millis = f.histogram == Source::LatencyMillis;
    const int bucketCount = ttft ? PodCounters::kTtftBucketCount : PodCounters::kBucketCount;
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        if (!m_model.podServing(ctx, pod))
            continue;
        const PodCounters &c = counters.pod(pod);
        const QByteArray &labels = topology.pods()[size_t(pod)].latencyLabels;
        for (int b = 0; b <= bucketCount; ++b) {
            out += f.name;
            out += "_bucket{";
            appendBytes(labels, out);
            out += ",le=\"";
            if (b == bucketCount)
                out += "+Inf";
            else if (ttft)
                out += CounterState::ttftBucketLabel(b);
            else
                out += millis ? CounterState::bucketLabelMs(b) : CounterState::bucketLabel(b);
            out += "\"} ";
            if (b == bucketCount)
                appendInteger(c.count, out);
            else
                appendInteger(ttft ? c.ttftBuckets[size_t(b)] : c.buckets[size_t(b)], out);
            appendTimestamp(ctx, out);
            out += '\n';
        }
        out += f.name;
        out += "_sum{";
        appendBytes(labels, out);
        out += "} ";
        // Microseconds are exact in either unit.
        appendFixed(ttft ? c.ttftSumMicros : c.sumMicros, millis ? 3 : 6, out);
        appendTimestamp(ctx, out);
        out += '\n';
        out += f.name;
        out += "_count{";
        appendBytes(labels, out);
        out += "} ";
        appendInteger(c.count, out);
        appendTimestamp(ctx, out);
        out += '\n';
    }
}

void ExpositionWriter::appendPodCounter(const MetricFamily &f, const StepContext &ctx,
                                        const CounterState &counters, std::string &out) const
{
    using Value = MetricFamily::PodCounterValue;
    const FleetTopology &topology = m_model.topology();
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        if (!m_model.podServing(ctx, pod))
            continue;
        const PodCounters &c = counters.pod(pod);
        out += f.name;
        out += '{';
        appendBytes(topology.pods()[size_t(pod)].latencyLabels, out);
        out += "} ";
        switch (f.podCounter) {
        case Value::Requests:
            appendInteger(c.count, out);
            break;
        case Value::SumMicros:
            appendInteger(c.sumMicros, out);
            break;
        case Value::QueueMicros:
            appendInteger(c.queueMicros, out);
            break;
        case Value::ComputeInferMicros:
            appendInteger(c.computeInferMicros, out);
            break;
        }
        appendTimestamp(ctx, out);
        out += '\n';
    }
}
