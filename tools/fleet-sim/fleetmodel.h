#pragma once

#include "exporterdialect.h"
#include "fleettopology.h"
#include "healthfaults.h"
#include "incidentscript.h"

#include <QtGlobal>

// Fleet-wide quantities of one 15 s step, computed once and shared by every
// GPU and pod of that step.
struct StepContext
{
    qint64 step = 0;
    qint64 t = 0;
    double load[FleetTopology::kTeamCount] = {};
    double batchGrowth = 0.0;
    double latencyPressure = 0.0;
    bool surgeScheduled = false;
    bool surgeReady = false;
    qint64 surgeAgeSecs = 0;
};

// What dcgm-exporter reports for one GPU at one step, in its units.
struct GpuSample
{
    int pod = -1;      // the pod whose work the values show
    int labelPod = -1; // the pod whose labels dcgm-exporter puts on them
    double util = 0.0;
    double fbUsed = 0.0;
    double fbFree = 0.0;
    double fbReserved = 0.0;
    double smClock = 0.0;
    double memClock = 0.0;
    double gpuTemp = 0.0;
    double memTemp = 0.0;
    double power = 0.0;
    double xid = 0.0;
    double grActive = 0.0;
    double tensorActive = 0.0;
    double dramActive = 0.0;
    // With --health-faults: whether the GPU still reports at all, and its
    // health fields (bit mask and counters as doubles, like every field).
    bool present = true;
    double clockEventReasons = 0.0;
    double eccDbeVolatile = 0.0;
    double rowRemapFailure = 0.0;
    double pcieReplays = 0.0;
};

// Requests a pod finished during the 15 s ending at a step, and the lognormal
// latency distribution they followed.
struct PodTraffic
{
    qint64 requests = 0;
    double median = 0.0;
    double sigma = 0.0;
    double meanToMedian = 1.0; // exp(sigma^2 / 2), the lognormal's mean / median
    double queueShare = 0.0;   // part of the latency spent waiting in the server's queue
};

// The simulation proper: pure functions from (seed, GPU or pod, step) to
// values. No state, so any step can be evaluated in any order.
class FleetModel final
{
  public:
    static constexpr qint64 kStepSecs = 15;
    // Time to first token as a part of the whole request (vLLM's TTFT).
    static constexpr double kTtftFraction = 0.15;
    // Part of the time not spent queued that runs the model (Triton's
    // compute_infer); the rest copies inputs and outputs.
    static constexpr double kComputeInferShare = 0.9;

    FleetModel(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs,
               const ExporterDialect &dialect = {});

    const FleetTopology &topology() const { return m_topology; }
    const IncidentScript &incident() const { return m_incident; }
    const ExporterDialect &dialect() const { return m_dialect; }
    const HealthFaults &healthFaults() const { return m_faults; }

    static qint64 stepAtOrBefore(qint64 secs);
    static double diurnalLoad(qint64 t);

    StepContext context(qint64 step) const;
    int podOnGpu(const StepContext &ctx, int gpu) const;
    // The pod dcgm-exporter names on the GPU's series: its pod, or with
    // --stale-pod-labels on that GPU the surge pod after it ended.
    int labelPodOnGpu(const StepContext &ctx, int gpu) const;
    // The pod exists in Kubernetes (kube_pod_info lists it).
    bool podExists(const StepContext &ctx, int pod) const;
    bool podServing(const StepContext &ctx, int pod) const;
    GpuSample gpuSample(const StepContext &ctx, int gpu) const;
    // False while a GPU has fallen off the bus (--health-faults).
    bool gpuPresent(const StepContext &ctx, int gpu) const;
    // One of the two MIG instances of a GPU (--mig): half its memory; the
    // first runs the GPU's pod, the second is idle.
    GpuSample migInstanceSample(const GpuSample &whole, int gpu, int instance) const;
    PodTraffic podTraffic(const StepContext &ctx, int pod) const;
    int specReplicas(const StepContext &ctx, int team) const;
    int availableReplicas(const StepContext &ctx, int team) const;

  private:
    double podShare(const StepContext &ctx, int team) const;
    double xidAt(int gpu, qint64 t) const;
    void applyHealthFaults(const StepContext &ctx, int gpu, GpuSample &s) const;

    ExporterDialect m_dialect;
    FleetTopology m_topology;
    IncidentScript m_incident;
    HealthFaults m_faults;
    quint64 m_seed;
    double m_meanToMedian[FleetTopology::kTeamCount] = {};
};
