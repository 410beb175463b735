// fleet-sim against the real backends it feeds: determinism, live/backfill
// agreement (in fleet-sim's own exporter dialect and others), and the scripted
// incident as Prometheus and VictoriaMetrics see it. The dialects' families,
// labels and faults are checked on backfill files in unit/tst_fleetsimdialects.

#include "promstack.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include "processrun.h"
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

ProcessRun runFleetSim(const QStringList &arguments)
{
    return runProcess(QStringLiteral(FLEETSIM_BIN), arguments);
}

constexpr qint64 kHistorySecs = 6 * 3600;
constexpr int kNodes = 2;
constexpr int kGpus = 4;
constexpr int kGpuCount = kNodes * kGpus;

const QString kMemoryPercent =
    u"max(100 * DCGM_FI_DEV_FB_USED{namespace=\"team-b\"} / (DCGM_FI_DEV_FB_USED + "
    "DCGM_FI_DEV_FB_FREE + DCGM_FI_DEV_FB_RESERVED))"_s;
const QString kLatencyP95 =
    u"histogram_quantile(0.95, sum by (le, namespace, deployment) "
    "(rate(inference_request_duration_seconds_bucket{namespace=\"team-b\"}[1m])))"_s;
const QString kUtilisationRatio = u"avg(DCGM_FI_DEV_GPU_UTIL{namespace=\"team-b\"}) / "
                                  "avg(DCGM_FI_DEV_GPU_UTIL{namespace=\"team-a\"})"_s;

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A fixed daytime window (yesterday 12:00-18:00 UTC) keeps every asserted
// value independent of the hour the test runs at; the incident is at 16:00.
qint64 fixedHistoryEnd()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    return (now / 86400 - 1) * 86400 + 18 * 3600;
}

PromStackOptions historyOptions(PromStackOptions::Backend backend)
{
    PromStackOptions options;
    options.backend = backend;
    options.nodes = kNodes;
    options.gpus = kGpus;
    options.historySecs = kHistorySecs;
    options.endSecs = fixedHistoryEnd();
    return options;
}

QJsonArray query(PromStack &stack, const QString &promql, qint64 at, QString *error)
{
    const QJsonDocument doc =
        stack.getJson(u"/api/v1/query"_s,
                      QUrlQuery{{u"query"_s, promql}, {u"time"_s, QString::number(at)}}, error);
    return doc[u"data"_s][u"result"_s].toArray();
}

QJsonArray queryRange(PromStack &stack, const QString &promql, qint64 from, qint64 to, qint64 step,
                      QString *error)
{
    const QJsonDocument doc = stack.getJson(u"/api/v1/query_range"_s,
                                            QUrlQuery{{u"query"_s, promql},
                                                      {u"start"_s, QString::number(from)},
                                                      {u"end"_s, QString::number(to)},
                                                      {u"step"_s, QString::number(step)}},
                                            error);
    return doc[u"data"_s][u"result"_s].toArray();
}

// The single value of an instant query that must return one series.
double scalarAt(PromStack &stack, const QString &promql, qint64 at, QString *error)
{
    const QJsonArray result = query(stack, promql, at, error);
    if (result.size() != 1) {
        if (error->isEmpty())
            *error = u"%1 at %2 returned %3 series"_s.arg(promql).arg(at).arg(result.size());
        return std::nan("");
    }
    return result.first()[u"value"_s][1].toString().toDouble();
}

QList<QJsonObject> sortedByLabels(const QJsonArray &result)
{
    QList<QJsonObject> series;
    for (const QJsonValue &value : result)
        series << value.toObject();
    std::sort(series.begin(), series.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return QJsonDocument(a[u"metric"_s].toObject()).toJson() <
               QJsonDocument(b[u"metric"_s].toObject()).toJson();
    });
    return series;
}

} // namespace

class TestFleetSim final : public QObject
{
    Q_OBJECT

  private slots:
    void backfillIsDeterministic();
    void badArgumentsExitWithStatusTwo();
    void liveScrapeMatchesBackfill_data();
    void liveScrapeMatchesBackfill();
    void prometheusServesBackfilledHistory();
    void prometheusServesADialectWithFaults();
    void victoriaMetricsMatchesPrometheus();
    void prometheusContinuesHistoryWithLiveScrapes();
    void missingBackendNamesItsPackage();

  private:
    void checkHistory(PromStack &stack);
    PromStack *prometheus();

    std::unique_ptr<PromStack> m_prometheus;
};

PromStack *TestFleetSim::prometheus()
{
    if (!m_prometheus) {
        auto stack =
            std::make_unique<PromStack>(historyOptions(PromStackOptions::Backend::Prometheus));
        QString error;
        if (!stack->start(&error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        m_prometheus = std::move(stack);
    }
    return m_prometheus.get();
}

void TestFleetSim::backfillIsDeterministic()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 to = fixedHistoryEnd();
    // Thirty minutes around the scale-up, so the surge pods are in the output.
    const QStringList common{u"--nodes"_s,       u"2"_s,
                             u"--gpus"_s,        u"4"_s,
                             u"--origin"_s,      QString::number(to - 8 * 86400),
                             u"--incident-at"_s, QString::number(to - 2 * 3600),
                             u"--from"_s,        QString::number(to - 2 * 3600),
                             u"--to"_s,          QString::number(to - 2 * 3600 + 1800)};
    auto backfill = [&](const QString &name, const QString &seed) {
        const ProcessRun run = runFleetSim(
            common + QStringList{u"--seed"_s, seed, u"--backfill"_s, dir.filePath(name)});
        return run.exitCode == 0 ? readFile(dir.filePath(name)) : QByteArray();
    };
    const QByteArray first = backfill(u"a.om"_s, u"7"_s);
    const QByteArray second = backfill(u"b.om"_s, u"7"_s);
    const QByteArray otherSeed = backfill(u"c.om"_s, u"8"_s);
    QVERIFY(!first.isEmpty());
    QVERIFY(first.endsWith("# EOF\n"));
    QVERIFY(first.contains("inference_request_duration_seconds_bucket{"));
    QVERIFY(first == second);
    QVERIFY(first != otherSeed);
}

void TestFleetSim::badArgumentsExitWithStatusTwo()
{
    const QList<QStringList> cases{
        {u"--nodes"_s, u"many"_s, u"--listen"_s, u"127.0.0.1:0"_s},
        {u"--listen"_s, u"192.0.2.1:9400"_s},
        {u"--backfill"_s, u"-"_s, u"--from"_s, u"100"_s},
        {u"--no-such-option"_s},
        {},
        {u"--latency"_s, u"jaeger"_s, u"--listen"_s, u"127.0.0.1:0"_s},
        {u"--ksm"_s, u"some"_s, u"--listen"_s, u"127.0.0.1:0"_s},
        {u"--host-label"_s, u"HOSTNAME"_s, u"--listen"_s, u"127.0.0.1:0"_s},
        {u"--fleet"_s, u"no-such-fleet"_s, u"--listen"_s, u"127.0.0.1:0"_s},
    };
    for (const QStringList &arguments : cases) {
        const ProcessRun run = runFleetSim(arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(arguments.join(u' ')));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.out.isEmpty());
    }
    QVERIFY(runFleetSim({u"--listen"_s, u"192.0.2.1:9400"_s}).err.contains("non-loopback"));
    const ProcessRun help = runFleetSim({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    for (const char *option :
         {"--nodes",   "--gpus",       "--seed",           "--origin",      "--incident-at",
          "--listen",  "--backfill",   "--from",           "--to",          "--backfill-format",
          "--fleet",   "--host-label", "--no-fb-reserved", "--no-gpu-util", "--ksm",
          "--mig",     "--latency",    "--health-faults",  "dcgm4-vllm",    "mig-triton",
          "tgi-no-ksm"})
        QVERIFY2(help.out.contains(option), option);
    QVERIFY(runFleetSim({u"--latency"_s, u"jaeger"_s, u"--listen"_s, u"127.0.0.1:0"_s})
                .err.contains("vllm, triton, tgi, otel, otel-ms"));
}

void TestFleetSim::liveScrapeMatchesBackfill_data()
{
    QTest::addColumn<QStringList>("dialect");
    QTest::newRow("fleet-sim") << QStringList{};
    // Every per-GPU and per-pod code path of the dialects at once.
    QTest::newRow("dialects") << QStringList{u"--fleet"_s, u"dcgm4-vllm"_s, u"--mig"_s,
                                             u"--health-faults"_s};
    QTest::newRow("triton") << QStringList{u"--latency"_s, u"triton"_s};
}

void TestFleetSim::liveScrapeMatchesBackfill()
{
    QFETCH(QStringList, dialect);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    // An incident in progress, so that surge pods and grown memory are live.
    const QStringList model =
        QStringList{u"--nodes"_s,       u"2"_s,
                    u"--gpus"_s,        u"4"_s,
                    u"--origin"_s,      QString::number(now / 86400 * 86400 - 7 * 86400),
                    u"--incident-at"_s, QString::number(now - 16 * 60)} +
        dialect;
    QProcess live;
    live.start(QStringLiteral(FLEETSIM_BIN), model + QStringList{u"--listen"_s, u"127.0.0.1:0"_s});
    QVERIFY(live.waitForStarted());
    auto cleanup = qScopeGuard([&] {
        live.terminate();
        live.waitForFinished();
    });
    QTRY_VERIFY_WITH_TIMEOUT(live.canReadLine(), 30000);
    const QByteArray line = live.readLine().trimmed();
    QVERIFY2(line.startsWith("listening on 127.0.0.1:"), line.constData());
    const QByteArray port = line.mid(line.lastIndexOf(':') + 1);

    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy);
    auto get = [&](const QByteArray &path, int *status) {
        QNetworkReply *reply = network.get(
            QNetworkRequest(QUrl(QString::fromLatin1("http://127.0.0.1:" + port + path))));
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, reply, &QNetworkReply::abort);
        loop.exec();
        *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->readAll();
        delete reply;
        return body;
    };

    int status = 0;
    get("/nope", &status);
    QCOMPARE(status, 404);

    // Retry when the scrape straddles a 15 s step boundary.
    QByteArray scraped;
    qint64 step = 0;
    for (int attempt = 0; attempt < 3 && step == 0; ++attempt) {
        const qint64 before = QDateTime::currentSecsSinceEpoch() / 15;
        scraped = get("/metrics", &status);
        const qint64 after = QDateTime::currentSecsSinceEpoch() / 15;
        if (status == 200 && before == after)
            step = before;
    }
    QVERIFY(step != 0);
    QVERIFY(scraped.contains("namespace=\"team-b\""));

    const ProcessRun backfill =
        runFleetSim(model + QStringList{u"--backfill"_s, u"-"_s, u"--backfill-format"_s,
                                        u"prometheus-ms"_s, u"--from"_s, QString::number(step * 15),
                                        u"--to"_s, QString::number(step * 15)});
    QCOMPARE(backfill.exitCode, 0);
    const QByteArray suffix = ' ' + QByteArray::number(step * 15 * 1000) + '\n';
    QByteArray expected = backfill.out;
    expected.replace(suffix, "\n");
    QCOMPARE(scraped, expected);
}

void TestFleetSim::checkHistory(PromStack &stack)
{
    QString error;
    const qint64 from = stack.historyFromSecs();
    const qint64 to = stack.historyToSecs();
    const qint64 incident = stack.incidentAtSecs();
    QCOMPARE(to - from, kHistorySecs);

    // Every GPU has a sample at every 15 s step of the window. Pods moving on
    // and off a GPU change its labels, so count per UUID.
    const QJsonArray perGpu = query(
        stack, u"sum by (UUID) (count_over_time(DCGM_FI_DEV_FB_USED[%1s]))"_s.arg(kHistorySecs + 1),
        to, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(perGpu.size(), kGpuCount);
    for (const QJsonValue &series : perGpu)
        QCOMPARE(series[u"value"_s][1].toString(), QString::number(kHistorySecs / 15 + 1));

    // Samples sit exactly on the 15 s grid.
    const QJsonArray stamps = queryRange(
        stack, u"timestamp(DCGM_FI_DEV_FB_USED{namespace=\"team-a\"})"_s, from, to, 15, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!stamps.isEmpty());
    for (const QJsonValue &series : stamps) {
        const QJsonArray values = series[u"values"_s].toArray();
        QCOMPARE(values.size(), kHistorySecs / 15 + 1);
        for (const QJsonValue &point : values)
            QCOMPARE(point[1].toString().toDouble(), point[0].toDouble());
    }

    // Memory leads: past 90 % at I+13m, normal half an hour before.
    const double memoryBefore = scalarAt(stack, kMemoryPercent, incident - 1800, &error);
    const double memoryDuring = scalarAt(stack, kMemoryPercent, incident + 13 * 60, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(memoryBefore < 85.0, qPrintable(QString::number(memoryBefore)));
    QVERIFY2(memoryDuring > 90.0, qPrintable(QString::number(memoryDuring)));

    // Latency follows a few minutes later.
    const double p95Before = scalarAt(stack, kLatencyP95, incident - 1800, &error);
    const double p95During = scalarAt(stack, kLatencyP95, incident + 16 * 60, &error);
    const double p95After = scalarAt(stack, kLatencyP95, incident + 35 * 60, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(p95Before > 0.3 && p95Before < 0.6, qPrintable(QString::number(p95Before)));
    QVERIFY2(p95During > 2.0, qPrintable(QString::number(p95During)));
    QVERIFY2(p95After < 1.0, qPrintable(QString::number(p95After)));

    // Compute does not move with latency: team-b's utilisation relative to
    // team-a's (which cancels the time of day) stays put while P95 is > 2 s.
    const double utilBefore = scalarAt(stack, kUtilisationRatio, incident - 300, &error);
    const double utilDuring = scalarAt(stack, kUtilisationRatio, incident + 13 * 60, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(std::abs(utilDuring / utilBefore - 1.0) < 0.2,
             qPrintable(u"%1 vs %2"_s.arg(utilBefore).arg(utilDuring)));

    // The autoscaler answers.
    const QString spec = u"kube_deployment_spec_replicas{namespace=\"team-b\"}"_s;
    const QString available = u"kube_deployment_status_replicas_available{namespace=\"team-b\"}"_s;
    const double specBefore = scalarAt(stack, spec, incident - 300, &error);
    QVERIFY(scalarAt(stack, spec, incident + 16 * 60, &error) > specBefore);
    QVERIFY(scalarAt(stack, available, incident + 20 * 60, &error) > specBefore);
    QCOMPARE(scalarAt(stack, available, incident + 45 * 60, &error), specBefore);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestFleetSim::prometheusServesBackfilledHistory()
{
    PromStack *stack = prometheus();
    QVERIFY2(stack, "Prometheus stack did not start (see warning above)");
    const QJsonDocument sources = [&] {
        QFile file(stack->sourcesFile());
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll())
                                              : QJsonDocument();
    }();
    QCOMPARE(sources[u"sources"_s][0][u"name"_s].toString(), u"prom"_s);
    QCOMPARE(sources[u"sources"_s][0][u"url"_s].toString(), stack->baseUrl().toString());
    checkHistory(*stack);
}

void TestFleetSim::prometheusServesADialectWithFaults()
{
    // PromStack hands the dialect to fleet-sim; promtool takes vLLM's colons,
    // and the GPU that fell off the bus at I+6m does not stall the wait for
    // the history.
    PromStackOptions options = historyOptions(PromStackOptions::Backend::Prometheus);
    options.historySecs = 1200;
    options.incidentAtSecs = options.endSecs - 1800;
    options.fleetSimArguments = {u"--fleet"_s, u"dcgm4-vllm"_s, u"--health-faults"_s};
    PromStack stack(options);
    const QStringList arguments = stack.fleetSimModelArguments();
    QCOMPARE(arguments.mid(arguments.size() - options.fleetSimArguments.size()),
             options.fleetSimArguments);
    QString error;
    QVERIFY2(stack.start(&error), qPrintable(error));
    const qint64 to = stack.historyToSecs();
    QCOMPARE(scalarAt(stack, u"count(DCGM_FI_DEV_FB_USED{hostname=~\"aks-.+\"})"_s, to, &error),
             double(kGpuCount - 1));
    QCOMPARE(scalarAt(stack, u"count(DCGM_EXP_XID_ERRORS_COUNT)"_s, to, &error),
             double(kGpuCount - 1));
    QCOMPARE(scalarAt(stack, u"count(kube_deployment_status_replicas)"_s, to, &error), 3.0);
    QVERIFY(scalarAt(stack, u"sum(vllm:e2e_request_latency_seconds_count)"_s, to, &error) > 0);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &absent :
         {u"DCGM_FI_DEV_FB_RESERVED"_s, u"inference_request_duration_seconds_count"_s,
          u"kube_deployment_status_replicas_available"_s}) {
        QVERIFY(query(stack, absent, to, &error).isEmpty());
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
}

void TestFleetSim::victoriaMetricsMatchesPrometheus()
{
    PromStack vm(historyOptions(PromStackOptions::Backend::VictoriaMetrics));
    QString error;
    QVERIFY2(vm.start(&error), qPrintable(error));
    checkHistory(vm);

    PromStack *prom = prometheus();
    QVERIFY2(prom, "Prometheus stack did not start (see warning above)");
    QCOMPARE(vm.historyFromSecs(), prom->historyFromSecs());
    QCOMPARE(vm.historyToSecs(), prom->historyToSecs());
    for (const QString &promql :
         {u"DCGM_FI_DEV_FB_USED{namespace=\"team-a\"}"_s, u"kube_deployment_spec_replicas"_s}) {
        const QList<QJsonObject> fromVm = sortedByLabels(
            queryRange(vm, promql, vm.historyFromSecs(), vm.historyToSecs(), 60, &error));
        const QList<QJsonObject> fromProm = sortedByLabels(
            queryRange(*prom, promql, prom->historyFromSecs(), prom->historyToSecs(), 60, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!fromProm.isEmpty());
        QCOMPARE(fromVm.size(), fromProm.size());
        for (qsizetype i = 0; i < fromProm.size(); ++i) {
            QCOMPARE(fromVm[i][u"metric"_s].toObject(), fromProm[i][u"metric"_s].toObject());
            const QJsonArray a = fromVm[i][u"values"_s].toArray();
            const QJsonArray b = fromProm[i][u"values"_s].toArray();
            QCOMPARE(a.size(), b.size());
            for (qsizetype j = 0; j < a.size(); ++j) {
                QCOMPARE(a[j][0].toDouble(), b[j][0].toDouble());
                QCOMPARE(a[j][1].toString().toDouble(), b[j][1].toString().toDouble());
            }
        }
    }
}

void TestFleetSim::prometheusContinuesHistoryWithLiveScrapes()
{
    PromStackOptions options;
    options.nodes = kNodes;
    options.gpus = kGpus;
    options.historySecs = 1800;
    options.liveScrape = true;
    // Keep the incident out of the window: no pod moves near the seam.
    options.incidentAtSecs = QDateTime::currentSecsSinceEpoch() - 5 * 3600;
    PromStack stack(options);
    QString error;
    QVERIFY2(stack.start(&error), qPrintable(error));

    // Wait for the first live scrape to land after the backfilled history.
    double newest = 0.0;
    QTRY_VERIFY_WITH_TIMEOUT((newest = scalarAt(stack, u"max(timestamp(DCGM_FI_DEV_FB_USED))"_s,
                                                QDateTime::currentSecsSinceEpoch(), &error)) >
                                 stack.historyToSecs(),
                             60000);
    error.clear();
    const qint64 at = qint64(std::ceil(newest));

    // Live series carry the backfill's labels: no duplicates within the
    // lookback window where both are visible, and counters never go back.
    QCOMPARE(scalarAt(stack, u"count(DCGM_FI_DEV_FB_USED)"_s, at, &error), double(kGpuCount));
    QCOMPARE(scalarAt(stack, u"count(DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION)"_s, at, &error),
             double(kGpuCount));
    QCOMPARE(
        scalarAt(stack, u"sum(resets(DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION[10m]))"_s, at, &error),
        0.0);
    QCOMPARE(scalarAt(stack, u"sum(resets(inference_request_duration_seconds_count[10m]))"_s, at,
                      &error),
             0.0);
    QCOMPARE(scalarAt(stack, u"up{job=\"fleet-sim\"}"_s, at, &error), 1.0);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestFleetSim::missingBackendNamesItsPackage()
{
    for (const auto backend :
         {PromStackOptions::Backend::Prometheus, PromStackOptions::Backend::VictoriaMetrics}) {
        PromStackOptions options;
        options.backend = backend;
        options.historySecs = 900;
        PromStack stack(options);
        stack.prometheusPath = u"prometheus-not-installed"_s;
        stack.victoriaMetricsPath = u"victoria-metrics-not-installed"_s;
        QString error;
        QVERIFY(!stack.start(&error));
        const QString package = backend == PromStackOptions::Backend::Prometheus
                                    ? u"'prometheus'"_s
                                    : u"'victoria-metrics'"_s;
        QVERIFY2(error.contains(u"install the Debian package "_s + package), qPrintable(error));
    }
}

QTEST_GUILESS_MAIN(TestFleetSim)
#include "tst_fleetsim.moc"
