#pragma once

#include "serieslimits.h"
#include "seriesset.h"
#include "sourceerror.h"

#include <cstddef>
#include <expected>
#include <map>
#include <QtGlobal>
#include <vector>

// Gathers samples that arrive in any order (rows of a table, buckets of
// several metrics) and lays them on one SeriesSet grid.
//
// * The grid is the sorted union of every time given, including times given
//   only as gaps: an empty Azure bucket still marks a step the chart must
//   show as missing.
// * Of two samples for one series at one time the later one wins, gap or not.
// * Series that end up without a single sample are left out, as
//   SeriesSet::merge would drop them anyway.
class SeriesBuilder final
{
  public:
    struct Point
    {
        qint64 tMs;
        double value;
        bool present;
    };

    explicit SeriesBuilder(std::size_t maxGridCells = SeriesLimits().maxGridCells)
        : m_maxGridCells(maxGridCells)
    {
    }

    // The series with these labels, created in first-seen order.
    std::size_t seriesFor(const Labels &labels);
    void add(std::size_t series, qint64 tMs, double value)
    {
        m_points[series].push_back({tMs, value, true});
    }
    void addGap(std::size_t series, qint64 tMs) { m_points[series].push_back({tMs, 0.0, false}); }
    void append(std::size_t series, const std::vector<Point> &points);
    std::size_t seriesCount() const { return m_labels.size(); }

    // Kind::TooLarge when series × grid exceeds the limit.
    std::expected<SeriesSet, SourceError> finish();

  private:
    std::size_t m_maxGridCells;
    std::map<Labels, std::size_t> m_index;
    std::vector<Labels> m_labels;
    std::vector<std::vector<Point>> m_points;
};
