// The postmortem report on the offscreen platform: the PDF read back with
// poppler's pdfinfo/pdftotext, the PNG checked pixel by pixel, and the
// errors a user can run into.
#include "incidentsnapshot.h"
#include "lanechartpainter.h"
#include "reportwriter.h"

#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
// Reading the PDF back is the point of the test: a missing tool is a
// failure that names the package, never a skip.
QString popplerTool(const char *name)
{
    const QString path = QStandardPaths::findExecutable(QLatin1String(name));
    if (path.isEmpty())
        qFatal("%s not found: install the Debian package poppler-utils (tools/dev deps does)",
               name);
    return path;
}

QByteArray run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QByteArray("FAILED: ") + p.readAllStandardError();
    return p.readAllStandardOutput();
}

int pageCount(const QString &pdf)
{
    const QString info = QString::fromUtf8(run(popplerTool("pdfinfo"), {pdf}));
    const auto m = QRegularExpression(QStringLiteral(R"x(Pages:\s+(\d+))x")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The PDF's text with runs of whitespace (line wraps, table gaps) as one space.
QString pdfText(const QString &pdf, int page = 0)
{
    QStringList args;
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    args << pdf << QStringLiteral("-");
    return QString::fromUtf8(run(popplerTool("pdftotext"), args)).simplified();
}

// The PDF's text laid out as on the page: one table row per line.
QString pdfLayout(const QString &pdf)
{
    return QString::fromUtf8(
        run(popplerTool("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}));
}

// A line holding these cells in this order.
bool hasRow(const QString &layout, const QStringList &cells)
{
    QStringList escaped;
    for (const QString &c : cells)
        escaped << QRegularExpression::escape(c);
    const QRegularExpression row(escaped.join(QStringLiteral(R"x(\s+)x")));
    for (const QString &line : layout.split(QLatin1Char('\n')))
        if (row.match(line).hasMatch())
            return true;
    return false;
}

// Pixels of the aggregate line (near black) and of anything coloured inside
// a plot, the frame excluded.
struct Ink
{
    int dark = 0;
    int colour = 0;
};
Ink inkIn(const QImage &image, const QRectF &plot)
{
    Ink ink;
    const QRect r = plot.toRect().adjusted(3, 3, -3, -3);
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.value() < 70)
                ++ink.dark;
            if (c.hsvSaturation() > 50)
                ++ink.colour;
        }
    return ink;
}
} // namespace

class TestReport : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_snapshot = IncidentSnapshot::make();
        QCOMPARE(m_snapshot.dashboard.lanes.size(), std::size_t(3));
        QVERIFY(m_snapshot.sampleCount() > 10'000);
        // Fail now, with the package name, rather than in the middle.
        popplerTool("pdfinfo");
        popplerTool("pdftotext");
        popplerTool("pdfimages");
    }

    void pdfHoldsTheWholeIncident()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("incident.pdf"));
        const auto written = ReportWriter::writePdf(m_snapshot, pdf);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        // Title page with the lanes, then the tables.
        QVERIFY2(pageCount(pdf) >= 2, qPrintable(QString::number(pageCount(pdf))));
        // Vector charts: not one raster image anywhere in the file.
        const QStringList images =
            QString::fromUtf8(run(popplerTool("pdfimages"), {QStringLiteral("-list"), pdf}))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(images.size(), 2); // the listing's two header lines
        const QString text = pdfText(pdf);
        const QString first = pdfText(pdf, 1);
        QVERIFY2(first.contains(QStringLiteral("Batch-size incident, team-b inference")),
                 qPrintable(first));
        QVERIFY(first.contains(QStringLiteral("2024-05-14 13:00:00 – 15:00:00 UTC (2 h)")));
        QVERIFY(first.contains(QStringLiteral("Time range (local)")));
        QVERIFY(first.contains(QStringLiteral("alice")));
        QVERIFY(first.contains(QStringLiteral("prom (prometheus)")));
        // Lane titles with their units, on the first page like the app shows them.
        QVERIFY(first.contains(QStringLiteral("GPU memory used (%)")));
        QVERIFY(first.contains(QStringLiteral("P95 inference latency (s)")));
        QVERIFY(first.contains(QStringLiteral("Inference pods available")));
        // Round axis labels and the threshold's name.
        QVERIFY(first.contains(QStringLiteral("14:00")));
        QVERIFY(first.contains(QStringLiteral("85 % (P2 memory pressure)")));
        // The annotation's text beside its mark.
        QVERIFY(first.contains(QStringLiteral("batch size raised to 32 on team-b")));

        // The alert timeline, one table row per instance: rule, tier, target,
        // pending, firing, resolved, duration.
        const QString layout = pdfLayout(pdf);
        QVERIFY(text.contains(QStringLiteral("Alert timeline")));
        QVERIFY(text.contains(QStringLiteral("All times in the tables are UTC on 2024-05-14.")));
        QVERIFY2(hasRow(layout, {QStringLiteral("Rule"), QStringLiteral("Tier"),
                                 QStringLiteral("Target and labels"), QStringLiteral("Pending"),
                                 QStringLiteral("Firing"), QStringLiteral("Resolved"),
                                 QStringLiteral("Duration")}),
                 qPrintable(layout));
        QVERIFY(hasRow(layout, {QStringLiteral("InferenceLatencyP95"), QStringLiteral("▲ P1"),
                                QStringLiteral("team-b"), QStringLiteral("14:02:15"),
                                QStringLiteral("14:05:15"), QStringLiteral("14:27:45"),
                                QStringLiteral("22 min")}));
        QVERIFY(hasRow(layout, {QStringLiteral("GpuMemoryPressure"), QStringLiteral("● P2"),
                                QStringLiteral("team-b · n3 GPU 2"), QStringLiteral("13:41:00"),
                                QStringLiteral("13:51:00"), QStringLiteral("14:33:00"),
                                QStringLiteral("42 min")}));
        // A pending that never fired, and a P3 still open at the end.
        QVERIFY(hasRow(layout, {QStringLiteral("GpuMemoryPressure"), QStringLiteral("● P2"),
                                QStringLiteral("team-b · n3 GPU 3"), QStringLiteral("13:44:00"),
                                QStringLiteral("—"), QStringLiteral("13:49:30"),
                                QStringLiteral("5 min 30 s")}));
        QVERIFY(hasRow(layout, {QStringLiteral("never fired"), QStringLiteral("pending ended"),
                                QStringLiteral("pending")}));
        QVERIFY(hasRow(layout, {QStringLiteral("GpuIdle"), QStringLiteral("○ P3"),
                                QStringLiteral("n4 GPU 0"), QStringLiteral("13:05:00"),
                                QStringLiteral("14:05:00"), QStringLiteral("open"),
                                QStringLiteral("≥ 55 min")}));
        // Labels a person acts on, not the exporter's bookkeeping.
        QVERIFY(text.contains(QStringLiteral("nodepool=gpua100")));
        for (const char *noise :
             {"GPU-3f2a9c1e", "00000002:00:00.0", "dcgm-exporter", "A100-SXM4", "severity="})
            QVERIFY2(!text.contains(QLatin1String(noise)), noise);
        // The incident in time order, then the P3 digest.
        QVERIFY(layout.indexOf(QStringLiteral("13:41:00")) <
                layout.indexOf(QStringLiteral("14:02:15")));
        QVERIFY(layout.indexOf(QStringLiteral("InferenceLatencyP95")) <
                layout.indexOf(QStringLiteral("P3 digest: 1 alert instances")));
        QVERIFY(layout.indexOf(QStringLiteral("P3 digest")) <
                layout.indexOf(QStringLiteral("GpuIdle")));

        QVERIFY(text.contains(QStringLiteral("Annotations")));
        QVERIFY(hasRow(layout, {QStringLiteral("14:02:00"),
                                QStringLiteral("batch size raised to 32 on team-b"),
                                QStringLiteral("alice")}));
        QVERIFY(hasRow(layout, {QStringLiteral("14:20:00 – 14:30:00"),
                                QStringLiteral("rollback of inference-server 2.3"),
                                QStringLiteral("bob")}));
        QVERIFY(text.contains(QStringLiteral("Runbook and operator actions")));
        QVERIFY(hasRow(
            layout, {QStringLiteral("14:06:30"), QStringLiteral("carol"), QStringLiteral("ack")}));
        QVERIFY(text.contains(QStringLiteral("looking at team-b")));
        QVERIFY(hasRow(layout, {QStringLiteral("14:12:00"), QStringLiteral("carol"),
                                QStringLiteral("runbook"), QStringLiteral("halve-batch-size"),
                                QStringLiteral("kubectl -n team-b set env deploy/inference")}));
        QVERIFY(text.contains(QStringLiteral("Notes")));
        QVERIFY(text.contains(QStringLiteral("Root cause: a batch size of 32 left no memory "
                                             "headroom on the A100 40 GB nodes")));
    }

    void longAlertTableSpansPages()
    {
        // A fleet-wide P3 digest: one idle alert per GPU of a large fleet.
        Snapshot s = m_snapshot;
        for (int i = 0; i < 90; ++i) {
            AlertInstance a;
            a.rule = QStringLiteral("GpuIdle");
            a.tier = AlertTier::P3;
            a.labels = IncidentSnapshot::labels({{"Hostname", QStringLiteral("idle-%1").arg(i)},
                                                 {"gpu", QString::number(i % 8)},
                                                 {"severity", QStringLiteral("info")}});
            a.pendingAtMs = IncidentSnapshot::at(13, 1) + i * 1000;
            a.firingAtMs = a.pendingAtMs + 3'600'000;
            s.alerts.push_back(a);
        }
        // One that began the evening before: every table time then carries
        // its date.
        AlertInstance early = s.alerts.front();
        early.pendingAtMs = IncidentSnapshot::at(13, 0) - 14 * 3'600'000;
        s.alerts.push_back(early);
        const QString pdf = m_dir.filePath(QStringLiteral("long.pdf"));
        const auto written = ReportWriter::writePdf(s, pdf);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        const int pages = pageCount(pdf);
        QVERIFY2(pages >= 4, qPrintable(QString::number(pages)));
        const QString text = pdfText(pdf);
        const QString layout = pdfLayout(pdf);
        // Date and time wrap to two lines in their cells.
        QVERIFY(hasRow(layout, {QStringLiteral("GpuIdle"), QStringLiteral("○ P3"),
                                QStringLiteral("idle-0 GPU 0"), QStringLiteral("2024-05-14"),
                                QStringLiteral("2024-05-14"), QStringLiteral("open")}));
        QVERIFY(hasRow(layout, {QStringLiteral("13:01:00"), QStringLiteral("14:01:00")}));
        // Date and time wrap to two lines in their cells.
        QVERIFY(hasRow(layout, {QStringLiteral("GpuIdle"), QStringLiteral("○ P3"),
                                QStringLiteral("idle-89 GPU 1"), QStringLiteral("2024-05-14"),
                                QStringLiteral("2024-05-14"), QStringLiteral("open")}));
        QVERIFY(hasRow(layout, {QStringLiteral("13:02:29"), QStringLiteral("14:02:29")}));
        // The header is repeated on every page the table continues on.
        QVERIFY2(layout.count(
                     QRegularExpression(QStringLiteral(R"x(Pending\s+Firing\s+Resolved)x"))) >= 2,
                 qPrintable(layout));
        QVERIFY(layout.contains(QStringLiteral("2024-05-13")));
        QVERIFY(!layout.contains(QStringLiteral("All times in the tables are UTC on")));
        // Nothing after the table was lost.
        QVERIFY(text.contains(QStringLiteral("Root cause")));
        QVERIFY(pdfText(pdf, pages).contains(QStringLiteral("page %1").arg(pages)));
    }

    void simultaneousAlertsShareARow()
    {
        // Two GPUs crossing the threshold together are one event in the table.
        Snapshot s = m_snapshot;
        for (const char *gpu : {"0", "1"}) {
            AlertInstance a;
            a.rule = QStringLiteral("GpuMemoryPressure");
            a.tier = AlertTier::P2;
            a.labels = IncidentSnapshot::labels(
                {{"Hostname", QStringLiteral("n3")},
                 {"UUID", QStringLiteral("GPU-%1").arg(QLatin1String(gpu))},
                 {"gpu", QLatin1String(gpu)},
                 {"namespace", QStringLiteral("team-b")},
                 {"nodepool", QStringLiteral("gpua100")}});
            a.pendingAtMs = IncidentSnapshot::at(13, 45, 30);
            a.firingAtMs = IncidentSnapshot::at(13, 55, 30);
            a.resolvedAtMs = IncidentSnapshot::at(14, 31);
            s.alerts.push_back(a);
        }
        const QString pdf = m_dir.filePath(QStringLiteral("grouped.pdf"));
        QVERIFY(ReportWriter::writePdf(s, pdf));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("×2 in team-b: n3 GPU 0, n3 GPU 1")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("nodepool=gpua100")));
        // The namespace is named once, in the text, not again as a label.
        QVERIFY(!text.contains(QStringLiteral("namespace=team-b")));
        const QString layout = pdfLayout(pdf);
        QCOMPARE(layout.count(QStringLiteral("13:45:30")), 1);
        // One row: rule, tier, the targets' first line, then the times.
        QVERIFY(QRegularExpression(QStringLiteral(R"x(GpuMemoryPressure\s+● P2\s+×2 .*)x"
                                                  R"x(13:45:30\s+13:55:30\s+14:31:00\s+35 min)x"))
                    .match(layout)
                    .hasMatch());
    }

    void bandsGoToTheLanesThatReadTheAlertsMetrics()
    {
        const auto lanes = LaneChartPainter::forSnapshot(m_snapshot);
        QCOMPARE(lanes.size(), std::size_t(3));
        auto tiers = [](const LaneChartPainter &l) {
            QSet<int> t;
            for (const AlertBand &b : l.alertBands())
                t.insert(int(b.tier));
            return t;
        };
        // Memory pressure reads DCGM_FI_DEV_FB_*; latency the request histogram;
        // GpuIdle reads utilisation, which no lane shows.
        QCOMPARE(tiers(lanes[0]), QSet<int>{2});
        QCOMPARE(tiers(lanes[1]), QSet<int>{1});
        QVERIFY(lanes[2].alertBands().empty());
        // Pending, then firing, for the P1.
        QCOMPARE(lanes[1].alertBands().size(), std::size_t(2));
        QCOMPARE(lanes[1].alertBands().front().fromMs, IncidentSnapshot::at(14, 2, 15));
        QCOMPARE(lanes[1].alertBands().back().toMs, IncidentSnapshot::at(14, 27, 45));

        // Without the rules, an alert cannot be placed and shows on every lane.
        Snapshot bare = m_snapshot;
        bare.rulesYaml.clear();
        for (const LaneChartPainter &l : LaneChartPainter::forSnapshot(bare))
            QCOMPARE(tiers(l), (QSet<int>{1, 2, 3}));
    }

    void pngHasTheSizeAndEveryLaneDrawn()
    {
        const QString png = m_dir.filePath(QStringLiteral("lanes.png"));
        const QSize size(1400, 900);
        const auto written = ReportWriter::writePng(m_snapshot, png, size);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        const QImage image(png);
        QCOMPARE(image.size(), size);

        std::vector<QRectF> plots;
        const auto rendered = ReportWriter::renderLanes(m_snapshot, size, &plots);
        QVERIFY(rendered);
        QCOMPARE(plots.size(), std::size_t(3));
        QCOMPARE(rendered->size(), size);
        for (std::size_t i = 0; i < plots.size(); ++i) {
            QVERIFY(QRectF(image.rect()).contains(plots[i]));
            // Lanes stack on one time axis: same left and right edges.
            QCOMPARE(plots[i].left(), plots[0].left());
            QCOMPARE(plots[i].right(), plots[0].right());
            if (i > 0)
                QVERIFY(plots[i].top() > plots[i - 1].bottom());
            const Ink ink = inkIn(image, plots[i]);
            QVERIFY2(ink.dark > 300,
                     qPrintable(QStringLiteral("lane %1 dark %2").arg(i).arg(ink.dark)));
            QVERIFY2(ink.colour > 300,
                     qPrintable(QStringLiteral("lane %1 colour %2").arg(i).arg(ink.colour)));
        }
        // The P1 band is painted under the latency lane, at its time.
        const QRectF lat = plots[1];
        const double f = double(IncidentSnapshot::at(14, 15) - m_snapshot.fromMs) /
                         double(m_snapshot.toMs - m_snapshot.fromMs);
        const QColor band = image.pixelColor(int(lat.left() + f * lat.width()), int(lat.top() + 6));
        QVERIFY2(band.red() > band.green() + 10 && band.red() > band.blue() + 10,
                 qPrintable(band.name()));
    }

    void gapsAreBreaksNotLines()
    {
        // One series, no sample in the middle third: nothing may be drawn there.
        Snapshot s = m_snapshot;
        s.dashboard.lanes.resize(1);
        s.dashboard.lanes[0].thresholds.clear();
        s.alerts.clear();
        s.annotations.clear();
        s.queries.resize(1);
        s.queries[0].data = IncidentSnapshot::makeSet(
            {IncidentSnapshot::labels({{"gpu", QStringLiteral("0")}})}, s.fromMs, s.toMs, 15'000,
            [](std::size_t, double m) { return 20 + m / 4; },
            [](std::size_t, double m) { return m >= 40 && m < 80; });
        const auto lanes = LaneChartPainter::forSnapshot(s);
        QImage image(1000, 300, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        LaneChartPainter::Options o;
        lanes[0].paint(p, QRectF(image.rect()), o);
        p.end();
        const QRectF plot = lanes[0].plotRect(&image, QRectF(image.rect()), o);
        auto darkInColumn = [&](double minutes) {
            const int x = int(plot.left() + minutes / 120.0 * plot.width());
            int n = 0;
            for (int y = int(plot.top()) + 3; y < int(plot.bottom()) - 3; ++y)
                n += image.pixelColor(x, y).value() < 90 ? 1 : 0;
            return n;
        };
        QVERIFY(darkInColumn(20) > 0);
        QCOMPARE(darkInColumn(60), 0);
        QVERIFY(darkInColumn(100) > 0);
    }

    void explainAnswerIsPrinted()
    {
        // An answer the snapshot kept: the report lists it after the annotations.
        Snapshot s = m_snapshot;
        s.explainJson = R"json({"lane":"P95 inference latency",
            "window":{"from":"2024-05-14T14:10:00Z","to":"2024-05-14T14:20:00Z"},
            "baseline":{"from":"2024-05-14T13:30:00Z","to":"2024-05-14T14:10:00Z"},
            "where":[{"label":"namespace","value":"team-b","score":0.93,"share":0.99}],
            "metrics":[{"metric":"container_cpu_cfs_throttled_periods_total","direction":"up",
                        "score":0.88,"where":[{"label":"pod","value":"summarize-7"}]}],
            "events":[{"time":"2024-05-14T14:02:00Z","kind":"rollout",
                       "text":"team-b/summarize: rollout (generation 4)","labels":{}}]})json";
        const QString pdf = m_dir.filePath(QStringLiteral("explained.pdf"));
        QVERIFY(ReportWriter::writePdf(s, pdf, QTimeZone::utc()));
        const QString layout = pdfLayout(pdf);
        QVERIFY2(layout.contains(QStringLiteral("Explain")), qPrintable(layout));
        QVERIFY(hasRow(layout, {QStringLiteral("namespace = team-b"), QStringLiteral("99 %")}));
        QVERIFY(hasRow(layout, {QStringLiteral("container_cpu_cfs_throttled_periods_total"),
                                QStringLiteral("up"), QStringLiteral("0.88")}));
        QVERIFY(hasRow(layout, {QStringLiteral("14:02:00"),
                                QStringLiteral("team-b/summarize: rollout (generation 4)")}));
        // A snapshot without an answer has no such section.
        QVERIFY(!pdfText(m_dir.filePath(QStringLiteral("incident.pdf")))
                     .contains(QStringLiteral("What else changed")));
    }

    void errorsAreClear()
    {
        const QString dir = m_dir.filePath(QStringLiteral("missing-dir"));
        auto pdf = ReportWriter::writePdf(m_snapshot, dir + QStringLiteral("/r.pdf"));
        QVERIFY(!pdf);
        QVERIFY2(pdf.error().startsWith(QStringLiteral("cannot write ")) &&
                     pdf.error().contains(QStringLiteral("missing-dir/r.pdf")),
                 qPrintable(pdf.error()));
        auto png = ReportWriter::writePng(m_snapshot, dir + QStringLiteral("/r.png"), {800, 600});
        QVERIFY(!png);
        QVERIFY(png.error().contains(QStringLiteral("missing-dir/r.png")));
        // A directory is not a file either, even for root.
        QVERIFY(!ReportWriter::writePdf(m_snapshot, m_dir.path()));
        QVERIFY(!QFileInfo::exists(dir));

        QCOMPARE(
            ReportWriter::writePdf(Snapshot{}, m_dir.filePath(QStringLiteral("e.pdf"))).error(),
            QStringLiteral("the snapshot has no lanes to draw"));
        Snapshot noData = m_snapshot;
        noData.queries.clear();
        QCOMPARE(ReportWriter::writePng(noData, m_dir.filePath(QStringLiteral("e.png")), {800, 600})
                     .error(),
                 QStringLiteral("the snapshot holds no samples"));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("e.pdf"))));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("e.png"))));
        QVERIFY(!ReportWriter::renderLanes(m_snapshot, {10, 10}));
    }

  private:
    QTemporaryDir m_dir;
    Snapshot m_snapshot;
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
