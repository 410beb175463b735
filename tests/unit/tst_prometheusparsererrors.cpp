// parsePrometheusResponse on answers it must refuse or survive: backend
// errors, foreign bodies, malformed JSON, limits, hostile shapes, threads, and
// every truncation and byte flip of the fixtures.
#include "parserstress.h"
#include "prometheusfixtures.h"
#include "prometheusparser.h"

#include <atomic>
#include <QTest>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

class TstPrometheusParserErrors final : public QObject
{
    Q_OBJECT

  private slots:
    void stringIsRefused();
    void backendErrors_data();
    void backendErrors();
    void backendErrorText();
    void notPrometheus_data();
    void notPrometheus();
    void malformed_data();
    void malformed();
    void limits();
    void hostileShapes();
    void threads();
    void stressTruncation();
    void stressByteFlips();
};

void TstPrometheusParserErrors::stringIsRefused()
{
    const auto r = parsePrometheusResponse(fixture(u"string.json"_s));
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Parse);
    QCOMPARE(r.error().message, u"The query returned a string, which cannot be charted."_s);
    QCOMPARE(r.error().detail, u"gpu fleet"_s);
    QCOMPARE(r.error().httpStatus, 200);
}

void TstPrometheusParserErrors::backendErrors_data()
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

void TstPrometheusParserErrors::backendErrors()
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

void TstPrometheusParserErrors::backendErrorText()
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

void TstPrometheusParserErrors::notPrometheus_data()
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

void TstPrometheusParserErrors::notPrometheus()
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

void TstPrometheusParserErrors::malformed_data()
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
    // Tokens that start like null but are not: found by fuzzing, they used
    // to throw out of the parser and end the process. simdjson reads them as
    // a value of the wrong type, so they are reported as a wrong shape.
    QTest::newRow("nul result")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix","result":nul}})")
        << shape;
    QTest::newRow("nope data") << QByteArray(R"({"status":"success","data":nope})") << shape;
    QTest::newRow("nx metric")
        << QByteArray(
               R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":nx,"values":[]}]}})")
        << shape;
    QTest::newRow("nah warnings")
        << QByteArray(
               R"({"status":"success","warnings":nah,"data":{"resultType":"matrix","result":[]}})")
        << shape;
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

void TstPrometheusParserErrors::malformed()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    const auto r = parsePrometheusResponse(body, 200);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Parse);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().httpStatus, 200);
}

void TstPrometheusParserErrors::limits()
{
    const QByteArray body = fixture(u"matrix.json"_s);
    SeriesLimits options;
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

    options = SeriesLimits();
    options.maxBodyBytes = body.size() - 1;
    r = parsePrometheusResponse(body, 200, options);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
    QVERIFY(r.error().message.contains(QString::number(body.size())));
}

void TstPrometheusParserErrors::hostileShapes()
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

void TstPrometheusParserErrors::threads()
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

void TstPrometheusParserErrors::stressTruncation()
{
    QVERIFY(allFixtures().size() >= 25);
    ParserStress::truncations(
        allFixtures(), fixture, {200, 502},
        [](const QByteArray &body, int status) { return parsePrometheusResponse(body, status); },
        [](const SeriesSet &set) { return invariantsHold(set); });
}

void TstPrometheusParserErrors::stressByteFlips()
{
    ParserStress::Tally tally;
    ParserStress::byteFlips(
        allFixtures(), fixture,
        [](const QByteArray &body, const QString &) { return parsePrometheusResponse(body, 200); },
        [](const SeriesSet &set) { return invariantsHold(set); }, &tally);
    QVERIFY(tally.successes + tally.failures > 50'000);
}

QTEST_GUILESS_MAIN(TstPrometheusParserErrors)
#include "tst_prometheusparsererrors.moc"
