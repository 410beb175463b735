#include "crc32c.h"

namespace {
// CRC-32C, slice-by-8: the checksum is over the compressed bytes, so it costs
// a few milliseconds on a 10-million-sample snapshot.
struct CrcTables
{
    std::uint32_t t[8][256] = {};
};
constexpr CrcTables makeCrcTables()
{
    CrcTables c;
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t r = i;
        for (int b = 0; b < 8; ++b)
            r = (r >> 1) ^ (0x82F63B78u & (0u - (r & 1u)));
        c.t[0][i] = r;
    }
    for (int k = 1; k < 8; ++k)
        for (std::uint32_t i = 0; i < 256; ++i)
            c.t[k][i] = (c.t[k - 1][i] >> 8) ^ c.t[0][c.t[k - 1][i] & 0xffu];
    return c;
}
constexpr CrcTables kCrc = makeCrcTables();

std::uint32_t load32(const uchar *p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}
} // namespace

std::uint32_t crc32c(const uchar *p, std::size_t n, std::uint32_t crc)
{
    crc = ~crc;
    const auto &t = kCrc.t;
    while (n >= 8) {
        const std::uint32_t lo = load32(p) ^ crc;
        const std::uint32_t hi = load32(p + 4);
        crc = t[7][lo & 0xff] ^ t[6][(lo >> 8) & 0xff] ^ t[5][(lo >> 16) & 0xff] ^ t[4][lo >> 24] ^
              t[3][hi & 0xff] ^ t[2][(hi >> 8) & 0xff] ^ t[1][(hi >> 16) & 0xff] ^ t[0][hi >> 24];
        p += 8;
        n -= 8;
    }
    while (n--)
        crc = t[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}
