#include "cannedkql.h"

#include "isotime.h"
#include "stablehash.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;
using namespace KqlParts;

namespace {

const QStringList kTables = {u"AppRequests"_s,    u"InsightsMetrics"_s, u"KubePodInventory"_s,
                             u"ContainerLogV2"_s, u"Heartbeat"_s,       u"AppMetrics"_s,
                             u"customMetrics"_s};

QStringList labelValues(const QString &column)
{
    if (column == u"AppRoleName"_s)
        return {u"inference-team-a"_s, u"inference-team-b"_s, u"inference-team-c"_s};
    if (column == u"Namespace"_s)
        return {u"team-a"_s, u"team-b"_s, u"team-c"_s, u"kube-system"_s};
    if (column == u"Computer"_s) {
        QStringList computers;
        for (int i = 1; i <= 8; ++i)
            computers << u"gpu-node-%1"_s.arg(i, 2, 10, QLatin1Char('0'));
        return computers;
    }
    return {};
}

} // namespace

std::optional<KqlTable> CannedKql::run(const QString &query, qint64 start, qint64 end,
                                       qint64 nowSecs, KqlError *error) const
{
    const QString text = normalize(query);
    if (text == u"print"_s || text.startsWith(u"print "_s))
        return print(text.mid(6), nowSecs, error);
    const QStringList stages = splitTopLevel(text, u'|');
    const QString table = stages.first();
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    if (!identifier.match(table).hasMatch()) {
        *error = syntaxError(table.section(u' ', 0, 0), 0);
        return std::nullopt;
    }
    const auto appInsights = AppInsightsKql::table(table);
    // A table switched off with --app-insights is as absent as any other.
    if (!kTables.contains(table) || (appInsights && !m_appInsights.serves(*appInsights))) {
        *error = semanticError(
            u"'%1' operator: Failed to resolve table or column expression named '%1'"_s.arg(table));
        return std::nullopt;
    }
    static const QRegularExpression ago(u"ago\\( ?(\\d+)([dhms]) ?\\)"_s);
    if (const auto match = ago.match(text); match.hasMatch())
        start = std::max(start,
                         nowSecs - match.captured(1).toLongLong() * unitSecs(match.captured(2)[0]));
    if (appInsights)
        return m_appInsights.run(*appInsights, text, stages, start, end, nowSecs, error);
    for (const QString &stage : stages.mid(1)) {
        if (stage.startsWith(u"summarize "_s))
            return summarize(text, table, start, end, nowSecs, error);
    }
    if (stages.size() > 1 && stages.last() == u"count"_s)
        return count(table, start, end);
    qsizetype pos = 0;
    for (const QString &stage : stages.mid(1)) {
        pos = text.indexOf(stage, pos);
        if (!stage.startsWith(u"where "_s)) {
            *error = syntaxError(stage.section(u' ', 0, 0), pos);
            return std::nullopt;
        }
    }
    *error = syntaxError(table, 0);
    return std::nullopt;
}

std::optional<KqlTable> CannedKql::print(const QString &expressions, qint64 nowSecs,
                                         KqlError *error) const
{
    static const QRegularExpression named(u"^([A-Za-z_][A-Za-z0-9_]*) ?= ?([^=].*)$"_s);
    static const QRegularExpression integer(u"^-?\\d+$"_s);
    static const QRegularExpression real(u"^-?(\\d+\\.\\d*|\\d*\\.\\d+)([eE][+-]?\\d+)?$"_s);
    static const QRegularExpression typedNull(
        u"^(real|long|int|string|bool|datetime)\\(null\\)$"_s);
    static const QRegularExpression datetime(u"^datetime\\( ?([^)]+?) ?\\)$"_s);
    KqlTable table;
    QJsonArray row;
    const QStringList items = splitTopLevel(expressions, u',');
    for (qsizetype i = 0; i < items.size(); ++i) {
        QString name = u"print_%1"_s.arg(i);
        QString expression = items[i];
        if (const auto match = named.match(expression); match.hasMatch()) {
            name = match.captured(1);
            expression = match.captured(2).trimmed();
        }
        QString type;
        QJsonValue value;
        if (integer.match(expression).hasMatch()) {
            type = u"long"_s;
            value = expression.toLongLong();
        } else if (real.match(expression).hasMatch()) {
            type = u"real"_s;
            value = expression.toDouble();
        } else if (expression.size() >= 2 &&
                   (expression.front() == u'"' || expression.front() == u'\'') &&
                   expression.back() == expression.front()) {
            type = u"string"_s;
            value = expression.mid(1, expression.size() - 2);
        } else if (expression == u"true"_s || expression == u"false"_s) {
            type = u"bool"_s;
            value = expression == u"true"_s;
        } else if (expression == u"now()"_s) {
            type = u"datetime"_s;
            value = IsoTime::formatInstant(nowSecs);
        } else if (const auto match = typedNull.match(expression); match.hasMatch()) {
            type = match.captured(1) == u"int"_s ? u"int"_s : match.captured(1);
            value = QJsonValue::Null;
        } else if (const auto match = datetime.match(expression); match.hasMatch()) {
            const auto instant = IsoTime::parseInstant(match.captured(1));
            if (!instant) {
                *error = syntaxError(match.captured(1), 6);
                return std::nullopt;
            }
            type = u"datetime"_s;
            value = IsoTime::formatInstant(*instant);
        } else {
            *error = syntaxError(expression.isEmpty() ? u"<end of query>"_s : expression, 6);
            return std::nullopt;
        }
        table.columns.append(QJsonObject{{u"name"_s, name}, {u"type"_s, type}});
        row.append(value);
    }
    table.rows.append(row);
    return table;
}

std::optional<KqlTable> CannedKql::summarize(const QString &text, const QString &table,
                                             qint64 start, qint64 end, qint64 nowSecs,
                                             KqlError *error) const
{
    static const QRegularExpression pattern(
        u"summarize (?:([A-Za-z_]\\w*) ?= ?)?(percentile|avg|max|min|sum|count|dcount) ?\\( "
        u"?(\\w*) ?"
        "(?:, ?(\\d+(?:\\.\\d+)?) ?)?\\) by ([^|]+)"_s);
    static const QRegularExpression binPattern(
        u"^(?:([A-Za-z_]\\w*) ?= ?)?bin ?\\( ?TimeGenerated ?, ?(\\d+)([smhd]) ?\\)$"_s);
    static const QRegularExpression order(u"\\| (?:order|sort) by TimeGenerated( asc| desc)?"_s);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        const qsizetype pos = text.indexOf(u"summarize"_s);
        *error = syntaxError(text.mid(pos + 10).section(u' ', 0, 0), pos + 10);
        return std::nullopt;
    }
    const QString alias = match.captured(1);
    const QString function = match.captured(2);
    const QString field = match.captured(3);
    const QString percent = match.captured(4);
    if ((function == u"count"_s) != field.isEmpty() ||
        (function == u"percentile"_s) == percent.isEmpty()) {
        *error = syntaxError(function, match.capturedStart(2));
        return std::nullopt;
    }

    QString timeColumn;
    qint64 binSecs = 0;
    QString labelColumn;
    for (const QString &item : splitTopLevel(match.captured(5).trimmed(), u',')) {
        if (const auto bin = binPattern.match(item); bin.hasMatch()) {
            timeColumn = bin.captured(1).isEmpty() ? u"TimeGenerated"_s : bin.captured(1);
            binSecs = bin.captured(2).toLongLong() * unitSecs(bin.captured(3)[0]);
        } else if (labelColumn.isEmpty() && !labelValues(item).isEmpty()) {
            labelColumn = item;
        } else {
            *error = semanticError(
                u"'summarize' operator: Failed to resolve scalar expression named '%1'"_s.arg(
                    item));
            return std::nullopt;
        }
    }
    if (binSecs <= 0) {
        *error = syntaxError(match.captured(5).trimmed(), match.capturedStart(5));
        return std::nullopt;
    }

    const bool integral = function == u"count"_s || function == u"dcount"_s;
    QString valueColumn = alias;
    if (valueColumn.isEmpty()) {
        valueColumn = function == u"count"_s ? u"count_"_s : function + u'_' + field;
        if (function == u"percentile"_s)
            valueColumn += u'_' + QString(percent).replace(u'.', u'_');
    }
    KqlTable result;
    result.columns.append(QJsonObject{{u"name"_s, timeColumn}, {u"type"_s, u"datetime"_s}});
    if (!labelColumn.isEmpty())
        result.columns.append(QJsonObject{{u"name"_s, labelColumn}, {u"type"_s, u"string"_s}});
    result.columns.append(
        QJsonObject{{u"name"_s, valueColumn}, {u"type"_s, integral ? u"long"_s : u"real"_s}});

    const QStringList labels =
        labelColumn.isEmpty() ? QStringList{QString()} : labelValues(labelColumn);
    const double percentile = percent.toDouble();
    const double factor = function == u"percentile"_s ? 0.35 + 0.65 * std::pow(percentile / 95.0, 4)
                          : function == u"max"_s      ? 1.8
                          : function == u"min"_s      ? 0.2
                          : function == u"sum"_s      ? double(binSecs)
                                                      : 0.55;
    struct Row
    {
        qint64 time;
        int label;
        QJsonArray cells;
    };
    QList<Row> rows;
    for (int l = 0; l < labels.size(); ++l) {
        const std::uint64_t key =
            StableHash::ofText(QString(table + u'\n' + field + u'\n' + labels[l]));
        const double phase = StableHash::unit(StableHash::hash(m_seed, key, 1));
        for (qint64 t = start / binSecs * binSecs; t < end && t < nowSecs; t += binSecs) {
            const double wave = std::sin(2.0 * std::numbers::pi * (double(t) / 86400.0 + phase));
            const double noise =
                2.0 * StableHash::unit(StableHash::hash(m_seed, key, std::uint64_t(t))) - 1.0;
            double value = 0;
            if (function == u"count"_s)
                value = std::round((600 + 300 * wave + 100 * noise) * double(binSecs) / 60.0);
            else if (function == u"dcount"_s)
                value = std::max(1.0, std::round(6 + 3 * wave + noise));
            else if (field == u"DurationMs"_s)
                value =
                    std::round((320.0 + 530.0 * double(l % 3 == 1) + 160.0 * double(l % 3 == 2)) *
                               (1 + 0.2 * wave + 0.1 * noise) * factor * 1000) /
                    1000;
            else
                value = std::round(std::clamp(50 + 30 * wave + 10 * noise, 0.0, 100.0) * factor *
                                   1000) /
                        1000;
            QJsonArray cells{IsoTime::formatInstant(t)};
            if (!labelColumn.isEmpty())
                cells.append(labels[l]);
            cells.append(mixedCell(m_seed, value, integral, t / binSecs, l));
            rows.append({t, l, cells});
        }
    }
    if (const auto sort = order.match(text); sort.hasMatch()) {
        // KQL sorts descending unless told otherwise.
        const bool ascending = sort.captured(1).trimmed() == u"asc"_s;
        std::stable_sort(rows.begin(), rows.end(), [ascending](const Row &a, const Row &b) {
            return ascending ? a.time < b.time : a.time > b.time;
        });
    }
    for (const Row &row : rows) {
        if (result.rows.size() == kMaxRows) {
            result.truncated = true;
            break;
        }
        result.rows.append(row.cells);
    }
    return result;
}

KqlTable CannedKql::count(const QString &table, qint64 start, qint64 end) const
{
    KqlTable result;
    result.columns.append(column(u"Count"_s, u"long"_s));
    const qint64 perMinute = 1 + qint64(StableHash::hash(m_seed, StableHash::ofText(table)) % 8);
    result.rows.append(QJsonArray{std::max<qint64>(0, end - start) / 60 * perMinute});
    return result;
}
