#pragma once

#include "pricetable.h"
#include "seriesset.h"

#include <QHash>
#include <QString>

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

    // Cost of one utilisation-weighted busy GPU-hour; none when nothing was busy.
    std::optional<double> costPerBusyGpuHour() const
    {
        return busyGpuHours > 0 ? std::optional<double>(cost / busyGpuHours) : std::nullopt;
    }
    void add(const CostFigures &o);
};

struct CostLine
{
    QString group;
    CostFigures figures;
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

struct CostReport
{
    std::vector<CostLine> groups; // sorted by group name
    CostFigures total;
    QString currency;
    qint64 stepMs = 0;
    std::vector<UnpricedGpu> unpriced;
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
};

// Group for series without the group-by label.
QString noGroup();

// node -> instance type from `kube_node_labels` series
// (label_node_kubernetes_io_instance_type, or the older beta label).
QHash<QString, QString> nodeSkusFromKubeNodeLabels(const SeriesSet &kubeNodeLabels);

// The SKU of a node: price table override, else kube-state-metrics, else the
// GPU model's SKU. Empty when none applies.
QString skuFor(const QString &node, const QString &modelName, const PriceTable &prices,
               const QHash<QString, QString> &nodeSkus);

// `utilisation` holds DCGM_FI_DEV_GPU_UTIL (0..100) per GPU, with Hostname or
// hostname, gpu, modelName and the group-by label where known.
CostReport compute(const SeriesSet &utilisation, const PriceTable &prices, const Options &options);

// Money for people: prices are estimates to a cent per hour, so amounts from
// 100 up are whole units and smaller ones cents. No digit grouping, so that a
// CSV cell stays a number.
QString formatMoney(double amount);
// Hours to two decimals.
QString formatHours(double hours);
} // namespace CostModel
