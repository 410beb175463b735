#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

// One bit per grid point: set where a series has a sample. A NaN *value* is a
// sample (Prometheus can return "NaN"); a gap is the absence of one.
//
// Most series have a sample at every point from their first to their last
// (a GPU scraped without a miss, a pod that came and went), so a mask whose
// set points form one run [lo, hi) stores just that run and no words: for a
// 1,000-GPU answer that is the 0.13-0.16 B per sample the words would cost.
// Setting points in order (as parsers do) extends the run; the first point
// that breaks it turns the mask into words, and compact() turns words that
// hold one run back.
class GapMask final
{
  public:
    GapMask() = default;
    explicit GapMask(std::size_t n, bool present = false) { resize(n, present); }

    void resize(std::size_t n, bool present = false)
    {
        m_size = n;
        std::vector<std::uint64_t>().swap(m_words);
        m_lo = 0;
        m_hi = present ? n : 0;
    }
    std::size_t size() const { return m_size; }
    bool test(std::size_t i) const
    {
        if (m_words.empty())
            return i - m_lo < m_hi - m_lo; // unsigned: lo <= i < hi
        return (m_words[i >> 6] >> (i & 63)) & 1u;
    }
    void set(std::size_t i)
    {
        if (m_words.empty()) {
            if (m_lo == m_hi) {
                m_lo = i;
                m_hi = i + 1;
                return;
            }
            if (i - m_lo < m_hi - m_lo)
                return;
            if (i == m_hi) {
                ++m_hi;
                return;
            }
            if (i + 1 == m_lo) {
                --m_lo;
                return;
            }
            toWords();
        }
        m_words[i >> 6] |= std::uint64_t(1) << (i & 63);
    }
    void reset(std::size_t i)
    {
        if (m_words.empty()) {
            if (i - m_lo >= m_hi - m_lo)
                return;
            if (i + 1 == m_hi) {
                --m_hi;
                return;
            }
            if (i == m_lo) {
                ++m_lo;
                return;
            }
            toWords();
        }
        m_words[i >> 6] &= ~(std::uint64_t(1) << (i & 63));
    }
    std::size_t count() const { return countBefore(m_size); }
    // Points with a sample among the first `n`.
    std::size_t countBefore(std::size_t n) const
    {
        n = std::min(n, m_size);
        if (m_words.empty())
            return std::min(n, m_hi) - std::min(n, m_lo);
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
    std::size_t nextSet(std::size_t from, std::size_t to) const
    {
        if (!m_words.empty())
            return scan(from, to, false);
        if (from >= to || m_lo == m_hi)
            return to;
        const std::size_t at = std::max(from, m_lo);
        return at < std::min(to, m_hi) ? at : to;
    }
    std::size_t nextClear(std::size_t from, std::size_t to) const
    {
        if (!m_words.empty())
            return scan(from, to, true);
        if (from >= to)
            return to;
        return from - m_lo < m_hi - m_lo ? std::min(to, m_hi) : from;
    }
    // The last point with a sample, or size() when there is none.
    std::size_t last() const
    {
        if (m_words.empty())
            return m_lo == m_hi ? m_size : m_hi - 1;
        for (std::size_t w = m_words.size(); w-- > 0;)
            if (m_words[w])
                return w * 64 + 63 - std::size_t(__builtin_clzll(m_words[w]));
        return m_size;
    }
    // Words that hold one run (or none) become that run again.
    void compact()
    {
        if (m_words.empty())
            return;
        const std::size_t hi = last();
        const std::size_t lo = hi == m_size ? 0 : nextSet(0, hi + 1);
        const std::size_t n = hi == m_size ? 0 : hi + 1 - lo;
        if (count() != n)
            return;
        std::vector<std::uint64_t>().swap(m_words);
        m_lo = lo;
        m_hi = lo + n;
    }
    std::size_t bytes() const { return m_words.capacity() * sizeof(std::uint64_t); }
    friend bool operator==(const GapMask &a, const GapMask &b)
    {
        if (a.m_size != b.m_size)
            return false;
        for (std::size_t w = 0; w < (a.m_size + 63) / 64; ++w)
            if (a.word(w) != b.word(w))
                return false;
        return true;
    }

  private:
    // Word `w` as the words would hold it, in either form.
    std::uint64_t word(std::size_t w) const
    {
        if (!m_words.empty())
            return m_words[w];
        const std::size_t base = w * 64;
        const std::size_t lo = std::clamp(m_lo, base, base + 64) - base;
        const std::size_t hi = std::clamp(m_hi, base, base + 64) - base;
        if (lo >= hi)
            return 0;
        const std::uint64_t upTo = hi == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << hi) - 1;
        return upTo & (~std::uint64_t(0) << lo);
    }
    void toWords()
    {
        std::vector<std::uint64_t> words((m_size + 63) / 64);
        for (std::size_t w = 0; w < words.size(); ++w)
            words[w] = word(w);
        m_words.swap(words);
    }
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
    std::vector<std::uint64_t> m_words; // empty: the set points are [m_lo, m_hi)
    std::size_t m_size = 0;
    std::size_t m_lo = 0;
    std::size_t m_hi = 0;
};
