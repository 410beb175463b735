#include "alertevaluator.h"
#include "alertrulesparser.h"
#include "clicommands.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "queryrunner.h"
#include "ruleloader.h"
#include "snapshotfile.h"
#include "timeparse.h"

#include "clitr.h"
#include <map>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {
QJsonValue when(std::optional<qint64> ms)
{
    if (!ms)
        return QJsonValue::Null;
    return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC).toString(Qt::ISODate);
}

QString tierName(AlertTier t)
{
    return t == AlertTier::None ? QStringLiteral("none") : QStringLiteral("P%1").arg(int(t));
}

// --snapshot: the transitions as they were evaluated at capture time, over
// the source's full data. PromQL cannot be re-run offline, so --rules only
// narrows the output to the rules it names.
int snapshotAlerts(const QString &path, const QString &rulesPath, const QString &format,
                   QTextStream &out, QTextStream &err)
{
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli alerts: " << msg << '\n';
        return code;
    };
    const auto snap = SnapshotFile::read(path);
    if (!snap)
        return fail(snap.error(), 2);
    std::vector<AlertInstance> shown = snap->alerts;
    if (!rulesPath.isEmpty()) {
        const auto loaded = RuleLoader::read(rulesPath);
        if (!loaded)
            return fail(loaded.error(), 2);
        const RuleFile &rules = loaded->file;
        for (const QString &problem : rules.problems)
            err << CliTr::tr("warning: %1").arg(problem) << '\n';
        const RuleFile captured = parseAlertRules(snap->rulesYaml, path);
        QSet<QString> names, known;
        for (const AlertRule &r : captured.rules)
            known.insert(r.name);
        for (const AlertRule &r : rules.rules) {
            names.insert(r.name);
            if (!known.contains(r.name))
                err << CliTr::tr("warning: rule %1 was not evaluated when %2 was captured")
                           .arg(r.name, path)
                    << '\n';
        }
        std::erase_if(shown, [&names](const AlertInstance &a) { return !names.contains(a.rule); });
    }
    if (format == QLatin1String("csv"))
        out << CliCommands::alertsCsv(shown);
    else
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("alerts"), CliCommands::alertsJson(shown)}})
                   .toJson(QJsonDocument::Indented);
    return 0;
}
} // namespace

namespace CliCommands {

QJsonArray alertsJson(const std::vector<AlertInstance> &alerts)
{
    QJsonArray list;
    for (const auto &a : alerts) {
        QJsonObject labels;
        for (const auto &[k, v] : a.labels.pairs())
            labels.insert(k, v);
        QJsonObject o{{QStringLiteral("rule"), a.rule},
                      {QStringLiteral("tier"), tierName(a.tier)},
                      {QStringLiteral("labels"), labels},
                      {QStringLiteral("pendingAt"), when(a.pendingAtMs)},
                      {QStringLiteral("firingAt"), when(a.firingAtMs)},
                      {QStringLiteral("resolvedAt"), when(a.resolvedAtMs)}};
        if (a.droppedAtMs)
            o.insert(QStringLiteral("droppedAt"), when(a.droppedAtMs));
        list.append(o);
    }
    return list;
}

QString alertsCsv(const std::vector<AlertInstance> &alerts)
{
    QString out = QStringLiteral("rule,tier,labels,pendingAt,firingAt,resolvedAt\n");
    auto cell = [](std::optional<qint64> ms) {
        return ms ? QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC).toString(Qt::ISODate) : QString();
    };
    for (const auto &a : alerts) {
        QString labels = a.labels.toPromQL();
        labels.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        out += a.rule + QLatin1Char(',') + tierName(a.tier) + QStringLiteral(",\"") + labels +
               QStringLiteral("\",") + cell(a.pendingAtMs) + QLatin1Char(',') + cell(a.firingAtMs) +
               QLatin1Char(',') + cell(a.resolvedAtMs) + QLatin1Char('\n');
    }
    return out;
}

void fitRulesToSource(const SourceList &sources, const QString &source,
                      std::vector<AlertRule> &rules)
{
    const auto catalogs = FleetDiscovery::discoverNow(sources);
    const auto it = catalogs.find(source);
    FleetFit::fitRules(rules, it == catalogs.end() ? MetricCatalog{} : it->second, source);
}

std::vector<RuleEvaluation> evaluateRules(const SourceList &sources, const QString &source,
                                          const std::vector<AlertRule> &rules, qint64 fromMs,
                                          qint64 toMs)
{
    std::vector<RuleEvaluation> out(rules.size());
    // Rules that differ only in for or keep_firing_for (a backtest's
    // variants) ask the same query: it is asked once, from the earliest
    // start any of them needs.
    std::map<std::pair<QString, qint64>, std::vector<std::size_t>> byQuery;
    for (std::size_t i = 0; i < rules.size(); ++i)
        byQuery[{rules[i].expr, rules[i].groupIntervalMs}].push_back(i);
    for (const auto &[query, members] : byQuery) {
        const auto &[expr, step] = query;
        // Evaluations start early enough that an alert pending before
        // fromMs is in the state it would have been in at fromMs.
        qint64 start = toMs;
        for (std::size_t i : members)
            start = std::min(start, AlertEvaluator::lookBackStart(rules[i], fromMs, step));
        QueryRunner::Request req;
        req.spec.source = source;
        req.spec.promql = expr;
        req.spec.raw =
            QJsonObject{{QStringLiteral("source"), source}, {QStringLiteral("promql"), expr}};
        req.fromMs = start;
        req.toMs = toMs;
        req.stepMs = step;
        const QueryResult r = QueryRunner::run(sources, req);
        for (std::size_t i : members) {
            if (!r) {
                out[i].error = r.error().message;
                continue;
            }
            // Each rule from its own start, so what one rule shows never
            // depends on which others share its query.
            const qint64 own = AlertEvaluator::lookBackStart(rules[i], fromMs, step);
            for (auto &a : AlertEvaluator::evaluate(rules[i], *r, {own, toMs, step}))
                if (a.overlaps(fromMs, toMs))
                    out[i].instances.push_back(std::move(a));
        }
    }
    return out;
}

int alerts(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Evaluates alerting rules over a time range, as Prometheus "
                  "would have, and prints the timeline."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        CliTr::tr("FILE"));
    const QCommandLineOption rulesOpt(
        QStringLiteral("rules"), CliTr::tr("Prometheus alerting-rule file, or builtin:default."),
        CliTr::tr("FILE"));
    const QCommandLineOption sourceOpt(
        QStringLiteral("source"), CliTr::tr("Source the rules query (default: the first one)."),
        CliTr::tr("NAME"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), CliTr::tr("Start time."),
                                     CliTr::tr("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), CliTr::tr("End time."), CliTr::tr("T"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("json (default) or csv."), CliTr::tr("FORMAT"),
                                       QStringLiteral("json"));
    const QCommandLineOption snapshotOpt(
        QStringLiteral("snapshot"),
        CliTr::tr("Print the alert transitions captured in a snapshot instead of querying."),
        CliTr::tr("SNAPSHOT"));
    p.addOptions({sourcesOpt, rulesOpt, sourceOpt, fromOpt, toOpt, formatOpt, snapshotOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli alerts: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli alerts: " << msg << '\n';
        return code;
    };
    if (p.isSet(snapshotOpt)) {
        if (p.isSet(sourcesOpt) || p.isSet(sourceOpt) || p.isSet(fromOpt) || p.isSet(toOpt))
            return fail(CliTr::tr("--snapshot replaces --sources, --source, --from and --to."), 2);
        const QString format = p.value(formatOpt);
        if (format != QLatin1String("json") && format != QLatin1String("csv"))
            return fail(CliTr::tr("--format must be json or csv."), 2);
        return snapshotAlerts(p.value(snapshotOpt), p.value(rulesOpt), format, out, err);
    }
    if (!p.isSet(sourcesOpt) || !p.isSet(rulesOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt))
        return fail(CliTr::tr("--sources, --rules, --from and --to are required."), 2);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto from = TimeParse::parseTime(p.value(fromOpt), now);
    const auto to = TimeParse::parseTime(p.value(toOpt), now);
    if (!from || !to || *to < *from)
        return fail(CliTr::tr("--from and --to must be times (RFC 3339 or Unix seconds), --to not "
                              "before --from."),
                    2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("json") && format != QLatin1String("csv"))
        return fail(CliTr::tr("--format must be json or csv."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    const QString source = p.isSet(sourceOpt) ? p.value(sourceOpt) : sources->sources.front().name;
    const auto loaded = RuleLoader::read(p.value(rulesOpt));
    if (!loaded)
        return fail(loaded.error(), 2);
    RuleFile rules = loaded->file;
    // A broken rule is named and skipped; the others still run.
    for (const QString &problem : rules.problems)
        err << CliTr::tr("warning: %1").arg(problem) << '\n';
    if (rules.rules.empty())
        return fail(CliTr::tr("%1 holds no usable alerting rule.").arg(loaded->origin), 1);
    fitRulesToSource(*sources, source, rules.rules);
    const std::vector<RuleEvaluation> evaluated =
        evaluateRules(*sources, source, rules.rules, *from, *to);
    std::vector<AlertInstance> all;
    int failed = 0;
    for (std::size_t i = 0; i < evaluated.size(); ++i) {
        const AlertRule &rule = rules.rules[i];
        if (!evaluated[i].error.isEmpty()) {
            err << CliTr::tr("warning: %1:%2: rule %3: %4")
                       .arg(rule.file)
                       .arg(rule.line)
                       .arg(rule.name, evaluated[i].error)
                << '\n';
            ++failed;
            continue;
        }
        all.insert(all.end(), evaluated[i].instances.begin(), evaluated[i].instances.end());
    }
    if (failed == int(rules.rules.size()))
        return fail(CliTr::tr("no rule could be evaluated."), 1);

    if (format == QLatin1String("csv")) {
        out << alertsCsv(all);
        return 0;
    }
    out << QJsonDocument(QJsonObject{{QStringLiteral("alerts"), alertsJson(all)}})
               .toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace CliCommands
