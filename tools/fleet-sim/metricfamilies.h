#pragma once

#include "exporterdialect.h"
#include "fleetmodel.h"
#include "nodemodel.h"

#include <vector>

// One metric family the fleet exports: its name, type and help text as the
// real exporter prints them, and where its values come from.
struct MetricFamily
{
    enum class Kind
    {
        Device,      // one line per GPU, from its GpuSample
        Instance,    // one line per MIG instance with --mig, else per GPU
        Energy,      // the energy counter, per GPU
        XidCount,    // dcgm-exporter's XIDs within its window, per GPU and code
        Replicas,    // kube-state-metrics, per team
        PodInfo,     // kube-state-metrics' kube_pod_info, per existing pod
        PodRequests, // kube-state-metrics' resource requests (GPU, CPU), per existing pod
        NodeLabels,  // kube-state-metrics' kube_node_labels, per node (--node-labels)
        Histogram,   // latency histogram, per serving pod
        PodCounter,  // cumulative latency counter (Triton), per serving pod
        // With --explain-faults:
        Node,       // node_exporter, per node and its series (NodeModel)
        Container,  // cAdvisor, per existing pod's serving container
        PodGauge,   // the inference server's gauges, per serving pod
        Summary,    // the server's preprocessing summary (_sum, _count), per serving pod
        Generation, // kube-state-metrics' deployment generation, per team
        Restarts,   // kube-state-metrics' container restarts, per existing pod
    };
    enum class ContainerField
    {
        CpuSeconds,
        CfsPeriods,
        CfsThrottledPeriods,
        CfsThrottledSeconds,
        WorkingSetBytes,
    };
    enum class PodGaugeValue
    {
        BatchSize,
        QueueSize,
    };
    enum class ReplicaCount
    {
        Spec,
        Available,
    };
    enum class HistogramSource
    {
        LatencySeconds,
        LatencyMillis, // the same buckets and values, in milliseconds
        TtftSeconds,
    };
    enum class PodCounterValue
    {
        Requests,
        SumMicros,
        QueueMicros,
        ComputeInferMicros,
    };

    const char *name;
    const char *type;
    const char *help;
    Kind kind;
    double GpuSample::*field = nullptr; // Device and Instance
    ReplicaCount replicas = ReplicaCount::Spec;
    HistogramSource histogram = HistogramSource::LatencySeconds;
    PodCounterValue podCounter = PodCounterValue::Requests;
    NodeField nodeField = NodeField::CpuSeconds;
    ContainerField containerField = ContainerField::CpuSeconds;
    PodGaugeValue podGauge = PodGaugeValue::BatchSize;

    bool needsGpuSamples() const;
    int counterParts() const; // CounterState::Part bits the family reads
};

// The families of a dialect in the order they are written. fleet-sim's own
// dialect gives today's families, in today's order.
std::vector<MetricFamily> metricFamilies(const ExporterDialect &dialect);

// With --explain-faults: more of dcgm-exporter (after its other GPU fields),
// and node_exporter, cAdvisor, kube-state-metrics' generations and restarts
// and the inference server's batch, queue and preprocessing (at the end).
void addExplainGpuFamilies(std::vector<MetricFamily> &out);
void addExplainHostFamilies(const ExporterDialect &dialect, std::vector<MetricFamily> &out);
