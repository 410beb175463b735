#pragma once

#include <QStringView>

#include <cstdint>

// Every synthetic value is a pure function of the seed and a few keys, never
// of a generator's state, so two runs (or two processes) with the same --seed
// answer the same numbers for the same question.
namespace StableHash {

// splitmix64 finaliser.
inline std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// FNV-1a over the UTF-16 code units: stable across platforms and Qt versions,
// unlike qHash, which is randomised per process.
inline std::uint64_t ofText(QStringView text)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (QChar c : text) {
        h ^= c.unicode();
        h *= 0x100000001b3ULL;
    }
    return h;
}

inline std::uint64_t hash(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0)
{
    return mix(mix(mix(seed ^ 0x5851f42d4c957f2dULL) ^ a) ^ b);
}

// Uniform in [0, 1).
inline double unit(std::uint64_t h)
{
    return double(h >> 11) * (1.0 / 9007199254740992.0);
}

} // namespace StableHash
