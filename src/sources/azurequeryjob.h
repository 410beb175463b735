#pragma once

#include "azurecall.h"
#include "queryjob.h"

#include <functional>
#include <QFutureWatcher>
#include <QPointer>
#include <vector>

class AzureMonitorClient;

// Runs one or more Azure calls for one lane query (a single resource, a batch
// split into groups of 50, or a KQL query), parses every answer off the GUI
// thread and merges the series. `parse` turns one final HTTP answer into
// series or an error; it must be pure, since it runs on a worker thread.
class AzureQueryJob final : public QueryJob
{
    Q_OBJECT
  public:
    using Parse = std::function<QueryResult(const AzureCall::Response &)>;

    AzureQueryJob(AzureMonitorClient *client, std::vector<AzureCall::Request> requests, Parse parse,
                  QObject *parent = nullptr);
    ~AzureQueryJob() override;

    void start() override;
    void cancel() override;

  private:
    void startNext();
    void onCallFinished();
    void onParsed();
    void releaseCall();

    QPointer<AzureMonitorClient> m_client;
    std::vector<AzureCall::Request> m_requests;
    Parse m_parse;
    std::size_t m_next = 0;
    QPointer<AzureCall> m_call;
    QFutureWatcher<QueryResult> *m_watcher = nullptr;
    std::optional<SeriesSet> m_acc;
    QStringList m_warnings;
};
