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
constexpr quint64 kPcieBaseChannel = 0x9c1e;

} // namespace

HealthFaults::HealthFaults(int nodes, int gpusPerNode, quint64 seed, qint64 incidentAtSecs)
    : m_seed(seed), m_incident(incidentAtSecs), m_offBusGpu(gpusPerNode - 1),
      m_eccGpu((nodes - 1) * gpusPerNode), m_thermalGpu(0), m_pcieGpu(nodes * gpusPerNode - 1)
{
    const int repeatGpu = std::min(1, gpusPerNode - 1);
    m_xids.add(m_offBusGpu, incidentAtSecs + 5 * kMinute, 79); // fallen off the bus
    m_xids.add(m_eccGpu, incidentAtSecs + kEccSecs, 48);       // double-bit ECC error
    m_xids.add(repeatGpu, incidentAtSecs + 50 * kMinute, 13);  // graphics engine exception...
    m_xids.add(repeatGpu, incidentAtSecs + 52 * kMinute, 13);  // ...and the same again
}

bool HealthFaults::present(int gpu, qint64 t) const
{
    return gpu != m_offBusGpu || t < m_incident + kOffBusSecs;
}

int HealthFaults::lastXid(int gpu, qint64 t) const
{
    return m_xids.last(gpu, t);
}

std::vector<std::pair<int, int>> HealthFaults::xidCounts(int gpu, qint64 t) const
{
    return m_xids.counts(gpu, t);
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
