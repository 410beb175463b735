#pragma once

#include "seriesset.h"

#include <QString>
#include <QStringList>
#include <vector>

// What a lane's series say about whose they are, where it is not what it
// seems: dcgm-exporter reports a time-sliced GPU once per pod sharing it,
// each series with the device's values, so a lane shows one GPU as several.
namespace LaneAttribution {

struct SharedGpu
{
    QString host;
    QString gpu;
    QString instance; // GPU_I_ID; empty for a whole GPU
    QStringList pods; // every pod seen on it at a time it was shared
};

// GPUs (by host, gpu and MIG instance) whose series name different pods at
// the same time with the same values, for two samples in a row or more (a
// pod replacing another is not sharing). Series without a pod or gpu label
// are not read. Groups series by device first, so a fleet without sharing
// costs one label lookup per series.
std::vector<SharedGpu> sharedGpus(const SeriesSet &set);

// A GPU whose series went on naming a pod after kube-state-metrics stopped
// listing it: dcgm-exporter caches pod labels.
struct EndedPod
{
    QString host;
    QString gpu;
    QString pod;
    qint64 fromMs = 0; // first sample after the pod ended
    qint64 ms = 0;     // how long, in samples times the lane's step
};

// `podsKnown`: a series per (namespace, pod) while kube-state-metrics
// listed it (kube_pod_info). A lane series with a pod and a gpu label,
// present at a time when podsKnown lists some pods (within two of its steps)
// but not this one, names an ended pod; runs of one sample are not counted
// (a scrape's lag). Longest first.
std::vector<EndedPod> endedPods(const SeriesSet &lane, const SeriesSet &podsKnown);

// The lane's caveats in words, one sentence each; empty when there is none.
QString note(const std::vector<SharedGpu> &shared, const std::vector<EndedPod> &ended = {});

} // namespace LaneAttribution
