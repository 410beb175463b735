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

QueryResult Session::run(const Request &request, const std::atomic<bool> *cancel)
{
    const auto canceled = [] {
        return QueryResult(std::unexpected(SourceError::make(SourceError::Kind::Canceled, {})));
    };
    if (cancel && cancel->load())
        return canceled();
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
    auto job = m_registry->queryRange(spec, plan);
    if (!job)
        return std::unexpected(job.error());
    std::unique_ptr<QueryJob> owned(*job);
    QEventLoop loop;
    QObject::connect(owned.get(), &QueryJob::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    if (cancel) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (cancel->load())
                loop.quit();
        });
        poll.start(50);
    }
    owned->start();
    if (!owned->isFinished())
        loop.exec();
    if (!owned->isFinished()) {
        owned->cancel();
        return canceled();
    }
    return owned->takeResult();
}

} // namespace QueryRunner
