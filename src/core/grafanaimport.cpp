#include "grafanaimport.h"

#include "coretr.h"
#include "grafanaparts.h"
#include "promqlnames.h"
#include "timeparse.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

namespace {
// Real exports are tens of kilobytes; more is not a dashboard.
constexpr qsizetype kMaxBytes = 16 * 1024 * 1024;
// Rows nest one level in Grafana; deeper input is refused rather than recursed.
constexpr int kMaxDepth = 8;

struct PanelRef
{
    QJsonObject panel;
    QString row;
};

std::optional<double> number(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

QString slug(const QString &title)
{
    QString out;
    for (const QChar c : title.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('_')))
            out += QLatin1Char('_');
    }
    while (out.endsWith(QLatin1Char('_')))
        out.chop(1);
    return out.left(48);
}

class Converter
{
  public:
    explicit Converter(GrafanaImport::Options options) : m_options(std::move(options)) {}

    std::expected<GrafanaImport::Result, QString> run(const QJsonObject &root)
    {
        Dashboard &d = m_result.dashboard;
        d.title = root.value(QLatin1String("title")).toString(CoreTr::tr("Imported dashboard"));
        const QJsonObject time = root.value(QLatin1String("time")).toObject();
        if (const auto range =
                GrafanaParts::relativeRange(time.value(QLatin1String("from")).toString()))
            d.defaultRangeMs = *range;
        const QString refresh = root.value(QLatin1String("refresh")).toString();
        if (const auto ms = TimeParse::parseDuration(refresh); ms && *ms >= 1000)
            d.refreshMs = *ms;
        d.variables =
            GrafanaParts::variables(root.value(QLatin1String("templating"))
                                        .toObject()
                                        .value(QLatin1String("list"))
                                        .toArray(),
                                    m_options.source, m_result.notConverted, m_result.adjusted);

        std::vector<PanelRef> panels;
        collect(root.value(QLatin1String("panels")).toArray(), QString(), panels, 0);
        // Schema versions before 16 kept panels inside rows.
        for (const auto &row : root.value(QLatin1String("rows")).toArray())
            collect(row.toObject().value(QLatin1String("panels")).toArray(),
                    row.toObject().value(QLatin1String("title")).toString(), panels, 1);
        for (const PanelRef &p : panels)
            convertPanel(p);
        if (d.lanes.empty())
            return std::unexpected(
                m_result.notConverted.isEmpty()
                    ? CoreTr::tr("The dashboard has no panels.")
                    : CoreTr::tr("No panel of the dashboard could be converted: %1")
                          .arg(m_result.notConverted.join(QLatin1Char(' '))));
        return m_result;
    }

  private:
    void collect(const QJsonArray &list, const QString &row, std::vector<PanelRef> &out, int depth)
    {
        if (depth > kMaxDepth)
            return;
        for (const auto &item : list) {
            const QJsonObject p = item.toObject();
            if (p.value(QLatin1String("type")).toString() == QLatin1String("row")) {
                // A collapsed row holds its panels; an open one is followed by them.
                collect(p.value(QLatin1String("panels")).toArray(),
                        p.value(QLatin1String("title")).toString(), out, depth + 1);
                continue;
            }
            out.push_back({p, row});
        }
    }

    QString panelName(const QJsonObject &p) const
    {
        const QString title = p.value(QLatin1String("title")).toString().trimmed();
        if (!title.isEmpty())
            return title;
        return CoreTr::tr("Panel %1").arg(p.value(QLatin1String("id")).toInt());
    }

    void convertPanel(const PanelRef &ref)
    {
        const QJsonObject &p = ref.panel;
        const QString name = panelName(p);
        const QString type = p.value(QLatin1String("type")).toString();
        if (type.isEmpty() && p.contains(QLatin1String("libraryPanel"))) {
            m_result.notConverted << CoreTr::tr("Panel \"%1\": a library panel; its content is not "
                                                "part of the export.")
                                         .arg(name);
            return;
        }
        if (type != QLatin1String("timeseries") && type != QLatin1String("graph")) {
            m_result.notConverted << CoreTr::tr("Panel \"%1\" (%2): not a time series.")
                                         .arg(name, type.isEmpty() ? CoreTr::tr("no type") : type);
            return;
        }
        LaneSpec lane;
        lane.title = name;
        lane.id = uniqueId(slug(name));
        const QJsonObject defaults = p.value(QLatin1String("fieldConfig"))
                                         .toObject()
                                         .value(QLatin1String("defaults"))
                                         .toObject();
        const QJsonObject yaxis =
            p.value(QLatin1String("yaxes")).toArray().at(0).toObject(); // old graph panels
        const QString unit = defaults.contains(QLatin1String("unit"))
                                 ? defaults.value(QLatin1String("unit")).toString()
                                 : yaxis.value(QLatin1String("format")).toString();
        const auto mapped = GrafanaParts::unit(unit);
        lane.unit = mapped.unit;
        if (!mapped.exact)
            m_result.adjusted << CoreTr::tr("Panel \"%1\": the unit \"%2\" has no FleetScope "
                                            "equivalent; values are shown as plain numbers.")
                                     .arg(name, unit);
        lane.yMin =
            number(defaults.contains(QLatin1String("min")) ? defaults.value(QLatin1String("min"))
                                                           : yaxis.value(QLatin1String("min")));
        lane.yMax =
            number(defaults.contains(QLatin1String("max")) ? defaults.value(QLatin1String("max"))
                                                           : yaxis.value(QLatin1String("max")));
        thresholds(p, defaults, lane, name);
        if (const QString repeat = p.value(QLatin1String("repeat")).toString(); !repeat.isEmpty())
            m_result.adjusted << CoreTr::tr(
                                     "Panel \"%1\": repeated for each $%2 in Grafana; here one "
                                     "lane shows them all (outliers are labelled).")
                                     .arg(name, repeat);
        if (!p.value(QLatin1String("transformations")).toArray().isEmpty())
            m_result.adjusted
                << CoreTr::tr("Panel \"%1\": its transformations are not applied.").arg(name);
        const QJsonValue panelDs = p.value(QLatin1String("datasource"));
        const QJsonArray targets = p.value(QLatin1String("targets")).toArray();
        for (int i = 0; i < targets.size(); ++i)
            target(targets.at(i).toObject(), panelDs, lane, name);
        if (lane.queries.empty()) {
            if (targets.isEmpty())
                m_result.notConverted << CoreTr::tr("Panel \"%1\" has no queries.").arg(name);
            return;
        }
        m_result.dashboard.lanes.push_back(std::move(lane));
    }

    void target(const QJsonObject &t, const QJsonValue &panelDs, LaneSpec &lane,
                const QString &panel)
    {
        const QString ref = t.value(QLatin1String("refId")).toString();
        const QString where = ref.isEmpty() ? CoreTr::tr("Panel \"%1\"").arg(panel)
                                            : CoreTr::tr("Panel \"%1\", query %2").arg(panel, ref);
        if (t.value(QLatin1String("hide")).toBool()) {
            m_result.adjusted << CoreTr::tr("%1: hidden in Grafana, left out.").arg(where);
            return;
        }
        const QJsonValue ds = t.contains(QLatin1String("datasource"))
                                  ? t.value(QLatin1String("datasource"))
                                  : panelDs;
        QString dsType =
            ds.isObject() ? ds.toObject().value(QLatin1String("type")).toString() : QString();
        if (ds.isString() && ds.toString().startsWith(QLatin1String("-- ")))
            dsType = ds.toString();
        // A panel on "-- Mixed --" names the type "datasource": each target says its own.
        if (dsType == QLatin1String("datasource"))
            dsType.clear();
        if (dsType == QLatin1String("__expr__")) {
            m_result.notConverted << CoreTr::tr("%1: a server-side expression (math, reduce, "
                                                "resample) is not supported.")
                                         .arg(where);
            return;
        }
        if (!dsType.isEmpty() && dsType != QLatin1String("prometheus") &&
            dsType != QLatin1String("-- Mixed --")) {
            m_result.notConverted
                << CoreTr::tr("%1: a %2 data source, not Prometheus.").arg(where, dsType);
            return;
        }
        const QString expr = t.value(QLatin1String("expr")).toString().trimmed();
        if (expr.isEmpty()) {
            m_result.notConverted << CoreTr::tr("%1: no PromQL expression.").arg(where);
            return;
        }
        QStringList missing;
        for (const QString &f : PromqlNames::functionNames(expr))
            if (!PromqlNames::isPrometheusFunction(f))
                missing << f + QStringLiteral("()");
        if (!missing.isEmpty()) {
            missing.sort();
            m_result.notConverted << CoreTr::tr("%1: uses %2, which Prometheus does not have.")
                                         .arg(where, QLocale().createSeparatedList(missing));
            return;
        }
        const auto expansion = DashboardVariables::interpolate(expr, m_result.dashboard.variables);
        QStringList unknown;
        for (const QString &n : expansion.unknown)
            unknown << QLatin1Char('$') + n;
        if (!unknown.isEmpty()) {
            m_result.notConverted << CoreTr::tr("%1: refers to %2, which the dashboard does not "
                                                "define (or FleetScope could not convert).")
                                         .arg(where, QLocale().createSeparatedList(unknown));
            return;
        }
        if (!expansion.badFormats.isEmpty()) {
            m_result.notConverted << CoreTr::tr("%1: the variable format %2 is not supported.")
                                         .arg(where,
                                              expansion.badFormats.join(QLatin1String(", ")));
            return;
        }
        QuerySpec spec;
        spec.source = m_options.source;
        spec.promql = expr;
        spec.raw = QJsonObject{{QStringLiteral("source"), spec.source},
                               {QStringLiteral("promql"), spec.promql}};
        lane.queries.push_back(spec);
    }

    void thresholds(const QJsonObject &p, const QJsonObject &defaults, LaneSpec &lane,
                    const QString &name)
    {
        const QJsonObject th = defaults.value(QLatin1String("thresholds")).toObject();
        const bool percentage =
            th.value(QLatin1String("mode")).toString() == QLatin1String("percentage");
        bool skipped = false;
        for (const auto &s : th.value(QLatin1String("steps")).toArray()) {
            const QJsonObject step = s.toObject();
            const auto value = number(step.value(QLatin1String("value")));
            if (!value)
                continue; // the base step: the colour below the first threshold
            double v = *value;
            if (percentage) {
                if (!lane.yMin || !lane.yMax) {
                    skipped = true;
                    continue;
                }
                v = *lane.yMin + (*lane.yMax - *lane.yMin) * v / 100.0;
            }
            add(lane, v, GrafanaParts::color(step.value(QLatin1String("color")).toString()));
        }
        if (skipped)
            m_result.adjusted << CoreTr::tr(
                                     "Panel \"%1\": thresholds in percent of a range without "
                                     "min and max are left out.")
                                     .arg(name);
        // Old graph panels: [{value, colorMode: critical|warning|ok|custom, lineColor}].
        for (const auto &s : p.value(QLatin1String("thresholds")).toArray()) {
            const QJsonObject t = s.toObject();
            const auto value = number(t.value(QLatin1String("value")));
            if (!value)
                continue;
            const QString mode = t.value(QLatin1String("colorMode")).toString();
            const QString color = mode == QLatin1String("critical")  ? QStringLiteral("red")
                                  : mode == QLatin1String("warning") ? QStringLiteral("orange")
                                  : mode == QLatin1String("ok")
                                      ? QStringLiteral("green")
                                      : t.value(QLatin1String("lineColor")).toString();
            add(lane, *value, GrafanaParts::color(color));
        }
    }

    static void add(LaneSpec &lane, double value, const QString &color)
    {
        for (const Threshold &t : lane.thresholds)
            if (t.value == value)
                return;
        Threshold t;
        t.value = value;
        t.color = color;
        t.label = Units::format(value, lane.unit, QLocale::c());
        lane.thresholds.push_back(t);
    }

    QString uniqueId(QString base)
    {
        if (base.isEmpty())
            base = QStringLiteral("lane");
        QString id = base;
        for (int n = 2; m_ids.contains(id); ++n)
            id = QStringLiteral("%1_%2").arg(base).arg(n);
        m_ids.insert(id);
        return id;
    }

    GrafanaImport::Options m_options;
    GrafanaImport::Result m_result;
    QSet<QString> m_ids;
};
} // namespace

namespace GrafanaImport {

std::expected<Result, QString> convert(const QByteArray &json, const Options &options)
{
    if (json.size() > kMaxBytes)
        return std::unexpected(CoreTr::tr("The file is larger than %1 MiB; it is not a Grafana "
                                          "dashboard.")
                                   .arg(kMaxBytes / (1024 * 1024)));
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return std::unexpected(CoreTr::tr("The file is not valid JSON (%1 at offset %2).")
                                   .arg(err.errorString())
                                   .arg(err.offset));
    QJsonObject root = doc.object();
    // The HTTP API's form: {"dashboard": {...}, "meta": {...}}.
    if (root.value(QLatin1String("dashboard")).isObject())
        root = root.value(QLatin1String("dashboard")).toObject();
    if (!root.value(QLatin1String("panels")).isArray() &&
        !root.value(QLatin1String("rows")).isArray())
        return std::unexpected(
            root.contains(QLatin1String("lanes"))
                ? CoreTr::tr("This is a FleetScope dashboard already; open it with File > Open "
                             "Dashboard.")
                : CoreTr::tr("This is not a Grafana dashboard: it has neither \"panels\" nor "
                             "\"rows\"."));
    if (options.source.trimmed().isEmpty())
        return std::unexpected(CoreTr::tr("No source was named for the queries."));
    return Converter(options).run(root);
}

} // namespace GrafanaImport
