#pragma once

#include "appinsightsschema.h"
#include "kqlparts.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One query on AppMetrics or customMetrics, read into what the double
// answers: filters (where), then whole rows (optionally take N), the
// distinct values of a column, a count, or a summarize of aggregates
// divided by one another, by bin and labels, optionally ordered. Every
// column is resolved while reading, so naming a column of the other table
// fails here with the service's SemanticError.
struct AppInsightsQuery
{
    using Field = AppInsightsSchema::Field;

    // A string column in (values): `in (...)` or `==`.
    struct Filter
    {
        Field field = Field::Name;
        QStringList values;
    };

    struct Term
    {
        enum class Kind
        {
            Sum,
            Min,
            Max,
            Avg,
            Count,
            Number
        };
        Kind kind = Kind::Number;
        Field field = Field::Sum;
        double number = 0;
        bool integral = false;
    };

    // One summarize output column: terms divided left to right.
    struct Aggregate
    {
        QString name;
        QString type;
        QList<Term> terms;
        bool integral = false;
    };

    struct ByItem
    {
        QString name;
        Field field = Field::Name;
        qint64 binSecs = 0; // Field::Time
    };

    enum class Tail
    {
        Rows,
        Distinct,
        Summarize,
        Count
    };

    AppInsightsSchema::Table table = AppInsightsSchema::Table::AppMetrics;
    QList<Filter> filters;
    Tail tail = Tail::Rows;
    qint64 take = -1; // Tail::Rows: -1 for every row
    const AppInsightsSchema::Column *distinct = nullptr;
    QList<ByItem> by;
    QList<Aggregate> aggregates;
    QString orderColumn; // empty: no order stage
    bool ascending = false;

    // The answer's column names for Distinct and Summarize, in order.
    QStringList outputNames() const;

    // `stages` is the normalized `text` split at top-level pipes; stages[0]
    // names the table.
    static std::optional<AppInsightsQuery> parse(AppInsightsSchema::Table table,
                                                 const QString &text, const QStringList &stages,
                                                 KqlError *error);
};
