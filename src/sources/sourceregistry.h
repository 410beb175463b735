#pragma once

#include "dashboard.h"
#include "fleetaggregates.h"
#include "queryjob.h"
#include "queryplanner.h"
#include "sourceconfig.h"

#include <map>
#include <memory>
#include <QObject>

class AzureMonitorClient;
class PrometheusClient;
class QNetworkAccessManager;
class TokenProvider;

// The data layer's front door: one client per configured source (and one
// sign-in per Azure source), and one way to run a query spec whatever kind of
// source it names.
class SourceRegistry final : public QObject
{
    Q_OBJECT
  public:
    explicit SourceRegistry(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~SourceRegistry() override;

    void setSources(const SourceList &sources);
    const SourceList &sources() const { return m_sources; }

    // Planner limits of the source a spec names (scrape interval, point cap,
    // range rules).
    std::expected<QueryPlanner::Input, SourceError> planInput(const QuerySpec &spec) const;
    // A job for the spec over the plan; an error when the spec cannot run
    // (unknown source, range the backend refuses). The caller owns the job and
    // calls start().
    std::expected<QueryJob *, SourceError> queryRange(const QuerySpec &spec,
                                                      const QueryPlanner::Plan &plan);
    // A lane's fetch that switches to server-side aggregates above the
    // request's threshold (FleetAggregateJob); for a source that speaks no
    // PromQL, the plain queryRange.
    std::expected<QueryJob *, SourceError> queryLane(const QuerySpec &spec,
                                                     const QueryPlanner::Plan &plan,
                                                     const FleetAggregates::Request &request);
    // Per-source notes for the status chips (Azure's remaining read budget).
    QString statusNote(const QString &source) const;
    TokenProvider *tokenProvider(const QString &source) const;
    AzureMonitorClient *azureClient(const QString &source) const;
    // The client of a Prometheus-compatible source; null for other kinds.
    PrometheusClient *prometheusClient(const QString &source) const;

  signals:
    void statusNoteChanged(const QString &source);
    void userActionRequired(const QString &source, const QString &message);

  private:
    // The client for a Prometheus-compatible spec that can run over `plan`.
    std::expected<PrometheusClient *, SourceError>
    checkedPrometheus(const QuerySpec &spec, const QueryPlanner::Plan &plan) const;

    QNetworkAccessManager *m_nam;
    SourceList m_sources;
    std::map<QString, std::unique_ptr<TokenProvider>> m_tokens;
    std::map<QString, std::unique_ptr<PrometheusClient>> m_prometheus;
    std::map<QString, std::unique_ptr<AzureMonitorClient>> m_azure;
};
