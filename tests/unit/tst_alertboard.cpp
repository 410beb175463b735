#include "alertboard.h"
#include "nodelanes.h"
#include "promqlnames.h"

#include <QTest>

namespace {
constexpr qint64 kMin = 60'000;

Labels labels(std::initializer_list<std::pair<const char *, const char *>> pairs)
{
    Labels l;
    for (const auto &[k, v] : pairs)
        l.set(QString::fromUtf8(k), QString::fromUtf8(v));
    return l;
}

AlertInstance instance(const char *rule, AlertTier tier, Labels l, qint64 pendingMin,
                       std::optional<qint64> firingMin = {}, std::optional<qint64> resolvedMin = {})
{
    AlertInstance a;
    a.rule = QString::fromUtf8(rule);
    a.tier = tier;
    l.set(QStringLiteral("alertname"), a.rule);
    a.labels = l;
    a.pendingAtMs = pendingMin * kMin;
    if (firingMin)
        a.firingAtMs = *firingMin * kMin;
    if (resolvedMin)
        a.resolvedAtMs = *resolvedMin * kMin;
    return a;
}

AlertInstance p1(const char *ns, qint64 pending = 10, std::optional<qint64> firing = 13)
{
    return instance("InferenceLatencyP95", AlertTier::P1,
                    labels({{"namespace", ns}, {"severity", "critical"}}), pending, firing);
}

AlertInstance p2(const char *ns, const char *host, const char *gpu)
{
    return instance(
        "GpuMemoryPressure", AlertTier::P2,
        labels({{"namespace", ns}, {"Hostname", host}, {"gpu", gpu}, {"severity", "warning"}}), 0,
        10);
}

AlertBoardBuilder::Input input(std::vector<AlertInstance> local)
{
    AlertBoardBuilder::Input in;
    in.local = std::move(local);
    in.nowMs = 60 * kMin;
    in.historyFromMs = 0;
    in.historyToMs = 60 * kMin;
    return in;
}

QStringList order(const AlertBoard &b)
{
    QStringList out;
    for (const auto &g : b.groups)
        out << QStringLiteral("P%1 %2 %3 x%4")
                   .arg(int(g.tier))
                   .arg(g.name, g.scope)
                   .arg(g.rows.size());
    return out;
}
} // namespace

class TestAlertBoard : public QObject
{
    Q_OBJECT
  private slots:
    // A GPU health alert's band knows its node, GPU and summary; the lanes
    // of that node are those with its series, or with the pods its GPUs run.
    void healthMarksFindTheNodesLanes()
    {
        AlertInstance xid = instance(
            "GpuXidCritical", AlertTier::P1,
            labels({{"hostname", "node-3"}, {"gpu", "2"}, {"health", "gpu"}, {"pod", "llm-7"}}), 5,
            5);
        xid.valueAtLastEval = 79;
        std::vector<AlertRule> rules(1);
        rules[0].name = QStringLiteral("GpuXidCritical");
        rules[0].annotations.insert(
            QStringLiteral("summary"),
            QStringLiteral("GPU {{ $labels.gpu }} on {{ $labels.hostname }} "
                           "reported Xid {{ $value | xid }}"));
        AlertBoardBuilder::Input in = input({xid, p1("team-a")});
        in.localRules = rules;
        const AlertBoard board = AlertBoardBuilder::build(in);
        const auto bands = AlertBoardBuilder::bands(in.local, rules, board, 60 * kMin);
        const auto health =
            std::find_if(bands.begin(), bands.end(), [](const AlertBand &b) { return b.health; });
        QVERIFY(health != bands.end());
        QCOMPARE(health->host, QStringLiteral("node-3"));
        QCOMPARE(health->gpu, QStringLiteral("2"));
        QVERIFY2(health->summary.startsWith(QStringLiteral("GPU 2 on node-3 reported Xid 79")),
                 qPrintable(health->summary));
        QCOMPARE(
            std::count_if(bands.begin(), bands.end(), [](const AlertBand &b) { return b.health; }),
            1);

        // Lane 0: dcgm memory, per GPU, pods named; lane 1: latency per pod;
        // lane 2: pods per namespace; lane 3: another node only.
        const Labels mem3 = labels({{"Hostname", "node-3"}, {"gpu", "2"}, {"pod", "llm-7"}});
        const Labels mem1 = labels({{"Hostname", "node-1"}, {"gpu", "0"}, {"pod", "llm-1"}});
        const Labels lat7 = labels({{"pod", "llm-7"}, {"namespace", "team-a"}});
        const Labels lat1 = labels({{"pod", "llm-1"}, {"namespace", "team-a"}});
        const Labels ns = labels({{"namespace", "team-a"}});
        const NodeLanes lanes({{&mem3, &mem1}, {&lat7, &lat1}, {&ns}, {&mem1}});
        QCOMPARE(lanes.lanesOf(QStringLiteral("node-3")), (std::vector<std::size_t>{0, 1}));
        QCOMPARE(lanes.lanesOf(QStringLiteral("node-1")), (std::vector<std::size_t>{0, 1, 3}));
        QVERIFY(lanes.lanesOf(QStringLiteral("node-9")).empty());
        QVERIFY(lanes.lanesOf(QString()).empty());
    }

    void tiersOrderedAndGrouped()
    {
        auto in = input({p2("team-a", "n1", "0"), p2("team-a", "n1", "1"),
                         instance("GpuIdle", AlertTier::P3, labels({{"Hostname", "n9"}}), 0, 5),
                         p1("team-c"), p2("team-c", "n4", "0")});
        const AlertBoard b = AlertBoardBuilder::build(in);
        QCOMPARE(order(b), (QStringList{QStringLiteral("P1 InferenceLatencyP95 team-c x1"),
                                        QStringLiteral("P2 GpuMemoryPressure team-a x2"),
                                        QStringLiteral("P2 GpuMemoryPressure team-c x1"),
                                        QStringLiteral("P3 GpuIdle  x1")}));
        QCOMPARE(b.count(AlertTier::P1), 1);
        // team-c's P2 is muted by the P1 there, and counted only with the quiet ones.
        QCOMPARE(b.count(AlertTier::P2), 2);
        QCOMPARE(b.count(AlertTier::P2, true), 3);
    }

    void inhibitionMutesSameTargetOnly()
    {
        const AlertBoard b = AlertBoardBuilder::build(
            input({p1("team-b"), p2("team-b", "n3", "2"), p2("team-a", "n1", "0")}));
        const AlertRow *muted = b.find(AlertBoardBuilder::keyOf(QStringLiteral("GpuMemoryPressure"),
                                                                p2("team-b", "n3", "2").labels));
        QVERIFY(muted);
        QCOMPARE(muted->mutedBy, QStringLiteral("P1 InferenceLatencyP95 on team-b"));
        QVERIFY(muted->isQuiet());
        const AlertRow *loud = b.find(AlertBoardBuilder::keyOf(QStringLiteral("GpuMemoryPressure"),
                                                               p2("team-a", "n1", "0").labels));
        QVERIFY(loud);
        QVERIFY(loud->mutedBy.isEmpty());
        // Muted rows are still on the board, after the loud ones of their tier.
        QCOMPARE(b.groups[1].scope, QStringLiteral("team-a"));
        QCOMPARE(b.groups[2].scope, QStringLiteral("team-b"));
    }

    void pendingOrSilencedP1DoesNotInhibit()
    {
        auto pending = AlertBoardBuilder::build(
            input({p1("team-b", 58, std::nullopt), p2("team-b", "n3", "2")}));
        QVERIFY(pending.groups[0].rows[0].state == AlertState::Pending);
        QVERIFY(pending.groups[1].rows[0].mutedBy.isEmpty());

        auto in = input({p1("team-b"), p2("team-b", "n3", "2")});
        Silence s;
        s.id = QStringLiteral("local-1");
        s.matchers = {{QStringLiteral("alertname"), QStringLiteral("InferenceLatencyP95")}};
        s.startsAtMs = 0;
        s.endsAtMs = 120 * kMin;
        in.operators.silences.push_back(s);
        const AlertBoard b = AlertBoardBuilder::build(in);
        QCOMPARE(b.groups[0].rows[0].silence->id, QStringLiteral("local-1"));
        QVERIFY(b.groups[1].rows[0].mutedBy.isEmpty());
    }

    void inhibitionNeedsASharedIdentity()
    {
        AlertRow a;
        a.tier = AlertTier::P1;
        a.state = AlertState::Firing;
        a.labels = labels({{"pod", "p-7"}});
        AlertRow b;
        b.tier = AlertTier::P2;
        b.labels = labels({{"Hostname", "n3"}, {"gpu", "0"}});
        QVERIFY(!AlertBoardBuilder::inhibits(a, b));
        b.labels.set(QStringLiteral("pod"), QStringLiteral("p-7"));
        QVERIFY(AlertBoardBuilder::inhibits(a, b));
        b.labels.set(QStringLiteral("pod"), QStringLiteral("p-8"));
        QVERIFY(!AlertBoardBuilder::inhibits(a, b));
        b.labels.set(QStringLiteral("pod"), QStringLiteral("p-7"));
        b.tier = AlertTier::P1;
        QVERIFY(!AlertBoardBuilder::inhibits(a, b)); // P1s never mute each other
    }

    void silenceExpires()
    {
        auto in = input({p2("team-a", "n1", "0")});
        Silence s;
        s.id = QStringLiteral("local-2");
        s.matchers = {{QStringLiteral("namespace"), QStringLiteral("team-.*"), true, true}};
        s.startsAtMs = 0;
        s.endsAtMs = 30 * kMin;
        in.operators.silences.push_back(s);
        in.nowMs = 29 * kMin;
        QVERIFY(AlertBoardBuilder::build(in).groups[0].rows[0].silence);
        in.nowMs = 30 * kMin;
        QVERIFY(!AlertBoardBuilder::build(in).groups[0].rows[0].silence);
    }

    void ackHoldsForOneEpisode()
    {
        auto in = input({p1("team-b")});
        const QString key =
            AlertBoardBuilder::keyOf(QStringLiteral("InferenceLatencyP95"), p1("team-b").labels);
        in.operators.acks[key] =
            AlertAck{QStringLiteral("ops"), 15 * kMin, QStringLiteral("looking"), 10 * kMin};
        QCOMPARE(AlertBoardBuilder::build(in).groups[0].rows[0].ack->note,
                 QStringLiteral("looking"));
        // The alert resolved and came back: the old ack does not cover it.
        in.local = {p1("team-b", 40, 43)};
        QVERIFY(!AlertBoardBuilder::build(in).groups[0].rows[0].ack);
    }

    void historyHoldsResolvedInRange()
    {
        auto in = input({instance("A", AlertTier::P2, labels({{"pod", "x"}}), 1, 2, 5),
                         instance("B", AlertTier::P2, labels({{"pod", "y"}}), 1, 2, 20),
                         instance("C", AlertTier::P2, labels({{"pod", "z"}}), 1, std::nullopt)});
        in.local.back().droppedAtMs = 3 * kMin; // pending that never fired: not history
        in.historyFromMs = 10 * kMin;
        const AlertBoard b = AlertBoardBuilder::build(in);
        QCOMPARE(b.history.size(), std::size_t(1));
        QCOMPARE(b.history[0].name, QStringLiteral("B"));
        QVERIFY(b.groups.empty());
    }

    void feedsMergeWithLocalAndMarkOrigin()
    {
        auto in = input({p1("team-b")});
        FeedAlert am;
        am.origin = AlertOrigin::Alertmanager;
        am.source = QStringLiteral("am");
        am.name = QStringLiteral("InferenceLatencyP95");
        am.labels = p1("team-b").labels;
        am.activeAtMs = 13 * kMin;
        am.silencedBy = {QStringLiteral("s-1")};
        am.generatorUrl = QStringLiteral(
            "http://prom/graph?g0.expr=histogram_quantile%280.95%2C+inference_seconds_bucket%29"
            "&g0.tab=1");
        FeedAlert prom;
        prom.origin = AlertOrigin::Prometheus;
        prom.source = QStringLiteral("prom");
        prom.name = QStringLiteral("NodeDown");
        prom.labels = labels({{"alertname", "NodeDown"}, {"severity", "page"}, {"node", "n7"}});
        prom.firing = false;
        prom.activeAtMs = 50 * kMin;
        prom.value = 0;
        in.feeds = {am, prom};
        Silence amSilence;
        amSilence.id = QStringLiteral("s-1");
        amSilence.matchers = {{QStringLiteral("namespace"), QStringLiteral("team-b")}};
        amSilence.endsAtMs = 90 * kMin;
        in.alertmanagerSilences = {amSilence};
        const AlertBoard b = AlertBoardBuilder::build(in);
        QCOMPARE(b.count(AlertTier::P1, true), 2);
        const AlertRow *merged = b.find(AlertBoardBuilder::keyOf(am.name, am.labels));
        QVERIFY(merged);
        QCOMPARE(merged->origins, (QStringList{QStringLiteral("local"), QStringLiteral("am")}));
        QVERIFY(merged->fromAlertmanager);
        QCOMPARE(merged->silence->id, QStringLiteral("s-1"));
        const AlertRow *pending = b.find(AlertBoardBuilder::keyOf(prom.name, prom.labels));
        QVERIFY(pending);
        QVERIFY(pending->state == AlertState::Pending);
        QCOMPARE(pending->tier, AlertTier::P1);
        // The loud P1 sorts before the silenced one.
        QCOMPARE(b.groups[0].name, QStringLiteral("NodeDown"));

        AlertBoardBuilder::Input onlyAm = input({});
        onlyAm.feeds = {am};
        const AlertBoard c = AlertBoardBuilder::build(onlyAm);
        QCOMPARE(c.groups[0].rows[0].expr,
                 QStringLiteral("histogram_quantile(0.95, inference_seconds_bucket)"));
    }

    void staleFeedAlertsAreQuietAndMuteNothing()
    {
        FeedAlert p1;
        p1.origin = AlertOrigin::Alertmanager;
        p1.source = QStringLiteral("am");
        p1.name = QStringLiteral("InferenceLatencyP95");
        p1.labels = labels({{"alertname", "InferenceLatencyP95"},
                            {"namespace", "team-b"},
                            {"severity", "critical"}});
        p1.activeAtMs = 10 * kMin;
        p1.stale = true;
        p1.asOfMs = 50 * kMin;
        auto in = input({p2("team-b", "n3", "2")});
        in.feeds = {p1};
        AlertBoard b = AlertBoardBuilder::build(in);
        const AlertRow *row = b.find(AlertBoardBuilder::keyOf(p1.name, p1.labels));
        QCOMPARE(row->staleAsOfMs, 50 * kMin);
        QVERIFY(row->isQuiet());
        QCOMPARE(b.count(AlertTier::P1), 0);
        QCOMPARE(b.count(AlertTier::P2), 1); // not muted by a P1 nobody can confirm
        // The same alert also evaluated locally is current.
        in.local.push_back(instance("InferenceLatencyP95", AlertTier::P1,
                                    labels({{"namespace", "team-b"}, {"severity", "critical"}}), 10,
                                    13));
        b = AlertBoardBuilder::build(in);
        QCOMPARE(b.find(AlertBoardBuilder::keyOf(p1.name, p1.labels))->staleAsOfMs, 0);
        QCOMPARE(b.count(AlertTier::P2), 0);
    }

    void targets()
    {
        QCOMPARE(AlertBoardBuilder::targetOf(labels({{"namespace", "team-b"}, {"pod", "p-7"}})),
                 QStringLiteral("team-b · p-7"));
        QCOMPARE(AlertBoardBuilder::targetOf(labels({{"hostname", "n3"}, {"gpu", "2"}})),
                 QStringLiteral("n3 GPU 2"));
        QCOMPARE(AlertBoardBuilder::targetOf(labels({{"instance", "10.0.0.1:9400"}})),
                 QStringLiteral("10.0.0.1:9400"));
    }

    void silenceMatchers()
    {
        const Labels l = labels({{"alertname", "X"}, {"namespace", "team-b"}});
        QVERIFY((SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("team-b")}).matches(l));
        QVERIFY(!(SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("team")}).matches(l));
        QVERIFY(
            (SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("team-a"), false, false})
                .matches(l));
        // Regexes are anchored, as in Alertmanager.
        QVERIFY(!(SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("team"), true})
                     .matches(l));
        QVERIFY((SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("team-."), true})
                    .matches(l));
        QVERIFY(!(SilenceMatcher{QStringLiteral("namespace"), QStringLiteral("(bad"), true})
                     .matches(l));
        // A missing label matches the empty string.
        QVERIFY((SilenceMatcher{QStringLiteral("pod"), QString()}).matches(l));
        QVERIFY(!Silence{}.matches(l)); // no matchers: mutes nothing
    }

    void metricNames_data()
    {
        QTest::addColumn<QString>("promql");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("ratio")
            << QStringLiteral(
                   "max by (namespace, Hostname) (DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + "
                   "DCGM_FI_DEV_FB_FREE)) * 100 > 85")
            << QStringList{QStringLiteral("DCGM_FI_DEV_FB_FREE"),
                           QStringLiteral("DCGM_FI_DEV_FB_USED")};
        QTest::newRow("quantile")
            << QStringLiteral("histogram_quantile(0.95, sum by (le, namespace) "
                              "(rate(inference_request_duration_seconds_bucket{job=\"app\"}[$__"
                              "rate_interval]))) > 2")
            << QStringList{QStringLiteral("inference_request_duration_seconds_bucket")};
        QTest::newRow("offset and bool")
            << QStringLiteral("up offset 5m == bool 1e3 and on(instance) kube_pod_info")
            << QStringList{QStringLiteral("kube_pod_info"), QStringLiteral("up")};
        QTest::newRow("string") << QStringLiteral(
                                       "label_replace(up, \"dst\", \"$1\", \"src\", \"(.*)\")")
                                << QStringList{QStringLiteral("up")};
    }
    void metricNames()
    {
        QFETCH(QString, promql);
        QFETCH(QStringList, names);
        QStringList got = PromqlNames::metricNames(promql).values();
        got.sort();
        QCOMPARE(got, names);
    }
};

QTEST_GUILESS_MAIN(TestAlertBoard)
#include "tst_alertboard.moc"
