#include "faultschedule.h"

#include "fleetmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string_view>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// What an engineer would see first, and the metrics that tell the cause.
struct KindFacts
{
    const char *summary;
    const char *lane;
    std::vector<const char *> causes;
};

KindFacts factsOf(FaultKind kind, bool newerDcgm)
{
    static const char *reasons = "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS";
    static const char *newerReasons = "DCGM_FI_DEV_CLOCKS_EVENT_REASONS";
    const char *clockReasons = newerDcgm ? newerReasons : reasons;
    switch (kind) {
    case FaultKind::Thermal:
        return {"the node's GPUs throttle for heat: hot, clocked down, requests slower",
                "p95_latency",
                {clockReasons, "DCGM_FI_DEV_THERMAL_VIOLATION", "DCGM_FI_DEV_GPU_TEMP",
                 "DCGM_FI_DEV_MEMORY_TEMP", "DCGM_FI_DEV_SM_CLOCK"}};
    case FaultKind::CpuPreprocess:
        return {"the namespace's containers run out of CPU preprocessing: throttled, GPUs "
                "starved, requests slower",
                "p95_latency",
                {"container_cpu_usage_seconds_total", "container_cpu_cfs_throttled_periods_total",
                 "container_cpu_cfs_throttled_seconds_total",
                 "inference_preprocess_duration_seconds_sum",
                 "node_pressure_cpu_waiting_seconds_total"}};
    case FaultKind::IbLink:
        return {"one InfiniBand port of the node retrains at a quarter of its rate with errors; "
                "the node's job waits for it",
                "p95_latency",
                {"node_infiniband_port_errors_received_total",
                 "node_infiniband_link_error_recovery_total", "node_infiniband_link_downed_total",
                 "node_infiniband_rate_bytes_per_second",
                 "node_infiniband_port_transmit_wait_total",
                 "node_infiniband_port_data_received_bytes_total",
                 "node_infiniband_port_data_transmitted_bytes_total"}};
    case FaultKind::NoisyNeighbour:
        return {"a pod time-sliced onto the GPU starts a job: the GPU is full and its own pod's "
                "requests slower",
                "p95_latency",
                {"container_cpu_usage_seconds_total", "container_cpu_cfs_throttled_periods_total",
                 "container_cpu_cfs_throttled_seconds_total", "container_memory_working_set_bytes",
                 "DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_PROF_GR_ENGINE_ACTIVE", "DCGM_FI_PROF_SM_ACTIVE",
                 "DCGM_FI_PROF_SM_OCCUPANCY", "DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_FB_FREE"}};
    case FaultKind::BadRollout:
        return {
            "the deployment rolls out a new image whose model is slower, and rolls it back",
            "p95_latency",
            {"kube_deployment_metadata_generation", "kube_deployment_status_observed_generation"}};
    case FaultKind::StorageStall:
        return {"the node's NVMe disk stalls: I/O time and waits up, throughput down, requests "
                "slower",
                "p95_latency",
                {"node_disk_io_time_seconds_total", "node_disk_io_time_weighted_seconds_total",
                 "node_disk_read_time_seconds_total", "node_disk_write_time_seconds_total",
                 "node_disk_io_now", "node_disk_reads_completed_total",
                 "node_disk_writes_completed_total", "node_disk_read_bytes_total",
                 "node_disk_written_bytes_total", "node_pressure_io_waiting_seconds_total",
                 "node_pressure_io_stalled_seconds_total"}};
    case FaultKind::GpuOffBus:
        return {"the GPU falls off the bus (XID 79): its series vanish and its pod is down",
                "pods",
                {"DCGM_FI_DEV_XID_ERRORS", "DCGM_EXP_XID_ERRORS_COUNT"}};
    case FaultKind::PowerCap:
        return {"the node's GPUs get a power limit of 40 %: power pinned, clocks down, requests "
                "slower",
                "p95_latency",
                {"DCGM_FI_DEV_POWER_MGMT_LIMIT", "DCGM_FI_DEV_POWER_VIOLATION", clockReasons,
                 "DCGM_FI_DEV_SM_CLOCK", "DCGM_FI_DEV_POWER_USAGE"}};
    case FaultKind::Ecc:
        return {"the GPU corrects more and more single-bit ECC errors, then a double-bit error "
                "(XID 48) crashes its pod, which reloads",
                "pods",
                {"DCGM_FI_DEV_ECC_SBE_VOL_TOTAL", "DCGM_FI_DEV_ECC_SBE_AGG_TOTAL",
                 "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", "DCGM_FI_DEV_ECC_DBE_AGG_TOTAL",
                 "DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", "DCGM_FI_DEV_XID_ERRORS",
                 "DCGM_EXP_XID_ERRORS_COUNT"}};
    case FaultKind::BatchSize:
        return {"the namespace raises its batch size fourfold: more GPU memory for the KV cache, "
                "requests slower",
                "gpu_memory",
                {"inference_batch_size"}};
    }
    return {"", "", {}};
}

QJsonObject place(const QString &label, const QString &value)
{
    return {{u"label"_s, label}, {u"value"_s, value}};
}

} // namespace

namespace FaultSchedule {

QByteArray toJson(const FleetModel &model)
{
    const FleetTopology &topology = model.topology();
    const ExporterDialect &dialect = model.dialect();
    const QString hostLabel = QString::fromLatin1(dialect.hostLabel);
    QJsonArray faults;
    for (const InjectedFault &f : model.faultEffects().plan().faults()) {
        const KindFacts facts = factsOf(f.kind, dialect.newerDcgm());
        QJsonArray causes;
        for (const char *metric : facts.causes)
            if (dialect.newerDcgm() || std::string_view(metric) != "DCGM_EXP_XID_ERRORS_COUNT")
                causes.append(QString::fromLatin1(metric));
        QJsonArray places;
        if (f.node >= 0) {
            const QString host =
                QString::fromLatin1(topology.gpus()[size_t(f.node * topology.gpusPerNode())].host);
            places.append(place(hostLabel, host));
            places.append(place(u"node"_s, host));
        }
        const int podOfFault = f.kind == FaultKind::NoisyNeighbour ? f.neighbour : f.pod;
        if (podOfFault >= 0)
            places.append(
                place(u"pod"_s, QString::fromLatin1(topology.pods()[size_t(podOfFault)].name)));
        if (f.team >= 0) {
            const TeamSpec &team = FleetTopology::team(f.team);
            places.append(place(u"namespace"_s, QString::fromLatin1(team.ns)));
            places.append(place(u"deployment"_s, QString::fromLatin1(team.deployment)));
        }
        QJsonObject fault{{u"kind"_s, QString::fromLatin1(FaultPlan::name(f.kind))},
                          {u"start"_s, f.startSecs},
                          {u"end"_s, f.endSecs},
                          {u"summary"_s, QString::fromLatin1(facts.summary)},
                          {u"causeMetrics"_s, causes},
                          {u"places"_s, places},
                          {u"symptomLane"_s, QString::fromLatin1(facts.lane)}};
        if (f.gpu >= 0)
            fault.insert(u"gpu"_s, QString::number(f.gpu % topology.gpusPerNode()));
        if (f.port >= 0)
            fault.insert(u"infinibandDevice"_s, u"mlx5_%1"_s.arg(f.port));
        faults.append(fault);
    }
    const QJsonObject root{{u"dashboard"_s, u"builtin:gpu-inference"_s},
                           {u"fleet"_s, QJsonObject{{u"nodes"_s, topology.nodeCount()},
                                                    {u"gpusPerNode"_s, topology.gpusPerNode()},
                                                    {u"seed"_s, QString::number(model.seed())},
                                                    {u"origin"_s, model.originSecs()},
                                                    {u"hostLabel"_s, hostLabel}}},
                           {u"faults"_s, faults}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace FaultSchedule
