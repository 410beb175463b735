#pragma once

#include "fleetmodel.h"

#include <string>
#include <vector>

class CounterState;

// Text the samples of one metric family at one step. The same code formats
// live scrapes and backfills, so a value reads the same in both, byte for byte;
// only the timestamp suffix and a few header rules differ by format.
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

    static int familyCount();
    static bool needsGpuSamples(int family);
    static int counterParts(int family); // CounterState::Part bits the family reads

    void appendHeader(int family, std::string &out) const;
    // `gpus` holds gpuSample() of every GPU at ctx when needsGpuSamples();
    // `counters` is advanced to ctx.step when counterParts() is non-zero.
    void appendSamples(int family, const StepContext &ctx, const std::vector<GpuSample> &gpus,
                       const CounterState &counters, std::string &out) const;
    void appendTrailer(std::string &out) const;

  private:
    void appendTimestamp(const StepContext &ctx, std::string &out) const;
    void appendGpuLine(const char *name, int gpu, int pod, std::string &out) const;

    const FleetModel &m_model;
    Format m_format;
};
