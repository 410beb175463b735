#include "clicommands.h"

#include "appinsightslatency.h"
#include "clitr.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "promformat.h"
#include "queryrunner.h"
#include "sourceconfig.h"
#include "textsink.h"
#include "timeparse.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace {
QString usage()
{
    return CliTr::tr(
        "usage: fleetscope-cli COMMAND [options]\n"
        "commands:\n"
        "  query   --sources FILE (--promql EXPR --source NAME | --query-json SPEC)\n"
        "          --from T --to T [--step S] [--format csv|json]\n"
        "  alerts  (--sources FILE --from T --to T --rules RULES.yml [--source NAME] |\n"
        "           --snapshot SNAPSHOT [--rules RULES.yml]) [--format json|csv]\n"
        "  capture --sources FILE --dashboard FILE|builtin:NAME --from T --to T -o OUT.fsnap\n"
        "          [--rules RULES.yml] [--title TEXT]\n"
        "  export  SNAPSHOT [--format csv|json]\n"
        "  cost    (--sources FILE --from T --to T [--step S] | --snapshot SNAPSHOT)\n"
        "          [--group-by LABEL] [--prices FILE] [--idle-threshold PCT] [--format csv|json]\n"
        "  budgets --sources FILE --scope SCOPE [--source NAME] [--budget NAME]\n"
        "          [--today DATE] [--format text|json]\n"
        "  report  SNAPSHOT -o OUT.pdf [--png OUT.png [--png-size WIDTHxHEIGHT]]\n"
        "  import-grafana IN.json -o OUT.json [--source NAME] [--strict]\n"
        "  doctor  --sources FILE [--dashboard D] [--rules R] [--format text|json]\n"
        "  explain --sources FILE (--promql Q [--source NAME] | --dashboard D --lane ID)\n"
        "          --from T --to T [--baseline-from T --baseline-to T] [--top N]\n"
        "          [--budget N] [--format json|text]\n"
        "  backtest --sources FILE --rules R --from T --to T [--rule NAME]...\n"
        "          [--set RULE.for=5m]... [--short 5m] [--format json|text]\n"
        "  timeline SNAPSHOT [--format markdown|json|csv] [--zone UTC|local|IANA]\n"
        "T is RFC 3339, Unix seconds, or now / now-6h. Run a command with --help for details.\n");
}

} // namespace

namespace CliCommands {

QString version()
{
    return QStringLiteral(FLEETSCOPE_VERSION);
}

std::expected<SourceList, QString> loadSources(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::unexpected(
            CliTr::tr("cannot read the sources file %1: %2").arg(path, f.errorString()));
    auto parsed = SourceConfig::parseFile(f.readAll());
    if (!parsed)
        return std::unexpected(CliTr::tr("%1: %2").arg(path, parsed.error()));
    return SourceList{std::move(*parsed)};
}

int run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") ||
        args.at(1) == QLatin1String("-h")) {
        (args.size() < 2 ? err : out) << usage();
        return args.size() < 2 ? 2 : 0;
    }
    const QString cmd = args.at(1);
    if (cmd == QLatin1String("--version") || cmd == QLatin1String("-v")) {
        out << "fleetscope-cli " << version() << '\n';
        return 0;
    }
    if (cmd == QLatin1String("query"))
        return query(args.mid(1), out, err);
    if (cmd == QLatin1String("alerts"))
        return alerts(args.mid(1), out, err);
    if (cmd == QLatin1String("capture"))
        return capture(args.mid(1), out, err);
    if (cmd == QLatin1String("export"))
        return exportSnapshot(args.mid(1), out, err);
    if (cmd == QLatin1String("report"))
        return report(args.mid(1), out, err);
    if (cmd == QLatin1String("cost"))
        return cost(args.mid(1), out, err);
    if (cmd == QLatin1String("budgets"))
        return budgets(args.mid(1), out, err);
    if (cmd == QLatin1String("doctor"))
        return doctor(args.mid(1), out, err);
    if (cmd == QLatin1String("explain"))
        return explain(args.mid(1), out, err);
    if (cmd == QLatin1String("timeline"))
        return timeline(args.mid(1), out, err);
    if (cmd == QLatin1String("backtest"))
        return backtest(args.mid(1), out, err);
    if (cmd == QLatin1String("import-grafana"))
        return importGrafana(args.mid(1), out, err);
    err << CliTr::tr("fleetscope-cli: unknown command \"%1\".").arg(cmd) << '\n' << usage();
    return 2;
}

int query(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Runs one range query and prints every sample as the backend returned it."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        CliTr::tr("FILE"));
    const QCommandLineOption sourceOpt(QStringLiteral("source"),
                                       CliTr::tr("Source name for --promql."), CliTr::tr("NAME"));
    const QCommandLineOption promqlOpt(QStringLiteral("promql"), CliTr::tr("PromQL expression."),
                                       CliTr::tr("EXPR"));
    const QCommandLineOption specOpt(QStringLiteral("query-json"),
                                     CliTr::tr("Query spec as JSON text, or a file holding it."),
                                     CliTr::tr("SPEC"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), CliTr::tr("Start time."),
                                     CliTr::tr("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), CliTr::tr("End time."), CliTr::tr("T"));
    const QCommandLineOption stepOpt(
        QStringLiteral("step"), CliTr::tr("Resolution, e.g. 15s (default: about 1,000 points)."),
        CliTr::tr("S"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("csv (default) or json."), CliTr::tr("FORMAT"),
                                       QStringLiteral("csv"));
    p.addOptions({sourcesOpt, sourceOpt, promqlOpt, specOpt, fromOpt, toOpt, stepOpt, formatOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli query: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli query: " << msg << '\n';
        return code;
    };
    if (!p.isSet(sourcesOpt))
        return fail(CliTr::tr("--sources FILE is required."), 2);
    QuerySpec spec;
    if (p.isSet(specOpt)) {
        if (p.isSet(promqlOpt))
            return fail(CliTr::tr("give either --query-json or --promql, not both."), 2);
        QByteArray text = p.value(specOpt).toUtf8();
        if (!text.trimmed().startsWith('{')) {
            QFile f(p.value(specOpt));
            if (!f.open(QIODevice::ReadOnly))
                return fail(CliTr::tr("--query-json is neither a JSON object nor a readable file."),
                            2);
            text = f.readAll();
        }
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return fail(CliTr::tr("--query-json is not a JSON object (%1).").arg(pe.errorString()),
                        2);
        spec.raw = doc.object();
        spec.source = spec.raw.value(QLatin1String("source")).toString();
        spec.promql = spec.raw.value(QLatin1String("promql")).toString();
        if (spec.source.isEmpty())
            return fail(CliTr::tr("the query spec names no \"source\"."), 2);
    } else {
        if (!p.isSet(promqlOpt) || !p.isSet(sourceOpt))
            return fail(CliTr::tr("give --promql EXPR with --source NAME, or --query-json SPEC."),
                        2);
        spec.source = p.value(sourceOpt);
        spec.promql = p.value(promqlOpt);
        spec.raw = QJsonObject{{QStringLiteral("source"), spec.source},
                               {QStringLiteral("promql"), spec.promql}};
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!p.isSet(fromOpt) || !p.isSet(toOpt))
        return fail(CliTr::tr("--from and --to are required."), 2);
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
    qint64 step = 0;
    if (p.isSet(stepOpt)) {
        const auto s = TimeParse::parseDuration(p.value(stepOpt));
        if (!s || *s <= 0)
            return fail(CliTr::tr("--step \"%1\" is not a positive duration such as 15s.")
                            .arg(p.value(stepOpt)),
                        2);
        step = *s;
    }
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return fail(CliTr::tr("--format must be csv or json."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    // A quantity (fleetscope:<quantity>:<unit>) becomes the way this
    // source can answer, as in the app.
    if (AppInsightsLatency::isToken(spec.raw.value(QLatin1String("kql")).toString())) {
        const auto catalogs = FleetDiscovery::discoverNow(*sources);
        const auto it = catalogs.find(spec.source);
        const QuantityChoice choice =
            AppInsightsLatency::choose(it == catalogs.end() ? MetricCatalog{} : it->second);
        if (!choice.ok())
            return fail(CliTr::tr("%1 has no way to get this quantity: %2")
                            .arg(spec.source, choice.whyNot.join(QStringLiteral("; "))),
                        1);
        spec.raw.insert(QStringLiteral("kql"), choice.promql);
    } else if (spec.promql.contains(QLatin1String("fleetscope:"))) {
        const auto catalogs = FleetDiscovery::discoverNow(*sources);
        const auto it = catalogs.find(spec.source);
        const auto expanded =
            FleetFit::expand(spec.promql, it == catalogs.end() ? MetricCatalog{} : it->second,
                             QStringLiteral("$__rate_interval"));
        if (!expanded.ok) {
            QStringList why;
            for (const auto &[token, choice] : expanded.quantities)
                why += choice.whyNot;
            return fail(CliTr::tr("%1 has no way to get this quantity: %2")
                            .arg(spec.source, why.join(QStringLiteral("; "))),
                        1);
        }
        spec.promql = expanded.promql;
        spec.raw.insert(QStringLiteral("promql"), spec.promql);
    }

    // A device-code sign-in needs the user: say so on stderr, where it does
    // not mix with the data.
    const QueryResult r =
        QueryRunner::run(*sources, {spec, *from, *to, step}, [&err](const QString &message) {
            err << message << '\n';
            err.flush();
        });
    if (!r) {
        QString msg = r.error().message;
        if (r.error().kind == SourceError::Kind::Backend && !r.error().errorType.isEmpty())
            msg = CliTr::tr("%1 (%2)").arg(msg, r.error().errorType);
        return fail(msg, 1);
    }
    for (const QString &w : r->warnings)
        err << CliTr::tr("warning: %1").arg(w) << '\n';
    for (const QString &i : r->infos)
        err << CliTr::tr("info: %1").arg(i) << '\n';
    const bool json = format == QLatin1String("json");
    const bool written = writeStreamed(out, err, QStringLiteral("query"), [&](TextSink &sink) {
        if (json)
            PromFormat::writeJson(*r, sink);
        else
            PromFormat::writeCsv(*r, sink);
    });
    return written ? 0 : 1;
}

bool writeStreamed(QTextStream &out, QTextStream &err, const QString &command,
                   const std::function<void(TextSink &)> &write)
{
    out.flush();
    QIODevice *device = out.device();
    QString why;
    TextSink sink([&](std::string_view bytes) {
        if (!device) {
            out << QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
            return out.status() == QTextStream::Ok;
        }
        while (!bytes.empty()) {
            const qint64 n = device->write(bytes.data(), qint64(bytes.size()));
            if (n <= 0) {
                why = device->errorString();
                return false;
            }
            bytes.remove_prefix(std::size_t(n));
        }
        return true;
    });
    write(sink);
    bool ok = sink.finish();
    if (device) {
        if (auto *file = qobject_cast<QFileDevice *>(device); file && ok && !file->flush()) {
            why = file->errorString();
            ok = false;
        }
    } else {
        out.flush();
    }
    if (!ok)
        err << "fleetscope-cli " << command << ": "
            << CliTr::tr("cannot write the output: %1")
                   .arg(why.isEmpty() ? CliTr::tr("the stream refused it") : why)
            << '\n';
    return ok;
}

} // namespace CliCommands
