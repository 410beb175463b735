#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

class FleetModel;
struct StepContext;

// Cumulative latency counters of one pod. Integers (and microseconds for the
// sums) so that the total never depends on how the steps were grouped.
struct PodCounters
{
    static constexpr int kBucketCount = 17;     // plus +Inf, which is `count`
    static constexpr int kTtftBucketCount = 22; // vLLM's time-to-first-token buckets
    std::array<qint64, kBucketCount> buckets{};
    qint64 count = 0;
    qint64 sumMicros = 0;
    // Time to first token (part Ttft).
    std::array<qint64, kTtftBucketCount> ttftBuckets{};
    qint64 ttftSumMicros = 0;
    // Triton's split of the request time (part Phases).
    qint64 queueMicros = 0;
    qint64 computeInferMicros = 0;
    // Time spent preprocessing (part Preprocess, --explain-faults).
    qint64 preprocessMicros = 0;
};

// The counters of the fleet at one step, obtained by summing every step's
// increment since the origin. Backfill and live scrapes advance the same way,
// so they agree exactly; advancing is incremental, so a live server pays the
// catch-up from the origin once.
class CounterState final
{
  public:
    enum Part
    {
        Energy = 1,
        Latency = 2,     // the latency histogram, its count and sum
        Ttft = 4,        // the time-to-first-token histogram (and the count)
        Phases = 8,      // queue and compute times (and the count)
        Preprocess = 16, // preprocessing time (and the count)
        All = Energy | Latency | Ttft | Phases | Preprocess
    };

    // le="..." texts, identical in every format: the latency buckets in
    // seconds and in milliseconds, and the time-to-first-token buckets.
    static const char *bucketLabel(int bucket);
    static const char *bucketLabelMs(int bucket);
    static const char *ttftBucketLabel(int bucket);

    CounterState(const FleetModel &model, qint64 originSecs, int parts = All);

    // Moves to `step`; going backwards restarts from the origin.
    void advanceTo(qint64 step);
    qint64 step() const { return m_step; }

    qint64 energyMilliJoules(int gpu) const;
    const PodCounters &pod(int pod) const { return m_pods[size_t(pod)]; }

  private:
    void reset();
    void addEnergy(const StepContext &ctx, int gpu);
    void addLatency(const StepContext &ctx, int pod);

    const FleetModel &m_model;
    qint64 m_originStep;
    int m_parts;
    qint64 m_step = 0;
    std::vector<qint64> m_energy;
    std::vector<PodCounters> m_pods;
};
