#include "incidentscript.h"

#include "hashnoise.h"

double IncidentScript::batchGrowth(qint64 t) const
{
    const double s = double(t - m_start);
    return HashNoise::smoothStep(0.0, double(kGrowthFullSecs), s) *
           (1.0 -
            HashNoise::smoothStep(double(kRecoveryStartSecs), double(kMemoryRecoveredSecs), s));
}

double IncidentScript::latencyPressure(qint64 t) const
{
    const double s = double(t - m_start);
    return HashNoise::smoothStep(double(kLatencyRiseStartSecs), double(kLatencyPeakSecs), s) *
           (1.0 -
            HashNoise::smoothStep(double(kRecoveryStartSecs), double(kLatencyRecoveredSecs), s));
}

bool IncidentScript::surgeScheduled(qint64 t) const
{
    return t >= m_start + kScaleUpSecs && t < m_start + kScaleDownSecs;
}

bool IncidentScript::surgeReady(qint64 t) const
{
    return t >= m_start + kSurgeReadySecs && t < m_start + kScaleDownSecs;
}
