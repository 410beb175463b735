#include "column.h"

#include <algorithm>

void Column::cover(std::size_t i)
{
    if (m_data.empty()) {
        m_first = i;
        m_data.push_back(0.0);
    } else if (i < m_first) {
        m_data.insert(m_data.begin(), m_first - i, 0.0);
        m_first = i;
    } else if (i >= storedEnd()) {
        m_data.resize(i + 1 - m_first, 0.0);
    }
    m_size = std::max(m_size, i + 1);
}

void Column::keepOnly(std::size_t from, std::size_t to)
{
    from = std::max(from, m_first);
    to = std::min(to, storedEnd());
    if (from >= to) {
        m_data = {};
        m_first = 0;
        return;
    }
    if (from == m_first && to == storedEnd())
        return;
    // A new vector rather than erase + shrink_to_fit: the latter may keep
    // the old capacity, and giving the cells back is the point.
    std::vector<double> kept(m_data.begin() + std::ptrdiff_t(from - m_first),
                             m_data.begin() + std::ptrdiff_t(to - m_first));
    m_data = std::move(kept);
    m_first = from;
}

void Column::dropFront(std::size_t n)
{
    n = std::min(n, m_size);
    m_size -= n;
    if (n <= m_first) {
        m_first -= n;
        return;
    }
    const std::size_t gone = std::min(n - m_first, m_data.size());
    m_data.erase(m_data.begin(), m_data.begin() + std::ptrdiff_t(gone));
    m_first = 0;
}

bool operator==(const Column &a, const Column &b)
{
    if (a.m_size != b.m_size)
        return false;
    for (std::size_t i = 0; i < a.m_size; ++i)
        if (!(a[i] == b[i]))
            return false;
    return true;
}
