#include "fleetdiscovery.h"

#include "appinsightsdiscovery.h"
#include "azuremonitorclient.h"
#include "prometheusclient.h"
#include "prometheusdiscovery.h"
#include "sourceregistry.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QTimer>

FleetDiscovery::FleetDiscovery(SourceRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry)
{
}

FleetDiscovery::~FleetDiscovery() = default;

void FleetDiscovery::discover()
{
    std::map<QString, QByteArray> wanted;
    for (const SourceConfig &s : m_registry->sources().sources)
        if ((s.type == SourceConfig::Type::Prometheus && m_registry->prometheusClient(s.name)) ||
            (s.type == SourceConfig::Type::AzureMonitor && !s.workspace.isEmpty() &&
             m_registry->azureClient(s.name)))
            wanted[s.name] = QJsonDocument(s.raw).toJson(QJsonDocument::Compact);
    for (auto it = m_catalogs.begin(); it != m_catalogs.end();) {
        const auto w = wanted.find(it->first);
        if (w == wanted.end() || w->second != m_fingerprints[it->first]) {
            m_fingerprints.erase(it->first);
            it = m_catalogs.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = m_running.begin(); it != m_running.end();) {
        const auto w = wanted.find(it->first);
        if (w == wanted.end() || w->second != m_fingerprints[it->first]) {
            it->second->disconnect(this);
            it->second->deleteLater();
            it = m_running.erase(it);
        } else {
            ++it;
        }
    }
    for (const auto &[name, fingerprint] : wanted) {
        if (m_catalogs.count(name) || m_running.count(name))
            continue;
        m_fingerprints[name] = fingerprint;
        if (AzureMonitorClient *azure = m_registry->azureClient(name)) {
            auto *d = new AppInsightsDiscovery(azure, this);
            m_running[name] = d;
            connect(d, &AppInsightsDiscovery::finished, this,
                    [this, d, source = name] { onFinished(source, d, d->catalog()); });
            d->start();
        } else {
            auto *d = new PrometheusDiscovery(m_registry->prometheusClient(name), this);
            m_running[name] = d;
            connect(d, &PrometheusDiscovery::finished, this,
                    [this, d, source = name] { onFinished(source, d, d->catalog()); });
            d->start();
        }
    }
}

void FleetDiscovery::onFinished(const QString &source, QObject *discovery,
                                const MetricCatalog &catalog)
{
    m_catalogs[source] = catalog;
    m_running.erase(source);
    discovery->deleteLater();
    emit catalogReady(source);
    if (m_running.empty())
        emit allReady();
}

void FleetDiscovery::whenReady(QObject *context, std::function<void()> done)
{
    if (!isPending()) {
        done();
        return;
    }
    auto *once = new QObject(context);
    connect(this, &FleetDiscovery::allReady, once, [once, done = std::move(done)] {
        once->deleteLater();
        done();
    });
}

std::map<QString, MetricCatalog> FleetDiscovery::discoverNow(const SourceList &sources,
                                                             int timeoutMs)
{
    QNetworkAccessManager nam;
    SourceRegistry registry(&nam);
    registry.setSources(sources);
    FleetDiscovery discovery(&registry);
    discovery.discover();
    if (discovery.isPending()) {
        QEventLoop loop;
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        connect(&discovery, &FleetDiscovery::allReady, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return discovery.catalogs();
}
