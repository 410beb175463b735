#include "nodemodel.h"

#include "containermodel.h"
#include "cumulative.h"
#include "fleetmodel.h"
#include "hashnoise.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr qint64 kStep = FleetModel::kStepSecs;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// Kubelet, containerd, the exporters and the rest of the node's own work.
constexpr double kDaemonCores = 1.2;
constexpr const char *kModes[] = {"idle",    "iowait", "irq",    "nice",
                                  "softirq", "steal",  "system", "user"};
constexpr int kModeCount = 8;
constexpr const char *kDisks[] = {"nvme0n1", "sda"};

// A local disk's traffic: operations per second (constant and per unit of
// load) and their sizes, service times, and the share of time it is busy.
struct DiskShape
{
    double readsConst, readsPerLoad, readBytes;
    double writesConst, writesPerLoad, writeBytes;
    double readSecs, writeSecs;
    double busyConst, busyPerLoad;
};
constexpr DiskShape kDiskShapes[] = {
    // The NVMe scratch disk: model files and the KV cache spill over to it.
    {20, 300, 131072, 10, 80, 65536, 0.00025, 0.00004, 0.02, 0.05},
    // The OS disk: logs.
    {1, 2, 16384, 12, 6, 8192, 0.0008, 0.0006, 0.004, 0.004},
};
// A stalled disk completes a fifth of its operations, each taking this
// much longer, and is busy all the time with a queue of this depth.
constexpr double kStallThroughput = 0.2;
constexpr double kStallReadSecs = 0.12;
constexpr double kStallWriteSecs = 0.09;
constexpr double kStallQueue = 30.0;
// InfiniBand bytes/s per unit of load of a GPU's pod, by team (KV-cache and
// weight transfers); an idle port carries management traffic.
constexpr double kIbPerLoad[FleetTopology::kTeamCount] = {1.6e9, 1.2e9, 0.3e9};
constexpr double kIbConst = 5e7;
constexpr double kIbIdle = 2e7;
constexpr quint64 kCpuSkew = 0xc5e0;
constexpr quint64 kCpuNoise = 0xc5e1;
constexpr quint64 kLoadNoise = 0x10a1;
constexpr quint64 kMemNoise = 0x3e30;
constexpr quint64 kDiskNoise = 0xd150;
constexpr quint64 kNetNoise = 0x2e70;
constexpr quint64 kIbNoise = 0x1b00;
constexpr quint64 kPsiNoise = 0x5a10;

double load(qint64 step)
{
    return FleetModel::diurnalLoad(step * kStep);
}

} // namespace

NodeModel::NodeModel(const FleetModel &model, const ContainerModel &containers)
    : m_model(model), m_containers(containers),
      m_originStep(FleetModel::stepAtOrBefore(model.originSecs())), m_cpus(model.dialect().nodeCpus)
{
    const FleetTopology &topology = model.topology();
    m_podsOnNode.resize(size_t(topology.nodeCount()));
    for (int node = 0; node < topology.nodeCount(); ++node) {
        const SimGpu &gpu = topology.gpus()[size_t(node * topology.gpusPerNode())];
        m_nodeLabels.push_back("instance=\"" + gpu.nodeIp +
                               ":9100\",job=\"node-exporter\",node=\"" + gpu.host + '"');
        m_cpus = std::min(m_cpus, gpu.sku->vcpus);
    }
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        const SimPod &p = topology.pods()[size_t(pod)];
        if (!p.surge)
            m_podsOnNode[size_t(p.gpu / topology.gpusPerNode())].push_back(pod);
    }
    m_series[int(Group::Node)] = {QByteArray()};
    for (int cpu = 0; cpu < m_cpus; ++cpu)
        for (const char *mode : kModes)
            m_series[int(Group::Cpu)].push_back("cpu=\"" + QByteArray::number(cpu) + "\",mode=\"" +
                                                mode + "\",");
    for (const char *disk : kDisks)
        m_series[int(Group::Disk)].push_back(QByteArray("device=\"") + disk + "\",");
    m_series[int(Group::Network)] = {"device=\"eth0\","};
    for (int port = 0; port < topology.gpusPerNode(); ++port)
        m_series[int(Group::Infiniband)].push_back("device=\"mlx5_" + QByteArray::number(port) +
                                                   "\",port=\"1\",");
}

NodeModel::Group NodeModel::groupOf(NodeField field)
{
    switch (field) {
    case NodeField::CpuSeconds:
        return Group::Cpu;
    case NodeField::DiskReads:
    case NodeField::DiskWrites:
    case NodeField::DiskReadBytes:
    case NodeField::DiskWrittenBytes:
    case NodeField::DiskReadTime:
    case NodeField::DiskWriteTime:
    case NodeField::DiskIoTime:
    case NodeField::DiskIoTimeWeighted:
    case NodeField::DiskIoNow:
        return Group::Disk;
    case NodeField::NetReceiveBytes:
    case NodeField::NetTransmitBytes:
        return Group::Network;
    case NodeField::IbReceivedBytes:
    case NodeField::IbTransmittedBytes:
    case NodeField::IbErrorsReceived:
    case NodeField::IbLinkErrorRecovery:
    case NodeField::IbLinkDowned:
    case NodeField::IbTransmitWait:
    case NodeField::IbRate:
    case NodeField::IbState:
        return Group::Infiniband;
    default:
        return Group::Node;
    }
}

const std::vector<QByteArray> &NodeModel::seriesLabels(NodeField field) const
{
    return m_series[int(groupOf(field))];
}

double NodeModel::noise(int node, quint64 channel, double amplitude, qint64 step) const
{
    const quint64 key = channel ^ (quint64(node) << 24);
    return amplitude * (Cumulative::wobble(m_model.seed(), key, step * kStep) -
                        Cumulative::wobble(m_model.seed(), key, m_originStep * kStep));
}

const InjectedFault *NodeModel::onNode(FaultKind kind, int node) const
{
    const InjectedFault *f = m_model.faultEffects().plan().find(kind);
    return f && f->node == node ? f : nullptr;
}

double NodeModel::busyCores(int node, qint64 t) const
{
    double cores = kDaemonCores;
    for (const int pod : m_podsOnNode[size_t(node)])
        cores += m_containers.cpuCores(pod, t);
    return cores;
}

double NodeModel::cpuValue(int node, int series, qint64 step) const
{
    if (step <= m_originStep)
        return 0.0;
    const int cpu = series / kModeCount;
    const int mode = series % kModeCount;
    const quint64 seed = m_model.seed();
    const double elapsed = double(kStep * (step - m_originStep));
    const SimGpu &gpu = m_model.topology().gpus()[size_t(node * m_model.topology().gpusPerNode())];
    // The node's busy core-seconds, spread over its vCPUs with a fixed skew.
    double busy = kDaemonCores * elapsed;
    for (const int pod : m_podsOnNode[size_t(node)])
        busy += m_containers.cpuSeconds(pod, step);
    const double share =
        busy / double(gpu.sku->vcpus) *
        (1.0 + 0.15 * HashNoise::signedUnit(HashNoise::hash(seed, kCpuSkew, node, cpu)));
    const qint64 t = step * kStep;
    const qint64 t0 = m_originStep * kStep;
    auto noise = [&](int m, double amplitude) {
        const quint64 key = kCpuNoise ^ (quint64(node) << 20) ^ (quint64(cpu) << 8) ^ quint64(m);
        return amplitude * (Cumulative::wobble(seed, key, t) - Cumulative::wobble(seed, key, t0));
    };
    double iowait = 0.001 * elapsed + noise(1, 0.0009);
    if (onNode(FaultKind::StorageStall, node))
        iowait += m_model.faultEffects().plan().accumulated(
            FaultKind::StorageStall, step, [](double i, qint64) { return 0.3 * i; });
    const double modes[kModeCount] = {
        0.0, // idle: the rest
        iowait,
        0.0005 * elapsed + noise(2, 0.00045),   // irq
        0.00002 * elapsed + noise(3, 0.000018), // nice
        0.0015 * elapsed + 0.003 * kStep * Cumulative::diurnalSteps(m_originStep, step) +
            noise(4, 0.0018),                            // softirq
        0.0,                                             // steal
        0.2 * share + 0.002 * elapsed + noise(6, 0.004), // system
        0.8 * share + noise(7, 0.009),                   // user
    };
    double value = modes[mode];
    if (mode == 0) {
        value = elapsed;
        for (int m = 1; m < kModeCount; ++m)
            value -= modes[m];
    }
    return std::round(value * 100.0) / 100.0;
}

double NodeModel::diskValue(NodeField field, int node, int disk, qint64 step) const
{
    const DiskShape &d = kDiskShapes[disk];
    const quint64 seed = m_model.seed();
    const FaultPlan &plan = m_model.faultEffects().plan();
    const bool stalled = disk == 0 && onNode(FaultKind::StorageStall, node);
    const qint64 t = step * kStep;
    auto integral = [&](double constant, double perLoad) {
        return Cumulative::integral(m_originStep, step, constant, perLoad);
    };
    auto noise = [&](int which, double amplitude) {
        const quint64 key =
            kDiskNoise ^ (quint64(node) << 20) ^ (quint64(disk) << 8) ^ quint64(which);
        return amplitude * (Cumulative::wobble(seed, key, t) -
                            Cumulative::wobble(seed, key, m_originStep * kStep));
    };
    auto stall = [&](auto rate) {
        return stalled && step > m_originStep
                   ? plan.accumulated(FaultKind::StorageStall, step, rate)
                   : 0.0;
    };
    const auto reads = [&] {
        return integral(d.readsConst, d.readsPerLoad) +
               noise(0, 0.18 * (d.readsConst + Cumulative::kNightLoad * d.readsPerLoad)) +
               stall([&](double i, qint64 s) {
                   return -(1.0 - kStallThroughput) * i * (d.readsConst + d.readsPerLoad * load(s));
               });
    };
    const auto writes = [&] {
        return integral(d.writesConst, d.writesPerLoad) +
               noise(1, 0.18 * (d.writesConst + Cumulative::kNightLoad * d.writesPerLoad)) +
               stall([&](double i, qint64 s) {
                   return -(1.0 - kStallThroughput) * i *
                          (d.writesConst + d.writesPerLoad * load(s));
               });
    };
    switch (field) {
    case NodeField::DiskReads:
        return std::floor(reads());
    case NodeField::DiskWrites:
        return std::floor(writes());
    case NodeField::DiskReadBytes:
        return std::floor(reads()) * d.readBytes;
    case NodeField::DiskWrittenBytes:
        return std::floor(writes()) * d.writeBytes;
    case NodeField::DiskReadTime:
        return std::round(1e3 * (d.readSecs * reads() + stall([&](double i, qint64 s) {
                                     const double ops = (d.readsConst + d.readsPerLoad * load(s)) *
                                                        (1.0 - (1.0 - kStallThroughput) * i);
                                     return ops * kStallReadSecs * i;
                                 }))) /
               1e3;
    case NodeField::DiskWriteTime:
        return std::round(1e3 * (d.writeSecs * writes() + stall([&](double i, qint64 s) {
                                     const double ops =
                                         (d.writesConst + d.writesPerLoad * load(s)) *
                                         (1.0 - (1.0 - kStallThroughput) * i);
                                     return ops * kStallWriteSecs * i;
                                 }))) /
               1e3;
    case NodeField::DiskIoTime:
        return std::round(1e3 *
                          (integral(d.busyConst, d.busyPerLoad) +
                           noise(2, 0.9 * (d.busyConst + Cumulative::kNightLoad * d.busyPerLoad)) +
                           stall([&](double i, qint64 s) {
                               return (1.0 - d.busyConst - d.busyPerLoad * load(s)) * i;
                           }))) /
               1e3;
    case NodeField::DiskIoTimeWeighted:
        return std::round(1e3 *
                          (integral(1.5 * d.busyConst, 1.5 * d.busyPerLoad) +
                           noise(3, 1.3 * (d.busyConst + Cumulative::kNightLoad * d.busyPerLoad)) +
                           stall([](double i, qint64) { return kStallQueue * i; }))) /
               1e3;
    case NodeField::DiskIoNow: {
        double now = std::round(
            0.3 + 1.5 * load(step) *
                      HashNoise::unit(HashNoise::hash(seed, kDiskNoise, node, disk, step)));
        if (const InjectedFault *f = stalled ? onNode(FaultKind::StorageStall, node) : nullptr)
            now += std::round(kStallQueue * FaultPlan::intensity(*f, t));
        return now;
    }
    default:
        return 0.0;
    }
}

double NodeModel::ibBytesPerSec(int node, int port, double dayLoad) const
{
    const FleetTopology &topology = m_model.topology();
    const int pod = topology.gpus()[size_t(node * topology.gpusPerNode() + port)].basePod;
    if (pod < 0 || topology.pods()[size_t(pod)].sliced)
        return kIbIdle;
    return kIbConst + kIbPerLoad[topology.pods()[size_t(pod)].team] * dayLoad;
}

double NodeModel::ibValue(NodeField field, int node, int port, qint64 step) const
{
    const quint64 seed = m_model.seed();
    const FaultPlan &plan = m_model.faultEffects().plan();
    const InjectedFault *f = onNode(FaultKind::IbLink, node);
    const bool degraded = f && f->port == port;
    const qint64 t = step * kStep;
    auto accumulated = [&](auto rate) {
        return f && step > m_originStep ? plan.accumulated(FaultKind::IbLink, step, rate) : 0.0;
    };
    const FleetTopology &topology = m_model.topology();
    const int pod = topology.gpus()[size_t(node * topology.gpusPerNode() + port)].basePod;
    const bool serving = pod >= 0 && !topology.pods()[size_t(pod)].sliced;
    auto bytes = [&](double share, quint64 which) {
        const double constant = serving ? kIbConst : kIbIdle;
        const double perLoad = serving ? kIbPerLoad[topology.pods()[size_t(pod)].team] : 0.0;
        const quint64 key = kIbNoise ^ (quint64(node) << 20) ^ (quint64(port) << 8) ^ which;
        // The degraded port carries a sixth of its traffic; the node's other
        // ports half, since the job waits for the slowest link.
        const double cut = degraded ? 0.85 : 0.5;
        // Noise up to almost half the rate at night; an eighth on a
        // degraded port, which keeps a sixth of it: counters never run
        // backwards.
        const double amplitude =
            (degraded ? 0.12 : 0.45) * (constant + Cumulative::kNightLoad * perLoad);
        const double total = Cumulative::integral(m_originStep, step, constant, perLoad) +
                             amplitude * (Cumulative::wobble(seed, key, t) -
                                          Cumulative::wobble(seed, key, m_originStep * kStep)) +
                             accumulated([&](double i, qint64 s) {
                                 return -cut * i * ibBytesPerSec(node, port, load(s));
                             });
        return std::floor(share * total);
    };
    switch (field) {
    case NodeField::IbReceivedBytes:
        return bytes(1.0, 0);
    case NodeField::IbTransmittedBytes:
        return bytes(0.9, 1);
    case NodeField::IbErrorsReceived:
        return degraded ? std::floor(accumulated([](double i, qint64) { return 250.0 * i; })) : 0.0;
    case NodeField::IbLinkErrorRecovery:
        return double(HashNoise::hash(seed, kIbNoise, node, port) % 3) +
               (degraded ? std::floor(accumulated([](double i, qint64) { return i / 30.0; }))
                         : 0.0);
    case NodeField::IbLinkDowned:
        return degraded && t >= f->startSecs ? 1.0 : 0.0;
    case NodeField::IbTransmitWait:
        return std::floor(
            Cumulative::integral(m_originStep, step, 2e3, 2e4) +
            noise(node, kIbNoise + 2 + quint64(port), 5e3, step) +
            (f ? accumulated([&](double i, qint64) { return (degraded ? 4e6 : 1e6) * i; }) : 0.0));
    case NodeField::IbRate: {
        const double rate =
            topology.gpus()[size_t(node * topology.gpusPerNode())].sku->ibBytesPerSec;
        // The link retrained at one lane of four.
        return degraded && t >= f->startSecs && t < f->endSecs ? rate / 4.0 : rate;
    }
    case NodeField::IbState:
        return 4.0; // active
    default:
        return 0.0;
    }
}

double NodeModel::value(NodeField field, int node, int series, qint64 t) const
{
    const qint64 step = FleetModel::stepAtOrBefore(t);
    const quint64 seed = m_model.seed();
    const FaultPlan &plan = m_model.faultEffects().plan();
    auto integral = [&](double constant, double perLoad) {
        return Cumulative::integral(m_originStep, step, constant, perLoad);
    };
    switch (groupOf(field)) {
    case Group::Cpu:
        return cpuValue(node, series, step);
    case Group::Disk:
        return diskValue(field, node, series, step);
    case Group::Infiniband:
        return ibValue(field, node, series, step);
    case Group::Network: {
        double serving = 0;
        for (const int pod : m_podsOnNode[size_t(node)])
            serving += m_model.topology().pods()[size_t(pod)].sliced ? 0.0 : 1.0;
        const double share = field == NodeField::NetReceiveBytes ? 1.0 : 0.6;
        const quint64 key = kNetNoise ^ (quint64(node) << 8) ^ quint64(field);
        return std::floor(share * (integral(5e5, 3e6 * serving) +
                                   0.9 * (5e5 + Cumulative::kNightLoad * 3e6 * serving) *
                                       (Cumulative::wobble(seed, key, t) -
                                        Cumulative::wobble(seed, key, m_originStep * kStep))));
    }
    case Group::Node:
        break;
    }
    const SimGpu &gpu = m_model.topology().gpus()[size_t(node * m_model.topology().gpusPerNode())];
    const InjectedFault *stall = onNode(FaultKind::StorageStall, node);
    auto load1 = [&](qint64 at) {
        // Runnable tasks, and the ones blocked on a stalled disk.
        double l = 0.9 * busyCores(node, at) +
                   0.3 * HashNoise::smooth(seed, kLoadNoise ^ quint64(node), at, 120);
        if (stall)
            l += 24.0 * FaultPlan::intensity(*stall, at);
        return std::max(0.0, l);
    };
    auto mean = [&](int points, qint64 every) {
        double sum = 0;
        for (int j = 0; j < points; ++j)
            sum += load1(t - j * every);
        return std::round(100.0 * sum / points) / 100.0;
    };
    switch (field) {
    case NodeField::Load1:
        return std::round(100.0 * load1(t)) / 100.0;
    case NodeField::Load5:
        return mean(5, 60);
    case NodeField::Load15:
        return mean(8, 120);
    case NodeField::MemTotal:
        return double(gpu.sku->memoryGiB) * kGiB;
    case NodeField::MemAvailable: {
        double used =
            20.0 * kGiB + 2.0 * kGiB * HashNoise::smooth(seed, kMemNoise ^ quint64(node), t, 900);
        for (const int pod : m_podsOnNode[size_t(node)])
            used += m_containers.workingSetBytes(pod, t);
        return std::round((0.95 * double(gpu.sku->memoryGiB) * kGiB - used) / 4096.0) * 4096.0;
    }
    case NodeField::PressureCpuWaiting: {
        double waited = integral(0.002, 0.012) + noise(node, kPsiNoise, 0.004, step);
        const InjectedFault *cpu = plan.find(FaultKind::CpuPreprocess);
        const InjectedFault *noisy = onNode(FaultKind::NoisyNeighbour, node);
        double starved = 0.0;
        for (const int pod : m_podsOnNode[size_t(node)]) {
            const SimPod &p = m_model.topology().pods()[size_t(pod)];
            starved += cpu && p.team == cpu->team && !p.sliced ? 0.12 : 0.0;
        }
        if (starved > 0.0 && step > m_originStep)
            waited += plan.accumulated(FaultKind::CpuPreprocess, step,
                                       [&](double i, qint64) { return starved * i; });
        if (noisy && step > m_originStep)
            waited += plan.accumulated(FaultKind::NoisyNeighbour, step,
                                       [](double i, qint64) { return 0.25 * i; });
        return std::round(waited * 1e6) / 1e6;
    }
    case NodeField::PressureIoWaiting:
    case NodeField::PressureIoStalled: {
        const bool waiting = field == NodeField::PressureIoWaiting;
        double seconds = waiting
                             ? integral(0.0008, 0.002) + noise(node, kPsiNoise + 1, 0.0011, step)
                             : integral(0.0003, 0.0008) + noise(node, kPsiNoise + 2, 0.0004, step);
        if (stall && step > m_originStep)
            seconds += plan.accumulated(FaultKind::StorageStall, step, [&](double i, qint64) {
                return (waiting ? 0.92 : 0.74) * i;
            });
        return std::round(seconds * 1e6) / 1e6;
    }
    case NodeField::PressureMemoryWaiting:
        return std::round((integral(0.0001, 0.0001) + noise(node, kPsiNoise + 3, 0.0001, step)) *
                          1e6) /
               1e6;
    default:
        return 0.0;
    }
}
