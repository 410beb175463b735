// fleet-sim's scripted GPU health faults (--health-faults), read from its
// backfill files: each fault at its time and on its GPU, the healthy values
// elsewhere, and the older exporter's names. No server is started.

#include "fleetsimexposition.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace FleetSimExposition;

class TestFleetSimHealth : public QObject
{
    Q_OBJECT
  private slots:
    void healthFaultsShowAtTheirTimes();
    void olderExporterNamesTheThrottleReasons();
};

void TestFleetSimHealth::healthFaultsShowAtTheirTimes()
{
    const QByteArrayList names{"DCGM_FI_DEV_XID_ERRORS",
                               "DCGM_EXP_XID_ERRORS_COUNT",
                               "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL",
                               "DCGM_FI_DEV_ROW_REMAP_FAILURE",
                               "DCGM_FI_DEV_PCIE_REPLAY_COUNTER",
                               "DCGM_FI_DEV_CLOCKS_EVENT_REASONS",
                               "DCGM_FI_DEV_GPU_UTIL",
                               "DCGM_FI_DEV_GPU_TEMP",
                               "DCGM_FI_DEV_FB_USED"};
    const QByteArray text = backfill({u"--health-faults"_s, u"--host-label"_s, u"hostname"_s},
                                     kIncident, kIncident + 58 * kMinute);
    const Exposition e = parse(text, names);
    QVERIFY(!e.samples.isEmpty());
    for (const QByteArray &name : names)
        QVERIFY2(e.types.contains(name), name.constData());
    QVERIFY(!e.types.contains("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS"));
    const auto m = [](qint64 minutes) { return kIncident + minutes * kMinute; };

    // Node 0, last GPU: XID 79, then off the bus; the node's others report on.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(5) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(5)), 79.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(6) - 15), 79.0);
    for (const Sample &s : e.samples) {
        if (nodeOf(s) == 0 && s.labels.value("gpu") == "3")
            QVERIFY2(s.t < m(6), s.name.constData());
    }
    QCOMPARE(onGpu(e.at("DCGM_FI_DEV_FB_USED", m(30)), 0, 2).size(), 1);
    QCOMPARE(e.at("DCGM_FI_DEV_FB_USED", m(30)).size(), 7);

    // Last node, GPU 0: a double-bit ECC error and its row remap failing.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 1, 0, m(20)), 48.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(20) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(20)), 2.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(58)), 2.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ROW_REMAP_FAILURE", 1, 0, m(21) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ROW_REMAP_FAILURE", 1, 0, m(21)), 1.0);

    // Node 0, GPU 0: thermal slowdown, hot, I+30m..I+45m.
    for (const Sample &s : onGpu(e.named("DCGM_FI_DEV_CLOCKS_EVENT_REASONS"), 0, 0)) {
        const bool during = s.t >= m(30) && s.t < m(45);
        QCOMPARE(qint64(s.value) & 0x60, during ? qint64(0x60) : qint64(0));
        if (during)
            QVERIFY(valueOf(e, "DCGM_FI_DEV_GPU_TEMP", 0, 0, s.t) >= 88.0);
    }
    // The idle bit follows utilisation on every GPU; no other GPU slows down.
    for (const Sample &s : e.named("DCGM_FI_DEV_CLOCKS_EVENT_REASONS")) {
        const double util =
            valueOf(e, "DCGM_FI_DEV_GPU_UTIL", nodeOf(s), s.labels.value("gpu").toInt(), s.t);
        QCOMPARE(bool(qint64(s.value) & 0x1), util < 5.0);
        if (nodeOf(s) != 0 || s.labels.value("gpu") != "0")
            QCOMPARE(qint64(s.value) & ~qint64(0x1), qint64(0));
    }

    // Last node, last GPU: PCIe replays +40 every 15 s over I+25m..I+35m.
    const double replays = valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(25));
    QVERIFY(replays < 4);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(25) + 15), replays + 40);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(35)), replays + 1600);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(58)), replays + 1600);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 2, m(30)),
             valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 2, m(0)));

    // Node 0, GPU 1: XID 13 twice; the window counts 1, then 2, then forgets.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 1, m(50)), 13.0);
    const auto xid13 = [&](qint64 t) {
        for (const Sample &s : onGpu(e.at("DCGM_EXP_XID_ERRORS_COUNT", t), 0, 1)) {
            if (s.labels.value("xid") == "13") {
                return s.value;
            }
        }
        return 0.0;
    };
    QCOMPARE(xid13(m(50) - 15), 0.0);
    QCOMPARE(xid13(m(50)), 1.0);
    QCOMPARE(xid13(m(52)), 2.0);
    QCOMPARE(xid13(m(55)), 1.0);
    QCOMPARE(xid13(m(57)), 0.0);
    // Without an XID in the window a GPU has one series, 0 and no xid label.
    const QList<Sample> quiet = onGpu(e.at("DCGM_EXP_XID_ERRORS_COUNT", m(58)), 0, 1);
    QCOMPARE(quiet.size(), 1);
    QVERIFY(!quiet.first().labels.contains("xid"));
    QCOMPARE(quiet.first().labels.value("window_size_in_ms"), "300000"_ba);
    QCOMPARE(quiet.first().value, 0.0);
    QCOMPARE(e.types.value("DCGM_EXP_XID_ERRORS_COUNT"), "unknown"_ba); // a counter, no _total
    // Every XID the fleet shows is a scripted one.
    QSet<QByteArray> seen;
    for (const Sample &s : e.named("DCGM_FI_DEV_XID_ERRORS")) {
        if (s.value != 0.0)
            seen << QByteArray::number(nodeOf(s)) + '/' + s.labels.value("gpu") + '=' +
                        QByteArray::number(qint64(s.value));
    }
    QCOMPARE(seen, (QSet<QByteArray>{"0/3=79", "1/0=48", "0/1=13"}));
}

void TestFleetSimHealth::olderExporterNamesTheThrottleReasons()
{
    const qint64 at = kIncident + 31 * kMinute;
    const Exposition e = parse(backfill({u"--health-faults"_s, u"--mig"_s}, at, at));
    QCOMPARE(e.types.value("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS"), "gauge"_ba);
    QVERIFY(!e.types.contains("DCGM_FI_DEV_CLOCKS_EVENT_REASONS"));
    QVERIFY(!e.types.contains("DCGM_EXP_XID_ERRORS_COUNT"));
    QCOMPARE(e.types.value("DCGM_FI_DEV_ECC_DBE_VOL_TOTAL"), "unknown"_ba);
    // Health fields are device-level: once per present GPU under MIG too.
    QCOMPARE(e.named("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS").size(), 7);
    QCOMPARE(qint64(valueOf(e, "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", 0, 0, at)) & 0x60,
             qint64(0x60));
    QCOMPARE(e.named("DCGM_FI_DEV_FB_USED").size(), 14);
}

QTEST_GUILESS_MAIN(TestFleetSimHealth)
#include "tst_fleetsimhealth.moc"
