#pragma once

#include "httpresponse.h"

#include <QJsonObject>
#include <QString>

class Catalog;
class FaultState;
class RequestStats;
class TokenStore;
struct DoubleOptions;
struct HttpRequest;

// The test-facing endpoints under /_double/: fault switches and run-time
// settings, request statistics, device-code approval and a description of
// the simulated world. They need no token and are neither counted nor
// subject to faults.
class ControlHandler final
{
  public:
    ControlHandler(FaultState &faults, RequestStats &stats, TokenStore &tokens,
                   const Catalog &catalog, DoubleOptions &options, int &armReadsRemaining)
        : m_faults(faults), m_stats(stats), m_tokens(tokens), m_catalog(catalog),
          m_options(options), m_armReadsRemaining(armReadsRemaining)
    {
    }

    // path: the part after "/_double".
    HttpResponse handle(const HttpRequest &request, const QString &path, const QString &baseUrl);

    // Applies fault switches and settings (the --faults JSON); all or nothing.
    bool apply(const QJsonObject &changes, QString *error);
    QJsonObject state() const;

  private:
    HttpResponse decideDeviceCode(const HttpRequest &request, bool approve);
    HttpResponse pendingDeviceCodes() const;
    HttpResponse deviceLoginPage(const QString &baseUrl) const;

    FaultState &m_faults;
    RequestStats &m_stats;
    TokenStore &m_tokens;
    const Catalog &m_catalog;
    DoubleOptions &m_options;
    int &m_armReadsRemaining;
};
