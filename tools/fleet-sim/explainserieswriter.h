#pragma once

#include "containermodel.h"
#include "metricfamilies.h"
#include "nodemodel.h"

#include <QByteArray>

#include <string>
#include <string_view>
#include <vector>

class CounterState;
class FleetModel;
struct StepContext;

// Texts the samples of the families --explain-faults adds beyond
// dcgm-exporter's: node_exporter per node, cAdvisor per container,
// kube-state-metrics' generations and restarts, the inference server's
// gauges and preprocessing summary. ExpositionWriter hands it those
// families with the step's timestamp text.
class ExplainSeriesWriter final
{
  public:
    explicit ExplainSeriesWriter(const FleetModel &model);

    void appendSamples(const MetricFamily &family, const StepContext &ctx,
                       const CounterState &counters, std::string_view stamp,
                       std::string &out) const;

  private:
    void appendNodes(const MetricFamily &family, const StepContext &ctx, std::string_view stamp,
                     std::string &out) const;
    void appendContainers(const MetricFamily &family, const StepContext &ctx,
                          std::string_view stamp, std::string &out) const;
    void appendServer(const MetricFamily &family, const StepContext &ctx,
                      const CounterState &counters, std::string_view stamp, std::string &out) const;
    void appendKube(const MetricFamily &family, const StepContext &ctx, std::string_view stamp,
                    std::string &out) const;

    const FleetModel &m_model;
    ContainerModel m_containers;
    NodeModel m_nodes;
    std::vector<QByteArray> m_restartLabels; // per pod, kube-state-metrics' own
    std::vector<int> m_restartBase;
    std::vector<int> m_generationBase; // per team
};
