// Who a GPU's hours belong to where dcgm-exporter's series do not say it
// plainly: a GPU time-sliced between pods (one series per pod, the same
// values), a GPU split into MIG instances, and a GPU that goes on naming a
// pod that has ended. Pure arithmetic over hand-made series.
#include "costmodel.h"
#include "migprofiles.h"

#include "nearcompare.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 kStep = 15 * 60 * 1000; // 15 min: one sample is 0.25 h
constexpr double kGap = std::numeric_limits<double>::quiet_NaN();

struct Gpu
{
    QString node = u"n1"_s;
    QString gpu = u"0"_s;
    QString ns;
    QString pod;
    QString instance; // GPU_I_ID
    QString profile;  // GPU_I_PROFILE
    QString model = u"ModelA"_s;
};

const QString kA100 = u"NVIDIA A100 80GB PCIe"_s;

// A whole GPU running a pod (or none).
Gpu onPod(const QString &ns, const QString &pod, const QString &gpu = u"0"_s)
{
    Gpu g;
    g.gpu = gpu;
    g.ns = ns;
    g.pod = pod;
    return g;
}

// A MIG instance of n1/0, running a pod (or none).
Gpu instance(const QString &id, const QString &profile, const QString &ns = {},
             const QString &pod = {})
{
    Gpu g = onPod(ns, pod);
    g.instance = id;
    g.profile = profile;
    g.model = kA100;
    return g;
}

Series series(const Gpu &g, const std::vector<double> &util)
{
    std::vector<Labels::Pair> pairs{{u"Hostname"_s, g.node},
                                    {u"gpu"_s, g.gpu},
                                    {u"UUID"_s, u"GPU-"_s + g.node + g.gpu},
                                    {u"modelName"_s, g.model}};
    if (!g.instance.isEmpty()) {
        pairs.push_back({u"GPU_I_ID"_s, g.instance});
        pairs.push_back({u"GPU_I_PROFILE"_s, g.profile});
    }
    if (!g.ns.isEmpty())
        pairs.push_back({u"namespace"_s, g.ns});
    if (!g.pod.isEmpty())
        pairs.push_back({u"pod"_s, g.pod});
    Series s;
    s.labels = Labels(std::move(pairs));
    s.values.assign(util.size(), 0.0);
    s.present.resize(util.size());
    for (std::size_t i = 0; i < util.size(); ++i) {
        if (std::isnan(util[i]))
            continue;
        s.values.cell(i) = util[i];
        s.present.set(i);
    }
    return s;
}

// kube_pod_info as the cost query asks for it: one series per pod, 1 where
// kube-state-metrics listed it.
Series podInfo(const QString &ns, const QString &pod, const std::vector<bool> &listed)
{
    Series s;
    s.labels = Labels({{u"namespace"_s, ns}, {u"pod"_s, pod}});
    s.values.assign(listed.size(), 1.0);
    s.present.resize(listed.size());
    for (std::size_t i = 0; i < listed.size(); ++i)
        if (listed[i])
            s.present.set(i);
    return s;
}

SeriesSet grid(int points)
{
    SeriesSet set;
    for (int i = 0; i < points; ++i)
        set.timesMs.push_back(i * kStep);
    return set;
}

CostModel::Options options(int points, const QString &groupBy = u"namespace"_s)
{
    CostModel::Options o;
    o.toMs = (points - 1) * kStep;
    o.stepMs = kStep;
    o.groupBy = groupBy;
    return o;
}

// One SKU of two GPUs at 4 $/h: 2 $ per GPU-hour.
PriceTable prices()
{
    PriceTable t;
    t.setSku(u"A"_s, {2, 4.0, u"ModelA"_s, 40});
    t.setModelSku(u"ModelA"_s, u"A"_s);
    t.setModelSku(kA100, u"A"_s);
    t.setNodeSku(u"n1"_s, u"A"_s); // the node's own SKU: no stand-in to note
    return t;
}

double hoursOf(const CostReport &r, const QString &group)
{
    const CostLine *l = r.group(group);
    return l ? l->figures.gpuHours : 0.0;
}
} // namespace

class TestCostAttribution : public QObject
{
    Q_OBJECT
  private slots:
    // n1/0 is time-sliced between three pods of three teams: three series
    // with the same values. n1/1 runs one pod of team-a. Four points of
    // 0.25 h: 2 GPU-hours in all, not 4.
    void timeSlicedGpuIsCountedOnce()
    {
        SeriesSet set = grid(4);
        const std::vector<double> shared{80, 80, 40, 40};
        set.series.push_back(series(onPod(u"team-a"_s, u"a-1"_s), shared));
        set.series.push_back(series(onPod(u"team-b"_s, u"b-1"_s), shared));
        set.series.push_back(series(onPod(u"team-c"_s, u"c-1"_s), shared));
        set.series.push_back(series(onPod(u"team-a"_s, u"a-2"_s, u"1"_s), {50, 50, 50, 50}));
        const CostReport r = CostModel::compute(set, prices(), options(4));

        QCOMPARE(r.gpus.size(), std::size_t(2));
        COMPARE_NEAR(r.total.gpuHours, 2.0);
        COMPARE_NEAR(r.total.cost, 4.0);
        // The shared GPU's busy hours are its own, once: .6 h of its hour.
        COMPARE_NEAR(r.total.busyGpuHours, 0.6 + 0.5);
        // Each pod's namespace has a third of the shared GPU at every step.
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 1.0 + 1.0 / 3.0);
        COMPARE_NEAR(hoursOf(r, u"team-b"_s), 1.0 / 3.0);
        COMPARE_NEAR(hoursOf(r, u"team-c"_s), 1.0 / 3.0);
        COMPARE_NEAR(r.group(u"team-b"_s)->figures.cost, 2.0 / 3.0);

        QCOMPARE(r.sharedGpus.size(), std::size_t(1));
        QCOMPARE(r.sharedGpus[0].node, u"n1"_s);
        QCOMPARE(r.sharedGpus[0].gpu, u"0"_s);
        QCOMPARE(r.sharedGpus[0].pods, 3);
        QCOMPARE(CostModel::notes(r),
                 QStringList{u"GPU n1/0 is shared by 3 pods (time-slicing): its cost is split "
                             "between them, not counted 3 times."_s});
    }

    // A pod replacing another: where the step's average spans the change
    // both series have a sample, with values of their own, or the same
    // value at a single point. The step is split; nothing is shared.
    void podReplacingAnotherIsNotSharing()
    {
        SeriesSet set = grid(6);
        set.series.push_back(
            series(onPod(u"team-a"_s, u"a-1"_s), {60, 50, kGap, kGap, kGap, kGap}));
        set.series.push_back(series(onPod(u"team-b"_s, u"b-1"_s), {kGap, 20, 0, kGap, kGap, kGap}));
        set.series.push_back(series(onPod(u"team-c"_s, u"c-1"_s), {kGap, kGap, 0, 10, 10, 10}));
        const CostReport r = CostModel::compute(set, prices(), options(6));
        QCOMPARE(r.gpus.size(), std::size_t(1));
        COMPARE_NEAR(r.total.gpuHours, 1.5);
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 0.25 + 0.125);
        COMPARE_NEAR(hoursOf(r, u"team-b"_s), 0.125 + 0.125);
        QVERIFY(r.sharedGpus.empty());
        QVERIFY(CostModel::notes(r).isEmpty());
    }

    // The GPU names pod team-b/old after kube-state-metrics stopped listing
    // it (from the second point on); team-a/live keeps the scrape visible.
    void endedPodsHoursGoToPodEnded()
    {
        SeriesSet set = grid(4);
        set.series.push_back(series(onPod(u"team-b"_s, u"old"_s), {50, 0, 0, 0}));
        set.series.push_back(series(onPod(u"team-a"_s, u"live"_s, u"1"_s), {90, 90, 90, 90}));
        SeriesSet known = grid(4);
        known.series.push_back(podInfo(u"team-b"_s, u"old"_s, {true, false, false, false}));
        known.series.push_back(podInfo(u"team-a"_s, u"live"_s, {true, true, true, true}));

        const CostReport r = CostModel::compute(set, prices(), options(4), known);
        QVERIFY(r.podEndedGrouped);
        COMPARE_NEAR(hoursOf(r, u"team-b"_s), 0.25);
        COMPARE_NEAR(hoursOf(r, CostModel::podEnded()), 0.75);
        COMPARE_NEAR(r.group(CostModel::podEnded())->figures.idleGpuHours, 0.75);
        COMPARE_NEAR(r.group(CostModel::podEnded())->figures.cost, 1.5);
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 1.0);
        COMPARE_NEAR(r.total.gpuHours, 2.0);
        // The days agree with the groups.
        double endedByDay = 0;
        for (const DayCost &d : r.days)
            endedByDay += d.groups.value(CostModel::podEnded()).gpuHours;
        COMPARE_NEAR(endedByDay, 0.75);
        QCOMPARE(r.endedPodLabels.size(), std::size_t(1));
        QCOMPARE(r.endedPodLabels[0].pod, u"old"_s);
        QCOMPARE(r.endedPodLabels[0].ms, 3 * kStep);
        QCOMPARE(CostModel::notes(r),
                 QStringList{u"GPU n1/0 reported pod team-b/old for 45 min after the pod ended: "
                             "those GPU-hours are shown as (pod ended)."_s});

        // Grouped by node the hours stay the node's; the note says where
        // they would go.
        const CostReport byNode = CostModel::compute(set, prices(), options(4, u"node"_s), known);
        QVERIFY(!byNode.podEndedGrouped);
        QCOMPARE(byNode.groups.size(), std::size_t(1));
        COMPARE_NEAR(hoursOf(byNode, u"n1"_s), 2.0);
        QCOMPARE(byNode.endedPodLabels.size(), std::size_t(1));
        QVERIFY(CostModel::notes(byNode).first().contains(u"grouped by a pod label"_s));
    }

    // Without kube_pod_info nothing is judged; where kube-state-metrics has
    // a gap (no pod listed at all) the pod is not judged either.
    void noPodInfoIsNoEvidence()
    {
        SeriesSet set = grid(4);
        set.series.push_back(series(onPod(u"team-b"_s, u"p"_s), {50, 50, 50, 50}));
        const CostReport none = CostModel::compute(set, prices(), options(4));
        QVERIFY(!none.podEndedGrouped);
        COMPARE_NEAR(hoursOf(none, u"team-b"_s), 1.0);
        QVERIFY(none.endedPodLabels.empty());

        SeriesSet known = grid(4);
        known.series.push_back(podInfo(u"team-b"_s, u"p"_s, {true, true, false, true}));
        known.series.push_back(podInfo(u"team-a"_s, u"q"_s, {true, true, false, true}));
        const CostReport gap = CostModel::compute(set, prices(), options(4), known);
        COMPARE_NEAR(hoursOf(gap, u"team-b"_s), 1.0);
        QVERIFY(gap.endedPodLabels.empty());
        QVERIFY(CostModel::notes(gap).isEmpty());
    }

    // A GPU split into a 3g and a 4g instance: one GPU, each instance holding
    // its documented share (3/7 and 4/7 of an A100 80GB), each busy or idle
    // by its own utilisation. Where the 4g instance has no sample its
    // slices are unallocated, not the 3g instance's.
    void migInstancesShareTheirGpu()
    {
        SeriesSet set = grid(4);
        set.series.push_back(
            series(instance(u"1"_s, u"3g.40gb"_s, u"team-a"_s, u"a-1"_s), {90, 90, 90, 90}));
        set.series.push_back(series(instance(u"2"_s, u"4g.40gb"_s), {0, 0, 0, kGap}));
        const CostReport r = CostModel::compute(set, prices(), options(4));
        QCOMPARE(r.gpus.size(), std::size_t(1));
        QCOMPARE(r.migGpus, 1);
        QCOMPARE(r.migInstances, 2);
        COMPARE_NEAR(r.total.gpuHours, 1.0);
        COMPARE_NEAR(r.total.unobservedGpuHours, 0.0);
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 3.0 / 7.0);
        COMPARE_NEAR(hoursOf(r, CostModel::noGroup()), 4.0 / 7.0);
        COMPARE_NEAR(r.total.idleGpuHours, 4.0 / 7.0);
        COMPARE_NEAR(r.total.unallocatedGpuHours, 4.0 / 7.0);
        COMPARE_NEAR(r.emptyMigSliceGpuHours, 0.25 * 4.0 / 7.0);
        COMPARE_NEAR(r.total.busyGpuHours, 0.9 * 3.0 / 7.0);
        COMPARE_NEAR(r.total.cost, 2.0);
        // The day and the heat map hold the empty slices too.
        COMPARE_NEAR(r.days.at(0).groups.value(CostModel::noGroup()).gpuHours, 4.0 / 7.0);
        COMPARE_NEAR(r.gpus.at(0).figures.gpuHours, 1.0);
        QVERIFY(r.sharedGpus.empty());
        QVERIFY(r.unknownMigProfiles.empty());
        QCOMPARE(CostModel::notes(r),
                 QStringList{u"MIG: 1 GPU(s) report as 2 instances. Each GPU is counted once: each "
                             "instance holds its profile's documented share of the GPU (a 1g.10gb "
                             "is 1/7 of an A100 80GB), slices no instance holds are unallocated "
                             "(0.14 GPU-hours), and each instance is busy or idle by its own "
                             "utilisation."_s});

        // Seven 1g.10gb slices fill the GPU; two 3g.40gb leave one empty.
        SeriesSet full = grid(4);
        for (int i = 1; i <= 7; ++i)
            full.series.push_back(
                series(instance(QString::number(i), u"1g.10gb"_s), {50, 50, 50, 50}));
        const CostReport f = CostModel::compute(full, prices(), options(4));
        COMPARE_NEAR(f.total.gpuHours, 1.0);
        COMPARE_NEAR(f.emptyMigSliceGpuHours, 0.0);
        COMPARE_NEAR(f.total.busyGpuHours, 0.5);
    }

    // The documented profiles and their share of the GPU, by dcgm-exporter's
    // model names; a profile the guide does not list for a GPU has none.
    void migProfileShares()
    {
        COMPARE_NEAR(*MigProfiles::share(kA100, u"1g.10gb"_s), 1.0 / 7.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA A100-SXM4-40GB"_s, u"1g.5gb+me"_s), 1.0 / 7.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA A30"_s, u"2g.12gb"_s), 0.5);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA H100 80GB HBM3"_s, u"4g.40gb"_s), 4.0 / 7.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA H100 NVL"_s, u"3g.47gb"_s), 3.0 / 7.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA GH200 480GB"_s, u"1g.12gb"_s), 1.0 / 7.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA H200"_s, u"7g.141gb"_s), 1.0);
        COMPARE_NEAR(*MigProfiles::share(u"NVIDIA B200"_s, u"2G.45GB"_s), 2.0 / 7.0);
        QVERIFY(!MigProfiles::share(u"NVIDIA H200"_s, u"1g.10gb"_s));
        QVERIFY(!MigProfiles::share(u"Tesla T4"_s, u"3g.8gb"_s));
        QVERIFY(!MigProfiles::share(u"NVIDIA H20"_s, u"4g.24gb"_s));
        QVERIFY(!MigProfiles::share({}, u"1g.10gb"_s));
    }

    // A profile the table does not hold for its GPU: that GPU's hour is
    // split between its instances by their size, as before, and the note
    // names the profile, the model and a GPU to look at. The rest of the
    // report is priced as usual.
    void unknownMigProfileIsNamed()
    {
        SeriesSet set = grid(4);
        Gpu a = instance(u"1"_s, u"3g.8gb"_s, u"team-a"_s, u"a-1"_s);
        Gpu b = instance(u"2"_s, u"3g.8gb"_s);
        a.model = b.model = u"Tesla T4"_s;
        a.gpu = b.gpu = u"5"_s;
        set.series.push_back(series(a, {80, 80, 80, 80}));
        set.series.push_back(series(b, {0, 0, 0, 0}));
        set.series.push_back(series(onPod(u"team-b"_s, u"b-1"_s, u"1"_s), {50, 50, 50, 50}));
        PriceTable t = prices();
        t.setModelSku(u"Tesla T4"_s, u"A"_s);
        const CostReport r = CostModel::compute(set, t, options(4));
        COMPARE_NEAR(r.total.gpuHours, 2.0);
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 0.5);
        COMPARE_NEAR(hoursOf(r, u"team-b"_s), 1.0);
        COMPARE_NEAR(r.total.cost, 4.0);
        QCOMPARE(r.unknownMigProfiles.size(), std::size_t(1));
        QVERIFY(CostModel::notes(r).contains(
            u"MIG profile 3g.8gb on Tesla T4 is not among the documented profiles (1 GPU(s), such "
            "as n1/5): the hours of such a GPU are split between the instances that report by "
            "the size in the profile's name, and its empty slices are not counted. Check "
            "GPU_I_PROFILE and modelName on that GPU."_s));
    }

    // The ledger adds up: every GPU-hour of four GPUs over an hour in exactly
    // one row, worked out by hand. n1/0 is an A100 80GB in MIG (3g, 3/7, with a
    // team-a pod at 90 %; 4g idle with no pod and a gap at the end, when its
    // 4/7 are slices no instance holds);
    // n1/1 is time-sliced by two team-b pods at 50 %; n1/2 runs team-c's c-1
    // at 100 % once, misses a scrape, then names c-1 after it ended; n1/3 has
    // no pod, 10 % twice, then no telemetry. 2 $ per GPU-hour.
    void ledgerAddsUp()
    {
        SeriesSet set = grid(4);
        set.series.push_back(
            series(instance(u"1"_s, u"3g.40gb"_s, u"team-a"_s, u"a-1"_s), {90, 90, 90, 90}));
        set.series.push_back(series(instance(u"2"_s, u"4g.40gb"_s), {0, 0, 0, kGap}));
        set.series.push_back(series(onPod(u"team-b"_s, u"b-1"_s, u"1"_s), {50, 50, 50, 50}));
        set.series.push_back(series(onPod(u"team-b"_s, u"b-2"_s, u"1"_s), {50, 50, 50, 50}));
        set.series.push_back(series(onPod(u"team-c"_s, u"c-1"_s, u"2"_s), {100, kGap, 0, 0}));
        set.series.push_back(series(onPod({}, {}, u"3"_s), {10, 10, kGap, kGap}));
        SeriesSet pods = grid(4);
        for (const char *pod : {"a-1", "b-1", "b-2"})
            pods.series.push_back(
                podInfo(QString::fromLatin1(pod).left(1) == u"a" ? u"team-a"_s : u"team-b"_s,
                        QString::fromLatin1(pod), {true, true, true, true}));
        pods.series.push_back(podInfo(u"team-c"_s, u"c-1"_s, {true, true, false, false}));
        const CostReport r = CostModel::compute(set, prices(), options(4), pods);

        const double mig3 = 3.0 / 7, mig4 = 4.0 / 7;
        const CostLedger l = CostLedger::of(r.total);
        COMPARE_NEAR(l.used.gpuHours, 0.9 * mig3 + 0.5 + 0.25 + 0.05);
        COMPARE_NEAR(l.allocatedIdle.gpuHours, 0.1 * mig3 + 0.5);
        COMPARE_NEAR(l.unallocated.gpuHours, mig4 + 0.5 + 0.45);
        COMPARE_NEAR(l.unobserved.gpuHours, 0.75);
        COMPARE_NEAR(l.total().gpuHours, 4.0); // four GPUs for an hour
        COMPARE_NEAR(l.total().cost, 8.0);
        COMPARE_NEAR(l.used.cost, 2 * l.used.gpuHours);
        COMPARE_NEAR(l.unobserved.cost, 1.5);
        // Each group's rows add up to its own hours, observed and not.
        for (const CostLine &g : r.groups) {
            const CostLedger gl = CostLedger::of(g.figures);
            COMPARE_NEAR(gl.total().gpuHours, g.figures.gpuHours + g.figures.unobservedGpuHours);
            COMPARE_NEAR(gl.total().cost, g.figures.cost + g.figures.unobservedCost);
        }
        COMPARE_NEAR(CostLedger::of(r.group(u"team-b"_s)->figures).allocatedIdle.gpuHours, 0.5);
        COMPARE_NEAR(CostLedger::of(r.group(CostModel::podEnded())->figures).unallocated.gpuHours,
                     0.5);
        COMPARE_NEAR(CostLedger::of(r.group(u"team-c"_s)->figures).unobserved.gpuHours, 0.25);
        // Requested against used: each pod asked for one GPU while it existed,
        // team-d for two it never got. Requests follow the pod's group.
        SeriesSet requests = grid(4);
        auto ask = [&](const QString &ns, const QString &pod, std::vector<double> gpus) {
            std::vector<bool> listed;
            for (double g : gpus)
                listed.push_back(!std::isnan(g));
            Series s = podInfo(ns, pod, listed);
            for (std::size_t i = 0; i < gpus.size(); ++i)
                s.values.cell(i) = std::isnan(gpus[i]) ? 0 : gpus[i];
            requests.series.push_back(std::move(s));
        };
        ask(u"team-a"_s, u"a-1"_s, {1, 1, 1, 1});
        ask(u"team-b"_s, u"b-1"_s, {1, 1, 1, 1});
        ask(u"team-b"_s, u"b-2"_s, {1, 1, 1, 1});
        ask(u"team-c"_s, u"c-1"_s, {1, 1, kGap, kGap});
        ask(u"team-d"_s, u"d-1"_s, {2, 2, 2, 2});
        CostReport withRequests = r;
        CostModel::addRequests(withRequests, requests, options(4));
        QVERIFY(withRequests.requestsFromKubeStateMetrics);
        COMPARE_NEAR(withRequests.group(u"team-b"_s)->figures.requestedGpuHours, 2.0);
        COMPARE_NEAR(withRequests.group(u"team-c"_s)->figures.requestedGpuHours, 0.5);
        COMPARE_NEAR(withRequests.group(u"team-d"_s)->figures.requestedGpuHours, 2.0);
        COMPARE_NEAR(withRequests.total.requestedGpuHours, 5.5);
        COMPARE_NEAR(CostModel::requestedGpus(withRequests, withRequests.total), 5.5);
        COMPARE_NEAR(*CostModel::efficiency(withRequests.group(u"team-b"_s)->figures), 0.25);
        QVERIFY(!CostModel::efficiency(withRequests.group(CostModel::noGroup())->figures));
        // Without kube-state-metrics' requests the pod labels stand in: the
        // hours a running pod held a GPU.
        CostReport labelsOnly = r;
        CostModel::addRequests(labelsOnly, {}, options(4));
        QVERIFY(!labelsOnly.requestsFromKubeStateMetrics);
        COMPARE_NEAR(labelsOnly.group(u"team-b"_s)->figures.requestedGpuHours, 1.0);
        COMPARE_NEAR(labelsOnly.total.requestedGpuHours, mig3 + 1.0 + 0.25);

        // Rounded for people, the rows still add up to the cent.
        const CostLedger shown = l.rounded();
        QCOMPARE(shown.used, (CostLedger::Row{1.19, 2.37}));
        QCOMPARE(shown.allocatedIdle, (CostLedger::Row{0.54, 1.09}));
        QCOMPARE(shown.unallocated, (CostLedger::Row{1.52, 3.04}));
        QCOMPARE(shown.unobserved, (CostLedger::Row{0.75, 1.5}));
        QCOMPARE(shown.total().cost, 8.0);
        // Shares in whole percent add up to 100 (30 + 13 + 38 + 19 here).
        const auto shares = l.percentShares();
        QCOMPARE(shares[0] + shares[1] + shares[2] + shares[3], 100);
        QCOMPARE(shares[3], 19); // 0.75 of 4 h
        // And so do any four parts, for any amounts, at any unit.
        std::srand(7);
        for (int k = 0; k < 2000; ++k) {
            CostLedger x;
            for (CostLedger::Row *row : {&x.used, &x.allocatedIdle, &x.unallocated, &x.unobserved})
                *row = {std::rand() % 100000 / 997.0, std::rand() % 100000 / 331.0};
            const CostLedger y = x.rounded();
            QCOMPARE(std::llround(y.total().cost * 100), std::llround(x.total().cost * 100));
            QCOMPARE(std::llround(y.total().gpuHours * 100),
                     std::llround(x.total().gpuHours * 100));
            const CostLedger z = x.rounded(0.1, 1.0); // as the view shows them
            QCOMPARE(std::llround(z.total().cost), std::llround(x.total().cost));
            QCOMPARE(std::llround(z.total().gpuHours * 10), std::llround(x.total().gpuHours * 10));
            const auto p = x.percentShares();
            QCOMPARE(p[0] + p[1] + p[2] + p[3], 100);
        }
    }

    // A MIG instance time-sliced between two pods: the instance's share of
    // the GPU (3/7) is split between them, and the note names the instance.
    void timeSlicedMigInstance()
    {
        SeriesSet set = grid(4);
        for (const QString &pod : {u"a-1"_s, u"a-2"_s})
            set.series.push_back(
                series(instance(u"1"_s, u"3g.40gb"_s, u"team-a"_s, pod), {70, 70, 70, 70}));
        set.series.push_back(series(instance(u"2"_s, u"3g.40gb"_s), {0, 0, 0, 0}));
        const CostReport r = CostModel::compute(set, prices(), options(4));
        COMPARE_NEAR(r.total.gpuHours, 1.0);
        COMPARE_NEAR(hoursOf(r, u"team-a"_s), 3.0 / 7.0);
        COMPARE_NEAR(r.group(u"team-a"_s)->figures.busyGpuHours, 0.7 * 3.0 / 7.0);
        QCOMPARE(r.sharedGpus.size(), std::size_t(1));
        QCOMPARE(r.sharedGpus[0].instance, u"1"_s);
        QVERIFY(CostModel::notes(r).contains(
            u"GPU n1/0 (MIG instance 1) is shared by 2 pods (time-slicing): its cost is split "
            "between them, not counted 2 times."_s));
    }

    void groupingsThatFollowThePod()
    {
        for (const QString &g : {u"namespace"_s, u"pod"_s, u"container"_s, u"CostCenter"_s})
            QVERIFY2(CostModel::groupFollowsPod(g), qPrintable(g));
        for (const QString &g : {u"node"_s, u"Hostname"_s, u"hostname"_s, u"sku"_s, u"nodepool"_s,
                                 u"modelName"_s, u"UUID"_s})
            QVERIFY2(!CostModel::groupFollowsPod(g), qPrintable(g));
    }

    // Seven shared GPUs: five are named, the rest counted.
    void manySharedGpusAreCounted()
    {
        SeriesSet set = grid(3);
        for (int gpu = 0; gpu < 7; ++gpu)
            for (const QString &pod : {u"x"_s, u"y"_s})
                set.series.push_back(
                    series(onPod(u"t"_s, pod, QString::number(gpu)), {10, 10, 10}));
        const CostReport r = CostModel::compute(set, prices(), options(3));
        QCOMPARE(r.sharedGpus.size(), std::size_t(7));
        const QStringList notes = CostModel::notes(r);
        QCOMPARE(notes.size(), 6);
        QCOMPARE(notes.last(), u"2 more GPU(s) are shared by several pods; the cost of each is "
                               "split between them."_s);
    }
};

QTEST_GUILESS_MAIN(TestCostAttribution)
#include "tst_costattribution.moc"
