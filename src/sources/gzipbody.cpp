#include "gzipbody.h"

#include <algorithm>
#include <zlib.h>

namespace GzipBody {

std::expected<QByteArray, Failure> inflate(QByteArrayView body, qint64 maxBytes)
{
    z_stream z{};
    // 16 + MAX_WBITS: gzip framing, not raw zlib.
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
        return std::unexpected(Failure{Error::Corrupt, QStringLiteral("zlib would not start")});
    QByteArray out;
    // JSON compresses about tenfold: start there and grow.
    out.resize(qsizetype(std::min<qint64>(maxBytes, std::max<qint64>(body.size() * 10, 4096))));
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(body.data()));
    z.avail_in = uInt(body.size());
    qint64 produced = 0;
    int rc = Z_OK;
    while (true) {
        if (produced == out.size()) {
            if (out.size() >= maxBytes) {
                inflateEnd(&z);
                return std::unexpected(Failure{Error::TooLarge, {}});
            }
            out.resize(qsizetype(std::min<qint64>(maxBytes, qint64(out.size()) * 2)));
        }
        z.next_out = reinterpret_cast<Bytef *>(out.data() + produced);
        z.avail_out = uInt(std::min<qint64>(out.size() - produced, 1 << 30));
        const uInt before = z.avail_out;
        rc = ::inflate(&z, Z_NO_FLUSH);
        produced += before - z.avail_out;
        if (rc == Z_STREAM_END) {
            if (z.avail_in == 0)
                break;
            // Another gzip member follows: RFC 1952 allows several.
            if (inflateReset(&z) != Z_OK)
                break;
            continue;
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            const QString why = QString::fromUtf8(z.msg ? z.msg : "invalid data");
            inflateEnd(&z);
            return std::unexpected(Failure{Error::Corrupt, why});
        }
        if (rc == Z_BUF_ERROR && z.avail_in == 0 && z.avail_out > 0) {
            inflateEnd(&z);
            return std::unexpected(Failure{Error::Corrupt, QStringLiteral("truncated")});
        }
    }
    inflateEnd(&z);
    out.resize(qsizetype(produced));
    return out;
}

} // namespace GzipBody
