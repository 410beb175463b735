#pragma once

#include <cstddef>
#include <initializer_list>
#include <vector>

// One series' values on its set's time grid, stored from its first to its
// last sample only. A fleet's pods come and go within a range, so a series
// that lives for an hour of six would otherwise hold six hours of cells:
// on the 1,000-GPU workload that was 1.62 M cells for 1.40 M samples.
//
// Indexes are grid points. size() is the grid's size; a point outside the
// stored part reads as 0 (it has no sample: the set's GapMask says which
// points do). Writing through cell() widens the stored part when needed, so
// builders may write anywhere; compact() (Series::compact) gives back what
// no sample uses.
class Column final
{
  public:
    Column() = default;
    Column(std::initializer_list<double> values) : m_data(values), m_size(m_data.size()) {}
    // Every grid point stored (a builder's or a test's full column).
    Column(std::vector<double> values) : m_data(std::move(values)), m_size(m_data.size()) {}

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // The stored part is [first(), storedEnd()).
    std::size_t first() const { return m_first; }
    std::size_t storedEnd() const { return m_first + m_data.size(); }
    std::size_t capacity() const { return m_data.capacity(); }

    double operator[](std::size_t i) const
    {
        const std::size_t k = i - m_first; // wraps below first()
        return k < m_data.size() ? m_data[k] : 0.0;
    }
    // The cell of grid point i, to write; widens the stored part to it.
    // (Reading a non-const column through operator[] must not widen it, so
    // writing has a name of its own.)
    double &cell(std::size_t i)
    {
        cover(i);
        return m_data[i - m_first];
    }
    double back() const { return (*this)[m_size - 1]; }
    // The stored cell of grid point i, for loops over a run of samples;
    // i must lie in [first(), storedEnd()).
    const double *at(std::size_t i) const { return m_data.data() + (i - m_first); }

    // n grid points, all stored and equal to v.
    void assign(std::size_t n, double v)
    {
        m_first = 0;
        m_size = n;
        m_data.assign(n, v);
    }
    // n grid points, with [from, to) stored as zeros: a builder that knows
    // where a series' samples lie allocates exactly that.
    void place(std::size_t n, std::size_t from, std::size_t to)
    {
        m_size = n;
        m_first = from < to ? from : 0;
        m_data.assign(from < to ? to - from : 0, 0.0);
    }
    // n grid points, every one stored (existing values kept where they lie).
    void resize(std::size_t n)
    {
        if (n > 0) {
            cover(0);
            cover(n - 1);
        }
        m_data.resize(n);
        m_size = n;
    }
    // Keeps [from, to) of the stored part and returns the rest to the heap.
    void keepOnly(std::size_t from, std::size_t to);
    // Drops the first n grid points (the live window's left edge moved).
    void dropFront(std::size_t n);

    friend bool operator==(const Column &a, const Column &b);

  private:
    void cover(std::size_t i);

    std::vector<double> m_data;
    std::size_t m_first = 0;
    std::size_t m_size = 0;
};
