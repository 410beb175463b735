#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <vector>

class FleetModel;

// What cAdvisor (through the kubelet) reports for each pod's serving
// container with --explain-faults: CPU used and throttled, CFS periods, the
// working set. Counters are closed forms from the origin (Cumulative), so
// any step can be asked in any order; the node's CPU (NodeModel) is built
// from the same sums.
class ContainerModel final
{
  public:
    // The CFS quota every serving container runs under, in cores.
    static constexpr double kCpuLimitCores = 4.0;

    explicit ContainerModel(const FleetModel &model);

    // container, image, namespace, pod, then the kubelet scrape's labels
    // (instance, job, metrics_path) and the node; `rolled`: the image of
    // the bad rollout's new version.
    const QByteArray &labels(int pod, bool rolled) const;

    // CPU cores in use at t, and CPU-seconds used since the origin at a step.
    double cpuCores(int pod, qint64 t) const;
    double cpuSeconds(int pod, qint64 step) const;
    double cfsPeriods(int pod, qint64 step) const;
    double cfsThrottledPeriods(int pod, qint64 step) const;
    double cfsThrottledSeconds(int pod, qint64 step) const;
    double workingSetBytes(int pod, qint64 t) const;

  private:
    struct CpuShape
    {
        double idleCores;
        double coresPerLoad;
    };
    CpuShape shapeOf(int pod) const;
    // Smooth rate noise of at most +-amplitude, summed from the origin.
    double noise(int pod, quint64 channel, double amplitude, qint64 step) const;

    const FleetModel &m_model;
    qint64 m_originStep;
    std::vector<QByteArray> m_labels[2];
};
