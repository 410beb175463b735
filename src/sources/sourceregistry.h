#pragma once

#include "dashboard.h"
#include "queryjob.h"
#include "queryplanner.h"
#include "sourceconfig.h"

#include <map>
#include <memory>
#include <QObject>

class QNetworkAccessManager;
class PrometheusClient;

// The data layer's front door: one client per configured source, and one way
// to run a query spec whatever kind of source it names.
class SourceRegistry final : public QObject
{
    Q_OBJECT
  public:
    explicit SourceRegistry(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~SourceRegistry() override;

    void setSources(const SourceList &sources);
    const SourceList &sources() const { return m_sources; }

    // Planner limits of the source a spec names (scrape interval, point cap).
    std::expected<QueryPlanner::Input, SourceError> planInput(const QuerySpec &spec) const;
    // A job for the spec over the plan; an error when the spec cannot run
    // (unknown source, kind not supported). The caller owns the job and calls
    // start().
    std::expected<QueryJob *, SourceError> queryRange(const QuerySpec &spec,
                                                      const QueryPlanner::Plan &plan);

  private:
    QNetworkAccessManager *m_nam;
    SourceList m_sources;
    std::map<QString, std::unique_ptr<PrometheusClient>> m_prometheus;
};
