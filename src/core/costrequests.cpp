// What the pods requested, beside what the telemetry says was used: the
// allocation half of the cost ledger (CostModel::addRequests).
#include "costmodel.h"

#include <cmath>

namespace CostModel {

void addRequests(CostReport &report, const SeriesSet &requests, const Options &options)
{
    report.requestsFromKubeStateMetrics = !requests.series.empty();
    QMap<QString, double> byGroup;
    if (report.requestsFromKubeStateMetrics) {
        const double stepHours = double(options.stepMs) / 3'600'000.0;
        for (const Series &s : requests.series) {
            const QString ns = s.labels.value(QStringLiteral("namespace"));
            const QString key = ns + QChar(0x1f) + s.labels.value(QStringLiteral("pod"));
            const QString group = report.podGroups.value(
                key,
                options.groupBy == QLatin1String("namespace") && !ns.isEmpty() ? ns : noGroup());
            double hours = 0;
            for (std::size_t i = 0; i < requests.gridSize(); ++i)
                if (s.has(i) && std::isfinite(s.values[i]) &&
                    requests.timesMs[i] >= options.fromMs && requests.timesMs[i] <= options.toMs)
                    hours += std::max(0.0, s.values[i]) * stepHours;
            byGroup[group] += hours;
        }
    } else {
        for (const CostLine &l : report.groups)
            byGroup[l.group] = l.figures.allocatedGpuHours;
    }
    // A group that only requested (its pods never ran on a GPU that
    // reported) is a row of its own: requests without use are the point.
    for (auto it = byGroup.cbegin(); it != byGroup.cend(); ++it) {
        auto line = std::find_if(report.groups.begin(), report.groups.end(),
                                 [&](const CostLine &l) { return l.group == it.key(); });
        if (line == report.groups.end()) {
            line = report.groups.insert(
                std::upper_bound(report.groups.begin(), report.groups.end(), it.key(),
                                 [](const QString &g, const CostLine &l) { return g < l.group; }),
                CostLine{it.key(), {}});
        }
        line->figures.requestedGpuHours = it.value();
    }
    report.total.requestedGpuHours = 0;
    for (const CostLine &l : report.groups)
        report.total.requestedGpuHours += l.figures.requestedGpuHours;
}

double requestedGpus(const CostReport &report, const CostFigures &figures)
{
    const double hours = report.rangeHours();
    return hours > 0 ? figures.requestedGpuHours / hours : 0.0;
}

std::optional<double> efficiency(const CostFigures &figures)
{
    if (figures.requestedGpuHours <= 0)
        return std::nullopt;
    return figures.busyGpuHours / figures.requestedGpuHours;
}

} // namespace CostModel
