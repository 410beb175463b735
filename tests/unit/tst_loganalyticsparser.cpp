#include "loganalyticsparser.h"

#include <cmath>
#include <QTest>

#include "azurefixtures.h"
#include "parserstress.h"
#include "seriesinvariants.h"
#include "seriestext.h"

using namespace Qt::StringLiterals;

namespace {

const QString kNode07 = u"/subscriptions/7f3c9a42-1d5e-4b8a-9c61-2e4f8d0b5a13/resourcegroups/"
                        u"rg-gpu-fleet/providers/microsoft.compute/virtualmachines/gpu-node-07"_s;
const QString kNode02 = u"/subscriptions/7f3c9a42-1d5e-4b8a-9c61-2e4f8d0b5a13/resourcegroups/"
                        u"rg-gpu-fleet/providers/microsoft.compute/virtualmachines/gpu-node-02"_s;

QStringList laFixtures()
{
    return azureFixtures({"loganalytics_"_L1, "proxy_"_L1, "arm_"_L1});
}

QByteArray table(const QByteArray &columns, const QByteArray &rows)
{
    return R"({"tables":[{"name":"PrimaryResult","columns":)" + columns + R"(,"rows":)" + rows +
           "}]}";
}

} // namespace

class TstLogAnalyticsParser final : public QObject
{
    Q_OBJECT

  private slots:
    void results_data();
    void results();
    void nanIsASample();
    void errors_data();
    void errors();
    void shapes_data();
    void shapes();
    void limits();
    void stressTruncation();
    void stringColumns();
    void stressByteFlips();
};

void TstLogAnalyticsParser::results_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("times");
    QTest::addColumn<QStringList>("series");
    QTest::addColumn<QStringList>("warnings");

    QTest::newRow("unsorted rows, one series per label set and numeric column")
        << u"loganalytics_normal.json"_s << 200 << gridTimes({0, 5, 10})
        << QStringList{u"Computer=gpu-node-07,__name__=avg_CounterValue | 61.25 63.5 70.125"_s,
                       u"Computer=gpu-node-07,__name__=count_ | 12 12 12"_s,
                       u"Computer=gpu-node-02,__name__=avg_CounterValue | 17 _ 19.5"_s,
                       u"Computer=gpu-node-02,__name__=count_ | 11 _ 12"_s}
        << QStringList();
    // Numbers as strings, null cells as gaps, a duplicate row (last wins),
    // bool and dynamic columns as labels, an empty dynamic as no label, a
    // second datetime column ignored and a row without a time left out.
    const QString a = u"Healthy=true,Tags={\"pool\":\"a100\"},_ResourceId="_s + kNode07;
    const QString b = u"Healthy=false,_ResourceId="_s + kNode02;
    QTest::newRow("string numbers, nulls, duplicates")
        << u"loganalytics_strings_nulls.json"_s << 200 << gridTimes({0, 1, 2})
        << QStringList{a + u",__name__=FbUsedMiB,gpu=0 | 40536 _ 40640"_s,
                       a + u",__name__=PowerW,gpu=0 | 287.5 291.25 301"_s,
                       a + u",__name__=CostUsd,gpu=0 | 0.0612 0.0613 0.0615"_s,
                       b + u",__name__=FbUsedMiB,gpu=1 | _ 81920 _"_s,
                       b + u",__name__=PowerW,gpu=1 | _ NaN _"_s}
        << QStringList{u"Rows without a readable time in column TimeGenerated were left out "
                       u"(1 of 6)."_s};
    QTest::newRow("PartialError: data and a warning")
        << u"loganalytics_partial_error.json"_s << 200 << gridTimes({0, 5})
        << QStringList{u"__name__=count_ | 4096 4100"_s}
        << QStringList{u"The query result is partial: Query execution has exceeded the allowed "
                       u"limits (80DA0003): The results of this query exceed the set limit of "
                       u"64000000 bytes, so not all records were returned "
                       u"(E_QUERY_RESULT_SET_TOO_LARGE, 0x80DA0003)."_s};
    QTest::newRow("204 No Content")
        << u"loganalytics_204_empty.txt"_s << 204 << QString() << QStringList() << QStringList();
}

void TstLogAnalyticsParser::results()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QString, times);
    QFETCH(QStringList, series);
    QFETCH(QStringList, warnings);

    const auto r = parseLogAnalyticsResponse(azureFixture(file), status);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message + u" | "_s + r.error().detail));
    QVERIFY(invariantsHold(*r));
    QCOMPARE(renderTimes(*r), times);
    QCOMPARE(renderLabelledSeries(*r), series);
    QCOMPARE(r->warnings, warnings);
}

void TstLogAnalyticsParser::nanIsASample()
{
    const auto r =
        parseLogAnalyticsResponse(azureFixture(u"loganalytics_strings_nulls.json"_s), 200);
    QVERIFY(r);
    const Series &power = r->series[4];
    QVERIFY(power.has(1));
    QVERIFY(std::isnan(power.values[1]));
}

void TstLogAnalyticsParser::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("workspace");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detail");

    using K = SourceError::Kind;
    QTest::newRow("no datetime column")
        << u"loganalytics_no_datetime.json"_s << 200 << QString() << K::Parse << QString()
        << u"The query result has no datetime column to chart."_s
        << u"Columns: Computer (string), count_ (long)"_s;
    QTest::newRow("syntax error, innermost message")
        << u"loganalytics_error_innererror.json"_s << 400 << QString() << K::Backend
        << u"BadArgumentError"_s
        << u"Log Analytics rejected the query: Query could not be parsed at 'summarise' on line "
           u"[2,2]"_s
        << u"BadArgumentError: The request had some invalid properties\nSyntaxError: A "
           u"recognition error occurred in the query.\nSYN0002: Query could not be parsed at "
           u"'summarise' on line [2,2]"_s;
    QTest::newRow("403 with the workspace named")
        << u"loganalytics_403.json"_s << 403 << u"fleet-logs"_s << K::Backend
        << u"InsufficientAccessError"_s
        << u"The signed-in identity lacks permission to query the Log Analytics workspace "
           u"fleet-logs: ask for the Log Analytics Reader role."_s
        << u"InsufficientAccessError: The provided credentials have insufficient access to "
           u"perform the requested operation"_s;
    QTest::newRow("403 without a workspace")
        << u"loganalytics_403.json"_s << 403 << QString() << K::Backend
        << u"InsufficientAccessError"_s
        << u"The signed-in identity lacks permission to query this Log Analytics workspace: ask "
           u"for the Log Analytics Reader role."_s
        << u"InsufficientAccessError: The provided credentials have insufficient access to "
           u"perform the requested operation"_s;
    QTest::newRow("401 expired token (ARM wording)")
        << u"arm_401_expired_token.json"_s << 401 << QString() << K::Backend
        << u"ExpiredAuthenticationToken"_s << u"The token has expired: sign in again."_s
        << u"ExpiredAuthenticationToken: The access token expiry UTC time '11/21/2026 9:05:31 "
           u"AM' is earlier than current UTC time '11/21/2026 10:00:02 AM'."_s;
    QTest::newRow("HTML 502 from a proxy")
        << u"proxy_502.html"_s << 502 << QString() << K::Http << QString()
        << u"HTTP 502 Bad Gateway from the server (not a Log Analytics answer)"_s
        << u"502 Bad Gateway 502 Bad Gateway nginx/1.24.0"_s;
    QTest::newRow("error without tables in a 200")
        << u"loganalytics_error_innererror.json"_s << 200 << QString() << K::Backend
        << u"BadArgumentError"_s
        << u"Azure answered with an error (BadArgumentError): Query could not be parsed at "
           u"'summarise' on line [2,2]"_s
        << u"BadArgumentError: The request had some invalid properties\nSyntaxError: A "
           u"recognition error occurred in the query.\nSYN0002: Query could not be parsed at "
           u"'summarise' on line [2,2]"_s;
    QTest::newRow("empty 200") << u"loganalytics_204_empty.txt"_s << 200 << QString() << K::Parse
                               << QString() << u"The server sent an empty answer."_s << QString();
}

void TstLogAnalyticsParser::errors()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QString, workspace);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, errorType);
    QFETCH(QString, message);
    QFETCH(QString, detail);

    const auto r = parseLogAnalyticsResponse(azureFixture(file), status, workspace);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, kind);
    QCOMPARE(r.error().httpStatus, status);
    QCOMPARE(r.error().errorType, errorType);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().detail, detail);
}

void TstLogAnalyticsParser::shapes_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("result"); // rendered series, or the error message

    const QByteArray tv = R"([{"name":"t","type":"datetime"},{"name":"v","type":"int"}])";
    QTest::newRow("no tables") << R"({"tables":[]})"_ba << QString();
    QTest::newRow("no rows") << table(tv, "[]") << QString();
    QTest::newRow("rows before columns")
        << R"({"tables":[{"rows":[["2026-11-21T10:00:00Z",1]],"columns":)" + tv + "}]}"
        << u"__name__=v | 1"_s;
    QTest::newRow("numbers that are not numbers")
        << table(tv, R"([["2026-11-21T10:00:00Z","n/a"],["2026-11-21T10:01:00Z",2]])")
        << u"__name__=v | _ 2 / Values in column v that are not numbers were left out (1)."_s;
    QTest::newRow("bool in a numeric column")
        << table(tv, R"([["2026-11-21T10:00:00Z",true]])") << u"__name__=v | 1"_s;
    QTest::newRow("statistics table after PrimaryResult")
        << R"({"tables":[{"name":"PrimaryResult","columns":)" + tv +
               R"(,"rows":[["2026-11-21T10:00:00Z",3]]},{"name":"stats","columns":[],"rows":[]}]})"
        << u"__name__=v | 3"_s;
    QTest::newRow("a row too short")
        << table(tv, R"([["2026-11-21T10:00:00Z"]])")
        << u"The server's answer does not have the shape of a Log Analytics query result."_s;
    QTest::newRow("a row too long")
        << table(tv, R"([["2026-11-21T10:00:00Z",1,2]])")
        << u"The server's answer does not have the shape of a Log Analytics query result."_s;
    QTest::newRow("no numeric column")
        << table(R"([{"name":"t","type":"datetime"},{"name":"s","type":"string"}])", "[]")
        << u"The query result has no numeric column to chart."_s;
    QTest::newRow("no tables field")
        << R"({"statistics":{}})"_ba
        << u"The server's answer does not have the shape of a Log Analytics query result."_s;
    QTest::newRow("truncated") << R"({"tables":[{"columns":[)"_ba
                               << u"The server's answer is malformed or truncated JSON."_s;
}

void TstLogAnalyticsParser::shapes()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, result);
    const auto r = parseLogAnalyticsResponse(body, 200);
    if (!r) {
        QCOMPARE(r.error().message, result);
        return;
    }
    QVERIFY(invariantsHold(*r));
    QStringList got = renderLabelledSeries(*r);
    got << r->warnings;
    QCOMPARE(got.join(u" / "_s), result);
}

void TstLogAnalyticsParser::limits()
{
    // 300 label sets on 300 distinct times: 90,000 cells.
    QByteArray rows = "[";
    for (int i = 0; i < 300; ++i) {
        if (i)
            rows += ',';
        rows += R"([")" + QByteArray::number(2000 + i) + R"(-01-01T00:00:00Z","h)" +
                QByteArray::number(i) + R"(",1])";
    }
    rows += ']';
    const QByteArray body = table(
        R"([{"name":"t","type":"datetime"},{"name":"h","type":"string"},{"name":"v","type":"long"}])",
        rows);
    SeriesLimits small;
    small.maxGridCells = 80'000;
    const auto r = parseLogAnalyticsResponse(body, 200, {}, small);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
    QCOMPARE(r.error().message, u"The result is too large to chart (300 series on 300 time "
                                u"steps); narrow the query or use a coarser interval."_s);
    QVERIFY(parseLogAnalyticsResponse(body, 200));

    small.maxBodyBytes = 100;
    const auto big = parseLogAnalyticsResponse(body, 200, {}, small);
    QVERIFY(!big);
    QCOMPARE(big.error().kind, SourceError::Kind::TooLarge);
}

void TstLogAnalyticsParser::stressTruncation()
{
    QVERIFY(laFixtures().size() >= 10);
    ParserStress::truncations(
        laFixtures(), azureFixture, {200, 400},
        [](const QByteArray &body, int status) { return parseLogAnalyticsResponse(body, status); },
        [](const SeriesSet &set) { return invariantsHold(set); });
}

void TstLogAnalyticsParser::stressByteFlips()
{
    ParserStress::byteFlips(
        laFixtures(), azureFixture,
        [](const QByteArray &body, const QString &) {
            return parseLogAnalyticsResponse(body, 200);
        },
        [](const SeriesSet &set) { return invariantsHold(set); });
}

QTEST_GUILESS_MAIN(TstLogAnalyticsParser)
void TstLogAnalyticsParser::stringColumns()
{
    // Discovery's `AppMetrics | distinct Name`: names, nulls left out.
    const auto names = parseLogAnalyticsStrings(
        R"({"tables":[{"name":"PrimaryResult","columns":[{"name":"Name","type":"string"}],)"
        R"("rows":[["inference_latency_ms"],[null],["batch_size"]]}]})",
        200, QStringLiteral("Name"));
    QVERIFY(names);
    QCOMPARE(names->values,
             (QStringList{QStringLiteral("inference_latency_ms"), QStringLiteral("batch_size")}));
    QVERIFY(!names->tableMissing);
    // A workspace without the table answers with a semantic error: that is
    // an answer ("not there"), not a failure.
    const auto missing = parseLogAnalyticsStrings(
        R"({"error":{"message":"The request had some invalid properties","code":"BadArgumentError",)"
        R"("innererror":{"code":"SemanticError","message":"A semantic error occurred.",)"
        R"("innererror":{"code":"SEM0100","message":"'AppMetrics' operator: Failed to resolve )"
        R"(table or column expression named 'AppMetrics'"}}}})",
        400, QStringLiteral("Name"));
    QVERIFY(missing);
    QVERIFY(missing->tableMissing);
    QVERIFY(missing->values.isEmpty());
    // Any other refusal is an error, in Azure's words.
    const auto denied = parseLogAnalyticsStrings(
        R"({"error":{"message":"denied","code":"InsufficientAccessError"}})", 403,
        QStringLiteral("Name"), QStringLiteral("ws-1"));
    QVERIFY(!denied);
    QVERIFY(denied.error().message.contains(QStringLiteral("ws-1")));
    QVERIFY(!parseLogAnalyticsStrings("<html>proxy</html>", 502, QStringLiteral("Name")));
    QVERIFY(!parseLogAnalyticsStrings(R"({"tables":[]})", 200, QStringLiteral("Name")));
    QVERIFY(parseLogAnalyticsStrings({}, 204, QStringLiteral("Name"))->values.isEmpty());
}

#include "tst_loganalyticsparser.moc"
