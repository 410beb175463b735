// fleetscope-cli query and the live tail merge against real backends:
// Prometheus over a backfilled TSDB, and VictoriaMetrics with the same data.
#include "dashboard.h"
#include "labels.h"
#include "liveworkspace.h"
#include "processrun.h"
#include "promformat.h"
#include "promstack.h"
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

  private:
    std::unique_ptr<PromStack> m_prom;
    std::unique_ptr<PromStack> m_vm;
};

QTEST_GUILESS_MAIN(TestCliQuery)
#include "tst_cliquery.moc"
