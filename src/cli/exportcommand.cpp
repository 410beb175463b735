#include "clicommands.h"
#include "jsonstream.h"
#include "promformat.h"
#include "snapshotfile.h"
#include "textsink.h"

#include "clitr.h"
#include <map>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {
QString iso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

// A lane with several queries shows them apart by a __query__ label (as the
// live lanes do), so two queries' equal label sets stay two series here too.
SeriesSet laneSeries(const SnapshotQuery &q, bool tagged)
{
    SeriesSet set = q.data;
    if (tagged)
        for (auto &s : set.series)
            s.labels.set(QStringLiteral("__query__"), QString::number(q.queryIndex + 1));
    return set;
}

void writeCsv(const Snapshot &snap, const std::map<QString, int> &perLane, TextSink &out)
{
    out.append("lane,series,timestamp,value\n");
    for (const SnapshotQuery &q : snap.queries) {
        if (!out.ok())
            return;
        const SeriesSet set = laneSeries(q, perLane.at(q.laneId) > 1);
        const QByteArray lane = PromFormat::csvField(q.laneId) + ',';
        PromFormat::writeCsvRows(set, out,
                                 std::string_view(lane.constData(), std::size_t(lane.size())));
    }
}

// The snapshot as one JSON document, written member by member in
// QJsonDocument's indented layout (keys in sorted order, as a QJsonObject
// keeps them), so the samples are never held twice.
void writeJson(const Snapshot &snap, const std::map<QString, int> &perLane, TextSink &sink)
{
    JsonStream j(sink, JsonStream::Layout::Indented);
    j.beginObject();
    j.key("alerts");
    j.value(CliCommands::alertsJson(snap.alerts));
    QJsonArray annotations;
    for (const Annotation &a : snap.annotations)
        annotations.append(
            QJsonObject{{QStringLiteral("from"), iso(a.fromMs)},
                        {QStringLiteral("to"), iso(a.toMs)},
                        {QStringLiteral("text"), a.text},
                        {QStringLiteral("author"), a.author},
                        {QStringLiteral("createdAt"), iso(a.createdAtMs)},
                        {QStringLiteral("lane"), a.laneId.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                    : QJsonValue(a.laneId)}});
    j.key("annotations");
    j.value(annotations);
    j.key("appVersion");
    j.string(QStringView(snap.appVersion));
    QJsonArray audit;
    for (const AuditEntry &e : snap.audit)
        audit.append(e.toJson());
    j.key("audit");
    j.value(audit);
    j.key("capturedAt");
    j.string(QStringView(iso(snap.capturedAtMs)));
    j.key("capturedBy");
    j.string(QStringView(snap.capturedBy));
    // The changes the lanes marked over the range (rollouts, scaling, …).
    QJsonArray changes;
    for (const auto &c : snap.changes) {
        QJsonObject labels;
        for (const auto &[k, v] : c.labels.pairs())
            labels.insert(k, v);
        changes.append(QJsonObject{{QStringLiteral("time"), iso(c.timeMs)},
                                   {QStringLiteral("kind"), c.kind},
                                   {QStringLiteral("text"), c.text},
                                   {QStringLiteral("labels"), labels}});
    }
    j.key("changes");
    j.value(changes);
    // How the lanes and rules were fitted to the fleet's exporters.
    j.key("fleetFit");
    j.value(QJsonDocument::fromJson(snap.fitJson).array());
    j.key("from");
    j.string(QStringView(iso(snap.fromMs)));
    QJsonArray notes;
    for (const SnapshotNote &n : snap.notes)
        notes.append(QJsonObject{{QStringLiteral("text"), n.text},
                                 {QStringLiteral("author"), n.author},
                                 {QStringLiteral("createdAt"), iso(n.createdAtMs)}});
    j.key("notes");
    j.value(notes);
    // Each query's data in the Prometheus query_range envelope's shape, so
    // tools that read the API read each query.
    j.key("queries");
    j.beginArray();
    for (const SnapshotQuery &q : snap.queries) {
        if (!sink.ok())
            break;
        const SeriesSet set = laneSeries(q, perLane.at(q.laneId) > 1);
        j.beginObject();
        PromFormat::writeDataAndInfos(set, j);
        j.key("lane");
        j.string(QStringView(q.laneId));
        j.key("queryIndex");
        j.value(q.queryIndex);
        j.key("spec");
        j.value(q.spec.raw);
        j.key("step");
        j.value(double(q.stepMs) / 1000.0);
        if (!set.warnings.isEmpty()) {
            j.key("warnings");
            j.value(QJsonArray::fromStringList(set.warnings));
        }
        j.endObject();
    }
    j.endArray();
    QJsonArray sources;
    for (const SnapshotSource &s : snap.sources)
        sources.append(QJsonObject{{QStringLiteral("name"), s.name},
                                   {QStringLiteral("type"), s.type},
                                   {QStringLiteral("url"), s.url}});
    j.key("sources");
    j.value(sources);
    j.key("title");
    j.string(QStringView(snap.title));
    j.key("to");
    j.string(QStringView(iso(snap.toMs)));
    j.endObject();
    j.endDocument();
}
} // namespace

namespace CliCommands {

int exportSnapshot(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Prints every sample of a snapshot exactly as it was captured."));
    p.addHelpOption();
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("csv (default) or json."), CliTr::tr("FORMAT"),
                                       QStringLiteral("csv"));
    p.addOption(formatOpt);
    p.addPositionalArgument(QStringLiteral("SNAPSHOT"), CliTr::tr("The .fsnap file."));
    if (!p.parse(args)) {
        err << "fleetscope-cli export: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli export: " << msg << '\n';
        return code;
    };
    if (p.positionalArguments().size() != 1)
        return fail(CliTr::tr("give exactly one snapshot file."), 2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return fail(CliTr::tr("--format must be csv or json."), 2);
    // The whole file is read and checked before the first line is printed:
    // a damaged snapshot prints nothing.
    const auto snap = SnapshotFile::read(p.positionalArguments().first());
    if (!snap)
        return fail(snap.error(), 2);
    std::map<QString, int> perLane;
    for (const SnapshotQuery &q : snap->queries)
        ++perLane[q.laneId];
    const bool csv = format == QLatin1String("csv");
    const bool written = writeStreamed(out, err, QStringLiteral("export"), [&](TextSink &sink) {
        if (csv)
            writeCsv(*snap, perLane, sink);
        else
            writeJson(*snap, perLane, sink);
    });
    return written ? 0 : 1;
}

} // namespace CliCommands
