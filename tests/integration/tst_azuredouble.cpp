// tools/azure-double against its contract: the Azure formats it imitates, the
// token checks, and every fault switch, seen through QNetworkAccessManager as
// FleetScope's clients see it.

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

using namespace Qt::StringLiterals;

namespace {

const QString kTenant = u"00000000-0000-0000-0000-000000000100"_s;
const QString kClientId = u"00000000-0000-0000-0000-000000000200"_s;
const QString kSecret = u"test-secret-7"_s;
const QString kSubscription = u"/subscriptions/00000000-0000-0000-0000-000000000001"_s;
const QString kGroup = kSubscription + u"/resourceGroups/gpu-rg"_s;
const QString kCluster =
    kGroup + u"/providers/Microsoft.ContainerService/managedClusters/aks-gpu"_s;
const QString kWorkspaceQuery = u"/v1/workspaces/00000000-0000-0000-0000-000000000300/query"_s;
const QString kCostQuery = kSubscription + u"/providers/Microsoft.CostManagement/query"_s;
const QString kJobs =
    kGroup + u"/providers/Microsoft.Automation/automationAccounts/fleet-automation/jobs/"_s;
const QString kArm = u"https://management.azure.com/.default"_s;
const QString kLogs = u"https://api.loganalytics.io/.default"_s;
const QString kBatchScope = u"https://metrics.monitor.azure.com/.default"_s;
constexpr int kTimeoutMs = 30'000;
using Query = QList<std::pair<QString, QString>>;

QString vm(int n)
{
    return kGroup + u"/providers/Microsoft.Compute/virtualMachines/gpu-node-%1"_s.arg(
                        n, 2, 10, QLatin1Char('0'));
}

// Yesterday 00:00 UTC: a fixed past window keeps every answer complete and
// independent of the hour the test runs at.
qint64 dayStart()
{
    return (QDateTime::currentSecsSinceEpoch() / 86400 - 1) * 86400;
}

QString iso(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(Qt::ISODate);
}

QString span(qint64 from, qint64 to)
{
    return iso(from) + u'/' + iso(to);
}

// Percent-encodes every component, '+' included: the double, like ARM, reads
// a literal '+' in a query string as a space.
QByteArray encodeQuery(const Query &query)
{
    QByteArrayList parts;
    for (const auto &[key, value] : query)
        parts << QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    return parts.join('&');
}

struct Reply
{
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    qint64 elapsedMs = 0;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QString errorCode() const { return json()[u"error"_s][u"code"_s].toString(); }
};

class DoubleProcess final
{
  public:
    ~DoubleProcess() { stop(); }

    bool start(const QStringList &arguments, QString *error)
    {
        m_process = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"FLEETSCOPE_TEST_AZURE_SECRET"_s, kSecret);
        m_process->setProcessEnvironment(environment);
#ifdef Q_OS_LINUX
        // The double must not outlive a crashed test and hold its port.
        m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
        m_process->start(QStringLiteral(AZURE_DOUBLE_BIN),
                         QStringList{u"--listen"_s, u"127.0.0.1:0"_s, u"--client-secret-env"_s,
                                     u"FLEETSCOPE_TEST_AZURE_SECRET"_s} +
                             arguments);
        QElapsedTimer timer;
        timer.start();
        QByteArray out;
        while (!out.contains('\n') && timer.elapsed() < kTimeoutMs &&
               m_process->state() != QProcess::NotRunning) {
            m_process->waitForReadyRead(200);
            out += m_process->readAllStandardOutput();
        }
        const QByteArray line = out.left(out.indexOf('\n')).trimmed();
        if (!line.startsWith("listening on 127.0.0.1:")) {
            *error = u"azure-double did not start: %1 %2"_s.arg(
                QString::fromUtf8(line), QString::fromUtf8(m_process->readAllStandardError()));
            return false;
        }
        base = u"http://"_s + QString::fromLatin1(line.mid(13));
        return true;
    }

    void stop()
    {
        if (m_process && m_process->state() != QProcess::NotRunning) {
            m_process->terminate();
            if (!m_process->waitForFinished(5000))
                m_process->kill();
            m_process->waitForFinished();
        }
    }

    QString base;

  private:
    std::unique_ptr<QProcess> m_process;
};

} // namespace

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
    void logAnalyticsPartialErrorAndNoContent();
    void costQueryPagesThroughNextLink();
    void automationJobLifecycle();
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
    Reply send(const QByteArray &verb, const QString &base, const QString &path,
               const Query &query = {}, const QByteArray &body = {},
               const QList<std::pair<QByteArray, QByteArray>> &headers = {});
    Reply get(const QString &path, const Query &query, const QString &scope);
    Reply postJson(const QString &path, const Query &query, const QJsonObject &body,
                   const QString &scope);
    Reply control(const QByteArray &verb, const QString &path, const QJsonObject &body = {});
    Reply tokenRequest(const Query &form, const QString &tenant = kTenant);
    QString token(const QString &scope);
    Reply metrics(const QString &resource, const Query &extra);
    Reply logs(const QString &kql, const QString &timespan);
    Reply cost(const QJsonObject &body, const QString &nextLink = {});
    QJsonObject stats();

    DoubleProcess m_double;
    QNetworkAccessManager m_network;
    QHash<QString, QString> m_tokens;
};

Reply TestAzureDouble::send(const QByteArray &verb, const QString &base, const QString &path,
                            const Query &query, const QByteArray &body,
                            const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    QByteArray url = base.toUtf8() + QUrl::toPercentEncoding(path, "/:");
    if (!query.isEmpty())
        url += '?' + encodeQuery(query);
    QNetworkRequest request(path.startsWith(u"http"_s) ? QUrl(path) : QUrl::fromEncoded(url));
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = m_network.sendCustomRequest(request, verb, body);
    QEventLoop loop;
    connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(kTimeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    Reply result;
    result.elapsedMs = timer.elapsed();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        result.headers.insert(name.toLower(), value);
    reply->deleteLater();
    return result;
}

Reply TestAzureDouble::get(const QString &path, const Query &query, const QString &scope)
{
    return send("GET", m_double.base, path, query, {},
                {{"Authorization", "Bearer " + token(scope).toUtf8()}});
}

Reply TestAzureDouble::postJson(const QString &path, const Query &query, const QJsonObject &body,
                                const QString &scope)
{
    return send("POST", m_double.base, path, query, QJsonDocument(body).toJson(),
                {{"Authorization", "Bearer " + token(scope).toUtf8()},
                 {"Content-Type", "application/json"}});
}

Reply TestAzureDouble::control(const QByteArray &verb, const QString &path, const QJsonObject &body)
{
    return send(verb, m_double.base, u"/_double"_s + path, {},
                body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(),
                {{"Content-Type", "application/json"}});
}

Reply TestAzureDouble::tokenRequest(const Query &form, const QString &tenant)
{
    return send("POST", m_double.base, u"/%1/oauth2/v2.0/token"_s.arg(tenant), {},
                encodeQuery(form), {{"Content-Type", "application/x-www-form-urlencoded"}});
}

QString TestAzureDouble::token(const QString &scope)
{
    if (!m_tokens.contains(scope)) {
        const Reply reply = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                          {u"client_id"_s, kClientId},
                                          {u"client_secret"_s, kSecret},
                                          {u"scope"_s, scope}});
        m_tokens.insert(scope, reply.json()[u"access_token"_s].toString());
    }
    return m_tokens.value(scope);
}

Reply TestAzureDouble::metrics(const QString &resource, const Query &extra)
{
    return get(resource + u"/providers/Microsoft.Insights/metrics"_s,
               Query{{u"api-version"_s, u"2023-10-01"_s}} + extra, kArm);
}

Reply TestAzureDouble::logs(const QString &kql, const QString &timespan)
{
    return postJson(kWorkspaceQuery, {}, {{u"query"_s, kql}, {u"timespan"_s, timespan}}, kLogs);
}

Reply TestAzureDouble::cost(const QJsonObject &body, const QString &nextLink)
{
    if (!nextLink.isEmpty()) {
        return send("POST", QString(), nextLink, {}, QJsonDocument(body).toJson(),
                    {{"Authorization", "Bearer " + token(kArm).toUtf8()},
                     {"Content-Type", "application/json"}});
    }
    return postJson(kCostQuery, {{u"api-version"_s, u"2023-11-01"_s}}, body, kArm);
}

QJsonObject TestAzureDouble::stats()
{
    return control("GET", u"/stats"_s).json();
}

void TestAzureDouble::initTestCase()
{
    m_network.setProxy(QNetworkProxy::NoProxy);
    QString error;
    QVERIFY2(m_double.start({u"--seed"_s, u"7"_s, u"--device-code-interval"_s, u"1"_s}, &error),
             qPrintable(error));
}

void TestAzureDouble::init()
{
    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"reset"_s, true},
                      {u"costPageSize"_s, 1000},
                      {u"costColumnOrder"_s, u"default"_s},
                      {u"tokenLifetime"_s, 3599},
                      {u"armReadBudget"_s, 11999}})
                 .status,
             200);
    QCOMPARE(control("POST", u"/stats/reset"_s).status, 200);
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
          "aks-gpu", "\"throttle\"", "\"noContent\"", "--client-secret-env", "/_double/stats"})
        QVERIFY2(help.contains(needle), needle);
}

void TestAzureDouble::clientCredentialsIssueTokens()
{
    const Reply reply = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                      {u"client_id"_s, kClientId},
                                      {u"client_secret"_s, kSecret},
                                      {u"scope"_s, kArm}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"token_type"_s].toString(), u"Bearer"_s);
    QCOMPARE(reply.json()[u"expires_in"_s].toInt(), 3599);
    QVERIFY(reply.json()[u"access_token"_s].toString().size() > 20);
    QVERIFY(!reply.headers.value("x-ms-request-id").isEmpty());

    const Reply withoutDefault = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                               {u"client_id"_s, kClientId},
                                               {u"client_secret"_s, kSecret},
                                               {u"scope"_s, u"https://management.azure.com"_s}});
    QCOMPARE(withoutDefault.status, 400);
    QCOMPARE(withoutDefault.json()[u"error"_s].toString(), u"invalid_scope"_s);
}

void TestAzureDouble::badSecretAndUnknownTenantAreRefused()
{
    const Query form = {{u"grant_type"_s, u"client_credentials"_s},
                        {u"client_id"_s, kClientId},
                        {u"client_secret"_s, u"wrong"_s},
                        {u"scope"_s, kArm}};
    const Reply bad = tokenRequest(form);
    QCOMPARE(bad.status, 401);
    QCOMPARE(bad.json()[u"error"_s].toString(), u"invalid_client"_s);
    QCOMPARE(bad.json()[u"error_codes"_s].toArray(), QJsonArray{7000215});
    QVERIFY(bad.json()[u"error_description"_s].toString().startsWith(
        u"AADSTS7000215: Invalid client secret provided."_s));

    const Reply tenant = tokenRequest(form, u"11111111-2222-3333-4444-555555555555"_s);
    QCOMPARE(tenant.status, 400);
    QCOMPARE(tenant.json()[u"error_codes"_s].toArray(), QJsonArray{90002});
}

void TestAzureDouble::deviceCodeFlowCompletesAfterApproval()
{
    const Reply start =
        send("POST", m_double.base, u"/organizations/oauth2/v2.0/devicecode"_s, {},
             encodeQuery({{u"client_id"_s, kClientId}, {u"scope"_s, kArm + u" offline_access"_s}}),
             {{"Content-Type", "application/x-www-form-urlencoded"}});
    QCOMPARE(start.status, 200);
    const QJsonObject code = start.json();
    const QString userCode = code[u"user_code"_s].toString();
    QVERIFY(code[u"verification_uri"_s].toString().startsWith(m_double.base));
    QCOMPARE(code[u"interval"_s].toInt(), 1);
    QCOMPARE(code[u"expires_in"_s].toInt(), 900);
    QVERIFY(code[u"message"_s].toString().contains(userCode));

    const Query poll = {{u"grant_type"_s, u"urn:ietf:params:oauth:grant-type:device_code"_s},
                        {u"client_id"_s, kClientId},
                        {u"device_code"_s, code[u"device_code"_s].toString()}};
    const Reply pending = tokenRequest(poll);
    QCOMPARE(pending.status, 400);
    QCOMPARE(pending.json()[u"error"_s].toString(), u"authorization_pending"_s);
    QCOMPARE(pending.json()[u"error_codes"_s].toArray(), QJsonArray{70016});

    const QJsonArray listed =
        control("GET", u"/devicecode/pending"_s).json()[u"pending"_s].toArray();
    QVERIFY(std::any_of(listed.begin(), listed.end(), [&](const QJsonValue &entry) {
        return entry[u"user_code"_s].toString() == userCode;
    }));
    QCOMPARE(control("POST", u"/devicecode/approve"_s, {{u"user_code"_s, userCode}}).status, 200);

    const Reply granted = tokenRequest(poll);
    QCOMPARE(granted.status, 200);
    const QString access = granted.json()[u"access_token"_s].toString();
    const QString refresh = granted.json()[u"refresh_token"_s].toString();
    QVERIFY(!access.isEmpty() && !refresh.isEmpty());
    QCOMPARE(tokenRequest(poll).json()[u"error_codes"_s].toArray(), QJsonArray{54005});

    const Reply used =
        send("GET", m_double.base, vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
             {{u"api-version"_s, u"2023-10-01"_s}}, {},
             {{"Authorization", "Bearer " + access.toUtf8()}});
    QCOMPARE(used.status, 200);

    // The refresh token buys a token for another audience.
    const Reply refreshed = tokenRequest({{u"grant_type"_s, u"refresh_token"_s},
                                          {u"client_id"_s, kClientId},
                                          {u"refresh_token"_s, refresh},
                                          {u"scope"_s, kLogs}});
    QCOMPARE(refreshed.status, 200);
    const Reply query = send(
        "POST", m_double.base, kWorkspaceQuery, {}, R"({"query": "print 1"})",
        {{"Authorization", "Bearer " + refreshed.json()[u"access_token"_s].toString().toUtf8()},
         {"Content-Type", "application/json"}});
    QCOMPARE(query.status, 200);
}

void TestAzureDouble::dataEndpointsCheckTheToken()
{
    const QString path = vm(1) + u"/providers/Microsoft.Insights/metrics"_s;
    const Query query = {{u"api-version"_s, u"2023-10-01"_s}};
    const Reply missing = send("GET", m_double.base, path, query);
    QCOMPARE(missing.status, 401);
    QCOMPARE(missing.errorCode(), u"AuthenticationFailed"_s);

    const Reply unknown =
        send("GET", m_double.base, path, query, {}, {{"Authorization", "Bearer nonsense"}});
    QCOMPARE(unknown.status, 401);
    QCOMPARE(unknown.errorCode(), u"InvalidAuthenticationToken"_s);

    const Reply audience = get(path, query, kLogs);
    QCOMPARE(audience.status, 401);
    QCOMPARE(audience.errorCode(), u"InvalidAuthenticationTokenAudience"_s);
    QVERIFY(audience.headers.value("www-authenticate").startsWith("Bearer authorization_uri="));

    const Reply logsWithArm = postJson(kWorkspaceQuery, {}, {{u"query"_s, u"print 1"_s}}, kArm);
    QCOMPARE(logsWithArm.status, 401);
    QCOMPARE(logsWithArm.json()[u"error"_s][u"innererror"_s][u"code"_s].toString(),
             u"InvalidAuthenticationTokenAudience"_s);
}

void TestAzureDouble::metricsSplitByDimensionWithEmptyBuckets()
{
    const qint64 from = dayStart();
    const Reply reply =
        metrics(kCluster, {{u"timespan"_s, span(from, from + 3 * 3600)},
                           {u"interval"_s, u"PT1M"_s},
                           {u"metricnames"_s, u"node_memory_working_set_percentage"_s},
                           {u"aggregation"_s, u"average,maximum"_s},
                           {u"$filter"_s, u"node eq '*'"_s}});
    QCOMPARE(reply.status, 200);
    const QJsonObject body = reply.json();
    QCOMPARE(body[u"interval"_s].toString(), u"PT1M"_s);
    QCOMPARE(body[u"namespace"_s].toString(), u"Microsoft.ContainerService/managedClusters"_s);
    QCOMPARE(body[u"resourceregion"_s].toString(), u"eastus"_s);
    const QJsonObject metric = body[u"value"_s][0].toObject();
    QCOMPARE(metric[u"errorCode"_s].toString(), u"Success"_s);
    QCOMPARE(metric[u"unit"_s].toString(), u"Percent"_s);
    const QJsonArray series = metric[u"timeseries"_s].toArray();
    QCOMPARE(series.size(), 6);
    QList<int> emptyAt;
    for (const QJsonValue &one : series) {
        const QJsonArray meta = one[u"metadatavalues"_s].toArray();
        QCOMPARE(meta.size(), 1);
        QCOMPARE(meta[0][u"name"_s][u"value"_s].toString(), u"node"_s);
        QVERIFY(meta[0][u"value"_s].toString().startsWith(u"aks-"_s));
        const QJsonArray data = one[u"data"_s].toArray();
        QCOMPARE(data.size(), 180);
        QCOMPARE(data[0][u"timeStamp"_s].toString(), iso(from));
        QList<int> empty;
        for (int i = 0; i < data.size(); ++i) {
            const QJsonObject point = data[i].toObject();
            if (point.size() == 1)
                empty << i;
            else
                QVERIFY(point[u"maximum"_s].toDouble() >= point[u"average"_s].toDouble());
        }
        // Collection gaps hit every instance of the metric at the same minutes.
        QVERIFY(!empty.isEmpty());
        if (emptyAt.isEmpty())
            emptyAt = empty;
        QCOMPARE(empty, emptyAt);
    }

    const Reply lun = metrics(vm(2), {{u"timespan"_s, span(from, from + 600)},
                                      {u"metricnames"_s, u"Data Disk Read Bytes/sec"_s},
                                      {u"$filter"_s, u"LUN eq '*'"_s}});
    const QJsonArray luns = lun.json()[u"value"_s][0][u"timeseries"_s].toArray();
    QCOMPARE(luns.size(), 2);
    // Dimension names come back lower-cased.
    QCOMPARE(luns[0][u"metadatavalues"_s][0][u"name"_s][u"value"_s].toString(), u"lun"_s);
}

void TestAzureDouble::metricsSelectDimensionValues()
{
    const qint64 from = dayStart();
    const Query common = {{u"timespan"_s, span(from, from + 600)},
                          {u"interval"_s, u"PT5M"_s},
                          {u"metricnames"_s, u"node_cpu_usage_percentage"_s}};
    const Reply two = metrics(
        kCluster, common + Query{{u"$filter"_s, u"node eq 'aks-gpupool-38218391-vmss000001' or "
                                                "node eq 'aks-system-38218391-vmss000000'"_s}});
    const QJsonArray series = two.json()[u"value"_s][0][u"timeseries"_s].toArray();
    QCOMPARE(series.size(), 2);
    QCOMPARE(series[1][u"metadatavalues"_s][0][u"value"_s].toString(),
             u"aks-system-38218391-vmss000000"_s);

    const Reply pool = metrics(kCluster, common + Query{{u"$filter"_s, u"nodepool eq 'gpupool'"_s},
                                                        {u"aggregation"_s, u"count"_s}});
    const QJsonArray pooled = pool.json()[u"value"_s][0][u"timeseries"_s].toArray();
    QCOMPARE(pooled.size(), 1);
    // Four nodes, five one-minute samples each, one bucket.
    QCOMPARE(pooled[0][u"data"_s][0][u"count"_s].toInt(), 20);

    const Reply top = metrics(kCluster, common + Query{{u"$filter"_s, u"node eq '*'"_s},
                                                       {u"top"_s, u"3"_s},
                                                       {u"orderby"_s, u"average desc"_s}});
    QCOMPARE(top.json()[u"value"_s][0][u"timeseries"_s].toArray().size(), 3);

    const Reply badDimension =
        metrics(vm(1), {{u"metricnames"_s, u"Percentage CPU"_s}, {u"$filter"_s, u"node eq '*'"_s}});
    QCOMPARE(badDimension.status, 400);
    // The metrics provider's own 400s are not wrapped in "error".
    QCOMPARE(badDimension.json()[u"code"_s].toString(), u"BadRequest"_s);
}

void TestAzureDouble::metricsAreDeterministicPerSeed()
{
    const qint64 from = dayStart();
    const Query query = {{u"timespan"_s, span(from, from + 3600)},
                         {u"metricnames"_s, u"Percentage CPU"_s}};
    const QJsonValue first = metrics(vm(3), query).json()[u"value"_s];
    QCOMPARE(metrics(vm(3), query).json()[u"value"_s], first);
    QVERIFY(metrics(vm(4), query).json()[u"value"_s] != first);

    for (const QString &seed : {u"7"_s, u"8"_s}) {
        DoubleProcess other;
        QString error;
        QVERIFY2(other.start({u"--seed"_s, seed}, &error), qPrintable(error));
        const Reply login = send("POST", other.base, u"/%1/oauth2/v2.0/token"_s.arg(kTenant), {},
                                 encodeQuery({{u"grant_type"_s, u"client_credentials"_s},
                                              {u"client_id"_s, kClientId},
                                              {u"client_secret"_s, kSecret},
                                              {u"scope"_s, kArm}}),
                                 {{"Content-Type", "application/x-www-form-urlencoded"}});
        const Reply reply = send(
            "GET", other.base, vm(3) + u"/providers/Microsoft.Insights/metrics"_s,
            Query{{u"api-version"_s, u"2023-10-01"_s}} + query, {},
            {{"Authorization", "Bearer " + login.json()[u"access_token"_s].toString().toUtf8()}});
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.json()[u"value"_s] == first, seed == u"7"_s);
    }
}

void TestAzureDouble::metricsCoarsenLongRanges()
{
    const qint64 to = dayStart();
    const Reply reply = metrics(vm(1), {{u"timespan"_s, span(to - 72 * 3600, to)},
                                        {u"interval"_s, u"PT1M"_s},
                                        {u"metricnames"_s, u"Percentage CPU"_s}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"interval"_s].toString(), u"PT5M"_s);
    QCOMPARE(reply.json()[u"value"_s][0][u"timeseries"_s][0][u"data"_s].toArray().size(), 864);
}

void TestAzureDouble::metricFailsInsideHttp200()
{
    const Query query = {{u"metricnames"_s, u"Percentage CPU,No Such Metric"_s}};
    const Reply unknown = metrics(vm(1), query);
    QCOMPARE(unknown.status, 200);
    const QJsonArray values = unknown.json()[u"value"_s].toArray();
    QCOMPARE(values.size(), 2);
    QCOMPARE(values[0][u"errorCode"_s].toString(), u"Success"_s);
    QCOMPARE(values[1][u"errorCode"_s].toString(), u"BadRequest"_s);
    QVERIFY(values[1][u"errorMessage"_s].toString().contains(u"No Such Metric"_s));

    QCOMPARE(control("POST", u"/faults"_s, {{u"metricError"_s, u"Percentage CPU"_s}}).status, 200);
    const QJsonArray failed = metrics(vm(1), query).json()[u"value"_s].toArray();
    QVERIFY(failed[0][u"errorCode"_s].toString() != u"Success"_s);
    QVERIFY(!failed[0][u"errorMessage"_s].toString().isEmpty());
    QCOMPARE(failed[0][u"timeseries"_s].toArray().size(), 0);
}

void TestAzureDouble::unknownResourceIsNotFound()
{
    const Reply reply =
        metrics(kGroup + u"/providers/Microsoft.Compute/virtualMachines/gpu-node-99"_s, {});
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.errorCode(), u"ResourceNotFound"_s);
    const Reply group = metrics(kSubscription + u"/resourceGroups/nope/providers/Microsoft.Compute/"
                                                "virtualMachines/gpu-node-01"_s,
                                {});
    QCOMPARE(group.errorCode(), u"ResourceGroupNotFound"_s);
}

void TestAzureDouble::batchAnswersPerResourceAndCapsAt50()
{
    const qint64 from = dayStart();
    const QString path = kSubscription + u"/metrics:getBatch"_s;
    const Query query = {{u"api-version"_s, u"2024-02-01"_s},
                         {u"metricnamespace"_s, u"Microsoft.Compute/virtualMachines"_s},
                         {u"metricnames"_s, u"Percentage CPU"_s},
                         {u"starttime"_s, iso(from)},
                         {u"endtime"_s, iso(from + 1800)},
                         {u"interval"_s, u"PT5M"_s},
                         {u"aggregation"_s, u"average"_s}};
    const QJsonObject three{{u"resourceids"_s, QJsonArray{vm(1), vm(2), vm(3)}}};
    const Reply reply = postJson(path, query, three, kBatchScope);
    QCOMPARE(reply.status, 200);
    const QJsonArray values = reply.json()[u"values"_s].toArray();
    QCOMPARE(values.size(), 3);
    QCOMPARE(values[1][u"resourceid"_s].toString(), vm(2));
    QCOMPARE(values[1][u"starttime"_s].toString(), iso(from));
    QCOMPARE(values[1][u"interval"_s].toString(), u"PT5M"_s);
    QCOMPARE(values[1][u"value"_s][0][u"timeseries"_s][0][u"data"_s].toArray().size(), 6);

    QCOMPARE(postJson(path, query, three, kArm).errorCode(),
             u"InvalidAuthenticationTokenAudience"_s);
    QJsonArray tooMany;
    for (int i = 0; i < 51; ++i)
        tooMany.append(kGroup + u"/providers/Microsoft.Compute/virtualMachines/vm-%1"_s.arg(i));
    const Reply rejected = postJson(path, query, {{u"resourceids"_s, tooMany}}, kBatchScope);
    QCOMPARE(rejected.status, 400);
    QCOMPARE(rejected.errorCode(), u"BadRequest"_s);
}

void TestAzureDouble::logAnalyticsReturnsStringNumbersAndNulls()
{
    const qint64 from = dayStart();
    const Reply reply =
        logs(u"AppRequests\n| summarize percentile(DurationMs, 95) by bin(TimeGenerated, 1m), "
             "AppRoleName\n| order by TimeGenerated asc"_s,
             span(from, from + 3600));
    QCOMPARE(reply.status, 200);
    const QJsonObject table = reply.json()[u"tables"_s][0].toObject();
    const QJsonArray columns = table[u"columns"_s].toArray();
    QCOMPARE(columns.size(), 3);
    QCOMPARE(columns[0][u"type"_s].toString(), u"datetime"_s);
    QCOMPARE(columns[1][u"name"_s].toString(), u"AppRoleName"_s);
    QCOMPARE(columns[2][u"name"_s].toString(), u"percentile_DurationMs_95"_s);
    QCOMPARE(columns[2][u"type"_s].toString(), u"real"_s);
    const QJsonArray rows = table[u"rows"_s].toArray();
    QCOMPARE(rows.size(), 180);
    int nulls = 0, strings = 0, numbers = 0;
    QString previous;
    for (const QJsonValue &row : rows) {
        QVERIFY(row[0].toString() >= previous);
        previous = row[0].toString();
        const QJsonValue value = row[2];
        bool ok = false;
        nulls += value.isNull();
        strings += value.isString() && (value.toString().toDouble(&ok), ok);
        numbers += value.isDouble();
    }
    QVERIFY(nulls > 0 && strings > 0 && numbers > 0);
    QCOMPARE(nulls + strings + numbers, 180);
}

void TestAzureDouble::logAnalyticsPrintAndSyntaxError()
{
    const Reply print = logs(u"print x = 1, \"text\", real(null)"_s, u"PT1H"_s);
    QCOMPARE(print.status, 200);
    const QJsonObject table = print.json()[u"tables"_s][0].toObject();
    QCOMPARE(table[u"columns"_s][0][u"name"_s].toString(), u"x"_s);
    QCOMPARE(table[u"columns"_s][0][u"type"_s].toString(), u"long"_s);
    QCOMPARE(table[u"rows"_s][0].toArray(), (QJsonArray{1, u"text"_s, QJsonValue::Null}));

    const Reply bad = logs(u"AppRequests | frobnicate"_s, u"PT1H"_s);
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.errorCode(), u"BadArgumentError"_s);
    QCOMPARE(bad.json()[u"error"_s][u"innererror"_s][u"code"_s].toString(), u"SyntaxError"_s);
    QCOMPARE(logs(u"NoSuchTable | count"_s, u"PT1H"_s)
                 .json()[u"error"_s][u"innererror"_s][u"code"_s]
                 .toString(),
             u"SemanticError"_s);
}

void TestAzureDouble::logAnalyticsPartialErrorAndNoContent()
{
    const qint64 from = dayStart();
    const QString kql =
        u"InsightsMetrics | summarize avg(Val) by bin(TimeGenerated, 5m), Computer"_s;
    const int full =
        logs(kql, span(from, from + 3600)).json()[u"tables"_s][0][u"rows"_s].toArray().size();
    QCOMPARE(full, 96);

    QCOMPARE(control("POST", u"/faults"_s, {{u"partialError"_s, true}}).status, 200);
    const Reply partial = logs(kql, span(from, from + 3600));
    QCOMPARE(partial.status, 200);
    QCOMPARE(partial.errorCode(), u"PartialError"_s);
    QCOMPARE(partial.json()[u"tables"_s][0][u"rows"_s].toArray().size(), full / 2);

    QCOMPARE(
        control("POST", u"/faults"_s, {{u"partialError"_s, false}, {u"noContent"_s, true}}).status,
        200);
    const Reply empty = logs(kql, span(from, from + 3600));
    QCOMPARE(empty.status, 204);
    QVERIFY(empty.body.isEmpty());
}

void TestAzureDouble::costQueryPagesThroughNextLink()
{
    const QDate day = QDateTime::fromSecsSinceEpoch(dayStart(), Qt::UTC).date().addDays(-6);
    const QJsonObject body{
        {u"type"_s, u"ActualCost"_s},
        {u"timeframe"_s, u"Custom"_s},
        {u"timePeriod"_s,
         QJsonObject{{u"from"_s, day.toString(Qt::ISODate) + u"T00:00:00Z"_s},
                     {u"to"_s, day.addDays(6).toString(Qt::ISODate) + u"T23:59:59Z"_s}}},
        {u"dataset"_s,
         QJsonObject{{u"granularity"_s, u"Daily"_s},
                     {u"aggregation"_s,
                      QJsonObject{{u"totalCost"_s, QJsonObject{{u"name"_s, u"Cost"_s},
                                                               {u"function"_s, u"Sum"_s}}}}},
                     {u"grouping"_s, QJsonArray{QJsonObject{{u"type"_s, u"TagKey"_s},
                                                            {u"name"_s, u"CostCenter"_s}}}}}}};
    // All rows keyed by (UsageDate, CostCenter), read through the column names.
    bool linksOk = true;
    const auto collect = [&](QStringList *columnNames, int *pages) {
        QMap<QString, double> rows;
        QString next;
        *pages = 0;
        do {
            const QJsonObject properties = cost(body, next).json()[u"properties"_s].toObject();
            QStringList names;
            for (const QJsonValue &column : properties[u"columns"_s].toArray())
                names << column[u"name"_s].toString();
            *columnNames = names;
            for (const QJsonValue &row : properties[u"rows"_s].toArray()) {
                const QJsonValue center = row[names.indexOf(u"CostCenter"_s)];
                rows.insert(QString::number(row[names.indexOf(u"UsageDate"_s)].toInteger()) + u'/' +
                                (center.isNull() ? u"<null>"_s : center.toString()),
                            row[names.indexOf(u"Cost"_s)].toDouble());
            }
            next = properties[u"nextLink"_s].toString();
            linksOk = linksOk && (next.isEmpty() || next.startsWith(m_double.base));
            ++*pages;
        } while (!next.isEmpty() && *pages < 10);
        return rows;
    };
    QStringList columns;
    int pages = 0;
    const QMap<QString, double> single = collect(&columns, &pages);
    QCOMPARE(pages, 1);
    QCOMPARE(columns, (QStringList{u"Cost"_s, u"UsageDate"_s, u"CostCenter"_s, u"Currency"_s}));
    QCOMPARE(single.size(), 28);
    QVERIFY(single.contains(day.toString(u"yyyyMMdd"_s) + u"/<null>"_s));

    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"costPageSize"_s, 10}, {u"costColumnOrder"_s, u"shuffled"_s}})
                 .status,
             200);
    const QMap<QString, double> paged = collect(&columns, &pages);
    QCOMPARE(pages, 3);
    QVERIFY(columns != (QStringList{u"Cost"_s, u"UsageDate"_s, u"CostCenter"_s, u"Currency"_s}));
    QCOMPARE(paged, single);
    QVERIFY(linksOk);
}

void TestAzureDouble::automationJobLifecycle()
{
    const Query version = {{u"api-version"_s, u"2023-11-01"_s}};
    const auto start = [&](const QString &job, const QString &runbook) {
        const QJsonObject body{
            {u"properties"_s,
             QJsonObject{{u"runbook"_s, QJsonObject{{u"name"_s, runbook}}},
                         {u"parameters"_s, QJsonObject{{u"namespace"_s, u"team-b"_s},
                                                       {u"deployment"_s, u"inference-b"_s}}}}}};
        return send("PUT", m_double.base, kJobs + job, version, QJsonDocument(body).toJson(),
                    {{"Authorization", "Bearer " + token(kArm).toUtf8()},
                     {"Content-Type", "application/json"}});
    };
    const Reply created = start(u"3f1c2d9e-0000-4000-8000-000000000001"_s, u"halve-batch-size"_s);
    QCOMPARE(created.status, 201);
    QCOMPARE(created.json()[u"properties"_s][u"status"_s].toString(), u"New"_s);
    QStringList seen;
    for (int i = 0; i < 3; ++i)
        seen << get(kJobs + u"3f1c2d9e-0000-4000-8000-000000000001"_s, version, kArm)
                    .json()[u"properties"_s][u"status"_s]
                    .toString();
    QCOMPARE(seen, (QStringList{u"Activating"_s, u"Running"_s, u"Completed"_s}));
    const Reply output =
        get(kJobs + u"3f1c2d9e-0000-4000-8000-000000000001/output"_s, version, kArm);
    QCOMPARE(output.status, 200);
    QVERIFY(output.headers.value("content-type").startsWith("text/plain"));
    QVERIFY(output.body.contains("deployment=inference-b"));

    QCOMPARE(start(u"3f1c2d9e-0000-4000-8000-000000000002"_s, u"fail-demo"_s).status, 201);
    QJsonObject failed;
    for (int i = 0; i < 3; ++i)
        failed = get(kJobs + u"3f1c2d9e-0000-4000-8000-000000000002"_s, version, kArm).json();
    QCOMPARE(failed[u"properties"_s][u"status"_s].toString(), u"Failed"_s);
    QVERIFY(!failed[u"properties"_s][u"exception"_s].toString().isEmpty());
    QCOMPARE(start(u"3f1c2d9e-0000-4000-8000-000000000003"_s, u"no-such-runbook"_s).status, 404);
}

void TestAzureDouble::throttleAnswers429WithRetryAfter()
{
    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"throttle"_s, QJsonObject{{u"endpoint"_s, u"metrics"_s},
                                                  {u"count"_s, 1},
                                                  {u"retryAfter"_s, 1}}}})
                 .status,
             200);
    const Reply throttled = metrics(vm(1), {});
    QCOMPARE(throttled.status, 429);
    QCOMPARE(throttled.headers.value("retry-after"), "1");
    QCOMPARE(throttled.headers.value("x-ms-ratelimit-remaining-subscription-reads"), "0");
    QCOMPARE(throttled.errorCode(), u"SubscriptionRequestsThrottled"_s);
    QTest::qWait(1000);
    QCOMPARE(metrics(vm(1), {}).status, 200);

    // What a test of a retrying client asserts: one retry, after the wait.
    const QJsonObject counted = stats();
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"statuses"_s][u"429"_s].toInt(), 1);
    const QJsonArray log = counted[u"log"_s].toArray();
    QCOMPARE(log.last()[u"status"_s].toInt(), 200);
    QVERIFY(log.last()[u"atMs"_s].toInteger() - log[log.size() - 2][u"atMs"_s].toInteger() >= 1000);
}

void TestAzureDouble::throttleShapesPerService()
{
    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"throttle"_s, QJsonObject{{u"count"_s, 3}, {u"retryAfter"_s, 4}}}})
                 .status,
             200);
    const Reply costReply = cost({});
    QCOMPARE(costReply.status, 429);
    // Cost Management names the wait in its own header, not in Retry-After.
    QCOMPARE(costReply.headers.value("x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after"),
             "4");
    QVERIFY(!costReply.headers.contains("retry-after"));
    const Reply logsReply = logs(u"print 1"_s, u"PT1H"_s);
    QCOMPARE(logsReply.status, 429);
    QCOMPARE(logsReply.headers.value("retry-after"), "4");
    const Reply login = tokenRequest({{u"grant_type"_s, u"client_credentials"_s}});
    QCOMPARE(login.status, 429);
    QVERIFY(!login.json()[u"error"_s].toString().isEmpty());
    QCOMPARE(logs(u"print 1"_s, u"PT1H"_s).status, 200);
}

void TestAzureDouble::batchThrottlingIs529()
{
    QCOMPARE(control("POST", u"/faults"_s, {{u"batch529"_s, 1}}).status, 200);
    const Query query = {{u"api-version"_s, u"2024-02-01"_s},
                         {u"metricnamespace"_s, u"Microsoft.Compute/virtualMachines"_s},
                         {u"metricnames"_s, u"Percentage CPU"_s}};
    const QJsonObject body{{u"resourceids"_s, QJsonArray{vm(1)}}};
    const Reply overloaded =
        postJson(kSubscription + u"/metrics:getBatch"_s, query, body, kBatchScope);
    QCOMPARE(overloaded.status, 529);
    QVERIFY(overloaded.headers.contains("retry-after"));
    QVERIFY(!overloaded.errorCode().isEmpty());
    QCOMPARE(postJson(kSubscription + u"/metrics:getBatch"_s, query, body, kBatchScope).status,
             200);
}

void TestAzureDouble::error500AndMalformedAreOneShot()
{
    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"error500"_s, QJsonObject{{u"endpoint"_s, u"metrics"_s}}},
                      {u"malformed"_s, QJsonObject{{u"endpoint"_s, u"logs"_s}, {u"count"_s, 1}}}})
                 .status,
             200);
    const Reply failed = metrics(vm(1), {});
    QCOMPARE(failed.status, 500);
    QCOMPARE(failed.errorCode(), u"InternalServerError"_s);
    QCOMPARE(metrics(vm(1), {}).status, 200);

    const Reply cut = logs(u"print 1"_s, u"PT1H"_s);
    QCOMPARE(cut.status, 200);
    QJsonParseError error;
    QJsonDocument::fromJson(cut.body, &error);
    QVERIFY(error.error != QJsonParseError::NoError);
    QVERIFY(!cut.body.isEmpty());
    QCOMPARE(logs(u"print 1"_s, u"PT1H"_s).json()[u"tables"_s].toArray().size(), 1);
}

void TestAzureDouble::expiredTokensAre401()
{
    QCOMPARE(metrics(vm(1), {}).status, 200);
    QCOMPARE(control("POST", u"/faults"_s, {{u"expireTokens"_s, true}}).status, 200);
    const Reply expired = metrics(vm(1), {});
    QCOMPARE(expired.status, 401);
    QCOMPARE(expired.errorCode(), u"ExpiredAuthenticationToken"_s);
    m_tokens.clear();
    QCOMPARE(metrics(vm(1), {}).status, 200);

    QCOMPARE(control("POST", u"/faults"_s, {{u"tokenLifetime"_s, 1}}).status, 200);
    const Reply shortLived = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                           {u"client_id"_s, kClientId},
                                           {u"client_secret"_s, kSecret},
                                           {u"scope"_s, kArm}});
    QCOMPARE(shortLived.json()[u"expires_in"_s].toInt(), 1);
    QTest::qWait(1100);
    const Reply late = send(
        "GET", m_double.base, vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
        {{u"api-version"_s, u"2023-10-01"_s}}, {},
        {{"Authorization", "Bearer " + shortLived.json()[u"access_token"_s].toString().toUtf8()}});
    QCOMPARE(late.errorCode(), u"ExpiredAuthenticationToken"_s);
}

void TestAzureDouble::forbiddenIs403()
{
    QCOMPARE(control("POST", u"/faults"_s, {{u"forbidden"_s, QJsonArray{u"metrics"_s, u"logs"_s}}})
                 .status,
             200);
    const Reply denied = metrics(vm(1), {});
    QCOMPARE(denied.status, 403);
    QCOMPARE(denied.errorCode(), u"AuthorizationFailed"_s);
    QVERIFY(denied.json()[u"error"_s][u"message"_s].toString().contains(
        u"'Microsoft.Insights/metrics/read'"_s));
    const Reply logsDenied = logs(u"print 1"_s, u"PT1H"_s);
    QCOMPARE(logsDenied.status, 403);
    QCOMPARE(logsDenied.errorCode(), u"InsufficientAccessError"_s);
    QCOMPARE(get(kJobs + u"unknown-job"_s, {{u"api-version"_s, u"2023-11-01"_s}}, kArm).status,
             404);
}

void TestAzureDouble::slowDelaysTheAnswer()
{
    QCOMPARE(control("POST", u"/faults"_s,
                     {{u"slowMs"_s,
                       QJsonObject{{u"endpoint"_s, u"logs"_s}, {u"ms"_s, 800}, {u"count"_s, 1}}}})
                 .status,
             200);
    const Reply slow = logs(u"print 1"_s, u"PT1H"_s);
    QCOMPARE(slow.status, 200);
    QVERIFY(slow.elapsedMs >= 800);
    QVERIFY(logs(u"print 1"_s, u"PT1H"_s).elapsedMs < 800);
}

void TestAzureDouble::statsCountRequestsPerEndpoint()
{
    token(kArm);
    metrics(vm(1), {});
    metrics(vm(2), {});
    tokenRequest({{u"grant_type"_s, u"password"_s}});
    send("GET", m_double.base, u"/not/a/route"_s);
    const QJsonObject counted = stats();
    QCOMPARE(counted[u"total"_s].toInt(), 4);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"login"_s][u"statuses"_s][u"400"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"unknown"_s][u"statuses"_s][u"404"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"cost"_s][u"requests"_s].toInt(), 0);
    QCOMPARE(counted[u"log"_s][0][u"path"_s].toString(),
             vm(1) + u"/providers/Microsoft.Insights/metrics"_s);
    QCOMPARE(control("DELETE", u"/stats"_s).json()[u"total"_s].toInt(), 0);
}

void TestAzureDouble::armReadBudgetCountsDown()
{
    const int first =
        metrics(vm(1), {}).headers.value("x-ms-ratelimit-remaining-subscription-reads").toInt();
    const int second =
        metrics(vm(1), {}).headers.value("x-ms-ratelimit-remaining-subscription-reads").toInt();
    QCOMPARE(second, first - 1);
    QCOMPARE(control("POST", u"/faults"_s, {{u"armReadBudget"_s, 1}}).status, 200);
    QCOMPARE(metrics(vm(1), {}).status, 200);
    const Reply exhausted = metrics(vm(1), {});
    QCOMPARE(exhausted.status, 429);
    QVERIFY(exhausted.headers.contains("retry-after"));
}

void TestAzureDouble::faultDocumentsAreValidated()
{
    for (const QJsonObject &bad :
         {QJsonObject{{u"bogus"_s, 1}},
          QJsonObject{{u"throttle"_s, QJsonObject{{u"endpoint"_s, u"nowhere"_s}}}},
          QJsonObject{{u"throttle"_s, QJsonObject{{u"count"_s, -1}}}},
          QJsonObject{{u"batch529"_s, QJsonObject{{u"endpoint"_s, u"logs"_s}}}},
          QJsonObject{{u"costPageSize"_s, 0}}}) {
        const Reply reply = control("POST", u"/faults"_s, bad);
        QCOMPARE(reply.status, 400);
        QVERIFY(!reply.json()[u"error"_s].toString().isEmpty());
    }
    const QJsonObject state = control("GET", u"/faults"_s).json();
    QCOMPARE(state[u"faults"_s][u"throttle"_s].toArray().size(), 0);
    QCOMPARE(state[u"settings"_s][u"costPageSize"_s].toInt(), 1000);
}

void TestAzureDouble::readyFileAndStartupFaults()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    DoubleProcess other;
    QString error;
    QVERIFY2(other.start({u"--ready-file"_s, dir.filePath(u"ready"_s), u"--faults"_s,
                          u"{\"forbidden\": \"metrics\"}"_s},
                         &error),
             qPrintable(error));
    QFile ready(dir.filePath(u"ready"_s));
    QVERIFY(ready.open(QIODevice::ReadOnly));
    QCOMPARE(u"http://"_s + QString::fromUtf8(ready.readAll().trimmed()), other.base);
    const QJsonObject state =
        send("GET", other.base, u"/_double/faults"_s).json()[u"faults"_s].toObject();
    QCOMPARE(state[u"forbidden"_s].toArray(), QJsonArray{u"metrics"_s});
}

QTEST_GUILESS_MAIN(TestAzureDouble)
#include "tst_azuredouble.moc"
