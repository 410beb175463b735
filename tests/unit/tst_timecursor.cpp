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
};

QTEST_GUILESS_MAIN(TestTimeCursor)
#include "tst_timecursor.moc"
