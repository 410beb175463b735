#pragma once

#include "queryjob.h"
#include "queryplanner.h"

#include <memory>
#include <optional>
#include <QElapsedTimer>
#include <QPointer>
#include <vector>

class PrometheusClient;
class PrometheusFetch;

// A range plan fetched and stitched into one SeriesSet. Its chunks go one at
// a time: a long backfill must not starve the live lanes of connections.
// A plan that asks to draw early (a lane's full fetch) goes differently: a
// coarse answer over the whole range first, handed out as partial(); then
// the range as sub-ranges (SubRanges), up to three at a time once no lane's
// coarse answer is on its way, each taken
// from the client's cache when held there and kept in it once fetched. A
// sub-range that fails leaves the rest: the answer says which part is
// missing (and shows the coarse answer there), so the lane keeps what did
// arrive.
class PrometheusRangeJob final : public QueryJob
{
    Q_OBJECT
  public:
    PrometheusRangeJob(PrometheusClient *client, QString promql, QueryPlanner::Plan plan,
                       QObject *parent = nullptr);
    ~PrometheusRangeJob() override;

    void start() override;
    void cancel() override;

  private:
    struct Part
    {
        QueryPlanner::Chunk chunk;
        std::shared_ptr<const SeriesSet> answer;
        std::optional<SourceError> error;
        PrometheusFetch *fetch = nullptr;
        bool cacheable = false;
    };

    void startCoarse(const QueryPlanner::Chunk &coarse);
    void launch();
    void onPartFinished(std::size_t index);
    void assemble();
    bool cacheable(const QueryPlanner::Chunk &c) const;
    std::size_t doneCount() const;

    QPointer<PrometheusClient> m_client;
    QString m_promql;
    QueryPlanner::Plan m_plan;
    std::vector<Part> m_parts;
    std::size_t m_next = 0;
    int m_running = 0;
    int m_maxRunning = 1;
    PrometheusFetch *m_coarseFetch = nullptr;
    QElapsedTimer m_waitingSince; // since when launch() waits for coarse answers
    std::shared_ptr<const SeriesSet> m_coarse;
};
