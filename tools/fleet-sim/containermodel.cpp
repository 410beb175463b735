#include "containermodel.h"

#include "cumulative.h"
#include "fleetmodel.h"
#include "hashnoise.h"

#include <algorithm>
#include <cmath>

namespace {

// Each team's server on the host side: CPU when idle and per unit of load
// (tokenising, detokenising, HTTP), and its resident memory.
struct TeamHost
{
    double idleCores;
    double coresPerLoad;
    double workingSetGiB;
};
constexpr TeamHost kTeamHost[FleetTopology::kTeamCount] = {
    {0.35, 1.5, 7.5}, // vLLM chat
    {0.3, 1.3, 7.0},  // vLLM summarisation
    {0.45, 2.1, 5.0}, // Triton embeddings: batches of text to tokenise
};
// A time-sliced extra pod is a batch job that mostly waits for its turn.
constexpr TeamHost kSlicedHost = {0.05, 0.05, 2.0};
// CPU a starved preprocessing container reaches (just under its quota),
// and what the noisy neighbour's job adds.
constexpr double kStarvedCores = 3.9;
constexpr double kNeighbourCores = 2.6;
constexpr double kCfsPeriodsPerSec = 10.0; // the kernel's 100 ms CFS period
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr quint64 kCpuNoise = 0xc9a0;
constexpr quint64 kMemNoise = 0xc9e3;
constexpr quint64 kCfsNoise = 0xcf50;
constexpr quint64 kImageChannel = 0x13a6;

QByteArray label(const char *name, const QByteArray &value)
{
    return QByteArray(name) + "=\"" + value + '"';
}

} // namespace

ContainerModel::ContainerModel(const FleetModel &model)
    : m_model(model), m_originStep(FleetModel::stepAtOrBefore(model.originSecs()))
{
    const FleetTopology &topology = model.topology();
    for (const SimPod &pod : topology.pods()) {
        const TeamSpec &team = FleetTopology::team(pod.team);
        const SimGpu &gpu = topology.gpus()[size_t(pod.gpu)];
        const quint64 version = 10 + HashNoise::hash(model.seed(), kImageChannel, pod.team) % 50;
        for (int rolled = 0; rolled < 2; ++rolled) {
            const QByteArray image = QByteArray("fleetacr.azurecr.io/") + team.ns + '/' +
                                     team.deployment + ":v" +
                                     QByteArray::number(version + quint64(rolled));
            m_labels[rolled].push_back(
                label("container", team.container) + ',' + label("image", image) + ',' +
                label("namespace", team.ns) + ',' + label("pod", pod.name) + ',' +
                label("instance", gpu.nodeIp + ":10250") +
                ",job=\"kubelet\",metrics_path=\"/metrics/cadvisor\"," + label("node", gpu.host));
        }
    }
}

const QByteArray &ContainerModel::labels(int pod, bool rolled) const
{
    return m_labels[rolled ? 1 : 0][size_t(pod)];
}

double ContainerModel::noise(int pod, quint64 channel, double amplitude, qint64 step) const
{
    const quint64 key = channel ^ (quint64(pod) << 12);
    return amplitude *
           (Cumulative::wobble(m_model.seed(), key, step * FleetModel::kStepSecs) -
            Cumulative::wobble(m_model.seed(), key, m_originStep * FleetModel::kStepSecs));
}

ContainerModel::CpuShape ContainerModel::shapeOf(int pod) const
{
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    const TeamHost &host = p.sliced ? kSlicedHost : kTeamHost[p.team];
    return {host.idleCores, host.coresPerLoad};
}

double ContainerModel::cpuCores(int pod, qint64 t) const
{
    const CpuShape shape = shapeOf(pod);
    const double base = shape.idleCores + shape.coresPerLoad * FleetModel::diurnalLoad(t);
    const FaultPlan &plan = m_model.faultEffects().plan();
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    double cores = base;
    if (const InjectedFault *f = plan.find(FaultKind::CpuPreprocess);
        f && f->team == p.team && !p.sliced)
        cores += std::max(0.0, kStarvedCores - base) * FaultPlan::intensity(*f, t);
    if (const InjectedFault *f = plan.find(FaultKind::NoisyNeighbour); f && f->neighbour == pod)
        cores += kNeighbourCores * FaultPlan::intensity(*f, t);
    return cores;
}

double ContainerModel::cpuSeconds(int pod, qint64 step) const
{
    if (step <= m_originStep)
        return 0.0;
    const CpuShape shape = shapeOf(pod);
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    double seconds = Cumulative::integral(m_originStep, step, shape.idleCores, shape.coresPerLoad);
    // Rate noise of up to nine tenths of the night's use: bursty, yet the
    // counter never runs backwards.
    const quint64 key = kCpuNoise ^ (quint64(pod) << 12);
    seconds += 0.9 * (shape.idleCores + Cumulative::kNightLoad * shape.coresPerLoad) *
               (Cumulative::wobble(m_model.seed(), key, step * FleetModel::kStepSecs) -
                Cumulative::wobble(m_model.seed(), key, m_originStep * FleetModel::kStepSecs));
    const FaultPlan &plan = m_model.faultEffects().plan();
    if (const InjectedFault *f = plan.find(FaultKind::CpuPreprocess);
        f && f->team == p.team && !p.sliced)
        seconds += plan.accumulated(FaultKind::CpuPreprocess, step, [&](double i, qint64 s) {
            const double base =
                shape.idleCores +
                shape.coresPerLoad * FleetModel::diurnalLoad(s * FleetModel::kStepSecs);
            return std::max(0.0, kStarvedCores - base) * i;
        });
    if (const InjectedFault *f = plan.find(FaultKind::NoisyNeighbour); f && f->neighbour == pod)
        seconds += plan.accumulated(FaultKind::NoisyNeighbour, step,
                                    [](double i, qint64) { return kNeighbourCores * i; });
    return seconds;
}

double ContainerModel::cfsPeriods(int pod, qint64 step) const
{
    // Periods count while the container has work: most of the time at
    // the day's peak, about half of it at night.
    if (step <= m_originStep)
        return 0.0;
    return std::floor(Cumulative::integral(m_originStep, step, 0.5 * kCfsPeriodsPerSec,
                                           0.45 * kCfsPeriodsPerSec) +
                      noise(pod, kCfsNoise, 0.5 * kCfsPeriodsPerSec, step));
}

double ContainerModel::cfsThrottledPeriods(int pod, qint64 step) const
{
    // A few periods at the daily peak; most of them when starved.
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    const FaultPlan &plan = m_model.faultEffects().plan();
    if (step <= m_originStep)
        return 0.0;
    double periods = Cumulative::integral(m_originStep, step, 0.05, 0.25) +
                     noise(pod, kCfsNoise + 1, 0.09, step);
    if (const InjectedFault *f = plan.find(FaultKind::CpuPreprocess);
        f && f->team == p.team && !p.sliced)
        periods += plan.accumulated(FaultKind::CpuPreprocess, step,
                                    [](double i, qint64) { return 7.5 * i; });
    if (const InjectedFault *f = plan.find(FaultKind::NoisyNeighbour); f && f->neighbour == pod)
        periods += plan.accumulated(FaultKind::NoisyNeighbour, step,
                                    [](double i, qint64) { return 5.0 * i; });
    return std::floor(periods);
}

double ContainerModel::cfsThrottledSeconds(int pod, qint64 step) const
{
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    const FaultPlan &plan = m_model.faultEffects().plan();
    if (step <= m_originStep)
        return 0.0;
    double seconds = Cumulative::integral(m_originStep, step, 0.002, 0.01) +
                     noise(pod, kCfsNoise + 2, 0.0036, step);
    if (const InjectedFault *f = plan.find(FaultKind::CpuPreprocess);
        f && f->team == p.team && !p.sliced)
        seconds += plan.accumulated(FaultKind::CpuPreprocess, step,
                                    [](double i, qint64) { return 2.5 * i; });
    if (const InjectedFault *f = plan.find(FaultKind::NoisyNeighbour); f && f->neighbour == pod)
        seconds += plan.accumulated(FaultKind::NoisyNeighbour, step,
                                    [](double i, qint64) { return 1.2 * i; });
    return std::round(seconds * 1e6) / 1e6;
}

double ContainerModel::workingSetBytes(int pod, qint64 t) const
{
    const SimPod &p = m_model.topology().pods()[size_t(pod)];
    const TeamHost &host = p.sliced ? kSlicedHost : kTeamHost[p.team];
    const FaultEffects &effects = m_model.faultEffects();
    double gib = host.workingSetGiB + 1.5 * FleetModel::diurnalLoad(t) +
                 0.5 * HashNoise::smooth(m_model.seed(), kMemNoise ^ (quint64(pod) << 12), t, 600);
    if (const InjectedFault *f = effects.plan().find(FaultKind::NoisyNeighbour);
        f && f->neighbour == pod)
        gib += 6.0 * FaultPlan::intensity(*f, t);
    gib += 2.0 * (effects.batchFactor(pod, t) - 1.0) / 3.0;
    return std::round(gib * kGiB / 4096.0) * 4096.0;
}
