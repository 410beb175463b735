#pragma once

#include "seriesset.h"

#include <memory>

// A SeriesSet shared between the store, the lanes and the workers. Freeing a
// large one is tens of thousands of frees (a 1,000-series answer): when the
// last reference goes on the GUI thread, that took it up to ~10 ms in the
// middle of a live refresh. Sets made here are freed on the thread pool
// instead when they are large.
std::shared_ptr<const SeriesSet> shareSeries(SeriesSet &&set);
