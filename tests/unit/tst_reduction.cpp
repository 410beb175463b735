#include "gridset.h"
#include "laneattribution.h"
#include "reduction.h"

#include <cmath>
#include <limits>
#include <QTest>
#include <random>

class TestReduction : public QObject
{
    Q_OBJECT
  private slots:
    void endedPodsLabelsAreNamed()
    {
        // Lane: node-1/0 names pod "gone" from 0 to 6 min; kube-state-metrics
        // (one-minute grid) lists it until 2 min. node-1/1 names "live",
        // listed throughout; node-2/0 names "late", listed for as long as
        // the GPU names it.
        auto series = [](const char *host, const char *gpu, const char *pod, int points) {
            Series s;
            s.labels = Labels({{QStringLiteral("Hostname"), QString::fromUtf8(host)},
                               {QStringLiteral("gpu"), QString::fromUtf8(gpu)},
                               {QStringLiteral("pod"), QString::fromUtf8(pod)}});
            s.values.assign(std::size_t(points), 1.0);
            s.present.resize(std::size_t(points));
            for (int i = 0; i < points; ++i)
                s.present.set(std::size_t(i));
            return s;
        };
        SeriesSet lane;
        for (int i = 0; i <= 24; ++i) // 15 s grid, 0..6 min
            lane.timesMs.push_back(qint64(i) * 15'000);
        lane.series.push_back(series("node-1", "0", "gone", 25));
        lane.series.push_back(series("node-1", "1", "live", 25));
        lane.series.push_back(series("node-2", "0", "late", 24));
        lane.series.back().present.resize(25); // absent at the last sample
        SeriesSet known;
        for (int i = 0; i <= 6; ++i)
            known.timesMs.push_back(qint64(i) * 60'000);
        auto listed = [](const char *pod, int untilMinute) {
            Series s;
            s.labels = Labels({{QStringLiteral("namespace"), QStringLiteral("team-a")},
                               {QStringLiteral("pod"), QString::fromUtf8(pod)}});
            s.values.assign(7, 1.0);
            s.present.resize(7);
            for (int i = 0; i <= untilMinute; ++i)
                s.present.set(std::size_t(i));
            return s;
        };
        known.series.push_back(listed("gone", 2));
        known.series.push_back(listed("live", 6));
        known.series.push_back(listed("late", 5));
        const auto ended = LaneAttribution::endedPods(lane, known);
        QCOMPARE(ended.size(), std::size_t(1));
        QCOMPARE(ended[0].pod, QStringLiteral("gone"));
        QCOMPARE(ended[0].fromMs, 180'000); // the first sample past minute 2's listing
        QCOMPARE(ended[0].ms, 13 * 15'000);
        QVERIFY(LaneAttribution::note({}, ended).contains(
            QStringLiteral("GPU node-1/0 went on naming pod gone for 3 min")));
        // Without kube-state-metrics' word nothing is said.
        QVERIFY(LaneAttribution::endedPods(lane, SeriesSet{}).empty());
    }

    void stackedSpikesSurviveThinning()
    {
        // A week of one-minute points drawn 100 columns wide: the column
        // holding a one-minute spike keeps it; a part without values in the
        // range is no band.
        SeriesSet set;
        const std::size_t n = 7 * 1440;
        for (std::size_t i = 0; i < n; ++i)
            set.timesMs.push_back(qint64(i) * 60'000);
        Series pre, none;
        pre.labels = Labels({{QStringLiteral("Name"), QStringLiteral("preprocessing_latency_ms")}});
        none.labels = Labels({{QStringLiteral("Name"), QStringLiteral("queue_latency_ms")}});
        pre.values.assign(n, 0.04);
        pre.values.cell(5000) = 0.4;
        pre.present.resize(n);
        none.values.assign(n, 0.0);
        none.present.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            pre.present.set(i);
        set.series = {pre, none};
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = qint64(n - 1) * 60'000;
        in.widthPx = 100;
        in.aggregate = Aggregate::Sum;
        in.stacked = true;
        const LaneFrame f = Reduction::reduce(set, in);
        QCOMPARE(f.outliers.size(), std::size_t(1));
        QVERIFY(f.outliers[0].points.size() <= 100);
        double peak = 0;
        for (const QPointF &p : f.outliers[0].points)
            peak = std::max(peak, p.y());
        QCOMPARE(peak, 0.4);
    }

    void timeSlicedGpusAreNamed()
    {
        // node-1/0 reported by three pods with the device's values; node-1/1
        // by one pod that replaced another (never both at once); node-2/0
        // by two pods at once for a single sample only.
        auto series = [](const char *host, const char *gpu, const char *pod,
                         std::vector<double> values) {
            Series s;
            s.labels = Labels({{QStringLiteral("Hostname"), QString::fromUtf8(host)},
                               {QStringLiteral("gpu"), QString::fromUtf8(gpu)},
                               {QStringLiteral("pod"), QString::fromUtf8(pod)}});
            s.present.resize(values.size());
            s.values.resize(values.size());
            for (std::size_t i = 0; i < values.size(); ++i)
                if (!std::isnan(values[i])) {
                    s.values.cell(i) = values[i];
                    s.present.set(i);
                }
            return s;
        };
        constexpr double gap = std::numeric_limits<double>::quiet_NaN();
        SeriesSet set;
        set.timesMs = {0, 15'000, 30'000, 45'000};
        set.series.push_back(series("node-1", "0", "a", {50, 51, 52, 53}));
        set.series.push_back(series("node-1", "0", "b", {50, 51, 52, 53}));
        set.series.push_back(series("node-1", "0", "c", {gap, 51, 52, gap}));
        set.series.push_back(series("node-1", "1", "old", {10, 10, gap, gap}));
        set.series.push_back(series("node-1", "1", "new", {gap, gap, 10, 10}));
        set.series.push_back(series("node-2", "0", "x", {7, 7, 8, 9}));
        set.series.push_back(series("node-2", "0", "y", {gap, 7, 9, 9}));
        const auto shared = LaneAttribution::sharedGpus(set);
        QCOMPARE(shared.size(), std::size_t(1));
        QCOMPARE(shared[0].host, QStringLiteral("node-1"));
        QCOMPARE(shared[0].gpu, QStringLiteral("0"));
        QCOMPARE(shared[0].pods,
                 (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        QVERIFY(
            LaneAttribution::note(shared).contains(QStringLiteral("node-1/0 is shared by 3 pods")));
        QVERIFY(LaneAttribution::note({}).isEmpty());
    }

    void stackedLanesAddUpInWorkOrder()
    {
        // Three phases named as Application Insights names them, in label
        // order (not work order), one with a missing sample.
        SeriesSet set;
        for (int i = 0; i < 4; ++i)
            set.timesMs.push_back(qint64(i) * 60'000);
        const QStringList names = {QStringLiteral("inference_latency_ms"),
                                   QStringLiteral("postprocessing_latency_ms"),
                                   QStringLiteral("preprocessing_latency_ms")};
        const double values[3] = {0.12, 0.015, 0.04};
        for (int s = 0; s < 3; ++s) {
            Series ser;
            ser.labels = Labels({{QStringLiteral("Name"), names[s]}});
            ser.values.assign(4, values[s]);
            ser.present.resize(4);
            for (std::size_t i = 0; i < 4; ++i)
                if (!(s == 1 && i == 2))
                    ser.present.set(i);
            set.series.push_back(std::move(ser));
        }
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 180'000;
        in.widthPx = 100;
        in.aggregate = Aggregate::Sum;
        in.topK = 1; // every part is drawn whatever topK says
        in.stacked = true;
        const LaneFrame f = Reduction::reduce(set, in);
        QVERIFY(f.stacked);
        QVERIFY(f.envelopeLow.isEmpty());
        QCOMPARE(f.outliers.size(), std::size_t(3));
        QCOMPARE(f.outliers[0].labels.value(QStringLiteral("Name")), names[2]); // pre
        QCOMPARE(f.outliers[1].labels.value(QStringLiteral("Name")), names[0]); // model
        QCOMPARE(f.outliers[2].labels.value(QStringLiteral("Name")), names[1]); // post
        QCOMPARE(f.outliers[0].points[0].y(), 0.04);
        QCOMPARE(f.outliers[1].points[0].y(), 0.04 + 0.12);
        QCOMPARE(f.outliers[2].points[0].y(), 0.04 + 0.12 + 0.015);
        // A time where a part has no sample is left out of the stack (not
        // drawn as if the part took no time); the top line is the total.
        QCOMPARE(f.outliers[2].points.size(), 3);
        QCOMPARE(f.outliers[0].points.size(), 3);
        QCOMPARE(f.outliers[2].points[2].x(), 180'000.0);
        QCOMPARE(f.aggregate.size(), 3);
        QCOMPARE(f.aggregate[2].y(), 0.04 + 0.12 + 0.015);
        QCOMPARE(f.yHigh, 0.04 + 0.12 + 0.015);
        QCOMPARE(f.yLow, 0.0);
        // The crosshair reads each part's own value and the total.
        in.topK = 3;
        const CrosshairValues c = Reduction::valuesAt(set, 60'000, in);
        QVERIFY(c.valid);
        QCOMPARE(c.aggregate, 0.04 + 0.12 + 0.015);
        QCOMPARE(c.outliers.front().second, 0.12);
    }

    void envelopeAndAggregatePerPoint()
    {
        // One point per pixel: the band is exactly min..max of each column.
        const SeriesSet set = gridSet(4, 10, 1000, [](int s, int i) { return double(s * 10 + i); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 9000;
        in.widthPx = 10;
        in.aggregate = Aggregate::Avg;
        const LaneFrame f = Reduction::reduce(set, in);
        QCOMPARE(f.envelopeLow.size(), 10);
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(f.envelopeLow[i].y(), double(i));
            QCOMPARE(f.envelopeHigh[i].y(), double(30 + i));
            QCOMPARE(f.aggregate[i].y(), double(15 + i));
            QCOMPARE(f.envelopeLow[i].x(), double(i * 1000));
        }
        QCOMPARE(f.yLow, 0.0);
        QCOMPARE(f.yHigh, 39.0);
        QCOMPARE(f.pointsInRange, std::size_t(40));
    }
    void bucketsKeepExtremes()
    {
        // 1,000 points into 10 pixels: a single spike must survive.
        const SeriesSet set = gridSet(
            3, 1000, 1000, [](int s, int i) { return (s == 1 && i == 537) ? 500.0 : double(s); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 999'000;
        in.widthPx = 10;
        in.aggregate = Aggregate::Max;
        in.topK = 1;
        const LaneFrame f = Reduction::reduce(set, in);
        QVERIFY(f.envelopeHigh.size() <= 10);
        double peak = 0;
        for (const auto &p : f.envelopeHigh)
            peak = std::max(peak, p.y());
        QCOMPARE(peak, 500.0);
        double aggPeak = 0;
        for (const auto &p : f.aggregate)
            aggPeak = std::max(aggPeak, p.y());
        QCOMPARE(aggPeak, 500.0);
        QVERIFY(f.aggregate.size() <= 40); // M4: at most 4 points per column
        QCOMPARE(f.outliers.size(), std::size_t(1));
        QCOMPARE(f.outliers[0].labels.value(QStringLiteral("gpu")), QStringLiteral("1"));
        QVERIFY(f.outliers[0].points.size() <= 40);
        bool spikeKept = false;
        for (const auto &p : f.outliers[0].points)
            spikeKept = spikeKept || (p.y() == 500.0 && p.x() == 537'000.0);
        QVERIFY(spikeKept);
    }
    void topKByPeakOrTrough()
    {
        const SeriesSet set = gridSet(16, 20, 1000, [](int s, int) { return double(s); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 19'000;
        in.widthPx = 100;
        in.topK = 3;
        LaneFrame f = Reduction::reduce(set, in);
        QCOMPARE(f.outliers.size(), std::size_t(3));
        QCOMPARE(f.outliers[0].score, 15.0);
        QCOMPARE(f.outliers[2].score, 13.0);
        in.outliersHigh = false; // low utilisation is the outlier for waste
        f = Reduction::reduce(set, in);
        QCOMPARE(f.outliers[0].score, 0.0);
        QCOMPARE(f.outliers[2].score, 2.0);
    }
    void quantileAggregate()
    {
        // 100 series with values 1..100. As PromQL's quantile(): p95 is at
        // rank 0.95 x 99 = 94.05, between 95 and 96; p50 between 50 and 51.
        const SeriesSet set = gridSet(100, 3, 1000, [](int s, int) { return double(s + 1); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 2000;
        in.widthPx = 3;
        in.aggregate = Aggregate::P95;
        QCOMPARE(Reduction::reduce(set, in).aggregate.front().y(), 95.05);
        in.aggregate = Aggregate::P50;
        QCOMPARE(Reduction::reduce(set, in).aggregate.front().y(), 50.5);
        in.aggregate = Aggregate::P99;
        QCOMPARE(Reduction::reduce(set, in).aggregate.front().y(), 99.01);
        // One series: every quantile is its value.
        std::vector<double> one{7.0};
        QCOMPARE(Reduction::aggregateOf(one, Aggregate::P99), 7.0);
        in.aggregate = Aggregate::Sum;
        const LaneFrame sum = Reduction::reduce(set, in);
        QCOMPARE(sum.aggregate.front().y(), 5050.0);
        QCOMPARE(sum.yHigh, 5050.0); // the axis must reach the sum, not only the series
    }
    void gapsNaNAndInfAreNotDrawn()
    {
        const SeriesSet set = gridSet(2, 4, 1000, [](int s, int i) {
            if (s == 0 && i == 1)
                return std::numeric_limits<double>::quiet_NaN(); // gap
            if (s == 1 && i == 2)
                return std::numeric_limits<double>::infinity();
            return 1.0;
        });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 3000;
        in.widthPx = 4;
        const LaneFrame f = Reduction::reduce(set, in);
        for (const auto &p : f.envelopeHigh)
            QVERIFY(std::isfinite(p.y()));
        QCOMPARE(f.envelopeHigh.size(), 4);
    }
    // The reduction walks runs of samples; a NaN sample and a gap must reduce
    // alike (the NaN inside a run, the gap between two), and ±Inf is skipped.
    void denseAndGappedSeriesReduceAlike()
    {
        auto value = [](int s, int i) {
            if (i % 97 == 5 + s)
                return std::numeric_limits<double>::infinity();
            if (i % 89 == 3)
                return -std::numeric_limits<double>::infinity();
            return std::sin(double(s * 131 + i) * 0.37) * 40.0 + double(s);
        };
        // Sample 200 of series 3 is a NaN value in one set and missing in the other.
        SeriesSet dense = gridSet(12, 300, 1000, value);
        dense.series[3].values.cell(200) = std::numeric_limits<double>::quiet_NaN();
        SeriesSet gapped = dense;
        gapped.series[3].present.reset(200);
        QCOMPARE(dense.series[3].present.nextClear(0, 300), std::size_t(300));
        QCOMPARE(gapped.series[3].present.nextClear(0, 300), std::size_t(200));
        QCOMPARE(gapped.series[3].present.nextSet(200, 300), std::size_t(201));
        for (Aggregate a : {Aggregate::Max, Aggregate::Min, Aggregate::Avg, Aggregate::Sum}) {
            for (bool high : {true, false}) {
                Reduction::Input in;
                in.fromMs = 7'000; // not on a mask word boundary
                in.toMs = 290'000;
                in.widthPx = 90;
                in.aggregate = a;
                in.outliersHigh = high;
                in.topK = 4;
                const LaneFrame d = Reduction::reduce(dense, in);
                const LaneFrame g = Reduction::reduce(gapped, in);
                QCOMPARE(d.envelopeLow, g.envelopeLow);
                QCOMPARE(d.envelopeHigh, g.envelopeHigh);
                QCOMPARE(d.aggregate, g.aggregate);
                QCOMPARE(d.outliers.size(), g.outliers.size());
                for (std::size_t i = 0; i < d.outliers.size(); ++i) {
                    QCOMPARE(d.outliers[i].labels, g.outliers[i].labels);
                    QCOMPARE(d.outliers[i].score, g.outliers[i].score);
                }
                QCOMPARE(d.yLow, g.yLow);
                QCOMPARE(d.yHigh, g.yHigh);
                QVERIFY(std::isfinite(d.yLow) && std::isfinite(d.yHigh));
            }
        }
    }
    void gapMaskRuns()
    {
        GapMask m(200);
        for (std::size_t i : {3, 63, 64, 65, 127, 128, 150, 199})
            m.set(i);
        QCOMPARE(m.nextSet(0, 200), std::size_t(3));
        QCOMPARE(m.nextSet(4, 200), std::size_t(63));
        QCOMPARE(m.nextClear(63, 200), std::size_t(66)); // across a word boundary
        QCOMPARE(m.nextSet(66, 200), std::size_t(127));
        QCOMPARE(m.nextClear(127, 200), std::size_t(129));
        QCOMPARE(m.nextSet(129, 150), std::size_t(150)); // `to` when none before it
        QCOMPARE(m.nextSet(151, 199), std::size_t(199));
        QCOMPARE(m.nextSet(151, 200), std::size_t(199));
        QCOMPARE(m.nextClear(199, 200), std::size_t(200));
        GapMask full(130, true);
        QCOMPARE(full.nextClear(0, 130), std::size_t(130));
        QCOMPARE(full.nextSet(129, 130), std::size_t(129));
        GapMask empty(130);
        QCOMPARE(empty.nextSet(0, 130), std::size_t(130));
        QCOMPARE(empty.nextClear(64, 130), std::size_t(64));
    }
    // A mask whose points form one run stores no words, however it was
    // filled; the first point off the run turns it into words.
    void gapMaskOneRunHasNoWords()
    {
        GapMask inOrder(1439);
        for (std::size_t i = 200; i < 1300; ++i)
            inOrder.set(i);
        QCOMPARE(inOrder.bytes(), std::size_t(0));
        QCOMPARE(inOrder.count(), std::size_t(1100));
        QCOMPARE(inOrder.nextSet(0, 1439), std::size_t(200));
        QCOMPARE(inOrder.last(), std::size_t(1299));
        GapMask backwards(1439);
        for (std::size_t i = 1300; i-- > 200;)
            backwards.set(i);
        QCOMPARE(backwards.bytes(), std::size_t(0));
        QVERIFY(backwards == inOrder);
        inOrder.set(1400); // a second run
        QVERIFY(inOrder.bytes() > 0);
        QVERIFY(!(backwards == inOrder));
        inOrder.reset(1400);
        QVERIFY(backwards == inOrder);
        inOrder.compact();
        QCOMPARE(inOrder.bytes(), std::size_t(0));
        QVERIFY(backwards == inOrder);
        backwards.reset(700); // a hole
        backwards.compact();
        QVERIFY(backwards.bytes() > 0);
        QCOMPARE(backwards.count(), std::size_t(1099));
        QCOMPARE(backwards.nextClear(200, 1439), std::size_t(700));
    }
    // Both forms answer every question as a plain array of bits would, over
    // random sets and resets (runs, holes, word edges, both ends).
    void gapMaskMatchesBits()
    {
        std::mt19937 random(7);
        for (int round = 0; round < 300; ++round) {
            const std::size_t n = 1 + random() % 300;
            GapMask m(n, random() % 4 == 0);
            std::vector<bool> bits(n, m.test(0));
            const int steps = int(random() % 400);
            const std::size_t start = random() % n;
            for (int k = 0; k < steps; ++k) {
                // Mostly in order from a start point, as parsers write.
                const std::size_t i =
                    random() % 3 ? std::min(n - 1, start + std::size_t(k)) : random() % n;
                if (random() % 5 == 0) {
                    m.reset(i);
                    bits[i] = false;
                } else {
                    m.set(i);
                    bits[i] = true;
                }
                if (random() % 50 == 0)
                    m.compact();
            }
            std::size_t count = 0, last = n;
            for (std::size_t i = 0; i < n; ++i) {
                QCOMPARE(m.test(i), bool(bits[i]));
                QCOMPARE(m.countBefore(i), count);
                count += bits[i];
                if (bits[i])
                    last = i;
            }
            QCOMPARE(m.count(), count);
            QCOMPARE(m.last(), last);
            for (int q = 0; q < 40; ++q) {
                const std::size_t from = random() % (n + 1);
                const std::size_t to = from + random() % (n + 1 - from);
                std::size_t set = to, clear = to;
                for (std::size_t i = to; i-- > from;)
                    (bits[i] ? set : clear) = i;
                QCOMPARE(m.nextSet(from, to), set);
                QCOMPARE(m.nextClear(from, to), clear);
            }
            GapMask words(n);
            for (std::size_t i = 0; i < n; ++i)
                if (bits[i])
                    words.set(i);
            QVERIFY(words == m);
            m.compact();
            QVERIFY(words == m);
        }
    }
    void outsideRangeIsEmpty()
    {
        const SeriesSet set = gridSet(2, 4, 1000, [](int, int) { return 1.0; });
        Reduction::Input in;
        in.fromMs = 10'000;
        in.toMs = 20'000;
        const LaneFrame f = Reduction::reduce(set, in);
        QVERIFY(!f.hasData);
        QVERIFY(f.envelopeLow.isEmpty());
    }
    void highlightMatchesAcrossLanes()
    {
        const Labels mem({{QStringLiteral("Hostname"), QStringLiteral("n3")},
                          {QStringLiteral("gpu"), QStringLiteral("2")},
                          {QStringLiteral("pod"), QStringLiteral("triton-b-7")}});
        const SeriesSelector sel = SeriesSelector::fromSeries(mem);
        QCOMPARE(sel.identity.value(QStringLiteral("pod")), QStringLiteral("triton-b-7"));
        const Labels latency({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                              {QStringLiteral("pod"), QStringLiteral("triton-b-7")}});
        QVERIFY(sel.matches(latency));
        QVERIFY(!sel.matches(Labels({{QStringLiteral("pod"), QStringLiteral("triton-b-8")}})));
        // Without a pod, the GPU is identified by host and index, whatever
        // the case of the host label.
        const SeriesSelector gpuSel =
            SeriesSelector::fromSeries(Labels({{QStringLiteral("Hostname"), QStringLiteral("n3")},
                                               {QStringLiteral("gpu"), QStringLiteral("2")}}));
        QVERIFY(gpuSel.matches(Labels({{QStringLiteral("hostname"), QStringLiteral("n3")},
                                       {QStringLiteral("gpu"), QStringLiteral("2")}})));
        QVERIFY(!gpuSel.matches(Labels({{QStringLiteral("hostname"), QStringLiteral("n3")},
                                        {QStringLiteral("gpu"), QStringLiteral("3")}})));

        const SeriesSet set = gridSet(16, 5, 1000, [](int s, int) { return double(s); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 4000;
        in.highlight = SeriesSelector::fromSeries(set.series[3].labels);
        const LaneFrame f = Reduction::reduce(set, in);
        QCOMPARE(f.highlighted.size(), std::size_t(1));
        QCOMPARE(f.highlighted[0].labels, set.series[3].labels);
    }
    void promqlNotation()
    {
        QCOMPARE(Labels({{QStringLiteral("__name__"), QStringLiteral("up")},
                         {QStringLiteral("job"), QStringLiteral("a\"b")}})
                     .toPromQL(),
                 QStringLiteral("up{job=\"a\\\"b\"}"));
        QCOMPARE(
            Labels({{QStringLiteral("__name__"), QStringLiteral("Percentage CPU")}}).toPromQL(),
            QStringLiteral("{__name__=\"Percentage CPU\"}"));
        QCOMPARE(Labels({{QStringLiteral("gpu"), QStringLiteral("0")}}).toPromQL(),
                 QStringLiteral("{gpu=\"0\"}"));
    }
    void shortNames()
    {
        QCOMPARE(Labels({{QStringLiteral("pod"), QStringLiteral("p-1")},
                         {QStringLiteral("Hostname"), QStringLiteral("n1")}})
                     .shortName(),
                 QStringLiteral("p-1"));
        QCOMPARE(Labels({{QStringLiteral("Hostname"), QStringLiteral("n1")},
                         {QStringLiteral("gpu"), QStringLiteral("3")}})
                     .shortName(),
                 QStringLiteral("n1/gpu3"));
        QCOMPARE(
            Labels({{QStringLiteral("__name__"), QStringLiteral("node_cpu")},
                    {QStringLiteral("node"), QStringLiteral("aks-1")},
                    {QStringLiteral("resource"),
                     QStringLiteral(
                         "/subscriptions/s/resourceGroups/g/providers/P/managedClusters/aks-gpu")}})
                .shortName(),
            QStringLiteral("aks-1/aks-gpu"));
        QCOMPARE(Labels({{QStringLiteral("__name__"), QStringLiteral("avg_DurationMs")},
                         {QStringLiteral("AppRoleName"), QStringLiteral("api")}})
                     .shortName(),
                 QStringLiteral("api"));
        QCOMPARE(Labels({{QStringLiteral("__name__"), QStringLiteral("up")}}).shortName(),
                 QStringLiteral("up"));
    }
    void crosshairValues()
    {
        const SeriesSet set =
            gridSet(4, 10, 15'000, [](int s, int i) { return double(s * 100 + i); });
        Reduction::Input in;
        in.aggregate = Aggregate::Max;
        in.topK = 2;
        // Between grid points the value at or before the time is shown.
        const CrosshairValues v = Reduction::valuesAt(set, 3 * 15'000 + 7'000, in);
        QVERIFY(v.valid);
        QCOMPARE(v.timeMs, 45'000);
        QCOMPARE(v.aggregate, 303.0);
        QCOMPARE(v.low, 3.0);
        QCOMPARE(v.high, 303.0);
        QCOMPARE(v.outliers.size(), std::size_t(2));
        QCOMPARE(v.outliers[0].second, 303.0);
        QVERIFY(!Reduction::valuesAt(set, -1, in).valid);
        QVERIFY(!Reduction::valuesAt(set, 10 * 15'000 + 60'000, in).valid); // far past the data
    }

    // Replay's cursor: the reduction leaves out what was not known yet, as
    // if the data ended there, without a cut copy of the data.
    void knownUntilEndsTheData()
    {
        const SeriesSet set = gridSet(3, 10, 1000, [](int s, int i) { return double(s * 10 + i); });
        Reduction::Input in;
        in.fromMs = 0;
        in.toMs = 9000;
        in.widthPx = 10;
        in.knownUntilMs = 4500;
        const LaneFrame f = Reduction::reduce(set, in);
        QCOMPARE(f.aggregate.size(), 5);
        QCOMPARE(f.aggregate.back().x(), 4000.0);
        QCOMPARE(f.pointsInRange, std::size_t(15));
        QCOMPARE(f.seriesCount, std::size_t(3));
        QCOMPARE(f.yHigh, 24.0);
        // The crosshair past the cutoff reads the last known value while it
        // is within two steps, and nothing further on.
        QCOMPARE(Reduction::valuesAt(set, 5000, in).timeMs, 4000);
        QVERIFY(!Reduction::valuesAt(set, 9000, in).valid);
        // Before the first sample nothing was known.
        in.knownUntilMs = -1;
        QVERIFY(Reduction::reduce(set, in).aggregate.isEmpty());
        // The same counts, straight from the set.
        QCOMPARE(set.sampleCount(4500), std::size_t(15));
        QCOMPARE(set.sampleCount(-1), std::size_t(0));
        QCOMPARE(set.sampleCount(9000), set.sampleCount());
        // Across the mask's 64-point words, with gaps.
        const SeriesSet wide = gridSet(2, 130, 1000, [](int, int i) {
            return i % 7 == 0 ? std::numeric_limits<double>::quiet_NaN() : double(i);
        });
        for (const int n : {0, 1, 63, 64, 65, 127, 128, 129, 130}) {
            std::size_t want = 0;
            for (int i = 0; i < n; ++i)
                want += i % 7 == 0 ? 0 : 2;
            QCOMPARE(wide.sampleCount(qint64(n) * 1000 - 1), want);
        }
    }
};

QTEST_GUILESS_MAIN(TestReduction)
#include "tst_reduction.moc"
