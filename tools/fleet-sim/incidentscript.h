#pragma once

#include <QtGlobal>

// The scripted team-b incident as functions of time: batch growth drives GPU
// memory, memory pressure drives latency a few minutes later, the autoscaler
// answers, and everything recovers. Utilisation is deliberately absent: the
// incident does not show in compute, which is the lesson of the demo.
class IncidentScript final
{
  public:
    static constexpr qint64 kGrowthFullSecs = 12 * 60;
    static constexpr qint64 kLatencyRiseStartSecs = 10 * 60;
    static constexpr qint64 kLatencyPeakSecs = 14 * 60;
    static constexpr qint64 kScaleUpSecs = 15 * 60;
    static constexpr qint64 kSurgeReadySecs = 18 * 60;
    static constexpr qint64 kRecoveryStartSecs = 20 * 60;
    static constexpr qint64 kLatencyRecoveredSecs = 27 * 60;
    static constexpr qint64 kMemoryRecoveredSecs = 32 * 60;
    static constexpr qint64 kScaleDownSecs = 40 * 60;

    explicit IncidentScript(qint64 startSecs) : m_start(startSecs) {}

    qint64 startSecs() const { return m_start; }

    // 0..1: how far team-b's batch size has grown (drives GPU memory).
    double batchGrowth(qint64 t) const;
    // 0..1: memory-pressure slowdown of team-b's requests (drives latency).
    double latencyPressure(qint64 t) const;
    // Surge pods exist (scheduled, loading or serving).
    bool surgeScheduled(qint64 t) const;
    // Surge pods are ready and take traffic.
    bool surgeReady(qint64 t) const;
    // Seconds since surge pods were scheduled, for the model-load ramp.
    qint64 surgeAgeSecs(qint64 t) const { return t - m_start - kScaleUpSecs; }

  private:
    qint64 m_start;
};
