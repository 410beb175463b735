// The series blocks inside a snapshot: SeriesCodec::decode. A block carries
// a CRC-32C and a zstd frame, which mutations would almost never get right,
// so the input is the block's payload and the harness frames it as
// SeriesCodec::encode does (magic, size, checksum, zstd). Whatever decodes
// must encode again and decode to the same set, bit for bit.

#include "crc32c.h"
#include "fuzzsupport.h"
#include "seriescodec.h"

#include <bit>
#include <cstring>
#include <zstd.h>

namespace {
QByteArray frame(const std::uint8_t *payload, std::size_t size)
{
    const std::size_t bound = ZSTD_compressBound(size);
    QByteArray block(qsizetype(12 + bound), Qt::Uninitialized);
    auto *out = reinterpret_cast<uchar *>(block.data());
    const std::size_t z = ZSTD_compress(out + 12, bound, payload, size, 1);
    FUZZ_CHECK(!ZSTD_isError(z));
    block.resize(qsizetype(12 + z));
    out = reinterpret_cast<uchar *>(block.data());
    std::memcpy(out, "FSC\x01", 4);
    for (int i = 0; i < 4; ++i)
        out[4 + i] = uchar(std::uint32_t(size) >> (8 * i));
    // The size field and the frame, as seriescodec.cpp's blockCrc().
    const std::uint32_t crc = crc32c(out + 12, z, crc32c(out + 4, 4, 0));
    for (int i = 0; i < 4; ++i)
        out[8 + i] = uchar(crc >> (8 * i));
    return block;
}

bool sameSet(const SeriesSet &a, const SeriesSet &b)
{
    if (a.resultType != b.resultType || a.timesMs != b.timesMs || a.warnings != b.warnings ||
        a.infos != b.infos || a.series.size() != b.series.size())
        return false;
    for (std::size_t s = 0; s < a.series.size(); ++s) {
        const Series &x = a.series[s];
        const Series &y = b.series[s];
        if (!(x.labels == y.labels) || !(x.present == y.present))
            return false;
        for (std::size_t i = 0; i < a.gridSize(); ++i)
            if (x.has(i) && std::bit_cast<std::uint64_t>(x.values[i]) !=
                                std::bit_cast<std::uint64_t>(y.values[i]))
                return false;
    }
    return true;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray block = frame(data, size);
    // The framing is right, so the payload comes back as it went in.
    const auto raw = SeriesCodec::payload(block);
    FUZZ_CHECK(raw && raw->size() == qsizetype(size) &&
               (size == 0 || std::memcmp(raw->constData(), data, size) == 0));
    const auto set = SeriesCodec::decode(block);
    if (!set) {
        FUZZ_CHECK(!set.error().isEmpty());
        return 0;
    }
    Fuzz::checkSeriesSet(*set, false);
    const auto again = SeriesCodec::encode(*set);
    FUZZ_CHECK(again.has_value());
    const auto back = SeriesCodec::decode(*again);
    FUZZ_CHECK(back.has_value() && sameSet(*set, *back));
    return 0;
}
