#include "alertbacktest.h"
#include "alertevaluator.h"
#include "ruleoverride.h"
#include "ruleseries.h"

#include <cmath>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// One series per string; each character is one evaluation 1 min apart:
// '1' = returned by expr, '.' = not returned.
SeriesSet timeline(const QStringList &series)
{
    SeriesSet set;
    const int n = int(series.front().size());
    for (int i = 0; i < n; ++i)
        set.timesMs.push_back(qint64(i) * 60'000);
    for (int s = 0; s < series.size(); ++s) {
        Series ser;
        ser.labels = Labels({{QStringLiteral("__name__"), QStringLiteral("gpu_mem")},
                             {QStringLiteral("gpu"), QString::number(s)}});
        ser.values.assign(std::size_t(n), 0);
        ser.present.resize(std::size_t(n));
        for (int i = 0; i < n; ++i)
            if (series[s][i] == QLatin1Char('1')) {
                ser.values.cell(std::size_t(i)) = 90 + i;
                ser.present.set(std::size_t(i));
            }
        set.series.push_back(std::move(ser));
    }
    return set;
}

AlertRule rule(qint64 forMin, qint64 keepMin = 0)
{
    AlertRule r;
    r.name = QStringLiteral("GpuMemoryPressure");
    r.expr = QStringLiteral("gpu_mem > 85");
    r.forMs = forMin * 60'000;
    r.keepFiringForMs = keepMin * 60'000;
    r.labels.insert(QStringLiteral("severity"), QStringLiteral("warning"));
    return r;
}

QString describe(const AlertInstance &a)
{
    auto m = [](std::optional<qint64> t) {
        return t ? QString::number(*t / 60'000) : QStringLiteral("-");
    };
    return QStringLiteral("p%1 f%2 r%3 d%4")
        .arg(a.pendingAtMs / 60'000)
        .arg(m(a.firingAtMs), m(a.resolvedAtMs), m(a.droppedAtMs));
}
} // namespace

class TestAlertEvaluator : public QObject
{
    Q_OBJECT
  private slots:
    void states_data()
    {
        QTest::addColumn<QString>("series");
        QTest::addColumn<int>("forMin");
        QTest::addColumn<int>("keepMin");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("fires after for")
            << QStringLiteral("..111111..") << 3 << 0 << QStringList{QStringLiteral("p2 f5 r8 d-")};
        QTest::newRow("for 0 fires at once")
            << QStringLiteral(".11.") << 0 << 0 << QStringList{QStringLiteral("p1 f1 r3 d-")};
        QTest::newRow("too short: dropped")
            << QStringLiteral(".11..") << 3 << 0 << QStringList{QStringLiteral("p1 f- r- d3")};
        QTest::newRow("flapping restarts for")
            << QStringLiteral("11.1111.11") << 2 << 0
            << QStringList{QStringLiteral("p0 f- r- d2"), QStringLiteral("p3 f5 r7 d-"),
                           QStringLiteral("p8 f- r- d-")};
        QTest::newRow("gap resolves")
            << QStringLiteral("1111.111") << 1 << 0
            << QStringList{QStringLiteral("p0 f1 r4 d-"), QStringLiteral("p5 f6 r- d-")};
        QTest::newRow("keep firing bridges a gap")
            << QStringLiteral("1111..111") << 1 << 3 << QStringList{QStringLiteral("p0 f1 r- d-")};
        QTest::newRow("keep firing then resolves")
            << QStringLiteral("111......") << 1 << 2 << QStringList{QStringLiteral("p0 f1 r5 d-")};
        QTest::newRow("still open at the end")
            << QStringLiteral("..1111") << 2 << 0 << QStringList{QStringLiteral("p2 f4 r- d-")};
    }
    void states()
    {
        QFETCH(QString, series);
        QFETCH(int, forMin);
        QFETCH(int, keepMin);
        QFETCH(QStringList, expected);
        const auto alerts = AlertEvaluator::evaluate(rule(forMin, keepMin), timeline({series}),
                                                     {0, (series.size() - 1) * 60'000ll, 60'000});
        QStringList got;
        for (const auto &a : alerts)
            got << describe(a);
        QCOMPARE(got, expected);
    }

    void evaluationsWithoutDataResolve()
    {
        // What a range query really returns: the grid stops where expr
        // stopped returning the series. The evaluations after it must still
        // happen, and resolve the alert.
        SeriesSet set = timeline({QStringLiteral("1111")});
        const auto alerts = AlertEvaluator::evaluate(rule(1), set, {0, 9 * 60'000, 60'000});
        QCOMPARE(alerts.size(), std::size_t(1));
        QCOMPARE(describe(alerts[0]), QStringLiteral("p0 f1 r4 d-"));
    }

    void labelsAndTier()
    {
        const auto alerts = AlertEvaluator::evaluate(
            rule(0), timeline({QStringLiteral("1."), QStringLiteral(".1")}), {0, 60'000, 60'000});
        QCOMPARE(alerts.size(), std::size_t(2));
        QCOMPARE(alerts[0].labels.value(QStringLiteral("alertname")),
                 QStringLiteral("GpuMemoryPressure"));
        QCOMPARE(alerts[0].labels.value(QStringLiteral("severity")), QStringLiteral("warning"));
        QVERIFY(!alerts[0].labels.contains(QStringLiteral("__name__")));
        QCOMPARE(alerts[0].labels.value(QStringLiteral("gpu")), QStringLiteral("0"));
        QCOMPARE(alerts[1].labels.value(QStringLiteral("gpu")), QStringLiteral("1"));
        QCOMPARE(alerts[0].tier, AlertTier::P2);
        QCOMPARE(alerts[0].valueAtLastEval, 90.0);
    }

    // Backtest figures are counted from the evaluator's instances: three
    // fires of 2, 3 and 4 minutes over two GPUs.
    void backtestFigures()
    {
        const auto alerts = AlertEvaluator::evaluate(
            rule(0), timeline({QStringLiteral("11..111....."), QStringLiteral(".....1111...")}),
            {0, 11 * 60'000, 60'000});
        constexpr qint64 min = 60'000;
        BacktestFigures f = AlertBacktest::figures(alerts, 0, 12 * min, 5 * min);
        QCOMPARE(f.fires, 3);
        QCOMPARE(f.firingMs, 9 * min);
        QCOMPARE(f.medianMs, 3 * min);
        QCOMPARE(f.shortFires, 3);
        QCOMPARE(f.longestQuietMs, 3 * min); // 9-12; 2-4 is shorter, 4-9 is covered twice
        QCOMPARE(f.stillFiring, 0);
        // A limit of 3 minutes: only the 2-minute fire is short.
        QCOMPARE(AlertBacktest::figures(alerts, 0, 12 * min, 3 * min).shortFires, 1);

        // The range cuts fires: only their part inside counts, and a fire
        // cut by the end is open there, never short.
        f = AlertBacktest::figures(alerts, 3 * min, 8 * min, 5 * min);
        QCOMPARE(f.fires, 2);
        QCOMPARE(f.firingMs, 6 * min);
        QCOMPARE(f.medianMs, 3 * min);
        QCOMPARE(f.shortFires, 1);
        QCOMPARE(f.stillFiring, 1);
        QCOMPARE(f.longestQuietMs, 1 * min);

        // A fire that starts where the range ends is not in it.
        f = AlertBacktest::figures(alerts, 0, 4 * min, 5 * min);
        QCOMPARE(f.fires, 1);
        QCOMPARE(f.firingMs, 2 * min);
        QCOMPARE(f.longestQuietMs, 2 * min);
        // Two fires: the median is between them.
        f = AlertBacktest::figures(alerts, 4 * min, 12 * min, 5 * min);
        QCOMPARE(f.fires, 2);
        QCOMPARE(f.medianMs, (3 * min + 4 * min) / 2);
    }

    void backtestCountsNothingThatNeverFired()
    {
        // Pending for two minutes of a 3-minute `for`: dropped, no page.
        const auto alerts = AlertEvaluator::evaluate(
            rule(3), timeline({QStringLiteral("11.......")}), {0, 8 * 60'000, 60'000});
        QCOMPARE(alerts.size(), std::size_t(1));
        const BacktestFigures f = AlertBacktest::figures(alerts, 0, 9 * 60'000, 5 * 60'000);
        QCOMPARE(f, (BacktestFigures{0, 0, 0, 0, 9 * 60'000, 0}));
        QCOMPARE(AlertBacktest::figures({}, 0, 0, 1), BacktestFigures{});
    }

    void ruleChangesParse()
    {
        auto o = RuleOverrides::parse(QStringLiteral("GpuIdle.for=15m"));
        QVERIFY(o);
        QCOMPARE(o->rule, QStringLiteral("GpuIdle"));
        QCOMPARE(o->field, RuleOverride::Field::For);
        QCOMPARE(o->durationMs, 15 * 60'000);
        QCOMPARE(o->text, QStringLiteral("for=15m"));
        o = RuleOverrides::parse(QStringLiteral("GpuIdle.keep_firing_for=90s"));
        QVERIFY(o);
        QCOMPARE(o->field, RuleOverride::Field::KeepFiringFor);
        QCOMPARE(o->durationMs, 90'000);
        o = RuleOverrides::parse(QStringLiteral("InferenceLatencyP95.threshold=2.5"));
        QVERIFY(o);
        QCOMPARE(o->field, RuleOverride::Field::Threshold);
        QCOMPARE(o->number, QStringLiteral("2.5"));
        for (const char *bad : {"GpuIdle", "GpuIdle=5m", ".for=5m", "GpuIdle.severity=page",
                                "GpuIdle.for=soon", "GpuIdle.for=", "GpuIdle.threshold=high",
                                "GpuIdle.threshold=2.5.1", "GpuIdle.threshold=5m"}) {
            const auto r = RuleOverrides::parse(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QVERIFY2(r.error().contains(QLatin1String("GpuIdle")) ||
                         r.error().contains(QLatin1String("RULE.")),
                     qPrintable(r.error()));
        }
    }

    void thresholds_data()
    {
        using namespace Qt::StringLiterals;
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QStringList>("numbers");
        QTest::addColumn<QString>("changed"); // to 7, or empty: refused
        // What the expression filters (RuleOverrides::filterOf), or empty
        // when it is not one filter `OPERAND op NUMBER`.
        QTest::addColumn<QString>("operand");
        const QStringList none;
        QTest::newRow("plain") << u"gpu_mem > 85"_s << QStringList{u"85"_s} << u"gpu_mem > 7"_s
                               << u"gpu_mem"_s;
        QTest::newRow("function") << u"avg_over_time(busy[10m:1m]) < 30"_s << QStringList{u"30"_s}
                                  << u"avg_over_time(busy[10m:1m]) < 7"_s
                                  << u"avg_over_time(busy[10m:1m])"_s;
        QTest::newRow("bool, string with an operator")
            << u"rate(x{job=~\"a>b\"}[5m]) >= bool 0.5"_s << QStringList{u"0.5"_s}
            << u"rate(x{job=~\"a>b\"}[5m]) >= bool 7"_s << u""_s;
        QTest::newRow("comparisons in brackets are not the threshold")
            << u"(xid == 48 or xid == 62) and changes(xid[15m]) > 0"_s << QStringList{u"0"_s}
            << u"(xid == 48 or xid == 62) and changes(xid[15m]) > 7"_s << u""_s;
        QTest::newRow("exponent and sign")
            << u"a > -1.5e3"_s << QStringList{u"-1.5e3"_s} << u"a > 7"_s << u"a"_s;
        QTest::newRow("then a set operator")
            << u"a != 0 unless b"_s << QStringList{u"0"_s} << u"a != 7 unless b"_s << u""_s;
        QTest::newRow("a set operator before")
            << u"b and a > 2"_s << QStringList{u"2"_s} << u"b and a > 7"_s << u""_s;
        QTest::newRow("arithmetic binds tighter")
            << u"sum by (ns) (x) / 2 >= 0.5"_s << QStringList{u"0.5"_s}
            << u"sum by (ns) (x) / 2 >= 7"_s << u"sum by (ns) (x) / 2"_s;
        QTest::newRow("comment") << u"a > 2 # not > 3"_s << QStringList{u"2"_s}
                                 << u"a > 7 # not > 3"_s << u"a"_s;
        QTest::newRow("two thresholds")
            << u"a > 2 and b < 5"_s << QStringList{u"2"_s, u"5"_s} << u""_s << u""_s;
        QTest::newRow("no number") << u"a > b"_s << none << u""_s << u""_s;
        QTest::newRow("an expression, not a number") << u"a > 2 * 3"_s << none << u""_s << u""_s;
        QTest::newRow("a duration is not a number") << u"a > 5m"_s << none << u""_s << u""_s;
        QTest::newRow("no comparison") << u"absent(up)"_s << none << u""_s << u""_s;
    }
    void thresholds()
    {
        QFETCH(QString, expr);
        QFETCH(QStringList, numbers);
        QFETCH(QString, changed);
        QFETCH(QString, operand);
        const auto filter = RuleOverrides::filterOf(expr);
        QCOMPARE(filter ? filter->operand : QString(), operand);
        if (filter)
            QCOMPARE(filter->number, numbers.front());
        QStringList found;
        for (const auto &c : RuleOverrides::topLevelComparisons(expr))
            found << c.number;
        QCOMPARE(found, numbers);
        const auto out = RuleOverrides::withThreshold(expr, QStringLiteral("7"));
        if (changed.isEmpty()) {
            QVERIFY(!out);
            QVERIFY2(out.error().contains(QLatin1String("rule file")), qPrintable(out.error()));
        } else {
            QVERIFY2(out, qPrintable(out.error()));
            QCOMPARE(*out, changed);
        }
    }

    // Offline (a snapshot's kept operand): the filter is PromQL's, values
    // kept, NaN compares false but for !=; the rule evaluates on it as on
    // the expression's own answer, at the written threshold or another.
    void offlineEvaluation()
    {
        SeriesSet operand = timeline({u"..........."_s, u"..........."_s});
        const double values[][11] = {{50, 90, 91, 92, 50, 90, 90, 90, 90, 50, 50},
                                     {NAN, 84, 86, 86, 86, 86, 86, 86, NAN, 0, 0}};
        for (int s = 0; s < 2; ++s)
            for (int i = 0; i < 11; ++i) {
                operand.series[std::size_t(s)].values.cell(std::size_t(i)) = values[s][i];
                operand.series[std::size_t(s)].present.set(std::size_t(i));
            }
        const SeriesSet above = RuleSeries::filtered(operand, u">"_s, 85);
        QCOMPARE(above.series.size(), std::size_t(2));
        QCOMPARE(above.series[0].has(1), true);
        QCOMPARE(above.series[0].values[1], 90.0);
        QCOMPARE(above.series[0].has(4), false);
        QCOMPARE(above.series[1].has(0), false); // NaN > 85 is false
        QCOMPARE(RuleSeries::filtered(operand, u"!="_s, 0).series[1].has(0), true); // NaN != 0
        QVERIFY(RuleSeries::filtered(operand, u">"_s, 99).series.empty());

        const AlertRule r = rule(3); // gpu_mem > 85, for 3m
        const SnapshotRuleSeries kept{0,       r.name, r.expr,      u"gpu_mem"_s, u">"_s,
                                      u"85"_s, 0,      10 * 60'000, 60'000,       operand};
        const auto written = RuleSeries::evaluate(kept, r, 0, 10 * 60'000);
        QVERIFY(written);
        const auto expected = AlertEvaluator::evaluate(r, above, {0, 10 * 60'000, 60'000});
        QCOMPARE(written->size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE((*written)[i].pendingAtMs, expected[i].pendingAtMs);
            QCOMPARE((*written)[i].firingAtMs, expected[i].firingAtMs);
        }
        // At 89 only GPU 0's 90s pass: one fire, minutes 5 to 8 (pending 3 min).
        const auto at89 = RuleSeries::evaluate(kept, r, 0, 10 * 60'000, u"89"_s);
        QVERIFY(at89);
        const BacktestFigures f = AlertBacktest::figures(*at89, 0, 10 * 60'000, 5 * 60'000);
        QCOMPARE(f.fires, 1);
        SnapshotRuleSeries answer = kept; // an expression kept as answered
        answer.operand.clear();
        const auto refused = RuleSeries::evaluate(answer, r, 0, 10 * 60'000, u"89"_s);
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(u"offline, only the for"), qPrintable(refused.error()));
    }

    void ruleChangesApply()
    {
        std::vector<RuleOverride> changes;
        for (const char *spec : {"GpuMemoryPressure.for=10m", "GpuMemoryPressure.threshold=90",
                                 "GpuMemoryPressure.keep_firing_for=2m", "Other.for=1h"})
            changes.push_back(*RuleOverrides::parse(QString::fromLatin1(spec)));
        const auto changed = RuleOverrides::apply(rule(3), changes);
        QVERIFY(changed);
        QCOMPARE(changed->expr, QStringLiteral("gpu_mem > 90"));
        QCOMPARE(changed->forMs, 10 * 60'000);
        QCOMPARE(changed->keepFiringForMs, 2 * 60'000);
        AlertRule noNumber = rule(3);
        noNumber.expr = QStringLiteral("absent(gpu_mem)");
        const auto refused = RuleOverrides::apply(noNumber, changes);
        QVERIFY(!refused);
        QVERIFY(refused.error().startsWith(
            QLatin1String("GpuMemoryPressure: cannot apply threshold=90")));
    }
};

QTEST_GUILESS_MAIN(TestAlertEvaluator)
#include "tst_alertevaluator.moc"
