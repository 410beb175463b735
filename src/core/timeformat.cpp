#include "timeformat.h"

TimeFormat::TimeFormat() : m_zone(QTimeZone::systemTimeZone()) {}

TimeFormat::TimeFormat(QTimeZone zone) : m_zone(std::move(zone))
{
    if (!m_zone.isValid())
        m_zone = QTimeZone::systemTimeZone();
}

QString TimeFormat::clock(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("HH:mm:ss"));
}

QString TimeFormat::minutes(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("HH:mm"));
}

QString TimeFormat::minutesOrDay(qint64 ms, qint64 nowMs) const
{
    const QDateTime t = dateTime(ms);
    return t.date() == dateTime(nowMs).date() ? t.toString(QStringLiteral("HH:mm"))
                                              : t.toString(QStringLiteral("MMM d HH:mm"));
}

QString TimeFormat::dayClock(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("MMM d HH:mm:ss"));
}

QString TimeFormat::dateMinutes(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString TimeFormat::dateClock(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString TimeFormat::fileStamp(qint64 ms) const
{
    return dateTime(ms).toString(QStringLiteral("yyyyMMdd-HHmm"));
}

QString TimeFormat::zoneName(qint64 ms) const
{
    if (isUtc())
        return QStringLiteral("UTC"); // the same in every language
    const QString abbreviation = m_zone.abbreviation(QDateTime::fromMSecsSinceEpoch(ms));
    return abbreviation.isEmpty() ? dateTime(ms).toString(QStringLiteral("t")) : abbreviation;
}
