#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

// One bit per grid point: set where a series has a sample. A NaN *value* is a
// sample (Prometheus can return "NaN"); a gap is the absence of one.
class GapMask final
{
  public:
    GapMask() = default;
    explicit GapMask(std::size_t n, bool present = false) { resize(n, present); }

    void resize(std::size_t n, bool present = false)
    {
        m_size = n;
        m_words.assign((n + 63) / 64, present ? ~std::uint64_t(0) : 0);
        trimTail();
    }
    std::size_t size() const { return m_size; }
    bool test(std::size_t i) const { return (m_words[i >> 6] >> (i & 63)) & 1u; }
    void set(std::size_t i) { m_words[i >> 6] |= std::uint64_t(1) << (i & 63); }
    void reset(std::size_t i) { m_words[i >> 6] &= ~(std::uint64_t(1) << (i & 63)); }
    std::size_t count() const
    {
        std::size_t c = 0;
        for (auto w : m_words)
            c += std::size_t(__builtin_popcountll(w));
        return c;
    }
    // Whether every point in [from, to) has a sample: the reduction's fast
    // path for the usual dense series. A word at a time.
    bool allSet(std::size_t from, std::size_t to) const
    {
        while (from < to && (from & 63)) {
            if (!test(from))
                return false;
            ++from;
        }
        for (; from + 64 <= to; from += 64)
            if (m_words[from >> 6] != ~std::uint64_t(0))
                return false;
        for (; from < to; ++from)
            if (!test(from))
                return false;
        return true;
    }
    std::size_t bytes() const { return m_words.size() * sizeof(std::uint64_t); }
    friend bool operator==(const GapMask &a, const GapMask &b)
    {
        return a.m_size == b.m_size && a.m_words == b.m_words;
    }

  private:
    void trimTail()
    {
        if (m_size % 64 && !m_words.empty())
            m_words.back() &= (std::uint64_t(1) << (m_size % 64)) - 1;
    }
    std::vector<std::uint64_t> m_words;
    std::size_t m_size = 0;
};
