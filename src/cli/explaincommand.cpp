// `fleetscope-cli explain`: for a window of one lane, where its change sits
// (the label values of its own series) and what else the source holds that
// changed with it, each scored against a baseline. The work stays on the
// server: the lane's own series over both windows, then three aggregates per
// other metric (ExplainMetrics), within a budget of queries.

#include "clicommands.h"
#include "clitr.h"
#include "dashboardloader.h"
#include "explainevents.h"
#include "explainmetrics.h"
#include "explainwhere.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "isotime.h"
#include "promqlnames.h"
#include "queryrunner.h"
#include "timeparse.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject range(qint64 fromMs, qint64 toMs)
{
    return {{QStringLiteral("from"), IsoTime::formatTimestamp(fromMs)},
            {QStringLiteral("to"), IsoTime::formatTimestamp(toMs)}};
}

} // namespace

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
    const qint64 length = *to - *from;
    std::optional<qint64> baseFrom = *from - 4 * length, baseTo = *from;
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
    int queries = 0;
    const auto catalogs = FleetDiscovery::discoverNow(*sources);

    // The lane: its query and how it folds its series.
    QuerySpec lane;
    Aggregate aggregate = Aggregate::Max;
    QString laneTitle;
    if (p.isSet(promqlOpt)) {
        lane.source = p.isSet(sourceOpt) ? p.value(sourceOpt) : sources->sources.front().name;
        lane.promql = p.value(promqlOpt);
        laneTitle = lane.promql;
    } else {
        auto dashboard = DashboardLoader::load(p.value(dashboardOpt));
        if (!dashboard)
            return fail(dashboard.error(), 2);
        FleetFit::fitDashboard(*dashboard, catalogs);
        const LaneSpec *spec = dashboard->lane(p.value(laneOpt));
        if (!spec)
            return fail(
                CliTr::tr("The dashboard has no lane \"%1\" on this fleet.").arg(p.value(laneOpt)),
                2);
        if (spec->queries.front().promql.isEmpty())
            return fail(CliTr::tr("Lane \"%1\" has no PromQL query: explain reads "
                                  "Prometheus-compatible sources.")
                            .arg(spec->id),
                        2);
        lane = spec->queries.front();
        aggregate = spec->aggregate;
        laneTitle = spec->title;
    }
    const SourceConfig *source = sources->find(lane.source);
    if (!source || source->type != SourceConfig::Type::Prometheus)
        return fail(CliTr::tr("\"%1\" is no Prometheus-compatible source of the sources file.")
                        .arg(lane.source),
                    2);

    const qint64 spanFrom = std::min(*baseFrom, *from);
    const qint64 spanTo = std::max(*baseTo, *to);
    const QueryResult laneData = QueryRunner::run(*sources, {lane, spanFrom, spanTo, 0});
    ++queries;
    if (!laneData)
        return fail(CliTr::tr("The lane's query failed: %1").arg(laneData.error().message), 1);
    const auto hasData = [&](qint64 a, qint64 b) {
        for (std::size_t k = 0; k < laneData->timesMs.size(); ++k)
            if (laneData->timesMs[k] >= a && laneData->timesMs[k] <= b)
                for (const Series &s : laneData->series)
                    if (s.has(k))
                        return true;
        return false;
    };
    if (!hasData(*from, *to))
        return fail(CliTr::tr("The lane has no data in the window %1 to %2: nothing to explain.")
                        .arg(IsoTime::formatTimestamp(*from), IsoTime::formatTimestamp(*to)),
                    1);
    if (!hasData(*baseFrom, *baseTo))
        return fail(
            CliTr::tr("The lane has no data in the baseline %1 to %2: nothing to compare "
                      "the window with; pick another baseline (--baseline-from, "
                      "--baseline-to).")
                .arg(IsoTime::formatTimestamp(*baseFrom), IsoTime::formatTimestamp(*baseTo)),
            1);
    // Pods joined to their nodes through dcgm-exporter's series, which
    // carry both: a lane of pods can then be explained by node.
    const auto catalog = catalogs.find(lane.source);
    SeriesSet joined = *laneData;
    if (catalog != catalogs.end() && catalog->second.has(QStringLiteral("DCGM_FI_DEV_GPU_TEMP"))) {
        const QString host = catalog->second.hostLabel();
        QuerySpec spec;
        spec.source = lane.source;
        spec.promql =
            QStringLiteral("group by (pod, %1) (last_over_time(DCGM_FI_DEV_GPU_TEMP[%2s]))")
                .arg(host)
                .arg(std::max<qint64>(60, length / 1000));
        ++queries;
        if (const QueryResult pods = QueryRunner::run(*sources, {spec, *to, *to, 60'000})) {
            QHash<QString, QString> hostOfPod;
            for (const Series &s : pods->series)
                if (const QString pod = s.labels.value(QStringLiteral("pod")); !pod.isEmpty())
                    hostOfPod.insert(pod, s.labels.value(host));
            ExplainWhere::joinHosts(joined, hostOfPod, host);
        }
    }
    double change = 0;
    const auto places =
        ExplainWhere::rank(joined, aggregate, {*from, *to}, {*baseFrom, *baseTo}, &change);

    // Every other metric the source holds, within the budget.
    QStringList candidates;
    const QSet<QString> own = PromqlNames::metricNames(lane.promql);
    if (catalog != catalogs.end())
        for (const QString &name : catalog->second.names)
            if (ExplainMetrics::isCandidate(name) && !own.contains(name))
                candidates << name;
    candidates.sort();
    // The event probes' queries are set aside first: a long metric list
    // must not crowd out "what happened just before".
    const MetricCatalog eventCatalog =
        catalog != catalogs.end() ? catalog->second : MetricCatalog{};
    const std::vector<ExplainEvents::Probe> probes = ExplainEvents::probesFor(eventCatalog);
    const int affordable = std::max(0, (budget - queries - int(probes.size())) / 3);
    const bool cut = candidates.size() > affordable;
    if (cut)
        candidates = candidates.mid(0, affordable);
    std::vector<ExplainMetrics::Finding> findings;
    QStringList failed;
    const qint64 windowSecs = std::max<qint64>(60, length / 1000);
    const qint64 baseSecs = std::max<qint64>(60, (*baseTo - *baseFrom) / 1000);
    for (const QString &metric : std::as_const(candidates)) {
        const ExplainMetrics::Queries q = ExplainMetrics::queriesFor(metric, windowSecs, baseSecs);
        auto instant = [&](const QString &promql, qint64 atMs) {
            QuerySpec spec;
            spec.source = lane.source;
            spec.promql = promql;
            ++queries;
            return QueryRunner::run(*sources, {spec, atMs, atMs, 60'000});
        };
        const QueryResult w = instant(q.window, *to);
        const QueryResult b = w ? instant(q.baseline, *baseTo) : w;
        const QueryResult sd = b ? instant(q.spread, *baseTo) : b;
        if (!w || !b || !sd) {
            failed << metric;
            continue;
        }
        ExplainMetrics::Finding f = ExplainMetrics::score(metric, *w, *b, *sd);
        if (f.series > 0 && f.score > 0)
            findings.push_back(std::move(f));
    }
    // What happened shortly before the window opened (and in it): the
    // probes the source can answer, one range query each.
    QJsonArray events;
    for (const ExplainEvents::Probe &probe : probes) {
        if (queries >= budget)
            break;
        QuerySpec spec;
        spec.source = lane.source;
        spec.promql = probe.promql;
        ++queries;
        const QueryResult r = QueryRunner::run(*sources, {spec, *from - 2 * length, *to, 60'000});
        if (!r)
            continue;
        for (const ExplainEvents::Event &e : ExplainEvents::eventsFrom(probe, *r)) {
            QJsonObject labels;
            for (const auto &[k, v] : e.labels.pairs())
                labels.insert(k, v);
            events.append(QJsonObject{{QStringLiteral("time"), IsoTime::formatTimestamp(e.timeMs)},
                                      {QStringLiteral("kind"), e.kind},
                                      {QStringLiteral("text"), e.text},
                                      {QStringLiteral("labels"), labels}});
        }
    }
    {
        // In time order across probes.
        QList<QJsonValue> sorted(events.begin(), events.end());
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const QJsonValue &a, const QJsonValue &b) {
                             return a.toObject().value(QLatin1String("time")).toString() <
                                    b.toObject().value(QLatin1String("time")).toString();
                         });
        events = QJsonArray();
        for (const QJsonValue &v : sorted)
            events.append(v);
    }
    std::sort(findings.begin(), findings.end(),
              [](const auto &a, const auto &b) { return a.score > b.score; });
    if (findings.size() > std::size_t(top))
        findings.resize(std::size_t(top));
    const double seconds = double(clock.elapsed()) / 1000.0;

    QJsonArray where;
    for (std::size_t i = 0; i < places.size() && i < std::size_t(top); ++i)
        where.append(QJsonObject{{QStringLiteral("label"), places[i].label},
                                 {QStringLiteral("value"), places[i].value},
                                 {QStringLiteral("score"), places[i].score},
                                 {QStringLiteral("share"), places[i].share}});
    QJsonArray metrics;
    for (const auto &f : findings) {
        QJsonArray at;
        for (const auto &pl : f.where)
            at.append(QJsonObject{{QStringLiteral("label"), pl.label},
                                  {QStringLiteral("value"), pl.value}});
        metrics.append(QJsonObject{
            {QStringLiteral("metric"), f.metric},
            {QStringLiteral("direction"), f.up ? QStringLiteral("up") : QStringLiteral("down")},
            {QStringLiteral("score"), f.score},
            {QStringLiteral("where"), at}});
    }
    if (format == QLatin1String("json")) {
        QJsonObject doc{{QStringLiteral("window"), range(*from, *to)},
                        {QStringLiteral("baseline"), range(*baseFrom, *baseTo)},
                        {QStringLiteral("where"), where},
                        {QStringLiteral("metrics"), metrics},
                        {QStringLiteral("events"), events},
                        {QStringLiteral("queries"), queries},
                        {QStringLiteral("seconds"), seconds},
                        {QStringLiteral("change"), change},
                        {QStringLiteral("metricsCompared"), int(candidates.size())},
                        {QStringLiteral("budgetCut"), cut}};
        if (!failed.isEmpty())
            doc.insert(QStringLiteral("metricsFailed"), QJsonArray::fromStringList(failed));
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        out << CliTr::tr("%1: %2 to %3 against %4 to %5 (change %6)")
                   .arg(laneTitle, IsoTime::formatTimestamp(*from), IsoTime::formatTimestamp(*to),
                        IsoTime::formatTimestamp(*baseFrom), IsoTime::formatTimestamp(*baseTo))
                   .arg(change, 0, 'g', 3)
            << "\n\n"
            << CliTr::tr("Where") << '\n';
        for (std::size_t i = 0; i < places.size() && i < std::size_t(top); ++i)
            out << "  " << places[i].label << '=' << places[i].value << "  "
                << CliTr::tr("%1 % of the change, score %2")
                       .arg(qRound(100 * places[i].share))
                       .arg(places[i].score, 0, 'f', 2)
                << '\n';
        out << '\n' << CliTr::tr("What else changed") << '\n';
        for (const auto &f : findings) {
            QStringList at;
            for (const auto &pl : f.where)
                at << pl.label + QLatin1Char('=') + pl.value;
            out << "  " << f.metric << "  "
                << (f.up ? QStringLiteral("up") : QStringLiteral("down")) << "  "
                << CliTr::tr("score %1").arg(f.score, 0, 'f', 2) << "  "
                << at.join(QLatin1Char(' ')) << '\n';
        }
        out << '\n' << CliTr::tr("What happened just before") << '\n';
        for (const QJsonValue &v : std::as_const(events))
            out << "  " << v.toObject().value(QLatin1String("time")).toString() << "  "
                << v.toObject().value(QLatin1String("text")).toString() << '\n';
        out << '\n'
            << CliTr::tr("%1 queries, %2 metrics compared%3, %4 s")
                   .arg(queries)
                   .arg(candidates.size())
                   .arg(cut ? CliTr::tr(" (budget reached: raise --budget to compare more)")
                            : QString())
                   .arg(seconds, 0, 'f', 1)
            << '\n';
    }
    return 0;
}

} // namespace CliCommands
