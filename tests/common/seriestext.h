#pragma once

#include "labels.h"
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

// "k=v,k=v" in label order, exact where toPromQL would hide the __name__ key.
inline QString labelText(const Labels &labels)
{
    QStringList out;
    for (const auto &[k, v] : labels.pairs())
        out << k + QLatin1Char('=') + v;
    return out.join(QLatin1Char(','));
}

// Every series as "labels | values", in the set's order.
inline QStringList renderLabelledSeries(const SeriesSet &set)
{
    QStringList out;
    for (std::size_t i = 0; i < set.series.size(); ++i)
        out << labelText(set.series[i].labels) + QStringLiteral(" | ") + renderSeries(set, i);
    return out;
}
