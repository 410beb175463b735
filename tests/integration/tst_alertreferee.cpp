// Prometheus' own `promtool test rules` as the referee of FleetScope's alert
// evaluator: for each case the evaluator's firing alerts at every minute are
// written as promtool expectations over the same input, and promtool must
// agree. The backtest's figures are then counted again, by hand, from those
// refereed minutes, with thresholds changed as `backtest --set` changes them.
#include "alertbacktest.h"
#include "alertevaluator.h"
#include "processrun.h"
#include "ruleoverride.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {
// The value at each minute: '1' 90, '2' 80, '.' 50. The rule is
// `gpu_mem > 85` with its threshold changed to `threshold`.
struct Case
{
    const char *name;
    const char *pattern;
    int forMin;
    int keepMin;
    int threshold = 85;
};
const Case kCases[] = {
    {"fires after for", "..11111111....", 3, 0},
    {"for 0", ".11..1.", 0, 0},
    {"too short to fire", ".11...", 3, 0},
    {"flapping", "11.1111.11.111", 2, 0},
    {"keep_firing_for bridges", "1111..111....", 1, 3},
    {"keep_firing_for expires", "111.........", 1, 2},
    {"threshold as written", "..2211.2.112222..1...", 1, 0},
    {"threshold lowered", "..2211.2.112222..1...", 1, 0, 75},
    {"threshold lowered, for 0", "2.2211.2.112222..1..2", 0, 0, 75},
};

int valueAt(char c)
{
    return c == '1' ? 90 : c == '2' ? 80 : 50;
}

// The backtest's figures counted from the firing state at each minute
// (one series, so each run of firing minutes is one alert), the way a
// person would from promtool's answers.
BacktestFigures byHand(const std::vector<bool> &firing, qint64 shortBelowMin)
{
    BacktestFigures f;
    std::vector<qint64> runs;
    const int n = int(firing.size());
    int quiet = 0;
    for (int i = 0; i < n;) {
        if (!firing[std::size_t(i)]) {
            ++quiet;
            f.longestQuietMs = std::max(f.longestQuietMs, quiet * 60'000ll);
            ++i;
            continue;
        }
        quiet = 0;
        int j = i;
        while (j < n && firing[std::size_t(j)])
            ++j;
        ++f.fires;
        runs.push_back((j - i) * 60'000ll);
        f.firingMs += (j - i) * 60'000ll;
        if (j == n)
            ++f.stillFiring;
        else if (j - i < shortBelowMin)
            ++f.shortFires;
        i = j;
    }
    std::sort(runs.begin(), runs.end());
    if (!runs.empty())
        f.medianMs = runs.size() % 2 ? runs[runs.size() / 2]
                                     : (runs[runs.size() / 2 - 1] + runs[runs.size() / 2]) / 2;
    return f;
}

QByteArray minutes(qint64 ms)
{
    return QByteArray::number(ms / 60'000) + 'm';
}
} // namespace

class TestAlertReferee : public QObject
{
    Q_OBJECT
  private slots:
    void promtoolAgrees_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kCases)); ++i)
            QTest::newRow(kCases[i].name) << i;
    }
    void promtoolAgrees()
    {
        QFETCH(int, index);
        const Case &c = kCases[index];
        const int n = int(qstrlen(c.pattern));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        AlertRule rule;
        rule.name = QStringLiteral("GpuMemoryPressure");
        const auto expr = RuleOverrides::withThreshold(QStringLiteral("gpu_mem > 85"),
                                                       QString::number(c.threshold));
        QVERIFY(expr);
        rule.expr = *expr;
        rule.forMs = c.forMin * 60'000ll;
        rule.keepFiringForMs = c.keepMin * 60'000ll;
        rule.labels.insert(QStringLiteral("severity"), QStringLiteral("warning"));

        // What a range query of expr at the group interval would return.
        Series s;
        s.labels = Labels({{QStringLiteral("gpu"), QStringLiteral("0")},
                           {QStringLiteral("instance"), QStringLiteral("n1")}});
        s.values.assign(std::size_t(n), 0);
        s.present.resize(std::size_t(n));
        QByteArray values;
        for (int i = 0; i < n; ++i) {
            const int value = valueAt(c.pattern[i]);
            values += (i ? " " : "") + QByteArray::number(value);
            if (value > c.threshold) {
                s.values.cell(std::size_t(i)) = value;
                s.present.set(std::size_t(i));
            }
        }
        // Only the minutes above the threshold are on the grid, as in a real
        // range query answer; the schedule covers every minute.
        SeriesSet sparse;
        Series only;
        only.labels = s.labels;
        std::vector<double> above;
        for (int i = 0; i < n; ++i)
            if (s.has(std::size_t(i))) {
                sparse.timesMs.push_back(i * 60'000ll);
                above.push_back(s.values.cell(std::size_t(i)));
            }
        only.values = above;
        only.present.resize(above.size(), true);
        if (!above.empty())
            sparse.series.push_back(only);
        const auto alerts = AlertEvaluator::evaluate(rule, sparse, {0, (n - 1) * 60'000ll, 60'000});

        QByteArray rules =
            "groups:\n- name: g\n  interval: 1m\n  rules:\n  - alert: GpuMemoryPressure\n"
            "    expr: " +
            rule.expr.toUtf8() + "\n    for: " + minutes(rule.forMs) + "\n";
        if (c.keepMin)
            rules += "    keep_firing_for: " + minutes(rule.keepFiringForMs) + "\n";
        rules += "    labels:\n      severity: warning\n";
        QByteArray test = "rule_files: [rules.yml]\nevaluation_interval: 1m\ntests:\n- interval: "
                          "1m\n  input_series:\n"
                          "  - series: 'gpu_mem{gpu=\"0\",instance=\"n1\"}'\n    values: '" +
                          values + "'\n  alert_rule_test:\n";
        int firingSomewhere = 0;
        std::vector<bool> firingAt(std::size_t(n), false);
        for (int i = 0; i < n; ++i) {
            const qint64 t = i * 60'000ll;
            test += "  - eval_time: " + minutes(t) +
                    "\n    alertname: GpuMemoryPressure\n    exp_alerts:";
            bool any = false;
            for (const auto &a : alerts) {
                const bool firing =
                    a.firingAtMs && *a.firingAtMs <= t && (!a.resolvedAtMs || *a.resolvedAtMs > t);
                if (!firing)
                    continue;
                any = true;
                ++firingSomewhere;
                firingAt[std::size_t(i)] = true;
                test += "\n    - exp_labels:\n        severity: warning\n        gpu: '0'\n        "
                        "instance: n1";
            }
            test += any ? "\n" : " []\n";
        }
        QFile r(dir.filePath(QStringLiteral("rules.yml")));
        QVERIFY(r.open(QIODevice::WriteOnly));
        r.write(rules);
        r.close();
        QFile t(dir.filePath(QStringLiteral("test.yml")));
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(test);
        t.close();
        if (qstrcmp(c.name, "too short to fire") != 0)
            QVERIFY2(firingSomewhere > 0, "a case that never fires would prove little");

        QProcess probe;
        probe.start(QStringLiteral("promtool"), {QStringLiteral("--version")});
        QVERIFY2(probe.waitForFinished(10'000) && probe.exitCode() == 0,
                 "promtool is missing: install the Debian package 'prometheus'");
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral("promtool"),
                {QStringLiteral("test"), QStringLiteral("rules"), QStringLiteral("test.yml")});
        QVERIFY(p.waitForFinished(60'000));
        const QByteArray out = p.readAllStandardOutput() + p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, (out + "\n--- test.yml ---\n" + test).constData());

        // The minutes are refereed: the figures counted from them by hand
        // must be the backtest's, over the evaluated minutes, with fires of
        // under two and under four minutes called short.
        for (qint64 shortMin : {2, 4}) {
            const BacktestFigures got =
                AlertBacktest::figures(alerts, 0, n * 60'000ll, shortMin * 60'000);
            const BacktestFigures want = byHand(firingAt, shortMin);
            QCOMPARE(got.fires, want.fires);
            QCOMPARE(got.firingMs, want.firingMs);
            QCOMPARE(got.medianMs, want.medianMs);
            QCOMPARE(got.shortFires, want.shortFires);
            QCOMPARE(got.longestQuietMs, want.longestQuietMs);
            QCOMPARE(got.stillFiring, want.stillFiring);
        }
    }
};

QTEST_GUILESS_MAIN(TestAlertReferee)
#include "tst_alertreferee.moc"
