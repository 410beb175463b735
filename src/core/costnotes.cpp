// How a cost report reads in words: the notes on what its figures rest on,
// and money and hours for people. Kept apart from the computation in
// costmodel.cpp, which never formats anything.
#include "costmodel.h"

#include "coretr.h"

#include <algorithm>
#include <cmath>

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
        out << CoreTr::tr("MIG: %n GPU(s) report as %1 instances. Each GPU is counted once: its "
                          "hours are split between its instances by their size, and each "
                          "instance is busy or idle by its own utilisation.",
                          nullptr, report.migGpus)
                   .arg(report.migInstances);
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
