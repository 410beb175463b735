#include "baselinejob.h"

#include "baseline.h"
#include "fleetaggregates.h"
#include "queryplanner.h"
#include "sourceregistry.h"

BaselineJob::BaselineJob(const Request &request, QObject *parent)
    : QueryJob(parent), m_request(request)
{
}

BaselineJob::~BaselineJob()
{
    for (const QPointer<QueryJob> &j : m_parts)
        if (j)
            j->disconnect(this);
}

std::expected<BaselineJob *, SourceError>
BaselineJob::create(SourceRegistry *registry, const Request &request, QObject *parent)
{
    std::unique_ptr<BaselineJob> job(new BaselineJob(request, parent));
    const LaneSpec &lane = request.lane;
    const Aggregate aggregate = Baseline::aggregateFor(lane);
    job->m_serverEnvelope =
        lane.queries.size() == 1 && registry->prometheusClient(lane.queries.front().source);
    for (const QuerySpec &q : lane.queries) {
        auto input = registry->planInput(q);
        if (!input)
            return std::unexpected(input.error());
        input->fromMs = request.fromMs - request.shiftMs;
        input->toMs = request.toMs - request.shiftMs;
        input->widthPx = request.widthPx;
        if (request.scrapeStep)
            input->fixedStepMs = input->scrapeIntervalMs;
        input->alignToStep = request.alignToStep;
        const QueryPlanner::Plan plan = QueryPlanner::plan(*input);
        QuerySpec spec = q;
        spec.promql = QueryPlanner::expandVariables(
            spec.promql, plan.stepMs, input->scrapeIntervalMs, input->toMs - input->fromMs);
        if (job->m_serverEnvelope)
            spec.promql = FleetAggregates::envelopeQuery(spec.promql, aggregate);
        auto part = registry->queryRange(spec, plan);
        if (!part)
            return std::unexpected(part.error());
        (*part)->setParent(job.get());
        job->m_parts.emplace_back(*part);
        job->m_stepMs = std::max(job->m_stepMs, plan.stepMs);
    }
    return job.release();
}

void BaselineJob::start()
{
    m_answers.assign(m_parts.size(), SeriesSet{});
    m_open = int(m_parts.size());
    if (m_open == 0) {
        finish(SeriesSet{});
        return;
    }
    for (const QPointer<QueryJob> &j : m_parts)
        connect(j, &QueryJob::finished, this, &BaselineJob::onPartFinished);
    for (const QPointer<QueryJob> &j : m_parts)
        if (j)
            j->start();
}

void BaselineJob::onPartFinished()
{
    if (isFinished())
        return;
    auto *part = qobject_cast<QueryJob *>(sender());
    const auto at = std::find(m_parts.begin(), m_parts.end(), part) - m_parts.begin();
    QueryResult r = part->takeResult();
    if (!r) {
        // One query failing fails the baseline: half a lane's normal would
        // read as a different normal.
        finish(std::unexpected(r.error()));
        cancelParts();
        return;
    }
    m_answers[std::size_t(at)] = std::move(*r);
    if (--m_open > 0)
        return;
    SeriesSet out;
    if (m_serverEnvelope) {
        out = std::move(m_answers.front());
    } else {
        std::vector<const SeriesSet *> parts;
        for (const SeriesSet &s : m_answers)
            parts.push_back(&s);
        out = Baseline::envelopeOf(m_answers.size() == 1 ? m_answers.front()
                                                         : SeriesSet::combineQueries(parts),
                                   Baseline::aggregateFor(m_request.lane));
    }
    Baseline::shift(out, m_request.shiftMs);
    finish(std::move(out));
}

void BaselineJob::cancelParts()
{
    for (const QPointer<QueryJob> &j : m_parts)
        if (j) {
            j->disconnect(this);
            j->cancel();
        }
}

void BaselineJob::cancel()
{
    cancelParts();
    if (!isFinished())
        finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, {})));
}
