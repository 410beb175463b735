#pragma once

#include "seriesset.h"

#include <QString>

// What every successful parse must guarantee, whatever the input: a strictly
// increasing grid, and series that fill it, hold at least one sample and
// store their values from their first to their last sample only.
// Returns the first invariant `set` breaks, or an empty string.
inline QString brokenInvariant(const SeriesSet &set)
{
    for (std::size_t i = 1; i < set.timesMs.size(); ++i)
        if (set.timesMs[i - 1] >= set.timesMs[i])
            return QStringLiteral("grid not strictly increasing at point %1").arg(i);
    for (std::size_t i = 0; i < set.series.size(); ++i) {
        const Series &s = set.series[i];
        if (s.values.size() != set.gridSize() || s.present.size() != set.gridSize())
            return QStringLiteral("series %1 does not fill the grid of %2 points")
                .arg(i)
                .arg(set.gridSize());
        if (s.present.count() == 0)
            return QStringLiteral("series %1 has no sample").arg(i);
        // Stored from the first to the last sample, no more.
        const std::size_t last = s.present.last();
        const std::size_t first = s.present.nextSet(0, last + 1);
        if (s.values.first() != first || s.values.storedEnd() != last + 1)
            return QStringLiteral("series %1 stores points %2 to %3, its samples lie at %4 to %5")
                .arg(i)
                .arg(s.values.first())
                .arg(qlonglong(s.values.storedEnd()) - 1)
                .arg(first)
                .arg(last);
    }
    return {};
}

inline bool invariantsHold(const SeriesSet &set)
{
    return brokenInvariant(set).isEmpty();
}
