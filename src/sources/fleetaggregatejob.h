#pragma once

#include "fleetaggregates.h"
#include "queryjob.h"
#include "queryplanner.h"

#include <map>
#include <optional>
#include <QPointer>
#include <vector>

class PrometheusClient;

// A lane's fetch that lets the query engine do the heavy lifting once the
// lane has more series than its threshold (FleetAggregates):
//  1. when the lane's series count is unknown, count them (one instant);
//  2. at or under the threshold: every series, as a plain range job (which
//     draws early and caches its sub-ranges as usual);
//  3. above it: the envelope as one range query (drawn early: its coarse
//     answer is handed out as partial()) and, once that first answer is in,
//     the top k over the window ranked by the server, then those series and
//     the highlighted one over the range. A long window is ranked per
//     sub-range (an instant query at each one's end, side by side, each within
//     the source's timeout): a series among the top k of the whole window is
//     among the top k of the sub-range that holds its peak, so the best k of
//     the sub-ranges' candidates are the window's.
// The answer is one SeriesSet; seriesCount() says how many series the lane
// has, serverAggregated() which way it was fetched.
class FleetAggregateJob final : public QueryJob
{
    Q_OBJECT
  public:
    FleetAggregateJob(PrometheusClient *client, QString promql, QueryPlanner::Plan plan,
                      FleetAggregates::Request request, QObject *parent = nullptr);
    ~FleetAggregateJob() override;

    void start() override;
    void cancel() override;

    bool serverAggregated() const { return m_server; }
    std::size_t seriesCount() const { return m_seriesCount; }

  private:
    QueryJob *child(const QString &promql, const QueryPlanner::Plan &plan);
    // One point at tMs on the plan's grid, for an instant question.
    QueryPlanner::Plan instantAt(qint64 tMs) const;
    void decide();
    void startServer();
    void startSeries(std::vector<Labels> keep);
    void tryAssemble();
    // Fails the whole job with `job`'s error; true when it had one.
    bool failedWith(QueryJob *job);
    void dropChildren();
    // Ends the hold on other lanes' detail taken while counting.
    void releaseCoarse();

    QPointer<PrometheusClient> m_client;
    QString m_promql;
    QueryPlanner::Plan m_plan;
    FleetAggregates::Request m_request;
    bool m_server = false;
    std::size_t m_seriesCount = 0;
    void startRanking();
    void startRankingOnce();
    void onRanked(QueryJob *job);

    QPointer<QueryJob> m_count, m_plain, m_envelope, m_series;
    // The ranking, one instant query per sub-range (see startRanking).
    std::vector<QPointer<QueryJob>> m_rankings;
    std::size_t m_rankingsLeft = 0;
    std::map<Labels, double> m_candidates;
    std::optional<SourceError> m_rankingError;
    bool m_seriesWanted = false;
    bool m_holdsCoarse = false;
};
