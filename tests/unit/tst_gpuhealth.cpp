// The GPU health decoders: the Xid table and the clock event reasons bits.
#include "gpuhealth.h"

#include <QTest>

using namespace GpuHealth;

class TestGpuHealth : public QObject
{
    Q_OBJECT
  private slots:
    void theCodesFleetsPageOnAreDescribed()
    {
        // The codes the fit-to-your-fleet work names, at least.
        for (int code : {13, 31, 43, 45, 48, 61, 62, 63, 64, 74, 79, 92, 94, 95, 119, 120}) {
            const XidInfo info = xid(code);
            QVERIFY2(info.documented, qPrintable(QString::number(code)));
            QCOMPARE(info.code, code);
            QVERIFY(!info.meaning.isEmpty());
            QVERIFY(info.action.endsWith(QLatin1Char('.')));
            QVERIFY2(!info.meaning.contains(QLatin1String("not in FleetScope")),
                     qPrintable(info.meaning));
        }
        const auto codes = documentedXids();
        QVERIFY(std::is_sorted(codes.begin(), codes.end()));
        QCOMPARE(std::adjacent_find(codes.begin(), codes.end()), codes.end());
    }

    void severityFollowsWhatMustBeDone()
    {
        // Fallen off the bus and double-bit ECC need the GPU drained now.
        QCOMPARE(xid(79).severity, Severity::Critical);
        QVERIFY(xid(79).hardware);
        QVERIFY(xid(79).meaning.contains(QLatin1String("fallen off the bus")));
        QCOMPARE(xid(48).severity, Severity::Critical);
        QCOMPARE(xid(95).severity, Severity::Critical);
        // A remap recorded for the next reset, a contained ECC error: soon.
        QCOMPARE(xid(63).severity, Severity::Warning);
        QCOMPARE(xid(94).severity, Severity::Warning);
        // The program's own faults are not the GPU's.
        for (int code : {13, 31, 43, 45}) {
            QCOMPARE(xid(code).severity, Severity::Info);
            QVERIFY(!xid(code).hardware);
        }
    }

    void anUnknownCodeSaysSo()
    {
        const XidInfo info = xid(999);
        QVERIFY(!info.documented);
        QCOMPARE(info.severity, Severity::Warning);
        QVERIFY(info.meaning.contains(QLatin1String("999")));
        QVERIFY(info.action.contains(QLatin1String("Xid catalog")));
    }

    void clockEventReasonsInWords_data()
    {
        QTest::addColumn<quint64>("mask");
        QTest::addColumn<QString>("words");
        QTest::addColumn<quint64>("slowdown");
        QTest::newRow("none") << quint64(0) << QStringLiteral("none") << quint64(0);
        QTest::newRow("idle") << quint64(0x1) << QStringLiteral("idle") << quint64(0);
        QTest::newRow("power cap")
            << quint64(0x4) << QStringLiteral("SW power cap") << quint64(0x4);
        // 0x60: SW and HW thermal at once, lowest bit first.
        QTest::newRow("thermal") << quint64(0x60)
                                 << QStringLiteral("SW thermal slowdown, HW thermal slowdown")
                                 << quint64(0x60);
        QTest::newRow("brake + sync boost")
            << quint64(0x90) << QStringLiteral("sync boost, HW power brake") << quint64(0x80);
        QTest::newRow("hw slowdown + app clocks")
            << quint64(0xA) << QStringLiteral("application clock setting, HW slowdown")
            << quint64(0x8);
        QTest::newRow("display") << quint64(0x100) << QStringLiteral("display clock setting")
                                 << quint64(0);
        // A bit a newer driver may add is shown by value, not dropped.
        QTest::newRow("unknown") << quint64(0x1000 | 0x40)
                                 << QStringLiteral("HW thermal slowdown, unknown reason 0x1000")
                                 << quint64(0x40);
    }

    void clockEventReasonsInWords()
    {
        QFETCH(quint64, mask);
        QFETCH(QString, words);
        QFETCH(quint64, slowdown);
        QCOMPARE(describeClockEventReasons(mask), words);
        QCOMPARE(slowdownBits(mask), slowdown);
        quint64 seen = 0;
        for (const ClockEventReason &r : clockEventReasons(mask)) {
            QCOMPARE(r.bit & mask, r.bit);
            QCOMPARE(r.slowdown, (r.bit & slowdown) != 0);
            seen |= r.bit;
        }
        QCOMPARE(seen, mask);
    }

    void everyBitOfAWordIsDecoded()
    {
        QCOMPARE(clockEventReasons(~quint64(0)).size(), std::size_t(64));
        QCOMPARE(slowdownBits(~quint64(0)), quint64(0x4 | 0x8 | 0x20 | 0x40 | 0x80));
    }
};

QTEST_GUILESS_MAIN(TestGpuHealth)
#include "tst_gpuhealth.moc"
