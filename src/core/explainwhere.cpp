#include "explainwhere.h"

#include "changescore.h"
#include "reduction.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace ExplainWhere {

namespace {

// Per label, the groups with the largest shares whose distinctness is read.
constexpr int kMaxCandidates = 50;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Mean of `perPoint` over the points of each window; NaN points skipped.
double meanOver(const std::vector<double> &perPoint, const std::vector<char> &in)
{
    double sum = 0;
    int n = 0;
    for (std::size_t k = 0; k < perPoint.size(); ++k)
        if (in[k] && std::isfinite(perPoint[k])) {
            sum += perPoint[k];
            ++n;
        }
    return n ? sum / n : kNaN;
}

struct Grid
{
    std::vector<std::size_t> points; // grid indices in either window
    std::vector<char> inWindow;      // per entry of points
    std::vector<char> inBaseline;
};

// The lane's aggregate at each point of `grid`, over the series for which
// keep(i) holds.
template <typename Keep>
std::vector<double> aggregateAt(const SeriesSet &set, const Grid &grid, Aggregate a, Keep keep)
{
    std::vector<double> out(grid.points.size(), kNaN);
    std::vector<double> column;
    for (std::size_t p = 0; p < grid.points.size(); ++p) {
        column.clear();
        for (std::size_t i = 0; i < set.series.size(); ++i) {
            const Series &s = set.series[i];
            if (keep(i) && s.has(grid.points[p]) && std::isfinite(s.values[grid.points[p]]))
                column.push_back(s.values[grid.points[p]]);
        }
        if (!column.empty())
            out[p] = Reduction::aggregateOf(column, a);
    }
    return out;
}

// The aggregate without each group, for every group of one label, in one
// pass per point: sums and counts for sum/avg, the best two group extremes
// for max/min. Series outside every group (no such label) stay in.
std::vector<std::vector<double>> withoutEachGroup(const SeriesSet &set, const Grid &grid,
                                                  Aggregate a, const std::vector<int> &groupOf,
                                                  int groups)
{
    std::vector<std::vector<double>> out(std::size_t(groups),
                                         std::vector<double>(grid.points.size(), kNaN));
    const bool high = a == Aggregate::Max;
    const auto size = static_cast<std::size_t>(groups);
    std::vector<double> gSum(size, 0.0), gExt(size, 0.0);
    std::vector<int> gCount(size, 0);
    for (std::size_t p = 0; p < grid.points.size(); ++p) {
        const std::size_t k = grid.points[p];
        std::fill(gSum.begin(), gSum.end(), 0.0);
        std::fill(gCount.begin(), gCount.end(), 0);
        std::fill(gExt.begin(), gExt.end(), high ? -INFINITY : INFINITY);
        double sum = 0, ungroupedExt = high ? -INFINITY : INFINITY;
        int count = 0;
        for (std::size_t i = 0; i < set.series.size(); ++i) {
            const Series &s = set.series[i];
            if (!s.has(k) || !std::isfinite(s.values[k]))
                continue;
            const double v = s.values[k];
            sum += v;
            ++count;
            if (groupOf[i] < 0) {
                ungroupedExt = high ? std::max(ungroupedExt, v) : std::min(ungroupedExt, v);
                continue;
            }
            const auto g = std::size_t(groupOf[i]);
            gSum[g] += v;
            ++gCount[g];
            gExt[g] = high ? std::max(gExt[g], v) : std::min(gExt[g], v);
        }
        if (!count)
            continue;
        // The best and second best extreme among groups (and the ungrouped).
        double best = ungroupedExt, second = high ? -INFINITY : INFINITY;
        int bestGroup = -1;
        const auto better = [high](double x, double y) { return high ? x > y : x < y; };
        for (int g = 0; g < groups; ++g) {
            if (!gCount[std::size_t(g)])
                continue;
            const double e = gExt[std::size_t(g)];
            if (better(e, best)) {
                second = best;
                best = e;
                bestGroup = g;
            } else if (better(e, second)) {
                second = e;
            }
        }
        for (int g = 0; g < groups; ++g) {
            const auto gi = std::size_t(g);
            const int rest = count - gCount[gi];
            if (rest <= 0)
                continue;
            switch (a) {
            case Aggregate::Sum:
                out[gi][p] = sum - gSum[gi];
                break;
            case Aggregate::Avg:
                out[gi][p] = (sum - gSum[gi]) / rest;
                break;
            default: // Max, Min
                out[gi][p] = g == bestGroup ? second : best;
                break;
            }
        }
    }
    return out;
}

} // namespace

void joinHosts(SeriesSet &set, const QHash<QString, QString> &hostOfPod, const QString &hostLabel)
{
    for (Series &s : set.series) {
        if (!s.labels.valueCi(QStringLiteral("hostname")).isEmpty())
            continue;
        const QString host = hostOfPod.value(s.labels.valueCi(QStringLiteral("pod")));
        if (!host.isEmpty())
            s.labels.set(hostLabel, host);
    }
}

std::vector<double> groupLine(const SeriesSet &set, Aggregate aggregate, const QString &label,
                              const QString &value)
{
    Grid grid;
    for (std::size_t k = 0; k < set.timesMs.size(); ++k)
        grid.points.push_back(k);
    return aggregateAt(set, grid, aggregate,
                       [&](std::size_t i) { return set.series[i].labels.value(label) == value; });
}

std::vector<Place> rank(const SeriesSet &set, Aggregate aggregate, const Window &window,
                        const Window &baseline, double *change)
{
    std::vector<Place> out;
    Grid grid;
    for (std::size_t k = 0; k < set.timesMs.size(); ++k) {
        const bool w = window.contains(set.timesMs[k]);
        const bool b = baseline.contains(set.timesMs[k]) && !w;
        if (!w && !b)
            continue;
        grid.points.push_back(k);
        grid.inWindow.push_back(w);
        grid.inBaseline.push_back(b);
    }
    const std::vector<double> all =
        aggregateAt(set, grid, aggregate, [](std::size_t) { return true; });
    const double total = meanOver(all, grid.inWindow) - meanOver(all, grid.inBaseline);
    if (change)
        *change = total;
    if (!std::isfinite(total) || total == 0)
        return out;

    // Label → value → series.
    std::map<QString, std::map<QString, std::vector<std::size_t>>> labels;
    for (std::size_t i = 0; i < set.series.size(); ++i)
        for (const auto &[k, v] : set.series[i].labels.pairs())
            if (k != QLatin1String("__name__") && k != QLatin1String("__query__"))
                labels[k][v].push_back(i);

    const bool exact = aggregate == Aggregate::Max || aggregate == Aggregate::Min ||
                       aggregate == Aggregate::Sum || aggregate == Aggregate::Avg;
    for (const auto &[label, values] : labels) {
        const int n = int(values.size());
        if (n < 2 || n > (exact ? kMaxValues : kMaxQuantileValues))
            continue;
        std::vector<int> groupOf(set.series.size(), -1);
        std::vector<QString> names;
        for (const auto &[value, members] : values) {
            for (std::size_t i : members)
                groupOf[i] = int(names.size());
            names.push_back(value);
        }
        std::vector<std::vector<double>> without;
        if (exact) {
            without = withoutEachGroup(set, grid, aggregate, groupOf, n);
        } else {
            for (int g = 0; g < n; ++g)
                without.push_back(aggregateAt(set, grid, aggregate,
                                              [&](std::size_t i) { return groupOf[i] != g; }));
        }
        // Shares first (cheap); how distinct a group is only for the groups
        // that carry most of the change.
        std::vector<std::pair<double, int>> shares;
        for (int g = 0; g < n; ++g) {
            const double rest = meanOver(without[std::size_t(g)], grid.inWindow) -
                                meanOver(without[std::size_t(g)], grid.inBaseline);
            if (std::isfinite(rest) && (total - rest) / total > 0)
                shares.emplace_back((total - rest) / total, g);
        }
        std::sort(shares.begin(), shares.end(), std::greater<>());
        if (shares.size() > std::size_t(kMaxCandidates))
            shares.resize(std::size_t(kMaxCandidates));
        for (const auto &[share, g] : shares) {
            // The group's window samples against the others'.
            std::vector<double> mine, others;
            for (std::size_t p = 0; p < grid.points.size(); ++p) {
                if (!grid.inWindow[p])
                    continue;
                for (std::size_t i = 0; i < set.series.size(); ++i) {
                    const Series &s = set.series[i];
                    if (s.has(grid.points[p]))
                        (groupOf[i] == g ? mine : others).push_back(s.values[grid.points[p]]);
                }
            }
            const double distinct = ChangeScore::ksDistance(mine, others);
            const double score = std::clamp(share, 0.0, 1.0) * (0.5 + 0.5 * distinct);
            if (score > 0)
                out.push_back({label, names[std::size_t(g)], share, distinct, score});
        }
    }
    std::sort(out.begin(), out.end(), [](const Place &a, const Place &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return std::tie(a.label, a.value) < std::tie(b.label, b.value);
    });
    return out;
}

} // namespace ExplainWhere
