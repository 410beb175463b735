// How a cost report reads in words: the notes on what its figures rest on,
// and money and hours for people. Kept apart from the computation in
// costmodel.cpp, which never formats anything.
#include "costmodel.h"

#include "coretr.h"

#include <QMap>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace CostModel {

namespace {

QString gpuName(const QString &node, const QString &gpu, const QString &instance)
{
    const QString name = node + QLatin1Char('/') + gpu;
    return instance.isEmpty() ? name : CoreTr::tr("%1 (MIG instance %2)").arg(name, instance);
}

// "40 min", "3.5 h".
QString duration(qint64 ms)
{
    const qint64 minutes = (ms + 30'000) / 60'000;
    if (minutes < 120)
        return CoreTr::tr("%1 min").arg(minutes);
    return CoreTr::tr("%1 h").arg(QString::number(double(ms) / 3'600'000.0, 'f', 1));
}
} // namespace

QStringList notes(const CostReport &report)
{
    QStringList out;
    if (report.migGpus > 0)
        out << CoreTr::tr("MIG: %n GPU(s) report as %1 instances. Each GPU is counted once: each "
                          "instance holds its profile's documented share of the GPU (a 1g.10gb "
                          "is 1/7 of an A100 80GB), slices no instance holds are unallocated "
                          "(%2 GPU-hours), and each instance is busy or idle by its own "
                          "utilisation.",
                          nullptr, report.migGpus)
                   .arg(report.migInstances)
                   .arg(formatHours(report.emptyMigSliceGpuHours));
    for (const UnknownMigProfile &u : report.unknownMigProfiles)
        out << CoreTr::tr("MIG profile %1 on %2 is not among the documented profiles (%n GPU(s), "
                          "such as %3): the hours of such a GPU are split between the instances "
                          "that report by the size in the profile's name, and its empty slices "
                          "are not counted. Check GPU_I_PROFILE and modelName on that GPU.",
                          nullptr, u.gpus)
                   .arg(u.profile.isEmpty() ? CoreTr::tr("(none)") : u.profile,
                        u.modelName.isEmpty() ? CoreTr::tr("a GPU without modelName") : u.modelName,
                        u.node + QLatin1Char('/') + u.gpu);
    // A fleet with many such GPUs names a few and counts the rest.
    constexpr std::size_t kNamed = 5;
    const auto &shared = report.sharedGpus;
    for (std::size_t i = 0; i < std::min(kNamed, shared.size()); ++i)
        out << CoreTr::tr("GPU %1 is shared by %n pods (time-slicing): its cost is split between "
                          "them, not counted %n times.",
                          nullptr, shared[i].pods)
                   .arg(gpuName(shared[i].node, shared[i].gpu, shared[i].instance));
    if (shared.size() > kNamed)
        out << CoreTr::tr("%n more GPU(s) are shared by several pods; the cost of each is split "
                          "between them.",
                          nullptr, int(shared.size() - kNamed));
    const auto &ended = report.endedPodLabels;
    for (std::size_t i = 0; i < std::min(kNamed, ended.size()); ++i) {
        const EndedPodLabel &e = ended[i];
        const QString gpu = gpuName(e.node, e.gpu, e.instance);
        const QString pod = e.ns.isEmpty() ? e.pod : e.ns + QLatin1Char('/') + e.pod;
        out << (report.podEndedGrouped
                    ? CoreTr::tr("GPU %1 reported pod %2 for %3 after the pod ended: those "
                                 "GPU-hours are shown as %4.")
                    : CoreTr::tr("GPU %1 reported pod %2 for %3 after the pod ended; grouped by "
                                 "a pod label, those GPU-hours show as %4."))
                   .arg(gpu, pod, duration(e.ms), podEnded());
    }
    if (ended.size() > kNamed)
        out << CoreTr::tr("%n more GPU(s) reported pods that had ended; those GPU-hours are "
                          "counted the same way.",
                          nullptr, int(ended.size() - kNamed));
    // GPUs priced by their model: the price is the model's SKU's, which a
    // reader should know is a stand-in for the node's own.
    QMap<std::tuple<QString, QString, QString>, int> byModel;
    for (const GpuCost &g : report.gpus)
        if (g.priceRule == PriceRule::GpuModel)
            ++byModel[{g.modelName, g.sku, g.unpricedInstanceType}];
    for (auto it = byModel.cbegin(); it != byModel.cend(); ++it) {
        const auto &[model, sku, type] = it.key();
        out << (type.isEmpty()
                    ? CoreTr::tr("%n GPU(s) of model %1 are priced as %2 by the price file's GPU "
                                 "model entry: their node's instance type is not known "
                                 "(kube-state-metrics' kube_node_labels would give it).",
                                 nullptr, it.value())
                          .arg(model, sku)
                    : CoreTr::tr("%n GPU(s) of model %1 are priced as %2 by the price file's GPU "
                                 "model entry: their node's instance type %3 has no price (add it "
                                 "to the price file).",
                                 nullptr, it.value())
                          .arg(model, sku, type));
    }
    return out;
}

std::vector<PricingUse> pricingUses(const CostReport &report)
{
    QMap<std::tuple<quint8, QString, QString>, PricingUse> uses;
    for (const GpuCost &g : report.gpus) {
        PricingUse &u = uses[{quint8(g.priceRule), g.sku, g.modelName}];
        u.rule = g.priceRule;
        u.sku = g.sku;
        u.modelName = g.modelName;
        ++u.gpus;
        u.gpuHours += g.figures.gpuHours + g.figures.unobservedGpuHours;
        u.cost += g.figures.cost + g.figures.unobservedCost;
    }
    std::vector<PricingUse> out;
    for (const PricingUse &u : uses)
        out.push_back(u);
    return out;
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
