#include "cursorreadout.h"
#include "timecursor.h"

#include <QSignalSpy>
#include <QTest>

class TestTimeCursor : public QObject
{
    Q_OBJECT
  private slots:
    void followsLiveUntilPannedBack()
    {
        TimeCursor c;
        c.showLast(3'600'000, 10'000'000);
        QVERIFY(c.followsLive());
        c.advanceTo(10'015'000);
        QCOMPARE(c.toMs(), 10'015'000);
        QCOMPARE(c.durationMs(), 3'600'000);
        QSignalSpy follow(&c, &TimeCursor::followLiveChanged);
        c.pan(-600'000);
        QVERIFY(!c.followsLive());
        QCOMPARE(follow.count(), 1);
        c.advanceTo(10'030'000); // the live clock no longer moves the view
        QCOMPARE(c.toMs(), 10'015'000 - 600'000);
        c.setFollowLive(true, 10'030'000);
        QCOMPARE(c.toMs(), 10'030'000);
        QCOMPARE(c.durationMs(), 3'600'000);
    }
    void zoomKeepsAnchor()
    {
        TimeCursor c;
        c.setRange(0, 1'000'000);
        c.zoom(0.5, 250'000);
        QCOMPARE(c.fromMs(), 125'000);
        QCOMPARE(c.toMs(), 625'000);
    }
    void zoomWhileLiveKeepsNow()
    {
        TimeCursor c;
        c.showLast(3'600'000, 10'000'000);
        c.zoom(0.25, 9'000'000);
        QCOMPARE(c.toMs(), 10'000'000);
        QCOMPARE(c.durationMs(), 900'000);
        QVERIFY(c.followsLive());
    }
    void durationIsClamped()
    {
        TimeCursor c;
        c.setRange(0, 120'000);
        c.zoom(0.001, 60'000);
        QCOMPARE(c.durationMs(), TimeCursor::kMinDurationMs);
        c.setRange(0, TimeCursor::kMaxDurationMs * 4);
        QCOMPARE(c.durationMs(), TimeCursor::kMaxDurationMs);
    }
    void crosshairPinning()
    {
        TimeCursor c;
        QSignalSpy spy(&c, &TimeCursor::crosshairChanged);
        c.hover(5);
        QCOMPARE(*c.crosshairMs(), 5);
        c.pin(7);
        c.hover(9); // pinned: hover does not move it
        QCOMPARE(*c.crosshairMs(), 7);
        c.leave();
        QVERIFY(c.crosshairMs().has_value());
        c.unpin();
        c.leave();
        QVERIFY(!c.crosshairMs().has_value());
        QVERIFY(spy.count() >= 4);
    }

    // Pin A, then the mouse moves B; pin B; a third pin starts over.
    void twoCursors()
    {
        TimeCursor c;
        c.hover(5);
        QVERIFY(!c.secondMs());
        QCOMPARE(c.cursors(), (TimeCursors{5, std::nullopt}));
        c.pin(7);
        c.hover(9); // B follows the mouse, A stays
        QCOMPARE(*c.crosshairMs(), 7);
        QCOMPARE(*c.secondMs(), 9);
        QVERIFY(!c.isSecondPinned());
        c.leave(); // an unpinned B goes with the mouse
        QVERIFY(!c.secondMs());
        c.hover(11);
        c.pinSecond(12);
        c.hover(20); // pinned: the mouse moves neither
        c.leave();
        QCOMPARE(c.cursors(), (TimeCursors{7, 12}));
        QVERIFY(c.isSecondPinned());
        // Pinning A again lets B go; unpin lets both go.
        c.pin(30);
        QCOMPARE(c.cursors(), (TimeCursors{30, std::nullopt}));
        c.pinSecond(40);
        c.unpin();
        QVERIFY(!c.secondMs());
        QVERIFY(!c.isSecondPinned());
        c.leave();
        QVERIFY(!c.crosshairMs());
        // B without A is A.
        c.pinSecond(50);
        QVERIFY(c.isPinned());
        QCOMPARE(c.cursors(), (TimeCursors{50, std::nullopt}));
    }

    // The readout both the window and the exports print.
    void cursorReadout()
    {
        LaneSpec spec;
        spec.aggregate = Aggregate::Max;
        spec.unit = Unit::Seconds;
        CrosshairValues a{true, 0, 0.41, 0.2, 0.41, {}, {}}, b{true, 0, 2.8, 0.3, 2.8, {}, {}};
        const TimeFormat utc(QTimeZone::utc());
        const qint64 t = 1'700'000'000'000; // 22:13:20 UTC
        QCOMPARE(CursorReadout::text(spec, utc, t, a),
                 QStringLiteral("22:13:20  max 410 ms (range 200 ms – 410 ms)"));
        QCOMPARE(
            CursorReadout::text(spec, utc, t, a, t + 255'000, b),
            QStringLiteral("A 22:13:20 410 ms · B 22:17:35 2.8 s · Δ +2.39 s, ×6.83 in +4m15s"));
        QCOMPARE(
            CursorReadout::text(spec, utc, t, b, t - 30'000, a),
            QStringLiteral("A 22:13:20 2.8 s · B 22:12:50 410 ms · Δ -2.39 s, ×0.146 in -30s"));
        QCOMPARE(CursorReadout::text(spec, utc, t, a, t + 60'000, CrosshairValues{}),
                 QStringLiteral("A 22:13:20 410 ms · B 22:14:20 no data · Δ n/a in +1m"));
    }
};

QTEST_GUILESS_MAIN(TestTimeCursor)
#include "tst_timecursor.moc"
