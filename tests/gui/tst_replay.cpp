#include "alertboard.h"
#include "alertcenter.h"
#include "alertdocks.h"
#include "alertevaluator.h"
#include "annotationdialog.h"
#include "backtestdialog.h"
#include "fakeprometheus.h"
#include "isolatedsettings.h"
#include "lanemodel.h"
#include "lanepalette.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "pdftext.h"
#include "replaybar.h"
#include "replayclock.h"
#include "replaycontroller.h"
#include "reportwriter.h"
#include "snapshotactions.h"
#include "snapshotfile.h"
#include "timecursor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr qint64 kMin = 60'000;
constexpr qint64 kT0 = 1'790'000'000'000 / kMin * kMin;

// Memory of four GPUs over an hour at 15 s; team-b's GPU 2 climbs past 85 %
// from minute 10 to minute 40, with a gap (a missed scrape) at minute 5.
SeriesSet memory()
{
    SeriesSet s;
    for (qint64 t = kT0; t <= kT0 + 60 * kMin; t += 15'000)
        s.timesMs.push_back(t);
    for (int g = 0; g < 4; ++g) {
        Series ser;
        ser.labels = Labels({{QStringLiteral("namespace"),
                              g == 2 ? QStringLiteral("team-b") : QStringLiteral("team-a")},
                             {QStringLiteral("Hostname"), QStringLiteral("n1")},
                             {QStringLiteral("gpu"), QString::number(g)}});
        ser.values.resize(s.timesMs.size());
        ser.present.resize(s.timesMs.size());
        for (std::size_t i = 0; i < s.timesMs.size(); ++i) {
            const qint64 m = (s.timesMs[i] - kT0) / kMin;
            ser.values.cell(i) = (g == 2 && m >= 10 && m < 40) ? 91.5 : 50 + g;
            if (m != 5)
                ser.present.set(i);
        }
        s.series.push_back(std::move(ser));
    }
    return s;
}

AlertRule memoryRule()
{
    AlertRule r;
    r.name = QStringLiteral("GpuMemoryPressure");
    r.expr = QStringLiteral("gpu_memory_used_percent > 85");
    r.forMs = 10 * kMin;
    r.labels.insert(QStringLiteral("severity"), QStringLiteral("warning"));
    return r;
}

// What `expr` returned at each evaluation, up to `untilMs`: the series above 85.
SeriesSet exprUntil(qint64 untilMs)
{
    SeriesSet out = memory();
    out.series = {out.series[2]};
    Series &s = out.series.front();
    for (std::size_t i = 0; i < out.timesMs.size(); ++i)
        if (out.timesMs[i] > untilMs || s.values[i] <= 85)
            s.present.reset(i);
    return out;
}

Snapshot incident()
{
    Snapshot s;
    s.title = QStringLiteral("Batch size incident");
    s.fromMs = kT0;
    s.toMs = kT0 + 60 * kMin;
    s.capturedAtMs = kT0 + 2 * 60 * kMin;
    s.capturedBy = QStringLiteral("oncall");
    s.dashboardJson = R"x({"title":"Incident","range":"1h","lanes":[
      {"id":"mem","title":"GPU memory used","unit":"percent","queries":[{"source":"prom","promql":"gpu_memory_used_percent"}]},
      {"id":"pods","title":"Pods","unit":"count","queries":[{"source":"prom","promql":"kube_pods"}]}]})x";
    s.dashboard = *Dashboard::fromJson(s.dashboardJson);
    s.sources = {{QStringLiteral("prom"), QStringLiteral("prometheus"),
                  QStringLiteral("http://127.0.0.1:9090")}};
    SnapshotQuery mem;
    mem.laneId = QStringLiteral("mem");
    mem.spec = s.dashboard.lanes[0].queries[0];
    mem.stepMs = 15'000;
    mem.data = memory();
    SnapshotQuery pods = mem;
    pods.laneId = QStringLiteral("pods");
    pods.spec = s.dashboard.lanes[1].queries[0];
    s.queries = {mem, pods};
    s.rulesYaml = "groups:\n  - name: g\n    rules:\n      - alert: GpuMemoryPressure\n"
                  "        expr: gpu_memory_used_percent > 85\n        for: 10m\n"
                  "        labels: {severity: warning}\n";
    s.alerts = AlertEvaluator::evaluate(memoryRule(), exprUntil(s.toMs), {kT0, s.toMs, kMin});
    // What the rule read, for a backtest offline: its operand, unfiltered.
    s.ruleSeries = {{0, memoryRule().name, memoryRule().expr,
                     QStringLiteral("gpu_memory_used_percent"), QStringLiteral(">"),
                     QStringLiteral("85"), kT0, s.toMs, kMin, memory()}};
    Annotation a;
    a.fromMs = a.toMs = kT0 + 12 * kMin;
    a.text = QStringLiteral("batch size raised to 32");
    a.author = QStringLiteral("oncall");
    s.annotations = {a};
    // A rollout a minute before the memory climbs.
    s.changes = {{kT0 + 9 * kMin, QStringLiteral("rollout"),
                  QStringLiteral("team-b/inference: rollout (generation 4)"),
                  Labels({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                          {QStringLiteral("deployment"), QStringLiteral("inference")}})}};
    return s;
}
} // namespace

class TestReplay : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(QStringLiteral("tst_replay"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        QSettings().clear();
        m_path = m_dir.filePath(QStringLiteral("incident.fsnap"));
        QFile::remove(m_path);
        const auto written = SnapshotFile::write(incident(), m_path);
        QVERIFY2(written, written ? "" : qPrintable(written.error()));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openSnapshot(m_path, false));
    }
    void cleanup() { m_window.reset(); }

    void opensOfflineInReplayMode()
    {
        LiveWorkspace *ws = m_window->workspace();
        QVERIFY(ws->isReplay());
        QVERIFY(ws->sources().sources.empty()); // nothing to fetch from
        QCOMPARE(m_window->lanes()->laneCount(), 2);
        QCOMPARE(ws->cursor()->fromMs(), kT0);
        QCOMPARE(ws->cursor()->toMs(), kT0 + 60 * kMin);
        QVERIFY(!ws->cursor()->followsLive());
        QVERIFY(m_window->replay()->bar()->isVisibleTo(m_window.get()));
        QVERIFY(m_window->windowTitle().contains(QLatin1String("Replay")));
    }

    void alertPaneShowsTheStateAtTheCursor_data()
    {
        QTest::addColumn<int>("minute");
        for (int m : {5, 10, 15, 20, 25, 39, 40, 41, 55})
            QTest::addRow("minute %d", m) << m;
    }
    void alertPaneShowsTheStateAtTheCursor()
    {
        QFETCH(int, minute);
        const qint64 t = kT0 + minute * kMin;
        m_window->replay()->clock()->seek(t);
        // What the evaluator says when it only knows the data up to t.
        std::vector<AlertInstance> then =
            AlertEvaluator::evaluate(memoryRule(), exprUntil(t), {kT0, t, kMin});
        QStringList expected;
        for (const auto &a : then)
            if (a.isOpen())
                expected << QStringLiteral("%1 %2").arg(
                    a.firingAtMs ? QStringLiteral("firing") : QStringLiteral("pending"),
                    QString::number((a.pendingAtMs - kT0) / kMin));
        QStringList shown;
        const AlertBoard &b = m_window->alerts()->center()->board();
        for (const auto &g : b.groups)
            for (const auto &r : g.rows)
                shown << QStringLiteral("%1 %2").arg(r.state == AlertState::Firing
                                                         ? QStringLiteral("firing")
                                                         : QStringLiteral("pending"),
                                                     QString::number((r.activeAtMs - kT0) / kMin));
        QCOMPARE(shown, expected);
        // Resolved ones are history, as of the cursor.
        if (minute >= 40)
            QCOMPARE(b.history.size(), std::size_t(1));
        else
            QVERIFY(b.history.empty());
    }

    // What the lane draws ends at the cursor; the data behind it is the
    // whole snapshot, shared, never cut into a copy on a tick.
    void lanesShowWhatWasKnownAtTheCursor()
    {
        LiveWorkspace *ws = m_window->workspace();
        ReplayClock *clock = m_window->replay()->clock();
        LaneModel *lane = m_window->lanes()->lane(0)->model();
        auto drawnUntil = [lane] {
            const QList<QPointF> &line = lane->frame().aggregate;
            return line.isEmpty() ? qint64(0) : qint64(line.back().x());
        };
        const std::shared_ptr<const SeriesSet> data = ws->laneData(0);
        clock->seek(kT0 + 20 * kMin);
        QTRY_COMPARE(drawnUntil(), kT0 + 20 * kMin);
        QCOMPARE(*ws->cursor()->crosshairMs(), kT0 + 20 * kMin);
        QVERIFY(lane->valuesAt(kT0 + 30 * kMin).valid == false);
        clock->stepSamples(1);
        QCOMPARE(clock->position(), kT0 + 20 * kMin + 15'000);
        QTRY_COMPARE(drawnUntil(), kT0 + 20 * kMin + 15'000);
        clock->stepSamples(-2);
        QCOMPARE(clock->position(), kT0 + 20 * kMin - 15'000);
        QTRY_COMPARE(drawnUntil(), kT0 + 20 * kMin - 15'000);
        // The ticks swapped no data in.
        QCOMPARE(ws->laneData(0).get(), data.get());
        QCOMPARE(data->sampleCount(), memory().sampleCount());
        // "Show all": everything, the cursor only a line.
        m_window->replay()->bar()->findChild<QCheckBox *>()->setChecked(true);
        QTRY_COMPARE(drawnUntil(), kT0 + 60 * kMin);
        QVERIFY(lane->valuesAt(kT0 + 30 * kMin).valid);
    }

    void stepsFromMomentToMoment()
    {
        ReplayClock *clock = m_window->replay()->clock();
        clock->seek(kT0);
        QStringList stops;
        for (int i = 0; i < 6; ++i) {
            clock->nextMoment();
            stops << QString::number((clock->position() - kT0) / kMin);
        }
        // The rollout, pending, the annotation, firing, resolved; then it
        // stays at the last.
        QCOMPARE(stops,
                 (QStringList{QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("12"),
                              QStringLiteral("20"), QStringLiteral("40"), QStringLiteral("40")}));
        clock->previousMoment();
        QCOMPARE(clock->position(), kT0 + 20 * kMin);
        QCOMPARE(m_window->replay()->bar()->ticks().size(), std::size_t(5));
        // The snapshot's change is marked on every lane, offline.
        for (int l = 0; l < 2; ++l) {
            bool marked = false;
            for (const TimeMark &m : m_window->lanes()->lane(l)->timeMarks())
                marked = marked || (m.change && m.tMs == kT0 + 9 * kMin &&
                                    m.text.contains(QLatin1String("rollout (generation 4)")));
            QVERIFY(marked);
        }
    }

    void theBarReadsTimesInTheLanesZone()
    {
        ReplayClock *clock = m_window->replay()->clock();
        TimeCursor *cursor = m_window->workspace()->cursor();
        clock->seek(kT0 + 20 * kMin);
        const QString format = QStringLiteral("yyyy-MM-dd HH:mm:ss");
        cursor->setUtc(true);
        QCOMPARE(m_window->replay()->bar()->positionText(),
                 QDateTime::fromMSecsSinceEpoch(kT0 + 20 * kMin, Qt::UTC).toString(format) +
                     QStringLiteral(" UTC"));
        cursor->setUtc(false);
        QCOMPARE(m_window->replay()->bar()->positionText(),
                 QDateTime::fromMSecsSinceEpoch(kT0 + 20 * kMin, Qt::LocalTime).toString(format) +
                     QLatin1Char(' ') + cursor->zoneLabel(kT0 + 20 * kMin));
    }

    void playsAtTheChosenSpeed()
    {
        ReplayClock *clock = m_window->replay()->clock();
        clock->seek(kT0);
        clock->setSpeed(300);
        clock->play();
        QVERIFY(clock->isPlaying());
        // At 300x a minute of incident passes in 0.2 s of wall time.
        QTRY_VERIFY_WITH_TIMEOUT(clock->position() >= kT0 + kMin, 5000);
        clock->pause();
        const qint64 at = clock->position();
        QSignalSpy moved(clock, &ReplayClock::positionChanged);
        // A clock started after the pause: by its third frame, a frame of the
        // paused clock's timer would have come had it kept running.
        ReplayClock later;
        later.setIncident(kT0, kT0 + 3'600'000, kMin, {});
        QSignalSpy frames(&later, &ReplayClock::positionChanged);
        later.play();
        QTRY_VERIFY_WITH_TIMEOUT(frames.size() >= 3, 5000);
        QCOMPARE(moved.size(), 0);
        QCOMPARE(clock->position(), at);
        QVERIFY(!clock->isPlaying());
    }

    void annotationsAreSavedBackAsAdditions()
    {
        ReplayController *replay = m_window->replay();
        const auto before = SnapshotFile::read(m_path);
        QVERIFY(before);
        replay->addAnnotation(kT0 + 30 * kMin, kT0 + 35 * kMin, QStringLiteral("rolled back"));
        replay->addNote(QStringLiteral("Root cause: batch size 32 on 24 GiB GPUs."));
        QVERIFY(replay->hasUnsavedChanges());
        // The new annotation is on the time axis at once.
        bool marked = false;
        for (const auto &m : m_window->lanes()->lane(0)->timeMarks())
            marked = marked || m.text.contains(QLatin1String("rolled back"));
        QVERIFY(marked);
        QString error;
        QVERIFY2(replay->saveAnnotations(&error), qPrintable(error));
        QVERIFY(!replay->hasUnsavedChanges());
        const auto after = SnapshotFile::read(m_path);
        QVERIFY(after);
        QCOMPARE(after->annotations.size(), std::size_t(2));
        QCOMPARE(after->annotations[1].text, QStringLiteral("rolled back"));
        QCOMPARE(after->annotations[1].toMs, kT0 + 35 * kMin);
        QCOMPARE(after->notes.size(), std::size_t(1));
        // The captured data is untouched.
        QCOMPARE(after->queries.size(), before->queries.size());
        QCOMPARE(after->queries[0].data.timesMs, before->queries[0].data.timesMs);
        QCOMPARE(after->queries[0].data.series[2].values, before->queries[0].data.series[2].values);
        QCOMPARE(after->alerts.size(), before->alerts.size());
    }

    // An annotation on one lane is drawn on that lane only, and is saved
    // and read back with its lane.
    void anAnnotationBelongsToOneLaneOrToAll()
    {
        ReplayController *replay = m_window->replay();
        replay->addAnnotation(kT0 + 20 * kMin, kT0 + 20 * kMin, QStringLiteral("pods evicted"),
                              QStringLiteral("pods"));
        auto marked = [this](int lane, const QString &text) {
            for (const auto &m : m_window->lanes()->lane(lane)->timeMarks())
                if (m.text.contains(text))
                    return true;
            return false;
        };
        QVERIFY(!marked(0, QStringLiteral("pods evicted")));
        QVERIFY(marked(1, QStringLiteral("pods evicted")));
        // The snapshot's own annotation is on every lane.
        QVERIFY(marked(0, QStringLiteral("batch size raised to 32")));
        QVERIFY(marked(1, QStringLiteral("batch size raised to 32")));
        QString error;
        QVERIFY2(replay->saveAnnotations(&error), qPrintable(error));
        const auto after = SnapshotFile::read(m_path);
        QVERIFY(after);
        QCOMPARE(after->annotations.back().laneId, QStringLiteral("pods"));
        QVERIFY(after->annotations.front().laneId.isEmpty());
        // The dialog offers every lane of the snapshot, every lane first.
        AnnotationDialog dlg(kT0, kT0 - kMin, kT0 + kMin,
                             {{u"mem"_qs, u"GPU memory used"_qs}, {u"pods"_qs, u"Pods"_qs}});
        auto *lanes = dlg.findChild<QComboBox *>(QStringLiteral("annotationLane"));
        QVERIFY(lanes);
        QCOMPARE(lanes->count(), 3);
        QCOMPARE(dlg.laneId(), QString());
        dlg.setLaneId(QStringLiteral("pods"));
        QCOMPARE(lanes->currentText(), QStringLiteral("Pods"));
        QCOMPARE(dlg.laneId(), QStringLiteral("pods"));
    }

    // Pin A, pin B: every lane reads both, the difference and the time
    // between; a third click lets both go. The PDF exported then carries
    // both cursors and their readouts.
    void twoCursorsMeasureBetweenTwoMoments()
    {
        LaneView *lane = m_window->lanes()->lane(0);
        TimeCursor *cursor = m_window->workspace()->cursor();
        const int y = lane->viewport()->height() / 2;
        auto at = [&](qint64 t) { return QPoint(int(lane->xForTime(t)), y); };
        QString error;
        auto exported = [&](const QString &name) {
            const QString pdf = m_dir.filePath(name);
            return m_window->snapshots()->exportReport(pdf, &error)
                       ? pdfText(pdf).simplified()
                       : QStringLiteral("export failed: ") + error;
        };
        // Replay keeps A at its clock; that is not a measurement, and a
        // report exported now draws no cursor.
        QVERIFY(cursor->isPinned());
        QVERIFY(!cursor->isPinnedByUser());
        QVERIFY(!exported(QStringLiteral("none.pdf")).contains(QStringLiteral(" · Δ ")));
        // So the first click pins B against the replay clock, and B stays
        // while the clock moves.
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, {}, at(kT0 + 20 * kMin));
        QVERIFY(cursor->isSecondPinned());
        const qint64 b = *cursor->secondMs();
        m_window->replay()->clock()->seek(kT0 + 30 * kMin);
        QCOMPARE(*cursor->crosshairMs(), kT0 + 30 * kMin);
        QCOMPARE(*cursor->secondMs(), b);
        QVERIFY2(lane->cursorText().startsWith(QStringLiteral("A ")),
                 qPrintable(lane->cursorText()));
        // Clicks in Live order: A, then B, then both let go.
        cursor->unpin();
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, {}, at(kT0 + 8 * kMin));
        QVERIFY(cursor->isPinnedByUser());
        QTest::mouseMove(lane->viewport(), at(kT0 + 20 * kMin));
        QVERIFY(cursor->secondMs().has_value());
        QVERIFY(!cursor->isSecondPinned());
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, {}, at(kT0 + 20 * kMin));
        QVERIFY(cursor->isSecondPinned());
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, {}, at(kT0 + 30 * kMin));
        QVERIFY(!cursor->isPinned());
        QVERIFY(!cursor->isSecondPinned());

        // Exact moments: before team-b's GPU 2 climbs, and after.
        cursor->pin(kT0 + 8 * kMin);
        cursor->pinSecond(kT0 + 12 * kMin + 15'000);
        const QString text = lane->cursorText();
        QVERIFY2(text.startsWith(QStringLiteral("A ")) &&
                     text.contains(QStringLiteral(" 53 % · B ")),
                 qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("· Δ +38.5 %, ×1.73 in +4m15s")), qPrintable(text));
        QVERIFY2(m_window->lanes()->lane(1)->cursorText().contains(QStringLiteral("in +4m15s")),
                 qPrintable(m_window->lanes()->lane(1)->cursorText()));
        const QString withCursors = exported(QStringLiteral("cursors.pdf"));
        QVERIFY2(withCursors.contains(QStringLiteral("Δ +38.5 %, ×1.73 in +4m15s")),
                 qPrintable(withCursors.left(1500)));
        // The PNG draws both lines: A's colour at A's place, B's at B's.
        std::vector<QRectF> plots;
        const TimeCursors both = cursor->cursors();
        const auto image = ReportWriter::renderLanes(m_window->replay()->snapshot(), {1600, 1000},
                                                     &plots, QTimeZone::utc(), both);
        QVERIFY(image && !plots.empty());
        auto columnHas = [&](qint64 t, const QColor &c) {
            const QRectF &pa = plots[0];
            const int x =
                int(std::lround(pa.left() + double(t - kT0) / double(60 * kMin) * pa.width()));
            for (int dx = -1; dx <= 1; ++dx)
                for (int yy = int(pa.top()) + 30; yy < int(pa.bottom()) - 5; yy += 7) {
                    const QColor got = image->pixelColor(x + dx, yy);
                    if (std::abs(got.red() - c.red()) + std::abs(got.green() - c.green()) +
                            std::abs(got.blue() - c.blue()) <
                        60)
                        return true;
                }
            return false;
        };
        QVERIFY(columnHas(*both.a, LanePalette::cursorA));
        QVERIFY(columnHas(*both.b, LanePalette::cursorB));
        QVERIFY(!columnHas(kT0 + 45 * kMin, LanePalette::cursorA));
        cursor->unpin();
    }

    // In Replay the backtest offers the snapshot's rules and answers offline
    // from what they read; another range asks a source, and says so.
    void backtestInReplayRunsOffline()
    {
        BacktestDialog *dlg = m_window->alerts()->openBacktest();
        const auto combos = dlg->findChildren<QComboBox *>();
        QCOMPARE(combos[0]->currentText(), QStringLiteral("GpuMemoryPressure"));
        QCOMPARE(combos[1]->currentText(), QStringLiteral("The snapshot's range (offline)"));
        dlg->setChanges({}, {}, QStringLiteral("95")); // above GPU 2's 91.5 %
        QSignalSpy done(dlg, &BacktestDialog::finished);
        QVERIFY(dlg->run());
        QVERIFY(done.wait(10'000));
        QCOMPARE(dlg->table()->item(0, 0)->text(), QStringLiteral("1")); // as the pane had it
        QCOMPARE(dlg->table()->item(0, 1)->text(), QStringLiteral("0"));
        QVERIFY(dlg->status().startsWith(u"Evaluated offline over the snapshot's 1h"));
        combos[1]->setCurrentIndex(1); // the visible range: a source's job
        QVERIFY(!dlg->run());
        QVERIFY2(dlg->status().contains(u"Data Sources"), qPrintable(dlg->status()));
    }

    void annotationsSurviveLeavingReplay()
    {
        // Back to live with an unsaved annotation: it can still be saved
        // into the snapshot it was made on (closing the window asks).
        m_window->replay()->addAnnotation(kT0 + 5 * kMin, kT0 + 5 * kMin, QStringLiteral("late"));
        QVERIFY(m_window->openDashboard(QStringLiteral("builtin:gpu-inference"), false));
        QVERIFY(!m_window->workspace()->isReplay());
        QVERIFY(m_window->replay()->hasUnsavedChanges());
        QString error;
        QVERIFY2(m_window->replay()->saveAnnotations(&error), qPrintable(error));
        const auto after = SnapshotFile::read(m_path);
        QVERIFY(after);
        QCOMPARE(after->annotations.back().text, QStringLiteral("late"));
    }

    void replayAlertsTakeNoAction()
    {
        m_window->replay()->clock()->seek(kT0 + 30 * kMin);
        const AlertBoard &b = m_window->alerts()->center()->board();
        QVERIFY(!b.groups.empty());
        QString error;
        QVERIFY(!m_window->alerts()->center()->acknowledge(b.groups[0].rows[0].key,
                                                           QStringLiteral("x"), &error));
        QVERIFY(error.contains(QLatin1String("replay")));
    }

    void aBrokenFileKeepsTheReplayShown()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.fsnap"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not a snapshot");
        f.close();
        QVERIFY(!m_window->openSnapshot(bad, false));
        QVERIFY(m_window->workspace()->isReplay());
        QCOMPARE(m_window->replay()->path(), m_path);
        QCOMPARE(m_window->lanes()->laneCount(), 2);
    }

    void theDemoIncidentNeedsNoSetup()
    {
        // What the welcome page offers a new user: fleet-sim's batch-size
        // incident, with the P1 the default rules raised during it.
        QVERIFY(SnapshotActions::hasDemoIncident());
        QVERIFY(m_window->snapshots()->openDemoIncident());
        QVERIFY(m_window->workspace()->isReplay());
        QCOMPARE(m_window->lanes()->laneCount(), 3);
        const Snapshot &demo = m_window->replay()->snapshot();
        QVERIFY(demo.sampleCount() > 10'000);
        const bool hasP1 = std::any_of(demo.alerts.begin(), demo.alerts.end(), [](const auto &a) {
            return a.rule == QLatin1String("InferenceLatencyP95") && a.firingAtMs;
        });
        QVERIFY(hasP1);
        // At its P1's firing, the pane shows it firing.
        for (const auto &a : demo.alerts)
            if (a.rule == QLatin1String("InferenceLatencyP95") && a.firingAtMs) {
                m_window->replay()->clock()->seek(*a.firingAtMs);
                break;
            }
        QVERIFY(m_window->alerts()->center()->board().count(AlertTier::P1) >= 1);
    }

    void savesWhatIsOnScreenAndReplaysIt()
    {
        // Live first: a dashboard over a (scripted) Prometheus.
        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([](const FakePrometheus::Request &r) {
            if (r.path.endsWith("/api/v1/alerts"))
                return FakePrometheus::reply(200, "application/json",
                                             R"({"status":"success","data":{"alerts":[]}})");
            if (r.path.endsWith("/api/v1/rules"))
                return FakePrometheus::reply(200, "application/json",
                                             R"({"status":"success","data":{"groups":[]}})");
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 3, 40));
        });
        const QString sources = m_dir.filePath(QStringLiteral("sources.json"));
        QFile sf(sources);
        QVERIFY(sf.open(QIODevice::WriteOnly));
        sf.write(R"({"sources":[{"name":"prom","type":"prometheus","url":")" +
                 server.url().toString().toUtf8() + R"("}]})");
        sf.close();
        m_window = std::make_unique<MainWindow>();
        m_window->workspace()->setFetchDelay(0);
        QVERIFY(m_window->openSources(sources, false));
        QVERIFY(m_window->openDashboard(QStringLiteral("builtin:gpu-inference"), false));
        QVERIFY(!m_window->workspace()->isReplay());

        const qint64 to = QDateTime::currentMSecsSinceEpoch() / kMin * kMin;
        const qint64 from = to - 30 * kMin;
        const QString path = m_dir.filePath(QStringLiteral("saved.fsnap"));
        // Saving runs in the background: the call returns at once, the event
        // loop goes on (the window repaints), and the file appears whole.
        QSignalSpy done(m_window->snapshots(), &SnapshotActions::snapshotSaveFinished);
        QVERIFY(m_window->snapshots()->saveSnapshot(from, to, path, false));
        QVERIFY(!QFile::exists(path));
        // One save at a time.
        QVERIFY(!m_window->snapshots()->saveSnapshot(from, to, path + QLatin1String("2"), false));
        QVERIFY(done.wait(20'000));
        QCOMPARE(done.front().at(0).toString(), path);
        QVERIFY2(done.front().at(1).toString().isEmpty(),
                 qPrintable(done.front().at(1).toString()));
        QVERIFY(!QFile::exists(path + QLatin1String("2")));
        const auto saved = SnapshotFile::read(path);
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error()));
        QCOMPARE(saved->queries.size(), std::size_t(3));
        // Full resolution: the source's 15 s scrape interval, not screen points.
        for (const auto &q : saved->queries) {
            QCOMPARE(q.stepMs, 15'000);
            QCOMPARE(q.data.series.size(), std::size_t(3));
            QCOMPARE(q.data.timesMs.size(), std::size_t(30 * 4 + 1));
        }
        QCOMPARE(saved->sources.front().url, server.url().toString());
        QVERIFY(!saved->rulesYaml.isEmpty());

        QVERIFY(m_window->openSnapshot(path, false));
        QVERIFY(m_window->workspace()->isReplay());
        QCOMPARE(m_window->workspace()->laneData(0)->sampleCount(),
                 saved->queries[0].data.sampleCount());
    }

  private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
