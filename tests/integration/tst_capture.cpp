// fleetscope-cli capture and export against a real Prometheus holding
// fleet-sim's scripted incident: the snapshot gives back exactly what
// `fleetscope-cli query` prints for each lane query at the same step, and
// every failure is a one-line reason with the documented exit code.
#include "dashboardloader.h"
#include "fleetaggregates.h"
#include "pdftext.h"
#include "processrun.h"
#include "promstack.h"
#include "snapshotfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <set>

namespace {
ProcessRun runCli(const QStringList &args)
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN), args);
}

std::multiset<QByteArray> rows(const QByteArray &csv)
{
    std::multiset<QByteArray> out;
    const QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) // the header
        if (!lines[i].isEmpty())
            out.insert(lines[i]);
    return out;
}

bool oneLine(const QByteArray &err)
{
    return err.endsWith('\n') && err.count('\n') == 1;
}
} // namespace

class TestCapture : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        PromStackOptions o;
        o.historySecs = 3 * 3600;
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
        m_from = m_stack->incidentAtSecs() - 20 * 60;
        m_to = m_stack->incidentAtSecs() + 40 * 60;
        m_snapshot = m_stack->workDir() + QStringLiteral("/incident.fsnap");
    }

    void captureWritesTheSnapshot()
    {
        const ProcessRun run =
            runCli({QStringLiteral("capture"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                    QStringLiteral("--dashboard"), QStringLiteral("builtin:gpu-inference"),
                    QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                    QString::number(m_to), QStringLiteral("--rules"),
                    QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"),
                    QStringLiteral("-o"), m_snapshot});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(QFile::exists(m_snapshot));
        QVERIFY(run.out.contains("incident.fsnap"));
    }

    // For each lane query: the export's rows of that lane are exactly the
    // rows `query` prints at the scrape interval over the same range.
    void exportEqualsQueryPerLane()
    {
        const ProcessRun exported = runCli({QStringLiteral("export"), m_snapshot});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QVERIFY(exported.out.startsWith("lane,series,timestamp,value\n"));
        std::map<QByteArray, std::multiset<QByteArray>> byLane;
        for (const QByteArray &row : rows(exported.out)) {
            const qsizetype comma = row.indexOf(',');
            byLane[row.left(comma)].insert(row.mid(comma + 1));
        }
        const auto dashboard = DashboardLoader::load(QStringLiteral("builtin:gpu-inference"));
        QVERIFY(dashboard);
        // The time-to-first-token lane (optional queries only) has no way on
        // this fleet and is not captured; every other lane is.
        std::vector<LaneSpec> lanes = dashboard->lanes;
        std::erase_if(lanes, [](const LaneSpec &lane) {
            return lane.queries[0].raw.value(QLatin1String("optional")).toBool();
        });
        QCOMPARE(byLane.size(), lanes.size());
        for (const LaneSpec &lane : lanes) {
            QVERIFY(!lane.queries.empty());
            const QByteArray spec =
                QJsonDocument(lane.queries[0].raw).toJson(QJsonDocument::Compact);
            const ProcessRun q = runCli(
                {QStringLiteral("query"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                 QStringLiteral("--query-json"), QString::fromUtf8(spec), QStringLiteral("--from"),
                 QString::number(m_from), QStringLiteral("--to"), QString::number(m_to),
                 QStringLiteral("--step"), QStringLiteral("15s")});
            QVERIFY2(q.exitCode == 0, q.err.constData());
            const auto expected = rows(q.out);
            QVERIFY2(expected.size() > 100, qPrintable(lane.id));
            const auto &actual = byLane[lane.id.toUtf8()];
            QVERIFY2(actual == expected,
                     qPrintable(QStringLiteral("lane %1: %2 rows exported, %3 queried")
                                    .arg(lane.id)
                                    .arg(actual.size())
                                    .arg(expected.size())));
        }
    }

    void exportJsonAndAlertsFromTheSnapshot()
    {
        const ProcessRun json = runCli({QStringLiteral("export"), m_snapshot,
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(root.value(QLatin1String("queries")).toArray().size(), 3);
        const QJsonObject first = root.value(QLatin1String("queries")).toArray().at(0).toObject();
        QCOMPARE(first.value(QLatin1String("lane")).toString(), QStringLiteral("gpu_memory"));
        QCOMPARE(first.value(QLatin1String("step")).toDouble(), 15.0);
        QVERIFY(!first.value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("result"))
                     .toArray()
                     .isEmpty());
        QCOMPARE(root.value(QLatin1String("sources")).toArray().size(), 1);
        QVERIFY(!root.value(QLatin1String("appVersion")).toString().isEmpty());
        QVERIFY(!root.value(QLatin1String("capturedBy")).toString().isEmpty());

        // The P1 of the scripted incident is in the snapshot, as `alerts`
        // over the live source reports it.
        const ProcessRun live =
            runCli({QStringLiteral("alerts"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                    QStringLiteral("--rules"),
                    QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"),
                    QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                    QString::number(m_to)});
        const ProcessRun stored =
            runCli({QStringLiteral("alerts"), QStringLiteral("--snapshot"), m_snapshot});
        QVERIFY2(live.exitCode == 0, live.err.constData());
        QVERIFY2(stored.exitCode == 0, stored.err.constData());
        QCOMPARE(stored.out, live.out);
        QVERIFY(stored.out.contains("\"InferenceLatencyP95\""));
        QCOMPARE(
            root.value(QLatin1String("alerts")).toArray(),
            QJsonDocument::fromJson(stored.out).object().value(QLatin1String("alerts")).toArray());

        const ProcessRun csv =
            runCli({QStringLiteral("alerts"), QStringLiteral("--snapshot"), m_snapshot,
                    QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--rules"),
                    QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml")});
        QVERIFY2(csv.exitCode == 0, csv.err.constData());
        QVERIFY(csv.out.startsWith("rule,tier,labels,pendingAt,firingAt,resolvedAt\n"));
        QVERIFY(csv.out.contains("InferenceLatencyP95,P1,"));
    }

    // Without --rules, capture uses the rules the app would (the built-in
    // set) and says so; builtin:default is taken by `alerts` as by capture,
    // and both equal the shipped rule file.
    void builtinRulesEverywhere()
    {
        const QString plain = m_stack->workDir() + QStringLiteral("/no-rules-given.fsnap");
        const ProcessRun cap =
            runCli({QStringLiteral("capture"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                    QStringLiteral("--dashboard"), QStringLiteral("builtin:gpu-inference"),
                    QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                    QString::number(m_to), QStringLiteral("-o"), plain});
        QVERIFY2(cap.exitCode == 0, cap.err.constData());
        QVERIFY2(cap.err.contains("alert rules from builtin:default (the built-in set, as no "
                                  "--rules was given): InferenceLatencyP95, "),
                 cap.err.constData());
        const ProcessRun fromPlain =
            runCli({QStringLiteral("alerts"), QStringLiteral("--snapshot"), plain});
        const ProcessRun fromFile =
            runCli({QStringLiteral("alerts"), QStringLiteral("--snapshot"), m_snapshot});
        QVERIFY2(fromPlain.exitCode == 0, fromPlain.err.constData());
        QVERIFY(fromPlain.out.contains("\"InferenceLatencyP95\""));
        QCOMPARE(fromPlain.out, fromFile.out);

        const ProcessRun live = runCli(
            {QStringLiteral("alerts"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--rules"), QStringLiteral("builtin:default"), QStringLiteral("--from"),
             QString::number(m_from), QStringLiteral("--to"), QString::number(m_to)});
        QVERIFY2(live.exitCode == 0, live.err.constData());
        QCOMPARE(live.out, fromFile.out);
        const ProcessRun narrowed =
            runCli({QStringLiteral("alerts"), QStringLiteral("--snapshot"), plain,
                    QStringLiteral("--rules"), QStringLiteral("builtin:default")});
        QVERIFY2(narrowed.exitCode == 0, narrowed.err.constData());
        QCOMPARE(narrowed.out, fromFile.out);
        // An unknown set is named, with the one that exists.
        const ProcessRun unknown = runCli(
            {QStringLiteral("alerts"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--rules"), QStringLiteral("builtin:nope"), QStringLiteral("--from"),
             QString::number(m_from), QStringLiteral("--to"), QString::number(m_to)});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("builtin:nope: no such built-in rule set (known: "
                                      "builtin:default)"),
                 unknown.err.constData());
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("says");
        const QString sources = QStringLiteral("SOURCES");
        const QStringList capture = {QStringLiteral("capture"),
                                     QStringLiteral("--sources"),
                                     sources,
                                     QStringLiteral("--dashboard"),
                                     QStringLiteral("builtin:gpu-inference"),
                                     QStringLiteral("--from"),
                                     QStringLiteral("FROM"),
                                     QStringLiteral("--to"),
                                     QStringLiteral("TO"),
                                     QStringLiteral("-o"),
                                     QStringLiteral("OUT")};
        auto with = [&capture](int at, const QString &value) {
            QStringList a = capture;
            a[at] = value;
            return a;
        };
        QTest::newRow("capture without -o") << capture.mid(0, 9) << 2 << QByteArray("required");
        QTest::newRow("capture, bad --from")
            << with(6, QStringLiteral("yesterday-ish")) << 2 << QByteArray("--from");
        QTest::newRow("capture, --to before --from")
            << with(8, QStringLiteral("1000")) << 2 << QByteArray("before");
        QTest::newRow("capture, missing sources file")
            << with(2, QStringLiteral("/nonexistent/sources.json")) << 2
            << QByteArray("sources.json");
        QTest::newRow("capture, unknown dashboard")
            << with(4, QStringLiteral("builtin:nope")) << 2 << QByteArray("nope");
        QTest::newRow("capture, missing rules file")
            << capture + QStringList{QStringLiteral("--rules"), QStringLiteral("/nonexistent.yml")}
            << 2 << QByteArray("nonexistent.yml");
        QTest::newRow("capture, unreachable source")
            << with(2, QStringLiteral("DEAD")) << 1
            << QByteArray("lane gpu_memory, query 1 (source prom)");
        QTest::newRow("capture, folder missing")
            << with(10, QStringLiteral("/nonexistent/dir/x.fsnap")) << 1 << QByteArray("x.fsnap");
        QTest::newRow("export without a file")
            << QStringList{QStringLiteral("export")} << 2 << QByteArray("one snapshot");
        QTest::newRow("export, missing file")
            << QStringList{QStringLiteral("export"), QStringLiteral("/nonexistent.fsnap")} << 2
            << QByteArray("no such file");
        QTest::newRow("export, corrupt snapshot")
            << QStringList{QStringLiteral("export"), QStringLiteral("CORRUPT")} << 2
            << QByteArray("truncated");
        QTest::newRow("export, not a snapshot") << QStringList{QStringLiteral("export"), sources}
                                                << 2 << QByteArray("not an SQLite database");
        QTest::newRow("export, bad format")
            << QStringList{QStringLiteral("export"), QStringLiteral("SNAPSHOT"),
                           QStringLiteral("--format"), QStringLiteral("xml")}
            << 2 << QByteArray("--format");
        QTest::newRow("alerts, corrupt snapshot")
            << QStringList{QStringLiteral("alerts"), QStringLiteral("--snapshot"),
                           QStringLiteral("CORRUPT")}
            << 2 << QByteArray("truncated");
        QTest::newRow("alerts, snapshot and sources")
            << QStringList{QStringLiteral("alerts"), QStringLiteral("--snapshot"),
                           QStringLiteral("SNAPSHOT"), QStringLiteral("--sources"), sources}
            << 2 << QByteArray("--snapshot");
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QByteArray, says);
        const QString dead = m_stack->workDir() + QStringLiteral("/dead-sources.json");
        {
            QFile f(dead);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // Port 1 on loopback: nothing listens, the connection is refused.
            f.write("{\"sources\":[{\"name\":\"prom\",\"type\":\"prometheus\","
                    "\"url\":\"http://127.0.0.1:1\"}]}");
        }
        const QString corrupt = m_stack->workDir() + QStringLiteral("/corrupt.fsnap");
        {
            QFile in(m_snapshot);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QFile f(corrupt);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(in.readAll().left(in.size() / 2));
        }
        const QString out = m_stack->workDir() + QStringLiteral("/never.fsnap");
        for (QString &a : args) {
            if (a == QLatin1String("SOURCES"))
                a = m_stack->sourcesFile();
            else if (a == QLatin1String("DEAD"))
                a = dead;
            else if (a == QLatin1String("FROM"))
                a = QString::number(m_from);
            else if (a == QLatin1String("TO"))
                a = QString::number(m_to);
            else if (a == QLatin1String("OUT"))
                a = out;
            else if (a == QLatin1String("CORRUPT"))
                a = corrupt;
            else if (a == QLatin1String("SNAPSHOT"))
                a = m_snapshot;
        }
        const ProcessRun run = runCli(args);
        QCOMPARE(run.exitCode, code);
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
        QVERIFY2(oneLine(run.err), run.err.constData());
        QVERIFY2(run.err.contains(says), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // The changes the lanes mark are kept with the incident: the built-in
    // detectors find fleet-sim's surge of team-b's deployment, a dashboard's
    // own annotation query adds its events with its own text, and a broken
    // one is left out with a warning instead of failing the capture.
    void changesAreCapturedAndListed()
    {
        auto dashboard = DashboardLoader::load(QStringLiteral("builtin:gpu-inference"));
        QVERIFY(dashboard);
        QJsonObject json = QJsonDocument::fromJson(dashboard->toJson()).object();
        const QString scaled =
            QStringLiteral("kube_deployment_spec_replicas{namespace=\"team-b\"}");
        json.insert(
            QStringLiteral("annotations"),
            QJsonArray{
                QJsonObject{
                    {QStringLiteral("name"), QStringLiteral("surge")},
                    {QStringLiteral("source"), QStringLiteral("prom")},
                    {QStringLiteral("promql"), scaled + QStringLiteral(" and changes(") + scaled +
                                                   QStringLiteral("[2m]) > 0")},
                    {QStringLiteral("text"), QStringLiteral("{{deployment}} surged to {{value}}")}},
                QJsonObject{{QStringLiteral("name"), QStringLiteral("broken")},
                            {QStringLiteral("source"), QStringLiteral("prom")},
                            {QStringLiteral("promql"), QStringLiteral("sum(rate(nothing[5m]")}}});
        const QString dash = m_stack->workDir() + QStringLiteral("/changes.json");
        QFile f(dash);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(json).toJson());
        f.close();
        const QString snap = m_stack->workDir() + QStringLiteral("/changes.fsnap");
        ProcessRun run = runCli(
            {QStringLiteral("capture"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--dashboard"), dash, QStringLiteral("--from"), QString::number(m_from),
             QStringLiteral("--to"), QString::number(m_to), QStringLiteral("-o"), snap});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("warning: change query broken (source prom)") &&
                     run.err.contains("left out of the snapshot"),
                 run.err.constData());
        run = runCli(
            {QStringLiteral("timeline"), snap, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        bool builtin = false, own = false;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(run.out).object().value(QLatin1String("events")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(QLatin1String("kind")).toString() != QLatin1String("change"))
                continue;
            const QString what = e.value(QLatin1String("what")).toString();
            const QString detail = e.value(QLatin1String("detail")).toString();
            builtin = builtin || (detail == QLatin1String("scale") &&
                                  what.startsWith(QLatin1String("team-b/")) &&
                                  what.contains(QLatin1String("replicas set to")));
            own = own ||
                  (detail == QLatin1String("surge") && what.contains(QLatin1String(" surged to ")));
        }
        QVERIFY2(builtin, run.out.constData());
        QVERIFY2(own, run.out.constData());
        // And `export` prints them with the snapshot.
        run = runCli(
            {QStringLiteral("export"), snap, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        bool exported = false;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(run.out).object().value(QLatin1String("changes")).toArray())
            exported =
                exported || (v.toObject().value(QLatin1String("kind")) == QLatin1String("scale") &&
                             v.toObject()
                                     .value(QLatin1String("labels"))
                                     .toObject()
                                     .value(QLatin1String("namespace")) == QLatin1String("team-b"));
        QVERIFY(exported);
    }

    // The snapshot keeps what each rule read, so `backtest --snapshot`
    // answers offline exactly what the live backtest answers over the same
    // range, for the rules as written and with another threshold, `for`
    // and `keep_firing_for`. A rule that is no simple comparison can still
    // change its `for` offline, not its threshold, and says why.
    void backtestOfflineEqualsLive()
    {
        const QStringList sets{
            QStringLiteral("--set"), QStringLiteral("InferenceLatencyP95.threshold=1.5"),
            QStringLiteral("--set"), QStringLiteral("InferenceLatencyP95.for=10m"),
            QStringLiteral("--set"), QStringLiteral("GpuMemoryPressure.keep_firing_for=5m"),
            QStringLiteral("--set"), QStringLiteral("GpuIdle.threshold=60"),
            QStringLiteral("--set"), QStringLiteral("GpuXidCritical.for=2m")};
        const QString from = QString::number(m_from + 600), to = QString::number(m_to - 300);
        ProcessRun live =
            runCli(QStringList{QStringLiteral("backtest"), QStringLiteral("--sources"),
                               m_stack->sourcesFile(), QStringLiteral("--rules"),
                               QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"),
                               QStringLiteral("--from"), from, QStringLiteral("--to"), to} +
                   sets);
        QVERIFY2(live.exitCode == 0, live.err.constData());
        ProcessRun offline =
            runCli(QStringList{QStringLiteral("backtest"), QStringLiteral("--snapshot"), m_snapshot,
                               QStringLiteral("--from"), from, QStringLiteral("--to"), to} +
                   sets);
        QVERIFY2(offline.exitCode == 0, offline.err.constData());
        const QJsonArray a = QJsonDocument::fromJson(live.out).object().value(u"rules").toArray();
        const QJsonArray b =
            QJsonDocument::fromJson(offline.out).object().value(u"rules").toArray();
        QCOMPARE(b.size(), a.size());
        int fired = 0;
        for (qsizetype i = 0; i < a.size(); ++i) {
            QVERIFY2(a[i] == b[i], QJsonDocument(QJsonArray{a[i], b[i]}).toJson().constData());
            fired += a[i].toObject().value(u"fires").toInt();
        }
        QVERIFY(fired > 0); // the incident fires something, so equal is not zero against zero
        // A threshold on an expression that is not one comparison: the row says why.
        offline = runCli({QStringLiteral("backtest"), QStringLiteral("--snapshot"), m_snapshot,
                          QStringLiteral("--rule"), QStringLiteral("GpuFallenOffBus"),
                          QStringLiteral("--set"), QStringLiteral("GpuFallenOffBus.for=1m"),
                          QStringLiteral("--format"), QStringLiteral("text")});
        QVERIFY2(offline.exitCode == 0, offline.err.constData());
        offline =
            runCli({QStringLiteral("backtest"), QStringLiteral("--snapshot"), m_snapshot,
                    QStringLiteral("--rule"), QStringLiteral("GpuClocksSlowedDown"),
                    QStringLiteral("--set"), QStringLiteral("GpuClocksSlowedDown.threshold=3")});
        QCOMPARE(offline.exitCode, 1);
        QVERIFY2(offline.out.contains("offline, only the for and keep_firing_for"),
                 offline.out.constData());
        // Outside the snapshot's range: exit 2, one line.
        offline = runCli({QStringLiteral("backtest"), QStringLiteral("--snapshot"), m_snapshot,
                          QStringLiteral("--from"), QString::number(m_from - 3600)});
        QCOMPARE(offline.exitCode, 2);
        QVERIFY2(oneLine(offline.err) && offline.err.contains("must lie inside it"),
                 offline.err.constData());
    }

    // Compare with normal: `capture --compare` keeps each lane's baseline,
    // the server's envelope of the lane an hour earlier laid on the
    // incident's axis. Its line is the lane's aggregate queried over the
    // earlier range; the report draws it from the file alone; a lane whose
    // baseline has no data is left out with a warning, the rest kept.
    void baselinesAreCaptured()
    {
        const QString snap = m_stack->workDir() + QStringLiteral("/baseline.fsnap");
        ProcessRun run =
            runCli({QStringLiteral("capture"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                    QStringLiteral("--dashboard"), QStringLiteral("builtin:gpu-inference"),
                    QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                    QString::number(m_to), QStringLiteral("--compare"), QStringLiteral("1h"),
                    QStringLiteral("--compare"), QStringLiteral("gpu_memory=30d"),
                    QStringLiteral("-o"), snap});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("warning: baseline 30 days ago of lane gpu_memory: the source "
                                  "has no data from "),
                 run.err.constData());
        auto snapshot = SnapshotFile::read(snap);
        QVERIFY2(snapshot, qPrintable(snapshot.error()));
        std::map<QString, const SnapshotBaseline *> baselines;
        for (const SnapshotBaseline &b : snapshot->baselines)
            baselines[b.laneId] = &b;
        QVERIFY(!baselines.contains(QStringLiteral("gpu_memory")));
        QVERIFY(!baselines.contains(QStringLiteral("ttft"))); // no way on this fleet
        QVERIFY(baselines.contains(QStringLiteral("p95_latency")));
        QVERIFY(baselines.contains(QStringLiteral("pods")));
        const SnapshotBaseline &pods = *baselines[QStringLiteral("pods")];
        QCOMPARE(pods.shiftMs, qint64(3'600'000));
        QCOMPARE(pods.stepMs, qint64(15'000));
        // The history begins 20 minutes into the hour before: so does the baseline.
        QVERIFY(pods.data.timesMs.front() >= m_from * 1000);
        QCOMPARE(pods.data.timesMs.back(), m_to * 1000);

        // The lane's sum over the hour before, as `query` prints it.
        QString promql;
        for (const SnapshotQuery &q : snapshot->queries)
            if (q.laneId == QLatin1String("pods"))
                promql = q.spec.promql;
        QVERIFY(!promql.isEmpty());
        const QJsonObject spec{{QStringLiteral("source"), QStringLiteral("prom")},
                               {QStringLiteral("promql"), QStringLiteral("sum(%1)").arg(promql)}};
        const ProcessRun q = runCli(
            {QStringLiteral("query"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--query-json"),
             QString::fromUtf8(QJsonDocument(spec).toJson(QJsonDocument::Compact)),
             QStringLiteral("--from"), QString::number(m_from - 3600), QStringLiteral("--to"),
             QString::number(m_to - 3600), QStringLiteral("--step"), QStringLiteral("15s")});
        QVERIFY2(q.exitCode == 0, q.err.constData());
        std::map<qint64, double> earlier;
        for (const QByteArray &row : rows(q.out)) {
            const QList<QByteArray> cells = row.split(',');
            earlier[qint64(cells.at(cells.size() - 2).toDouble() * 1000)] = cells.back().toDouble();
        }
        QVERIFY2(earlier.size() > 150, q.out.left(300).constData());
        const Series *agg = nullptr;
        for (const Series &s : pods.data.series)
            if (FleetAggregates::partOf(s.labels) == FleetAggregates::Part::Aggregate)
                agg = &s;
        QVERIFY(agg);
        std::size_t compared = 0;
        for (std::size_t i = 0; i < pods.data.gridSize(); ++i) {
            const auto it = earlier.find(pods.data.timesMs[i] - 3'600'000);
            QCOMPARE(agg->has(i), it != earlier.end());
            if (it == earlier.end())
                continue;
            QCOMPARE(agg->values[i], it->second);
            ++compared;
        }
        QCOMPARE(compared, earlier.size());

        // Offline, the report draws it and says what it is.
        const QString pdf = m_stack->workDir() + QStringLiteral("/baseline.pdf");
        run = runCli({QStringLiteral("report"), snap, QStringLiteral("-o"), pdf});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.count(QStringLiteral("normally (1h earlier)")) == 2, qPrintable(text));

        // A duration that is none, a lane the dashboard lacks: exit 2, one line.
        for (const QString &bad : {QStringLiteral("yesterday"), QStringLiteral("nolane=1d")}) {
            run = runCli({QStringLiteral("capture"), QStringLiteral("--sources"),
                          m_stack->sourcesFile(), QStringLiteral("--dashboard"),
                          QStringLiteral("builtin:gpu-inference"), QStringLiteral("--from"),
                          QString::number(m_from), QStringLiteral("--to"), QString::number(m_to),
                          QStringLiteral("--compare"), bad, QStringLiteral("-o"), snap + u'2'});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(oneLine(run.err) && run.err.contains("--compare"), run.err.constData());
        }
    }

  private:
    std::unique_ptr<PromStack> m_stack;
    qint64 m_from = 0;
    qint64 m_to = 0;
    QString m_snapshot;
};

QTEST_GUILESS_MAIN(TestCapture)
#include "tst_capture.moc"
