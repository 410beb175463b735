// fleetscope-cli query and the live tail merge against real backends:
// Prometheus over a backfilled TSDB, and VictoriaMetrics with the same data.
#include "dashboard.h"
#include "fleetaggregates.h"
#include "labels.h"
#include "liveworkspace.h"
#include "processrun.h"
#include "promformat.h"
#include "promstack.h"
#include "reduction.h"
#include "timecursor.h"

#include <cmath>
#include <map>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <set>

using namespace Qt::StringLiterals;

namespace {
ProcessRun runCli(const QStringList &args)
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN), args);
}

// The backend's own answer in the CLI's CSV form: one line per sample.
std::multiset<QByteArray> expectedLines(const QJsonDocument &doc)
{
    std::multiset<QByteArray> lines;
    for (const auto &r : doc.object()
                             .value(QLatin1String("data"))
                             .toObject()
                             .value(QLatin1String("result"))
                             .toArray()) {
        const QJsonObject o = r.toObject();
        std::vector<Labels::Pair> pairs;
        const QJsonObject metric = o.value(QLatin1String("metric")).toObject();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            pairs.emplace_back(it.key(), it.value().toString());
        const QByteArray series = PromFormat::csvField(Labels(std::move(pairs)).toPromQL());
        for (const auto &v : o.value(QLatin1String("values")).toArray()) {
            const QJsonArray pair = v.toArray();
            const qint64 ms = qint64(std::llround(pair.at(0).toDouble() * 1000));
            lines.insert(series + ',' + PromFormat::timestamp(ms) + ',' +
                         pair.at(1).toString().toUtf8());
        }
    }
    return lines;
}

std::multiset<QByteArray> csvLines(const QByteArray &csv)
{
    QList<QByteArray> rows = csv.split('\n');
    std::multiset<QByteArray> out;
    for (qsizetype i = 1; i < rows.size(); ++i) // skip the header
        if (!rows[i].isEmpty())
            out.insert(rows[i]);
    return out;
}

// VictoriaMetrics prints some floats in another notation, and sums in
// parallel, so the same query can differ in the last bits between two
// requests: compare numbers to 1e-12 relative, keys exactly.
bool sameNumbers(const std::multiset<QByteArray> &a, const std::multiset<QByteArray> &b)
{
    if (a.size() != b.size())
        return false;
    std::map<QByteArray, double> left;
    for (const QByteArray &l : a) {
        const int comma = l.lastIndexOf(',');
        left[l.left(comma)] = l.mid(comma + 1).toDouble();
    }
    for (const QByteArray &l : b) {
        const int comma = l.lastIndexOf(',');
        auto it = left.find(l.left(comma));
        if (it == left.end())
            return false;
        const double x = it->second, y = l.mid(comma + 1).toDouble();
        if (std::isnan(x) != std::isnan(y))
            return false;
        if (!std::isnan(x) && x != y &&
            std::fabs(x - y) > 1e-12 * std::max(std::fabs(x), std::fabs(y)))
            return false;
    }
    return true;
}

const char *const kQueries[] = {
    "DCGM_FI_DEV_FB_USED",
    "100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + DCGM_FI_DEV_FB_FREE + "
    "DCGM_FI_DEV_FB_RESERVED)",
    "histogram_quantile(0.95, sum by (le, namespace, pod) "
    "(rate(inference_request_duration_seconds_bucket[1m])))",
    "kube_deployment_status_replicas_available",
    "sum by (Hostname) (DCGM_FI_DEV_POWER_USAGE)",
    "DCGM_FI_DEV_GPU_UTIL / 0",    // +Inf and NaN (0/0 where util is 0)
    "DCGM_FI_DEV_GPU_TEMP > 1000", // an empty result
};

// Relative to the larger magnitude: VictoriaMetrics sums in parallel.
bool near(double a, double b)
{
    return a == b || std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

bool nearPoints(const QList<QPointF> &a, const QList<QPointF> &b, QString *why)
{
    if (a.size() != b.size()) {
        *why = QStringLiteral("%1 points against %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i].x() != b[i].x() || !near(a[i].y(), b[i].y())) {
            *why = QStringLiteral("point %1: (%2, %3) against (%4, %5)")
                       .arg(i)
                       .arg(qint64(a[i].x()))
                       .arg(a[i].y(), 0, 'g', 17)
                       .arg(qint64(b[i].x()))
                       .arg(b[i].y(), 0, 'g', 17);
            return false;
        }
    return true;
}
} // namespace

class TestCliQuery : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        PromStackOptions prom;
        prom.backend = PromStackOptions::Backend::Prometheus;
        prom.historySecs = 4 * 3600;
        m_prom = std::make_unique<PromStack>(prom);
        QVERIFY2(m_prom->start(&error), qPrintable(error));
        PromStackOptions vm = prom;
        vm.backend = PromStackOptions::Backend::VictoriaMetrics;
        vm.endSecs = m_prom->historyToSecs(); // the very same history
        m_vm = std::make_unique<PromStack>(vm);
        QVERIFY2(m_vm->start(&error), qPrintable(error));
    }

    void matchesBackend_data()
    {
        QTest::addColumn<int>("backend");
        QTest::addColumn<QString>("promql");
        for (int b = 0; b < 2; ++b)
            for (const char *q : kQueries)
                QTest::addRow("%s: %s", b == 0 ? "prometheus" : "victoriametrics", q)
                    << b << QString::fromLatin1(q);
    }
    void matchesBackend()
    {
        QFETCH(int, backend);
        QFETCH(QString, promql);
        PromStack &stack = backend == 0 ? *m_prom : *m_vm;
        const qint64 to = stack.historyToSecs() - 300;
        const qint64 from = to - 3600;
        const ProcessRun run =
            runCli({QStringLiteral("query"), QStringLiteral("--sources"), stack.sourcesFile(),
                    QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
                    promql, QStringLiteral("--from"), QString::number(from), QStringLiteral("--to"),
                    QString::number(to), QStringLiteral("--step"), QStringLiteral("15s")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.startsWith("series,timestamp,value\n"));

        QUrlQuery q;
        q.addQueryItem(QStringLiteral("query"), promql);
        q.addQueryItem(QStringLiteral("start"), QString::number(from));
        q.addQueryItem(QStringLiteral("end"), QString::number(to));
        q.addQueryItem(QStringLiteral("step"), QStringLiteral("15"));
        QString error;
        const QJsonDocument doc = stack.getJson(QStringLiteral("/api/v1/query_range"), q, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto expected = expectedLines(doc);
        const auto actual = csvLines(run.out);
        if (!promql.contains(QLatin1String("> 1000")))
            QVERIFY2(!expected.empty(),
                     "the backend returned no data; the test would prove nothing");
        if (backend == 0)
            QVERIFY(actual == expected); // byte for byte, as Prometheus prints it
        else
            QVERIFY(sameNumbers(actual, expected));
    }

    void jsonFormatRoundTrips()
    {
        const qint64 to = m_prom->historyToSecs();
        const ProcessRun run =
            runCli({QStringLiteral("query"), QStringLiteral("--sources"), m_prom->sourcesFile(),
                    QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
                    QStringLiteral("DCGM_FI_DEV_FB_USED"), QStringLiteral("--from"),
                    QString::number(to - 600), QStringLiteral("--to"), QString::number(to),
                    QStringLiteral("--step"), QStringLiteral("15s"), QStringLiteral("--format"),
                    QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonDocument doc = QJsonDocument::fromJson(run.out);
        QCOMPARE(doc.object().value(QLatin1String("status")).toString(), QStringLiteral("success"));
        const QJsonArray result = doc.object()
                                      .value(QLatin1String("data"))
                                      .toObject()
                                      .value(QLatin1String("result"))
                                      .toArray();
        QCOMPARE(result.size(), m_prom->options().nodes * m_prom->options().gpus);
        QCOMPARE(result.first().toObject().value(QLatin1String("values")).toArray().size(), 41);
    }

    void chunkedEqualsSingle()
    {
        // The same 2 h at 5 s: one request, or 25 requests of 60 points.
        const QString chunked = m_prom->workDir() + QStringLiteral("/chunked-sources.json");
        QFile f(chunked);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"sources":[{"name":"prom","type":"prometheus","url":")" +
                m_prom->baseUrl().toString().toUtf8() + R"(","maxPoints":60}]})");
        f.close();
        const qint64 to = m_prom->historyToSecs() - 120;
        const QStringList common = {
            QStringLiteral("--source"), QStringLiteral("prom"),
            QStringLiteral("--promql"), QStringLiteral("DCGM_FI_DEV_GPU_UTIL"),
            QStringLiteral("--from"),   QString::number(to - 7200),
            QStringLiteral("--to"),     QString::number(to),
            QStringLiteral("--step"),   QStringLiteral("5s")};
        const ProcessRun one =
            runCli(QStringList{QStringLiteral("query"), QStringLiteral("--sources"),
                               m_prom->sourcesFile()} +
                   common);
        const ProcessRun many = runCli(
            QStringList{QStringLiteral("query"), QStringLiteral("--sources"), chunked} + common);
        QVERIFY2(one.exitCode == 0, one.err.constData());
        QVERIFY2(many.exitCode == 0, many.err.constData());
        // Every GPU for every step at least (pods that moved add a few series).
        QVERIFY(csvLines(many.out).size() >=
                std::size_t(1441 * m_prom->options().nodes * m_prom->options().gpus));
        QVERIFY(csvLines(many.out) == csvLines(one.out));
    }

    void beyondResolutionLimitIsChunkedNotRejected()
    {
        // 4 h at 1 s is 14,401 points: Prometheus rejects that in one request.
        const qint64 to = m_prom->historyToSecs();
        const ProcessRun run =
            runCli({QStringLiteral("query"), QStringLiteral("--sources"), m_prom->sourcesFile(),
                    QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
                    QStringLiteral("max(DCGM_FI_DEV_GPU_TEMP)"), QStringLiteral("--from"),
                    QString::number(to - 4 * 3600), QStringLiteral("--to"), QString::number(to),
                    QStringLiteral("--step"), QStringLiteral("1s")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(csvLines(run.out).size(), std::size_t(4 * 3600 + 1));
    }

    void versionAndUsage()
    {
        const ProcessRun version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QByteArray("fleetscope-cli " FLEETSCOPE_VERSION_TEXT "\n"));
        const ProcessRun help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith("usage: fleetscope-cli COMMAND"));
        const ProcessRun none = runCli({});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.out.isEmpty());
        QVERIFY(none.err.startsWith("usage: "));
    }

    void errorsAreOneLineAndNonZero()
    {
        const qint64 to = m_prom->historyToSecs();
        const ProcessRun bad =
            runCli({QStringLiteral("query"), QStringLiteral("--sources"), m_prom->sourcesFile(),
                    QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
                    QStringLiteral("sum(rate(x[5m]"), QStringLiteral("--from"),
                    QString::number(to - 60), QStringLiteral("--to"), QString::number(to)});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.err.contains("bad_data"), bad.err.constData());
        QCOMPARE(bad.err.count('\n'), 1);
        const ProcessRun unknown =
            runCli({QStringLiteral("query"), QStringLiteral("--sources"), m_prom->sourcesFile(),
                    QStringLiteral("--source"), QStringLiteral("nope"), QStringLiteral("--promql"),
                    QStringLiteral("up"), QStringLiteral("--from"), QStringLiteral("now-1h"),
                    QStringLiteral("--to"), QStringLiteral("now")});
        QVERIFY(unknown.exitCode != 0);
        QVERIFY(unknown.err.contains("nope"));
    }

    void liveTailMergeEqualsFreshFetch()
    {
        const QString promql = QStringLiteral("DCGM_FI_DEV_FB_USED");
        Dashboard d;
        d.defaultRangeMs = 3'600'000;
        d.refreshMs = 3'600'000; // the test moves the clock itself
        LaneSpec lane;
        lane.id = QStringLiteral("mem");
        QuerySpec q;
        q.source = QStringLiteral("prom");
        q.promql = promql;
        lane.queries.push_back(q);
        d.lanes.push_back(lane);
        QFile sf(m_prom->sourcesFile());
        QVERIFY(sf.open(QIODevice::ReadOnly));
        const auto sources = SourceConfig::parseFile(sf.readAll());
        QVERIFY(sources.has_value());

        const qint64 t0 = (m_prom->historyToSecs() - 1800) * 1000;
        const qint64 t1 = t0 + 10 * 60'000 + 7'000; // ten minutes later, off the grid
        QNetworkAccessManager nam;
        auto load = [&](const qint64 &now, LiveWorkspace &ws) {
            ws.setClock([&now] { return now; });
            ws.setFetchDelay(0);
            ws.setPaused(true);
            ws.setSources(SourceList{*sources});
            QSignalSpy data(&ws, &LiveWorkspace::laneDataChanged);
            ws.setDashboard(d);
            QVERIFY(data.wait(30'000));
            QVERIFY(!ws.laneStatus(0).error);
        };
        qint64 clock = t0;
        LiveWorkspace live(&nam);
        load(clock, live);
        const std::size_t before = live.laneData(0)->gridSize();
        clock = t1;
        QSignalSpy tail(&live, &LiveWorkspace::laneDataChanged);
        live.refreshNow();
        QVERIFY(tail.wait(30'000));
        QVERIFY(live.laneData(0)->gridSize() > before);

        const qint64 freshClock = t1;
        LiveWorkspace fresh(&nam);
        load(freshClock, fresh);
        const SeriesSet &a = *live.laneData(0);
        const SeriesSet &b = *fresh.laneData(0);
        QVERIFY(!b.series.empty());
        QCOMPARE(a.series.size(), b.series.size());
        // Every point of the fresh fetch is in the merged store, identical.
        for (std::size_t s = 0; s < b.series.size(); ++s) {
            QCOMPARE(a.series[s].labels, b.series[s].labels);
            for (std::size_t i = 0; i < b.timesMs.size(); ++i) {
                const int j = a.indexAtOrBefore(b.timesMs[i]);
                QVERIFY(j >= 0);
                QCOMPARE(a.timesMs[std::size_t(j)], b.timesMs[i]);
                QCOMPARE(a.series[s].has(std::size_t(j)), b.series[s].has(i));
                if (b.series[s].has(i))
                    QCOMPARE(a.series[s].values[std::size_t(j)], b.series[s].values[i]);
            }
        }
        // And the merged store holds nothing past the fresh fetch's end.
        QCOMPARE(a.timesMs.back(), b.timesMs.back());
    }

    // Lanes at fleet scale: the server's envelope and top k against the
    // same lane reduced from every series, on both backends.
    void serverEnvelopeEqualsLocal_data()
    {
        QTest::addColumn<int>("backend");
        QTest::addColumn<QString>("promql");
        QTest::addColumn<int>("aggregate");
        QTest::addColumn<bool>("high");
        const struct
        {
            const char *promql;
            Aggregate aggregate;
            bool high;
        } lanes[] = {
            {"DCGM_FI_DEV_FB_USED", Aggregate::P95, true},
            {"DCGM_FI_DEV_GPU_UTIL", Aggregate::Avg, false},
            {"DCGM_FI_DEV_GPU_TEMP", Aggregate::Max, true}, // its line is the max part
            {"sum by (Hostname) (DCGM_FI_DEV_POWER_USAGE)", Aggregate::Sum, true},
            {"histogram_quantile(0.95, sum by (le, pod) "
             "(rate(inference_request_duration_seconds_bucket[1m])))",
             Aggregate::P99, true},
        };
        for (int b = 0; b < 2; ++b)
            for (const auto &l : lanes)
                QTest::addRow("%s: %s", b == 0 ? "prometheus" : "victoriametrics", l.promql)
                    << b << QString::fromLatin1(l.promql) << int(l.aggregate) << l.high;
    }
    void serverEnvelopeEqualsLocal()
    {
        QFETCH(int, backend);
        QFETCH(QString, promql);
        QFETCH(int, aggregate);
        QFETCH(bool, high);
        PromStack &stack = backend == 0 ? *m_prom : *m_vm;
        LaneSpec lane = laneOf(promql, Aggregate(aggregate), high);
        lane.serverAggregatesAbove = 0; // every series
        const auto local = openLane(stack, lane);
        QVERIFY(local);
        lane.serverAggregatesAbove = 1; // the server's aggregates
        const auto remote = openLane(stack, lane);
        QVERIFY(remote);
        const SeriesSet &all = *local->laneData(0);
        const SeriesSet &server = *remote->laneData(0);
        QVERIFY(all.series.size() > 1);
        QVERIFY(!FleetAggregates::isServerAggregated(all));
        QVERIFY(FleetAggregates::isServerAggregated(server));
        // Only the envelope's four parts and the top k travelled.
        QStringList fetched;
        for (const Labels &l : FleetAggregates::fetchedSeries(server))
            fetched << l.toPromQL();
        QVERIFY2(fetched.size() == qsizetype(std::min<std::size_t>(3, all.series.size())),
                 qPrintable(fetched.join(u'\n')));
        QCOMPARE(server.timesMs, all.timesMs);

        Reduction::Input in;
        in.fromMs = local->cursor()->fromMs();
        in.toMs = local->cursor()->toMs();
        in.widthPx = 400;
        in.aggregate = Aggregate(aggregate);
        in.topK = 3;
        in.outliersHigh = high;
        const LaneFrame a = Reduction::reduce(all, in);
        const LaneFrame b = Reduction::reduce(server, in);
        QVERIFY(b.serverAggregated);
        QCOMPARE(b.seriesCount, a.seriesCount);
        QString why;
        QVERIFY2(nearPoints(b.envelopeLow, a.envelopeLow, &why), qPrintable(u"low: "_s + why));
        QVERIFY2(nearPoints(b.envelopeHigh, a.envelopeHigh, &why), qPrintable(u"high: "_s + why));
        // The aggregate at every grid time (a mean or sum may differ in its
        // last bits, and then thin to other points: compared as values).
        for (qint64 t : all.timesMs) {
            const CrosshairValues x = Reduction::valuesAt(all, t, in);
            const CrosshairValues y = Reduction::valuesAt(server, t, in);
            QCOMPARE(y.valid, x.valid);
            if (x.valid)
                QVERIFY2(near(y.aggregate, x.aggregate),
                         qPrintable(QStringLiteral("at %1: %2 against %3")
                                        .arg(t)
                                        .arg(y.aggregate, 0, 'g', 17)
                                        .arg(x.aggregate, 0, 'g', 17)));
        }
        // The same top k: ties may pick other GPUs, never other scores.
        QCOMPARE(b.outliers.size(), a.outliers.size());
        for (std::size_t j = 0; j < a.outliers.size(); ++j)
            QVERIFY2(near(b.outliers[j].score, a.outliers[j].score),
                     qPrintable(QStringLiteral("outlier %1: %2 against %3")
                                    .arg(j)
                                    .arg(b.outliers[j].score)
                                    .arg(a.outliers[j].score)));
        // The crosshair reads the same envelope.
        for (const qint64 t : {in.fromMs + 600'000, (in.fromMs + in.toMs) / 2, in.toMs}) {
            const CrosshairValues x = Reduction::valuesAt(all, t, in);
            const CrosshairValues y = Reduction::valuesAt(server, t, in);
            QCOMPARE(y.valid, x.valid);
            if (!x.valid)
                continue;
            QCOMPARE(y.timeMs, x.timeMs);
            QVERIFY(near(y.low, x.low));
            QVERIFY(near(y.high, x.high));
            QVERIFY2(near(y.aggregate, x.aggregate),
                     qPrintable(QStringLiteral("%1 against %2").arg(y.aggregate).arg(x.aggregate)));
        }
    }

    void laneSwitchesModeAtTheThreshold_data()
    {
        QTest::addColumn<int>("backend");
        QTest::newRow("prometheus") << 0;
        QTest::newRow("victoriametrics") << 1;
    }
    void laneSwitchesModeAtTheThreshold()
    {
        QFETCH(int, backend);
        PromStack &stack = backend == 0 ? *m_prom : *m_vm;
        LaneSpec lane = laneOf(QStringLiteral("DCGM_FI_DEV_FB_USED"), Aggregate::Max, true);
        QString error;
        const QJsonDocument counted = stack.getJson(
            QStringLiteral("/api/v1/query"),
            QUrlQuery{{QStringLiteral("query"), QStringLiteral("count(DCGM_FI_DEV_FB_USED)")},
                      {QStringLiteral("time"), QString::number(stack.historyToSecs() - 600)}},
            &error);
        const int gpus =
            counted.object()[u"data"_s][u"result"_s][0][u"value"_s][1].toString().toInt();
        QVERIFY2(gpus > 4, qPrintable(error));
        // The count is taken at the window's end (a GPU that left earlier
        // still has its series in the window).
        lane.serverAggregatesAbove = gpus; // at the threshold: every series
        auto ws = openLane(stack, lane);
        QVERIFY(ws);
        QVERIFY(int(ws->laneData(0)->series.size()) >= gpus);
        QVERIFY(!FleetAggregates::isServerAggregated(*ws->laneData(0)));

        lane.serverAggregatesAbove = gpus - 1; // one over it
        ws = openLane(stack, lane);
        QVERIFY(ws);
        const auto server = ws->laneData(0);
        QVERIFY(FleetAggregates::isServerAggregated(*server));
        // The most at any one time: at a pod's replacement both may report.
        QVERIFY(int(FleetAggregates::seriesCount(*server)) >= gpus);
        const auto fetched = FleetAggregates::fetchedSeries(*server);
        QCOMPARE(int(fetched.size()), 3);

        // A GPU outside the top k, clicked on another lane: fetched too,
        // with the same values as when every series came.
        lane.serverAggregatesAbove = 0;
        const auto localWs = openLane(stack, lane);
        QVERIFY(localWs);
        const SeriesSet &all = *localWs->laneData(0);
        const auto outside =
            std::find_if(all.series.begin(), all.series.end(), [&](const Series &s) {
                const SeriesSelector pick = SeriesSelector::fromSeries(s.labels);
                return std::none_of(fetched.begin(), fetched.end(),
                                    [&](const Labels &f) { return pick.matches(f); });
            });
        QVERIFY(outside != all.series.end());
        const SeriesSelector pick = SeriesSelector::fromSeries(outside->labels);
        QSignalSpy data(ws.get(), &LiveWorkspace::laneDataChanged);
        ws->setHighlight(pick);
        QTRY_VERIFY_WITH_TIMEOUT(ws->laneData(0)->indexOf(outside->labels) >= 0, 30'000);
        const SeriesSet &now = *ws->laneData(0);
        QVERIFY(FleetAggregates::isServerAggregated(now));
        QCOMPARE(int(FleetAggregates::fetchedSeries(now).size()), 4); // the top 3 kept
        const Series &got = now.series[std::size_t(now.indexOf(outside->labels))];
        for (std::size_t i = 0; i < all.gridSize(); ++i) {
            QCOMPARE(got.has(i), outside->has(i));
            if (outside->has(i))
                QVERIFY(near(got.values[i], outside->values[i]));
        }

        // A live tick on the server's aggregates asks for the tail only
        // and keeps the series it has.
        const std::size_t before = now.gridSize();
        m_clock += 5 * 60'000;
        ws->refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(ws->laneData(0)->gridSize() > before && !ws->laneStatus(0).loading,
                                 30'000);
        QVERIFY(FleetAggregates::isServerAggregated(*ws->laneData(0)));
        QCOMPARE(int(FleetAggregates::fetchedSeries(*ws->laneData(0)).size()), 4);
        QVERIFY(!ws->laneStatus(0).error);
    }

  private:
    static LaneSpec laneOf(const QString &promql, Aggregate aggregate, bool high)
    {
        LaneSpec lane;
        lane.id = QStringLiteral("lane");
        lane.aggregate = aggregate;
        lane.outliersHigh = high;
        lane.topK = 3;
        QuerySpec q;
        q.source = QStringLiteral("prom");
        q.promql = promql;
        lane.queries.push_back(q);
        return lane;
    }
    // One lane over the last 3.5 h of the stack's history (long enough to
    // be fetched in sub-ranges), loaded whole; paused, on the test's clock.
    std::unique_ptr<LiveWorkspace> openLane(PromStack &stack, const LaneSpec &lane)
    {
        QFile sf(stack.sourcesFile());
        if (!sf.open(QIODevice::ReadOnly))
            return nullptr;
        const auto sources = SourceConfig::parseFile(sf.readAll());
        if (!sources)
            return nullptr;
        Dashboard d;
        d.defaultRangeMs = 3 * 3'600'000 + 1'800'000;
        d.refreshMs = 3'600'000;
        d.lanes.push_back(lane);
        m_clock = (stack.historyToSecs() - 600) * 1000;
        auto ws = std::make_unique<LiveWorkspace>(&m_nam);
        ws->setClock([this] { return m_clock; });
        ws->setFetchDelay(0);
        ws->setPaused(true);
        ws->setSources(SourceList{*sources});
        ws->setDashboard(d);
        [[maybe_unused]] const bool settled = QTest::qWaitFor(
            [&] {
                const LaneStatus &st = ws->laneStatus(0);
                return !st.loading && (st.error || ws->laneData(0)->gridSize() > 0);
            },
            60'000);
        if (ws->laneStatus(0).error || ws->laneStatus(0).loading) {
            qWarning("the lane did not load: %s", ws->laneStatus(0).error
                                                      ? qPrintable(ws->laneStatus(0).error->message)
                                                      : "still loading");
            return nullptr;
        }
        return ws;
    }

    QNetworkAccessManager m_nam;
    qint64 m_clock = 0;
    std::unique_ptr<PromStack> m_prom;
    std::unique_ptr<PromStack> m_vm;
};

QTEST_GUILESS_MAIN(TestCliQuery)
#include "tst_cliquery.moc"
