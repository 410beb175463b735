#include "fleetmodel.h"

#include "hashnoise.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

// Noise channels, so that no two quantities share a random stream.
enum Channel : quint64
{
    kLoadDrift = 0x10ad,
    kUtilDrift = 0x0711,
    kUtilJitter = 0x0712,
    kMemDrift = 0x0f0b,
    kMemJitter = 0x0f0c,
    kMemOffset = 0x0f0d,
    kEngineJitter = 0x06e0,
    kDramJitter = 0x0d4a,
    kPowerDrift = 0x0907,
    kPowerJitter = 0x0908,
    kTempDrift = 0x07e3,
    kClockJitter = 0x0c1c,
    kXidHour = 0x071d,
    kRequestDither = 0x07e9,
    kLatencyDrift = 0x01a7,
    kSmJitter = 0x05a0,
    kPcieJitter = 0x0bc1,
    kNvlinkJitter = 0x0a71,
    kBatchDrift = 0x0ba7,
    kQueueJitter = 0x0e0e,
    kPreprocessDrift = 0x0b4e,
};

// With --explain-faults, what each team's server does besides the model:
// preprocessing per request (s), its running batch at full load, requests
// waiting at full load.
constexpr double kPreprocessSecs[FleetTopology::kTeamCount] = {0.004, 0.012, 0.02};
constexpr double kBatchAtFullLoad[FleetTopology::kTeamCount] = {16.0, 12.0, 32.0};
constexpr double kQueueAtFullLoad[FleetTopology::kTeamCount] = {3.0, 2.0, 6.0};

// Peak memory fraction the incident drives team-b's GPUs to (+-1 % per GPU),
// below FB_USED's ceiling of (total - reserved) on every model.
constexpr double kIncidentMemoryFraction = 0.955;
// Latency multiplier at full memory pressure: P95 ~0.5 s becomes ~3.5-4 s.
constexpr double kIncidentLatencyFactor = 6.5;
constexpr qint64 kModelLoadSecs = 180;
// Requests queue a little in normal times; under the incident's memory
// pressure most of the added latency is waiting for KV cache.
constexpr double kQueueShare = 0.05;
constexpr double kIncidentQueueShare = 0.5;
// A thermally slowed card sits at its slowdown temperature with its SM clock
// cut to about half.
constexpr double kSlowdownTempC = 88.0;
constexpr double kSlowdownClockFraction = 0.55;

double roundTo(double value, double scale)
{
    return std::round(value * scale) / scale;
}

} // namespace

FleetModel::FleetModel(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs,
                       const ExporterDialect &dialect, qint64 originSecs)
    : m_dialect(dialect), m_topology(nodes, gpusPerNode, seed, dialect),
      // The injected faults replace the team-b incident: it is set at the
      // epoch, long over.
      m_incident(dialect.explainFaults() ? 0 : incidentAtSecs),
      m_faults(nodes, gpusPerNode, seed, incidentAtSecs), m_seed(seed), m_originSecs(originSecs)
{
    if (dialect.explainFaults())
        m_effects = FaultEffects(m_topology, seed, dialect.explainFaultsAt,
                                 dialect.faultSpacingSecs, dialect.faultKinds);
    for (int team = 0; team < FleetTopology::kTeamCount; ++team) {
        const double sigma = FleetTopology::team(team).latencySigma;
        m_meanToMedian[team] = std::exp(0.5 * sigma * sigma);
    }
}

qint64 FleetModel::stepAtOrBefore(qint64 secs)
{
    return secs >= 0 ? secs / kStepSecs : (secs - kStepSecs + 1) / kStepSecs;
}

double FleetModel::diurnalLoad(qint64 t)
{
    const double hour = double(((t % 86400) + 86400) % 86400) / 3600.0;
    // Daytime peak at 15:00 UTC; 22:00-06:00 UTC is the quiet night the cost
    // review is about, with hour-long ramps on either side.
    constexpr double kNight = 0.2;
    const double day = 0.72 + 0.28 * std::cos(2.0 * std::numbers::pi * (hour - 15.0) / 24.0);
    const double awake =
        HashNoise::smoothStep(6.0, 7.0, hour) * (1.0 - HashNoise::smoothStep(21.0, 22.0, hour));
    return kNight + (day - kNight) * awake;
}

StepContext FleetModel::context(qint64 step) const
{
    StepContext ctx;
    ctx.step = step;
    ctx.t = step * kStepSecs;
    const double diurnal = diurnalLoad(ctx.t);
    for (int team = 0; team < FleetTopology::kTeamCount; ++team) {
        ctx.load[team] =
            diurnal * (1.0 + 0.05 * HashNoise::smooth(m_seed, kLoadDrift + team, ctx.t, 1200));
    }
    ctx.batchGrowth = m_incident.batchGrowth(ctx.t);
    ctx.latencyPressure = m_incident.latencyPressure(ctx.t);
    ctx.surgeScheduled = m_incident.surgeScheduled(ctx.t);
    ctx.surgeReady = m_incident.surgeReady(ctx.t);
    ctx.surgeAgeSecs = m_incident.surgeAgeSecs(ctx.t);
    return ctx;
}

int FleetModel::podOnGpu(const StepContext &ctx, int gpu) const
{
    const SimGpu &g = m_topology.gpus()[size_t(gpu)];
    if (g.basePod >= 0)
        return g.basePod;
    return g.surgePod >= 0 && ctx.surgeScheduled ? g.surgePod : -1;
}

int FleetModel::labelPodOnGpu(const StepContext &ctx, int gpu) const
{
    const int pod = podOnGpu(ctx, gpu);
    // dcgm-exporter caches the GPU-to-pod mapping: this GPU goes on naming
    // the surge pod after the scale-down deleted it.
    if (pod < 0 && gpu == m_topology.staleLabelGpu() &&
        ctx.t >= m_incident.startSecs() + IncidentScript::kScaleDownSecs)
        return m_topology.gpus()[size_t(gpu)].surgePod;
    return pod;
}

bool FleetModel::podExists(const StepContext &ctx, int pod) const
{
    return !m_topology.pods()[size_t(pod)].surge || ctx.surgeScheduled;
}

bool FleetModel::podServing(const StepContext &ctx, int pod) const
{
    const SimPod &p = m_topology.pods()[size_t(pod)];
    return !p.sliced && (!p.surge || ctx.surgeReady) && !m_effects.podDown(pod, ctx.t);
}

double FleetModel::podShare(const StepContext &ctx, int team) const
{
    // The team's traffic does not change when the autoscaler adds pods; it is
    // spread over more of them.
    if (team != FleetTopology::kIncidentTeam || !ctx.surgeReady)
        return 1.0;
    const double base = m_topology.baseReplicas(team);
    return base / (base + m_topology.surgeReplicas(team));
}

double FleetModel::xidAt(int gpu, qint64 t) const
{
    // A rare, short XID on a random GPU-hour, unrelated to the incident.
    const qint64 hour = t / 3600;
    const quint64 h = HashNoise::hash(m_seed, kXidHour, quint64(gpu), quint64(hour));
    if (HashNoise::unit(h) >= 0.003)
        return 0.0;
    const qint64 start = hour * 3600 + qint64(HashNoise::unit(HashNoise::mix(h)) * 55) * 60;
    if (t < start || t >= start + 300)
        return 0.0;
    constexpr double kCodes[] = {13.0, 31.0, 43.0};
    return kCodes[(h >> 7) % 3];
}

GpuSample FleetModel::gpuSample(const StepContext &ctx, int gpu) const
{
    const SimGpu &g = m_topology.gpus()[size_t(gpu)];
    const GpuModelSpec &spec = *g.sku->model;
    const quint64 key = quint64(gpu);
    const quint64 step = quint64(ctx.step);
    GpuSample s;
    s.pod = podOnGpu(ctx, gpu);
    s.labelPod = labelPodOnGpu(ctx, gpu);
    s.fbReserved = spec.reservedMiB;
    s.memClock = spec.memClockMHz;

    double util = 0.0;
    double memFraction = 0.0;
    if (s.pod >= 0) {
        const SimPod &pod = m_topology.pods()[size_t(s.pod)];
        const TeamSpec &team = FleetTopology::team(pod.team);
        if ((pod.surge && !ctx.surgeReady) || m_effects.podDown(s.pod, ctx.t)) {
            // Loading weights is I/O bound: memory fills, compute stays low.
            // (A pod restarting after a fault reloads its weights likewise.)
            const double progress = std::clamp(double(ctx.surgeAgeSecs) / kModelLoadSecs, 0.0, 1.0);
            memFraction = team.memWeights * progress;
            util = 2.0 + 3.0 * HashNoise::unit(HashNoise::hash(m_seed, kUtilJitter, key, step));
            s.grActive = util / 100.0;
            s.dramActive = 0.04;
        } else {
            const double load = ctx.load[pod.team] * podShare(ctx, pod.team);
            util =
                team.utilPeak * load *
                    (1.0 + 0.06 * HashNoise::smooth(m_seed, kUtilDrift ^ (key << 8), ctx.t, 300)) +
                1.5 * HashNoise::signedUnit(HashNoise::hash(m_seed, kUtilJitter, key, step));
            // Replicas of one deployment differ a little (allocator state,
            // fragmentation), so their memory lines do not sit on each other.
            const double offset = HashNoise::signedUnit(HashNoise::hash(m_seed, kMemOffset, key));
            memFraction =
                team.memWeights * (1.0 + 0.03 * offset) +
                team.memKvMax * load *
                    (1.0 + 0.1 * HashNoise::smooth(m_seed, kMemDrift ^ (key << 8), ctx.t, 900));
            if (pod.team == FleetTopology::kIncidentTeam) {
                // New pods get half the grown batches: the load is spread.
                const double growth = ctx.batchGrowth * (pod.surge ? 0.5 : 1.0);
                const double peak = kIncidentMemoryFraction + 0.01 * offset;
                memFraction += growth * (peak - memFraction);
            }
            memFraction +=
                0.002 * HashNoise::signedUnit(HashNoise::hash(m_seed, kMemJitter, key, step));
            if (m_effects.enabled()) {
                util *= m_effects.utilFactor(gpu, s.pod, ctx.t);
                memFraction += m_effects.extraMemoryFraction(s.pod, team.memKvMax * load, ctx.t);
                // A time-sliced neighbour's job fills the GPU and takes memory.
                const double neighbour = m_effects.neighbourLoad(gpu, ctx.t);
                util += (98.0 - util) * neighbour;
                memFraction += 0.2 * neighbour;
            }
            util = std::clamp(util, 0.0, 100.0);
            s.grActive = std::clamp(
                util / 100.0 * 0.97 +
                    0.01 * HashNoise::signedUnit(HashNoise::hash(m_seed, kEngineJitter, key, step)),
                0.0, 1.0);
            s.dramActive = std::clamp(
                0.55 * s.grActive + 0.12 * memFraction +
                    0.01 * HashNoise::signedUnit(HashNoise::hash(m_seed, kDramJitter, key, step)),
                0.0, 1.0);
        }
        s.tensorActive = s.grActive * (pod.team == 2 ? 0.25 : 0.42);
    }

    s.util = std::round(std::clamp(util, 0.0, 100.0));
    s.fbUsed = std::round(memFraction * spec.totalMiB);
    s.fbFree = spec.totalMiB - spec.reservedMiB - s.fbUsed;
    s.grActive = roundTo(s.grActive, 1e6);
    s.tensorActive = roundTo(s.tensorActive, 1e6);
    s.dramActive = roundTo(s.dramActive, 1e6);

    const double powerFraction = 0.7 * s.util / 100.0 + 0.3 * s.dramActive;
    const double power =
        spec.idleWatts +
        (spec.maxWatts - spec.idleWatts) * powerFraction *
            (1.0 + 0.02 * HashNoise::smooth(m_seed, kPowerDrift ^ (key << 8), ctx.t, 600)) +
        0.5 * HashNoise::signedUnit(HashNoise::hash(m_seed, kPowerJitter, key, step));
    s.power = roundTo(std::max(power, spec.idleWatts * 0.9), 1e3);
    s.gpuTemp = std::round(29.0 + g.ambientOffset + 45.0 * powerFraction +
                           0.8 * HashNoise::smooth(m_seed, kTempDrift ^ (key << 8), ctx.t, 600));
    s.memTemp = std::round(s.gpuTemp + 3.0 + 9.0 * s.dramActive);
    if (s.util <= 0.0) {
        s.smClock = spec.idleSmClockMHz;
    } else {
        // Boost holds until the card runs hot, then drops in 15 MHz bins.
        const quint64 bins =
            s.util > 85.0 ? HashNoise::hash(m_seed, kClockJitter, key, step) % 3 : 0;
        s.smClock = spec.maxSmClockMHz - 15.0 * double(bins);
    }
    if (m_dialect.healthFaults) {
        applyHealthFaults(ctx, gpu, s);
    } else if (m_effects.enabled()) {
        addProfilingFields(ctx, gpu, s);
        m_effects.applyToDevice(gpu, spec, m_originSecs, ctx.t, s);
    } else {
        s.xid = xidAt(gpu, ctx.t);
    }
    return s;
}

void FleetModel::addProfilingFields(const StepContext &ctx, int gpu, GpuSample &s) const
{
    const quint64 key = quint64(gpu);
    const quint64 step = quint64(ctx.step);
    auto jitter = [&](quint64 channel) {
        return HashNoise::signedUnit(HashNoise::hash(m_seed, channel, key, step));
    };
    s.memCopyUtil = std::round(std::clamp(85.0 * s.dramActive + jitter(kDramJitter), 0.0, 100.0));
    s.smActive = roundTo(std::clamp(0.92 * s.grActive + 0.01 * jitter(kSmJitter), 0.0, 1.0), 1e6);
    s.smOccupancy =
        roundTo(std::clamp(0.38 * s.smActive + 0.005 * jitter(kSmJitter + 1), 0.0, 1.0), 1e6);
    // Inputs in and tokens out over PCIe, scaled by the work; single-GPU pods
    // hardly use NVLink.
    const double busy = s.util / 100.0;
    s.pcieRxBytes = std::round((6e7 + 5.5e8 * busy) * (1.0 + 0.05 * jitter(kPcieJitter)));
    s.pcieTxBytes = std::round((4e7 + 3.5e8 * busy) * (1.0 + 0.05 * jitter(kPcieJitter + 1)));
    s.nvlinkRxBytes = std::round(1.5e6 * (1.0 + 0.3 * jitter(kNvlinkJitter)));
    s.nvlinkTxBytes = std::round(1.5e6 * (1.0 + 0.3 * jitter(kNvlinkJitter + 1)));
}

std::vector<std::pair<int, int>> FleetModel::xidCounts(int gpu, qint64 t) const
{
    return m_effects.enabled() ? m_effects.xidCounts(gpu, t) : m_faults.xidCounts(gpu, t);
}

void FleetModel::applyHealthFaults(const StepContext &ctx, int gpu, GpuSample &s) const
{
    // The scripted faults replace the random XIDs, so that a test knows every
    // fault the fleet shows.
    const GpuModelSpec &spec = *m_topology.gpus()[size_t(gpu)].sku->model;
    s.present = m_faults.present(gpu, ctx.t);
    s.xid = m_faults.lastXid(gpu, ctx.t);
    s.eccDbeVolatile = double(m_faults.eccDbeVolatileTotal(gpu, ctx.t));
    s.rowRemapFailure = m_faults.rowRemapFailed(gpu, ctx.t) ? 1.0 : 0.0;
    s.pcieReplays = double(m_faults.pcieReplays(gpu, ctx.t));
    quint64 reasons = s.util < 5.0 ? HealthFaults::kIdleReason : 0;
    if (m_faults.thermalSlowdown(gpu, ctx.t)) {
        reasons |= HealthFaults::kThermalReasons;
        s.gpuTemp = std::max(s.gpuTemp, kSlowdownTempC);
        s.memTemp = std::max(s.memTemp, s.gpuTemp + 4.0);
        s.smClock = 15.0 * std::round(spec.maxSmClockMHz * kSlowdownClockFraction / 15.0);
    }
    s.clockEventReasons = double(reasons);
}

bool FleetModel::gpuPresent(const StepContext &ctx, int gpu) const
{
    if (m_effects.enabled())
        return m_effects.gpuPresent(gpu, ctx.t);
    return !m_dialect.healthFaults || m_faults.present(gpu, ctx.t);
}

GpuSample FleetModel::migInstanceSample(const GpuSample &whole, int gpu, int instance) const
{
    const GpuModelSpec &spec = *m_topology.gpus()[size_t(gpu)].sku->model;
    GpuSample s = whole;
    // The pod is sized for its instance: it fills the same part of half the
    // memory as it would of the whole GPU.
    s.fbReserved = spec.reservedMiB / 2;
    if (instance == 0) {
        s.fbUsed = std::round(whole.fbUsed / 2.0);
    } else {
        s.pod = -1;
        s.labelPod = -1;
        s.util = 0.0;
        s.fbUsed = 0.0;
        s.grActive = 0.0;
        s.tensorActive = 0.0;
        s.dramActive = 0.0;
    }
    s.fbFree = spec.totalMiB / 2 - s.fbReserved - s.fbUsed;
    return s;
}

PodTraffic FleetModel::podTraffic(const StepContext &ctx, int pod) const
{
    const SimPod &p = m_topology.pods()[size_t(pod)];
    const TeamSpec &team = FleetTopology::team(p.team);
    const double load = ctx.load[p.team] * podShare(ctx, p.team);
    PodTraffic traffic;
    const double expected = team.rpsPerPod * load * double(kStepSecs);
    traffic.requests = qint64(std::floor(
        expected +
        HashNoise::unit(HashNoise::hash(m_seed, kRequestDither, quint64(pod), quint64(ctx.step)))));
    traffic.median =
        team.latencyMedian * (0.85 + 0.3 * load) *
        (1.0 + 0.06 * HashNoise::smooth(m_seed, kLatencyDrift ^ (quint64(pod) << 8), ctx.t, 300));
    if (p.team == FleetTopology::kIncidentTeam)
        traffic.median *= 1.0 + kIncidentLatencyFactor * ctx.latencyPressure;
    traffic.sigma = team.latencySigma;
    traffic.meanToMedian = m_meanToMedian[p.team];
    traffic.queueShare = kQueueShare;
    if (p.team == FleetTopology::kIncidentTeam)
        traffic.queueShare += kIncidentQueueShare * ctx.latencyPressure;
    if (m_effects.enabled())
        addServerFields(ctx, pod, load, traffic);
    return traffic;
}

void FleetModel::addServerFields(const StepContext &ctx, int pod, double load,
                                 PodTraffic &traffic) const
{
    const int team = m_topology.pods()[size_t(pod)].team;
    const quint64 key = quint64(pod) << 8;
    const double latency = m_effects.latencyFactor(pod, ctx.t);
    const double starved = m_effects.extraPreprocessSecs(pod, ctx.t);
    const double batch = m_effects.batchFactor(pod, ctx.t);
    traffic.median = traffic.median * latency + starved;
    traffic.preprocessSecs =
        kPreprocessSecs[team] *
            (1.0 + 0.1 * HashNoise::smooth(m_seed, kPreprocessDrift ^ key, ctx.t, 300)) +
        starved;
    traffic.batchSize =
        std::round(kBatchAtFullLoad[team] * (0.3 + 0.7 * load) * batch *
                   (1.0 + 0.08 * HashNoise::smooth(m_seed, kBatchDrift ^ key, ctx.t, 300)));
    // Slower requests queue up; bigger batches drain the queue.
    traffic.queueSize =
        std::round(kQueueAtFullLoad[team] * load * latency * latency / batch +
                   1.5 * HashNoise::unit(HashNoise::hash(m_seed, kQueueJitter, quint64(pod),
                                                         quint64(ctx.step))));
}

int FleetModel::specReplicas(const StepContext &ctx, int team) const
{
    return m_topology.baseReplicas(team) +
           (ctx.surgeScheduled ? m_topology.surgeReplicas(team) : 0);
}

int FleetModel::availableReplicas(const StepContext &ctx, int team) const
{
    return m_topology.baseReplicas(team) + (ctx.surgeReady ? m_topology.surgeReplicas(team) : 0) -
           m_effects.podsDown(team, ctx.t);
}
