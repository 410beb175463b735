// The cost report's time breakdown (days, hours of the week, GPUs by idle
// cost) and the savings levers, on a week of a hand-sized fleet whose answers
// are worked out in the comments.
#include "savingslevers.h"

#include "nearcompare.h"
#include <QDateTime>

#include <QTest>

#include <cmath>

namespace {
constexpr qint64 kStep = 15 * 60 * 1000; // one sample is 0.25 h
constexpr int kPointsPerWeek = 7 * 96;
// Monday 2026-11-16 00:00 UTC.
const qint64 kMonday =
    QDateTime(QDate(2026, 11, 16), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch();

bool night(int point)
{
    const int hour = (point % 96) / 4;
    return hour >= 22 || hour < 7;
}

Series series(const QString &node, const QString &gpu, const QString &pool,
              const std::function<double(int)> &util)
{
    Series s;
    s.labels = Labels({{QStringLiteral("Hostname"), node},
                       {QStringLiteral("gpu"), gpu},
                       {QStringLiteral("namespace"), QStringLiteral("team-a")},
                       {QStringLiteral("nodepool"), pool},
                       {QStringLiteral("modelName"), QStringLiteral("M")}});
    s.values.resize(kPointsPerWeek);
    s.present.resize(kPointsPerWeek);
    for (int i = 0; i < kPointsPerWeek; ++i) {
        s.values.cell(std::size_t(i)) = util(i);
        s.present.set(std::size_t(i));
    }
    return s;
}

// n1 (SKU A: 2 GPUs, 4 $/h, 40 GiB, pool p1): GPU 0 runs at 10 % from 22:00
// to 07:00 and at 80 % by day; GPU 1 runs at 90 % all week.
// n2 (SKU B: 2 GPUs, 8 $/h, 80 GiB, pool p2): one GPU at 50 % all week.
// SKU S (1 GPU, 1 $/h, 16 GiB) is the small one right-sizing may suggest.
struct Week
{
    SeriesSet set;
    PriceTable prices;
    CostModel::Options options;
    CostReport report;

    Week()
    {
        for (int i = 0; i < kPointsPerWeek; ++i)
            set.timesMs.push_back(kMonday + i * kStep);
        set.series.push_back(series(QStringLiteral("n1"), QStringLiteral("0"), QStringLiteral("p1"),
                                    [](int i) { return night(i) ? 10.0 : 80.0; }));
        set.series.push_back(series(QStringLiteral("n1"), QStringLiteral("1"), QStringLiteral("p1"),
                                    [](int) { return 90.0; }));
        set.series.push_back(series(QStringLiteral("n2"), QStringLiteral("0"), QStringLiteral("p2"),
                                    [](int) { return 50.0; }));
        prices.setSku(QStringLiteral("A"), {2, 4.0, QStringLiteral("M"), 40});
        prices.setSku(QStringLiteral("B"), {2, 8.0, QStringLiteral("M2"), 80});
        prices.setSku(QStringLiteral("S"), {1, 1.0, QStringLiteral("M3"), 16});
        options.fromMs = kMonday;
        options.toMs = kMonday + (kPointsPerWeek - 1) * kStep;
        options.stepMs = kStep;
        options.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        options.nodeSkus.insert(QStringLiteral("n2"), QStringLiteral("B"));
        report = CostModel::compute(set, prices, options);
    }
};

} // namespace

class TestSavingsLevers : public QObject
{
    Q_OBJECT
  private slots:
    // 168 h; every day: n1 48 GPU-h at 2 $ = 96 $ + n2 24 GPU-h at 4 $ = 96 $;
    // idle: n1/0 from 00-07 and 22-24, 9 h = 18 $ a day.
    void daysAndWeekHours()
    {
        const Week w;
        const CostReport &r = w.report;
        COMPARE_NEAR(r.rangeHours(), 168.0);
        QCOMPARE(r.days.size(), std::size_t(7));
        QCOMPARE(r.days.front().date, QDate(2026, 11, 16));
        QCOMPARE(r.days.back().date, QDate(2026, 11, 22));
        for (const DayCost &d : r.days) {
            const CostFigures &f = d.groups.value(QStringLiteral("team-a"));
            COMPARE_NEAR(f.gpuHours, 72.0);
            COMPARE_NEAR(f.cost, 192.0);
            COMPARE_NEAR(f.idleGpuHours, 9.0);
            COMPARE_NEAR(f.idleCost, 18.0);
        }
        // GPUs by idle cost: n1/0 first (63 idle hours, 126 $), the others none.
        QCOMPARE(r.gpus.size(), std::size_t(3));
        QCOMPARE(r.gpus[0].node, QStringLiteral("n1"));
        QCOMPARE(r.gpus[0].gpu, QStringLiteral("0"));
        QCOMPARE(r.gpus[0].pool, QStringLiteral("p1"));
        COMPARE_NEAR(r.gpus[0].figures.idleGpuHours, 63.0);
        COMPARE_NEAR(r.gpus[0].figures.idleCost, 126.0);
        // Monday 22:00 is week hour 22, Tuesday 03:00 is 27, Tuesday noon 36.
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[22], 1.0);
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[27], 1.0);
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[36], 0.0);
        COMPARE_NEAR(r.gpus[0].observedByWeekHour[36], 1.0);
    }

    // Days and hours of the week follow the zone: at UTC+1 the first sample
    // is Monday 01:00, and the last one falls on Monday 00:45 of the next week.
    // Local 07:00 is 06:00 UTC, still night; local 23:00 is 22:00 UTC.
    void timeZoneShiftsHours()
    {
        Week w;
        w.options.timeZone = QTimeZone(3600);
        const CostReport r = CostModel::compute(w.set, w.prices, w.options);
        QCOMPARE(r.days.size(), std::size_t(8));
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[7], 1.0);
        COMPARE_NEAR(w.report.gpus[0].idleByWeekHour[7], 0.0);
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[23], 1.0);
        COMPARE_NEAR(r.gpus[0].idleByWeekHour[22], 0.0);
    }

    void schedule()
    {
        SavingsLevers::Schedule nights; // 22-07, weekdays
        QCOMPARE(nights.hoursPerWeek(), 45);
        QVERIFY(nights.contains(22));           // Monday 22:00
        QVERIFY(nights.contains(24 + 6));       // Tuesday 06:00
        QVERIFY(!nights.contains(7));           // Monday 07:00
        QVERIFY(!nights.contains(6));           // Monday 06:00: Sunday night is not chosen
        QVERIFY(nights.contains(5 * 24 + 3));   // Saturday 03:00 ends Friday's night
        QVERIFY(!nights.contains(5 * 24 + 22)); // Saturday 22:00
        SavingsLevers::Schedule office{9, 17, 0b1111111};
        QCOMPARE(office.hoursPerWeek(), 56);
        SavingsLevers::Schedule none{9, 9, 0b1111111};
        QCOMPARE(none.hoursPerWeek(), 0);
    }

    // Off-hours, weekdays 22-07 (45 h a week): n1/0 is idle in all of them,
    // 45 GPU-h x 2 $ = 90 $ in the week, x 730/168 = 391.07 $ a month. Only
    // idle hours count: n1/1 and n2/0 are busy at night and save nothing.
    // Reserved (1 y, 35 %): all three GPUs ran the whole week: 730 h x (2 + 2
    // + 4) $ x 35 % = 2044 $. Spot for p1 (70 %, 5 % evictions): n1 costs
    // 2 x 2 $ x 730 = 2920 $ a month; net 0.70 - 0.30 x 0.05 = 0.685 = 2000.2 $.
    // Right-sizing: n1's peak of 10 GiB + 20 % fits S (1 $ per GPU vs 2 $):
    // 2920 x (1 - 1/2) = 1460 $; n2's 50 GiB needs 60, nothing smaller fits.
    void leversOnAWeek()
    {
        const Week w;
        SavingsLevers::Assumptions a;
        a.spotPools = {QStringLiteral("p1")};
        const SavingsLevers::NodePeaks peaks{{QStringLiteral("n1"), 10.0},
                                             {QStringLiteral("n2"), 50.0}};
        const auto levers = SavingsLevers::compute(w.report, w.prices, peaks, a);
        QCOMPARE(levers.size(), std::size_t(4));

        const SavingsLevers::Lever &off = levers[0];
        QCOMPARE(off.kind, SavingsLevers::Kind::OffHours);
        QVERIFY(off.unavailable.isEmpty());
        COMPARE_NEAR(off.monthlySaving, 90.0 * 730.0 / 168.0);
        QCOMPARE(off.evidence.size(), std::size_t(1));
        QCOMPARE(off.evidence[0].subject, QStringLiteral("n1"));
        COMPARE_NEAR(off.evidence[0].hours, 45.0);
        COMPARE_NEAR(off.windowIdleHours[22], 1.0);
        COMPARE_NEAR(off.windowIdleHours[6], 0.0); // Sunday night is outside

        const SavingsLevers::Lever &res = levers[1];
        QCOMPARE(res.kind, SavingsLevers::Kind::Reserved);
        COMPARE_NEAR(res.monthlySaving, 730.0 * 8.0 * 0.35);
        QCOMPARE(res.evidence.size(), std::size_t(2));
        // A: 2 GPUs x 730 h x 2 $ x 35 % = 1022 $; B: 1 x 730 x 4 x 35 %, the same.
        QCOMPARE(res.evidence[0].subject, QStringLiteral("A"));
        QCOMPARE(res.evidence[0].gpus, 2);
        COMPARE_NEAR(res.evidence[1].saving, 1022.0);
        a.reservedTermYears = 3;
        COMPARE_NEAR(SavingsLevers::compute(w.report, w.prices, peaks, a)[1].monthlySaving,
                     730.0 * 8.0 * 0.55);

        const SavingsLevers::Lever &spot = levers[2];
        COMPARE_NEAR(spot.basisCost, 2920.0);
        COMPARE_NEAR(spot.monthlySaving, 2920.0 * 0.685);
        QCOMPARE(spot.evidence.size(), std::size_t(1));

        const SavingsLevers::Lever &size = levers[3];
        COMPARE_NEAR(size.monthlySaving, 1460.0);
        QCOMPARE(size.evidence.size(), std::size_t(1));
        QCOMPARE(size.evidence[0].subject, QStringLiteral("n1"));
        QCOMPARE(size.evidence[0].detail, QStringLiteral("S"));
        COMPARE_NEAR(size.evidence[0].peakGiB, 10.0);
    }

    void leversSayWhyTheyCannotCount()
    {
        const Week w;
        SavingsLevers::Assumptions a;
        a.offHours.days = 0;
        a.alwaysOnPct = 101;
        const auto levers = SavingsLevers::compute(w.report, w.prices, {}, a);
        for (const auto &l : levers) {
            QVERIFY2(!l.unavailable.isEmpty(), qPrintable(QString::number(int(l.kind))));
            COMPARE_NEAR(l.monthlySaving, 0.0);
        }
    }

    void peaksFromMiB()
    {
        SeriesSet set;
        set.timesMs = {0, 1};
        Series a;
        a.labels = Labels({{QStringLiteral("Hostname"), QStringLiteral("n1")},
                           {QStringLiteral("gpu"), QStringLiteral("0")}});
        a.values = {1024, 4096};
        a.present.resize(2);
        a.present.set(0);
        a.present.set(1);
        Series b = a;
        b.labels = Labels({{QStringLiteral("Hostname"), QStringLiteral("n1")},
                           {QStringLiteral("gpu"), QStringLiteral("1")}});
        b.values = {10240, 99999};
        b.present.reset(1); // a gap: not a peak
        set.series = {a, b};
        const auto peaks = SavingsLevers::peaksFromFramebufferUsed(set);
        COMPARE_NEAR(peaks.value(QStringLiteral("n1")), 10.0);
    }
};

QTEST_GUILESS_MAIN(TestSavingsLevers)
#include "tst_savingslevers.moc"
