#pragma once

#include "faultplan.h"

#include <QByteArray>

#include <vector>

// Which kube-state-metrics series the fleet exports.
enum class KsmSeries
{
    Full,     // spec replicas and available replicas (fleet-sim's own)
    Replicas, // spec replicas and status replicas, no "available"
    None,     // no kube-state-metrics at all
};

// Whose names and units the inference latency is exported under.
enum class LatencyDialect
{
    Generic, // inference_request_duration_seconds (fleet-sim's own)
    Vllm,
    Triton,
    Tgi,
    Otel,
    OtelMs,
    Ray,
};

// How the exporters of the simulated fleet speak: which dcgm-exporter
// version and counter file, which kube-state-metrics series, which inference
// server, and whether GPU health faults are scripted. The default is
// fleet-sim's own dialect, whose output is fixed: the demo and the tests
// rely on it byte for byte.
struct ExporterDialect
{
    QByteArray hostLabel = "Hostname"; // "hostname" for the newer dcgm-exporter
    bool fbReserved = true;
    bool gpuUtil = true;
    KsmSeries ksm = KsmSeries::Full;
    LatencyDialect latency = LatencyDialect::Generic;
    bool mig = false;
    bool healthFaults = false;
    // How dcgm-exporter attributes GPUs to pods where that goes wrong for a
    // cost review: GPU 0 of the last node time-sliced between this many pods
    // (0: none), each on a series of its own with the same device values;
    // and one GPU that keeps the pod labels of a pod that has ended.
    int timeSlicedPods = 0;
    bool stalePodLabels = false;
    // kube-state-metrics' kube_node_labels with the instance type and the
    // agent pool, as an allowlist of those node labels exports them.
    bool nodeLabels = false;
    // --explain-faults: the first of the ten injected faults at this Unix
    // time (0: none), one every faultSpacingSecs; the fleet then also speaks
    // node_exporter, cAdvisor, more of dcgm-exporter, kube-state-metrics and
    // its inference server (README.md), with node_cpu_seconds_total for
    // nodeCpus of each node's vCPUs.
    qint64 explainFaultsAt = 0;
    qint64 faultSpacingSecs = 1800;
    std::vector<FaultKind> faultKinds; // those to inject, in order; empty: all
    int nodeCpus = 8;

    bool explainFaults() const { return explainFaultsAt > 0; }
    // The GPU health fields, scripted by --health-faults or by the injected
    // faults.
    bool healthFields() const { return healthFaults || explainFaults(); }
    // The newer dcgm-exporter names the host label in lower case, calls the
    // throttle reasons clock event reasons and counts XIDs in a window.
    bool newerDcgm() const { return hostLabel == "hostname"; }
    // kube-state-metrics' kube_pod_info, which tells a live pod from a stale
    // label, is exported only where the attribution options ask for it: the
    // default output stays as it was.
    bool podInfo() const
    {
        return (timeSlicedPods > 0 || stalePodLabels) && ksm != KsmSeries::None;
    }
    // kube-state-metrics' resource requests (a GPU per pod): wherever it is scraped.
    bool podRequests() const { return ksm != KsmSeries::None; }
    bool exportsNodeLabels() const { return nodeLabels && ksm != KsmSeries::None; }
};
