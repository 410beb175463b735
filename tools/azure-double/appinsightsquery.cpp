#include "appinsightsquery.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace AppInsightsSchema;
using namespace KqlParts;

namespace {

using Query = AppInsightsQuery;
using Kind = AppInsightsQuery::Term::Kind;

std::optional<KqlError> parseWhere(const QString &stage, qsizetype pos, Query &query)
{
    static const QRegularExpression subject(u"^where ([A-Za-z_]\\w*)"_s);
    static const QRegularExpression recent(
        u"^where [A-Za-z_]\\w* ?>=? ?ago\\( ?(\\d+)([dhms]) ?\\)$"_s);
    static const QRegularExpression among(u"^where [A-Za-z_]\\w* in ?\\((.+)\\)$"_s);
    static const QRegularExpression equals(u"^where [A-Za-z_]\\w* ?== ?(.+)$"_s);
    static const QRegularExpression literal(u"^(?:\"([^\"]*)\"|'([^']*)')$"_s);
    const auto name = subject.match(stage);
    if (!name.hasMatch())
        return syntaxError(stage.mid(6).section(u' ', 0, 0), pos + 6);
    const Column *column = find(query.table, name.captured(1));
    if (!column)
        return unresolvedColumn(u"where"_s, name.captured(1));
    // The timespan was narrowed by CannedKql, as for every table.
    if (column->field == Field::Time && recent.match(stage).hasMatch())
        return std::nullopt;
    QStringList items;
    if (const auto list = among.match(stage); list.hasMatch())
        items = splitTopLevel(list.captured(1), u',');
    else if (const auto one = equals.match(stage); one.hasMatch())
        items = {one.captured(1).trimmed()};
    if (items.isEmpty() || !isLabel(column->field))
        return syntaxError(name.captured(1), pos + 6);
    Query::Filter filter{column->field, {}};
    for (const QString &item : std::as_const(items)) {
        const auto text = literal.match(item);
        if (!text.hasMatch())
            return syntaxError(item, pos + stage.indexOf(item));
        filter.values << (text.hasCaptured(1) ? text.captured(1) : text.captured(2));
    }
    query.filters << filter;
    return std::nullopt;
}

std::optional<KqlError> parseAggregates(const QString &text, qsizetype pos, Query &query)
{
    static const QRegularExpression named(u"^([A-Za-z_]\\w*) ?= ?([^=].*)$"_s);
    static const QRegularExpression call(u"^(sum|min|max|avg) ?\\( ?([A-Za-z_]\\w*) ?\\)$"_s);
    static const QRegularExpression countCall(u"^count ?\\( ?\\)$"_s);
    static const QRegularExpression number(u"^\\d+(\\.\\d*)?([eE][+-]?\\d+)?$"_s);
    int unnamed = 0;
    for (const QString &item : splitTopLevel(text, u',')) {
        Query::Aggregate aggregate;
        QString expression = item;
        if (const auto match = named.match(item); match.hasMatch()) {
            aggregate.name = match.captured(1);
            expression = match.captured(2).trimmed();
        }
        QString source;
        for (const QString &part : splitTopLevel(expression, u'/')) {
            Query::Term term;
            if (const auto match = call.match(part); match.hasMatch()) {
                const Column *column = find(query.table, match.captured(2));
                if (!column)
                    return unresolvedColumn(u"summarize"_s, match.captured(2));
                if (!isNumeric(column->field))
                    return syntaxError(part, pos);
                const QString function = match.captured(1);
                term.kind = function == u"sum"_s   ? Kind::Sum
                            : function == u"min"_s ? Kind::Min
                            : function == u"max"_s ? Kind::Max
                                                   : Kind::Avg;
                term.field = column->field;
                term.integral = term.kind != Kind::Avg && column->field == Field::Count;
                source = function + u'_' + column->name;
            } else if (countCall.match(part).hasMatch()) {
                term.kind = Kind::Count;
                term.integral = true;
                source = u"count_"_s;
            } else if (const auto literal = number.match(part); literal.hasMatch()) {
                term.number = part.toDouble();
                term.integral = !literal.hasCaptured(1) && !literal.hasCaptured(2);
            } else {
                return syntaxError(part.isEmpty() ? u"/"_s : part.section(u' ', 0, 0), pos);
            }
            aggregate.terms << term;
        }
        if (aggregate.terms.first().kind == Kind::Number)
            return syntaxError(expression.section(u' ', 0, 0), pos);
        aggregate.integral = std::all_of(aggregate.terms.cbegin(), aggregate.terms.cend(),
                                         [](const Query::Term &term) { return term.integral; });
        const bool single = aggregate.terms.size() == 1;
        if (aggregate.name.isEmpty())
            aggregate.name = single ? source : u"Column%1"_s.arg(++unnamed);
        const Kind kind = aggregate.terms.first().kind;
        aggregate.type = !aggregate.integral                                  ? u"real"_s
                         : single && (kind == Kind::Min || kind == Kind::Max) ? u"int"_s
                                                                              : u"long"_s;
        query.aggregates << aggregate;
    }
    return std::nullopt;
}

std::optional<KqlError> parseBy(const QString &text, qsizetype pos, Query &query)
{
    static const QRegularExpression bin(
        u"^(?:([A-Za-z_]\\w*) ?= ?)?bin ?\\( ?([A-Za-z_]\\w*) ?, ?(\\d+)([smhd]) ?\\)$"_s);
    static const QRegularExpression identifier(u"^[A-Za-z_]\\w*$"_s);
    if (text.isEmpty())
        return std::nullopt; // one group: the whole window
    for (const QString &item : splitTopLevel(text, u',')) {
        Query::ByItem by;
        const Column *column = nullptr;
        if (const auto match = bin.match(item); match.hasMatch()) {
            column = find(query.table, match.captured(2));
            if (!column)
                return unresolvedColumn(u"summarize"_s, match.captured(2));
            by.name = match.captured(1).isEmpty() ? column->name : match.captured(1);
            by.binSecs = match.captured(3).toLongLong() * unitSecs(match.captured(4)[0]);
            if (column->field != Field::Time || by.binSecs <= 0)
                return syntaxError(item, pos);
        } else if (identifier.match(item).hasMatch()) {
            column = find(query.table, item);
            if (!column)
                return unresolvedColumn(u"summarize"_s, item);
            by.name = column->name;
            if (column->field == Field::Time || column->field == Field::ItemType ||
                !isLabel(column->field))
                return syntaxError(item, pos);
        } else {
            return syntaxError(item.section(u' ', 0, 0), pos);
        }
        by.field = column->field;
        const bool repeated =
            std::any_of(query.by.cbegin(), query.by.cend(),
                        [&](const Query::ByItem &b) { return b.field == by.field; });
        if (repeated)
            return syntaxError(item, pos);
        query.by << by;
    }
    return std::nullopt;
}

std::optional<KqlError> parseStage(const QString &stage, qsizetype pos, Query &query)
{
    static const QRegularExpression summarize(u"^summarize (.+?)(?: by (.+))?$"_s);
    static const QRegularExpression distinct(u"^distinct ([A-Za-z_]\\w*)$"_s);
    static const QRegularExpression take(u"^(?:take|limit) (\\d+)$"_s);
    static const QRegularExpression order(u"^(order|sort) by ([A-Za-z_]\\w*)(?: (asc|desc))?$"_s);
    const QString op = stage.section(u' ', 0, 0);
    // where* then one of distinct, summarize (each maybe ordered), count or take.
    const bool open = query.tail == Query::Tail::Rows && query.take < 0;
    if (open && op == u"where"_s)
        return parseWhere(stage, pos, query);
    if (open && op == u"distinct"_s) {
        const auto match = distinct.match(stage);
        if (!match.hasMatch())
            return syntaxError(stage.mid(9).section(u' ', 0, 0), pos + 9);
        query.distinct = find(query.table, match.captured(1));
        if (!query.distinct)
            return unresolvedColumn(u"distinct"_s, match.captured(1));
        if (!isLabel(query.distinct->field))
            return syntaxError(match.captured(1), pos + 9);
        query.tail = Query::Tail::Distinct;
        return std::nullopt;
    }
    if (open && op == u"summarize"_s) {
        const auto match = summarize.match(stage);
        if (!match.hasMatch())
            return syntaxError(u"summarize"_s, pos);
        if (auto failed = parseAggregates(match.captured(1), pos + 10, query))
            return failed;
        if (auto failed = parseBy(match.captured(2), match.capturedStart(2) + pos, query))
            return failed;
        query.tail = Query::Tail::Summarize;
        return std::nullopt;
    }
    if (open && stage == u"count"_s) {
        query.tail = Query::Tail::Count;
        return std::nullopt;
    }
    if (const auto match = take.match(stage); open && match.hasMatch()) {
        query.take = match.captured(1).toLongLong();
        return std::nullopt;
    }
    const bool ordered =
        query.tail == Query::Tail::Distinct || query.tail == Query::Tail::Summarize;
    if (const auto match = order.match(stage);
        ordered && query.orderColumn.isEmpty() && match.hasMatch()) {
        if (!query.outputNames().contains(match.captured(2)))
            return unresolvedColumn(match.captured(1), match.captured(2));
        query.orderColumn = match.captured(2);
        // KQL sorts descending unless told otherwise.
        query.ascending = match.captured(3) == u"asc"_s;
        return std::nullopt;
    }
    return syntaxError(op, pos);
}

} // namespace

QStringList AppInsightsQuery::outputNames() const
{
    QStringList names;
    if (tail == Tail::Distinct)
        names << distinct->name;
    for (const ByItem &item : by)
        names << item.name;
    for (const Aggregate &aggregate : aggregates)
        names << aggregate.name;
    return names;
}

std::optional<AppInsightsQuery> AppInsightsQuery::parse(Table table, const QString &text,
                                                        const QStringList &stages, KqlError *error)
{
    AppInsightsQuery query;
    query.table = table;
    qsizetype pos = 0;
    for (const QString &stage : stages.mid(1)) {
        pos = text.indexOf(stage, pos);
        if (auto failed = parseStage(stage, pos, query)) {
            *error = *failed;
            return std::nullopt;
        }
    }
    return query;
}
