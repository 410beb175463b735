#pragma once

#include "exporterdialect.h"

#include <QHostAddress>
#include <QString>
#include <QtGlobal>

enum class SimMode
{
    Serve,
    Backfill
};

// Timestamp unit and framing of a backfill file: OpenMetrics (seconds, "# EOF")
// for promtool, Prometheus text with millisecond timestamps for
// VictoriaMetrics' /api/v1/import/prometheus.
enum class BackfillFormat
{
    OpenMetrics,
    PrometheusMs
};

// Everything that determines the simulated fleet and what to do with it. Two
// runs with equal options produce equal values, whichever the mode.
struct SimOptions
{
    int nodes = 8;
    int gpusPerNode = 8;
    quint64 seed = 42;
    qint64 originSecs = 0;
    qint64 incidentAtSecs = 0;
    ExporterDialect dialect;

    SimMode mode = SimMode::Serve;
    QHostAddress listenAddress{QHostAddress::LocalHost};
    quint16 listenPort = 0;

    QString backfillPath;
    BackfillFormat backfillFormat = BackfillFormat::OpenMetrics;
    qint64 fromSecs = 0;
    qint64 toSecs = 0;
    // Seconds between backfilled samples: a multiple of the model's 15 s
    // step (values stay those of the 15 s steps written).
    qint64 backfillStepSecs = 15;
    // With --explain-faults: where to write the fault schedule (JSON, "-"
    // for stdout; empty: nowhere).
    QString faultSchedulePath;
};
