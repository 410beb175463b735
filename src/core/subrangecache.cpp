#include "subrangecache.h"

std::shared_ptr<const SeriesSet> SubRangeCache::find(const Key &key)
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end())
        return nullptr;
    it->second.lastUse = ++m_clock;
    return it->second.answer;
}

void SubRangeCache::insert(const Key &key, std::shared_ptr<const SeriesSet> answer)
{
    if (!answer)
        return;
    const std::size_t bytes = answer->memoryBytes() + std::size_t(key.promql.size()) * 2;
    if (bytes > m_maxBytes)
        return;
    if (const auto it = m_entries.find(key); it != m_entries.end()) {
        m_bytes -= it->second.bytes;
        m_entries.erase(it);
    }
    // A few hundred entries at most: a scan for the oldest is cheap enough.
    while (m_bytes + bytes > m_maxBytes && !m_entries.empty()) {
        auto oldest = m_entries.begin();
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
            if (it->second.lastUse < oldest->second.lastUse)
                oldest = it;
        m_bytes -= oldest->second.bytes;
        m_entries.erase(oldest);
    }
    m_entries.emplace(key, Entry{std::move(answer), bytes, ++m_clock});
    m_bytes += bytes;
}
