#include "faultplan.h"

#include "fleettopology.h"
#include "hashnoise.h"

#include <algorithm>

namespace {

// The order the faults follow one another in: kinds that look alike
// (a node's latency, a namespace's latency) are kept apart in time.
constexpr FaultKind kOrder[FaultPlan::kFaultCount] = {
    FaultKind::Thermal,        FaultKind::CpuPreprocess, FaultKind::IbLink,
    FaultKind::NoisyNeighbour, FaultKind::BadRollout,    FaultKind::StorageStall,
    FaultKind::GpuOffBus,      FaultKind::PowerCap,      FaultKind::Ecc,
    FaultKind::BatchSize,
};

// The namespace each namespace fault hits: team-c embeds, so its
// preprocessing (tokenising batches) is the CPU-heavy one.
int teamOf(FaultKind kind)
{
    switch (kind) {
    case FaultKind::CpuPreprocess:
        return 2;
    case FaultKind::BadRollout:
        return 1;
    case FaultKind::BatchSize:
        return 0;
    default:
        return -1;
    }
}

// A GPU of the node whose own pod serves (no time-sliced extra), or -1.
int servingGpuOn(const FleetTopology &topology, int node)
{
    for (int index = 0; index < topology.gpusPerNode(); ++index) {
        const int gpu = node * topology.gpusPerNode() + index;
        const int pod = topology.gpus()[size_t(gpu)].basePod;
        if (pod >= 0 && !topology.pods()[size_t(pod)].sliced && gpu != topology.sharedGpu())
            return gpu;
    }
    return -1;
}

} // namespace

FaultPlan::FaultPlan(const FleetTopology &topology, quint64 seed, qint64 firstSecs,
                     qint64 spacingSecs, const std::vector<FaultKind> &kinds)
{
    const std::vector<FaultKind> order = kinds.empty() ? allKinds() : kinds;
    const int gpusPerNode = topology.gpusPerNode();
    const int shared = topology.sharedGpu();
    const int sharedNode = shared >= 0 ? shared / gpusPerNode : -1;
    // Nodes in a seeded order, the time-sliced GPU's node last: node and GPU
    // faults take them in turn, each its own while there are enough.
    std::vector<int> nodes;
    for (int node = 0; node < topology.nodeCount(); ++node)
        if (node != sharedNode)
            nodes.push_back(node);
    for (int i = int(nodes.size()) - 1; i > 0; --i) {
        const int j = int(HashNoise::hash(seed, 0xfa17, quint64(i)) % quint64(i + 1));
        std::swap(nodes[size_t(i)], nodes[size_t(j)]);
    }
    if (sharedNode >= 0)
        nodes.push_back(sharedNode);
    size_t next = 0;
    // The next node in the order that has a serving pod (every fault needs
    // one to show a symptom), wrapping around on small fleets.
    auto takeNode = [&]() {
        for (size_t tried = 0; tried < nodes.size(); ++tried) {
            const int node = nodes[next++ % nodes.size()];
            if (servingGpuOn(topology, node) >= 0)
                return node;
        }
        return nodes[next++ % nodes.size()];
    };

    for (size_t i = 0; i < order.size(); ++i) {
        InjectedFault f;
        f.kind = order[i];
        f.startSecs = firstSecs + qint64(i) * spacingSecs;
        f.endSecs = f.startSecs + kDurationSecs;
        f.team = teamOf(f.kind);
        switch (f.kind) {
        case FaultKind::Thermal:
        case FaultKind::StorageStall:
        case FaultKind::PowerCap:
            f.node = takeNode();
            break;
        case FaultKind::IbLink:
            f.node = takeNode();
            f.gpu = servingGpuOn(topology, f.node);
            f.port = f.gpu >= 0 ? f.gpu % gpusPerNode : 0;
            break;
        case FaultKind::GpuOffBus:
        case FaultKind::Ecc:
            f.node = takeNode();
            f.gpu = servingGpuOn(topology, f.node);
            if (f.gpu < 0)
                f.gpu = f.node * gpusPerNode;
            f.pod = topology.gpus()[size_t(f.gpu)].basePod;
            break;
        case FaultKind::NoisyNeighbour:
            f.gpu = shared >= 0 ? shared : 0;
            f.node = f.gpu / gpusPerNode;
            f.pod = topology.gpus()[size_t(f.gpu)].basePod;
            f.neighbour = topology.slicedPods().empty() ? -1 : topology.slicedPods().front();
            break;
        case FaultKind::CpuPreprocess:
        case FaultKind::BadRollout:
        case FaultKind::BatchSize:
            break;
        }
        m_faults.push_back(f);
    }
}

std::vector<FaultKind> FaultPlan::allKinds()
{
    return {std::begin(kOrder), std::end(kOrder)};
}

const InjectedFault *FaultPlan::find(FaultKind kind) const
{
    for (const InjectedFault &f : m_faults)
        if (f.kind == kind)
            return &f;
    return nullptr;
}

const char *FaultPlan::name(FaultKind kind)
{
    switch (kind) {
    case FaultKind::Thermal:
        return "thermal-throttling";
    case FaultKind::CpuPreprocess:
        return "cpu-preprocessing";
    case FaultKind::IbLink:
        return "infiniband-link";
    case FaultKind::NoisyNeighbour:
        return "noisy-neighbour";
    case FaultKind::BadRollout:
        return "bad-rollout";
    case FaultKind::StorageStall:
        return "storage-stall";
    case FaultKind::GpuOffBus:
        return "gpu-off-bus";
    case FaultKind::PowerCap:
        return "power-capping";
    case FaultKind::Ecc:
        return "ecc-errors";
    case FaultKind::BatchSize:
        return "batch-size";
    }
    return "";
}

double FaultPlan::intensity(const InjectedFault &fault, qint64 t)
{
    const double inside = double(std::min(t - fault.startSecs, fault.endSecs - t));
    return std::clamp(inside / double(kRampSecs), 0.0, 1.0);
}

double FaultPlan::intensity(FaultKind kind, qint64 t) const
{
    const InjectedFault *f = find(kind);
    return f ? intensity(*f, t) : 0.0;
}
