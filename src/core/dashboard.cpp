#include "dashboard.h"

#include "coretr.h"
#include "timeparse.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace {
constexpr std::pair<const char *, Aggregate> kAggregates[] = {
    {"max", Aggregate::Max}, {"min", Aggregate::Min}, {"avg", Aggregate::Avg},
    {"sum", Aggregate::Sum}, {"p50", Aggregate::P50}, {"p95", Aggregate::P95},
    {"p99", Aggregate::P99}};
} // namespace

namespace Aggregates {
std::optional<Aggregate> fromString(const QString &s)
{
    for (const auto &[n, a] : kAggregates)
        if (s.compare(QLatin1String(n), Qt::CaseInsensitive) == 0)
            return a;
    return std::nullopt;
}
QString toString(Aggregate a)
{
    for (const auto &[n, x] : kAggregates)
        if (x == a)
            return QLatin1String(n);
    return QStringLiteral("max");
}
} // namespace Aggregates

std::expected<Dashboard, QString> Dashboard::fromJson(const QByteArray &json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return std::unexpected(CoreTr::tr("The dashboard is not valid JSON (%1 at offset %2).")
                                   .arg(err.errorString())
                                   .arg(err.offset));
    if (!doc.isObject())
        return std::unexpected(CoreTr::tr("The dashboard must be a JSON object."));
    const QJsonObject root = doc.object();
    Dashboard d;
    d.title = root.value(QLatin1String("title")).toString();
    if (root.contains(QLatin1String("range"))) {
        const auto r = TimeParse::parseDuration(root.value(QLatin1String("range")).toString());
        if (!r || *r <= 0)
            return std::unexpected(
                CoreTr::tr("The dashboard's \"range\" is not a duration such as \"6h\"."));
        d.defaultRangeMs = *r;
    }
    if (root.contains(QLatin1String("refresh"))) {
        const auto r = TimeParse::parseDuration(root.value(QLatin1String("refresh")).toString());
        if (!r || *r < 1000)
            return std::unexpected(CoreTr::tr(
                "The dashboard's \"refresh\" must be a duration of at least 1s, such as \"15s\"."));
        d.refreshMs = *r;
    }
    // A count of series: a whole number, 0 to turn it off.
    const auto readThreshold = [](const QJsonObject &o, std::optional<int> *out) {
        const QJsonValue v = o.value(QLatin1String("serverAggregatesAbove"));
        if (v.isUndefined())
            return true;
        const double n = v.toDouble(-1);
        if (!v.isDouble() || n < 0 || n > 1e9 || n != double(qint64(n)))
            return false;
        *out = int(n);
        return true;
    };
    if (!readThreshold(root, &d.serverAggregatesAbove))
        return std::unexpected(
            CoreTr::tr("The dashboard's \"serverAggregatesAbove\" must be a number of series, "
                       "such as 2000 (0 turns server-side aggregates off)."));
    const QJsonArray lanes = root.value(QLatin1String("lanes")).toArray();
    if (!root.contains(QLatin1String("lanes")) &&
        (root.value(QLatin1String("panels")).isArray() ||
         root.value(QLatin1String("rows")).isArray() ||
         root.value(QLatin1String("dashboard")).isObject()))
        return std::unexpected(CoreTr::tr(
            "This is a Grafana dashboard; import it with File > Import Grafana Dashboard "
            "or fleetscope-cli import-grafana."));
    if (lanes.isEmpty())
        return std::unexpected(CoreTr::tr("The dashboard has no lanes."));
    QSet<QString> ids;
    for (int i = 0; i < lanes.size(); ++i) {
        const QJsonObject l = lanes.at(i).toObject();
        LaneSpec lane;
        lane.id = l.value(QLatin1String("id")).toString(QStringLiteral("lane%1").arg(i + 1));
        if (ids.contains(lane.id))
            return std::unexpected(CoreTr::tr("Two lanes share the id \"%1\".").arg(lane.id));
        ids.insert(lane.id);
        lane.title = l.value(QLatin1String("title")).toString(lane.id);
        bool ok = true;
        lane.unit = Units::fromString(l.value(QLatin1String("unit")).toString(), &ok);
        if (!ok)
            return std::unexpected(CoreTr::tr("Lane \"%1\": unknown unit \"%2\".")
                                       .arg(lane.id, l.value(QLatin1String("unit")).toString()));
        if (l.contains(QLatin1String("aggregate"))) {
            const auto a = Aggregates::fromString(l.value(QLatin1String("aggregate")).toString());
            if (!a)
                return std::unexpected(
                    CoreTr::tr(
                        "Lane \"%1\": unknown aggregate \"%2\" (use max, min, avg, sum, p50, "
                        "p95 or p99).")
                        .arg(lane.id, l.value(QLatin1String("aggregate")).toString()));
            lane.aggregate = *a;
        }
        lane.topK = l.value(QLatin1String("topK")).toInt(5);
        if (lane.topK < 0 || lane.topK > 50)
            return std::unexpected(
                CoreTr::tr("Lane \"%1\": topK must be between 0 and 50.").arg(lane.id));
        lane.outliersHigh = l.value(QLatin1String("outliers")).toString(QStringLiteral("high")) !=
                            QLatin1String("low");
        lane.stacked = l.value(QLatin1String("stack")).toBool(false);
        if (!readThreshold(l, &lane.serverAggregatesAbove))
            return std::unexpected(
                CoreTr::tr("Lane \"%1\": \"serverAggregatesAbove\" must be a number of series, "
                           "such as 2000 (0 turns server-side aggregates off).")
                    .arg(lane.id));
        if (lane.stacked)
            lane.aggregate = Aggregate::Sum;
        if (l.contains(QLatin1String("min")))
            lane.yMin = l.value(QLatin1String("min")).toDouble();
        if (l.contains(QLatin1String("max")))
            lane.yMax = l.value(QLatin1String("max")).toDouble();
        for (const auto &t : l.value(QLatin1String("thresholds")).toArray()) {
            const QJsonObject o = t.toObject();
            Threshold th;
            th.value = o.value(QLatin1String("value")).toDouble();
            th.label = o.value(QLatin1String("label")).toString();
            th.color = o.value(QLatin1String("color")).toString(QStringLiteral("#d08000"));
            lane.thresholds.push_back(th);
        }
        for (const auto &q : l.value(QLatin1String("queries")).toArray()) {
            const QJsonObject o = q.toObject();
            QuerySpec spec;
            spec.raw = o;
            spec.source = o.value(QLatin1String("source")).toString();
            spec.promql = o.value(QLatin1String("promql")).toString();
            if (spec.source.isEmpty())
                return std::unexpected(
                    CoreTr::tr("Lane \"%1\": a query names no source.").arg(lane.id));
            lane.queries.push_back(spec);
        }
        if (lane.queries.empty())
            return std::unexpected(CoreTr::tr("Lane \"%1\" has no queries.").arg(lane.id));
        d.lanes.push_back(std::move(lane));
    }
    const QJsonValue builtin = root.value(QLatin1String("builtinChanges"));
    if (!builtin.isUndefined() && !builtin.isBool())
        return std::unexpected(
            CoreTr::tr("The dashboard's \"builtinChanges\" must be true or false."));
    d.builtinChanges = builtin.toBool(true);
    const QJsonValue annotations = root.value(QLatin1String("annotations"));
    if (!annotations.isUndefined() && !annotations.isArray())
        return std::unexpected(
            CoreTr::tr("The dashboard's \"annotations\" must be a list of {\"name\", \"source\", "
                       "\"promql\"} objects."));
    for (const auto &v : annotations.toArray()) {
        const QJsonObject o = v.toObject();
        ChangeQuery q{o.value(QLatin1String("name")).toString().trimmed(),
                      o.value(QLatin1String("source")).toString(),
                      o.value(QLatin1String("promql")).toString().trimmed(),
                      o.value(QLatin1String("text")).toString()};
        if (q.name.isEmpty() || q.source.isEmpty() || q.promql.isEmpty())
            return std::unexpected(
                CoreTr::tr("Annotation query %1 needs a \"name\", a \"source\" and a "
                           "\"promql\".")
                    .arg(d.changeQueries.size() + 1));
        d.changeQueries.push_back(std::move(q));
    }
    QSet<QString> names;
    for (const auto &v : root.value(QLatin1String("variables")).toArray()) {
        QString error;
        auto var = DashboardVariable::fromJson(v.toObject(), &error);
        if (!var)
            return std::unexpected(error);
        if (names.contains(var->name))
            return std::unexpected(
                CoreTr::tr("Two variables share the name \"%1\".").arg(var->name));
        names.insert(var->name);
        d.variables.push_back(std::move(*var));
    }
    return d;
}

QByteArray Dashboard::toJson() const
{
    QJsonArray lanesJson;
    for (const auto &l : lanes) {
        QJsonObject o{{QStringLiteral("id"), l.id},
                      {QStringLiteral("title"), l.title},
                      {QStringLiteral("unit"), Units::toString(l.unit)},
                      {QStringLiteral("aggregate"), Aggregates::toString(l.aggregate)},
                      {QStringLiteral("topK"), l.topK},
                      {QStringLiteral("outliers"),
                       l.outliersHigh ? QStringLiteral("high") : QStringLiteral("low")}};
        if (l.stacked)
            o.insert(QStringLiteral("stack"), true);
        if (l.serverAggregatesAbove)
            o.insert(QStringLiteral("serverAggregatesAbove"), *l.serverAggregatesAbove);
        if (l.yMin)
            o.insert(QStringLiteral("min"), *l.yMin);
        if (l.yMax)
            o.insert(QStringLiteral("max"), *l.yMax);
        QJsonArray th;
        for (const auto &t : l.thresholds)
            th.append(QJsonObject{{QStringLiteral("value"), t.value},
                                  {QStringLiteral("label"), t.label},
                                  {QStringLiteral("color"), t.color}});
        o.insert(QStringLiteral("thresholds"), th);
        QJsonArray qs;
        for (const auto &q : l.queries)
            qs.append(q.raw);
        o.insert(QStringLiteral("queries"), qs);
        lanesJson.append(o);
    }
    QJsonObject root{{QStringLiteral("title"), title},
                     {QStringLiteral("range"), TimeParse::formatDuration(defaultRangeMs)},
                     {QStringLiteral("refresh"), TimeParse::formatDuration(refreshMs)},
                     {QStringLiteral("lanes"), lanesJson}};
    if (serverAggregatesAbove)
        root.insert(QStringLiteral("serverAggregatesAbove"), *serverAggregatesAbove);
    if (!builtinChanges)
        root.insert(QStringLiteral("builtinChanges"), false);
    if (!changeQueries.empty()) {
        QJsonArray list;
        for (const ChangeQuery &q : changeQueries) {
            QJsonObject o{{QStringLiteral("name"), q.name},
                          {QStringLiteral("source"), q.source},
                          {QStringLiteral("promql"), q.promql}};
            if (!q.text.isEmpty())
                o.insert(QStringLiteral("text"), q.text);
            list.append(o);
        }
        root.insert(QStringLiteral("annotations"), list);
    }
    if (!variables.empty()) {
        QJsonArray vars;
        for (const auto &v : variables)
            vars.append(v.toJson());
        root.insert(QStringLiteral("variables"), vars);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

const LaneSpec *Dashboard::lane(const QString &id) const
{
    for (const auto &l : lanes)
        if (l.id == id)
            return &l;
    return nullptr;
}

DashboardVariable *Dashboard::variable(const QString &name)
{
    for (auto &v : variables)
        if (v.name == name)
            return &v;
    return nullptr;
}

QString Dashboard::interpolate(const QString &promql) const
{
    return variables.empty() ? promql : DashboardVariables::interpolate(promql, variables).text;
}
