#include "alertevaluator.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestAlertEvaluator)
#include "tst_alertevaluator.moc"
