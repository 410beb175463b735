// The Explain panel in the main window over a real Prometheus holding
// fleet-sim's history: a lane's window is explained off the GUI thread with
// progress, the answer names the team-b incident where it is, a metric line
// becomes a lane and a place is highlighted in every lane; Cancel keeps the
// answer shown; a window without data, an overlapping baseline and a
// source that is gone each say so and keep it too. A snapshot saved after
// keeps the answer, and Replay shows it again.
#include "explaindock.h"
#include "explainmodel.h"
#include "explainpanel.h"
#include "faultproxy.h"
#include "fleetdiscovery.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "promstack.h"
#include "replaycontroller.h"
#include "snapshotactions.h"
#include "snapshotfile.h"
#include "timecursor.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

class TestExplainPanel : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QSettings().clear();
        PromStackOptions o;
        o.historySecs = 3 * 3600;
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
        m_incidentMs = m_stack->incidentAtSecs() * 1000;
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 1000);
        m_window->show();
        QVERIFY(m_window->openSources(m_stack->sourcesFile(), false));
        QVERIFY(m_window->openDashboard(u"builtin:gpu-inference"_s, false));
        // Discovery has answered once the lanes were fitted.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->workspace()->discovery()->isPending() &&
                                     !m_window->workspace()->discovery()->catalogs().empty(),
                                 20'000);
    }

    void explainsTheSelectedWindow()
    {
        ExplainDock *explain = m_window->explain();
        ExplainPanel *panel = explain->panel();
        const int lane = laneIndex(u"p95_latency"_s);
        QVERIFY(lane >= 0);
        // The window the user zoomed to: the incident's bad minutes.
        m_window->workspace()->cursor()->setRange(m_incidentMs + 300'000, m_incidentMs + 900'000);
        QSignalSpy progressed(panel->progressBar(), &QProgressBar::valueChanged);
        emit m_window->lanes()->explainRequested(lane);
        QVERIFY(explain->dock()->isVisible());
        QVERIFY(explain->isRunning());
        QVERIFY(panel->cancelButton()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!explain->isRunning(), 60'000);
        QVERIFY2(panel->problemText().isEmpty(), qPrintable(panel->problemText()));
        QVERIFY(progressed.count() > 0);
        const ExplainResult &r = panel->model()->result();
        QVERIFY(!r.where.empty());
        QCOMPARE(r.where.front().label, u"namespace"_s);
        QCOMPARE(r.where.front().value, u"team-b"_s);
        QVERIFY(!r.where.front().sparkline.isEmpty());
        QVERIFY(r.metrics.size() >= 3);
        QVERIFY(!r.metrics.front().promql.isEmpty());
        QVERIFY(!r.metrics.front().sparkline.isEmpty());
        QVERIFY2(panel->footerText().contains(u"of a budget of 600 queries"_s),
                 qPrintable(panel->footerText()));
        QVERIFY(panel->headerText().contains(u"P95"_s));
        const QString shot = qEnvironmentVariable("FLEETSCOPE_EXPLAIN_SHOT");
        if (!shot.isEmpty())
            m_window->grab().save(shot);
    }

    void aPlaceIsHighlightedAndAMetricBecomesALane()
    {
        ExplainPanel *panel = m_window->explain()->panel();
        QTreeView *view = panel->view();
        ExplainModel *model = panel->model();
        const QModelIndex whereSection = model->index(int(ExplainModel::Section::Where), 0);
        const QModelIndex place = model->index(0, ExplainModel::WhatColumn, whereSection);
        view->scrollTo(place);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(place).center());
        QCOMPARE(m_window->lanes()->selection().identity.value(u"namespace"_s), u"team-b"_s);

        const int before = m_window->lanes()->laneCount();
        const QModelIndex metrics = model->index(int(ExplainModel::Section::Metrics), 0);
        const QModelIndex first = model->index(0, ExplainModel::WhatColumn, metrics);
        view->scrollTo(first);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
        QTRY_COMPARE(m_window->lanes()->laneCount(), before + 1);
        const LaneSpec &added = m_window->workspace()->dashboard().lanes.back();
        QVERIFY(added.title.contains(model->result().metrics.front().metric));
        QVERIFY(m_window->workspace()->isAddedLane(added.id));
        // The lane fetches like any other.
        QTRY_VERIFY_WITH_TIMEOUT(m_window->workspace()->laneData(before) &&
                                     !m_window->workspace()->laneData(before)->series.empty(),
                                 20'000);
        // Once is enough: a second click adds no second lane.
        view->scrollTo(first);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
        QCOMPARE(m_window->lanes()->laneCount(), before + 1);
        QVERIFY(m_window->workspace()->removeAddedLane(added.id));
        QTRY_COMPARE(m_window->lanes()->laneCount(), before);
    }

    void cancelKeepsTheAnswer()
    {
        ExplainDock *explain = m_window->explain();
        ExplainPanel *panel = explain->panel();
        const ExplainResult shown = panel->model()->result();
        explain->explainLane(laneIndex(u"p95_latency"_s), m_incidentMs + 300'000,
                             m_incidentMs + 900'000);
        QVERIFY(explain->isRunning());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(!explain->isRunning());
        QVERIFY(panel->problemText().contains(u"Canceled"_s));
        QCOMPARE(panel->model()->result().where.size(), shown.where.size());
        QVERIFY(!panel->cancelButton()->isVisible());
        // A canceled run never reports later.
        QTest::qWait(1500);
        QVERIFY(panel->problemText().contains(u"Canceled"_s));
    }

    void anAlertIsExplainedOnTheLaneThatReadsItsMetrics()
    {
        ExplainDock *explain = m_window->explain();
        explain->explainAlert(m_incidentMs + 600'000, m_incidentMs + 900'000,
                              u"histogram_quantile(0.95, sum by (le, namespace) "
                              "(rate(inference_request_duration_seconds_bucket[5m]))) > 2"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!explain->isRunning(), 60'000);
        QVERIFY2(explain->panel()->headerText().contains(u"P95"_s),
                 qPrintable(explain->panel()->headerText()));
        QCOMPARE(explain->panel()->model()->result().where.front().value, u"team-b"_s);
    }

    void badWindowsSaySoAndKeepTheAnswer()
    {
        ExplainDock *explain = m_window->explain();
        ExplainPanel *panel = explain->panel();
        const std::size_t shown = panel->model()->result().metrics.size();
        // Long before the history starts.
        const qint64 past = m_incidentMs - 30 * 86'400'000LL;
        explain->explainLane(laneIndex(u"p95_latency"_s), past, past + 600'000);
        QTRY_VERIFY_WITH_TIMEOUT(!explain->isRunning(), 30'000);
        QVERIFY2(panel->problemText().contains(u"no data in the window"_s),
                 qPrintable(panel->problemText()));
        QCOMPARE(panel->model()->result().metrics.size(), shown);
    }

    void theAnswerGoesIntoTheSnapshotAndComesBackInReplay()
    {
        const QString path = m_dir.filePath(u"explained.fsnap"_s);
        QSignalSpy saved(m_window->snapshots(), &SnapshotActions::snapshotSaveFinished);
        QVERIFY(m_window->snapshots()->saveSnapshot(m_incidentMs - 600'000,
                                                    m_incidentMs + 1'800'000, path, false));
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 60'000);
        QVERIFY2(saved.front().at(1).toString().isEmpty(),
                 qPrintable(saved.front().at(1).toString()));
        auto snap = SnapshotFile::read(path);
        QVERIFY2(snap, snap ? "" : qPrintable(snap.error()));
        QVERIFY(snap->explainJson.contains("team-b"));

        ExplainPanel *panel = m_window->explain()->panel();
        panel->model()->clear();
        QVERIFY(m_window->openSnapshot(path, false));
        QVERIFY(!panel->model()->isEmpty());
        QCOMPARE(panel->model()->result().where.front().value, u"team-b"_s);
        // Explained again from what the snapshot holds: no source asked.
        m_window->explain()->explainLane(laneIndex(u"p95_latency"_s), m_incidentMs + 300'000,
                                         m_incidentMs + 900'000);
        QTRY_VERIFY_WITH_TIMEOUT(panel->footerText().contains(u"snapshot"_s), 30'000);
        QCOMPARE(panel->model()->result().where.front().value, u"team-b"_s);
        if (const QString shot = qEnvironmentVariable("FLEETSCOPE_EXPLAIN_REPLAY_SHOT");
            !shot.isEmpty())
            m_window->grab().save(shot);
        QVERIFY(m_window->replay()->hasUnsavedChanges());
        QString error;
        QVERIFY2(m_window->replay()->saveAnnotations(&error), qPrintable(error));
        auto again = SnapshotFile::read(path);
        QVERIFY2(again, again ? "" : qPrintable(again.error()));
        QVERIFY(again->explainJson.contains("snapshot") || again->explainJson.contains("team-b"));
        QVERIFY(!again->explainJson.contains("\"source\""));
    }

    void aSourceThatDiesHalfWayLeavesAPartialAnswer()
    {
        // The same server behind a proxy that is cut once the metrics are
        // being compared.
        FaultProxy proxy(m_stack->baseUrl());
        QVERIFY(proxy.listen());
        QFile in(m_stack->sourcesFile());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        QJsonArray sources = root.value(u"sources"_s).toArray();
        QJsonObject prom = sources[0].toObject();
        prom.insert(u"url"_s, proxy.url().toString());
        sources[0] = prom;
        root.insert(u"sources"_s, sources);
        const QString path = m_dir.filePath(u"proxied.json"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();
        QVERIFY(m_window->openSources(path, false));
        QVERIFY(m_window->openDashboard(u"builtin:gpu-inference"_s, false));
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->workspace()->discovery()->isPending() &&
                                     !m_window->workspace()->discovery()->catalogs().empty(),
                                 20'000);
        ExplainDock *explain = m_window->explain();
        ExplainPanel *panel = explain->panel();
        explain->explainLane(laneIndex(u"p95_latency"_s), m_incidentMs + 300'000,
                             m_incidentMs + 900'000);
        QTRY_VERIFY_WITH_TIMEOUT(panel->progressBar()->value() >= 8, 30'000);
        proxy.refuse();
        QTRY_VERIFY_WITH_TIMEOUT(!explain->isRunning(), 60'000);
        QVERIFY2(panel->problemText().contains(u"stopped answering"_s),
                 qPrintable(panel->problemText()));
        // What was compared before is the answer.
        QCOMPARE(panel->model()->result().where.front().value, u"team-b"_s);
        QVERIFY(panel->footerText().contains(u"could not be read"_s));
        QVERIFY(m_window->openSources(m_stack->sourcesFile(), false));
    }

    void aSourceThatIsGoneSaysSo()
    {
        // Back to Live on the dashboard, then the server goes away.
        QVERIFY(m_window->openDashboard(u"builtin:gpu-inference"_s, false));
        m_stack->stop();
        ExplainDock *explain = m_window->explain();
        explain->explainLane(laneIndex(u"p95_latency"_s), m_incidentMs + 300'000,
                             m_incidentMs + 900'000);
        QTRY_VERIFY_WITH_TIMEOUT(!explain->isRunning(), 60'000);
        QVERIFY2(explain->panel()->problemText().contains(u"failed"_s),
                 qPrintable(explain->panel()->problemText()));
        QVERIFY(!explain->panel()->model()->isEmpty());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_stack.reset();
    }

  private:
    int laneIndex(const QString &id) const
    {
        const auto &lanes = m_window->workspace()->dashboard().lanes;
        for (std::size_t l = 0; l < lanes.size(); ++l)
            if (lanes[l].id == id)
                return int(l);
        return -1;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<PromStack> m_stack;
    std::unique_ptr<MainWindow> m_window;
    qint64 m_incidentMs = 0;
};

QTEST_MAIN(TestExplainPanel)
#include "tst_explainpanel.moc"
