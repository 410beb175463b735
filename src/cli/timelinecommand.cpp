#include "clicommands.h"
#include "postmortemtimeline.h"
#include "snapshotfile.h"

#include "clitr.h"
#include <QCommandLineParser>
#include <QTimeZone>

namespace CliCommands {

int timeline(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Prints a snapshot's incident timeline: every alert transition, "
                  "acknowledgement, silence, runbook run, change and annotation in time order, "
                  "ready to paste into a postmortem document."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("snapshot"), CliTr::tr("The snapshot (.fsnap)."));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("markdown (default), json or csv."),
                                       CliTr::tr("FORMAT"), QStringLiteral("markdown"));
    const QCommandLineOption zoneOpt(
        QStringLiteral("zone"),
        CliTr::tr("Time zone of the times: UTC (default), local, or an IANA name such as "
                  "Europe/Berlin."),
        CliTr::tr("ZONE"), QStringLiteral("UTC"));
    p.addOptions({formatOpt, zoneOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli timeline: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli timeline: " << msg << '\n';
        return code;
    };
    if (p.positionalArguments().size() != 1)
        return fail(CliTr::tr("give exactly one snapshot file."), 2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("markdown") && format != QLatin1String("json") &&
        format != QLatin1String("csv"))
        return fail(CliTr::tr("--format must be markdown, json or csv."), 2);
    const QString zoneName = p.value(zoneOpt);
    QTimeZone zone;
    if (zoneName.compare(QLatin1String("UTC"), Qt::CaseInsensitive) == 0)
        zone = QTimeZone::utc();
    else if (zoneName == QLatin1String("local"))
        zone = QTimeZone::systemTimeZone();
    else
        zone = QTimeZone(zoneName.toUtf8());
    // An unknown name would quietly become some other zone, and every time
    // in a postmortem would be off by hours.
    if (!zone.isValid())
        return fail(CliTr::tr("--zone %1 is not a time zone: use UTC, local or an IANA name such "
                              "as Europe/Berlin.")
                        .arg(zoneName),
                    2);
    const QString path = p.positionalArguments().front();
    const auto snap = SnapshotFile::read(path);
    if (!snap)
        return fail(snap.error(), 2);
    const std::vector<TimelineEvent> events = PostmortemTimeline::build(*snap);
    const TimeFormat timeFormat(zone);
    const QString title = PostmortemTimeline::titleOf(*snap, path);
    if (format == QLatin1String("markdown"))
        out << PostmortemTimeline::markdown(events, title, timeFormat);
    else if (format == QLatin1String("json"))
        out << PostmortemTimeline::json(events, title, timeFormat);
    else
        out << PostmortemTimeline::csv(events, timeFormat);
    out.flush();
    if (out.status() != QTextStream::Ok)
        return fail(CliTr::tr("cannot write the output."), 1);
    return 0;
}

} // namespace CliCommands
