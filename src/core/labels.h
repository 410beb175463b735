#pragma once

#include "labelstring.h"

#include <cstddef>
#include <QString>
#include <utility>
#include <vector>

// A Prometheus label set, kept sorted by name so that equality and the
// PromQL rendering are cheap and stable. Names and values are interned
// (LabelString): a fleet's label sets mostly repeat each other's texts.
class Labels final
{
    using Stored = std::pair<LabelString, LabelString>;

  public:
    using Pair = std::pair<QString, QString>;

    // The pairs in name order, each seen as (name, value) QStrings.
    class PairView final
    {
      public:
        using Ref = std::pair<const QString &, const QString &>;
        class Iterator final
        {
          public:
            using iterator_category = std::forward_iterator_tag;
            using value_type = Ref;
            using difference_type = std::ptrdiff_t;
            using pointer = void;
            using reference = Ref;

            Iterator() = default;
            explicit Iterator(const Stored *at) : m_at(at) {}
            Ref operator*() const { return {m_at->first.text(), m_at->second.text()}; }
            Iterator &operator++()
            {
                ++m_at;
                return *this;
            }
            Iterator operator++(int)
            {
                Iterator was = *this;
                ++m_at;
                return was;
            }
            friend bool operator==(Iterator a, Iterator b) { return a.m_at == b.m_at; }

          private:
            const Stored *m_at = nullptr;
        };

        explicit PairView(const std::vector<Stored> &pairs) : m_pairs(&pairs) {}
        Iterator begin() const { return Iterator(m_pairs->data()); }
        Iterator end() const { return Iterator(m_pairs->data() + m_pairs->size()); }
        std::size_t size() const { return m_pairs->size(); }
        bool empty() const { return m_pairs->empty(); }

      private:
        const std::vector<Stored> *m_pairs;
    };

    Labels() = default;
    explicit Labels(std::vector<Pair> pairs);

    void set(const QString &name, const QString &value);
    QString value(const QString &name) const;
    // dcgm-exporter renamed Hostname to hostname on newer builds, so identity
    // labels are looked up without regard to case.
    QString valueCi(const QString &name) const;
    bool contains(const QString &name) const;
    bool isEmpty() const { return m_pairs.empty(); }
    PairView pairs() const { return PairView(m_pairs); }
    // Heap bytes this set holds of its own (the interned texts are shared).
    std::size_t ownBytes() const { return m_pairs.capacity() * sizeof(Stored); }

    // `name{a="1",b="2"}` or `{a="1"}` when there is no __name__.
    QString toPromQL() const;
    // A value as a PromQL string literal: "a\"b".
    static QString quoted(const QString &value);
    // Short human label for legends: the most identifying labels only.
    QString shortName() const;

    friend bool operator==(const Labels &a, const Labels &b) { return a.m_pairs == b.m_pairs; }
    friend bool operator<(const Labels &a, const Labels &b) { return a.m_pairs < b.m_pairs; }

  private:
    std::vector<Stored> m_pairs;
};
