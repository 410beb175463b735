// The time axis both lane painters share (TimeAxis), and the alert window
// arithmetic every evaluator shares (AlertEvaluator::lookBackStart,
// AlertInstance::endMs).
#include "alertevaluator.h"
#include "timeaxis.h"

#include <QDateTime>
#include <QLocale>
#include <QTest>
#include <QTimeZone>

namespace {
qint64 at(const char *iso, const QTimeZone &zone)
{
    QDateTime dt = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate);
    dt.setTimeZone(zone);
    return dt.toMSecsSinceEpoch();
}
} // namespace

class TestTimeAxis : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void stepIsTheSmallestRoundStepThatFits()
    {
        // One hour on 600 px with a tick at most every 95 px: up to 6.3
        // ticks, so 10 min (6 ticks) rather than 5 min (12).
        QCOMPARE(TimeAxis::step(3'600'000, 600, 95), qint64(600'000));
        QCOMPARE(TimeAxis::step(3'600'000, 300, 95), qint64(1'800'000));
        // At least two ticks, whatever the width.
        QCOMPARE(TimeAxis::step(3'600'000, 10, 95), qint64(1'800'000));
        // Past the table: a week.
        QCOMPARE(TimeAxis::step(qint64(400) * 86'400'000, 500, 95), qint64(7 * 86'400'000LL));
        // A zero gap is taken as one unit, not a division by zero.
        QCOMPARE(TimeAxis::step(120'000, 10, 0), qint64(60'000));
    }

    void ticksFallOnRoundTimesOfTheZone()
    {
        // Berlin is UTC+1 in January: a 3 h step lands on 00, 03, 06 ... Berlin
        // time, which are 23, 02, 05 ... UTC.
        const QTimeZone berlin("Europe/Berlin");
        QVERIFY(berlin.isValid());
        const qint64 from = at("2026-01-10T10:20:00", berlin);
        const qint64 to = at("2026-01-10T20:00:00", berlin);
        const auto ticks = TimeAxis::ticks(from, to, 3 * 3'600'000, berlin);
        QCOMPARE(ticks.size(), std::size_t(3));
        QCOMPARE(ticks[0], at("2026-01-10T12:00:00", berlin));
        QCOMPARE(ticks[2], at("2026-01-10T18:00:00", berlin));
        // The same range on the UTC clock: 12:00 UTC is 13:00 Berlin.
        const auto utc = TimeAxis::ticks(from, to, 3 * 3'600'000, QTimeZone::utc());
        QCOMPARE(utc.front(), at("2026-01-10T12:00:00", QTimeZone::utc()));
        // Strictly inside the range: a tick on `from` itself is left out.
        const qint64 noon = at("2026-01-10T12:00:00", berlin);
        QCOMPARE(TimeAxis::ticks(noon, noon + 7'200'000, 3'600'000, berlin).front(),
                 noon + 3'600'000);
        // Before 1970 the rounding is the same (floor, not truncation).
        const auto old = TimeAxis::ticks(-5'400'000, 0, 3'600'000, QTimeZone::utc());
        QCOMPARE(old.size(), std::size_t(1));
        QCOMPARE(old.front(), qint64(-3'600'000));
        // Nothing for an empty range or a zero step.
        QVERIFY(TimeAxis::ticks(10, 10, 60'000, berlin).empty());
        QVERIFY(TimeAxis::ticks(0, 3'600'000, 0, berlin).empty());
    }

    void labelsSayTheTimeOrTheDate()
    {
        const QTimeZone berlin("Europe/Berlin");
        const qint64 t = at("2026-01-10T13:30:00", berlin);
        QCOMPARE(TimeAxis::label(t, 1'800'000, berlin), QStringLiteral("13:30"));
        QCOMPARE(TimeAxis::label(t, 1'800'000, QTimeZone::utc()), QStringLiteral("12:30"));
        // Midnight, or day-sized steps: the date.
        QCOMPARE(TimeAxis::label(at("2026-01-11T00:00:00", berlin), 3'600'000, berlin),
                 QStringLiteral("Sun 11 Jan"));
        QCOMPARE(TimeAxis::label(t, 86'400'000, berlin), QStringLiteral("Sat 10 Jan"));
    }

    void lookBackCoversForAndKeepFiringFor()
    {
        AlertRule rule;
        rule.forMs = 180'000;
        rule.keepFiringForMs = 60'000;
        // 10:00:30 minus 3 min, 1 min and one 60 s step is 09:55:30, aligned
        // down to the minute.
        const qint64 from = 36'030'000;
        QCOMPARE(AlertEvaluator::lookBackStart(rule, from, 60'000), qint64(35'700'000));
        // Before 1970 too it rounds down, never towards zero.
        QCOMPARE(AlertEvaluator::alignDown(-1, 60'000), qint64(-60'000));
        QCOMPARE(AlertEvaluator::alignDown(-60'000, 60'000), qint64(-60'000));
        QCOMPARE(AlertEvaluator::alignDown(59'999, 60'000), qint64(0));
    }

    void anAlertEndsWhenResolvedOrDropped()
    {
        AlertInstance a;
        a.pendingAtMs = 1'000;
        QCOMPARE(a.endMs(), std::numeric_limits<qint64>::max());
        QCOMPARE(a.endMs(5'000), qint64(5'000));
        QVERIFY(a.overlaps(2'000, 3'000));
        QVERIFY(!a.overlaps(0, 999));
        a.droppedAtMs = 1'500;
        QCOMPARE(a.endMs(5'000), qint64(1'500));
        QVERIFY(!a.overlaps(1'501, 3'000));
        a.droppedAtMs.reset();
        a.firingAtMs = 2'000;
        a.resolvedAtMs = 4'000;
        QCOMPARE(a.endMs(9'000), qint64(4'000));
        QVERIFY(a.overlaps(4'000, 9'000));
    }
};

QTEST_GUILESS_MAIN(TestTimeAxis)
#include "tst_timeaxis.moc"
