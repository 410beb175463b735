#pragma once

#include "seriesset.h"

#include <compare>
#include <map>
#include <memory>
#include <QString>

// Answers of finished sub-ranges (SubRanges), per query, step and sub-range,
// so a zoom, a pan or a refresh at the same step fetches only what it does
// not hold. Bounded by bytes: the least recently used go first.
class SubRangeCache final
{
  public:
    struct Key
    {
        QString promql;
        qint64 stepMs = 0;
        qint64 startMs = 0;
        qint64 endMs = 0;
        friend auto operator<=>(const Key &a, const Key &b)
        {
            if (auto c = a.promql.compare(b.promql); c != 0)
                return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
            return std::tie(a.stepMs, a.startMs, a.endMs) <=>
                   std::tie(b.stepMs, b.startMs, b.endMs);
        }
        friend bool operator==(const Key &a, const Key &b) = default;
    };

    explicit SubRangeCache(std::size_t maxBytes = std::size_t(128) << 20) : m_maxBytes(maxBytes) {}

    // The answer held for `key`, or null; a hit counts as a use.
    std::shared_ptr<const SeriesSet> find(const Key &key);
    // Keeps `answer` (one larger than the whole budget is not kept).
    void insert(const Key &key, std::shared_ptr<const SeriesSet> answer);
    std::size_t bytes() const { return m_bytes; }
    std::size_t size() const { return m_entries.size(); }

  private:
    struct Entry
    {
        std::shared_ptr<const SeriesSet> answer;
        std::size_t bytes = 0;
        quint64 lastUse = 0;
    };
    std::map<Key, Entry> m_entries;
    std::size_t m_maxBytes;
    std::size_t m_bytes = 0;
    quint64 m_clock = 0;
};
