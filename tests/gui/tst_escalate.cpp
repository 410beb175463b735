// Escalating from the alert pane on the offscreen platform: the Escalate
// menu follows the runbook registry (an action the registry lacks is
// disabled and says why), each entry leads to the same confirmation as any
// runbook, showing the request with the secret masked; a secret typed there
// is kept (in memory here: the test has no keychain) and sent, and neither
// the audit log nor the runbook pane ever holds it.
#include "alertcenter.h"
#include "alertdocks.h"
#include "alertmodel.h"
#include "alertpane.h"
#include "auditlog.h"
#include "auditmodel.h"
#include "fakeprometheus.h"
#include "isolatedsettings.h"
#include "lanemodel.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "modeltesters.h"
#include "runbooklaunchdialog.h"
#include "runbooklauncher.h"
#include "runbookpane.h"
#include "webhookreceiver.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

namespace {
constexpr qint64 kMin = 60'000;
const QString kKey = QStringLiteral("fedcba9876543210fedcba9876543210");

const char *kRules = R"x(groups:
  - name: playbook
    interval: 1m
    rules:
      - alert: InferenceLatencyP95
        expr: inference_latency_p95 > 2
        for: 3m
        labels: {severity: critical}
        annotations:
          summary: "P95 inference latency in {{ $labels.namespace }} is {{ $value }} s"
          runbook_url: https://wiki.example/runbooks/latency
)x";

// A user's registry: PagerDuty pointed at the loopback receiver, with no
// acknowledge action, and "teams" replaced by a plain link.
QByteArray registry(const QUrl &receiver)
{
    return R"x(runbooks:
  - id: pagerduty
    title: Page on-call (test receiver)
    webhook:
      url: )x" +
           receiver.toEncoded() +
           R"x(/v2/enqueue
      secret: pagerduty-test
      actions:
        trigger:
          routing_key: "{{secret}}"
          event_action: trigger
          dedup_key: "{{fingerprint}}"
          payload: {summary: "{{summary}}", source: "{{target}}", severity: "{{severity}}"}
          links: [{$each: links, href: "{{item.value}}", text: "{{item.name}}"}]
          lanes: [{$each: lanes, name: "{{item.name}}", value: "{{item.value}}"}]
        resolve: {routing_key: "{{secret}}", event_action: resolve, dedup_key: "{{fingerprint}}"}
  - id: teams
    url: https://teams.example/channel
  - id: notify-chat
    title: Tell the chat
    match: {alertname: InferenceLatencyP95}
    webhook:
      url: https://chat.example/hooks/gpu
      body: {text: "{{summary}}"}
)x";
}

QByteArray series(const FakePrometheus::Request &req, qint64 fromMs, qint64 toMs, double value)
{
    const qint64 start = qint64(req.form.queryItemValue(QStringLiteral("start")).toDouble() * 1000);
    const qint64 end = qint64(req.form.queryItemValue(QStringLiteral("end")).toDouble() * 1000);
    const qint64 step = qint64(req.form.queryItemValue(QStringLiteral("step")).toDouble() * 1000);
    QByteArray values;
    for (qint64 t = start; step > 0 && t <= end; t += step)
        if (t >= fromMs && t <= toMs)
            values += (values.isEmpty() ? "" : ",") + QByteArray("[") +
                      QByteArray::number(double(t) / 1000, 'f', 3) + ",\"" +
                      QByteArray::number(value) + "\"]";
    return R"({"status":"success","data":{"resultType":"matrix","result":[)" +
           (values.isEmpty() ? QByteArray()
                             : R"({"metric":{"namespace":"team-b"},"values":[)" + values + "]}") +
           "]}}";
}
} // namespace

class TestEscalate : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(QStringLiteral("tst_escalate"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        // No keychain: a typed secret stays in this process's memory.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/fleetscope-test-bus");
        qunsetenv("FLEETSCOPE_PAGERDUTY_ROUTING_KEY");
        qRegisterMetaType<RunbookPlan>();
    }

    void init()
    {
        QFile::remove(AuditLog::defaultPath());
        QFile::remove(AlertCenter::defaultStatePath());
        QSettings().clear();
        m_t0 = QDateTime::currentMSecsSinceEpoch();
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_server->setHandler([this](const FakePrometheus::Request &r) { return answer(r); });
        m_receiver = std::make_unique<WebhookReceiver>();
        QVERIFY(m_receiver->listen());
        const QString sources = write(QStringLiteral("sources.json"),
                                      R"({"sources":[{"name":"fake","type":"prometheus","url":")" +
                                          m_server->url().toString().toUtf8() + R"("}]})");
        const QString dash = write(QStringLiteral("dash.json"),
                                   R"({"title":"Escalate","range":"1h","refresh":"1h","lanes":[
 {"id":"lat","title":"Latency","unit":"seconds","queries":[{"source":"fake","promql":"inference_latency_p95"}]}]})");
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
        QTRY_VERIFY_WITH_TIMEOUT(!center()->board().groups.empty(), 10'000);
    }

    void cleanup()
    {
        m_testers.clear();
        m_window.reset();
    }

    void builtinEscalationsAreOffered()
    {
        auto *button = pane()->findChild<QToolButton *>(QStringLiteral("escalateButton"));
        QVERIFY(button);
        QVERIFY(button->menu());
        // Nothing selected: nothing to escalate.
        pane()->view()->setCurrentIndex({});
        QVERIFY(!button->isEnabled());
        selectP1();
        QVERIFY(button->isEnabled());
        for (const char *name : {"pageTrigger", "pageAcknowledge", "pageResolve", "postTeams"}) {
            QAction *a = action(name);
            QVERIFY2(a && a->isEnabled(), name);
        }
        QVERIFY(action("postTeams")->toolTip().contains(QStringLiteral("Teams")));
    }

    void menuFollowsTheRegistry()
    {
        QVERIFY(launcher()->setRegistryFile(
            write(QStringLiteral("runbooks.yml"), registry(m_receiver->url()))));
        selectP1();
        QVERIFY(action("pageTrigger")->isEnabled());
        QVERIFY(action("pageResolve")->isEnabled());
        QVERIFY(!action("pageAcknowledge")->isEnabled());
        QCOMPARE(action("pageAcknowledge")->toolTip(),
                 QStringLiteral("The webhook \"pagerduty\" has no action \"acknowledge\"."));
        QVERIFY(!action("postTeams")->isEnabled());
        QCOMPARE(action("postTeams")->toolTip(),
                 QStringLiteral("The runbook \"teams\" is not a webhook."));
        // A webhook of the user's that matches the alert is one of its runbooks.
        const AlertRow *row = pane()->model()->rowAt(pane()->view()->currentIndex());
        const auto entries = launcher()->entriesFor(*row);
        QVERIFY(std::any_of(entries.begin(), entries.end(), [](const RunbookEntry &e) {
            return e.id == QLatin1String("notify-chat") && e.kind == RunbookEntry::Kind::Webhook;
        }));
    }

    void pageGoesThroughTheConfirmationAndTheAudit()
    {
        QVERIFY(launcher()->setRegistryFile(
            write(QStringLiteral("runbooks.yml"), registry(m_receiver->url()))));
        selectP1();
        // The lane has its data at the alert's start before anything is sent.
        const AlertRow *row = pane()->model()->rowAt(pane()->view()->currentIndex());
        const qint64 since = row->sinceMs();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lanes()->laneModel(0)->valuesAt(since).valid, 10'000);

        // Cancel: nothing is sent, nothing audited.
        QDialog *dlg = confirmationFor("pageTrigger");
        QVERIFY(dlg);
        const QString shown =
            dlg->findChild<QPlainTextEdit *>(QStringLiteral("planText"))->toPlainText();
        QVERIFY2(
            shown.contains(
                QStringLiteral("POST %1/v2/enqueue").arg(m_receiver->url().toString())) &&
                shown.contains(
                    QStringLiteral("\"routing_key\": \"%1\"").arg(RunbookPlan::secretMask())) &&
                shown.contains(QStringLiteral("\"event_action\": \"trigger\"")) &&
                shown.contains(QStringLiteral("P95 inference latency in team-b is 3.4 s")),
            qPrintable(shown));
        QVERIFY(dlg->findChild<QLineEdit *>(QStringLiteral("secretField")));
        QSignalSpy launched(launcher(), &RunbookLauncher::launched);
        const QPointer<QDialog> closing(dlg);
        dlg->findChild<QPushButton *>(QStringLiteral("cancelButton"))->click();
        // Once the confirmation is gone nothing can be launched from it, and a
        // launch is audited and announced the moment it starts.
        QTRY_VERIFY(!closing);
        QCOMPARE(launched.count(), 0);
        QVERIFY(m_receiver->requests().isEmpty());
        QVERIFY(audit()->entries().empty());

        // Run with a secret typed into the confirmation.
        dlg = confirmationFor("pageTrigger");
        QVERIFY(dlg);
        auto *secret = dlg->findChild<QLineEdit *>(QStringLiteral("secretField"));
        QCOMPARE(secret->echoMode(), QLineEdit::Password);
        secret->setText(kKey);
        dlg->findChild<QPushButton *>(QStringLiteral("runButton"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests().size(), 1, 10'000);
        const QJsonObject sent =
            QJsonDocument::fromJson(m_receiver->requests().front().body).object();
        QCOMPARE(sent.value(QLatin1String("routing_key")).toString(), kKey);
        const QJsonObject payload = sent.value(QLatin1String("payload")).toObject();
        // A local rule's annotation is sent as the pane shows it.
        QCOMPARE(payload.value(QLatin1String("summary")).toString(),
                 QStringLiteral("P95 inference latency in team-b is 3.4 s"));
        QCOMPARE(payload.value(QLatin1String("severity")).toString(), QStringLiteral("critical"));
        const QJsonArray links = sent.value(QLatin1String("links")).toArray();
        QCOMPARE(links.size(), 1);
        QCOMPARE(links[0].toObject().value(QLatin1String("href")).toString(),
                 QStringLiteral("https://wiki.example/runbooks/latency"));
        const QJsonArray lanes = sent.value(QLatin1String("lanes")).toArray();
        QCOMPARE(lanes.size(), 1);
        QCOMPARE(lanes[0].toObject().value(QLatin1String("name")).toString(),
                 QStringLiteral("Latency"));
        QCOMPARE(lanes[0].toObject().value(QLatin1String("value")).toString(),
                 QStringLiteral("3.4 s"));

        RunbookPane *runbookPane = launcher()->pane();
        QTRY_VERIFY_WITH_TIMEOUT(!runbookPane->isRunning(0), 10'000);
        QVERIFY2(runbookPane->outputOf(0).contains(QStringLiteral("Event processed")),
                 qPrintable(runbookPane->outputOf(0)));
        QCOMPARE(audit()->entries().size(), std::size_t(2));
        QCOMPARE(audit()->entries()[0].action, QStringLiteral("runbook"));
        QCOMPARE(audit()->entries()[0].target,
                 QStringLiteral("POST %1/v2/enqueue (trigger)").arg(m_receiver->url().toString()));
        QCOMPARE(audit()->entries()[1].action, QStringLiteral("runbook-result"));
        QVERIFY2(audit()->entries()[1].detail.startsWith(QLatin1String("succeeded (HTTP 202")),
                 qPrintable(audit()->entries()[1].detail));

        // Resolve without typing it again: the stored secret, the same dedup_key.
        dlg = confirmationFor("pageResolve");
        QVERIFY(dlg);
        dlg->findChild<QPushButton *>(QStringLiteral("runButton"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests().size(), 2, 10'000);
        QCOMPARE(m_receiver->incidents().size(), std::size_t(1));
        QCOMPARE(m_receiver->incidents().begin()->second.status, QStringLiteral("resolved"));

        // The secret is nowhere a person or a file could read it.
        QTRY_COMPARE_WITH_TIMEOUT(audit()->entries().size(), std::size_t(4), 10'000);
        for (const AuditEntry &e : audit()->entries())
            QVERIFY(!(e.target + e.detail).contains(kKey));
        for (int i = 0; i < runbookPane->launchCount(); ++i)
            QVERIFY(!runbookPane->outputOf(i).contains(kKey));
        QFile log(AuditLog::defaultPath());
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(!log.readAll().contains(kKey.toUtf8()));
    }

    void replayDoesNotPage()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo.fsnap"));
        QFile::remove(path);
        QVERIFY(QFile::copy(QStringLiteral(":/snapshots/demo-incident.fsnap"), path));
        QVERIFY(m_window->openSnapshot(path, false));
        QVERIFY(m_window->workspace()->isReplay());
        // Any alert of the incident, current or resolved in view.
        QTRY_VERIFY_WITH_TIMEOUT(pane()->selectAdjacent(1), 10'000);
        QVERIFY(pane()->findChild<QToolButton *>(QStringLiteral("escalateButton"))->isEnabled());
        for (const char *name : {"pageTrigger", "pageResolve", "postTeams"}) {
            QVERIFY2(!action(name)->isEnabled(), name);
            QVERIFY2(action(name)->toolTip().contains(QStringLiteral("Replay")),
                     qPrintable(action(name)->toolTip()));
        }
    }

  private:
    AlertPane *pane() const { return m_window->alerts()->pane(); }
    AlertCenter *center() const { return m_window->alerts()->center(); }
    RunbookLauncher *launcher() const { return m_window->alerts()->runbooks(); }
    AuditLog *audit() const { return m_window->alerts()->audit(); }

    QAction *action(const char *name) const
    {
        return pane()
            ->findChild<QToolButton *>(QStringLiteral("escalateButton"))
            ->menu()
            ->findChild<QAction *>(QLatin1String(name));
    }

    void selectP1()
    {
        AlertModel *m = pane()->model();
        pane()->view()->setCurrentIndex(m->index(0, 0, m->index(0, 0)));
        QVERIFY(m->rowAt(pane()->view()->currentIndex()));
    }

    // Triggers the menu entry and returns the confirmation it opened.
    QDialog *confirmationFor(const char *name)
    {
        QSignalSpy shown(launcher(), &RunbookLauncher::confirmationShown);
        action(name)->trigger();
        if (shown.size() != 1)
            return nullptr;
        return shown.front().front().value<QDialog *>();
    }

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
        if (r.path.endsWith("/api/v1/alerts"))
            return FakePrometheus::reply(200, "application/json",
                                         R"({"status":"success","data":{"alerts":[]}})");
        if (r.path.endsWith("/api/v1/rules"))
            return FakePrometheus::reply(200, "application/json",
                                         R"({"status":"success","data":{"groups":[]}})");
        const qint64 now = m_t0 / kMin * kMin;
        return FakePrometheus::reply(200, "application/json",
                                     series(r, now - 20 * kMin, now + 60 * kMin, 3.4));
    }

    QTemporaryDir m_dir;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<WebhookReceiver> m_receiver;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
    qint64 m_t0 = 0;
};

QTEST_MAIN(TestEscalate)
#include "tst_escalate.moc"
