#pragma once

#include "feedalert.h"
#include "silence.h"
#include "sourceerror.h"

#include <expected>
#include <optional>
#include <QByteArray>
#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <vector>

// Pure parsers for the answers of server-side alert feeds: a Prometheus
// server's own alerts and rules (/api/v1/alerts, /api/v1/rules) and an
// Alertmanager's alerts and silences (/api/v2/...). No network, no globals;
// every function is reentrant and safe on any thread.
//
// Errors keep the server's words: Prometheus' error envelope, Alertmanager's
// bare JSON string ("silence not found") or its {"code", "message"} object,
// and a proxy's plain text or HTML page all become a SourceError whose
// message quotes the server. Alerts carry their origin; `source` is left
// empty, since only the caller knows the source's name.

// One alerting rule as a Prometheus server reports it in /api/v1/rules.
// Recording rules are not reported.
struct ServerRule
{
    QString group;
    QString file;
    QString name;  // `alert`
    QString query; // `expr` as the server formats it
    qint64 forMs = 0;
    qint64 keepFiringForMs = 0;
    QMap<QString, QString> labels;
    QMap<QString, QString> annotations;
    QString health;    // "ok", "err" or "unknown"
    QString lastError; // the last evaluation's error when health is "err"
    QString state;     // "inactive", "pending" or "firing"; empty from older servers
    std::optional<qint64> lastEvaluationMs;
    std::vector<FeedAlert> alerts; // this rule's pending and firing alerts
};

struct AlertFeedParseOptions
{
    // Bodies above this are refused before any parsing (Kind::TooLarge).
    // Ten thousand Alertmanager alerts are about 5 MiB. The JSON tree takes
    // about 8 times the body for real answers and up to 30 times for a body
    // of tiny objects, so this also bounds memory to a few hundred MiB.
    qsizetype maxBodyBytes = qsizetype(16) << 20;
};

// GET /api/v1/alerts of Prometheus (or a compatible: Thanos, Mimir,
// VictoriaMetrics): pending and firing alerts with `activeAt` and `value`.
std::expected<std::vector<FeedAlert>, SourceError>
parsePrometheusAlerts(QByteArrayView body, int httpStatus = 200,
                      const AlertFeedParseOptions &options = {});

// GET /api/v1/rules: the alerting rules of every group, in server order.
std::expected<std::vector<ServerRule>, SourceError>
parsePrometheusRules(QByteArrayView body, int httpStatus = 200,
                     const AlertFeedParseOptions &options = {});

// GET /api/v2/alerts of Alertmanager: firing alerts with what silences,
// inhibits or mutes them.
std::expected<std::vector<FeedAlert>, SourceError>
parseAlertmanagerAlerts(QByteArrayView body, int httpStatus = 200,
                        const AlertFeedParseOptions &options = {});

// GET /api/v2/silences: every silence Alertmanager still holds, expired ones
// included (it keeps them for its retention period).
std::expected<std::vector<Silence>, SourceError>
parseSilences(QByteArrayView body, int httpStatus = 200, const AlertFeedParseOptions &options = {});

// POST /api/v2/silences answers {"silenceID": "..."}: the new silence's id.
std::expected<QString, SourceError> parseSilenceCreated(QByteArrayView body, int httpStatus = 200);

// DELETE /api/v2/silence/{id} answers 200 with an empty body; expiring a
// silence that already expired succeeds too.
std::expected<void, SourceError> parseSilenceExpired(QByteArrayView body, int httpStatus = 200);

// The body of POST /api/v2/silences for a new silence. The id is left out on
// purpose: with an id Alertmanager updates that silence, and a silence kept
// locally has an id Alertmanager never issued. Refused (Kind::Config) when
// Alertmanager would refuse it: no matchers, a matcher without a name, an
// invalid regex, or an end not after the start.
std::expected<QByteArray, SourceError> serializeSilence(const Silence &silence);
