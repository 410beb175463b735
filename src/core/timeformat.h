#pragma once

#include <QDateTime>
#include <QString>
#include <QtGlobal>
#include <QTimeZone>

// How every time a person reads is written: on the screen, in the PDF and
// in CSV headers meant for people. One zone for all of them, the one the
// user picked (UTC or the local zone), so an alert mark, an audit row and
// the axis under them never disagree. Widgets get one from TimeCursor and
// never call QDateTime::toString themselves.
class TimeFormat final
{
  public:
    // The system's local zone.
    TimeFormat();
    explicit TimeFormat(QTimeZone zone);

    const QTimeZone &zone() const { return m_zone; }
    bool isUtc() const { return m_zone == QTimeZone::utc(); }
    QDateTime dateTime(qint64 ms) const { return QDateTime::fromMSecsSinceEpoch(ms, m_zone); }

    // "14:07:31"
    QString clock(qint64 ms) const;
    // "14:07"
    QString minutes(qint64 ms) const;
    // "14:07" when on the same day as `nowMs`, else "Nov 25 14:07".
    QString minutesOrDay(qint64 ms, qint64 nowMs) const;
    // "Nov 26 14:07:31"
    QString dayClock(qint64 ms) const;
    // "2026-11-26 14:07"
    QString dateMinutes(qint64 ms) const;
    // "2026-11-26 14:07:31"
    QString dateClock(qint64 ms) const;
    // "20261126-1407", for file names.
    QString fileStamp(qint64 ms) const;
    // "UTC", or the local zone's abbreviation at `ms` ("CET", "CEST").
    QString zoneName(qint64 ms) const;

  private:
    QTimeZone m_zone;
};
