// fleetscope-cli report as scripts run it: a snapshot file written by
// SnapshotFile in, a PDF (read back with poppler's pdftotext) and a PNG out,
// on a machine without a display, and the exit codes of everything that can
// go wrong.
#include "incidentsnapshot.h"
#include "snapshotfile.h"

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
Run report(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEETSCOPE_CLI_BIN), QStringList{QStringLiteral("report")} + args);
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

QString pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext not found: install the Debian package poppler-utils (tools/dev deps "
               "does)");
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60'000);
    return QString::fromUtf8(p.readAllStandardOutput());
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
bool oneLine(const QString &err)
{
    return err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1 &&
           err.startsWith(QStringLiteral("fleetscope-cli report: "));
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
        const QString text = pdfText(pdf);
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

  private:
    QTemporaryDir m_dir;
    QString m_snapshot;
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
