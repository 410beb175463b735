#pragma once

#include <optional>
#include <QString>
#include <QtGlobal>

// Times and durations as users type them on the command line and in
// dashboards. Pure functions: "now" is passed in.
namespace TimeParse {
// RFC 3339 ("2026-11-21T14:00:00Z", offsets, fractions), Unix seconds
// ("1700000000.5"), or "now" / "now-6h".
std::optional<qint64> parseTime(const QString &text, qint64 nowMs);
// Prometheus durations ("15s", "1h30m", "500ms", "2d", "1w") or float seconds.
std::optional<qint64> parseDuration(const QString &text);
// Shortest Prometheus-style duration ("1h30m", "15s", "250ms").
QString formatDuration(qint64 ms);
// A span people read in a table, to the second: "4h14m11s", "0".
QString formatSpan(qint64 ms);
} // namespace TimeParse
