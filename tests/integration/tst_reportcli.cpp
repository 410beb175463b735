// fleetscope-cli report as scripts run it: a snapshot file written by
// SnapshotFile in, a PDF (read back with poppler's pdftotext) and a PNG out,
// on a machine without a display, and the exit codes of everything that can
// go wrong. fleetscope-cli timeline over the same snapshot: every moment of
// the incident in time order, in the zone asked for.
#include "explainresult.h"
#include "incidentsnapshot.h"
#include "pdftext.h"
#include "snapshotfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run
{
    int exitCode = -1; // -1: crashed or timed out
    QString out;
    QString err;
};

// Runs the CLI with no display at all: no X11, no Wayland, and a platform
// request that would need one, as on a build server or over ssh.
Run cli(const QString &command, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEETSCOPE_CLI_BIN), QStringList{command} + args);
    Run r;
    if (!p.waitForFinished(120'000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Run report(const QStringList &args)
{
    return cli(QStringLiteral("report"), args);
}

Run timeline(const QStringList &args)
{
    return cli(QStringLiteral("timeline"), args);
}

// Width and height from a PNG's IHDR chunk: the integration tests do not
// link QtGui, and the header is all there is to check about the size.
QSize pngSize(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray h = f.read(24);
    if (h.size() < 24 || !h.startsWith("\x89PNG\r\n\x1a\n") || h.mid(12, 4) != "IHDR")
        return {};
    auto be32 = [&h](int at) {
        return int((uchar(h[at]) << 24) | (uchar(h[at + 1]) << 16) | (uchar(h[at + 2]) << 8) |
                   uchar(h[at + 3]));
    };
    return {be32(16), be32(20)};
}

// One line, ending in a newline, saying what went wrong.
bool oneLine(const QString &err, const QString &command = QStringLiteral("report"))
{
    return err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1 &&
           err.startsWith(QStringLiteral("fleetscope-cli %1: ").arg(command));
}
} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_snapshot = m_dir.filePath(QStringLiteral("incident.fsnap"));
        const auto written = SnapshotFile::write(IncidentSnapshot::make(), m_snapshot);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
    }

    void writesPdfAndPngWithoutADisplay()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("incident.pdf"));
        const QString png = m_dir.filePath(QStringLiteral("lanes.png"));
        const Run r = report({m_snapshot, QStringLiteral("-o"), pdf, QStringLiteral("--png"), png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QString text = pdfText(pdf, true);
        QVERIFY2(text.contains(QStringLiteral("Batch-size incident, team-b inference")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("GPU memory used (%)")));
        QVERIFY(text.contains(QStringLiteral("Alert timeline")));
        QVERIFY(QRegularExpression(
                    QStringLiteral(R"x(InferenceLatencyP95\s+▲ P1\s+team-b\s+14:02:15\s+)x"
                                   R"x(14:05:15\s+14:27:45\s+22 min)x"))
                    .match(text)
                    .hasMatch());
        QVERIFY(text.contains(QStringLiteral("rollback of inference-server 2.3")));
        // Annotations are listed per lane: those on every lane first.
        QVERIFY(
            QRegularExpression(QStringLiteral(R"x(every lane\s+14:20:00 – 14:30:00\s+rollback)x"))
                .match(text)
                .hasMatch());
        QVERIFY(QRegularExpression(
                    QStringLiteral(R"x(GPU memory used\s+14:02:00\s+batch size raised to 32)x"))
                    .match(text)
                    .hasMatch());
        QVERIFY(text.contains(QStringLiteral("halve-batch-size")));
        QVERIFY(text.contains(QStringLiteral("Root cause")));
        QCOMPARE(pngSize(png), QSize(1600, 1000));

        const QString small = m_dir.filePath(QStringLiteral("small.png"));
        QCOMPARE(report({m_snapshot, QStringLiteral("--png"), small, QStringLiteral("--png-size"),
                         QStringLiteral("800x500")})
                     .exitCode,
                 0);
        QCOMPARE(pngSize(small), QSize(800, 500));
    }

    void badCommandLinesAndSnapshotsExitTwo()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("never.pdf"));
        QFile junk(m_dir.filePath(QStringLiteral("junk.fsnap")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(8192, 'x'));
        junk.close();
        const QList<QStringList> cases = {
            {},
            {m_snapshot},
            {m_snapshot, m_snapshot, QStringLiteral("-o"), pdf},
            {m_snapshot, QStringLiteral("-o"), pdf, QStringLiteral("--bogus")},
            {m_snapshot, QStringLiteral("--png"), pdf, QStringLiteral("--png-size"),
             QStringLiteral("huge")},
            {m_snapshot, QStringLiteral("--png"), pdf, QStringLiteral("--png-size"),
             QStringLiteral("10x10")},
            {m_dir.filePath(QStringLiteral("missing.fsnap")), QStringLiteral("-o"), pdf},
            {junk.fileName(), QStringLiteral("-o"), pdf},
        };
        for (const QStringList &args : cases) {
            const Run r = report(args);
            QVERIFY2(r.exitCode == 2,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(" -> ") +
                                QString::number(r.exitCode) + QLatin1Char(' ') + r.err));
            QVERIFY2(oneLine(r.err), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        QVERIFY(report({m_dir.filePath(QStringLiteral("missing.fsnap")), QStringLiteral("-o"), pdf})
                    .err.contains(QStringLiteral("missing.fsnap")));
        QVERIFY(!QFileInfo::exists(pdf));
        // --help is not an error.
        const Run help = report({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("--png")));
    }

    void failuresToWriteExitOne()
    {
        const QString nowhere = m_dir.filePath(QStringLiteral("no-such-dir/r.pdf"));
        Run r = report({m_snapshot, QStringLiteral("-o"), nowhere});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(oneLine(r.err) && r.err.contains(QStringLiteral("no-such-dir/r.pdf")),
                 qPrintable(r.err));

        // A valid snapshot with nothing to draw is refused, not drawn empty.
        Snapshot empty = IncidentSnapshot::make();
        empty.queries.clear();
        const QString emptyFile = m_dir.filePath(QStringLiteral("empty.fsnap"));
        const auto written = SnapshotFile::write(empty, emptyFile);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        const QString pdf = m_dir.filePath(QStringLiteral("empty.pdf"));
        r = report({emptyFile, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(oneLine(r.err) && r.err.contains(QStringLiteral("no samples")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    // Every alert transition, operator action, runbook run, change and
    // annotation, in time order; at one moment the change comes first.
    void timelineInTimeOrder()
    {
        Snapshot snap = IncidentSnapshot::make();
        ExplainResult explained;
        explained.events.push_back(
            {IncidentSnapshot::at(14, 2), QStringLiteral("rollout"),
             QStringLiteral("deployment inference rolled out"),
             IncidentSnapshot::labels({{"namespace", QStringLiteral("team-b")}})});
        snap.explainJson = QJsonDocument(explained.toJson()).toJson(QJsonDocument::Compact);
        const QString path = m_dir.filePath(QStringLiteral("explained.fsnap"));
        const auto written = SnapshotFile::write(snap, path);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));

        Run r = timeline({path, QStringLiteral("--format"), QStringLiteral("json"),
                          QStringLiteral("--zone"), QStringLiteral("Asia/Tokyo")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("title")).toString(), snap.title);
        QCOMPARE(doc.value(QLatin1String("zone")).toString(), QStringLiteral("Asia/Tokyo (JST)"));
        const QJsonArray events = doc.value(QLatin1String("events")).toArray();
        QStringList lines;
        for (const auto &v : events) {
            const QJsonObject e = v.toObject();
            QVERIFY2(e.value(QLatin1String("time")).toString().endsWith(QLatin1String("+09:00")),
                     qPrintable(e.value(QLatin1String("time")).toString()));
            lines << e.value(QLatin1String("time")).toString().mid(11, 8) + QLatin1Char(' ') +
                         e.value(QLatin1String("kind")).toString() + QLatin1Char(' ') +
                         e.value(QLatin1String("what")).toString();
        }
        // 14:02 UTC is 23:02 in Tokyo.
        const QStringList expected{
            u"22:05:00 alert P3 GpuIdle pending"_qs,
            u"22:41:00 alert P2 GpuMemoryPressure pending"_qs,
            u"22:44:00 alert P2 GpuMemoryPressure pending"_qs,
            u"22:49:30 alert P2 GpuMemoryPressure no longer pending"_qs,
            u"22:51:00 alert P2 GpuMemoryPressure firing"_qs,
            u"23:02:00 change deployment inference rolled out"_qs,
            u"23:02:00 annotation batch size raised to 32 on team-b"_qs,
            u"23:02:15 alert P1 InferenceLatencyP95 pending"_qs,
            u"23:05:00 alert P3 GpuIdle firing"_qs,
            u"23:05:15 alert P1 InferenceLatencyP95 firing"_qs,
            u"23:06:30 operator acknowledged"_qs,
            u"23:12:00 runbook runbook started"_qs,
            u"23:20:00 annotation rollback of inference-server 2.3"_qs,
            u"23:27:45 alert P1 InferenceLatencyP95 resolved"_qs,
            u"23:33:00 alert P2 GpuMemoryPressure resolved"_qs,
        };
        QCOMPARE(lines, expected);
        const QJsonObject ack = events[10].toObject();
        QCOMPARE(ack.value(QLatin1String("who")).toString(), QStringLiteral("carol"));
        QCOMPARE(ack.value(QLatin1String("subject")).toString(),
                 QStringLiteral("InferenceLatencyP95{namespace=\"team-b\"}"));
        QCOMPARE(ack.value(QLatin1String("detail")).toString(),
                 QStringLiteral("looking at team-b"));
        // An annotation on a lane is about that lane.
        QCOMPARE(events[6].toObject().value(QLatin1String("subject")).toString(),
                 QStringLiteral("GPU memory used"));
        QCOMPARE(events[12].toObject().value(QLatin1String("until")).toString(),
                 QStringLiteral("2024-05-14T23:30:00+09:00"));
        QVERIFY(events[0].toObject().value(QLatin1String("until")).isNull());

        // Markdown (the default) in UTC, for people.
        r = timeline({path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("## Timeline: ") + snap.title), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Times in UTC.")));
        QVERIFY2(r.out.contains(QStringLiteral("| 2024-05-14 14:06:30 | acknowledged | "
                                               "InferenceLatencyP95{namespace=\"team-b\"} | by "
                                               "carol: looking at team-b |")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral(
            "| 2024-05-14 14:20:00 – 14:30:00 | rollback of inference-server 2.3 |  | by bob |")));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 4 + 2 + 15);

        // CSV: a header and one row per event; the zone's offset in each time.
        r = timeline({path, QStringLiteral("--format"), QStringLiteral("csv"),
                      QStringLiteral("--zone"), QStringLiteral("America/New_York")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList rows = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(rows.size(), 16);
        QCOMPARE(rows[0], QStringLiteral("time,until,kind,what,subject,who,detail"));
        QVERIFY2(rows[1].startsWith(QStringLiteral("2024-05-14T09:05:00-04:00,,alert,")),
                 qPrintable(rows[1]));

        // What cannot be done says so on one line and prints nothing.
        QFile junk(m_dir.filePath(QStringLiteral("junk-timeline.fsnap")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(8192, 'x'));
        junk.close();
        const QList<QStringList> bad = {
            {},
            {path, QStringLiteral("--zone"), QStringLiteral("Mars/Olympus_Mons")},
            {path, QStringLiteral("--format"), QStringLiteral("pdf")},
            {junk.fileName()},
            {m_dir.filePath(QStringLiteral("missing.fsnap"))},
        };
        for (const QStringList &args : bad) {
            const Run b = timeline(args);
            QVERIFY2(b.exitCode == 2,
                     qPrintable(args.join(QLatin1Char(' ')) + QLatin1Char(' ') + b.err));
            QVERIFY2(oneLine(b.err, QStringLiteral("timeline")), qPrintable(b.err));
            QVERIFY(b.out.isEmpty());
        }
        QVERIFY(timeline({path, QStringLiteral("--zone"), QStringLiteral("Mars/Olympus_Mons")})
                    .err.contains(QStringLiteral("IANA")));
    }

    // A rule that fires on many GPUs at once is one Markdown row naming three
    // of them, even with another rule's transition at the same moment; JSON
    // keeps one event per alert.
    void oneRowForOneRuleOnManyTargets()
    {
        Snapshot snap = IncidentSnapshot::make();
        snap.alerts.clear();
        snap.annotations.clear();
        snap.audit.clear();
        const qint64 t = IncidentSnapshot::at(14, 10);
        for (int g = 0; g < 6; ++g) {
            AlertInstance idle;
            idle.rule = QStringLiteral("GpuIdle");
            idle.tier = AlertTier::P3;
            idle.labels = IncidentSnapshot::labels(
                {{"Hostname", QStringLiteral("n%1").arg(g % 2)}, {"gpu", QString::number(g)}});
            idle.pendingAtMs = t - 3'600'000;
            idle.firingAtMs = t;
            snap.alerts.push_back(idle);
            if (g == 2) { // another rule's transition in between
                AlertInstance mem = idle;
                mem.rule = QStringLiteral("GpuMemoryPressure");
                mem.tier = AlertTier::P2;
                snap.alerts.push_back(mem);
            }
        }
        const QString path = m_dir.filePath(QStringLiteral("many.fsnap"));
        QVERIFY(SnapshotFile::write(snap, path));
        Run r = timeline({path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QStringLiteral("GpuIdle firing")), 1);
        QVERIFY2(
            r.out.contains(QStringLiteral("| P3 GpuIdle firing (6 alerts) | n0 GPU 0, n0 GPU 2, "
                                          "n0 GPU 4 and 3 more |")),
            qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral("P2 GpuMemoryPressure firing")), 1);
        r = timeline({path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                     .object()
                     .value(QLatin1String("events"))
                     .toArray()
                     .size(),
                 14);
    }

    void anEmptyIncidentSaysSo()
    {
        Snapshot quiet = IncidentSnapshot::make();
        quiet.alerts.clear();
        quiet.annotations.clear();
        quiet.audit.clear();
        const QString path = m_dir.filePath(QStringLiteral("quiet.fsnap"));
        QVERIFY(SnapshotFile::write(quiet, path));
        const Run r = timeline({path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Nothing happened")), qPrintable(r.out));
    }

  private:
    QTemporaryDir m_dir;
    QString m_snapshot;
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
