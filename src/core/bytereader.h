#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <QString>
#include <QtGlobal>

inline qint64 unzigzag(std::uint64_t u)
{
    return qint64(u >> 1) ^ -qint64(u & 1);
}

inline std::uint32_t loadLe32(const uchar *p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

// Reads what ByteWriter writes, from bytes it does not trust: every read says
// whether the bytes were there. Header-only, like ByteWriter.
class ByteReader final
{
  public:
    ByteReader(const uchar *p, std::size_t n) : m_p(p), m_end(p + n) {}

    std::size_t remaining() const { return std::size_t(m_end - m_p); }
    bool byte(quint8 &out)
    {
        if (m_p == m_end)
            return false;
        out = *m_p++;
        return true;
    }
    bool varint(std::uint64_t &out)
    {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end)
                return false;
            const uchar b = *m_p++;
            // The tenth byte may only hold the top bit of a 64-bit value.
            if (shift == 63 && b > 1)
                return false;
            v |= std::uint64_t(b & 0x7f) << shift;
            if (!(b & 0x80)) {
                out = v;
                return true;
            }
        }
        return false;
    }
    bool signedVarint(qint64 &out)
    {
        std::uint64_t u;
        if (!varint(u))
            return false;
        out = unzigzag(u);
        return true;
    }
    // A count of things that each take at least `minBytes` of what is left:
    // a count the bytes cannot hold is refused before anything is sized by it.
    bool count(std::size_t &out, std::size_t minBytes)
    {
        std::uint64_t v;
        if (!varint(v) || v > remaining() / std::max<std::size_t>(minBytes, 1))
            return false;
        out = std::size_t(v);
        return true;
    }
    const uchar *take(std::size_t n)
    {
        if (n > remaining())
            return nullptr;
        const uchar *p = m_p;
        m_p += n;
        return p;
    }
    bool u64(std::uint64_t &out)
    {
        const uchar *p = take(8);
        if (!p)
            return false;
        out = std::uint64_t(loadLe32(p)) | std::uint64_t(loadLe32(p + 4)) << 32;
        return true;
    }
    bool string(QString &out)
    {
        std::size_t n;
        if (!count(n, 1))
            return false;
        const uchar *p = take(n);
        out = QString::fromUtf8(reinterpret_cast<const char *>(p), qsizetype(n));
        return true;
    }

  private:
    const uchar *m_p;
    const uchar *m_end;
};
