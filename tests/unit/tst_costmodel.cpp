#include "budgetforecast.h"
#include "costmodel.h"

#include "nearcompare.h"
#include <cmath>

#include <QTest>

namespace {
constexpr qint64 kStep = 15 * 60 * 1000; // 15 min: one sample is 0.25 h
constexpr double kGap = std::numeric_limits<double>::quiet_NaN();

Series gpuSeries(const QString &node, const QString &gpu, const QString &ns, const QString &model,
                 const std::vector<double> &util)
{
    std::vector<Labels::Pair> pairs{{QStringLiteral("Hostname"), node},
                                    {QStringLiteral("gpu"), gpu},
                                    {QStringLiteral("modelName"), model}};
    if (!ns.isEmpty())
        pairs.push_back({QStringLiteral("namespace"), ns});
    Series s;
    s.labels = Labels(std::move(pairs));
    s.values.assign(util.size(), 0.0);
    s.present.resize(util.size());
    for (std::size_t i = 0; i < util.size(); ++i) {
        if (std::isnan(util[i]))
            continue; // a gap: the exporter was down
        s.values.cell(i) = util[i];
        s.present.set(i);
    }
    return s;
}

SeriesSet grid(int points)
{
    SeriesSet set;
    for (int i = 0; i < points; ++i)
        set.timesMs.push_back(i * kStep);
    return set;
}

CostModel::Options options(int points)
{
    CostModel::Options o;
    o.fromMs = 0;
    o.toMs = (points - 1) * kStep;
    o.stepMs = kStep;
    return o;
}

// Two SKUs of two GPUs each: A at 4 $/h (2 $ per GPU-hour), B at 8 $/h (4 $).
PriceTable twoSkus()
{
    PriceTable t;
    t.setSku(QStringLiteral("A"), {2, 4.0, QStringLiteral("ModelA"), 40});
    t.setSku(QStringLiteral("B"), {2, 8.0, QStringLiteral("ModelB"), 80});
    t.setModelSku(QStringLiteral("ModelB"), QStringLiteral("B"));
    return t;
}

const CostLine *line(const CostReport &r, const QString &group)
{
    for (const CostLine &l : r.groups)
        if (l.group == group)
            return &l;
    return nullptr;
}

} // namespace

class TestCostModel : public QObject
{
    Q_OBJECT
  private slots:
    // 2 nodes x 2 GPUs, 4 grid points of 0.25 h (t = 0, 15, 30, 45 min),
    // idle threshold 30 %. n1 is SKU A by kube-state-metrics (2 $/GPU-h), n2
    // is SKU B by its modelName (4 $/GPU-h).
    //
    //   GPU      namespace  util per point     present  busy h                        idle h
    //   n1/0     team-a     100 50 30 0        4 (1 h)  (1+.5+.3+0)x.25 = .45         0 only: .25
    //   (30 is not < 30) n1/1     team-b     20 20 -- --        2 (.5h)  (.2+.2)x.25 = .1 .5;
    //   unobserved .5 n2/0     team-a     80 80 80 80        4 (1 h)  .8x4x.25 = .8 0 n2/1 (none)
    //   10 -- 29.9 60      3 (.75h) (.1+.299+.6)x.25 = .24975     10 and 29.9: .5; unobserved .25
    //
    //   cost:  n1/0 1x2 = 2, n1/1 .5x2 = 1, n2/0 1x4 = 4, n2/1 .75x4 = 3
    //   idle$: n1/0 .25x2 = .5, n1/1 .5x2 = 1, n2/0 0, n2/1 .5x4 = 2
    //
    //   team-a: 2 h, busy 1.25, idle .25, unobserved 0, $6, idle $.5, $4.80 per busy h
    //   team-b: .5 h, busy .1, idle .5, unobserved .5, $1, idle $1
    //   (none): .75 h, busy .24975, idle .5, unobserved .25, $3, idle $2
    //   total: 3.25 h, busy 1.59975, idle 1.25, unobserved .75, $10, idle $3.5
    void smallFleetByNamespace()
    {
        SeriesSet set = grid(4);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelA"),
                                       {100, 50, 30, 0}));
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("1"),
                                       QStringLiteral("team-b"), QStringLiteral("ModelA"),
                                       {20, 20, kGap, kGap}));
        set.series.push_back(gpuSeries(QStringLiteral("n2"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelB"),
                                       {80, 80, 80, 80}));
        set.series.push_back(gpuSeries(QStringLiteral("n2"), QStringLiteral("1"), QString(),
                                       QStringLiteral("ModelB"), {10, kGap, 29.9, 60}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        const CostReport r = CostModel::compute(set, twoSkus(), o);

        QCOMPARE(r.currency, QStringLiteral("USD"));
        QCOMPARE(r.stepMs, kStep);
        QCOMPARE(r.groups.size(), std::size_t(3));
        QVERIFY(r.unpriced.empty());
        const CostLine *a = line(r, QStringLiteral("team-a"));
        const CostLine *b = line(r, QStringLiteral("team-b"));
        const CostLine *none = line(r, QStringLiteral("(none)"));
        QVERIFY(a && b && none);
        COMPARE_NEAR(a->figures.gpuHours, 2.0);
        COMPARE_NEAR(a->figures.busyGpuHours, 1.25);
        COMPARE_NEAR(a->figures.idleGpuHours, 0.25);
        COMPARE_NEAR(a->figures.unobservedGpuHours, 0.0);
        COMPARE_NEAR(a->figures.cost, 6.0);
        COMPARE_NEAR(a->figures.idleCost, 0.5);
        COMPARE_NEAR(*a->figures.costPerBusyGpuHour(), 4.8);

        COMPARE_NEAR(b->figures.gpuHours, 0.5);
        COMPARE_NEAR(b->figures.busyGpuHours, 0.1);
        COMPARE_NEAR(b->figures.idleGpuHours, 0.5);
        COMPARE_NEAR(b->figures.unobservedGpuHours, 0.5);
        COMPARE_NEAR(b->figures.cost, 1.0);
        COMPARE_NEAR(b->figures.idleCost, 1.0);

        COMPARE_NEAR(none->figures.gpuHours, 0.75);
        COMPARE_NEAR(none->figures.busyGpuHours, 0.24975);
        COMPARE_NEAR(none->figures.idleGpuHours, 0.5);
        COMPARE_NEAR(none->figures.unobservedGpuHours, 0.25);
        COMPARE_NEAR(none->figures.cost, 3.0);
        COMPARE_NEAR(none->figures.idleCost, 2.0);

        COMPARE_NEAR(r.total.gpuHours, 3.25);
        COMPARE_NEAR(r.total.busyGpuHours, 1.59975);
        COMPARE_NEAR(r.total.idleGpuHours, 1.25);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.75);
        COMPARE_NEAR(r.total.cost, 10.0);
        COMPARE_NEAR(r.total.idleCost, 3.5);
    }

    // Same fleet grouped by node, a label the series carry as Hostname.
    //   n1: 1.5 h, $3; n2: 1.75 h, $7.
    void groupByNodeAndSku()
    {
        SeriesSet set = grid(4);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelA"),
                                       {100, 50, 30, 0}));
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("1"),
                                       QStringLiteral("team-b"), QStringLiteral("ModelA"),
                                       {20, 20, kGap, kGap}));
        set.series.push_back(gpuSeries(QStringLiteral("n2"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelB"),
                                       {80, 80, 80, 80}));
        set.series.push_back(gpuSeries(QStringLiteral("n2"), QStringLiteral("1"), QString(),
                                       QStringLiteral("ModelB"), {10, kGap, 29.9, 60}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        o.groupBy = QStringLiteral("hostname");
        CostReport r = CostModel::compute(set, twoSkus(), o);
        QCOMPARE(r.groups.size(), std::size_t(2));
        COMPARE_NEAR(line(r, QStringLiteral("n1"))->figures.gpuHours, 1.5);
        COMPARE_NEAR(line(r, QStringLiteral("n1"))->figures.cost, 3.0);
        COMPARE_NEAR(line(r, QStringLiteral("n2"))->figures.cost, 7.0);
        // No series has an `sku` label: the resolved SKU groups them.
        o.groupBy = QStringLiteral("sku");
        r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(line(r, QStringLiteral("A"))->figures.cost, 3.0);
        COMPARE_NEAR(line(r, QStringLiteral("B"))->figures.cost, 7.0);
    }

    // util exactly at the threshold is not idle; just under it is.
    void thresholdEdge()
    {
        SeriesSet set = grid(2);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("t"), QStringLiteral("ModelA"),
                                       {30, 29.999}));
        CostModel::Options o = options(2);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        CostReport r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(r.total.idleGpuHours, 0.25);
        COMPARE_NEAR(r.total.idleCost, 0.5);
        o.idleThresholdPct = 29.999;
        r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(r.total.idleGpuHours, 0.0);
        o.idleThresholdPct = 30.001;
        r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(r.total.idleGpuHours, 0.5);
    }

    // Standard_NV6ads_A10_v5 holds 1/6 A10 for 0.45 $/h: its one device,
    // 4 x 0.25 h at 50 %, is 1/6 GPU-hour costing 1/6 x 2.70 = 0.45 $, busy
    // 0.5/6 = 0.08333 h, so 5.40 $ per busy GPU-hour. An ND96asr_v4 GPU (8 per
    // VM, 27.20 $/h) at 100 % for the same hour: 1 GPU-hour, 3.40 $.
    void fractionalGpus()
    {
        SeriesSet set = grid(4);
        set.series.push_back(gpuSeries(QStringLiteral("slice"), QStringLiteral("0"),
                                       QStringLiteral("t"), QStringLiteral("NVIDIA A10"),
                                       {50, 50, 50, 50}));
        set.series.push_back(gpuSeries(QStringLiteral("big"), QStringLiteral("3"),
                                       QStringLiteral("u"), QStringLiteral("NVIDIA A100-SXM4-40GB"),
                                       {100, 100, 100, 100}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("slice"), QStringLiteral("Standard_NV6ads_A10_v5"));
        const CostReport r = CostModel::compute(set, PriceTable::defaults(), o);
        const CostLine *t = line(r, QStringLiteral("t"));
        QVERIFY(t);
        COMPARE_NEAR(t->figures.gpuHours, 1.0 / 6.0);
        COMPARE_NEAR(t->figures.busyGpuHours, 0.5 / 6.0);
        COMPARE_NEAR(t->figures.cost, 0.45);
        COMPARE_NEAR(*t->figures.costPerBusyGpuHour(), 5.40);
        const CostLine *u = line(r, QStringLiteral("u"));
        COMPARE_NEAR(u->figures.gpuHours, 1.0);
        COMPARE_NEAR(u->figures.cost, 3.40);
        COMPARE_NEAR(r.total.cost, 3.85);
    }

    // A node whose SKU has no price, and one whose SKU cannot be found: their
    // hours count, their cost is not invented, and both are named.
    void unknownSkuIsReported()
    {
        SeriesSet set = grid(2);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("t"), QStringLiteral("ModelA"), {50, 50}));
        set.series.push_back(gpuSeries(QStringLiteral("odd"), QStringLiteral("1"),
                                       QStringLiteral("t"), QStringLiteral("ModelZ"), {50, kGap}));
        set.series.push_back(gpuSeries(QStringLiteral("new"), QStringLiteral("0"),
                                       QStringLiteral("t"), QStringLiteral("ModelA"), {50, 50}));
        CostModel::Options o = options(2);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        o.nodeSkus.insert(QStringLiteral("new"), QStringLiteral("Standard_Future_v9"));
        const CostReport r = CostModel::compute(set, twoSkus(), o);
        // n1/0: .5 h x 2 $ = 1 $. odd/1: .25 h, no SKU. new/0: .5 h, no price.
        COMPARE_NEAR(r.total.gpuHours, 1.25);
        COMPARE_NEAR(r.total.cost, 1.0);
        COMPARE_NEAR(r.total.unpricedGpuHours, 0.75);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.25);
        QCOMPARE(r.unpriced.size(), std::size_t(2));
        for (const UnpricedGpu &u : r.unpriced) {
            if (u.node == QLatin1String("odd")) {
                QVERIFY(u.sku.isEmpty());
                QCOMPARE(u.modelName, QStringLiteral("ModelZ"));
                COMPARE_NEAR(u.gpuHours, 0.25);
            } else {
                QCOMPARE(u.node, QStringLiteral("new"));
                QCOMPARE(u.sku, QStringLiteral("Standard_Future_v9"));
                COMPARE_NEAR(u.gpuHours, 0.5);
            }
        }
    }

    // A series missing from the start of the range (the exporter came up
    // late) and a grid point missing for every GPU are unobserved, not idle.
    void unobservedGaps()
    {
        SeriesSet set;
        // The backend returned points 1 and 3 only: 0 and 2 are absent from
        // the grid itself.
        set.timesMs = {kStep, 3 * kStep};
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("t"), QStringLiteral("ModelA"), {0, 0}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        const CostReport r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(r.total.gpuHours, 0.5);
        COMPARE_NEAR(r.total.idleGpuHours, 0.5);
        COMPARE_NEAR(r.total.busyGpuHours, 0.0);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.5);
        COMPARE_NEAR(r.total.cost, 1.0);
        QVERIFY(!r.total.costPerBusyGpuHour());
    }

    // A pod scheduled on a GPU changes its labels, which splits the GPU's
    // utilisation into two series. What was not observed is counted per GPU:
    // n1/0 has samples at points 0, 1 (team-a) and 2 (no pod), so only point 3
    // is unobserved, .25 h, in team-a, where the GPU spent most samples.
    void splitSeriesOfOneGpu()
    {
        SeriesSet set = grid(4);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelA"),
                                       {50, 50, kGap, kGap}));
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"), QString(),
                                       QStringLiteral("ModelA"), {kGap, kGap, 3, kGap}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        const CostReport r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(r.total.gpuHours, 0.75);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.25);
        COMPARE_NEAR(line(r, QStringLiteral("team-a"))->figures.unobservedGpuHours, 0.25);
        COMPARE_NEAR(line(r, QStringLiteral("(none)"))->figures.unobservedGpuHours, 0.0);
        COMPARE_NEAR(line(r, QStringLiteral("(none)"))->figures.idleCost, 0.5);
    }

    // At a coarse step an average window can span the change: both series of
    // n1/0 have point 1, which is one step shared, .125 h each.
    //   team-a: points 0 and 1/2 = .375 h; (none): 1/2, 2, 3 = .625 h; 1 h in all.
    void sharedPointOfOneGpu()
    {
        SeriesSet set = grid(4);
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"),
                                       QStringLiteral("team-a"), QStringLiteral("ModelA"),
                                       {100, 100, kGap, kGap}));
        set.series.push_back(gpuSeries(QStringLiteral("n1"), QStringLiteral("0"), QString(),
                                       QStringLiteral("ModelA"), {kGap, 0, 0, 0}));
        CostModel::Options o = options(4);
        o.nodeSkus.insert(QStringLiteral("n1"), QStringLiteral("A"));
        const CostReport r = CostModel::compute(set, twoSkus(), o);
        COMPARE_NEAR(line(r, QStringLiteral("team-a"))->figures.gpuHours, 0.375);
        COMPARE_NEAR(line(r, QStringLiteral("team-a"))->figures.busyGpuHours, 0.375);
        COMPARE_NEAR(line(r, QStringLiteral("(none)"))->figures.gpuHours, 0.625);
        COMPARE_NEAR(line(r, QStringLiteral("(none)"))->figures.idleGpuHours, 0.625);
        COMPARE_NEAR(r.total.gpuHours, 1.0);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.0);
        COMPARE_NEAR(r.total.cost, 2.0);
    }

    void skuResolution()
    {
        SeriesSet kube;
        Series s;
        s.labels = Labels({{QStringLiteral("node"), QStringLiteral("n1")},
                           {QStringLiteral("label_node_kubernetes_io_instance_type"),
                            QStringLiteral("Standard_ND96asr_v4")}});
        kube.series.push_back(s);
        s.labels = Labels({{QStringLiteral("node"), QStringLiteral("n2")},
                           {QStringLiteral("label_beta_kubernetes_io_instance_type"),
                            QStringLiteral("Standard_NC4as_T4_v3")}});
        kube.series.push_back(s);
        const auto nodeSkus = CostModel::nodeSkusFromKubeNodeLabels(kube);
        QCOMPARE(nodeSkus.value(QStringLiteral("n1")), QStringLiteral("Standard_ND96asr_v4"));
        QCOMPARE(nodeSkus.value(QStringLiteral("n2")), QStringLiteral("Standard_NC4as_T4_v3"));

        PriceTable prices = PriceTable::defaults();
        prices.setNodeSku(QStringLiteral("n2"), QStringLiteral("Standard_NC64as_T4_v3"));
        // Override, then kube-state-metrics, then the model.
        QCOMPARE(
            CostModel::skuFor(QStringLiteral("n2"), QStringLiteral("Tesla T4"), prices, nodeSkus),
            QStringLiteral("Standard_NC64as_T4_v3"));
        QCOMPARE(
            CostModel::skuFor(QStringLiteral("n1"), QStringLiteral("Tesla T4"), prices, nodeSkus),
            QStringLiteral("Standard_ND96asr_v4"));
        QCOMPARE(
            CostModel::skuFor(QStringLiteral("n3"), QStringLiteral("Tesla T4"), prices, nodeSkus),
            QStringLiteral("Standard_NC4as_T4_v3"));
        QVERIFY(CostModel::skuFor(QStringLiteral("n3"), QStringLiteral("?"), prices, nodeSkus)
                    .isEmpty());

        // The rule each found it by. An instance type the table has no price
        // for gives way to the GPU model's SKU, and is named.
        using CostModel::pricing;
        QCOMPARE(pricing(QStringLiteral("n2"), QStringLiteral("Tesla T4"), prices, nodeSkus).rule,
                 PriceRule::Node);
        QCOMPARE(pricing(QStringLiteral("n1"), QStringLiteral("Tesla T4"), prices, nodeSkus).rule,
                 PriceRule::InstanceType);
        QCOMPARE(pricing(QStringLiteral("n3"), QStringLiteral("Tesla T4"), prices, {}).rule,
                 PriceRule::GpuModel);
        QHash<QString, QString> unknownType{{QStringLiteral("n4"), QStringLiteral("Standard_X")}};
        const CostModel::Pricing byModel =
            pricing(QStringLiteral("n4"), QStringLiteral("Tesla T4"), prices, unknownType);
        QCOMPARE(byModel.rule, PriceRule::GpuModel);
        QCOMPARE(byModel.sku, QStringLiteral("Standard_NC4as_T4_v3"));
        QCOMPARE(byModel.unpricedInstanceType, QStringLiteral("Standard_X"));
        const CostModel::Pricing none =
            pricing(QStringLiteral("n4"), QStringLiteral("?"), prices, unknownType);
        QCOMPARE(none.rule, PriceRule::None);
        QCOMPARE(none.sku, QStringLiteral("Standard_X"));
        QCOMPARE(CostModel::priceRuleKeys(PriceRules(PriceRule::InstanceType) |
                                          PriceRules(PriceRule::None)),
                 (QStringList{QStringLiteral("instanceType"), QStringLiteral("none")}));
    }

    // A month's budget of 3000 over November 2026 (1 November a Sunday),
    // seen on Saturday 14 November: 28 days of history at 100 a weekday and
    // 40 a weekend day (2320, 82.857 a day), 1160 spent so far. Each date
    // worked out by hand.
    void budgetForecastByHand()
    {
        const QDate today(2026, 11, 14);
        BudgetForecast::Input in;
        in.budget = Budget::typed(3000, QStringLiteral("USD"), today);
        in.budget.thresholds.insert(in.budget.thresholds.begin(), {50, false, true});
        in.today = today;
        for (QDate d = today.addDays(-27); d <= today; d = d.addDays(1))
            in.history.push_back({d, d.dayOfWeek() >= 6 ? 40.0 : 100.0});
        in.savingsPerDay = 20;
        const auto r = BudgetForecast::compute(in);
        QVERIFY(r);
        QCOMPARE(r->from, QDate(2026, 11, 1));
        QCOMPARE(r->to, QDate(2026, 11, 30));
        QCOMPARE(r->days(), 30);
        COMPARE_NEAR(r->spentToDate, 1160.0);
        QCOMPARE(r->rateDays, 28);
        QCOMPARE(r->estimatedDays, 0);
        COMPARE_NEAR(r->dailyRate, 2320.0 / 28);
        COMPARE_NEAR(r->weekdayRate[0], 100.0);
        COMPARE_NEAR(r->weekdayRate[6], 40.0);
        COMPARE_NEAR(r->projectedStraightLine, 1160 + 16 * 2320.0 / 28);
        COMPARE_NEAR(r->projectedWeekday, 2460.0);
        COMPARE_NEAR(r->projectedWithLevers, 1160 + 16 * (2320.0 / 28 - 20));
        COMPARE_NEAR(r->actual[13], 1160.0);
        COMPARE_NEAR(r->actual[0], 40.0);
        QVERIFY(std::isnan(r->actual[14]));
        QVERIFY(std::isnan(r->straightLine[12]));
        COMPARE_NEAR(r->weekday[17], 1500.0); // 18 November
        QCOMPARE(r->crossings.size(), std::size_t(4));
        const auto &half = r->crossings[0];
        COMPARE_NEAR(half.level, 1500.0);
        QVERIFY(!half.actual);
        QCOMPARE(*half.straightLine, QDate(2026, 11, 19));
        QCOMPARE(*half.weekday, QDate(2026, 11, 18));
        QCOMPARE(*half.withLevers, QDate(2026, 11, 20));
        const auto &eighty = r->crossings[1];
        QCOMPARE(*eighty.straightLine, QDate(2026, 11, 29));
        QCOMPARE(*eighty.weekday, QDate(2026, 11, 30));
        QVERIFY(!eighty.withLevers);
        QVERIFY(!r->crossings[3].straightLine && !r->crossings[3].weekday);

        // On the forecast: 80 % (2400) is under the straight line's 2485.7,
        // so it is crossed today; 100 % is not crossed at all.
        BudgetForecast::Input onForecast = in;
        onForecast.budget.thresholds = {{80, true, true}, {100, true, true}};
        const auto fc = BudgetForecast::compute(onForecast);
        QVERIFY(fc);
        QCOMPARE(*fc->crossings[0].actual, today);
        QVERIFY(!fc->crossings[1].actual && !fc->crossings[1].straightLine);

        // Azure's spend to date: 1600, so 50 % was crossed on the 13th
        // (1600 less the 14th's 40 is 1560; less the 13th's 100, 1460).
        BudgetForecast::Input azure = in;
        azure.budget.currentSpend = 1600;
        const auto a = BudgetForecast::compute(azure);
        QVERIFY(a && a->spentFromAzure);
        QCOMPARE(*a->crossings[0].actual, QDate(2026, 11, 13));
        QVERIFY(!a->crossings[0].straightLine);

        // With Azure's 1600 and history from 9 November only (540 over six
        // days), the eight days before it share the other 1060: 132.5 each.
        // The 13th still crosses 50 %: 1600 - 40 = 1560, and 1460 the day
        // before.
        BudgetForecast::Input azureLate = azure;
        std::erase_if(azureLate.history,
                      [](const DailySpend &d) { return d.date < QDate(2026, 11, 9); });
        const auto al = BudgetForecast::compute(azureLate);
        QVERIFY(al);
        QCOMPARE(al->estimatedDays, 8);
        COMPARE_NEAR(al->actual[7], 1060.0);
        COMPARE_NEAR(al->actual[0], 132.5);
        QCOMPARE(*al->crossings[0].actual, QDate(2026, 11, 13));
        // A threshold reached only on the shared days: 30 % (900) about
        // the 7th (6 x 132.5 = 795, 7 x 132.5 = 927.5).
        BudgetForecast::Input low = azureLate;
        low.budget.thresholds = {{30, false, true}};
        QCOMPARE(*BudgetForecast::compute(low)->crossings[0].actual, QDate(2026, 11, 7));

        // History from 5 November only: the four days before it are taken
        // at the rate of the ten known (820 / 10), and counted.
        BudgetForecast::Input late = in;
        std::erase_if(late.history,
                      [](const DailySpend &d) { return d.date < QDate(2026, 11, 5); });
        const auto l = BudgetForecast::compute(late);
        QVERIFY(l);
        QCOMPARE(l->estimatedDays, 4);
        COMPARE_NEAR(l->dailyRate, 82.0);
        COMPARE_NEAR(l->spentToDate, 820 + 4 * 82.0);

        // What cannot be forecast says why.
        BudgetForecast::Input empty = in;
        empty.history.clear();
        QVERIFY(!BudgetForecast::compute(empty));
        BudgetForecast::Input zero = in;
        zero.budget.amount = 0;
        QVERIFY(!BudgetForecast::compute(zero));
    }

    void budgetPeriods()
    {
        Budget b;
        b.start = QDate(2026, 1, 1);
        const QDate day(2026, 11, 14);
        QCOMPARE(b.periodOf(day), std::pair(QDate(2026, 11, 1), QDate(2026, 11, 30)));
        b.grain = Budget::Grain::Quarterly;
        QCOMPARE(b.periodOf(day), std::pair(QDate(2026, 10, 1), QDate(2026, 12, 31)));
        b.grain = Budget::Grain::Annually;
        QCOMPARE(b.periodOf(day), std::pair(QDate(2026, 1, 1), QDate(2026, 12, 31)));
        b.end = QDate(2026, 11, 20);
        QCOMPARE(b.periodOf(day).second, QDate(2026, 11, 20));
        b.grain = Budget::Grain::BillingQuarter;
        b.start = QDate(2025, 2, 1);
        b.end = {};
        QCOMPARE(b.periodOf(day), std::pair(QDate(2026, 11, 1), QDate(2027, 1, 31)));
        QCOMPARE(Budget::grainFromName(QStringLiteral("billingMonth")),
                 std::optional(Budget::Grain::BillingMonth));
        QVERIFY(!Budget::grainFromName(QStringLiteral("Weekly")));
    }

    void moneyForDisplay()
    {
        QCOMPARE(CostModel::formatMoney(1234.567), QStringLiteral("1235"));
        QCOMPARE(CostModel::formatMoney(100.0), QStringLiteral("100"));
        QCOMPARE(CostModel::formatMoney(12.3456), QStringLiteral("12.35"));
        QCOMPARE(CostModel::formatMoney(0.0), QStringLiteral("0.00"));
        QCOMPARE(CostModel::formatHours(1.59975), QStringLiteral("1.60"));
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
