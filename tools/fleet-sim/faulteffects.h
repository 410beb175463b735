#pragma once

#include "faultplan.h"
#include "xidlog.h"

#include <QtGlobal>

#include <utility>
#include <vector>

class FleetTopology;
struct GpuModelSpec;
struct GpuSample;

// What the injected faults (FaultPlan) do to the GPUs, pods and Kubernetes
// objects they hit, as pure functions of time; everything the simulation
// asks returns the unfaulted value (a factor of 1, no extra) elsewhere and
// without --explain-faults. Node-level series (node_exporter) read the plan
// themselves (NodeModel); this class is what dcgm-exporter, the inference
// server and kube-state-metrics see.
class FaultEffects final
{
  public:
    // Degrees and clock fraction of a thermally throttled card; the power
    // limit a misapplied cap leaves (of the card's maximum) and the clock it
    // allows.
    static constexpr double kThrottleTempC = 89.0;
    static constexpr double kThrottleClockFraction = 0.55;
    static constexpr double kPowerCapFraction = 0.4;
    static constexpr double kPowerCapClockFraction = 0.5;
    static constexpr quint64 kPowerCapReason = 0x4;
    static constexpr quint64 kThermalReasons = 0x20 | 0x40;

    FaultEffects() = default;
    FaultEffects(const FleetTopology &topology, quint64 seed, qint64 firstFaultSecs,
                 qint64 spacingSecs, const std::vector<FaultKind> &kinds = {});

    const FaultPlan &plan() const { return m_plan; }
    bool enabled() const { return !m_plan.empty(); }

    // The serving pod's GPU work and memory (before utilisation turns into
    // engine ratios, power and heat): a factor on utilisation, and memory
    // added as a fraction of the card (`kvAtLoad` is the pod's KV cache now).
    double utilFactor(int gpu, int pod, qint64 t) const;
    double extraMemoryFraction(int pod, double kvAtLoad, qint64 t) const;
    // 0..1: the noisy neighbour's share of the time-sliced GPU.
    double neighbourLoad(int gpu, qint64 t) const;
    // After power and heat are known: throttling, capping, the health and
    // error fields of dcgm-exporter (counters in closed form from `originSecs`).
    void applyToDevice(int gpu, const GpuModelSpec &spec, qint64 originSecs, qint64 t,
                       GpuSample &s) const;

    double latencyFactor(int pod, qint64 t) const;
    double extraPreprocessSecs(int pod, qint64 t) const;
    double batchFactor(int pod, qint64 t) const;

    bool gpuPresent(int gpu, qint64 t) const;
    // A pod whose container crashed with its GPU and is not ready again yet.
    bool podDown(int pod, qint64 t) const;
    int podsDown(int team, qint64 t) const;
    int extraRestarts(int pod, qint64 t) const;
    // The deployment's generation: +1 for the rollout, +1 for its rollback.
    int generationBump(int team, qint64 t) const;
    // The pod runs the rolled-out model (and its image).
    bool rolledOut(int pod, qint64 t) const;
    // dcgm-exporter's last XID within its window, and the count per code.
    int lastXid(int gpu, qint64 t) const;
    std::vector<std::pair<int, int>> xidCounts(int gpu, qint64 t) const;

  private:
    // The intensity of a node fault at t on `node` (0 elsewhere).
    double onNode(FaultKind kind, int node, qint64 t) const;
    double onTeam(FaultKind kind, int team, qint64 t) const;
    int nodeOf(int gpu) const;
    int gpuOf(int pod) const;
    int teamOf(int pod) const;
    qint64 dbeSecs() const;

    const FleetTopology *m_topology = nullptr;
    FaultPlan m_plan;
    quint64 m_seed = 0;
    XidLog m_xids;
};
