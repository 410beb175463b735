#include "explainserieswriter.h"

#include "counterstate.h"
#include "expositiontext.h"
#include "fleetmodel.h"
#include "hashnoise.h"

#include <cmath>

using ExpositionText::appendBytes;
using ExpositionText::appendFixed;
using ExpositionText::appendInteger;
using ExpositionText::appendNumber;

namespace {

constexpr char kKsmScrapeLabels[] = "job=\"kube-state-metrics\",instance=\"10.244.0.9:8080\"";

void openLine(const char *name, std::string_view suffix, std::string &out)
{
    out += name;
    out += suffix;
    out += '{';
}

void closeLine(std::string_view stamp, std::string &out)
{
    out += stamp;
    out += '\n';
}

} // namespace

ExplainSeriesWriter::ExplainSeriesWriter(const FleetModel &model)
    : m_model(model), m_containers(model), m_nodes(model, m_containers)
{
    const FleetTopology &topology = model.topology();
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        const SimPod &p = topology.pods()[size_t(pod)];
        const TeamSpec &team = FleetTopology::team(p.team);
        m_restartLabels.push_back("container=\"" + QByteArray(team.container) + "\",namespace=\"" +
                                  team.ns + "\",pod=\"" + p.name + "\"," + kKsmScrapeLabels);
        // A pod now and then has restarted before the history.
        m_restartBase.push_back(HashNoise::hash(model.seed(), 0x2e57, quint64(pod)) % 5 == 0 ? 1
                                                                                             : 0);
    }
    for (int team = 0; team < FleetTopology::kTeamCount; ++team)
        m_generationBase.push_back(3 + int(HashNoise::hash(model.seed(), 0x9e4, team) % 40));
}

void ExplainSeriesWriter::appendSamples(const MetricFamily &family, const StepContext &ctx,
                                        const CounterState &counters, std::string_view stamp,
                                        std::string &out) const
{
    switch (family.kind) {
    case MetricFamily::Kind::Node:
        appendNodes(family, ctx, stamp, out);
        break;
    case MetricFamily::Kind::Container:
        appendContainers(family, ctx, stamp, out);
        break;
    case MetricFamily::Kind::PodGauge:
    case MetricFamily::Kind::Summary:
        appendServer(family, ctx, counters, stamp, out);
        break;
    case MetricFamily::Kind::Generation:
    case MetricFamily::Kind::Restarts:
        appendKube(family, ctx, stamp, out);
        break;
    default:
        break;
    }
}

void ExplainSeriesWriter::appendNodes(const MetricFamily &family, const StepContext &ctx,
                                      std::string_view stamp, std::string &out) const
{
    const std::vector<QByteArray> &series = m_nodes.seriesLabels(family.nodeField);
    for (int node = 0; node < m_model.topology().nodeCount(); ++node) {
        for (int s = 0; s < int(series.size()); ++s) {
            openLine(family.name, {}, out);
            appendBytes(series[size_t(s)], out);
            appendBytes(m_nodes.nodeLabels(node), out);
            out += "} ";
            appendNumber(m_nodes.value(family.nodeField, node, s, ctx.t), out);
            closeLine(stamp, out);
        }
    }
}

void ExplainSeriesWriter::appendContainers(const MetricFamily &family, const StepContext &ctx,
                                           std::string_view stamp, std::string &out) const
{
    using Field = MetricFamily::ContainerField;
    const FaultEffects &effects = m_model.faultEffects();
    for (int pod = 0; pod < int(m_model.topology().pods().size()); ++pod) {
        if (!m_model.podExists(ctx, pod))
            continue;
        openLine(family.name, {}, out);
        appendBytes(m_containers.labels(pod, effects.rolledOut(pod, ctx.t)), out);
        out += "} ";
        double value = 0.0;
        switch (family.containerField) {
        case Field::CpuSeconds:
            value = std::round(m_containers.cpuSeconds(pod, ctx.step) * 1e6) / 1e6;
            break;
        case Field::CfsPeriods:
            value = m_containers.cfsPeriods(pod, ctx.step);
            break;
        case Field::CfsThrottledPeriods:
            value = m_containers.cfsThrottledPeriods(pod, ctx.step);
            break;
        case Field::CfsThrottledSeconds:
            value = m_containers.cfsThrottledSeconds(pod, ctx.step);
            break;
        case Field::WorkingSetBytes:
            value = m_containers.workingSetBytes(pod, ctx.t);
            break;
        }
        appendNumber(value, out);
        closeLine(stamp, out);
    }
}

void ExplainSeriesWriter::appendServer(const MetricFamily &family, const StepContext &ctx,
                                       const CounterState &counters, std::string_view stamp,
                                       std::string &out) const
{
    const FleetTopology &topology = m_model.topology();
    for (int pod = 0; pod < int(topology.pods().size()); ++pod) {
        if (!m_model.podServing(ctx, pod))
            continue;
        const QByteArray &labels = topology.pods()[size_t(pod)].latencyLabels;
        if (family.kind == MetricFamily::Kind::Summary) {
            const PodCounters &c = counters.pod(pod);
            openLine(family.name, "_sum", out);
            appendBytes(labels, out);
            out += "} ";
            appendFixed(c.preprocessMicros, 6, out);
            closeLine(stamp, out);
            openLine(family.name, "_count", out);
            appendBytes(labels, out);
            out += "} ";
            appendInteger(c.count, out);
            closeLine(stamp, out);
            continue;
        }
        const PodTraffic traffic = m_model.podTraffic(ctx, pod);
        openLine(family.name, {}, out);
        appendBytes(labels, out);
        out += "} ";
        appendNumber(family.podGauge == MetricFamily::PodGaugeValue::BatchSize ? traffic.batchSize
                                                                               : traffic.queueSize,
                     out);
        closeLine(stamp, out);
    }
}

void ExplainSeriesWriter::appendKube(const MetricFamily &family, const StepContext &ctx,
                                     std::string_view stamp, std::string &out) const
{
    const FaultEffects &effects = m_model.faultEffects();
    if (family.kind == MetricFamily::Kind::Generation) {
        for (int team = 0; team < FleetTopology::kTeamCount; ++team) {
            openLine(family.name, {}, out);
            appendBytes(FleetTopology::teamLabels(team), out);
            out += "} ";
            appendInteger(m_generationBase[size_t(team)] + effects.generationBump(team, ctx.t),
                          out);
            closeLine(stamp, out);
        }
        return;
    }
    for (int pod = 0; pod < int(m_model.topology().pods().size()); ++pod) {
        if (!m_model.podExists(ctx, pod))
            continue;
        openLine(family.name, {}, out);
        appendBytes(m_restartLabels[size_t(pod)], out);
        out += "} ";
        appendInteger(m_restartBase[size_t(pod)] + effects.extraRestarts(pod, ctx.t), out);
        closeLine(stamp, out);
    }
}
