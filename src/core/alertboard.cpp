#include "alertboard.h"

#include "gpuhealth.h"

#include "coretr.h"
#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace {
// Labels that say *what* an alert is about; the others (severity, job,
// instance of the exporter) say how it was measured.
const QStringList &identityNames()
{
    static const QStringList names{QStringLiteral("namespace"), QStringLiteral("pod"),
                                   QStringLiteral("hostname"),  QStringLiteral("node"),
                                   QStringLiteral("gpu"),       QStringLiteral("uuid")};
    return names;
}

std::vector<std::pair<QString, QString>> identityOf(const Labels &labels)
{
    std::vector<std::pair<QString, QString>> out;
    for (const QString &n : identityNames()) {
        const QString v = labels.valueCi(n);
        if (!v.isEmpty())
            out.emplace_back(n, v);
    }
    return out;
}

int stateRank(AlertState s)
{
    return s == AlertState::Firing ? 0 : s == AlertState::Pending ? 1 : 2;
}

AlertRow rowFromLocal(const AlertInstance &a, const AlertRule *rule)
{
    AlertRow r;
    r.name = a.rule;
    r.tier = a.tier;
    r.labels = a.labels;
    r.key = AlertBoardBuilder::keyOf(a);
    r.origins << QStringLiteral("local");
    if (rule) {
        r.annotations = rule->annotations;
        r.expr = rule->expr;
    }
    r.activeAtMs = a.pendingAtMs;
    r.firingAtMs = a.firingAtMs;
    r.resolvedAtMs = a.resolvedAtMs;
    r.state = a.resolvedAtMs ? AlertState::Resolved
              : a.firingAtMs ? AlertState::Firing
                             : AlertState::Pending;
    r.value = a.valueAtLastEval;
    return r;
}

// Alertmanager's generatorURL carries the rule's expression as g0.expr.
QString exprFromGeneratorUrl(const QString &url)
{
    const qsizetype at = url.indexOf(QLatin1String("g0.expr="));
    if (at < 0)
        return {};
    QString rest = url.mid(at + 8);
    const qsizetype amp = rest.indexOf(QLatin1Char('&'));
    if (amp >= 0)
        rest.truncate(amp);
    rest.replace(QLatin1Char('+'), QLatin1Char(' '));
    return QUrl::fromPercentEncoding(rest.toUtf8());
}

void mergeFeed(AlertRow &r, const FeedAlert &f)
{
    // Stale only while every source of the row is stale.
    if (f.stale)
        r.staleAsOfMs =
            r.origins.isEmpty() || r.staleAsOfMs ? std::max(r.staleAsOfMs, f.asOfMs) : 0;
    else
        r.staleAsOfMs = 0;
    r.origins << f.source;
    if (f.origin == AlertOrigin::Alertmanager) {
        r.fromAlertmanager = true;
        r.alertmanagerSource = f.source;
        r.serverSilencedBy += f.silencedBy;
        if (!f.fingerprint.isEmpty())
            r.fingerprint = f.fingerprint;
        // Alertmanager's own inhibition rules and mute time intervals count
        // as muting too; ours may add to them below.
        if (!f.inhibitedBy.isEmpty())
            r.mutedBy = CoreTr::tr("inhibition on %1").arg(f.source);
        else if (!f.mutedBy.isEmpty())
            r.mutedBy = CoreTr::tr("time interval %1 on %2")
                            .arg(f.mutedBy.join(QStringLiteral(", ")), f.source);
    }
    if (f.firing && r.state != AlertState::Firing) {
        r.state = AlertState::Firing;
        // Prometheus reports only when the alert became active; Alertmanager's
        // startsAt is when it started firing.
        r.firingAtMs = f.origin == AlertOrigin::Alertmanager ? f.activeAtMs : r.firingAtMs;
    }
    if (f.activeAtMs > 0)
        r.activeAtMs = r.activeAtMs > 0 ? std::min(r.activeAtMs, f.activeAtMs) : f.activeAtMs;
    if (std::isnan(r.value))
        r.value = f.value;
    for (auto it = f.annotations.begin(); it != f.annotations.end(); ++it)
        if (!r.annotations.contains(it.key()))
            r.annotations.insert(it.key(), it.value());
    if (r.expr.isEmpty())
        r.expr = f.expr.isEmpty() ? exprFromGeneratorUrl(f.generatorUrl) : f.expr;
}

AlertRow rowFromFeed(const FeedAlert &f, const TierMap &tiers)
{
    AlertRow r;
    r.name = f.name;
    r.tier = tiers.tierOfSeverity(f.labels.value(QStringLiteral("severity")));
    r.labels = f.labels;
    r.key = AlertBoardBuilder::keyOf(r.name, r.labels);
    r.state = f.firing ? AlertState::Firing : AlertState::Pending;
    r.activeAtMs = f.activeAtMs;
    if (f.firing && f.origin == AlertOrigin::Alertmanager)
        r.firingAtMs = f.activeAtMs;
    mergeFeed(r, f);
    r.origins.removeDuplicates();
    return r;
}

const Silence *silenceFor(const AlertRow &r, const std::vector<Silence> &silences, qint64 now)
{
    for (const Silence &s : silences)
        if (s.isActiveAt(now) && s.matches(r.labels))
            return &s;
    return nullptr;
}

QString tierText(AlertTier t)
{
    return QStringLiteral("P%1").arg(int(t));
}
// FleetScope's own template functions over Prometheus' {{ }} syntax: GPU
// health codes in words. Any other function leaves the value as it is.
QString applyFilter(const QString &value, const QString &filter)
{
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || filter.isEmpty())
        return value;
    if (filter == QLatin1String("xid")) {
        const GpuHealth::XidInfo info = GpuHealth::xid(int(number));
        return info.documented ? CoreTr::tr("%1 (%2)").arg(value, info.meaning) : value;
    }
    if (filter == QLatin1String("clockEventReasons"))
        return GpuHealth::describeClockEventReasons(quint64(std::max(0.0, number)));
    return value;
}

} // namespace

int AlertGroup::firing() const
{
    return int(std::count_if(rows.begin(), rows.end(),
                             [](const AlertRow &r) { return r.state == AlertState::Firing; }));
}

int AlertGroup::pending() const
{
    return int(std::count_if(rows.begin(), rows.end(),
                             [](const AlertRow &r) { return r.state == AlertState::Pending; }));
}

bool AlertGroup::allQuiet() const
{
    return std::all_of(rows.begin(), rows.end(), [](const AlertRow &r) { return r.isQuiet(); });
}

int AlertBoard::count(AlertTier tier, bool includeQuiet) const
{
    int n = 0;
    for (const auto &g : groups)
        if (g.tier == tier)
            for (const auto &r : g.rows)
                n += (includeQuiet || !r.isQuiet()) ? 1 : 0;
    return n;
}

const AlertRow *AlertBoard::find(const QString &key) const
{
    for (const auto &g : groups)
        for (const auto &r : g.rows)
            if (r.key == key)
                return &r;
    for (const auto &r : history)
        if (r.key == key)
            return &r;
    return nullptr;
}

namespace AlertBoardBuilder {

QString keyOf(const QString &name, const Labels &labels)
{
    Labels l = labels;
    l.set(QStringLiteral("alertname"), name);
    return l.toPromQL();
}

QString keyOf(const AlertInstance &a)
{
    return a.key.isEmpty() ? keyOf(a.rule, a.labels) : a.key;
}

QString targetOf(const Labels &l)
{
    QStringList parts;
    const QString ns = l.value(QStringLiteral("namespace"));
    if (!ns.isEmpty())
        parts << ns;
    const QString pod = l.value(QStringLiteral("pod"));
    const QString host = l.valueCi(QStringLiteral("hostname")).isEmpty()
                             ? l.value(QStringLiteral("node"))
                             : l.valueCi(QStringLiteral("hostname"));
    const QString gpu = l.value(QStringLiteral("gpu"));
    if (!pod.isEmpty())
        parts << pod;
    else if (!host.isEmpty() && !gpu.isEmpty())
        parts << CoreTr::tr("%1 GPU %2").arg(host, gpu);
    else if (!host.isEmpty())
        parts << host;
    if (parts.isEmpty() && !l.value(QStringLiteral("instance")).isEmpty())
        parts << l.value(QStringLiteral("instance"));
    return parts.join(QStringLiteral(" · "));
}

bool inhibits(const AlertRow &p1, const AlertRow &lower)
{
    // A P1 only a dead feed still reports may be long gone: it mutes nothing.
    if (p1.tier != AlertTier::P1 || p1.state != AlertState::Firing || p1.silence || p1.staleAsOfMs)
        return false;
    if (lower.tier != AlertTier::P2 && lower.tier != AlertTier::P3)
        return false;
    bool shared = false;
    for (const auto &[name, value] : identityOf(p1.labels)) {
        const QString other = lower.labels.valueCi(name);
        if (other.isEmpty())
            continue;
        if (other != value)
            return false;
        shared = true;
    }
    return shared;
}

AlertBoard build(const Input &in)
{
    AlertBoard board;
    std::map<QString, AlertRow> open;
    for (const AlertInstance &a : in.local) {
        if (a.droppedAtMs)
            continue;
        AlertRow r = rowFromLocal(a, ruleOf(a, in.localRules));
        if (r.state == AlertState::Resolved) {
            if (*r.resolvedAtMs >= in.historyFromMs && r.activeAtMs <= in.historyToMs)
                board.history.push_back(std::move(r));
            continue;
        }
        open[r.key] = std::move(r);
    }
    for (const FeedAlert &f : in.feeds) {
        const QString key = keyOf(f.name, f.labels);
        auto it = open.find(key);
        if (it == open.end()) {
            AlertRow r = rowFromFeed(f, in.tiers);
            // A server that did not say when it started: first seen now,
            // rather than 1970.
            if (r.activeAtMs <= 0)
                r.activeAtMs = in.nowMs;
            if (r.firingAtMs && *r.firingAtMs <= 0)
                r.firingAtMs = in.nowMs;
            open.emplace(key, std::move(r));
        } else {
            mergeFeed(it->second, f);
            it->second.origins.removeDuplicates();
        }
    }

    for (auto &[key, r] : open) {
        const auto byId =
            std::find_if(in.alertmanagerSilences.begin(), in.alertmanagerSilences.end(),
                         [&](const Silence &s) { return r.serverSilencedBy.contains(s.id); });
        if (const Silence *s = silenceFor(r, in.operators.silences, in.nowMs))
            r.silence = *s;
        else if (byId != in.alertmanagerSilences.end())
            r.silence = *byId;
        else if (const Silence *s = silenceFor(r, in.alertmanagerSilences, in.nowMs);
                 s && r.fromAlertmanager)
            r.silence = *s;
        const auto ack = in.operators.acks.find(key);
        if (ack != in.operators.acks.end() && ack->second.activeAtMs == r.activeAtMs)
            r.ack = ack->second;
    }
    for (auto &[key, lower] : open)
        for (const auto &[k1, p1] : open)
            if (inhibits(p1, lower)) {
                const QString target = targetOf(p1.labels);
                lower.mutedBy =
                    target.isEmpty()
                        ? CoreTr::tr("%1 %2").arg(tierText(p1.tier), p1.name)
                        : CoreTr::tr("%1 %2 on %3").arg(tierText(p1.tier), p1.name, target);
                break;
            }

    std::map<std::tuple<int, QString, QString>, AlertGroup> groups;
    for (auto &[key, r] : open) {
        const QString scope = r.labels.value(QStringLiteral("namespace"));
        AlertGroup &g = groups[{int(r.tier), r.name, scope}];
        g.name = r.name;
        g.scope = scope;
        g.tier = r.tier;
        g.rows.push_back(std::move(r));
    }
    auto rowLess = [](const AlertRow &a, const AlertRow &b) {
        if (a.isQuiet() != b.isQuiet())
            return !a.isQuiet();
        if (a.state != b.state)
            return stateRank(a.state) < stateRank(b.state);
        if (a.sinceMs() != b.sinceMs())
            return a.sinceMs() < b.sinceMs();
        return a.key < b.key;
    };
    for (auto &[k, g] : groups) {
        std::sort(g.rows.begin(), g.rows.end(), rowLess);
        board.groups.push_back(std::move(g));
    }
    std::stable_sort(board.groups.begin(), board.groups.end(),
                     [&](const AlertGroup &a, const AlertGroup &b) {
                         if (a.tier != b.tier)
                             return int(a.tier) < int(b.tier);
                         return rowLess(a.rows.front(), b.rows.front());
                     });
    std::sort(board.history.begin(), board.history.end(), [](const AlertRow &a, const AlertRow &b) {
        return *a.resolvedAtMs != *b.resolvedAtMs ? *a.resolvedAtMs > *b.resolvedAtMs
                                                  : a.key < b.key;
    });
    return board;
}

std::vector<AlertInstance> stateAt(const std::vector<AlertInstance> &instances, qint64 tMs)
{
    std::vector<AlertInstance> out;
    for (AlertInstance a : instances) {
        if (a.pendingAtMs > tMs)
            continue;
        if (a.firingAtMs && *a.firingAtMs > tMs)
            a.firingAtMs.reset();
        if (a.resolvedAtMs && *a.resolvedAtMs > tMs)
            a.resolvedAtMs.reset();
        if (a.droppedAtMs && *a.droppedAtMs > tMs)
            a.droppedAtMs.reset();
        out.push_back(std::move(a));
    }
    return out;
}

const AlertRule *ruleOf(const AlertInstance &a, const std::vector<AlertRule> &rules)
{
    if (a.ruleIndex >= 0 && std::size_t(a.ruleIndex) < rules.size() &&
        rules[std::size_t(a.ruleIndex)].name == a.rule)
        return &rules[std::size_t(a.ruleIndex)];
    for (const AlertRule &r : rules)
        if (r.name == a.rule)
            return &r;
    return nullptr;
}

QString displayText(const QString &annotation, const AlertRow &row)
{
    static const QRegularExpression labelRef(QStringLiteral(
        R"x(\{\{\s*\$labels\.([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|\s*([A-Za-z]+)\s*)?\}\})x"));
    static const QRegularExpression valueRef(
        QStringLiteral(R"x(\{\{\s*\$value\s*(?:\|\s*([A-Za-z]+)\s*)?\}\})x"));
    QString out = annotation;
    qsizetype from = 0;
    while (true) {
        const auto m = labelRef.match(out, from);
        if (!m.hasMatch())
            break;
        const QString value = applyFilter(row.labels.value(m.captured(1)), m.captured(2));
        out.replace(m.capturedStart(), m.capturedLength(), value);
        from = m.capturedStart() + value.size();
    }
    const QString value =
        std::isnan(row.value) ? QStringLiteral("?") : QString::number(row.value, 'g', 4);
    from = 0;
    while (true) {
        const auto m = valueRef.match(out, from);
        if (!m.hasMatch())
            break;
        const QString shown = applyFilter(value, m.captured(1));
        out.replace(m.capturedStart(), m.capturedLength(), shown);
        from = m.capturedStart() + shown.size();
    }
    return out;
}

std::vector<AlertBand> bands(const std::vector<AlertInstance> &instances,
                             const std::vector<AlertRule> &rules, const AlertBoard &board,
                             qint64 endMs)
{
    std::vector<AlertBand> out;
    for (const AlertInstance &a : instances) {
        const AlertRule *rule = ruleOf(a, rules);
        AlertBand b;
        b.tier = a.tier;
        b.key = keyOf(a);
        b.name = a.rule;
        b.expr = rule ? rule->expr : QString();
        if (a.labels.valueCi(QStringLiteral("health")) == QLatin1String("gpu")) {
            b.health = true;
            b.host = a.labels.valueCi(QStringLiteral("hostname"));
            b.gpu = a.labels.value(QStringLiteral("gpu"));
            if (const AlertRow *row = board.find(b.key))
                b.summary = displayText(row->annotations.value(QStringLiteral("summary")), *row);
        }
        const qint64 end = a.endMs(endMs);
        b.fromMs = a.pendingAtMs;
        b.toMs = a.firingAtMs.value_or(end);
        if (b.toMs > b.fromMs)
            out.push_back(b);
        if (a.firingAtMs && end > *a.firingAtMs) {
            b.fromMs = *a.firingAtMs;
            b.toMs = end;
            b.firing = true;
            out.push_back(b);
        }
    }
    // Server alerts that local evaluation did not produce.
    for (const auto &g : board.groups)
        for (const auto &r : g.rows) {
            if (r.origins.contains(QStringLiteral("local")) || r.expr.isEmpty())
                continue;
            AlertBand b;
            b.fromMs = r.activeAtMs;
            b.toMs = endMs;
            b.tier = r.tier;
            b.key = r.key;
            b.name = r.name;
            b.expr = r.expr;
            if (r.labels.valueCi(QStringLiteral("health")) == QLatin1String("gpu")) {
                b.health = true;
                b.host = r.labels.valueCi(QStringLiteral("hostname"));
                b.gpu = r.labels.value(QStringLiteral("gpu"));
                b.summary = displayText(r.annotations.value(QStringLiteral("summary")), r);
            }
            if (r.firingAtMs && *r.firingAtMs > r.activeAtMs) {
                b.toMs = *r.firingAtMs;
                out.push_back(b);
            }
            b.fromMs = r.sinceMs();
            b.toMs = endMs;
            b.firing = r.state == AlertState::Firing;
            out.push_back(b);
        }
    return out;
}

std::vector<AlertBand> mergeBands(std::vector<AlertBand> bands)
{
    std::sort(bands.begin(), bands.end(), [](const AlertBand &a, const AlertBand &b) {
        if (a.tier != b.tier)
            return int(a.tier) < int(b.tier);
        if (a.firing != b.firing)
            return a.firing < b.firing;
        return a.fromMs < b.fromMs;
    });
    std::vector<AlertBand> out;
    for (AlertBand &b : bands) {
        if (!out.empty() && out.back().tier == b.tier && out.back().firing == b.firing &&
            b.fromMs <= out.back().toMs) {
            AlertBand &last = out.back();
            last.toMs = std::max(last.toMs, b.toMs);
            if (!last.name.split(QStringLiteral(", ")).contains(b.name))
                last.name += QStringLiteral(", ") + b.name;
            continue;
        }
        out.push_back(std::move(b));
    }
    return out;
}

} // namespace AlertBoardBuilder
