#pragma once

#include <QtGlobal>

// Whether to ask a Prometheus-compatible server for gzip-compressed answers.
// Compression trades the server's CPU for bytes on the wire: on loopback or a
// LAN the link outruns the server's gzip (Prometheus compresses about
// 12-15 MB/s per request on a small machine, so a 30 MB answer takes seconds
// to compress and milliseconds to send), on a slow link the wire is what
// takes the time. So gzip wins exactly when the link carries plain JSON
// slower than the server compresses it.
enum class Compression
{
    Auto, // choose per source from what its answers measured
    Gzip,
    None
};

// What the answers from one source measured so far. Only answers of at
// least kMinSampleBytes count: smaller ones measure latency, not throughput.
struct LinkStats
{
    double linkBytesPerSec = 0; // plain JSON through the link; 0 = not measured
    double gzipBytesPerSec = 0; // plain JSON delivered when gzip'd; 0 = not measured
    qint64 linkMeasuredMs = 0;  // when linkBytesPerSec was last measured
    friend bool operator==(const LinkStats &, const LinkStats &) = default;
};

namespace CompressionChoice {
inline constexpr qint64 kMinSampleBytes = qint64(1) << 20;
// Before any gzip'd answer: what Prometheus managed on the 2-core build
// machine (30 MB in 2.4 s), a little generous.
inline constexpr double kAssumedGzipBytesPerSec = 15e6;
// Gzip must beat plain by this much to be chosen: it costs the server CPU,
// and two close figures should not flip the choice back and forth.
inline constexpr double kMargin = 1.2;
// A link measured longer ago than this is measured again (a VPN went up
// or down, the laptop moved): the next large answer comes plain.
inline constexpr qint64 kRemeasureAfterMs = 3'600'000;

// Ask for gzip? `nearby`: the source is on loopback or a private network,
// where plain is the better first guess; elsewhere gzip is, until a plain
// answer has measured the link.
bool useGzip(Compression setting, const LinkStats &stats, bool nearby, qint64 nowMs);
// `stats` after one answer that carried `plainBytes` of JSON as `wireBytes`
// on the wire (the same when not compressed) from its first byte to its
// last in `seconds`.
LinkStats learn(LinkStats stats, bool gzip, qint64 wireBytes, qint64 plainBytes, double seconds,
                qint64 nowMs);
// The setting as written in the sources file: "auto", "gzip", "none".
const char *name(Compression c);
} // namespace CompressionChoice
