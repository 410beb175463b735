// tools/azure-double's Application Insights custom-metric tables, AppMetrics
// (workspace-based) and customMetrics (classic), against their contract:
// discovery, the per-phase latency with its preprocessing incident, bins
// that aggregate the per-minute rows by count, the documented columns, the
// service's error for a column of the other table, and --app-insights.
#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTest>

#include <cmath>
#include <optional>

using namespace AzureDoubleApi;
using namespace Qt::StringLiterals;

namespace {

const QString kPre = u"preprocessing_latency_ms"_s;
const QString kInference = u"inference_latency_ms"_s;
const QString kPost = u"postprocessing_latency_ms"_s;
const QString kPhases = u"\"preprocessing_latency_ms\", \"inference_latency_ms\", "
                        "\"postprocessing_latency_ms\""_s;

// The column names one query shape takes on each table.
struct Dialect
{
    QString table;
    QString time;
    QString name;
    QString sum;
    QString count;
    QString max;
};

const Dialect kAppMetrics{u"AppMetrics"_s, u"TimeGenerated"_s, u"Name"_s,
                          u"Sum"_s,        u"ItemCount"_s,     u"Max"_s};
const Dialect kCustomMetrics{u"customMetrics"_s, u"timestamp"_s,  u"name"_s,
                             u"valueSum"_s,      u"valueCount"_s, u"valueMax"_s};

// A value cell may be a number, a number in a string or null (cannedkql.h).
std::optional<double> numberIn(const QJsonValue &cell)
{
    if (cell.isDouble())
        return cell.toDouble();
    bool ok = false;
    const double value = cell.toString().toDouble(&ok);
    return cell.isString() && ok ? std::optional<double>(value) : std::nullopt;
}

qint64 secsOf(const QJsonValue &cell)
{
    return QDateTime::fromString(cell.toString(), Qt::ISODate).toSecsSinceEpoch();
}

// Now rounded down to the minute: the double places its incident at
// [N - 90 min, N - 60 min) and the v8 rollout at N - 100 min.
qint64 nowMinute()
{
    return QDateTime::currentSecsSinceEpoch() / 60 * 60;
}

QMap<QString, QString> columnTypes(const Reply &reply)
{
    QMap<QString, QString> types;
    for (const QJsonValue &column : reply.array(u"tables/0/columns"_s))
        types.insert(column[u"name"_s].toString(), column[u"type"_s].toString());
    return types;
}

QStringList columnNames(const Reply &reply)
{
    QStringList names;
    for (const QJsonValue &column : reply.array(u"tables/0/columns"_s))
        names << column[u"name"_s].toString();
    return names;
}

} // namespace

Q_DECLARE_METATYPE(Dialect)

class TestAzureDoubleAppInsights final : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void discoveryListsThePhasesInTheWindow_data() { dialects(); }
    void discoveryListsThePhasesInTheWindow();
    void meanPerPhaseShowsThePreprocessingIncident_data() { dialects(); }
    void meanPerPhaseShowsThePreprocessingIncident();
    void worstCaseRisesWithTheIncident_data() { dialects(); }
    void worstCaseRisesWithTheIncident();
    void coarseBinsWeighMinutesByCount_data() { dialects(); }
    void coarseBinsWeighMinutesByCount();
    void wholeRowsHaveTheDocumentedColumns();
    void modelVersionChangesBeforeTheIncident();
    void columnOfTheOtherTableIsASemanticError_data();
    void columnOfTheOtherTableIsASemanticError();
    void switchedOffTablesAreMissing();

  private:
    static void dialects();

    AzureDoubleProcess m_double;
};

void TestAzureDoubleAppInsights::initTestCase()
{
    QString error;
    QVERIFY2(m_double.start(&error, {u"--seed"_s, u"11"_s}), qPrintable(error));
}

void TestAzureDoubleAppInsights::dialects()
{
    QTest::addColumn<Dialect>("d");
    QTest::newRow("AppMetrics") << kAppMetrics;
    QTest::newRow("customMetrics") << kCustomMetrics;
}

void TestAzureDoubleAppInsights::discoveryListsThePhasesInTheWindow()
{
    QFETCH(Dialect, d);
    const QString kql = u"%1 | where %2 > ago(1d) | distinct %3"_s.arg(d.table, d.time, d.name);
    const Reply reply = m_double.logs(kql, u"P1D"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(columnNames(reply), QStringList{d.name});
    QCOMPARE(columnTypes(reply).value(d.name), u"string"_s);
    QStringList names;
    for (const QJsonValue &row : reply.array(u"tables/0/rows"_s))
        names << row[0].toString();
    names.sort();
    QCOMPARE(names, (QStringList{kInference, kPost, kPre}));

    // ago() narrows the timespan: a window that ends before it has no names.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const Reply old = m_double.logs(kql, span(now - 3 * 86400, now - 2 * 86400));
    QCOMPARE(old.status, 200);
    QCOMPARE(old.array(u"tables/0/rows"_s).size(), 0);
    const Reply future = m_double.logs(kql, span(now + 3600, now + 7200));
    QCOMPARE(future.array(u"tables/0/rows"_s).size(), 0);
}

void TestAzureDoubleAppInsights::meanPerPhaseShowsThePreprocessingIncident()
{
    QFETCH(Dialect, d);
    const qint64 n = nowMinute();
    // A name nothing reports is left out, not an error.
    const Reply reply =
        m_double.logs(u"%1\n| where %3 in (%4, \"gpu_queue_latency_ms\")\n"
                      "| summarize seconds = sum(%5) / sum(%6) / 1000.0 by bin(%2, 60s), %3\n"
                      "| order by %2 asc"_s.arg(d.table, d.time, d.name, kPhases, d.sum, d.count),
                      span(n - 3 * 3600, n));
    QCOMPARE(reply.status, 200);
    QCOMPARE(columnNames(reply), (QStringList{d.time, d.name, u"seconds"_s}));
    QCOMPARE(columnTypes(reply).value(d.time), u"datetime"_s);
    QCOMPARE(columnTypes(reply).value(d.name), u"string"_s);
    QCOMPARE(columnTypes(reply).value(u"seconds"_s), u"real"_s);
    const QJsonArray rows = reply.array(u"tables/0/rows"_s);
    QCOMPARE(rows.size(), 3 * 180);

    const QMap<QString, double> base = {{kPre, 0.040}, {kInference, 0.120}, {kPost, 0.015}};
    // A minute of margin at each edge, in case the double's clock turned a
    // minute since nowMinute().
    const qint64 incidentStart = n - 90 * 60;
    const qint64 incidentEnd = n - 60 * 60;
    int nulls = 0, strings = 0, inside = 0, outside = 0;
    qint64 previous = 0;
    for (const QJsonValue &row : rows) {
        const qint64 t = secsOf(row[0]);
        QVERIFY(t >= previous);
        previous = t;
        const QString name = row[1].toString();
        QVERIFY2(base.contains(name), qPrintable(name));
        nulls += row[2].isNull();
        strings += row[2].isString();
        const std::optional<double> seconds = numberIn(row[2]);
        QVERIFY(seconds || row[2].isNull());
        if (!seconds)
            continue;
        const double ratio = *seconds / base.value(name);
        const QString where = u"%1 at %2: %3"_s.arg(name, row[0].toString()).arg(*seconds);
        if (t >= incidentStart + 60 && t < incidentEnd - 60 && name == kPre) {
            QVERIFY2(ratio > 4.0 && ratio < 6.0, qPrintable(where));
            ++inside;
        } else if (name != kPre || t < incidentStart - 60 || t >= incidentEnd + 60) {
            QVERIFY2(ratio > 0.85 && ratio < 1.15, qPrintable(where));
            ++outside;
        }
    }
    QVERIFY2(inside >= 20, qPrintable(QString::number(inside)));
    QVERIFY(outside >= 400);
    // The value column mixes nulls and strings as for every canned answer.
    QVERIFY(nulls > 0 && strings > 0);
}

void TestAzureDoubleAppInsights::worstCaseRisesWithTheIncident()
{
    QFETCH(Dialect, d);
    const qint64 n = nowMinute();
    const auto worst = [&](qint64 from, qint64 to) {
        const Reply reply = m_double.logs(
            u"%1 | where %2 in (\"%3\") | summarize worst = max(%4) / 1000.0 by bin(%5, 10m), %2"_s
                .arg(d.table, d.name, kPre, d.max, d.time),
            span(from, to));
        double highest = 0;
        for (const QJsonValue &row : reply.array(u"tables/0/rows"_s))
            highest = std::max(highest, numberIn(row[2]).value_or(0.0));
        return highest;
    };
    // The incident's middle against an hour before it. Twenty minutes span at
    // least two ten-minute bins, and the double leaves one bin in eleven
    // empty: a single bin could be the empty one.
    const double during = worst(n - 85 * 60, n - 65 * 60);
    const double before = worst(n - 170 * 60, n - 110 * 60);
    QVERIFY2(before > 0.040 && before < 0.040 * 3.5, qPrintable(QString::number(before)));
    QVERIFY2(during > 4.0 * before, qPrintable(u"%1 vs %2"_s.arg(during).arg(before)));
}

void TestAzureDoubleAppInsights::coarseBinsWeighMinutesByCount()
{
    QFETCH(Dialect, d);
    // An hour of five-minute bins, well clear of the incident's edges.
    const qint64 from = (nowMinute() - 3 * 3600) / 300 * 300;
    const QString filter = u"%1 | where %2 in (%3)"_s.arg(d.table, d.name, kPhases);
    const Reply minutes =
        m_double.logs(filter + u" | summarize s = sum(%1), n = sum(%2) by bin(%3, 1m), %4"_s.arg(
                                   d.sum, d.count, d.time, d.name),
                      span(from, from + 3600));
    QCOMPARE(minutes.status, 200);
    QCOMPARE(columnTypes(minutes).value(u"s"_s), u"real"_s);
    QCOMPARE(columnTypes(minutes).value(u"n"_s), u"long"_s);
    const QJsonArray minuteRows = minutes.array(u"tables/0/rows"_s);
    QCOMPARE(minuteRows.size(), 3 * 60);

    const Reply coarse =
        m_double.logs(filter + u" | summarize ms = sum(%1) / sum(%2) by bin(%3, 5m), %4"_s.arg(
                                   d.sum, d.count, d.time, d.name),
                      span(from, from + 3600));
    const QJsonArray coarseRows = coarse.array(u"tables/0/rows"_s);
    QCOMPARE(coarseRows.size(), 3 * 12);

    int compared = 0, unweightedDiffers = 0;
    for (const QJsonValue &bin : coarseRows) {
        const qint64 start = secsOf(bin[0]);
        const std::optional<double> mean = numberIn(bin[2]);
        double sum = 0, count = 0, meansOfMinutes = 0;
        int found = 0;
        bool complete = mean.has_value();
        for (const QJsonValue &minute : minuteRows) {
            const qint64 t = secsOf(minute[0]);
            if (minute[1] != bin[1] || t < start || t >= start + 300)
                continue;
            ++found;
            const std::optional<double> s = numberIn(minute[2]);
            const std::optional<double> c = numberIn(minute[3]);
            complete = complete && s && c;
            if (s && c) {
                sum += *s;
                count += *c;
                meansOfMinutes += *s / *c / 5;
            }
        }
        QCOMPARE(found, 5);
        if (!complete)
            continue;
        ++compared;
        QVERIFY2(std::abs(*mean - sum / count) <= 1e-9 * sum / count,
                 qPrintable(u"%1 %2: %3 vs %4"_s.arg(bin[1].toString(), bin[0].toString())
                                .arg(*mean)
                                .arg(sum / count)));
        unweightedDiffers += std::abs(*mean - meansOfMinutes) > 1e-9 * meansOfMinutes;
    }
    // Nulls hit a bin in eleven; most bins are whole.
    QVERIFY2(compared >= 9, qPrintable(QString::number(compared)));
    // The counts vary enough that the plain mean of means would be caught.
    QVERIFY(unweightedDiffers > 0);
}

void TestAzureDoubleAppInsights::wholeRowsHaveTheDocumentedColumns()
{
    const qint64 n = nowMinute();
    const QString oneMinute = span(n - 3 * 3600, n - 3 * 3600 + 60);
    const Reply app = m_double.logs(u"AppMetrics | take 20"_s, oneMinute);
    QCOMPARE(app.status, 200);
    const QMap<QString, QString> appTypes = columnTypes(app);
    const QList<std::pair<QString, QString>> appColumns = {{u"TimeGenerated"_s, u"datetime"_s},
                                                           {u"Name"_s, u"string"_s},
                                                           {u"Sum"_s, u"real"_s},
                                                           {u"Min"_s, u"real"_s},
                                                           {u"Max"_s, u"real"_s},
                                                           {u"ItemCount"_s, u"int"_s},
                                                           {u"Properties"_s, u"dynamic"_s},
                                                           {u"AppRoleName"_s, u"string"_s},
                                                           {u"AppRoleInstance"_s, u"string"_s},
                                                           {u"Type"_s, u"string"_s},
                                                           {u"OperationName"_s, u"string"_s},
                                                           {u"SDKVersion"_s, u"string"_s},
                                                           {u"TenantId"_s, u"string"_s},
                                                           {u"ClientType"_s, u"string"_s}};
    for (const auto &[name, type] : appColumns)
        QVERIFY2(appTypes.value(name) == type, qPrintable(name));
    QVERIFY(!appTypes.contains(u"name"_s) && !appTypes.contains(u"valueSum"_s));

    const QStringList names = columnNames(app);
    const QJsonArray rows = app.array(u"tables/0/rows"_s);
    // One minute: a row per metric per role instance.
    QCOMPARE(rows.size(), 9);
    QSet<QString> instances;
    for (const QJsonValue &row : rows) {
        const auto cell = [&](const QString &column) { return row[names.indexOf(column)]; };
        QCOMPARE(cell(u"Type"_s).toString(), u"AppMetrics"_s);
        QCOMPARE(cell(u"AppRoleName"_s).toString(), u"image-inference"_s);
        instances.insert(cell(u"AppRoleInstance"_s).toString());
        const qint64 count = cell(u"ItemCount"_s).toInteger();
        QVERIFY(count >= 200 && count <= 400);
        const double mean = cell(u"Sum"_s).toDouble() / double(count);
        QVERIFY(cell(u"Min"_s).toDouble() <= mean && mean <= cell(u"Max"_s).toDouble());
        // Dynamic values arrive as JSON text.
        const QJsonObject properties =
            QJsonDocument::fromJson(cell(u"Properties"_s).toString().toUtf8()).object();
        QCOMPARE(properties.value(u"model_version"_s).toString(), u"v7"_s);
        QVERIFY(
            QStringList({u"8"_s, u"16"_s}).contains(properties.value(u"batch_size"_s).toString()));
    }
    QCOMPARE(instances.size(), 3);

    const Reply classic = m_double.logs(u"customMetrics | take 1"_s, oneMinute);
    QCOMPARE(classic.status, 200);
    const QMap<QString, QString> classicTypes = columnTypes(classic);
    const QList<std::pair<QString, QString>> classicColumns = {
        {u"timestamp"_s, u"datetime"_s},
        {u"name"_s, u"string"_s},
        {u"value"_s, u"real"_s},
        {u"valueCount"_s, u"int"_s},
        {u"valueSum"_s, u"real"_s},
        {u"valueMin"_s, u"real"_s},
        {u"valueMax"_s, u"real"_s},
        {u"valueStdDev"_s, u"real"_s},
        {u"customDimensions"_s, u"dynamic"_s},
        {u"cloud_RoleName"_s, u"string"_s},
        {u"cloud_RoleInstance"_s, u"string"_s},
        {u"itemType"_s, u"string"_s}};
    for (const auto &[name, type] : classicColumns)
        QVERIFY2(classicTypes.value(name) == type, qPrintable(name));
    QVERIFY(!classicTypes.contains(u"TimeGenerated"_s) && !classicTypes.contains(u"Sum"_s));
    const QStringList classicNames = columnNames(classic);
    const QJsonValue row = classic.at(u"tables/0/rows/0"_s);
    QCOMPARE(row[classicNames.indexOf(u"itemType"_s)].toString(), u"customMetric"_s);
    // The same row as AppMetrics' first, in the classic names.
    QCOMPARE(row[classicNames.indexOf(u"valueSum"_s)], rows[0][names.indexOf(u"Sum"_s)]);
    QCOMPARE(row[classicNames.indexOf(u"valueCount"_s)], rows[0][names.indexOf(u"ItemCount"_s)]);
}

void TestAzureDoubleAppInsights::modelVersionChangesBeforeTheIncident()
{
    const qint64 n = nowMinute();
    const auto versions = [&](qint64 from, qint64 to) {
        QSet<QString> seen;
        const Reply reply = m_double.logs(u"customMetrics | take 1000"_s, span(from, to));
        const int column = int(columnNames(reply).indexOf(u"customDimensions"_s));
        for (const QJsonValue &row : reply.array(u"tables/0/rows"_s))
            seen.insert(QJsonDocument::fromJson(row[column].toString().toUtf8())
                            .object()
                            .value(u"model_version"_s)
                            .toString());
        return seen;
    };
    // Rollout at N - 100 min, ten minutes before the incident.
    QCOMPARE(versions(n - 110 * 60, n - 102 * 60), QSet<QString>{u"v7"_s});
    QCOMPARE(versions(n - 98 * 60, n - 91 * 60), QSet<QString>{u"v8"_s});
}

void TestAzureDoubleAppInsights::columnOfTheOtherTableIsASemanticError_data()
{
    QTest::addColumn<QString>("kql");
    QTest::addColumn<QString>("column");
    QTest::newRow("Name on customMetrics")
        << u"customMetrics | where timestamp > ago(1d) | distinct Name"_s << u"Name"_s;
    QTest::newRow("name on AppMetrics")
        << u"AppMetrics | where TimeGenerated > ago(1d) | distinct name"_s << u"name"_s;
    QTest::newRow("TimeGenerated on customMetrics")
        << u"customMetrics | where TimeGenerated > ago(1d) | distinct name"_s << u"TimeGenerated"_s;
    QTest::newRow("name filter on AppMetrics")
        << u"AppMetrics | where name in (\"inference_latency_ms\") | summarize seconds = "
           "sum(Sum) / sum(ItemCount) / 1000.0 by bin(TimeGenerated, 60s), Name"_s
        << u"name"_s;
    QTest::newRow("Sum on customMetrics")
        << u"customMetrics | summarize seconds = sum(Sum) / sum(valueCount) by "
           "bin(timestamp, 60s), name"_s
        << u"Sum"_s;
    QTest::newRow("bin over timestamp on AppMetrics")
        << u"AppMetrics | summarize worst = max(Max) by bin(timestamp, 5m), Name"_s
        << u"timestamp"_s;
}

void TestAzureDoubleAppInsights::columnOfTheOtherTableIsASemanticError()
{
    QFETCH(QString, kql);
    QFETCH(QString, column);
    const Reply reply = m_double.logs(kql);
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.errorCode(), u"BadArgumentError"_s);
    QCOMPARE(reply.text(u"error/innererror/code"_s), u"SemanticError"_s);
    const QString message = reply.text(u"error/innererror/innererror/message"_s);
    QVERIFY2(message.endsWith(u"Failed to resolve scalar expression named '%1'"_s.arg(column)),
             qPrintable(message));
}

void TestAzureDoubleAppInsights::switchedOffTablesAreMissing()
{
    const auto discover = [](AzureDoubleProcess &process, const Dialect &d) {
        return process.logs(u"%1 | where %2 > ago(1d) | distinct %3"_s.arg(d.table, d.time, d.name),
                            u"P1D"_s);
    };
    const auto missing = [](const Reply &reply, const QString &table) {
        return reply.status == 400 &&
               reply.text(u"error/innererror/code"_s) == u"SemanticError"_s &&
               reply.text(u"error/innererror/innererror/message"_s)
                   .endsWith(
                       u"Failed to resolve table or column expression named '%1'"_s.arg(table));
    };

    AzureDoubleProcess workspaceOnly;
    QString error;
    QVERIFY2(workspaceOnly.start(&error, {u"--app-insights"_s, u"AppMetrics"_s}),
             qPrintable(error));
    const Reply app = discover(workspaceOnly, kAppMetrics);
    QCOMPARE(app.status, 200);
    QCOMPARE(app.array(u"tables/0/rows"_s).size(), 3);
    QVERIFY(missing(discover(workspaceOnly, kCustomMetrics), u"customMetrics"_s));

    AzureDoubleProcess none;
    QVERIFY2(none.start(&error, {u"--app-insights"_s, u"none"_s}), qPrintable(error));
    QVERIFY(missing(discover(none, kAppMetrics), u"AppMetrics"_s));
    QVERIFY(missing(discover(none, kCustomMetrics), u"customMetrics"_s));
    // The other tables answer as before.
    QCOMPARE(none.logs(u"Heartbeat | count"_s).status, 200);
}

QTEST_GUILESS_MAIN(TestAzureDoubleAppInsights)
#include "tst_azuredoubleappinsights.moc"
