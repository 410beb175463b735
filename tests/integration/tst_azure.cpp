// Azure sources end to end against tools/azure-double: every query kind through
// fleetscope-cli and the fault switches. Sign-in is in tst_azuresignin.cpp.
#include "appinsightslatency.h"
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"
#include "azuremonitorclient.h"
#include "baseline.h"
#include "baselinejob.h"
#include "fakeprometheus.h"
#include "fleetaggregates.h"
#include "labels.h"
#include "promformat.h"
#include "queryrunner.h"
#include "sourceregistry.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>
#include <set>

namespace {
// data.result of the CLI's --format json output, which is the Prometheus API's.
QJsonArray resultOf(const QByteArray &json)
{
    return QJsonDocument::fromJson(json)
        .object()
        .value(QLatin1String("data"))
        .toObject()
        .value(QLatin1String("result"))
        .toArray();
}

std::set<QByteArray> csvRows(const QByteArray &csv)
{
    std::set<QByteArray> out;
    const QList<QByteArray> rows = csv.split('\n');
    for (qsizetype i = 1; i < rows.size(); ++i)
        if (!rows[i].isEmpty())
            out.insert(rows[i]);
    return out;
}

QByteArray syncRequest(QNetworkAccessManager &nam, const QNetworkRequest &req,
                       const QByteArray &verb, const QByteArray &body, int *status = nullptr)
{
    QNetworkReply *reply = nam.sendCustomRequest(req, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    if (status)
        *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray out = reply->readAll();
    reply->deleteLater();
    return out;
}
} // namespace

class TestAzure : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        m_sources = m_double.writeSources();
    }
    void init() { QVERIFY(m_double.setFaults(R"({"reset": true})")); }

    void metricMatchesWhatAzureSent()
    {
        const qint64 from = windowStart();
        const qint64 to = from + 7200;
        const QString resource = AzureDoubleProcess::vm(3);
        const QString spec =
            QStringLiteral(
                R"({"source":"az","resource":"%1","metric":"Percentage CPU","aggregation":"Average"})")
                .arg(resource);
        const ProcessRun run =
            cliQuery(m_sources, spec, from, to, {QStringLiteral("--step"), QStringLiteral("60s")});
        QVERIFY2(run.exitCode == 0, run.err.constData());

        // The same request by hand, read with QJsonDocument: an independent
        // reading of the documented format.
        QNetworkAccessManager nam;
        QNetworkRequest tokenReq(
            QUrl(m_double.url().toString() + QStringLiteral("/%1/oauth2/v2.0/token")
                                                 .arg(QLatin1String(AzureDoubleProcess::kTenant))));
        tokenReq.setHeader(QNetworkRequest::ContentTypeHeader,
                           QByteArrayLiteral("application/x-www-form-urlencoded"));
        const QByteArray tokenBody = syncRequest(
            nam, tokenReq, "POST",
            QByteArray("grant_type=client_credentials&client_id=") + AzureDoubleProcess::kClientId +
                "&client_secret=" + AzureDoubleProcess::kSecret +
                "&scope=https%3A%2F%2Fmanagement.azure.com%2F.default");
        const QString token = QJsonDocument::fromJson(tokenBody)
                                  .object()
                                  .value(QLatin1String("access_token"))
                                  .toString();
        QVERIFY(!token.isEmpty());
        QUrl url(m_double.url().toString() + resource +
                 QStringLiteral("/providers/Microsoft.Insights/metrics"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("api-version"), QStringLiteral("2023-10-01"));
        q.addQueryItem(QStringLiteral("timespan"),
                       QDateTime::fromSecsSinceEpoch(from, Qt::UTC).toString(Qt::ISODate) +
                           QLatin1Char('/') +
                           QDateTime::fromSecsSinceEpoch(to, Qt::UTC).toString(Qt::ISODate));
        q.addQueryItem(QStringLiteral("interval"), QStringLiteral("PT1M"));
        q.addQueryItem(QStringLiteral("metricnames"), QStringLiteral("Percentage CPU"));
        q.addQueryItem(QStringLiteral("aggregation"), QStringLiteral("average"));
        url.setQuery(q);
        QNetworkRequest metricsReq(url);
        metricsReq.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        int status = 0;
        const QJsonDocument doc =
            QJsonDocument::fromJson(syncRequest(nam, metricsReq, "GET", {}, &status));
        QCOMPARE(status, 200);
        std::set<QByteArray> expected;
        int gaps = 0;
        for (const auto &m : doc.object().value(QLatin1String("value")).toArray()) {
            const QString name = m.toObject()
                                     .value(QLatin1String("name"))
                                     .toObject()
                                     .value(QLatin1String("value"))
                                     .toString();
            for (const auto &ts : m.toObject().value(QLatin1String("timeseries")).toArray()) {
                Labels labels(
                    {{QStringLiteral("__name__"), name}, {QStringLiteral("resource"), resource}});
                for (const auto &d : ts.toObject().value(QLatin1String("metadatavalues")).toArray())
                    labels.set(d.toObject()
                                   .value(QLatin1String("name"))
                                   .toObject()
                                   .value(QLatin1String("value"))
                                   .toString(),
                               d.toObject().value(QLatin1String("value")).toString());
                for (const auto &p : ts.toObject().value(QLatin1String("data")).toArray()) {
                    const QJsonObject o = p.toObject();
                    if (!o.contains(QLatin1String("average"))) {
                        ++gaps;
                        continue;
                    }
                    const qint64 ms =
                        QDateTime::fromString(o.value(QLatin1String("timeStamp")).toString(),
                                              Qt::ISODate)
                            .toMSecsSinceEpoch();
                    expected.insert(
                        PromFormat::csvField(labels.toPromQL()) + ',' + PromFormat::timestamp(ms) +
                        ',' + PromFormat::value(o.value(QLatin1String("average")).toDouble()));
                }
            }
        }
        QVERIFY(expected.size() > 100);
        QVERIFY2(gaps > 0, "the window should hold one of the double's empty buckets");
        QVERIFY(csvRows(run.out) == expected); // empty buckets are gaps, not zeros
    }

    void splitByDimension()
    {
        const qint64 from = windowStart();
        const QString spec =
            QStringLiteral(
                R"({"source":"az","resource":"%1","metric":"node_cpu_usage_percentage","aggregation":"Maximum","filter":"node eq '*'"})")
                .arg(AzureDoubleProcess::aksCluster());
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 3600,
                                        {QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray result = resultOf(run.out);
        QCOMPARE(result.size(), 6); // six AKS nodes
        std::set<QString> nodes;
        for (const auto &r : result)
            nodes.insert(r.toObject()
                             .value(QLatin1String("metric"))
                             .toObject()
                             .value(QLatin1String("node"))
                             .toString());
        QCOMPARE(nodes.size(), std::size_t(6));
        QVERIFY(nodes.count(QStringLiteral("aks-gpupool-38218391-vmss000000")));
    }

    void batchOfManyResourcesIsOneCallPerFifty()
    {
        QJsonArray ids;
        for (int i = 1; i <= 8; ++i)
            ids.append(AzureDoubleProcess::vm(i));
        const QString spec = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                                      {QStringLiteral("resources"), ids},
                                      {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}})
                .toJson(QJsonDocument::Compact));
        const int before = requestCount(m_double, "batch");
        const qint64 from = windowStart();
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 3600,
                                        {QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray result = resultOf(run.out);
        QCOMPARE(result.size(), 8);
        const int after = requestCount(m_double, "batch");
        QCOMPARE(after - before, 1);
    }

    void kqlBecomesSeries()
    {
        const QString spec =
            QStringLiteral(
                R"x({"source":"az","workspace":"%1","kql":"AppRequests | summarize percentile(DurationMs, 95) by bin(TimeGenerated, 5m), AppRoleName"})x")
                .arg(QLatin1String(AzureDoubleProcess::kWorkspace));
        const qint64 from = windowStart();
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 3600,
                                        {QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray result = resultOf(run.out);
        QVERIFY(result.size() >= 2);
        for (const auto &r : result) {
            const QJsonObject metric = r.toObject().value(QLatin1String("metric")).toObject();
            QVERIFY(metric.contains(QLatin1String("AppRoleName"))); // string columns are labels
            QVERIFY(!r.toObject().value(QLatin1String("values")).toArray().isEmpty());
        }
    }

    void partialErrorKeepsDataAndWarns()
    {
        QVERIFY(m_double.setFaults(R"({"partialError": true})"));
        const QString spec =
            QStringLiteral(
                R"x({"source":"az","workspace":"%1","kql":"AppRequests | summarize avg(DurationMs) by bin(TimeGenerated, 5m)"})x")
                .arg(QLatin1String(AzureDoubleProcess::kWorkspace));
        const qint64 from = windowStart();
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 3600);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(csvRows(run.out).size() > 0);
        QVERIFY2(run.err.contains("warning:"), run.err.constData());
    }

    void faults_data()
    {
        QTest::addColumn<QByteArray>("faults");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stderrHas");
        QTest::newRow("429 then ok")
            << QByteArray(R"({"throttle":{"endpoint":"metrics","count":1,"retryAfter":1}})") << 0
            << QByteArray();
        QTest::newRow("500 then ok")
            << QByteArray(R"({"error500":{"endpoint":"metrics","count":1}})") << 0 << QByteArray();
        QTest::newRow("slow") << QByteArray(
                                     R"({"slowMs":{"endpoint":"metrics","ms":800,"count":1}})")
                              << 0 << QByteArray();
        QTest::newRow("malformed")
            << QByteArray(R"({"malformed":{"endpoint":"metrics","count":1}})") << 1
            << QByteArray("fleetscope-cli query:");
        QTest::newRow("forbidden")
            << QByteArray(R"({"forbidden":"metrics"})") << 1 << QByteArray("AuthorizationFailed");
        QTest::newRow("metric error") << QByteArray(R"({"metricError":"Percentage CPU"})") << 1
                                      << QByteArray("Percentage CPU");
    }
    void faults()
    {
        QFETCH(QByteArray, faults);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stderrHas);
        QVERIFY(m_double.setFaults(faults));
        const qint64 from = windowStart();
        const QString spec =
            QStringLiteral(R"({"source":"az","resource":"%1","metric":"Percentage CPU"})")
                .arg(AzureDoubleProcess::vm(1));
        QElapsedTimer t;
        t.start();
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 1800);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(stderrHas), run.err.constData());
        if (exitCode == 0)
            QVERIFY(!csvRows(run.out).empty());
        else
            QVERIFY(run.out.isEmpty()); // never partial output passed off as complete
        QVERIFY(run.err.count('\n') <= 2);
        if (QByteArray(QTest::currentDataTag()) == "429 then ok")
            QVERIFY2(t.elapsed() >= 1000, "Retry-After must be obeyed");
    }

    void managedPrometheusSendsAnEntraToken()
    {
        FakePrometheus amp;
        QVERIFY(amp.listen());
        amp.setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 1, 1));
        });
        const QString sources = m_double.writeSources(QStringLiteral("client-secret"), amp.url());
        QFile f(sources);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SourceList list{*SourceConfig::parseFile(f.readAll())};
        QueryRunner::Request req;
        req.spec.source = QStringLiteral("amp");
        req.spec.promql = QStringLiteral("up");
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        req.fromMs = now - 3 * 86'400'000ll; // past 48 h: at least a minute per step
        req.toMs = now;
        req.stepMs = 15'000;
        const QueryResult r = QueryRunner::run(list, req);
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message));
        QCOMPARE(amp.requests().size(), 1);
        QVERIFY(amp.requests().first().headers.value("authorization").startsWith("Bearer "));
        QCOMPARE(amp.requests().first().form.queryItemValue(QStringLiteral("step")),
                 QStringLiteral("60"));
        req.fromMs = now - 40 * 86'400'000ll; // past the 32-day cap: refused before sending
        const QueryResult tooLong = QueryRunner::run(list, req);
        QVERIFY(!tooLong.has_value());
        QVERIFY(tooLong.error().message.contains(QStringLiteral("32d")));
        QCOMPARE(amp.requests().size(), 1);
    }

    // An Azure fleet as Azure has it: dcgm-exporter's names through Azure
    // Monitor managed Prometheus (with an Entra token, as for queries), and
    // inference latency from Application Insights custom metrics in the
    // source's Log Analytics workspace. The built-in Azure dashboard and the
    // default rules all find a way; the latency lane stacks the phases.
    void azureFleetFitsTheBuiltInViews_data()
    {
        QTest::addColumn<QString>("tables");
        QTest::addColumn<QString>("table");
        QTest::newRow("workspace-based") << QStringLiteral("both") << QStringLiteral("AppMetrics");
        QTest::newRow("classic") << QStringLiteral("customMetrics")
                                 << QStringLiteral("customMetrics");
        QTest::newRow("none") << QStringLiteral("none") << QString();
    }
    void azureFleetFitsTheBuiltInViews()
    {
        QFETCH(QString, tables);
        QFETCH(QString, table);
        AzureDoubleProcess azure;
        QString error;
        QVERIFY2(azure.start(&error, {QStringLiteral("--app-insights"), tables}),
                 qPrintable(error));
        FakePrometheus amp;
        QVERIFY(amp.listen());
        QList<QByteArray> discoveryAuth;
        amp.setDiscoveryHandler([&discoveryAuth](const FakePrometheus::Request &r) {
            discoveryAuth << r.headers.value("authorization");
            if (r.path.endsWith("/__name__/values"))
                return FakePrometheus::reply(
                    200, "application/json",
                    R"({"status":"success","data":["DCGM_FI_DEV_FB_USED","DCGM_FI_DEV_FB_FREE",)"
                    R"("DCGM_FI_PROF_GR_ENGINE_ACTIVE","DCGM_FI_DEV_GPU_TEMP",)"
                    R"("kube_deployment_status_replicas",)"
                    R"("vllm:e2e_request_latency_seconds_bucket"]})");
            if (r.path.endsWith("/labels"))
                return FakePrometheus::reply(
                    200, "application/json",
                    R"({"status":"success","data":["__name__","gpu","UUID","Hostname","pod"]})");
            // Managed Prometheus has no buildinfo endpoint.
            return FakePrometheus::reply(404, "text/plain", "404 page not found");
        });
        const QString u = azure.url().toString();
        const QString endpoints =
            QStringLiteral(
                R"("cloud":"custom","endpoints":{"login":"%1","management":"%1","metrics":"%1","logAnalytics":"%1"})")
                .arg(u);
        const QString auth =
            QStringLiteral(
                R"("auth":{"type":"azure","method":"client-secret","tenant":"%1","clientId":"%2","clientSecretEnv":"%3"})")
                .arg(QLatin1String(AzureDoubleProcess::kTenant),
                     QLatin1String(AzureDoubleProcess::kClientId),
                     QLatin1String(AzureDoubleProcess::kSecretEnv));
        const QString path = azure.dir() + QStringLiteral("/azure-fleet.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            QStringLiteral(R"({"sources":[{"name":"prom","type":"prometheus","url":"%1",%2,%3},)"
                           R"({"name":"azmon","type":"azure-monitor",%2,"workspace":"%4",%3}]})")
                .arg(amp.url().toString(), endpoints, auth,
                     QLatin1String(AzureDoubleProcess::kWorkspace))
                .toUtf8());
        f.close();

        const ProcessRun doctor = runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                                             {QStringLiteral("doctor"), QStringLiteral("--sources"),
                                              path, QStringLiteral("--dashboard"),
                                              QStringLiteral("builtin:gpu-inference-azure"),
                                              QStringLiteral("--format"), QStringLiteral("json")},
                                             60'000, true);
        const QJsonObject report = QJsonDocument::fromJson(doctor.out).object();
        QVERIFY(!discoveryAuth.isEmpty());
        for (const QByteArray &a : discoveryAuth)
            QVERIFY(a.startsWith("Bearer "));
        QJsonObject phases;
        for (const QJsonValue &v : report.value(QLatin1String("lanes")).toArray())
            if (v.toObject().value(QLatin1String("id")).toString() ==
                QLatin1String("latency_phases"))
                phases = v.toObject();
        QVERIFY2(!phases.isEmpty(), doctor.out.constData());
        const QJsonObject azmon = report.value(QLatin1String("sources")).toArray()[1].toObject();
        if (table.isEmpty()) {
            // Application Insights sends nothing there: the lane says so,
            // and the doctor fails.
            QCOMPARE(doctor.exitCode, 1);
            QVERIFY(!phases.value(QLatin1String("ok")).toBool());
            QVERIFY2(doctor.out.contains("neither AppMetrics nor customMetrics"),
                     doctor.out.constData());
            return;
        }
        QVERIFY2(doctor.exitCode == 0, doctor.out.constData());
        QCOMPARE(azmon.value(QLatin1String("metricsTable")).toString(), table);
        QCOMPARE(azmon.value(QLatin1String("metricNames")).toInt(), 3);

        // The lane's quantity through the CLI, as the app runs it: three
        // phases, preprocessing's mean 5x in the incident (the 30 minutes
        // that end an hour ago), the model's flat.
        const qint64 now = QDateTime::currentSecsSinceEpoch() / 60 * 60;
        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("query"), QStringLiteral("--sources"), path,
             QStringLiteral("--query-json"),
             QStringLiteral(R"({"source":"azmon","kql":"%1"})")
                 .arg(QLatin1String(AppInsightsLatency::kToken)),
             QStringLiteral("--from"), QString::number(now - 3 * 3600), QStringLiteral("--to"),
             QString::number(now), QStringLiteral("--format"), QStringLiteral("json")},
            60'000, true);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        std::map<QString, std::pair<double, double>> inOut; // mean in, mean out of the incident
        for (const QJsonValue &r : resultOf(run.out)) {
            const QJsonObject o = r.toObject();
            const QJsonObject metric = o.value(QLatin1String("metric")).toObject();
            const QString name =
                metric
                    .value(table == QLatin1String("AppMetrics") ? QLatin1String("Name")
                                                                : QLatin1String("name"))
                    .toString();
            double in = 0, out = 0;
            int nIn = 0, nOut = 0;
            for (const QJsonValue &pt : o.value(QLatin1String("values")).toArray()) {
                const qint64 t = qint64(pt.toArray()[0].toDouble());
                const double v = pt.toArray()[1].toString().toDouble();
                if (t >= now - 5400 + 120 && t < now - 3600 - 120) {
                    in += v;
                    ++nIn;
                } else if (t < now - 5400 - 1200 || (t >= now - 3600 + 120 && t < now - 600)) {
                    out += v;
                    ++nOut;
                }
            }
            QVERIFY2(nIn > 10 && nOut > 10, qPrintable(name));
            inOut[name] = {in / nIn, out / nOut};
        }
        QCOMPARE(inOut.size(), std::size_t(3));
        const auto pre = inOut.at(QStringLiteral("preprocessing_latency_ms"));
        const auto model = inOut.at(QStringLiteral("inference_latency_ms"));
        QVERIFY2(pre.first > 3.5 * pre.second, qPrintable(QString::number(pre.first)));
        QVERIFY(pre.second > 0.02 && pre.second < 0.08); // ms turned into seconds
        QVERIFY(std::abs(model.first / model.second - 1.0) < 0.2);
    }

    void lanesAskingTheSameShareOneCall()
    {
        QNetworkAccessManager nam;
        SourceRegistry registry(&nam);
        QFile f(m_sources);
        QVERIFY(f.open(QIODevice::ReadOnly));
        registry.setSources(SourceList{*SourceConfig::parseFile(f.readAll())});
        QVERIFY(m_double.setFaults(R"({"slowMs":{"endpoint":"metrics","ms":500,"count":1}})"));
        QuerySpec spec;
        spec.source = QStringLiteral("az");
        spec.raw = QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                               {QStringLiteral("resource"), AzureDoubleProcess::vm(5)},
                               {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}};
        QueryPlanner::Plan plan;
        plan.stepMs = 60'000;
        plan.chunks.push_back({windowStart() * 1000, windowStart() * 1000 + 900'000, 60'000});
        const int before = requestCount(m_double, "metrics");
        std::unique_ptr<QueryJob> a(*registry.queryRange(spec, plan));
        std::unique_ptr<QueryJob> b(*registry.queryRange(spec, plan));
        QSignalSpy doneA(a.get(), &QueryJob::finished), doneB(b.get(), &QueryJob::finished);
        a->start();
        b->start();
        QTRY_VERIFY_WITH_TIMEOUT(a->isFinished() && b->isFinished(), 20'000);
        QVERIFY(a->result().has_value() && b->result().has_value());
        QCOMPARE(a->result()->sampleCount(), b->result()->sampleCount());
        const int after = requestCount(m_double, "metrics");
        QCOMPARE(after - before, 1);
        QVERIFY(
            !registry.statusNote(QStringLiteral("az")).isEmpty()); // the read budget Azure reported
    }

    // Compare with normal on Azure Monitor metrics, which speak no PromQL:
    // the lane's queries are asked over the earlier range and the envelope
    // is taken here. It equals the min, max and mean of the same answers
    // asked on their own, laid a day later.
    void baselineOfAnAzureLane()
    {
        QNetworkAccessManager nam;
        SourceRegistry registry(&nam);
        QFile f(m_sources);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SourceList list{*SourceConfig::parseFile(f.readAll())};
        registry.setSources(list);
        BaselineJob::Request req;
        req.lane.id = QStringLiteral("cpu");
        req.lane.aggregate = Aggregate::Avg;
        for (int vm : {3, 4}) {
            QuerySpec spec;
            spec.source = QStringLiteral("az");
            spec.raw = QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                                   {QStringLiteral("resource"), AzureDoubleProcess::vm(vm)},
                                   {QStringLiteral("metric"), QStringLiteral("Percentage CPU")},
                                   {QStringLiteral("aggregation"), QStringLiteral("Average")}};
            req.lane.queries.push_back(spec);
        }
        const qint64 day = 86'400'000;
        req.fromMs = windowStart() * 1000 + day;
        req.toMs = req.fromMs + 7'200'000;
        req.shiftMs = day;
        req.widthPx = 120; // a minute per point
        auto job = BaselineJob::create(&registry, req);
        QVERIFY2(job, qPrintable(job ? QString() : job.error().message));
        std::unique_ptr<BaselineJob> owned(*job);
        owned->start();
        QTRY_VERIFY_WITH_TIMEOUT(owned->isFinished(), 20'000);
        QVERIFY2(owned->result(),
                 qPrintable(owned->result() ? QString() : owned->result().error().message));
        const SeriesSet &normal = *owned->result();
        QVERIFY(FleetAggregates::isServerAggregated(normal));

        std::map<qint64, std::vector<double>> earlier; // by time a day later
        for (const QuerySpec &spec : req.lane.queries) {
            QueryRunner::Request q;
            q.spec = spec;
            q.fromMs = req.fromMs - day;
            q.toMs = req.toMs - day;
            q.stepMs = owned->stepMs();
            const QueryResult r = QueryRunner::run(list, q);
            QVERIFY(r);
            for (const Series &s : r->series)
                for (std::size_t i = 0; i < r->gridSize(); ++i)
                    if (s.has(i))
                        earlier[r->timesMs[i] + day].push_back(s.values[i]);
        }
        QVERIFY(earlier.size() > 100);
        LaneSpec lane = req.lane;
        std::size_t compared = 0;
        for (const auto &[t, values] : earlier) {
            const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
            double mean = 0;
            for (double v : values)
                mean += v / double(values.size());
            const auto at = Baseline::valueAt(normal, lane, t);
            QVERIFY(at);
            QVERIFY(std::abs(*at - mean) < 1e-9);
            Reduction::Input in;
            in.aggregate = Aggregate::Avg;
            const CrosshairValues v = Reduction::valuesAtAggregated(normal, t, in);
            QCOMPARE(v.timeMs, t);
            QCOMPARE(v.low, *lo);
            QCOMPARE(v.high, *hi);
            ++compared;
        }
        QCOMPARE(compared, earlier.size());
    }

  private:
    AzureDoubleProcess m_double;
    QString m_sources;
};

QTEST_GUILESS_MAIN(TestAzure)
#include "tst_azure.moc"
