// GzipBody: range answers arrive gzip-encoded and are inflated on the worker
// that parses them. Round trips, several members, a cap that stops a
// compression bomb, and damaged input that must fail rather than crash.
#include "gzipbody.h"

#include <QTest>

#include "gziptext.h"

namespace {

QByteArray answer(int series)
{
    QByteArray json = R"({"status":"success","data":{"resultType":"matrix","result":[)";
    for (int s = 0; s < series; ++s) {
        json += (s ? "," : "") + QByteArray(R"({"metric":{"gpu":")") + QByteArray::number(s) +
                R"("},"values":[)";
        for (int i = 0; i < 200; ++i)
            json += (i ? "," : "") + QByteArray("[") + QByteArray::number(1700000000 + i * 15) +
                    ",\"" + QByteArray::number((s * 7 + i) % 100) + "\"]";
        json += "]}";
    }
    return json + "]}}";
}
} // namespace

class TestGzipBody : public QObject
{
    Q_OBJECT
  private slots:
    void roundTrip()
    {
        const QByteArray plain = answer(300); // several MB, many output buffers
        const QByteArray packed = gzipped(plain);
        QVERIFY(packed.size() < plain.size() / 4);
        const auto out = GzipBody::inflate(packed, 64 << 20);
        QVERIFY(out.has_value());
        QCOMPARE(out->size(), plain.size());
        QVERIFY(*out == plain);
    }
    void emptyBody()
    {
        const auto out = GzipBody::inflate(gzipped(QByteArray()), 1024);
        QVERIFY(out.has_value());
        QVERIFY(out->isEmpty());
    }
    void concatenatedMembers()
    {
        const auto out = GzipBody::inflate(gzipped("hello, ") + gzipped("world", 1), 1024);
        QVERIFY(out.has_value());
        QCOMPARE(*out, QByteArray("hello, world"));
    }
    void capStopsABomb()
    {
        // 64 MiB of zeros packs into about 64 KiB.
        const QByteArray packed = gzipped(QByteArray(64 << 20, '\0'), 9);
        QVERIFY(packed.size() < 200 << 10);
        const auto out = GzipBody::inflate(packed, 1 << 20);
        QVERIFY(!out.has_value());
        QCOMPARE(out.error().error, GzipBody::Error::TooLarge);
        // Exactly at the limit is still allowed.
        const auto exact = GzipBody::inflate(gzipped(QByteArray(4096, 'x')), 4096);
        QVERIFY(exact.has_value());
        QCOMPARE(exact->size(), 4096);
    }
    void damagedInputFails()
    {
        const QByteArray packed = gzipped(answer(20));
        const auto truncated = GzipBody::inflate(packed.left(packed.size() / 2), 64 << 20);
        QVERIFY(!truncated.has_value());
        QCOMPARE(truncated.error().error, GzipBody::Error::Corrupt);

        QByteArray flipped = packed;
        for (qsizetype i = 20; i < flipped.size() - 8; i += 37)
            flipped[i] = char(flipped[i] ^ 0x5a);
        const auto bad = GzipBody::inflate(flipped, 64 << 20);
        QVERIFY(!bad.has_value());
        QCOMPARE(bad.error().error, GzipBody::Error::Corrupt);

        const auto notGzip = GzipBody::inflate(QByteArray(R"({"status":"success"})"), 1024);
        QVERIFY(!notGzip.has_value());
        QCOMPARE(notGzip.error().error, GzipBody::Error::Corrupt);
        QVERIFY(!notGzip.error().detail.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGzipBody)
#include "tst_gzipbody.moc"
