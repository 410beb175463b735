// The metric families --explain-faults adds: enough of what a real GPU
// fleet's exporters print that Explain has many unrelated metrics to sift,
// with the causes of the injected faults among them. Names, types and help
// texts as dcgm-exporter (default-counters.csv, dcp-metrics-included.csv),
// node_exporter (cpu, loadavg, meminfo, pressure, diskstats, netdev,
// infiniband), cAdvisor and kube-state-metrics print them; the inference
// server's follow the generic latency histogram's naming.

#include "metricfamilies.h"

namespace {

using Kind = MetricFamily::Kind;

MetricFamily device(const char *name, const char *type, const char *help, double GpuSample::*field)
{
    MetricFamily family{name, type, help, Kind::Device};
    family.field = field;
    return family;
}

MetricFamily node(const char *name, const char *help, NodeField field)
{
    const std::string_view n(name);
    const bool counter = n.size() > 6 && n.substr(n.size() - 6) == "_total";
    MetricFamily family{name, counter ? "counter" : "gauge", help, Kind::Node};
    family.nodeField = field;
    return family;
}

MetricFamily container(const char *name, const char *type, const char *help,
                       MetricFamily::ContainerField field)
{
    MetricFamily family{name, type, help, Kind::Container};
    family.containerField = field;
    return family;
}

MetricFamily podGauge(const char *name, const char *help, MetricFamily::PodGaugeValue value)
{
    MetricFamily family{name, "gauge", help, Kind::PodGauge};
    family.podGauge = value;
    return family;
}

} // namespace

void addExplainGpuFamilies(std::vector<MetricFamily> &out)
{
    out.push_back(device("DCGM_FI_DEV_POWER_MGMT_LIMIT", "gauge", "Power management limit (in W).",
                         &GpuSample::powerLimit));
    out.push_back(device("DCGM_FI_DEV_MEM_COPY_UTIL", "gauge", "Memory utilization (in %).",
                         &GpuSample::memCopyUtil));
    out.push_back(device("DCGM_FI_DEV_ENC_UTIL", "gauge", "Encoder utilization (in %).",
                         &GpuSample::encUtil));
    out.push_back(device("DCGM_FI_DEV_DEC_UTIL", "gauge", "Decoder utilization (in %).",
                         &GpuSample::decUtil));
    out.push_back(device("DCGM_FI_PROF_SM_ACTIVE", "gauge",
                         "The ratio of cycles an SM has at least 1 warp assigned.",
                         &GpuSample::smActive));
    out.push_back(device("DCGM_FI_PROF_SM_OCCUPANCY", "gauge",
                         "The ratio of number of warps resident on an SM.",
                         &GpuSample::smOccupancy));
    out.push_back(device("DCGM_FI_PROF_PCIE_TX_BYTES", "gauge",
                         "The rate of data transmitted over the PCIe bus - including both protocol "
                         "headers and data payloads - in bytes per second.",
                         &GpuSample::pcieTxBytes));
    out.push_back(device("DCGM_FI_PROF_PCIE_RX_BYTES", "gauge",
                         "The rate of data received over the PCIe bus - including both protocol "
                         "headers and data payloads - in bytes per second.",
                         &GpuSample::pcieRxBytes));
    out.push_back(device("DCGM_FI_PROF_NVLINK_TX_BYTES", "gauge",
                         "The rate of data transmitted over NVLink, not including protocol "
                         "headers, in bytes per second.",
                         &GpuSample::nvlinkTxBytes));
    out.push_back(device("DCGM_FI_PROF_NVLINK_RX_BYTES", "gauge",
                         "The rate of data received over NVLink, not including protocol headers, "
                         "in bytes per second.",
                         &GpuSample::nvlinkRxBytes));
    out.push_back(device("DCGM_FI_DEV_ECC_SBE_VOL_TOTAL", "counter",
                         "Total number of single-bit volatile ECC errors.",
                         &GpuSample::eccSbeVolatile));
    out.push_back(device("DCGM_FI_DEV_ECC_SBE_AGG_TOTAL", "counter",
                         "Total number of single-bit persistent ECC errors.",
                         &GpuSample::eccSbeAggregate));
    out.push_back(device("DCGM_FI_DEV_ECC_DBE_AGG_TOTAL", "counter",
                         "Total number of double-bit persistent ECC errors.",
                         &GpuSample::eccDbeAggregate));
    out.push_back(device("DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", "counter",
                         "Number of remapped rows for uncorrectable errors",
                         &GpuSample::uncorrectableRemappedRows));
    out.push_back(device("DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS", "counter",
                         "Number of remapped rows for correctable errors",
                         &GpuSample::correctableRemappedRows));
    out.push_back(device("DCGM_FI_DEV_POWER_VIOLATION", "counter",
                         "Throttling duration due to power constraints (in us).",
                         &GpuSample::powerViolation));
    out.push_back(device("DCGM_FI_DEV_THERMAL_VIOLATION", "counter",
                         "Throttling duration due to thermal constraints (in us).",
                         &GpuSample::thermalViolation));
}

void addExplainHostFamilies(const ExporterDialect &dialect, std::vector<MetricFamily> &out)
{
    using F = NodeField;
    const MetricFamily nodeFamilies[] = {
        node("node_cpu_seconds_total", "Seconds the CPUs spent in each mode.", F::CpuSeconds),
        node("node_load1", "1m load average.", F::Load1),
        node("node_load5", "5m load average.", F::Load5),
        node("node_load15", "15m load average.", F::Load15),
        node("node_memory_MemAvailable_bytes", "Memory information field MemAvailable_bytes.",
             F::MemAvailable),
        node("node_memory_MemTotal_bytes", "Memory information field MemTotal_bytes.", F::MemTotal),
        node("node_pressure_cpu_waiting_seconds_total",
             "Total time in seconds that processes have waited for CPU time",
             F::PressureCpuWaiting),
        node("node_pressure_io_waiting_seconds_total",
             "Total time in seconds that processes have waited due to IO congestion",
             F::PressureIoWaiting),
        node("node_pressure_io_stalled_seconds_total",
             "Total time in seconds no process could make progress due to IO congestion",
             F::PressureIoStalled),
        node("node_pressure_memory_waiting_seconds_total",
             "Total time in seconds that processes have waited for memory",
             F::PressureMemoryWaiting),
        node("node_disk_reads_completed_total", "The total number of reads completed successfully.",
             F::DiskReads),
        node("node_disk_writes_completed_total",
             "The total number of writes completed successfully.", F::DiskWrites),
        node("node_disk_read_bytes_total", "The total number of bytes read successfully.",
             F::DiskReadBytes),
        node("node_disk_written_bytes_total", "The total number of bytes written successfully.",
             F::DiskWrittenBytes),
        node("node_disk_read_time_seconds_total", "The total number of seconds spent by all reads.",
             F::DiskReadTime),
        node("node_disk_write_time_seconds_total",
             "This is the total number of seconds spent by all writes.", F::DiskWriteTime),
        node("node_disk_io_time_seconds_total", "Total seconds spent doing I/Os.", F::DiskIoTime),
        node("node_disk_io_time_weighted_seconds_total",
             "The weighted # of seconds spent doing I/Os.", F::DiskIoTimeWeighted),
        node("node_disk_io_now", "The number of I/Os currently in progress.", F::DiskIoNow),
        node("node_network_receive_bytes_total", "Network device statistic receive_bytes.",
             F::NetReceiveBytes),
        node("node_network_transmit_bytes_total", "Network device statistic transmit_bytes.",
             F::NetTransmitBytes),
        node("node_infiniband_port_data_received_bytes_total",
             "Number of data octets received on all links", F::IbReceivedBytes),
        node("node_infiniband_port_data_transmitted_bytes_total",
             "Number of data octets transmitted on all links", F::IbTransmittedBytes),
        node("node_infiniband_port_errors_received_total",
             "Number of packets containing an error that were received on this port",
             F::IbErrorsReceived),
        node("node_infiniband_link_error_recovery_total",
             "Number of times the link successfully recovered from an error state",
             F::IbLinkErrorRecovery),
        node("node_infiniband_link_downed_total",
             "Number of times the link failed to recover from an error state and went down",
             F::IbLinkDowned),
        node("node_infiniband_port_transmit_wait_total",
             "Number of ticks during which the port had data to transmit but no data was sent "
             "during the entire tick",
             F::IbTransmitWait),
        node("node_infiniband_rate_bytes_per_second", "Maximum signal transfer rate", F::IbRate),
        node("node_infiniband_state_id",
             "State of the InfiniBand port (0: no change, 1: down, 2: init, 3: armed, 4: active, "
             "5: act defer)",
             F::IbState),
    };
    out.insert(out.end(), std::begin(nodeFamilies), std::end(nodeFamilies));

    using C = MetricFamily::ContainerField;
    out.push_back(container("container_cpu_usage_seconds_total", "counter",
                            "Cumulative cpu time consumed in seconds.", C::CpuSeconds));
    out.push_back(container("container_cpu_cfs_periods_total", "counter",
                            "Number of elapsed enforcement period intervals.", C::CfsPeriods));
    out.push_back(container("container_cpu_cfs_throttled_periods_total", "counter",
                            "Number of throttled period intervals.", C::CfsThrottledPeriods));
    out.push_back(container("container_cpu_cfs_throttled_seconds_total", "counter",
                            "Total time duration the container has been throttled.",
                            C::CfsThrottledSeconds));
    out.push_back(container("container_memory_working_set_bytes", "gauge",
                            "Current working set in bytes.", C::WorkingSetBytes));

    if (dialect.ksm != KsmSeries::None) {
        out.push_back({"kube_deployment_metadata_generation", "gauge",
                       "Sequence number representing a specific generation of the desired state.",
                       Kind::Generation});
        out.push_back({"kube_deployment_status_observed_generation", "gauge",
                       "The generation observed by the deployment controller.", Kind::Generation});
        out.push_back({"kube_pod_container_status_restarts_total", "counter",
                       "The number of container restarts per container.", Kind::Restarts});
    }

    using P = MetricFamily::PodGaugeValue;
    out.push_back(podGauge("inference_batch_size", "Requests in the batch the model is running.",
                           P::BatchSize));
    out.push_back(
        podGauge("inference_queue_size", "Requests waiting in the server's queue.", P::QueueSize));
    out.push_back({"inference_preprocess_duration_seconds", "summary",
                   "Time spent preparing a request's inputs (tokenising) before the model runs.",
                   Kind::Summary});
}
