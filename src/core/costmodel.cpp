#include "costmodel.h"

#include <QDateTime>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

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

double CostReport::rangeHours() const
{
    return double(toMs - fromMs + stepMs) / kMsPerHour;
}

const CostLine *CostReport::group(const QString &name) const
{
    for (const CostLine &l : groups)
        if (l.group == name)
            return &l;
    return nullptr;
}

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

QHash<QString, QString> nodePoolsFromKubeNodeLabels(const SeriesSet &kubeNodeLabels)
{
    QHash<QString, QString> out;
    for (const Series &s : kubeNodeLabels.series) {
        const QString node = s.labels.value(QStringLiteral("node"));
        for (const char *name :
             {"label_agentpool", "label_kubernetes_azure_com_agentpool", "label_nodepool"}) {
            const QString pool = s.labels.value(QLatin1String(name));
            if (!node.isEmpty() && !pool.isEmpty()) {
                out.insert(node, pool);
                break;
            }
        }
    }
    return out;
}

QString poolLabel(const Labels &labels)
{
    const QString pool = labels.value(QStringLiteral("nodepool"));
    return pool.isEmpty() ? labels.value(QStringLiteral("agentpool")) : pool;
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

namespace {
// Where each grid time falls in the report's zone: its day and hour of week.
struct TimeSlots
{
    std::vector<int> dayIndex; // into CostReport::days
    std::vector<quint8> weekHour;
    std::vector<QDate> dates;
};

TimeSlots timeSlots(const std::vector<qint64> &timesMs, const QTimeZone &zone)
{
    TimeSlots out;
    out.dayIndex.reserve(timesMs.size());
    out.weekHour.reserve(timesMs.size());
    // Zone lookups are slow and grids are regular: convert once per hour.
    qint64 cachedHour = std::numeric_limits<qint64>::min();
    QDate date;
    int hour = 0;
    for (const qint64 t : timesMs) {
        const qint64 h = t >= 0 ? t / 3'600'000 : (t - 3'599'999) / 3'600'000;
        if (h != cachedHour) {
            cachedHour = h;
            const QDateTime local = QDateTime::fromMSecsSinceEpoch(h * 3'600'000, zone);
            date = local.date();
            hour = local.time().hour();
            if (out.dates.empty() || out.dates.back() != date) {
                // Every day of the range, also one without samples.
                QDate next = out.dates.empty() ? date : out.dates.back().addDays(1);
                while (next.isValid() && next <= date) {
                    out.dates.push_back(next);
                    next = next.addDays(1);
                }
            }
        }
        out.dayIndex.push_back(int(out.dates.size()) - 1);
        out.weekHour.push_back(quint8((date.dayOfWeek() - 1) * 24 + hour));
    }
    return out;
}

QString groupOf(const Labels &labels, const CostModel::Options &options, const QString &node,
                const QString &sku, const QString &pool)
{
    QString group = labels.valueCi(options.groupBy);
    if (!group.isEmpty())
        return group;
    // The node, its SKU and pool are known even where no label says so.
    const QString by = options.groupBy.toLower();
    if (by == QLatin1String("node") || by == QLatin1String("hostname"))
        group = node;
    else if (by == QLatin1String("sku"))
        group = sku;
    else if (by == QLatin1String("nodepool") || by == QLatin1String("agentpool") ||
             by == QLatin1String("pool"))
        group = pool;
    return group.isEmpty() ? CostModel::noGroup() : group;
}
} // namespace

CostReport compute(const SeriesSet &utilisation, const PriceTable &prices, const Options &options)
{
    CostReport report;
    report.currency = prices.currency();
    report.stepMs = options.stepMs;
    report.timeZone = options.timeZone;
    const bool ranged = options.stepMs > 0 && options.toMs >= options.fromMs;
    const std::size_t gridPoints =
        ranged ? std::size_t((options.toMs - options.fromMs) / options.stepMs) + 1
               : utilisation.gridSize();
    const double stepHours = double(options.stepMs) / kMsPerHour;
    report.fromMs =
        ranged ? options.fromMs : (utilisation.timesMs.empty() ? 0 : utilisation.timesMs.front());
    report.toMs =
        ranged ? options.toMs : (utilisation.timesMs.empty() ? 0 : utilisation.timesMs.back());
    const TimeSlots when = timeSlots(utilisation.timesMs, options.timeZone);
    report.days.resize(when.dates.size());
    for (std::size_t d = 0; d < when.dates.size(); ++d)
        report.days[d].date = when.dates[d];

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
        std::size_t mostSamples = 0;
        double hoursPerSample = 0;
        GpuCost cost;
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
    std::vector<CostFigures> perDay(report.days.size());
    for (const Series &s : utilisation.series) {
        const QString node = nodeOf(s.labels);
        const QString gpuIndex = s.labels.value(QStringLiteral("gpu"));
        const QString model = s.labels.value(QStringLiteral("modelName"));
        const QString sku = skuFor(node, model, prices, options.nodeSkus);
        QString pool = poolLabel(s.labels);
        if (pool.isEmpty())
            pool = options.nodePools.value(node);
        const SkuPrice *price = prices.sku(sku);
        const double perGpuHour = price ? price->pricePerGpuHour() : 0.0;
        // A partitioned GPU's device stands for its share of one GPU: one
        // hour of an NV6ads_A10_v5 is 1/6 GPU-hour at six times the VM's
        // price, which is what the VM costs.
        const double weight = price ? std::min(1.0, price->gpus) : 1.0;
        const double hoursPerSample = stepHours * weight;
        const QString group = groupOf(s.labels, options, node, sku, pool);

        Gpu &gpu = gpus[gpuKey(s.labels)];
        gpu.hoursPerSample = hoursPerSample;
        std::fill(perDay.begin(), perDay.end(), CostFigures{});
        CostFigures f;
        std::size_t observed = 0;
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            const std::size_t p = pointOf(s, i);
            if (p >= gridPoints)
                continue;
            ++observed;
            const double util = s.values[i];
            const double hours = hoursPerSample / double(std::max<quint8>(1, gpu.seriesAt[p]));
            const double busy = std::clamp(util, 0.0, 100.0) / 100.0 * hours;
            const bool idle = util < options.idleThresholdPct;
            f.gpuHours += hours;
            f.busyGpuHours += busy;
            CostFigures &day = perDay[std::size_t(when.dayIndex[i])];
            day.gpuHours += hours;
            day.busyGpuHours += busy;
            const int wh = when.weekHour[i];
            gpu.cost.observedByWeekHour[wh] += hours;
            if (idle) {
                f.idleGpuHours += hours;
                day.idleGpuHours += hours;
                gpu.cost.idleByWeekHour[wh] += hours;
            }
        }
        if (gpu.cost.group.isEmpty() || observed > gpu.mostSamples) {
            gpu.cost.group = group;
            gpu.mostSamples = observed;
        }
        gpu.cost.node = node;
        gpu.cost.gpu = gpuIndex;
        gpu.cost.sku = sku;
        gpu.cost.pool = pool;
        gpu.cost.modelName = model;
        gpu.cost.priced = price != nullptr;
        gpu.cost.pricePerGpuHour = perGpuHour;
        auto price_ = [&](CostFigures &x) {
            if (price) {
                x.cost = x.gpuHours * perGpuHour;
                x.idleCost = x.idleGpuHours * perGpuHour;
            } else {
                x.unpricedGpuHours = x.gpuHours;
            }
        };
        price_(f);
        if (!price) {
            UnpricedGpu &u = unpriced[{node, gpuIndex}];
            u.node = node;
            u.gpu = gpuIndex;
            u.sku = sku;
            u.modelName = model;
            u.gpuHours += f.gpuHours;
        }
        for (std::size_t d = 0; d < perDay.size(); ++d) {
            if (perDay[d].gpuHours <= 0)
                continue;
            price_(perDay[d]);
            report.days[d].groups[group].add(perDay[d]);
        }
        groups[group].add(f);
        gpu.cost.figures.add(f);
    }
    for (Gpu &g : gpus) {
        const auto seen = std::size_t(
            std::count_if(g.seriesAt.cbegin(), g.seriesAt.cend(), [](quint8 n) { return n > 0; }));
        const double unobserved =
            double(gridPoints > seen ? gridPoints - seen : 0) * g.hoursPerSample;
        groups[g.cost.group].unobservedGpuHours += unobserved;
        g.cost.figures.unobservedGpuHours += unobserved;
        report.gpus.push_back(std::move(g.cost));
    }
    std::sort(report.gpus.begin(), report.gpus.end(), [](const GpuCost &a, const GpuCost &b) {
        if (a.figures.idleCost != b.figures.idleCost)
            return a.figures.idleCost > b.figures.idleCost;
        if (a.figures.idleGpuHours != b.figures.idleGpuHours)
            return a.figures.idleGpuHours > b.figures.idleGpuHours;
        return std::tie(a.node, a.gpu) < std::tie(b.node, b.gpu);
    });

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
