#include "clicommands.h"
#include "promformat.h"
#include "snapshotfile.h"

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

void writeCsv(const Snapshot &snap, const std::map<QString, int> &perLane, QTextStream &out)
{
    QByteArray buf = "lane,series,timestamp,value\n";
    for (const SnapshotQuery &q : snap.queries) {
        const SeriesSet set = laneSeries(q, perLane.at(q.laneId) > 1);
        const QByteArray lane = PromFormat::csvField(q.laneId) + ',';
        std::vector<QByteArray> ts;
        ts.reserve(set.timesMs.size());
        for (qint64 t : set.timesMs)
            ts.push_back(PromFormat::timestamp(t));
        for (const Series &s : set.series) {
            const QByteArray name = lane + PromFormat::csvField(s.labels.toPromQL()) + ',';
            for (std::size_t i = 0; i < set.timesMs.size(); ++i) {
                if (!s.has(i))
                    continue;
                buf += name;
                buf += ts[i];
                buf += ',';
                buf += PromFormat::value(s.values[i]);
                buf += '\n';
            }
            if (buf.size() > (1 << 20)) {
                out << QString::fromUtf8(buf);
                buf.clear();
            }
        }
    }
    out << QString::fromUtf8(buf);
}

QJsonObject snapshotJson(const Snapshot &snap, const std::map<QString, int> &perLane)
{
    QJsonArray queries;
    for (const SnapshotQuery &q : snap.queries) {
        // The Prometheus query_range envelope's data, so tools that read the
        // API read each query.
        const QJsonObject envelope =
            QJsonDocument::fromJson(PromFormat::toJson(laneSeries(q, perLane.at(q.laneId) > 1)))
                .object();
        QJsonObject o{{QStringLiteral("lane"), q.laneId},
                      {QStringLiteral("queryIndex"), q.queryIndex},
                      {QStringLiteral("spec"), q.spec.raw},
                      {QStringLiteral("step"), double(q.stepMs) / 1000.0},
                      {QStringLiteral("data"), envelope.value(QLatin1String("data"))}};
        for (const char *k : {"warnings", "infos"})
            if (envelope.contains(QLatin1String(k)))
                o.insert(QLatin1String(k), envelope.value(QLatin1String(k)));
        queries.append(o);
    }
    QJsonArray annotations;
    for (const Annotation &a : snap.annotations)
        annotations.append(QJsonObject{{QStringLiteral("from"), iso(a.fromMs)},
                                       {QStringLiteral("to"), iso(a.toMs)},
                                       {QStringLiteral("text"), a.text},
                                       {QStringLiteral("author"), a.author},
                                       {QStringLiteral("createdAt"), iso(a.createdAtMs)}});
    QJsonArray notes;
    for (const SnapshotNote &n : snap.notes)
        notes.append(QJsonObject{{QStringLiteral("text"), n.text},
                                 {QStringLiteral("author"), n.author},
                                 {QStringLiteral("createdAt"), iso(n.createdAtMs)}});
    QJsonArray audit;
    for (const AuditEntry &e : snap.audit)
        audit.append(e.toJson());
    QJsonArray sources;
    for (const SnapshotSource &s : snap.sources)
        sources.append(QJsonObject{{QStringLiteral("name"), s.name},
                                   {QStringLiteral("type"), s.type},
                                   {QStringLiteral("url"), s.url}});
    return {{QStringLiteral("title"), snap.title},
            {QStringLiteral("from"), iso(snap.fromMs)},
            {QStringLiteral("to"), iso(snap.toMs)},
            {QStringLiteral("capturedAt"), iso(snap.capturedAtMs)},
            {QStringLiteral("capturedBy"), snap.capturedBy},
            {QStringLiteral("appVersion"), snap.appVersion},
            {QStringLiteral("sources"), sources},
            {QStringLiteral("queries"), queries},
            {QStringLiteral("alerts"), CliCommands::alertsJson(snap.alerts)},
            {QStringLiteral("annotations"), annotations},
            {QStringLiteral("notes"), notes},
            {QStringLiteral("audit"), audit},
            // How the lanes and rules were fitted to the fleet's exporters.
            {QStringLiteral("fleetFit"), QJsonDocument::fromJson(snap.fitJson).array()}};
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
    if (format == QLatin1String("csv"))
        writeCsv(*snap, perLane, out);
    else
        out << QString::fromUtf8(
            QJsonDocument(snapshotJson(*snap, perLane)).toJson(QJsonDocument::Indented));
    out.flush();
    return 0;
}

} // namespace CliCommands
