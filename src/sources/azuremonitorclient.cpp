#include "azuremonitorclient.h"

#include "azuremetricsparser.h"
#include "azurequeryjob.h"
#include "formencoding.h"
#include "isotime.h"
#include "loganalyticsparser.h"

#include <map>
#include <QJsonArray>
#include <QJsonDocument>

namespace {
// Azure Monitor's metric time grains.
constexpr qint64 kGrains[] = {60'000,    300'000,    900'000,    1'800'000,
                              3'600'000, 21'600'000, 43'200'000, 86'400'000};
// metrics:getBatch takes at most this many resources per call.
constexpr int kBatchSize = 50;

QString subscriptionOf(const QString &resourceId)
{
    const QStringList parts = resourceId.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        if (parts[i].compare(QLatin1String("subscriptions"), Qt::CaseInsensitive) == 0)
            return parts[i + 1];
    return {};
}

// "Microsoft.Compute/virtualMachines" from ".../providers/Microsoft.Compute/virtualMachines/vm1".
QString namespaceOf(const QString &resourceId)
{
    const QStringList parts = resourceId.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 2 < parts.size(); ++i)
        if (parts[i].compare(QLatin1String("providers"), Qt::CaseInsensitive) == 0)
            return parts[i + 1] + QLatin1Char('/') + parts[i + 2];
    return {};
}

QUrl joined(QUrl base, const QString &path)
{
    QString p = base.path();
    while (p.endsWith(QLatin1Char('/')))
        p.chop(1);
    base.setPath(p + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path));
    return base;
}

SourceError specError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Config, message);
}
} // namespace

AzureMonitorClient::AzureMonitorClient(SourceConfig config, AzureCloud cloud, TokenProvider *tokens,
                                       QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_cloud(std::move(cloud)), m_tokens(tokens),
      m_nam(nam)
{
}

QueryPlanner::Input AzureMonitorClient::planInput() const
{
    QueryPlanner::Input in;
    // A minute is Azure Monitor's finest metric grain.
    in.scrapeIntervalMs = std::max<qint64>(m_config.scrapeIntervalMs, 60'000);
    in.minStepMs = 60'000;
    in.maxPointsPerRequest = 100'000; // one request per range; Azure picks its own cap
    return in;
}

QString AzureMonitorClient::grainFor(qint64 stepMs)
{
    for (qint64 g : kGrains)
        if (g >= stepMs)
            return IsoTime::formatDuration(g);
    return QStringLiteral("P1D");
}

AzureCall::Request AzureMonitorClient::kqlRequest(const QString &workspace, const QString &kql,
                                                  const QString &timespan) const
{
    AzureCall::Request req;
    req.verb = "POST";
    req.url =
        joined(m_cloud.logAnalytics, QStringLiteral("/v1/workspaces/%1/query").arg(workspace));
    req.scope = m_cloud.logAnalyticsScope;
    QJsonObject body{{QStringLiteral("query"), kql}};
    if (!timespan.isEmpty())
        body.insert(QStringLiteral("timespan"), timespan);
    req.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    // Ask the server to give up a little before we do, so its own timeout
    // message (more useful than ours) arrives.
    req.headers.insert("Prefer", "wait=" + QByteArray::number(std::clamp<qint64>(
                                               m_config.timeoutMs / 1000 - 2, 1, 600)));
    req.timeoutMs = m_config.timeoutMs;
    req.maxBodyBytes = m_config.maxBodyBytes;
    return req;
}

AzureCall *AzureMonitorClient::acquire(const AzureCall::Request &request)
{
    const QByteArray key = request.key();
    auto it = m_inflight.find(key);
    if (it != m_inflight.end() && it->call && !it->call->isFinished()) {
        ++it->listeners;
        return it->call;
    }
    auto *call = new AzureCall(m_nam, m_tokens, request, this);
    ++m_callsStarted;
    m_inflight.insert(key, Shared{call, 1});
    connect(call, &AzureCall::retrying, this,
            [this](int, qint64 delay, const QString &reason) { emit retrying(reason, delay); });
    connect(call, &AzureCall::finished, this, [this, call, key] {
        if (call->result() && !call->result()->remainingReads.isEmpty() &&
            call->result()->remainingReads != m_remainingReads) {
            m_remainingReads = call->result()->remainingReads;
            emit budgetChanged(m_remainingReads);
        }
        auto found = m_inflight.find(key);
        if (found != m_inflight.end() && found->call == call)
            m_inflight.erase(found);
        // The jobs copy the result in their slot; delete once they have run.
        call->deleteLater();
    });
    call->start();
    return call;
}

void AzureMonitorClient::release(AzureCall *call)
{
    for (auto it = m_inflight.begin(); it != m_inflight.end(); ++it) {
        if (it->call != call)
            continue;
        // The last interested job gone: nobody needs the answer any more.
        if (--it->listeners <= 0) {
            QPointer<AzureCall> c = it->call;
            m_inflight.erase(it);
            if (c && !c->isFinished()) {
                c->cancel();
            }
        }
        return;
    }
}

std::expected<QueryJob *, SourceError> AzureMonitorClient::query(const QuerySpec &spec,
                                                                 const QueryPlanner::Plan &plan)
{
    const QJsonObject o = spec.raw;
    if (plan.chunks.empty())
        return std::unexpected(specError(tr("The time range is empty.")));
    const qint64 from = plan.chunks.front().startMs;
    const qint64 to = plan.chunks.back().endMs;
    const QString timespan =
        IsoTime::formatTimestamp(from) + QLatin1Char('/') + IsoTime::formatTimestamp(to);
    const qint64 timeoutMs = m_config.timeoutMs;

    if (o.contains(QLatin1String("kql"))) {
        const QString workspace =
            o.value(QLatin1String("workspace")).toString(m_config.workspace).trimmed();
        // Bins follow the lane's step as PromQL's do: bin(TimeGenerated, $__interval).
        const QString kql = QueryPlanner::expandVariables(o.value(QLatin1String("kql")).toString(),
                                                          std::max<qint64>(plan.stepMs, 1000),
                                                          m_config.scrapeIntervalMs, to - from);
        if (kql.trimmed().isEmpty())
            return std::unexpected(specError(tr("A Log Analytics query needs \"kql\".")));
        if (kql.trimmed().startsWith(QLatin1String("fleetscope:")))
            return std::unexpected(specError(
                tr("\"%1\" is a FleetScope quantity: it becomes a query once the workspace's "
                   "Application Insights metrics are known, and they are not (see the lane's "
                   "message, or run fleetscope-cli doctor).")
                    .arg(kql.trimmed())));
        if (workspace.isEmpty())
            return std::unexpected(specError(
                tr("A Log Analytics query needs a workspace: add \"workspace\" to the query, "
                   "or the workspace ID to source \"%1\" in the sources file.")
                    .arg(m_config.name)));
        const AzureCall::Request req = kqlRequest(workspace, kql, timespan);
        return new AzureQueryJob(this, {req}, [](const AzureCall::Response &r) -> QueryResult {
            return parseLogAnalyticsResponse(QByteArrayView(r.body), r.status);
        });
    }

    const QString metric = o.value(QLatin1String("metric")).toString();
    if (metric.isEmpty())
        return std::unexpected(specError(tr(
            "An Azure query needs \"metric\" (with \"resource\" or \"resources\") or \"kql\".")));
    const QString aggName =
        o.value(QLatin1String("aggregation")).toString(QStringLiteral("Average"));
    const auto agg = AzureAggregations::fromString(aggName.toLower());
    if (!agg)
        return std::unexpected(specError(
            tr("Unknown aggregation \"%1\" (use Average, Minimum, Maximum, Total or Count).")
                .arg(aggName)));
    const QString filter = o.value(QLatin1String("filter")).toString();
    const QString interval = grainFor(plan.stepMs);
    QStringList resources;
    if (o.value(QLatin1String("resources")).isArray()) {
        for (const auto &v : o.value(QLatin1String("resources")).toArray())
            resources << v.toString();
    } else if (o.contains(QLatin1String("resource"))) {
        resources << o.value(QLatin1String("resource")).toString();
    }
    resources.removeAll(QString());
    if (resources.isEmpty())
        return std::unexpected(
            specError(tr("An Azure metric query needs \"resource\" or \"resources\".")));

    const AzureAggregation aggregation = *agg;
    if (resources.size() == 1 && !o.value(QLatin1String("resources")).isArray()) {
        const QString resource = resources.front();
        QUrl url = joined(m_cloud.management,
                          resource + QStringLiteral("/providers/Microsoft.Insights/metrics"));
        QList<std::pair<QString, QString>> q;
        q.append({QStringLiteral("api-version"), QStringLiteral("2023-10-01")});
        q.append({QStringLiteral("timespan"), timespan});
        q.append({QStringLiteral("interval"), interval});
        q.append({QStringLiteral("metricnames"), metric});
        q.append({QStringLiteral("aggregation"), AzureAggregations::toString(aggregation)});
        if (!filter.isEmpty())
            q.append({QStringLiteral("$filter"), filter});
        if (o.contains(QLatin1String("top")))
            q.append(
                {QStringLiteral("top"), QString::number(o.value(QLatin1String("top")).toInt())});
        url.setQuery(QString::fromLatin1(formEncode(q)), QUrl::StrictMode);
        AzureCall::Request req;
        req.url = url;
        req.scope = m_cloud.managementScope;
        req.timeoutMs = timeoutMs;
        req.maxBodyBytes = m_config.maxBodyBytes;
        return new AzureQueryJob(
            this, {req}, [aggregation, resource](const AzureCall::Response &r) -> QueryResult {
                auto parsed = parseAzureMetricsResponse(QByteArrayView(r.body), r.status,
                                                        aggregation, resource);
                if (!parsed)
                    return std::unexpected(parsed.error());
                return std::move(parsed->set);
            });
    }

    // Many resources of one type: metrics:getBatch, grouped by subscription
    // (the API wants one per call) and split into calls of at most 50.
    QString ns = o.value(QLatin1String("namespace")).toString();
    if (ns.isEmpty())
        ns = namespaceOf(resources.front());
    std::map<QString, QStringList> bySubscription;
    for (const QString &r : resources) {
        const QString sub = subscriptionOf(r);
        if (sub.isEmpty())
            return std::unexpected(specError(
                tr("\"%1\" is not a resource id (/subscriptions/…/providers/…).").arg(r)));
        bySubscription[sub] << r;
    }
    std::vector<AzureCall::Request> requests;
    for (const auto &[sub, ids] : bySubscription) {
        for (qsizetype i = 0; i < ids.size(); i += kBatchSize) {
            QUrl url = joined(m_cloud.metrics,
                              QStringLiteral("/subscriptions/%1/metrics:getBatch").arg(sub));
            QList<std::pair<QString, QString>> q;
            q.append({QStringLiteral("api-version"), QStringLiteral("2024-02-01")});
            q.append({QStringLiteral("metricnamespace"), ns});
            q.append({QStringLiteral("metricnames"), metric});
            q.append({QStringLiteral("starttime"), IsoTime::formatTimestamp(from)});
            q.append({QStringLiteral("endtime"), IsoTime::formatTimestamp(to)});
            q.append({QStringLiteral("interval"), interval});
            q.append({QStringLiteral("aggregation"), AzureAggregations::toString(aggregation)});
            if (!filter.isEmpty())
                q.append({QStringLiteral("filter"), filter});
            url.setQuery(QString::fromLatin1(formEncode(q)), QUrl::StrictMode);
            AzureCall::Request req;
            req.verb = "POST";
            req.url = url;
            req.scope = m_cloud.metricsScope;
            req.body =
                QJsonDocument(QJsonObject{{QStringLiteral("resourceids"),
                                           QJsonArray::fromStringList(ids.mid(i, kBatchSize))}})
                    .toJson(QJsonDocument::Compact);
            req.timeoutMs = timeoutMs;
            req.maxBodyBytes = m_config.maxBodyBytes;
            requests.push_back(std::move(req));
        }
    }
    return new AzureQueryJob(
        this, std::move(requests), [aggregation](const AzureCall::Response &r) -> QueryResult {
            auto parsed =
                parseAzureMetricsBatchResponse(QByteArrayView(r.body), r.status, aggregation);
            if (!parsed)
                return std::unexpected(parsed.error());
            return std::move(parsed->set);
        });
}
