#include "queryrunner.h"

#include "queryplanner.h"
#include "sourceregistry.h"

#include <QEventLoop>
#include <QNetworkAccessManager>

namespace QueryRunner {

QueryResult run(const SourceList &sources, const Request &request,
                const std::function<void(const QString &)> &tellUser)
{
    QNetworkAccessManager nam;
    SourceRegistry registry(&nam);
    registry.setSources(sources);
    if (tellUser)
        QObject::connect(
            &registry, &SourceRegistry::userActionRequired, &registry,
            [&tellUser](const QString &, const QString &message) { tellUser(message); });
    auto input = registry.planInput(request.spec);
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
    auto job = registry.queryRange(spec, plan);
    if (!job)
        return std::unexpected(job.error());
    std::unique_ptr<QueryJob> owned(*job);
    QEventLoop loop;
    QObject::connect(owned.get(), &QueryJob::finished, &loop, &QEventLoop::quit);
    owned->start();
    if (!owned->isFinished())
        loop.exec();
    return owned->result();
}

} // namespace QueryRunner
