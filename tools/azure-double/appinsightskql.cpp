#include "appinsightskql.h"

#include "appinsightsquery.h"
#include "isotime.h"
#include "stablehash.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

using namespace Qt::StringLiterals;
using namespace AppInsightsSchema;
using namespace KqlParts;

namespace {

using Query = AppInsightsQuery;

struct Series
{
    int metric = 0;
    int instance = 0;
};

QString labelOf(Table table, Field field, const Series &series)
{
    switch (field) {
    case Field::Name:
        return AppMetricSynth::metricNames()[series.metric];
    case Field::RoleInstance:
        return AppMetricSynth::roleInstances()[series.instance];
    case Field::RoleName:
        return AppMetricSynth::roleName();
    default:
        return itemType(table);
    }
}

double numberOf(const AppMetricSynth::Row &row, Field field)
{
    switch (field) {
    case Field::Count:
        return double(row.count);
    case Field::Min:
        return row.min;
    case Field::Max:
        return row.max;
    case Field::StdDev:
        return row.stdDev;
    default: // Sum, and the classic value, which holds the sum
        return row.sum;
    }
}

// Everything an answer is computed from: the minutes [first, bound) inside
// the timespan and before now, and the series the filters keep.
struct Context
{
    const Query &query;
    const AppMetricSynth &synth;
    std::uint64_t seed = 0;
    qint64 nowSecs = 0;
    qint64 first = 0;
    qint64 bound = 0;
    QList<Series> series;

    qint64 minutes() const { return bound > first ? (bound - first + 59) / 60 : 0; }
    AppMetricSynth::Row row(const Series &one, qint64 t) const
    {
        return synth.row(one.metric, one.instance, t, nowSecs);
    }
};

QList<Series> seriesOf(const Query &query)
{
    QList<Series> all;
    for (int m = 0; m < AppMetricSynth::metricNames().size(); ++m) {
        for (int i = 0; i < AppMetricSynth::roleInstances().size(); ++i) {
            const Series series{m, i};
            const bool kept = std::all_of(
                query.filters.cbegin(), query.filters.cend(), [&](const Query::Filter &f) {
                    return f.values.contains(labelOf(query.table, f.field, series));
                });
            if (kept)
                all << series;
        }
    }
    return all;
}

// A result row before cell mixing, kept for sorting.
struct OutputRow
{
    QList<QJsonValue> raw;
    QJsonArray cells;
};

bool rawLess(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isNull() || b.isNull())
        return a.isNull() && !b.isNull();
    if (a.isString())
        return a.toString() < b.toString();
    return a.toDouble() < b.toDouble();
}

// Orders as the query asks and cuts at kMaxRows.
KqlTable finish(const Query &query, QList<OutputRow> rows)
{
    KqlTable table;
    if (!query.orderColumn.isEmpty()) {
        const qsizetype index = query.outputNames().indexOf(query.orderColumn);
        const bool ascending = query.ascending;
        std::stable_sort(rows.begin(), rows.end(),
                         [index, ascending](const OutputRow &a, const OutputRow &b) {
                             return ascending ? rawLess(a.raw[index], b.raw[index])
                                              : rawLess(b.raw[index], a.raw[index]);
                         });
    }
    for (const OutputRow &row : std::as_const(rows)) {
        if (table.rows.size() == kMaxRows) {
            table.truncated = true;
            break;
        }
        table.rows.append(row.cells);
    }
    return table;
}

KqlTable countOf(const Context &context)
{
    KqlTable result;
    result.columns.append(column(u"Count"_s, u"long"_s));
    result.rows.append(QJsonArray{context.minutes() * context.series.size()});
    return result;
}

KqlTable distinctOf(const Context &context)
{
    // Every series has a row in every minute, so a value is there when the
    // window holds a minute at all.
    const Field field = context.query.distinct->field;
    QList<OutputRow> rows;
    QStringList seen;
    for (const Series &one : context.series) {
        const QString value = labelOf(context.query.table, field, one);
        if (context.minutes() > 0 && !seen.contains(value)) {
            seen << value;
            rows.append({{value}, {value}});
        }
    }
    KqlTable result = finish(context.query, rows);
    result.columns.append(column(context.query.distinct->name, u"string"_s));
    return result;
}

// The sums, minima and maxima of every numeric field over a group's rows.
struct Accumulator
{
    static constexpr int kFields = int(Field::Value) - int(Field::Sum) + 1;
    qint64 rows = 0;
    double sum[kFields] = {};
    double min[kFields] = {};
    double max[kFields] = {};

    void add(const AppMetricSynth::Row &row)
    {
        for (int f = 0; f < kFields; ++f) {
            const double value = numberOf(row, Field(int(Field::Sum) + f));
            sum[f] += value;
            min[f] = rows == 0 ? value : std::min(min[f], value);
            max[f] = rows == 0 ? value : std::max(max[f], value);
        }
        ++rows;
    }

    double term(const Query::Term &term) const
    {
        const int f = int(term.field) - int(Field::Sum);
        switch (term.kind) {
        case Query::Term::Kind::Sum:
            return sum[f];
        case Query::Term::Kind::Min:
            return min[f];
        case Query::Term::Kind::Max:
            return max[f];
        case Query::Term::Kind::Avg:
            return sum[f] / double(rows);
        case Query::Term::Kind::Count:
            return double(rows);
        case Query::Term::Kind::Number:
            break;
        }
        return term.number;
    }

    // long / long truncates in KQL; a division by zero gives null here.
    std::optional<double> evaluate(const Query::Aggregate &aggregate) const
    {
        double value = term(aggregate.terms.first());
        bool integral = aggregate.terms.first().integral;
        for (qsizetype i = 1; i < aggregate.terms.size(); ++i) {
            const double divisor = term(aggregate.terms[i]);
            if (divisor == 0)
                return std::nullopt;
            integral = integral && aggregate.terms[i].integral;
            value = integral ? std::trunc(value / divisor) : value / divisor;
        }
        return value;
    }
};

KqlTable summarizeOf(const Context &context)
{
    const Query &query = context.query;
    qint64 binSecs = 0;
    bool byName = false;
    bool byInstance = false;
    for (const Query::ByItem &item : query.by) {
        binSecs = item.field == Field::Time ? item.binSecs : binSecs;
        byName = byName || item.field == Field::Name;
        byInstance = byInstance || item.field == Field::RoleInstance;
    }
    // Keyed by bin start, metric and instance (-1 where not split), so the
    // groups come out in time order.
    std::map<std::tuple<qint64, int, int>, Accumulator> groups;
    for (qint64 t = context.first; t < context.bound; t += 60) {
        const qint64 bin = binSecs > 0 ? t / binSecs * binSecs : 0;
        for (const Series &one : context.series) {
            groups[{bin, byName ? one.metric : -1, byInstance ? one.instance : -1}].add(
                context.row(one, t));
        }
    }
    QList<OutputRow> rows;
    for (const auto &[key, accumulator] : groups) {
        const auto &[bin, metric, instance] = key;
        const Series one{std::max(metric, 0), std::max(instance, 0)};
        OutputRow row;
        for (const Query::ByItem &item : query.by) {
            row.raw << (item.field == Field::Time ? IsoTime::formatInstant(bin)
                                                  : labelOf(query.table, item.field, one));
            row.cells.append(row.raw.last());
        }
        // The label index of cannedkql.h's rule for mixed value cells.
        const qint64 binIndex = binSecs > 0 ? bin / binSecs : 0;
        const int label = (byName ? metric : 0) + 3 * (byInstance ? instance : 0);
        for (const Query::Aggregate &aggregate : query.aggregates) {
            const std::optional<double> value = accumulator.evaluate(aggregate);
            row.raw << (value ? QJsonValue(*value) : QJsonValue());
            row.cells.append(
                value ? mixedCell(context.seed, *value, aggregate.integral, binIndex, label)
                      : QJsonValue());
        }
        rows.append(row);
    }
    KqlTable result = finish(query, rows);
    for (const Query::ByItem &item : query.by)
        result.columns.append(
            column(item.name, item.field == Field::Time ? u"datetime"_s : u"string"_s));
    for (const Query::Aggregate &aggregate : query.aggregates)
        result.columns.append(column(aggregate.name, aggregate.type));
    return result;
}

QString itemId(std::uint64_t seed, const AppMetricSynth::Row &row)
{
    const std::uint64_t key = StableHash::hash(seed, std::uint64_t(row.metric * 16 + row.instance),
                                               std::uint64_t(row.time));
    const QString hex = QString::number(key, 16).rightJustified(16, u'0') +
                        QString::number(StableHash::mix(key), 16).rightJustified(16, u'0');
    return hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' + hex.mid(16, 4) +
           u'-' + hex.mid(20);
}

QJsonValue cellOf(const Column &column, const AppMetricSynth::Row &row, Table table,
                  std::uint64_t seed)
{
    switch (column.field) {
    case Field::Time:
        return IsoTime::formatInstant(row.time);
    case Field::Count:
        return row.count;
    case Field::Sum:
    case Field::Min:
    case Field::Max:
    case Field::StdDev:
    case Field::Value:
        return numberOf(row, column.field);
    case Field::Properties:
        // Dynamic values travel as JSON text, as the service sends them.
        return QString::fromUtf8(QJsonDocument(QJsonObject{{u"model_version"_s, row.modelVersion},
                                                           {u"batch_size"_s, row.batchSize}})
                                     .toJson(QJsonDocument::Compact));
    case Field::ItemId:
        return itemId(seed, row);
    case Field::Fixed:
        return column.fixed;
    default:
        return labelOf(table, column.field, {row.metric, row.instance});
    }
}

// Whole rows, oldest first, in the table's documented columns.
KqlTable rowsOf(const Context &context)
{
    const Table table = context.query.table;
    KqlTable result;
    for (const Column &c : columns(table)) {
        if (!c.hidden)
            result.columns.append(column(c.name, c.type));
    }
    const qint64 take = context.query.take;
    const qint64 wanted = take < 0 ? kMaxRows : std::min(take, kMaxRows);
    for (qint64 t = context.first; t < context.bound; t += 60) {
        for (const Series &one : context.series) {
            if (result.rows.size() == wanted) {
                result.truncated = take < 0 || take > kMaxRows;
                return result;
            }
            const AppMetricSynth::Row row = context.row(one, t);
            QJsonArray cells;
            for (const Column &c : columns(table)) {
                if (!c.hidden)
                    cells.append(cellOf(c, row, table, context.seed));
            }
            result.rows.append(cells);
        }
    }
    return result;
}

} // namespace

std::optional<KqlTable> AppInsightsKql::run(Table table, const QString &text,
                                            const QStringList &stages, qint64 start, qint64 end,
                                            qint64 nowSecs, KqlError *error) const
{
    const std::optional<Query> query = Query::parse(table, text, stages, error);
    if (!query)
        return std::nullopt;
    // Rows stand at minute starts: the first one at or after start.
    const Context context{*query,
                          m_synth,
                          m_seed,
                          nowSecs,
                          start <= 0 ? 0 : (start + 59) / 60 * 60,
                          std::min(end, nowSecs),
                          seriesOf(*query)};
    switch (query->tail) {
    case Query::Tail::Count:
        return countOf(context);
    case Query::Tail::Distinct:
        return distinctOf(context);
    case Query::Tail::Summarize:
        return summarizeOf(context);
    case Query::Tail::Rows:
        break;
    }
    return rowsOf(context);
}
