#pragma once

#include "column.h"
#include "gapmask.h"
#include "labels.h"

#include <QStringList>
#include <QtGlobal>
#include <vector>

// One series of a SeriesSet: its labels and one value column aligned to the
// set's shared time grid.
struct Series
{
    Labels labels;
    Column values; // size == grid size; stored from the first to the last sample
    GapMask present;

    bool has(std::size_t i) const { return present.test(i); }
    // Stores values from the first to the last point with a sample only.
    void compact();
};

// The result of a query in columnar form. Every series of a range query is
// evaluated on the same timestamps, so the grid is stored once and values are
// columns: 8 bytes per sample (from each series' first to its last) plus one
// bit per grid point for the gap mask.
struct SeriesSet
{
    enum class ResultType
    {
        Matrix,
        Vector,
        Scalar,
        String
    };

    ResultType resultType = ResultType::Matrix;
    std::vector<qint64> timesMs; // strictly increasing, milliseconds since epoch
    std::vector<Series> series;
    QStringList warnings;
    QStringList infos;

    std::size_t gridSize() const { return timesMs.size(); }
    std::size_t sampleCount() const;
    // Samples at or before `untilMs` (what Replay knew at its cursor).
    std::size_t sampleCount(qint64 untilMs) const;
    std::size_t memoryBytes() const;
    int indexOf(const Labels &labels) const;
    // Index of the grid point at or before t, or -1.
    int indexAtOrBefore(qint64 tMs) const;

    // Union of both grids and series. Where both hold a sample at one time,
    // `newer` wins: a later fetch knows about late scrapes.
    void merge(const SeriesSet &newer);
    // Other series beside these, on the union of both grids (another
    // question's answer over the same range); a series in both takes the
    // other's samples where it has them and keeps its own elsewhere.
    // Warnings and notes of both are kept.
    void add(const SeriesSet &other);
    // The series of a lane's several queries side by side on the union of
    // their grids, each labelled `__query__` = 1, 2, ... (its query's place)
    // so equal label sets from different queries stay two series. Unlike
    // merge(), no part replaces another where their times overlap. A null
    // part (a query without data yet) adds nothing.
    static SeriesSet combineQueries(const std::vector<const SeriesSet *> &parts);
    // Drops grid points before tMs (the live window's left edge).
    void trimBefore(qint64 tMs);
    // Drops series with no sample left.
    void dropEmptySeries();
    // Sorts series by labels, as Prometheus sorts a matrix.
    void sortSeries();

  private:
    void mergeFrom(const SeriesSet &newer, bool replaceCovered);
};
