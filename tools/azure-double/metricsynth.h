#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

struct MetricDefinition;

// The synthetic one-minute samples behind every metric answer. A sample is a
// pure function of the seed, the resource, the metric, the instance (its
// dimension values) and the Unix minute m = floor(t / 60):
//
//   key      = fnv1a64(lower(resourceId) + "\n" + lower(metric) + "\n" + values joined by "/")
//   phase    = unit(hash(seed, key, 0x9e37))                  in [0, 1)
//   noise(m) = 2 * unit(hash(seed, key, m)) - 1               in [-1, 1)
//   knot(k)  = 2 * unit(hash(seed, key ^ 0x51, k)) - 1        in [-1, 1)
//   drift(m) = knot(k) + (knot(k + 1) - knot(k)) s(f), k = floor(m / 30), f = m / 30 - k,
//              s(f) = f^2 (3 - 2 f)   (smooth wandering between half-hourly knots)
//   level(m) = clamp(0.5 + 0.25 sin(2 pi (m / 1440 + phase)) + 0.15 drift(m)
//                    + 0.04 noise(m), 0, 1)
//   value(m) = round(low + (high - low) level(m), decimals of the metric)
//
// with fnv1a64 over UTF-16 code units and hash/unit from stablehash.h
// (splitmix64). Gaps: minute m has no sample, for every instance of the
// metric on that resource, when (m + g) mod 97 < 2 with
// g = hash(seed, fnv1a64(lower(resourceId) + "\n" + lower(metric)), 0x6a9) mod 97,
// i.e. a two-minute collection outage every 97 minutes, so any PT1M answer
// over 97 minutes or more has empty buckets, and PT5M and coarser never do.
// Minutes at or after the wall clock have no sample either.
class MetricSynth final
{
  public:
    struct Stream
    {
        std::uint64_t key = 0;
        std::uint64_t gapOffset = 0;
        double phase = 0;
        double low = 0;
        double high = 0;
        int decimals = 0;
    };

    explicit MetricSynth(std::uint64_t seed) : m_seed(seed) {}

    std::uint64_t seed() const { return m_seed; }
    Stream stream(const QString &resourceId, const MetricDefinition &metric,
                  const QStringList &instance) const;
    std::optional<double> sample(const Stream &stream, qint64 minute, qint64 nowMinute) const;

  private:
    std::uint64_t m_seed;
};
