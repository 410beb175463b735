// `fleetscope-cli explain`: for a window of one lane, where its change sits
// (the label values of its own series), what else the source holds that
// changed with it and what happened just before, each against a baseline
// (ExplainEngine, which the app's Explain panel runs too).

#include "clicommands.h"
#include "clitr.h"
#include "dashboardloader.h"
#include "explainengine.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "isotime.h"
#include "timeparse.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>

namespace CliCommands {

int explain(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(CliTr::tr(
        "Explains a window of one lane: which label values of its series carry the change, and "
        "which other metrics of the source changed with it, each against a baseline (by default "
        "the four window-lengths before the window)."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption promqlOpt(QStringLiteral("promql"), CliTr::tr("The lane's query."),
                                       QStringLiteral("Q"));
    const QCommandLineOption dashboardOpt(QStringLiteral("dashboard"),
                                          CliTr::tr("Dashboard file or builtin:NAME."),
                                          QStringLiteral("D"));
    const QCommandLineOption laneOpt(QStringLiteral("lane"), CliTr::tr("The lane's id."),
                                     QStringLiteral("ID"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), CliTr::tr("Window start."),
                                     QStringLiteral("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), CliTr::tr("Window end."),
                                   QStringLiteral("T"));
    const QCommandLineOption baseFromOpt(QStringLiteral("baseline-from"),
                                         CliTr::tr("Baseline start."), QStringLiteral("T"));
    const QCommandLineOption baseToOpt(QStringLiteral("baseline-to"), CliTr::tr("Baseline end."),
                                       QStringLiteral("T"));
    const QCommandLineOption sourceOpt(
        QStringLiteral("source"),
        CliTr::tr("The source of --promql and of the other metrics (default: the first)."),
        QStringLiteral("NAME"));
    const QCommandLineOption topOpt(QStringLiteral("top"),
                                    CliTr::tr("Lines per list (default 10)."), QStringLiteral("N"),
                                    QStringLiteral("10"));
    const QCommandLineOption budgetOpt(
        QStringLiteral("budget"),
        CliTr::tr("Queries it may send at most (default 600; three per metric)."),
        QStringLiteral("N"), QStringLiteral("600"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("json (default) or text."),
                                       QStringLiteral("FORMAT"), QStringLiteral("json"));
    p.addOptions({sourcesOpt, promqlOpt, dashboardOpt, laneOpt, fromOpt, toOpt, baseFromOpt,
                  baseToOpt, sourceOpt, topOpt, budgetOpt, formatOpt});
    auto fail = [&err](const QString &message, int code) {
        err << message << '\n';
        err.flush();
        return code;
    };
    if (!p.parse(args))
        return fail(p.errorText(), 2);
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("json") && format != QLatin1String("text"))
        return fail(CliTr::tr("--format must be json or text."), 2);
    if (!p.isSet(sourcesOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt))
        return fail(CliTr::tr("--sources, --from and --to are required."), 2);
    if (p.isSet(promqlOpt) == (p.isSet(dashboardOpt) || p.isSet(laneOpt)) ||
        p.isSet(dashboardOpt) != p.isSet(laneOpt))
        return fail(CliTr::tr("Give either --promql, or --dashboard with --lane."), 2);
    bool okTop = false, okBudget = false;
    const int top = p.value(topOpt).toInt(&okTop);
    const int budget = p.value(budgetOpt).toInt(&okBudget);
    if (!okTop || top < 1 || !okBudget || budget < 1)
        return fail(CliTr::tr("--top and --budget must be positive whole numbers."), 2);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto from = TimeParse::parseTime(p.value(fromOpt), now);
    const auto to = TimeParse::parseTime(p.value(toOpt), now);
    if (!from || !to || *to <= *from)
        return fail(CliTr::tr("--from and --to must be times (RFC 3339 or Unix seconds), --to "
                              "after --from."),
                    2);
    const auto [defaultFrom, defaultTo] = ExplainEngine::defaultBaseline(*from, *to);
    std::optional<qint64> baseFrom = defaultFrom, baseTo = defaultTo;
    if (p.isSet(baseFromOpt) || p.isSet(baseToOpt)) {
        baseFrom = TimeParse::parseTime(p.value(baseFromOpt), now);
        baseTo = TimeParse::parseTime(p.value(baseToOpt), now);
        if (!p.isSet(baseFromOpt) || !p.isSet(baseToOpt) || !baseFrom || !baseTo ||
            *baseTo <= *baseFrom)
            return fail(CliTr::tr("--baseline-from and --baseline-to go together, as times, the "
                                  "end after the start."),
                        2);
        if (*baseTo > *from && *baseFrom < *to)
            return fail(CliTr::tr("The baseline overlaps the window: pick a baseline that ends "
                                  "before the window starts (or starts after it ends)."),
                        2);
    }
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);

    QElapsedTimer clock;
    clock.start();
    ExplainEngine::Request request;
    request.catalogs = FleetDiscovery::discoverNow(*sources);
    request.sources = *sources;
    request.fromMs = *from;
    request.toMs = *to;
    request.baselineFromMs = *baseFrom;
    request.baselineToMs = *baseTo;
    request.top = top;
    request.budget = budget;
    if (p.isSet(promqlOpt)) {
        request.lane.source =
            p.isSet(sourceOpt) ? p.value(sourceOpt) : sources->sources.front().name;
        request.lane.promql = p.value(promqlOpt);
        request.title = request.lane.promql;
    } else {
        auto dashboard = DashboardLoader::load(p.value(dashboardOpt));
        if (!dashboard)
            return fail(dashboard.error(), 2);
        FleetFit::fitDashboard(*dashboard, request.catalogs);
        const LaneSpec *spec = dashboard->lane(p.value(laneOpt));
        if (!spec)
            return fail(
                CliTr::tr("The dashboard has no lane \"%1\" on this fleet.").arg(p.value(laneOpt)),
                2);
        request.lane = spec->queries.front();
        request.aggregate = spec->aggregate;
        request.title = spec->title;
    }
    auto result = ExplainEngine::run(request);
    if (!result)
        return fail(result.error().message,
                    result.error().kind == ExplainEngine::Failure::Kind::Config ? 2 : 1);
    // Discovery counts into the time a user waits.
    result->seconds = double(clock.elapsed()) / 1000.0;
    if (format == QLatin1String("json")) {
        out << QJsonDocument(result->toJson()).toJson(QJsonDocument::Indented);
        return 0;
    }
    const ExplainResult &r = *result;
    out << CliTr::tr("%1: %2 to %3 against %4 to %5 (change %6)")
               .arg(r.title, IsoTime::formatTimestamp(r.fromMs), IsoTime::formatTimestamp(r.toMs),
                    IsoTime::formatTimestamp(r.baselineFromMs),
                    IsoTime::formatTimestamp(r.baselineToMs))
               .arg(r.change, 0, 'g', 3)
        << "\n\n"
        << CliTr::tr("Where") << '\n';
    for (const auto &place : r.where)
        out << "  " << place.label << '=' << place.value << "  "
            << CliTr::tr("%1 % of the change, score %2")
                   .arg(qRound(100 * place.share))
                   .arg(place.score, 0, 'f', 2)
            << '\n';
    out << '\n' << CliTr::tr("What else changed") << '\n';
    for (const auto &m : r.metrics) {
        QStringList at;
        for (const auto &[label, value] : m.where)
            at << label + QLatin1Char('=') + value;
        out << "  " << m.metric << "  " << (m.up ? CliTr::tr("up") : CliTr::tr("down")) << "  "
            << CliTr::tr("score %1").arg(m.score, 0, 'f', 2) << "  " << at.join(QLatin1Char(' '))
            << '\n';
    }
    out << '\n' << CliTr::tr("What happened just before") << '\n';
    for (const auto &e : r.events)
        out << "  " << IsoTime::formatTimestamp(e.timeMs) << "  " << e.text << '\n';
    out << '\n'
        << CliTr::tr("%n queries", nullptr, r.queries) << ", "
        << CliTr::tr("%n metrics compared", nullptr, r.metricsCompared)
        << (r.budgetCut ? CliTr::tr(" (budget reached: raise --budget to compare more)")
                        : QString())
        << ", " << CliTr::tr("%1 s").arg(r.seconds, 0, 'f', 1) << '\n';
    if (!r.note.isEmpty())
        out << r.note << '\n';
    return 0;
}

} // namespace CliCommands
