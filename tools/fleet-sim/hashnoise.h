#pragma once

#include <cmath>
#include <cstdint>

// Every random-looking value of the simulator is a pure function of the seed
// and a few integer keys, never of a generator's state: that is what lets a
// backfill and a live scrape (or two runs) agree bit for bit.
namespace HashNoise {

// splitmix64 finaliser: cheap and well mixed enough for simulated telemetry.
inline std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

inline std::uint64_t hash(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0,
                          std::uint64_t c = 0, std::uint64_t d = 0)
{
    std::uint64_t h = mix(seed ^ 0x5851f42d4c957f2dULL);
    h = mix(h ^ a);
    h = mix(h ^ b);
    h = mix(h ^ c);
    return mix(h ^ d);
}

// Uniform in [0, 1).
inline double unit(std::uint64_t h)
{
    return double(h >> 11) * (1.0 / 9007199254740992.0);
}

// Uniform in [-1, 1).
inline double signedUnit(std::uint64_t h)
{
    return 2.0 * unit(h) - 1.0;
}

// Value noise in [-1, 1] that drifts smoothly between knots `period` seconds
// apart, so curves wander like real telemetry instead of jittering.
inline double smooth(std::uint64_t seed, std::uint64_t key, std::int64_t t, std::int64_t period)
{
    const std::int64_t knot = t >= 0 ? t / period : (t - period + 1) / period;
    const double frac = double(t - knot * period) / double(period);
    const double a = signedUnit(hash(seed, key, std::uint64_t(knot), 0x51u));
    const double b = signedUnit(hash(seed, key, std::uint64_t(knot + 1), 0x51u));
    const double s = frac * frac * (3.0 - 2.0 * frac);
    return a + (b - a) * s;
}

// Hermite ramp from 0 at `from` to 1 at `to`.
inline double smoothStep(double from, double to, double x)
{
    if (x <= from)
        return 0.0;
    if (x >= to)
        return 1.0;
    const double s = (x - from) / (to - from);
    return s * s * (3.0 - 2.0 * s);
}

} // namespace HashNoise
