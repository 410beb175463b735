#pragma once

#include "seriesset.h"

// What every successful parse must guarantee, whatever the input: a strictly
// increasing grid, and series that fill it and hold at least one sample.
inline bool invariantsHold(const SeriesSet &set)
{
    for (std::size_t i = 1; i < set.timesMs.size(); ++i)
        if (set.timesMs[i - 1] >= set.timesMs[i])
            return false;
    for (const Series &s : set.series)
        if (s.values.size() != set.gridSize() || s.present.size() != set.gridSize() ||
            s.present.count() == 0)
            return false;
    return true;
}
