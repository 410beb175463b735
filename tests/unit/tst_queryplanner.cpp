#include "queryplanner.h"
#include "subrangecache.h"
#include "subranges.h"

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

    // A long range at a fine step is cut at whole hours (for 6 h at 15 s),
    // every part on the plan's grid, none across a boundary, together
    // exactly the plan's points.
    void subRangesCutAtFixedBoundaries()
    {
        QCOMPARE(SubRanges::length(6 * 3'600'000, 15'000), 3'600'000);
        QCOMPARE(SubRanges::length(3'600'000, 15'000), 0); // 240 points: whole
        QCOMPARE(SubRanges::length(7 * 86'400'000ll, 300'000), 2 * 86'400'000ll);
        Plan plan;
        plan.stepMs = 15'000;
        const qint64 from = 1'700'000'000'000 / 15'000 * 15'000 + 7 * 15'000; // not on an hour
        const qint64 to = from + 6 * 3'600'000;
        plan.chunks = {{from, to, 15'000}};
        const auto parts = SubRanges::split(plan, 3'600'000);
        QCOMPARE(parts.size(), std::size_t(7));
        std::size_t points = 0;
        qint64 expectNext = from;
        for (const auto &c : parts) {
            QCOMPARE(c.startMs, expectNext);
            QCOMPARE((c.startMs - from) % 15'000, 0);
            QCOMPARE(c.startMs / 3'600'000, c.endMs / 3'600'000); // within one hour
            points += c.points();
            expectNext = c.endMs + 15'000;
        }
        QCOMPARE(expectNext - 15'000, to);
        QCOMPARE(points, plan.chunks.front().points());
        // The middle parts are whole hours: the same keys after a pan.
        QCOMPARE(parts[1].startMs % 3'600'000, 0);
        QCOMPARE(parts[1].endMs, parts[1].startMs + 3'600'000 - 15'000);
        Plan panned = plan;
        panned.chunks = {{from + 10 * 60'000, to + 10 * 60'000, 15'000}};
        const auto after = SubRanges::split(panned, 3'600'000);
        QCOMPARE(after[1].startMs, parts[1].startMs);
        QCOMPARE(after[1].endMs, parts[1].endMs);
        // Several chunks (the point cap) are each cut, never merged.
        Plan two = plan;
        two.chunks = {{from, from + 30 * 60'000, 15'000},
                      {from + 30 * 60'000 + 15'000, to, 15'000}};
        std::size_t twoPoints = 0;
        for (const auto &c : SubRanges::split(two, 3'600'000))
            twoPoints += c.points();
        QCOMPARE(twoPoints, points);
        // Length 0: the chunks as they are.
        QCOMPARE(SubRanges::split(plan, 0).size(), std::size_t(1));
    }

    void coarseAnswerOnTheFineGrid()
    {
        Plan plan;
        plan.stepMs = 15'000;
        const qint64 from = 1'700'000'000'000 / 15'000 * 15'000;
        plan.chunks = {{from, from + 6 * 3'600'000, 15'000}};
        const Plan c = SubRanges::coarse(plan);
        QCOMPARE(c.chunks.size(), std::size_t(1));
        QCOMPARE(c.stepMs % 15'000, 0);
        QVERIFY(c.stepMs >= 4 * 15'000);
        QVERIFY(c.chunks.front().points() <= std::size_t(SubRanges::kCoarsePoints) + 1);
        QVERIFY(c.chunks.front().startMs >= from);
        QVERIFY(c.chunks.front().endMs <= plan.chunks.front().endMs);
        QCOMPARE(c.chunks.front().startMs % c.stepMs, 0);        // on the coarse grid ...
        QCOMPARE((c.chunks.front().startMs - from) % 15'000, 0); // ... and the fine one
        // Not for a range fetched whole (an hour at 15 s).
        plan.chunks = {{from, from + 240 * 15'000, 15'000}};
        QVERIFY(SubRanges::coarse(plan).isEmpty());
    }

    void subRangeCacheKeepsTheRecentlyUsed()
    {
        auto set = [](int series) {
            auto s = std::make_shared<SeriesSet>();
            s->timesMs = {0, 15'000};
            for (int i = 0; i < series; ++i) {
                Series one;
                one.labels = Labels({{QStringLiteral("gpu"), QString::number(i)}});
                one.values = {1, 2};
                one.present = GapMask(2, true);
                s->series.push_back(std::move(one));
            }
            return std::shared_ptr<const SeriesSet>(std::move(s));
        };
        const std::size_t each = set(10)->memoryBytes() + 2 * 2;
        SubRangeCache cache(each * 2 + each / 2); // room for two
        const SubRangeCache::Key a{QStringLiteral("up"), 15'000, 0, 3'585'000};
        const SubRangeCache::Key b{QStringLiteral("up"), 15'000, 3'600'000, 7'185'000};
        const SubRangeCache::Key c{QStringLiteral("up"), 15'000, 7'200'000, 10'785'000};
        cache.insert(a, set(10));
        cache.insert(b, set(10));
        QVERIFY(cache.find(a)); // a is now the more recent
        cache.insert(c, set(10));
        QCOMPARE(cache.size(), std::size_t(2));
        QVERIFY(cache.find(a));
        QVERIFY(!cache.find(b));
        QVERIFY(cache.find(c));
        QVERIFY(cache.bytes() <= each * 2 + each / 2);
        // Another step or another query is another key.
        QVERIFY(!cache.find({QStringLiteral("up"), 30'000, 0, 3'585'000}));
        QVERIFY(!cache.find({QStringLiteral("down"), 15'000, 0, 3'585'000}));
        // One answer larger than the whole budget is not kept.
        cache.insert(b, set(1000));
        QVERIFY(!cache.find(b));
    }
};

QTEST_GUILESS_MAIN(TestQueryPlanner)
#include "tst_queryplanner.moc"
