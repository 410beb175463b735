#pragma once

#include "seriesset.h"

#include <cmath>
#include <QString>

// Test data: n series on a regular grid; series s at point i has value f(s, i).
template <typename F> SeriesSet gridSet(int nSeries, int nPoints, qint64 stepMs, F f)
{
    SeriesSet set;
    for (int i = 0; i < nPoints; ++i)
        set.timesMs.push_back(qint64(i) * stepMs);
    for (int s = 0; s < nSeries; ++s) {
        Series ser;
        ser.labels = Labels({{QStringLiteral("Hostname"), QStringLiteral("node-%1").arg(s / 8)},
                             {QStringLiteral("gpu"), QString::number(s % 8)}});
        ser.values.resize(std::size_t(nPoints));
        ser.present.resize(std::size_t(nPoints));
        for (int i = 0; i < nPoints; ++i) {
            const double v = f(s, i);
            if (std::isnan(v))
                continue; // a gap
            ser.values.cell(std::size_t(i)) = v;
            ser.present.set(std::size_t(i));
        }
        set.series.push_back(std::move(ser));
    }
    return set;
}
