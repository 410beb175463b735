#include "seriesbuilder.h"

#include <algorithm>

std::size_t SeriesBuilder::seriesFor(const Labels &labels)
{
    auto [it, inserted] = m_index.try_emplace(labels, m_labels.size());
    if (inserted) {
        m_labels.push_back(labels);
        m_points.emplace_back();
    }
    return it->second;
}

void SeriesBuilder::append(std::size_t series, const std::vector<Point> &points)
{
    auto &dst = m_points[series];
    dst.insert(dst.end(), points.begin(), points.end());
}

std::expected<SeriesSet, SourceError> SeriesBuilder::finish()
{
    SeriesSet set;
    std::size_t total = 0;
    for (const auto &points : m_points)
        total += points.size();
    std::vector<qint64> grid;
    grid.reserve(total);
    for (const auto &points : m_points)
        for (const auto &p : points)
            grid.push_back(p.tMs);
    std::sort(grid.begin(), grid.end());
    grid.erase(std::unique(grid.begin(), grid.end()), grid.end());

    auto byTime = [](const Point &a, const Point &b) { return a.tMs < b.tMs; };
    std::size_t kept = 0;
    for (auto &points : m_points) {
        // Stable, so that of equal times the one given last stays last.
        if (!std::is_sorted(points.begin(), points.end(), byTime))
            std::stable_sort(points.begin(), points.end(), byTime);
        kept += std::any_of(points.begin(), points.end(), [](const Point &p) { return p.present; });
    }
    const std::size_t g = grid.size();
    if (g != 0 && kept > m_maxGridCells / g) {
        return std::unexpected(SourceError::make(
            SourceError::Kind::TooLarge,
            QStringLiteral("The result is too large to chart (%1 series on %2 time steps); "
                           "narrow the query or use a coarser interval.")
                .arg(kept)
                .arg(g)));
    }

    set.series.reserve(kept);
    for (std::size_t s = 0; s < m_points.size(); ++s) {
        const auto &points = m_points[s];
        Series out;
        out.values.assign(g, 0.0);
        out.present.resize(g);
        auto pos = grid.begin();
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (i + 1 < points.size() && points[i + 1].tMs == points[i].tMs)
                continue;
            pos = std::lower_bound(pos, grid.end(), points[i].tMs);
            const auto j = std::size_t(pos - grid.begin());
            if (points[i].present) {
                out.values.cell(j) = points[i].value;
                out.present.set(j);
            }
        }
        if (out.present.count() == 0)
            continue;
        out.compact();
        out.labels = m_labels[s];
        set.series.push_back(std::move(out));
    }
    set.timesMs = std::move(grid);
    return set;
}
