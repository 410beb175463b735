#include "seriesset.h"

#include <algorithm>
#include <map>

void Series::compact()
{
    present.compact();
    const std::size_t last = present.last();
    if (last == present.size())
        values.keepOnly(0, 0);
    else
        values.keepOnly(present.nextSet(0, last + 1), last + 1);
}

std::size_t SeriesSet::sampleCount() const
{
    std::size_t n = 0;
    for (const auto &s : series)
        n += s.present.count();
    return n;
}

std::size_t SeriesSet::sampleCount(qint64 untilMs) const
{
    const auto n =
        std::size_t(std::upper_bound(timesMs.begin(), timesMs.end(), untilMs) - timesMs.begin());
    std::size_t c = 0;
    for (const auto &s : series)
        c += s.present.countBefore(n);
    return c;
}

std::size_t SeriesSet::memoryBytes() const
{
    std::size_t n = timesMs.capacity() * sizeof(qint64) + series.capacity() * sizeof(Series);
    for (const auto &s : series)
        n += s.values.capacity() * sizeof(double) + s.present.bytes();
    return n;
}

int SeriesSet::indexOf(const Labels &labels) const
{
    for (std::size_t i = 0; i < series.size(); ++i)
        if (series[i].labels == labels)
            return int(i);
    return -1;
}

int SeriesSet::indexAtOrBefore(qint64 tMs) const
{
    auto it = std::upper_bound(timesMs.begin(), timesMs.end(), tMs);
    return int(it - timesMs.begin()) - 1;
}

void SeriesSet::merge(const SeriesSet &newer)
{
    mergeFrom(newer, true);
}

void SeriesSet::add(const SeriesSet &other)
{
    mergeFrom(other, false);
}

void SeriesSet::mergeFrom(const SeriesSet &newer, bool replaceCovered)
{
    const auto notes = [&] {
        if (replaceCovered) {
            warnings = newer.warnings;
            infos = newer.infos;
            return;
        }
        for (const QString &w : newer.warnings)
            if (!warnings.contains(w))
                warnings << w;
        for (const QString &i : newer.infos)
            if (!infos.contains(i))
                infos << i;
    };
    if (newer.timesMs.empty() && newer.series.empty()) {
        notes();
        return;
    }
    std::vector<qint64> grid;
    grid.reserve(timesMs.size() + newer.timesMs.size());
    std::set_union(timesMs.begin(), timesMs.end(), newer.timesMs.begin(), newer.timesMs.end(),
                   std::back_inserter(grid));

    auto indexMap = [&grid](const std::vector<qint64> &from) {
        std::vector<std::size_t> map(from.size());
        std::size_t j = 0;
        for (std::size_t i = 0; i < from.size(); ++i) {
            while (grid[j] != from[i])
                ++j;
            map[i] = j;
        }
        return map;
    };
    const auto oldMap = indexMap(timesMs);
    const auto newMap = indexMap(newer.timesMs);

    // Each series' slot in the result, and the span of the union grid its
    // samples cover, so every column is allocated once at its final size.
    std::map<Labels, std::size_t> byLabels;
    std::vector<Series> out;
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    out.reserve(series.size() + newer.series.size());
    const auto slotsOf = [&](const std::vector<Series> &from, const std::vector<std::size_t> &map) {
        std::vector<std::size_t> place(from.size());
        for (std::size_t k = 0; k < from.size(); ++k) {
            const Series &s = from[k];
            auto [it, inserted] = byLabels.try_emplace(s.labels, out.size());
            if (inserted) {
                Series d;
                d.labels = s.labels;
                d.present.resize(grid.size());
                out.push_back(std::move(d));
                spans.emplace_back(grid.size(), 0);
            }
            place[k] = it->second;
            const std::size_t last = s.present.last();
            if (last == s.present.size())
                continue;
            auto &[a, b] = spans[it->second];
            a = std::min(a, map[s.present.nextSet(0, last + 1)]);
            b = std::max(b, map[last] + 1);
        }
        return place;
    };
    const auto oldSlots = slotsOf(series, oldMap);
    const auto newSlots = slotsOf(newer.series, newMap);
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k].values.place(grid.size(), spans[k].first, spans[k].second);
    for (std::size_t k = 0; k < series.size(); ++k) {
        const Series &s = series[k];
        Series &d = out[oldSlots[k]];
        for (std::size_t i = 0; i < oldMap.size(); ++i)
            if (s.has(i)) {
                d.values.cell(oldMap[i]) = s.values[i];
                d.present.set(oldMap[i]);
            }
    }
    // Where the newer fetch covers a time, its answer replaces the older one
    // for every series, including the absence of a sample.
    if (replaceCovered)
        for (auto &d : out)
            for (std::size_t i = 0; i < newMap.size(); ++i)
                d.present.reset(newMap[i]);
    for (std::size_t k = 0; k < newer.series.size(); ++k) {
        const Series &s = newer.series[k];
        Series &d = out[newSlots[k]];
        for (std::size_t i = 0; i < newMap.size(); ++i)
            if (s.has(i)) {
                d.values.cell(newMap[i]) = s.values[i];
                d.present.set(newMap[i]);
            }
    }
    if (replaceCovered)
        for (auto &d : out)
            d.compact();
    timesMs = std::move(grid);
    series = std::move(out);
    notes();
    if (replaceCovered)
        resultType = newer.resultType;
    dropEmptySeries();
    sortSeries();
}

SeriesSet SeriesSet::combineQueries(const std::vector<const SeriesSet *> &parts)
{
    SeriesSet out;
    for (const SeriesSet *p : parts) {
        if (!p)
            continue;
        std::vector<qint64> grid;
        grid.reserve(out.timesMs.size() + p->timesMs.size());
        std::set_union(out.timesMs.begin(), out.timesMs.end(), p->timesMs.begin(), p->timesMs.end(),
                       std::back_inserter(grid));
        out.timesMs = std::move(grid);
        out.warnings << p->warnings;
        out.infos << p->infos;
        out.resultType = p->resultType;
    }
    const std::size_t n = out.timesMs.size();
    for (std::size_t q = 0; q < parts.size(); ++q) {
        const SeriesSet *p = parts[q];
        if (!p)
            continue;
        std::vector<std::size_t> at(p->timesMs.size());
        for (std::size_t i = 0, j = 0; i < at.size(); ++i) {
            while (out.timesMs[j] != p->timesMs[i])
                ++j;
            at[i] = j;
        }
        const QString tag = QString::number(q + 1);
        for (const Series &s : p->series) {
            Series d;
            d.labels = s.labels;
            d.labels.set(QStringLiteral("__query__"), tag);
            d.present.resize(n);
            const std::size_t last = s.present.last();
            if (last < s.present.size())
                d.values.place(n, at[s.present.nextSet(0, last + 1)], at[last] + 1);
            else
                d.values.place(n, 0, 0);
            for (std::size_t i = 0; i < at.size(); ++i)
                if (s.has(i)) {
                    d.values.cell(at[i]) = s.values[i];
                    d.present.set(at[i]);
                }
            out.series.push_back(std::move(d));
        }
    }
    out.sortSeries();
    return out;
}

void SeriesSet::trimBefore(qint64 tMs)
{
    const auto first =
        std::size_t(std::lower_bound(timesMs.begin(), timesMs.end(), tMs) - timesMs.begin());
    if (first == 0)
        return;
    const std::size_t n = timesMs.size() - first;
    timesMs.erase(timesMs.begin(), timesMs.begin() + std::ptrdiff_t(first));
    for (auto &s : series) {
        GapMask m(n);
        for (std::size_t i = 0; i < n; ++i)
            if (s.has(first + i))
                m.set(i);
        s.values.dropFront(first);
        s.present = std::move(m);
        s.compact(); // the first sample left may lie past the edge
    }
    dropEmptySeries();
}

void SeriesSet::dropEmptySeries()
{
    series.erase(std::remove_if(series.begin(), series.end(),
                                [](const Series &s) { return s.present.count() == 0; }),
                 series.end());
}

void SeriesSet::sortSeries()
{
    std::sort(series.begin(), series.end(),
              [](const Series &a, const Series &b) { return a.labels < b.labels; });
}
