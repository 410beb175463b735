#include "laneattribution.h"

#include "coretr.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace LaneAttribution {

std::vector<SharedGpu> sharedGpus(const SeriesSet &set)
{
    // Device → its series.
    std::map<std::tuple<QString, QString, QString>, std::vector<std::size_t>> devices;
    for (std::size_t i = 0; i < set.series.size(); ++i) {
        const Labels &l = set.series[i].labels;
        const QString pod = l.valueCi(QStringLiteral("pod"));
        const QString gpu = l.value(QStringLiteral("gpu"));
        if (pod.isEmpty() || gpu.isEmpty())
            continue;
        devices[{l.valueCi(QStringLiteral("hostname")), gpu, l.value(QStringLiteral("GPU_I_ID"))}]
            .push_back(i);
    }
    std::vector<SharedGpu> out;
    for (const auto &[device, members] : devices) {
        if (members.size() < 2)
            continue;
        QStringList pods;
        int run = 0;
        for (std::size_t t = 0; t < set.timesMs.size(); ++t) {
            // Pods present at t whose value equals another present pod's.
            QStringList here;
            for (std::size_t a = 0; a < members.size(); ++a) {
                const Series &sa = set.series[members[a]];
                if (!sa.has(t))
                    continue;
                for (std::size_t b = 0; b < members.size(); ++b) {
                    const Series &sb = set.series[members[b]];
                    if (a == b || !sb.has(t) || sa.values[t] != sb.values[t])
                        continue;
                    const QString podA = sa.labels.valueCi(QStringLiteral("pod"));
                    if (podA != sb.labels.valueCi(QStringLiteral("pod"))) {
                        here << podA;
                        break;
                    }
                }
            }
            run = here.isEmpty() ? 0 : run + 1;
            if (run >= 2)
                for (const QString &p : std::as_const(here))
                    if (!pods.contains(p))
                        pods << p;
        }
        if (pods.size() >= 2) {
            pods.sort();
            out.push_back({std::get<0>(device), std::get<1>(device), std::get<2>(device), pods});
        }
    }
    return out;
}

QString note(const std::vector<SharedGpu> &shared)
{
    if (shared.empty())
        return {};
    const SharedGpu &first = shared.front();
    const QString gpu =
        first.instance.isEmpty()
            ? CoreTr::tr("%1/%2").arg(first.host, first.gpu)
            : CoreTr::tr("%1/%2 (MIG %3)").arg(first.host, first.gpu, first.instance);
    QString text = CoreTr::tr("GPU %1 is shared by %2 pods (time-slicing): its series repeat the "
                              "device's values once per pod, not %2 GPUs.")
                       .arg(gpu)
                       .arg(first.pods.size());
    if (shared.size() > 1)
        text += QLatin1Char(' ') +
                CoreTr::tr("%n more shared GPU(s).", nullptr, int(shared.size() - 1));
    return text;
}

} // namespace LaneAttribution
