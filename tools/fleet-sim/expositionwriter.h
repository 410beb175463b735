#pragma once

#include "fleetmodel.h"
#include "metricfamilies.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

class CounterState;
class ExplainSeriesWriter;

// Text the samples of one metric family at one step. The same code formats
// live scrapes and backfills, so a value reads the same in both, byte for byte;
// only the timestamp suffix and a few header rules differ by format. Which
// families there are follows the model's exporter dialect.
class ExpositionWriter final
{
  public:
    enum class Format
    {
        Prometheus,   // live /metrics: no timestamps
        OpenMetrics,  // promtool backfill: seconds, "# EOF" at the end
        PrometheusMs, // VictoriaMetrics import: milliseconds
    };

    ExpositionWriter(const FleetModel &model, Format format);
    ~ExpositionWriter();

    int familyCount() const { return int(m_families.size()); }
    bool needsGpuSamples(int family) const;
    int counterParts(int family) const; // CounterState::Part bits the family reads
    int allCounterParts() const;        // ... and those any family reads

    void appendHeader(int family, std::string &out) const;
    // `gpus` holds gpuSample() of every GPU at ctx when needsGpuSamples();
    // `counters` is advanced to ctx.step when counterParts() is non-zero.
    void appendSamples(int family, const StepContext &ctx, const std::vector<GpuSample> &gpus,
                       const CounterState &counters, std::string &out) const;
    void appendTrailer(std::string &out) const;

  private:
    void appendTimestamp(const StepContext &ctx, std::string &out) const;
    // name{labels[,pod labels][extra]} and the space before the value.
    void appendGpuLine(const char *name, const QByteArray &labels, const QByteArray *podLabels,
                       std::string &out, std::string_view extraLabels = {}) const;
    // Calls f(pod labels or nullptr) once per series dcgm-exporter reports
    // for a GPU whose series name `pod`: once, or once per pod where the GPU
    // is time-sliced.
    template <typename F> void forEachPodLabels(int gpu, int pod, F &&f) const;
    void appendGpuFamily(const MetricFamily &family, const StepContext &ctx,
                         const std::vector<GpuSample> &gpus, std::string &out) const;
    void appendXidCounts(const MetricFamily &family, const StepContext &ctx,
                         const std::vector<GpuSample> &gpus, std::string &out) const;
    void appendHistogram(const MetricFamily &family, const StepContext &ctx,
                         const CounterState &counters, std::string &out) const;
    void appendPodCounter(const MetricFamily &family, const StepContext &ctx,
                          const CounterState &counters, std::string &out) const;
    void appendPodInfo(const MetricFamily &family, const StepContext &ctx, std::string &out) const;
    void appendPodRequests(const MetricFamily &family, const StepContext &ctx,
                           std::string &out) const;

    const FleetModel &m_model;
    Format m_format;
    std::vector<MetricFamily> m_families;
    // The families of --explain-faults beyond dcgm-exporter's.
    std::unique_ptr<ExplainSeriesWriter> m_explain;
};
