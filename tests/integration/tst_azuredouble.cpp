// tools/azure-double against its contract: the Azure formats it imitates, the
// token checks and every fault switch, seen through QNetworkAccessManager as
// FleetScope's clients see them.

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
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
const QString kBatch = kSubscription + u"/metrics:getBatch"_s;
const QString kJobs =
    kGroup + u"/providers/Microsoft.Automation/automationAccounts/fleet-automation/jobs/"_s;
const QString kArm = u"https://management.azure.com/.default"_s;
const QString kLogs = u"https://api.loganalytics.io/.default"_s;
const QString kBatchScope = u"https://metrics.monitor.azure.com/.default"_s;
constexpr int kTimeoutMs = 30'000;

using Query = QList<std::pair<QString, QString>>;
using Headers = QList<std::pair<QByteArray, QByteArray>>;

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

    // A value by path through the JSON body: "value/0/timeseries".
    QJsonValue at(const QString &path) const
    {
        const QJsonDocument document = QJsonDocument::fromJson(body);
        QJsonValue value =
            document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
        for (const QString &part : path.split(u'/', Qt::SkipEmptyParts)) {
            bool index = false;
            const int i = part.toInt(&index);
            value = index ? value.toArray().at(i) : value.toObject().value(part);
        }
        return value;
    }
    QString text(const QString &path) const { return at(path).toString(); }
    QJsonArray array(const QString &path) const { return at(path).toArray(); }
    QString errorCode() const { return text(u"error/code"_s); }
};

class DoubleProcess final
{
  public:
    ~DoubleProcess()
    {
        if (m_process && m_process->state() != QProcess::NotRunning) {
            m_process->terminate();
            if (!m_process->waitForFinished(5000))
                m_process->kill();
            m_process->waitForFinished();
        }
    }

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

    QString base;

  private:
    std::unique_ptr<QProcess> m_process;
};

QString url(const QString &base, const QString &path, const Query &query = {})
{
    return base + path +
           (query.isEmpty() ? QString() : u'?' + QString::fromLatin1(encodeQuery(query)));
}

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
    Reply send(const QByteArray &verb, const QString &url, const QByteArray &body = {},
               const Headers &headers = {});
    Reply get(const QString &path, const Query &query, const QString &scope);
    Reply post(const QString &path, const Query &query, const QByteArray &json,
               const QString &scope);
    bool setFaults(const QByteArray &json);
    Reply tokenRequest(const Query &form, const QString &base = {},
                       const QString &tenant = kTenant);
    QString token(const QString &scope);
    Reply metrics(const QString &resource, const Query &query = {});
    Reply logs(const QString &kql, const QString &timespan = u"PT1H"_s);
    QJsonObject stats()
    {
        return send("GET", m_double.base + u"/_double/stats"_s).at({}).toObject();
    }

    DoubleProcess m_double;
    QNetworkAccessManager m_network;
    QHash<QString, QString> m_tokens;
};

Reply TestAzureDouble::send(const QByteArray &verb, const QString &url, const QByteArray &body,
                            const Headers &headers)
{
    QNetworkRequest request(QUrl::fromEncoded(url.toUtf8()));
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    if (!body.isEmpty() && request.header(QNetworkRequest::ContentTypeHeader).isNull())
        request.setRawHeader("Content-Type", "application/json");
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
    return send("GET", url(m_double.base, path, query), {},
                {{"Authorization", "Bearer " + token(scope).toUtf8()}});
}

Reply TestAzureDouble::post(const QString &path, const Query &query, const QByteArray &json,
                            const QString &scope)
{
    return send("POST", url(m_double.base, path, query), json,
                {{"Authorization", "Bearer " + token(scope).toUtf8()}});
}

bool TestAzureDouble::setFaults(const QByteArray &json)
{
    const Reply reply = send("POST", m_double.base + u"/_double/faults"_s, json);
    if (reply.status != 200)
        qWarning("%s", reply.body.constData());
    return reply.status == 200;
}

Reply TestAzureDouble::tokenRequest(const Query &form, const QString &base, const QString &tenant)
{
    return send("POST",
                (base.isEmpty() ? m_double.base : base) + u"/%1/oauth2/v2.0/token"_s.arg(tenant),
                encodeQuery(form), {{"Content-Type", "application/x-www-form-urlencoded"}});
}

QString TestAzureDouble::token(const QString &scope)
{
    if (!m_tokens.contains(scope)) {
        const Reply reply = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                          {u"client_id"_s, kClientId},
                                          {u"client_secret"_s, kSecret},
                                          {u"scope"_s, scope}});
        m_tokens.insert(scope, reply.text(u"access_token"_s));
    }
    return m_tokens.value(scope);
}

Reply TestAzureDouble::metrics(const QString &resource, const Query &query)
{
    return get(resource + u"/providers/Microsoft.Insights/metrics"_s,
               Query{{u"api-version"_s, u"2023-10-01"_s}} + query, kArm);
}

Reply TestAzureDouble::logs(const QString &kql, const QString &timespan)
{
    const QJsonObject body{{u"query"_s, kql}, {u"timespan"_s, timespan}};
    return post(kWorkspaceQuery, {}, QJsonDocument(body).toJson(), kLogs);
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
    // "reset" clears the switches; settings are put back explicitly.
    QVERIFY(setFaults(R"({"reset": true, "costPageSize": 1000, "costColumnOrder": "default",
                          "tokenLifetime": 3599, "armReadBudget": 11999})"));
    QCOMPARE(send("POST", m_double.base + u"/_double/stats/reset"_s).status, 200);
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
    const Query form = {{u"grant_type"_s, u"client_credentials"_s},
                        {u"client_id"_s, kClientId},
                        {u"client_secret"_s, kSecret}};
    const Reply reply = tokenRequest(form + Query{{u"scope"_s, kArm}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.text(u"token_type"_s), u"Bearer"_s);
    QCOMPARE(reply.at(u"expires_in"_s).toInt(), 3599);
    QVERIFY(reply.text(u"access_token"_s).size() > 20);
    QVERIFY(!reply.headers.value("x-ms-request-id").isEmpty());

    const Reply noDefault =
        tokenRequest(form + Query{{u"scope"_s, u"https://management.azure.com"_s}});
    QCOMPARE(noDefault.status, 400);
    QCOMPARE(noDefault.text(u"error"_s), u"invalid_scope"_s);
}

void TestAzureDouble::badSecretAndUnknownTenantAreRefused()
{
    const Query form = {{u"grant_type"_s, u"client_credentials"_s},
                        {u"client_id"_s, kClientId},
                        {u"client_secret"_s, u"wrong"_s},
                        {u"scope"_s, kArm}};
    const Reply bad = tokenRequest(form);
    QCOMPARE(bad.status, 401);
    QCOMPARE(bad.text(u"error"_s), u"invalid_client"_s);
    QCOMPARE(bad.array(u"error_codes"_s), QJsonArray{7000215});
    QVERIFY(bad.text(u"error_description"_s)
                .startsWith(u"AADSTS7000215: Invalid client secret provided."_s));

    const Reply tenant = tokenRequest(form, {}, u"11111111-2222-3333-4444-555555555555"_s);
    QCOMPARE(tenant.status, 400);
    QCOMPARE(tenant.array(u"error_codes"_s), QJsonArray{90002});
}

void TestAzureDouble::deviceCodeFlowCompletesAfterApproval()
{
    const Reply start =
        send("POST", m_double.base + u"/organizations/oauth2/v2.0/devicecode"_s,
             encodeQuery({{u"client_id"_s, kClientId}, {u"scope"_s, kArm + u" offline_access"_s}}),
             {{"Content-Type", "application/x-www-form-urlencoded"}});
    QCOMPARE(start.status, 200);
    const QString userCode = start.text(u"user_code"_s);
    QVERIFY(start.text(u"verification_uri"_s).startsWith(m_double.base));
    QCOMPARE(start.at(u"interval"_s).toInt(), 1);
    QCOMPARE(start.at(u"expires_in"_s).toInt(), 900);
    QVERIFY(start.text(u"message"_s).contains(userCode));

    const Query poll = {{u"grant_type"_s, u"urn:ietf:params:oauth:grant-type:device_code"_s},
                        {u"client_id"_s, kClientId},
                        {u"device_code"_s, start.text(u"device_code"_s)}};
    const Reply pending = tokenRequest(poll);
    QCOMPARE(pending.status, 400);
    QCOMPARE(pending.text(u"error"_s), u"authorization_pending"_s);
    QCOMPARE(pending.array(u"error_codes"_s), QJsonArray{70016});

    const Reply listed = send("GET", m_double.base + u"/_double/devicecode/pending"_s);
    QCOMPARE(listed.text(u"pending/0/user_code"_s), userCode);
    QCOMPARE(send("POST", m_double.base + u"/_double/devicecode/approve"_s,
                  QJsonDocument(QJsonObject{{u"user_code"_s, userCode}}).toJson())
                 .status,
             200);

    const Reply granted = tokenRequest(poll);
    QCOMPARE(granted.status, 200);
    const QString refresh = granted.text(u"refresh_token"_s);
    QVERIFY(!refresh.isEmpty());
    QCOMPARE(tokenRequest(poll).array(u"error_codes"_s), QJsonArray{54005});
    const Reply used =
        send("GET",
             url(m_double.base, vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
                 {{u"api-version"_s, u"2023-10-01"_s}}),
             {}, {{"Authorization", "Bearer " + granted.text(u"access_token"_s).toUtf8()}});
    QCOMPARE(used.status, 200);

    // The refresh token buys a token for another audience.
    const Reply refreshed = tokenRequest({{u"grant_type"_s, u"refresh_token"_s},
                                          {u"client_id"_s, kClientId},
                                          {u"refresh_token"_s, refresh},
                                          {u"scope"_s, kLogs}});
    QCOMPARE(refreshed.status, 200);
    const Reply query =
        send("POST", m_double.base + kWorkspaceQuery, R"({"query": "print 1"})",
             {{"Authorization", "Bearer " + refreshed.text(u"access_token"_s).toUtf8()}});
    QCOMPARE(query.status, 200);
}

void TestAzureDouble::dataEndpointsCheckTheToken()
{
    const QString metricsUrl =
        url(m_double.base, vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
            {{u"api-version"_s, u"2023-10-01"_s}});
    const Reply missing = send("GET", metricsUrl);
    QCOMPARE(missing.status, 401);
    QCOMPARE(missing.errorCode(), u"AuthenticationFailed"_s);
    const Reply unknown = send("GET", metricsUrl, {}, {{"Authorization", "Bearer nonsense"}});
    QCOMPARE(unknown.status, 401);
    QCOMPARE(unknown.errorCode(), u"InvalidAuthenticationToken"_s);

    const Reply audience = get(vm(1) + u"/providers/Microsoft.Insights/metrics"_s,
                               {{u"api-version"_s, u"2023-10-01"_s}}, kLogs);
    QCOMPARE(audience.status, 401);
    QCOMPARE(audience.errorCode(), u"InvalidAuthenticationTokenAudience"_s);
    QVERIFY(audience.headers.value("www-authenticate").startsWith("Bearer authorization_uri="));
    const Reply logsWithArm = post(kWorkspaceQuery, {}, R"({"query": "print 1"})", kArm);
    QCOMPARE(logsWithArm.status, 401);
    QCOMPARE(logsWithArm.text(u"error/innererror/code"_s), u"InvalidAuthenticationTokenAudience"_s);
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

    const Reply lun = metrics(vm(2), {{u"timespan"_s, span(from, from + 600)},
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
    const Reply two = metrics(
        kCluster, common + Query{{u"$filter"_s, u"node eq 'aks-gpupool-38218391-vmss000001' "
                                                "or node eq 'aks-system-38218391-vmss000000'"_s}});
    QCOMPARE(two.array(u"value/0/timeseries"_s).size(), 2);
    QCOMPARE(two.text(u"value/0/timeseries/1/metadatavalues/0/value"_s),
             u"aks-system-38218391-vmss000000"_s);

    const Reply pool = metrics(kCluster, common + Query{{u"$filter"_s, u"nodepool eq 'gpupool'"_s},
                                                        {u"aggregation"_s, u"count"_s}});
    QCOMPARE(pool.array(u"value/0/timeseries"_s).size(), 1);
    // Four nodes, five one-minute samples each, in one five-minute bucket.
    QCOMPARE(pool.at(u"value/0/timeseries/0/data/0/count"_s).toInt(), 20);

    const Reply top = metrics(kCluster, common + Query{{u"$filter"_s, u"node eq '*'"_s},
                                                       {u"top"_s, u"3"_s},
                                                       {u"orderby"_s, u"average desc"_s}});
    QCOMPARE(top.array(u"value/0/timeseries"_s).size(), 3);

    const Reply badDimension =
        metrics(vm(1), {{u"metricnames"_s, u"Percentage CPU"_s}, {u"$filter"_s, u"node eq '*'"_s}});
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
    const QJsonValue first = metrics(vm(3), query).at(u"value"_s);
    QCOMPARE(metrics(vm(3), query).at(u"value"_s), first);
    QVERIFY(metrics(vm(4), query).at(u"value"_s) != first);

    for (const QString &seed : {u"7"_s, u"8"_s}) {
        DoubleProcess other;
        QString error;
        QVERIFY2(other.start({u"--seed"_s, seed}, &error), qPrintable(error));
        const Reply login = tokenRequest({{u"grant_type"_s, u"client_credentials"_s},
                                          {u"client_id"_s, kClientId},
                                          {u"client_secret"_s, kSecret},
                                          {u"scope"_s, kArm}},
                                         other.base);
        const Reply reply =
            send("GET", url(other.base, vm(3) + u"/providers/Microsoft.Insights/metrics"_s, query),
                 {}, {{"Authorization", "Bearer " + login.text(u"access_token"_s).toUtf8()}});
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.at(u"value"_s) == first, seed == u"7"_s);
    }
}

void TestAzureDouble::metricsCoarsenLongRanges()
{
    const qint64 to = dayStart();
    const Reply reply = metrics(vm(1), {{u"timespan"_s, span(to - 72 * 3600, to)},
                                        {u"interval"_s, u"PT1M"_s},
                                        {u"metricnames"_s, u"Percentage CPU"_s}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.text(u"interval"_s), u"PT5M"_s);
    QCOMPARE(reply.array(u"value/0/timeseries/0/data"_s).size(), 864);
}

void TestAzureDouble::metricFailsInsideHttp200()
{
    const Query query = {{u"metricnames"_s, u"Percentage CPU,No Such Metric"_s}};
    const Reply unknown = metrics(vm(1), query);
    QCOMPARE(unknown.status, 200);
    QCOMPARE(unknown.array(u"value"_s).size(), 2);
    QCOMPARE(unknown.text(u"value/0/errorCode"_s), u"Success"_s);
    QCOMPARE(unknown.text(u"value/1/errorCode"_s), u"BadRequest"_s);
    QVERIFY(unknown.text(u"value/1/errorMessage"_s).contains(u"No Such Metric"_s));

    QVERIFY(setFaults(R"({"metricError": "Percentage CPU"})"));
    const Reply failed = metrics(vm(1), query);
    QCOMPARE(failed.status, 200);
    QVERIFY(failed.text(u"value/0/errorCode"_s) != u"Success"_s);
    QVERIFY(!failed.text(u"value/0/errorMessage"_s).isEmpty());
    QCOMPARE(failed.array(u"value/0/timeseries"_s).size(), 0);
}

void TestAzureDouble::unknownResourceIsNotFound()
{
    const Reply reply =
        metrics(kGroup + u"/providers/Microsoft.Compute/virtualMachines/gpu-node-99"_s);
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.errorCode(), u"ResourceNotFound"_s);
    const Reply group = metrics(
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
    const Reply reply = post(kBatch, query, three, kBatchScope);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.array(u"values"_s).size(), 3);
    QCOMPARE(reply.text(u"values/1/resourceid"_s), vm(2));
    QCOMPARE(reply.text(u"values/1/starttime"_s), iso(from));
    QCOMPARE(reply.text(u"values/1/interval"_s), u"PT5M"_s);
    QCOMPARE(reply.array(u"values/1/value/0/timeseries/0/data"_s).size(), 6);
    QCOMPARE(post(kBatch, query, three, kArm).errorCode(), u"InvalidAuthenticationTokenAudience"_s);

    QJsonArray tooMany;
    for (int i = 0; i < 51; ++i)
        tooMany.append(kGroup + u"/providers/Microsoft.Compute/virtualMachines/vm-%1"_s.arg(i));
    const Reply rejected =
        post(kBatch, query, QJsonDocument(QJsonObject{{u"resourceids"_s, tooMany}}).toJson(),
             kBatchScope);
    QCOMPARE(rejected.status, 400);
    QCOMPARE(rejected.errorCode(), u"BadRequest"_s);
}

void TestAzureDouble::logAnalyticsReturnsStringNumbersAndNulls()
{
    const qint64 from = dayStart();
    const Reply reply = logs(u"AppRequests\n| summarize percentile(DurationMs, 95) by "
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
    const Reply print = logs(u"print x = 1, \"text\", real(null)"_s);
    QCOMPARE(print.status, 200);
    QCOMPARE(print.text(u"tables/0/columns/0/name"_s), u"x"_s);
    QCOMPARE(print.text(u"tables/0/columns/0/type"_s), u"long"_s);
    QCOMPARE(print.array(u"tables/0/rows/0"_s), (QJsonArray{1, u"text"_s, QJsonValue::Null}));

    const Reply bad = logs(u"AppRequests | frobnicate"_s);
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.errorCode(), u"BadArgumentError"_s);
    QCOMPARE(bad.text(u"error/innererror/code"_s), u"SyntaxError"_s);
    QCOMPARE(logs(u"NoSuchTable | count"_s).text(u"error/innererror/code"_s), u"SemanticError"_s);
}

void TestAzureDouble::logAnalyticsPartialErrorAndNoContent()
{
    const QString kql =
        u"InsightsMetrics | summarize avg(Val) by bin(TimeGenerated, 5m), Computer"_s;
    const QString timespan = span(dayStart(), dayStart() + 3600);
    QCOMPARE(logs(kql, timespan).array(u"tables/0/rows"_s).size(), 96);

    QVERIFY(setFaults(R"({"partialError": true})"));
    const Reply partial = logs(kql, timespan);
    QCOMPARE(partial.status, 200);
    QCOMPARE(partial.errorCode(), u"PartialError"_s);
    QCOMPARE(partial.array(u"tables/0/rows"_s).size(), 48);

    QVERIFY(setFaults(R"({"partialError": false, "noContent": true})"));
    const Reply empty = logs(kql, timespan);
    QCOMPARE(empty.status, 204);
    QVERIFY(empty.body.isEmpty());
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
        QString next =
            url(m_double.base, kSubscription + u"/providers/Microsoft.CostManagement/query"_s,
                {{u"api-version"_s, u"2023-11-01"_s}});
        for (pages = 0; !next.isEmpty() && pages < 10; ++pages) {
            const Reply page =
                send("POST", next, body, {{"Authorization", "Bearer " + token(kArm).toUtf8()}});
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
            linksOk = linksOk && (next.isEmpty() || next.startsWith(m_double.base));
        }
        return rows;
    };
    const QStringList defaultOrder = {u"Cost"_s, u"UsageDate"_s, u"CostCenter"_s, u"Currency"_s};
    const QMap<QString, double> single = collect();
    QCOMPARE(pages, 1);
    QCOMPARE(columns, defaultOrder);
    QCOMPARE(single.size(), 28);
    QVERIFY(single.contains(first.toString(u"yyyyMMdd"_s) + u"/<null>"_s));

    QVERIFY(setFaults(R"({"costPageSize": 10, "costColumnOrder": "shuffled"})"));
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
        return send("PUT", url(m_double.base, kJobs + job, version), body,
                    {{"Authorization", "Bearer " + token(kArm).toUtf8()}});
    };
    const QString job = u"3f1c2d9e-0000-4000-8000-000000000001"_s;
    const Reply created = start(job, u"halve-batch-size"_s);
    QCOMPARE(created.status, 201);
    QCOMPARE(created.text(u"properties/status"_s), u"New"_s);
    QStringList seen;
    for (int i = 0; i < 3; ++i)
        seen << get(kJobs + job, version, kArm).text(u"properties/status"_s);
    QCOMPARE(seen, (QStringList{u"Activating"_s, u"Running"_s, u"Completed"_s}));
    const Reply output = get(kJobs + job + u"/output"_s, version, kArm);
    QCOMPARE(output.status, 200);
    QVERIFY(output.headers.value("content-type").startsWith("text/plain"));
    QVERIFY(output.body.contains("deployment=inference-b"));

    const QString failing = u"3f1c2d9e-0000-4000-8000-000000000002"_s;
    QCOMPARE(start(failing, u"fail-demo"_s).status, 201);
    Reply failed;
    for (int i = 0; i < 3; ++i)
        failed = get(kJobs + failing, version, kArm);
    QCOMPARE(failed.text(u"properties/status"_s), u"Failed"_s);
    QVERIFY(!failed.text(u"properties/exception"_s).isEmpty());
    QCOMPARE(start(u"3f1c2d9e-0000-4000-8000-000000000003"_s, u"no-such-runbook"_s).status, 404);
}

void TestAzureDouble::throttleAnswers429WithRetryAfter()
{
    QVERIFY(setFaults(R"({"throttle": {"endpoint": "metrics", "count": 1, "retryAfter": 1}})"));
    const Reply throttled = metrics(vm(1));
    QCOMPARE(throttled.status, 429);
    QCOMPARE(throttled.headers.value("retry-after"), "1");
    QCOMPARE(throttled.headers.value("x-ms-ratelimit-remaining-subscription-reads"), "0");
    QCOMPARE(throttled.errorCode(), u"SubscriptionRequestsThrottled"_s);
    QTest::qWait(1000);
    QCOMPARE(metrics(vm(1)).status, 200);

    // What a test of a retrying client asserts: one retry, after the wait.
    const QJsonObject counted = stats();
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"statuses"_s][u"429"_s].toInt(), 1);
    const QJsonArray log = counted[u"log"_s].toArray();
    QVERIFY(log[1][u"atMs"_s].toInteger() - log[0][u"atMs"_s].toInteger() >= 1000);
}

void TestAzureDouble::throttleShapesPerService()
{
    QVERIFY(setFaults(R"({"throttle": {"count": 3, "retryAfter": 4}})"));
    const Reply cost = post(kSubscription + u"/providers/Microsoft.CostManagement/query"_s,
                            {{u"api-version"_s, u"2023-11-01"_s}}, "{}", kArm);
    QCOMPARE(cost.status, 429);
    // Cost Management names the wait in its own header, not in Retry-After.
    QCOMPARE(cost.headers.value("x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after"), "4");
    QVERIFY(!cost.headers.contains("retry-after"));
    const Reply logsReply = logs(u"print 1"_s);
    QCOMPARE(logsReply.status, 429);
    QCOMPARE(logsReply.headers.value("retry-after"), "4");
    const Reply login = tokenRequest({{u"grant_type"_s, u"client_credentials"_s}});
    QCOMPARE(login.status, 429);
    QVERIFY(!login.text(u"error"_s).isEmpty());
    QCOMPARE(logs(u"print 1"_s).status, 200);
}

void TestAzureDouble::batchThrottlingIs529()
{
    QVERIFY(setFaults(R"({"batch529": 1})"));
    const Query query = {{u"api-version"_s, u"2024-02-01"_s},
                         {u"metricnamespace"_s, u"Microsoft.Compute/virtualMachines"_s},
                         {u"metricnames"_s, u"Percentage CPU"_s}};
    const QByteArray body =
        QJsonDocument(QJsonObject{{u"resourceids"_s, QJsonArray{vm(1)}}}).toJson();
    const Reply overloaded = post(kBatch, query, body, kBatchScope);
    QCOMPARE(overloaded.status, 529);
    QVERIFY(overloaded.headers.contains("retry-after"));
    QVERIFY(!overloaded.errorCode().isEmpty());
    QCOMPARE(post(kBatch, query, body, kBatchScope).status, 200);
}

void TestAzureDouble::error500AndMalformedAreOneShot()
{
    QVERIFY(setFaults(R"({"error500": {"endpoint": "metrics"},
                          "malformed": {"endpoint": "logs", "count": 1}})"));
    const Reply failed = metrics(vm(1));
    QCOMPARE(failed.status, 500);
    QCOMPARE(failed.errorCode(), u"InternalServerError"_s);
    QCOMPARE(metrics(vm(1)).status, 200);

    const Reply cut = logs(u"print 1"_s);
    QCOMPARE(cut.status, 200);
    QJsonParseError error;
    QJsonDocument::fromJson(cut.body, &error);
    QVERIFY(error.error != QJsonParseError::NoError);
    QVERIFY(!cut.body.isEmpty());
    QCOMPARE(logs(u"print 1"_s).array(u"tables"_s).size(), 1);
}

void TestAzureDouble::expiredTokensAre401()
{
    QCOMPARE(metrics(vm(1)).status, 200);
    QVERIFY(setFaults(R"({"expireTokens": true})"));
    const Reply expired = metrics(vm(1));
    QCOMPARE(expired.status, 401);
    QCOMPARE(expired.errorCode(), u"ExpiredAuthenticationToken"_s);
    m_tokens.clear();
    QCOMPARE(metrics(vm(1)).status, 200);

    QVERIFY(setFaults(R"({"tokenLifetime": 1})"));
    m_tokens.clear();
    token(kArm);
    QTest::qWait(1100);
    QCOMPARE(metrics(vm(1)).errorCode(), u"ExpiredAuthenticationToken"_s);
    m_tokens.clear();
}

void TestAzureDouble::forbiddenIs403()
{
    QVERIFY(setFaults(R"({"forbidden": ["metrics", "logs"]})"));
    const Reply denied = metrics(vm(1));
    QCOMPARE(denied.status, 403);
    QCOMPARE(denied.errorCode(), u"AuthorizationFailed"_s);
    QVERIFY(denied.text(u"error/message"_s).contains(u"'Microsoft.Insights/metrics/read'"_s));
    const Reply logsDenied = logs(u"print 1"_s);
    QCOMPARE(logsDenied.status, 403);
    QCOMPARE(logsDenied.errorCode(), u"InsufficientAccessError"_s);
    QCOMPARE(get(kJobs + u"unknown-job"_s, {{u"api-version"_s, u"2023-11-01"_s}}, kArm).status,
             404);
}

void TestAzureDouble::slowDelaysTheAnswer()
{
    QVERIFY(setFaults(R"({"slowMs": {"endpoint": "logs", "ms": 800, "count": 1}})"));
    const Reply slow = logs(u"print 1"_s);
    QCOMPARE(slow.status, 200);
    QVERIFY(slow.elapsedMs >= 800);
    QVERIFY(logs(u"print 1"_s).elapsedMs < 800);
}

void TestAzureDouble::statsCountRequestsPerEndpoint()
{
    token(kArm);
    metrics(vm(1));
    metrics(vm(2));
    tokenRequest({{u"grant_type"_s, u"password"_s}});
    send("GET", m_double.base + u"/not/a/route"_s);
    const QJsonObject counted = stats();
    QCOMPARE(counted[u"total"_s].toInt(), 4);
    QCOMPARE(counted[u"endpoints"_s][u"metrics"_s][u"requests"_s].toInt(), 2);
    QCOMPARE(counted[u"endpoints"_s][u"login"_s][u"statuses"_s][u"400"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"unknown"_s][u"statuses"_s][u"404"_s].toInt(), 1);
    QCOMPARE(counted[u"endpoints"_s][u"cost"_s][u"requests"_s].toInt(), 0);
    QCOMPARE(counted[u"log"_s][0][u"path"_s].toString(),
             vm(1) + u"/providers/Microsoft.Insights/metrics"_s);
    QCOMPARE(send("DELETE", m_double.base + u"/_double/stats"_s).at(u"total"_s).toInt(), 0);
}

void TestAzureDouble::armReadBudgetCountsDown()
{
    const QByteArray header = "x-ms-ratelimit-remaining-subscription-reads";
    const int first = metrics(vm(1)).headers.value(header).toInt();
    QCOMPARE(metrics(vm(1)).headers.value(header).toInt(), first - 1);
    QVERIFY(setFaults(R"({"armReadBudget": 1})"));
    QCOMPARE(metrics(vm(1)).status, 200);
    const Reply exhausted = metrics(vm(1));
    QCOMPARE(exhausted.status, 429);
    QVERIFY(exhausted.headers.contains("retry-after"));
}

void TestAzureDouble::faultDocumentsAreValidated()
{
    for (const char *bad :
         {R"({"bogus": 1})", R"({"throttle": {"endpoint": "nowhere"}})",
          R"({"throttle": {"count": -1}})", R"({"batch529": {"endpoint": "logs"}})",
          R"({"costPageSize": 0})", R"(["not an object"])"}) {
        const Reply reply = send("POST", m_double.base + u"/_double/faults"_s, bad);
        QCOMPARE(reply.status, 400);
        QVERIFY(!reply.text(u"error"_s).isEmpty());
    }
    const Reply state = send("GET", m_double.base + u"/_double/faults"_s);
    QCOMPARE(state.array(u"faults/throttle"_s).size(), 0);
    QCOMPARE(state.at(u"settings/costPageSize"_s).toInt(), 1000);
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
    QCOMPARE(send("GET", other.base + u"/_double/faults"_s).array(u"faults/forbidden"_s),
             QJsonArray{u"metrics"_s});
}

QTEST_GUILESS_MAIN(TestAzureDouble)
#include "tst_azuredouble.moc"
