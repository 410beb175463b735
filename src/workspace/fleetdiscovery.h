#pragma once

#include "metriccatalog.h"
#include "sourceconfig.h"

#include <functional>
#include <map>
#include <QObject>
#include <QStringList>

class SourceRegistry;

// What each Prometheus-compatible source holds (and which Application
// Insights metrics an azure-monitor source's workspace has), asked once per source and
// kept while the app (or the command) runs. A changed source (URL, headers,
// auth) is asked again; the others keep their answer.
class FleetDiscovery final : public QObject
{
    Q_OBJECT
  public:
    explicit FleetDiscovery(SourceRegistry *registry, QObject *parent = nullptr);
    ~FleetDiscovery() override;

    // Asks every Prometheus-compatible source of the registry that has not
    // answered yet. Forgets sources that are gone or changed.
    void discover();
    bool isPending() const { return !m_running.empty(); }
    // The answers so far, by source name; unanswered sources are absent.
    const std::map<QString, MetricCatalog> &catalogs() const { return m_catalogs; }
    // Runs `done` once nothing is pending (at once when nothing is).
    void whenReady(QObject *context, std::function<void()> done);

    // For commands: asks every Prometheus-compatible source of `sources`
    // in a local event loop (needs a QCoreApplication) and returns the
    // answers; a source that has not answered within `timeoutMs` is left
    // out (its quantities take their first way).
    static std::map<QString, MetricCatalog> discoverNow(const SourceList &sources,
                                                        int timeoutMs = 15'000);

  signals:
    // One source answered (or failed to).
    void catalogReady(const QString &source);
    void allReady();

  private:
    void onFinished(const QString &source, QObject *discovery, const MetricCatalog &catalog);

    SourceRegistry *m_registry;
    std::map<QString, MetricCatalog> m_catalogs;
    std::map<QString, QByteArray> m_fingerprints; // what each answer was for
    std::map<QString, QObject *> m_running;       // a PrometheusDiscovery or AppInsightsDiscovery
};
