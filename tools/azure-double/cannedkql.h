#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

// A result table in Log Analytics' shape.
struct KqlTable
{
    QJsonArray columns; // [{name, type}]
    QList<QJsonArray> rows;
    bool truncated = false; // more rows than the double answers: a partial result
};

struct KqlError
{
    QString code;    // innererror.code: SyntaxError or SemanticError
    QString message; // innererror.message
    QJsonObject detail;
};

// No KQL engine: a few query shapes recognised by pattern, answered with
// deterministic rows (see --help for the list). Every value depends only on
// the seed, the table, the column, the label and the bin's start time. In a
// value column, the row of bin index i (bin start / bin size) and label index
// l holds null when (i + 7 l + seed) mod 11 == 0, else the number as a JSON
// string when (i + 3 l + seed) mod 4 == 1, else a JSON number: clients must
// cope with all three, as with the real service.
class CannedKql final
{
  public:
    explicit CannedKql(std::uint64_t seed) : m_seed(seed) {}

    // [start, end): the request's timespan; an ago() in the query narrows it.
    std::optional<KqlTable> run(const QString &query, qint64 start, qint64 end, qint64 nowSecs,
                                KqlError *error) const;

    static constexpr qsizetype kMaxRows = 30000;

  private:
    std::optional<KqlTable> print(const QString &query, qint64 nowSecs, KqlError *error) const;
    std::optional<KqlTable> summarize(const QString &query, const QString &table, qint64 start,
                                      qint64 end, qint64 nowSecs, KqlError *error) const;
    KqlTable count(const QString &table, qint64 start, qint64 end) const;
    QJsonValue cell(double value, bool integral, qint64 binIndex, int labelIndex) const;

    std::uint64_t m_seed;
};
