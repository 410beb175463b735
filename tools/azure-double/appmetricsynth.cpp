#include "appmetricsynth.h"

#include "stablehash.h"

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace {

constexpr double kBaseMs[] = {40.0, 120.0, 15.0};
constexpr double kIncidentFactor = 5.0;

double round3(double value)
{
    return std::round(value * 1000.0) / 1000.0;
}

} // namespace

const QStringList &AppMetricSynth::metricNames()
{
    static const QStringList names = {u"preprocessing_latency_ms"_s, u"inference_latency_ms"_s,
                                      u"postprocessing_latency_ms"_s};
    return names;
}

const QStringList &AppMetricSynth::roleInstances()
{
    static const QStringList instances = {u"image-inference-6c8d9f7b54-4xkqz"_s,
                                          u"image-inference-6c8d9f7b54-9tmwr"_s,
                                          u"image-inference-6c8d9f7b54-hn2lc"_s};
    return instances;
}

AppMetricSynth::Incident AppMetricSynth::incident(qint64 nowSecs)
{
    const qint64 nowMinute = nowSecs / 60 * 60;
    Incident incident;
    incident.end = nowMinute - 3600;
    incident.start = incident.end - 1800;
    incident.rollout = incident.start - 600;
    return incident;
}

AppMetricSynth::Row AppMetricSynth::row(int metric, int instance, qint64 minuteStart,
                                        qint64 nowSecs) const
{
    const std::uint64_t key =
        StableHash::ofText(QString(metricNames()[metric] + u'\n' + roleInstances()[instance]));
    const auto u = [&](std::uint64_t j) {
        return StableHash::unit(StableHash::hash(m_seed, key ^ j, std::uint64_t(minuteStart / 60)));
    };
    const double phase = StableHash::unit(StableHash::hash(m_seed, key, 0x9e37));
    const double wave = std::sin(2.0 * std::numbers::pi * (double(minuteStart) / 86400.0 + phase));
    const Incident incident = AppMetricSynth::incident(nowSecs);
    const bool slow = metric == 0 && minuteStart >= incident.start && minuteStart < incident.end;

    Row row;
    row.time = minuteStart;
    row.metric = metric;
    row.instance = instance;
    row.count = qint64(std::round(300.0 + 60.0 * wave + 40.0 * (2.0 * u(1) - 1.0)));
    const double mean = kBaseMs[metric] * (1.0 + 0.06 * wave + 0.04 * (2.0 * u(2) - 1.0)) *
                        (slow ? kIncidentFactor : 1.0);
    row.sum = round3(mean * double(row.count));
    row.min = round3(mean * (0.35 + 0.15 * u(3)));
    row.max = round3(mean * (1.8 + 0.6 * u(4)));
    row.stdDev = round3(0.25 * mean);
    row.modelVersion = minuteStart >= incident.rollout ? u"v8"_s : u"v7"_s;
    const double batch =
        StableHash::unit(StableHash::hash(m_seed, key ^ 6, std::uint64_t(minuteStart / 3600)));
    row.batchSize = batch < 0.5 ? u"16"_s : u"8"_s;
    return row;
}
