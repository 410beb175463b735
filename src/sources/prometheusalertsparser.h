#pragma once

#include "alertfeedparseoptions.h"
#include "feedalert.h"
#include "sourceerror.h"

#include <expected>
#include <optional>
#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <QStringList>
#include <vector>

// Pure parsers for a Prometheus server's own alerts and rules (/api/v1/alerts,
// /api/v1/rules), and for compatibles (Thanos, Mimir, VictoriaMetrics). No
// network, no globals; reentrant and safe on any thread. Errors keep the
// server's words (see alertfeedparser.h).

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

// GET /api/v1/alerts of Prometheus (or a compatible: Thanos, Mimir,
// VictoriaMetrics): pending and firing alerts with `activeAt` and `value`.
std::expected<std::vector<FeedAlert>, SourceError>
parsePrometheusAlerts(QByteArrayView body, int httpStatus = 200,
                      const AlertFeedParseOptions &options = {});

// GET /api/v1/rules: the alerting rules of every group, in server order.
std::expected<std::vector<ServerRule>, SourceError>
parsePrometheusRules(QByteArrayView body, int httpStatus = 200,
                     const AlertFeedParseOptions &options = {});

// GET /api/v1/label/<name>/values: the values of one label, for dashboard
// variables (it shares the envelope with the alerts APIs).
std::expected<QStringList, SourceError>
parsePrometheusLabelValues(QByteArrayView body, int httpStatus = 200,
                           const AlertFeedParseOptions &options = {});
