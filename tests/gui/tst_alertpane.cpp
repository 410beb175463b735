#include "alertcenter.h"
#include "alertdocks.h"
#include "alertengine.h"
#include "alertmodel.h"
#include "alertpane.h"
#include "auditlog.h"
#include "auditmodel.h"
#include "backtestdialog.h"
#include "changefeed.h"
#include "fakeprometheus.h"
#include "fieldproblems.h"
#include "isolatedsettings.h"
#include "laneoverlay.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "modeltesters.h"
#include "runbooklauncher.h"
#include "runbookpane.h"
#include "tiermapdialog.h"
#include "timecursor.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

namespace {
constexpr qint64 kMin = 60'000;

// Rule expressions read the same metrics as the lanes, so bands find them.
const char *kRules = R"x(groups:
  - name: playbook
    interval: 1m
    rules:
      - alert: InferenceLatencyP95
        expr: inference_latency_p95 > 2
        for: 3m
        labels: {severity: critical}
        annotations: {summary: "P95 latency above 2 s"}
      - alert: GpuMemoryPressure
        expr: gpu_memory_used_percent > 85
        for: 10m
        labels: {severity: warning}
      - alert: GpuIdle
        expr: gpu_util_percent < 30
        for: 1h
        labels: {severity: info}
)x";

QByteArray dashboardJson()
{
    return R"x({"title":"Alerts","range":"1h","refresh":"1h","lanes":[
 {"id":"mem","title":"Memory","unit":"percent","queries":[{"source":"fake","promql":"gpu_memory_used_percent"}]},
 {"id":"lat","title":"Latency","unit":"seconds","queries":[{"source":"fake","promql":"inference_latency_p95"}]},
 {"id":"pods","title":"Pods","unit":"count","queries":[{"source":"fake","promql":"kube_pods"}]}]})x";
}

// Series returned between fromMs and toMs on the request's grid.
QByteArray series(const FakePrometheus::Request &req, const QList<QByteArray> &labelSets,
                  qint64 fromMs, qint64 toMs, double value)
{
    const qint64 start = qint64(req.form.queryItemValue(QStringLiteral("start")).toDouble() * 1000);
    const qint64 end = qint64(req.form.queryItemValue(QStringLiteral("end")).toDouble() * 1000);
    const qint64 step = qint64(req.form.queryItemValue(QStringLiteral("step")).toDouble() * 1000);
    QByteArray out = R"({"status":"success","data":{"resultType":"matrix","result":[)";
    for (int s = 0; s < labelSets.size(); ++s) {
        QByteArray values;
        for (qint64 t = start; step > 0 && t <= end; t += step)
            if (t >= fromMs && t <= toMs)
                values += (values.isEmpty() ? "" : ",") + QByteArray("[") +
                          QByteArray::number(double(t) / 1000, 'f', 3) + ",\"" +
                          QByteArray::number(value) + "\"]";
        if (values.isEmpty())
            continue;
        if (!out.endsWith('['))
            out += ',';
        out += "{\"metric\":" + labelSets[s] + ",\"values\":[" + values + "]}";
    }
    return out + "]}}";
}
} // namespace

class TestAlertPane : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(QStringLiteral("tst_alertpane"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        // Acks, silences and the audit log of an earlier run must not leak in.
        QFile::remove(AuditLog::defaultPath());
        QFile::remove(AlertCenter::defaultStatePath());
        QSettings().clear();
        m_t0 = QDateTime::currentMSecsSinceEpoch();
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_server->setHandler([this](const FakePrometheus::Request &r) { return answer(r); });
        const QString sources = write(QStringLiteral("sources.json"),
                                      R"({"sources":[{"name":"fake","type":"prometheus","url":")" +
                                          m_server->url().toString().toUtf8() + R"("}]})");
        const QString dash = write(QStringLiteral("dash.json"), dashboardJson());
        m_window = std::make_unique<MainWindow>();
        // The alert tree and the audit table, under test from before the
        // sources, the dashboard and the rules fill them.
        QVERIFY(
            attachModelTesters(m_testers, {pane()->model(), m_window->findChild<AuditModel *>()}));
        m_window->workspace()->setFetchDelay(0);
        m_window->resize(1400, 900);
        QVERIFY(m_window->openSources(sources, false));
        QVERIFY(m_window->openDashboard(dash, false));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->alerts()->loadRules(write(QStringLiteral("rules.yml"), kRules)));
        AlertCenter *c = center();
        QTRY_VERIFY_WITH_TIMEOUT(c->board().groups.size() == 4, 10'000);
    }

    void cleanup()
    {
        m_testers.clear();
        m_window.reset();
    }

    void tiersInOrderP3Collapsed()
    {
        QTreeView *tree = pane()->view();
        AlertModel *m = pane()->model();
        QCOMPARE(m->rowCount(), 3); // P1, P2, the P3 digest; nothing resolved yet
        QStringList top;
        for (int r = 0; r < m->rowCount(); ++r)
            top << m->index(r, 0).data().toString();
        QCOMPARE(top.value(0), QStringLiteral("▲ P1 (1)"));
        QCOMPARE(top.value(1), QStringLiteral("● P2 (1, 1 quiet)"));
        QCOMPARE(top.value(2), QStringLiteral("○ P3 digest (1)"));
        QVERIFY(tree->isExpanded(m->index(0, 0)));
        QVERIFY(tree->isExpanded(m->index(1, 0)));
        QVERIFY(!tree->isExpanded(m->index(2, 0)));
        // P1 in red, with its target, value and state.
        const QModelIndex p1 = m->index(0, 0, m->index(0, 0));
        QCOMPARE(p1.data().toString(), QStringLiteral("▲ InferenceLatencyP95 · team-b"));
        QCOMPARE(p1.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0xc6, 0x28, 0x28));
        QCOMPARE(p1.siblingAtColumn(AlertModel::ValueColumn).data().toString(),
                 QStringLiteral("3.4"));
        QCOMPARE(p1.siblingAtColumn(AlertModel::StateColumn).data().toString(),
                 QStringLiteral("firing"));
        // The team-b memory alert is muted by the P1 and shown after the loud one.
        const QModelIndex muted = m->index(1, 0, m->index(1, 0));
        QCOMPARE(muted.siblingAtColumn(AlertModel::StateColumn).data().toString(),
                 QStringLiteral("firing · muted"));
        QVERIFY2(muted.data(Qt::ToolTipRole)
                     .toString()
                     .contains(QLatin1String("Muted by P1 InferenceLatencyP95 on team-b")),
                 qPrintable(muted.data(Qt::ToolTipRole).toString()));
        QVERIFY(pane()->headerText().contains(QLatin1String("P1&nbsp;<b>1</b>")));
        QCOMPARE(pane()->problemsText(), QString()); // the feed and every rule work
        QCOMPARE(m_window->alerts()->lastNotification(),
                 QStringLiteral("P1 firing: InferenceLatencyP95\nteam-b\nP95 latency above 2 s"));
    }

    void clickMovesAxisAndHighlights()
    {
        QTreeView *tree = pane()->view();
        const QModelIndex p1 = pane()->model()->index(0, 0, pane()->model()->index(0, 0));
        QSignalSpy range(m_window->workspace()->cursor(), &TimeCursor::rangeChanged);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(p1).center());
        QVERIFY(!range.isEmpty());
        const TimeCursor *c = m_window->workspace()->cursor();
        const qint64 active = m_t0 / kMin * kMin - 20 * kMin;
        // The alert's window with context before it, up to now.
        QVERIFY2(c->fromMs() <= active - 5 * kMin,
                 qPrintable(QString::number(c->fromMs() - active)));
        QVERIFY(c->fromMs() >= active - 30 * kMin);
        QVERIFY(!c->followsLive());
        QCOMPARE(m_window->lanes()->selection().identity.value(QStringLiteral("namespace")),
                 QStringLiteral("team-b"));
        QVERIFY(pane()->findChild<QPushButton *>(QStringLiteral("ackButton"))->isEnabled());
    }

    void bandsOnTheLanesThatTriggered()
    {
        LaneStack *lanes = m_window->lanes();
        auto names = [&](int lane) {
            QStringList out;
            for (const auto &b : lanes->lane(lane)->alertBands())
                out << QStringLiteral("%1 %2").arg(b.name, b.firing ? QStringLiteral("firing")
                                                                    : QStringLiteral("pending"));
            return out;
        };
        QTRY_VERIFY(names(0).contains(QStringLiteral("GpuMemoryPressure firing")));
        QVERIFY(names(1).contains(QStringLiteral("InferenceLatencyP95 pending")));
        QVERIFY(names(1).contains(QStringLiteral("InferenceLatencyP95 firing")));
        QVERIFY(!names(1).join(QLatin1Char(' ')).contains(QLatin1String("GpuMemory")));
        QVERIFY(names(2).isEmpty());
    }

    void ackAndSilenceFromThePane()
    {
        AlertModel *m = pane()->model();
        QTreeView *tree = pane()->view();
        const QModelIndex loudP2 = m->index(0, 0, m->index(1, 0));
        const QString key = loudP2.data(AlertModel::KeyRole).toString();
        tree->setCurrentIndex(loudP2);
        QVERIFY(pane()->acknowledgeSelected(QStringLiteral("looking into n1")));
        QVERIFY(pane()->selectKey(key));
        QVERIFY(pane()->silenceSelected(30 * kMin, QStringLiteral("known batch job"), false));
        const QModelIndex row = m->indexOfKey(key);
        const QString state = row.siblingAtColumn(AlertModel::StateColumn).data().toString();
        QVERIFY2(state == QStringLiteral("firing · silenced 30m · acked") ||
                     state == QStringLiteral("firing · silenced 29m · acked"),
                 qPrintable(state));
        const QString tip = row.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("known batch job")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Acknowledged by %1").arg(AuditLog::currentUser())),
                 qPrintable(tip));
        QCOMPARE(center()->board().count(AlertTier::P2), 0);
        auto *silenceButton = pane()->findChild<QPushButton *>(QStringLiteral("silenceButton"));
        auto *unsilenceButton = pane()->findChild<QPushButton *>(QStringLiteral("unsilenceButton"));
        // A silenced row offers Unsilence in Silence's place.
        QVERIFY(unsilenceButton->isEnabled());
        QVERIFY(unsilenceButton->isVisibleTo(pane()));
        QVERIFY(!silenceButton->isVisibleTo(pane()));
        QVERIFY(pane()->unsilenceSelected());
        QCOMPARE(center()->board().count(AlertTier::P2), 1);
        QVERIFY(silenceButton->isVisibleTo(pane()));
        QVERIFY(!unsilenceButton->isVisibleTo(pane()));

        // All three actions are in the audit view, newest first.
        auto *audit = m_window->alerts()->runbookDock()->findChild<QAbstractItemView *>(
            QStringLiteral("auditView"));
        QVERIFY(audit);
        QCOMPARE(audit->model()->rowCount(), 3);
        QCOMPARE(audit->model()->index(0, 2).data().toString(), QStringLiteral("unsilenced"));
        QCOMPARE(audit->model()->index(2, 2).data().toString(), QStringLiteral("acknowledged"));
        QCOMPARE(audit->model()->index(2, 1).data().toString(), AuditLog::currentUser());
        QCOMPARE(audit->model()->index(2, 4).data().toString(), QStringLiteral("looking into n1"));
    }

    void silenceTheWholeGroup()
    {
        AlertModel *m = pane()->model();
        // The P3 digest holds one group of one; silence it by its group.
        pane()->view()->expand(m->index(2, 0));
        const QModelIndex idle = m->index(0, 0, m->index(2, 0));
        pane()->view()->setCurrentIndex(idle);
        QVERIFY(pane()->silenceSelected(2 * 60 * kMin, QStringLiteral("weekend"), true));
        QCOMPARE(center()->board().count(AlertTier::P3), 0);
        QCOMPARE(center()->operatorState().silences.back().matchers.size(), std::size_t(2));
        // Rebuilt after the action; the digest stays as the user left it.
        QVERIFY(pane()->view()->isExpanded(m->index(2, 0)));
    }

    void runbookFromTheAlertToTheAxis()
    {
        // A registry of the user's: one command whose argument is a label.
        const QString registry = write(QStringLiteral("runbooks.yml"), R"x(runbooks:
  - id: show-namespace
    title: Show the namespace
    match: {alertname: InferenceLatencyP95}
    command: [printf, "ns=%s\n", "{{labels.namespace}}"]
)x");
        RunbookLauncher *launcher = m_window->alerts()->runbooks();
        QVERIFY(launcher->setRegistryFile(registry));
        AlertModel *m = pane()->model();
        const QModelIndex p1 = m->index(0, 0, m->index(0, 0));
        pane()->view()->setCurrentIndex(p1);
        auto *button = pane()->findChild<QPushButton *>(QStringLiteral("runbookButton"));
        QVERIFY(button->isEnabled());
        const AlertRow *row = m->rowAt(p1);
        const auto entries = launcher->entriesFor(*row);
        // The user's entry first, then the built-in ones for the same alert.
        QVERIFY(entries.size() >= 2);
        QCOMPARE(entries.front().id, QStringLiteral("show-namespace"));
        const auto plan = launcher->planFor(entries.front(), *row);
        QVERIFY2(plan.has_value(), plan ? "" : qPrintable(plan.error()));
        QCOMPARE(plan->argv(), (QStringList{QStringLiteral("printf"), QStringLiteral("ns=%s\n"),
                                            QStringLiteral("team-b")}));

        // What the dialog's Run does.
        launcher->run(*plan);
        RunbookPane *runbookPane = launcher->pane();
        QCOMPARE(runbookPane->launchCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!runbookPane->isRunning(0), 10'000);
        // The command as run, its output, and how it ended.
        const QStringList out = runbookPane->outputOf(0).split(QLatin1Char('\n'));
        QVERIFY2(out.contains(QStringLiteral("ns=team-b")), qPrintable(out.join(u'|')));
        QVERIFY2(!out.filter(QRegularExpression(
                                 QStringLiteral("^printf exited with 0 after [0-9.]+ s$")))
                      .isEmpty(),
                 qPrintable(out.join(u'|')));

        // Launch and result are audited and marked on the time axis.
        const auto &entriesLogged = m_window->alerts()->audit()->entries();
        QCOMPARE(entriesLogged.size(), std::size_t(2));
        QCOMPARE(entriesLogged[0].action, QStringLiteral("runbook"));
        QCOMPARE(entriesLogged[1].action, QStringLiteral("runbook-result"));
        QVERIFY2(entriesLogged[1].detail.startsWith(QLatin1String("succeeded (exit 0")),
                 qPrintable(entriesLogged[1].detail));
        const auto &marks = m_window->lanes()->lane(0)->timeMarks();
        QCOMPARE(marks.size(), std::size_t(2));
        QVERIFY(marks[1].strong);
        QVERIFY(marks[1].text.contains(QLatin1String("runbook ended")));
    }

    void tierMapIsEditable()
    {
        // The dialog starts from the map in use and gives back what was edited.
        TierMapDialog dlg(TierMap{});
        auto *table = dlg.findChild<QTableWidget *>();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 5);
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QLatin1String("warning"))
                qobject_cast<QComboBox *>(table->cellWidget(r, 1))->setCurrentIndex(0); // P1
        const TierMap edited = dlg.tierMap();
        QCOMPARE(edited.tierOfSeverity(QStringLiteral("warning")), AlertTier::P1);
        QCOMPARE(edited.tierOfSeverity(QStringLiteral("Critical")), AlertTier::P1);
        QCOMPARE(TierMapDialog::fromText(TierMapDialog::toText(edited)).bySeverity,
                 edited.bySeverity);
        QCOMPARE(TierMapDialog::fromText(QStringLiteral("junk;=P1;x=P7")).bySeverity,
                 TierMap{}.bySeverity); // nothing usable: the defaults

        // Applied, it re-tiers the memory alerts; the P1 there now mutes nothing
        // of them (P1s never mute each other).
        center()->setTierMap(edited);
        QTRY_COMPARE_WITH_TIMEOUT(center()->board().count(AlertTier::P1), 3, 5000);
        QCOMPARE(center()->board().count(AlertTier::P2, true), 0);
    }

    void auditModelKeepsNewestFirst()
    {
        AuditModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 t = m_t0 / kMin * kMin;
        model.setEntries({{t - 2 * kMin, QStringLiteral("ops"), QStringLiteral("ack"),
                           QStringLiteral("GpuIdle"), QStringLiteral("looking")},
                          {t, QStringLiteral("ops"), QStringLiteral("silence"),
                           QStringLiteral("GpuIdle"), QStringLiteral("batch job")},
                          {t - kMin, QStringLiteral("dev"), QStringLiteral("runbook"),
                           QStringLiteral("restart-pod"), QStringLiteral("kubectl")}});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(AuditModel::ColumnCount));
        QStringList targets;
        for (int r = 0; r < model.rowCount(); ++r)
            targets << model.index(r, AuditModel::TargetColumn).data().toString();
        QCOMPARE(targets, (QStringList{QStringLiteral("GpuIdle"), QStringLiteral("restart-pod"),
                                       QStringLiteral("GpuIdle")}));
        QCOMPARE(model.index(0, AuditModel::ActionColumn).data().toString(),
                 QStringLiteral("silenced"));
        model.prepend({t + kMin, QStringLiteral("ops"), QStringLiteral("unsilence"),
                       QStringLiteral("GpuIdle"), QString()});
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0, AuditModel::ActionColumn).data().toString(),
                 QStringLiteral("unsilenced"));
        QCOMPARE(model.index(3, AuditModel::DetailColumn).data().toString(),
                 QStringLiteral("looking"));
        model.setEntries({});
        QCOMPARE(model.rowCount(), 0);
    }

    // Alerts > Backtest a Rule… on the selected alert: its figures over the
    // visible hour, then a longer `for` and a threshold nothing reaches,
    // side by side with the rule as written.
    void backtestTheAlertThatWokeYou()
    {
        const QString key = AlertBoardBuilder::keyOf(
            QStringLiteral("InferenceLatencyP95"),
            Labels({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                    {QStringLiteral("severity"), QStringLiteral("critical")}}));
        QVERIFY(pane()->selectKey(key));
        BacktestDialog *dlg = m_window->alerts()->openBacktest(
            pane()->selectedRow() ? pane()->selectedRow()->name : QString());
        QVERIFY(dlg->isVisible());
        QCOMPARE(dlg->findChild<QComboBox *>()->currentText(),
                 QStringLiteral("InferenceLatencyP95"));
        QSignalSpy done(dlg, &BacktestDialog::finished);

        // As written: returned for the last 20 minutes, firing after 3.
        QVERIFY(dlg->run());
        QVERIFY(done.wait(10'000));
        QTableWidget *t = dlg->table();
        QCOMPARE(t->columnCount(), 1);
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(t->item(5, 0)->text(), QStringLiteral("1"));          // still firing
        QVERIFY2(t->item(1, 0)->text().startsWith(QLatin1String("1")), // 16-17 min
                 qPrintable(t->item(1, 0)->text()));

        // `for` longer than the episode: it would not have paged.
        dlg->setChanges(QStringLiteral("30m"), {}, {});
        QVERIFY(dlg->run());
        QVERIFY(done.wait(10'000));
        QCOMPARE(t->columnCount(), 3);
        QCOMPARE(t->horizontalHeaderItem(1)->text(), QStringLiteral("for=30m"));
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("0"));
        QCOMPARE(t->item(0, 2)->text(), QStringLiteral("−1"));
        // Quiet for the whole visible range instead of until the episode.
        QVERIFY2(t->item(4, 2)->text().startsWith(QLatin1String("+")),
                 qPrintable(t->item(4, 2)->text()));

        // A threshold is asked of the server in the rule's own expression.
        dlg->setChanges({}, {}, QStringLiteral("1000"));
        QVERIFY(dlg->run());
        QVERIFY(done.wait(10'000));
        QVERIFY2(m_lastQuery.contains(QLatin1String("inference_latency_p95 > 1000")),
                 qPrintable(m_lastQuery));
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("0"));
        QVERIFY2(dlg->status().contains(QLatin1String("Evaluated")), qPrintable(dlg->status()));

        // A wrong field says so where it is wrong, and nothing runs.
        dlg->setChanges(QStringLiteral("soon"), {}, QStringLiteral("high"));
        QVERIFY(!dlg->run());
        QVERIFY(dlg->problems()->hasErrors());
        QVERIFY(!dlg->isRunning());

        // A dead server: the reason, and the figures shown are replaced by
        // "failed" rather than left looking current.
        dlg->setChanges({}, {}, {});
        m_server.reset();
        QVERIFY(dlg->run());
        QVERIFY(done.wait(40'000));
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("failed"));
        QVERIFY2(dlg->status().contains(QLatin1String("could not be evaluated")),
                 qPrintable(dlg->status()));
    }

    // The dialog follows the rules in use, and opens on the rule the alert
    // came from when two rules share its name.
    void backtestFollowsTheRulesInUse()
    {
        BacktestDialog *dlg = m_window->alerts()->openBacktest();
        auto *rules = dlg->findChild<QComboBox *>();
        QCOMPARE(rules->count(), 3);
        QVERIFY(m_window->alerts()->loadRules(write(QStringLiteral("two.yml"), R"x(groups:
  - name: latency
    rules:
      - alert: Latency
        expr: inference_latency_p95 > 1
        labels: {severity: warning}
      - alert: Latency
        expr: inference_latency_p95 > 2
        labels: {severity: critical}
)x")));
        QCOMPARE(rules->count(), 2);
        Labels critical({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                         {QStringLiteral("severity"), QStringLiteral("critical")}});
        QCOMPARE(m_window->alerts()->openBacktest(QStringLiteral("Latency"), critical), dlg);
        QCOMPARE(rules->currentIndex(), 1);
        QVERIFY(dlg->findChild<QLineEdit *>()->isEnabled());
        QSignalSpy done(dlg, &BacktestDialog::finished);
        QVERIFY(dlg->run());
        QVERIFY(done.wait(10'000));
        QVERIFY2(m_lastQuery.contains(QLatin1String("inference_latency_p95 > 2")),
                 qPrintable(m_lastQuery));
    }

    // A dashboard's annotation queries mark their changes on every lane; one
    // that fails says so in the status bar and the others' marks stay.
    void annotationQueriesMarkTheLanes()
    {
        QByteArray dash = dashboardJson();
        dash.chop(1);
        dash += R"x(,"builtinChanges":false,"annotations":[
 {"name":"deploys","source":"fake","promql":"deploy_generation > 0","text":"{{deployment}} rolled out"},
 {"name":"broken","source":"fake","promql":"broken_query"}]})x";
        QVERIFY(m_window->openDashboard(write(QStringLiteral("changes.json"), dash), false));
        auto marked = [this](int lane) {
            for (const TimeMark &m : m_window->lanes()->lane(lane)->timeMarks())
                if (m.change && m.text.contains(QLatin1String("summarize-llm rolled out")))
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(marked(0) && marked(2), 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage().contains(
                                     QLatin1String("Annotation query broken (source fake)")),
                                 10'000);
        QCOMPARE(m_window->workspace()->changes()->changes().size(), std::size_t(1));
        // The server stumbles on the query that worked: it says so, and its
        // mark stays where it was.
        m_deploysFail = true;
        m_window->workspace()->changes()->refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->workspace()->changes()->problems().join(u'\n').contains(
                                     QLatin1String("Annotation query deploys (source fake)")),
                                 10'000);
        QVERIFY(marked(0));
        QCOMPARE(m_window->workspace()->changes()->changes().size(), std::size_t(1));
        m_deploysFail = false;
    }

    void brokenRuleFileKeepsTheRulesInUse()
    {
        const QString bad = write(QStringLiteral("bad.yml"), "groups: [ {name: x, rules: [");
        QVERIFY(!m_window->alerts()->loadRules(bad));
        QCOMPARE(center()->engine()->rules().size(), std::size_t(3));
        QVERIFY(!m_window->alerts()->loadRules(m_dir.filePath(QStringLiteral("missing.yml"))));
        QCOMPARE(center()->engine()->rules().size(), std::size_t(3));
    }

  private:
    AlertPane *pane() const { return m_window->alerts()->pane(); }
    AlertCenter *center() const { return m_window->alerts()->center(); }

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return path;
    }

    FakePrometheus::Response answer(const FakePrometheus::Request &r)
    {
        // The server's own alerts API: nothing of its own is firing.
        if (r.path.endsWith("/api/v1/alerts"))
            return FakePrometheus::reply(200, "application/json",
                                         R"({"status":"success","data":{"alerts":[]}})");
        if (r.path.endsWith("/api/v1/rules"))
            return FakePrometheus::reply(200, "application/json",
                                         R"({"status":"success","data":{"groups":[]}})");
        const QString q = r.form.queryItemValue(QStringLiteral("query"));
        m_lastQuery = q;
        const qint64 now = m_t0 / kMin * kMin;
        QByteArray body;
        if (q == QLatin1String("broken_query") ||
            (m_deploysFail && q.contains(QLatin1String("deploy_generation"))))
            return FakePrometheus::reply(
                400, "application/json",
                R"({"status":"error","errorType":"bad_data","error":"parse error"})");
        if (q.contains(QLatin1String("deploy_generation")))
            body = series(r, {R"({"namespace":"team-b","deployment":"summarize-llm"})"},
                          now - 10 * kMin, now - 8 * kMin, 4);
        else if (q.contains(QLatin1String("> 1000")))
            body = R"({"status":"success","data":{"resultType":"matrix","result":[]}})";
        else if (q.contains(QLatin1String("inference_latency_p95 >")))
            body = series(r, {R"({"namespace":"team-b"})"}, now - 20 * kMin, now + 60 * kMin, 3.4);
        else if (q.contains(QLatin1String("gpu_memory_used_percent >")))
            body = series(r,
                          {R"({"namespace":"team-a","Hostname":"n1","gpu":"0"})",
                           R"({"namespace":"team-b","Hostname":"n3","gpu":"2"})"},
                          now - 60 * kMin, now + 60 * kMin, 91);
        else if (q.contains(QLatin1String("gpu_util_percent <")))
            body = series(r, {R"({"namespace":"team-c","Hostname":"n5","gpu":"1"})"},
                          now - 180 * kMin, now + 60 * kMin, 12);
        else
            body = FakePrometheus::matrixFor(r, 2, 50);
        return FakePrometheus::reply(200, "application/json", body);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
    qint64 m_t0 = 0;
    QString m_lastQuery;
    bool m_deploysFail = false;
};

QTEST_MAIN(TestAlertPane)
#include "tst_alertpane.moc"
