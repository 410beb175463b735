#pragma once

#include "metricfilter.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <optional>

class Catalog;
class FaultState;
class MetricSynth;
struct HttpRequest;
struct MetricDefinition;
struct ResourceDefinition;

// What a metrics or metrics:getBatch request asks for, after validation.
struct MetricRequest
{
    QStringList metricNames;  // empty: the resource type's first metric
    QStringList aggregations; // lower-case; empty: each metric's primary one
    qint64 start = 0;
    qint64 end = 0;
    qint64 intervalSecs = 60; // the grain answered, possibly coarser than asked
    bool full = false;
    std::optional<MetricFilter> filter;
    int top = 10;
    QString orderBy; // lower-case aggregation; empty: catalog order
    bool orderAscending = false;
    QString metricNamespace;

    QString intervalText() const;
};

struct MetricError
{
    QString code;
    QString message;
};

// Builds the value[] array the metrics API and each item of metrics:getBatch
// answer for one resource. A grain finer than the time range allows is
// coarsened, as Azure does: at most kMaxBuckets buckets per series, so PT1M
// works up to 48 h and the answer's `interval` tells the client what it got.
class MetricQuery final
{
  public:
    static constexpr qint64 kMaxBuckets = 2880;
    static constexpr qint64 kMaxRangeSecs = 93 * 86400;

    MetricQuery(const Catalog &catalog, const MetricSynth &synth, const FaultState &faults)
        : m_catalog(catalog), m_synth(synth), m_faults(faults)
    {
    }

    // batch: metrics:getBatch spells the filter "filter" and its times
    // starttime/endtime.
    static std::optional<MetricRequest> parse(const HttpRequest &request, bool batch,
                                              qint64 nowSecs, MetricError *error);

    // A dimension the filter names but a metric lacks fails the whole request.
    std::optional<QJsonArray> values(const ResourceDefinition &resource,
                                     const MetricRequest &request, qint64 nowSecs, qint64 *cost,
                                     MetricError *error) const;

  private:
    QJsonObject metricEntry(const ResourceDefinition &resource, const MetricDefinition &metric,
                            const MetricRequest &request, qint64 nowSecs, qint64 *cost) const;
    static QJsonObject failedEntry(const ResourceDefinition &resource, const QString &name,
                                   const QString &code, const QString &message);

    const Catalog &m_catalog;
    const MetricSynth &m_synth;
    const FaultState &m_faults;
};
