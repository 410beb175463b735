#include "healthfaults.h"

#include "hashnoise.h"

#include <algorithm>
#include <map>

namespace {

constexpr qint64 kMinute = 60;
constexpr qint64 kOffBusSecs = 6 * kMinute;
constexpr qint64 kEccSecs = 20 * kMinute;
constexpr qint64 kRowRemapSecs = 21 * kMinute;
constexpr qint64 kPcieStartSecs = 25 * kMinute;
constexpr qint64 kPcieEndSecs = 35 * kMinute;
constexpr qint64 kThermalStartSecs = 30 * kMinute;
constexpr qint64 kThermalEndSecs = 45 * kMinute;
constexpr qint64 kReplaysPerStep = 40;
constexpr qint64 kStepSecs = 15;
constexpr qint64 kXidWindowSecs = HealthFaults::kXidWindowMs / 1000;
constexpr quint64 kPcieBaseChannel = 0x9c1e;

} // namespace

HealthFaults::HealthFaults(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs)
    : m_seed(seed), m_incident(incidentAtSecs), m_offBusGpu(gpusPerNode - 1),
      m_eccGpu((nodes - 1) * gpusPerNode), m_thermalGpu(0), m_pcieGpu(nodes * gpusPerNode - 1)
{
    const int repeatGpu = std::min(1, gpusPerNode - 1);
    m_xids = {{
        {m_offBusGpu, incidentAtSecs + 5 * kMinute, 79}, // fallen off the bus
        {m_eccGpu, incidentAtSecs + kEccSecs, 48},       // double-bit ECC error
        {repeatGpu, incidentAtSecs + 50 * kMinute, 13},  // graphics engine exception...
        {repeatGpu, incidentAtSecs + 52 * kMinute, 13},  // ...and the same again
    }};
}

bool HealthFaults::present(int gpu, qint64 t) const
{
    return gpu != m_offBusGpu || t < m_incident + kOffBusSecs;
}

int HealthFaults::lastXid(int gpu, qint64 t) const
{
    // The gauge holds the latest code for as long as dcgm-exporter's count
    // window remembers it, like the simulator's random XIDs do.
    const Xid *latest = nullptr;
    for (const Xid &xid : m_xids) {
        if (xid.gpu == gpu && xid.atSecs <= t && t < xid.atSecs + kXidWindowSecs &&
            (!latest || xid.atSecs >= latest->atSecs))
            latest = &xid;
    }
    return latest ? latest->code : 0;
}

std::vector<std::pair<int, int>> HealthFaults::xidCounts(int gpu, qint64 t) const
{
    std::map<int, int> counts;
    for (const Xid &xid : m_xids) {
        if (xid.gpu == gpu && xid.atSecs <= t && t - xid.atSecs < kXidWindowSecs)
            ++counts[xid.code];
    }
    return {counts.begin(), counts.end()};
}

qint64 HealthFaults::eccDbeVolatileTotal(int gpu, qint64 t) const
{
    return gpu == m_eccGpu && t >= m_incident + kEccSecs ? 2 : 0;
}

bool HealthFaults::rowRemapFailed(int gpu, qint64 t) const
{
    return gpu == m_eccGpu && t >= m_incident + kRowRemapSecs;
}

qint64 HealthFaults::pcieReplays(int gpu, qint64 t) const
{
    // Healthy links retry now and then too: a few replays since boot.
    qint64 replays = qint64(HashNoise::hash(m_seed, kPcieBaseChannel, quint64(gpu)) % 4);
    if (gpu == m_pcieGpu) {
        const qint64 elapsed =
            std::clamp<qint64>(t - m_incident - kPcieStartSecs, 0, kPcieEndSecs - kPcieStartSecs);
        replays += kReplaysPerStep * (elapsed / kStepSecs);
    }
    return replays;
}

bool HealthFaults::thermalSlowdown(int gpu, qint64 t) const
{
    return gpu == m_thermalGpu && t >= m_incident + kThermalStartSecs &&
           t < m_incident + kThermalEndSecs;
}
