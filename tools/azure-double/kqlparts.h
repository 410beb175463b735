#pragma once

#include <QChar>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

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

// What every canned KQL answer is built from: the query text taken apart,
// the two error shapes, and the value cells whose type varies by row, so
// that the generic tables and the Application Insights ones agree on them.
namespace KqlParts {

// Rows an answer holds at most; beyond, it is cut and flagged partial.
constexpr qsizetype kMaxRows = 30000;

// Drops // comments (outside string literals) and collapses whitespace.
QString normalize(const QString &query);
// Splits at `separator` outside quotes and parentheses; parts are trimmed.
QStringList splitTopLevel(const QString &text, QChar separator);

KqlError syntaxError(const QString &token, qsizetype pos);
KqlError semanticError(const QString &message);
// The service's answer to a column the table does not have, in `op`.
KqlError unresolvedColumn(const QString &op, const QString &column);

// Seconds per unit of a KQL timespan literal: d, h, m or s.
qint64 unitSecs(QChar unit);

QJsonObject column(const QString &name, const QString &type);

// A value column's cell for bin index `binIndex` and label index
// `labelIndex`: null, a number in a JSON string, or a JSON number, by the
// rule in cannedkql.h.
QJsonValue mixedCell(std::uint64_t seed, double value, bool integral, qint64 binIndex,
                     int labelIndex);

} // namespace KqlParts
