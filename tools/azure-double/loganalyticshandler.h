#pragma once

#include "cannedkql.h"
#include "doubleoptions.h"
#include "httpresponse.h"

class FaultState;
struct HttpRequest;

// The Log Analytics query API, /v1/workspaces/{id}/query (POST with a JSON
// body, or GET with query parameters), answering canned query shapes.
class LogAnalyticsHandler final
{
  public:
    LogAnalyticsHandler(const FaultState &faults, const DoubleOptions &options)
        : m_faults(faults), m_kql(options.seed, options.appMetricsTable, options.customMetricsTable)
    {
    }

    HttpResponse query(const HttpRequest &request, const QString &workspaceId,
                       qint64 nowSecs) const;

    static constexpr int kMaxWaitSecs = 600;

  private:
    const FaultState &m_faults;
    CannedKql m_kql;
};
