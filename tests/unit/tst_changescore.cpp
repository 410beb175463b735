// The statistics Explain ranks by: the two-sample Kolmogorov–Smirnov
// distance and its p-value, the robust level shift, counters with resets;
// and the leave-one-out attribution of a lane's change to label values.
#include "changefeed.h"
#include "changescore.h"
#include "explainevents.h"
#include "explainoffline.h"
#include "explainresult.h"
#include "explainwhere.h"

#include <cmath>
#include <limits>
#include <QJsonDocument>
#include <QTest>
#include <random>

namespace {
std::vector<double> normal(std::size_t n, double mean, double sd, unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<double> d(mean, sd);
    std::vector<double> out(n);
    for (double &x : out)
        x = d(rng);
    return out;
}
// Hosts n1..n3 with GPUs 0 and 1, a minute apart for 20 minutes: 50 %
// with a little noise; from minute 10 `hot` rises to 90 on every GPU.
SeriesSet fleet(const char *hot)
{
    SeriesSet set;
    for (int t = 0; t < 20; ++t)
        set.timesMs.push_back(qint64(t) * 60'000);
    for (int h = 1; h <= 3; ++h)
        for (int g = 0; g < 2; ++g) {
            Series s;
            const QString host = QStringLiteral("n%1").arg(h);
            s.labels = Labels({{QStringLiteral("Hostname"), host},
                               {QStringLiteral("gpu"), QString::number(g)},
                               {QStringLiteral("__name__"), QStringLiteral("mem")}});
            s.values.resize(20);
            s.present.resize(20);
            for (int t = 0; t < 20; ++t) {
                const bool isHot = t >= 10 && host == QLatin1String(hot);
                s.values.cell(std::size_t(t)) = (isHot ? 90 : 50) + (t * 7 + h * 3 + g) % 5 * 0.1;
                s.present.set(std::size_t(t));
            }
            set.series.push_back(std::move(s));
        }
    return set;
}
} // namespace

class TestChangeScore : public QObject
{
    Q_OBJECT
  private slots:
    void sameDistributionScoresNothing()
    {
        const auto a = normal(400, 50, 5, 1);
        const auto b = normal(400, 50, 5, 2);
        const ChangeScore::Change c = ChangeScore::compare(a, b);
        QVERIFY(c.enough);
        QVERIFY2(c.score < 0.1, qPrintable(QString::number(c.score)));
        QVERIFY(std::abs(c.shift) < 0.5);
        QCOMPARE(ChangeScore::ksDistance(a, a), 0.0);
    }

    void aShiftScoresHighAndSaysWhichWay()
    {
        const auto base = normal(200, 50, 5, 3);
        const auto high = normal(50, 80, 5, 4);
        const ChangeScore::Change up = ChangeScore::compare(high, base);
        QVERIFY(up.score > 0.9);
        QVERIFY(up.up);
        QVERIFY(up.shift > 4);
        const ChangeScore::Change down = ChangeScore::compare(normal(50, 20, 5, 5), base);
        QVERIFY(!down.up);
        QVERIFY(down.shift < -4);
        // A wider spread at the same level: KS sees it, the level does not.
        const ChangeScore::Change wide = ChangeScore::compare(normal(300, 50, 25, 6), base);
        QVERIFY(wide.score > 0.3);
        QVERIFY(std::abs(wide.shift) < 1);
    }

    void tiesStepTogether()
    {
        // F_w: 3/4 at 1, 1 at 2; F_b: 1/4 at 1, 1 at 2: the distance is 1/2.
        QCOMPARE(ChangeScore::ksDistance({1, 1, 1, 2}, {1, 2, 2, 2}), 0.5);
        // All equal on both sides: no distance at all.
        QCOMPARE(ChangeScore::ksDistance({7, 7, 7}, {7, 7}), 0.0);
    }

    void pValueOfAKnownDistance()
    {
        // d = 0.5, n = m = 10: λ = (√5 + 0.12 + 0.11/√5) × 0.5 ≈ 1.2026,
        // Q(λ) = 2 Σ (−1)^(k−1) e^(−2k²λ²) ≈ 0.111.
        QVERIFY(std::abs(ChangeScore::ksPValue(0.5, 10, 10) - 0.111) < 0.003);
        QCOMPARE(ChangeScore::ksPValue(0, 10, 10), 1.0);
        QCOMPARE(ChangeScore::ksPValue(0.5, 0, 10), 1.0);
        QVERIFY(ChangeScore::ksPValue(1.0, 100, 100) < 1e-10);
    }

    void gapsAndTooFewSamples()
    {
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        constexpr double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(ChangeScore::ksDistance({nan, 1, 2, inf}, {1, 2, nan}), 0.0);
        const ChangeScore::Change few = ChangeScore::compare({1, nan, 9}, {1, 1, 1, 1});
        QVERIFY(!few.enough);
        QCOMPARE(few.score, 0.0);
        QCOMPARE(ChangeScore::levelShift({}, {1, 2}), 0.0);
        // A flat baseline: the floor keeps a small wiggle finite.
        QVERIFY(std::isfinite(ChangeScore::levelShift({10.1, 10.1, 10.1}, {10, 10, 10})));
        QCOMPARE(ChangeScore::levelShift({10.1, 10.1, 10.1}, {10, 10, 10}), 0.1 / 0.1);
    }

    void whereFindsTheHostThatCarriesTheChange()
    {
        const SeriesSet set = fleet("n2");
        const ExplainWhere::Window window{10 * 60'000, 19 * 60'000};
        const ExplainWhere::Window baseline{0, 9 * 60'000};
        for (Aggregate a : {Aggregate::Max, Aggregate::Sum, Aggregate::Avg, Aggregate::P50}) {
            double change = 0;
            const auto places = ExplainWhere::rank(set, a, window, baseline, &change);
            QVERIFY(change > 0);
            QVERIFY(!places.empty());
            QCOMPARE(places.front().label, QStringLiteral("Hostname"));
            QCOMPARE(places.front().value, QStringLiteral("n2"));
            QVERIFY2(places.front().share > 0.9, qPrintable(QString::number(places.front().share)));
            QVERIFY(places.front().distinct > 0.9);
            // __name__ is no place.
            for (const auto &p : places)
                QVERIFY(p.label != QLatin1String("__name__"));
        }
        // A max lane: leaving out one GPU index leaves the other GPU of n2
        // at the top, so no GPU index carries the change on its own.
        const auto places = ExplainWhere::rank(set, Aggregate::Max, window, baseline);
        for (const auto &p : places)
            if (p.label == QLatin1String("gpu"))
                QVERIFY(p.share < 0.1);
    }

    void podsAreJoinedToTheirNodes()
    {
        SeriesSet set;
        set.timesMs = {0};
        for (const char *pod : {"a", "b", "c"}) {
            Series s;
            s.labels = Labels({{QStringLiteral("pod"), QString::fromUtf8(pod)}});
            set.series.push_back(s);
        }
        set.series[2].labels.set(QStringLiteral("hostname"), QStringLiteral("own"));
        const QHash<QString, QString> hostOfPod{{QStringLiteral("a"), QStringLiteral("n1")},
                                                {QStringLiteral("c"), QStringLiteral("n9")}};
        ExplainWhere::joinHosts(set, hostOfPod, QStringLiteral("Hostname"));
        QCOMPARE(set.series[0].labels.value(QStringLiteral("Hostname")), QStringLiteral("n1"));
        QVERIFY(set.series[1].labels.value(QStringLiteral("Hostname")).isEmpty()); // unknown pod
        // A series with its own host label keeps it.
        QVERIFY(set.series[2].labels.value(QStringLiteral("Hostname")).isEmpty());
        QCOMPARE(set.series[2].labels.value(QStringLiteral("hostname")), QStringLiteral("own"));
    }

    void whereSaysNothingWithoutAChange()
    {
        SeriesSet set = fleet("none");
        double change = 1;
        ExplainWhere::rank(set, Aggregate::Max, {10 * 60'000, 19 * 60'000}, {0, 9 * 60'000},
                           &change);
        QVERIFY(std::abs(change) < 0.5); // the noise only
        // A window with no data: no change to explain.
        QVERIFY(ExplainWhere::rank(set, Aggregate::Max, {100 * 60'000, 110 * 60'000},
                                   {0, 9 * 60'000}, &change)
                    .empty());
        QVERIFY(!std::isfinite(change));
    }

    void eventsAreTheStartsOfRuns()
    {
        MetricCatalog none;
        none.known = true;
        QVERIFY(ExplainEvents::probesFor(none).empty());
        MetricCatalog ksm = none;
        ksm.names = {QStringLiteral("kube_deployment_spec_replicas")};
        const auto probes = ExplainEvents::probesFor(ksm);
        QCOMPARE(probes.size(), std::size_t(1));
        QCOMPARE(probes[0].kind, QStringLiteral("scale"));
        // Present at minutes 3-4 (one change seen twice by a 2m window) and
        // 9: two events, the first at minute 3.
        SeriesSet answer;
        for (int t = 0; t < 12; ++t)
            answer.timesMs.push_back(qint64(t) * 60'000);
        Series s;
        s.labels =
            Labels({{QStringLiteral("__name__"), QStringLiteral("kube_deployment_spec_replicas")},
                    {QStringLiteral("namespace"), QStringLiteral("team-b")},
                    {QStringLiteral("deployment"), QStringLiteral("summarize-llm")}});
        s.values.assign(12, 6);
        s.present.resize(12);
        for (std::size_t t : {3u, 4u, 9u})
            s.present.set(t);
        s.values.cell(9) = 4;
        answer.series.push_back(s);
        const auto events = ExplainEvents::eventsFrom(probes[0], answer);
        QCOMPARE(events.size(), std::size_t(2));
        QCOMPARE(events[0].timeMs, 180'000);
        QCOMPARE(events[0].text, QStringLiteral("team-b/summarize-llm: replicas set to 6"));
        QCOMPARE(events[1].text, QStringLiteral("team-b/summarize-llm: replicas set to 4"));
        QVERIFY(events[0].labels.value(QStringLiteral("__name__")).isEmpty());

        // A dashboard's own text names labels and the value.
        ExplainEvents::Probe own{QStringLiteral("deploys"),
                                 {},
                                 QStringLiteral("x"),
                                 QStringLiteral("{{deployment}} ({{ namespace }}) now {{value}}, "
                                                "{{missing}}!")};
        QCOMPARE(ExplainEvents::eventsFrom(own, answer)[1].text,
                 QStringLiteral("summarize-llm (team-b) now 4, !"));
    }

    // A dashboard's annotation queries: parsed, checked, written back; the
    // built-in detectors join them once the source's catalog is known.
    void annotationQueries()
    {
        const QByteArray good = R"({"title":"t","lanes":[{"id":"a","title":"A","queries":[
            {"source":"prom","promql":"up"}]}],
            "annotations":[{"name":"deploys","source":"prom","promql":"changes(x[2m]) > 0",
                            "text":"{{deployment}} rolled out"},
                           {"name":"scale","source":"vm","promql":"y"}]})";
        auto d = Dashboard::fromJson(good);
        QVERIFY2(d, d ? "" : qPrintable(d.error()));
        QCOMPARE(d->changeQueries.size(), std::size_t(2));
        QCOMPARE(d->changeQueries[0].name, QStringLiteral("deploys"));
        QCOMPARE(d->changeQueries[0].text, QStringLiteral("{{deployment}} rolled out"));
        QVERIFY(d->builtinChanges);
        const auto again = Dashboard::fromJson(d->toJson());
        QVERIFY(again);
        QCOMPARE(again->changeQueries, d->changeQueries);

        MetricCatalog ksm;
        ksm.known = true;
        ksm.names = {QStringLiteral("kube_deployment_spec_replicas")};
        auto probes = ChangeFeed::probes(*d, QStringLiteral("prom"), &ksm);
        QCOMPARE(probes.size(), std::size_t(3));
        QCOMPARE(probes[0].probe.kind, QStringLiteral("deploys"));
        QCOMPARE(probes[1].source, QStringLiteral("vm"));
        QCOMPARE(probes[1].probe.text, QStringLiteral("%1")); // no text: the labels in words
        QVERIFY(probes[2].builtin);
        // Before the source has said what it exports: the dashboard's only.
        QCOMPARE(ChangeFeed::probes(*d, QStringLiteral("prom"), nullptr).size(), std::size_t(2));
        d->builtinChanges = false;
        QCOMPARE(ChangeFeed::probes(*d, QStringLiteral("prom"), &ksm).size(), std::size_t(2));
        QVERIFY(Dashboard::fromJson(d->toJson())->builtinChanges == false);
        // A minute, inside the detectors' two-minute look-back, asked from
        // two minutes before the range on the minute.
        QCOMPARE(ChangeFeed::kStepMs, 60'000);
        QCOMPARE(ChangeFeed::askFrom(3'630'000), 3'480'000);

        for (
            const char *bad :
            {R"({"lanes":[{"id":"a","queries":[{"source":"p","promql":"up"}]}],"annotations":{}})",
             R"({"lanes":[{"id":"a","queries":[{"source":"p","promql":"up"}]}],"annotations":[{"name":"x","promql":"up"}]})",
             R"({"lanes":[{"id":"a","queries":[{"source":"p","promql":"up"}]}],"builtinChanges":"no"})"}) {
            const auto r = Dashboard::fromJson(QByteArray(bad));
            QVERIFY2(!r, bad);
            QVERIFY2(r.error().contains(QLatin1String("nnotation")) ||
                         r.error().contains(QLatin1String("builtinChanges")),
                     qPrintable(r.error()));
        }
    }

    void countersAndResets()
    {
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        // 0 → 5 → 10, a reset to 2, then 4; a gap is skipped, not a reset.
        QCOMPARE(ChangeScore::counterIncreases({0, 5, 10, 2, nan, 4}),
                 (std::vector<double>{5, 5, 2, 2}));
        QVERIFY(ChangeScore::counterIncreases({3}).empty());
    }

    void offlineExplainNamesTheHostAndTheOtherLaneThatChanged()
    {
        // Lane 0: memory, n2 hot from minute 10. Lane 1: temperatures, n2
        // hot too. Lane 2: unchanged. Lane 3: no data.
        const SeriesSet memory = fleet("n2");
        const SeriesSet temperature = fleet("n2");
        const SeriesSet calm = fleet("none");
        const std::vector<ExplainOffline::Lane> lanes = {
            {QStringLiteral("Memory"), Aggregate::Max, &memory},
            {QStringLiteral("Temperature"), Aggregate::Max, &temperature},
            {QStringLiteral("Calm"), Aggregate::Max, &calm},
            {QStringLiteral("Empty"), Aggregate::Max, nullptr}};
        std::vector<ExplainResult::Event> events = {
            {8 * 60'000, QStringLiteral("alert"), QStringLiteral("just before"), {}},
            {60'000, QStringLiteral("alert"), QStringLiteral("long before"), {}}};
        const ExplainResult r =
            ExplainOffline::explain(lanes, 0, 10 * 60'000, 13 * 60'000, 0, 9 * 60'000, 10, events);
        QCOMPARE(r.title, QStringLiteral("Memory"));
        QVERIFY(!r.where.empty());
        QCOMPARE(r.where.front().label, QStringLiteral("Hostname"));
        QCOMPARE(r.where.front().value, QStringLiteral("n2"));
        QVERIFY(!r.where.front().sparkline.isEmpty());
        QCOMPARE(r.metricsCompared, 2); // the lane without data is not counted
        QVERIFY(!r.metrics.empty());
        QCOMPARE(r.metrics.front().metric, QStringLiteral("Temperature"));
        QVERIFY(r.metrics.front().up);
        QCOMPARE(r.metrics.front().where.front().second, QStringLiteral("n2"));
        for (const auto &m : r.metrics)
            QVERIFY(m.metric != QLatin1String("Memory"));
        // Events within two window-lengths before the window only.
        QCOMPARE(r.events.size(), std::size_t(1));
        QCOMPARE(r.events.front().text, QStringLiteral("just before"));
    }

    void resultJsonRoundTrips()
    {
        ExplainResult r;
        r.title = QStringLiteral("P95 latency");
        r.source = QStringLiteral("prom");
        r.fromMs = 1'700'000'600'000;
        r.toMs = 1'700'001'200'000;
        r.baselineFromMs = 1'699'998'200'000;
        r.baselineToMs = r.fromMs;
        r.where.push_back({QStringLiteral("namespace"),
                           QStringLiteral("team-b"),
                           0.9,
                           0.95,
                           {{r.fromMs, r.toMs}, {1.0, std::numeric_limits<double>::quiet_NaN()}}});
        r.metrics.push_back({QStringLiteral("node_cpu_seconds_total"),
                             false,
                             0.7,
                             {{QStringLiteral("Hostname"), QStringLiteral("n1")}},
                             QStringLiteral("rate({__name__=\"node_cpu_seconds_total\"}[5m])"),
                             {}});
        r.events.push_back({r.fromMs - 60'000, QStringLiteral("rollout"), QStringLiteral("x"),
                            Labels({{QStringLiteral("deployment"), QStringLiteral("d")}})});
        r.queries = 42;
        r.budgetCut = true;
        r.metricsFailed << QStringLiteral("broken");
        r.note = QStringLiteral("partial");
        const QByteArray json = QJsonDocument(r.toJson()).toJson();
        const auto back = ExplainResult::fromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(back);
        QCOMPARE(QJsonDocument(back->toJson()).toJson(), json);
        QVERIFY(std::isnan(back->where.front().sparkline.values[1]));
        QVERIFY(!back->metrics.front().up);
        QCOMPARE(back->events.front().labels.value(QStringLiteral("deployment")),
                 QStringLiteral("d"));
        QVERIFY(!ExplainResult::fromJson(QJsonObject{}));
    }
};

QTEST_GUILESS_MAIN(TestChangeScore)
#include "tst_changescore.moc"
