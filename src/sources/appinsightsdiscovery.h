#pragma once

#include "metriccatalog.h"

#include <QObject>
#include <QPointer>

class AzureCall;
class AzureMonitorClient;

// Asks one azure-monitor source's Log Analytics workspace, once, which
// Application Insights custom metrics it holds: the distinct metric names of
// the last day in the workspace-based AppMetrics table and in classic
// customMetrics. Two small queries whatever the workspace's size; a table
// the workspace does not have is an answer ("not there"), not a failure.
class AppInsightsDiscovery final : public QObject
{
    Q_OBJECT
  public:
    AppInsightsDiscovery(AzureMonitorClient *client, QObject *parent = nullptr);
    ~AppInsightsDiscovery() override;

    void start();
    const MetricCatalog &catalog() const { return m_catalog; }

  signals:
    void finished();

  private:
    struct Table
    {
        const char *name = "";
        const char *nameColumn = "";
        const char *timeColumn = "";
        QPointer<AzureCall> call;
        QStringList names;
        bool missing = false;
        QString problem;
        bool done = false;
    };
    void oneDone();

    QPointer<AzureMonitorClient> m_client;
    Table m_tables[2]; // AppMetrics, customMetrics
    MetricCatalog m_catalog;
    bool m_done = false;
};
