#include "faulteffects.h"

#include "fleetmodel.h"
#include "fleettopology.h"
#include "hashnoise.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace {

// Latency a pod sees at full intensity of a fault, as a factor.
constexpr double kThermalLatency = 2.3;
constexpr double kIbLatency = 2.4;
constexpr double kStorageLatency = 2.2;
constexpr double kPowerCapLatency = 2.4;
constexpr double kNoisyVictimLatency = 2.8;
constexpr double kRolledOutLatency = 2.3;
constexpr double kBatchLatency = 1.7;
// Seconds of preprocessing a request gains when its container runs out of CPU.
constexpr double kStarvedPreprocessSecs = 0.3;
// The batch size a namespace moves to, as a factor of what it ran.
constexpr double kBatchGrowth = 4.0;
// A rolling update replaces the deployment's pods over this long, and the
// rollback as long before the fault ends.
constexpr qint64 kRollSecs = 180;
// The GPU of an off-the-bus XID goes on reporting this long; the pod on an
// ECC fault's GPU crashes at the double-bit error, this long into the fault,
// and is ready again after its model reloads.
constexpr qint64 kOffBusAfterSecs = 60;
constexpr qint64 kDbeAfterSecs = 180;
constexpr qint64 kReloadSecs = 300;
// Single-bit errors a failing memory corrects per second before it fails.
constexpr double kSbePerSec = 1.0;
constexpr quint64 kPcieBaseChannel = 0x9c1e; // as HealthFaults, so replays agree
constexpr quint64 kEccBaseChannel = 0xecc0;
constexpr quint64 kViolationChannel = 0x7107;
constexpr quint64 kRollChannel = 0x4011;
constexpr quint64 kTempChannel = 0x7e11;

double lerp(double from, double to, double amount)
{
    return from + (to - from) * amount;
}

double roundTo(double value, double scale)
{
    return std::round(value * scale) / scale;
}

} // namespace

FaultEffects::FaultEffects(const FleetTopology &topology, quint64 seed, qint64 firstFaultSecs,
                           qint64 spacingSecs, const std::vector<FaultKind> &kinds)
    : m_topology(&topology), m_plan(topology, seed, firstFaultSecs, spacingSecs, kinds),
      m_seed(seed)
{
    if (const InjectedFault *f = m_plan.find(FaultKind::GpuOffBus))
        m_xids.add(f->gpu, f->startSecs, 79); // fallen off the bus
    if (const InjectedFault *f = m_plan.find(FaultKind::Ecc))
        m_xids.add(f->gpu, dbeSecs(), 48); // double-bit ECC error
}

int FaultEffects::nodeOf(int gpu) const
{
    return gpu / m_topology->gpusPerNode();
}

int FaultEffects::gpuOf(int pod) const
{
    return m_topology->pods()[size_t(pod)].gpu;
}

int FaultEffects::teamOf(int pod) const
{
    return m_topology->pods()[size_t(pod)].team;
}

qint64 FaultEffects::dbeSecs() const
{
    const InjectedFault *f = m_plan.find(FaultKind::Ecc);
    return f ? f->startSecs + kDbeAfterSecs : 0;
}

double FaultEffects::onNode(FaultKind kind, int node, qint64 t) const
{
    const InjectedFault *f = m_plan.find(kind);
    return f && f->node == node ? FaultPlan::intensity(*f, t) : 0.0;
}

double FaultEffects::onTeam(FaultKind kind, int team, qint64 t) const
{
    const InjectedFault *f = m_plan.find(kind);
    return f && f->team == team ? FaultPlan::intensity(*f, t) : 0.0;
}

double FaultEffects::utilFactor(int gpu, int pod, qint64 t) const
{
    if (!enabled())
        return 1.0;
    const int node = nodeOf(gpu);
    const int team = teamOf(pod);
    // A slower clock stretches the same work (busy up); a GPU waiting for the
    // network, the disk or its preprocessing is idle more.
    double f = 1.0 / (1.0 - 0.4 * onNode(FaultKind::Thermal, node, t));
    f /= 1.0 - 0.45 * onNode(FaultKind::PowerCap, node, t);
    f *= 1.0 - 0.5 * onNode(FaultKind::IbLink, node, t);
    f *= 1.0 - 0.35 * onNode(FaultKind::StorageStall, node, t);
    f *= 1.0 - 0.45 * onTeam(FaultKind::CpuPreprocess, team, t);
    f *= 1.0 + 0.12 * onTeam(FaultKind::BatchSize, team, t);
    if (rolledOut(pod, t))
        f *= 1.15;
    return f;
}

double FaultEffects::extraMemoryFraction(int pod, double kvAtLoad, qint64 t) const
{
    if (!enabled())
        return 0.0;
    // Four times the batch holds about twice the KV cache; the rolled-out
    // model's weights are a little larger.
    double extra = 1.3 * kvAtLoad * onTeam(FaultKind::BatchSize, teamOf(pod), t);
    if (rolledOut(pod, t))
        extra += 0.04;
    return extra;
}

double FaultEffects::neighbourLoad(int gpu, qint64 t) const
{
    const InjectedFault *f = m_plan.find(FaultKind::NoisyNeighbour);
    return f && f->gpu == gpu ? FaultPlan::intensity(*f, t) : 0.0;
}

void FaultEffects::applyToDevice(int gpu, const GpuModelSpec &spec, qint64 originSecs, qint64 t,
                                 GpuSample &s) const
{
    const int node = nodeOf(gpu);
    const qint64 step = FleetModel::stepAtOrBefore(t);
    quint64 reasons = s.util < 5.0 ? 0x1 : 0;

    const double thermal = onNode(FaultKind::Thermal, node, t);
    if (thermal > 0.0) {
        const double hot =
            kThrottleTempC + 2.0 * HashNoise::unit(HashNoise::hash(m_seed, kTempChannel, gpu));
        s.gpuTemp = std::round(lerp(s.gpuTemp, hot, thermal));
        s.memTemp = std::round(lerp(s.memTemp, hot + 5.0, thermal));
        const double slow = 15.0 * std::round(spec.maxSmClockMHz * kThrottleClockFraction / 15.0);
        s.smClock = 15.0 * std::round(lerp(s.smClock, slow, thermal) / 15.0);
        s.power = roundTo(s.power * (1.0 - 0.2 * thermal), 1e3);
        reasons |= kThermalReasons;
    }

    s.powerLimit = spec.maxWatts;
    const InjectedFault *cap = m_plan.find(FaultKind::PowerCap);
    // The limit is set at once; the clocks follow as the load meets it.
    if (cap && cap->node == node && t >= cap->startSecs && t < cap->endSecs) {
        s.powerLimit = spec.maxWatts * kPowerCapFraction;
        const double capped = onNode(FaultKind::PowerCap, node, t);
        const double pinned =
            s.powerLimit *
            (0.97 + 0.02 * HashNoise::unit(HashNoise::hash(m_seed, 0xca9, gpu, step)));
        s.power = roundTo(std::min(s.power, lerp(s.power, pinned, capped)), 1e3);
        const double slow = 15.0 * std::round(spec.maxSmClockMHz * kPowerCapClockFraction / 15.0);
        s.smClock = 15.0 * std::round(lerp(s.smClock, slow, capped) / 15.0);
        s.gpuTemp = std::round(s.gpuTemp - 12.0 * capped);
        s.memTemp = std::round(s.memTemp - 10.0 * capped);
        reasons |= kPowerCapReason;
    }
    s.clockEventReasons = double(reasons);

    // Throttled time in microseconds: a little from before the history, and
    // the fault's.
    const qint64 originStep = FleetModel::stepAtOrBefore(originSecs);
    const auto throttled = [&](FaultKind kind, quint64 channel) {
        double us = double(HashNoise::hash(m_seed, kViolationChannel, gpu, channel) % 5'000'000);
        const InjectedFault *f = m_plan.find(kind);
        if (f && f->node == node && step > originStep)
            us += m_plan.accumulated(kind, step, [](double i, qint64) { return 1e6 * i; });
        return std::floor(us);
    };
    s.thermalViolation = throttled(FaultKind::Thermal, 1);
    s.powerViolation = throttled(FaultKind::PowerCap, 2);

    // ECC: most cards have corrected a few errors over their life; the
    // failing one corrects more and more, then fails a double-bit error.
    const quint64 h = HashNoise::hash(m_seed, kEccBaseChannel, gpu);
    const InjectedFault *ecc = m_plan.find(FaultKind::Ecc);
    double sbe = 0.0;
    double dbe = 0.0;
    if (ecc && ecc->gpu == gpu) {
        sbe = std::floor(kSbePerSec * double(std::clamp<qint64>(t - ecc->startSecs, 0,
                                                                FaultPlan::kDurationSecs)));
        dbe = t >= dbeSecs() ? 1.0 : 0.0;
    }
    s.eccSbeVolatile = sbe;
    s.eccSbeAggregate = double(h % 5 == 0 ? (h >> 8) % 40 : 0) + sbe;
    s.eccDbeVolatile = dbe;
    s.eccDbeAggregate = dbe;
    s.uncorrectableRemappedRows = dbe;
    s.correctableRemappedRows = double((h >> 16) % 8 == 0 ? 1 : 0);
    s.rowRemapFailure = 0.0;
    s.pcieReplays = double(HashNoise::hash(m_seed, kPcieBaseChannel, quint64(gpu)) % 4);
    s.xid = lastXid(gpu, t);
    s.present = gpuPresent(gpu, t);
}

double FaultEffects::latencyFactor(int pod, qint64 t) const
{
    if (!enabled())
        return 1.0;
    const int node = nodeOf(gpuOf(pod));
    double f = 1.0 + (kThermalLatency - 1.0) * onNode(FaultKind::Thermal, node, t);
    f *= 1.0 + (kIbLatency - 1.0) * onNode(FaultKind::IbLink, node, t);
    f *= 1.0 + (kStorageLatency - 1.0) * onNode(FaultKind::StorageStall, node, t);
    f *= 1.0 + (kPowerCapLatency - 1.0) * onNode(FaultKind::PowerCap, node, t);
    f *= 1.0 + (kBatchLatency - 1.0) * onTeam(FaultKind::BatchSize, teamOf(pod), t);
    const InjectedFault *noisy = m_plan.find(FaultKind::NoisyNeighbour);
    if (noisy && noisy->pod == pod)
        f *= 1.0 + (kNoisyVictimLatency - 1.0) * FaultPlan::intensity(*noisy, t);
    if (rolledOut(pod, t))
        f *= kRolledOutLatency;
    return f;
}

double FaultEffects::extraPreprocessSecs(int pod, qint64 t) const
{
    return enabled() ? kStarvedPreprocessSecs * onTeam(FaultKind::CpuPreprocess, teamOf(pod), t)
                     : 0.0;
}

double FaultEffects::batchFactor(int pod, qint64 t) const
{
    return enabled() ? 1.0 + (kBatchGrowth - 1.0) * onTeam(FaultKind::BatchSize, teamOf(pod), t)
                     : 1.0;
}

bool FaultEffects::gpuPresent(int gpu, qint64 t) const
{
    const InjectedFault *f = m_plan.find(FaultKind::GpuOffBus);
    return !f || f->gpu != gpu || t < f->startSecs + kOffBusAfterSecs || t >= f->endSecs;
}

bool FaultEffects::podDown(int pod, qint64 t) const
{
    if (!enabled())
        return false;
    const InjectedFault *off = m_plan.find(FaultKind::GpuOffBus);
    if (off && off->pod == pod && t >= off->startSecs + kOffBusAfterSecs && t < off->endSecs)
        return true;
    const InjectedFault *ecc = m_plan.find(FaultKind::Ecc);
    return ecc && ecc->pod == pod && t >= dbeSecs() && t < dbeSecs() + kReloadSecs;
}

int FaultEffects::podsDown(int team, qint64 t) const
{
    int down = 0;
    for (const FaultKind kind : {FaultKind::GpuOffBus, FaultKind::Ecc}) {
        const InjectedFault *f = m_plan.find(kind);
        if (f && f->pod >= 0 && teamOf(f->pod) == team && podDown(f->pod, t))
            ++down;
    }
    return down;
}

int FaultEffects::extraRestarts(int pod, qint64 t) const
{
    int restarts = 0;
    const InjectedFault *off = m_plan.find(FaultKind::GpuOffBus);
    if (off && off->pod == pod && t >= off->startSecs + kOffBusAfterSecs)
        ++restarts;
    const InjectedFault *ecc = m_plan.find(FaultKind::Ecc);
    if (ecc && ecc->pod == pod && t >= dbeSecs())
        ++restarts;
    return restarts;
}

int FaultEffects::generationBump(int team, qint64 t) const
{
    const InjectedFault *f = m_plan.find(FaultKind::BadRollout);
    if (!f || f->team != team)
        return 0;
    return (t >= f->startSecs ? 1 : 0) + (t >= f->endSecs - kRollSecs ? 1 : 0);
}

bool FaultEffects::rolledOut(int pod, qint64 t) const
{
    const InjectedFault *f = m_plan.find(FaultKind::BadRollout);
    if (!f || teamOf(pod) != f->team || m_topology->pods()[size_t(pod)].sliced)
        return false;
    // Each pod is replaced at its own moment of the rolling update, and
    // again of the rollback.
    const double u = HashNoise::unit(HashNoise::hash(m_seed, kRollChannel, quint64(pod)));
    const qint64 in = f->startSecs + qint64(u * kRollSecs);
    const qint64 out = f->endSecs - kRollSecs + qint64(u * kRollSecs);
    return t >= in && t < out;
}

int FaultEffects::lastXid(int gpu, qint64 t) const
{
    return m_xids.last(gpu, t);
}

std::vector<std::pair<int, int>> FaultEffects::xidCounts(int gpu, qint64 t) const
{
    return m_xids.counts(gpu, t);
}
