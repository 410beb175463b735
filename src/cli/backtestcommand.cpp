#include "alertbacktest.h"
#include "alertrulesparser.h"
#include "clicommands.h"
#include "ruleloader.h"
#include "ruleoverride.h"
#include "ruleseries.h"
#include "snapshotfile.h"
#include "timeparse.h"

#include "clitr.h"
#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {
// One row of the output: a rule as written, or with the changes --set made
// to it, evaluated over the range.
struct Variant
{
    AlertRule rule;
    QStringList set; // the changes, as typed ("for=5m"); empty: as written
    BacktestFigures figures;
    QString error;
    int ruleIndex = 0;                // in the rule file
    std::optional<QString> threshold; // the one --set tried, if any
};

double seconds(qint64 ms)
{
    return double(ms) / 1000.0;
}

QJsonObject variantJson(const Variant &v)
{
    QJsonObject o{{QStringLiteral("rule"), v.rule.name},
                  {QStringLiteral("set"), QJsonArray::fromStringList(v.set)},
                  {QStringLiteral("expr"), v.rule.expr},
                  {QStringLiteral("forSeconds"), seconds(v.rule.forMs)},
                  {QStringLiteral("keepFiringForSeconds"), seconds(v.rule.keepFiringForMs)}};
    if (!v.error.isEmpty()) {
        o.insert(QStringLiteral("error"), v.error);
        return o;
    }
    const BacktestFigures &f = v.figures;
    o.insert(QStringLiteral("fires"), f.fires);
    o.insert(QStringLiteral("firingSeconds"), seconds(f.firingMs));
    o.insert(QStringLiteral("medianSeconds"), seconds(f.medianMs));
    o.insert(QStringLiteral("short"), f.shortFires);
    o.insert(QStringLiteral("longestQuietSeconds"), seconds(f.longestQuietMs));
    o.insert(QStringLiteral("stillFiring"), f.stillFiring);
    return o;
}

// --snapshot: each variant evaluated on what its rule read at capture time
// (RuleSeries), as the live backtest evaluates it. Returns how many failed.
int evaluateOffline(const Snapshot &snapshot, std::vector<Variant> &variants, qint64 fromMs,
                    qint64 toMs, qint64 shortBelowMs)
{
    int failed = 0;
    for (Variant &v : variants) {
        const SnapshotRuleSeries *kept =
            RuleSeries::find(snapshot.ruleSeries, v.ruleIndex, v.rule.name);
        if (!kept) {
            v.error = CliTr::tr("the snapshot keeps nothing this rule read (its query failed "
                                "at capture time); backtest it live");
            ++failed;
            continue;
        }
        // What the source evaluated then, at the threshold tried.
        v.rule.expr = kept->expr;
        if (v.threshold)
            if (auto e = RuleOverrides::withThreshold(kept->expr, *v.threshold))
                v.rule.expr = *e;
        auto instances = RuleSeries::evaluate(*kept, v.rule, fromMs, toMs, v.threshold);
        if (!instances) {
            v.error = instances.error();
            ++failed;
            continue;
        }
        v.figures = AlertBacktest::figures(*instances, fromMs, toMs, shortBelowMs);
    }
    return failed;
}

// A table people read in a terminal: one line per variant, the variants of
// a rule one under the other so the figures compare at a glance.
QString variantsText(const std::vector<Variant> &variants, qint64 shortBelowMs)
{
    const QStringList header{CliTr::tr("rule"),
                             CliTr::tr("variant"),
                             CliTr::tr("fires"),
                             CliTr::tr("firing"),
                             CliTr::tr("median"),
                             CliTr::tr("short (<%1)").arg(TimeParse::formatDuration(shortBelowMs)),
                             CliTr::tr("longest quiet"),
                             CliTr::tr("open at end")};
    std::vector<QStringList> rows{header};
    for (std::size_t i = 0; i < variants.size(); ++i) {
        const Variant &v = variants[i];
        const bool again = i > 0 && variants[i - 1].rule.name == v.rule.name;
        QStringList row{again ? QString() : v.rule.name, v.set.isEmpty()
                                                             ? CliTr::tr("as written")
                                                             : v.set.join(QStringLiteral(", "))};
        if (!v.error.isEmpty()) {
            row << CliTr::tr("failed: %1").arg(v.error);
        } else {
            const BacktestFigures &f = v.figures;
            row << QString::number(f.fires) << TimeParse::formatSpan(f.firingMs)
                << TimeParse::formatSpan(f.medianMs) << QString::number(f.shortFires)
                << TimeParse::formatSpan(f.longestQuietMs) << QString::number(f.stillFiring);
        }
        rows.push_back(row);
    }
    std::vector<qsizetype> width(header.size(), 0);
    for (const auto &row : rows)
        for (qsizetype c = 0; c + 1 < row.size(); ++c)
            width[std::size_t(c)] = std::max(width[std::size_t(c)], row[c].size());
    QString text;
    for (const auto &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c) {
            // Names and variants read from the left, figures from the right.
            const bool figure = c >= 2 && c + 1 < row.size();
            line += c + 1 == row.size() ? row[c]
                    : figure            ? row[c].rightJustified(width[std::size_t(c)])
                                        : row[c].leftJustified(width[std::size_t(c)]);
            if (c + 1 < row.size())
                line += QStringLiteral("  ");
        }
        text += line.trimmed().isEmpty() ? QString() : line + QLatin1Char('\n');
    }
    return text;
}
} // namespace

namespace CliCommands {

int backtest(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Replays alerting rules over a past range with the evaluator the alert pane "
                  "uses, and prints how often each would have fired. --set tries a change "
                  "(RULE.for=5m, RULE.keep_firing_for=10m, RULE.threshold=2.5) and prints its "
                  "figures under the rule's own. --snapshot does it offline, from a snapshot."));
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
    const QCommandLineOption ruleOpt(
        QStringLiteral("rule"),
        CliTr::tr("Only this rule (by alert name); may be given more than once."),
        CliTr::tr("NAME"));
    const QCommandLineOption setOpt(
        QStringLiteral("set"),
        CliTr::tr("A change to try: RULE.for=DURATION, RULE.keep_firing_for=DURATION or "
                  "RULE.threshold=NUMBER; may be given more than once."),
        CliTr::tr("CHANGE"));
    const QCommandLineOption shortOpt(
        QStringLiteral("short"),
        CliTr::tr("Fires shorter than this count as short (flapping); default 5m."),
        CliTr::tr("DURATION"), QStringLiteral("5m"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("json (default) or text."), CliTr::tr("FORMAT"),
                                       QStringLiteral("json"));
    const QCommandLineOption snapshotOpt(
        QStringLiteral("snapshot"),
        CliTr::tr("Backtest offline over what a snapshot's rules read when it was captured "
                  "(instead of --sources and --rules; --from and --to default to its range)."),
        CliTr::tr("FILE"));
    p.addOptions({sourcesOpt, rulesOpt, sourceOpt, fromOpt, toOpt, ruleOpt, setOpt, shortOpt,
                  formatOpt, snapshotOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli backtest: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli backtest: " << msg << '\n';
        return code;
    };
    const bool offline = p.isSet(snapshotOpt);
    if (offline && (p.isSet(sourcesOpt) || p.isSet(rulesOpt) || p.isSet(sourceOpt)))
        return fail(CliTr::tr("--snapshot replaces --sources, --rules and --source."), 2);
    if (!offline &&
        (!p.isSet(sourcesOpt) || !p.isSet(rulesOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt)))
        return fail(CliTr::tr("--sources, --rules, --from and --to are required (or --snapshot)."),
                    2);
    std::optional<Snapshot> snapshot;
    if (offline) {
        auto read = SnapshotFile::read(p.value(snapshotOpt));
        if (!read)
            return fail(read.error(), 2);
        snapshot = std::move(*read);
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto from = p.isSet(fromOpt) ? TimeParse::parseTime(p.value(fromOpt), now)
                                       : std::optional<qint64>(snapshot ? snapshot->fromMs : 0);
    const auto to = p.isSet(toOpt) ? TimeParse::parseTime(p.value(toOpt), now)
                                   : std::optional<qint64>(snapshot ? snapshot->toMs : 0);
    if (!from || !to || *to <= *from)
        return fail(CliTr::tr("--from and --to must be times (RFC 3339 or Unix seconds), --to "
                              "after --from."),
                    2);
    if (snapshot && (*from < snapshot->fromMs || *to > snapshot->toMs))
        return fail(
            CliTr::tr("the snapshot holds %1 to %2: --from and --to must lie inside it.")
                .arg(
                    QDateTime::fromMSecsSinceEpoch(snapshot->fromMs, Qt::UTC).toString(Qt::ISODate),
                    QDateTime::fromMSecsSinceEpoch(snapshot->toMs, Qt::UTC).toString(Qt::ISODate)),
            2);
    const auto shortBelow = TimeParse::parseDuration(p.value(shortOpt));
    if (!shortBelow || *shortBelow <= 0)
        return fail(CliTr::tr("--short must be a duration, such as 5m."), 2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("json") && format != QLatin1String("text"))
        return fail(CliTr::tr("--format must be json or text."), 2);
    std::vector<RuleOverride> changes;
    for (const QString &spec : p.values(setOpt)) {
        auto change = RuleOverrides::parse(spec);
        if (!change)
            return fail(change.error(), 2);
        changes.push_back(std::move(*change));
    }
    std::optional<SourceList> sources;
    RuleFile rules;
    QString origin;
    if (snapshot) {
        origin = p.value(snapshotOpt);
        rules = parseAlertRules(snapshot->rulesYaml, origin);
        if (snapshot->ruleSeries.empty())
            return fail(CliTr::tr("%1 keeps no series of its rules (it was captured before "
                                  "snapshots kept them, or without rules): backtest live with "
                                  "--sources and --rules over its range.")
                            .arg(origin),
                        1);
    } else {
        auto loadedSources = loadSources(p.value(sourcesOpt));
        if (!loadedSources)
            return fail(loadedSources.error(), 2);
        sources = std::move(*loadedSources);
        const auto loaded = RuleLoader::read(p.value(rulesOpt));
        if (!loaded)
            return fail(loaded.error(), 2);
        rules = loaded->file;
        origin = loaded->origin;
    }
    for (const QString &problem : rules.problems)
        err << CliTr::tr("warning: %1").arg(problem) << '\n';
    QStringList names;
    for (const AlertRule &r : rules.rules)
        if (!names.contains(r.name))
            names << r.name;
    // A change or a rule filter that names no rule is a typo: nothing would
    // be tried, and figures "as written" would look like its answer.
    QStringList asked = p.values(ruleOpt);
    for (const RuleOverride &c : changes)
        asked << c.rule;
    for (const QString &name : asked)
        if (!names.contains(name))
            return fail(CliTr::tr("%1 holds no rule named %2; its rules: %3.")
                            .arg(origin, name, names.join(QStringLiteral(", "))),
                        2);
    const QStringList only = p.values(ruleOpt);
    for (const RuleOverride &c : changes)
        if (p.isSet(ruleOpt) && !only.contains(c.rule))
            return fail(CliTr::tr("--set %1 changes %2, which --rule leaves out; add --rule "
                                  "%2.")
                            .arg(c.text, c.rule),
                        2);

    // The changes go into the rules as written, before they are fitted to
    // the source: a threshold is the number the author wrote.
    std::vector<Variant> variants;
    for (std::size_t i = 0; i < rules.rules.size(); ++i) {
        const AlertRule &r = rules.rules[i];
        if (p.isSet(ruleOpt) && !only.contains(r.name))
            continue;
        variants.push_back({r, {}, {}, {}, int(i), {}});
        QStringList set;
        std::optional<QString> threshold;
        for (const RuleOverride &c : changes)
            if (c.rule == r.name) {
                set << c.text;
                if (c.field == RuleOverride::Field::Threshold)
                    threshold = c.number;
            }
        if (set.isEmpty())
            continue;
        auto changed = RuleOverrides::apply(r, changes);
        if (!changed)
            return fail(changed.error(), 2);
        variants.push_back({std::move(*changed), set, {}, {}, int(i), threshold});
    }
    if (variants.empty())
        return fail(CliTr::tr("%1 holds no usable alerting rule.").arg(origin), 1);
    int failed = 0;
    if (snapshot) {
        failed = evaluateOffline(*snapshot, variants, *from, *to, *shortBelow);
    } else {
        const QString source =
            p.isSet(sourceOpt) ? p.value(sourceOpt) : sources->sources.front().name;
        std::vector<AlertRule> toRun;
        for (const Variant &v : variants)
            toRun.push_back(v.rule);
        fitRulesToSource(*sources, source, toRun);
        const std::vector<RuleEvaluation> evaluated =
            evaluateRules(*sources, source, toRun, *from, *to);
        for (std::size_t i = 0; i < variants.size(); ++i) {
            variants[i].rule.expr = toRun[i].expr; // what was asked of the source
            if (!evaluated[i].error.isEmpty()) {
                variants[i].error = evaluated[i].error;
                ++failed;
                continue;
            }
            variants[i].figures =
                AlertBacktest::figures(evaluated[i].instances, *from, *to, *shortBelow);
        }
    }

    if (format == QLatin1String("json")) {
        QJsonArray list;
        for (const Variant &v : variants)
            list.append(variantJson(v));
        out << QJsonDocument(
                   QJsonObject{
                       {QStringLiteral("from"),
                        QDateTime::fromMSecsSinceEpoch(*from, Qt::UTC).toString(Qt::ISODate)},
                       {QStringLiteral("to"),
                        QDateTime::fromMSecsSinceEpoch(*to, Qt::UTC).toString(Qt::ISODate)},
                       {QStringLiteral("shortBelowSeconds"), seconds(*shortBelow)},
                       {QStringLiteral("rules"), list}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << variantsText(variants, *shortBelow);
    }
    // Figures with a rule missing are not the whole answer.
    if (failed)
        return fail(
            CliTr::tr("%n rule(s) could not be evaluated; their rows say why.", nullptr, failed),
            1);
    return 0;
}

} // namespace CliCommands
