#include "sourceregistry.h"

#include "prometheusclient.h"

SourceRegistry::SourceRegistry(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam)
{
}

SourceRegistry::~SourceRegistry() = default;

void SourceRegistry::setSources(const SourceList &sources)
{
    m_sources = sources;
    m_prometheus.clear();
    for (const auto &s : m_sources.sources)
        if (s.type == SourceConfig::Type::Prometheus)
            m_prometheus.emplace(s.name, std::make_unique<PrometheusClient>(s, m_nam));
}

static SourceError unknownSource(const QString &name)
{
    return SourceError::make(
        SourceError::Kind::Config,
        SourceRegistry::tr("The query names the source \"%1\", which is not in the sources file.")
            .arg(name));
}

std::expected<QueryPlanner::Input, SourceError>
SourceRegistry::planInput(const QuerySpec &spec) const
{
    auto it = m_prometheus.find(spec.source);
    if (it == m_prometheus.end())
        return std::unexpected(unknownSource(spec.source));
    return it->second->planInput();
}

std::expected<QueryJob *, SourceError> SourceRegistry::queryRange(const QuerySpec &spec,
                                                                  const QueryPlanner::Plan &plan)
{
    auto it = m_prometheus.find(spec.source);
    if (it == m_prometheus.end()) {
        if (m_sources.find(spec.source))
            return std::unexpected(SourceError::make(
                SourceError::Kind::Config, tr("The source \"%1\" is an Azure Monitor source, which "
                                              "this build cannot query yet.")
                                               .arg(spec.source)));
        return std::unexpected(unknownSource(spec.source));
    }
    if (spec.promql.trimmed().isEmpty())
        return std::unexpected(SourceError::make(
            SourceError::Kind::Config,
            tr("A query for the source \"%1\" has no \"promql\".").arg(spec.source)));
    return it->second->queryRange(spec.promql, plan);
}
