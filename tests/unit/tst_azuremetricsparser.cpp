#include "azuremetricsparser.h"

#include <QTest>

#include "azurefixtures.h"
#include "parserstress.h"
#include "seriesinvariants.h"
#include "seriestext.h"

using namespace Qt::StringLiterals;

namespace {

const QString kSub = u"/subscriptions/7f3c9a42-1d5e-4b8a-9c61-2e4f8d0b5a13/resourceGroups/"
                     u"rg-gpu-fleet/providers/Microsoft.Compute/"_s;
const QString kVm = kSub + u"virtualMachines/gpu-node-07"_s;
const QString kVmss = kSub + u"virtualMachineScaleSets/gpu-pool"_s;
const QString kVmA = kSub + u"virtualMachines/gpu-node-01"_s;
const QString kVmB = kSub + u"virtualMachines/gpu-node-02"_s;

QStringList metricFixtures()
{
    return azureFixtures({"metrics_"_L1, "batch_"_L1, "arm_"_L1, "proxy_"_L1});
}

std::expected<AzureMetricsResult, SourceError> parseAny(const QByteArray &body, int status,
                                                        bool batch, AzureAggregation agg,
                                                        const QString &resource = {})
{
    return batch ? parseAzureMetricsBatchResponse(body, status, agg)
                 : parseAzureMetricsResponse(body, status, agg, resource);
}

} // namespace

class TstAzureMetricsParser final : public QObject
{
    Q_OBJECT

  private slots:
    void results_data();
    void results();
    void units();
    void metricFailure();
    void errors_data();
    void errors();
    void shapes_data();
    void shapes();
    void aggregationNames();
    void stressTruncation();
    void stressByteFlips();
};

void TstAzureMetricsParser::results_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("batch");
    QTest::addColumn<AzureAggregation>("aggregation");
    QTest::addColumn<QString>("resource");
    QTest::addColumn<QString>("times");
    // "labels | values" per series, in order.
    QTest::addColumn<QStringList>("series");
    QTest::addColumn<QString>("interval");
    QTest::addColumn<qint64>("intervalMs");
    QTest::addColumn<QStringList>("warnings");

    const QString cpu = u"__name__=Percentage CPU,"_s;
    QTest::newRow("single metric, no dimensions, resource from the caller")
        << u"metrics_single.json"_s << false << AzureAggregation::Average << kVm
        << gridTimes({0, 1, 2, 3})
        << QStringList{cpu + u"resource="_s + kVm + u" | 41.25 57.5 0 99.875"_s} << u"PT1M"_s
        << qint64(60'000) << QStringList();
    QTest::newRow("single metric, resource from the metric id")
        << u"metrics_single.json"_s << false << AzureAggregation::Average << QString()
        << gridTimes({0, 1, 2, 3})
        << QStringList{cpu + u"resource="_s + kVm + u" | 41.25 57.5 0 99.875"_s} << u"PT1M"_s
        << qint64(60'000) << QStringList();
    QTest::newRow("aggregation not in the answer: all gaps, no series")
        << u"metrics_single.json"_s << false << AzureAggregation::Maximum << kVm
        << gridTimes({0, 1, 2, 3}) << QStringList() << u"PT1M"_s << qint64(60'000) << QStringList();
    QTest::newRow("split by a lower-cased dimension, average")
        << u"metrics_dimensions.json"_s << false << AzureAggregation::Average << kVmss
        << gridTimes({0, 1, 2})
        << QStringList{cpu + u"resource="_s + kVmss + u",vmname=gpu-pool_0 | 12.5 13.5 14.5"_s,
                       cpu + u"resource="_s + kVmss + u",vmname=gpu-pool_1 | 88 89 90"_s,
                       u"__name__=Available Memory Bytes,resource="_s + kVmss +
                           u",vmname=gpu-pool_0 | 52613349376 52600000000 52500000000"_s}
        << u"PT1M"_s << qint64(60'000) << QStringList();
    QTest::newRow("split by a dimension, maximum")
        << u"metrics_dimensions.json"_s << false << AzureAggregation::Maximum << kVmss
        << gridTimes({0, 1, 2})
        << QStringList{cpu + u"resource="_s + kVmss + u",vmname=gpu-pool_0 | 30 31 32"_s,
                       cpu + u"resource="_s + kVmss + u",vmname=gpu-pool_1 | 97.25 98.25 99.25"_s,
                       u"__name__=Available Memory Bytes,resource="_s + kVmss +
                           u",vmname=gpu-pool_0 | 52613349376 52610000000 52590000000"_s}
        << u"PT1M"_s << qint64(60'000) << QStringList();
    // Buckets with only a timeStamp are gaps, and a metric with nothing but
    // empty buckets has no series, yet its times stay on the grid.
    QTest::newRow("empty buckets are gaps")
        << u"metrics_empty_buckets.json"_s << false << AzureAggregation::Total << kVm
        << gridTimes({0, 1, 2, 3, 4})
        << QStringList{u"__name__=Network In Total,resource="_s + kVm +
                       u" | 1048576 _ _ 0 2097152"_s}
        << u"PT1M"_s << qint64(60'000) << QStringList();
    QTest::newRow("one metric failed inside a 200")
        << u"metrics_metric_error.json"_s << false << AzureAggregation::Maximum << kVm
        << gridTimes({0, 1}) << QStringList{cpu + u"resource="_s + kVm + u" | 71 72.5"_s}
        << u"PT1M"_s << qint64(60'000)
        << QStringList{u"The metric Available Memory Bytes of gpu-node-07 could not be read "
                       u"(MetricDataUnavailable): Data for metric 'Available Memory Bytes' is not "
                       u"available for the requested timespan."_s};
    QTest::newRow("interval coarser than asked")
        << u"metrics_interval_differs.json"_s << false << AzureAggregation::Average << kVm
        << gridTimes({-1440, -1380, -1320})
        << QStringList{cpu + u"resource="_s + kVm + u" | 10 20 30"_s} << u"PT1H"_s
        << qint64(3'600'000) << QStringList();
    QTest::newRow("batch of two resources on one grid")
        << u"batch_two_resources.json"_s << true << AzureAggregation::Average << QString()
        << gridTimes({0, 1, 2, 3})
        << QStringList{cpu + u"resource="_s + kVmA + u" | 5.5 6.5 7.5 _"_s,
                       cpu + u"resource="_s + kVmB + u" | _ 61 _ 63"_s}
        << u"PT1M"_s << qint64(60'000) << QStringList();
}

void TstAzureMetricsParser::results()
{
    QFETCH(QString, file);
    QFETCH(bool, batch);
    QFETCH(AzureAggregation, aggregation);
    QFETCH(QString, resource);
    QFETCH(QString, times);
    QFETCH(QStringList, series);
    QFETCH(QString, interval);
    QFETCH(qint64, intervalMs);
    QFETCH(QStringList, warnings);

    const auto r = parseAny(azureFixture(file), 200, batch, aggregation, resource);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message + u" | "_s + r.error().detail));
    QVERIFY(invariantsHold(r->set));
    QCOMPARE(renderTimes(r->set), times);
    QCOMPARE(renderLabelledSeries(r->set), series);
    QCOMPARE(r->interval, interval);
    QCOMPARE(r->intervalMs, intervalMs);
    QCOMPARE(r->set.warnings, warnings);
    QCOMPARE(r->set.resultType, SeriesSet::ResultType::Matrix);
}

void TstAzureMetricsParser::units()
{
    const auto r = parseAzureMetricsResponse(azureFixture(u"metrics_dimensions.json"_s), 200,
                                             AzureAggregation::Average);
    QVERIFY(r);
    QCOMPARE(r->units.value(u"Percentage CPU"_s), u"Percent"_s);
    QCOMPARE(r->units.value(u"Available Memory Bytes"_s), u"Bytes"_s);
}

void TstAzureMetricsParser::metricFailure()
{
    const auto r = parseAzureMetricsResponse(azureFixture(u"metrics_metric_error.json"_s), 200,
                                             AzureAggregation::Maximum, kVm);
    QVERIFY(r);
    QCOMPARE(r->failures.size(), std::size_t(1));
    const AzureMetricFailure &f = r->failures.front();
    QCOMPARE(f.metric, u"Available Memory Bytes"_s);
    QCOMPARE(f.resource, kVm);
    QCOMPARE(f.errorCode, u"MetricDataUnavailable"_s);
    QCOMPARE(f.errorMessage,
             u"Data for metric 'Available Memory Bytes' is not available for the requested "
             u"timespan."_s);
}

void TstAzureMetricsParser::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("batch");
    QTest::addColumn<int>("status");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detailStart");

    using K = SourceError::Kind;
    QTest::newRow("all metrics failed in a 200")
        << u"metrics_all_failed.json"_s << false << 200 << K::Backend << u"Throttled"_s
        << u"None of the 2 metrics could be read. The metric Percentage CPU of gpu-node-07 could "
           u"not be read (Throttled): The metrics backend throttled this metric; retry later."_s
        << u"The metric Percentage CPU of gpu-node-07 could not be read (Throttled)"_s;
    QTest::newRow("ARM 401 expired token")
        << u"arm_401_expired_token.json"_s << false << 401 << K::Backend
        << u"ExpiredAuthenticationToken"_s << u"The token has expired: sign in again."_s
        << u"ExpiredAuthenticationToken: The access token expiry UTC time"_s;
    QTest::newRow("ARM 401 wrong audience")
        << u"arm_401_wrong_audience.json"_s << false << 401 << K::Backend
        << u"InvalidAuthenticationTokenAudience"_s
        << u"The token was issued for another Azure service: request it with the scope "
           u"https://management.azure.com/.default."_s
        << u"InvalidAuthenticationTokenAudience: The access token has been obtained"_s;
    QTest::newRow("ARM 403 AuthorizationFailed")
        << u"arm_403_authorization_failed.json"_s << false << 403 << K::Backend
        << u"AuthorizationFailed"_s
        << u"The signed-in identity lacks permission to read metrics on "_s + kVm +
               u": ask for the Monitoring Reader role."_s
        << u"AuthorizationFailed: The client 'fleetscope-reader@contoso.com'"_s;
    QTest::newRow("ARM bare code/message 400")
        << u"arm_plain_error.json"_s << false << 400 << K::Backend << u"BadRequest"_s
        << u"Azure Monitor rejected the metrics request: Failed to find metric configuration for "
           u"provider: Microsoft.Compute, resource Type: virtualMachines, metric: GPU "
           u"Utilization, Valid metrics: Percentage CPU,Network In,Network Out,Disk Read "
           u"Bytes,Disk Write Bytes,Available Memory Bytes"_s
        << u"BadRequest: Failed to find metric configuration"_s;
    QTest::newRow("batch error wrapper 400")
        << u"batch_error.json"_s << true << 400 << K::Backend << u"BadRequest"_s
        << u"Azure Monitor rejected the metrics request: Metric: Percentage CPU does not support "
           u"requested dimension combination: gpu, supported ones are: VMName, TraceId: "
           u"{4b2d8f1e-6a3c-4e9b-8d71-0c5f2a9e3b64}"_s
        << u"BadRequest: Metric: Percentage CPU"_s;
    QTest::newRow("batch 529 throttling")
        << u"batch_529.json"_s << true << 529 << K::Backend << u"TooManyRequests"_s
        << u"Azure is throttling requests; try again in a moment: The metrics backend is "
           u"currently throttling requests for this subscription. Retry with exponential "
           u"backoff. TraceId: {9e1c7a3b-2f4d-4b8e-a6c5-1d3f7e9b2a80}"_s
        << u"TooManyRequests: "_s;
    QTest::newRow("batch 403 names the subscription role")
        << u"arm_403_authorization_failed.json"_s << true << 403 << K::Backend
        << u"AuthorizationFailed"_s
        << u"The signed-in identity lacks permission to read metrics on "_s + kVm +
               u": ask for the Monitoring Reader role on the subscription."_s
        << u"AuthorizationFailed: "_s;
    QTest::newRow("HTML 502 from a proxy")
        << u"proxy_502.html"_s << false << 502 << K::Http << QString()
        << u"HTTP 502 Bad Gateway from the server (not an Azure Monitor answer)"_s
        << u"502 Bad Gateway 502 Bad Gateway nginx/1.24.0"_s;
    QTest::newRow("HTML in a 200")
        << u"proxy_502.html"_s << true << 200 << K::Parse << QString()
        << u"The server's answer is not an Azure Monitor metrics batch answer; check the "
           u"regional metrics endpoint."_s
        << u"502 Bad Gateway"_s;
    QTest::newRow("error envelope in a 200")
        << u"arm_plain_error.json"_s << false << 200 << K::Backend << u"BadRequest"_s
        << u"Azure answered with an error (BadRequest): Failed to find metric configuration for "
           u"provider: Microsoft.Compute, resource Type: virtualMachines, metric: GPU "
           u"Utilization, Valid metrics: Percentage CPU,Network In,Network Out,Disk Read "
           u"Bytes,Disk Write Bytes,Available Memory Bytes"_s
        << u"BadRequest: "_s;
    QTest::newRow("a single answer given to the batch parser")
        << u"metrics_single.json"_s << true << 200 << K::Parse << QString()
        << u"The server's answer does not have the shape of an Azure Monitor metrics batch "
           u"result."_s
        << u"no \"values\" field"_s;
}

void TstAzureMetricsParser::errors()
{
    QFETCH(QString, file);
    QFETCH(bool, batch);
    QFETCH(int, status);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, errorType);
    QFETCH(QString, message);
    QFETCH(QString, detailStart);

    const auto r = parseAny(azureFixture(file), status, batch, AzureAggregation::Average, kVm);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, kind);
    QCOMPARE(r.error().httpStatus, status);
    QCOMPARE(r.error().errorType, errorType);
    QCOMPARE(r.error().message, message);
    QVERIFY2(r.error().detail.startsWith(detailStart), qPrintable(r.error().detail));
}

void TstAzureMetricsParser::shapes_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty value list")
        << R"({"interval":"PT1M","value":[]})"_ba << true << QString();
    QTest::newRow("null aggregation is a gap")
        << R"({"value":[{"name":{"value":"m"},"timeseries":[{"data":[{"timeStamp":"2026-11-21T10:00:00Z","average":null},{"timeStamp":"2026-11-21T10:01:00Z","average":2}]}],"errorCode":"Success"}]})"_ba
        << true << QString();
    QTest::newRow("timeStamp with fraction and offset")
        << R"({"value":[{"name":{"value":"m"},"timeseries":[{"data":[{"timeStamp":"2026-11-21T11:00:00.0000000+01:00","average":1}]}]}]})"_ba
        << true << QString();
    QTest::newRow("bad timeStamp")
        << R"({"value":[{"name":{"value":"m"},"timeseries":[{"data":[{"timeStamp":"yesterday","average":1}]}]}]})"_ba
        << false
        << u"The server's answer does not have the shape of an Azure Monitor metrics result."_s;
    QTest::newRow("aggregation is a string")
        << R"({"value":[{"name":{"value":"m"},"timeseries":[{"data":[{"timeStamp":"2026-11-21T10:00:00Z","average":"1"}]}]}]})"_ba
        << false
        << u"The server's answer does not have the shape of an Azure Monitor metrics result."_s;
    QTest::newRow("trailing garbage") << R"({"value":[]} {})"_ba << false
                                      << u"The server's answer is malformed or truncated JSON."_s;
    QTest::newRow("no value at all") << R"({"cost":0})"_ba << false
                                     << u"The server's answer does not have the shape of an "
                                        u"Azure Monitor metrics result."_s;
    QTest::newRow("empty body") << QByteArray() << false << u"The server sent an empty answer."_s;
}

void TstAzureMetricsParser::shapes()
{
    QFETCH(QByteArray, body);
    QFETCH(bool, ok);
    QFETCH(QString, message);
    const auto r = parseAzureMetricsResponse(body, 200, AzureAggregation::Average);
    QCOMPARE(bool(r), ok);
    if (ok) {
        QVERIFY(invariantsHold(r->set));
        if (qstrcmp(QTest::currentDataTag(), "null aggregation is a gap") == 0) {
            QCOMPARE(renderSeries(r->set, 0), u"_ 2"_s);
            QCOMPARE(r->set.series[0].labels.value(u"resource"_s), QString());
        }
        if (qstrcmp(QTest::currentDataTag(), "timeStamp with fraction and offset") == 0)
            QCOMPARE(renderTimes(r->set), QString::number(kT0));
    } else {
        QCOMPARE(r.error().message, message);
        QCOMPARE(r.error().httpStatus, 200);
    }
}

void TstAzureMetricsParser::aggregationNames()
{
    for (auto a : {AzureAggregation::Average, AzureAggregation::Minimum, AzureAggregation::Maximum,
                   AzureAggregation::Total, AzureAggregation::Count})
        QCOMPARE(AzureAggregations::fromString(AzureAggregations::toString(a)), a);
    QCOMPARE(AzureAggregations::toString(AzureAggregation::Total), u"total"_s);
    QCOMPARE(AzureAggregations::fromString(u"Maximum"), AzureAggregation::Maximum);
    QVERIFY(!AzureAggregations::fromString(u"p95"));
}

void TstAzureMetricsParser::stressTruncation()
{
    // Under both parsers and statuses.
    struct Call
    {
        bool batch;
        int status;
    };
    QVERIFY(metricFixtures().size() >= 14);
    ParserStress::truncations(
        metricFixtures(), azureFixture,
        {Call{false, 200}, Call{false, 403}, Call{true, 200}, Call{true, 403}},
        [](const QByteArray &body, Call call) {
            return parseAny(body, call.status, call.batch, AzureAggregation::Average);
        },
        [](const AzureMetricsResult &r) { return invariantsHold(r.set); });
}

void TstAzureMetricsParser::stressByteFlips()
{
    ParserStress::byteFlips(
        metricFixtures(), azureFixture,
        [](const QByteArray &body, const QString &name) {
            return parseAny(body, 200, name.startsWith(u"batch"_s), AzureAggregation::Average);
        },
        [](const AzureMetricsResult &r) { return invariantsHold(r.set); });
}

QTEST_GUILESS_MAIN(TstAzureMetricsParser)
#include "tst_azuremetricsparser.moc"
