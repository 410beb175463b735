#pragma once

#include "dashboard.h"
#include "queryjob.h"

#include <expected>
#include <QPointer>
#include <vector>

class SourceRegistry;

// Fetches one lane's baseline (Baseline): the lane over its range moved
// `shiftMs` earlier, handed back as envelope parts on today's axis.
//
// A lane of one query on a Prometheus-compatible source asks the server for
// the envelope (FleetAggregates::envelopeQuery over the earlier range: the
// same as the query with `offset` on every selector, and four series
// however large the fleet). Other lanes (Azure Monitor metrics, several
// queries) fetch their series over the earlier range and the envelope is
// taken here. An empty answer is not an error: the caller says the source
// has no data then.
class BaselineJob final : public QueryJob
{
    Q_OBJECT
  public:
    struct Request
    {
        // The lane; its queries with the dashboard's variables filled in.
        LaneSpec lane;
        qint64 fromMs = 0; // today's range
        qint64 toMs = 0;
        qint64 shiftMs = 0;
        int widthPx = 1000;
        // At each source's scrape interval (a capture), else about one point
        // per pixel.
        bool scrapeStep = false;
        bool alignToStep = true;
    };

    // The job, not started; an error when a query cannot run (unknown
    // source, a range the backend refuses).
    static std::expected<BaselineJob *, SourceError>
    create(SourceRegistry *registry, const Request &request, QObject *parent = nullptr);
    ~BaselineJob() override;

    // The coarsest step among the lane's queries.
    qint64 stepMs() const { return m_stepMs; }
    void start() override;
    void cancel() override;

  private:
    BaselineJob(const Request &request, QObject *parent);
    void onPartFinished();
    void cancelParts();

    Request m_request;
    bool m_serverEnvelope = false;
    qint64 m_stepMs = 0;
    std::vector<QPointer<QueryJob>> m_parts;
    std::vector<SeriesSet> m_answers;
    int m_open = 0;
};
