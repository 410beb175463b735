#pragma once

#include "httpresponse.h"
#include "metricquery.h"

class Catalog;
struct HttpRequest;

// Azure Monitor Metrics: the ARM single-resource API
// ({resourceUri}/providers/Microsoft.Insights/metrics) and the data-plane
// batch API (/subscriptions/{sub}/metrics:getBatch). They share the query
// semantics but not the error shapes: the single API answers its own 400s as
// a bare {code,message}, the batch API wraps every error in {"error":...}.
class MetricsHandler final
{
  public:
    MetricsHandler(const Catalog &catalog, const MetricSynth &synth, const FaultState &faults)
        : m_catalog(catalog), m_query(catalog, synth, faults)
    {
    }

    HttpResponse single(const HttpRequest &request, const QString &resourceId,
                        qint64 nowSecs) const;
    HttpResponse batch(const HttpRequest &request, const QString &subscriptionId,
                       qint64 nowSecs) const;

    static constexpr qsizetype kMaxBatchResources = 50;

  private:
    const Catalog &m_catalog;
    MetricQuery m_query;
};
