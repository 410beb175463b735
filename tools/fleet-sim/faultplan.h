#pragma once

#include <QtGlobal>

#include <algorithm>
#include <vector>

class FleetTopology;

// The ten faults of --explain-faults: causes an on-call engineer has to find
// because no dashboard lane shows them, each with a symptom that does.
enum class FaultKind
{
    Thermal,        // one node's GPUs throttle for heat
    CpuPreprocess,  // one namespace's preprocessing runs out of CPU
    IbLink,         // one InfiniBand port of a node degrades
    NoisyNeighbour, // another pod loads a time-sliced GPU
    BadRollout,     // one deployment rolls out a slower model, then back
    StorageStall,   // one node's local NVMe stalls
    GpuOffBus,      // one GPU falls off the bus (XID 79)
    PowerCap,       // one node's GPUs get a low power limit
    Ecc,            // one GPU's memory throws ECC errors, then a DBE
    BatchSize,      // one namespace raises its batch size
};

struct InjectedFault
{
    FaultKind kind = FaultKind::Thermal;
    qint64 startSecs = 0;
    qint64 endSecs = 0;
    int node = -1;      // node faults, and the node of GPU faults
    int gpu = -1;       // GPU faults (numbered node * gpusPerNode + index)
    int team = -1;      // namespace faults
    int pod = -1;       // the pod on the GPU (the noisy neighbour's victim)
    int neighbour = -1; // the noisy neighbour's pod
    int port = -1;      // the InfiniBand port (its index on the node)
};

// When and where each fault happens: a pure function of the fleet's layout,
// the seed, the first fault's time and the spacing. The faults follow one
// another in the order of FaultKind (or the kinds asked for, in their order),
// each kDurationSecs long, on different
// nodes and namespaces, so that every other fault is an unrelated change
// elsewhere. The noisy neighbour needs a time-sliced GPU (FleetTopology's
// shared GPU); with fewer than eight nodes some faults share a node.
class FaultPlan final
{
  public:
    static constexpr int kFaultCount = 10;
    static constexpr qint64 kDurationSecs = 600;
    // Faults take hold, and go away, over this long.
    static constexpr qint64 kRampSecs = 60;
    static constexpr qint64 kStepSecs = 15;

    FaultPlan() = default;
    // `kinds`: the faults to inject, in order; empty: all ten.
    FaultPlan(const FleetTopology &topology, quint64 seed, qint64 firstSecs, qint64 spacingSecs,
              const std::vector<FaultKind> &kinds = {});

    bool empty() const { return m_faults.empty(); }
    const std::vector<InjectedFault> &faults() const { return m_faults; }
    // The fault of a kind, or nullptr without --explain-faults.
    const InjectedFault *find(FaultKind kind) const;
    static const char *name(FaultKind kind);
    // Every kind, in the order they follow one another by default.
    static std::vector<FaultKind> allKinds();

    // 0..1: how far a fault has taken hold at t (ramps of kRampSecs at
    // either end); 0 outside it.
    static double intensity(const InjectedFault &fault, qint64 t);
    double intensity(FaultKind kind, qint64 t) const;

    // For closed-form counters: the sum over the fault's 15 s steps up to
    // `step` of 15 * rate(intensity, step), i.e. what a rate that depends on
    // the fault added to a counter by then.
    template <typename Rate> double accumulated(FaultKind kind, qint64 step, Rate rate) const
    {
        const InjectedFault *f = find(kind);
        if (!f)
            return 0.0;
        const qint64 first = (f->startSecs + kStepSecs - 1) / kStepSecs;
        const qint64 last = std::min(step, f->endSecs / kStepSecs);
        double sum = 0.0;
        for (qint64 s = first; s <= last; ++s) {
            const double i = intensity(*f, s * kStepSecs);
            if (i > 0.0)
                sum += double(kStepSecs) * rate(i, s);
        }
        return sum;
    }

  private:
    std::vector<InjectedFault> m_faults;
};
