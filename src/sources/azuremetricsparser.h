#pragma once

#include "seriesbuilder.h"
#include "seriesset.h"
#include "sourceerror.h"

#include <expected>
#include <optional>
#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <vector>

// The aggregation a metrics request asks for; one is charted per parse.
enum class AzureAggregation
{
    Average,
    Minimum,
    Maximum,
    Total,
    Count
};

namespace AzureAggregations {
// "average", "minimum", ...: the request parameter and the data point field.
QString toString(AzureAggregation a);
std::optional<AzureAggregation> fromString(QStringView name);
} // namespace AzureAggregations

// A metric Azure could not read although the request as a whole succeeded.
struct AzureMetricFailure
{
    QString metric;
    QString resource; // empty when not known
    QString errorCode;
    QString errorMessage;
};

struct AzureMetricsResult
{
    SeriesSet set;
    // The interval Azure used, which may be coarser than the one asked for;
    // 0 when the answer names none (or "FULL" was asked for).
    qint64 intervalMs = 0;
    QString interval; // as Azure wrote it, e.g. "PT5M"
    // Azure's unit per metric name ("Percent", "Bytes", "CountPerSecond").
    QMap<QString, QString> units;
    // Also worded into set.warnings for the lane.
    std::vector<AzureMetricFailure> failures;
};

// Turns an Azure Monitor Metrics answer (GET {resource}/providers/
// Microsoft.Insights/metrics) into a SeriesSet.
//
// * One series per metric × timeseries, labelled `__name__` = the metric's
//   name.value, one label per dimension (names as Azure returns them, i.e.
//   lower-cased) and `resource` = `resourceId`, or the resource part of the
//   metric's id when `resourceId` is empty.
// * A bucket without the requested aggregation is a gap, not a zero; its time
//   stays on the grid.
// * A metric whose errorCode is not "Success" gives no series and a warning;
//   when every metric failed the answer is an error.
// * Error answers (ARM's {"error": {...}} or bare {"code", "message"}) are
//   Kind::Backend with errorType = Azure's code; a proxy's HTML is Kind::Http.
//
// Pure and reentrant; each thread keeps one simdjson parser for reuse.
std::expected<AzureMetricsResult, SourceError>
parseAzureMetricsResponse(QByteArrayView body, int httpStatus, AzureAggregation aggregation,
                          const QString &resourceId = {}, const SeriesLimits &limits = {});

// The same for a metrics:getBatch answer ({"values": [{"resourceid",
// "interval", "value": [...]}]}): one SeriesSet for all resources, each
// series labelled with its entry's resourceid. When the entries' intervals
// differ, the coarsest is reported. Throttling is HTTP 529.
std::expected<AzureMetricsResult, SourceError>
parseAzureMetricsBatchResponse(QByteArrayView body, int httpStatus, AzureAggregation aggregation,
                               const SeriesLimits &limits = {});
