#pragma once

#include "exporterdialect.h"

#include <QByteArray>
#include <QtGlobal>

#include <vector>

// Hardware facts of one GPU model as dcgm-exporter would report them.
struct GpuModelSpec
{
    const char *modelName;
    int totalMiB;
    int reservedMiB;
    int maxSmClockMHz;
    int idleSmClockMHz;
    int memClockMHz;
    double idleWatts;
    double maxWatts;
    const char *halfMigProfile; // the MIG profile of half the GPU, for --mig
};

struct NodeSku
{
    const char *sku;
    const char *nodepool;
    int gpus;
    const GpuModelSpec *model;
    // The VM's host side, for node_exporter's series (--explain-faults).
    int vcpus;
    int memoryGiB;
    double ibBytesPerSec; // one InfiniBand port per GPU, at this signalling rate
};

// One team's inference deployment and how its traffic behaves.
struct TeamSpec
{
    const char *ns;
    const char *deployment;
    const char *container;
    double share;         // fraction of the fleet's GPUs running its pods
    double utilPeak;      // % GPU utilisation at full daytime load
    double memWeights;    // fraction of GPU memory taken by the model
    double memKvMax;      // extra fraction for KV cache at full load
    double rpsPerPod;     // requests/s per pod at full load
    double latencyMedian; // seconds, lognormal median at full load
    double latencySigma;
    // What the team's model is called by the inference servers of --latency.
    const char *servedModel;   // vLLM's model_name
    const char *tritonModel;   // Triton's model
    const char *rayDeployment; // the Ray Serve deployment (class) serving it
};

struct SimGpu
{
    int node = 0;
    int index = 0;
    const NodeSku *sku = nullptr;
    int basePod = -1;  // pod placed here for the whole run
    int surgePod = -1; // pod the incident's scale-up places here
    double ambientOffset = 0.0;
    qint64 energyOffsetMilliJoules = 0;
    QByteArray labels; // dcgm-exporter labels without the Kubernetes ones
    QByteArray host;   // the node's name
    QByteArray nodeIp;
    // With --mig, the labels of its two MIG instances (GPU_I_PROFILE, GPU_I_ID).
    QByteArray migLabels[2];
};

struct SimPod
{
    int team = 0;
    int gpu = 0;
    bool surge = false;
    bool sliced = false; // time-sliced onto a GPU besides its own pod (--time-sliced)
    QByteArray name;
    QByteArray gpuLabels; // ,container=..,namespace=..,pod=.. appended to a GPU's labels
    // Labels of its latency series in the --latency dialect; for fleet-sim's
    // own: namespace, pod, deployment, job, instance.
    QByteArray latencyLabels;
    // Labels of its kube_pod_info series.
    QByteArray infoLabels;
    // Labels of its kube_pod_container_resource_requests series, before
    // resource and unit.
    QByteArray requestLabels;
};

// The fleet's fixed layout: nodes, GPUs, SKUs and where each team's pods run,
// and the labels its exporters put on them. Built once from (nodes, gpus,
// seed) and the dialect; time never changes it, only which surge pods exist.
class FleetTopology final
{
  public:
    static constexpr int kTeamCount = 3;
    static constexpr int kIncidentTeam = 1;

    FleetTopology(int nodes, int gpusPerNode, quint64 seed, const ExporterDialect &dialect = {});

    static const TeamSpec &team(int index);
    static QByteArray teamLabels(int team); // kube-state-metrics labels of its deployment

    int nodeCount() const { return m_nodes; }
    int gpusPerNode() const { return m_gpusPerNode; }
    const std::vector<SimGpu> &gpus() const { return m_gpus; }
    const std::vector<SimPod> &pods() const { return m_pods; }
    int baseReplicas(int team) const { return m_baseReplicas[team]; }
    int surgeReplicas(int team) const { return team == kIncidentTeam ? m_surgeReplicas : 0; }

    // --time-sliced: the GPU shared (GPU 0 of the last node, -1 without the
    // option; with --explain-faults the last node's first GPU whose own pod
    // serves, the noisy neighbour's victim) and the pods time-sliced onto it
    // besides its own (indices into pods()). They belong to no deployment's
    // replicas and serve no latency series; where placement left the GPU
    // without a pod, the first of them is its own.
    int sharedGpu() const { return m_sharedGpu; }
    const std::vector<int> &slicedPods() const { return m_slicedPods; }
    // --stale-pod-labels: the GPU of the first surge pod, which keeps that
    // pod's labels after it ended (-1 without the option).
    int staleLabelGpu() const { return m_staleLabelGpu; }

  private:
    void buildGpus(quint64 seed, const ExporterDialect &dialect);
    void placePods(quint64 seed, LatencyDialect latency);
    void addSlicedPods(quint64 seed, int pods, bool servingOwner);
    // `slice` numbers the pods time-sliced onto one GPU (0: its own).
    SimPod makePod(quint64 seed, int team, int gpuIndex, const QByteArray &name,
                   LatencyDialect latency, int slice = 0) const;
    QByteArray podName(quint64 seed, int team, int replica, bool surge) const;

    int m_nodes;
    int m_gpusPerNode;
    std::vector<SimGpu> m_gpus;
    std::vector<SimPod> m_pods;
    int m_baseReplicas[kTeamCount] = {};
    int m_surgeReplicas = 0;
    int m_sharedGpu = -1;
    std::vector<int> m_slicedPods;
    int m_staleLabelGpu = -1;
};
