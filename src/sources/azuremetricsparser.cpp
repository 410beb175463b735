#include "azuremetricsparser.h"

#include "azurebodyreader.h"
#include "isotime.h"

#include <algorithm>

namespace od = simdjson::ondemand;
using AzureJson::toQString;
using namespace Qt::StringLiterals;

namespace AzureAggregations {

QString toString(AzureAggregation a)
{
    // In the enum's order.
    static const char *const names[] = {"average", "minimum", "maximum", "total", "count"};
    return QString::fromLatin1(names[int(a)]);
}

std::optional<AzureAggregation> fromString(QStringView name)
{
    for (int i = 0; i <= int(AzureAggregation::Count); ++i)
        if (name.compare(toString(AzureAggregation(i)), Qt::CaseInsensitive) == 0)
            return AzureAggregation(i);
    return std::nullopt;
}

} // namespace AzureAggregations

namespace {

const AzureErrors::Wording &metricsWording(bool batch)
{
    static const AzureErrors::Wording single{
        {QStringLiteral("HTTP %1 from the server (not an Azure Monitor answer)"),
         QStringLiteral("The server's answer is not an Azure Monitor metrics answer; check the "
                        "resource ID and the management endpoint.")},
        QStringLiteral("The server's answer does not have the shape of an Azure Monitor metrics "
                       "result."),
        QStringLiteral("Azure Monitor rejected the metrics request: %1"),
        QStringLiteral("The signed-in identity lacks permission to read metrics on %1: ask for "
                       "the Monitoring Reader role."),
        QStringLiteral("The signed-in identity lacks permission to read these metrics: ask for "
                       "the Monitoring Reader role."),
        QStringLiteral("https://management.azure.com/.default")};
    // The batch API is a subscription-level API: the role is needed on the
    // subscription even when it is granted on every resource.
    static const AzureErrors::Wording batchWording{
        {QStringLiteral("HTTP %1 from the server (not an Azure Monitor answer)"),
         QStringLiteral("The server's answer is not an Azure Monitor metrics batch answer; check "
                        "the regional metrics endpoint.")},
        QStringLiteral("The server's answer does not have the shape of an Azure Monitor metrics "
                       "batch result."),
        QStringLiteral("Azure Monitor rejected the metrics request: %1"),
        QStringLiteral("The signed-in identity lacks permission to read metrics on %1: ask for "
                       "the Monitoring Reader role on the subscription."),
        QStringLiteral("The signed-in identity lacks permission to read these metrics: ask for "
                       "the Monitoring Reader role on the subscription."),
        QStringLiteral("https://metrics.monitor.azure.com/.default")};
    return batch ? batchWording : single;
}

// "/subscriptions/…/virtualMachines/vm1/providers/Microsoft.Insights/metrics/
// Percentage CPU" -> the resource part.
QString resourceFromMetricId(const QString &id)
{
    static const QLatin1StringView marker("/providers/microsoft.insights/metrics/");
    const qsizetype at = id.lastIndexOf(marker, -1, Qt::CaseInsensitive);
    return at > 0 ? id.left(at) : QString();
}

// The last path segment of a resource id: "vm1" reads better in a warning.
QString shortResource(const QString &id)
{
    const qsizetype slash = id.lastIndexOf(QLatin1Char('/'));
    return slash >= 0 && slash + 1 < id.size() ? id.mid(slash + 1) : id;
}

QString failureSentence(const AzureMetricFailure &f)
{
    const QString text = f.errorMessage.simplified();
    if (f.resource.isEmpty())
        return text.isEmpty() ? QStringLiteral("The metric %1 could not be read (%2).")
                                    .arg(f.metric, f.errorCode)
                              : QStringLiteral("The metric %1 could not be read (%2): %3")
                                    .arg(f.metric, f.errorCode, text);
    const QString where = shortResource(f.resource);
    return text.isEmpty() ? QStringLiteral("The metric %1 of %2 could not be read (%3).")
                                .arg(f.metric, where, f.errorCode)
                          : QStringLiteral("The metric %1 of %2 could not be read (%3): %4")
                                .arg(f.metric, where, f.errorCode, text);
}

// Metric and dimension names: {"value": "vmname", "localizedValue": "..."}.
simdjson::error_code readNameValue(od::value &v, QString &out)
{
    od::object name;
    if (auto e = v.get_object().get(name))
        return e;
    od::value value;
    if (auto e = name.find_field_unordered("value").get(value))
        return e;
    return AzureJson::readString(value, out);
}

struct PendingSeries
{
    std::vector<Labels::Pair> dimensions;
    std::vector<SeriesBuilder::Point> points;
};

struct PendingMetric
{
    QString name;
    QString id;
    QString unit;
    QString errorCode;
    QString errorMessage;
    std::vector<PendingSeries> series;
};

class Reader final : AzureBodyReader
{
  public:
    Reader(QByteArrayView body, int httpStatus, AzureAggregation aggregation, bool batch,
           const QString &resourceId, const SeriesLimits &limits)
        : AzureBodyReader(body, httpStatus, metricsWording(batch)), m_batch(batch),
          m_resourceId(resourceId),
          m_aggregation(AzureAggregations::toString(aggregation).toLatin1()),
          m_builder(limits.maxGridCells)
    {
    }

    std::expected<AzureMetricsResult, SourceError> run();

  private:
    // Fields of an answer (or of one batch entry) found so far.
    struct Entry
    {
        QString interval;
        QString resourceId;
        std::vector<PendingMetric> metrics;
        bool sawValue = false;
        QList<AzureErrors::Level> error;
        AzureErrors::Level bareError;
    };

    bool readRoot(od::document &doc);
    bool readEntry(od::object obj, Entry &entry);
    bool readMetric(od::value &v, PendingMetric &metric);
    bool readTimeseries(od::value &v, PendingSeries &series);
    bool readDimension(od::value &v, PendingSeries &series);
    bool readPoint(od::value &v, std::vector<SeriesBuilder::Point> &points);
    bool finishEntry(Entry &entry);

    bool m_batch;
    QString m_resourceId;
    QByteArray m_aggregation;
    SeriesBuilder m_builder;
    AzureMetricsResult m_result;
    int m_metricCount = 0;
    bool m_sawValues = false;
    QList<AzureErrors::Level> m_error;
};

std::expected<AzureMetricsResult, SourceError> Reader::run()
{
    if (auto failed = readBody([this](od::document &doc) { return readRoot(doc); }))
        return std::unexpected(*failed);
    // An error envelope inside a 2xx, with no data beside it, is still an error.
    if (!m_sawValues)
        return std::unexpected(
            withoutData(m_error, m_batch ? "values"_L1 : "value"_L1, m_resourceId));

    if (m_metricCount > 0 && int(m_result.failures.size()) == m_metricCount) {
        QStringList sentences;
        for (const auto &f : m_result.failures)
            sentences << failureSentence(f);
        SourceError e = SourceError::make(
            SourceError::Kind::Backend,
            m_metricCount == 1 ? sentences.first()
                               : QStringLiteral("None of the %1 metrics could be read. %2")
                                     .arg(m_metricCount)
                                     .arg(sentences.first()),
            sentences.join(QLatin1Char('\n')));
        e.errorType = m_result.failures.front().errorCode;
        e.httpStatus = m_httpStatus;
        return std::unexpected(e);
    }

    auto set = m_builder.finish();
    if (!set) {
        set.error().httpStatus = m_httpStatus;
        return std::unexpected(set.error());
    }
    m_result.set = std::move(*set);
    for (const auto &f : m_result.failures)
        m_result.set.warnings << failureSentence(f);
    return std::move(m_result);
}

bool Reader::readRoot(od::document &doc)
{
    od::object root;
    if (auto e = doc.get_object().get(root))
        return jsonFail(e);
    if (!m_batch) {
        Entry entry;
        entry.resourceId = m_resourceId;
        if (!readEntry(root, entry))
            return false;
        m_error = entry.error;
        if (m_error.isEmpty() &&
            (!entry.bareError.code.isEmpty() || !entry.bareError.message.isEmpty()))
            m_error.append(entry.bareError);
        m_sawValues = entry.sawValue;
        return finishEntry(entry);
    }
    return eachField(root, [this](const od::raw_json_string &key, od::value &v) {
        if (key == "values") {
            m_sawValues = true;
            return eachElement(v, [this](od::value &item) {
                od::object obj;
                if (auto e = item.get_object().get(obj))
                    return jsonFail(e);
                Entry entry;
                return readEntry(obj, entry) && finishEntry(entry);
            });
        }
        if (key == "error") {
            if (auto e = AzureJson::readErrorObject(v, m_error))
                return jsonFail(e);
        }
        return true;
    });
}

bool Reader::readEntry(od::object obj, Entry &entry)
{
    return eachField(obj, [&](const od::raw_json_string &key, od::value &v) {
        // A bare {"code", "message"} is how the single-resource API fails.
        QString *text = key == "interval"              ? &entry.interval
                        : key == "resourceid"          ? &entry.resourceId
                        : key == "code" && !m_batch    ? &entry.bareError.code
                        : key == "message" && !m_batch ? &entry.bareError.message
                                                       : nullptr;
        if (text) {
            if (auto e = AzureJson::readAsText(v, *text))
                return jsonFail(e);
        } else if (key == "value") {
            entry.sawValue = true;
            if (AzureJson::isNull(v))
                return true;
            return eachElement(v, [&](od::value &metric) {
                entry.metrics.emplace_back();
                return readMetric(metric, entry.metrics.back());
            });
        } else if (key == "error" && !m_batch) {
            if (auto e = AzureJson::readErrorObject(v, entry.error))
                return jsonFail(e);
        }
        return true;
    });
}

bool Reader::readMetric(od::value &v, PendingMetric &metric)
{
    return eachField(v, [&](const od::raw_json_string &key, od::value &value) {
        QString *text = key == "id"             ? &metric.id
                        : key == "unit"         ? &metric.unit
                        : key == "errorCode"    ? &metric.errorCode
                        : key == "errorMessage" ? &metric.errorMessage
                                                : nullptr;
        if (text) {
            if (auto e = AzureJson::readString(value, *text))
                return jsonFail(e);
        } else if (key == "name") {
            if (auto e = readNameValue(value, metric.name))
                return jsonFail(e);
        } else if (key == "timeseries") {
            if (AzureJson::isNull(value))
                return true;
            return eachElement(value, [&](od::value &ts) {
                metric.series.emplace_back();
                return readTimeseries(ts, metric.series.back());
            });
        }
        return true;
    });
}

bool Reader::readTimeseries(od::value &v, PendingSeries &series)
{
    return eachField(v, [&](const od::raw_json_string &key, od::value &value) {
        if (key != "metadatavalues" && key != "data")
            return true;
        if (AzureJson::isNull(value))
            return true;
        const bool data = key == "data";
        return eachElement(value, [&](od::value &element) {
            return data ? readPoint(element, series.points) : readDimension(element, series);
        });
    });
}

bool Reader::readDimension(od::value &v, PendingSeries &series)
{
    QString name, value;
    const bool read = eachField(v, [&](const od::raw_json_string &key, od::value &element) {
        if (key == "name") {
            if (auto e = readNameValue(element, name))
                return jsonFail(e);
        } else if (key == "value") {
            if (auto e = AzureJson::readAsText(element, value))
                return jsonFail(e);
        }
        return true;
    });
    if (!read)
        return false;
    if (name.isEmpty())
        return shapeFail(QStringLiteral("a dimension without a name"));
    series.dimensions.emplace_back(std::move(name), std::move(value));
    return true;
}

bool Reader::readPoint(od::value &v, std::vector<SeriesBuilder::Point> &points)
{
    std::optional<qint64> t;
    double x = 0;
    bool present = false;
    const std::string_view aggregation(m_aggregation.constData(),
                                       std::size_t(m_aggregation.size()));
    const bool read = eachField(v, [&](const od::raw_json_string &key, od::value &value) {
        if (key == "timeStamp") {
            std::string_view text;
            if (auto e = value.get_string().get(text))
                return jsonFail(e);
            t = IsoTime::parseTimestampMs(text);
            if (!t)
                return shapeFail(QStringLiteral("a timeStamp that is not an ISO 8601 time: %1")
                                     .arg(toQString(text.substr(0, 64))));
        } else if (key == aggregation) {
            // A null aggregation is an empty bucket, like a missing one.
            if (AzureJson::isNull(value))
                return true;
            if (auto e = value.get_double().get(x))
                return jsonFail(e);
            present = true;
        }
        return true;
    });
    if (!read)
        return false;
    if (!t)
        return shapeFail(QStringLiteral("a data point without a timeStamp"));
    points.push_back({*t, present ? x : 0.0, present});
    return true;
}

bool Reader::finishEntry(Entry &entry)
{
    if (!entry.interval.isEmpty()) {
        if (m_result.interval.isEmpty())
            m_result.interval = entry.interval;
        const qint64 ms = IsoTime::parseDurationMs(entry.interval).value_or(0);
        if (ms > m_result.intervalMs) {
            m_result.intervalMs = ms;
            m_result.interval = entry.interval;
        }
    }
    for (auto &metric : entry.metrics) {
        ++m_metricCount;
        const QString resource =
            entry.resourceId.isEmpty() ? resourceFromMetricId(metric.id) : entry.resourceId;
        if (!metric.errorCode.isEmpty() &&
            metric.errorCode.compare(u"Success", Qt::CaseInsensitive) != 0) {
            m_result.failures.push_back(
                {metric.name, resource, metric.errorCode, metric.errorMessage});
            continue;
        }
        if (metric.name.isEmpty())
            return shapeFail(QStringLiteral("a metric without a name"));
        if (!metric.unit.isEmpty())
            m_result.units.insert(metric.name, metric.unit);
        for (auto &series : metric.series) {
            Labels labels(std::move(series.dimensions));
            labels.set(QStringLiteral("__name__"), metric.name);
            if (!resource.isEmpty())
                labels.set(QStringLiteral("resource"), resource);
            m_builder.append(m_builder.seriesFor(labels), series.points);
        }
    }
    return true;
}

std::expected<AzureMetricsResult, SourceError> parse(QByteArrayView body, int httpStatus,
                                                     AzureAggregation aggregation, bool batch,
                                                     const QString &resourceId,
                                                     const SeriesLimits &limits)
{
    if (body.size() > limits.maxBodyBytes)
        return std::unexpected(AzureErrors::tooLarge(body.size(), limits.maxBodyBytes, httpStatus));
    if (auto refused = AzureErrors::refusal(body, httpStatus, metricsWording(batch), resourceId))
        return std::unexpected(*refused);
    Reader reader(body, httpStatus, aggregation, batch, resourceId, limits);
    return reader.run();
}

} // namespace

std::expected<AzureMetricsResult, SourceError>
parseAzureMetricsResponse(QByteArrayView body, int httpStatus, AzureAggregation aggregation,
                          const QString &resourceId, const SeriesLimits &limits)
{
    return parse(body, httpStatus, aggregation, false, resourceId, limits);
}

std::expected<AzureMetricsResult, SourceError>
parseAzureMetricsBatchResponse(QByteArrayView body, int httpStatus, AzureAggregation aggregation,
                               const SeriesLimits &limits)
{
    return parse(body, httpStatus, aggregation, true, QString(), limits);
}
