#pragma once

#include "exporterdialect.h"
#include "faulteffects.h"
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
    // With --explain-faults: more of dcgm-exporter's fields (its default and
    // DCP counter files): power limit, copy engines, SM activity, PCIe and
    // NVLink traffic (bytes/s), ECC and remapped rows, throttled time (us).
    double powerLimit = 0.0;
    double memCopyUtil = 0.0;
    double encUtil = 0.0;
    double decUtil = 0.0;
    double smActive = 0.0;
    double smOccupancy = 0.0;
    double pcieTxBytes = 0.0;
    double pcieRxBytes = 0.0;
    double nvlinkTxBytes = 0.0;
    double nvlinkRxBytes = 0.0;
    double eccSbeVolatile = 0.0;
    double eccSbeAggregate = 0.0;
    double eccDbeAggregate = 0.0;
    double uncorrectableRemappedRows = 0.0;
    double correctableRemappedRows = 0.0;
    double powerViolation = 0.0;
    double thermalViolation = 0.0;
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
    // With --explain-faults: the server's preprocessing per request, and its
    // gauges of the running batch and the requests waiting.
    double preprocessSecs = 0.0;
    double batchSize = 0.0;
    double queueSize = 0.0;
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

    // `originSecs` (when counters start from zero) matters only to the
    // closed-form counters of --explain-faults.
    FleetModel(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs,
               const ExporterDialect &dialect = {}, qint64 originSecs = 0);
    // The fault effects point into the topology: a model is never copied.
    FleetModel(const FleetModel &) = delete;
    FleetModel &operator=(const FleetModel &) = delete;

    const FleetTopology &topology() const { return m_topology; }
    const IncidentScript &incident() const { return m_incident; }
    const ExporterDialect &dialect() const { return m_dialect; }
    const HealthFaults &healthFaults() const { return m_faults; }
    const FaultEffects &faultEffects() const { return m_effects; }
    quint64 seed() const { return m_seed; }
    qint64 originSecs() const { return m_originSecs; }

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
    // dcgm-exporter's XIDs within its window, by code (the scripted ones).
    std::vector<std::pair<int, int>> xidCounts(int gpu, qint64 t) const;
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
    void addProfilingFields(const StepContext &ctx, int gpu, GpuSample &s) const;
    void addServerFields(const StepContext &ctx, int pod, double load, PodTraffic &traffic) const;

    ExporterDialect m_dialect;
    FleetTopology m_topology;
    IncidentScript m_incident;
    HealthFaults m_faults;
    FaultEffects m_effects;
    quint64 m_seed;
    qint64 m_originSecs;
    double m_meanToMedian[FleetTopology::kTeamCount] = {};
};
