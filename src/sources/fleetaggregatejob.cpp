#include "fleetaggregatejob.h"

#include "prometheusclient.h"
#include "subranges.h"

#include <algorithm>
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
    releaseCoarse();
}

QueryJob *FleetAggregateJob::child(const QString &promql, const QueryPlanner::Plan &plan)
{
    QueryJob *job = m_client->queryRange(promql, plan);
    job->setParent(this);
    return job;
}

QueryPlanner::Plan FleetAggregateJob::instantAt(qint64 tMs) const
{
    QueryPlanner::Plan p;
    p.stepMs = m_plan.stepMs;
    p.background = m_plan.background;
    p.chunks.push_back({tMs, tMs, m_plan.stepMs});
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
    const auto span = FleetAggregates::countSpan(m_plan.chunks.front().startMs,
                                                 m_plan.chunks.back().endMs, m_plan.stepMs);
    QueryPlanner::Plan counting;
    counting.stepMs = span.stepMs;
    counting.background = m_plan.background;
    counting.chunks.push_back({span.fromMs, span.toMs, span.stepMs});
    m_count = child(FleetAggregates::countQuery(m_promql), counting);
    // Until the lane has drawn, it holds other lanes' full-resolution
    // sub-ranges back as its coarse answer will (PrometheusClient::
    // beginCoarse): on a busy server they would otherwise delay this
    // lane's count, and so its first look, by whole evaluations.
    if (m_plan.drawEarly) {
        m_client->beginCoarse();
        m_holdsCoarse = true;
    }
    connect(m_count, &QueryJob::finished, this, [this] {
        if (!m_count->result()) {
            releaseCoarse();
            failedWith(m_count);
            return;
        }
        const SeriesSet &set = *m_count->result();
        m_seriesCount = 0;
        for (const Series &s : set.series)
            for (std::size_t i = 0; i < s.values.size(); ++i)
                if (s.has(i) && std::isfinite(s.values[i]))
                    m_seriesCount = std::max(m_seriesCount, std::size_t(s.values[i]));
        // The lane's own coarse answer is asked before the hold ends.
        decide();
        releaseCoarse();
    });
    m_count->start();
}

void FleetAggregateJob::releaseCoarse()
{
    if (!m_holdsCoarse)
        return;
    m_holdsCoarse = false;
    if (m_client)
        m_client->endCoarse();
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
    // Its coarse answer, for a lane's first look; the same range again for
    // a highlight keeps what is on screen instead.
    if (!m_request.keep)
        connect(m_envelope, &QueryJob::partial, this, &QueryJob::partial);
    // The ranking waits for the envelope's first answer (its coarse look,
    // or all of it): each evaluates the lane's whole query again, and on a
    // busy server asking side by side delays the first draw (10,000 GPUs
    // on a 2-core VictoriaMetrics: 3-6 s an evaluation).
    connect(m_envelope, &QueryJob::partial, this, &FleetAggregateJob::startRankingOnce);
    connect(m_envelope, &QueryJob::finished, this, [this] {
        if (failedWith(m_envelope))
            return;
        startRankingOnce();
        // The band and the line draw while the top k are on their way: for
        // a lane's whole fetch only. A tail, or the same range again for a
        // highlight, keeps what is on screen until its answer is complete.
        if (m_plan.drawEarly && !m_request.keep && m_seriesWanted &&
            !(m_series && m_series->isFinished()))
            emit partial(std::make_shared<const SeriesSet>(*m_envelope->result()));
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
}

void FleetAggregateJob::startRankingOnce()
{
    if (!m_rankings.empty() || isFinished() || m_request.keep || m_request.topK <= 0 ||
        !m_seriesWanted)
        return;
    startRanking();
}

void FleetAggregateJob::startRanking()
{
    const qint64 from = m_plan.chunks.front().startMs, to = m_plan.chunks.back().endMs;
    std::vector<QueryPlanner::Chunk> windows;
    if (const qint64 length = SubRanges::length(to - from, m_plan.stepMs); length > 0)
        windows = SubRanges::split(m_plan, length);
    else
        windows.push_back({from, to, m_plan.stepMs});
    m_rankingsLeft = windows.size();
    for (const QueryPlanner::Chunk &w : windows) {
        QueryJob *job =
            child(FleetAggregates::rankingQuery(m_promql, m_request.topK, m_request.outliersHigh,
                                                w.endMs - w.startMs, m_plan.stepMs),
                  instantAt(w.endMs));
        m_rankings.emplace_back(job);
        connect(job, &QueryJob::finished, this, [this, job] { onRanked(job); });
    }
    // Started after all are made: one may finish at once, and the last one
    // to finish starts the series.
    for (const QPointer<QueryJob> &job : std::vector(m_rankings))
        if (job && !isFinished())
            job->start();
}

void FleetAggregateJob::onRanked(QueryJob *job)
{
    const QueryResult &r = job->result();
    if (!r && r.error().kind == SourceError::Kind::Canceled)
        return;
    if (!r && !m_rankingError)
        m_rankingError = r.error();
    if (r)
        for (const Series &s : r->series)
            for (std::size_t i = 0; i < s.values.size(); ++i) {
                if (!s.has(i) || !std::isfinite(s.values[i]))
                    continue;
                const auto [it, added] = m_candidates.try_emplace(s.labels, s.values[i]);
                if (!added)
                    it->second = m_request.outliersHigh ? std::max(it->second, s.values[i])
                                                        : std::min(it->second, s.values[i]);
            }
    if (--m_rankingsLeft > 0)
        return;
    // A window ranked in part could name the wrong series: none then, and
    // the envelope says why (tryAssemble).
    std::vector<Labels> ranked;
    if (!m_rankingError) {
        std::vector<std::pair<double, const Labels *>> all;
        for (const auto &[labels, score] : m_candidates)
            all.emplace_back(score, &labels);
        const std::size_t k = std::min(all.size(), std::size_t(m_request.topK));
        std::partial_sort(all.begin(), all.begin() + std::ptrdiff_t(k), all.end(),
                          [&](const auto &a, const auto &b) {
                              if (a.first != b.first)
                                  return m_request.outliersHigh ? a.first > b.first
                                                                : a.first < b.first;
                              return *a.second < *b.second;
                          });
        for (std::size_t j = 0; j < k; ++j)
            ranked.push_back(*all[j].second);
    }
    startSeries(std::move(ranked));
}

void FleetAggregateJob::startSeries(std::vector<Labels> keep)
{
    const QString promql = FleetAggregates::seriesQuery(m_promql, keep, m_request.highlight);
    if (promql.isEmpty()) {
        m_seriesWanted = false;
        tryAssemble();
        return;
    }
    // In sub-ranges like the envelope (the server evaluates the whole query
    // before it keeps the few series, so a slow query is as slow here), and
    // cached; its coarse preview is not shown.
    m_series = child(promql, m_plan);
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
    if (m_rankingError)
        note(*m_rankingError);
    if (m_series && m_series->isFinished()) {
        if (const QueryResult &s = m_series->result())
            r->add(*s);
        else
            note(s.error());
    }
    // The most series at any time of the window (an empty envelope keeps
    // the count taken before).
    if (FleetAggregates::isServerAggregated(*r))
        m_seriesCount = FleetAggregates::seriesCount(*r);
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
    std::vector<QueryJob *> jobs{m_count.data(), m_plain.data(), m_envelope.data(),
                                 m_series.data()};
    for (const QPointer<QueryJob> &r : m_rankings)
        jobs.push_back(r.data());
    for (QueryJob *j : jobs) {
        if (!j || j->isFinished())
            continue;
        j->disconnect(this);
        j->cancel();
    }
}

void FleetAggregateJob::cancel()
{
    dropChildren();
    releaseCoarse();
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, tr("Canceled."))));
}
