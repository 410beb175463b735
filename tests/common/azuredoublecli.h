#pragma once

#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"
#include "processrun.h"

#include <QJsonObject>
#include <QStringList>

// fleetscope-cli run against tools/azure-double as a user of the Azure
// sources would run it, and what the double counted meanwhile.

// `fleetscope-cli query` of one JSON query spec from `sources`, over
// [from, to] in seconds; `extra` options (--step, --format) go last.
inline ProcessRun cliQuery(const QString &sources, const QString &spec, qint64 from, qint64 to,
                           const QStringList &extra = {})
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                      QStringList{QStringLiteral("query"), QStringLiteral("--sources"), sources,
                                  QStringLiteral("--query-json"), spec, QStringLiteral("--from"),
                                  QString::number(from), QStringLiteral("--to"),
                                  QString::number(to)} +
                          extra);
}

// Yesterday from `hour`:00 UTC: a fixed, complete past window, so every
// answer is whole whatever the hour the test runs at.
inline qint64 windowStart(int hour = 10)
{
    return AzureDoubleApi::dayStart() + hour * 3600;
}

// The requests the double has counted on one endpoint ("login", "metrics",
// "batch").
inline int requestCount(AzureDoubleProcess &d, const char *endpoint)
{
    return d.stats()
        .object()
        .value(QLatin1String("endpoints"))
        .toObject()
        .value(QLatin1String(endpoint))
        .toObject()
        .value(QLatin1String("requests"))
        .toInt();
}
