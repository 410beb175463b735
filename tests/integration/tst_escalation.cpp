// Escalation through the built-in webhook runbooks, against a loopback
// receiver that answers like PagerDuty's Events API v2 and a Teams incoming
// webhook (never the real services): the bytes sent are the documented
// shapes in tests/fixtures/escalation, trigger/acknowledge/resolve meet on
// one dedup_key, and every failure (PagerDuty's 400 with its errors, 429,
// Teams' 200 that failed, a redirect, no answer, nobody listening, no
// secret) ends with a message that says what happened, never the secret.
#include "fixturefiles.h"
#include "runbook.h"
#include "runbookloader.h"
#include "runbookrunner.h"
#include "webhookreceiver.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTest>

namespace {
const QByteArray kRoutingKey = "0123456789abcdef0123456789abcdef";
const char *kKeyEnv = "FLEETSCOPE_PAGERDUTY_ROUTING_KEY";
const char *kTeamsEnv = "FLEETSCOPE_TEAMS_WEBHOOK_URL";

struct Run
{
    RunbookResult result;
    QString output; // everything the runbook pane would show
    bool done = false;
};

Run run(QNetworkAccessManager *nam, const RunbookPlan &plan, int waitMs = 15'000)
{
    Run r;
    RunbookRunner runner(nam);
    QObject::connect(&runner, &RunbookRunner::output,
                     [&](const QString &text, RunbookRunner::Channel) { r.output += text; });
    QObject::connect(&runner, &RunbookRunner::finished, [&](const RunbookResult &result) {
        r.result = result;
        r.done = true;
    });
    runner.start(plan);
    QElapsedTimer t;
    t.start();
    while (!r.done && t.elapsed() < waitMs)
        QTest::qWait(10);
    return r;
}

// The alert of the fixtures (see tests/fixtures/escalation/README).
RunbookContext alert()
{
    RunbookContext c;
    c.alertname = QStringLiteral("InferenceLatencyP95");
    c.tier = QStringLiteral("P1");
    c.labels.set(QStringLiteral("alertname"), c.alertname);
    c.labels.set(QStringLiteral("namespace"), QStringLiteral("team-b"));
    c.labels.set(QStringLiteral("pod"), QStringLiteral("infer-b-5f7d9-x2k4q"));
    c.labels.set(QStringLiteral("severity"), QStringLiteral("critical"));
    c.annotations.insert(QStringLiteral("summary"),
                         QStringLiteral("P95 inference latency in team-b is 2.7 s"));
    c.startsAtMs = 1'700'000'000'000;
    c.value = 2.7;
    c.links = {
        {QStringLiteral("Runbook"), QStringLiteral("https://wiki.example/runbooks/latency")}};
    c.lanes = {{QStringLiteral("P95 latency"), QStringLiteral("2.70 s")},
               {QStringLiteral("GPU memory used"), QStringLiteral("91.3 %")}};
    return c;
}
} // namespace

class TestEscalation : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        // The OS keychain is never asked for real: no session bus.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/fleetscope-test-bus");
        const RunbookRegistry builtin = RunbookLoader::builtin();
        QVERIFY2(builtin.problems.isEmpty(), qPrintable(builtin.problems.join(u'\n')));
        QVERIFY(builtin.find(QStringLiteral("pagerduty")));
        QVERIFY(builtin.find(QStringLiteral("teams")));
        m_pagerDuty = *builtin.find(QStringLiteral("pagerduty"));
        m_teams = *builtin.find(QStringLiteral("teams"));
        // The shipped endpoint, overridden the way a user's registry would.
        QCOMPARE(m_pagerDuty.webhook.url,
                 QStringLiteral("https://events.pagerduty.com/v2/enqueue"));
    }

    void init()
    {
        m_receiver = std::make_unique<WebhookReceiver>();
        QVERIFY(m_receiver->listen());
        m_pagerDuty.webhook.url = m_receiver->url(QStringLiteral("/v2/enqueue")).toString();
        qputenv(kKeyEnv, kRoutingKey);
        qputenv(kTeamsEnv,
                m_receiver->url(QStringLiteral("/webhookb2/1a2b@3c4d/IncomingWebhook/5e6f/7a8b"))
                    .toEncoded());
    }

    void pagerDutyTriggerIsTheDocumentedShape()
    {
        const RunbookPlan plan = pagerDuty(QStringLiteral("trigger"));
        const Run r = run(&m_nam, plan);
        QVERIFY(r.done);
        QVERIFY2(r.result.ok, qPrintable(r.result.summary));
        QCOMPARE(r.result.httpStatus, 202);
        QCOMPARE(m_receiver->requests().size(), 1);
        const WebhookReceiver::Request &req = m_receiver->requests().front();
        QCOMPARE(req.method, QByteArray("POST"));
        QCOMPARE(req.path, QByteArray("/v2/enqueue"));
        QCOMPARE(req.headers.value("content-type"), QByteArray("application/json"));
        QVERIFY(!req.headers.contains("authorization"));
        QCOMPARE(req.body, readFixture(QStringLiteral("escalation/pagerduty-trigger.json")));
        QCOMPARE(r.result.summary,
                 QStringLiteral("Delivered: HTTP 202 from %1: Event processed (dedup_key "
                                "c7f47b1cee0420e9)")
                     .arg(host()));
        secretNowhere(plan, r);
    }

    void teamsCardIsTheDocumentedShape()
    {
        const auto plan = expand(m_teams, alert());
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const Run r = run(&m_nam, *plan);
        QVERIFY(r.done);
        QVERIFY2(r.result.ok, qPrintable(r.result.summary));
        QCOMPARE(r.result.httpStatus, 200);
        QCOMPARE(m_receiver->requests().size(), 1);
        const WebhookReceiver::Request &req = m_receiver->requests().front();
        QCOMPARE(req.path, QByteArray("/webhookb2/1a2b@3c4d/IncomingWebhook/5e6f/7a8b"));
        QCOMPARE(req.body, readFixture(QStringLiteral("escalation/teams-card.json")));
        QCOMPARE(r.result.summary, QStringLiteral("Delivered: HTTP 200 from %1: 1").arg(host()));
        // The address is the secret: the plan shows only its mask.
        const QString shown = plan->describe() + plan->target() + r.output + r.result.summary;
        QVERIFY(!shown.contains(QStringLiteral("webhookb2")));
        QVERIFY(!shown.contains(QStringLiteral("1a2b@3c4d")));
    }

    void triggerAcknowledgeResolveMeetOnOneIncident()
    {
        for (const QString &action : {QStringLiteral("trigger"), QStringLiteral("trigger"),
                                      QStringLiteral("acknowledge"), QStringLiteral("resolve")}) {
            const Run r = run(&m_nam, pagerDuty(action));
            QVERIFY2(r.result.ok, qPrintable(action + QLatin1String(": ") + r.result.summary));
        }
        const auto &requests = m_receiver->requests();
        QCOMPARE(requests.size(), 4);
        QCOMPARE(requests[2].body,
                 readFixture(QStringLiteral("escalation/pagerduty-acknowledge.json")));
        QCOMPARE(requests[3].body,
                 readFixture(QStringLiteral("escalation/pagerduty-resolve.json")));
        // The repeated trigger was deduplicated: one incident, four events.
        QCOMPARE(m_receiver->incidents().size(), std::size_t(1));
        const auto &[key, incident] = *m_receiver->incidents().begin();
        QCOMPARE(key, QStringLiteral("c7f47b1cee0420e9"));
        QCOMPARE(incident.status, QStringLiteral("resolved"));
        QCOMPARE(incident.events, 4);
        QCOMPARE(m_receiver->ignoredEvents(), 0);

        // Firing again after the resolve opens a new incident under the same key.
        QVERIFY(run(&m_nam, pagerDuty(QStringLiteral("trigger"))).result.ok);
        QCOMPARE(m_receiver->incidents().at(key).status, QStringLiteral("triggered"));
        QCOMPARE(m_receiver->incidents().at(key).number, 2);
    }

    void alertmanagersFingerprintIsTheDedupKey()
    {
        // The same alert reported by Alertmanager carries its fingerprint,
        // and resolving it reaches the incident a local trigger opened only
        // when they agree, which they do for the same labels.
        QVERIFY(run(&m_nam, pagerDuty(QStringLiteral("trigger"))).result.ok);
        RunbookContext fromAm = alert();
        fromAm.fingerprint = QStringLiteral("c7f47b1cee0420e9");
        fromAm.action = QStringLiteral("resolve");
        const auto plan = expand(m_pagerDuty, fromAm);
        QVERIFY(plan.has_value());
        QVERIFY(run(&m_nam, *plan).result.ok);
        QCOMPARE(m_receiver->incidents().at(QStringLiteral("c7f47b1cee0420e9")).status,
                 QStringLiteral("resolved"));
    }

    void resolvingWhatNeverFiredChangesNothing()
    {
        RunbookContext other = alert();
        other.labels.set(QStringLiteral("pod"), QStringLiteral("infer-b-other"));
        other.action = QStringLiteral("resolve");
        const auto plan = expand(m_pagerDuty, other);
        QVERIFY(plan.has_value());
        const Run r = run(&m_nam, *plan);
        // PagerDuty accepts it (202) and opens nothing.
        QVERIFY2(r.result.ok, qPrintable(r.result.summary));
        QVERIFY(m_receiver->incidents().empty());
        QCOMPARE(m_receiver->ignoredEvents(), 1);
    }

    void invalidEventShowsPagerDutysErrors()
    {
        qputenv(kKeyEnv, kRoutingKey.chopped(1));
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Failed);
        QCOMPARE(r.result.httpStatus, 400);
        QCOMPARE(r.result.summary,
                 QStringLiteral("Not delivered: HTTP 400 from %1: Event object is invalid: Length "
                                "of 'routing_key' is incorrect (should be 32 characters)")
                     .arg(host()));
        // The whole answer is in the output, for the details.
        QVERIFY2(r.output.contains(QStringLiteral("\"status\":\"invalid event\"")),
                 qPrintable(r.output));
    }

    void throttlingIsSaid()
    {
        m_receiver->setMode(WebhookReceiver::Mode::Throttle);
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.httpStatus, 429);
        QCOMPARE(r.result.summary,
                 QStringLiteral("Not delivered: HTTP 429 from %1: too many requests; the service "
                                "is throttling")
                     .arg(host()));
    }

    void teamsFailureInsideA200IsAFailure()
    {
        m_receiver->setMode(WebhookReceiver::Mode::TeamsFailedIn200);
        const Run r = run(&m_nam, *expand(m_teams, alert()));
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.httpStatus, 200);
        QVERIFY2(r.result.summary.startsWith(
                     QStringLiteral("HTTP 200 from %1, but not delivered: Webhook message delivery "
                                    "failed with error: Microsoft Teams endpoint returned HTTP "
                                    "error 429")
                         .arg(host())),
                 qPrintable(r.result.summary));
    }

    void redirectIsNotFollowed()
    {
        m_receiver->setMode(WebhookReceiver::Mode::Redirect);
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.httpStatus, 307);
        QVERIFY2(r.result.summary.contains(QStringLiteral("/elsewhere")) &&
                     r.result.summary.contains(QStringLiteral("not followed")),
                 qPrintable(r.result.summary));
        QCOMPARE(m_receiver->requests().size(), 1);
    }

    void noAnswerTimesOut()
    {
        m_receiver->setMode(WebhookReceiver::Mode::NeverAnswer);
        RunbookPlan plan = pagerDuty(QStringLiteral("trigger"));
        plan.timeoutMs = 500;
        // The receiver never answers: a finished run was ended by the
        // plan's own timeout (the outcome and message below say which).
        const Run r = run(&m_nam, plan);
        QVERIFY(r.done);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::TimedOut);
        QCOMPARE(r.result.httpStatus, 0);
        QCOMPARE(r.result.summary,
                 QStringLiteral("No answer from %1 within 0.5 s: stopped waiting; the service may "
                                "or may not have received it.")
                     .arg(host()));
        QCOMPARE(m_receiver->requests().size(), 1);
    }

    void nobodyListening()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        m_pagerDuty.webhook.url = QStringLiteral("http://127.0.0.1:%1/v2/enqueue").arg(port);
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(r.done);
        QCOMPARE(r.result.outcome, RunbookResult::Outcome::Failed);
        QVERIFY2(r.result.summary.startsWith(
                     QStringLiteral("Not sent: Cannot reach 127.0.0.1:%1: ").arg(port)) &&
                     r.result.summary.contains(QStringLiteral("refused"), Qt::CaseInsensitive),
                 qPrintable(r.result.summary));
    }

    void missingSecretSaysHowToSetIt()
    {
        qunsetenv(kKeyEnv);
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(r.done);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.startsWith(QStringLiteral("Not sent: no secret")) &&
                     r.result.summary.contains(QStringLiteral("webhook:pagerduty")) &&
                     r.result.summary.contains(QLatin1String(kKeyEnv)) &&
                     r.result.summary.contains(QStringLiteral("secret field")),
                 qPrintable(r.result.summary));
        QVERIFY(m_receiver->requests().isEmpty());
    }

    void secretNeverCrossesPlainHttpToAnotherHost()
    {
        m_pagerDuty.webhook.url = QStringLiteral("http://events.example.invalid/v2/enqueue");
        const Run r = run(&m_nam, pagerDuty(QStringLiteral("trigger")));
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.summary.contains(QStringLiteral("unencrypted")),
                 qPrintable(r.result.summary));
    }

  private:
    RunbookPlan pagerDuty(const QString &action)
    {
        RunbookContext ctx = alert();
        ctx.action = action;
        const auto plan = expand(m_pagerDuty, ctx);
        if (!plan)
            qFatal("%s", qPrintable(plan.error()));
        return *plan;
    }

    QString host() const { return QStringLiteral("127.0.0.1:%1").arg(m_receiver->url().port()); }

    void secretNowhere(const RunbookPlan &plan, const Run &r)
    {
        const QString key = QString::fromLatin1(kRoutingKey);
        for (const QString &text :
             {plan.describe(), plan.target(), r.output, r.result.summary, r.result.detail})
            QVERIFY2(!text.contains(key), qPrintable(text));
        QVERIFY(plan.describe().contains(RunbookPlan::secretMask()));
    }

    QNetworkAccessManager m_nam;
    std::unique_ptr<WebhookReceiver> m_receiver;
    RunbookEntry m_pagerDuty;
    RunbookEntry m_teams;
};

QTEST_GUILESS_MAIN(TestEscalation)
#include "tst_escalation.moc"
