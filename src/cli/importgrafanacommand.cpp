#include "clicommands.h"
#include "grafanaimport.h"

#include "clitr.h"
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace CliCommands {

int importGrafana(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Converts a Grafana dashboard (JSON as Grafana exports it) into a FleetScope "
                  "dashboard. What cannot be converted is listed on stderr."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("IN"), CliTr::tr("The Grafana dashboard JSON."));
    const QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                                    CliTr::tr("Where to write the FleetScope dashboard (- for "
                                              "standard output)."),
                                    CliTr::tr("OUT.json"));
    const QCommandLineOption sourceOpt(
        QStringLiteral("source"),
        CliTr::tr("The source of the sources file that runs the queries (default: prom)."),
        CliTr::tr("NAME"), QStringLiteral("prom"));
    const QCommandLineOption strictOpt(
        QStringLiteral("strict"), CliTr::tr("Exit with 1 when anything could not be converted."));
    p.addOptions({outOpt, sourceOpt, strictOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli import-grafana: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    if (p.positionalArguments().size() != 1 || !p.isSet(outOpt)) {
        err << CliTr::tr("usage: fleetscope-cli import-grafana IN.json -o OUT.json [--source NAME] "
                         "[--strict]")
            << '\n';
        return 2;
    }
    const QString in = p.positionalArguments().first();
    QFile f(in);
    if (!f.open(QIODevice::ReadOnly)) {
        err << CliTr::tr("fleetscope-cli import-grafana: cannot read %1: %2")
                   .arg(in, f.errorString())
            << '\n';
        return 1;
    }
    GrafanaImport::Options options;
    options.source = p.value(sourceOpt);
    const auto result = GrafanaImport::convert(f.readAll(), options);
    if (!result) {
        err << CliTr::tr("fleetscope-cli import-grafana: %1: %2").arg(in, result.error()) << '\n';
        return 1;
    }
    const QByteArray json = result->dashboard.toJson();
    const QString target = p.value(outOpt);
    if (target == QLatin1String("-")) {
        out << QString::fromUtf8(json);
    } else {
        QSaveFile save(target);
        if (!save.open(QIODevice::WriteOnly) || save.write(json) != json.size() || !save.commit()) {
            err << CliTr::tr("fleetscope-cli import-grafana: cannot write %1: %2")
                       .arg(target, save.errorString())
                << '\n';
            return 1;
        }
    }
    err << CliTr::tr("%1: %2 lanes, %3 variables.")
               .arg(in)
               .arg(result->dashboard.lanes.size())
               .arg(result->dashboard.variables.size())
        << '\n';
    for (const QString &line : result->adjusted)
        err << CliTr::tr("converted with a change: %1").arg(line) << '\n';
    for (const QString &line : result->notConverted)
        err << CliTr::tr("not converted: %1").arg(line) << '\n';
    return p.isSet(strictOpt) && !result->notConverted.isEmpty() ? 1 : 0;
}

} // namespace CliCommands
