#include "ruleoverride.h"

#include "coretr.h"
#include "timeparse.h"

#include <QRegularExpression>

namespace {
bool isIdent(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char(':');
}

qsizetype skipSpace(const QString &s, qsizetype i)
{
    while (i < s.size() && s[i].isSpace())
        ++i;
    return i;
}

// Whether the keyword is at i as a whole word.
bool wordAt(const QString &s, qsizetype i, QLatin1StringView word)
{
    if (i + word.size() > s.size() ||
        QStringView(s).mid(i, word.size()).compare(word, Qt::CaseInsensitive) != 0)
        return false;
    const qsizetype end = i + word.size();
    return end == s.size() || !isIdent(s[end]);
}

// A PromQL number literal at i: its length, or 0.
qsizetype numberAt(const QString &s, qsizetype i)
{
    static const QRegularExpression number(QStringLiteral(
        "[-+]?(0[xX][0-9a-fA-F]+|(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
        "|[iI][nN][fF]|[nN][aA][nN])"));
    const auto m = number.match(s, i, QRegularExpression::NormalMatch,
                                QRegularExpression::AnchorAtOffsetMatchOption);
    if (!m.hasMatch())
        return 0;
    const qsizetype end = i + m.capturedLength();
    if (end < s.size() && isIdent(s[end]))
        return 0; // "5m", "inf_total": not a number
    return m.capturedLength();
}

// After the number only the end, a set operator or a comment may follow:
// "x > 2 * 3" compares with an expression, not with a number.
bool endsOperand(const QString &s, qsizetype i)
{
    i = skipSpace(s, i);
    return i == s.size() || s[i] == QLatin1Char('#') || wordAt(s, i, QLatin1String("and")) ||
           wordAt(s, i, QLatin1String("or")) || wordAt(s, i, QLatin1String("unless"));
}

// Calls visit(i) for every position of expr outside strings, comments and
// brackets (a PromQL expression's top level); visit may move i on.
template <typename Visit> void forEachTopLevel(const QString &expr, Visit visit)
{
    int depth = 0;
    for (qsizetype i = 0; i < expr.size(); ++i) {
        const QChar c = expr[i];
        if (c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('`')) {
            // Strings (label values, regexes) may hold anything.
            for (++i; i < expr.size() && expr[i] != c; ++i)
                if (expr[i] == QLatin1Char('\\') && c != QLatin1Char('`'))
                    ++i;
            continue;
        }
        if (c == QLatin1Char('#')) {
            while (i < expr.size() && expr[i] != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        else if (depth == 0)
            visit(i);
    }
}

QString fieldName(RuleOverride::Field f)
{
    switch (f) {
    case RuleOverride::Field::For:
        return QStringLiteral("for");
    case RuleOverride::Field::KeepFiringFor:
        return QStringLiteral("keep_firing_for");
    case RuleOverride::Field::Threshold:
        return QStringLiteral("threshold");
    }
    return {};
}
} // namespace

namespace RuleOverrides {

std::expected<RuleOverride, QString> parse(const QString &spec)
{
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    const qsizetype dot = eq < 0 ? -1 : spec.lastIndexOf(QLatin1Char('.'), eq);
    if (eq < 0 || dot <= 0)
        return std::unexpected(
            CoreTr::tr("\"%1\" is not a change: write RULE.for=5m, RULE.keep_firing_for=10m or "
                       "RULE.threshold=2.5.")
                .arg(spec));
    RuleOverride o;
    o.rule = spec.left(dot).trimmed();
    const QString key = spec.mid(dot + 1, eq - dot - 1).trimmed();
    const QString value = spec.mid(eq + 1).trimmed();
    if (key == QLatin1String("for"))
        o.field = RuleOverride::Field::For;
    else if (key == QLatin1String("keep_firing_for"))
        o.field = RuleOverride::Field::KeepFiringFor;
    else if (key == QLatin1String("threshold"))
        o.field = RuleOverride::Field::Threshold;
    else
        return std::unexpected(
            CoreTr::tr("\"%1\": %2 cannot be changed; use for, keep_firing_for or threshold.")
                .arg(spec, key));
    if (o.field == RuleOverride::Field::Threshold) {
        if (numberAt(value, 0) != value.size() || value.isEmpty())
            return std::unexpected(
                CoreTr::tr("\"%1\": the threshold must be a number, such as 2.5.").arg(spec));
        o.number = value;
    } else {
        const auto ms = TimeParse::parseDuration(value);
        if (!ms || *ms < 0)
            return std::unexpected(
                CoreTr::tr("\"%1\": %2 must be a duration, such as 5m or 90s.").arg(spec, key));
        o.durationMs = *ms;
    }
    o.text = fieldName(o.field) + QLatin1Char('=') + value;
    return o;
}

std::vector<Comparison> topLevelComparisons(const QString &expr)
{
    std::vector<Comparison> found;
    forEachTopLevel(expr, [&](qsizetype &i) {
        const QChar c = expr[i];
        QString op;
        const QChar next = i + 1 < expr.size() ? expr[i + 1] : QChar();
        if ((c == QLatin1Char('=') || c == QLatin1Char('!') || c == QLatin1Char('>') ||
             c == QLatin1Char('<')) &&
            next == QLatin1Char('='))
            op = QString(c) + next;
        else if (c == QLatin1Char('>') || c == QLatin1Char('<'))
            op = QString(c);
        else
            return;
        qsizetype at = skipSpace(expr, i + op.size());
        if (wordAt(expr, at, QLatin1String("bool")))
            at = skipSpace(expr, at + 4);
        const qsizetype length = numberAt(expr, at);
        i += op.size() - 1;
        if (length == 0 || !endsOperand(expr, at + length))
            return;
        found.push_back({op, at, length, expr.mid(at, length)});
    });
    return found;
}

namespace {
// Whether `and`, `or` or `unless` joins parts of expr outside brackets.
bool hasTopLevelSetOperator(const QString &expr)
{
    bool found = false;
    forEachTopLevel(expr, [&](qsizetype &i) {
        found = found ||
                ((i == 0 || !isIdent(expr[i - 1])) &&
                 (wordAt(expr, i, QLatin1String("and")) || wordAt(expr, i, QLatin1String("or")) ||
                  wordAt(expr, i, QLatin1String("unless"))));
    });
    return found;
}
} // namespace

std::optional<Filter> filterOf(const QString &expr)
{
    const auto comparisons = topLevelComparisons(expr);
    if (comparisons.size() != 1)
        return std::nullopt;
    const Comparison &c = comparisons.front();
    // Nothing but space (or a comment) after the number.
    const qsizetype after = skipSpace(expr, c.numberStart + c.numberLength);
    if (after != expr.size() && expr[after] != QLatin1Char('#'))
        return std::nullopt;
    // Back from the number over space to the operator: `bool` makes 0/1, not a filter.
    qsizetype end = c.numberStart;
    while (end > 0 && expr[end - 1].isSpace())
        --end;
    if (!QStringView(expr).left(end).endsWith(c.op))
        return std::nullopt;
    const QString operand = expr.left(end - c.op.size()).trimmed();
    // and/or/unless bind looser than the comparison: `a and b > 2` filters b only.
    if (operand.isEmpty() || hasTopLevelSetOperator(operand))
        return std::nullopt;
    return Filter{operand, c.op, c.number};
}

std::expected<QString, QString> withThreshold(const QString &expr, const QString &number)
{
    const auto comparisons = topLevelComparisons(expr);
    if (comparisons.empty())
        return std::unexpected(
            CoreTr::tr("its expression compares with no number at its top level, so there is "
                       "no threshold to change; try a copy of the rule file with the new "
                       "expression."));
    if (comparisons.size() > 1) {
        QStringList numbers;
        for (const auto &c : comparisons)
            numbers << c.op + QLatin1Char(' ') + c.number;
        return std::unexpected(
            CoreTr::tr("its expression compares with %1 numbers (%2), so which threshold to "
                       "change is unclear; try a copy of the rule file with the new expression.")
                .arg(comparisons.size())
                .arg(numbers.join(QStringLiteral(", "))));
    }
    QString out = expr;
    out.replace(comparisons.front().numberStart, comparisons.front().numberLength, number);
    return out;
}

std::expected<AlertRule, QString> apply(AlertRule rule, const std::vector<RuleOverride> &changes)
{
    for (const RuleOverride &o : changes) {
        if (o.rule != rule.name)
            continue;
        switch (o.field) {
        case RuleOverride::Field::For:
            rule.forMs = o.durationMs;
            break;
        case RuleOverride::Field::KeepFiringFor:
            rule.keepFiringForMs = o.durationMs;
            break;
        case RuleOverride::Field::Threshold: {
            auto expr = withThreshold(rule.expr, o.number);
            if (!expr)
                return std::unexpected(
                    CoreTr::tr("%1: cannot apply %2: %3").arg(rule.name, o.text, expr.error()));
            rule.expr = *expr;
            break;
        }
        }
    }
    return rule;
}

} // namespace RuleOverrides
