#include "kqlparts.h"

using namespace Qt::StringLiterals;

namespace KqlParts {

QStringList splitTopLevel(const QString &text, QChar separator)
{
    QStringList parts;
    QString current;
    int depth = 0;
    QChar quote;
    for (QChar c : text) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (c == separator && depth == 0) {
            parts << current.trimmed();
            current.clear();
            continue;
        }
        current += c;
    }
    parts << current.trimmed();
    return parts;
}

QString normalize(const QString &query)
{
    QString text;
    QChar quote;
    for (qsizetype i = 0; i < query.size(); ++i) {
        const QChar c = query[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'/' && i + 1 < query.size() && query[i + 1] == u'/') {
            while (i < query.size() && query[i] != u'\n')
                ++i;
            text += u' ';
            continue;
        }
        text += c;
    }
    return text.simplified();
}

KqlError syntaxError(const QString &token, qsizetype pos)
{
    return {u"SyntaxError"_s, u"A recognition error occurred in the query."_s,
            QJsonObject{{u"code"_s, u"SYN0002"_s},
                        {u"message"_s,
                         u"Query could not be parsed at '%1' on line [1,%2]"_s.arg(token).arg(pos)},
                        {u"line"_s, 1},
                        {u"pos"_s, qint64(pos)},
                        {u"token"_s, token}}};
}

KqlError semanticError(const QString &message)
{
    return {u"SemanticError"_s, u"A semantic error occurred."_s,
            QJsonObject{{u"code"_s, u"SEM0100"_s}, {u"message"_s, message}}};
}

KqlError unresolvedColumn(const QString &op, const QString &column)
{
    return semanticError(
        u"'%1' operator: Failed to resolve scalar expression named '%2'"_s.arg(op, column));
}

qint64 unitSecs(QChar unit)
{
    switch (unit.toLatin1()) {
    case 'd':
        return 86400;
    case 'h':
        return 3600;
    case 'm':
        return 60;
    default:
        return 1;
    }
}

QJsonObject column(const QString &name, const QString &type)
{
    return QJsonObject{{u"name"_s, name}, {u"type"_s, type}};
}

QJsonValue mixedCell(std::uint64_t seed, double value, bool integral, qint64 binIndex,
                     int labelIndex)
{
    const qint64 salt = qint64(seed % 44);
    if ((binIndex + 7 * labelIndex + salt) % 11 == 0)
        return QJsonValue::Null;
    const QString text =
        integral ? QString::number(qint64(value)) : QString::number(value, 'g', 15);
    if ((binIndex + 3 * labelIndex + salt) % 4 == 1)
        return text;
    return integral ? QJsonValue(qint64(value)) : QJsonValue(value);
}

} // namespace KqlParts
