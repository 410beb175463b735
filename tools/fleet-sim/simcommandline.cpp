#include "simcommandline.h"

#include "fleetmodel.h"

#include <QDateTime>

#include <algorithm>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kDaySecs = 86400;
constexpr qint64 kMaxUnixSecs = 253402300799; // 9999-12-31, keeps ms arithmetic in range

const QString kDescription =
    uR"(Simulated GPU inference fleet: dcgm-exporter gauges, an inference latency
histogram and kube-state-metrics replica counts for three teams' deployments,
in fleet-sim's own exporter dialect or in those of real fleets.

Modes (exactly one):
  --listen 127.0.0.1:PORT   serve GET /metrics (Prometheus text format); port 0
                            picks a free port. Prints "listening on ADDR:PORT".
  --backfill OUT            write samples every 15 s over [--from, --to] to OUT
                            ("-" for stdout), then exit.

Every value is a pure function of --seed, the node, the GPU and the 15 s-aligned
time; counters start from zero at --origin. Pass the same --seed, --nodes,
--gpus, --origin and --incident-at to a backfill and a live server and the live
values continue the backfilled series exactly.

Scripted incident in team-b, relative to --incident-at I:
  I+0..12m   batch size grows; team-b GPU memory climbs past 90 % (~9m)
  I+10..14m  P95 latency rises past 2 s (~12m) while GPU utilisation stays flat
  I+15m      autoscaler raises replicas; new pods land on idle GPUs
  I+18m      new pods ready; P95 under 2 s and memory under 90 % again by ~24m
  I+40m      replicas scale back down
Night window 22:00-06:00 UTC has low utilisation; some GPUs are idle all day.

Exporter dialects (without these options the output is fleet-sim's own, fixed
byte for byte):
  --host-label hostname  the newer dcgm-exporter's host label (default
                         Hostname); with --health-faults also its newer names
  --no-fb-reserved       no DCGM_FI_DEV_FB_RESERVED (custom counter files)
  --no-gpu-util          no DCGM_FI_DEV_GPU_UTIL; DCGM_FI_PROF_GR_ENGINE_ACTIVE
                         (a 0..1 ratio) stays
  --ksm replicas         kube_deployment_spec_replicas and
                         kube_deployment_status_replicas only; --ksm none: no
                         kube_* series (default full: spec and
                         kube_deployment_status_replicas_available)
  --mig                  every GPU split into two MIG instances: GPU_I_PROFILE
                         (half the GPU, e.g. 3g.40gb) and GPU_I_ID 1/2 on
                         FB_USED, FB_FREE, FB_RESERVED and the DCGM_FI_PROF_*
                         ratios; instance 1 runs the pod, instance 2 is idle
                         and has no pod labels; no DCGM_FI_DEV_GPU_UTIL; clocks,
                         temperatures, power, energy and XIDs stay per GPU,
                         without pod labels
  --latency DIALECT      the same latency under an inference server's names:
    generic  inference_request_duration_seconds (histogram, s; default)
    vllm     vllm:e2e_request_latency_seconds and
             vllm:time_to_first_token_seconds (0.15 x e2e; vLLM's buckets),
             labels model_name, engine
    triton   counters nv_inference_request_success, nv_inference_count,
             nv_inference_request_duration_us, nv_inference_queue_duration_us,
             nv_inference_compute_infer_duration_us (us), labels model, version
    tgi      tgi_request_duration (histogram, s)
    otel     http_server_request_duration_seconds (histogram, s), labels
             http_route, http_request_method, http_response_status_code
    otel-ms  http_server_duration_milliseconds (histogram, ms), same labels
    ray      ray_serve_deployment_processing_latency_ms (histogram, ms), labels
             application, deployment, replica, route
           Every dialect keeps namespace, pod, job and instance; only generic
           has the Kubernetes deployment (ray's deployment label is Ray's).
           Histograms share fleet-sim's buckets (in ms for the ms dialects).
  --fleet NAME           a preset; options given beside it override it:
    fleet-sim    the default
    dcgm4-vllm   --host-label hostname --no-fb-reserved --ksm replicas
                 --latency vllm
    mig-triton   --mig --latency triton
    tgi-no-ksm   --ksm none --latency tgi --no-fb-reserved
    ray-serve    --no-gpu-util --ksm replicas --latency ray
    otel-ms      --host-label hostname --latency otel-ms

GPU health faults (--health-faults): every GPU also exports
DCGM_FI_DEV_ECC_DBE_VOL_TOTAL, DCGM_FI_DEV_ROW_REMAP_FAILURE,
DCGM_FI_DEV_PCIE_REPLAY_COUNTER and the clock event reasons bit mask
(DCGM_FI_DEV_CLOCK_THROTTLE_REASONS; DCGM_FI_DEV_CLOCKS_EVENT_REASONS with
--host-label hostname, which also adds DCGM_EXP_XID_ERRORS_COUNT with labels
xid and window_size_in_ms="300000"). Bits set: 0x1 idle (utilisation < 5 %),
0x20 SW thermal, 0x40 HW thermal (never 0x4 SW power cap or 0x8 HW slowdown).
The faults replace the random XIDs; relative to I:
  I+5m      node 0, last GPU: XID 79; from I+6m it is off the bus, no series
  I+20m     last node, GPU 0: XID 48, ECC DBE total +2; row remap failure
            from I+21m
  I+25..35m last node, last GPU: PCIe replays +40 every 15 s
  I+30..45m node 0, GPU 0: thermal slowdown (0x60), hot and clocked down
  I+50m     node 0, GPU 1: XID 13, again at I+52m (XID count 1, then 2)
The gauge DCGM_FI_DEV_XID_ERRORS holds a code for 5 minutes. Use --nodes and
--gpus of at least 2 to keep the faulty GPUs apart.

Pod attribution, as dcgm-exporter gets it wrong for a cost review:
  --time-sliced N        GPU 0 of the last node is time-sliced between N pods
                         (2-8): the pod placed on it and N-1 more of the next
                         teams in turn. Every dcgm series of the GPU is
                         reported once per pod, with the same UUID, gpu and
                         host and the same values; namespace, pod and
                         container differ.
  --stale-pod-labels     the GPU of the first surge pod keeps that pod's
                         labels after the scale-down at I+40m deleted it,
                         with the idle GPU's values
  With either option (and --ksm full or replicas) kube-state-metrics also
  exports kube_pod_info for every pod while it exists: the sliced pods
  always, the surge pods from I+15m to I+40m only.
  --node-labels          kube-state-metrics also exports kube_node_labels per
                         node with label_node_kubernetes_io_instance_type
                         (the VM size) and label_agentpool, as an allowlist
                         of those labels gives them (not with --ksm none)

Faults for Explain's evaluation (--explain-faults T): ten faults whose causes
no lane of builtin:gpu-inference shows, each with a symptom on one that does,
one every --fault-spacing seconds (default 1800) from T, each 10 minutes long,
on different nodes and namespaces. The team-b incident is off (--incident-at
is ignored). The fleet then also exports more dcgm-exporter fields (power
limit, copy and SM activity, PCIe and NVLink bytes, ECC, remapped rows,
throttled time) and the health fields above, node_exporter (CPU by mode,
load, memory, pressure, disks, eth0, one InfiniBand port per GPU; labels
instance, job and node, the node's name), cAdvisor per serving container
(namespace, pod, container, image, node), kube-state-metrics' deployment
generations and container restarts, and the inference server's batch size,
queue size and preprocessing time. The first GPU with a pod of its own on
the last node that has one is time-sliced with one more pod (as --time-sliced
2, which sets how many). In order from T:
  +0     thermal-throttling  a node's GPUs hot (0x60), clocked down; slower
  +1x    cpu-preprocessing   team-c's containers out of CPU, throttled;
                             GPUs starved, slower
  +2x    infiniband-link     a node's mlx5 port at a quarter rate with errors;
                             the node's GPUs wait, slower
  +3x    noisy-neighbour     the time-sliced pod loads the GPU; its own pod
                             slower
  +4x    bad-rollout         team-b rolls out a new image (generation +1),
                             slower; rolled back from the last 3 minutes
  +5x    storage-stall       a node's NVMe: I/O time and waits up, reads down;
                             slower
  +6x    gpu-off-bus         a GPU: XID 79, its series vanish after 1 minute,
                             its pod is down (available replicas -1)
  +7x    power-capping       a node's GPUs: limit 40 %, power pinned, clocked
                             down (0x4); slower
  +8x    ecc-errors          a GPU corrects 1 SBE/s; at +3m a DBE, XID 48, its
                             pod restarts and is down 5 minutes
  +9x    batch-size          team-a's batches four times larger: more GPU
                             memory, slower
(x: the spacing). --fault-kinds injects only the kinds it names, in its
order. --fault-schedule FILE writes when and where each one is, with the
metrics that show its cause and the lane that shows its symptom.

Times are Unix seconds (UTC).)"_s;

struct FleetPreset
{
    QString name;
    ExporterDialect dialect;
};

const std::vector<FleetPreset> &fleetPresets()
{
    static const std::vector<FleetPreset> presets = [] {
        std::vector<FleetPreset> out;
        out.push_back({u"fleet-sim"_s, {}});
        ExporterDialect dcgm4;
        dcgm4.hostLabel = "hostname";
        dcgm4.fbReserved = false;
        dcgm4.ksm = KsmSeries::Replicas;
        dcgm4.latency = LatencyDialect::Vllm;
        out.push_back({u"dcgm4-vllm"_s, dcgm4});
        ExporterDialect migTriton;
        migTriton.mig = true;
        migTriton.latency = LatencyDialect::Triton;
        out.push_back({u"mig-triton"_s, migTriton});
        ExporterDialect tgi;
        tgi.ksm = KsmSeries::None;
        tgi.latency = LatencyDialect::Tgi;
        tgi.fbReserved = false;
        out.push_back({u"tgi-no-ksm"_s, tgi});
        ExporterDialect ray;
        ray.gpuUtil = false;
        ray.ksm = KsmSeries::Replicas;
        ray.latency = LatencyDialect::Ray;
        out.push_back({u"ray-serve"_s, ray});
        ExporterDialect otelMs;
        otelMs.hostLabel = "hostname";
        otelMs.latency = LatencyDialect::OtelMs;
        out.push_back({u"otel-ms"_s, otelMs});
        return out;
    }();
    return presets;
}

const std::vector<std::pair<QString, KsmSeries>> kKsmChoices = {
    {u"full"_s, KsmSeries::Full},
    {u"replicas"_s, KsmSeries::Replicas},
    {u"none"_s, KsmSeries::None},
};

const std::vector<std::pair<QString, LatencyDialect>> kLatencyChoices = {
    {u"generic"_s, LatencyDialect::Generic}, {u"vllm"_s, LatencyDialect::Vllm},
    {u"triton"_s, LatencyDialect::Triton},   {u"tgi"_s, LatencyDialect::Tgi},
    {u"otel"_s, LatencyDialect::Otel},       {u"otel-ms"_s, LatencyDialect::OtelMs},
    {u"ray"_s, LatencyDialect::Ray},
};

const std::vector<std::pair<QString, QByteArray>> kHostLabelChoices = {
    {u"Hostname"_s, "Hostname"},
    {u"hostname"_s, "hostname"},
};

} // namespace

SimCommandLine::SimCommandLine()
{
    m_parser.setApplicationDescription(kDescription);
    m_parser.addHelpOption();
    m_parser.addOptions({
        {u"nodes"_s, u"Number of GPU nodes (1-2000, default 8)."_s, u"N"_s},
        {u"gpus"_s, u"GPUs per node (1-16, default 8)."_s, u"M"_s},
        {u"seed"_s, u"Seed of all simulated variation (default 42)."_s, u"S"_s},
        {u"origin"_s,
         u"Unix seconds at which counters start from zero (default: midnight UTC of "
         "today minus 7 days)."_s,
         u"T"_s},
        {u"incident-at"_s,
         u"Unix seconds at which the team-b incident starts (default: the start of the "
         "current UTC hour minus 2 h)."_s,
         u"T"_s},
        {u"listen"_s, u"Serve /metrics on this loopback address, e.g. 127.0.0.1:0."_s,
         u"ADDR:PORT"_s},
        {u"backfill"_s, u"Write history to this file (\"-\" for stdout) and exit."_s, u"OUT"_s},
        {u"from"_s, u"First backfilled time, Unix seconds (rounded up to 15 s)."_s, u"T"_s},
        {u"to"_s, u"Last backfilled time, Unix seconds (rounded down to 15 s)."_s, u"T"_s},
        {u"backfill-format"_s,
         u"openmetrics (seconds, for promtool; default) or prometheus-ms "
         "(millisecond timestamps, for VictoriaMetrics' import API)."_s,
         u"FORMAT"_s},
        {u"fleet"_s,
         u"Exporter dialect preset: fleet-sim (default), dcgm4-vllm, mig-triton, tgi-no-ksm, "
         "ray-serve or otel-ms."_s,
         u"NAME"_s},
        {u"host-label"_s, u"Name of dcgm-exporter's host label: Hostname (default) or hostname."_s,
         u"NAME"_s},
        {u"no-fb-reserved"_s, u"Omit DCGM_FI_DEV_FB_RESERVED."_s},
        {u"no-gpu-util"_s, u"Omit DCGM_FI_DEV_GPU_UTIL."_s},
        {u"ksm"_s, u"kube-state-metrics series: full (default), replicas or none."_s, u"SERIES"_s},
        {u"mig"_s, u"Split every GPU into two MIG instances."_s},
        {u"latency"_s,
         u"Latency metric names: generic (default), vllm, triton, tgi, otel, otel-ms or ray."_s,
         u"DIALECT"_s},
        {u"health-faults"_s, u"Export GPU health fields and inject scripted faults."_s},
        {u"time-sliced"_s,
         u"Time-slice GPU 0 of the last node between N pods (2-8), one series each."_s, u"N"_s},
        {u"stale-pod-labels"_s,
         u"One GPU keeps the pod labels of a pod that ended (dcgm-exporter's cache)."_s},
        {u"node-labels"_s,
         u"Export kube-state-metrics' kube_node_labels with each node's instance type and "
         "agent pool."_s},
        {u"explain-faults"_s,
         u"Inject ten faults for Explain's evaluation, the first at Unix time T, and export "
         "node_exporter, cAdvisor and more (see above)."_s,
         u"T"_s},
        {u"fault-spacing"_s,
         u"Seconds from one injected fault to the next (900-86400, default 1800)."_s, u"S"_s},
        {u"fault-kinds"_s,
         u"Inject only these faults, in this order (comma-separated kinds, e.g. "
         "ecc-errors,infiniband-link)."_s,
         u"LIST"_s},
        {u"fault-schedule"_s,
         u"Write the injected faults' schedule (JSON) to this file (\"-\" for stdout)."_s,
         u"FILE"_s},
        {u"node-cpus"_s,
         u"vCPUs per node node_cpu_seconds_total reports (1-96, at most the smallest node's; "
         "default 8)."_s,
         u"N"_s},
        {u"backfill-step"_s,
         u"Seconds between backfilled samples, a multiple of 15 (default 15)."_s, u"S"_s},
    });
}

QString SimCommandLine::helpText() const
{
    return m_parser.helpText();
}

qint64 SimCommandLine::defaultOriginSecs(qint64 nowSecs)
{
    return nowSecs / kDaySecs * kDaySecs - 7 * kDaySecs;
}

qint64 SimCommandLine::defaultIncidentAtSecs(qint64 nowSecs)
{
    // Hour-aligned so that a backfill and a live server started within the
    // same UTC hour agree without being told; callers that may straddle an
    // hour pass --incident-at explicitly.
    return nowSecs / 3600 * 3600 - 2 * 3600;
}

bool SimCommandLine::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool SimCommandLine::parseInteger(const QString &name, qint64 min, qint64 max, qint64 *out)
{
    if (!m_parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = m_parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max)
        return fail(
            u"--%1 expects an integer in [%2, %3], got \"%4\""_s.arg(name).arg(min).arg(max).arg(
                text));
    *out = value;
    return true;
}

template <typename T>
bool SimCommandLine::parseChoice(const QString &name,
                                 const std::vector<std::pair<QString, T>> &choices, T *out)
{
    if (!m_parser.isSet(name))
        return true;
    const QString value = m_parser.value(name);
    QStringList names;
    for (const auto &[text, choice] : choices) {
        if (text == value) {
            *out = choice;
            return true;
        }
        names << text;
    }
    return fail(u"--%1 must be one of %2, got \"%3\""_s.arg(name, names.join(u", "_s), value));
}

bool SimCommandLine::parseDialect()
{
    ExporterDialect &dialect = m_options.dialect;
    if (m_parser.isSet(u"fleet"_s)) {
        const QString name = m_parser.value(u"fleet"_s);
        const auto &presets = fleetPresets();
        const auto preset = std::find_if(presets.begin(), presets.end(),
                                         [&](const FleetPreset &p) { return p.name == name; });
        if (preset == presets.end()) {
            QStringList names;
            for (const FleetPreset &p : presets)
                names << p.name;
            return fail(u"--fleet must be one of %1, got \"%2\""_s.arg(names.join(u", "_s), name));
        }
        dialect = preset->dialect;
    }
    // Options given beside a preset override it.
    if (m_parser.isSet(u"no-fb-reserved"_s))
        dialect.fbReserved = false;
    if (m_parser.isSet(u"no-gpu-util"_s))
        dialect.gpuUtil = false;
    if (m_parser.isSet(u"mig"_s))
        dialect.mig = true;
    if (m_parser.isSet(u"health-faults"_s))
        dialect.healthFaults = true;
    if (m_parser.isSet(u"stale-pod-labels"_s))
        dialect.stalePodLabels = true;
    if (m_parser.isSet(u"node-labels"_s))
        dialect.nodeLabels = true;
    qint64 slicedPods = dialect.timeSlicedPods;
    if (!parseInteger(u"time-sliced"_s, 2, 8, &slicedPods))
        return false;
    dialect.timeSlicedPods = int(slicedPods);
    return parseChoice(u"host-label"_s, kHostLabelChoices, &dialect.hostLabel) &&
           parseChoice(u"ksm"_s, kKsmChoices, &dialect.ksm) &&
           parseChoice(u"latency"_s, kLatencyChoices, &dialect.latency) && parseExplainFaults();
}

bool SimCommandLine::parseExplainFaults()
{
    ExporterDialect &dialect = m_options.dialect;
    if (!m_parser.isSet(u"explain-faults"_s)) {
        for (const QString &name :
             {u"fault-spacing"_s, u"fault-kinds"_s, u"fault-schedule"_s, u"node-cpus"_s}) {
            if (m_parser.isSet(name))
                return fail(u"--%1 only applies to --explain-faults"_s.arg(name));
        }
        return true;
    }
    qint64 nodeCpus = dialect.nodeCpus;
    if (!parseInteger(u"explain-faults"_s, 1, kMaxUnixSecs, &dialect.explainFaultsAt) ||
        !parseInteger(u"fault-spacing"_s, 900, kDaySecs, &dialect.faultSpacingSecs) ||
        !parseInteger(u"node-cpus"_s, 1, 96, &nodeCpus))
        return false;
    dialect.nodeCpus = int(nodeCpus);
    if (m_parser.isSet(u"fault-kinds"_s)) {
        QStringList names;
        for (const FaultKind kind : FaultPlan::allKinds())
            names << QString::fromLatin1(FaultPlan::name(kind));
        for (const QString &item : m_parser.value(u"fault-kinds"_s).split(u',')) {
            const qsizetype index = names.indexOf(item.trimmed());
            if (index < 0)
                return fail(u"--fault-kinds: unknown kind \"%1\" (kinds: %2)"_s.arg(
                    item.trimmed(), names.join(u", "_s)));
            const FaultKind kind = FaultPlan::allKinds()[size_t(index)];
            if (std::find(dialect.faultKinds.begin(), dialect.faultKinds.end(), kind) !=
                dialect.faultKinds.end())
                return fail(u"--fault-kinds names \"%1\" twice"_s.arg(item.trimmed()));
            dialect.faultKinds.push_back(kind);
        }
    }
    // The faults stand in for the incident and its surge, and are written in
    // fleet-sim's own server and device dialect.
    if (dialect.healthFaults)
        return fail(u"--explain-faults replaces --health-faults: give one of them"_s);
    if (dialect.stalePodLabels)
        return fail(
            u"--stale-pod-labels needs the team-b incident, which --explain-faults turns off"_s);
    if (dialect.mig)
        return fail(u"--explain-faults does not combine with --mig"_s);
    if (dialect.latency != LatencyDialect::Generic)
        return fail(u"--explain-faults needs the generic latency dialect"_s);
    // The noisy neighbour needs a time-sliced GPU.
    if (dialect.timeSlicedPods == 0)
        dialect.timeSlicedPods = 2;
    m_options.faultSchedulePath = m_parser.value(u"fault-schedule"_s);
    return true;
}

bool SimCommandLine::parseListen(const QString &value)
{
    const qsizetype colon = value.lastIndexOf(u':');
    if (colon <= 0)
        return fail(u"--listen expects HOST:PORT, got \"%1\""_s.arg(value));
    QString host = value.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = value.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return fail(u"--listen has an invalid port in \"%1\""_s.arg(value));
    const QHostAddress address =
        host == u"localhost"_s ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
    if (address.isNull())
        return fail(u"--listen needs a numeric loopback address, got \"%1\""_s.arg(host));
    // The simulator is test and demo infrastructure: it must never be
    // reachable from outside the machine.
    if (!address.isLoopback())
        return fail(u"refusing to listen on non-loopback address %1"_s.arg(host));
    m_options.listenAddress = address;
    m_options.listenPort = quint16(port);
    return true;
}

SimCommandLine::Result SimCommandLine::parse(const QStringList &arguments)
{
    if (!m_parser.parse(arguments)) {
        m_error = m_parser.errorText();
        return Result::Error;
    }
    if (m_parser.isSet(u"help"_s))
        return Result::Help;
    if (!m_parser.positionalArguments().isEmpty()) {
        m_error = u"unexpected argument \"%1\""_s.arg(m_parser.positionalArguments().first());
        return Result::Error;
    }

    const qint64 now = QDateTime::currentSecsSinceEpoch();
    m_options.originSecs = defaultOriginSecs(now);
    m_options.incidentAtSecs = defaultIncidentAtSecs(now);

    qint64 nodes = m_options.nodes;
    qint64 gpus = m_options.gpusPerNode;
    qint64 seed = qint64(m_options.seed);
    bool ok = parseInteger(u"nodes"_s, 1, 2000, &nodes) && parseInteger(u"gpus"_s, 1, 16, &gpus) &&
              parseInteger(u"seed"_s, 0, std::numeric_limits<qint64>::max(), &seed) &&
              parseInteger(u"origin"_s, 0, kMaxUnixSecs, &m_options.originSecs) &&
              parseInteger(u"incident-at"_s, 0, kMaxUnixSecs, &m_options.incidentAtSecs) &&
              parseInteger(u"from"_s, 0, kMaxUnixSecs, &m_options.fromSecs) &&
              parseInteger(u"to"_s, 0, kMaxUnixSecs, &m_options.toSecs) && parseDialect();
    if (!ok)
        return Result::Error;
    m_options.nodes = int(nodes);
    m_options.gpusPerNode = int(gpus);
    m_options.seed = quint64(seed);
    // Three teams plus at least one GPU the autoscaler can grow into.
    if (nodes * gpus < 4) {
        m_error = u"the fleet needs at least 4 GPUs (--nodes x --gpus)"_s;
        return Result::Error;
    }

    const bool listen = m_parser.isSet(u"listen"_s);
    const bool backfill = m_parser.isSet(u"backfill"_s);
    if (listen == backfill) {
        m_error = u"give exactly one of --listen or --backfill"_s;
        return Result::Error;
    }

    if (listen) {
        for (const QString &name : {u"from"_s, u"to"_s, u"backfill-format"_s, u"backfill-step"_s}) {
            if (m_parser.isSet(name)) {
                m_error = u"--%1 only applies to --backfill"_s.arg(name);
                return Result::Error;
            }
        }
        m_options.mode = SimMode::Serve;
        return parseListen(m_parser.value(u"listen"_s)) ? Result::Ok : Result::Error;
    }

    m_options.mode = SimMode::Backfill;
    m_options.backfillPath = m_parser.value(u"backfill"_s);
    if (m_options.backfillPath.isEmpty()) {
        m_error = u"--backfill needs a file name (or \"-\")"_s;
        return Result::Error;
    }
    if (!m_parser.isSet(u"from"_s) || !m_parser.isSet(u"to"_s)) {
        m_error = u"--backfill needs --from and --to"_s;
        return Result::Error;
    }
    const QString format = m_parser.value(u"backfill-format"_s);
    if (format.isEmpty() || format == u"openmetrics"_s) {
        m_options.backfillFormat = BackfillFormat::OpenMetrics;
    } else if (format == u"prometheus-ms"_s) {
        m_options.backfillFormat = BackfillFormat::PrometheusMs;
    } else {
        m_error =
            u"--backfill-format must be openmetrics or prometheus-ms, got \"%1\""_s.arg(format);
        return Result::Error;
    }
    if (!parseInteger(u"backfill-step"_s, FleetModel::kStepSecs, 3600, &m_options.backfillStepSecs))
        return Result::Error;
    if (m_options.backfillStepSecs % FleetModel::kStepSecs != 0) {
        m_error = u"--backfill-step must be a multiple of %1 s"_s.arg(FleetModel::kStepSecs);
        return Result::Error;
    }
    if (m_options.backfillPath == u"-"_s && m_options.faultSchedulePath == u"-"_s) {
        m_error = u"--backfill and --fault-schedule cannot both write to stdout"_s;
        return Result::Error;
    }
    if (m_options.fromSecs > m_options.toSecs) {
        m_error = u"--from is after --to"_s;
        return Result::Error;
    }
    if (m_options.fromSecs < m_options.originSecs) {
        m_error = u"--from is before --origin %1; counters start at the origin"_s.arg(
            m_options.originSecs);
        return Result::Error;
    }
    return Result::Ok;
}
