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
QString gpuKey(const Labels &l)
{
    const QString node = l.valueCi(QStringLiteral("Hostname"));
    const QString gpu = l.value(QStringLiteral("gpu"));
    if (node.isEmpty() && gpu.isEmpty())
        return l.toPromQL();
    return node + QChar(0x1f) + gpu + QChar(0x1f) + l.value(QStringLiteral("UUID"));
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

    // The grid point of sample i, or gridPoints when it is outside the range
    // or carries no usable utilisation (NaN says nothing about use).
    auto pointOf = [&](const Series &s, std::size_t i) -> std::size_t {
        if (!s.has(i) || std::isnan(s.values[i]))
            return gridPoints;
        if (!ranged)
            return i;
        const qint64 t = utilisation.timesMs[i];
        if (t < options.fromMs || t > options.toMs)
            return gridPoints;
        return std::size_t((t - options.fromMs + options.stepMs / 2) / options.stepMs);
    };

    // A GPU's series splits when a label changes (a pod is scheduled on it).
    // Counted per GPU: a grid point two of its series share (an average
    // window spanning the change) is one step shared between them, and what
    // was not observed is what none of its series saw.
    struct Gpu
    {
        std::vector<quint8> seriesAt; // series with a sample at each grid point
        QString group;                // of its series with the most samples
        std::size_t mostSamples = 0;
        double hoursPerSample = 0;
    };
    QHash<QString, Gpu> gpus;
    for (const Series &s : utilisation.series) {
        Gpu &g = gpus[gpuKey(s.labels)];
        g.seriesAt.resize(gridPoints, 0);
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            const std::size_t p = pointOf(s, i);
            if (p < gridPoints && g.seriesAt[p] < 255)
                ++g.seriesAt[p];
        }
    }

    QMap<QString, CostFigures> groups;
    QMap<std::pair<QString, QString>, UnpricedGpu> unpriced;
    for (const Series &s : utilisation.series) {
        const QString node = nodeOf(s.labels);
        const QString gpuIndex = s.labels.value(QStringLiteral("gpu"));
        const QString model = s.labels.value(QStringLiteral("modelName"));
        const QString sku = skuFor(node, model, prices, options.nodeSkus);
        const SkuPrice *price = prices.sku(sku);
        // A partitioned GPU's device stands for its share of one GPU: one
        // hour of an NV6ads_A10_v5 is 1/6 GPU-hour at six times the VM's
        // price, which is what the VM costs.
        const double weight = price ? std::min(1.0, price->gpus) : 1.0;
        const double hoursPerSample = stepHours * weight;

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

        Gpu &gpu = gpus[gpuKey(s.labels)];
        gpu.hoursPerSample = hoursPerSample;
        CostFigures f;
        std::size_t observed = 0;
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            const std::size_t p = pointOf(s, i);
            if (p >= gridPoints)
                continue;
            ++observed;
            const double util = s.values[i];
            const double hours = hoursPerSample / double(std::max<quint8>(1, gpu.seriesAt[p]));
            f.gpuHours += hours;
            f.busyGpuHours += std::clamp(util, 0.0, 100.0) / 100.0 * hours;
            if (util < options.idleThresholdPct)
                f.idleGpuHours += hours;
        }
        if (gpu.group.isEmpty() || observed > gpu.mostSamples) {
            gpu.group = group;
            gpu.mostSamples = observed;
        }
        if (price) {
            f.cost = f.gpuHours * price->pricePerGpuHour();
            f.idleCost = f.idleGpuHours * price->pricePerGpuHour();
        } else {
            f.unpricedGpuHours = f.gpuHours;
            UnpricedGpu &u = unpriced[{node, gpuIndex}];
            u.node = node;
            u.gpu = gpuIndex;
            u.sku = sku;
            u.modelName = model;
            u.gpuHours += f.gpuHours;
        }
        groups[group].add(f);
    }
    for (const Gpu &g : std::as_const(gpus)) {
        const auto seen = std::size_t(
            std::count_if(g.seriesAt.cbegin(), g.seriesAt.cend(), [](quint8 n) { return n > 0; }));
        groups[g.group].unobservedGpuHours +=
            double(gridPoints > seen ? gridPoints - seen : 0) * g.hoursPerSample;
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
