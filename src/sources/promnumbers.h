#pragma once

#include <QtGlobal>

#include <string_view>

// Times and sample values in Prometheus' JSON, read from their number text.
// Kept apart from the reader so the exact-decimal rules can be checked and
// reused on their own; none of this touches JSON structure.
namespace PromNumbers {
// Drops trailing JSON whitespace, which simdjson leaves on raw tokens.
std::string_view trimRight(std::string_view s);
// JSON number text (or a quoted one) in seconds -> milliseconds, rounded half
// away from zero. Done on the decimal digits because 1700000000.123 has no
// exact double.
bool parseTimestampMs(std::string_view s, qint64 &out);
// The text of a Go strconv.ParseFloat value as Prometheus writes it; text out
// of double's range becomes ±Inf or ±0 as Go would read it.
bool parseSampleValue(std::string_view s, double &out);
} // namespace PromNumbers
