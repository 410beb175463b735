#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <charconv>
#include <iterator>
#include <string>

// Numbers and labels as the exposition formats print them, shared by the
// writers so that a value reads the same whichever family it is in.
namespace ExpositionText {

inline void appendNumber(double value, std::string &out)
{
    char buffer[32];
    // Shortest round-trip text: deterministic and exact for Prometheus' parser.
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    out.append(buffer, result.ptr);
}

inline void appendInteger(qint64 value, std::string &out)
{
    char buffer[24];
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    out.append(buffer, result.ptr);
}

// An integer number of micro-units as a decimal of `digits` places of the
// unit that is 10^digits of them: seconds (6) or milliseconds (3).
inline void appendFixed(qint64 micros, int digits, std::string &out)
{
    qint64 scale = 1;
    for (int i = 0; i < digits; ++i)
        scale *= 10;
    appendInteger(micros / scale, out);
    char fraction[8] = {'.'};
    qint64 rest = micros % scale;
    for (int i = digits; i >= 1; --i) {
        fraction[i] = char('0' + rest % 10);
        rest /= 10;
    }
    out.append(fraction, size_t(digits) + 1);
}

inline void appendBytes(const QByteArray &bytes, std::string &out)
{
    out.append(bytes.constData(), size_t(bytes.size()));
}

} // namespace ExpositionText
