#include "queryplanner.h"

#include <QTest>

using namespace QueryPlanner;

class TestQueryPlanner : public QObject
{
    Q_OBJECT
  private slots:
    void stepNeverBelowScrapeInterval()
    {
        Input in;
        in.fromMs = 0;
        in.toMs = 15 * 60'000; // 15 min over 1,600 px would be < 1 s per pixel
        in.widthPx = 1600;
        in.scrapeIntervalMs = 15'000;
        QCOMPARE(chooseStep(in), 15'000);
    }
    void stepAboutOnePointPerPixel()
    {
        Input in;
        in.fromMs = 0;
        in.toMs = 7 * 86'400'000ll;
        in.widthPx = 1600;
        const qint64 step = chooseStep(in);
        QVERIFY(step >= in.toMs / 1600);
        QVERIFY(step <= 2 * (in.toMs / 1600)); // rounded up to a readable step, not more
        QCOMPARE(step, roundStep(step));
    }
    void fixedStepIsHonoured()
    {
        Input in;
        in.toMs = 3'600'000;
        in.fixedStepMs = 7'000;
        QCOMPARE(chooseStep(in), 7'000);
        in.minStepMs = 60'000; // a backend rule still wins
        QCOMPARE(chooseStep(in), 60'000);
    }
    void neverExceedsPointCap_data()
    {
        QTest::addColumn<qint64>("rangeMs");
        QTest::addColumn<qint64>("stepMs");
        QTest::addColumn<int>("cap");
        QTest::newRow("exactly cap") << qint64(10'999) * 1000 << qint64(1000) << 11'000;
        QTest::newRow("one over") << qint64(11'000) * 1000 << qint64(1000) << 11'000;
        QTest::newRow("7d at 15s") << qint64(7) * 86'400'000 << qint64(15'000) << 11'000;
        QTest::newRow("30d at 1s, small cap") << qint64(30) * 86'400'000 << qint64(1000) << 500;
    }
    void neverExceedsPointCap()
    {
        QFETCH(qint64, rangeMs);
        QFETCH(qint64, stepMs);
        QFETCH(int, cap);
        Input in;
        in.fromMs = 1'700'000'000'000;
        in.toMs = in.fromMs + rangeMs;
        in.fixedStepMs = stepMs;
        in.maxPointsPerRequest = cap;
        in.alignToStep = false;
        const Plan p = plan(in);
        QVERIFY(!p.isEmpty());
        QCOMPARE(p.chunks.front().startMs, in.fromMs);
        std::size_t total = 0;
        for (std::size_t i = 0; i < p.chunks.size(); ++i) {
            const Chunk &c = p.chunks[i];
            // Prometheus rejects (end-start)/step > 11000.
            QVERIFY((c.endMs - c.startMs) / c.stepMs < cap);
            QCOMPARE((c.endMs - c.startMs) % c.stepMs, 0);
            if (i > 0) // contiguous: the next chunk continues the same grid
                QCOMPARE(c.startMs, p.chunks[i - 1].endMs + stepMs);
            total += c.points();
        }
        QCOMPARE(qint64(total), rangeMs / stepMs + 1);
        QVERIFY(p.chunks.back().endMs <= in.toMs);
        QVERIFY(p.chunks.back().endMs + stepMs > in.toMs);
    }
    void alignedGridsMatchAcrossRefreshes()
    {
        Input in;
        in.fromMs = 1'700'000'003'000;
        in.toMs = in.fromMs + 3'600'000;
        in.widthPx = 1000;
        const Plan a = plan(in);
        in.fromMs += 37'000;
        in.toMs += 37'000;
        const Plan b = plan(in);
        QCOMPARE(a.stepMs, b.stepMs);
        QCOMPARE(a.chunks.front().startMs % a.stepMs, 0);
        QCOMPARE(b.chunks.front().startMs % b.stepMs, 0);
    }
    void tailOverlapsTheLastHeldPoints()
    {
        Input in;
        in.fromMs = 0;
        in.toMs = 3'600'000 + 40'000;
        in.widthPx = 1000;
        in.scrapeIntervalMs = 15'000;
        const qint64 step = chooseStep(in);
        const Plan t = planTail(in, 3'600'000, 2);
        QCOMPARE(t.chunks.size(), std::size_t(1));
        QCOMPARE(t.chunks.front().startMs, 3'600'000 - 2 * step);
        QCOMPARE(t.chunks.back().endMs, (in.toMs / step) * step);
    }
    void managedPrometheusRules()
    {
        // Azure managed Prometheus: >= 60 s step from 48 h on, <= 32 days.
        Input in;
        in.longRangeMs = 48 * 3'600'000ll;
        in.longRangeMinStepMs = 60'000;
        in.maxRangeMs = 32 * 86'400'000ll;
        in.widthPx = 20000; // fine enough that only the rule forces 60 s
        in.fromMs = 0;
        in.toMs = 47 * 3'600'000ll;
        QVERIFY(chooseStep(in) < 60'000);
        in.toMs = 48 * 3'600'000ll;
        QVERIFY(chooseStep(in) >= 60'000);
        in.fixedStepMs = 15'000; // even an explicit step
        QCOMPARE(chooseStep(in), 60'000);
        QVERIFY(rangeProblem(in).isEmpty());
        in.toMs = 33 * 86'400'000ll;
        QVERIFY(rangeProblem(in).contains(QStringLiteral("32d")));
    }
    void emptyWhenReversed()
    {
        Input in;
        in.fromMs = 10;
        in.toMs = 5;
        QVERIFY(plan(in).isEmpty());
    }
    void expandsGrafanaVariables()
    {
        QCOMPARE(
            expandVariables(QStringLiteral("rate(x[$__rate_interval])"), 15'000, 15'000, 3'600'000),
            QStringLiteral("rate(x[1m])"));
        QCOMPARE(expandVariables(QStringLiteral("rate(x[$__rate_interval])"), 300'000, 15'000,
                                 3'600'000),
                 QStringLiteral("rate(x[5m15s])"));
        QCOMPARE(expandVariables(QStringLiteral("avg_over_time(x[$__interval]) + $__range"), 60'000,
                                 15'000, 3'600'000),
                 QStringLiteral("avg_over_time(x[1m]) + 1h"));
        QCOMPARE(expandVariables(QStringLiteral("up"), 1, 1, 1), QStringLiteral("up"));
    }
    void builtinNamesAreWholeWords()
    {
        // $__interval must not eat the start of $__interval_ms.
        QCOMPARE(expandVariables(QStringLiteral("x * $__interval_ms / $__range_s + ${__range_ms}"),
                                 30'000, 15'000, 3'600'000),
                 QStringLiteral("x * 30000 / 3600 + 3600000"));
        QCOMPARE(expandVariables(QStringLiteral("rate(x[${__interval}])"), 60'000, 15'000, 1),
                 QStringLiteral("rate(x[1m])"));
        // Not a built-in: left for whoever knows it.
        QCOMPARE(expandVariables(QStringLiteral("x{a=\"$__from\"} + $gpu"), 1, 1, 1),
                 QStringLiteral("x{a=\"$__from\"} + $gpu"));
    }
};

QTEST_GUILESS_MAIN(TestQueryPlanner)
#include "tst_queryplanner.moc"
