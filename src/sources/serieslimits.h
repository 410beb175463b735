#pragma once

#include <cstddef>
#include <QtGlobal>

// Limits that keep a hostile or mistaken answer from exhausting memory: one
// set for every parser that builds a SeriesSet (Prometheus, Azure Monitor,
// Log Analytics), so a source's limits mean the same whatever it speaks.
struct SeriesLimits
{
    // Bodies above this are refused before any parsing (Kind::TooLarge).
    qsizetype maxBodyBytes = qsizetype(1) << 30;
    // Series × grid points: series whose timestamps disagree widen the shared
    // grid for all of them, so cells are what costs memory, not samples. The
    // default is Prometheus' own --query.max-samples.
    std::size_t maxGridCells = 50'000'000;
};
