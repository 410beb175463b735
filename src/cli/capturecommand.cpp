#include "alertrulesparser.h"
#include "clicommands.h"
#include "dashboardloader.h"
#include "ruleloader.h"
#include "snapshotcapture.h"
#include "snapshotfile.h"
#include "timeparse.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_cli)
};
} // namespace

namespace CliCommands {

int capture(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Re-fetches every lane query of a dashboard at full stored resolution, evaluates "
               "the alert rules over the same range, and writes one .fsnap snapshot file."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), Tr::tr("Data sources file."),
                                        Tr::tr("FILE"));
    const QCommandLineOption dashboardOpt(QStringLiteral("dashboard"),
                                          Tr::tr("Dashboard file or builtin:NAME."),
                                          Tr::tr("DASHBOARD"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), Tr::tr("Start time."), Tr::tr("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), Tr::tr("End time."), Tr::tr("T"));
    const QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                                    Tr::tr("Snapshot file to write."), Tr::tr("OUT.fsnap"));
    const QCommandLineOption rulesOpt(
        QStringLiteral("rules"),
        Tr::tr("Alerting-rule file (or builtin:default) whose transitions go in the snapshot."),
        Tr::tr("RULES.yml"));
    const QCommandLineOption titleOpt(QStringLiteral("title"),
                                      Tr::tr("Title (default: the dashboard's)."), Tr::tr("TEXT"));
    p.addOptions({sourcesOpt, dashboardOpt, fromOpt, toOpt, outOpt, rulesOpt, titleOpt});
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
        return fail(Tr::tr("unexpected argument \"%1\".").arg(p.positionalArguments().first()), 2);
    if (!p.isSet(sourcesOpt) || !p.isSet(dashboardOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt) ||
        !p.isSet(outOpt))
        return fail(Tr::tr("--sources, --dashboard, --from, --to and -o are required."), 2);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto from = TimeParse::parseTime(p.value(fromOpt), now);
    const auto to = TimeParse::parseTime(p.value(toOpt), now);
    if (!from)
        return fail(
            Tr::tr("--from \"%1\" is not a time (RFC 3339 or Unix seconds).").arg(p.value(fromOpt)),
            2);
    if (!to)
        return fail(
            Tr::tr("--to \"%1\" is not a time (RFC 3339 or Unix seconds).").arg(p.value(toOpt)), 2);
    if (*to < *from)
        return fail(Tr::tr("--to is before --from."), 2);
    const QString output = p.value(outOpt);
    if (output.isEmpty())
        return fail(Tr::tr("-o needs a file name."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    auto dashboard = DashboardLoader::load(p.value(dashboardOpt));
    if (!dashboard)
        return fail(dashboard.error(), 2);

    SnapshotCapture::Request req;
    req.dashboard = std::move(*dashboard);
    req.fromMs = *from;
    req.toMs = *to;
    req.title = p.value(titleOpt);
    if (p.isSet(rulesOpt)) {
        const QString ref = p.value(rulesOpt);
        RuleFile rules;
        if (ref.startsWith(QLatin1String("builtin:"))) {
            rules = RuleLoader::load(ref);
            // The loader found it, so the resource is there to keep as text.
            QFile f(QStringLiteral(":/rules/%1-rules.yml").arg(ref.mid(8)));
            if (f.open(QIODevice::ReadOnly))
                req.rulesYaml = f.readAll();
        } else {
            QFile f(ref);
            if (!f.open(QIODevice::ReadOnly))
                return fail(Tr::tr("cannot read %1: %2").arg(ref, f.errorString()), 2);
            req.rulesYaml = f.readAll();
            rules = parseAlertRules(req.rulesYaml, ref);
        }
        // A rule left out would leave its alerts out of the incident: the
        // file is fixed first.
        if (!rules.problems.isEmpty())
            return fail(rules.problems.first(), 2);
        if (rules.rules.empty())
            return fail(Tr::tr("%1 holds no alerting rule.").arg(ref), 2);
        req.rules = std::move(rules.rules);
    }

    const auto snapshot = SnapshotCapture::run(*sources, req, [&err](const QString &message) {
        err << message << '\n';
        err.flush();
    });
    if (!snapshot)
        return fail(snapshot.error(), 1);
    if (auto written = SnapshotFile::write(*snapshot, output); !written)
        return fail(written.error(), 1);
    out << Tr::tr("%1: %2 queries, %3 samples, %4 alert transitions, %5 to %6")
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
