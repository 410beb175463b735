#include "reduction.h"

#include "fleetaggregates.h"
#include "requestphase.h"

#include <algorithm>
#include <cmath>
#include <limits>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

bool usable(double v)
{
    return std::isfinite(v);
}

} // namespace

QList<QPointF> Reduction::thinned(const SeriesSet &set, const Series &s, std::size_t first,
                                  std::size_t last, qint64 fromMs, qint64 toMs, int width)
{
    QList<QPointF> out;
    const double span = double(std::max<qint64>(toMs - fromMs, 1));
    int curBucket = -1;
    std::size_t fi = 0, li = 0, mini = 0, maxi = 0;
    auto flush = [&]() {
        if (curBucket < 0)
            return;
        std::size_t idx[4] = {fi, mini, maxi, li};
        std::sort(idx, idx + 4);
        std::size_t prev = std::numeric_limits<std::size_t>::max();
        for (std::size_t i : idx) {
            if (i == prev)
                continue;
            prev = i;
            out.append(QPointF(double(set.timesMs[i]), s.values[i]));
        }
    };
    for (std::size_t i = first; i < last; ++i) {
        if (!s.has(i) || !usable(s.values[i]))
            continue;
        const int b = std::min(width - 1, int(double(set.timesMs[i] - fromMs) / span * width));
        if (b != curBucket) {
            flush();
            curBucket = b;
            fi = li = mini = maxi = i;
            continue;
        }
        li = i;
        if (s.values[i] < s.values[mini])
            mini = i;
        if (s.values[i] > s.values[maxi])
            maxi = i;
    }
    flush();
    return out;
}

namespace {

// The reduction's inner loop for a series with a sample at every grid point
// in range (the usual case): no branches, so the compiler vectorises it
// (reduction.cpp is built with -fno-trapping-math, which lets it turn the
// selects into blends; counts are doubles so every lane is 64 bits wide). A
// non-finite value (NaN, ±Inf) is skipped, as in the general loop: x - x is
// 0 only for a finite x.
bool accumulateDense(const double *v, std::size_t n, double *lo, double *hi, double *acc,
                     double *cnt, bool high, double *best)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < n; ++k) {
        const double x = v[k];
        const bool ok = x - x == 0.0;
        const double forLo = ok ? x : inf;
        const double forHi = ok ? x : -inf;
        lo[k] = forLo < lo[k] ? forLo : lo[k];
        hi[k] = forHi > hi[k] ? forHi : hi[k];
        acc[k] += ok ? x : 0.0;
        cnt[k] += ok ? 1.0 : 0.0;
    }
    // The series' peak (or trough), in a second pass over data still in
    // cache. A max/min reduction is not vectorised without -ffinite-math-only
    // (which would fold the finiteness test away), so on x86-64 it is written
    // with SSE2, two lanes at a time; non-finite values are masked to ∓Inf
    // first, so maxpd/minpd never see a NaN.
    double top = -inf, bottom = inf;
    std::size_t k = 0;
#ifdef __SSE2__
    // Two accumulators each, so consecutive max/min do not wait on each other.
    const __m128d vInf = _mm_set1_pd(inf), vMinusInf = _mm_set1_pd(-inf), zero = _mm_setzero_pd();
    __m128d top0 = vMinusInf, top1 = vMinusInf, bottom0 = vInf, bottom1 = vInf;
    const auto masked = [&](const __m128d x, const __m128d fill) {
        const __m128d ok = _mm_cmpeq_pd(_mm_sub_pd(x, x), zero);
        return _mm_or_pd(_mm_and_pd(ok, x), _mm_andnot_pd(ok, fill));
    };
    for (; k + 4 <= n; k += 4) {
        const __m128d a = _mm_loadu_pd(v + k), b = _mm_loadu_pd(v + k + 2);
        top0 = _mm_max_pd(top0, masked(a, vMinusInf));
        top1 = _mm_max_pd(top1, masked(b, vMinusInf));
        bottom0 = _mm_min_pd(bottom0, masked(a, vInf));
        bottom1 = _mm_min_pd(bottom1, masked(b, vInf));
    }
    double lanes[2];
    _mm_storeu_pd(lanes, _mm_max_pd(top0, top1));
    top = std::max(lanes[0], lanes[1]);
    _mm_storeu_pd(lanes, _mm_min_pd(bottom0, bottom1));
    bottom = std::min(lanes[0], lanes[1]);
#endif
    for (; k < n; ++k) {
        const double x = v[k];
        if (x - x == 0.0) {
            top = std::max(top, x);
            bottom = std::min(bottom, x);
        }
    }
    // Only a finite sample raises the peak above -Inf.
    if (top == -inf)
        return false;
    *best = high ? top : bottom;
    return true;
}

// A stacked lane: each series on top of the ones before it. Stacks share
// their times, so every line keeps the same grid points: all of them when
// they fit twice in the width, else the last of each pixel column.
LaneFrame reduceStacked(const SeriesSet &set, const Reduction::Input &in, std::size_t first,
                        std::size_t last, LaneFrame f)
{
    f.stacked = true;
    const std::size_t n = last - first;
    const int width = std::max(in.widthPx, 1);
    // A time where a part has no value is left out of the stack rather than
    // drawn as if that part took no time; parts with no value in the whole
    // range do not count.
    std::vector<int> present(n, 0);
    int parts = 0;
    for (const Series &s : set.series) {
        bool seen = false;
        for (std::size_t k = 0; k < n; ++k)
            if (s.has(first + k) && usable(s.values[first + k])) {
                ++present[k];
                ++f.pointsInRange;
                seen = true;
            }
        parts += seen ? 1 : 0;
    }
    std::vector<char> any(n, 0);
    for (std::size_t k = 0; k < n; ++k)
        any[k] = present[k] == parts && parts > 0;
    // Where the points are thinned, each pixel column keeps its largest
    // total: a short spike stays visible over a long range.
    std::vector<double> total(n, 0.0);
    for (const Series &s : set.series)
        for (std::size_t k = 0; k < n; ++k)
            if (any[k] && s.has(first + k) && usable(s.values[first + k]))
                total[k] += s.values[first + k];
    std::vector<std::size_t> kept;
    const double span = double(std::max<qint64>(in.toMs - in.fromMs, 1));
    int column = -1;
    for (std::size_t k = 0; k < n; ++k) {
        if (!any[k])
            continue;
        const int b = std::min(
            width - 1, int(double(set.timesMs[first + k] - in.fromMs) / span * double(width)));
        if (n > std::size_t(2 * width) && b == column && !kept.empty()) {
            if (total[k] > total[kept.back()])
                kept.back() = k;
        } else {
            kept.push_back(k);
        }
        column = b;
    }
    std::vector<double> running(n, 0.0);
    f.yLow = 0;
    f.yHigh = 0;
    for (std::size_t si : Reduction::stackOrder(set)) {
        const Series &s = set.series[si];
        // A part with no value in the range is no band and no tag.
        if (s.present.nextSet(first, last) >= last)
            continue;
        LaneFrame::Line line{s.labels, {}, -std::numeric_limits<double>::infinity()};
        for (std::size_t k = 0; k < n; ++k)
            if (s.has(first + k) && usable(s.values[first + k])) {
                running[k] += s.values[first + k];
                line.score = std::max(line.score, s.values[first + k]);
            }
        for (std::size_t k : kept) {
            line.points.append(QPointF(double(set.timesMs[first + k]), running[k]));
            f.yLow = std::min(f.yLow, running[k]);
            f.yHigh = std::max(f.yHigh, running[k]);
        }
        f.outliers.push_back(std::move(line));
    }
    for (std::size_t k : kept)
        f.aggregate.append(QPointF(double(set.timesMs[first + k]), running[k]));
    f.hasData = !kept.empty();
    return f;
}

} // namespace

bool SeriesSelector::matches(const Labels &l) const
{
    if (identity.isEmpty())
        return false;
    for (const auto &[k, v] : identity.pairs())
        if (l.valueCi(k) != v)
            return false;
    return true;
}

SeriesSelector SeriesSelector::fromSeries(const Labels &l)
{
    SeriesSelector s;
    if (const QString pod = l.valueCi(QStringLiteral("pod")); !pod.isEmpty()) {
        s.identity.set(QStringLiteral("pod"), pod);
        return s;
    }
    const QString host = l.valueCi(QStringLiteral("hostname"));
    if (!host.isEmpty()) {
        s.identity.set(QStringLiteral("hostname"), host);
        if (const QString gpu = l.value(QStringLiteral("gpu")); !gpu.isEmpty())
            s.identity.set(QStringLiteral("gpu"), gpu);
        return s;
    }
    for (const char *n : {"deployment", "namespace", "instance"}) {
        if (const QString v = l.valueCi(QLatin1String(n)); !v.isEmpty()) {
            s.identity.set(QLatin1String(n), v);
            return s;
        }
    }
    return s;
}

namespace Reduction {

double aggregateOf(std::vector<double> &v, Aggregate a)
{
    if (v.empty())
        return std::numeric_limits<double>::quiet_NaN();
    auto quantile = [&v](double q) {
        // PromQL's quantile(): rank q * (n - 1), interpolated between the
        // values either side of it.
        const double rank = q * double(v.size() - 1);
        const auto below = std::size_t(std::floor(rank));
        std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(below), v.end());
        const double low = v[below];
        if (below + 1 >= v.size())
            return low;
        const double high = *std::min_element(v.begin() + std::ptrdiff_t(below) + 1, v.end());
        const double weight = rank - double(below);
        return low * (1 - weight) + high * weight;
    };
    switch (a) {
    case Aggregate::Max:
        return *std::max_element(v.begin(), v.end());
    case Aggregate::Min:
        return *std::min_element(v.begin(), v.end());
    case Aggregate::Sum: {
        double s = 0;
        for (double x : v)
            s += x;
        return s;
    }
    case Aggregate::Avg: {
        double s = 0;
        for (double x : v)
            s += x;
        return s / double(v.size());
    }
    case Aggregate::P50:
        return quantile(0.50);
    case Aggregate::P95:
        return quantile(0.95);
    case Aggregate::P99:
        return quantile(0.99);
    }
    return std::numeric_limits<double>::quiet_NaN();
}

std::pair<std::size_t, std::size_t> rangeOf(const SeriesSet &set, const Input &in)
{
    const auto first = std::size_t(
        std::lower_bound(set.timesMs.begin(), set.timesMs.end(), in.fromMs) - set.timesMs.begin());
    const auto last = std::size_t(std::upper_bound(set.timesMs.begin(), set.timesMs.end(),
                                                   std::min(in.toMs, in.knownUntilMs)) -
                                  set.timesMs.begin());
    return {first, std::max(first, last)};
}

LaneFrame reduce(const SeriesSet &set, const Input &in)
{
    if (FleetAggregates::isServerAggregated(set))
        return reduceAggregated(set, in);
    LaneFrame f;
    f.seriesCount = set.series.size();
    const auto [first, last] = rangeOf(set, in);
    if (first >= last || set.series.empty())
        return f;
    const std::size_t n = last - first;
    const int width = std::max(in.widthPx, 1);
    for (std::size_t i = first + 1; i < last; ++i) {
        const qint64 d = set.timesMs[i] - set.timesMs[i - 1];
        if (d > 0 && (f.stepMs == 0 || d < f.stepMs))
            f.stepMs = d;
    }
    if (in.stacked)
        return reduceStacked(set, in, first, last, std::move(f));

    // Per grid point: envelope, and the aggregate across series. Series-major
    // passes keep the column reads sequential.
    constexpr double inf = std::numeric_limits<double>::infinity();
    std::vector<double> lo(n, inf), hi(n, -inf), acc(n, 0.0);
    std::vector<double> cnt(n, 0.0); // counts, as doubles: see accumulateDense
    const bool streaming = in.aggregate == Aggregate::Max || in.aggregate == Aggregate::Min ||
                           in.aggregate == Aggregate::Avg || in.aggregate == Aggregate::Sum;
    std::vector<std::pair<double, std::size_t>> scores; // (score, series index)
    scores.reserve(set.series.size());
    for (std::size_t si = 0; si < set.series.size(); ++si) {
        const Series &s = set.series[si];
        double best = in.outliersHigh ? -inf : inf;
        bool any = false;
        // Runs of consecutive samples (usually one: the whole range) go
        // through the branch-free loop; gaps between them are skipped.
        for (std::size_t a = s.present.nextSet(first, last); a < last;) {
            const std::size_t b = s.present.nextClear(a, last);
            double runBest = 0;
            if (accumulateDense(s.values.at(a), b - a, lo.data() + (a - first),
                                hi.data() + (a - first), acc.data() + (a - first),
                                cnt.data() + (a - first), in.outliersHigh, &runBest)) {
                best = !any              ? runBest
                       : in.outliersHigh ? std::max(best, runBest)
                                         : std::min(best, runBest);
                any = true;
            }
            a = s.present.nextSet(b, last);
        }
        if (any)
            scores.emplace_back(best, si);
    }
    std::vector<double> agg(n, std::numeric_limits<double>::quiet_NaN());
    if (streaming) {
        for (std::size_t k = 0; k < n; ++k) {
            if (!cnt[k])
                continue;
            switch (in.aggregate) {
            case Aggregate::Max:
                agg[k] = hi[k];
                break;
            case Aggregate::Min:
                agg[k] = lo[k];
                break;
            case Aggregate::Sum:
                agg[k] = acc[k];
                break;
            default:
                agg[k] = acc[k] / cnt[k];
                break;
            }
        }
    } else {
        std::vector<double> column;
        column.reserve(set.series.size());
        for (std::size_t k = 0; k < n; ++k) {
            if (!cnt[k])
                continue;
            column.clear();
            for (const auto &s : set.series)
                if (s.has(first + k) && usable(s.values[first + k]))
                    column.push_back(s.values[first + k]);
            agg[k] = aggregateOf(column, in.aggregate);
        }
    }

    // Bucket into pixel columns: the band keeps each column's extremes.
    const double span = double(std::max<qint64>(in.toMs - in.fromMs, 1));
    int cur = -1;
    double bLo = inf, bHi = -inf;
    qint64 bT = 0;
    std::size_t aggFirst = 0, aggLast = 0, aggMin = 0, aggMax = 0;
    bool aggAny = false;
    f.yLow = inf;
    f.yHigh = -inf;
    auto flush = [&]() {
        if (cur < 0)
            return;
        if (bLo <= bHi) {
            f.envelopeLow.append(QPointF(double(bT), bLo));
            f.envelopeHigh.append(QPointF(double(bT), bHi));
        }
        if (aggAny) {
            std::size_t idx[4] = {aggFirst, aggMin, aggMax, aggLast};
            std::sort(idx, idx + 4);
            std::size_t prev = std::numeric_limits<std::size_t>::max();
            for (std::size_t k : idx)
                if (k != prev) {
                    f.aggregate.append(QPointF(double(set.timesMs[first + k]), agg[k]));
                    prev = k;
                }
        }
    };
    for (std::size_t k = 0; k < n; ++k) {
        if (!cnt[k])
            continue;
        f.pointsInRange += std::size_t(cnt[k]);
        const qint64 t = set.timesMs[first + k];
        const int b = std::min(width - 1, int(double(t - in.fromMs) / span * width));
        if (b != cur) {
            flush();
            cur = b;
            bLo = inf;
            bHi = -inf;
            bT = t;
            aggAny = false;
        }
        bLo = std::min(bLo, lo[k]);
        bHi = std::max(bHi, hi[k]);
        f.yLow = std::min(f.yLow, lo[k]);
        f.yHigh = std::max(f.yHigh, hi[k]);
        if (std::isfinite(agg[k])) {
            if (!aggAny) {
                aggFirst = aggLast = aggMin = aggMax = k;
                aggAny = true;
            } else {
                aggLast = k;
                if (agg[k] < agg[aggMin])
                    aggMin = k;
                if (agg[k] > agg[aggMax])
                    aggMax = k;
            }
        }
    }
    flush();
    // A sum lies above every series: the axis must hold the aggregate too.
    for (const QPointF &pt : std::as_const(f.aggregate)) {
        f.yLow = std::min(f.yLow, pt.y());
        f.yHigh = std::max(f.yHigh, pt.y());
    }
    f.hasData = f.yLow <= f.yHigh;
    if (!f.hasData)
        f.yLow = f.yHigh = 0;

    // Top-k by peak (or trough); ties broken by label order for stable output.
    const std::size_t k = std::min<std::size_t>(std::size_t(std::max(in.topK, 0)), scores.size());
    auto better = [&](const auto &a, const auto &b) {
        if (a.first != b.first)
            return in.outliersHigh ? a.first > b.first : a.first < b.first;
        return set.series[a.second].labels < set.series[b.second].labels;
    };
    std::partial_sort(scores.begin(), scores.begin() + std::ptrdiff_t(k), scores.end(), better);
    // With only a handful of series every one is drawn anyway; outliers only
    // mean something when they stand out of a crowd.
    for (std::size_t j = 0; j < k; ++j) {
        const Series &s = set.series[scores[j].second];
        f.outliers.push_back(
            {s.labels, thinned(set, s, first, last, in.fromMs, in.toMs, width), scores[j].first});
    }
    if (!in.highlight.isEmpty()) {
        for (const auto &s : set.series)
            if (in.highlight.matches(s.labels))
                f.highlighted.push_back(
                    {s.labels, thinned(set, s, first, last, in.fromMs, in.toMs, width), 0});
    }
    return f;
}

std::vector<std::size_t> stackOrder(const SeriesSet &set)
{
    std::vector<std::size_t> order(set.series.size());
    std::vector<int> rank(set.series.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
        QString words;
        for (const auto &[k, v] : set.series[i].labels.pairs())
            if (k != QLatin1String("__name__"))
                words += v + QLatin1Char(' ');
        rank[i] = RequestPhase::rank(words);
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (rank[a] != rank[b])
            return rank[a] < rank[b];
        return set.series[a].labels < set.series[b].labels;
    });
    return order;
}

std::vector<std::pair<Labels, double>> topAt(std::vector<std::pair<double, const Labels *>> ranked,
                                             const Input &in)
{
    const std::size_t k = std::min<std::size_t>(std::size_t(std::max(in.topK, 0)), ranked.size());
    std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(k), ranked.end(),
                      [&](const auto &a, const auto &b) {
                          return in.outliersHigh ? a.first > b.first : a.first < b.first;
                      });
    std::vector<std::pair<Labels, double>> out;
    for (std::size_t j = 0; j < k; ++j)
        out.emplace_back(*ranked[j].second, ranked[j].first);
    return out;
}

CrosshairValues valuesAt(const SeriesSet &set, qint64 tMs, const Input &in)
{
    if (FleetAggregates::isServerAggregated(set))
        return valuesAtAggregated(set, tMs, in);
    CrosshairValues c;
    const int i = set.indexAtOrBefore(std::min(tMs, in.knownUntilMs));
    if (i < 0)
        return c;
    // Past the last sample by more than two steps the lane has no value there.
    if (set.timesMs.size() >= 2) {
        const qint64 step = set.timesMs[1] - set.timesMs[0];
        if (tMs - set.timesMs[std::size_t(i)] > 2 * step)
            return c;
    }
    std::vector<double> col;
    std::vector<std::pair<double, const Labels *>> ranked;
    for (const auto &s : set.series) {
        if (!s.has(std::size_t(i)) || !usable(s.values[std::size_t(i)]))
            continue;
        col.push_back(s.values[std::size_t(i)]);
        ranked.emplace_back(s.values[std::size_t(i)], &s.labels);
    }
    if (col.empty())
        return c;
    c.valid = true;
    c.timeMs = set.timesMs[std::size_t(i)];
    c.low = *std::min_element(col.begin(), col.end());
    c.high = *std::max_element(col.begin(), col.end());
    c.aggregate = aggregateOf(col, in.aggregate);
    c.outliers = topAt(std::move(ranked), in);
    return c;
}

} // namespace Reduction
