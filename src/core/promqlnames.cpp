#include "promqlnames.h"

#include <QRegularExpression>

namespace PromqlNames {

namespace {
// The text with strings, label matchers, range selectors and grouping
// clauses blanked out, so that the identifiers left are names.
QString skeleton(const QString &promql)
{
    static const QRegularExpression strings(
        QStringLiteral(R"x("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)x"));
    static const QRegularExpression braces(QStringLiteral(R"x(\{[^}]*\})x"));
    static const QRegularExpression ranges(QStringLiteral(R"x(\[[^\]]*\])x"));
    static const QRegularExpression grouping(
        QStringLiteral(R"x(\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\))x"));
    QString s = promql;
    s.replace(strings, QStringLiteral(" "));
    s.replace(braces, QStringLiteral(" "));
    s.replace(ranges, QStringLiteral(" "));
    s.replace(grouping, QStringLiteral(" "));
    return s;
}

const QRegularExpression &identRe()
{
    static const QRegularExpression ident(QStringLiteral(R"x([A-Za-z_:][A-Za-z0-9_:]*)x"));
    return ident;
}

bool followedByParen(const QString &s, qsizetype after)
{
    while (after < s.size() && s.at(after).isSpace())
        ++after;
    return after < s.size() && s.at(after) == QLatin1Char('(');
}
} // namespace

QSet<QString> metricNames(const QString &promql)
{
    static const QSet<QString> keywords{
        QStringLiteral("by"),       QStringLiteral("without"),    QStringLiteral("on"),
        QStringLiteral("ignoring"), QStringLiteral("group_left"), QStringLiteral("group_right"),
        QStringLiteral("bool"),     QStringLiteral("and"),        QStringLiteral("or"),
        QStringLiteral("unless"),   QStringLiteral("offset"),     QStringLiteral("inf"),
        QStringLiteral("nan"),      QStringLiteral("atan2"),      QStringLiteral("start"),
        QStringLiteral("end")};

    const QString s = skeleton(promql);
    QSet<QString> names;
    auto it = identRe().globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString word = m.captured();
        // A name right after a digit is a duration unit or a number's exponent.
        if (m.capturedStart() > 0 && s.at(m.capturedStart() - 1).isDigit())
            continue;
        if (followedByParen(s, m.capturedEnd()))
            continue; // a function or aggregation
        if (keywords.contains(word.toLower()))
            continue;
        names.insert(word);
    }
    return names;
}

QSet<QString> functionNames(const QString &promql)
{
    static const QSet<QString> operators{QStringLiteral("and"),    QStringLiteral("or"),
                                         QStringLiteral("unless"), QStringLiteral("atan2"),
                                         QStringLiteral("bool"),   QStringLiteral("offset")};
    const QString s = skeleton(promql);
    QSet<QString> names;
    auto it = identRe().globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() > 0 && s.at(m.capturedStart() - 1).isDigit())
            continue;
        if (followedByParen(s, m.capturedEnd()) && !operators.contains(m.captured().toLower()))
            names.insert(m.captured());
    }
    return names;
}

bool isPrometheusFunction(const QString &name)
{
    // promql/parser/functions.go and the aggregation keywords of Prometheus 2.42.
    static const QSet<QString> known = [] {
        QSet<QString> s;
        for (const char *n : {"abs",
                              "absent",
                              "absent_over_time",
                              "acos",
                              "acosh",
                              "asin",
                              "asinh",
                              "atan",
                              "atanh",
                              "avg_over_time",
                              "ceil",
                              "changes",
                              "clamp",
                              "clamp_max",
                              "clamp_min",
                              "cos",
                              "cosh",
                              "count_over_time",
                              "days_in_month",
                              "day_of_month",
                              "day_of_week",
                              "day_of_year",
                              "deg",
                              "delta",
                              "deriv",
                              "exp",
                              "floor",
                              "histogram_count",
                              "histogram_fraction",
                              "histogram_quantile",
                              "histogram_sum",
                              "holt_winters",
                              "hour",
                              "idelta",
                              "increase",
                              "irate",
                              "label_join",
                              "label_replace",
                              "last_over_time",
                              "ln",
                              "log10",
                              "log2",
                              "max_over_time",
                              "min_over_time",
                              "minute",
                              "month",
                              "pi",
                              "predict_linear",
                              "present_over_time",
                              "quantile_over_time",
                              "rad",
                              "rate",
                              "resets",
                              "round",
                              "scalar",
                              "sgn",
                              "sin",
                              "sinh",
                              "sort",
                              "sort_desc",
                              "sqrt",
                              "stddev_over_time",
                              "stdvar_over_time",
                              "sum_over_time",
                              "tan",
                              "tanh",
                              "time",
                              "timestamp",
                              "vector",
                              "year",
                              "sum",
                              "min",
                              "max",
                              "avg",
                              "group",
                              "stddev",
                              "stdvar",
                              "count",
                              "count_values",
                              "bottomk",
                              "topk",
                              "quantile",
                              "start",
                              "end"})
            s.insert(QLatin1String(n));
        return s;
    }();
    return known.contains(name);
}

bool sharesMetric(const QString &a, const QString &b)
{
    return metricNames(a).intersects(metricNames(b));
}

} // namespace PromqlNames
