#pragma once

#include "promformat.h"
#include "seriesset.h"

#include <QStringList>

// Series as text ("1 2 _ 4": values as Prometheus prints them, "_" for a
// gap), so comparisons are exact where QCOMPARE on doubles would be fuzzy.
inline QString renderSeries(const SeriesSet &set, std::size_t index)
{
    const Series &s = set.series.at(index);
    QStringList out;
    for (std::size_t i = 0; i < set.gridSize(); ++i)
        out << (s.has(i) ? QString::fromLatin1(PromFormat::value(s.values[i]))
                         : QStringLiteral("_"));
    return out.join(QLatin1Char(' '));
}

inline QString renderTimes(const SeriesSet &set)
{
    QStringList out;
    for (qint64 t : set.timesMs)
        out << QString::number(t);
    return out.join(QLatin1Char(' '));
}
