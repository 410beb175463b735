#pragma once

#include "dashboard.h"
#include "sourceconfig.h"

#include <optional>

#include <memory>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class SourceRegistry;

// "Test connection" for one source: each step says what works and what does
// not, in order, so a user can tell a bad secret from a missing role from an
// unreachable endpoint. Prometheus: the API answers a query. Alertmanager:
// it lists its alerts. Azure: a token
// for every audience the source uses, then the management endpoint with it.
class ConnectionTest final : public QObject
{
    Q_OBJECT
  public:
    struct Step
    {
        QString what; // "Sign-in (https://management.azure.com)", "Endpoint"
        bool ok = false;
        QString message; // what happened, in words
    };

    ConnectionTest(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ConnectionTest() override;

    // `probe`, when given, is a query the source's lanes run (the first one of
    // the open dashboard): reading it proves permission where it matters.
    void start(const SourceConfig &config, const std::optional<QuerySpec> &probe = std::nullopt);
    const std::vector<Step> &steps() const { return m_steps; }
    bool allOk() const;

  signals:
    void stepDone(const ConnectionTest::Step &step);
    void finished();

  private:
    void nextAzureScope();
    void probeAzureManagement();
    void probePrometheus();
    void probeAlertmanager();
    void probeQuery();
    void add(const QString &what, bool ok, const QString &message);

    QNetworkAccessManager *m_nam;
    std::unique_ptr<SourceRegistry> m_registry;
    SourceConfig m_config;
    std::optional<QuerySpec> m_probe;
    QStringList m_scopes;
    std::vector<Step> m_steps;
};
