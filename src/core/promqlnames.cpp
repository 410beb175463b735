#include "promqlnames.h"

#include <QRegularExpression>

namespace PromqlNames {

QSet<QString> metricNames(const QString &promql)
{
    static const QRegularExpression strings(
        QStringLiteral(R"x("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)x"));
    static const QRegularExpression braces(QStringLiteral(R"x(\{[^}]*\})x"));
    static const QRegularExpression ranges(QStringLiteral(R"x(\[[^\]]*\])x"));
    static const QRegularExpression grouping(
        QStringLiteral(R"x(\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\))x"));
    static const QRegularExpression ident(QStringLiteral(R"x([A-Za-z_:][A-Za-z0-9_:]*)x"));
    static const QSet<QString> keywords{
        QStringLiteral("by"),       QStringLiteral("without"),    QStringLiteral("on"),
        QStringLiteral("ignoring"), QStringLiteral("group_left"), QStringLiteral("group_right"),
        QStringLiteral("bool"),     QStringLiteral("and"),        QStringLiteral("or"),
        QStringLiteral("unless"),   QStringLiteral("offset"),     QStringLiteral("inf"),
        QStringLiteral("nan"),      QStringLiteral("atan2"),      QStringLiteral("start"),
        QStringLiteral("end")};

    QString s = promql;
    s.replace(strings, QStringLiteral(" "));
    s.replace(braces, QStringLiteral(" "));
    s.replace(ranges, QStringLiteral(" "));
    s.replace(grouping, QStringLiteral(" "));
    QSet<QString> names;
    auto it = ident.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString word = m.captured();
        // A name right after a digit is a duration unit or a number's exponent.
        if (m.capturedStart() > 0 && s.at(m.capturedStart() - 1).isDigit())
            continue;
        qsizetype after = m.capturedEnd();
        while (after < s.size() && s.at(after).isSpace())
            ++after;
        if (after < s.size() && s.at(after) == QLatin1Char('('))
            continue; // a function or aggregation
        if (keywords.contains(word.toLower()))
            continue;
        names.insert(word);
    }
    return names;
}

bool sharesMetric(const QString &a, const QString &b)
{
    return metricNames(a).intersects(metricNames(b));
}

} // namespace PromqlNames
