// The runbook confirmation dialog and the runbook pane on the offscreen
// platform: the dialog shows exactly what will run and a dry run runs
// nothing; the pane streams a launch's output and stops it.
#include "runbook.h"
#include "runbooklaunchdialog.h"
#include "runbookpane.h"
#include "runbookrunner.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

namespace {
RunbookContext context(const QString &ns)
{
    RunbookContext c;
    c.alertname = QStringLiteral("InferenceLatencyP95");
    c.labels.set(QStringLiteral("namespace"), ns);
    c.startsAtMs = 1'700'000'000'000;
    return c;
}

RunbookPlan commandPlan(const QStringList &argv, const QString &ns = QStringLiteral("team-b"))
{
    RunbookEntry e;
    e.id = QStringLiteral("cmd");
    e.title = QStringLiteral("Pods of the namespace");
    e.kind = RunbookEntry::Kind::Command;
    e.argv = argv;
    e.origin = QStringLiteral("runbooks.yml:3");
    const auto p = expand(e, context(ns));
    if (!p)
        qFatal("%s", qPrintable(p.error()));
    return *p;
}
} // namespace

class TestRunbookWidgets : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qRegisterMetaType<RunbookPlan>();
    }

    void dialogShowsTheExactArgv()
    {
        const QString hostile = QStringLiteral("team b; $(rm -rf /)\n\"x\"");
        const RunbookPlan p =
            commandPlan({QStringLiteral("kubectl"), QStringLiteral("-n"),
                         QStringLiteral("{{labels.namespace}}"), QStringLiteral("get"),
                         QStringLiteral("pods"), QStringLiteral("-o"), QStringLiteral("wide")},
                        hostile);
        RunbookLaunchDialog dlg(p);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *argv = dlg.findChild<QTreeWidget *>(QStringLiteral("argvList"));
        QVERIFY(argv);
        QAbstractItemModelTester tester(argv->model());
        const QStringList expected = p.argv();
        QCOMPARE(argv->topLevelItemCount(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(argv->topLevelItem(i)->text(0), QStringLiteral("argv[%1]").arg(i));
            QCOMPARE(argv->topLevelItem(i)->text(1), RunbookPlan::quoted(expected[i]));
        }
        QCOMPARE(argv->topLevelItem(2)->text(1),
                 QStringLiteral("\"team b; $(rm -rf /)\\n\\\"x\\\"\""));
        auto *text = dlg.findChild<QPlainTextEdit *>(QStringLiteral("planText"));
        QVERIFY(text);
        QCOMPARE(text->toPlainText(), p.describe());
        QVERIFY(text->isReadOnly());
        QVERIFY(!dlg.findChild<QLabel *>(QStringLiteral("untrustedWarning")));
        QVERIFY(dlg.findChild<QPushButton *>(QStringLiteral("runButton"))->isEnabled());
        // Enter does not launch: Cancel is the default button.
        QVERIFY(dlg.findChild<QPushButton *>(QStringLiteral("cancelButton"))->isDefault());
    }

    void dryRunRunsNothing()
    {
        const QString marker = m_dir.filePath(QStringLiteral("ran"));
        const RunbookPlan p = commandPlan({QStringLiteral("touch"), marker});
        RunbookLaunchDialog dlg(p);
        QSignalSpy run(&dlg, &RunbookLaunchDialog::runRequested);
        QSignalSpy dry(&dlg, &RunbookLaunchDialog::dryRunRequested);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *result = dlg.findChild<QLabel *>(QStringLiteral("dryRunResult"));
        QVERIFY(result && !result->isVisible());
        QTest::mouseClick(dlg.findChild<QPushButton *>(QStringLiteral("dryRunButton")),
                          Qt::LeftButton);
        // The dialog only asks for runs, and asks while the click is handled:
        // what it asked for is all there is to see now.
        QCOMPARE(dry.count(), 1);
        QCOMPARE(run.count(), 0);
        QCOMPARE(dlg.dryRuns(), 1);
        QVERIFY(dlg.isVisible());
        QCOMPARE(dlg.result(), int(QDialog::Rejected));
        QVERIFY(result->isVisible());
        QVERIFY(result->text().contains(QStringLiteral("nothing was run")));
        QVERIFY(!QFile::exists(marker));
        QTest::mouseClick(dlg.findChild<QPushButton *>(QStringLiteral("cancelButton")),
                          Qt::LeftButton);
        QCOMPARE(dlg.result(), int(QDialog::Rejected));
        QCOMPARE(run.count(), 0);
        QVERIFY(!QFile::exists(marker));
    }

    void untrustedRunbookNeedsAConfirmedReading()
    {
        RunbookPlan p = commandPlan({QStringLiteral("kubectl"), QStringLiteral("get")});
        p.trusted = false;
        p.origin = QStringLiteral("incident-42.fsnap:7");
        RunbookLaunchDialog dlg(p);
        QSignalSpy run(&dlg, &RunbookLaunchDialog::runRequested);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *warning = dlg.findChild<QLabel *>(QStringLiteral("untrustedWarning"));
        QVERIFY(warning && warning->isVisible());
        QVERIFY(warning->text().contains(QStringLiteral("incident-42.fsnap:7")));
        auto *runButton = dlg.findChild<QPushButton *>(QStringLiteral("runButton"));
        QVERIFY(!runButton->isEnabled());
        QTest::mouseClick(runButton, Qt::LeftButton);
        QCOMPARE(run.count(), 0);
        dlg.findChild<QCheckBox *>(QStringLiteral("confirmRead"))->setChecked(true);
        QVERIFY(runButton->isEnabled());
        QTest::mouseClick(runButton, Qt::LeftButton);
        QCOMPARE(run.count(), 1);
        QCOMPARE(dlg.result(), int(QDialog::Accepted));
        QCOMPARE(run.first().first().value<RunbookPlan>().argv(), p.argv());
    }

    void dialogShowsTheAutomationRequest()
    {
        RunbookEntry e;
        e.id = QStringLiteral("halve");
        e.title = QStringLiteral("Halve the batch size");
        e.kind = RunbookEntry::Kind::AzureAutomation;
        e.automation = {QStringLiteral("azmon"),
                        QStringLiteral("sub-1"),
                        QStringLiteral("gpu-rg"),
                        QStringLiteral("fleet-automation"),
                        QStringLiteral("halve-batch-size"),
                        {{QStringLiteral("Namespace"), QStringLiteral("{{labels.namespace}}")},
                         {QStringLiteral("BatchSize"), QStringLiteral("16")}},
                        {}};
        RunbookEnvironment env;
        env.managementEndpoints.insert(QStringLiteral("azmon"),
                                       QUrl(QStringLiteral("https://management.azure.com")));
        env.jobName = QStringLiteral("11111111-2222-4333-8444-555555555555");
        const auto p = expand(e, context(QStringLiteral("team-b")), env);
        QVERIFY(p.has_value());
        RunbookLaunchDialog dlg(*p);
        const QString text =
            dlg.findChild<QPlainTextEdit *>(QStringLiteral("planText"))->toPlainText();
        QVERIFY(text.contains(QStringLiteral(
            "PUT https://management.azure.com/subscriptions/sub-1/resourceGroups/gpu-rg/providers/"
            "Microsoft.Automation/automationAccounts/fleet-automation/jobs/"
            "11111111-2222-4333-8444-555555555555?api-version=2023-11-01")));
        QVERIFY(text.contains(QStringLiteral("\"BatchSize\": \"16\"")));
        QVERIFY(text.contains(QStringLiteral("\"Namespace\": \"team-b\"")));
        QVERIFY(!dlg.findChild<QTreeWidget *>(QStringLiteral("argvList")));
    }

    void paneStreamsOutput()
    {
        const QString script = writeScript(QStringLiteral("stream.sh"),
                                           "#!/bin/sh\necho first\nsleep 1\necho second\n");
        RunbookPane pane;
        auto *list = pane.findChild<QTreeWidget *>(QStringLiteral("launchList"));
        QAbstractItemModelTester tester(list->model());
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        auto *view = pane.findChild<QPlainTextEdit *>(QStringLiteral("outputView"));
        RunbookRunner runner;
        const RunbookPlan p = commandPlan({script});
        runner.start(p);
        pane.addLaunch(&runner);
        QCOMPARE(pane.launchCount(), 1);
        QCOMPARE(pane.currentLaunch(), 0);
        QCOMPARE(list->topLevelItem(0)->text(0), p.title);
        QCOMPARE(list->topLevelItem(0)->text(1), p.target());
        QVERIFY(!list->topLevelItem(0)->text(2).isEmpty());
        QVERIFY(view->toPlainText().startsWith(QStringLiteral("$ ") + p.target()));
        // The first line shows while the program still runs.
        QTRY_VERIFY_WITH_TIMEOUT(view->toPlainText().contains(QStringLiteral("first")), 5000);
        QVERIFY(runner.isRunning());
        QVERIFY(!view->toPlainText().contains(QStringLiteral("second")));
        QVERIFY(pane.findChild<QPushButton *>(QStringLiteral("stopButton"))->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(runner.isFinished(), 10'000);
        QVERIFY(view->toPlainText().contains(QStringLiteral("first\nsecond\n")));
        QVERIFY(view->toPlainText().contains(runner.result().summary));
        QCOMPARE(pane.statusOf(0), QStringLiteral("\u2713 exit 0"));
        QCOMPARE(list->topLevelItem(0)->text(3), pane.statusOf(0));
        QVERIFY(!pane.findChild<QPushButton *>(QStringLiteral("stopButton"))->isEnabled());
        QCOMPARE(view->font().family(),
                 QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
    }

    void paneStopsARun()
    {
        const QString script =
            writeScript(QStringLiteral("long.sh"), "#!/bin/sh\necho started\nsleep 60\n");
        RunbookPane pane;
        pane.show();
        RunbookRunner first;
        pane.addLaunch(&first);
        first.start(commandPlan({QStringLiteral("true")}));
        QTRY_VERIFY_WITH_TIMEOUT(first.isFinished(), 10'000);
        RunbookRunner runner;
        runner.setKillGraceMs(1000);
        pane.addLaunch(&runner);
        runner.start(commandPlan({script}));
        QCOMPARE(pane.currentLaunch(), 1);
        // Added before it started: the row learns the plan when it starts.
        QTRY_COMPARE(pane.findChild<QTreeWidget *>()->topLevelItem(1)->text(1),
                     runner.plan().target());
        QVERIFY(pane.outputOf(1).startsWith(QStringLiteral("$ ") + runner.plan().target()));
        auto *stop = pane.findChild<QPushButton *>(QStringLiteral("stopButton"));
        QTRY_VERIFY_WITH_TIMEOUT(pane.outputOf(1).contains(QStringLiteral("started")), 5000);
        QVERIFY(stop->isEnabled());
        // The finished launch cannot be stopped; the running one can.
        pane.setCurrentLaunch(0);
        QVERIFY(!stop->isEnabled());
        pane.setCurrentLaunch(1);
        QVERIFY(stop->isEnabled());
        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(runner.isFinished(), 8000);
        QCOMPARE(runner.result().outcome, RunbookResult::Outcome::Canceled);
        QCOMPARE(pane.statusOf(1), QStringLiteral("\u25a0 stopped"));
        QVERIFY(!stop->isEnabled());
        // Each launch keeps its own output.
        pane.setCurrentLaunch(0);
        const auto *view = pane.findChild<QPlainTextEdit *>(QStringLiteral("outputView"));
        QCOMPARE(view->toPlainText(), pane.outputOf(0));
        QVERIFY(!view->toPlainText().contains(QStringLiteral("started")));
    }

    void paneListsADryRun()
    {
        RunbookPane pane;
        const RunbookPlan p = commandPlan({QStringLiteral("kubectl"), QStringLiteral("get")});
        pane.addDryRun(p);
        QCOMPARE(pane.launchCount(), 1);
        QVERIFY(!pane.isRunning(0));
        QVERIFY(pane.statusOf(0).contains(QStringLiteral("dry run")));
        QVERIFY(pane.outputOf(0).contains(p.describe()));
        QVERIFY(pane.outputOf(0).contains(QStringLiteral("nothing was run")));
    }

  private:
    QString writeScript(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return path;
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestRunbookWidgets)
#include "tst_runbookwidgets.moc"
