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

// The lane's caveat in words, empty when there is none.
QString note(const std::vector<SharedGpu> &shared);

} // namespace LaneAttribution
