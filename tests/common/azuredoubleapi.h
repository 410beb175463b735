#pragma once

#include "azuredoubleprocess.h"

#include <QDateTime>
#include <QString>

// The resources, paths and scopes of the Azure APIs tools/azure-double
// imitates, and the past window its contract tests ask about, in the words
// the tests use.
namespace AzureDoubleApi {

using Query = AzureDoubleProcess::Query;
using Reply = AzureDoubleProcess::Reply;

inline const QString kClientId = QLatin1String(AzureDoubleProcess::kClientId);
inline const QString kSecret = QLatin1String(AzureDoubleProcess::kSecret);
inline const QString kSubscription =
    QStringLiteral("/subscriptions/") + QLatin1String(AzureDoubleProcess::kSubscription);
inline const QString kGroup = kSubscription + QStringLiteral("/resourceGroups/gpu-rg");
inline const QString kCluster = AzureDoubleProcess::aksCluster();
inline const QString kWorkspaceQuery =
    QStringLiteral("/v1/workspaces/%1/query").arg(QLatin1String(AzureDoubleProcess::kWorkspace));
inline const QString kBatch = kSubscription + QStringLiteral("/metrics:getBatch");
inline const QString kJobs =
    kGroup + QStringLiteral("/providers/Microsoft.Automation/automationAccounts/fleet-automation/"
                            "jobs/");
inline const QString kArm = QLatin1String(AzureDoubleProcess::kArmScope);
inline const QString kLogs = QLatin1String(AzureDoubleProcess::kLogsScope);
inline const QString kBatchScope = QLatin1String(AzureDoubleProcess::kBatchScope);

inline QString vm(int n)
{
    return AzureDoubleProcess::vm(n);
}

// Yesterday 00:00 UTC: a fixed past window keeps every answer complete and
// independent of the hour the test runs at.
inline qint64 dayStart()
{
    return (QDateTime::currentSecsSinceEpoch() / 86400 - 1) * 86400;
}

inline QString iso(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(Qt::ISODate);
}

inline QString span(qint64 from, qint64 to)
{
    return iso(from) + QLatin1Char('/') + iso(to);
}

} // namespace AzureDoubleApi
