#pragma once

#include <QString>
#include <utility>
#include <vector>

// A Prometheus label set, kept sorted by name so that equality and the
// PromQL rendering are cheap and stable.
class Labels final
{
  public:
    using Pair = std::pair<QString, QString>;

    Labels() = default;
    explicit Labels(std::vector<Pair> pairs);

    void set(const QString &name, const QString &value);
    QString value(const QString &name) const;
    // dcgm-exporter renamed Hostname to hostname on newer builds, so identity
    // labels are looked up without regard to case.
    QString valueCi(const QString &name) const;
    bool contains(const QString &name) const;
    bool isEmpty() const { return m_pairs.empty(); }
    const std::vector<Pair> &pairs() const { return m_pairs; }

    // `name{a="1",b="2"}` or `{a="1"}` when there is no __name__.
    QString toPromQL() const;
    // A value as a PromQL string literal: "a\"b".
    static QString quoted(const QString &value);
    // Short human label for legends: the most identifying labels only.
    QString shortName() const;

    friend bool operator==(const Labels &a, const Labels &b) { return a.m_pairs == b.m_pairs; }
    friend bool operator<(const Labels &a, const Labels &b) { return a.m_pairs < b.m_pairs; }

  private:
    std::vector<Pair> m_pairs;
};
