#pragma once

#include "seriesset.h"
#include "sourceerror.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

// Lays the series of one Prometheus answer on the shared time grid as they
// are read. In a range query every series has the same timestamps, so the
// first sorted series sets the grid and the rest are taken over column for
// column; a series with gaps is placed by index. Only a series with times the
// grid lacks (or out of order) waits for finish(), where the grid becomes the
// union of all times and the series read so far are moved onto it.
//
// Every step checks series × grid against the limit before allocating.
class PromGrid final
{
  public:
    // The samples of the series being read, reused from one series to the next.
    struct Samples
    {
        std::vector<qint64> times;
        std::vector<double> values;
        std::vector<std::uint32_t> absent; // indexes into times, ascending

        void clear()
        {
            times.clear();
            values.clear();
            absent.clear();
        }
    };

    explicit PromGrid(std::size_t maxGridCells) : m_maxGridCells(maxGridCells) {}

    // One more series, in the server's order; `samples.values` may be taken.
    // A series without a single sample is skipped. False when too large.
    bool add(Labels &&labels, Samples &samples);
    // Moves the series and the final grid into `set`. False when too large.
    bool finish(SeriesSet &set);
    // Why add() or finish() returned false (Kind::TooLarge).
    const SourceError &error() const { return *m_error; }

  private:
    // Samples that do not lie on the grid, kept until the grid is final.
    struct Pending
    {
        std::size_t slot;
        std::vector<qint64> times;
        std::vector<double> values;
        std::vector<std::uint32_t> absent;
        bool sorted;
    };

    bool mapOntoGrid(const std::vector<qint64> &times, const std::vector<qint64> &grid);
    bool checkCells(std::size_t seriesCount, std::size_t gridSize);

    std::size_t m_maxGridCells;
    std::vector<Series> m_series;
    std::vector<qint64> m_grid;
    bool m_haveGrid = false;
    std::vector<std::size_t> m_map;
    std::vector<Pending> m_pending;
    std::optional<SourceError> m_error;
};
