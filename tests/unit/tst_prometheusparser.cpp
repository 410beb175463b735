// parsePrometheusResponse on answers it must accept: every result type,
// notices, special values, timestamps and how series meet on one grid.
#include "prometheusfixtures.h"
#include "prometheusparser.h"
#include "seriestext.h"

#include <cmath>
#include <QTest>

using namespace Qt::StringLiterals;

class TstPrometheusParser final : public QObject
{
    Q_OBJECT

  private slots:
    void matrix();
    void matrixWithGapsAndLateSeries();
    void vector();
    void scalar();
    void specialValues();
    void dcgmSentinel();
    void notices_data();
    void notices();
    void nativeHistograms_data();
    void nativeHistograms();
    void emptyResult();
    void timestamps_data();
    void timestamps();
    void values_data();
    void values();
    void fieldOrderIsFree();
    void unsortedAndRepeatedTimes();
    void sparseSeriesUnion();
};

void TstPrometheusParser::matrix()
{
    const SeriesSet set = parseOk(fixture(u"matrix.json"_s));
    QCOMPARE(set.resultType, SeriesSet::ResultType::Matrix);
    QCOMPARE(renderTimes(set),
             u"1700000000000 1700000015000 1700000030000 1700000045000 1700000060500"_s);
    QCOMPARE(set.series.size(), std::size_t(2));
    QCOMPARE(renderSeries(set, 0), u"73.25 74 0 100 12.5"_s);
    QCOMPARE(renderSeries(set, 1), u"1 2 3 4 5.125"_s);
    const Labels &l = set.series[0].labels;
    QCOMPARE(l.pairs().size(), std::size_t(9));
    QCOMPARE(l.value(u"__name__"_s), u"DCGM_FI_DEV_GPU_UTIL"_s);
    QCOMPARE(l.value(u"UUID"_s), u"GPU-5d1c7a2e-93b4-4e0f-a1c2-7f3e9b8d6c40"_s);
    QCOMPARE(l.valueCi(u"hostname"_s), u"gpu-node-07"_s);
    QCOMPARE(set.series[1].labels.value(u"gpu"_s), u"1"_s);
    QVERIFY(set.warnings.isEmpty());
    QVERIFY(set.infos.isEmpty());
    QCOMPARE(set.sampleCount(), std::size_t(10));
}

void TstPrometheusParser::matrixWithGapsAndLateSeries()
{
    // The first series lacks :30, so the second one widens the grid and the
    // series parsed before it are moved onto the wider grid.
    const SeriesSet set = parseOk(fixture(u"matrix_gaps.json"_s));
    QCOMPARE(renderTimes(set), u"1700000000000 1700000015000 1700000030000 1700000045000 "
                               u"1700000060000 1700000075000"_s);
    QCOMPARE(set.series.size(), std::size_t(4));
    QCOMPARE(renderSeries(set, 0), u"100 101 _ 103 104 105"_s);
    QCOMPARE(renderSeries(set, 1), u"200 201 202 203 204 205"_s);
    QCOMPARE(renderSeries(set, 2), u"_ _ _ 303 304 305"_s);
    QCOMPARE(renderSeries(set, 3), u"400 _ _ _ _ 405"_s);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(set.series[std::size_t(i)].labels.value(u"gpu"_s), QString::number(i));
}

void TstPrometheusParser::vector()
{
    const SeriesSet set = parseOk(fixture(u"vector.json"_s));
    QCOMPARE(set.resultType, SeriesSet::ResultType::Vector);
    QCOMPARE(renderTimes(set), u"1700000000123"_s);
    QCOMPARE(set.series.size(), std::size_t(3));
    // Vector order is the server's, not sorted.
    QCOMPARE(set.series[0].labels.value(u"Hostname"_s), u"gpu-node-12"_s);
    QCOMPARE(set.series[1].labels.value(u"Hostname"_s), u"gpu-node-02"_s);
    QCOMPARE(set.series[2].labels.value(u"Hostname"_s), u"gpu-node-07"_s);
    QCOMPARE(renderSeries(set, 0), u"61"_s);
    QCOMPARE(renderSeries(set, 1), u"58.5"_s);
    QCOMPARE(renderSeries(set, 2), u"100"_s);
}

void TstPrometheusParser::scalar()
{
    const SeriesSet set = parseOk(fixture(u"scalar.json"_s));
    QCOMPARE(set.resultType, SeriesSet::ResultType::Scalar);
    QCOMPARE(renderTimes(set), u"1700000000123"_s);
    QCOMPARE(set.series.size(), std::size_t(1));
    QVERIFY(set.series[0].labels.isEmpty());
    QCOMPARE(renderSeries(set, 0), u"42"_s);
}

void TstPrometheusParser::specialValues()
{
    const SeriesSet set = parseOk(fixture(u"special_values.json"_s));
    QCOMPARE(set.series.size(), std::size_t(2));
    // NaN and the infinities are samples, not gaps.
    QCOMPARE(renderSeries(set, 0), u"NaN +Inf -Inf 0.0000001 -0 0.1"_s);
    QCOMPARE(set.series[0].present.count(), std::size_t(6));
    const auto &v0 = set.series[0].values;
    QVERIFY(std::isnan(v0[0]));
    QCOMPARE(v0[1], HUGE_VAL);
    QCOMPARE(v0[2], -HUGE_VAL);
    QCOMPARE(v0[3], 1e-7);
    QVERIFY(v0[4] == 0.0 && std::signbit(v0[4]));
    QCOMPARE(v0[5], 0.1);
    const auto &v1 = set.series[1].values;
    QCOMPARE(v1[0], HUGE_VAL);
    QCOMPARE(v1[1], 1.0);
    QCOMPARE(v1[2], -0.0025);
    QVERIFY(v1[3] == 123456789.125);
    QCOMPARE(v1[4], -1.0);
    QVERIFY(v1[5] == 5e-324);
}

void TstPrometheusParser::dcgmSentinel()
{
    const SeriesSet set = parseOk(fixture(u"dcgm_sentinel.json"_s));
    // gpu 1 only ever reported the blank: no samples, so no series.
    QCOMPARE(set.series.size(), std::size_t(2));
    QCOMPARE(set.series[0].labels.value(u"gpu"_s), u"0"_s);
    QCOMPARE(set.series[1].labels.value(u"gpu"_s), u"2"_s);
    QCOMPARE(renderTimes(set), u"1700000000000 1700000015000 1700000030000 1700000045000"_s);
    QCOMPARE(renderSeries(set, 0), u"41 _ 42 _"_s);
    // Just below the threshold is still a sample.
    QCOMPARE(renderSeries(set, 1), u"_ 39 8900000000000000000 40"_s);
}

void TstPrometheusParser::notices_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("warnings");
    QTest::addColumn<QStringList>("infos");
    QTest::addColumn<int>("series");

    QTest::newRow("prometheus warnings")
        << u"warnings.json"_s
        << QStringList{u"PromQL warning: encountered a mix of histograms and floats for metric "
                       u"name \"gpu_latency_seconds\" (1:15)"_s,
                       u"PromQL warning: quantile value should be between 0 and 1, got 1.5 (1:20)"_s}
        << QStringList() << 1;
    QTest::newRow("prometheus 2.54 infos")
        << u"infos.json"_s << QStringList()
        << QStringList{u"PromQL info: metric might not be a counter, name does not end in "
                       u"_total/_sum/_count/_bucket: \"DCGM_FI_DEV_GPU_UTIL\" (1:6)"_s}
        << 1;
    QTest::newRow("thanos partial response")
        << u"thanos_partial.json"_s
        << QStringList{u"receive series from Addr: "
                       u"thanos-store-1.thanos-store.monitoring.svc:10901 "
                       u"LabelSets: {cluster=\"gpu-east\"} MinTime: 1699395200000 MaxTime: "
                       u"1700000000000: rpc error: code = Unavailable desc = connection error: "
                       u"desc = \"transport: Error while dialing: dial tcp 10.42.3.7:10901: "
                       u"connect: connection refused\""_s}
        << QStringList() << 1;
    QTest::newRow("victoriametrics isPartial")
        << u"victoriametrics_partial.json"_s
        << QStringList{u"The result is partial: some storage nodes did not answer, so series or "
                       u"samples may be missing."_s}
        << QStringList() << 1;
}

void TstPrometheusParser::notices()
{
    QFETCH(QString, file);
    QFETCH(QStringList, warnings);
    QFETCH(QStringList, infos);
    QFETCH(int, series);
    const SeriesSet set = parseOk(fixture(file));
    QCOMPARE(set.warnings, warnings);
    QCOMPARE(set.infos, infos);
    QCOMPARE(int(set.series.size()), series);
}

void TstPrometheusParser::nativeHistograms_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("rendered");

    QTest::newRow("matrix histograms")
        << u"native_histograms.json"_s << QStringList{u"mixtral"_s, u"llama-70b"_s}
        << QStringList{u"0.5 _"_s, u"10 12"_s};
    QTest::newRow("vector histogram")
        << u"native_histogram_vector.json"_s << QStringList{u"llama-70b"_s} << QStringList{u"10"_s};
}

void TstPrometheusParser::nativeHistograms()
{
    QFETCH(QString, file);
    QFETCH(QStringList, names);
    QFETCH(QStringList, rendered);
    const SeriesSet set = parseOk(fixture(file));
    // The histogram-only series has no float sample and is left out.
    QCOMPARE(int(set.series.size()), names.size());
    for (int i = 0; i < names.size(); ++i) {
        QCOMPARE(set.series[std::size_t(i)].labels.value(u"model"_s), names[i]);
        QCOMPARE(renderSeries(set, std::size_t(i)), rendered[i]);
    }
    QCOMPARE(set.warnings, QStringList{u"Native histogram samples are not charted; only float "
                                       u"samples are shown."_s});
}

void TstPrometheusParser::emptyResult()
{
    const SeriesSet set = parseOk(fixture(u"empty_result.json"_s));
    QCOMPARE(set.resultType, SeriesSet::ResultType::Matrix);
    QVERIFY(set.series.empty());
    QVERIFY(set.timesMs.empty());
    QVERIFY(set.warnings.isEmpty());
    // A null result is an empty one too.
    const auto r = parsePrometheusResponse(
        R"({"status":"success","data":{"resultType":"vector","result":null}})");
    QVERIFY(r && r->series.empty());
}

void TstPrometheusParser::timestamps_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("ms");

    QTest::newRow("integer seconds") << QByteArray("1700000000") << qint64(1700000000000);
    QTest::newRow("three decimals") << QByteArray("1700000000.123") << qint64(1700000000123);
    QTest::newRow("prometheus .500") << QByteArray("1700000000.500") << qint64(1700000000500);
    QTest::newRow("prometheus .050") << QByteArray("1700000000.050") << qint64(1700000000050);
    QTest::newRow("prometheus .001") << QByteArray("1700000000.001") << qint64(1700000000001);
    QTest::newRow("one decimal") << QByteArray("1700000000.5") << qint64(1700000000500);
    QTest::newRow("round down") << QByteArray("1700000000.1234") << qint64(1700000000123);
    QTest::newRow("round half up") << QByteArray("1700000000.1235") << qint64(1700000000124);
    QTest::newRow("round carries") << QByteArray("1700000000.9995") << qint64(1700000001000);
    QTest::newRow("many decimals")
        << QByteArray("1700000000.000000000000000000001") << qint64(1700000000000);
    QTest::newRow("exponent") << QByteArray("1.7e9") << qint64(1700000000000);
    QTest::newRow("exponent with ms") << QByteArray("1.700000000123E+9") << qint64(1700000000123);
    QTest::newRow("negative exponent") << QByteArray("17000000001235e-4") << qint64(1700000000124);
    QTest::newRow("zero") << QByteArray("0") << qint64(0);
    QTest::newRow("below a ms") << QByteArray("0.0004") << qint64(0);
    QTest::newRow("half a ms") << QByteArray("0.0005") << qint64(1);
    QTest::newRow("negative") << QByteArray("-1.5") << qint64(-1500);
    QTest::newRow("negative half away") << QByteArray("-0.0005") << qint64(-1);
    QTest::newRow("quoted") << QByteArray("\"1700000000.5\"") << qint64(1700000000500);
    QTest::newRow("spaces") << QByteArray(" 1700000000.25 ") << qint64(1700000000250);
    QTest::newRow("eight digits") << QByteArray("12345678") << qint64(12345678000);
    QTest::newRow("eight digits and ms") << QByteArray("98765432.109") << qint64(98765432109);
    QTest::newRow("seven digits") << QByteArray("1234567.5") << qint64(1234567500);
    QTest::newRow("nine digits") << QByteArray("909090909") << qint64(909090909000);
    QTest::newRow("fifteen digits") << QByteArray("100000000000000") << qint64(100000000000000000);
    QTest::newRow("year 2500") << QByteArray("16725225600") << qint64(16725225600000);
    QTest::newRow("long digit string")
        << QByteArray("1700000000.12345678901234567890123") << qint64(1700000000123);
}

void TstPrometheusParser::timestamps()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, ms);
    const SeriesSet set = parseOk(scalarBody(text));
    QCOMPARE(set.timesMs.size(), std::size_t(1));
    QCOMPARE(set.timesMs[0], ms);
}

void TstPrometheusParser::values_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("rendered"); // "_" for a gap

    QTest::newRow("decimal") << QByteArray("\"73.25\"") << u"73.25"_s;
    QTest::newRow("integer") << QByteArray("\"100\"") << u"100"_s;
    QTest::newRow("negative integer") << QByteArray("\"-42\"") << u"-42"_s;
    QTest::newRow("nine digits") << QByteArray("\"123456789\"") << u"123456789"_s;
    QTest::newRow("ten digits") << QByteArray("\"1234567890\"") << u"1234567890"_s;
    QTest::newRow("leading zeros") << QByteArray("\"007\"") << u"7"_s;
    QTest::newRow("go exponent") << QByteArray("\"1e+00\"") << u"1"_s;
    QTest::newRow("tiny") << QByteArray("\"1e-07\"") << u"0.0000001"_s;
    QTest::newRow("negative zero") << QByteArray("\"-0\"") << u"-0"_s;
    QTest::newRow("NaN") << QByteArray("\"NaN\"") << u"NaN"_s;
    QTest::newRow("+Inf") << QByteArray("\"+Inf\"") << u"+Inf"_s;
    QTest::newRow("-Inf") << QByteArray("\"-Inf\"") << u"-Inf"_s;
    QTest::newRow("Inf") << QByteArray("\"Inf\"") << u"+Inf"_s;
    QTest::newRow("overflow") << QByteArray("\"1e400\"") << u"+Inf"_s;
    QTest::newRow("negative overflow") << QByteArray("\"-1e400\"") << u"-Inf"_s;
    QTest::newRow("underflow") << QByteArray("\"1e-400\"") << u"0"_s;
    QTest::newRow("long underflow") << QByteArray("\"0." + QByteArray(400, '0') + "1\"") << u"0"_s;
    QTest::newRow("long overflow") << QByteArray("\"1" + QByteArray(400, '0') + "\"") << u"+Inf"_s;
    QTest::newRow("escaped digits") << QByteArray(R"("\u0031\u0032.5")") << u"12.5"_s;
    QTest::newRow("bare json number") << QByteArray("73.25") << u"73.25"_s;
    QTest::newRow("9e18 is a sample") << QByteArray("\"9e18\"") << u"9000000000000000000"_s;
    QTest::newRow("dcgm blank") << QByteArray("\"9223372036854776000\"") << u"_"_s;
    QTest::newRow("dcgm blank exp") << QByteArray("\"9.223372036854776e+18\"") << u"_"_s;
    QTest::newRow("above 9e18") << QByteArray("\"9.0000001e18\"") << u"_"_s;
    QTest::newRow("below -9e18") << QByteArray("\"-9.1e18\"") << u"_"_s;
    QTest::newRow("1e21") << QByteArray("\"1e+21\"") << u"_"_s;
}

void TstPrometheusParser::values()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, rendered);
    // A second sample keeps the series alive when the first is a gap.
    const SeriesSet set = parseOk(matrixBody("[[1700000000," + text + "],[1700000015,\"7\"]]"));
    QCOMPARE(set.series.size(), std::size_t(1));
    QCOMPARE(renderSeries(set, 0), rendered + u" 7"_s);

    // The same texts must not be accepted with a junk prefix or suffix.
    if (text.startsWith('"')) {
        const QByteArray junk = "\"x" + text.mid(1);
        QVERIFY(!parsePrometheusResponse(matrixBody("[[1700000000," + junk + "]]")));
    }
}

void TstPrometheusParser::fieldOrderIsFree()
{
    // Go's encoding/json and hand-written compatibles order fields freely.
    const QByteArray body =
        R"({"warnings":["w1"],"stats":{"timings":{"evalTotalTime":0.01}},"data":{"result":[)"
        R"({"values":[[1700000000,"1"],[1700000015,"2"]],"extra":{"a":[1,{"b":null}]},"metric":{"gpu":"0"}}],)"
        R"("stats":{"samples":{"totalQueryableSamples":2}},"resultType":"matrix"},"infos":null,)"
        R"("isPartial":false,"status":"success"})";
    const SeriesSet set = parseOk(body);
    QCOMPARE(set.series.size(), std::size_t(1));
    QCOMPARE(set.series[0].labels.value(u"gpu"_s), u"0"_s);
    QCOMPARE(renderSeries(set, 0), u"1 2"_s);
    QCOMPARE(set.warnings, QStringList{u"w1"_s});
    QVERIFY(set.infos.isEmpty());

    // Escaped label names and values are unescaped.
    const SeriesSet esc = parseOk(
        R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{"a\"b":"line\nnext","\u00e9":"\ud83d\ude80"},"value":[1,"1"]}]}})");
    QCOMPARE(esc.series[0].labels.value(u"a\"b"_s), u"line\nnext"_s);
    QCOMPARE(esc.series[0].labels.value(u"\u00e9"_s), QString::fromUtf8("\xf0\x9f\x9a\x80"));
}

void TstPrometheusParser::unsortedAndRepeatedTimes()
{
    // Never sent by Prometheus; still no wrong grid. The last of a repeated
    // timestamp wins, as a later write would.
    const SeriesSet set =
        parseOk(matrixBody(R"([[30,"3"],[10,"1"],[20,"2"],[20,"2.5"],[40,"9.3e18"]])"));
    QCOMPARE(renderTimes(set), u"10000 20000 30000 40000"_s);
    QCOMPARE(renderSeries(set, 0), u"1 2.5 3 _"_s);

    // An unsorted series before sorted ones: the sorted ones set the grid.
    const SeriesSet two = parseOk(R"({"status":"success","data":{"resultType":"matrix","result":[)"
                                  R"({"metric":{"gpu":"0"},"values":[[20,"2"],[10,"1"]]},)"
                                  R"({"metric":{"gpu":"1"},"values":[[10,"10"],[30,"30"]]}]}})");
    QCOMPARE(renderTimes(two), u"10000 20000 30000"_s);
    QCOMPARE(renderSeries(two, 0), u"1 2 _"_s);
    QCOMPARE(renderSeries(two, 1), u"10 _ 30"_s);

    // Its only sample overwritten by a blank: the series goes, not empty.
    const SeriesSet blanked =
        parseOk(R"({"status":"success","data":{"resultType":"matrix","result":[)"
                R"({"metric":{"gpu":"0"},"values":[[10,"1"],[20,"2"]]},)"
                R"({"metric":{"gpu":"1"},"values":[[10,"5"],[10,"9.3e18"]]}]}})");
    QCOMPARE(blanked.series.size(), std::size_t(1));
    QCOMPARE(renderSeries(blanked, 0), u"1 2"_s);
}

void TstPrometheusParser::sparseSeriesUnion()
{
    // Each series on its own timestamps: the grid is their union and each
    // series is present exactly once, without quadratic work.
    QByteArray body = R"({"status":"success","data":{"resultType":"matrix","result":[)";
    const int n = 2000;
    for (int i = 0; i < n; ++i) {
        if (i)
            body += ',';
        body += R"({"metric":{"i":")" + QByteArray::number(i) + R"("},"values":[[)" +
                QByteArray::number(1700000000 + (n - i)) + R"(,"1"]]})";
    }
    body += "]}}";
    const SeriesSet set = parseOk(body);
    QCOMPARE(set.gridSize(), std::size_t(n));
    QCOMPARE(set.series.size(), std::size_t(n));
    QCOMPARE(set.timesMs.front(), qint64(1700000001000));
    for (std::size_t i = 0; i < set.series.size(); ++i) {
        QCOMPARE(set.series[i].present.count(), std::size_t(1));
        QVERIFY(set.series[i].has(std::size_t(n) - 1 - i));
    }
}

QTEST_GUILESS_MAIN(TstPrometheusParser)
#include "tst_prometheusparser.moc"
