#include "metricquery.h"

#include "azureerrors.h"
#include "catalog.h"
#include "faultstate.h"
#include "httprequest.h"
#include "isotime.h"
#include "metricsynth.h"

#include <QJsonObject>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

const QStringList kAggregations = {u"average"_s, u"minimum"_s, u"maximum"_s, u"total"_s,
                                   u"count"_s};
constexpr qint64 kGrains[] = {60, 300, 900, 1800, 3600, 6 * 3600, 12 * 3600, 86400};
constexpr int kMaxMetricNames = 20;

MetricError badRequest(const QString &message)
{
    return {u"BadRequest"_s, message};
}

QString supportedGrains()
{
    QStringList names;
    for (qint64 grain : kGrains)
        names << IsoTime::formatDuration(grain);
    return names.join(u", "_s);
}

struct Accumulator
{
    double sum = 0;
    double minimum = std::numeric_limits<double>::infinity();
    double maximum = -std::numeric_limits<double>::infinity();
    qint64 count = 0;

    void add(double value)
    {
        sum += value;
        minimum = std::min(minimum, value);
        maximum = std::max(maximum, value);
        ++count;
    }
    double value(const QString &aggregation) const
    {
        if (aggregation == u"average"_s)
            return sum / double(count);
        if (aggregation == u"minimum"_s)
            return minimum;
        if (aggregation == u"maximum"_s)
            return maximum;
        if (aggregation == u"total"_s)
            return sum;
        return double(count);
    }
};

} // namespace

QString MetricRequest::intervalText() const
{
    return IsoTime::formatDuration(full ? end - start : intervalSecs);
}

std::optional<MetricRequest> MetricQuery::parse(const HttpRequest &http, bool batch, qint64 nowSecs,
                                                MetricError *error)
{
    MetricRequest request;
    const QString names = http.queryValue(u"metricnames"_s);
    if (!names.isEmpty())
        request.metricNames = names.split(u',', Qt::SkipEmptyParts);
    if (request.metricNames.size() > kMaxMetricNames) {
        *error = badRequest(u"Requested metric names count %1 exceeds the maximum of %2"_s
                                .arg(request.metricNames.size())
                                .arg(kMaxMetricNames));
        return std::nullopt;
    }
    for (const QString &aggregation :
         http.queryValue(u"aggregation"_s).split(u',', Qt::SkipEmptyParts)) {
        const QString name = aggregation.trimmed().toLower();
        if (!kAggregations.contains(name)) {
            *error = badRequest(u"Invalid aggregation type: %1. Supported types: "
                                "Average, Minimum, Maximum, Total, Count"_s.arg(aggregation));
            return std::nullopt;
        }
        if (!request.aggregations.contains(name))
            request.aggregations << name;
    }

    std::optional<std::pair<qint64, qint64>> range;
    const QString timespan = http.queryValue(u"timespan"_s);
    if (!timespan.isEmpty()) {
        range = IsoTime::parseTimespan(timespan, nowSecs);
        if (!range) {
            *error = badRequest(u"Invalid timespan: '%1'"_s.arg(timespan));
            return std::nullopt;
        }
    } else if (batch && (http.hasQuery(u"starttime"_s) || http.hasQuery(u"endtime"_s))) {
        const auto start = IsoTime::parseInstant(http.queryValue(u"starttime"_s));
        const auto end = IsoTime::parseInstant(http.queryValue(u"endtime"_s));
        if (!start || !end) {
            *error = badRequest(u"Invalid starttime '%1' or endtime '%2'"_s.arg(
                http.queryValue(u"starttime"_s), http.queryValue(u"endtime"_s)));
            return std::nullopt;
        }
        range = std::pair{*start, *end};
    } else {
        range = std::pair{nowSecs - 3600, nowSecs};
    }
    std::tie(request.start, request.end) = *range;
    if (request.end <= request.start) {
        *error = badRequest(u"Invalid time range: the end time must be after the start time"_s);
        return std::nullopt;
    }
    if (request.end - request.start > kMaxRangeSecs) {
        *error = badRequest(u"The requested time range exceeds the maximum of 93 days"_s);
        return std::nullopt;
    }

    const QString interval = http.queryValue(u"interval"_s);
    if (interval.compare(u"FULL"_s, Qt::CaseInsensitive) == 0) {
        request.full = true;
    } else if (!interval.isEmpty()) {
        const auto secs = IsoTime::parseDuration(interval);
        if (!secs ||
            std::find(std::begin(kGrains), std::end(kGrains), *secs) == std::end(kGrains)) {
            *error = badRequest(u"Invalid interval '%1'. Supported intervals: %2, FULL"_s.arg(
                interval, supportedGrains()));
            return std::nullopt;
        }
        request.intervalSecs = *secs;
    }
    if (!request.full) {
        for (qint64 grain : kGrains) {
            if (grain < request.intervalSecs)
                continue;
            request.intervalSecs = grain;
            const qint64 first = request.start / grain * grain;
            if ((request.end - first + grain - 1) / grain <= kMaxBuckets)
                break;
        }
    }

    const QString filterText = http.queryValue(batch ? u"filter"_s : u"$filter"_s).trimmed();
    if (!filterText.isEmpty()) {
        QString filterError;
        request.filter = MetricFilter::parse(filterText, &filterError);
        if (!request.filter) {
            *error = badRequest(filterError);
            return std::nullopt;
        }
    }
    if (http.hasQuery(u"top"_s)) {
        bool ok = false;
        request.top = http.queryValue(u"top"_s).toInt(&ok);
        if (!ok || request.top < 1) {
            *error = badRequest(u"Invalid top value '%1'"_s.arg(http.queryValue(u"top"_s)));
            return std::nullopt;
        }
    }
    const QStringList orderBy =
        http.queryValue(u"orderby"_s).toLower().split(u' ', Qt::SkipEmptyParts);
    if (!orderBy.isEmpty()) {
        if (orderBy.size() > 2 || !kAggregations.contains(orderBy[0]) ||
            (orderBy.size() == 2 && orderBy[1] != u"asc"_s && orderBy[1] != u"desc"_s)) {
            *error = badRequest(u"Invalid orderby '%1'"_s.arg(http.queryValue(u"orderby"_s)));
            return std::nullopt;
        }
        request.orderBy = orderBy[0];
        request.orderAscending = orderBy.size() == 2 && orderBy[1] == u"asc"_s;
    }
    request.metricNamespace = http.queryValue(u"metricnamespace"_s);
    return request;
}

std::optional<QJsonArray> MetricQuery::values(const ResourceDefinition &resource,
                                              const MetricRequest &request, qint64 nowSecs,
                                              qint64 *cost, MetricError *error) const
{
    const QList<MetricDefinition> definitions = m_catalog.metrics(resource.type);
    QStringList names = request.metricNames;
    if (names.isEmpty() && !definitions.isEmpty())
        names << definitions.first().name;

    QJsonArray values;
    for (const QString &requested : names) {
        const QString name = requested.trimmed();
        const auto metric =
            std::find_if(definitions.begin(), definitions.end(), [&](const MetricDefinition &m) {
                return m.name.compare(name, Qt::CaseInsensitive) == 0;
            });
        if (metric == definitions.end()) {
            QStringList valid;
            for (const MetricDefinition &definition : definitions)
                valid << definition.name;
            const QString provider = resource.type.section(u'/', 0, 0);
            const QString type = resource.type.section(u'/', 1);
            values.append(failedEntry(
                resource, name, u"BadRequest"_s,
                u"Failed to find metric configuration for provider: %1, resource Type: %2, "
                "metric: %3, Valid metrics: %4"_s.arg(provider, type, name, valid.join(u','))));
            continue;
        }
        if (request.filter) {
            QStringList supported;
            for (const QString &dimension : metric->dimensions)
                supported << dimension.toLower();
            for (const QString &dimension : request.filter->splitDimensions()) {
                if (!supported.contains(dimension)) {
                    *error = badRequest(
                        u"Metric: %1 does not support requested dimension combination: %2, "
                        "supported ones are: %3, TraceId: {%4}"_s.arg(
                            metric->name, request.filter->splitDimensions().join(u','),
                            metric->dimensions.join(u','), AzureErrors::newGuid()));
                    return std::nullopt;
                }
            }
        }
        if (m_faults.metricFails(metric->name)) {
            values.append(
                failedEntry(resource, metric->name, u"InternalServerError"_s,
                            u"Failed to retrieve data for metric '%1'. TraceId: {%2}"_s.arg(
                                metric->name, AzureErrors::newGuid())));
            continue;
        }
        values.append(metricEntry(resource, *metric, request, nowSecs, cost));
    }
    return values;
}

QJsonObject MetricQuery::failedEntry(const ResourceDefinition &resource, const QString &name,
                                     const QString &code, const QString &message)
{
    return QJsonObject{
        {u"id"_s, resource.id + u"/providers/Microsoft.Insights/metrics/"_s + name},
        {u"type"_s, u"Microsoft.Insights/metrics"_s},
        {u"name"_s, QJsonObject{{u"value"_s, name}, {u"localizedValue"_s, name}}},
        {u"displayDescription"_s, QString()},
        {u"unit"_s, u"Unspecified"_s},
        {u"timeseries"_s, QJsonArray()},
        {u"errorCode"_s, code},
        {u"errorMessage"_s, message},
    };
}

QJsonObject MetricQuery::metricEntry(const ResourceDefinition &resource,
                                     const MetricDefinition &metric, const MetricRequest &request,
                                     qint64 nowSecs, qint64 *cost) const
{
    QStringList dimensions;
    for (const QString &dimension : metric.dimensions)
        dimensions << dimension.toLower();
    const QStringList split = request.filter ? request.filter->splitDimensions() : QStringList();

    // Instances grouped by the values of the split dimensions, in catalog order.
    QList<std::pair<QStringList, QList<MetricSynth::Stream>>> groups;
    for (const QStringList &instance : metric.instances) {
        if (request.filter && !request.filter->matches(dimensions, instance))
            continue;
        QStringList key;
        for (const QString &dimension : split)
            key << instance.value(dimensions.indexOf(dimension));
        auto group = std::find_if(groups.begin(), groups.end(),
                                  [&](const auto &candidate) { return candidate.first == key; });
        if (group == groups.end())
            group = groups.insert(groups.end(), {key, {}});
        group->second.append(m_synth.stream(resource.id, metric, instance));
    }

    const QStringList aggregations = request.aggregations.isEmpty()
                                         ? QStringList{metric.primaryAggregation}
                                         : request.aggregations;
    const qint64 grain = request.full ? request.end - request.start : request.intervalSecs;
    const qint64 first = request.full ? request.start : request.start / grain * grain;
    const qint64 nowMinute = nowSecs / 60;

    struct Series
    {
        QJsonObject json;
        double score = 0;
    };
    QList<Series> series;
    for (const auto &[key, streams] : groups) {
        QJsonArray data;
        double score = 0;
        for (qint64 bucket = first; bucket < request.end; bucket += grain) {
            Accumulator accumulator;
            // Minutes that straddle a bucket edge belong to the bucket their start is in.
            for (qint64 minute = (bucket + 59) / 60; minute * 60 < bucket + grain; ++minute) {
                for (const MetricSynth::Stream &stream : streams) {
                    if (const auto sample = m_synth.sample(stream, minute, nowMinute))
                        accumulator.add(*sample);
                }
                *cost += streams.size();
            }
            QJsonObject point{{u"timeStamp"_s, IsoTime::formatInstant(bucket)}};
            if (accumulator.count > 0) {
                for (const QString &aggregation : aggregations)
                    point.insert(aggregation, accumulator.value(aggregation));
                if (!request.orderBy.isEmpty())
                    score += accumulator.value(request.orderBy);
            }
            data.append(point);
        }
        QJsonArray metadata;
        for (qsizetype i = 0; i < split.size(); ++i) {
            metadata.append(QJsonObject{
                {u"name"_s, QJsonObject{{u"value"_s, split[i]}, {u"localizedValue"_s, split[i]}}},
                {u"value"_s, key[i]}});
        }
        series.append({QJsonObject{{u"metadatavalues"_s, metadata}, {u"data"_s, data}}, score});
    }
    if (!request.orderBy.isEmpty()) {
        std::stable_sort(series.begin(), series.end(), [&](const Series &a, const Series &b) {
            return request.orderAscending ? a.score < b.score : a.score > b.score;
        });
    }
    QJsonArray timeseries;
    for (qsizetype i = 0; i < series.size() && i < request.top; ++i)
        timeseries.append(series[i].json);

    return QJsonObject{
        {u"id"_s, resource.id + u"/providers/Microsoft.Insights/metrics/"_s + metric.name},
        {u"type"_s, u"Microsoft.Insights/metrics"_s},
        {u"name"_s,
         QJsonObject{{u"value"_s, metric.name}, {u"localizedValue"_s, metric.localizedName}}},
        {u"displayDescription"_s, metric.description},
        {u"unit"_s, metric.unit},
        {u"timeseries"_s, timeseries},
        {u"errorCode"_s, u"Success"_s},
    };
}
