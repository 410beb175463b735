#include "baselinefeed.h"
#include "fakeprometheus.h"
#include "lanemodel.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "sourcechips.h"
#include "timecursor.h"

#include <atomic>
#include <QDateTimeAxis>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

namespace {
// Each lane's query carries its lane number, so the fake answers every lane
// with its own values: lane L, series s -> value 10*L + s.
QByteArray dashboardJson()
{
    QByteArray lanes;
    const char *units[] = {"percent", "seconds", "count"};
    for (int l = 0; l < 3; ++l) {
        if (l)
            lanes += ',';
        lanes += QByteArray(R"({"id":"lane)") + QByteArray::number(l) + R"(","title":"Lane )" +
                 QByteArray::number(l) + R"(","unit":")" + units[l] +
                 R"(","aggregate":"max","topK":3,"queries":[{"source":"fake","promql":"lane)" +
                 QByteArray::number(l) + R"("}]})";
    }
    return R"({"title":"Test","range":"1h","refresh":"1h","lanes":[)" + lanes + "]}";
}
} // namespace

class TestLanes : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("FleetScopeTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_fail = false;
        m_warn = false;
        m_slowValue = -1;
        m_server->setHandler([this](const FakePrometheus::Request &r) { return answer(r); });
        const QString sources = m_dir.filePath(QStringLiteral("sources.json"));
        QFile s(sources);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(R"({"sources":[{"name":"fake","type":"prometheus","url":")" +
                m_server->url().toString().toUtf8() + R"(","timeout":"5s"}]})");
        s.close();
        const QString dash = m_dir.filePath(QStringLiteral("dash.json"));
        QFile d(dash);
        QVERIFY(d.open(QIODevice::WriteOnly));
        d.write(dashboardJson());
        d.close();
        m_window = std::make_unique<MainWindow>();
        m_window->workspace()->setFetchDelay(0);
        m_window->resize(1200, 800);
        QVERIFY(m_window->openSources(sources, false));
        QVERIFY(m_window->openDashboard(dash, false));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        waitForData();
    }

    void cleanup() { m_window.reset(); }

    void threeLanesShowTheirData()
    {
        LaneStack *stack = m_window->lanes();
        QCOMPARE(stack->laneCount(), 3);
        for (int l = 0; l < 3; ++l) {
            const LaneFrame &f = stack->laneModel(l)->frame();
            QVERIFY(f.hasData);
            QCOMPARE(f.yHigh, 10.0 * l + 3); // 4 series: 10L .. 10L+3
            QCOMPARE(f.outliers.size(), std::size_t(3));
        }
        QVERIFY(m_window->sourceChips()
                    ->chipText(QStringLiteral("fake"))
                    .contains(QStringLiteral("ok")));
    }

    void zoomInOneLaneMovesAll()
    {
        LaneStack *stack = m_window->lanes();
        TimeCursor *cursor = m_window->workspace()->cursor();
        const qint64 before = cursor->durationMs();
        LaneView *first = stack->lane(0);
        const QRectF pa = first->plotArea();
        const QPointF at(pa.center());
        QWheelEvent wheel(at, first->mapToGlobal(at.toPoint()), QPoint(), QPoint(0, 240),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(first->viewport(), &wheel);
        QVERIFY(cursor->durationMs() < before);
        for (int l = 0; l < 3; ++l) {
            auto *axis = qobject_cast<QDateTimeAxis *>(
                stack->lane(l)->chart()->axes(Qt::Horizontal).first());
            QVERIFY(axis);
            QCOMPARE(axis->min().toMSecsSinceEpoch(), cursor->fromMs());
            QCOMPARE(axis->max().toMSecsSinceEpoch(), cursor->toMs());
        }
        // Keyboard zoom goes through the same cursor.
        const qint64 mid = cursor->durationMs();
        QTest::keyClick(m_window.get(), Qt::Key_Minus);
        QCOMPARE(cursor->durationMs(), 2 * mid);
    }

    void crosshairReportsEveryLane()
    {
        LaneStack *stack = m_window->lanes();
        const auto data = m_window->workspace()->laneData(1);
        QVERIFY(data->timesMs.size() > 2);
        const qint64 t = data->timesMs[data->timesMs.size() / 2];
        m_window->workspace()->cursor()->hover(t);
        QCOMPARE(stack->lane(0)->crosshairText(), QStringLiteral("max 3 % (range 0 % – 3 %)"));
        QCOMPARE(stack->lane(1)->crosshairText(), QStringLiteral("max 13 s (range 10 s – 13 s)"));
        QCOMPARE(stack->lane(2)->crosshairText(), QStringLiteral("max 23 (range 20 – 23)"));
    }

    void clickPinsAndEscapeUnpins()
    {
        LaneView *lane = m_window->lanes()->lane(2);
        TimeCursor *cursor = m_window->workspace()->cursor();
        // Near the top of the plot, above every line: a click on empty chart.
        const QPoint p =
            QPoint(int(lane->plotArea().center().x()) + 37, int(lane->plotArea().top()) + 3);
        QTest::mouseMove(lane->viewport(), p);
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, Qt::NoModifier, p);
        QVERIFY(cursor->isPinned());
        QVERIFY(std::abs(*cursor->crosshairMs() - lane->timeForX(p.x())) < 5000);
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QVERIFY(!cursor->isPinned());
    }

    void dragPansAndLeavesLive()
    {
        LaneView *lane = m_window->lanes()->lane(1);
        TimeCursor *cursor = m_window->workspace()->cursor();
        QVERIFY(cursor->followsLive());
        const qint64 from = cursor->fromMs();
        const QPoint a = lane->plotArea().center().toPoint();
        QTest::mousePress(lane->viewport(), Qt::LeftButton, Qt::NoModifier, a);
        QTest::mouseMove(lane->viewport(), a + QPoint(100, 0));
        QTest::mouseRelease(lane->viewport(), Qt::LeftButton, Qt::NoModifier, a + QPoint(100, 0));
        QVERIFY(cursor->fromMs() < from);
        QVERIFY(!cursor->followsLive());
        QTest::keyClick(m_window.get(), Qt::Key_End); // return to live
        QVERIFY(cursor->followsLive());
    }

    void shiftDragZoomsToTheBand()
    {
        LaneView *lane = m_window->lanes()->lane(0);
        TimeCursor *cursor = m_window->workspace()->cursor();
        const QRectF pa = lane->plotArea();
        const QPoint a(int(pa.left() + pa.width() * 0.25), int(pa.top()) + 3);
        const QPoint b(int(pa.left() + pa.width() * 0.50), int(pa.top()) + 3);
        const qint64 ta = lane->timeForX(a.x());
        const qint64 tb = lane->timeForX(b.x());
        QTest::mousePress(lane->viewport(), Qt::LeftButton, Qt::ShiftModifier, a);
        QTest::mouseMove(lane->viewport(), b);
        QTest::mouseRelease(lane->viewport(), Qt::LeftButton, Qt::ShiftModifier, b);
        QCOMPARE(cursor->fromMs(), ta);
        QCOMPARE(cursor->toMs(), tb);
        QVERIFY(!cursor->followsLive()); // a chosen window of the past stays put
        for (int l = 1; l < 3; ++l) {    // every lane maps its plot's edges to the new range
            LaneView *other = m_window->lanes()->lane(l);
            QCOMPARE(other->timeForX(other->plotArea().left()), cursor->fromMs());
            QCOMPARE(other->timeForX(other->plotArea().right()), cursor->toMs());
        }
    }

    void outlierClickHighlightsAcrossLanes()
    {
        LaneStack *stack = m_window->lanes();
        const Labels gpu2 = stack->laneModel(0)->frame().outliers.at(1).labels;
        emit stack->lane(0)->seriesClicked(gpu2);
        for (int l = 0; l < 3; ++l) {
            QTRY_COMPARE(stack->laneModel(l)->frame().highlighted.size(), std::size_t(1));
            QCOMPARE(
                stack->laneModel(l)->frame().highlighted[0].labels.value(QStringLiteral("gpu")),
                gpu2.value(QStringLiteral("gpu")));
        }
        QTest::keyClick(m_window.get(), Qt::Key_C);
        QTRY_VERIFY(stack->laneModel(2)->frame().highlighted.empty());
    }

    // The lane draws its curves itself, so it finds the clicked line itself:
    // a click on an outlier selects that GPU, a click on empty plot pins the
    // crosshair and selects nothing.
    void clickOnAnOutlierLineSelectsIt()
    {
        LaneStack *stack = m_window->lanes();
        LaneView *lane = stack->lane(0);
        // Copies: the model replaces its frame when a reduction finishes,
        // which the QTRY below lets happen (ASan caught the dangling reference).
        const LaneFrame f = stack->laneModel(0)->frame();
        const LaneFrame::Line line = f.outliers.at(1);
        const QPointF mid = line.points.at(line.points.size() / 2);
        const QPoint on(int(std::lround(lane->xForTime(qint64(mid.x())))),
                        int(std::lround(lane->yForValue(mid.y()))));
        QSignalSpy clicked(lane, &LaneView::seriesClicked);
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, Qt::NoModifier, on + QPoint(0, 2));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.at(0).at(0).value<Labels>(), line.labels);
        QTRY_COMPARE(stack->laneModel(2)->frame().highlighted.size(), std::size_t(1));
        QVERIFY(!m_window->workspace()->cursor()->isPinned());

        // Halfway between two lines, more than a few pixels from either.
        const double other = f.outliers.at(2).points.at(line.points.size() / 2).y();
        const QPoint between(on.x(), int(std::lround(lane->yForValue((mid.y() + other) / 2))));
        QVERIFY(std::abs(between.y() - on.y()) > 8);
        QTest::mouseClick(lane->viewport(), Qt::LeftButton, Qt::NoModifier, between);
        QCOMPARE(clicked.size(), 1);
        QVERIFY(m_window->workspace()->cursor()->isPinned());
    }

    // A pan step is reduced with half a range of margin on each side, so the
    // next steps reuse that frame; once the range rests the exact range is
    // reduced again, and the frame holds only what is visible.
    void panReusesAWideFrameThenSettles()
    {
        LaneModel *model = m_window->lanes()->laneModel(0);
        TimeCursor *cursor = m_window->workspace()->cursor();
        // Zoomed in first, so the held data reaches past both edges and the
        // margins of a pan have samples in them without a new fetch.
        cursor->zoomCentered(0.5);
        QTRY_VERIFY(!model->covers(cursor->fromMs(), cursor->toMs()) &&
                    !model->frame().envelopeLow.isEmpty() &&
                    model->frame().envelopeLow.first().x() >= double(cursor->fromMs()));
        const qint64 span = cursor->durationMs();
        cursor->pan(-span / 10);
        QTRY_VERIFY(model->covers(cursor->fromMs(), cursor->toMs()));
        QVERIFY(model->frame().envelopeLow.first().x() < double(cursor->fromMs()));
        // A further step inside the margin needs no new reduction.
        cursor->pan(-span / 10);
        QVERIFY(model->covers(cursor->fromMs(), cursor->toMs()));
        // A zoom is not a pan.
        QVERIFY(!model->covers(cursor->fromMs(), cursor->fromMs() + span / 2));
        QTRY_VERIFY_WITH_TIMEOUT(!model->covers(cursor->fromMs(), cursor->toMs()), 5000);
        QTRY_VERIFY(model->frame().envelopeLow.first().x() >= double(cursor->fromMs()));
        QVERIFY(model->frame().envelopeLow.last().x() <= double(cursor->toMs()));
    }

    void failingSourceShowsErrorAndKeepsData()
    {
        LiveWorkspace *ws = m_window->workspace();
        const std::size_t before = ws->laneData(0)->sampleCount();
        QVERIFY(before > 0);
        m_fail = true;
        // Zoom out: the lanes need data they do not hold, and the server fails.
        ws->cursor()->zoomCentered(4.0);
        LaneView *lane = m_window->lanes()->lane(0);
        QTRY_VERIFY_WITH_TIMEOUT(!lane->errorText().isEmpty(), 10'000);
        QVERIFY2(lane->errorText().contains(QStringLiteral("502")), qPrintable(lane->errorText()));
        QCOMPARE(ws->laneData(0)->sampleCount(), before);
        QVERIFY(m_window->lanes()->laneModel(0)->frame().hasData);
        QVERIFY(ws->laneStatus(0).retryAtMs > 0); // a 502 is retried with backoff
        QVERIFY(m_window->sourceChips()
                    ->chipText(QStringLiteral("fake"))
                    .contains(QStringLiteral("error")));
        // Recovery clears the error on the next try.
        m_fail = false;
        ws->retryNow();
        QTRY_VERIFY_WITH_TIMEOUT(lane->errorText().isEmpty(), 10'000);
    }

    void backendWarningsAreShownOnTheLane()
    {
        m_warn = true;
        m_window->workspace()->cursor()->zoomCentered(4.0);
        LaneView *lane = m_window->lanes()->lane(1);
        QTRY_VERIFY_WITH_TIMEOUT(lane->statusDetails().contains(QStringLiteral("partial response")),
                                 10000);
        QVERIFY(lane->errorText().isEmpty()); // a warning is not an error
        QVERIFY(m_window->lanes()->laneModel(1)->frame().hasData);
        m_warn = false;
    }

    void lateAnswerForOldRangeIsDropped()
    {
        LiveWorkspace *ws = m_window->workspace();
        TimeCursor *cursor = ws->cursor();
        const int requestsBefore = int(m_server->requests().size());
        // The first answer (for the range the user leaves at once) is slow and
        // holds 999s; the answer for the newer range is fast.
        m_slowValue = 999;
        const qint64 week = 7 * 86'400'000ll;
        cursor->setRange(cursor->fromMs() - week, cursor->toMs() - week);
        QTRY_VERIFY(int(m_server->requests().size()) >= requestsBefore + 3);
        const int slowEnd = int(m_server->requests().size());
        m_slowValue = -1;
        // A second move to a range nobody holds yet: its answer comes first.
        cursor->setRange(cursor->fromMs() - week, cursor->toMs() - week);
        const qint64 newFrom = cursor->fromMs();
        const qint64 newTo = cursor->toMs();
        // The lanes still show the range before both moves until the fast answers come.
        for (int l = 0; l < 3; ++l)
            QTRY_VERIFY_WITH_TIMEOUT(ws->laneData(l)->gridSize() > 0 &&
                                         ws->laneData(l)->timesMs.front() >= newFrom - 60'000 &&
                                         ws->laneData(l)->timesMs.back() <= newTo + 60'000,
                                     10'000);
        // Every slow answer has come due and found its request dropped with
        // the range it was for: none of it can reach a lane any more.
        for (int i = requestsBefore; i < slowEnd; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(m_server->answerTo(i) != FakePrometheus::Answer::Due, 10'000);
            QCOMPARE(m_server->answerTo(i), FakePrometheus::Answer::Dropped);
        }
        for (int l = 0; l < 3; ++l) {
            const auto data = ws->laneData(l);
            for (const auto &s : data->series)
                for (std::size_t i = 0; i < data->timesMs.size(); ++i)
                    QVERIFY(!s.has(i) || s.values[i] < 999);
            QVERIFY(!data->timesMs.empty());
            QVERIFY(data->timesMs.front() >= newFrom - 60'000);
        }
    }

    // View > Compare With > 1 Day Ago: every lane asks the server for its
    // envelope a day earlier, draws it behind and reads "normally …" at the
    // crosshair. A baseline that fails says so and keeps everything shown.
    void compareWithADayAgo()
    {
        LiveWorkspace *ws = m_window->workspace();
        TimeCursor *cursor = ws->cursor();
        QAction *day = m_window->findChild<QAction *>(QStringLiteral("compareDay"));
        QVERIFY(day);
        day->trigger();
        for (int l = 0; l < 3; ++l)
            QTRY_VERIFY_WITH_TIMEOUT(!m_window->lanes()->laneModel(l)->frame().normal.isEmpty(),
                                     10'000);
        // One envelope request per lane, over the range a day before (and
        // half a range either side).
        int asked = 0;
        for (const FakePrometheus::Request &r : m_server->requests()) {
            if (!r.form.queryItemValue(QStringLiteral("query")).contains(u"fleetscope_part"))
                continue;
            ++asked;
            const double start = r.form.queryItemValue(QStringLiteral("start")).toDouble();
            QVERIFY(start * 1000 <= double(cursor->fromMs() - 86'400'000));
            QVERIFY(start * 1000 >= double(cursor->fromMs() - 86'400'000 - cursor->durationMs()));
        }
        QCOMPARE(asked, 3);
        const auto data = ws->laneData(1);
        const qint64 t = data->timesMs[data->timesMs.size() / 2];
        cursor->hover(t);
        QCOMPARE(m_window->lanes()->lane(1)->crosshairText(),
                 QStringLiteral("max 13 s (range 10 s – 13 s), normally 2 s"));
        const LaneFrame &f = m_window->lanes()->laneModel(1)->frame();
        QCOMPARE(f.normalLow.front().y(), 1.0);
        QCOMPARE(f.normalShiftMs, qint64(86'400'000));
        QCOMPARE(f.yLow, 1.0); // the axis makes room for it

        // Lane 2 a week ago, but the server fails: said, and what was shown stays.
        m_fail = true;
        QVERIFY(ws->baselines()->compareLane(QStringLiteral("lane2"), 7 * 86'400'000ll));
        QTRY_VERIFY_WITH_TIMEOUT(!ws->baselines()->problems().isEmpty(), 10'000);
        QVERIFY2(ws->baselines()->problems().front().startsWith(
                     u"Compare with 1 week ago, lane Lane 2: "),
                 qPrintable(ws->baselines()->problems().front()));
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"Compare with 1 week ago"));
        QVERIFY(!m_window->lanes()->laneModel(1)->frame().normal.isEmpty());
        QCOMPARE(m_window->lanes()->laneModel(2)->frame().yHigh, 23.0);
        // A range the source has no data for: said, with what to do.
        m_fail = false;
        m_emptyBaseline = true;
        QVERIFY(ws->baselines()->compareLane(QStringLiteral("lane0"), 30 * 86'400'000ll));
        QTRY_VERIFY_WITH_TIMEOUT(ws->baselines()->problems().join(u'\n').contains(
                                     u"Compare with 30 days ago, lane Lane 0: the source has no "
                                     u"data from "),
                                 10'000);
        QVERIFY(ws->baselines()->problems().join(u'\n').contains(u"Choose another range"));
        m_emptyBaseline = false;
        // Off again: nothing drawn behind.
        QVERIFY(ws->baselines()->compareAll(0));
        QTRY_VERIFY(m_window->lanes()->laneModel(1)->frame().normal.isEmpty());
        QVERIFY(ws->baselines()->choices().empty());
    }

  private:
    FakePrometheus::Response answer(const FakePrometheus::Request &r)
    {
        if (m_fail)
            return FakePrometheus::reply(502, "text/html", "<html><h1>502 Bad Gateway</h1></html>");
        const QString q = r.form.queryItemValue(QStringLiteral("query"));
        if (q.contains(u"fleetscope_part") && m_emptyBaseline)
            return FakePrometheus::reply(
                200, "application/json",
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
        if (q.contains(u"fleetscope_part")) {
            // A baseline's envelope: min 1, max 2 over the 4 series, a lane of max.
            QByteArray body = FakePrometheus::matrixFor(
                r, 3, [](double, int s) { return s == 2 ? 4.0 : 1.0 + s; });
            for (const char *part : {"min", "max", "count"})
                body.replace("{\"gpu\":\"" +
                                 QByteArray::number(part == std::string_view("min")   ? 0
                                                    : part == std::string_view("max") ? 1
                                                                                      : 2) +
                                 "\",\"Hostname\":\"node-0\"}",
                             QByteArray("{\"fleetscope_part\":\"") + part + "\"}");
            return FakePrometheus::reply(200, "application/json", body);
        }
        const int lane = q.right(1).toInt();
        QByteArray body =
            FakePrometheus::matrixFor(r, 4, m_slowValue > 0 ? m_slowValue : 10.0 * lane);
        if (m_warn) // Thanos' way of saying a store did not answer
            body.insert(body.size() - 1,
                        R"(,"warnings":["partial response: store 10.0.0.7 unavailable"])");
        auto resp = FakePrometheus::reply(200, "application/json", body);
        if (m_slowValue > 0)
            resp.delayMs = 1500;
        return resp;
    }

    void waitForData()
    {
        for (int l = 0; l < 3; ++l)
            QTRY_VERIFY_WITH_TIMEOUT(m_window->lanes()->laneModel(l)->frame().hasData, 10'000);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<MainWindow> m_window;
    std::atomic<bool> m_fail = false;
    std::atomic<bool> m_emptyBaseline = false;
    bool m_warn = false;
    double m_slowValue = -1;
};

QTEST_MAIN(TestLanes)
#include "tst_lanes.moc"
