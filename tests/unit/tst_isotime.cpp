#include "isotime.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// 2026-11-21T10:00:00Z.
constexpr qint64 kT0 = 1795255200000;

} // namespace

class TstIsoTime final : public QObject
{
    Q_OBJECT

  private slots:
    void durations_data();
    void durations();
    void timestamps_data();
    void timestamps();
    void badTimestamps();
};

void TstIsoTime::durations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("PT1M") << u"PT1M"_s << qint64(60'000) << u"PT1M"_s;
    QTest::newRow("PT5M") << u"PT5M"_s << qint64(300'000) << u"PT5M"_s;
    QTest::newRow("PT30S") << u"PT30S"_s << qint64(30'000) << u"PT30S"_s;
    QTest::newRow("PT1H") << u"PT1H"_s << qint64(3'600'000) << u"PT1H"_s;
    QTest::newRow("PT6H") << u"PT6H"_s << qint64(21'600'000) << u"PT6H"_s;
    QTest::newRow("P1D") << u"P1D"_s << qint64(86'400'000) << u"P1D"_s;
    QTest::newRow("PT24H") << u"PT24H"_s << qint64(86'400'000) << u"P1D"_s;
    QTest::newRow("P1W") << u"P1W"_s << qint64(604'800'000) << u"P7D"_s;
    QTest::newRow("PT1H30M") << u"PT1H30M"_s << qint64(5'400'000) << u"PT1H30M"_s;
    QTest::newRow("PT90M") << u"PT90M"_s << qint64(5'400'000) << u"PT1H30M"_s;
    QTest::newRow("P1DT12H") << u"P1DT12H"_s << qint64(129'600'000) << u"P1DT12H"_s;
    QTest::newRow("PT1.5S") << u"PT1.5S"_s << qint64(1'500) << u"PT1.5S"_s;
    QTest::newRow("PT0.25S") << u"PT0.25S"_s << qint64(250) << u"PT0.25S"_s;
    QTest::newRow("PT0S") << u"PT0S"_s << qint64(0) << u"PT0S"_s;
    QTest::newRow("lower case") << u"pt15m"_s << qint64(900'000) << u"PT15M"_s;
    for (const char *bad :
         {"", "P", "PT", "FULL", "P1M", "P1Y", "PT1D", "P1H", "PT1M1H", "PT1.5M1S", "PT-1M", "1M",
          "PTM", "P1DT", "PT1M ", "PT99999999999999999999H"})
        QTest::newRow(bad[0] ? bad : "(empty)")
            << QString::fromLatin1(bad) << qint64(-1) << QString();
}

void TstIsoTime::durations()
{
    QFETCH(QString, text);
    QFETCH(qint64, ms);
    QFETCH(QString, canonical);
    const auto parsed = IsoTime::parseDurationMs(text);
    if (ms < 0) {
        QVERIFY(!parsed);
        return;
    }
    QCOMPARE(parsed, ms);
    QCOMPARE(IsoTime::formatDuration(ms), canonical);
    QCOMPARE(IsoTime::parseDurationMs(canonical), ms);
}

void TstIsoTime::timestamps_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("ms");

    QTest::newRow("Z") << u"2026-11-21T10:00:00Z"_s << kT0;
    QTest::newRow("7 fraction digits cut") << u"2026-11-21T10:00:00.1239999Z"_s << kT0 + 123;
    QTest::newRow("offset") << u"2026-11-21T12:30:00+02:30"_s << kT0;
    QTest::newRow("negative offset") << u"2026-11-21T05:00:00-0500"_s << kT0;
    QTest::newRow("no zone is UTC") << u"2026-11-21T10:00:00"_s << kT0;
    QTest::newRow("space for T") << u"2026-11-21 10:00:00Z"_s << kT0;
    QTest::newRow("no seconds") << u"2026-11-21T10:00Z"_s << kT0;
    QTest::newRow("date only") << u"2026-11-21"_s << kT0 - 10 * 3'600'000;
    QTest::newRow("epoch") << u"1970-01-01T00:00:00Z"_s << qint64(0);
    QTest::newRow("before epoch") << u"1969-12-31T23:59:59.5Z"_s << qint64(-500);
    QTest::newRow("leap day") << u"2028-02-29T00:00:00Z"_s << qint64(1835395200000);
}

void TstIsoTime::timestamps()
{
    QFETCH(QString, text);
    QFETCH(qint64, ms);
    QCOMPARE(IsoTime::parseTimestampMs(QStringView(text)), ms);
    QCOMPARE(IsoTime::parseTimestampMs(IsoTime::formatTimestamp(ms)), ms);
}

void TstIsoTime::badTimestamps()
{
    for (const char *bad :
         {"", "2026", "2026-11-21T", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z",
          "2026-11-31T00:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T10:60:00Z",
          "2026-11-21T10:00:60Z", "2026-11-21T10:00:00.Z", "2026-11-21T10:00:00ZZ",
          "2026-11-21T10:00:00+1", "2026-11-21T10:00:00+01:00x", "2026/11/21T10:00:00Z",
          "20261121T100000Z", "2026-11-21T10:00:00Q"})
        QVERIFY2(!IsoTime::parseTimestampMs(std::string_view(bad)), bad);
    QCOMPARE(IsoTime::formatTimestamp(kT0), u"2026-11-21T10:00:00Z"_s);
    QCOMPARE(IsoTime::formatTimestamp(kT0 + 7), u"2026-11-21T10:00:00.007Z"_s);
    QCOMPARE(IsoTime::formatTimestamp(-500), u"1969-12-31T23:59:59.500Z"_s);
}

QTEST_GUILESS_MAIN(TstIsoTime)
#include "tst_isotime.moc"
