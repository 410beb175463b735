#pragma once

#include "dashboard.h"
#include "explainresult.h"
#include "seriesset.h"

#include <vector>

// Explain from what a snapshot holds, with no source to ask: "where" over the
// explained lane's own series as live (ExplainWhere), "what else changed"
// over the other lanes' series (each series' window samples against its
// baseline samples, ChangeScore::compare; a lane scores by its series that
// changed most, named with that series' entity labels), and "what happened"
// from the moments the caller read from the snapshot (alerts, annotations).
// Pure.
namespace ExplainOffline {

struct Lane
{
    QString title;
    Aggregate aggregate = Aggregate::Max;
    const SeriesSet *data = nullptr; // may be null: a lane without data
};

ExplainResult explain(const std::vector<Lane> &lanes, std::size_t lane, qint64 fromMs, qint64 toMs,
                      qint64 baselineFromMs, qint64 baselineToMs, int top,
                      std::vector<ExplainResult::Event> events);

} // namespace ExplainOffline
