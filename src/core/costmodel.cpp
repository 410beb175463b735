#include "costmodel.h"

#include "coretr.h"
#include "costpods.h"
#include "migprofiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
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
    allocatedIdleGpuHours += o.allocatedIdleGpuHours;
    unallocatedGpuHours += o.unallocatedGpuHours;
    usedCost += o.usedCost;
    allocatedIdleCost += o.allocatedIdleCost;
    unallocatedCost += o.unallocatedCost;
    unobservedCost += o.unobservedCost;
    requestedGpuHours += o.requestedGpuHours;
    allocatedGpuHours += o.allocatedGpuHours;
}

namespace CostModel {

QString noGroup()
{
    return QStringLiteral("(none)");
}

QString podEnded()
{
    return QStringLiteral("(pod ended)");
}

bool groupFollowsPod(const QString &groupBy)
{
    // Labels dcgm-exporter, the scrape or FleetScope put on a GPU whoever
    // runs on it; everything else comes with the pod.
    static const QStringList device{
        QStringLiteral("node"),          QStringLiteral("hostname"),
        QStringLiteral("sku"),           QStringLiteral("nodepool"),
        QStringLiteral("agentpool"),     QStringLiteral("pool"),
        QStringLiteral("modelName"),     QStringLiteral("gpu"),
        QStringLiteral("UUID"),          QStringLiteral("device"),
        QStringLiteral("pci_bus_id"),    QStringLiteral("instance"),
        QStringLiteral("job"),           QStringLiteral("GPU_I_ID"),
        QStringLiteral("GPU_I_PROFILE"), QStringLiteral("DCGM_FI_DRIVER_VERSION")};
    return !device.contains(groupBy.trimmed(), Qt::CaseInsensitive);
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

// The compute slices of a MIG instance from its profile ("3g.40gb": 3), so
// that a 4g and a 3g instance share their GPU 4:3; 1 for a whole GPU or a
// profile that does not say.
double instanceWeight(const Labels &labels)
{
    const QString profile = labels.value(QStringLiteral("GPU_I_PROFILE"));
    const qsizetype g = profile.indexOf(QLatin1Char('g'));
    bool ok = false;
    const int slices = g > 0 ? profile.left(g).toInt(&ok) : 0;
    return ok && slices > 0 ? double(slices) : 1.0;
}

// One MIG instance of a GPU (GPU_I_ID; a whole GPU is one instance "").
struct Instance
{
    double weight = 1.0;
    // Its profile's documented share of the GPU (MigProfiles); none for a
    // whole GPU or a profile the table does not know.
    std::optional<double> share;
    QString profile;
    std::vector<quint8> seriesAt;       // series with a sample at each grid point
    std::vector<std::size_t> podSeries; // series naming a pod
};

struct Gpu
{
    std::map<QString, Instance> instances;
    // Sum of the weights (or, for documented profiles, the shares) of the
    // instances reporting at each grid point; empty for a whole GPU.
    std::vector<double> weightAt;
    // Every MIG instance has a documented profile: each holds its share of
    // the GPU, and the slices none reports are unallocated.
    bool documented = false;
    std::size_t mostSamples = 0;
    double hoursPerSample = 0;
    GpuCost cost;
};

} // namespace

CostReport compute(const SeriesSet &utilisation, const PriceTable &prices, const Options &options,
                   const SeriesSet &podsKnown)
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

    auto gridPointOf = [&](qint64 t) -> std::size_t {
        if (t < options.fromMs || t > options.toMs)
            return gridPoints;
        return std::size_t((t - options.fromMs + options.stepMs / 2) / options.stepMs);
    };
    // The grid point of sample i, or gridPoints when it is outside the range
    // or carries no usable utilisation (NaN says nothing about use).
    auto pointOf = [&](const Series &s, std::size_t i) -> std::size_t {
        if (!s.has(i) || std::isnan(s.values[i]))
            return gridPoints;
        return ranged ? gridPointOf(utilisation.timesMs[i]) : i;
    };

    const CostPods::Listed pods =
        ranged ? CostPods::listed(podsKnown, gridPoints, gridPointOf) : CostPods::Listed{};
    const bool judgePods = !pods.alive.isEmpty();
    report.podEndedGrouped = judgePods && groupFollowsPod(options.groupBy);

    // A GPU's series split when a label changes (a pod is scheduled on it),
    // repeat per pod where it is time-sliced, and part per MIG instance.
    // Counted per GPU: a grid point two series of an instance share is one
    // step of it shared between them, instances share the GPU by their size,
    // and what was not observed is what none of its series saw.
    std::vector<Gpu> gpus;
    QHash<QString, std::size_t> gpuByKey;
    std::vector<std::pair<std::size_t, QString>> placeOf; // per series: GPU, instance
    std::vector<QString> podOf;                           // per series: its pod, if any
    placeOf.reserve(utilisation.series.size());
    podOf.reserve(utilisation.series.size());
    for (std::size_t k = 0; k < utilisation.series.size(); ++k) {
        const Series &s = utilisation.series[k];
        const QString key = gpuKey(s.labels);
        auto found = gpuByKey.constFind(key);
        if (found == gpuByKey.cend()) {
            found = gpuByKey.insert(key, gpus.size());
            gpus.emplace_back();
        }
        Gpu &g = gpus[*found];
        const QString instanceId = s.labels.value(QStringLiteral("GPU_I_ID"));
        Instance &in = g.instances[instanceId];
        in.weight = instanceWeight(s.labels);
        if (!instanceId.isEmpty()) {
            in.profile = s.labels.value(QStringLiteral("GPU_I_PROFILE"));
            in.share = MigProfiles::share(s.labels.value(QStringLiteral("modelName")), in.profile);
        }
        in.seriesAt.resize(gridPoints, 0);
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            const std::size_t p = pointOf(s, i);
            if (p < gridPoints && in.seriesAt[p] < 255)
                ++in.seriesAt[p];
        }
        podOf.push_back(s.labels.value(QStringLiteral("pod")));
        if (!podOf.back().isEmpty())
            in.podSeries.push_back(k);
        placeOf.emplace_back(*found, instanceId);
    }
    for (Gpu &g : gpus) {
        const bool mig = !g.instances.begin()->first.isEmpty();
        g.documented =
            mig && std::all_of(g.instances.cbegin(), g.instances.cend(),
                               [](const auto &in) { return in.second.share.has_value(); });
        if (g.instances.size() < 2 && !g.documented)
            continue;
        g.weightAt.assign(gridPoints, 0.0);
        for (const auto &[id, in] : g.instances)
            for (std::size_t p = 0; p < gridPoints; ++p)
                if (in.seriesAt[p] > 0)
                    g.weightAt[p] += g.documented ? *in.share : in.weight;
    }
    // The share of its GPU's step a series has at grid point p: its
    // instance's documented share (scaled down should the instances
    // reporting then claim more than the GPU), else the instance's part of
    // the instances reporting then by their size; split between the series
    // reporting the instance then.
    auto shareOf = [&](const Gpu &g, const Instance &in, std::size_t p) {
        double ofGpu = 1.0;
        if (g.documented)
            ofGpu = *in.share / std::max(1.0, g.weightAt[p]);
        else if (!g.weightAt.empty())
            ofGpu = in.weight / g.weightAt[p];
        return ofGpu / double(std::max<quint8>(1, in.seriesAt[p]));
    };

    QMap<QString, CostFigures> groups;
    QHash<QString, PriceRules> groupRules;
    QMap<std::pair<QString, QString>, UnpricedGpu> unpriced;
    QMap<std::tuple<QString, QString, QString>, EndedPodLabel> ended;
    std::vector<CostFigures> perDay(report.days.size());
    std::vector<CostFigures> perDayEnded(report.days.size());
    for (std::size_t k = 0; k < utilisation.series.size(); ++k) {
        const Series &s = utilisation.series[k];
        const QString node = nodeOf(s.labels);
        const QString gpuIndex = s.labels.value(QStringLiteral("gpu"));
        const QString model = s.labels.value(QStringLiteral("modelName"));
        const Pricing found = pricing(node, model, prices, options.nodeSkus);
        const QString &sku = found.sku;
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
        if (const QString pod = s.labels.value(QStringLiteral("pod")); !pod.isEmpty())
            report.podGroups.insert(s.labels.value(QStringLiteral("namespace")) + QChar(0x1f) + pod,
                                    group);
        const QString endedGroup = report.podEndedGrouped ? podEnded() : group;
        // Whether the series' pod was listed at each grid point; none when
        // it never was in the range.
        const QString ns = s.labels.value(QStringLiteral("namespace"));
        const QString &podName = podOf[k];
        const bool judge = judgePods && !podName.isEmpty();
        const auto aliveIt = pods.alive.constFind(ns + QChar(0x1f) + podName);
        const std::vector<bool> *alive = aliveIt == pods.alive.cend() ? nullptr : &*aliveIt;

        Gpu &gpu = gpus[placeOf[k].first];
        const Instance &instance = gpu.instances.at(placeOf[k].second);
        gpu.hoursPerSample = hoursPerSample;
        std::fill(perDay.begin(), perDay.end(), CostFigures{});
        std::fill(perDayEnded.begin(), perDayEnded.end(), CostFigures{});
        CostFigures f;
        CostFigures fEnded;
        std::size_t observed = 0;
        std::size_t endedPoints = 0;
        for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
            const std::size_t p = pointOf(s, i);
            if (p >= gridPoints)
                continue;
            ++observed;
            const double util = s.values[i];
            const double hours = hoursPerSample * shareOf(gpu, instance, p);
            const double busy = std::clamp(util, 0.0, 100.0) / 100.0 * hours;
            const bool idle = util < options.idleThresholdPct;
            // Judged only where kube-state-metrics listed some pod: a gap in
            // its scrapes is no evidence that the pod had gone.
            const bool podGone = judge && pods.listedAt[p] && !(alive && (*alive)[p]);
            endedPoints += podGone ? 1 : 0;
            CostFigures &into = podGone ? fEnded : f;
            CostFigures &day = (podGone ? perDayEnded : perDay)[std::size_t(when.dayIndex[i])];
            into.gpuHours += hours;
            into.busyGpuHours += busy;
            day.gpuHours += hours;
            day.busyGpuHours += busy;
            // The rest of the hour: held by a pod that was there, or by none
            // (no pod named, or one that had ended: a cached label).
            const bool held = !podName.isEmpty() && !podGone;
            if (held) {
                into.allocatedGpuHours += hours;
                day.allocatedGpuHours += hours;
            }
            double &rest = held ? into.allocatedIdleGpuHours : into.unallocatedGpuHours;
            rest += hours - busy;
            (held ? day.allocatedIdleGpuHours : day.unallocatedGpuHours) += hours - busy;
            const int wh = when.weekHour[i];
            gpu.cost.observedByWeekHour[wh] += hours;
            if (idle) {
                into.idleGpuHours += hours;
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
        gpu.cost.priceRule = found.rule;
        gpu.cost.unpricedInstanceType = found.unpricedInstanceType;
        groupRules[group] |= PriceRules(found.rule);
        if (endedPoints > 0)
            groupRules[endedGroup] |= PriceRules(found.rule);
        gpu.cost.pool = pool;
        gpu.cost.modelName = model;
        gpu.cost.priced = price != nullptr;
        gpu.cost.pricePerGpuHour = perGpuHour;
        auto price_ = [&](CostFigures &x) {
            if (price) {
                x.cost = x.gpuHours * perGpuHour;
                x.idleCost = x.idleGpuHours * perGpuHour;
                x.usedCost = x.busyGpuHours * perGpuHour;
                x.allocatedIdleCost = x.allocatedIdleGpuHours * perGpuHour;
                x.unallocatedCost = x.unallocatedGpuHours * perGpuHour;
            } else {
                x.unpricedGpuHours = x.gpuHours;
            }
        };
        price_(f);
        price_(fEnded);
        if (!price) {
            UnpricedGpu &u = unpriced[{node, gpuIndex}];
            u.node = node;
            u.gpu = gpuIndex;
            u.sku = sku;
            u.modelName = model;
            u.gpuHours += f.gpuHours + fEnded.gpuHours;
        }
        for (std::size_t d = 0; d < perDay.size(); ++d) {
            if (perDay[d].gpuHours > 0) {
                price_(perDay[d]);
                report.days[d].groups[group].add(perDay[d]);
            }
            if (perDayEnded[d].gpuHours > 0) {
                price_(perDayEnded[d]);
                report.days[d].groups[endedGroup].add(perDayEnded[d]);
            }
        }
        groups[group].add(f);
        gpu.cost.figures.add(f);
        if (endedPoints > 0) {
            groups[endedGroup].add(fEnded);
            gpu.cost.figures.add(fEnded);
            EndedPodLabel &e = ended[{
                node, gpuIndex, placeOf[k].second + QChar(0x1f) + ns + QChar(0x1f) + podName}];
            e.node = node;
            e.gpu = gpuIndex;
            e.instance = placeOf[k].second;
            e.ns = ns;
            e.pod = podName;
            e.ms += qint64(endedPoints) * options.stepMs;
            e.gpuHours += fEnded.gpuHours;
        }
    }

    // Where each grid point falls in the report's zone, for the slices of a
    // MIG GPU no instance reported (they have no sample of their own).
    std::vector<int> dayOfPoint(gridPoints, -1);
    std::vector<quint8> weekHourOfPoint(gridPoints, 0);
    for (std::size_t i = 0; i < utilisation.gridSize(); ++i) {
        const std::size_t p = ranged ? gridPointOf(utilisation.timesMs[i]) : i;
        if (p < gridPoints && dayOfPoint[p] < 0) {
            dayOfPoint[p] = when.dayIndex[i];
            weekHourOfPoint[p] = when.weekHour[i];
        }
    }
    const bool emptySlicesUngrouped = groupFollowsPod(options.groupBy);
    QMap<std::tuple<QString, QString>, UnknownMigProfile> unknownProfiles;
    for (Gpu &g : gpus) {
        if (g.documented) {
            // Slices no instance held while the GPU reported: unallocated
            // and idle, at the GPU's price. They belong to no pod.
            const QString group = emptySlicesUngrouped ? noGroup() : g.cost.group;
            CostFigures empty;
            for (std::size_t p = 0; p < gridPoints; ++p) {
                if (g.weightAt[p] <= 0 || g.weightAt[p] >= 1.0 || dayOfPoint[p] < 0)
                    continue;
                const double hours = (1.0 - g.weightAt[p]) * g.hoursPerSample;
                CostFigures slot;
                slot.gpuHours = slot.idleGpuHours = slot.unallocatedGpuHours = hours;
                if (g.cost.priced) {
                    slot.cost = slot.idleCost = slot.unallocatedCost =
                        hours * g.cost.pricePerGpuHour;
                } else {
                    slot.unpricedGpuHours = hours;
                }
                report.days[std::size_t(dayOfPoint[p])].groups[group].add(slot);
                g.cost.observedByWeekHour[weekHourOfPoint[p]] += hours;
                g.cost.idleByWeekHour[weekHourOfPoint[p]] += hours;
                empty.add(slot);
            }
            if (empty.gpuHours > 0) {
                groups[group].add(empty);
                groupRules[group] |= PriceRules(g.cost.priceRule);
                g.cost.figures.add(empty);
                report.emptyMigSliceGpuHours += empty.gpuHours;
                if (!g.cost.priced) {
                    UnpricedGpu &u = unpriced[{g.cost.node, g.cost.gpu}];
                    u.gpuHours += empty.gpuHours;
                }
            }
        } else if (!g.instances.begin()->first.isEmpty()) {
            QSet<QString> named;
            for (const auto &[id, in] : g.instances) {
                if (in.share || named.contains(in.profile))
                    continue;
                named.insert(in.profile);
                UnknownMigProfile &u = unknownProfiles[{g.cost.modelName, in.profile}];
                u.modelName = g.cost.modelName;
                u.profile = in.profile;
                if (u.gpus == 0 || u.node.isEmpty()) {
                    u.node = g.cost.node;
                    u.gpu = g.cost.gpu;
                }
                ++u.gpus;
            }
        }
        std::size_t seen = 0;
        for (std::size_t p = 0; p < gridPoints; ++p)
            seen += std::any_of(g.instances.cbegin(), g.instances.cend(),
                                [p](const auto &in) { return in.second.seriesAt[p] > 0; })
                        ? 1
                        : 0;
        const double unobserved =
            double(gridPoints > seen ? gridPoints - seen : 0) * g.hoursPerSample;
        groups[g.cost.group].unobservedGpuHours += unobserved;
        g.cost.figures.unobservedGpuHours += unobserved;
        // Priced apart: what the GPU cost while nobody could see it.
        groups[g.cost.group].unobservedCost += unobserved * g.cost.pricePerGpuHour;
        g.cost.figures.unobservedCost += unobserved * g.cost.pricePerGpuHour;
        int instances = 0;
        for (const auto &[id, in] : g.instances) {
            instances += id.isEmpty() ? 0 : 1;
            if (const int n = CostPods::sharing(utilisation, in.podSeries, in.seriesAt, podOf,
                                                gridPoints, pointOf);
                n > 1)
                report.sharedGpus.push_back({g.cost.node, g.cost.gpu, id, n});
        }
        if (instances > 0) {
            ++report.migGpus;
            report.migInstances += instances;
        }
        report.gpus.push_back(std::move(g.cost));
    }
    std::sort(report.gpus.begin(), report.gpus.end(), [](const GpuCost &a, const GpuCost &b) {
        if (a.figures.idleCost != b.figures.idleCost)
            return a.figures.idleCost > b.figures.idleCost;
        if (a.figures.idleGpuHours != b.figures.idleGpuHours)
            return a.figures.idleGpuHours > b.figures.idleGpuHours;
        return std::tie(a.node, a.gpu) < std::tie(b.node, b.gpu);
    });
    std::sort(report.sharedGpus.begin(), report.sharedGpus.end(),
              [](const SharedGpu &a, const SharedGpu &b) {
                  return std::tie(a.node, a.gpu, a.instance) < std::tie(b.node, b.gpu, b.instance);
              });
    for (const EndedPodLabel &e : ended)
        report.endedPodLabels.push_back(e);
    std::stable_sort(
        report.endedPodLabels.begin(), report.endedPodLabels.end(),
        [](const EndedPodLabel &a, const EndedPodLabel &b) { return a.gpuHours > b.gpuHours; });

    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        report.groups.push_back({it.key(), it.value(), groupRules.value(it.key())});
        report.total.add(it.value());
        report.totalPriceRules |= groupRules.value(it.key());
    }
    for (const UnpricedGpu &u : unpriced)
        report.unpriced.push_back(u);
    for (const UnknownMigProfile &u : unknownProfiles)
        report.unknownMigProfiles.push_back(u);
    return report;
}

} // namespace CostModel
