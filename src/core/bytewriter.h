#pragma once

#include <cstdint>
#include <QByteArray>
#include <QString>
#include <string>

inline std::uint64_t zigzag(qint64 v)
{
    return (std::uint64_t(v) << 1) ^ std::uint64_t(v >> 63);
}

// Appends bytes, little-endian words, LEB128 varints (zigzag for signed ones)
// and length-prefixed UTF-8 strings to a growing buffer; ByteReader reads
// them back. Header-only: SeriesCodec's inner loops call it per sample.
class ByteWriter final
{
  public:
    std::string bytes;

    void byte(quint8 b) { bytes.push_back(char(b)); }
    void varint(std::uint64_t v)
    {
        while (v >= 0x80) {
            bytes.push_back(char(v | 0x80));
            v >>= 7;
        }
        bytes.push_back(char(v));
    }
    void signedVarint(qint64 v) { varint(zigzag(v)); }
    void u64(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i)
            bytes.push_back(char(v >> (8 * i)));
    }
    void string(const QString &s)
    {
        const QByteArray u = s.toUtf8();
        varint(std::uint64_t(u.size()));
        bytes.append(u.constData(), std::size_t(u.size()));
    }
};
