#pragma once

#include <QString>

#include <optional>
#include <utility>

// ISO 8601 the way Azure's query parameters use it: instants in UTC (a
// missing offset means UTC, as Azure assumes), durations like PT1M or P1D,
// and timespans "START/END", "START/DURATION" or a bare DURATION ending now.
namespace IsoTime {

std::optional<qint64> parseInstant(const QString &text); // Unix seconds
QString formatInstant(qint64 secs);                      // 2024-01-01T00:00:00Z

std::optional<qint64> parseDuration(const QString &text); // seconds; no months or years
QString formatDuration(qint64 secs);

std::optional<std::pair<qint64, qint64>> parseTimespan(const QString &text, qint64 nowSecs);

} // namespace IsoTime
