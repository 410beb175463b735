#pragma once

// Which pods held a GPU, for CostModel::compute: the pods kube-state-metrics
// listed at each grid point (a series naming another pod names one that had
// ended), and how many pods reported one GPU or MIG instance at once with
// the same values (time-slicing). Internal to the cost model.
#include "seriesset.h"

#include <QHash>
#include <QString>

#include <algorithm>
#include <utility>
#include <vector>

namespace CostPods {

// Which pods kube-state-metrics listed at each grid point.
struct Listed
{
    std::vector<bool> listedAt;              // any pod at all: its scrape was there
    QHash<QString, std::vector<bool>> alive; // namespace \x1f pod -> listed
};

template <typename PointOf>
Listed listed(const SeriesSet &known, std::size_t gridPoints, const PointOf &pointOf)
{
    Listed out;
    for (const Series &s : known.series) {
        const QString pod = s.labels.value(QStringLiteral("pod"));
        if (pod.isEmpty())
            continue;
        std::vector<bool> &alive =
            out.alive[s.labels.value(QStringLiteral("namespace")) + QChar(0x1f) + pod];
        alive.resize(gridPoints, false);
        out.listedAt.resize(gridPoints, false);
        for (std::size_t i = 0; i < known.gridSize(); ++i) {
            if (!s.has(i))
                continue;
            const std::size_t p = pointOf(known.timesMs[i]);
            if (p < gridPoints)
                alive[p] = out.listedAt[p] = true;
        }
    }
    return out;
}

// The most pods an instance reported at once with the same value, where
// that lasted at least two grid points in a row; 0 when it never did. The
// same value is what time-slicing looks like (dcgm-exporter repeats the
// device's figures per pod); a pod replacing another overlaps at a single
// point of the step's average, and with its own value.
template <typename PointOf>
int sharing(const SeriesSet &set, const std::vector<std::size_t> &podSeries,
            const std::vector<quint8> &seriesAt, const std::vector<QString> &podOf,
            std::size_t gridPoints, const PointOf &pointOf)
{
    if (podSeries.size() < 2)
        return 0;
    int most = 0;
    int run = 0;
    int longest = 0;
    std::size_t lastPoint = gridPoints;
    std::vector<std::pair<double, const QString *>> here;
    for (std::size_t i = 0; i < set.gridSize(); ++i) {
        here.clear();
        std::size_t p = gridPoints;
        for (const std::size_t k : podSeries) {
            const std::size_t at = pointOf(set.series[k], i);
            // Most points of a GPU whose pod changed have one series.
            if (at >= gridPoints || seriesAt[at] < 2)
                continue;
            p = at;
            here.emplace_back(set.series[k].values[i], &podOf[k]);
        }
        int pods = 0;
        if (here.size() > 1) {
            std::sort(here.begin(), here.end(), [](const auto &a, const auto &b) {
                return a.first != b.first ? a.first < b.first : *a.second < *b.second;
            });
            // The largest number of distinct pods sharing one value.
            for (std::size_t a = 0; a < here.size();) {
                std::size_t b = a;
                int distinct = 0;
                for (; b < here.size() && here[b].first == here[a].first; ++b)
                    distinct += b == a || *here[b].second != *here[b - 1].second ? 1 : 0;
                pods = std::max(pods, distinct);
                a = b;
            }
        }
        if (pods > 1) {
            run = lastPoint < gridPoints && p == lastPoint + 1 ? run + 1 : 1;
            lastPoint = p;
            longest = std::max(longest, run);
            most = std::max(most, pods);
        } else {
            run = 0;
            lastPoint = gridPoints;
        }
    }
    return longest >= 2 ? most : 0;
}

} // namespace CostPods
