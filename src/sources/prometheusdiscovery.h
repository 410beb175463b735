#pragma once

#include "metriccatalog.h"

#include <QObject>
#include <QPointer>

class PrometheusClient;
class QNetworkReply;

// Asks one Prometheus-compatible source, once, what it holds: its metric
// names over the last hour, its version, and the label names of dcgm's
// series (for the host label's spelling and MIG). Three small requests,
// bounded whatever the server's size: the names list is cut at kMaxNames
// (servers that know `limit` cut it themselves), and no series are listed.
class PrometheusDiscovery final : public QObject
{
    Q_OBJECT
  public:
    static constexpr qsizetype kMaxNames = 50'000;

    PrometheusDiscovery(PrometheusClient *client, QObject *parent = nullptr);

    void start();
    const MetricCatalog &catalog() const { return m_catalog; }

  signals:
    void finished();

  private:
    void send(const QString &bearer);
    void probeLabels();
    void oneDone();

    QPointer<PrometheusClient> m_client;
    MetricCatalog m_catalog;
    QString m_bearer;
    int m_pending = 0;
    bool m_done = false;
};
