#pragma once

#include "azurecall.h"
#include "azurecloud.h"
#include "dashboard.h"
#include "queryjob.h"
#include "queryplanner.h"
#include "sourceconfig.h"
#include "tokenprovider.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;

// One azure-monitor source: Azure Monitor metrics of one resource, of many
// resources through metrics:getBatch, and Log Analytics KQL, all under one
// sign-in. Identical requests in flight (two lanes, same data) share one call.
class AzureMonitorClient final : public QObject
{
    Q_OBJECT
  public:
    AzureMonitorClient(SourceConfig config, AzureCloud cloud, TokenProvider *tokens,
                       QNetworkAccessManager *nam, QObject *parent = nullptr);

    const SourceConfig &config() const { return m_config; }
    const AzureCloud &cloud() const { return m_cloud; }
    TokenProvider *tokens() const { return m_tokens; }
    QueryPlanner::Input planInput() const;
    // A job for a metric spec ({resource|resources, metric, aggregation, filter})
    // or a KQL spec ({workspace, kql}), or why the spec cannot run.
    std::expected<QueryJob *, SourceError> query(const QuerySpec &spec,
                                                 const QueryPlanner::Plan &plan);
    // A Log Analytics query of `kql` in `workspace` over an ISO 8601
    // `timespan` ("start/end"; empty: what the query itself says).
    AzureCall::Request kqlRequest(const QString &workspace, const QString &kql,
                                  const QString &timespan) const;
    // Azure's last word on the read budget left, e.g. "11998", or empty.
    QString remainingReads() const { return m_remainingReads; }
    int callsStarted() const { return m_callsStarted; }

    // Used by the jobs: an in-flight call for this request, shared with any
    // job that asked for the same; release() when no longer interested.
    AzureCall *acquire(const AzureCall::Request &request);
    void release(AzureCall *call);

    // Azure's metric time grains; the finest one not below the step.
    static QString grainFor(qint64 stepMs);

  signals:
    void budgetChanged(const QString &remainingReads);
    void retrying(const QString &reason, qint64 delayMs);

  private:
    struct Shared
    {
        QPointer<AzureCall> call;
        int listeners = 0;
    };
    SourceConfig m_config;
    AzureCloud m_cloud;
    QPointer<TokenProvider> m_tokens;
    QNetworkAccessManager *m_nam;
    QHash<QByteArray, Shared> m_inflight;
    QString m_remainingReads;
    int m_callsStarted = 0;
};
