#include "alertrulesparser.h"
#include "changefeed.h"
#include "clicommands.h"
#include "dashboardloader.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "ruleloader.h"
#include "snapshotcapture.h"
#include "snapshotfile.h"
#include "timeparse.h"

#include "clitr.h"
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

namespace CliCommands {

int capture(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Re-fetches every lane query of a dashboard at full stored resolution, evaluates "
                  "the alert rules over the same range, and writes one .fsnap snapshot file."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        CliTr::tr("FILE"));
    const QCommandLineOption dashboardOpt(QStringLiteral("dashboard"),
                                          CliTr::tr("Dashboard file or builtin:NAME."),
                                          CliTr::tr("DASHBOARD"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), CliTr::tr("Start time."),
                                     CliTr::tr("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), CliTr::tr("End time."), CliTr::tr("T"));
    const QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                                    CliTr::tr("Snapshot file to write."), CliTr::tr("OUT.fsnap"));
    const QCommandLineOption rulesOpt(
        QStringLiteral("rules"),
        CliTr::tr("Alerting-rule file (or builtin:default) whose transitions go in the snapshot "
                  "(default: builtin:default, the rules the app uses)."),
        CliTr::tr("RULES.yml"));
    const QCommandLineOption titleOpt(
        QStringLiteral("title"), CliTr::tr("Title (default: the dashboard's)."), CliTr::tr("TEXT"));
    const QCommandLineOption compareOpt(
        QStringLiteral("compare"),
        CliTr::tr("Keep a baseline: every lane as it was this long before (1d, 1w, 90m), or "
                  "LANE=DURATION for one lane. Repeatable."),
        CliTr::tr("DURATION"));
    p.addOptions(
        {sourcesOpt, dashboardOpt, fromOpt, toOpt, outOpt, rulesOpt, titleOpt, compareOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli capture: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli capture: " << msg << '\n';
        return code;
    };
    if (!p.positionalArguments().isEmpty())
        return fail(CliTr::tr("unexpected argument \"%1\".").arg(p.positionalArguments().first()),
                    2);
    if (!p.isSet(sourcesOpt) || !p.isSet(dashboardOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt) ||
        !p.isSet(outOpt))
        return fail(CliTr::tr("--sources, --dashboard, --from, --to and -o are required."), 2);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto from = TimeParse::parseTime(p.value(fromOpt), now);
    const auto to = TimeParse::parseTime(p.value(toOpt), now);
    if (!from)
        return fail(CliTr::tr("--from \"%1\" is not a time (RFC 3339 or Unix seconds).")
                        .arg(p.value(fromOpt)),
                    2);
    if (!to)
        return fail(
            CliTr::tr("--to \"%1\" is not a time (RFC 3339 or Unix seconds).").arg(p.value(toOpt)),
            2);
    if (*to < *from)
        return fail(CliTr::tr("--to is before --from."), 2);
    const QString output = p.value(outOpt);
    if (output.isEmpty())
        return fail(CliTr::tr("-o needs a file name."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    auto dashboard = DashboardLoader::load(p.value(dashboardOpt));
    if (!dashboard)
        return fail(dashboard.error(), 2);

    SnapshotCapture::Request req;
    for (const QString &c : p.values(compareOpt)) {
        const qsizetype eq = c.indexOf(QLatin1Char('='));
        const QString lane = eq < 0 ? QString() : c.left(eq);
        const auto shift = TimeParse::parseDuration(eq < 0 ? c : c.mid(eq + 1));
        if (!shift || *shift <= 0)
            return fail(CliTr::tr("--compare \"%1\": give a duration such as 1d, 1w or 90m, or "
                                  "LANE=DURATION.")
                            .arg(c),
                        2);
        const auto &lanes = dashboard->lanes;
        if (!lane.isEmpty() && std::none_of(lanes.begin(), lanes.end(),
                                            [&](const LaneSpec &l) { return l.id == lane; })) {
            QStringList ids;
            for (const LaneSpec &l : lanes)
                ids << l.id;
            return fail(CliTr::tr("--compare \"%1\": the dashboard has no lane %2 (its lanes: %3).")
                            .arg(c, lane, ids.join(QStringLiteral(", "))),
                        2);
        }
        for (const LaneSpec &l : lanes)
            if (lane.isEmpty() ? !req.baselines.contains(l.id) : l.id == lane)
                req.baselines[l.id] = *shift;
    }
    req.dashboard = std::move(*dashboard);
    req.fromMs = *from;
    req.toMs = *to;
    req.title = p.value(titleOpt);
    // The rules the app would use: the built-in set unless told otherwise,
    // so a snapshot captured here replays with the same alerts.
    const QString rulesRef = p.isSet(rulesOpt) ? p.value(rulesOpt) : RuleLoader::builtinDefault();
    auto rules = RuleLoader::read(rulesRef);
    if (!rules)
        return fail(rules.error(), 2);
    // A rule left out would leave its alerts out of the incident: the file
    // is fixed first.
    if (!rules->file.problems.isEmpty())
        return fail(rules->file.problems.first(), 2);
    if (rules->file.rules.empty())
        return fail(CliTr::tr("%1 holds no alerting rule.").arg(rulesRef), 2);
    // Said once the snapshot is written: a failure stays one line on stderr.
    QStringList ruleNames;
    for (const AlertRule &r : rules->file.rules)
        if (!ruleNames.contains(r.name))
            ruleNames << r.name;
    const QString rulesUsed =
        p.isSet(rulesOpt)
            ? CliTr::tr("alert rules from %1: %2")
                  .arg(rules->origin, ruleNames.join(QStringLiteral(", ")))
            : CliTr::tr("alert rules from %1 (the built-in set, as no --rules was given): %2")
                  .arg(rules->origin, ruleNames.join(QStringLiteral(", ")));
    req.rulesYaml = std::move(rules->yaml);
    req.rules = std::move(rules->file.rules);
    // The same choices the app makes: what each source exports decides how
    // the built-in lanes and rules get their quantities.
    const auto catalogs = FleetDiscovery::discoverNow(*sources);
    FitReport fit = FleetFit::fitDashboard(req.dashboard, catalogs);
    const QString rulesSource = SnapshotCapture::defaultRuleSource(*sources, req.dashboard);
    const auto rulesCatalog = catalogs.find(rulesSource);
    const FitReport ruleFit = FleetFit::fitRules(
        req.rules, rulesCatalog == catalogs.end() ? MetricCatalog{} : rulesCatalog->second,
        rulesSource);
    fit.entries.insert(fit.entries.end(), ruleFit.entries.begin(), ruleFit.entries.end());
    req.fitJson = fit.toJsonBytes();
    // The changes the app marks on the lanes: the dashboard's annotation
    // queries and, on a Prometheus source, the built-in detectors.
    req.changeProbes = ChangeFeed::probes(req.dashboard, *sources, [&catalogs](const QString &s) {
        const auto it = catalogs.find(s);
        return it == catalogs.end() ? nullptr : &it->second;
    });

    QStringList leftOut;
    const auto snapshot = SnapshotCapture::run(
        *sources, req,
        [&err](const QString &message) {
            err << message << '\n';
            err.flush();
        },
        &leftOut);
    if (!snapshot)
        return fail(snapshot.error(), 1);
    for (const QString &w : leftOut)
        err << CliTr::tr("warning: %1 (left out of the snapshot)").arg(w) << '\n';
    if (auto written = SnapshotFile::write(*snapshot, output); !written)
        return fail(written.error(), 1);
    err << rulesUsed << '\n';
    err.flush();
    out << CliTr::tr("%1: %2 queries, %3 samples, %4 alert transitions, %5 to %6")
               .arg(output)
               .arg(snapshot->queries.size())
               .arg(snapshot->sampleCount())
               .arg(snapshot->alerts.size())
               .arg(QDateTime::fromMSecsSinceEpoch(*from, Qt::UTC).toString(Qt::ISODate),
                    QDateTime::fromMSecsSinceEpoch(*to, Qt::UTC).toString(Qt::ISODate))
        << '\n';
    return 0;
}

} // namespace CliCommands
