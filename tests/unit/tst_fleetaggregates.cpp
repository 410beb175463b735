// Lanes at fleet scale (FleetAggregates, FleetAggregateJob, the reduction
// of server-side aggregates): the PromQL the lane writes, how its answer
// draws and reads against the same lane reduced from every series, and what
// the job asks and keeps when a part fails, against a scripted server. The
// same against real Prometheus and VictoriaMetrics: integration
// tst_cliquery.
#include "baseline.h"
#include "clientfixtures.h"
#include "cursorreadout.h"
#include "fakeprometheus.h"
#include "fleetaggregatejob.h"
#include "fleetaggregates.h"
#include "gridset.h"
#include "linkmemory.h"
#include "prometheusclient.h"
#include "reduction.h"

#include <cmath>
#include <limits>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFleetAggregates : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        // The client remembers links in the cache directory: the test's own.
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        QFile::remove(LinkMemory::filePath());
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
    }

    void serverAggregatesAboveTheThreshold()
    {
        using FleetAggregates::useServer;
        QVERIFY(!useServer(2000, 2000));
        QVERIFY(useServer(2001, 2000));
        QVERIFY(!useServer(1'000'000, 0)); // 0: never
        QVERIFY(!useServer(5, -1));
        // Once on, it stays on until 10 % under: no flapping at the edge.
        QVERIFY(useServer(1900, 2000, true));
        QVERIFY(!useServer(1800, 2000, true));
        QVERIFY(!useServer(1900, 2000, false));
    }

    void envelopePromQL()
    {
        const QString q = QStringLiteral("DCGM_FI_DEV_FB_USED{pod=~\"llm-.*\"}");
        QCOMPARE(
            FleetAggregates::envelopeQuery(q, Aggregate::P95),
            QStringLiteral("label_replace(min(DCGM_FI_DEV_FB_USED{pod=~\"llm-.*\"}), "
                           "\"fleetscope_part\", \"min\", \"\", \"\") or "
                           "label_replace(max(DCGM_FI_DEV_FB_USED{pod=~\"llm-.*\"}), "
                           "\"fleetscope_part\", \"max\", \"\", \"\") or "
                           "label_replace(quantile(0.95, DCGM_FI_DEV_FB_USED{pod=~\"llm-.*\"}), "
                           "\"fleetscope_part\", \"agg\", \"\", \"\") or "
                           "label_replace(count(DCGM_FI_DEV_FB_USED{pod=~\"llm-.*\"}), "
                           "\"fleetscope_part\", \"count\", \"\", \"\")"));
        // A lane of max reads its line from the max part: no third query.
        QCOMPARE(
            FleetAggregates::envelopeQuery(QStringLiteral("x"), Aggregate::Max),
            QStringLiteral("label_replace(min(x), \"fleetscope_part\", \"min\", \"\", \"\") or "
                           "label_replace(max(x), \"fleetscope_part\", \"max\", \"\", \"\") or "
                           "label_replace(count(x), \"fleetscope_part\", \"count\", \"\", "
                           "\"\")"));
        QCOMPARE(FleetAggregates::aggregateExpr(Aggregate::Avg, QStringLiteral("x")),
                 QStringLiteral("avg(x)"));
        QCOMPARE(FleetAggregates::aggregateExpr(Aggregate::Sum, QStringLiteral("x")),
                 QStringLiteral("sum(x)"));
        QCOMPARE(FleetAggregates::aggregateExpr(Aggregate::P50, QStringLiteral("x")),
                 QStringLiteral("quantile(0.5, x)"));
        QCOMPARE(FleetAggregates::countQuery(QStringLiteral("x")), QStringLiteral("count(x)"));
    }

    // Counted over the window's last ten minutes, a minute (or a step)
    // apart, ending at the window's end.
    void countSpan()
    {
        const auto span = [](qint64 from, qint64 to, qint64 step) {
            const auto s = FleetAggregates::countSpan(from, to, step);
            return QList<qint64>{s.fromMs, s.toMs, s.stepMs};
        };
        QCOMPARE(span(0, 3'600'000, 15'000), (QList<qint64>{3'000'000, 3'600'000, 60'000}));
        // A shorter window: all of it, on whole minutes back from its end.
        QCOMPARE(span(0, 150'000, 15'000), (QList<qint64>{30'000, 150'000, 60'000}));
        // Shorter than a minute: the end alone.
        QCOMPARE(span(0, 30'000, 15'000), (QList<qint64>{30'000, 30'000, 60'000}));
        // A step over a minute: ten minutes in whole steps.
        QCOMPARE(span(0, 6 * 3'600'000, 300'000),
                 (QList<qint64>{6 * 3'600'000 - 600'000, 6 * 3'600'000, 300'000}));
    }

    // Right after a scrape gap the count at the window's end is low (stale
    // series, a rate() without two samples yet); the most over the last
    // minutes decides, so a large fleet's lane stays server-side.
    void countAfterAScrapeGapKeepsTheFleetSize()
    {
        QList<QPair<qint64, qint64>> counted; // start, end of the count requests
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            const QString q = r.form.queryItemValue(u"query"_s, QUrl::FullyDecoded);
            if (q.startsWith(u"count("_s)) {
                counted << qMakePair(qint64(r.form.queryItemValue(u"start"_s).toDouble()),
                                     qint64(r.form.queryItemValue(u"end"_s).toDouble()));
                const qint64 end = qint64(r.form.queryItemValue(u"end"_s).toDouble());
                return FakePrometheus::reply(200, "application/json",
                                             FakePrometheus::matrixFor(r, 1, [end](double t, int) {
                                                 return qint64(t) >= end - 60 ? 40.0 : 5000.0;
                                             }));
            }
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 3, 1));
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        FleetAggregates::Request request;
        FleetAggregateJob job(&client, u"up"_s, planFor(0, 3'600'000, 15'000), request);
        QSignalSpy done(&job, &QueryJob::finished);
        job.start();
        QVERIFY(job.isFinished() || done.wait(20'000));
        QVERIFY(job.result().has_value());
        QCOMPARE(counted.size(), 1);
        QCOMPARE(counted.front(), qMakePair(qint64(3000), qint64(3600)));
        QVERIFY(job.serverAggregated());
    }

    void rankingPromQL()
    {
        // 6 h at 60 s: the window reaches one step further, since a
        // subquery's window is open at its start.
        QCOMPARE(FleetAggregates::rankingQuery(QStringLiteral("rate(x[5m])"), 5, true,
                                               6 * 3'600'000, 60'000),
                 QStringLiteral("topk(5, max_over_time((rate(x[5m]))[21660s:60s]))"));
        QCOMPARE(FleetAggregates::rankingQuery(QStringLiteral("util"), 3, false, 90'000, 1'500),
                 QStringLiteral("bottomk(3, min_over_time((util)[91500ms:1500ms]))"));
        // The crosshair asks nothing: it reads the envelope's parts at its
        // time (tst_reduction, serverAggregatesDrawAsTheLocalReduction).
    }

    void seriesFilterPromQL()
    {
        QCOMPARE(FleetAggregates::seriesQuery(QStringLiteral("x"), {}), QString());
        const Labels a({{QStringLiteral("__name__"), QStringLiteral("x")},
                        {QStringLiteral("Hostname"), QStringLiteral("n1")},
                        {QStringLiteral("gpu"), QStringLiteral("0")},
                        {QStringLiteral("pod"), QStringLiteral("p")}});
        // An idle GPU: no pod label; it must not match n2's GPU 7 with a pod.
        const Labels b({{QStringLiteral("Hostname"), QStringLiteral("n\"2")},
                        {QStringLiteral("gpu"), QStringLiteral("7")}});
        // The highlight from another lane: its identity labels only.
        const Labels pod({{QStringLiteral("pod"), QStringLiteral("llm-3")}});
        QCOMPARE(
            FleetAggregates::seriesQuery(QStringLiteral("x"), {a, b, a}, pod),
            QStringLiteral(
                "((x) and ("
                "label_replace(label_replace(label_replace(vector(1), \"Hostname\", \"n1\", "
                "\"\", \"\"), \"gpu\", \"0\", \"\", \"\"), \"pod\", \"p\", \"\", \"\") or "
                "label_replace(label_replace(vector(1), \"Hostname\", \"n\\\"2\", \"\", \"\"), "
                "\"gpu\", \"7\", \"\", \"\"))) or "
                "((x) and on(pod) (label_replace(vector(1), \"pod\", \"llm-3\", \"\", \"\")))"));
        QCOMPARE(FleetAggregates::seriesQuery(QStringLiteral("x"), {}, pod),
                 QStringLiteral("((x) and on(pod) (label_replace(vector(1), \"pod\", "
                                "\"llm-3\", \"\", \"\")))"));
    }

    void highlightUsesTheServersSpelling()
    {
        SeriesSet set;
        Series s;
        s.labels = Labels({{QStringLiteral("hostname"), QStringLiteral("n1")},
                           {QStringLiteral("gpu"), QStringLiteral("0")}});
        set.series.push_back(s);
        SeriesSelector sel;
        sel.identity.set(QStringLiteral("Hostname"), QStringLiteral("n9"));
        sel.identity.set(QStringLiteral("gpu"), QStringLiteral("2"));
        QCOMPARE(FleetAggregates::identityFor(sel, set),
                 Labels({{QStringLiteral("gpu"), QStringLiteral("2")},
                         {QStringLiteral("hostname"), QStringLiteral("n9")}}));
        QCOMPARE(FleetAggregates::identityFor(sel, SeriesSet{}), sel.identity);
        QVERIFY(FleetAggregates::identityFor(SeriesSelector{}, set).isEmpty());
        QCOMPARE(FleetAggregates::duration(0), QStringLiteral("1ms"));
    }

    void serverAggregatesDrawAsTheLocalReduction()
    {
        // 40 series over 30 points with a gap; the server's answer for them
        // is their envelope (min, max, p95, count per time) and the top 3
        // series. Both must draw and read alike.
        const SeriesSet all = gridSet(40, 30, 15'000, [](int s, int i) {
            if (s == 7 && i > 10 && i < 14)
                return std::numeric_limits<double>::quiet_NaN();
            return std::sin(0.3 * i + s) * 10 + s * 0.5 + (s == 21 && i == 17 ? 40 : 0);
        });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 29 * 15'000;
        in.widthPx = 12; // several points per column
        in.aggregate = Aggregate::P95;
        in.topK = 3;
        in.highlight.identity.set(QStringLiteral("Hostname"), QStringLiteral("node-0"));
        in.highlight.identity.set(QStringLiteral("gpu"), QStringLiteral("3"));
        const LaneFrame local = Reduction::reduce(all, in);

        SeriesSet server;
        server.timesMs = all.timesMs;
        const char *names[] = {"min", "max", "agg", "count"};
        for (const char *name : names) {
            Series part;
            part.labels.set(QLatin1String(FleetAggregates::kPartLabel), QLatin1String(name));
            part.values.assign(all.gridSize(), 0);
            part.present = GapMask(all.gridSize(), true);
            for (std::size_t i = 0; i < all.gridSize(); ++i) {
                std::vector<double> col;
                for (const Series &s : all.series)
                    if (s.has(i) && std::isfinite(s.values[i]))
                        col.push_back(s.values[i]);
                const QLatin1String n(name);
                part.values.cell(i) =
                    n == QLatin1String("count")
                        ? double(col.size())
                        : Reduction::aggregateOf(col, n == QLatin1String("min")   ? Aggregate::Min
                                                      : n == QLatin1String("max") ? Aggregate::Max
                                                                                  : Aggregate::P95);
            }
            server.series.push_back(std::move(part));
        }
        for (const LaneFrame::Line &o : local.outliers)
            server.series.push_back(all.series[std::size_t(all.indexOf(o.labels))]);
        server.series.push_back(all.series[3]); // the highlighted GPU
        QVERIFY(FleetAggregates::isServerAggregated(server));
        QVERIFY(!FleetAggregates::isServerAggregated(all));
        QCOMPARE(FleetAggregates::seriesCount(server), std::size_t(40));
        QCOMPARE(FleetAggregates::fetchedSeries(server).size(), std::size_t(4));

        const LaneFrame remote = Reduction::reduce(server, in);
        QVERIFY(remote.serverAggregated);
        QVERIFY(!local.serverAggregated);
        QCOMPARE(remote.seriesCount, std::size_t(40));
        QCOMPARE(remote.envelopeLow, local.envelopeLow);
        QCOMPARE(remote.envelopeHigh, local.envelopeHigh);
        QCOMPARE(remote.aggregate, local.aggregate);
        QCOMPARE(remote.yLow, local.yLow);
        QCOMPARE(remote.yHigh, local.yHigh);
        QCOMPARE(remote.pointsInRange, local.pointsInRange);
        QCOMPARE(remote.outliers.size(), local.outliers.size());
        for (std::size_t j = 0; j < local.outliers.size(); ++j) {
            QCOMPARE(remote.outliers[j].labels, local.outliers[j].labels);
            QCOMPARE(remote.outliers[j].points, local.outliers[j].points);
            QCOMPARE(remote.outliers[j].score, local.outliers[j].score);
        }
        QCOMPARE(remote.highlighted.size(), std::size_t(1));
        QCOMPARE(remote.highlighted.front().points, local.highlighted.front().points);

        // The crosshair reads the envelope's parts where the server sent
        // them; its outliers are the top of what was fetched.
        for (const qint64 t : {qint64(0), qint64(17 * 15'000), qint64(29 * 15'000 + 7'000)}) {
            const CrosshairValues a = Reduction::valuesAt(all, t, in);
            const CrosshairValues b = Reduction::valuesAt(server, t, in);
            QCOMPARE(b.valid, a.valid);
            QCOMPARE(b.timeMs, a.timeMs);
            QCOMPARE(b.low, a.low);
            QCOMPARE(b.high, a.high);
            QCOMPARE(b.aggregate, a.aggregate);
        }
        // GPU 21's spike tops the fleet there, and was fetched.
        const CrosshairValues spike = Reduction::valuesAt(server, 17 * 15'000, in);
        QCOMPARE(spike.outliers.front().first, all.series[21].labels);
        QCOMPARE(spike.outliers.front().second,
                 Reduction::valuesAt(all, 17 * 15'000, in).outliers.front().second);
        // Past the data, as locally: nothing.
        QVERIFY(!Reduction::valuesAt(server, 40 * 15'000, in).valid);
    }

    // A baseline taken by the client (an Azure lane, a lane of several
    // queries) is the envelope the server would send: it draws and reads
    // as the lane reduced from every series, for every aggregate.
    void baselineEnvelopeReadsAsTheLane()
    {
        const SeriesSet all = gridSet(12, 30, 15'000, [](int s, int i) {
            if ((s == 4 && i > 5 && i < 9) || (i == 20 && s < 12))
                return std::numeric_limits<double>::quiet_NaN(); // a gap; a time with none
            return std::cos(0.2 * i + s) * 5 + s;
        });
        for (const Aggregate a : {Aggregate::Max, Aggregate::Min, Aggregate::Avg, Aggregate::Sum,
                                  Aggregate::P50, Aggregate::P95, Aggregate::P99}) {
            Reduction::Input in;
            in.fromMs = 0;
            in.toMs = 29 * 15'000;
            in.widthPx = 10;
            in.aggregate = a;
            in.topK = 0;
            const SeriesSet env = Baseline::envelopeOf(all, a);
            QVERIFY(FleetAggregates::isServerAggregated(env));
            QCOMPARE(FleetAggregates::seriesCount(env), std::size_t(12));
            const LaneFrame local = Reduction::reduce(all, in);
            const LaneFrame parts = Reduction::reduce(env, in);
            QCOMPARE(parts.envelopeLow, local.envelopeLow);
            QCOMPARE(parts.envelopeHigh, local.envelopeHigh);
            QCOMPARE(parts.aggregate, local.aggregate);
            for (int i = 0; i < 30; ++i) {
                const CrosshairValues x = Reduction::valuesAt(all, i * 15'000, in);
                const CrosshairValues y = Reduction::valuesAt(env, i * 15'000, in);
                QCOMPARE(y.valid, x.valid);
                if (x.valid)
                    QCOMPARE(y.aggregate, x.aggregate);
            }
        }
        // 11 GPUs at the gap, 12 elsewhere; none at all at point 20.
        const SeriesSet env = Baseline::envelopeOf(all, Aggregate::Max);
        for (const Series &s : env.series)
            if (FleetAggregates::partOf(s.labels) == FleetAggregates::Part::Count) {
                QCOMPARE(s.values[7], 11.0);
                QCOMPARE(s.values[0], 12.0);
                QVERIFY(!s.has(20));
            }
    }

    // A baseline lies on today's axis, reads as "normally …" at the cursor
    // and widens the lane's value axis; a stacked lane compares totals.
    void baselineOnTodaysAxis()
    {
        QCOMPARE(Baseline::describe(Baseline::kDayMs), u"1 day ago"_s);
        QCOMPARE(Baseline::describe(Baseline::kWeekMs), u"1 week ago"_s);
        QCOMPARE(Baseline::describe(3 * Baseline::kDayMs), u"3 days ago"_s);
        QCOMPARE(Baseline::describe(12'000'000), u"3h20m earlier"_s);
        // A range chosen at 10:00:20 against a window from 11:00:00, on a
        // minute grid: an hour, not 59 min 40 s.
        QCOMPARE(Baseline::shiftFor(39'600'000, 36'020'000, 60'000), qint64(3'600'000));
        QCOMPARE(Baseline::shiftFor(39'600'000, 36'040'000, 60'000), qint64(3'540'000));

        const SeriesSet earlier = gridSet(3, 10, 60'000, [](int s, int) { return 0.2 + 0.1 * s; });
        SeriesSet normal = Baseline::envelopeOf(earlier, Aggregate::Max);
        Baseline::shift(normal, Baseline::kDayMs);
        QCOMPARE(normal.timesMs.front(), Baseline::kDayMs);
        LaneSpec lane;
        lane.aggregate = Aggregate::Max;
        lane.unit = Unit::Seconds;
        QCOMPARE(Baseline::valueAt(normal, lane, Baseline::kDayMs + 5 * 60'000), 0.4);
        QVERIFY(!Baseline::valueAt(normal, lane, Baseline::kDayMs + 13 * 60'000)); // past it
        QVERIFY(!Baseline::valueAt(normal, lane, 5 * 60'000));                     // before it

        LaneFrame f;
        f.hasData = true;
        f.yLow = 1;
        f.yHigh = 2.8;
        Baseline::addTo(f, normal, Baseline::kDayMs, lane, Baseline::kDayMs,
                        Baseline::kDayMs + 9 * 60'000, 100);
        QCOMPARE(f.normalShiftMs, Baseline::kDayMs);
        QCOMPARE(f.normal.size(), qsizetype(10));
        QCOMPARE(f.normalLow.front().y(), 0.2);
        QCOMPARE(f.normalHigh.front().y(), 0.4);
        QCOMPARE(f.yLow, 0.2);
        QCOMPARE(f.yHigh, 2.8);
        lane.stacked = true; // parts of one whole: the total's line only
        LaneFrame stacked;
        Baseline::addTo(stacked, normal, Baseline::kDayMs, lane, Baseline::kDayMs,
                        Baseline::kDayMs + 9 * 60'000, 100);
        QVERIFY(stacked.normalLow.isEmpty());
        QVERIFY(!stacked.normal.isEmpty());

        lane.stacked = false;
        CrosshairValues v{true, 0, 2.8, 0.3, 2.8, {}, 0.41};
        const TimeFormat utc(QTimeZone::utc());
        QCOMPARE(CursorReadout::values(lane, v),
                 u"max 2.8 s (range 300 ms – 2.8 s), normally 410 ms"_s);
        CrosshairValues b{true, 0, 0.5, 0.3, 0.5, {}, {}};
        QCOMPARE(
            CursorReadout::text(lane, utc, 0, v, 60'000, b),
            u"A 00:00:00 2.8 s (normally 410 ms) · B 00:01:00 500 ms · Δ -2.3 s, ×0.179 in +1m"_s);
    }

    // A lane above its threshold: the count, then the envelope, the ranking
    // once the envelope's first answer is in, then the top k. What each
    // failure keeps.
    void fleetAggregateJob_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("topK");
        QTest::addColumn<QString>("failing"); // the query that answers 503
        QTest::addColumn<QStringList>("asked");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<bool>("incomplete");
        QTest::addColumn<int>("fetched");
        const QStringList all{u"count"_s, u"envelope"_s, u"ranking"_s, u"series"_s};
        QTest::newRow("under the threshold: every series")
            << 2000 << 5 << QString() << QStringList{u"count"_s, u"plain"_s} << true << false << 3;
        QTest::newRow("above it") << 2001 << 5 << QString() << all << true << false << 3;
        QTest::newRow("top 0: the envelope alone")
            << 5000 << 0 << QString() << QStringList{u"count"_s, u"envelope"_s} << true << false
            << 0;
        QTest::newRow("ranking fails: the envelope, and why")
            << 5000 << 5 << u"ranking"_s << QStringList{u"count"_s, u"envelope"_s, u"ranking"_s}
            << true << true << 0;
        QTest::newRow("series fail: the envelope, and why")
            << 5000 << 5 << u"series"_s << all << true << true << 0;
        // Nothing else is asked: the ranking waits for the envelope.
        QTest::newRow("envelope fails: the lane's error")
            << 5000 << 5 << u"envelope"_s << QStringList{u"count"_s, u"envelope"_s} << false
            << false << 0;
        QTest::newRow("count fails: the lane's error")
            << 5000 << 5 << u"count"_s << QStringList{u"count"_s} << false << false << 0;
    }
    void fleetAggregateJob()
    {
        QFETCH(int, count);
        QFETCH(int, topK);
        QFETCH(QString, failing);
        QFETCH(QStringList, asked);
        QFETCH(bool, ok);
        QFETCH(bool, incomplete);
        QFETCH(int, fetched);
        const auto kind = [](const FakePrometheus::Request &r) {
            const QString q = r.form.queryItemValue(u"query"_s, QUrl::FullyDecoded);
            return q.startsWith(u"count("_s)              ? u"count"_s
                   : q.startsWith(u"label_replace(min"_s) ? u"envelope"_s
                   : q.startsWith(u"topk("_s)             ? u"ranking"_s
                   : q.contains(u" and "_s)               ? u"series"_s
                                                          : u"plain"_s;
        };
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            const QString k = kind(r);
            if (k == failing)
                return FakePrometheus::reply(503, "application/json",
                                             "{\"status\":\"error\",\"errorType\":\"unavailable\","
                                             "\"error\":\"store down\"}");
            if (k == u"count"_s)
                return FakePrometheus::reply(200, "application/json",
                                             FakePrometheus::matrixFor(r, 1, double(count)));
            QByteArray body = FakePrometheus::matrixFor(r, k == u"envelope"_s ? 4 : 3, 1);
            if (k == u"envelope"_s) {
                const char *parts[] = {"min", "max", "agg", "count"};
                for (int i = 0; i < 4; ++i)
                    body.replace("{\"gpu\":\"" + QByteArray::number(i) +
                                     "\",\"Hostname\":\"node-0\"}",
                                 QByteArray("{\"fleetscope_part\":\"") + parts[i] + "\"}");
            }
            return FakePrometheus::reply(200, "application/json", body);
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        FleetAggregates::Request request;
        request.topK = topK;
        QueryPlanner::Plan plan = planFor(0, 60 * 15'000, 15'000);
        plan.drawEarly = true; // a lane's whole fetch
        FleetAggregateJob job(&client, u"up"_s, plan, request);
        QSignalSpy done(&job, &QueryJob::finished);
        QSignalSpy early(&job, &QueryJob::partial);
        job.start();
        QVERIFY(job.isFinished() || done.wait(20'000));
        QStringList seen;
        for (const auto &r : m_server->requests())
            seen << kind(r);
        QCOMPARE(seen.value(0), u"count"_s); // always first, alone
        if (seen.contains(u"ranking"_s))
            QVERIFY(seen.indexOf(u"envelope"_s) < seen.indexOf(u"ranking"_s));
        seen.sort();
        asked.sort();
        QCOMPARE(seen, asked);
        const QueryResult &r = job.result();
        QCOMPARE(r.has_value(), ok);
        if (!ok) {
            QCOMPARE(r.error().httpStatus, 503);
            return;
        }
        QCOMPARE(job.serverAggregated(), count > 2000);
        QCOMPARE(job.isIncomplete(), incomplete);
        QCOMPARE(int(FleetAggregates::fetchedSeries(*r).size()), fetched);
        if (!job.serverAggregated())
            return;
        QVERIFY(FleetAggregates::isServerAggregated(*r));
        QCOMPARE(job.seriesCount(), std::size_t(1 + 3)); // the count part's value (1 + its index)
        // The envelope, when it came before the top k, was drawn on its own.
        for (const QList<QVariant> &args : early) {
            const auto set = args.at(0).value<std::shared_ptr<const SeriesSet>>();
            QVERIFY(set && FleetAggregates::isServerAggregated(*set));
            QVERIFY(FleetAggregates::fetchedSeries(*set).empty());
        }
        if (incomplete)
            QVERIFY2(r->warnings.join(u' ').contains(u"store down"_s),
                     qPrintable(r->warnings.join(u' ')));
    }

    // While a lane counts, before its first look, other lanes' detail waits
    // as it waits for coarse answers; the hold ends however the count ends.
    void countingHoldsOtherLanesDetail_data()
    {
        QTest::addColumn<int>("status"); // the count's answer
        QTest::addColumn<bool>("cancel");
        QTest::newRow("counted") << 200 << false;
        QTest::newRow("count failed") << 503 << false;
        QTest::newRow("canceled while counting") << 200 << true;
    }
    void countingHoldsOtherLanesDetail()
    {
        QFETCH(int, status);
        QFETCH(bool, cancel);
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            const QString q = r.form.queryItemValue(u"query"_s, QUrl::FullyDecoded);
            if (q.startsWith(u"count("_s) && status != 200)
                return FakePrometheus::reply(status, "application/json",
                                             "{\"status\":\"error\",\"errorType\":"
                                             "\"unavailable\",\"error\":\"store down\"}");
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 1, 3.0));
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        FleetAggregates::Request request;
        QueryPlanner::Plan plan = planFor(0, 60 * 15'000, 15'000);
        plan.drawEarly = true;
        QSignalSpy idle(&client, &PrometheusClient::coarseIdle);
        {
            FleetAggregateJob job(&client, u"up"_s, plan, request);
            QSignalSpy done(&job, &QueryJob::finished);
            job.start();
            QVERIFY(client.coarseInFlight());
            if (cancel) {
                job.cancel();
                QVERIFY(!client.coarseInFlight());
                QCOMPARE(idle.count(), 1);
                return;
            }
            QVERIFY(job.isFinished() || done.wait(20'000));
            QCOMPARE(job.result().has_value(), status == 200);
        }
        QVERIFY(!client.coarseInFlight());
        QVERIFY(idle.count() >= 1);
        // Plain plans (a capture, a rule) hold nothing.
        FleetAggregateJob plain(&client, u"up"_s, planFor(0, 60 * 15'000, 15'000), request);
        plain.start();
        QVERIFY(!client.coarseInFlight());
        plain.cancel();
    }

    // A 6 h window is ranked per hour, side by side; the top k of the whole
    // window are the best of the hours' candidates.
    void fleetRankingOverSubRanges()
    {
        const auto query = [](const FakePrometheus::Request &r) {
            return r.form.queryItemValue(u"query"_s, QUrl::FullyDecoded);
        };
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            const QString q = query(r);
            if (q.startsWith(u"count("_s))
                return FakePrometheus::reply(200, "application/json",
                                             FakePrometheus::matrixFor(r, 1, 5000.0));
            // Hour h's peak belongs to GPU h: GPU 5 (55) and GPU 4 (54) lead.
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 8, [](double t, int s) {
                                             return s + (s == int(t / 3600) ? 50.0 : 0.0);
                                         }));
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        FleetAggregates::Request request;
        request.topK = 2;
        FleetAggregateJob job(&client, u"up"_s, planFor(0, 6 * 3'600'000 - 15'000, 15'000),
                              request);
        QSignalSpy done(&job, &QueryJob::finished);
        // Not a lane's whole fetch (a tail, a capture): nothing before the
        // answer, which would replace what the lane holds.
        QSignalSpy early(&job, &QueryJob::partial);
        job.start();
        QVERIFY(job.isFinished() || done.wait(20'000));
        QVERIFY(job.result().has_value());
        QStringList ranking, series;
        for (const auto &r : m_server->requests()) {
            if (query(r).startsWith(u"topk(2, max_over_time((up)[3600s:15s]))"_s)) {
                ranking << query(r);
                QCOMPARE(r.form.queryItemValue(u"start"_s), r.form.queryItemValue(u"end"_s));
            }
            if (query(r).contains(u" and "_s))
                series << query(r);
        }
        QCOMPARE(early.count(), 0);
        QCOMPARE(ranking.size(), 6); // one per hour
        QCOMPARE(series.size(), 1);
        QVERIFY(series.front().contains(u"\"gpu\", \"5\""_s));
        QVERIFY(series.front().contains(u"\"gpu\", \"4\""_s));
        QVERIFY(!series.front().contains(u"\"gpu\", \"3\""_s));
        QVERIFY(!series.front().contains(u"\"gpu\", \"7\""_s));
    }

  private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
};

QTEST_GUILESS_MAIN(TestFleetAggregates)
#include "tst_fleetaggregates.moc"
