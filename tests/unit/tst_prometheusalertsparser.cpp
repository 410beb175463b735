// The Prometheus alert feed parsers on the answers of a real Prometheus 2.42
// server (tests/fixtures/alerts, one data row per file), on its error
// envelope and a router's plain text, and on hostile bodies: deeply nested,
// cut short and corrupted byte by byte.
#include "alertfeedfixtures.h"
#include "parserstress.h"
#include "prometheusalertsparser.h"

#include <cmath>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace AlertFeedFixtures;

namespace {

std::vector<Row> rows()
{
    return prometheusRows();
}

} // namespace

class TstPrometheusAlertsParser final : public QObject
{
    Q_OBJECT

  private slots:
    void fixtures_data();
    void fixtures();
    void prometheusAlerts();
    void prometheusRules();
    void errorsKeepTheServersWords();
    void deepNesting();
    void stressTruncation();
    void stressByteFlips();
};

void TstPrometheusAlertsParser::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("api");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("count");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detail");
    for (const Row &row : rows())
        QTest::newRow(qPrintable(row.file))
            << row.file << QString::fromLatin1(row.api) << row.status << row.count << row.kind
            << row.message << row.detail;
}

void TstPrometheusAlertsParser::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, api);
    QFETCH(int, status);
    QFETCH(int, count);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, message);
    QFETCH(QString, detail);

    const Outcome r = run(api, alertFixture(file), status);
    if (count >= 0) {
        QVERIFY2(r.ok, qPrintable(r.error.message + u" | "_s + r.error.detail));
        QCOMPARE(r.count, qsizetype(count));
        return;
    }
    QVERIFY(!r.ok);
    QCOMPARE(r.error.kind, kind);
    QCOMPARE(r.error.httpStatus, status);
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.detail));
    QVERIFY(!r.error.message.contains(u'\n'));
}

void TstPrometheusAlertsParser::prometheusAlerts()
{
    const auto r = parsePrometheusAlerts(alertFixture(u"prometheus_alerts.json"_s));
    QVERIFY(r);
    QVERIFY(alertsConsistent(*r, AlertOrigin::Prometheus));
    // Server order is kept.
    QCOMPARE((*r)[0].name, u"GpuMemoryPressure"_s);
    QCOMPARE((*r)[3].name, u"NodeDown"_s);

    const FeedAlert &memory = (*r)[0];
    QVERIFY(memory.firing);
    QCOMPARE(memory.labels.value(u"team"_s), u"team-b"_s);
    QCOMPARE(memory.labels.value(u"severity"_s), u"warning"_s);
    QCOMPARE(memory.annotations.value(u"runbook_url"_s), u"https://runbooks.example/gpu-memory"_s);
    // Nanoseconds are cut to the millisecond, never rounded up.
    QCOMPARE(memory.activeAtMs, ms(u"2026-11-22T02:08:16.053Z"_s));
    QCOMPARE(memory.value, 0.9);
    QVERIFY(!memory.endsAtMs);
    QVERIFY(memory.fingerprint.isEmpty() && memory.silencedBy.isEmpty());

    const FeedAlert &latency = (*r)[1];
    QVERIFY(!latency.firing);
    QCOMPARE(latency.value, 2.4);
    QCOMPARE(latency.annotations.value(u"summary"_s), u"P95 latency 2.4 s"_s);

    const FeedAlert &temperature = (*r)[2];
    QVERIFY(std::isnan(temperature.value));
    QVERIFY(temperature.annotations.isEmpty());

    QCOMPARE((*r)[3].labels.value(u"node"_s), u"gpu-node-07"_s);
    QCOMPARE((*r)[3].value, 1.0);
}

void TstPrometheusAlertsParser::prometheusRules()
{
    const auto r = parsePrometheusRules(alertFixture(u"prometheus_rules.json"_s));
    QVERIFY(r);
    QStringList names;
    for (const ServerRule &rule : *r)
        names << rule.name;
    QCOMPARE(names, (QStringList{u"GpuMemoryPressure"_s, u"InferenceLatencyP95"_s, u"Broken"_s,
                                 u"GpuTemperatureUnknown"_s, u"NodeDown"_s}));

    const ServerRule &memory = (*r)[0];
    QCOMPARE(memory.group, u"fleet"_s);
    QCOMPARE(memory.file, u"/etc/prometheus/rules/fleet.yml"_s);
    QCOMPARE(memory.query, u"vector(1) * 0.9"_s);
    QCOMPARE(memory.forMs, 0);
    QCOMPARE(memory.keepFiringForMs, 300'000);
    QCOMPARE(memory.labels.value(u"severity"_s), u"warning"_s);
    QCOMPARE(memory.annotations.value(u"summary"_s), u"GPU memory above 85 %"_s);
    QCOMPARE(memory.health, u"ok"_s);
    QCOMPARE(memory.state, u"firing"_s);
    QCOMPARE(memory.lastEvaluationMs, ms(u"2026-11-22T02:14:11.054Z"_s));
    QCOMPARE(memory.alerts.size(), std::size_t(1));
    QVERIFY(memory.alerts[0].firing);
    QCOMPARE(memory.alerts[0].origin, AlertOrigin::Prometheus);

    const ServerRule &latency = (*r)[1];
    QCOMPARE(latency.forMs, 3'600'000);
    QCOMPARE(latency.state, u"pending"_s);
    // The template stays as written in the rule; the alert has it expanded.
    QCOMPARE(latency.annotations.value(u"summary"_s), u"P95 latency {{ $value }} s"_s);
    QCOMPARE(latency.alerts.at(0).annotations.value(u"summary"_s), u"P95 latency 2.4 s"_s);
    QVERIFY(!latency.alerts.at(0).firing);

    const ServerRule &broken = (*r)[2];
    QCOMPARE(broken.health, u"err"_s);
    QCOMPARE(broken.state, u"inactive"_s);
    QVERIFY(broken.alerts.empty());
    QVERIFY2(broken.lastError.contains(u"many-to-many matching not allowed"_s),
             qPrintable(broken.lastError));
}

void TstPrometheusAlertsParser::errorsKeepTheServersWords()
{
    // An empty 200 says so.
    const auto empty = parsePrometheusAlerts({}, 200);
    QVERIFY(!empty);
    QCOMPARE(empty.error().message, u"The server sent an empty answer."_s);
}

// Every parser, Alertmanager's too: none may overflow its stack.
void TstPrometheusAlertsParser::deepNesting()
{
    // Deep enough to overflow a recursive parser's stack.
    const QByteArray deep = QByteArray(200'000, '[') + QByteArray(200'000, ']');
    const QByteArray deepData =
        R"({"status":"success","data":{"alerts":[{"labels":)" + QByteArray(200'000, '[');
    for (const QString &api : {u"prom-alerts"_s, u"prom-rules"_s, u"am-alerts"_s, u"silences"_s,
                               u"created"_s, u"expired"_s}) {
        for (const QByteArray &body : {deep, deepData}) {
            const Outcome r = run(api, body, 200);
            QVERIFY(!r.ok);
            QVERIFY(!r.error.message.isEmpty());
        }
    }
    // Nesting the API allows but does not expect is a shape error.
    const QByteArray labelsNested =
        R"({"status":"success","data":{"alerts":[{"labels":{"a":{"b":{"c":[[[]]]}}},"state":"firing"}]}})";
    const auto r = parsePrometheusAlerts(labelsNested);
    QVERIFY(!r);
    QCOMPARE(r.error().detail, u"data.alerts[0].labels.a: an object, not a string"_s);
}

void TstPrometheusAlertsParser::stressTruncation()
{
    auto valid = [](AlertOrigin origin) {
        return [origin](const std::vector<FeedAlert> &a) { return alertsConsistent(a, origin); };
    };
    // The trailing-content fixture is a good answer followed by a copy: its
    // prefix of one answer is rightly accepted.
    QStringList prometheusAlerts = fixturesWithPrefix(u"prometheus_alerts"_s);
    prometheusAlerts.removeOne(u"prometheus_alerts_trailing.json"_s);
    ParserStress::truncations(
        prometheusAlerts, alertFixture, {200, 500},
        [](const QByteArray &body, int status) { return parsePrometheusAlerts(body, status); },
        valid(AlertOrigin::Prometheus));
    ParserStress::truncations(
        fixturesWithPrefix(u"prometheus_rules"_s), alertFixture, {200, 400},
        [](const QByteArray &body, int status) { return parsePrometheusRules(body, status); },
        [](const std::vector<ServerRule> &rules) {
            return std::all_of(rules.begin(), rules.end(), [](const ServerRule &r) {
                return r.forMs >= 0 && r.keepFiringForMs >= 0;
            });
        });
}

void TstPrometheusAlertsParser::stressByteFlips()
{
    ParserStress::byteFlips(
        fixturesWithPrefix(u"prometheus_alerts.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parsePrometheusAlerts(body); },
        [](const std::vector<FeedAlert> &a) {
            return alertsConsistent(a, AlertOrigin::Prometheus);
        });
    ParserStress::byteFlips(
        fixturesWithPrefix(u"prometheus_rules.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parsePrometheusRules(body); },
        [](const std::vector<ServerRule> &rules) { return rules.size() <= 5; });
}

QTEST_GUILESS_MAIN(TstPrometheusAlertsParser)
#include "tst_prometheusalertsparser.moc"
