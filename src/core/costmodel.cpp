#include "costmodel.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace {
constexpr double kMsPerHour = 3'600'000.0;

QString nodeOf(const Labels &l)
{
    return l.valueCi(QStringLiteral("Hostname"));
}
} // namespace

void CostFigures::add(const CostFigures &o)
{
    gpuHours += o.gpuHours;
    busyGpuHours += o.busyGpuHours;
    idleGpuHours += o.idleGpuHours;
    unobservedGpuHours += o.unobservedGpuHours;
    cost += o.cost;
    idleCost += o.idleCost;
    unpricedGpuHours += o.unpricedGpuHours;
}

namespace CostModel {

QString noGroup()
{
    return QStringLiteral("(none)");
}

QHash<QString, QString> nodeSkusFromKubeNodeLabels(const SeriesSet &kubeNodeLabels)
{
    QHash<QString, QString> out;
    for (const Series &s : kubeNodeLabels.series) {
        const QString node = s.labels.value(QStringLiteral("node"));
        QString type = s.labels.value(QStringLiteral("label_node_kubernetes_io_instance_type"));
        if (type.isEmpty())
            type = s.labels.value(QStringLiteral("label_beta_kubernetes_io_instance_type"));
        if (!node.isEmpty() && !type.isEmpty())
            out.insert(node, type);
    }
    return out;
}

QString skuFor(const QString &node, const QString &modelName, const PriceTable &prices,
               const QHash<QString, QString> &nodeSkus)
{
    if (const QString o = prices.nodeSku(node); !o.isEmpty())
        return o;
    if (const QString k = nodeSkus.value(node); !k.isEmpty())
        return k;
    return prices.modelSku(modelName);
}

CostReport compute(const SeriesSet &utilisation, const PriceTable &prices, const Options &options)
{
    CostReport report;
    report.currency = prices.currency();
    report.stepMs = options.stepMs;
    const bool ranged = options.stepMs > 0 && options.toMs >= options.fromMs;
    const std::size_t gridPoints =
        ranged ? std::size_t((options.toMs - options.fromMs) / options.stepMs) + 1
               : utilisation.gridSize();
    const double stepHours = double(options.stepMs) / kMsPerHour;
    QMap<QString, CostFigures> groups;
    QMap<std::pair<QString, QString>, UnpricedGpu> unpriced;

    for (const Series &s : utilisation.series) {
        const QString node = nodeOf(s.labels);
        const QString model = s.labels.value(QStringLiteral("modelName"));
        const QString sku = skuFor(node, model, prices, options.nodeSkus);
        const SkuPrice *price = prices.sku(sku);
        // A partitioned GPU's device stands for its share of one GPU: one
        // hour of an NV6ads_A10_v5 is 1/6 GPU-hour at six times the VM's
        // price, which is what the VM costs.
        const double weight = price ? std::min(1.0, price->gpus) : 1.0;
        const double hoursPerSample = stepHours * weight;

        CostFigures f;
        std::size_t observed = 0;
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            if (!s.has(i))
                continue;
            const qint64 t = utilisation.timesMs[i];
            if (ranged && (t < options.fromMs || t > options.toMs))
                continue;
            const double util = s.values[i];
            // A NaN utilisation says nothing about use: unobserved, like a gap.
            if (std::isnan(util))
                continue;
            ++observed;
            f.gpuHours += hoursPerSample;
            f.busyGpuHours += std::clamp(util, 0.0, 100.0) / 100.0 * hoursPerSample;
            if (util < options.idleThresholdPct)
                f.idleGpuHours += hoursPerSample;
        }
        f.unobservedGpuHours =
            double(gridPoints > observed ? gridPoints - observed : 0) * hoursPerSample;
        if (price) {
            f.cost = f.gpuHours * price->pricePerGpuHour();
            f.idleCost = f.idleGpuHours * price->pricePerGpuHour();
        } else {
            f.unpricedGpuHours = f.gpuHours;
            UnpricedGpu &u = unpriced[{node, s.labels.value(QStringLiteral("gpu"))}];
            u.node = node;
            u.gpu = s.labels.value(QStringLiteral("gpu"));
            u.sku = sku;
            u.modelName = model;
            u.gpuHours += f.gpuHours;
        }

        QString group = s.labels.valueCi(options.groupBy);
        if (group.isEmpty()) {
            // The node and its SKU are known even where no label says so.
            const QString by = options.groupBy.toLower();
            if (by == QLatin1String("node") || by == QLatin1String("hostname"))
                group = node;
            else if (by == QLatin1String("sku"))
                group = sku;
        }
        if (group.isEmpty())
            group = noGroup();
        groups[group].add(f);
    }

    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        report.groups.push_back({it.key(), it.value()});
        report.total.add(it.value());
    }
    for (const UnpricedGpu &u : unpriced)
        report.unpriced.push_back(u);
    return report;
}

QString formatMoney(double amount)
{
    if (std::abs(amount) >= 100.0)
        return QString::number(std::round(amount), 'f', 0);
    return QString::number(amount, 'f', 2);
}

QString formatHours(double hours)
{
    return QString::number(hours, 'f', 2);
}

} // namespace CostModel
