#include "laneattribution.h"

#include "coretr.h"

#include <algorithm>
#include <map>
#include <QHash>
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
        // Without the node, GPU 0 of every node would look like one device.
        if (pod.isEmpty() || gpu.isEmpty() || l.valueCi(QStringLiteral("hostname")).isEmpty())
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

std::vector<EndedPod> endedPods(const SeriesSet &lane, const SeriesSet &podsKnown)
{
    std::vector<EndedPod> out;
    if (podsKnown.series.empty() || podsKnown.timesMs.empty())
        return out;
    // (namespace, pod) → its series in podsKnown: pod names repeat across
    // namespaces (worker-0); and which of its times list any pod.
    const auto keyOf = [](const Labels &l) {
        return l.valueCi(QStringLiteral("namespace")) + QChar(0x1f) +
               l.valueCi(QStringLiteral("pod"));
    };
    QHash<QString, std::size_t> known, byPodOnly; // the second for series without a namespace
    for (std::size_t i = 0; i < podsKnown.series.size(); ++i) {
        known.insert(keyOf(podsKnown.series[i].labels), i);
        byPodOnly.insert(podsKnown.series[i].labels.valueCi(QStringLiteral("pod")), i);
    }
    std::vector<char> listing(podsKnown.timesMs.size(), 0);
    for (const Series &s : podsKnown.series)
        for (std::size_t k = 0; k < listing.size(); ++k)
            listing[k] = listing[k] || s.has(k);
    qint64 knownStep = 60'000;
    if (podsKnown.timesMs.size() >= 2)
        knownStep = podsKnown.timesMs[1] - podsKnown.timesMs[0];
    qint64 laneStep = 15'000;
    if (lane.timesMs.size() >= 2)
        laneStep = lane.timesMs[1] - lane.timesMs[0];
    for (const Series &s : lane.series) {
        const QString pod = s.labels.valueCi(QStringLiteral("pod"));
        const QString gpu = s.labels.value(QStringLiteral("gpu"));
        if (pod.isEmpty() || gpu.isEmpty())
            continue;
        const bool hasNamespace = !s.labels.valueCi(QStringLiteral("namespace")).isEmpty();
        const QHash<QString, std::size_t> &index = hasNamespace ? known : byPodOnly;
        const auto it = index.constFind(hasNamespace ? keyOf(s.labels) : pod);
        EndedPod e{s.labels.valueCi(QStringLiteral("hostname")), gpu, pod, 0, 0};
        int run = 0;
        qint64 runStart = 0;
        for (std::size_t t = 0; t < lane.timesMs.size(); ++t) {
            bool ended = false;
            if (s.has(t)) {
                const int k = podsKnown.indexAtOrBefore(lane.timesMs[t]);
                if (k >= 0 &&
                    lane.timesMs[t] - podsKnown.timesMs[std::size_t(k)] <= 2 * knownStep &&
                    listing[std::size_t(k)])
                    ended =
                        it == index.constEnd() || !podsKnown.series[it.value()].has(std::size_t(k));
            }
            if (ended) {
                if (run++ == 0)
                    runStart = lane.timesMs[t];
                continue;
            }
            if (run >= 2) {
                e.fromMs = e.ms ? e.fromMs : runStart;
                e.ms += run * laneStep;
            }
            run = 0;
        }
        if (run >= 2) {
            e.fromMs = e.ms ? e.fromMs : runStart;
            e.ms += run * laneStep;
        }
        if (e.ms > 0)
            out.push_back(e);
    }
    std::sort(out.begin(), out.end(),
              [](const EndedPod &a, const EndedPod &b) { return a.ms > b.ms; });
    return out;
}

QString note(const std::vector<SharedGpu> &shared, const std::vector<EndedPod> &ended)
{
    QStringList parts;
    if (!ended.empty()) {
        const EndedPod &e = ended.front();
        QString text = CoreTr::tr("GPU %1/%2 went on naming pod %3 for %4 min after "
                                  "kube-state-metrics stopped listing it (dcgm-exporter keeps pod "
                                  "labels): those values are not the pod's.")
                           .arg(e.host, e.gpu, e.pod)
                           .arg(std::max<qint64>(1, e.ms / 60'000));
        if (ended.size() > 1)
            text += QLatin1Char(' ') + CoreTr::tr("%n more GPU(s) with an ended pod's label.",
                                                  nullptr, int(ended.size() - 1));
        parts << text;
    }
    if (shared.empty())
        return parts.join(QLatin1Char(' '));
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
    parts.prepend(text);
    return parts.join(QLatin1Char(' '));
}

} // namespace LaneAttribution
