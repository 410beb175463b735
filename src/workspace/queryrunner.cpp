#include "queryrunner.h"

#include "queryplanner.h"
#include "sourceregistry.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTimer>

namespace QueryRunner {

QueryResult run(const SourceList &sources, const Request &request,
                const std::function<void(const QString &)> &tellUser)
{
    Session session(sources, tellUser);
    return session.run(request);
}

Session::Session(const SourceList &sources, const std::function<void(const QString &)> &tellUser)
    : m_nam(std::make_unique<QNetworkAccessManager>()),
      m_registry(std::make_unique<SourceRegistry>(m_nam.get()))
{
    m_registry->setSources(sources);
    if (tellUser)
        QObject::connect(
            m_registry.get(), &SourceRegistry::userActionRequired, m_registry.get(),
            [tellUser](const QString &, const QString &message) { tellUser(message); });
}

Session::~Session()
{
    m_registry.reset(); // before the network manager it uses
}

namespace {
QueryResult canceled()
{
    return std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
}
} // namespace

std::expected<QueryJob *, SourceError> Session::prepare(const Request &request)
{
    auto input = m_registry->planInput(request.spec);
    if (!input)
        return std::unexpected(input.error());
    input->fromMs = request.fromMs;
    input->toMs = request.toMs;
    input->fixedStepMs = request.stepMs;
    input->alignToStep = false;
    const QueryPlanner::Plan plan = QueryPlanner::plan(*input);
    QuerySpec spec = request.spec;
    spec.promql = QueryPlanner::expandVariables(spec.promql, plan.stepMs, input->scrapeIntervalMs,
                                                request.toMs - request.fromMs);
    return m_registry->queryRange(spec, plan);
}

QueryResult Session::run(const Request &request, const std::atomic<bool> *cancel)
{
    return std::move(runAll({request}, cancel).front());
}

std::vector<QueryResult> Session::runAll(const std::vector<Request> &requests,
                                         const std::atomic<bool> *cancel)
{
    std::vector<QueryResult> out(requests.size(), canceled());
    if (cancel && cancel->load())
        return out;
    QEventLoop loop;
    int pending = 0;
    std::vector<std::unique_ptr<QueryJob>> jobs(requests.size());
    for (std::size_t i = 0; i < requests.size(); ++i) {
        auto job = prepare(requests[i]);
        if (!job) {
            out[i] = std::unexpected(job.error());
            continue;
        }
        jobs[i].reset(*job);
        ++pending;
        QObject::connect(jobs[i].get(), &QueryJob::finished, &loop, [&pending, &loop] {
            if (--pending == 0)
                loop.quit();
        });
        jobs[i]->start();
    }
    QTimer poll;
    if (cancel) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (cancel->load())
                loop.quit();
        });
        poll.start(50);
    }
    if (pending > 0)
        loop.exec();
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (!jobs[i])
            continue;
        if (jobs[i]->isFinished()) {
            out[i] = jobs[i]->takeResult();
        } else {
            jobs[i]->cancel();
            out[i] = canceled();
        }
    }
    return out;
}

} // namespace QueryRunner
