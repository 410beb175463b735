// Azure Automation runbook jobs against tools/azure-double: a job started,
// polled to its end and its output read, through AutomationClient and
// through the RunbookRunner the UI uses; Azure's refusals as messages; a
// throttled start retried; Stop; and a token that never goes anywhere but
// the source's own management endpoint.
#include "automationclient.h"
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"
#include "azuremonitorclient.h"
#include "runbook.h"
#include "runbookrunner.h"
#include "sourceregistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QTest>

namespace {
struct Run
{
    RunbookResult result;
    QString out;
    QString status;
    QStringList statuses;
    bool done = false;
};
} // namespace

class TestAutomation : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        QFile f(m_double.writeSources());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto sources = SourceConfig::parseFile(f.readAll());
        QVERIFY(sources.has_value());
        m_registry = std::make_unique<SourceRegistry>(&m_nam);
        m_registry->setSources(SourceList{*sources});
    }
    void init() { QVERIFY(m_double.setFaults(R"x({"reset": true})x")); }

    void environmentNamesTheSourcesManagementEndpoint()
    {
        const RunbookEnvironment env = RunbookRunner::environment(m_registry.get());
        QCOMPARE(env.managementEndpoints.value(QStringLiteral("az")).host(), m_double.url().host());
        QCOMPARE(env.managementEndpoints.value(QStringLiteral("az")).port(), m_double.url().port());
    }

    void jobRunsToCompletedAndItsOutputArrives()
    {
        const QString hostile = QStringLiteral("team b; $(rm -rf /) \"x\"\n`id`");
        const RunbookPlan p = plan(QStringLiteral("halve-batch-size"), hostile);
        AutomationClient client(&m_nam, m_registry->tokenProvider(QStringLiteral("az")),
                                QLatin1String(AzureDoubleProcess::kArmScope));
        client.setPollInterval(50);
        QStringList statuses;
        connect(&client, &AutomationClient::statusChanged,
                [&](const QString &s) { statuses << s; });
        client.start(p.automation);
        QTRY_VERIFY_WITH_TIMEOUT(client.isFinished(), 20'000);
        QVERIFY2(client.result().has_value(), qPrintable(client.result().error().message));
        QCOMPARE(statuses, (QStringList{QStringLiteral("New"), QStringLiteral("Activating"),
                                        QStringLiteral("Running"), QStringLiteral("Completed")}));
        const AutomationClient::Outcome &o = *client.result();
        QCOMPARE(o.job.status, QStringLiteral("Completed"));
        QVERIFY(!o.job.jobId.isEmpty());
        QVERIFY(o.outputProblem.isEmpty());
        QVERIFY2(o.output.contains(QStringLiteral("Runbook 'halve-batch-size' started")),
                 qPrintable(o.output));
        QVERIFY(
            o.output.contains(QStringLiteral("Done: halve-batch-size completed successfully.")));
        // Azure holds the parameters exactly as the alert had them.
        const auto job = m_double.get(
            AzureDoubleApi::kJobs + p.automation.jobName,
            {{QStringLiteral("api-version"), QStringLiteral("2023-11-01")}}, AzureDoubleApi::kArm);
        QCOMPARE(job.status, 200);
        QCOMPARE(job.text(QStringLiteral("properties/parameters/Namespace")), hostile);
        QCOMPARE(job.text(QStringLiteral("properties/parameters/BatchSize")), QStringLiteral("16"));
        QCOMPARE(job.text(QStringLiteral("properties/parameters/FromBatchSize")),
                 QStringLiteral("32"));
        QCOMPARE(job.text(QStringLiteral("name")), p.automation.jobName);
    }

    void runnerStreamsStatusAndReportsTheJob()
    {
        const RunbookPlan p = plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b"));
        const Run r = run(p);
        QVERIFY(r.done);
        QVERIFY2(r.result.ok, qPrintable(r.result.summary));
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Succeeded);
        QCOMPARE(r.result.jobStatus, QStringLiteral("Completed"));
        QCOMPARE(r.result.kind, RunbookEntry::Kind::AzureAutomation);
        QCOMPARE(r.statuses, (QStringList{QStringLiteral("New"), QStringLiteral("Activating"),
                                          QStringLiteral("Running"), QStringLiteral("Completed")}));
        QVERIFY(r.status.contains(QStringLiteral("Job status: Running")));
        QVERIFY(r.out.contains(QStringLiteral("Parameters: BatchSize=16, FromBatchSize=32, "
                                              "Namespace=team-b")));
        QVERIFY2(r.result.summary.contains(p.automation.jobName) &&
                     r.result.summary.contains(QStringLiteral("Completed")),
                 qPrintable(r.result.summary));
    }

    void unknownRunbookIsNamed()
    {
        const Run r = run(plan(QStringLiteral("no-such-runbook"), QStringLiteral("team-b")));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Failed);
        QVERIFY2(r.result.summary.contains(QStringLiteral(
                     "The runbook 'no-such-runbook' was not found in automation account "
                     "'fleet-automation'")),
                 qPrintable(r.result.summary));
        QVERIFY(r.result.summary.contains(QStringLiteral("could not find")));
    }

    void unknownAccountIsNamed()
    {
        RunbookPlan p = plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b"),
                             QStringLiteral("no-such-account"));
        const Run r = run(p);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("no-such-account")),
                 qPrintable(r.result.summary));
    }

    void failedRunbookSaysWhy()
    {
        const Run r = run(plan(QStringLiteral("fail-halve"), QStringLiteral("team-b")));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Failed);
        QCOMPARE(r.result.jobStatus, QStringLiteral("Failed"));
        QVERIFY2(r.result.summary.contains(QStringLiteral("simulated failure")),
                 qPrintable(r.result.summary));
        QVERIFY(r.out.contains(QStringLiteral("Error: the runbook 'fail-halve' failed")));
    }

    void throttledStartIsRetried()
    {
        QVERIFY(m_double.setFaults(
            R"x({"throttle": {"endpoint": "automation", "count": 1, "retryAfter": 1}})x"));
        const int before = requestCount(m_double, "automation");
        QElapsedTimer t;
        t.start();
        const Run r = run(plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b")));
        QVERIFY(r.done);
        QVERIFY2(r.result.ok, qPrintable(r.result.summary));
        QVERIFY2(t.elapsed() >= 1000, "Retry-After must be obeyed");
        QVERIFY2(r.status.contains(QStringLiteral("trying again")), qPrintable(r.status));
        // The throttled PUT, the PUT again, three polls and the output.
        QCOMPARE(requestCount(m_double, "automation") - before, 6);
    }

    void forbiddenSaysWhichRoleIsMissing()
    {
        QVERIFY(m_double.setFaults(R"x({"forbidden": "automation"})x"));
        const Run r = run(plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b")));
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("Automation Job Operator")),
                 qPrintable(r.result.summary));
    }

    void stopEndsTheJobInAzure()
    {
        const RunbookPlan p = plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b"));
        Run r;
        RunbookRunner runner(&m_nam, m_registry.get());
        runner.setAutomationPollInterval(300);
        connect(&runner, &RunbookRunner::statusChanged, [&](const QString &s) {
            r.statuses << s;
            if (s == QLatin1String("New"))
                runner.cancel();
        });
        connect(&runner, &RunbookRunner::finished, [&](const RunbookResult &res) {
            r.result = res;
            r.done = true;
        });
        runner.start(p);
        QTRY_VERIFY_WITH_TIMEOUT(r.done, 20'000);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Canceled);
        QCOMPARE(r.result.jobStatus, QStringLiteral("Stopped"));
        QVERIFY(!r.statuses.contains(QStringLiteral("Completed")));
    }

    void timeoutStopsTheJob()
    {
        RunbookPlan p = plan(QStringLiteral("halve-batch-size"), QStringLiteral("team-b"));
        p.timeoutMs = 200;
        const Run r = run(p, 1000);
        QVERIFY(r.done);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::TimedOut);
        QCOMPARE(r.result.jobStatus, QStringLiteral("Stopped"));
        QVERIFY(!r.result.ok);
    }

    void tokenGoesOnlyToTheSourcesEndpoint()
    {
        // A plan made for another management endpoint (the sources file
        // changed since it was shown) is refused before anything is sent.
        RunbookEnvironment env;
        env.managementEndpoints.insert(QStringLiteral("az"),
                                       QUrl(QStringLiteral("http://127.0.0.1:9")));
        const auto p =
            expand(entry(QStringLiteral("halve-batch-size")), context(QStringLiteral("x")), env);
        QVERIFY(p.has_value());
        const int before = requestCount(m_double, "login");
        const Run r = run(*p);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("launch it again")),
                 qPrintable(r.result.summary));
        QCOMPARE(requestCount(m_double, "login"), before);
        // And a source that is not in the sources file at all.
        RunbookPlan other = *p;
        other.automation.source = QStringLiteral("nope");
        const Run missing = run(other);
        QVERIFY(!missing.result.ok);
        QVERIFY2(missing.result.summary.contains(QStringLiteral("\"nope\"")),
                 qPrintable(missing.result.summary));
    }

    void parseJobReadsAzureErrors()
    {
        const auto conflict = AutomationClient::parseJob(
            R"x({"code":"Conflict","message":"A job with the name 'x' already exists."})x", 409);
        QVERIFY(!conflict.has_value());
        QVERIFY(conflict.error().message.contains(QStringLiteral("already exists")));
        const auto html = AutomationClient::parseJob("<html>Bad gateway</html>", 502);
        QVERIFY(!html.has_value());
        QCOMPARE(html.error().kind, SourceError::Kind::Http);
        const auto shape = AutomationClient::parseJob(R"x({"properties":{}})x", 200);
        QVERIFY(!shape.has_value());
        QCOMPARE(shape.error().kind, SourceError::Kind::Parse);
        const auto ok = AutomationClient::parseJob(
            R"x({"properties":{"status":"Suspended","jobId":"j","exception":null}})x", 200);
        QVERIFY(ok.has_value());
        QVERIFY(AutomationClient::isTerminal(ok->status));
        QVERIFY(!AutomationClient::isTerminal(QStringLiteral("Running")));
    }

  private:
    static RunbookEntry entry(const QString &runbook,
                              const QString &account = QStringLiteral("fleet-automation"))
    {
        RunbookEntry e;
        e.id = QStringLiteral("halve-batch-size");
        e.title = QStringLiteral("Halve the batch size");
        e.kind = RunbookEntry::Kind::AzureAutomation;
        e.automation.source = QStringLiteral("az");
        e.automation.subscription = QLatin1String(AzureDoubleProcess::kSubscription);
        e.automation.resourceGroup = QStringLiteral("gpu-rg");
        e.automation.account = account;
        e.automation.runbook = runbook;
        e.automation.parameters = {
            {QStringLiteral("Namespace"), QStringLiteral("{{labels.namespace}}")},
            {QStringLiteral("FromBatchSize"), QStringLiteral("32")},
            {QStringLiteral("BatchSize"), QStringLiteral("16")}};
        return e;
    }

    static RunbookContext context(const QString &ns)
    {
        RunbookContext c;
        c.alertname = QStringLiteral("GpuMemoryPressure");
        c.labels.set(QStringLiteral("namespace"), ns);
        return c;
    }

    RunbookPlan plan(const QString &runbook, const QString &ns,
                     const QString &account = QStringLiteral("fleet-automation"))
    {
        const auto p = expand(entry(runbook, account), context(ns),
                              RunbookRunner::environment(m_registry.get()));
        if (!p)
            qFatal("%s", qPrintable(p.error()));
        return *p;
    }

    Run run(const RunbookPlan &p, qint64 pollMs = 50)
    {
        Run r;
        RunbookRunner runner(&m_nam, m_registry.get());
        runner.setAutomationPollInterval(pollMs);
        connect(&runner, &RunbookRunner::output,
                [&](const QString &text, RunbookRunner::Channel channel) {
                    (channel == RunbookRunner::Channel::Stdout ? r.out : r.status) += text;
                });
        connect(&runner, &RunbookRunner::statusChanged, [&](const QString &s) { r.statuses << s; });
        connect(&runner, &RunbookRunner::finished, [&](const RunbookResult &res) {
            r.result = res;
            r.done = true;
        });
        runner.start(p);
        QElapsedTimer t;
        t.start();
        while (!r.done && t.elapsed() < 30'000)
            QTest::qWait(20);
        return r;
    }

    AzureDoubleProcess m_double;
    QNetworkAccessManager m_nam;
    std::unique_ptr<SourceRegistry> m_registry;
};

QTEST_GUILESS_MAIN(TestAutomation)
#include "tst_automation.moc"
