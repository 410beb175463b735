#include "timeparse.h"

#include <cmath>
#include <QDateTime>
#include <QRegularExpression>

namespace TimeParse {

namespace {
// Beyond this many seconds, milliseconds no longer fit in 64 bits.
constexpr double kMaxSecs = 9.2e15;
} // namespace

std::optional<qint64> parseDuration(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double secs = t.toDouble(&ok);
    if (ok)
        return (std::isfinite(secs) && secs >= 0 && secs < kMaxSecs)
                   ? std::optional<qint64>(qint64(std::llround(secs * 1000)))
                   : std::nullopt;
    static const QRegularExpression part(QStringLiteral("(\\d+)(ms|s|m|h|d|w|y)"));
    qint64 total = 0;
    qsizetype pos = 0;
    auto it = part.globalMatch(t);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() != pos)
            return std::nullopt;
        pos = m.capturedEnd();
        bool fits = false;
        const qint64 n = m.captured(1).toLongLong(&fits);
        if (!fits)
            return std::nullopt;
        const QString u = m.captured(2);
        const qint64 mult = u == QLatin1String("ms")  ? 1
                            : u == QLatin1String("s") ? 1000
                            : u == QLatin1String("m") ? 60'000
                            : u == QLatin1String("h") ? 3'600'000
                            : u == QLatin1String("d") ? 86'400'000
                            : u == QLatin1String("w") ? 604'800'000
                                                      : 31'536'000'000;
        // A duration too long for 64-bit milliseconds is not a duration
        // (found by fuzzing: the overflow was undefined behaviour).
        qint64 ms = 0;
        if (__builtin_mul_overflow(n, mult, &ms) || __builtin_add_overflow(total, ms, &total))
            return std::nullopt;
    }
    if (pos != t.size())
        return std::nullopt;
    return total;
}

std::optional<qint64> parseTime(const QString &text, qint64 nowMs)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    if (t == QLatin1String("now"))
        return nowMs;
    if (t.startsWith(QLatin1String("now-"))) {
        const auto d = parseDuration(t.mid(4));
        qint64 at = 0;
        return d && !__builtin_sub_overflow(nowMs, *d, &at) ? std::optional<qint64>(at)
                                                            : std::nullopt;
    }
    bool ok = false;
    const double secs = t.toDouble(&ok);
    if (ok)
        return std::isfinite(secs) && std::abs(secs) < kMaxSecs
                   ? std::optional<qint64>(qint64(std::llround(secs * 1000)))
                   : std::nullopt;
    QDateTime dt = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(t, Qt::ISODate);
    // RFC 3339 requires an offset; a bare local time would be ambiguous.
    if (!dt.isValid() || dt.timeSpec() == Qt::LocalTime)
        return std::nullopt;
    return dt.toMSecsSinceEpoch();
}

QString formatDuration(qint64 ms)
{
    if (ms <= 0)
        return QStringLiteral("0s");
    if (ms % 1000)
        return QStringLiteral("%1ms").arg(ms);
    qint64 s = ms / 1000;
    QString out;
    const struct
    {
        qint64 secs;
        const char *unit;
    } units[] = {{86400, "d"}, {3600, "h"}, {60, "m"}, {1, "s"}};
    for (const auto &u : units) {
        if (s >= u.secs) {
            out += QString::number(s / u.secs) + QLatin1String(u.unit);
            s %= u.secs;
        }
    }
    return out;
}

QString formatSpan(qint64 ms)
{
    return ms < 1000 ? QStringLiteral("0") : formatDuration(ms / 1000 * 1000);
}

} // namespace TimeParse
