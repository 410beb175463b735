#pragma once

#include "faultplan.h"

#include <QByteArray>
#include <QtGlobal>

#include <vector>

class ContainerModel;
class FleetModel;

// The node_exporter fields fleet-sim exports with --explain-faults.
enum class NodeField
{
    CpuSeconds,
    Load1,
    Load5,
    Load15,
    MemAvailable,
    MemTotal,
    PressureCpuWaiting,
    PressureIoWaiting,
    PressureIoStalled,
    PressureMemoryWaiting,
    DiskReads,
    DiskWrites,
    DiskReadBytes,
    DiskWrittenBytes,
    DiskReadTime,
    DiskWriteTime,
    DiskIoTime,
    DiskIoTimeWeighted,
    DiskIoNow,
    NetReceiveBytes,
    NetTransmitBytes,
    IbReceivedBytes,
    IbTransmittedBytes,
    IbErrorsReceived,
    IbLinkErrorRecovery,
    IbLinkDowned,
    IbTransmitWait,
    IbRate,
    IbState,
};

// What node_exporter reports for each GPU node: CPU by mode (for the first
// nodeCpus vCPUs), load, memory, pressure (PSI), the local disks, the
// front-end network and one InfiniBand port per GPU. The node's CPU is its
// daemons plus its pods' containers (ContainerModel); the faults of a node
// (a stalled disk, a degraded port) show here. Counters are closed forms
// from the origin; every value is a pure function of the node and the step.
class NodeModel final
{
  public:
    NodeModel(const FleetModel &model, const ContainerModel &containers);

    // The series of a field on one node, as the labels that tell them apart
    // (cpu and mode, device, device and port), each ending in a comma, or
    // one empty set.
    const std::vector<QByteArray> &seriesLabels(NodeField field) const;
    // instance, job and node: the node's name as Kubernetes knows it,
    // relabelled from the node_exporter pod's node (README.md).
    const QByteArray &nodeLabels(int node) const { return m_nodeLabels[size_t(node)]; }
    double value(NodeField field, int node, int series, qint64 t) const;

  private:
    enum class Group
    {
        Node,
        Cpu,
        Disk,
        Network,
        Infiniband,
    };
    static Group groupOf(NodeField field);
    double cpuValue(int node, int series, qint64 step) const;
    double busyCores(int node, qint64 t) const;
    double diskValue(NodeField field, int node, int disk, qint64 step) const;
    double ibValue(NodeField field, int node, int port, qint64 step) const;
    double ibBytesPerSec(int node, int port, double load) const;
    // Smooth rate noise of at most +-amplitude, summed from the origin.
    double noise(int node, quint64 channel, double amplitude, qint64 step) const;
    // The fault of a kind where it is on `node`, else nullptr.
    const InjectedFault *onNode(FaultKind kind, int node) const;

    const FleetModel &m_model;
    const ContainerModel &m_containers;
    qint64 m_originStep;
    int m_cpus;
    std::vector<QByteArray> m_nodeLabels;
    std::vector<std::vector<int>> m_podsOnNode;
    std::vector<QByteArray> m_series[5];
};
