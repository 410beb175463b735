// The alert feed parsers on the answers of real Prometheus 2.42 and
// Alertmanager 0.25 servers (tests/fixtures/alerts, one data row per file),
// on the errors both word in their own ways, and on hostile bodies: huge,
// deeply nested, cut short and corrupted byte by byte.
#include "alertfeedparser.h"
#include "fixturefiles.h"
#include "parserstress.h"

#include <cmath>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray alertFixture(const QString &name)
{
    return readFixture(u"alerts/"_s + name);
}

qint64 ms(const QString &rfc3339)
{
    const QDateTime t = QDateTime::fromString(rfc3339, Qt::ISODateWithMs);
    Q_ASSERT(t.isValid());
    return t.toMSecsSinceEpoch();
}

// Any parser by the name the data rows use; `count` is what it found.
struct Outcome
{
    bool ok = false;
    qsizetype count = 0;
    SourceError error;
};

Outcome run(const QString &api, const QByteArray &body, int status)
{
    auto outcome = [](const auto &r, qsizetype count) {
        Outcome o;
        o.ok = r.has_value();
        o.count = count;
        if (!r)
            o.error = r.error();
        return o;
    };
    if (api == u"prom-alerts"_s) {
        const auto r = parsePrometheusAlerts(body, status);
        return outcome(r, r ? qsizetype(r->size()) : 0);
    }
    if (api == u"prom-rules"_s) {
        const auto r = parsePrometheusRules(body, status);
        return outcome(r, r ? qsizetype(r->size()) : 0);
    }
    if (api == u"am-alerts"_s) {
        const auto r = parseAlertmanagerAlerts(body, status);
        return outcome(r, r ? qsizetype(r->size()) : 0);
    }
    if (api == u"silences"_s) {
        const auto r = parseSilences(body, status);
        return outcome(r, r ? qsizetype(r->size()) : 0);
    }
    if (api == u"created"_s) {
        const auto r = parseSilenceCreated(body, status);
        return outcome(r, r ? 1 : 0);
    }
    const auto r = parseSilenceExpired(body, status);
    return outcome(r, 0);
}

const FeedAlert *byName(const std::vector<FeedAlert> &alerts, const QString &name)
{
    for (const FeedAlert &a : alerts)
        if (a.name == name)
            return &a;
    return nullptr;
}

Silence validSilence()
{
    Silence s;
    s.matchers.push_back({u"alertname"_s, u"GpuMemoryPressure"_s, false, true});
    s.matchers.push_back({u"team"_s, u"team-.*"_s, true, true});
    s.startsAtMs = ms(u"2026-11-22T02:00:00Z"_s);
    s.endsAtMs = ms(u"2026-11-22T04:30:00.250Z"_s);
    s.createdBy = u"oncall@example.com"_s;
    s.comment = u"batch size halved, watching"_s;
    return s;
}

QStringList fixturesWithPrefix(const QString &prefix)
{
    QStringList out;
    for (const QString &name : fixtureNames(u"alerts"_s))
        if (name.startsWith(prefix) && name.endsWith(u".json"_s))
            out << name;
    return out;
}

bool alertsConsistent(const std::vector<FeedAlert> &alerts, AlertOrigin origin)
{
    for (const FeedAlert &a : alerts) {
        if (a.origin != origin || !a.source.isEmpty() || a.name != a.labels.value(u"alertname"_s))
            return false;
        if (origin == AlertOrigin::Alertmanager && (!a.firing || !std::isnan(a.value)))
            return false;
    }
    return true;
}

// One row per fixture file: which parser reads it with which HTTP status,
// and what comes out. `count` < 0 means refused, with that kind of error.
struct Row
{
    QString file;
    const char *api;
    int status;
    int count;
    SourceError::Kind kind;
    QString message; // contained in the message
    QString detail;  // contained in the detail
};

std::vector<Row> rows()
{
    using K = SourceError::Kind;
    std::vector<Row> out;
    auto ok = [&out](const QString &file, const char *api, int count) {
        out.push_back({file, api, 200, count, K::Parse, {}, {}});
    };
    auto refused = [&out](const QString &file, const char *api, int status, K kind,
                          const QString &message, const QString &detail = {}) {
        out.push_back({file, api, status, -1, kind, message, detail});
    };

    // Prometheus /api/v1/alerts and /api/v1/rules.
    ok(u"prometheus_alerts.json"_s, "prom-alerts", 4);
    ok(u"prometheus_alerts_empty.json"_s, "prom-alerts", 0); // VictoriaMetrics without vmalert
    ok(u"prometheus_rules.json"_s, "prom-rules", 5);         // the recording rule left out
    ok(u"prometheus_rules_empty.json"_s, "prom-rules", 0);
    refused(u"prometheus_error_bad_data.json"_s, "prom-rules", 400, K::Backend,
            u"The server rejected the query: invalid parameter \"type\": not supported value "
            u"\"bogus\""_s);
    refused(u"prometheus_error_internal.json"_s, "prom-alerts", 500, K::Backend,
            u"The server had an internal error: rule manager is not ready"_s);
    refused(u"prometheus_no_data.json"_s, "prom-alerts", 200, K::Parse,
            u"The server reported success but sent no data."_s);
    refused(u"prometheus_unknown_status.json"_s, "prom-alerts", 200, K::Parse,
            u"unknown status \"partial\""_s);
    refused(u"prometheus_not_envelope.json"_s, "prom-alerts", 200, K::Parse,
            u"not a Prometheus API answer"_s);
    refused(u"prometheus_alerts_truncated.json"_s, "prom-alerts", 200, K::Parse,
            u"malformed or truncated JSON"_s);
    refused(u"prometheus_alerts_trailing.json"_s, "prom-alerts", 200, K::Parse,
            u"malformed or truncated JSON"_s);
    refused(u"prometheus_alerts_label_number.json"_s, "prom-alerts", 200, K::Parse,
            u"shape of a Prometheus alerts answer"_s,
            u"data.alerts[0].labels.gpu: a number, not a string"_s);
    refused(u"prometheus_alerts_bad_state.json"_s, "prom-alerts", 200, K::Parse,
            u"shape of a Prometheus alerts answer"_s,
            u"data.alerts[1].state: \"resolved\" is neither pending nor firing"_s);
    refused(u"prometheus_alerts_bad_active_at.json"_s, "prom-alerts", 200, K::Parse,
            u"shape of a Prometheus alerts answer"_s,
            u"data.alerts[2].activeAt: \"yesterday\" is not an RFC 3339 time"_s);
    refused(u"prometheus_alerts_bad_value.json"_s, "prom-alerts", 200, K::Parse,
            u"shape of a Prometheus alerts answer"_s,
            u"data.alerts[3].value: \"high\" is not a number"_s);
    refused(u"prometheus_alerts_not_array.json"_s, "prom-alerts", 200, K::Parse,
            u"shape of a Prometheus alerts answer"_s, u"data.alerts: an object, not an array"_s);
    refused(u"prometheus_rules_duration_string.json"_s, "prom-rules", 200, K::Parse,
            u"shape of a Prometheus rules answer"_s,
            u"data.groups[0].rules[0].duration: a string, not a number of seconds"_s);
    refused(u"prometheus_rules_no_name.json"_s, "prom-rules", 200, K::Parse,
            u"shape of a Prometheus rules answer"_s, u"data.groups[0].rules[1].name: missing"_s);

    // Alertmanager /api/v2.
    ok(u"am_alerts.json"_s, "am-alerts", 3);
    ok(u"am_alerts_empty.json"_s, "am-alerts", 0);
    ok(u"am_alerts_muted.json"_s, "am-alerts", 3);
    refused(u"am_alerts_no_starts_at.json"_s, "am-alerts", 200, K::Parse,
            u"shape of an Alertmanager alerts answer"_s, u"[0].startsAt: missing"_s);
    refused(u"am_alerts_silenced_by_string.json"_s, "am-alerts", 200, K::Parse,
            u"shape of an Alertmanager alerts answer"_s,
            u"[2].status.silencedBy: a string, not an array"_s);
    // A Prometheus URL typed into an alertmanager source.
    refused(u"am_alerts_prometheus_shape.json"_s, "am-alerts", 200, K::Parse,
            u"shape of an Alertmanager alerts answer"_s,
            u"(answer): an object, not an array of alerts"_s);
    ok(u"am_silences.json"_s, "silences", 4);
    ok(u"am_silences_before_is_equal.json"_s, "silences", 4);
    refused(u"am_silences_truncated.json"_s, "silences", 200, K::Parse,
            u"malformed or truncated JSON"_s);
    refused(u"am_silences_matcher_no_name.json"_s, "silences", 200, K::Parse,
            u"shape of an Alertmanager silences answer"_s, u"[0].matchers[0].name: missing"_s);
    refused(u"am_silences_is_regex_string.json"_s, "silences", 200, K::Parse,
            u"shape of an Alertmanager silences answer"_s,
            u"[1].matchers[0].isRegex: a string, not a boolean"_s);
    ok(u"am_silence_created.json"_s, "created", 1);
    refused(u"am_silence_created_empty_id.json"_s, "created", 200, K::Parse,
            u"Alertmanager's answer to a new silence"_s, u"silenceID: empty"_s);
    // Alertmanager's errors: bare JSON strings and go-swagger's objects.
    refused(u"am_error_silence_not_found.json"_s, "expired", 500, K::Backend,
            u"Alertmanager answered with an error: silence not found"_s, u"silence not found"_s);
    refused(u"am_error_invalid_silence.json"_s, "created", 400, K::Backend,
            u"Alertmanager answered with an error: Failed to create silence: start time must be "
            u"before end time"_s);
    refused(u"am_error_bad_matcher.json"_s, "am-alerts", 400, K::Backend,
            u"Alertmanager answered with an error: bad matcher format: bad"_s);
    refused(u"am_error_validation.json"_s, "expired", 422, K::Backend,
            u"Alertmanager answered with an error: silenceID in path must be of type uuid: "
            u"\"nonexistent-id\""_s);
    refused(u"am_error_no_matchers.json"_s, "created", 422, K::Backend,
            u"Alertmanager answered with an error: matchers in body should have at least 1 "
            u"items"_s);

    // What proxies and routers answer instead.
    refused(u"text_404.txt"_s, "prom-alerts", 404, K::Http,
            u"HTTP 404 Not Found from the server (not a Prometheus answer): 404 page not found"_s);
    refused(u"envoy_503.txt"_s, "am-alerts", 503, K::Http,
            u"HTTP 503 Service Unavailable from the server (not an Alertmanager answer): "
            u"upstream connect error or disconnect/reset before headers. reset reason: "
            u"connection failure"_s);
    refused(u"nginx_502.html"_s, "silences", 502, K::Http,
            u"HTTP 502 Bad Gateway from the server (not an Alertmanager answer): 502 Bad Gateway "
            u"502 Bad Gateway nginx/1.22.1"_s);
    // A sign-in page with 200 must not pass for a silence that was expired.
    refused(u"login_page_200.html"_s, "expired", 200, K::Parse, u"not an Alertmanager API answer"_s,
            u"Sign in Sign in with SSO"_s);
    return out;
}

} // namespace

class TstAlertFeedParser final : public QObject
{
    Q_OBJECT

  private slots:
    void fixtures_data();
    void fixtures();
    void everyFixtureHasARow();
    void prometheusAlerts();
    void prometheusRules();
    void alertmanagerAlerts();
    void mutedByTimeInterval();
    void silences();
    void silencesFromBeforeIsEqual();
    void silenceCreatedAndExpired();
    void errorsKeepTheServersWords();
    void serializeSilence();
    void serializeRefusesWhatAlertmanagerRefuses_data();
    void serializeRefusesWhatAlertmanagerRefuses();
    void hugeBodies();
    void deepNesting();
    void stressTruncation();
    void stressByteFlips();
};

void TstAlertFeedParser::fixtures_data()
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

void TstAlertFeedParser::fixtures()
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

void TstAlertFeedParser::everyFixtureHasARow()
{
    QStringList covered;
    for (const Row &row : rows())
        covered << row.file;
    for (const QString &name : fixtureNames(u"alerts"_s))
        QVERIFY2(covered.contains(name), qPrintable(name + u" has no data row"_s));
}

void TstAlertFeedParser::prometheusAlerts()
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

void TstAlertFeedParser::prometheusRules()
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

void TstAlertFeedParser::alertmanagerAlerts()
{
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s));
    QVERIFY(r);
    QVERIFY(alertsConsistent(*r, AlertOrigin::Alertmanager));
    const FeedAlert *memory = byName(*r, u"GpuMemoryPressure"_s);
    const FeedAlert *node = byName(*r, u"NodeDown"_s);
    const FeedAlert *temperature = byName(*r, u"GpuTemperatureUnknown"_s);
    QVERIFY(memory && node && temperature);

    // NodeDown (critical, team-b) inhibits the team's warning.
    QCOMPARE(memory->inhibitedBy, QStringList{u"eb66d366fb4701e0"_s});
    QCOMPARE(node->fingerprint, u"eb66d366fb4701e0"_s);
    QVERIFY(memory->silencedBy.isEmpty());
    QCOMPARE(temperature->silencedBy, QStringList{u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s});
    QVERIFY(node->silencedBy.isEmpty() && node->inhibitedBy.isEmpty() && node->mutedBy.isEmpty());

    QCOMPARE(memory->activeAtMs, ms(u"2026-11-22T02:08:16.053Z"_s));
    QCOMPARE(memory->endsAtMs, ms(u"2026-11-22T02:14:14.053Z"_s));
    QCOMPARE(memory->fingerprint, u"ba086842acab8630"_s);
    QCOMPARE(memory->generatorUrl,
             u"http://prometheus-0:9090/graph?g0.expr=vector%281%29+%2A+0.9&g0.tab=1"_s);
    QCOMPARE(memory->annotations.value(u"summary"_s), u"GPU memory above 85 %"_s);
    QCOMPARE(node->labels.value(u"node"_s), u"gpu-node-07"_s);
}

void TstAlertFeedParser::mutedByTimeInterval()
{
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts_muted.json"_s));
    QVERIFY(r);
    const FeedAlert *node = byName(*r, u"NodeDown"_s);
    QVERIFY(node);
    QCOMPARE(node->mutedBy, QStringList{u"weekend-maintenance"_s});
    QVERIFY(node->silencedBy.isEmpty() && node->inhibitedBy.isEmpty());
}

void TstAlertFeedParser::silences()
{
    const auto r = parseSilences(alertFixture(u"am_silences.json"_s));
    QVERIFY(r);
    const Silence &dcgm = (*r)[0];
    QCOMPARE(dcgm.id, u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);
    QCOMPARE(dcgm.state, u"active"_s);
    QCOMPARE(dcgm.createdBy, u"oncall@example.com"_s);
    QCOMPARE(dcgm.comment, u"DCGM temperature field blank on this driver"_s);
    QCOMPARE(dcgm.startsAtMs, ms(u"2026-11-22T02:14:08.402Z"_s));
    QCOMPARE(dcgm.endsAtMs, ms(u"2026-11-22T04:14:08Z"_s));
    QCOMPARE(dcgm.matchers.size(), std::size_t(2));
    QCOMPARE(dcgm.matchers[0],
             (SilenceMatcher{u"alertname"_s, u"GpuTemperatureUnknown"_s, false, true}));
    QCOMPARE(dcgm.matchers[1], (SilenceMatcher{u"severity"_s, u"critical"_s, false, false}));
    // The silence mutes what Alertmanager says it mutes.
    const auto alerts = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s));
    QVERIFY(alerts);
    for (const FeedAlert &a : *alerts)
        QCOMPARE(dcgm.matches(a.labels), a.silencedBy.contains(dcgm.id));

    QCOMPARE((*r)[1].comment, QString());
    const Silence &upgrade = (*r)[2];
    QCOMPARE(upgrade.state, u"pending"_s);
    QVERIFY(upgrade.matchers[0].isRegex);
    QVERIFY(!upgrade.isActiveAt(ms(u"2026-11-22T03:00:00Z"_s)));
    QVERIFY(upgrade.isActiveAt(ms(u"2026-11-23T03:00:00Z"_s)));
    QCOMPARE((*r)[3].state, u"expired"_s);
    QCOMPARE((*r)[3].endsAtMs, ms(u"2026-11-22T02:08:33.561Z"_s));
}

void TstAlertFeedParser::silencesFromBeforeIsEqual()
{
    // Alertmanager before 0.22 had no isEqual: every matcher was "=".
    const auto r = parseSilences(alertFixture(u"am_silences_before_is_equal.json"_s));
    QVERIFY(r);
    for (const Silence &s : *r)
        for (const SilenceMatcher &m : s.matchers)
            QVERIFY(m.isEqual);
}

void TstAlertFeedParser::silenceCreatedAndExpired()
{
    const auto created = parseSilenceCreated(alertFixture(u"am_silence_created.json"_s));
    QVERIFY(created);
    QCOMPARE(*created, u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);

    // Alertmanager answers an expire with 200 and nothing, also for a
    // silence that had expired already.
    QVERIFY(parseSilenceExpired({}, 200));
    QVERIFY(parseSilenceExpired("\r\n", 200));
    const auto refused = parseSilenceExpired({}, 404);
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, SourceError::Kind::Http);
}

void TstAlertFeedParser::errorsKeepTheServersWords()
{
    // A 5xx bare string may pass; Alertmanager says "not found" with 500.
    const auto notFound =
        parseSilenceExpired(alertFixture(u"am_error_silence_not_found.json"_s), 500);
    QVERIFY(!notFound);
    QVERIFY(notFound.error().isRetryable());
    const auto badMatcher =
        parseAlertmanagerAlerts(alertFixture(u"am_error_bad_matcher.json"_s), 400);
    QVERIFY(!badMatcher);
    QVERIFY(!badMatcher.error().isRetryable());
    QCOMPARE(badMatcher.error().detail, u"bad matcher format: bad"_s);

    // Escapes in the bare string are decoded, and a long one stays on one line.
    const QByteArray longText = '"' + QByteArray(500, 'x') + "\\nsecond line\\u00e9\"";
    const auto longError = parseSilences(longText, 500);
    QVERIFY(!longError);
    QVERIFY(!longError.error().message.contains(u'\n'));
    QVERIFY(longError.error().message.size() < 400);
    QVERIFY(longError.error().detail.endsWith(u"second line\u00e9"_s));

    // An error status with the API's own data shape is still an error.
    const auto arrayWith500 = parseAlertmanagerAlerts("[]", 500);
    QVERIFY(!arrayWith500);
    QCOMPARE(arrayWith500.error().kind, SourceError::Kind::Http);

    // An empty 200 says so.
    const auto empty = parsePrometheusAlerts({}, 200);
    QVERIFY(!empty);
    QCOMPARE(empty.error().message, u"The server sent an empty answer."_s);
}

void TstAlertFeedParser::serializeSilence()
{
    const auto body = ::serializeSilence(validSilence());
    QVERIFY(body);
    const QJsonObject o = QJsonDocument::fromJson(*body).object();
    QCOMPARE(o.value(u"startsAt"_s).toString(), u"2026-11-22T02:00:00Z"_s);
    QCOMPARE(o.value(u"endsAt"_s).toString(), u"2026-11-22T04:30:00.250Z"_s);
    QCOMPARE(o.value(u"createdBy"_s).toString(), u"oncall@example.com"_s);
    QCOMPARE(o.value(u"comment"_s).toString(), u"batch size halved, watching"_s);
    // With an id Alertmanager would update that silence instead.
    QVERIFY(!o.contains(u"id"_s));
    const QJsonArray matchers = o.value(u"matchers"_s).toArray();
    QCOMPARE(matchers.size(), 2);
    QCOMPARE(matchers[1].toObject(), (QJsonObject{{u"name"_s, u"team"_s},
                                                  {u"value"_s, u"team-.*"_s},
                                                  {u"isRegex"_s, true},
                                                  {u"isEqual"_s, true}}));

    // What we send reads back the same through the silences parser.
    QJsonObject listed = o;
    listed.insert(u"id"_s, u"x"_s);
    const auto back =
        parseSilences(QJsonDocument(QJsonArray{listed}).toJson(QJsonDocument::Compact));
    QVERIFY(back);
    QCOMPARE(back->at(0).matchers, validSilence().matchers);
    QCOMPARE(back->at(0).startsAtMs, validSilence().startsAtMs);
    QCOMPARE(back->at(0).endsAtMs, validSilence().endsAtMs);
}

void TstAlertFeedParser::serializeRefusesWhatAlertmanagerRefuses_data()
{
    QTest::addColumn<Silence>("silence");
    QTest::addColumn<QString>("message");
    Silence s = validSilence();
    s.matchers.clear();
    QTest::newRow("no matchers") << s << u"at least one matcher"_s;
    s = validSilence();
    s.matchers[0].name = u" "_s;
    QTest::newRow("no name") << s << u"needs a label name"_s;
    s = validSilence();
    s.matchers[1].value = u"team-("_s;
    QTest::newRow("bad regex") << s << u"not a valid regular expression"_s;
    s = validSilence();
    s.matchers = {{u"team"_s, u".*"_s, true, true}, {u"node"_s, u"x"_s, false, false}};
    QTest::newRow("matches everything") << s << u"must not match an empty value"_s;
    s = validSilence();
    s.endsAtMs = s.startsAtMs;
    QTest::newRow("ends at start") << s << u"must end after it starts"_s;
}

void TstAlertFeedParser::serializeRefusesWhatAlertmanagerRefuses()
{
    QFETCH(Silence, silence);
    QFETCH(QString, message);
    const auto r = ::serializeSilence(silence);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::Config);
    QVERIFY2(r.error().message.contains(message), qPrintable(r.error().message));
}

void TstAlertFeedParser::hugeBodies()
{
    // Over the limit: refused by size before any parsing, whatever it holds.
    const QByteArray element = alertFixture(u"am_alerts.json"_s).mid(1).chopped(2) + ',';
    QByteArray huge = "[";
    while (huge.size() <= AlertFeedParseOptions{}.maxBodyBytes)
        huge += element;
    huge.chop(1);
    huge += ']';
    for (const QString &api : {u"prom-alerts"_s, u"prom-rules"_s, u"am-alerts"_s, u"silences"_s}) {
        const Outcome r = run(api, huge, 200);
        QVERIFY(!r.ok);
        QCOMPARE(r.error.kind, SourceError::Kind::TooLarge);
        QVERIFY(r.error.message.contains(u"16 MiB"_s));
    }
    // The limit can be lowered, e.g. to a source's maxBodyMiB.
    AlertFeedParseOptions small;
    small.maxBodyBytes = 1000;
    const auto r = parseAlertmanagerAlerts(alertFixture(u"am_alerts.json"_s), 200, small);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);

    // Just under the limit, many alerts still parse.
    QByteArray big = "[";
    while (big.size() + element.size() < AlertFeedParseOptions{}.maxBodyBytes / 4)
        big += element;
    big.chop(1);
    big += ']';
    const auto many = parseAlertmanagerAlerts(big);
    QVERIFY(many);
    QVERIFY(many->size() > 5000);
}

void TstAlertFeedParser::deepNesting()
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

void TstAlertFeedParser::stressTruncation()
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
    ParserStress::truncations(
        fixturesWithPrefix(u"am_alerts"_s), alertFixture, {200, 503},
        [](const QByteArray &body, int status) { return parseAlertmanagerAlerts(body, status); },
        valid(AlertOrigin::Alertmanager));
    ParserStress::truncations(
        fixturesWithPrefix(u"am_silences"_s), alertFixture, {200, 500},
        [](const QByteArray &body, int status) { return parseSilences(body, status); },
        [](const std::vector<Silence> &s) {
            return std::all_of(s.begin(), s.end(), [](const Silence &x) { return !x.id.isNull(); });
        });
    ParserStress::truncations(
        fixturesWithPrefix(u"am_silence_created"_s) + fixturesWithPrefix(u"am_error"_s),
        alertFixture, {200, 500},
        [](const QByteArray &body, int status) { return parseSilenceCreated(body, status); },
        [](const QString &id) { return !id.isEmpty(); });
}

void TstAlertFeedParser::stressByteFlips()
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
    ParserStress::byteFlips(
        fixturesWithPrefix(u"am_alerts.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parseAlertmanagerAlerts(body); },
        [](const std::vector<FeedAlert> &a) {
            return alertsConsistent(a, AlertOrigin::Alertmanager);
        });
    ParserStress::byteFlips(
        fixturesWithPrefix(u"am_silences.json"_s), alertFixture,
        [](const QByteArray &body, const QString &) { return parseSilences(body); },
        [](const std::vector<Silence> &s) { return s.size() <= 4; });
}

QTEST_GUILESS_MAIN(TstAlertFeedParser)
#include "tst_alertfeedparser.moc"
