// gzip-encoded HTTP bodies, which range queries ask for and inflate
// themselves: GzipBody::inflate. The input is inflated as a body, and also
// compressed as one gzip member and inflated back, which must give the
// input again, also when the cap is exactly its size ("at most maxBytes").

#include "fuzzsupport.h"
#include "gzipbody.h"

#include <zlib.h>

namespace {
QByteArray gzip(const std::uint8_t *data, std::size_t size)
{
    z_stream z{};
    FUZZ_CHECK(deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    QByteArray out(qsizetype(deflateBound(&z, uLong(size))), Qt::Uninitialized);
    z.next_in = const_cast<Bytef *>(data);
    z.avail_in = uInt(size);
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    FUZZ_CHECK(deflate(&z, Z_FINISH) == Z_STREAM_END);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView input = Fuzz::bytes(data, size);
    for (const qint64 cap : {qint64(1) << 20, qint64(64)}) {
        if (const auto body = GzipBody::inflate(input, cap))
            FUZZ_CHECK(body->size() <= cap);
        else
            FUZZ_CHECK(body.error().error == GzipBody::Error::TooLarge ||
                       !body.error().detail.isEmpty());
    }
    const QByteArray packed = gzip(data, size);
    for (const qint64 cap : {qint64(1) << 20, qint64(size)}) {
        if (cap < qint64(size) || cap == 0)
            continue;
        const auto back = GzipBody::inflate(packed, cap);
        FUZZ_CHECK(back.has_value() && *back == input);
    }
    if (size > 0) {
        const auto tooSmall = GzipBody::inflate(packed, qint64(size) - 1);
        FUZZ_CHECK(!tooSmall && tooSmall.error().error == GzipBody::Error::TooLarge);
    }
    return 0;
}
