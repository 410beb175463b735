#include "seriescodec.h"

#include "bytereader.h"
#include "bytewriter.h"
#include "coretr.h"
#include "crc32c.h"

#include <zstd.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <QCoreApplication>
#include <string>
#include <utility>

namespace {
constexpr char kMagic[4] = {'F', 'S', 'C', '\x01'};
constexpr std::size_t kHeaderBytes = 12; // magic, payload size, CRC-32C
constexpr quint8 kPayloadVersion = 1;
// zstd's best case is an RLE block: 4 bytes for 128 KiB. A payload larger
// than that ratio allows cannot be in the frame, so it is refused before
// anything is allocated for it.
constexpr std::uint64_t kMaxZstdRatio = 32768;
constexpr int kMaxDecimals = 6;
constexpr double kPow10[kMaxDecimals + 1] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};
constexpr double kTwoPow53 = 9007199254740992.0;

enum MaskKind : quint8
{
    AllPresent = 0,
    Bitmap = 1
};
enum ValueMode : quint8
{
    XorPlanes = 0,
    Decimal = 1
};

std::uint32_t blockCrc(const uchar *block, std::size_t size)
{
    // The size field and the frame; the magic is checked on its own.
    const std::uint32_t c = crc32c(block + 4, 4, 0);
    return crc32c(block + kHeaderBytes, size - kHeaderBytes, c);
}

std::uint64_t bitsOf(double v)
{
    return std::bit_cast<std::uint64_t>(v);
}

// The scaled integer `v` decodes from at `k` decimals, if it decodes to the
// very same bits (so -0.0, NaN and values that are not short decimals never
// do).
bool fitsAt(double v, int k, qint64 &out)
{
    const double x = v * kPow10[k];
    if (!(std::fabs(x) < kTwoPow53))
        return false;
    const qint64 i = std::llround(x);
    if (bitsOf(double(i) / kPow10[k]) != bitsOf(v))
        return false;
    out = i;
    return true;
}

// One series' values, transformed: the header (mode, decimals, exception
// count), its exceptions and its value stream go to three separate columns.
void encodeValues(const std::vector<double> &present, ByteWriter &head, ByteWriter &exceptions,
                  ByteWriter &values)
{
    const std::size_t m = present.size();
    // Decimal mode pays off only when nearly every value is a short decimal;
    // a series of noisy ratios goes to XOR planes at once.
    const std::size_t maxExceptions = m / 8;
    int k = 0;
    std::size_t misfits = 0;
    qint64 scaled = 0;
    for (std::size_t i = 0; i < m && misfits <= maxExceptions; ++i) {
        if (fitsAt(present[i], k, scaled))
            continue;
        int kk = k + 1;
        while (kk <= kMaxDecimals && !fitsAt(present[i], kk, scaled))
            ++kk;
        if (kk <= kMaxDecimals)
            k = kk;
        else
            ++misfits;
    }
    if (misfits <= maxExceptions) {
        std::vector<std::pair<std::size_t, std::uint64_t>> odd;
        ByteWriter stream;
        stream.bytes.reserve(m + m / 2);
        qint64 prev = 0;
        for (std::size_t i = 0; i < m && odd.size() <= maxExceptions; ++i) {
            if (!fitsAt(present[i], k, scaled)) {
                odd.emplace_back(i, bitsOf(present[i]));
                continue;
            }
            stream.signedVarint(scaled - prev);
            prev = scaled;
        }
        if (odd.size() <= maxExceptions) {
            head.byte(Decimal);
            head.byte(quint8(k));
            head.varint(odd.size());
            std::size_t last = 0;
            for (const auto &[pos, bits] : odd) {
                exceptions.varint(pos - last);
                exceptions.u64(bits);
                last = pos + 1;
            }
            values.bytes += stream.bytes;
            return;
        }
    }
    head.byte(XorPlanes);
    // Neighbouring samples share sign, exponent and leading mantissa bits:
    // XORed, those bytes are zero, and one plane per byte position puts the
    // zeros together for zstd.
    const std::size_t base = values.bytes.size();
    values.bytes.resize(base + 8 * m);
    char *out = values.bytes.data() + base;
    std::uint64_t prev = 0;
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint64_t bits = bitsOf(present[i]);
        const std::uint64_t w = bits ^ prev;
        prev = bits;
        for (std::size_t b = 0; b < 8; ++b)
            out[b * m + i] = char(w >> (8 * b));
    }
}

QString damaged(const QString &what)
{
    return CoreTr::tr("damaged series block: %1").arg(what);
}

} // namespace

namespace SeriesCodec {

std::expected<QByteArray, QString> encode(const SeriesSet &set, int zstdLevel)
{
    const std::size_t n = set.timesMs.size();
    for (std::size_t i = 1; i < n; ++i)
        if (set.timesMs[i] <= set.timesMs[i - 1])
            return std::unexpected(CoreTr::tr("the time grid is not strictly increasing"));
    for (const auto &s : set.series)
        if (s.values.size() != n || s.present.size() != n)
            return std::unexpected(
                CoreTr::tr("a series does not match the time grid (%1 values for %2 grid points)")
                    .arg(s.values.size())
                    .arg(n));

    ByteWriter w;
    w.bytes.reserve(n * 2 + set.series.size() * (n + 64));
    w.byte(kPayloadVersion);
    w.byte(quint8(set.resultType));
    for (const QStringList *list : {&set.warnings, &set.infos}) {
        w.varint(std::uint64_t(list->size()));
        for (const QString &s : *list)
            w.string(s);
    }
    w.varint(n);
    std::uint64_t prevDelta = 0;
    for (std::size_t i = 0; i < n; ++i) {
        // Unsigned arithmetic: the differences of any two qint64 wrap, never
        // overflow, and decode back exactly.
        if (i == 0) {
            w.signedVarint(set.timesMs[0]);
            continue;
        }
        const std::uint64_t delta =
            std::uint64_t(set.timesMs[i]) - std::uint64_t(set.timesMs[i - 1]);
        w.signedVarint(qint64(delta - prevDelta));
        prevDelta = delta;
    }
    w.varint(set.series.size());
    for (const auto &s : set.series) {
        w.varint(s.labels.pairs().size());
        for (const auto &[k, v] : s.labels.pairs()) {
            w.string(k);
            w.string(v);
        }
    }
    std::vector<std::size_t> counts;
    counts.reserve(set.series.size());
    for (const auto &s : set.series) {
        const std::size_t c = s.present.count();
        counts.push_back(c);
        if (c == n) {
            w.byte(AllPresent);
            continue;
        }
        w.byte(Bitmap);
        const std::size_t base = w.bytes.size();
        w.bytes.resize(base + (n + 7) / 8, '\0');
        for (std::size_t i = 0; i < n; ++i)
            if (s.has(i))
                w.bytes[base + i / 8] = char(uchar(w.bytes[base + i / 8]) | (1u << (i % 8)));
    }
    ByteWriter head, exceptions, values;
    std::vector<double> present;
    for (std::size_t si = 0; si < set.series.size(); ++si) {
        const Series &s = set.series[si];
        if (counts[si] == n) {
            present.assign(s.values.at(0), s.values.at(0) + n);
        } else {
            present.clear();
            present.reserve(counts[si]);
            for (std::size_t i = 0; i < n; ++i)
                if (s.has(i))
                    present.push_back(s.values[i]);
        }
        encodeValues(present, head, exceptions, values);
    }
    w.bytes += head.bytes;
    w.bytes += exceptions.bytes;
    w.bytes += values.bytes;

    if (w.bytes.size() > std::size_t(kMaxPayloadBytes))
        return std::unexpected(
            CoreTr::tr("%1 series over %2 grid points are too large for one block; split them")
                .arg(set.series.size())
                .arg(n));
    const std::size_t bound = ZSTD_compressBound(w.bytes.size());
    QByteArray block(qsizetype(kHeaderBytes + bound), Qt::Uninitialized);
    uchar *out = reinterpret_cast<uchar *>(block.data());
    const std::size_t z =
        ZSTD_compress(out + kHeaderBytes, bound, w.bytes.data(), w.bytes.size(), zstdLevel);
    if (ZSTD_isError(z))
        return std::unexpected(
            CoreTr::tr("compression failed: %1").arg(QString::fromUtf8(ZSTD_getErrorName(z))));
    block.resize(qsizetype(kHeaderBytes + z));
    out = reinterpret_cast<uchar *>(block.data());
    std::memcpy(out, kMagic, 4);
    const std::uint32_t raw = std::uint32_t(w.bytes.size());
    for (int i = 0; i < 4; ++i)
        out[4 + i] = uchar(raw >> (8 * i));
    const std::uint32_t crc = blockCrc(out, std::size_t(block.size()));
    for (int i = 0; i < 4; ++i)
        out[8 + i] = uchar(crc >> (8 * i));
    return block;
}

std::expected<QByteArray, QString> payload(QByteArrayView block)
{
    const auto *p = reinterpret_cast<const uchar *>(block.data());
    const std::size_t size = std::size_t(block.size());
    if (size < kHeaderBytes || std::memcmp(p, kMagic, 3) != 0)
        return std::unexpected(damaged(CoreTr::tr("not a FleetScope series block")));
    if (p[3] != uchar(kMagic[3]))
        return std::unexpected(damaged(CoreTr::tr("unknown block version %1").arg(int(p[3]))));
    if (blockCrc(p, size) != loadLe32(p + 8))
        return std::unexpected(damaged(CoreTr::tr("checksum mismatch")));
    const std::size_t raw = loadLe32(p + 4);
    const std::size_t frame = size - kHeaderBytes;
    if (raw > std::size_t(kMaxPayloadBytes) || raw > frame * kMaxZstdRatio)
        return std::unexpected(
            damaged(CoreTr::tr("declared size %1 does not fit the block").arg(raw)));
    const unsigned long long declared = ZSTD_getFrameContentSize(p + kHeaderBytes, frame);
    if (declared != raw)
        return std::unexpected(damaged(CoreTr::tr("compressed frame does not match its size")));
    QByteArray out(qsizetype(raw), Qt::Uninitialized);
    const std::size_t got = ZSTD_decompress(out.data(), raw, p + kHeaderBytes, frame);
    if (ZSTD_isError(got) || got != raw)
        return std::unexpected(
            damaged(CoreTr::tr("cannot decompress (%1)")
                        .arg(QString::fromUtf8(ZSTD_isError(got) ? ZSTD_getErrorName(got)
                                                                 : "short frame"))));
    return out;
}

std::expected<SeriesSet, QString> decode(QByteArrayView block)
{
    auto raw = payload(block);
    if (!raw)
        return std::unexpected(raw.error());
    ByteReader r(reinterpret_cast<const uchar *>(raw->constData()), std::size_t(raw->size()));
    auto bad = [](const char *what) {
        return std::unexpected(damaged(CoreTr::tr("bad %1").arg(QLatin1String(what))));
    };

    SeriesSet set;
    quint8 version = 0, type = 0;
    if (!r.byte(version) || version != kPayloadVersion)
        return bad("payload version");
    if (!r.byte(type) || type > quint8(SeriesSet::ResultType::String))
        return bad("result type");
    set.resultType = SeriesSet::ResultType(type);
    for (QStringList *list : {&set.warnings, &set.infos}) {
        std::size_t c;
        if (!r.count(c, 1))
            return bad("message list");
        for (std::size_t i = 0; i < c; ++i) {
            QString s;
            if (!r.string(s))
                return bad("message");
            list->append(s);
        }
    }
    std::size_t n;
    if (!r.count(n, 1))
        return bad("grid size");
    set.timesMs.resize(n);
    std::uint64_t delta = 0, t = 0;
    for (std::size_t i = 0; i < n; ++i) {
        qint64 v;
        if (!r.signedVarint(v))
            return bad("time grid");
        if (i == 0) {
            t = std::uint64_t(v);
        } else {
            delta = i == 1 ? std::uint64_t(v) : delta + std::uint64_t(v);
            t += delta;
            if (qint64(t) <= set.timesMs[i - 1])
                return bad("time grid (not increasing)");
        }
        set.timesMs[i] = qint64(t);
    }
    std::size_t seriesCount;
    // Each series takes at least a label count, a mask kind and a mode.
    if (!r.count(seriesCount, 3))
        return bad("series count");
    set.series.resize(seriesCount);
    for (auto &s : set.series) {
        std::size_t pairs;
        if (!r.count(pairs, 2))
            return bad("label count");
        std::vector<Labels::Pair> labels(pairs);
        for (auto &[k, v] : labels)
            if (!r.string(k) || !r.string(v))
                return bad("label");
        s.labels = Labels(std::move(labels));
    }
    std::vector<std::size_t> counts(seriesCount);
    for (std::size_t si = 0; si < seriesCount; ++si) {
        Series &s = set.series[si];
        quint8 kind;
        if (!r.byte(kind))
            return bad("gap mask");
        if (kind == AllPresent) {
            s.present = GapMask(n, true);
            counts[si] = n;
            continue;
        }
        const uchar *bits = kind == Bitmap ? r.take((n + 7) / 8) : nullptr;
        if (!bits)
            return bad("gap mask");
        // Bits past the grid must be clear: one encoding per mask.
        if (n % 8 && (bits[n / 8] >> (n % 8)))
            return bad("gap mask padding");
        s.present = GapMask(n);
        std::size_t c = 0;
        for (std::size_t i = 0; i < n; ++i)
            if ((bits[i / 8] >> (i % 8)) & 1u) {
                s.present.set(i);
                ++c;
            }
        counts[si] = c;
    }
    struct Head
    {
        quint8 mode = XorPlanes;
        quint8 decimals = 0;
        std::size_t exceptions = 0;
    };
    std::vector<Head> heads(seriesCount);
    for (std::size_t si = 0; si < seriesCount; ++si) {
        Head &h = heads[si];
        if (!r.byte(h.mode) || h.mode > Decimal)
            return bad("value mode");
        if (h.mode == Decimal) {
            std::uint64_t e;
            if (!r.byte(h.decimals) || h.decimals > kMaxDecimals || !r.varint(e) ||
                e > counts[si] || e > r.remaining() / 9)
                return bad("value header");
            h.exceptions = std::size_t(e);
        }
    }
    std::vector<std::vector<std::pair<std::size_t, std::uint64_t>>> odd(seriesCount);
    for (std::size_t si = 0; si < seriesCount; ++si) {
        std::size_t pos = 0;
        odd[si].reserve(heads[si].exceptions);
        for (std::size_t e = 0; e < heads[si].exceptions; ++e) {
            std::uint64_t gap, bits;
            if (!r.varint(gap) || gap >= counts[si] - pos || !r.u64(bits))
                return bad("exception");
            pos += std::size_t(gap);
            odd[si].emplace_back(pos, bits);
            ++pos;
        }
    }
    for (std::size_t si = 0; si < seriesCount; ++si) {
        Series &s = set.series[si];
        const std::size_t m = counts[si];
        const Head &h = heads[si];
        // The stream must be there before the column is sized by the grid.
        const std::size_t need = h.mode == XorPlanes ? 8 * m : m - h.exceptions;
        if (need > r.remaining())
            return bad("value stream");
        s.values.assign(n, 0.0);
        double *out = n ? &s.values.cell(0) : nullptr;
        const bool dense = m == n;
        std::size_t cell = 0;
        auto nextCell = [&]() -> std::size_t {
            if (dense)
                return cell++;
            while (!s.present.test(cell))
                ++cell;
            return cell++;
        };
        if (h.mode == XorPlanes) {
            const uchar *planes = r.take(8 * m);
            std::uint64_t prev = 0;
            for (std::size_t i = 0; i < m; ++i) {
                std::uint64_t w = 0;
                for (std::size_t b = 0; b < 8; ++b)
                    w |= std::uint64_t(planes[b * m + i]) << (8 * b);
                prev ^= w;
                out[nextCell()] = std::bit_cast<double>(prev);
            }
            continue;
        }
        const double scale = kPow10[h.decimals];
        std::uint64_t acc = 0;
        std::size_t nextOdd = 0;
        const auto &ex = odd[si];
        for (std::size_t i = 0; i < m; ++i) {
            const std::size_t c = nextCell();
            if (nextOdd < ex.size() && ex[nextOdd].first == i) {
                out[c] = std::bit_cast<double>(ex[nextOdd++].second);
                continue;
            }
            qint64 d;
            if (!r.signedVarint(d))
                return bad("value stream");
            acc += std::uint64_t(d);
            out[c] = double(qint64(acc)) / scale;
        }
    }
    if (r.remaining() != 0)
        return bad("block end (trailing bytes)");
    for (auto &s : set.series)
        s.compact();
    return set;
}

} // namespace SeriesCodec
