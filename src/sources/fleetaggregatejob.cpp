#include "fleetaggregatejob.h"

#include "prometheusclient.h"

#include <cmath>

FleetAggregateJob::FleetAggregateJob(PrometheusClient *client, QString promql,
                                     QueryPlanner::Plan plan, FleetAggregates::Request request,
                                     QObject *parent)
    : QueryJob(parent), m_client(client), m_promql(std::move(promql)), m_plan(std::move(plan)),
      m_request(std::move(request))
{
}

FleetAggregateJob::~FleetAggregateJob()
{
    dropChildren();
}

QueryJob *FleetAggregateJob::child(const QString &promql, const QueryPlanner::Plan &plan)
{
    QueryJob *job = m_client->queryRange(promql, plan);
    job->setParent(this);
    return job;
}

QueryPlanner::Plan FleetAggregateJob::atEnd() const
{
    QueryPlanner::Plan p;
    p.stepMs = m_plan.stepMs;
    p.background = m_plan.background;
    const qint64 end = m_plan.chunks.back().endMs;
    p.chunks.push_back({end, end, m_plan.stepMs});
    return p;
}

void FleetAggregateJob::start()
{
    if (m_plan.isEmpty()) {
        finish(SeriesSet{});
        return;
    }
    if (!m_client) {
        finish(std::unexpected(
            SourceError::make(SourceError::Kind::Config, tr("The data source was removed."))));
        return;
    }
    if (m_request.seriesCount) {
        m_seriesCount = *m_request.seriesCount;
        decide();
        return;
    }
    m_count = child(FleetAggregates::countQuery(m_promql), atEnd());
    connect(m_count, &QueryJob::finished, this, [this] {
        if (failedWith(m_count))
            return;
        const SeriesSet &set = *m_count->result();
        m_seriesCount = 0;
        for (const Series &s : set.series)
            for (std::size_t i = 0; i < s.values.size(); ++i)
                if (s.has(i) && std::isfinite(s.values[i]))
                    m_seriesCount = std::max(m_seriesCount, std::size_t(s.values[i]));
        decide();
    });
    m_count->start();
}

void FleetAggregateJob::decide()
{
    m_server =
        FleetAggregates::useServer(m_seriesCount, m_request.threshold, m_request.showingThem);
    if (m_server) {
        startServer();
        return;
    }
    m_plain = child(m_promql, m_plan);
    connect(m_plain, &QueryJob::partial, this, &QueryJob::partial);
    connect(m_plain, &QueryJob::finished, this, [this] {
        if (m_plain->isIncomplete())
            setIncomplete();
        QueryResult r = m_plain->takeResult();
        if (r)
            m_seriesCount = r->series.size();
        finish(std::move(r));
    });
    m_plain->start();
}

void FleetAggregateJob::startServer()
{
    const bool haveHighlight = !m_request.highlight.isEmpty();
    // Set before any child starts: a child may finish at once (its whole
    // range cached), and the answer must not be assembled without the rest.
    m_seriesWanted = m_request.keep || m_request.topK > 0 || haveHighlight;
    m_envelope = child(FleetAggregates::envelopeQuery(m_promql, m_request.aggregate), m_plan);
    connect(m_envelope, &QueryJob::partial, this, &QueryJob::partial);
    connect(m_envelope, &QueryJob::finished, this, [this] {
        if (!failedWith(m_envelope))
            tryAssemble();
    });
    m_envelope->start();
    if (isFinished() || !m_seriesWanted)
        return;
    if (m_request.keep) {
        startSeries(*m_request.keep);
        return;
    }
    if (m_request.topK <= 0) {
        startSeries({});
        return;
    }
    const qint64 window = m_plan.chunks.back().endMs - m_plan.chunks.front().startMs;
    m_ranking = child(FleetAggregates::rankingQuery(m_promql, m_request.topK,
                                                    m_request.outliersHigh, window, m_plan.stepMs),
                      atEnd());
    connect(m_ranking, &QueryJob::finished, this, [this] {
        const QueryResult &r = m_ranking->result();
        std::vector<Labels> ranked;
        if (r)
            for (const Series &s : r->series)
                ranked.push_back(s.labels);
        else if (r.error().kind == SourceError::Kind::Canceled)
            return;
        startSeries(std::move(ranked));
    });
    m_ranking->start();
}

void FleetAggregateJob::startSeries(std::vector<Labels> keep)
{
    const QString promql = FleetAggregates::seriesQuery(m_promql, keep, m_request.highlight);
    if (promql.isEmpty()) {
        m_seriesWanted = false;
        tryAssemble();
        return;
    }
    // The few series whole: their answer is small, and its coarse preview
    // would only delay the envelope's.
    QueryPlanner::Plan plan = m_plan;
    plan.drawEarly = false;
    m_series = child(promql, plan);
    connect(m_series, &QueryJob::finished, this, &FleetAggregateJob::tryAssemble);
    m_series->start();
}

void FleetAggregateJob::tryAssemble()
{
    if (isFinished() || !m_envelope || !m_envelope->isFinished())
        return;
    // A failed ranking went on to fetch only the highlighted series (or
    // none): the envelope then comes with a note of why.
    if (m_seriesWanted && (!m_series || !m_series->isFinished()))
        return;
    QueryResult r = m_envelope->takeResult();
    if (m_envelope->isIncomplete())
        setIncomplete();
    const auto note = [&](const SourceError &e) {
        r->warnings
            << tr("The top %1 series could not be fetched: %2").arg(m_request.topK).arg(e.message);
        setIncomplete(); // asked again after a backoff
    };
    if (m_ranking && m_ranking->isFinished() && !m_ranking->result())
        note(m_ranking->result().error());
    if (m_series && m_series->isFinished()) {
        if (const QueryResult &s = m_series->result())
            r->add(*s);
        else
            note(s.error());
    }
    const std::size_t counted = FleetAggregates::seriesCount(*r);
    if (counted > 0 || FleetAggregates::isServerAggregated(*r))
        m_seriesCount = counted;
    finish(std::move(r));
}

bool FleetAggregateJob::failedWith(QueryJob *job)
{
    const QueryResult &r = job->result();
    if (r)
        return false;
    if (r.error().kind != SourceError::Kind::Canceled) {
        dropChildren();
        finish(std::unexpected(r.error()));
    }
    return true;
}

void FleetAggregateJob::dropChildren()
{
    for (QueryJob *j :
         {m_count.data(), m_plain.data(), m_envelope.data(), m_ranking.data(), m_series.data()}) {
        if (!j || j->isFinished())
            continue;
        j->disconnect(this);
        j->cancel();
    }
}

void FleetAggregateJob::cancel()
{
    dropChildren();
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, tr("Canceled."))));
}
