// tools/azure-double's fault switches and request statistics: the
// throttling, failures, expiry and slowness a test of a FleetScope client can
// ask for, and the counts and timings it can then assert on.
#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace AzureDoubleApi;
using namespace Qt::StringLiterals;

class TestAzureDoubleFaults final : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void logAnalyticsPartialErrorAndNoContent();
    void throttleAnswers429WithRetryAfter();
    void throttleShapesPerService();
    void batchThrottlingIs529();
    void error500AndMalformedAreOneShot();
    void expiredTokensAre401();
    void forbiddenIs403();
    void slowDelaysTheAnswer();
    void statsCountRequestsPerEndpoint();
    void armReadBudgetCountsDown();
    void faultDocumentsAreValidated();
    void readyFileAndStartupFaults();

  private:
    AzureDoubleProcess m_double;
};

void TestAzureDoubleFaults::initTestCase()
{
    QString error;
    QVERIFY2(m_double.start(&error, {u"--seed"_s, u"7"_s, u"--device-code-interval"_s, u"1"_s}),
             qPrintable(error));
}

void TestAzureDoubleFaults::init()
{
    // "reset" clears the switches; settings are put back explicitly.
    QVERIFY(
        m_double.setFaults(R"({"reset": true, "costPageSize": 1000, "costColumnOrder": "default",
                          "tokenLifetime": 3599, "armReadBudget": 11999})"));
    // Tokens are held before each test, as a client holds them mid-session: a
    // sign-in would be counted with the requests under test and would use up
    // a fault meant for them.
    for (const QString &scope : {kArm, kLogs, kBatchScope})
        QVERIFY(!m_double.token(scope).isEmpty());
    QCOMPARE(m_double.http("POST", u"/_double/stats/reset"_s).status, 200);
}

void TestAzureDoubleFaults::logAnalyticsPartialErrorAndNoContent()
{
    const QString kql =
        u"InsightsMetrics | summarize avg(Val) by bin(TimeGenerated, 5m), Computer"_s;
    const QString timespan = span(dayStart(), dayStart() + 3600);
    QCOMPARE(m_double.logs(kql, timespan).array(u"tables/0/rows"_s).size(), 96);

    QVERIFY(m_double.setFaults(R"({"partialError": true})"));
    const Reply partial = m_double.logs(kql, timespan);
    QCOMPARE(partial.status, 200);
    QCOMPARE(partial.errorCode(), u"PartialError"_s);
    QCOMPARE(partial.array(u"tables/0/rows"_s).size(), 48);

    QVERIFY(m_double.setFaults(R"({"partialError": false, "noContent": true})"));
    const Reply empty = m_double.logs(kql, timespan);
    QCOMPARE(empty.status, 204);
    QVERIFY(empty.body.isEmpty());
}

void TestAzureDoubleFaults::throttleAnswers429WithRetryAfter()
{
    QVERIFY(m_double.setFaults(
        R"({"throttle": {"endpoint": "metrics", "count": 1, "retryAfter": 1}})"));
    const Reply throttled = m_double.metrics(vm(1));
    QCOMPARE(throttled.status, 429);
    QCOMPARE(throttled.headers.value("retry-after"), "1");
    QCOMPARE(throttled.headers.value("x-ms-ratelimit-remaining-subscription-reads"), "0");
    QCOMPARE(throttled.errorCode(), u"SubscriptionRequestsThrottled"_s);
    QTest::qWait(1000);
    QCOMPARE(m_double.metrics(vm(1)).status, 200);

    // What a test of a retrying client asserts: one retry, after the wait.
    const QJsonObject counted = m_double.stats().object();
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"statuses"_s][u"429"_s].toInt(), 1);
    const QJsonArray log = counted[u"log"_s].toArray();
    QVERIFY(log[1][u"atMs"_s].toInteger() - log[0][u"atMs"_s].toInteger() >= 1000);
}

void TestAzureDoubleFaults::throttleShapesPerService()
{
    QVERIFY(m_double.setFaults(R"({"throttle": {"count": 3, "retryAfter": 4}})"));
    const Reply cost = m_double.post(kSubscription + u"/providers/Microsoft.CostManagement/query"_s,
                                     {{u"api-version"_s, u"2023-11-01"_s}}, "{}", kArm);
    QCOMPARE(cost.status, 429);
    // Cost Management names the wait in its own header, not in Retry-After.
    QCOMPARE(cost.headers.value("x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after"), "4");
    QVERIFY(!cost.headers.contains("retry-after"));
    const Reply logsReply = m_double.logs(u"print 1"_s);
    QCOMPARE(logsReply.status, 429);
    QCOMPARE(logsReply.headers.value("retry-after"), "4");
    const Reply login = m_double.tokenRequest({{u"grant_type"_s, u"client_credentials"_s}});
    QCOMPARE(login.status, 429);
    QVERIFY(!login.text(u"error"_s).isEmpty());
    QCOMPARE(m_double.logs(u"print 1"_s).status, 200);
}

void TestAzureDoubleFaults::batchThrottlingIs529()
{
    QVERIFY(m_double.setFaults(R"({"batch529": 1})"));
    const Query query = {{u"api-version"_s, u"2024-02-01"_s},
                         {u"metricnamespace"_s, u"Microsoft.Compute/virtualMachines"_s},
                         {u"metricnames"_s, u"Percentage CPU"_s}};
    const QByteArray body =
        QJsonDocument(QJsonObject{{u"resourceids"_s, QJsonArray{vm(1)}}}).toJson();
    const Reply overloaded = m_double.post(kBatch, query, body, kBatchScope);
    QCOMPARE(overloaded.status, 529);
    QVERIFY(overloaded.headers.contains("retry-after"));
    QVERIFY(!overloaded.errorCode().isEmpty());
    QCOMPARE(m_double.post(kBatch, query, body, kBatchScope).status, 200);
}

void TestAzureDoubleFaults::error500AndMalformedAreOneShot()
{
    QVERIFY(m_double.setFaults(R"({"error500": {"endpoint": "metrics"},
                          "malformed": {"endpoint": "logs", "count": 1}})"));
    const Reply failed = m_double.metrics(vm(1));
    QCOMPARE(failed.status, 500);
    QCOMPARE(failed.errorCode(), u"InternalServerError"_s);
    QCOMPARE(m_double.metrics(vm(1)).status, 200);

    const Reply cut = m_double.logs(u"print 1"_s);
    QCOMPARE(cut.status, 200);
    QJsonParseError error;
    QJsonDocument::fromJson(cut.body, &error);
    QVERIFY(error.error != QJsonParseError::NoError);
    QVERIFY(!cut.body.isEmpty());
    QCOMPARE(m_double.logs(u"print 1"_s).array(u"tables"_s).size(), 1);
}

void TestAzureDoubleFaults::expiredTokensAre401()
{
    QCOMPARE(m_double.metrics(vm(1)).status, 200);
    QVERIFY(m_double.setFaults(R"({"expireTokens": true})"));
    const Reply expired = m_double.metrics(vm(1));
    QCOMPARE(expired.status, 401);
    QCOMPARE(expired.errorCode(), u"ExpiredAuthenticationToken"_s);
    m_double.forgetTokens();
    QCOMPARE(m_double.metrics(vm(1)).status, 200);

    QVERIFY(m_double.setFaults(R"({"tokenLifetime": 1})"));
    m_double.forgetTokens();
    m_double.token(kArm);
    QTest::qWait(1100);
    QCOMPARE(m_double.metrics(vm(1)).errorCode(), u"ExpiredAuthenticationToken"_s);
    m_double.forgetTokens();
}

void TestAzureDoubleFaults::forbiddenIs403()
{
    QVERIFY(m_double.setFaults(R"({"forbidden": ["metrics", "logs"]})"));
    const Reply denied = m_double.metrics(vm(1));
    QCOMPARE(denied.status, 403);
    QCOMPARE(denied.errorCode(), u"AuthorizationFailed"_s);
    QVERIFY(denied.text(u"error/message"_s).contains(u"'Microsoft.Insights/metrics/read'"_s));
    const Reply logsDenied = m_double.logs(u"print 1"_s);
    QCOMPARE(logsDenied.status, 403);
    QCOMPARE(logsDenied.errorCode(), u"InsufficientAccessError"_s);
    QCOMPARE(
        m_double.get(kJobs + u"unknown-job"_s, {{u"api-version"_s, u"2023-11-01"_s}}, kArm).status,
        404);
}

void TestAzureDoubleFaults::slowDelaysTheAnswer()
{
    // How many delayed answers the double still owes on logs.
    auto slowLeft = [this] {
        int left = 0;
        const Reply state = m_double.http("GET", u"/_double/faults"_s);
        for (const auto &e : state.at(u"faults/slowMs"_s).toArray())
            if (e.toObject().value(u"endpoint"_s).toString() == u"logs"_s)
                left += e.toObject().value(u"count"_s).toInt();
        return left;
    };
    QVERIFY(m_double.setFaults(R"({"slowMs": {"endpoint": "logs", "ms": 800, "count": 1}})"));
    QCOMPARE(slowLeft(), 1);
    const Reply slow = m_double.logs(u"print 1"_s);
    QCOMPARE(slow.status, 200);
    QVERIFY(slow.elapsedMs >= 800);
    // The one delay is spent: the next answer is not held back (checked on
    // the double's own count, not on a clock that a busy machine slows).
    QCOMPARE(slowLeft(), 0);
    QCOMPARE(m_double.logs(u"print 1"_s).status, 200);
    QCOMPARE(slowLeft(), 0);
}

void TestAzureDoubleFaults::statsCountRequestsPerEndpoint()
{
    m_double.token(kArm);
    m_double.metrics(vm(1));
    m_double.metrics(vm(2));
    m_double.tokenRequest({{u"grant_type"_s, u"password"_s}});
    m_double.http("GET", u"/not/a/route"_s);
    const QJsonObject counted = m_double.stats().object();
    QCOMPARE(counted[u"total"_s].toInt(), 4);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"login"_s][u"statuses"_s][u"400"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"unknown"_s][u"statuses"_s][u"404"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"cost"_s][u"requests"_s].toInt(), 0);
    QCOMPARE(counted[u"log"_s][0][u"path"_s].toString(),
             vm(1) + u"/providers/Microsoft.Insights/metrics"_s);
    QCOMPARE(m_double.http("DELETE", u"/_double/stats"_s).at(u"total"_s).toInt(), 0);
}

void TestAzureDoubleFaults::armReadBudgetCountsDown()
{
    const QByteArray header = "x-ms-ratelimit-remaining-subscription-reads";
    const int first = m_double.metrics(vm(1)).headers.value(header).toInt();
    QCOMPARE(m_double.metrics(vm(1)).headers.value(header).toInt(), first - 1);
    QVERIFY(m_double.setFaults(R"({"armReadBudget": 1})"));
    QCOMPARE(m_double.metrics(vm(1)).status, 200);
    const Reply exhausted = m_double.metrics(vm(1));
    QCOMPARE(exhausted.status, 429);
    QVERIFY(exhausted.headers.contains("retry-after"));
}

void TestAzureDoubleFaults::faultDocumentsAreValidated()
{
    for (const char *bad :
         {R"({"bogus": 1})", R"({"throttle": {"endpoint": "nowhere"}})",
          R"({"throttle": {"count": -1}})", R"({"batch529": {"endpoint": "logs"}})",
          R"({"costPageSize": 0})", R"(["not an object"])"}) {
        const Reply reply = m_double.http("POST", u"/_double/faults"_s, bad);
        QCOMPARE(reply.status, 400);
        QVERIFY(!reply.text(u"error"_s).isEmpty());
    }
    const Reply state = m_double.http("GET", u"/_double/faults"_s);
    QCOMPARE(state.array(u"faults/throttle"_s).size(), 0);
    QCOMPARE(state.at(u"settings/costPageSize"_s).toInt(), 1000);
}

void TestAzureDoubleFaults::readyFileAndStartupFaults()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    AzureDoubleProcess other;
    QString error;
    QVERIFY2(other.start(&error, {u"--ready-file"_s, dir.filePath(u"ready"_s), u"--faults"_s,
                                  u"{\"forbidden\": \"metrics\"}"_s}),
             qPrintable(error));
    QFile ready(dir.filePath(u"ready"_s));
    QVERIFY(ready.open(QIODevice::ReadOnly));
    QCOMPARE(u"http://"_s + QString::fromUtf8(ready.readAll().trimmed()), other.url().toString());
    QCOMPARE(other.http("GET", u"/_double/faults"_s).array(u"faults/forbidden"_s),
             QJsonArray{u"metrics"_s});
}

QTEST_GUILESS_MAIN(TestAzureDoubleFaults)
#include "tst_azuredoublefaults.moc"
