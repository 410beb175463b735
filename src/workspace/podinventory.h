#pragma once

#include "seriesset.h"

#include <QObject>
#include <QPointer>

class FleetDiscovery;
class QueryJob;
class SourceRegistry;
class TimeCursor;

// Which pods kube-state-metrics listed over the visible range, for the
// lanes' attribution checks: dcgm-exporter caches pod labels, so a GPU's
// series can go on naming a pod after it ended. One aggregate query
// (`max by (namespace, pod) (kube_pod_info)`, a series per pod, about 200
// points over the range; only pods a dcgm series names, where the source
// has dcgm's series) on the first Prometheus-compatible source whose
// discovery found kube_pod_info; none where no source has it. Asked again
// when the range moves by more than a step, or five minutes after the last
// answer, never more often.
class PodInventory final : public QObject
{
    Q_OBJECT
  public:
    PodInventory(SourceRegistry *registry, FleetDiscovery *discovery, TimeCursor *cursor,
                 QObject *parent = nullptr);
    ~PodInventory() override;

    // Asks if due; `nowMs` is the workspace's clock.
    void refresh(qint64 nowMs);
    // Empty when unknown (no source exports kube_pod_info, or no answer).
    const SeriesSet &pods() const { return m_pods; }
    // Counts answers, so a caller can tell a new one from the last.
    int generation() const { return m_generation; }
    // Forgets the answer (sources or dashboard changed).
    void reset();

  signals:
    void changed();

  private:
    SourceRegistry *m_registry;
    FleetDiscovery *m_discovery;
    TimeCursor *m_cursor;
    QPointer<QueryJob> m_job;
    SeriesSet m_pods;
    int m_generation = 0;
    qint64 m_askedFromMs = 0;
    qint64 m_askedToMs = 0;
    qint64 m_askedStepMs = 0;
    qint64 m_askedAtMs = 0;
};
