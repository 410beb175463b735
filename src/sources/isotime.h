#pragma once

#include <optional>
#include <QString>
#include <QStringView>
#include <QtGlobal>
#include <string_view>

// ISO 8601 times and durations as Azure writes and expects them: metric
// timeStamps and Log Analytics datetimes ("2026-11-21T10:00:00Z",
// "2026-11-21T10:00:00.1234567Z"), metric intervals ("PT1M", "PT1H", "P1D").
// Pure functions, no time zone database: everything is UTC.
namespace IsoTime {
// "YYYY-MM-DDThh:mm[:ss[.fraction]]" followed by "Z", "+hh:mm", "-hhmm" or
// nothing (Azure writes UTC; text without a zone is read as UTC). A space may
// stand for the 'T'. Fractions beyond milliseconds are cut, not rounded, so a
// time never moves into the next millisecond bucket.
std::optional<qint64> parseTimestampMs(std::string_view text);
std::optional<qint64> parseTimestampMs(QStringView text);
// "2026-11-21T10:00:00Z", with ".mmm" only when the milliseconds are not zero.
QString formatTimestamp(qint64 ms);

// "PT30S", "PT1M", "PT1H30M", "P1D", "P1W", "PT0.5S". Years and months have no
// fixed length and are refused, as is Azure's "FULL" (the whole timespan).
std::optional<qint64> parseDurationMs(QStringView text);
// The shortest ISO form: "PT1M", "PT1H30M", "P1D", "P1DT12H", "PT1.5S";
// "PT0S" for zero or less.
QString formatDuration(qint64 ms);
} // namespace IsoTime
