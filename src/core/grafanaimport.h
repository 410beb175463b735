#pragma once

#include "dashboard.h"

#include <expected>
#include <QByteArray>
#include <QString>
#include <QStringList>

// Turns a dashboard exported from Grafana (JSON; schema versions with
// `panels[]` and nested rows, and the older `rows[].panels[]`) into a
// FleetScope dashboard: each time-series panel a lane (title, unit,
// thresholds, min/max, one query per Prometheus target), and the
// templating variables that FleetScope can offer (label_values() queries,
// custom, constant, interval and text-box values). Pure: bytes in, result
// out. Whatever it cannot carry over is listed, never silently dropped.
namespace GrafanaImport {

struct Options
{
    // The FleetScope source every Prometheus target and query variable uses
    // (Grafana's data source references do not survive the trip).
    QString source = QStringLiteral("prom");
};

struct Result
{
    Dashboard dashboard;
    // What was left out, one sentence each, naming the panel or variable:
    // non-time-series panels, other data sources, functions Prometheus
    // lacks, unknown variables, ad hoc filters...
    QStringList notConverted;
    // What came over with a change worth knowing (a unit shown as a plain
    // number, a repeated panel drawn as one lane, a hidden query left out).
    QStringList adjusted;
};

std::expected<Result, QString> convert(const QByteArray &json, const Options &options = {});

} // namespace GrafanaImport
