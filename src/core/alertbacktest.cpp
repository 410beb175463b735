#include "alertbacktest.h"

#include <algorithm>

namespace AlertBacktest {

BacktestFigures figures(const std::vector<AlertInstance> &instances, qint64 fromMs, qint64 toMs,
                        qint64 shortBelowMs)
{
    BacktestFigures f;
    if (toMs <= fromMs)
        return f;
    std::vector<std::pair<qint64, qint64>> firing; // clipped to the range
    std::vector<qint64> durations;
    for (const AlertInstance &a : instances) {
        if (!a.firingAtMs)
            continue; // pending that was dropped: it never paged anyone
        const qint64 began = *a.firingAtMs;
        const qint64 ended = a.resolvedAtMs.value_or(toMs);
        const qint64 from = std::max(began, fromMs);
        const qint64 to = std::min(ended, toMs);
        if (to <= from)
            continue;
        ++f.fires;
        f.firingMs += to - from;
        durations.push_back(to - from);
        firing.emplace_back(from, to);
        const bool open = !a.resolvedAtMs || *a.resolvedAtMs > toMs;
        if (open)
            ++f.stillFiring;
        // Cut by either end of the range, its length is not known: only a
        // fire seen whole can be called short.
        else if (began >= fromMs && to - from < shortBelowMs)
            ++f.shortFires;
    }
    if (!durations.empty()) {
        std::sort(durations.begin(), durations.end());
        const std::size_t n = durations.size();
        f.medianMs = n % 2 ? durations[n / 2] : (durations[n / 2 - 1] + durations[n / 2]) / 2;
    }
    // Quiet: the gaps in the union of every instance's firing time.
    std::sort(firing.begin(), firing.end());
    qint64 quietFrom = fromMs;
    for (const auto &[from, to] : firing) {
        f.longestQuietMs = std::max(f.longestQuietMs, from - quietFrom);
        quietFrom = std::max(quietFrom, to);
    }
    f.longestQuietMs = std::max(f.longestQuietMs, toMs - quietFrom);
    return f;
}

} // namespace AlertBacktest
