#pragma once

#include "costledger.h"
#include "pricetable.h"
#include "seriesset.h"

#include <QDate>
#include <QHash>
#include <QMap>
#include <QString>
#include <QTimeZone>

#include <array>
#include <optional>
#include <vector>

// GPU-hours and what they cost, per group and in total. Hours and money are
// kept unrounded; only formatMoney()/formatHours() round, for display.
struct CostFigures
{
    double gpuHours = 0;           // samples present x step
    double busyGpuHours = 0;       // sum of util/100 x step
    double idleGpuHours = 0;       // sum of step where util < threshold
    double unobservedGpuHours = 0; // grid points without a sample (exporter down)
    double cost = 0;               // gpuHours x per-GPU price
    double idleCost = 0;           // idleGpuHours x per-GPU price
    double unpricedGpuHours = 0;   // part of gpuHours on GPUs whose SKU has no price
    // The ledger (CostLedger): every observed GPU-hour in exactly one of
    // used (busyGpuHours), allocated but idle (a pod held the GPU; the rest
    // of its hour) and unallocated (no pod held it), and what each cost;
    // unobserved hours priced apart.
    double allocatedIdleGpuHours = 0;
    double unallocatedGpuHours = 0;
    double usedCost = 0;
    double allocatedIdleCost = 0;
    double unallocatedCost = 0;
    double unobservedCost = 0;
    // Allocation: GPU-hours the pods requested (kube-state-metrics'
    // kube_pod_container_resource_requests for nvidia.com/gpu; a time-sliced
    // GPU's replicas each count), and the hours a running pod held a GPU by
    // the DCGM pod labels (what stands in where requests are not exported).
    double requestedGpuHours = 0;
    double allocatedGpuHours = 0;

    // Cost of one utilisation-weighted busy GPU-hour; none when nothing was busy.
    std::optional<double> costPerBusyGpuHour() const
    {
        return busyGpuHours > 0 ? std::optional<double>(cost / busyGpuHours) : std::nullopt;
    }
    void add(const CostFigures &o);
};

// How a GPU's price was found, in the order tried: the price file's entry for
// its node, the node's instance type from kube-state-metrics (when the table
// prices it), the price file's entry for the GPU model dcgm-exporter
// reports (modelName); none when no rule gave a priced SKU.
enum class PriceRule : quint8
{
    Node = 1,
    InstanceType = 2,
    GpuModel = 4,
    None = 8,
};
// The rules that priced a row's GPU-hours, or-ed.
using PriceRules = quint8;

struct CostLine
{
    QString group;
    CostFigures figures;
    PriceRules priceRules = 0;
};

// A GPU that could not be priced: counted in the hours, left out of the cost,
// and named so the user can add its SKU to the price file.
struct UnpricedGpu
{
    QString node;
    QString gpu;
    QString sku; // empty when no SKU could be found at all
    QString modelName;
    double gpuHours = 0;
};

// Hours of the week in the report's time zone: Monday 00:00-01:00 is 0,
// Sunday 23:00-24:00 is 167.
constexpr int kHoursPerWeek = 7 * 24;
using WeekHours = std::array<double, kHoursPerWeek>;

// One GPU over the whole range: what the waste table, the heat map and the
// savings levers are made of.
struct GpuCost
{
    QString node;
    QString gpu;
    QString group; // of its series with the most samples
    QString sku;   // empty when none was found
    QString pool;  // node pool, empty when unknown
    QString modelName;
    double pricePerGpuHour = 0; // 0 when unpriced
    bool priced = false;
    PriceRule priceRule = PriceRule::None;
    // The instance type kube-state-metrics gave where the table has no
    // price for it (the GPU model's price was used, or none).
    QString unpricedInstanceType;
    CostFigures figures;
    WeekHours observedByWeekHour{}; // GPU-hours seen in each hour of the week
    WeekHours idleByWeekHour{};     // idle GPU-hours in each hour of the week
};

// A GPU (or MIG instance) whose series name several pods at once with the
// same values: how dcgm-exporter reports a time-sliced GPU. Its hours are
// split between the pods at each step, not counted once per pod.
struct SharedGpu
{
    QString node;
    QString gpu;
    QString instance; // GPU_I_ID; empty for a whole GPU
    int pods = 0;     // the most pods on it at one time
};

// A GPU whose series went on naming a pod after kube-state-metrics stopped
// listing it (dcgm-exporter caches pod labels).
struct EndedPodLabel
{
    QString node;
    QString gpu;
    QString instance;
    QString ns;
    QString pod;
    qint64 ms = 0;       // how long it did, in the range
    double gpuHours = 0; // the GPU-hours of that time
};

// A MIG profile the documented table (MigProfiles) does not hold for the
// GPU that reports it. Such a GPU's hour is split between the instances
// that report by their size, as the profile's name gives it.
struct UnknownMigProfile
{
    QString modelName;
    QString profile;
    QString node; // the first such GPU, to look at
    QString gpu;
    int gpus = 0; // GPUs with an instance of it
};

// One calendar day (in the report's time zone) per group.
struct DayCost
{
    QDate date;
    QMap<QString, CostFigures> groups;
};

struct CostReport
{
    std::vector<CostLine> groups; // sorted by group name
    CostFigures total;
    PriceRules totalPriceRules = 0;
    QString currency;
    qint64 stepMs = 0;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    QTimeZone timeZone;
    std::vector<UnpricedGpu> unpriced;
    std::vector<GpuCost> gpus; // sorted by idle cost, highest first
    std::vector<DayCost> days; // in date order, every day of the range
    // Physical GPUs partitioned into MIG instances, and their instances.
    int migGpus = 0;
    int migInstances = 0;
    // Hours of MIG slices no instance held (in the unallocated row).
    double emptyMigSliceGpuHours = 0;
    std::vector<UnknownMigProfile> unknownMigProfiles; // by model and profile
    std::vector<SharedGpu> sharedGpus;                 // by node and GPU
    std::vector<EndedPodLabel> endedPodLabels;         // most GPU-hours first
    // The grouping follows the pod, so the ended pods' hours went to
    // CostModel::podEnded() instead of the pod's group.
    bool podEndedGrouped = false;
    // The group of each pod a GPU series named ("namespace\x1fpod"), for
    // the requests of those pods (CostModel::addRequests).
    QHash<QString, QString> podGroups;
    // Where requestedGpuHours came from: kube-state-metrics' requests, or
    // (none exported) the DCGM pod labels' allocation.
    bool requestsFromKubeStateMetrics = false;

    // Hours the range spans (toMs - fromMs + one step).
    double rangeHours() const;
    const CostLine *group(const QString &name) const;
};

// The cost model: pure arithmetic over per-GPU utilisation series.
namespace CostModel {
struct Options
{
    // The grid the utilisation was evaluated on: fromMs, fromMs + stepMs, ...
    // up to toMs. A grid point where a series has no sample is unobserved.
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 stepMs = 0;
    double idleThresholdPct = 30.0; // util strictly below this is idle
    QString groupBy = QStringLiteral("namespace");
    // node -> SKU from kube-state-metrics; the price table's node overrides win.
    QHash<QString, QString> nodeSkus;
    // node -> node pool from kube-state-metrics, where the series do not say.
    QHash<QString, QString> nodePools;
    // Days and hours of the week are counted in this zone.
    QTimeZone timeZone = QTimeZone::utc();
};

// Group for series without the group-by label.
QString noGroup();
// Group for the hours of a GPU whose series named a pod that had ended.
QString podEnded();
// Whether a grouping comes from the pod (namespace, pod, container, a pod
// label such as CostCenter) rather than from the GPU or its node.
bool groupFollowsPod(const QString &groupBy);

// node -> instance type from `kube_node_labels` series
// (label_node_kubernetes_io_instance_type, or the older beta label).
QHash<QString, QString> nodeSkusFromKubeNodeLabels(const SeriesSet &kubeNodeLabels);
// node -> node pool from `kube_node_labels` (label_agentpool, AKS's
// label_kubernetes_azure_com_agentpool, or label_nodepool).
QHash<QString, QString> nodePoolsFromKubeNodeLabels(const SeriesSet &kubeNodeLabels);
// The node pool a series names itself (nodepool or agentpool), else empty.
QString poolLabel(const Labels &labels);

// The SKU of a node and the rule that found it (PriceRule's order). An
// instance type the table has no price for gives way to the GPU model's SKU
// when that one is priced; else it stays, unpriced. Empty when none applies.
struct Pricing
{
    QString sku;
    PriceRule rule = PriceRule::None;
    QString unpricedInstanceType;
};
Pricing pricing(const QString &node, const QString &modelName, const PriceTable &prices,
                const QHash<QString, QString> &nodeSkus);
QString skuFor(const QString &node, const QString &modelName, const PriceTable &prices,
               const QHash<QString, QString> &nodeSkus);
// The rules in `rules`, in PriceRule's order, as cost JSON and CSV name
// them: "node", "instanceType", "gpuModel", "none".
QStringList priceRuleKeys(PriceRules rules);
// The same for people: "price file (node)", "instance type", "GPU model".
QStringList priceRuleNames(PriceRules rules);

// `utilisation` holds the utilisation in percent (DCGM_FI_DEV_GPU_UTIL, or
// DCGM_FI_PROF_GR_ENGINE_ACTIVE x 100) per GPU or MIG instance (GPU_I_ID),
// with Hostname or hostname, gpu, modelName and the group-by label where
// known. A GPU is counted once however many series it has: at each step its
// hour is split between its MIG instances by their size (GPU_I_PROFILE), and
// an instance's share between the series reporting it then (pods
// time-sliced onto it, or a label change).
//
// `podsKnown` holds kube_pod_info per namespace and pod on the same grid;
// where it has samples at a step and lacks a series' pod, that pod had
// ended and the step's hours go to podEnded() when the grouping follows the
// pod. Empty: no such check.
CostReport compute(const SeriesSet &utilisation, const PriceTable &prices, const Options &options,
                   const SeriesSet &podsKnown = {});

// Adds what the pods requested (`requests`: GPUs requested per namespace and
// pod on the report's grid, kube_pod_container_resource_requests summed) to
// the groups their GPUs' hours went to (a pod no GPU series named goes by
// its namespace when grouping by namespace, else to noGroup()). Without
// requests (empty), the hours a running pod held a GPU stand in for them.
void addRequests(CostReport &report, const SeriesSet &requests, const Options &options);
// The CSV columns both cost CSVs add after a row's own: the ledger (used,
// allocated-idle and unallocated hours, the four costs rounded so they add
// up, the ledger's hours and cost), then requested GPU-hours and used ÷
// requested.
QStringList ledgerCsvHeader();
QStringList ledgerCsvCells(const CostFigures &figures);
// Average GPUs requested over the report's range.
double requestedGpus(const CostReport &report, const CostFigures &figures);
// Used ÷ requested GPU-hours; none without requests.
std::optional<double> efficiency(const CostFigures &figures);

// Which rule priced which GPUs: one entry per rule, SKU and GPU model, in
// PriceRule's order, then by SKU and model.
struct PricingUse
{
    PriceRule rule = PriceRule::None;
    QString sku;
    QString modelName;
    int gpus = 0;
    double gpuHours = 0; // observed and unobserved
    double cost = 0;
};
std::vector<PricingUse> pricingUses(const CostReport &report);

// What the figures rest on that a reader must know, one sentence each: MIG,
// GPUs shared by pods, pod labels that outlived their pods.
QStringList notes(const CostReport &report);

// Money for people: prices are estimates to a cent per hour, so amounts from
// 100 up are whole units and smaller ones cents. No digit grouping, so that a
// CSV cell stays a number.
QString formatMoney(double amount);
// Hours to two decimals.
QString formatHours(double hours);
} // namespace CostModel
