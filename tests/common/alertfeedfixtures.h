#pragma once

// The alert feed fixtures (tests/fixtures/alerts): how to read them, any
// parser by the name the data rows use, and one data row per file saying
// which parser reads it with which HTTP status and what comes out. Shared by
// tst_prometheusalertsparser and tst_alertmanagerparser, so that one of them
// can check that every fixture has a row.
#include "alertfeedparser.h"
#include "fixturefiles.h"

#include <cmath>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <vector>

namespace AlertFeedFixtures {

inline QByteArray alertFixture(const QString &name)
{
    using namespace Qt::StringLiterals;
    return readFixture(u"alerts/"_s + name);
}

inline qint64 ms(const QString &rfc3339)
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

inline Outcome run(const QString &api, const QByteArray &body, int status)
{
    using namespace Qt::StringLiterals;
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

inline QStringList fixturesWithPrefix(const QString &prefix)
{
    using namespace Qt::StringLiterals;
    QStringList out;
    for (const QString &name : fixtureNames(u"alerts"_s))
        if (name.startsWith(prefix) && name.endsWith(u".json"_s))
            out << name;
    return out;
}

inline bool alertsConsistent(const std::vector<FeedAlert> &alerts, AlertOrigin origin)
{
    using namespace Qt::StringLiterals;
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

// The rows read by the Prometheus parsers.
inline std::vector<Row> prometheusRows()
{
    using namespace Qt::StringLiterals;
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

    // What proxies and routers answer instead.
    refused(u"text_404.txt"_s, "prom-alerts", 404, K::Http,
            u"HTTP 404 Not Found from the server (not a Prometheus answer): 404 page not found"_s);
    return out;
}

// The rows read by the Alertmanager parsers.
inline std::vector<Row> alertmanagerRows()
{
    using namespace Qt::StringLiterals;
    using K = SourceError::Kind;
    std::vector<Row> out;
    auto ok = [&out](const QString &file, const char *api, int count) {
        out.push_back({file, api, 200, count, K::Parse, {}, {}});
    };
    auto refused = [&out](const QString &file, const char *api, int status, K kind,
                          const QString &message, const QString &detail = {}) {
        out.push_back({file, api, status, -1, kind, message, detail});
    };

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

} // namespace AlertFeedFixtures
