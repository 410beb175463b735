#include "promgrid.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <numeric>

bool PromGrid::checkCells(std::size_t seriesCount, std::size_t gridSize)
{
    if (gridSize == 0 || seriesCount <= m_maxGridCells / gridSize)
        return true;
    m_error = SourceError::make(
        SourceError::Kind::TooLarge,
        QStringLiteral("The result is too large to chart (%1 series on %2 time steps); "
                       "narrow the query or raise the step.")
            .arg(seriesCount)
            .arg(gridSize));
    return false;
}

// Fills m_map with each time's index in grid; false if one is missing.
bool PromGrid::mapOntoGrid(const std::vector<qint64> &times, const std::vector<qint64> &grid)
{
    m_map.resize(times.size());
    // Few samples on a long grid: binary search keeps this O(n log g).
    const bool sparse = times.size() * 16 < grid.size();
    std::size_t j = 0;
    for (std::size_t i = 0; i < times.size(); ++i) {
        if (sparse)
            j = std::size_t(
                std::lower_bound(grid.begin() + std::ptrdiff_t(j), grid.end(), times[i]) -
                grid.begin());
        else
            while (j < grid.size() && grid[j] < times[i])
                ++j;
        if (j == grid.size() || grid[j] != times[i])
            return false;
        m_map[i] = j++;
    }
    return true;
}

bool PromGrid::add(Labels &&labels, Samples &samples)
{
    const std::vector<qint64> &times = samples.times;
    const std::vector<std::uint32_t> &absent = samples.absent;
    const std::size_t n = times.size();
    if (n == absent.size())
        return true;
    const bool sorted =
        std::adjacent_find(times.begin(), times.end(), std::greater_equal<qint64>()) == times.end();
    if (!m_haveGrid && sorted) {
        m_grid = times;
        m_haveGrid = true;
    }
    Series s;
    s.labels = std::move(labels);
    if (m_haveGrid && sorted && n == m_grid.size() &&
        std::memcmp(times.data(), m_grid.data(), n * sizeof(qint64)) == 0) {
        // The usual range query: same timestamps as the first series.
        if (!checkCells(m_series.size() + 1, n))
            return false;
        s.present.resize(n, true);
        for (const auto i : absent) {
            samples.values[i] = 0.0;
            s.present.reset(i);
        }
        s.values = std::move(samples.values);
        samples.values = {};
        samples.values.reserve(n);
        if (!absent.empty())
            s.compact(); // a DCGM blank at either end
    } else if (m_haveGrid && sorted && mapOntoGrid(times, m_grid)) {
        // Gaps or a late start: a subset of the grid, placed directly.
        const std::size_t g = m_grid.size();
        if (!checkCells(m_series.size() + 1, g))
            return false;
        s.present.resize(g);
        std::size_t a = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (a < absent.size() && absent[a] == i) {
                ++a;
                continue;
            }
            s.present.set(m_map[i]);
        }
        const std::size_t last = s.present.last();
        s.values.place(g, s.present.nextSet(0, last + 1), last + 1);
        for (std::size_t i = 0, k = 0; i < n; ++i) {
            if (k < absent.size() && absent[k] == i)
                ++k;
            else
                s.values.cell(m_map[i]) = samples.values[i];
        }
    } else {
        // Times the grid lacks (or out of order): placed once the grid is final.
        m_pending.push_back({m_series.size(), times, std::move(samples.values), absent, sorted});
        samples.values = {};
    }
    m_series.push_back(std::move(s));
    return true;
}

bool PromGrid::finish(SeriesSet &set)
{
    // The series vector grew by doubling while the answer was read: up to
    // half of it spare records (0.07 B a sample for 1,125 series).
    m_series.shrink_to_fit();
    if (m_pending.empty()) {
        set.series = std::move(m_series);
        set.timesMs = std::move(m_grid);
        return true;
    }
    // Off-grid series nearly always share one timestamp sequence (the first
    // series started late), so sorted sequences are merged one distinct
    // sequence at a time; many distinct ones are sorted together instead,
    // which keeps hostile input O(n log n).
    constexpr int kMaxMerges = 32;
    std::vector<qint64> grid = m_grid;
    std::vector<qint64> merged;
    std::vector<qint64> extra;
    const std::vector<qint64> *lastMerged = nullptr;
    int merges = 0;
    for (const auto &p : m_pending) {
        if (p.sorted && lastMerged && p.times == *lastMerged)
            continue;
        if (p.sorted && merges < kMaxMerges) {
            merged.clear();
            merged.reserve(grid.size() + p.times.size());
            std::set_union(grid.begin(), grid.end(), p.times.begin(), p.times.end(),
                           std::back_inserter(merged));
            grid.swap(merged);
            lastMerged = &p.times;
            ++merges;
        } else {
            extra.insert(extra.end(), p.times.begin(), p.times.end());
        }
    }
    if (!extra.empty()) {
        std::sort(extra.begin(), extra.end());
        extra.erase(std::unique(extra.begin(), extra.end()), extra.end());
        merged.clear();
        merged.reserve(grid.size() + extra.size());
        std::set_union(grid.begin(), grid.end(), extra.begin(), extra.end(),
                       std::back_inserter(merged));
        grid.swap(merged);
    }
    if (!checkCells(m_series.size(), grid.size()))
        return false;

    const std::size_t g = grid.size();
    if (!m_grid.empty() && g != m_grid.size()) {
        mapOntoGrid(m_grid, grid);
        for (auto &s : m_series) {
            if (s.values.size() != m_grid.size())
                continue; // pending
            Column values;
            const std::size_t last = s.present.last();
            values.place(g, m_map[s.values.first()], m_map[last] + 1);
            GapMask present(g);
            for (std::size_t i = s.values.first(); i <= last; ++i) {
                if (s.has(i)) {
                    values.cell(m_map[i]) = s.values[i];
                    present.set(m_map[i]);
                }
            }
            s.values = std::move(values);
            s.present = std::move(present);
        }
    }
    for (auto &p : m_pending) {
        Series &s = m_series[p.slot];
        s.values.assign(g, 0.0);
        s.present.resize(g);
        std::vector<char> absent(p.times.size(), 0);
        for (const auto i : p.absent)
            absent[i] = 1;
        std::vector<std::uint32_t> order(p.times.size());
        std::iota(order.begin(), order.end(), 0u);
        if (!p.sorted)
            std::stable_sort(order.begin(), order.end(), [&p](std::uint32_t a, std::uint32_t b) {
                return p.times[a] < p.times[b];
            });
        // Every time is in the grid, so the walk cannot run off its end.
        const bool dense = p.times.size() * 16 >= g;
        auto pos = grid.begin();
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::uint32_t i = order[k];
            // Of repeated timestamps the last one written wins.
            if (k + 1 < order.size() && p.times[order[k + 1]] == p.times[i])
                continue;
            if (dense)
                while (*pos < p.times[i])
                    ++pos;
            else
                pos = std::lower_bound(pos, grid.end(), p.times[i]);
            const auto j = std::size_t(pos - grid.begin());
            if (absent[i]) {
                s.present.reset(j);
                s.values.cell(j) = 0.0;
            } else {
                s.values.cell(j) = p.values[i];
                s.present.set(j);
            }
        }
    }
    for (auto &p : m_pending)
        m_series[p.slot].compact();
    // A repeated timestamp whose last value was a DCGM blank can leave a
    // pending series without samples.
    std::erase_if(m_series, [](const Series &s) { return s.present.count() == 0; });
    m_series.shrink_to_fit();
    set.series = std::move(m_series);
    set.timesMs = std::move(grid);
    return true;
}
