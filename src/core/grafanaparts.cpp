#include "grafanaparts.h"

#include "coretr.h"
#include "timeparse.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>

namespace {
QString textOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

// current.value is a string, or a list for multi-value variables.
QStringList currentValues(const QJsonObject &v)
{
    const QJsonValue value =
        v.value(QLatin1String("current")).toObject().value(QLatin1String("value"));
    QStringList out;
    if (value.isArray()) {
        for (const auto &x : value.toArray())
            out << textOf(x);
    } else if (!textOf(value).isEmpty()) {
        out << textOf(value);
    }
    return out;
}

// A custom variable's query: "a,b,c" or "text : value" pairs; "\," is a
// comma inside a value.
QStringList customChoices(const QString &query)
{
    QStringList out;
    QString part;
    auto flush = [&] {
        QString choice = part.trimmed();
        const qsizetype pair = choice.indexOf(QLatin1String(" : "));
        if (pair >= 0)
            choice = choice.mid(pair + 3).trimmed();
        if (!choice.isEmpty() && !out.contains(choice))
            out << choice;
        part.clear();
    };
    for (qsizetype i = 0; i < query.size(); ++i) {
        if (query.at(i) == QLatin1Char('\\') && i + 1 < query.size() &&
            query.at(i + 1) == QLatin1Char(',')) {
            part += QLatin1Char(',');
            ++i;
        } else if (query.at(i) == QLatin1Char(',')) {
            flush();
        } else {
            part += query.at(i);
        }
    }
    flush();
    return out;
}

// The choices Grafana saved with the variable, if any.
QStringList savedChoices(const QJsonObject &v)
{
    QStringList out;
    for (const auto &o : v.value(QLatin1String("options")).toArray()) {
        const QString value = textOf(o.toObject().value(QLatin1String("value")));
        if (!value.isEmpty() && value != QLatin1String(DashboardVariable::kAll) &&
            !out.contains(value))
            out << value;
    }
    return out;
}

QString dataSourceType(const QJsonValue &ds)
{
    if (ds.isObject())
        return ds.toObject().value(QLatin1String("type")).toString();
    return {};
}
} // namespace

namespace GrafanaParts {

UnitMapping unit(const QString &grafanaUnit)
{
    static const std::pair<const char *, Unit> exact[] = {
        {"", Unit::None},           {"none", Unit::None},           {"short", Unit::None},
        {"percent", Unit::Percent}, {"percentunit", Unit::Ratio},   {"bytes", Unit::Bytes},
        {"decbytes", Unit::Bytes},  {"mbytes", Unit::MiB},          {"decmbytes", Unit::MiB},
        {"s", Unit::Seconds},       {"dtdurations", Unit::Seconds}, {"ms", Unit::Milliseconds},
        {"watt", Unit::Watts},      {"celsius", Unit::Celsius},     {"rotmhz", Unit::MHz},
    };
    for (const auto &[name, u] : exact)
        if (grafanaUnit == QLatin1String(name))
            return {u, true};
    return {Unit::None, false};
}

QString color(const QString &grafanaColor)
{
    // Grafana's palette (the classic names dashboards store).
    static const std::pair<const char *, const char *> named[] = {
        {"green", "#73bf69"},       {"semi-dark-green", "#56a64b"},
        {"dark-green", "#37872d"},  {"light-green", "#96d98d"},
        {"red", "#f2495c"},         {"semi-dark-red", "#e02f44"},
        {"dark-red", "#c4162a"},    {"light-red", "#ff7383"},
        {"orange", "#ff9830"},      {"semi-dark-orange", "#fa6400"},
        {"dark-orange", "#fa6400"}, {"light-orange", "#ffb357"},
        {"yellow", "#fade2a"},      {"semi-dark-yellow", "#f2cc0c"},
        {"dark-yellow", "#e0b400"}, {"light-yellow", "#ffee52"},
        {"blue", "#5794f2"},        {"dark-blue", "#1f60c4"},
        {"light-blue", "#8ab8ff"},  {"purple", "#b877d9"},
        {"dark-purple", "#8f3bb8"}, {"light-purple", "#ca95e5"},
        {"transparent", "#808080"}, {"text", "#808080"}};
    const QString c = grafanaColor.trimmed().toLower();
    for (const auto &[name, hex] : named)
        if (c == QLatin1String(name))
            return QLatin1String(hex);
    static const QRegularExpression rgb(
        QStringLiteral(R"(^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$)"));
    if (const auto m = rgb.match(c); m.hasMatch())
        return QString::asprintf("#%02x%02x%02x", std::min(255, m.captured(1).toInt()),
                                 std::min(255, m.captured(2).toInt()),
                                 std::min(255, m.captured(3).toInt()));
    static const QRegularExpression hex(QStringLiteral("^#(?:[0-9a-f]{3}|[0-9a-f]{6})$"));
    if (hex.match(c).hasMatch()) {
        if (c.size() == 7)
            return c;
        QString full = QStringLiteral("#");
        for (qsizetype i = 1; i < 4; ++i)
            full += QString(2, c.at(i));
        return full;
    }
    return QStringLiteral("#d08000");
}

std::optional<qint64> relativeRange(const QString &from)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*now\s*-\s*(\d+[smhdwy]|\d+M)\s*$)"));
    const auto m = re.match(from);
    if (!m.hasMatch())
        return std::nullopt;
    QString d = m.captured(1);
    // Grafana's months; Prometheus durations have no M.
    if (d.endsWith(QLatin1Char('M')))
        d = QString::number(d.chopped(1).toLongLong() * 30) + QLatin1Char('d');
    const auto ms = TimeParse::parseDuration(d);
    if (!ms || *ms <= 0)
        return std::nullopt;
    return ms;
}

std::vector<DashboardVariable> variables(const QJsonArray &list, const QString &source,
                                         QStringList &notConverted, QStringList &adjusted)
{
    std::vector<DashboardVariable> out;
    static const QRegularExpression nameRe(QStringLiteral("^\\w+$"));
    for (const auto &item : list) {
        const QJsonObject v = item.toObject();
        const QString type = v.value(QLatin1String("type")).toString();
        DashboardVariable var;
        var.name = v.value(QLatin1String("name")).toString();
        if (type == QLatin1String("datasource"))
            continue; // every query goes to the chosen source
        if (!nameRe.match(var.name).hasMatch()) {
            notConverted << CoreTr::tr(
                                "Variable \"%1\": the name is not one FleetScope can refer to.")
                                .arg(var.name);
            continue;
        }
        var.label = v.value(QLatin1String("label")).toString();
        var.multi = v.value(QLatin1String("multi")).toBool();
        var.includeAll = v.value(QLatin1String("includeAll")).toBool();
        var.allValue = textOf(v.value(QLatin1String("allValue")));
        var.current = currentValues(v);
        var.hidden = v.value(QLatin1String("hide")).toInt() == 2;
        const QJsonValue q = v.value(QLatin1String("query"));
        const QString query =
            q.isObject() ? q.toObject().value(QLatin1String("query")).toString() : textOf(q);
        if (type == QLatin1String("query")) {
            const QString dsType = dataSourceType(v.value(QLatin1String("datasource")));
            if (!dsType.isEmpty() && dsType != QLatin1String("prometheus")) {
                notConverted << CoreTr::tr("Variable $%1: its values come from a %2 data source.")
                                    .arg(var.name, dsType);
                continue;
            }
            QString definition = query;
            if (!DashboardVariables::parseLabelValues(definition))
                definition = v.value(QLatin1String("definition")).toString();
            if (DashboardVariables::parseLabelValues(definition)) {
                var.kind = DashboardVariable::Kind::Query;
                var.source = source;
                var.query = definition.trimmed();
                var.regex = v.value(QLatin1String("regex")).toString();
                if (!var.regex.trimmed().isEmpty() && !DashboardVariable::compileRegex(var.regex)) {
                    adjusted << CoreTr::tr("Variable $%1: its regex %2 is not one FleetScope can "
                                           "read; every value is offered.")
                                    .arg(var.name, var.regex);
                    var.regex.clear();
                }
                var.options = savedChoices(v);
            } else {
                // query_result(), metrics(), label_names(): keep what was picked.
                QStringList choices = savedChoices(v);
                for (const QString &c : var.current)
                    if (c != QLatin1String(DashboardVariable::kAll) && !choices.contains(c))
                        choices << c;
                if (choices.isEmpty()) {
                    notConverted << CoreTr::tr("Variable $%1: the query \"%2\" is not "
                                               "label_values(), and no value was saved with it.")
                                        .arg(var.name, query);
                    continue;
                }
                var.kind = DashboardVariable::Kind::Custom;
                var.options = choices;
                adjusted << CoreTr::tr("Variable $%1: the query \"%2\" is not label_values(); it "
                                       "offers the values saved with the dashboard.")
                                .arg(var.name, query);
            }
        } else if (type == QLatin1String("custom") || type == QLatin1String("interval")) {
            var.kind = DashboardVariable::Kind::Custom;
            var.options = customChoices(query);
            var.options.removeAll(QStringLiteral("auto"));
            if (var.options.isEmpty())
                var.options = savedChoices(v);
        } else if (type == QLatin1String("constant")) {
            var.kind = DashboardVariable::Kind::Constant;
            var.options = QStringList{query};
            var.current = var.options;
            var.hidden = true;
        } else if (type == QLatin1String("textbox")) {
            var.kind = DashboardVariable::Kind::Custom;
            const QString value = var.current.value(0, query);
            var.options = QStringList{value};
            var.current = var.options;
            adjusted << CoreTr::tr(
                            "Variable $%1: a text box in Grafana; here it holds \"%2\" (edit "
                            "the dashboard file to change it).")
                            .arg(var.name, value);
        } else if (type == QLatin1String("adhoc")) {
            notConverted
                << CoreTr::tr("Variable $%1: ad hoc filters are not supported.").arg(var.name);
            continue;
        } else {
            notConverted << CoreTr::tr("Variable $%1: the type \"%2\" is not supported.")
                                .arg(var.name, type);
            continue;
        }
        if (var.kind != DashboardVariable::Kind::Query && var.options.isEmpty()) {
            notConverted << CoreTr::tr("Variable $%1 has no values.").arg(var.name);
            continue;
        }
        if (var.kind == DashboardVariable::Kind::Custom && !var.isAll()) {
            // Keep only picks that are still choices.
            var.setOptions(var.options);
        }
        if (std::any_of(out.begin(), out.end(),
                        [&](const DashboardVariable &o) { return o.name == var.name; })) {
            notConverted << CoreTr::tr("Variable $%1 is defined twice; the second is left out.")
                                .arg(var.name);
            continue;
        }
        out.push_back(std::move(var));
    }
    return out;
}

} // namespace GrafanaParts
