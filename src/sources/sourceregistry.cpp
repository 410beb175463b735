#include "sourceregistry.h"
#include "fleetaggregatejob.h"

#include "azurecloud.h"
#include "azuremonitorclient.h"
#include "prometheusclient.h"
#include "tokenproviders.h"

SourceRegistry::SourceRegistry(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam)
{
}

SourceRegistry::~SourceRegistry()
{
    // Clients hold pointers to the sign-ins: clients go first.
    m_prometheus.clear();
    m_azure.clear();
    m_tokens.clear();
}

void SourceRegistry::setSources(const SourceList &sources)
{
    m_prometheus.clear();
    m_azure.clear();
    m_tokens.clear();
    m_sources = sources;
    for (const auto &s : m_sources.sources) {
        // An Alertmanager holds alerts, not series: AlertFeeds talks to it,
        // and a lane query that names it is refused by unknownSource().
        if (s.type == SourceConfig::Type::Alertmanager)
            continue;
        TokenProvider *tokens = nullptr;
        AzureCloud cloud;
        if (s.auth == SourceConfig::Auth::Azure) {
            auto c = AzureCloud::fromSource(s.raw);
            if (!c)
                continue; // parseFile already refused such a file
            cloud = *c;
            auto provider = makeTokenProvider(s, cloud, m_nam);
            tokens = provider.get();
            const QString name = s.name;
            connect(
                tokens, &TokenProvider::userActionRequired, this,
                [this, name](const QString &message) { emit userActionRequired(name, message); });
            m_tokens.emplace(s.name, std::move(provider));
        }
        if (s.type == SourceConfig::Type::Prometheus) {
            m_prometheus.emplace(s.name,
                                 std::make_unique<PrometheusClient>(
                                     s, m_nam, tokens, tokens ? cloud.prometheusScope : QString()));
        } else {
            auto client = std::make_unique<AzureMonitorClient>(s, cloud, tokens, m_nam);
            const QString name = s.name;
            connect(client.get(), &AzureMonitorClient::budgetChanged, this,
                    [this, name] { emit statusNoteChanged(name); });
            m_azure.emplace(s.name, std::move(client));
        }
    }
}

// Why a query's source has no client: not in the file, or not a source of series.
static SourceError unknownSource(const SourceList &sources, const QString &name)
{
    if (const SourceConfig *s = sources.find(name);
        s && s->type == SourceConfig::Type::Alertmanager)
        return SourceError::make(SourceError::Kind::Config,
                                 SourceRegistry::tr("The query names the source \"%1\", an "
                                                    "Alertmanager: it holds alerts, not series, so "
                                                    "a lane cannot query it.")
                                     .arg(name));
    return SourceError::make(
        SourceError::Kind::Config,
        SourceRegistry::tr("The query names the source \"%1\", which is not in the sources file.")
            .arg(name));
}

std::expected<QueryPlanner::Input, SourceError>
SourceRegistry::planInput(const QuerySpec &spec) const
{
    if (auto it = m_prometheus.find(spec.source); it != m_prometheus.end())
        return it->second->planInput();
    if (auto it = m_azure.find(spec.source); it != m_azure.end())
        return it->second->planInput();
    return std::unexpected(unknownSource(m_sources, spec.source));
}

std::expected<PrometheusClient *, SourceError>
SourceRegistry::checkedPrometheus(const QuerySpec &spec, const QueryPlanner::Plan &plan) const
{
    auto it = m_prometheus.find(spec.source);
    if (it == m_prometheus.end())
        return std::unexpected(unknownSource(m_sources, spec.source));
    if (spec.promql.trimmed().isEmpty())
        return std::unexpected(SourceError::make(
            SourceError::Kind::Config,
            tr("A query for the source \"%1\" has no \"promql\".").arg(spec.source)));
    if (!plan.chunks.empty()) {
        QueryPlanner::Input in = it->second->planInput();
        in.fromMs = plan.chunks.front().startMs;
        in.toMs = plan.chunks.back().endMs;
        if (const QString problem = QueryPlanner::rangeProblem(in); !problem.isEmpty())
            return std::unexpected(SourceError::make(SourceError::Kind::Config, problem));
    }
    return it->second.get();
}

std::expected<QueryJob *, SourceError> SourceRegistry::queryRange(const QuerySpec &spec,
                                                                  const QueryPlanner::Plan &plan)
{
    if (auto it = m_azure.find(spec.source); it != m_azure.end())
        return it->second->query(spec, plan);
    const auto client = checkedPrometheus(spec, plan);
    if (!client)
        return std::unexpected(client.error());
    return (*client)->queryRange(spec.promql, plan);
}

std::expected<QueryJob *, SourceError>
SourceRegistry::queryLane(const QuerySpec &spec, const QueryPlanner::Plan &plan,
                          const FleetAggregates::Request &request)
{
    if (m_azure.contains(spec.source))
        return queryRange(spec, plan);
    const auto client = checkedPrometheus(spec, plan);
    if (!client)
        return std::unexpected(client.error());
    return new FleetAggregateJob(*client, spec.promql, plan, request);
}

QString SourceRegistry::statusNote(const QString &source) const
{
    auto it = m_azure.find(source);
    if (it == m_azure.end() || it->second->remainingReads().isEmpty())
        return {};
    return tr("%1 reads left").arg(it->second->remainingReads());
}

TokenProvider *SourceRegistry::tokenProvider(const QString &source) const
{
    auto it = m_tokens.find(source);
    return it == m_tokens.end() ? nullptr : it->second.get();
}

PrometheusClient *SourceRegistry::prometheusClient(const QString &source) const
{
    auto it = m_prometheus.find(source);
    return it == m_prometheus.end() ? nullptr : it->second.get();
}

AzureMonitorClient *SourceRegistry::azureClient(const QString &source) const
{
    auto it = m_azure.find(source);
    return it == m_azure.end() ? nullptr : it->second.get();
}
