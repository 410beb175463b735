#pragma once

#include "dashboard.h"
#include "explainresult.h"
#include "metriccatalog.h"
#include "sourceconfig.h"

#include <atomic>
#include <expected>
#include <functional>
#include <map>

// Explain against live sources: for a window of one lane, where its change
// sits (ExplainWhere over the lane's own series, pods joined to their nodes),
// what else the source holds that changed with it (three server-side
// aggregates per metric, ExplainMetrics), and what happened just before
// (ExplainEvents), within a budget of queries. Blocking: the command calls it
// directly, the app on a worker thread (ExplainTask). All of its queries
// share one network manager.
namespace ExplainEngine {

struct Request
{
    SourceList sources;
    std::map<QString, MetricCatalog> catalogs; // what discovery found, by source
    QuerySpec lane;                            // the lane's (first) PromQL query
    Aggregate aggregate = Aggregate::Max;
    QString title;
    qint64 fromMs = 0, toMs = 0;
    qint64 baselineFromMs = 0, baselineToMs = 0;
    int budget = 600; // queries at most
    int top = 10;     // lines per list
};

struct Failure
{
    enum class Kind
    {
        Config,     // the lane cannot be explained here (no such source, not PromQL)
        LaneFailed, // the lane's own query failed
        NoData,     // the lane has no data in the window or the baseline
        Canceled,
    };
    Kind kind = Kind::Config;
    QString message;
};

// Queries done so far, and the most it will send.
using Progress = std::function<void(int done, int total)>;

std::expected<ExplainResult, Failure> run(const Request &request, const Progress &progress = {},
                                          const std::atomic<bool> *cancel = nullptr);

// The baseline users get unless they pick one: the four window-lengths
// before the window.
inline std::pair<qint64, qint64> defaultBaseline(qint64 fromMs, qint64 toMs)
{
    return {fromMs - 4 * (toMs - fromMs), fromMs};
}

} // namespace ExplainEngine
