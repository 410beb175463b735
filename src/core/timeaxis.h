#pragma once

#include <QString>
#include <QtGlobal>
#include <QTimeZone>
#include <vector>

// The time axis both lane painters draw (the window's lanes and the
// report's): which round step, where the ticks fall in the chosen zone, and
// what each tick says. One place, so the screen and the PDF agree.
namespace TimeAxis {

// The smallest round step (1 min ... 1 week) that puts no more ticks on
// `width` than one per `minGap` (same units, e.g. pixels or points), and at
// least two.
qint64 step(qint64 spanMs, double width, double minGap);

// The ticks strictly inside (fromMs, toMs): multiples of stepMs on the
// zone's clock at fromMs, so that 14:00 is 14:00 and midnight is midnight.
std::vector<qint64> ticks(qint64 fromMs, qint64 toMs, qint64 stepMs, const QTimeZone &zone);

// A tick's text: the date where a day starts (or every tick is a day or
// more apart), else hours and minutes.
QString label(qint64 tMs, qint64 stepMs, const QTimeZone &zone);

} // namespace TimeAxis
