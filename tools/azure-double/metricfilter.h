#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// The subset of the metrics $filter language the double understands:
// comparisons `dim eq 'v'`, `dim ne 'v'`, `dim sw 'prefix'` and `dim eq '*'`,
// joined by `or` inside a group and by `and` between groups, groups optionally
// in parentheses. Every dimension the filter names splits the answer, which is
// what Azure does: `node eq 'a' or node eq 'b'` returns one series per node.
class MetricFilter final
{
  public:
    static std::optional<MetricFilter> parse(const QString &text, QString *error);

    // Lower-case dimension names in order of first mention.
    const QStringList &splitDimensions() const { return m_splitDimensions; }
    // dimensions: lower-case names; values: one per name.
    bool matches(const QStringList &dimensions, const QStringList &values) const;

  private:
    struct Comparison
    {
        QString dimension; // lower-case
        QString op;        // eq, ne, sw
        QString value;
    };
    using Group = QList<Comparison>; // any of them

    QList<Group> m_groups; // all of them
    QStringList m_splitDimensions;
};
