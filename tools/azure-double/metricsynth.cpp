#include "metricsynth.h"

#include "catalog.h"
#include "stablehash.h"

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace {

constexpr std::uint64_t kGapPeriod = 97;
constexpr std::uint64_t kGapMinutes = 2;
constexpr qint64 kKnotMinutes = 30;

} // namespace

MetricSynth::Stream MetricSynth::stream(const QString &resourceId, const MetricDefinition &metric,
                                        const QStringList &instance) const
{
    const QString series = resourceId.toLower() + u'\n' + metric.name.toLower();
    Stream stream;
    stream.key = StableHash::ofText(QString(series + u'\n' + instance.join(u'/')));
    stream.gapOffset = StableHash::hash(m_seed, StableHash::ofText(series), 0x6a9) % kGapPeriod;
    stream.phase = StableHash::unit(StableHash::hash(m_seed, stream.key, 0x9e37));
    stream.low = metric.low;
    stream.high = metric.high;
    stream.decimals = metric.decimals;
    return stream;
}

std::optional<double> MetricSynth::sample(const Stream &stream, qint64 minute,
                                          qint64 nowMinute) const
{
    if (minute >= nowMinute)
        return std::nullopt;
    if ((std::uint64_t(minute) + stream.gapOffset) % kGapPeriod < kGapMinutes)
        return std::nullopt;
    const auto signedUnit = [this](std::uint64_t key, qint64 at) {
        return 2.0 * StableHash::unit(StableHash::hash(m_seed, key, std::uint64_t(at))) - 1.0;
    };
    const qint64 knot = minute / kKnotMinutes;
    const double f = double(minute - knot * kKnotMinutes) / double(kKnotMinutes);
    const double a = signedUnit(stream.key ^ 0x51, knot);
    const double b = signedUnit(stream.key ^ 0x51, knot + 1);
    const double drift = a + (b - a) * f * f * (3.0 - 2.0 * f);
    const double wave = std::sin(2.0 * std::numbers::pi * (double(minute) / 1440.0 + stream.phase));
    const double level = std::clamp(
        0.5 + 0.25 * wave + 0.15 * drift + 0.04 * signedUnit(stream.key, minute), 0.0, 1.0);
    const double scale = std::pow(10.0, stream.decimals);
    return std::round((stream.low + (stream.high - stream.low) * level) * scale) / scale;
}
