#pragma once

#include <algorithm>
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
    std::size_t count() const { return countBefore(m_size); }
    // Points with a sample among the first `n`.
    std::size_t countBefore(std::size_t n) const
    {
        n = std::min(n, m_size);
        std::size_t c = 0;
        for (std::size_t w = 0; w < n / 64; ++w)
            c += std::size_t(__builtin_popcountll(m_words[w]));
        if (n % 64)
            c += std::size_t(
                __builtin_popcountll(m_words[n / 64] & ((std::uint64_t(1) << (n % 64)) - 1)));
        return c;
    }
    // The first point in [from, to) with (or without) a sample, or `to`: a
    // word at a time, so runs of samples are found without testing each bit.
    std::size_t nextSet(std::size_t from, std::size_t to) const { return scan(from, to, false); }
    std::size_t nextClear(std::size_t from, std::size_t to) const { return scan(from, to, true); }
    // The last point with a sample, or size() when there is none.
    std::size_t last() const
    {
        for (std::size_t w = m_words.size(); w-- > 0;)
            if (m_words[w])
                return w * 64 + 63 - std::size_t(__builtin_clzll(m_words[w]));
        return m_size;
    }
    std::size_t bytes() const { return m_words.size() * sizeof(std::uint64_t); }
    friend bool operator==(const GapMask &a, const GapMask &b)
    {
        return a.m_size == b.m_size && a.m_words == b.m_words;
    }

  private:
    std::size_t scan(std::size_t from, std::size_t to, bool invert) const
    {
        while (from < to) {
            std::uint64_t w = m_words[from >> 6];
            if (invert)
                w = ~w;
            w &= ~std::uint64_t(0) << (from & 63); // bits from `from` on
            if (w)
                return std::min(to, (from & ~std::size_t(63)) + std::size_t(__builtin_ctzll(w)));
            from = (from & ~std::size_t(63)) + 64;
        }
        return to;
    }
    void trimTail()
    {
        if (m_size % 64 && !m_words.empty())
            m_words.back() &= (std::uint64_t(1) << (m_size % 64)) - 1;
    }
    std::vector<std::uint64_t> m_words;
    std::size_t m_size = 0;
};
