#pragma once

#include "automationhandler.h"
#include "budgetshandler.h"
#include "catalog.h"
#include "controlhandler.h"
#include "costhandler.h"
#include "doubleoptions.h"
#include "endpointclass.h"
#include "faultstate.h"
#include "identityhandler.h"
#include "loganalyticshandler.h"
#include "metricshandler.h"
#include "metricsynth.h"
#include "requeststats.h"
#include "tokenstore.h"

#include <QElapsedTimer>
#include <QStringList>

#include <optional>

struct HttpRequest;

// The simulated Azure behind one loopback port: routes a request to the
// service it imitates, checks its bearer token, injects the faults that are
// switched on, adds the headers every Azure answer carries and counts it.
class AzureDouble final
{
  public:
    explicit AzureDouble(const DoubleOptions &options);

    // The --faults documents, applied in order before the first request.
    bool applyStartupFaults(QString *error);
    void setListenPort(quint16 port) { m_port = port; }
    HttpResponse handle(const HttpRequest &request);

  private:
    struct Route
    {
        EndpointClass endpoint = EndpointClass::Unknown;
        QStringList parts;
    };

    static Route route(const QString &path);
    QString baseUrl(const HttpRequest &request) const;
    std::optional<HttpResponse> authorize(const HttpRequest &request, EndpointClass endpoint,
                                          const QString &baseUrl, QString *clientId) const;
    std::optional<HttpResponse> injectFault(const HttpRequest &request, const Route &route,
                                            const QString &clientId);
    HttpResponse dispatch(const HttpRequest &request, const Route &route, const QString &baseUrl,
                          qint64 nowSecs);
    void addHeaders(HttpResponse *response, EndpointClass endpoint, const QByteArray &method);

    DoubleOptions m_options;
    Catalog m_catalog;
    MetricSynth m_synth;
    FaultState m_faults;
    TokenStore m_tokens;
    RequestStats m_stats;
    int m_armReadsRemaining;
    int m_armWritesRemaining = 1199;
    IdentityHandler m_identity;
    MetricsHandler m_metrics;
    LogAnalyticsHandler m_logs;
    CostHandler m_cost;
    BudgetsHandler m_budgets;
    AutomationHandler m_automation;
    ControlHandler m_control;
    QElapsedTimer m_clock;
    quint16 m_port = 0;
};
