#include "compressionchoice.h"

#include <algorithm>

namespace CompressionChoice {

bool useGzip(Compression setting, const LinkStats &stats, bool nearby, qint64 nowMs)
{
    if (setting != Compression::Auto)
        return setting == Compression::Gzip;
    const bool measured = stats.linkBytesPerSec > 0;
    if (!measured)
        // Nearby: plain, which also measures the link. Far: gzip first, but
        // once gzip has delivered an answer, one plain answer measures the
        // link (a LAN server known by name is as fast as loopback).
        return !nearby && stats.gzipBytesPerSec <= 0;
    if (nowMs - stats.linkMeasuredMs > kRemeasureAfterMs)
        return false;
    // Gzip's figure is a lower bound of the server's compression speed (on
    // a slow link it is the link's, times the ratio, and lower still).
    const double gzipRate = std::max(stats.gzipBytesPerSec, kAssumedGzipBytesPerSec);
    return stats.linkBytesPerSec * kMargin < gzipRate;
}

LinkStats learn(LinkStats stats, bool gzip, qint64 wireBytes, qint64 plainBytes, double seconds,
                qint64 nowMs)
{
    if (plainBytes < kMinSampleBytes || seconds <= 0 || wireBytes <= 0)
        return stats;
    // Half of the new figure: one answer slowed by a busy server does not
    // undo what earlier ones measured.
    auto blend = [](double old, double now) { return old > 0 ? (old + now) / 2 : now; };
    if (gzip) {
        stats.gzipBytesPerSec = blend(stats.gzipBytesPerSec, double(plainBytes) / seconds);
        // The compressed bytes crossed the link at least this fast.
        const double wire = double(wireBytes) / seconds;
        if (stats.linkBytesPerSec > 0 && wire > stats.linkBytesPerSec)
            stats.linkBytesPerSec = wire;
    } else {
        stats.linkBytesPerSec = blend(stats.linkBytesPerSec, double(plainBytes) / seconds);
        stats.linkMeasuredMs = nowMs;
    }
    return stats;
}

const char *name(Compression c)
{
    switch (c) {
    case Compression::Gzip:
        return "gzip";
    case Compression::None:
        return "none";
    case Compression::Auto:
        break;
    }
    return "auto";
}

} // namespace CompressionChoice
