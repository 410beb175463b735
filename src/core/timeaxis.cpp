#include "timeaxis.h"

#include "timeformat.h"

#include <algorithm>
#include <iterator>
#include <QDateTime>
#include <QLocale>

namespace TimeAxis {

namespace {
constexpr qint64 kDayMs = 86'400'000;
constexpr qint64 kSteps[] = {60'000,     120'000,   300'000,    600'000,    900'000,
                             1'800'000,  3'600'000, 7'200'000,  10'800'000, 21'600'000,
                             43'200'000, kDayMs,    2 * kDayMs, 7 * kDayMs};
} // namespace

qint64 step(qint64 spanMs, double width, double minGap)
{
    const double maxTicks = std::max(2.0, width / std::max(minGap, 1.0));
    for (const qint64 s : kSteps)
        if (double(spanMs) / double(s) <= maxTicks)
            return s;
    return kSteps[std::size(kSteps) - 1];
}

std::vector<qint64> ticks(qint64 fromMs, qint64 toMs, qint64 stepMs, const QTimeZone &zone)
{
    std::vector<qint64> out;
    if (stepMs <= 0 || toMs <= fromMs)
        return out;
    const qint64 offset = qint64(zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(fromMs))) * 1000;
    // Floor division: ranges before 1970 round the same way as after.
    const qint64 local = fromMs + offset;
    const qint64 floored = local - ((local % stepMs) + stepMs) % stepMs;
    for (qint64 t = floored + stepMs - offset; t < toMs; t += stepMs)
        if (t > fromMs)
            out.push_back(t);
    return out;
}

QString label(qint64 tMs, qint64 stepMs, const QTimeZone &zone)
{
    const TimeFormat format(zone);
    const QDateTime dt = format.dateTime(tMs);
    if (stepMs >= kDayMs || dt.time() == QTime(0, 0))
        return QLocale().toString(dt.date(), QStringLiteral("ddd d MMM"));
    return format.minutes(tMs);
}

} // namespace TimeAxis
