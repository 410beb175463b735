#include "prometheusparser.h"
#include "promformat.h"

#include <atomic>
#include <cmath>
#include <QDir>
#include <QFile>
#include <QTest>

#include "seriestext.h"
#include <thread>

using namespace Qt::StringLiterals;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(FIXTURES_DIR "/prometheus/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(f.fileName()));
    return f.readAll();
}

QStringList allFixtures()
{
    return QDir(QStringLiteral(FIXTURES_DIR "/prometheus")).entryList(QDir::Files, QDir::Name);
}

// What every successful parse must guarantee, whatever the input.
bool invariantsHold(const SeriesSet &set)
{
    for (std::size_t i = 1; i < set.timesMs.size(); ++i)
        if (set.timesMs[i - 1] >= set.timesMs[i])
            return false;
    for (const Series &s : set.series)
        if (s.values.size() != set.gridSize() || s.present.size() != set.gridSize() ||
            s.present.count() == 0)
            return false;
    return true;
}

SeriesSet parseOk(const QByteArray &body, int status = 200)
{
    auto r = parsePrometheusResponse(body, status);
    if (!r) {
        qWarning("unexpected error: %s | %s", qPrintable(r.error().message),
                 qPrintable(r.error().detail));
        return {};
    }
    if (!invariantsHold(*r))
        qWarning("invariants broken");
    return *r;
}

QByteArray scalarBody(const QByteArray &ts, const QByteArray &value = "\"1\"")
{
    return R"({"status":"success","data":{"resultType":"scalar","result":[)" + ts + ',' + value +
           "]}}";
}

QByteArray matrixBody(const QByteArray &values)
{
    return R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"gpu":"0"},"values":)" +
           values + "}]}}";
}

} // namespace

class TstPrometheusParser final : public QObject
{
    Q_OBJECT

  private slots:
    void matrix();
    void matrixWithGapsAndLateSeries();
    void vector();
    void scalar();
    void stringIsRefused();
    void specialValues();
    void dcgmSentinel();
    void notices_data();
    void notices();
    void nativeHistograms_data();
    void nativeHistograms();
    void emptyResult();
    void backendErrors_data();
    void backendErrors();
    void backendErrorText();
    void notPrometheus_data();
    void notPrometheus();
    void malformed_data();
    void malformed();
    void timestamps_data();
    void timestamps();
    void values_data();
    void values();
    void fieldOrderIsFree();
    void unsortedAndRepeatedTimes();
    void sparseSeriesUnion();
    void limits();
    void hostileShapes();
    void threads();
    void stressTruncation();
    void stressByteFlips();
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

void TstPrometheusParser::stringIsRefused()
{
    const auto r = parsePrometheusResponse(fixture(u"string.json"_s));
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Parse);
    QCOMPARE(r.error().message, u"The query returned a string, which cannot be charted."_s);
    QCOMPARE(r.error().detail, u"gpu fleet"_s);
    QCOMPARE(r.error().httpStatus, 200);
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

void TstPrometheusParser::backendErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("retryable");

    QTest::newRow("bad_data 400")
        << u"error_bad_data.json"_s << 400 << u"bad_data"_s
        << u"The server rejected the query: invalid parameter \"query\": 1:27: parse error: "
           u"unexpected right parenthesis ')'"_s
        << false;
    QTest::newRow("bad_data resolution 400")
        << u"error_bad_data_resolution.json"_s << 400 << u"bad_data"_s
        << u"The server rejected the query: exceeded maximum resolution of 11,000 points per "
           u"timeseries. Try decreasing the query resolution (?step=XX)"_s
        << false;
    QTest::newRow("execution 422")
        << u"error_execution.json"_s << 422 << u"execution"_s
        << u"The query failed on the server: query processing would load too many samples into "
           u"memory in query execution"_s
        << false;
    QTest::newRow("canceled 499")
        << u"error_canceled.json"_s << 499 << u"canceled"_s
        << u"The server canceled the query: query was canceled in expression evaluation"_s << false;
    QTest::newRow("timeout 503")
        << u"error_timeout.json"_s << 503 << u"timeout"_s
        << u"The query timed out on the server: query timed out in expression evaluation"_s << true;
    QTest::newRow("internal 500") << u"error_internal.json"_s << 500 << u"internal"_s
                                  << u"The server had an internal error: expanding series: out "
                                     u"of memory"_s
                                  << true;
    QTest::newRow("not_found 404") << u"error_not_found.json"_s << 404 << u"not_found"_s
                                   << u"The server could not find what was asked for: rule "
                                      u"group not found"_s
                                   << false;
    QTest::newRow("victoriametrics numeric type")
        << u"error_victoriametrics.json"_s << 422 << u"422"_s
        << u"The server answered with an error (422): error when executing "
           u"query=\"sum(rate(DCGM_FI_DEV_GPU_UTIL[5m])\" on the time range "
           u"(start=1700000000000, end=1700086400000, step=60000): cannot parse "
           u"\"sum(rate(DCGM_FI_DEV_GPU_UTIL[5m])\": unexpected end of stream"_s
        << false;
    // An error envelope is the server's word even behind a 200.
    QTest::newRow("error envelope with 200")
        << u"error_execution.json"_s << 200 << u"execution"_s
        << u"The query failed on the server: query processing would load too many samples into "
           u"memory in query execution"_s
        << false;
}

void TstPrometheusParser::backendErrors()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QString, errorType);
    QFETCH(QString, message);
    QFETCH(bool, retryable);
    const auto r = parsePrometheusResponse(fixture(file), status);
    QVERIFY(!r);
    const SourceError &e = r.error();
    QCOMPARE(e.kind, SourceError::Kind::Backend);
    QCOMPARE(e.httpStatus, status);
    QCOMPARE(e.errorType, errorType);
    QCOMPARE(e.message, message);
    QVERIFY(!e.detail.isEmpty());
    QVERIFY(message.contains(e.detail.simplified()));
    QCOMPARE(e.isRetryable(), retryable);
}

void TstPrometheusParser::backendErrorText()
{
    // The server's text is substituted once: its own %1 stays as it was.
    auto r = parsePrometheusResponse(
        R"({"status":"error","errorType":"bad_data","error":"odd %1 and %2 text"})", 400);
    QCOMPARE(r.error().message, u"The server rejected the query: odd %1 and %2 text"_s);
    r = parsePrometheusResponse(R"({"status":"error","errorType":"x%2","error":"%1"})", 400);
    QCOMPARE(r.error().message, u"The server answered with an error (x%2): %1"_s);

    // Missing pieces still give a sentence.
    r = parsePrometheusResponse(R"({"status":"error","errorType":"timeout"})", 503);
    QCOMPARE(r.error().message, u"The query timed out on the server."_s);
    QCOMPARE(r.error().errorType, u"timeout"_s);
    r = parsePrometheusResponse(R"({"status":"error","error":"boom"})", 500);
    QCOMPARE(r.error().message, u"The server answered with an error: boom"_s);
    r = parsePrometheusResponse(R"({"status":"error"})", 500);
    QCOMPARE(r.error().message, u"The server answered with an error."_s);
    r = parsePrometheusResponse(R"({"status":"error","errorType":"weird"})", 500);
    QCOMPARE(r.error().message, u"The server answered with an error (weird)."_s);

    // Long or multi-line text is one line in the message, whole in the detail.
    const QByteArray longText = QByteArray(500, 'x') + "\\nsecond line";
    r = parsePrometheusResponse(
        R"({"status":"error","errorType":"execution","error":")" + longText + "\"}", 422);
    QVERIFY(!r.error().message.contains(u'\n'));
    QVERIFY(r.error().message.endsWith(QChar(0x2026)));
    QVERIFY(r.error().detail.endsWith(u"\nsecond line"_s));

    // Data inside an error envelope, before or after the status, is ignored.
    r = parsePrometheusResponse(
        R"({"status":"error","errorType":"execution","error":"e","data":{"resultType":"matrix","result":[]}})",
        422);
    QCOMPARE(r.error().kind, SourceError::Kind::Backend);
    r = parsePrometheusResponse(
        R"({"data":{"resultType":"matrix","result":[]},"errorType":"execution","error":"e","status":"error"})",
        422);
    QCOMPARE(r.error().kind, SourceError::Kind::Backend);
    QCOMPARE(r.error().errorType, u"execution"_s);
}

void TstPrometheusParser::notPrometheus_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detail");

    const QString notApi = u"The server's answer is not a Prometheus API answer; check that the "
                           u"URL points at the Prometheus API."_s;
    QTest::newRow("nginx 502 page")
        << fixture(u"html_502.html"_s) << 502 << SourceError::Kind::Http
        << u"HTTP 502 Bad Gateway from the server (not a Prometheus answer)"_s
        << u"502 Bad Gateway 502 Bad Gateway nginx/1.25.3"_s;
    QTest::newRow("html with 200") << fixture(u"html_502.html"_s) << 200 << SourceError::Kind::Parse
                                   << notApi << u"502 Bad Gateway 502 Bad Gateway nginx/1.25.3"_s;
    QTest::newRow("envoy text 503")
        << fixture(u"text_503.txt"_s) << 503 << SourceError::Kind::Http
        << u"HTTP 503 Service Unavailable from the server (not a Prometheus answer)"_s
        << u"upstream connect error or disconnect/reset before headers. reset reason: "
           u"connection failure"_s;
    QTest::newRow("go 404 text") << fixture(u"text_404.txt"_s) << 404 << SourceError::Kind::Http
                                 << u"HTTP 404 Not Found from the server (not a Prometheus "
                                    u"answer)"_s
                                 << u"404 page not found"_s;
    QTest::newRow("unknown status code")
        << QByteArray("teapot") << 418 << SourceError::Kind::Http
        << u"HTTP 418 from the server (not a Prometheus answer)"_s << u"teapot"_s;
    QTest::newRow("empty 200") << QByteArray() << 200 << SourceError::Kind::Parse
                               << u"The server sent an empty answer."_s << QString();
    QTest::newRow("blank 200") << QByteArray(" \r\n") << 200 << SourceError::Kind::Parse
                               << u"The server sent an empty answer."_s << QString();
    QTest::newRow("empty 502") << QByteArray() << 502 << SourceError::Kind::Http
                               << u"HTTP 502 Bad Gateway from the server (not a Prometheus "
                                  u"answer)"_s
                               << QString();
    QTest::newRow("gateway json 401")
        << QByteArray(R"({"message":"Unauthorized"})") << 401 << SourceError::Kind::Http
        << u"HTTP 401 Unauthorized from the server (not a Prometheus answer)"_s
        << u"{\"message\":\"Unauthorized\"}"_s;
    QTest::newRow("other json 200")
        << QByteArray(R"({"hello":"world"})") << 200 << SourceError::Kind::Parse << notApi
        << u"{\"hello\":\"world\"}"_s;
    QTest::newRow("json string 400")
        << QByteArray(R"("bad matcher")") << 400 << SourceError::Kind::Http
        << u"HTTP 400 Bad Request from the server (not a "
           u"Prometheus answer)"_s
        << u"\"bad matcher\""_s;
    QTest::newRow("json array 200")
        << QByteArray("[1,2]") << 200 << SourceError::Kind::Parse << notApi << u"[1,2]"_s;
    QTest::newRow("script and entities")
        << QByteArray("<!DOCTYPE html><html><head><style>body{color:red}</style>"
                      "<script>var x = '<b>';</script></head><body><p>Rate &amp; quota "
                      "&lt;exceeded&gt;</p></body></html>")
        << 429 << SourceError::Kind::Http
        << u"HTTP 429 Too Many Requests from the server (not a Prometheus answer)"_s
        << u"Rate & quota <exceeded>"_s;
    QTest::newRow("truncated json 502")
        << fixture(u"truncated.json"_s) << 502 << SourceError::Kind::Http
        << u"HTTP 502 Bad Gateway from the server (not a Prometheus answer)"_s
        << QString::fromUtf8(fixture(u"truncated.json"_s));
    QTest::newRow("long text is cut")
        << QByteArray(1000, 'z') << 500 << SourceError::Kind::Http
        << u"HTTP 500 Internal Server Error from the server (not a Prometheus answer)"_s
        << QString(299, u'z') + QChar(0x2026);
}

void TstPrometheusParser::notPrometheus()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, message);
    QFETCH(QString, detail);
    const auto r = parsePrometheusResponse(body, status);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, kind);
    QCOMPARE(r.error().httpStatus, status);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().detail, detail);
    QVERIFY(r.error().errorType.isEmpty());
}

void TstPrometheusParser::malformed_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");

    const QString broken = u"The server's answer is malformed or truncated JSON."_s;
    const QString shape =
        u"The server's answer does not have the shape of a Prometheus query result."_s;
    const QString badSample =
        u"The server's answer contains a sample that is not a time and a number."_s;
    const QString noData = u"The server reported success but sent no data."_s;

    QTest::newRow("truncated fixture") << fixture(u"truncated.json"_s) << broken;
    QTest::newRow("unclosed object") << QByteArray(R"({"status":"success","data":{)") << broken;
    QTest::newRow("unclosed string") << QByteArray(R"({"status":"succ)") << broken;
    QTest::newRow("trailing document")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix","result":[]}}{})")
        << broken;
    QTest::newRow("trailing garbage")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix","result":[]}} x)")
        << broken;
    QTest::newRow("invalid utf-8")
        << QByteArray("{\"status\":\"success\",\"warnings\":[\"\xff\"],\"data\":{}}") << broken;
    QTest::newRow("success without data") << QByteArray(R"({"status":"success"})") << noData;
    QTest::newRow("null data") << QByteArray(R"({"status":"success","data":null})") << noData;
    QTest::newRow("unknown status") << QByteArray(R"({"status":"pending"})")
                                    << u"The server's answer has an unknown status \"pending\"."_s;
    QTest::newRow("status not a string")
        << QByteArray(R"({"status":1})")
        << u"The server's answer is not a Prometheus API answer; check that the URL points at "
           u"the Prometheus API."_s;
    QTest::newRow("data not an object")
        << QByteArray(R"({"status":"success","data":[1]})") << shape;
    QTest::newRow("no result") << QByteArray(
                                      R"({"status":"success","data":{"resultType":"matrix"}})")
                               << shape;
    QTest::newRow("no resultType")
        << QByteArray(R"({"status":"success","data":{"result":[]}})") << shape;
    QTest::newRow("unknown resultType")
        << QByteArray(R"({"status":"success","data":{"resultType":"streams","result":[]}})")
        << u"The server returned an unknown result type \"streams\"."_s;
    QTest::newRow("result not an array")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix","result":{}}})")
        << shape;
    QTest::newRow("series not an object")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix","result":[1]}})")
        << shape;
    QTest::newRow("label value not a string")
        << QByteArray(
               R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{"gpu":0},"value":[1,"1"]}]}})")
        << shape;
    QTest::newRow("sample not an array") << matrixBody(R"([1])") << shape;
    QTest::newRow("sample too short") << matrixBody(R"([[1700000000]])") << badSample;
    QTest::newRow("sample too long") << matrixBody(R"([[1700000000,"1",2]])") << badSample;
    QTest::newRow("value not a number") << matrixBody(R"([[1700000000,"abc"]])") << badSample;
    QTest::newRow("value with space") << matrixBody(R"([[1700000000,"1 "]])") << badSample;
    QTest::newRow("value null") << matrixBody(R"([[1700000000,null]])") << badSample;
    QTest::newRow("value object") << matrixBody(R"([[1700000000,{"a":1}]])") << badSample;
    QTest::newRow("time not a number") << matrixBody(R"([["soon","1"]])") << badSample;
    QTest::newRow("time bare word") << matrixBody(R"([[true,"1"]])") << badSample;
    QTest::newRow("time out of range") << matrixBody(R"([[1e300,"1"]])") << badSample;
}

void TstPrometheusParser::malformed()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    const auto r = parsePrometheusResponse(body, 200);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Parse);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().httpStatus, 200);
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

void TstPrometheusParser::limits()
{
    const QByteArray body = fixture(u"matrix.json"_s);
    PrometheusParseOptions options;
    options.maxGridCells = 10; // 2 series x 5 steps
    QVERIFY(parsePrometheusResponse(body, 200, options));
    options.maxGridCells = 9;
    auto r = parsePrometheusResponse(body, 200, options);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
    QCOMPARE(r.error().message, u"The result is too large to chart (2 series on 5 time steps); "
                                u"narrow the query or raise the step."_s);

    // The union path checks the widened grid too: 4 series x 6 steps.
    options.maxGridCells = 23;
    r = parsePrometheusResponse(fixture(u"matrix_gaps.json"_s), 200, options);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);

    options = PrometheusParseOptions();
    options.maxBodyBytes = body.size() - 1;
    r = parsePrometheusResponse(body, 200, options);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
    QVERIFY(r.error().message.contains(QString::number(body.size())));
}

void TstPrometheusParser::hostileShapes()
{
    // Deep nesting where the parser skips, and where it looks.
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    auto r = parsePrometheusResponse(R"({"status":"success","junk":)" + deep +
                                     R"(,"data":{"resultType":"matrix","result":[]}})");
    QVERIFY(r || r.error().kind == SourceError::Kind::Parse);
    r = parsePrometheusResponse(matrixBody(deep));
    QVERIFY(!r);
    r = parsePrometheusResponse(R"({"status":"success","data":)" + QByteArray(100000, '{'));
    QVERIFY(!r);
    r = parsePrometheusResponse(QByteArray(100000, '['), 502);
    QCOMPARE(r.error().kind, SourceError::Kind::Http);

    // A 4 MB label value arrives whole.
    const QByteArray big(4 << 20, 'g');
    const SeriesSet set = parseOk(
        R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{"pod":")" + big +
        R"("},"value":[1,"1"]}]}})");
    QCOMPARE(set.series.size(), std::size_t(1));
    QCOMPARE(set.series[0].labels.value(u"pod"_s).size(), qsizetype(big.size()));

    // A million tiny samples in one series.
    QByteArray many = "[";
    for (int i = 0; i < 1'000'000; ++i) {
        if (i)
            many += ',';
        many += '[' + QByteArray::number(i) + ",\"1\"]";
    }
    many += ']';
    const SeriesSet big2 = parseOk(matrixBody(many));
    QCOMPARE(big2.gridSize(), std::size_t(1'000'000));
    QCOMPARE(big2.series[0].present.count(), std::size_t(1'000'000));
}

void TstPrometheusParser::threads()
{
    // Each thread has its own parser; results must not bleed across.
    const QByteArray a = fixture(u"matrix.json"_s);
    const QByteArray b = fixture(u"matrix_gaps.json"_s);
    std::atomic<int> failures{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < 4; ++t) {
        pool.emplace_back([&, t] {
            for (int i = 0; i < 200; ++i) {
                const bool useA = (i + t) % 2 == 0;
                const auto r = parsePrometheusResponse(useA ? a : b);
                if (!r || r->series.size() != (useA ? 2u : 4u))
                    ++failures;
            }
        });
    }
    for (auto &th : pool)
        th.join();
    QCOMPARE(failures.load(), 0);
}

void TstPrometheusParser::stressTruncation()
{
    // Every prefix of every fixture: never a crash, and never a success
    // unless nothing but trailing whitespace was cut.
    QVERIFY(allFixtures().size() >= 25);
    for (const QString &name : allFixtures()) {
        const QByteArray full = fixture(name);
        const QByteArray trimmed = full.trimmed();
        for (qsizetype n = 0; n < full.size(); ++n) {
            const QByteArray prefix = full.left(n);
            for (int status : {200, 502}) {
                const auto r = parsePrometheusResponse(prefix, status);
                if (r) {
                    QVERIFY2(invariantsHold(*r), qPrintable(name));
                    QVERIFY2(prefix.trimmed() == trimmed,
                             qPrintable(u"%1 accepted at %2 bytes"_s.arg(name).arg(n)));
                } else {
                    QVERIFY(!r.error().message.isEmpty());
                    QVERIFY(r.error().detail.size() <= 4097);
                }
            }
        }
    }
}

void TstPrometheusParser::stressByteFlips()
{
    // Structural characters, quotes, escapes, digits and invalid UTF-8
    // dropped into every position of every JSON fixture.
    static const char replacements[] = {'"', '[', ']', '{',  '}', ',',  ':',
                                        '0', '-', 'e', '\\', ' ', '\0', '\xff'};
    int successes = 0;
    int failures = 0;
    for (const QString &name : allFixtures()) {
        if (!name.endsWith(u".json"_s))
            continue;
        const QByteArray full = fixture(name);
        for (qsizetype i = 0; i < full.size(); ++i) {
            for (char c : replacements) {
                if (full[i] == c)
                    continue;
                QByteArray mutated = full;
                mutated[i] = c;
                const auto r = parsePrometheusResponse(mutated, 200);
                if (r) {
                    ++successes;
                    QVERIFY2(invariantsHold(*r), qPrintable(name));
                } else {
                    ++failures;
                    QVERIFY(!r.error().message.isEmpty());
                }
            }
        }
    }
    QVERIFY(successes > 0 && failures > 0);
    QVERIFY(successes + failures > 50'000);
}

QTEST_GUILESS_MAIN(TstPrometheusParser)
#include "tst_prometheusparser.moc"
