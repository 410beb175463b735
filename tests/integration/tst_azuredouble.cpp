// tools/azure-double against its contract: its command line, the Azure
// formats it imitates and the token checks, seen through QNetworkAccessManager
// as FleetScope's clients see them. The fault switches and the request
// statistics are in tst_azuredoublefaults.cpp.
#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTest>

namespace {
constexpr int kTimeoutMs = 30'000;
} // namespace

using namespace AzureDoubleApi;
using namespace Qt::StringLiterals;

class TestAzureDouble final : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void badArgumentsExitWithStatusTwo();
    void helpDocumentsEndpointsAndFaults();
    void clientCredentialsIssueTokens();
    void badSecretAndUnknownTenantAreRefused();
    void deviceCodeFlowCompletesAfterApproval();
    void dataEndpointsCheckTheToken();
    void metricsSplitByDimensionWithEmptyBuckets();
    void metricsSelectDimensionValues();
    void metricsAreDeterministicPerSeed();
    void metricsCoarsenLongRanges();
    void metricFailsInsideHttp200();
    void unknownResourceIsNotFound();
    void batchAnswersPerResourceAndCapsAt50();
    void logAnalyticsReturnsStringNumbersAndNulls();
    void logAnalyticsPrintAndSyntaxError();
    void costQueryPagesThroughNextLink();
    void automationJobLifecycle();

  private:
    AzureDoubleProcess m_double;
};

void TestAzureDouble::initTestCase()
{
    QString error;
    // The secret through --client-secret-env, so that option is seen to work
    // and not only to refuse.
    QVERIFY2(m_double.start(&error, {u"--seed"_s, u"7"_s, u"--device-code-interval"_s, u"1"_s,
                                     u"--client-secret-env"_s,
                                     QLatin1String(AzureDoubleProcess::kSecretEnv)}),
             qPrintable(error));
}

void TestAzureDouble::init()
{
    // "reset" clears the switches; settings are put back explicitly.
    QVERIFY(
        m_double.setFaults(R"({"reset": true, "costPageSize": 1000, "costColumnOrder": "default",
                          "tokenLifetime": 3599, "armReadBudget": 11999})"));
    QCOMPARE(m_double.http("POST", u"/_double/stats/reset"_s).status, 200);
}

void TestAzureDouble::badArgumentsExitWithStatusTwo()
{
    const QList<QStringList> cases = {
        {u"--listen"_s, u"10.1.2.3:0"_s},
        {u"--listen"_s, u"0.0.0.0:8080"_s},
        {u"--client-secret"_s, u"hunter2"_s},
        {u"--client-secret-env"_s, u"FLEETSCOPE_TEST_UNSET_VARIABLE"_s},
        {u"--token-lifetime"_s, u"soon"_s},
        {u"--faults"_s, u"{\"throttle\": {\"endpoint\": \"nowhere\"}}"_s},
        {u"--faults"_s, u"not json"_s},
        {u"--app-insights"_s, u"appmetrics"_s},
        {u"stray"_s},
    };
    for (const QStringList &arguments : cases) {
        QProcess process;
        process.start(QStringLiteral(AZURE_DOUBLE_BIN), arguments);
        QVERIFY(process.waitForFinished(kTimeoutMs));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 2, qPrintable(arguments.join(u' ')));
        QCOMPARE(err.count('\n'), 1);
        QVERIFY(err.startsWith("azure-double: "));
        QVERIFY(process.readAllStandardOutput().isEmpty());
    }
}

void TestAzureDouble::helpDocumentsEndpointsAndFaults()
{
    QProcess process;
    process.start(QStringLiteral(AZURE_DOUBLE_BIN), {u"--help"_s});
    QVERIFY(process.waitForFinished(kTimeoutMs));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray help = process.readAllStandardOutput();
    for (const char *needle :
         {"metrics:getBatch", "oauth2/v2.0/devicecode", "percentile(F, P)", "gpu-node-01",
          "aks-gpu", "\"throttle\"", "\"noContent\"", "--client-secret-env", "/_double/stats",
          "AppMetrics", "customMetrics", "--app-insights", "inference_latency_ms"})
        QVERIFY2(help.contains(needle), needle);
}

void TestAzureDouble::clientCredentialsIssueTokens()
{
    const Query form = {{u"grant_type"_s, u"client_credentials"_s},
                        {u"client_id"_s, kClientId},
                        {u"client_secret"_s, kSecret}};
    const Reply reply = m_double.tokenRequest(form + Query{{u"scope"_s, kArm}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.text(u"token_type"_s), u"Bearer"_s);
    QCOMPARE(reply.at(u"expires_in"_s).toInt(), 3599);
    QVERIFY(reply.text(u"access_token"_s).size() > 20);
    QVERIFY(!reply.headers.value("x-ms-request-id").isEmpty());

    const Reply noDefault =
        m_double.tokenRequest(form + Query{{u"scope"_s, u"https://management.azure.com"_s}});
    QCOMPARE(noDefault.status, 400);
    QCOMPARE(noDefault.text(u"error"_s), u"invalid_scope"_s);
}

void TestAzureDouble::badSecretAndUnknownTenantAreRefused()
{
    const Query form = {{u"grant_type"_s, u"client_credentials"_s},
                        {u"client_id"_s, kClientId},
                        {u"client_secret"_s, u"wrong"_s},
                        {u"scope"_s, kArm}};
    const Reply bad = m_double.tokenRequest(form);
    QCOMPARE(bad.status, 401);
    QCOMPARE(bad.text(u"error"_s), u"invalid_client"_s);
    QCOMPARE(bad.array(u"error_codes"_s), QJsonArray{7000215});
    QVERIFY(bad.text(u"error_description"_s)
                .startsWith(u"AADSTS7000215: Invalid client secret provided."_s));

    const Reply tenant = m_double.tokenRequest(form, u"11111111-2222-3333-4444-555555555555"_s);
    QCOMPARE(tenant.status, 400);
    QCOMPARE(tenant.array(u"error_codes"_s), QJsonArray{90002});
}

void TestAzureDouble::deviceCodeFlowCompletesAfterApproval()
{
    const Reply start =
        m_double.http("POST", u"/organizations/oauth2/v2.0/devicecode"_s,
                      AzureDoubleProcess::encodeQuery(
                          {{u"client_id"_s, kClientId}, {u"scope"_s, kArm + u" offline_access"_s}}),
                      {{"Content-Type", "application/x-www-form-urlencoded"}});
    QCOMPARE(start.status, 200);
    const QString userCode = start.text(u"user_code"_s);
    QVERIFY(start.text(u"verification_uri"_s).startsWith(m_double.url().toString()));
    QCOMPARE(start.at(u"interval"_s).toInt(), 1);
    QCOMPARE(start.at(u"expires_in"_s).toInt(), 900);
    QVERIFY(start.text(u"message"_s).contains(userCode));

    const Query poll = {{u"grant_type"_s, u"urn:ietf:params:oauth:grant-type:device_code"_s},
                        {u"client_id"_s, kClientId},
                        {u"device_code"_s, start.text(u"device_code"_s)}};
    const Reply pending = m_double.tokenRequest(poll);
    QCOMPARE(pending.status, 400);
    QCOMPARE(pending.text(u"error"_s), u"authorization_pending"_s);
    QCOMPARE(pending.array(u"error_codes"_s), QJsonArray{70016});

    const Reply listed = m_double.http("GET", u"/_double/devicecode/pending"_s);
    QCOMPARE(listed.text(u"pending/0/user_code"_s), userCode);
    QCOMPARE(m_double
                 .http("POST", u"/_double/devicecode/approve"_s,
                       QJsonDocument(QJsonObject{{u"user_code"_s, userCode}}).toJson())
                 .status,
             200);

    const Reply granted = m_double.tokenRequest(poll);
    QCOMPARE(granted.status, 200);
    const QString refresh = granted.text(u"refresh_token"_s);
    QVERIFY(!refresh.isEmpty());
    QCOMPARE(m_double.tokenRequest(poll).array(u"error_codes"_s), QJsonArray{54005});
    const Reply used = m_double.http(
        "GET",
        AzureDoubleProcess::withQuery(vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
                                      {{u"api-version"_s, u"2023-10-01"_s}}),
        {}, {{"Authorization", "Bearer " + granted.text(u"access_token"_s).toUtf8()}});
    QCOMPARE(used.status, 200);

    // The refresh token buys a token for another audience.
    const Reply refreshed = m_double.tokenRequest({{u"grant_type"_s, u"refresh_token"_s},
                                                   {u"client_id"_s, kClientId},
                                                   {u"refresh_token"_s, refresh},
                                                   {u"scope"_s, kLogs}});
    QCOMPARE(refreshed.status, 200);
    const Reply query =
        m_double.http("POST", kWorkspaceQuery, R"({"query": "print 1"})",
                      {{"Authorization", "Bearer " + refreshed.text(u"access_token"_s).toUtf8()}});
    QCOMPARE(query.status, 200);
}

void TestAzureDouble::dataEndpointsCheckTheToken()
{
    const QString metricsUrl = AzureDoubleProcess::withQuery(
        vm(1) + u"/providers/Microsoft.Insights/metrics"_s, {{u"api-version"_s, u"2023-10-01"_s}});
    const Reply missing = m_double.http("GET", metricsUrl);
    QCOMPARE(missing.status, 401);
    QCOMPARE(missing.errorCode(), u"AuthenticationFailed"_s);
    const Reply unknown =
        m_double.http("GET", metricsUrl, {}, {{"Authorization", "Bearer nonsense"}});
    QCOMPARE(unknown.status, 401);
    QCOMPARE(unknown.errorCode(), u"InvalidAuthenticationToken"_s);

    const Reply audience = m_double.get(vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
                                        {{u"api-version"_s, u"2023-10-01"_s}}, kLogs);
    QCOMPARE(audience.status, 401);
    QCOMPARE(audience.errorCode(), u"InvalidAuthenticationTokenAudience"_s);
    QVERIFY(audience.headers.value("www-authenticate").startsWith("Bearer authorization_uri="));
    const Reply logsWithArm = m_double.post(kWorkspaceQuery, {}, R"({"query": "print 1"})", kArm);
    QCOMPARE(logsWithArm.status, 401);
    QCOMPARE(logsWithArm.text(u"error/innererror/code"_s), u"InvalidAuthenticationTokenAudience"_s);
}

void TestAzureDouble::metricsSplitByDimensionWithEmptyBuckets()
{
    const qint64 from = dayStart();
    const Reply reply =
        m_double.metrics(kCluster, {{u"timespan"_s, span(from, from + 3 * 3600)},
                                    {u"interval"_s, u"PT1M"_s},
                                    {u"metricnames"_s, u"node_memory_working_set_percentage"_s},
                                    {u"aggregation"_s, u"average,maximum"_s},
                                    {u"$filter"_s, u"node eq '*'"_s}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.text(u"interval"_s), u"PT1M"_s);
    QCOMPARE(reply.text(u"namespace"_s), u"Microsoft.ContainerService/managedClusters"_s);
    QCOMPARE(reply.text(u"resourceregion"_s), u"eastus"_s);
    QCOMPARE(reply.text(u"value/0/errorCode"_s), u"Success"_s);
    QCOMPARE(reply.text(u"value/0/unit"_s), u"Percent"_s);
    const QJsonArray series = reply.array(u"value/0/timeseries"_s);
    QCOMPARE(series.size(), 6);
    QList<int> emptyAt;
    for (const QJsonValue &one : series) {
        QCOMPARE(one[u"metadatavalues"_s][0][u"name"_s][u"value"_s].toString(), u"node"_s);
        QVERIFY(one[u"metadatavalues"_s][0][u"value"_s].toString().startsWith(u"aks-"_s));
        const QJsonArray data = one[u"data"_s].toArray();
        QCOMPARE(data.size(), 180);
        QCOMPARE(data[0][u"timeStamp"_s].toString(), iso(from));
        QList<int> empty;
        for (int i = 0; i < data.size(); ++i) {
            if (data[i].toObject().size() == 1)
                empty << i;
            else
                QVERIFY(data[i][u"maximum"_s].toDouble() >= data[i][u"average"_s].toDouble());
        }
        // Collection gaps hit every instance of the metric at the same minutes.
        QVERIFY(!empty.isEmpty());
        if (emptyAt.isEmpty())
            emptyAt = empty;
        QCOMPARE(empty, emptyAt);
    }

    const Reply lun = m_double.metrics(vm(2), {{u"timespan"_s, span(from, from + 600)},
                                               {u"metricnames"_s, u"Data Disk Read Bytes/sec"_s},
                                               {u"$filter"_s, u"LUN eq '*'"_s}});
    QCOMPARE(lun.array(u"value/0/timeseries"_s).size(), 2);
    // Dimension names come back lower-cased.
    QCOMPARE(lun.text(u"value/0/timeseries/0/metadatavalues/0/name/value"_s), u"lun"_s);
}

void TestAzureDouble::metricsSelectDimensionValues()
{
    const qint64 from = dayStart();
    const Query common = {{u"timespan"_s, span(from, from + 600)},
                          {u"interval"_s, u"PT5M"_s},
                          {u"metricnames"_s, u"node_cpu_usage_percentage"_s}};
    const Reply two = m_double.metrics(
        kCluster, common + Query{{u"$filter"_s, u"node eq 'aks-gpupool-38218391-vmss000001' "
                                                "or node eq 'aks-system-38218391-vmss000000'"_s}});
    QCOMPARE(two.array(u"value/0/timeseries"_s).size(), 2);
    QCOMPARE(two.text(u"value/0/timeseries/1/metadatavalues/0/value"_s),
             u"aks-system-38218391-vmss000000"_s);

    const Reply pool =
        m_double.metrics(kCluster, common + Query{{u"$filter"_s, u"nodepool eq 'gpupool'"_s},
                                                  {u"aggregation"_s, u"count"_s}});
    QCOMPARE(pool.array(u"value/0/timeseries"_s).size(), 1);
    // Four nodes, up to five one-minute samples each, in one five-minute
    // bucket. The double leaves a two-minute gap every 97 minutes, at the
    // same minutes for every node of a metric, so on some days the window
    // holds three or four samples per node: the pool's count must be the sum
    // of its nodes' counts either way.
    const int poolCount = pool.at(u"value/0/timeseries/0/data/0/count"_s).toInt();
    const Reply perNode = m_double.metrics(
        kCluster, common + Query{{u"$filter"_s, u"node eq '*'"_s}, {u"aggregation"_s, u"count"_s}});
    int gpuNodeCount = 0;
    const QJsonArray nodes = perNode.array(u"value/0/timeseries"_s);
    QCOMPARE(nodes.size(), 6);
    for (const QJsonValue &node : nodes) {
        const QJsonObject series = node.toObject();
        const QString name =
            series[u"metadatavalues"_s].toArray().at(0).toObject()[u"value"_s].toString();
        if (name.startsWith(u"aks-gpupool-"_s))
            gpuNodeCount += series[u"data"_s].toArray().at(0).toObject()[u"count"_s].toInt();
    }
    QCOMPARE(poolCount, gpuNodeCount);
    QVERIFY2(poolCount >= 12 && poolCount <= 20 && poolCount % 4 == 0,
             qPrintable(QString::number(poolCount)));

    const Reply top = m_double.metrics(kCluster, common + Query{{u"$filter"_s, u"node eq '*'"_s},
                                                                {u"top"_s, u"3"_s},
                                                                {u"orderby"_s, u"average desc"_s}});
    QCOMPARE(top.array(u"value/0/timeseries"_s).size(), 3);

    const Reply badDimension = m_double.metrics(
        vm(1), {{u"metricnames"_s, u"Percentage CPU"_s}, {u"$filter"_s, u"node eq '*'"_s}});
    QCOMPARE(badDimension.status, 400);
    // The metrics provider's own 400s are not wrapped in "error".
    QCOMPARE(badDimension.text(u"code"_s), u"BadRequest"_s);
}

void TestAzureDouble::metricsAreDeterministicPerSeed()
{
    const qint64 from = dayStart();
    const Query query = {{u"api-version"_s, u"2023-10-01"_s},
                         {u"timespan"_s, span(from, from + 3600)},
                         {u"metricnames"_s, u"Percentage CPU"_s}};
    const QJsonValue first = m_double.metrics(vm(3), query).at(u"value"_s);
    QCOMPARE(m_double.metrics(vm(3), query).at(u"value"_s), first);
    QVERIFY(m_double.metrics(vm(4), query).at(u"value"_s) != first);

    for (const QString &seed : {u"7"_s, u"8"_s}) {
        AzureDoubleProcess other;
        QString error;
        QVERIFY2(other.start(&error, {u"--seed"_s, seed}), qPrintable(error));
        const Reply reply =
            other.get(vm(3) + u"/providers/Microsoft.Insights/metrics"_s, query, kArm);
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.at(u"value"_s) == first, seed == u"7"_s);
    }
}

void TestAzureDouble::metricsCoarsenLongRanges()
{
    const qint64 to = dayStart();
    const Reply reply = m_double.metrics(vm(1), {{u"timespan"_s, span(to - 72 * 3600, to)},
                                                 {u"interval"_s, u"PT1M"_s},
                                                 {u"metricnames"_s, u"Percentage CPU"_s}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.text(u"interval"_s), u"PT5M"_s);
    QCOMPARE(reply.array(u"value/0/timeseries/0/data"_s).size(), 864);
}

void TestAzureDouble::metricFailsInsideHttp200()
{
    const Query query = {{u"metricnames"_s, u"Percentage CPU,No Such Metric"_s}};
    const Reply unknown = m_double.metrics(vm(1), query);
    QCOMPARE(unknown.status, 200);
    QCOMPARE(unknown.array(u"value"_s).size(), 2);
    QCOMPARE(unknown.text(u"value/0/errorCode"_s), u"Success"_s);
    QCOMPARE(unknown.text(u"value/1/errorCode"_s), u"BadRequest"_s);
    QVERIFY(unknown.text(u"value/1/errorMessage"_s).contains(u"No Such Metric"_s));

    QVERIFY(m_double.setFaults(R"({"metricError": "Percentage CPU"})"));
    const Reply failed = m_double.metrics(vm(1), query);
    QCOMPARE(failed.status, 200);
    QVERIFY(failed.text(u"value/0/errorCode"_s) != u"Success"_s);
    QVERIFY(!failed.text(u"value/0/errorMessage"_s).isEmpty());
    QCOMPARE(failed.array(u"value/0/timeseries"_s).size(), 0);
}

void TestAzureDouble::unknownResourceIsNotFound()
{
    const Reply reply =
        m_double.metrics(kGroup + u"/providers/Microsoft.Compute/virtualMachines/gpu-node-99"_s);
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.errorCode(), u"ResourceNotFound"_s);
    const Reply group = m_double.metrics(
        kSubscription + u"/resourceGroups/nope/providers/Microsoft.Compute/virtualMachines/x"_s);
    QCOMPARE(group.errorCode(), u"ResourceGroupNotFound"_s);
}

void TestAzureDouble::batchAnswersPerResourceAndCapsAt50()
{
    const qint64 from = dayStart();
    const Query query = {{u"api-version"_s, u"2024-02-01"_s},
                         {u"metricnamespace"_s, u"Microsoft.Compute/virtualMachines"_s},
                         {u"metricnames"_s, u"Percentage CPU"_s},
                         {u"starttime"_s, iso(from)},
                         {u"endtime"_s, iso(from + 1800)},
                         {u"interval"_s, u"PT5M"_s},
                         {u"aggregation"_s, u"average"_s}};
    const QByteArray three =
        QJsonDocument(QJsonObject{{u"resourceids"_s, QJsonArray{vm(1), vm(2), vm(3)}}}).toJson();
    const Reply reply = m_double.post(kBatch, query, three, kBatchScope);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.array(u"values"_s).size(), 3);
    QCOMPARE(reply.text(u"values/1/resourceid"_s), vm(2));
    QCOMPARE(reply.text(u"values/1/starttime"_s), iso(from));
    QCOMPARE(reply.text(u"values/1/interval"_s), u"PT5M"_s);
    QCOMPARE(reply.array(u"values/1/value/0/timeseries/0/data"_s).size(), 6);
    QCOMPARE(m_double.post(kBatch, query, three, kArm).errorCode(),
             u"InvalidAuthenticationTokenAudience"_s);

    QJsonArray tooMany;
    for (int i = 0; i < 51; ++i)
        tooMany.append(kGroup + u"/providers/Microsoft.Compute/virtualMachines/vm-%1"_s.arg(i));
    const Reply rejected = m_double.post(
        kBatch, query, QJsonDocument(QJsonObject{{u"resourceids"_s, tooMany}}).toJson(),
        kBatchScope);
    QCOMPARE(rejected.status, 400);
    QCOMPARE(rejected.errorCode(), u"BadRequest"_s);
}

void TestAzureDouble::logAnalyticsReturnsStringNumbersAndNulls()
{
    const qint64 from = dayStart();
    const Reply reply =
        m_double.logs(u"AppRequests\n| summarize percentile(DurationMs, 95) by "
                      "bin(TimeGenerated, 1m), AppRoleName\n| order by TimeGenerated asc"_s,
                      span(from, from + 3600));
    QCOMPARE(reply.status, 200);
    const QJsonArray columns = reply.array(u"tables/0/columns"_s);
    QCOMPARE(columns.size(), 3);
    QCOMPARE(columns[0][u"type"_s].toString(), u"datetime"_s);
    QCOMPARE(columns[1][u"name"_s].toString(), u"AppRoleName"_s);
    QCOMPARE(columns[2][u"name"_s].toString(), u"percentile_DurationMs_95"_s);
    QCOMPARE(columns[2][u"type"_s].toString(), u"real"_s);
    const QJsonArray rows = reply.array(u"tables/0/rows"_s);
    QCOMPARE(rows.size(), 180);
    int nulls = 0, strings = 0, numbers = 0;
    QString previous;
    for (const QJsonValue &row : rows) {
        QVERIFY(row[0].toString() >= previous);
        previous = row[0].toString();
        bool ok = false;
        nulls += row[2].isNull();
        strings += row[2].isString() && (row[2].toString().toDouble(&ok), ok);
        numbers += row[2].isDouble();
    }
    QVERIFY(nulls > 0 && strings > 0 && numbers > 0);
    QCOMPARE(nulls + strings + numbers, 180);
}

void TestAzureDouble::logAnalyticsPrintAndSyntaxError()
{
    const Reply print = m_double.logs(u"print x = 1, \"text\", real(null)"_s);
    QCOMPARE(print.status, 200);
    QCOMPARE(print.text(u"tables/0/columns/0/name"_s), u"x"_s);
    QCOMPARE(print.text(u"tables/0/columns/0/type"_s), u"long"_s);
    QCOMPARE(print.array(u"tables/0/rows/0"_s), (QJsonArray{1, u"text"_s, QJsonValue::Null}));

    const Reply bad = m_double.logs(u"AppRequests | frobnicate"_s);
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.errorCode(), u"BadArgumentError"_s);
    QCOMPARE(bad.text(u"error/innererror/code"_s), u"SyntaxError"_s);
    QCOMPARE(m_double.logs(u"NoSuchTable | count"_s).text(u"error/innererror/code"_s),
             u"SemanticError"_s);
}

void TestAzureDouble::costQueryPagesThroughNextLink()
{
    const QDate first = QDateTime::fromSecsSinceEpoch(dayStart(), Qt::UTC).date().addDays(-6);
    const QByteArray body =
        uR"({"type": "ActualCost", "timeframe": "Custom",
        "timePeriod": {"from": "%1T00:00:00Z", "to": "%2T23:59:59Z"},
        "dataset": {"granularity": "Daily",
                    "aggregation": {"totalCost": {"name": "Cost", "function": "Sum"}},
                    "grouping": [{"type": "TagKey", "name": "CostCenter"}]}})"_s
            .arg(first.toString(Qt::ISODate), first.addDays(6).toString(Qt::ISODate))
            .toUtf8();
    // Every row keyed by UsageDate/CostCenter, read through the column names.
    QStringList columns;
    int pages = 0;
    bool linksOk = true;
    const auto collect = [&] {
        QMap<QString, double> rows;
        QString next = AzureDoubleProcess::withQuery(
            kSubscription + u"/providers/Microsoft.CostManagement/query"_s,
            {{u"api-version"_s, u"2023-11-01"_s}});
        for (pages = 0; !next.isEmpty() && pages < 10; ++pages) {
            const Reply page = m_double.http(
                "POST", next, body, {{"Authorization", "Bearer " + m_double.token(kArm).toUtf8()}});
            columns.clear();
            for (const QJsonValue &column : page.array(u"properties/columns"_s))
                columns << column[u"name"_s].toString();
            for (const QJsonValue &row : page.array(u"properties/rows"_s)) {
                const QJsonValue center = row[columns.indexOf(u"CostCenter"_s)];
                rows.insert(QString::number(row[columns.indexOf(u"UsageDate"_s)].toInteger()) +
                                u'/' + (center.isNull() ? u"<null>"_s : center.toString()),
                            row[columns.indexOf(u"Cost"_s)].toDouble());
            }
            next = page.text(u"properties/nextLink"_s);
            linksOk = linksOk && (next.isEmpty() || next.startsWith(m_double.url().toString()));
        }
        return rows;
    };
    const QStringList defaultOrder = {u"Cost"_s, u"UsageDate"_s, u"CostCenter"_s, u"Currency"_s};
    const QMap<QString, double> single = collect();
    QCOMPARE(pages, 1);
    QCOMPARE(columns, defaultOrder);
    QCOMPARE(single.size(), 28);
    QVERIFY(single.contains(first.toString(u"yyyyMMdd"_s) + u"/<null>"_s));

    QVERIFY(m_double.setFaults(R"({"costPageSize": 10, "costColumnOrder": "shuffled"})"));
    QCOMPARE(collect(), single);
    QCOMPARE(pages, 3);
    QVERIFY(columns != defaultOrder);
    QVERIFY(linksOk);
}

void TestAzureDouble::automationJobLifecycle()
{
    const Query version = {{u"api-version"_s, u"2023-11-01"_s}};
    const auto start = [&](const QString &job, const QString &runbook) {
        const QByteArray body = uR"({"properties": {"runbook": {"name": "%1"},
            "parameters": {"namespace": "team-b", "deployment": "inference-b"}}})"_s.arg(runbook)
                                    .toUtf8();
        return m_double.http("PUT", AzureDoubleProcess::withQuery(kJobs + job, version), body,
                             {{"Authorization", "Bearer " + m_double.token(kArm).toUtf8()}});
    };
    const QString job = u"3f1c2d9e-0000-4000-8000-000000000001"_s;
    const Reply created = start(job, u"halve-batch-size"_s);
    QCOMPARE(created.status, 201);
    QCOMPARE(created.text(u"properties/status"_s), u"New"_s);
    QStringList seen;
    for (int i = 0; i < 3; ++i)
        seen << m_double.get(kJobs + job, version, kArm).text(u"properties/status"_s);
    QCOMPARE(seen, (QStringList{u"Activating"_s, u"Running"_s, u"Completed"_s}));
    const Reply output = m_double.get(kJobs + job + u"/output"_s, version, kArm);
    QCOMPARE(output.status, 200);
    QVERIFY(output.headers.value("content-type").startsWith("text/plain"));
    QVERIFY(output.body.contains("deployment=inference-b"));

    const QString failing = u"3f1c2d9e-0000-4000-8000-000000000002"_s;
    QCOMPARE(start(failing, u"fail-demo"_s).status, 201);
    Reply failed;
    for (int i = 0; i < 3; ++i)
        failed = m_double.get(kJobs + failing, version, kArm);
    QCOMPARE(failed.text(u"properties/status"_s), u"Failed"_s);
    QVERIFY(!failed.text(u"properties/exception"_s).isEmpty());
    QCOMPARE(start(u"3f1c2d9e-0000-4000-8000-000000000003"_s, u"no-such-runbook"_s).status, 404);
}

QTEST_GUILESS_MAIN(TestAzureDouble)
#include "tst_azuredouble.moc"
