#include "fleettopology.h"

#include "hashnoise.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace {

// Totals as dcgm reports them (FB_USED + FB_FREE + FB_RESERVED).
// The A100s' and H100's half profiles are NVIDIA's; T4 and A10 have no MIG,
// but --mig splits every GPU so that a fleet has one shape, and names theirs
// the same way.
constexpr GpuModelSpec kA100Sxm40{
    "NVIDIA A100-SXM4-40GB", 40960, 512, 1410, 210, 1215, 55.0, 400.0, "3g.20gb"};
constexpr GpuModelSpec kH100Sxm80{
    "NVIDIA H100 80GB HBM3", 81920, 1024, 1980, 345, 2619, 70.0, 700.0, "3g.40gb"};
constexpr GpuModelSpec kA100Pcie80{
    "NVIDIA A100 80GB PCIe", 81920, 1024, 1410, 210, 1512, 45.0, 300.0, "3g.40gb"};
constexpr GpuModelSpec kT4{"Tesla T4", 15360, 256, 1590, 300, 5000, 10.0, 70.0, "3g.8gb"};
constexpr GpuModelSpec kA10{"NVIDIA A10", 24576, 320, 1695, 210, 6251, 20.0, 150.0, "3g.12gb"};

// Two SKUs per GPU count so that a fleet mixes models across nodes; the first
// half of the nodes gets the first SKU. Counts without a matching SKU reuse
// the 8-GPU pair.
constexpr double kHdr = 25e9; // 200 Gb/s HDR InfiniBand, in bytes
constexpr double kNdr = 50e9; // 400 Gb/s NDR
constexpr NodeSku kSkus[][2] = {
    {{"Standard_ND96asr_v4", "gpua100", 8, &kA100Sxm40, 96, 900, kHdr},
     {"Standard_ND96isr_H100_v5", "gpuh100", 8, &kH100Sxm80, 96, 1900, kNdr}},
    {{"Standard_NC64as_T4_v3", "gput4", 4, &kT4, 64, 440, kHdr},
     {"Standard_NC96ads_A100_v4", "gpua100", 4, &kA100Pcie80, 96, 880, kHdr}},
    {{"Standard_NC48ads_A100_v4", "gpua100", 2, &kA100Pcie80, 48, 440, kHdr},
     {"Standard_NC48ads_A100_v4", "gpua100", 2, &kA100Pcie80, 48, 440, kHdr}},
    {{"Standard_NC24ads_A100_v4", "gpua100", 1, &kA100Pcie80, 24, 220, kHdr},
     {"Standard_NV36ads_A10_v5", "gpua10", 1, &kA10, 36, 440, kHdr}},
};

constexpr TeamSpec kTeams[FleetTopology::kTeamCount] = {
    {"team-a", "chat-llm", "vllm", 0.30, 90.0, 0.48, 0.22, 6.0, 0.22, 0.42,
     "meta-llama/Llama-3.1-8B-Instruct", "llama3_8b_instruct", "ChatServer"},
    {"team-b", "summarize-llm", "vllm", 0.25, 75.0, 0.50, 0.18, 4.0, 0.24, 0.40,
     "mistralai/Mistral-7B-Instruct-v0.3", "mistral_7b_instruct", "SummarizeServer"},
    {"team-c", "embed-api", "triton", 0.15, 60.0, 0.20, 0.10, 25.0, 0.16, 0.48,
     "BAAI/bge-large-en-v1.5", "bge_large_en", "EmbedServer"},
};

// PCI domains of the eight GPUs of an ND96asr_v4 as the guest sees them.
constexpr int kPciDomains[] = {0x1, 0x2, 0x3, 0x4, 0xb, 0xc, 0xd, 0xe};

constexpr char kPodAlphabet[] = "bcdfghjklmnpqrstvwxz2456789";

constexpr char kKsmScrapeLabels[] = "job=\"kube-state-metrics\",instance=\"10.244.0.9:8080\"";

QByteArray label(const char *name, const QByteArray &value)
{
    return QByteArray(name) + "=\"" + value + '"';
}

QByteArray hex(quint64 value, int digits)
{
    return QByteArray::number(value, 16).rightJustified(digits, '0').right(digits);
}

QByteArray podChars(quint64 h, int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        out += kPodAlphabet[h % (sizeof(kPodAlphabet) - 1)];
        h /= sizeof(kPodAlphabet) - 1;
    }
    return out;
}

// The labels an inference server puts on its latency series, each followed
// by a comma; the Kubernetes ones (namespace, pod) and the scrape's (job,
// instance) come around them.
QByteArray serverLabels(const TeamSpec &team, const QByteArray &podName, LatencyDialect latency)
{
    switch (latency) {
    case LatencyDialect::Generic:
        return label("deployment", team.deployment) + ',';
    case LatencyDialect::Vllm:
        return label("model_name", team.servedModel) + ",engine=\"0\",";
    case LatencyDialect::Triton:
        return label("model", team.tritonModel) + ",version=\"1\",";
    case LatencyDialect::Tgi:
        return {};
    case LatencyDialect::Otel:
    case LatencyDialect::OtelMs:
        return "http_route=\"/v1/completions\",http_request_method=\"POST\","
               "http_response_status_code=\"200\",";
    case LatencyDialect::Ray:
        // Ray names a replica after its deployment and a random suffix.
        return label("application", team.deployment) + ',' +
               label("deployment", team.rayDeployment) + ',' +
               label("replica", QByteArray(team.rayDeployment) + '#' + podName.right(5)) +
               ",route=\"/v1/completions\",";
    }
    return {};
}

const NodeSku &skuFor(int gpusPerNode, int node, int nodes)
{
    const auto *pair = std::find_if(std::begin(kSkus), std::end(kSkus),
                                    [&](const NodeSku(&p)[2]) { return p[0].gpus == gpusPerNode; });
    if (pair == std::end(kSkus))
        pair = std::begin(kSkus);
    return (*pair)[node < (nodes + 1) / 2 ? 0 : 1];
}

} // namespace

FleetTopology::FleetTopology(int nodes, int gpusPerNode, quint64 seed,
                             const ExporterDialect &dialect)
    : m_nodes(nodes), m_gpusPerNode(gpusPerNode)
{
    buildGpus(seed, dialect);
    placePods(seed, dialect.latency);
    if (dialect.timeSlicedPods > 1)
        addSlicedPods(seed, dialect.timeSlicedPods - 1, dialect.explainFaults());
    if (dialect.stalePodLabels) {
        const auto surge =
            std::find_if(m_pods.begin(), m_pods.end(), [](const SimPod &p) { return p.surge; });
        m_staleLabelGpu = surge == m_pods.end() ? -1 : surge->gpu;
    }
}

const TeamSpec &FleetTopology::team(int index)
{
    return kTeams[index];
}

QByteArray FleetTopology::teamLabels(int team)
{
    return label("namespace", kTeams[team].ns) + ',' +
           label("deployment", kTeams[team].deployment) + ',' + kKsmScrapeLabels;
}

void FleetTopology::buildGpus(quint64 seed, const ExporterDialect &dialect)
{
    m_gpus.reserve(size_t(m_nodes) * size_t(m_gpusPerNode));
    int poolIndex[2] = {0, 0};
    for (int node = 0; node < m_nodes; ++node) {
        const NodeSku &sku = skuFor(m_gpusPerNode, node, m_nodes);
        const int pool = node < (m_nodes + 1) / 2 ? 0 : 1;
        // AKS names VMSS instances <pool>-<8 digits>-vmss<6 base-36 digits>.
        const quint64 poolId = 10000000 + HashNoise::hash(seed, 0xa11, pool) % 90000000;
        const QByteArray host = QByteArray("aks-") + sku.nodepool + '-' +
                                QByteArray::number(poolId) + "-vmss" +
                                QByteArray::number(poolIndex[pool]++, 36).rightJustified(6, '0');
        const QByteArray nodeIp =
            "10.224." + QByteArray::number(node / 250) + '.' + QByteArray::number(node % 250 + 4);
        for (int index = 0; index < m_gpusPerNode; ++index) {
            SimGpu gpu;
            gpu.node = node;
            gpu.index = index;
            gpu.sku = &sku;
            const quint64 u1 = HashNoise::hash(seed, 0x1d1d, node, index, 1);
            const quint64 u2 = HashNoise::hash(seed, 0x1d1d, node, index, 2);
            const QByteArray uuid = "GPU-" + hex(u1 >> 32, 8) + '-' + hex(u1 >> 16, 4) + '-' +
                                    hex(u1, 4) + '-' + hex(u2 >> 48, 4) + '-' + hex(u2, 12);
            const int domain = index < 8 ? kPciDomains[index] : index + 1;
            gpu.ambientOffset =
                3.0 * HashNoise::signedUnit(HashNoise::hash(seed, 0xa3b, node, index));
            gpu.energyOffsetMilliJoules =
                100'000'000'000LL +
                qint64(HashNoise::unit(HashNoise::hash(seed, 0xe0, node, index)) * 4e11);
            // dcgm-exporter puts a MIG instance's labels between the model and the host.
            const QByteArray device =
                label("gpu", QByteArray::number(index)) + ',' + label("UUID", uuid) + ',' +
                label("pci_bus_id", hex(quint64(domain), 8).toUpper() + ":00:00.0") + ',' +
                label("device", "nvidia" + QByteArray::number(index)) + ',' +
                label("modelName", sku.model->modelName);
            const QByteArray node = label(dialect.hostLabel.constData(), host) + ',' +
                                    label("sku", sku.sku) + ',' + label("nodepool", sku.nodepool) +
                                    ",job=\"dcgm-exporter\"," + label("instance", nodeIp + ":9400");
            gpu.labels = device + ',' + node;
            gpu.host = host;
            gpu.nodeIp = nodeIp;
            if (dialect.mig) {
                for (int instance = 0; instance < 2; ++instance) {
                    gpu.migLabels[instance] =
                        device + ',' + label("GPU_I_PROFILE", sku.model->halfMigProfile) + ',' +
                        label("GPU_I_ID", QByteArray::number(instance + 1)) + ',' + node;
                }
            }
            m_gpus.push_back(std::move(gpu));
        }
    }
}

SimPod FleetTopology::makePod(quint64 seed, int team, int gpuIndex, const QByteArray &name,
                              LatencyDialect latency, int slice) const
{
    SimPod pod;
    pod.team = team;
    pod.gpu = gpuIndex;
    pod.name = name;
    const SimGpu &gpu = m_gpus[size_t(gpuIndex)];
    const QByteArray podIp = "10." + QByteArray::number(244 + gpu.node / 256) + '.' +
                             QByteArray::number(gpu.node % 256) + '.' +
                             QByteArray::number(10 + gpu.index + 20 * slice);
    const TeamSpec &spec = kTeams[team];
    pod.gpuLabels = ',' + label("container", spec.container) + ',' + label("namespace", spec.ns) +
                    ',' + label("pod", pod.name);
    pod.latencyLabels = label("namespace", spec.ns) + ',' + label("pod", pod.name) + ',' +
                        serverLabels(spec, pod.name, latency) + "job=\"inference\"," +
                        label("instance", podIp + ":8002");
    // kube-state-metrics' own label order; the uid is keyed by the name.
    quint64 nameKey = 0;
    for (const char c : name)
        nameKey = HashNoise::mix(nameKey ^ quint8(c));
    const quint64 u1 = HashNoise::hash(seed, 0x01d, nameKey, 1);
    const quint64 u2 = HashNoise::hash(seed, 0x01d, nameKey, 2);
    const QByteArray uid = hex(u1 >> 32, 8) + '-' + hex(u1 >> 16, 4) + '-' + hex(u1, 4) + '-' +
                           hex(u2 >> 48, 4) + '-' + hex(u2, 12);
    pod.requestLabels = label("namespace", spec.ns) + ',' + label("pod", pod.name) + ',' +
                        label("uid", uid) + ',' + label("container", spec.container) + ',' +
                        label("node", gpu.host) + ',' + kKsmScrapeLabels;
    pod.infoLabels = label("namespace", spec.ns) + ',' + label("pod", pod.name) + ',' +
                     label("uid", uid) + ',' + label("host_ip", gpu.nodeIp) + ',' +
                     label("pod_ip", podIp) + ',' + label("node", gpu.host) +
                     ",created_by_kind=\"ReplicaSet\"," +
                     label("created_by_name", name.left(name.lastIndexOf('-'))) +
                     ",priority_class=\"\",host_network=\"false\"," + kKsmScrapeLabels;
    return pod;
}

void FleetTopology::addSlicedPods(quint64 seed, int pods, bool servingOwner)
{
    m_sharedGpu = (m_nodes - 1) * m_gpusPerNode;
    // The noisy neighbour needs a victim that serves: the first GPU with a
    // pod of its own on the last node that has one.
    for (int node = m_nodes - 1, found = -1; servingOwner && found < 0 && node >= 0; --node) {
        for (int index = 0; found < 0 && index < m_gpusPerNode; ++index)
            if (m_gpus[size_t(node * m_gpusPerNode + index)].basePod >= 0)
                found = m_sharedGpu = node * m_gpusPerNode + index;
    }
    SimGpu &gpu = m_gpus[size_t(m_sharedGpu)];
    // A GPU without a pod of its own for the whole run is busy with the
    // first sliced pod instead (a surge pod placed there then shows on no
    // GPU series: the GPU stays shared by N pods throughout).
    const bool placed = gpu.basePod >= 0;
    const int own = gpu.basePod >= 0 ? m_pods[size_t(gpu.basePod)].team : 0;
    // Pods of the next teams in turn, so that the GPU's series differ in
    // namespace as well as pod.
    for (int k = placed ? 1 : 0; k <= pods; ++k) {
        const int team = (own + k) % kTeamCount;
        const QByteArray name = QByteArray(kTeams[team].deployment) + '-' +
                                podChars(HashNoise::hash(seed, 0x7e4, team), 10) + '-' +
                                podChars(HashNoise::hash(seed, 0x51ce, team, k), 5);
        SimPod pod = makePod(seed, team, m_sharedGpu, name, LatencyDialect::Generic, k);
        pod.sliced = true;
        if (!placed && k == 0)
            gpu.basePod = int(m_pods.size());
        else
            m_slicedPods.push_back(int(m_pods.size()));
        m_pods.push_back(std::move(pod));
    }
}

QByteArray FleetTopology::podName(quint64 seed, int team, int replica, bool surge) const
{
    // One pod-template hash per deployment: scaling does not change it.
    const QByteArray templateHash = podChars(HashNoise::hash(seed, 0x7e4, team), 10);
    return QByteArray(kTeams[team].deployment) + '-' + templateHash + '-' +
           podChars(HashNoise::hash(seed, 0x90d, team, replica, surge ? 1 : 0), 5);
}

void FleetTopology::placePods(quint64 seed, LatencyDialect latency)
{
    const int total = int(m_gpus.size());
    std::vector<int> order(size_t(total), 0);
    for (int i = 0; i < total; ++i)
        order[size_t(i)] = i;
    // Fisher-Yates keyed by the seed: the scheduler's spread, reproducibly.
    for (int i = total - 1; i > 0; --i) {
        const int j = int(HashNoise::hash(seed, 0x5c4ed, i) % quint64(i + 1));
        std::swap(order[size_t(i)], order[size_t(j)]);
    }

    int used = 0;
    for (int t = 0; t < kTeamCount; ++t)
        m_baseReplicas[t] = std::max(1, int(std::lround(kTeams[t].share * total)));
    used = m_baseReplicas[0] + m_baseReplicas[1] + m_baseReplicas[2];
    // The autoscaler adds half again; whatever is left stays idle all day.
    m_surgeReplicas = std::max(0, std::min((m_baseReplicas[kIncidentTeam] + 1) / 2, total - used));

    auto addPod = [&](int team, int replica, bool surge, int gpuIndex) {
        SimPod pod = makePod(seed, team, gpuIndex, podName(seed, team, replica, surge), latency);
        pod.surge = surge;
        const int podIndex = int(m_pods.size());
        if (surge)
            m_gpus[size_t(gpuIndex)].surgePod = podIndex;
        else
            m_gpus[size_t(gpuIndex)].basePod = podIndex;
        m_pods.push_back(std::move(pod));
    };

    int next = 0;
    for (int t = 0; t < kTeamCount; ++t) {
        for (int r = 0; r < m_baseReplicas[t]; ++r)
            addPod(t, r, false, order[size_t(next++)]);
    }
    for (int r = 0; r < m_surgeReplicas; ++r)
        addPod(kIncidentTeam, m_baseReplicas[kIncidentTeam] + r, true, order[size_t(next++)]);
}
