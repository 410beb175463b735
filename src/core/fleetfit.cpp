#include "fleetfit.h"

#include "appinsightslatency.h"
#include "coretr.h"
#include "promqlnames.h"

#include <algorithm>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

const QRegularExpression &tokenRe()
{
    // A quantity, optionally with the labels to keep: {by="namespace, pod"}.
    static const QRegularExpression re(QStringLiteral(
        R"x(fleetscope:[a-z0-9_]+:[a-z0-9_]+(?:\{\s*by\s*=\s*"([A-Za-z0-9_, ]*)"\s*\})?)x"));
    return re;
}

} // namespace

bool FitEntry::ok() const
{
    for (const auto &[token, choice] : quantities)
        if (!choice.ok())
            return false;
    return missing.isEmpty();
}

QString FitEntry::problem() const
{
    QStringList out;
    for (const auto &[token, choice] : quantities)
        if (!choice.ok())
            out.append(CoreTr::tr("No way to get %1 from %2: %3")
                           .arg(choice.title.isEmpty() ? token : choice.title, source,
                                choice.whyNot.join(QLatin1String("; "))));
    if (!missing.isEmpty())
        out.append(nearby.isEmpty() ? CoreTr::tr("No series for %1 on %2.")
                                          .arg(missing.join(QLatin1String(", ")), source)
                                    : CoreTr::tr("No series for %1 on %2 (the source has %3).")
                                          .arg(missing.join(QLatin1String(", ")), source,
                                               nearby.join(QLatin1String(", "))));
    return out.join(QLatin1Char('\n'));
}

QString FitEntry::summary() const
{
    QStringList parts;
    for (const auto &[token, choice] : quantities) {
        if (choice.ok())
            parts.append(
                choice.assumed
                    ? CoreTr::tr("%1 (assumed: the source's metrics are unknown)").arg(choice.label)
                    : CoreTr::tr("%1 (%2)").arg(choice.label, choice.metric));
        else
            parts.append(CoreTr::tr("no way to get %1: %2")
                             .arg(token, choice.whyNot.join(QLatin1String("; "))));
    }
    if (!missing.isEmpty())
        parts.append(
            nearby.isEmpty()
                ? CoreTr::tr("the source has no %1").arg(missing.join(QLatin1String(", ")))
                : CoreTr::tr("the source has no %1 (it has %2)")
                      .arg(missing.join(QLatin1String(", ")), nearby.join(QLatin1String(", "))));
    if (!fixLabel.isEmpty())
        parts.append(CoreTr::tr("fix: use %1").arg(fixLabel));
    if (parts.isEmpty())
        parts.append(CoreTr::tr("as written"));
    return parts.join(QLatin1String("; "));
}

bool FitReport::allOk() const
{
    for (const FitEntry &e : entries)
        if (!e.ok() && !e.optional)
            return false;
    return true;
}

QJsonArray FitReport::toJson() const
{
    QJsonArray out;
    for (const FitEntry &e : entries) {
        QJsonArray quantities;
        for (const auto &[token, c] : e.quantities) {
            QJsonObject q{{QStringLiteral("quantity"), token}, {QStringLiteral("ok"), c.ok()}};
            if (c.ok()) {
                q.insert(QStringLiteral("way"), c.way);
                q.insert(QStringLiteral("label"), c.label);
                q.insert(QStringLiteral("metric"), c.metric);
                q.insert(QStringLiteral("promql"), c.promql);
                if (c.assumed)
                    q.insert(QStringLiteral("assumed"), true);
            }
            if (!c.whyNot.isEmpty())
                q.insert(QStringLiteral("whyNot"), QJsonArray::fromStringList(c.whyNot));
            quantities.append(q);
        }
        QJsonObject o{{QStringLiteral("kind"), e.kind == FitEntry::Kind::Lane
                                                   ? QStringLiteral("lane")
                                                   : QStringLiteral("rule")},
                      {QStringLiteral("id"), e.id},
                      {QStringLiteral("title"), e.title},
                      {QStringLiteral("source"), e.source},
                      {QStringLiteral("ok"), e.ok()},
                      {QStringLiteral("summary"), e.summary()},
                      {QStringLiteral("quantities"), quantities},
                      {QStringLiteral("missing"), QJsonArray::fromStringList(e.missing)},
                      {QStringLiteral("nearby"), QJsonArray::fromStringList(e.nearby)},
                      {QStringLiteral("fix"), QJsonObject{{QStringLiteral("label"), e.fixLabel},
                                                          {QStringLiteral("promql"), e.fixPromql}}},
                      {QStringLiteral("hostLabel"), e.hostLabel}};
        if (e.optional)
            o.insert(QStringLiteral("optional"), true);
        out.append(o);
    }
    return out;
}

FitReport FitReport::fromJson(const QByteArray &json)
{
    FitReport out;
    const QJsonArray entries = QJsonDocument::fromJson(json).array();
    for (const QJsonValue &v : entries) {
        const QJsonObject o = v.toObject();
        FitEntry e;
        e.kind = o.value(QLatin1String("kind")).toString() == QLatin1String("rule")
                     ? FitEntry::Kind::Rule
                     : FitEntry::Kind::Lane;
        e.id = o.value(QLatin1String("id")).toString();
        e.title = o.value(QLatin1String("title")).toString();
        e.source = o.value(QLatin1String("source")).toString();
        e.query = o.value(QLatin1String("query")).toInt(-1);
        e.hostLabel = o.value(QLatin1String("hostLabel")).toString();
        e.optional = o.value(QLatin1String("optional")).toBool();
        for (const QJsonValue &m : o.value(QLatin1String("missing")).toArray())
            e.missing.append(m.toString());
        for (const QJsonValue &m : o.value(QLatin1String("nearby")).toArray())
            e.nearby.append(m.toString());
        e.fixLabel =
            o.value(QLatin1String("fix")).toObject().value(QLatin1String("label")).toString();
        e.fixPromql =
            o.value(QLatin1String("fix")).toObject().value(QLatin1String("promql")).toString();
        for (const QJsonValue &qv : o.value(QLatin1String("quantities")).toArray()) {
            const QJsonObject q = qv.toObject();
            QuantityChoice c;
            c.way =
                q.value(QLatin1String("ok")).toBool() ? q.value(QLatin1String("way")).toInt() : -1;
            c.label = q.value(QLatin1String("label")).toString();
            c.metric = q.value(QLatin1String("metric")).toString();
            c.promql = q.value(QLatin1String("promql")).toString();
            c.assumed = q.value(QLatin1String("assumed")).toBool();
            for (const QJsonValue &w : q.value(QLatin1String("whyNot")).toArray())
                c.whyNot.append(w.toString());
            e.quantities.emplace_back(q.value(QLatin1String("quantity")).toString(), c);
        }
        out.entries.push_back(std::move(e));
    }
    return out;
}

QByteArray FitReport::toJsonBytes() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
}

namespace FleetFit {

Expanded expand(const QString &expr, const MetricCatalog &catalog, const QString &rateWindow)
{
    Expanded out;
    QString text = expr;
    qsizetype from = 0;
    while (true) {
        const auto m = tokenRe().match(text, from);
        if (!m.hasMatch())
            break;
        const QString by = m.captured(1).trimmed();
        const QString token = m.captured().section(QLatin1Char('{'), 0, 0);
        const FleetQuantity *q = FleetQuantities::find(token);
        if (!q) {
            QuantityChoice none;
            none.title = token;
            none.whyNot.append(CoreTr::tr("%1 is not a quantity FleetScope knows").arg(token));
            out.quantities.emplace_back(token, none);
            out.ok = false;
            from = m.capturedEnd();
            continue;
        }
        QuantityChoice c = FleetQuantities::choose(*q, catalog, rateWindow, by);
        out.ok = out.ok && c.ok();
        // Unanswerable quantities stay as their token: a query of it finds
        // no series instead of running something else.
        const QString with = c.ok() ? QStringLiteral("(%1)").arg(c.promql) : m.captured();
        text.replace(m.capturedStart(), m.capturedLength(), with);
        from = m.capturedStart() + with.size();
        const bool seen = std::any_of(out.quantities.begin(), out.quantities.end(),
                                      [&](const auto &q) { return q.first == token; });
        if (!seen)
            out.quantities.emplace_back(token, std::move(c));
    }
    out.promql = withHostLabel(text, catalog);
    return out;
}

QString withHostLabel(const QString &text, const MetricCatalog &catalog)
{
    const QString host = catalog.hostLabel();
    if (host == QLatin1String("Hostname"))
        return text;
    static const QRegularExpression word(QStringLiteral(R"x(\bHostname\b)x"));
    QString out = text;
    out.replace(word, host);
    return out;
}

QStringList missingMetrics(const QString &promql, const MetricCatalog &catalog)
{
    QStringList out;
    if (!catalog.known || catalog.truncated)
        return out;
    for (const QString &n : PromqlNames::metricNames(promql))
        if (!n.startsWith(QLatin1String("fleetscope:")) && !catalog.has(n))
            out.append(n);
    out.sort();
    return out;
}

std::optional<Fix> fixFor(const QString &promql, const MetricCatalog &catalog)
{
    if (!catalog.known)
        return std::nullopt;
    for (const FleetQuantity &q : FleetQuantities::all()) {
        const QuantityChoice chosen = FleetQuantities::choose(q, catalog, QStringLiteral("1m"));
        if (!chosen.ok())
            continue;
        for (int i = 0; i < int(q.ways.size()); ++i) {
            const QuantityWay &w = q.ways[size_t(i)];
            if (i == chosen.way || w.latencyPattern || !w.anyOf.isEmpty() ||
                w.promql.contains(QLatin1String("{")))
                continue;
            if (!promql.contains(w.promql))
                continue;
            QString fixed = promql;
            fixed.replace(w.promql, chosen.promql);
            return Fix{chosen.label, withHostLabel(fixed, catalog)};
        }
    }
    return std::nullopt;
}

namespace {
// What an entry whose metrics are missing can offer instead.
void explainMissing(FitEntry &entry, const QString &promql, const MetricCatalog &catalog)
{
    if (entry.optional)
        return; // watched where exported: nothing to offer instead
    for (const QString &m : entry.missing)
        for (const QString &n : catalog.neighbours(m))
            if (!entry.nearby.contains(n))
                entry.nearby.append(n);
    if (entry.missing.isEmpty())
        return;
    if (const auto fix = fixFor(promql, catalog)) {
        entry.fixLabel = fix->label;
        entry.fixPromql = fix->promql;
    }
}
// The entry of one expanded lane query or rule, with what it lacks and
// what the source offers instead.
FitEntry entryFor(FitEntry::Kind kind, const QString &id, const QString &source, const Expanded &e,
                  const MetricCatalog &catalog, bool optional)
{
    FitEntry entry;
    entry.kind = kind;
    entry.id = id;
    entry.title = id;
    entry.source = source;
    entry.quantities = e.quantities;
    entry.hostLabel = catalog.hostLabel();
    entry.optional = optional;
    entry.missing = e.ok ? missingMetrics(e.promql, catalog) : QStringList();
    explainMissing(entry, e.promql, catalog);
    return entry;
}
} // namespace

FitReport fitDashboard(Dashboard &dashboard, const std::map<QString, MetricCatalog> &catalogs)
{
    FitReport report;
    QStringList dropped;
    for (LaneSpec &lane : dashboard.lanes) {
        std::vector<QuerySpec> kept;
        std::vector<FitEntry> laneEntries;
        QString newTitle;
        int index = -1;
        for (QuerySpec &query : lane.queries) {
            ++index;
            const auto it = catalogs.find(query.source);
            const QString kql = query.raw.value(QLatin1String("kql")).toString();
            if (AppInsightsLatency::isToken(kql)) {
                // Log Analytics: the workspace's Application Insights metrics.
                const QuantityChoice choice =
                    AppInsightsLatency::choose(it == catalogs.end() ? MetricCatalog() : it->second);
                FitEntry entry;
                entry.title = lane.id;
                entry.id = lane.id;
                entry.source = query.source;
                entry.query = index;
                entry.quantities.emplace_back(kql.trimmed(), choice);
                if (choice.ok()) {
                    query.raw.insert(QStringLiteral("kql"), choice.promql);
                    if (newTitle.isEmpty() &&
                        (lane.title == choice.title ||
                         lane.title == QLatin1String(AppInsightsLatency::kTitle))) {
                        // The table in the title; the phases name themselves in the lane.
                        newTitle = CoreTr::tr("%1 · %2").arg(
                            choice.title, choice.metric.section(QLatin1Char(':'), 0, 0));
                    }
                }
                kept.push_back(query);
                laneEntries.push_back(std::move(entry));
                continue;
            }
            // A quantity is no metric any server has: where the source's
            // catalog is not known (yet), its first way is taken.
            static const MetricCatalog unknown;
            const bool named = query.promql.contains(QLatin1String("fleetscope:"));
            if ((it == catalogs.end() && !named) || query.promql.isEmpty()) {
                kept.push_back(query);
                continue;
            }
            const MetricCatalog &catalog = it == catalogs.end() ? unknown : it->second;
            const Expanded e = expand(query.promql, catalog, QStringLiteral("$__rate_interval"));
            const bool optional = query.raw.value(QLatin1String("optional")).toBool();
            FitEntry entry =
                entryFor(FitEntry::Kind::Lane, lane.id, query.source, e, catalog, optional);
            entry.query = index;
            // An extra the fleet does not have, or may not have: no problem,
            // and no query of a metric nobody saw.
            if (optional && (!e.ok || !catalog.known))
                continue;
            for (const auto &[token, choice] : e.quantities) {
                const FleetQuantity *q = FleetQuantities::find(token);
                if (!q || !choice.ok() || !newTitle.isEmpty() ||
                    (lane.title != QLatin1String(q->title) &&
                     lane.title != QCoreApplication::translate("fleetscope_core", q->title)))
                    continue;
                // The lane says what it shows where the fleet differs from
                // the first way; the first way keeps the title as written.
                newTitle = choice.way == 0 ? lane.title
                                           : CoreTr::tr("%1 · %2").arg(choice.title, choice.metric);
            }
            query.promql = e.promql;
            query.raw.insert(QStringLiteral("promql"), e.promql);
            kept.push_back(query);
            laneEntries.push_back(std::move(entry));
        }
        // A lane of optional queries only (time to first token) is the
        // fleet's where its server reports it, and absent elsewhere.
        const bool onlyOptional =
            std::all_of(lane.queries.cbegin(), lane.queries.cend(), [](const QuerySpec &q) {
                return q.raw.value(QLatin1String("optional")).toBool();
            });
        if (kept.empty() && onlyOptional && !lane.queries.empty()) {
            dropped.push_back(lane.id);
            continue;
        }
        if (!newTitle.isEmpty())
            lane.title = newTitle;
        for (FitEntry &entry : laneEntries) {
            entry.title = lane.title;
            report.entries.push_back(std::move(entry));
        }
        if (!kept.empty())
            lane.queries = std::move(kept);
    }
    std::erase_if(dashboard.lanes, [&](const LaneSpec &lane) { return dropped.contains(lane.id); });
    return report;
}

FitReport fitRules(std::vector<AlertRule> &rules, const MetricCatalog &catalog,
                   const QString &source)
{
    FitReport report;
    static const QRegularExpression labelRef(QStringLiteral(R"x(\$labels\.Hostname\b)x"));
    for (AlertRule &rule : rules) {
        // Rules are evaluated every minute or so over the last few samples:
        // a fixed window, the one the built-in rules were written with.
        const Expanded e = expand(rule.expr, catalog, QStringLiteral("1m"));
        const bool optional =
            rule.annotations.value(QStringLiteral("applies_if_exported")) == QLatin1String("true");
        FitEntry entry = entryFor(FitEntry::Kind::Rule, rule.name, source, e, catalog, optional);
        rule.expr = e.promql;
        const QString host = catalog.hostLabel();
        if (host != QLatin1String("Hostname"))
            for (auto it = rule.annotations.begin(); it != rule.annotations.end(); ++it)
                it.value().replace(labelRef, QStringLiteral("$labels.") + host);
        report.entries.push_back(std::move(entry));
    }
    return report;
}

} // namespace FleetFit
