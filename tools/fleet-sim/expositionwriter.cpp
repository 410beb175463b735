#include "expositionwriter.h"

#include "counterstate.h"

#include <charconv>
#include <iterator>

namespace {

enum class Kind
{
    Gpu,
    Energy,
    Spec,
    Available,
    Histogram
};

struct Family
{
    const char *name;
    const char *type;
    const char *help;
    Kind kind;
    double GpuSample::*field;
};

// Names, types and help texts as dcgm-exporter and kube-state-metrics print them.
constexpr Family kFamilies[] = {
    {"DCGM_FI_DEV_SM_CLOCK", "gauge", "SM clock frequency (in MHz).", Kind::Gpu,
     &GpuSample::smClock},
    {"DCGM_FI_DEV_MEM_CLOCK", "gauge", "Memory clock frequency (in MHz).", Kind::Gpu,
     &GpuSample::memClock},
    {"DCGM_FI_DEV_MEMORY_TEMP", "gauge", "Memory temperature (in C).", Kind::Gpu,
     &GpuSample::memTemp},
    {"DCGM_FI_DEV_GPU_TEMP", "gauge", "GPU temperature (in C).", Kind::Gpu, &GpuSample::gpuTemp},
    {"DCGM_FI_DEV_POWER_USAGE", "gauge", "Power draw (in W).", Kind::Gpu, &GpuSample::power},
    {"DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", "counter",
     "Total energy consumption since boot (in mJ).", Kind::Energy, nullptr},
    {"DCGM_FI_DEV_GPU_UTIL", "gauge", "GPU utilization (in %).", Kind::Gpu, &GpuSample::util},
    {"DCGM_FI_DEV_XID_ERRORS", "gauge", "Value of the last XID error encountered.", Kind::Gpu,
     &GpuSample::xid},
    {"DCGM_FI_DEV_FB_FREE", "gauge", "Framebuffer memory free (in MiB).", Kind::Gpu,
     &GpuSample::fbFree},
    {"DCGM_FI_DEV_FB_USED", "gauge", "Framebuffer memory used (in MiB).", Kind::Gpu,
     &GpuSample::fbUsed},
    {"DCGM_FI_DEV_FB_RESERVED", "gauge", "Framebuffer memory reserved (in MiB).", Kind::Gpu,
     &GpuSample::fbReserved},
    {"DCGM_FI_PROF_GR_ENGINE_ACTIVE", "gauge", "Ratio of time the graphics engine is active.",
     Kind::Gpu, &GpuSample::grActive},
    {"DCGM_FI_PROF_PIPE_TENSOR_ACTIVE", "gauge",
     "Ratio of cycles the tensor (HMMA) pipe is active.", Kind::Gpu, &GpuSample::tensorActive},
    {"DCGM_FI_PROF_DRAM_ACTIVE", "gauge",
     "Ratio of cycles the device memory interface is active sending or receiving data.", Kind::Gpu,
     &GpuSample::dramActive},
    {"kube_deployment_spec_replicas", "gauge", "Number of desired pods for a deployment.",
     Kind::Spec, nullptr},
    {"kube_deployment_status_replicas_available", "gauge",
     "The number of available replicas per deployment.", Kind::Available, nullptr},
    {"inference_request_duration_seconds", "histogram",
     "Time from receiving an inference request to sending its last token.", Kind::Histogram,
     nullptr},
};

void appendNumber(double value, std::string &out)
{
    char buffer[32];
    // Shortest round-trip text: deterministic and exact for Prometheus' parser.
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    out.append(buffer, result.ptr);
}

void appendInteger(qint64 value, std::string &out)
{
    char buffer[24];
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    out.append(buffer, result.ptr);
}

void appendMicros(qint64 micros, std::string &out)
{
    appendInteger(micros / 1000000, out);
    char fraction[8] = {'.'};
    qint64 rest = micros % 1000000;
    for (int i = 6; i >= 1; --i) {
        fraction[i] = char('0' + rest % 10);
        rest /= 10;
    }
    out.append(fraction, 7);
}

void appendBytes(const QByteArray &bytes, std::string &out)
{
    out.append(bytes.constData(), size_t(bytes.size()));
}

} // namespace

ExpositionWriter::ExpositionWriter(const FleetModel &model, Format format)
    : m_model(model), m_format(format)
{
}

int ExpositionWriter::familyCount()
{
    return int(std::size(kFamilies));
}

bool ExpositionWriter::needsGpuSamples(int family)
{
    return kFamilies[family].kind == Kind::Gpu;
}

int ExpositionWriter::counterParts(int family)
{
    switch (kFamilies[family].kind) {
    case Kind::Energy:
        return CounterState::Energy;
    case Kind::Histogram:
        return CounterState::Latency;
    default:
        return 0;
    }
}

void ExpositionWriter::appendHeader(int family, std::string &out) const
{
    const Family &f = kFamilies[family];
    out += "# HELP ";
    out += f.name;
    out += ' ';
    out += f.help;
    out += "\n# TYPE ";
    out += f.name;
    out += ' ';
    // OpenMetrics reserves "counter" for families whose samples end in _total;
    // dcgm's energy counter does not, so the backfill declares it unknown.
    // Prometheus' TSDB keeps no type either way, so queries are unaffected.
    if (m_format == Format::OpenMetrics && f.kind == Kind::Energy)
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

void ExpositionWriter::appendGpuLine(const char *name, int gpu, int pod, std::string &out) const
{
    out += name;
    out += '{';
    appendBytes(m_model.topology().gpus()[size_t(gpu)].labels, out);
    if (pod >= 0)
        appendBytes(m_model.topology().pods()[size_t(pod)].gpuLabels, out);
    out += "} ";
}

void ExpositionWriter::appendSamples(int family, const StepContext &ctx,
                                     const std::vector<GpuSample> &gpus,
                                     const CounterState &counters, std::string &out) const
{
    const Family &f = kFamilies[family];
    const FleetTopology &topology = m_model.topology();
    switch (f.kind) {
    case Kind::Gpu:
        for (size_t gpu = 0; gpu < gpus.size(); ++gpu) {
            appendGpuLine(f.name, int(gpu), gpus[gpu].pod, out);
            appendNumber(gpus[gpu].*f.field, out);
            appendTimestamp(ctx, out);
            out += '\n';
        }
        break;
    case Kind::Energy:
        for (int gpu = 0; gpu < int(topology.gpus().size()); ++gpu) {
            appendGpuLine(f.name, gpu, m_model.podOnGpu(ctx, gpu), out);
            appendInteger(counters.energyMilliJoules(gpu), out);
            appendTimestamp(ctx, out);
            out += '\n';
        }
        break;
    case Kind::Spec:
    case Kind::Available:
        for (int team = 0; team < FleetTopology::kTeamCount; ++team) {
            out += f.name;
            out += '{';
            appendBytes(FleetTopology::teamLabels(team), out);
            out += "} ";
            appendInteger(f.kind == Kind::Spec ? m_model.specReplicas(ctx, team)
                                               : m_model.availableReplicas(ctx, team),
                          out);
            appendTimestamp(ctx, out);
            out += '\n';
        }
        break;
    case Kind::Histogram:
        for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
            if (!m_model.podServing(ctx, pod))
                continue;
            const PodCounters &c = counters.pod(pod);
            const QByteArray &labels = topology.pods()[size_t(pod)].histogramLabels;
            for (int b = 0; b <= PodCounters::kBucketCount; ++b) {
                out += f.name;
                out += "_bucket{";
                appendBytes(labels, out);
                out += ",le=\"";
                out += b < PodCounters::kBucketCount ? CounterState::bucketLabel(b) : "+Inf";
                out += "\"} ";
                appendInteger(b < PodCounters::kBucketCount ? c.buckets[size_t(b)] : c.count, out);
                appendTimestamp(ctx, out);
                out += '\n';
            }
            out += f.name;
            out += "_sum{";
            appendBytes(labels, out);
            out += "} ";
            appendMicros(c.sumMicros, out);
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
        break;
    }
}
