// Webhook runbooks without a network: the JSON body keeps its shape whatever
// the labels hold, the secret is never part of a plan (nor of what the
// confirmation and the audit log show), optional members and "$each" lists
// follow the alert, the fingerprint is Alertmanager's, and services' answers
// are read into one line with their own error text.
#include "alertfingerprint.h"
#include "alertmanagerparser.h"
#include "fixturefiles.h"
#include "runbook.h"
#include "runbookregistryparser.h"
#include "webhookanswer.h"
#include "webhookbody.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
const QString kSecret = QStringLiteral("R0UT1NGKEY-\"quoted\"\\-0123456789ab");

RunbookContext context()
{
    RunbookContext c;
    c.alertname = QStringLiteral("GpuMemoryPressure");
    c.tier = QStringLiteral("P2");
    c.labels.set(QStringLiteral("alertname"), c.alertname);
    c.labels.set(QStringLiteral("namespace"), QStringLiteral("team-b"));
    c.labels.set(QStringLiteral("Hostname"), QStringLiteral("aks-gpupool-1"));
    c.labels.set(QStringLiteral("gpu"), QStringLiteral("3"));
    c.labels.set(QStringLiteral("severity"), QStringLiteral("warning"));
    c.startsAtMs = 1'700'000'000'000;
    c.value = 91.25;
    return c;
}

RunbookEntry webhook(const QByteArray &yaml)
{
    const RunbookRegistry r = parseRunbookRegistry("runbooks:\n  - id: hook\n    webhook:\n" + yaml,
                                                   QStringLiteral("t.yml"));
    if (!r.problems.isEmpty() || r.entries.size() != 1)
        qFatal("%s", qPrintable(r.problems.join(QLatin1Char('\n'))));
    return r.entries.front();
}

QJsonObject parsed(const RunbookPlan &plan, const QString &secret = QStringLiteral("s"))
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(plan.webhook.bodyWith(secret), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON (%s): %s", qPrintable(error.errorString()),
               plan.webhook.bodyWith(secret).constData());
    return doc.object();
}

RunbookEntry builtin(const QString &id)
{
    QFile f(QStringLiteral(SOURCE_DIR "/resources/runbooks/default-runbooks.yml"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no default runbooks");
    const RunbookRegistry r = parseRunbookRegistry(f.readAll(), QStringLiteral("default.yml"));
    if (!r.problems.isEmpty())
        qFatal("%s", qPrintable(r.problems.join(QLatin1Char('\n'))));
    return *r.find(id);
}
} // namespace

class TestWebhookBody : public QObject
{
    Q_OBJECT
  private slots:
    void fingerprintIsAlertmanagers()
    {
        // Recorded from Alertmanager: its fingerprints and labels.
        const auto alerts =
            parseAlertmanagerAlerts(readFixture(QStringLiteral("alerts/am_alerts.json")));
        QVERIFY(alerts.has_value());
        QVERIFY(alerts->size() >= 3);
        for (const FeedAlert &a : *alerts) {
            QVERIFY(!a.fingerprint.isEmpty());
            QCOMPARE(alertFingerprint(a.name, a.labels), a.fingerprint);
        }
        // A local alert's labels lack alertname; it is added, as Prometheus does.
        Labels l;
        l.set(QStringLiteral("severity"), QStringLiteral("warning"));
        l.set(QStringLiteral("team"), QStringLiteral("team-b"));
        QCOMPARE(alertFingerprint(QStringLiteral("GpuMemoryPressure"), l),
                 QStringLiteral("ba086842acab8630"));
    }

    void hostileValuesKeepTheShape_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("quote and brace") << QStringLiteral("x\", \"routing_key\": \"stolen");
        QTest::newRow("backslash") << QStringLiteral("a\\\"b\\");
        QTest::newRow("newline") << QStringLiteral("line1\nline2\r\n");
        QTest::newRow("controls") << QStringLiteral("bell\x07 tab\t esc\x1b");
        QTest::newRow("line separator") << QStringLiteral("a\u2028b\u2029c");
        QTest::newRow("template") << QStringLiteral("{{secret}} {{labels.x}}");
        QTest::newRow("unicode") << QStringLiteral("ünïcødé ☃ 日本 🚀");
    }
    void hostileValuesKeepTheShape()
    {
        QFETCH(QString, value);
        const RunbookEntry e = webhook("      url: https://hooks.example/in\n"
                                       "      body:\n"
                                       "        text: \"ns {{labels.namespace}}!\"\n"
                                       "        n: 3\n"
                                       "        on: true\n"
                                       "        none: null\n"
                                       "        quoted: \"3\"\n"
                                       "        details: \"{{labels}}\"\n");
        RunbookContext ctx = context();
        ctx.labels.set(QStringLiteral("namespace"), value);
        const auto plan = expand(e, ctx);
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const QJsonObject o = parsed(*plan);
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("details"), QStringLiteral("n"),
                                        QStringLiteral("none"), QStringLiteral("on"),
                                        QStringLiteral("quoted"), QStringLiteral("text")}));
        QCOMPARE(o.value(QLatin1String("text")).toString(), QStringLiteral("ns %1!").arg(value));
        QCOMPARE(o.value(QLatin1String("n")).toInt(), 3);
        QCOMPARE(o.value(QLatin1String("on")).toBool(), true);
        QVERIFY(o.value(QLatin1String("none")).isNull());
        QCOMPARE(o.value(QLatin1String("quoted")).toString(), QStringLiteral("3"));
        const QJsonObject details = o.value(QLatin1String("details")).toObject();
        QCOMPARE(details.value(QLatin1String("namespace")).toString(), value);
        QCOMPARE(details.size(), 5);
        // No value reaches the secret's place.
        QVERIFY(!plan->webhook.needsSecret());
    }

    void bodyIsWrittenInOrderAndIndented()
    {
        const RunbookEntry e = webhook("      url: https://hooks.example/in\n"
                                       "      body: {z: \"{{tier}}\", a: [], m: {}, "
                                       "l: [1, \"{{severity}}\"]}\n");
        const auto plan = expand(e, context());
        QVERIFY(plan.has_value());
        QCOMPARE(plan->webhook.bodyWith({}),
                 QByteArray("{\n  \"z\": \"P2\",\n  \"a\": [],\n  \"m\": {},\n  \"l\": [\n"
                            "    1,\n    \"warning\"\n  ]\n}"));
    }

    void secretIsNeverInThePlan()
    {
        const RunbookEntry e = webhook("      url: https://hooks.example/in?key={{secret}}\n"
                                       "      headers: {Authorization: \"Token {{secret}}\"}\n"
                                       "      body: {routing_key: \"{{secret}}\", "
                                       "a: \"{{alertname}}\"}\n"
                                       "      secretEnv: HOOK_KEY\n");
        const auto plan = expand(e, context());
        QVERIFY(plan.has_value());
        const RunbookPlan::WebhookRequest &w = plan->webhook;
        QVERIFY(w.needsSecret());
        QCOMPARE(w.secretKey, QStringLiteral("webhook:hook"));
        QCOMPARE(w.secretEnv, QStringLiteral("HOOK_KEY"));
        const QString mask = RunbookPlan::secretMask();
        QCOMPARE(w.shownUrl(), QStringLiteral("https://hooks.example/in?key=") + mask);
        const QString shown = plan->describe() + plan->target();
        QVERIFY2(shown.contains(QStringLiteral("\"routing_key\": \"%1\"").arg(mask)),
                 qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("Authorization: Token ") + mask));
        QVERIFY(shown.contains(QStringLiteral("HOOK_KEY")));
        // Only bodyWith() holds it, escaped as JSON string content.
        const QJsonObject o = parsed(*plan, kSecret);
        QCOMPARE(o.value(QLatin1String("routing_key")).toString(), kSecret);
        QVERIFY(!QString::fromUtf8(w.body.shown().toUtf8()).contains(QLatin1String("R0UT1NG")));
        QCOMPARE(w.url.with(QStringLiteral("k")), QStringLiteral("https://hooks.example/in?key=k"));
        QCOMPARE(w.headers.front().second.with(QStringLiteral("k")), QStringLiteral("Token k"));
    }

    void wholeAddressCanBeTheSecret()
    {
        const RunbookEntry e = webhook("      url: \"{{secret}}\"\n"
                                       "      body: {text: \"{{summary}}\"}\n");
        const auto plan = expand(e, context());
        QVERIFY(plan.has_value());
        QVERIFY(plan->webhook.urlIsSecret());
        QCOMPARE(plan->webhook.shownUrl(), RunbookPlan::secretMask());
        QCOMPARE(plan->target(), QStringLiteral("POST ") + RunbookPlan::secretMask());
        QVERIFY(plan->describe().contains(QStringLiteral("secret address")));
    }

    void urlValuesAreOneComponent()
    {
        const RunbookEntry e = webhook("      url: https://hooks.example/a/{{labels.namespace}}\n"
                                       "      body: {}\n");
        RunbookContext ctx = context();
        ctx.labels.set(QStringLiteral("namespace"), QStringLiteral("../x?y=1#z"));
        const auto plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        QCOMPARE(plan->webhook.shownUrl(),
                 QStringLiteral("https://hooks.example/a/..%2Fx%3Fy%3D1%23z"));
    }

    void headerValuesCannotAddHeaders()
    {
        const RunbookEntry e = webhook("      url: https://hooks.example/in\n"
                                       "      headers: {X-Ns: \"{{labels.namespace}}\"}\n"
                                       "      body: {}\n");
        RunbookContext ctx = context();
        ctx.labels.set(QStringLiteral("namespace"), QStringLiteral("a\r\nX-Evil: 1"));
        const auto plan = expand(e, ctx);
        QVERIFY(!plan.has_value());
        QVERIFY2(plan.error().contains(QStringLiteral("line break")), qPrintable(plan.error()));
    }

    void optionalMembersFollowTheAlert()
    {
        const RunbookEntry e = webhook("      url: https://hooks.example/in\n"
                                       "      body: {\"component?\": \"{{labels.pod}}\", "
                                       "\"value?\": \"{{value}}\", class: \"{{alertname}}\"}\n");
        RunbookContext ctx = context();
        ctx.value = std::numeric_limits<double>::quiet_NaN();
        auto plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        QCOMPARE(parsed(*plan).keys(), QStringList{QStringLiteral("class")});
        ctx.labels.set(QStringLiteral("pod"), QStringLiteral("p-1"));
        ctx.value = 2.5;
        plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        const QJsonObject o = parsed(*plan);
        QCOMPARE(o.value(QLatin1String("component")).toString(), QStringLiteral("p-1"));
        QCOMPARE(o.value(QLatin1String("value")).toString(), QStringLiteral("2.5"));
        // A required member still fails, naming what is missing.
        const RunbookEntry strict = webhook("      url: https://hooks.example/in\n"
                                            "      body: {component: \"{{labels.container}}\"}\n");
        const auto refused = expand(strict, ctx);
        QVERIFY(!refused.has_value());
        QVERIFY2(refused.error().contains(QStringLiteral("body.component")) &&
                     refused.error().contains(QStringLiteral("container")),
                 qPrintable(refused.error()));
    }

    void eachRepeatsPerItem()
    {
        const RunbookEntry e = webhook(
            "      url: https://hooks.example/in\n"
            "      body:\n"
            "        facts:\n"
            "          - {name: first, value: \"{{tier}}\"}\n"
            "          - {$each: labels, name: \"{{item.name}}\", value: \"{{item.value}}\"}\n"
            "          - {$each: lanes, name: \"{{item.name}}\", value: \"{{item.value}}\"}\n"
            "        links:\n"
            "          - {$each: links, href: \"{{item.value}}\", text: \"{{item.name}}\"}\n");
        RunbookContext ctx = context();
        ctx.lanes = {{QStringLiteral("GPU memory"), QStringLiteral("91.3 %")}};
        const auto plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        const QJsonObject o = parsed(*plan);
        const QJsonArray facts = o.value(QLatin1String("facts")).toArray();
        QCOMPARE(facts.size(), 1 + 5 + 1);
        QCOMPARE(facts[1].toObject().value(QLatin1String("name")).toString(),
                 QStringLiteral("Hostname"));
        QCOMPARE(facts[6].toObject().value(QLatin1String("value")).toString(),
                 QStringLiteral("91.3 %"));
        QVERIFY(!facts[1].toObject().contains(QLatin1String("$each")));
        QVERIFY(o.value(QLatin1String("links")).toArray().isEmpty());
    }

    void actionsChooseTheBody()
    {
        const RunbookEntry e =
            webhook("      url: https://hooks.example/in\n"
                    "      actions:\n"
                    "        open: {a: \"{{action}}\", k: \"{{fingerprint}}\"}\n"
                    "        close: {a: \"{{action}}\", k: \"{{fingerprint}}\"}\n");
        QCOMPARE(e.webhook.actions(),
                 (QStringList{QStringLiteral("open"), QStringLiteral("close")}));
        RunbookContext ctx = context();
        auto plan = expand(e, ctx);
        QVERIFY(!plan.has_value());
        QVERIFY2(plan.error().contains(QStringLiteral("open, close")), qPrintable(plan.error()));
        ctx.action = QStringLiteral("close");
        plan = expand(e, ctx);
        QVERIFY(plan.has_value());
        QCOMPARE(plan->webhook.action, QStringLiteral("close"));
        QCOMPARE(parsed(*plan).value(QLatin1String("a")).toString(), QStringLiteral("close"));
        QCOMPARE(parsed(*plan).value(QLatin1String("k")).toString(),
                 alertFingerprint(ctx.alertname, ctx.labels));
        ctx.fingerprint = QStringLiteral("0123456789abcdef");
        plan = expand(e, ctx);
        QCOMPARE(parsed(*plan).value(QLatin1String("k")).toString(), ctx.fingerprint);
        QVERIFY(plan->target().contains(QStringLiteral("(close)")));
        ctx.action = QStringLiteral("reopen");
        QVERIFY(!expand(e, ctx).has_value());
    }

    void severityAndColourFollowTheTier_data()
    {
        QTest::addColumn<QString>("tier");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QString>("color");
        QTest::newRow("P1") << "P1"
                            << "critical"
                            << "C62828";
        QTest::newRow("P2") << "P2"
                            << "warning"
                            << "D86A00";
        QTest::newRow("P3") << "P3"
                            << "info"
                            << "1E6FB8";
    }
    void severityAndColourFollowTheTier()
    {
        QFETCH(QString, tier);
        QFETCH(QString, severity);
        QFETCH(QString, color);
        const RunbookEntry e = webhook("      url: https://hooks.example/in\n"
                                       "      body: {s: \"{{severity}}\", c: \"{{color}}\"}\n");
        RunbookContext ctx = context();
        ctx.tier = tier;
        const QJsonObject o = parsed(*expand(e, ctx));
        QCOMPARE(o.value(QLatin1String("s")).toString(), severity);
        QCOMPARE(o.value(QLatin1String("c")).toString(), color);
    }

    void builtinEntriesExpandForTheShippedTiers()
    {
        for (const QString &tier :
             {QStringLiteral("P1"), QStringLiteral("P2"), QStringLiteral("P3")}) {
            RunbookContext ctx = context();
            ctx.tier = tier;
            for (const QString &action : {QStringLiteral("trigger"), QStringLiteral("acknowledge"),
                                          QStringLiteral("resolve")}) {
                ctx.action = action;
                const auto pd = expand(builtin(QStringLiteral("pagerduty")), ctx);
                QVERIFY2(pd.has_value(), qPrintable(pd ? QString() : pd.error()));
                const QJsonObject o = parsed(*pd, QStringLiteral("k"));
                QCOMPARE(o.value(QLatin1String("event_action")).toString(), action);
                QCOMPARE(o.value(QLatin1String("routing_key")).toString(), QStringLiteral("k"));
            }
            ctx.action.clear();
            const auto teams = expand(builtin(QStringLiteral("teams")), ctx);
            QVERIFY2(teams.has_value(), qPrintable(teams ? QString() : teams.error()));
            QVERIFY(teams->webhook.urlIsSecret());
            QCOMPARE(parsed(*teams).value(QLatin1String("@type")).toString(),
                     QStringLiteral("MessageCard"));
        }
    }

    void answersAreReadForPeople_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("successBody");
        QTest::addColumn<bool>("delivered");
        QTest::addColumn<QString>("summary");
        const QString teams = QStringLiteral("^\\s*[0-9]+\\s*$");
        QTest::newRow("pagerduty 202")
            << 202
            << QByteArray(R"({"status":"success","message":"Event processed","dedup_key":"k1"})")
            << QString() << true
            << "Delivered: HTTP 202 from h.example: Event processed (dedup_key k1)";
        QTest::newRow("pagerduty 400")
            << 400
            << QByteArray(R"x({"status":"invalid event","message":"Event object is invalid",)x"
                          R"x("errors":["Length of 'routing_key' is incorrect (should be 32 )x"
                          R"x(characters)"]})x")
            << QString() << false
            << "Not delivered: HTTP 400 from h.example: Event object is invalid: Length of "
               "'routing_key' is incorrect (should be 32 characters)";
        QTest::newRow("429 empty") << 429 << QByteArray() << QString() << false
                                   << "Not delivered: HTTP 429 from h.example: too many requests; "
                                      "the service is throttling";
        QTest::newRow("teams delivered")
            << 200 << QByteArray("1") << teams << true << "Delivered: HTTP 200 from h.example: 1";
        QTest::newRow("teams 200 but failed")
            << 200
            << QByteArray("Webhook message delivery failed with error: Microsoft Teams endpoint "
                          "returned HTTP error 429 with ContextId tcid=0..")
            << teams << false
            << "HTTP 200 from h.example, but not delivered: Webhook message delivery failed with "
               "error: Microsoft Teams endpoint returned HTTP error 429 with ContextId tcid=0..";
        QTest::newRow("teams 400 text")
            << 400 << QByteArray("Summary or Text is required.\r\n") << teams << false
            << "Not delivered: HTTP 400 from h.example: Summary or Text is required.";
        QTest::newRow("404") << 404 << QByteArray() << teams << false
                             << "Not delivered: HTTP 404 from h.example: no such webhook; the "
                                "address may be wrong or deleted";
        QTest::newRow("error object")
            << 500 << QByteArray(R"({"error":{"code":"x","message":"backend down"}})") << QString()
            << false << "Not delivered: HTTP 500 from h.example: backend down";
    }
    void answersAreReadForPeople()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, successBody);
        QFETCH(bool, delivered);
        QFETCH(QString, summary);
        WebhookReply reply;
        reply.status = status;
        reply.host = QStringLiteral("h.example");
        reply.body = body;
        const WebhookAnswer a = readWebhookAnswer(reply, successBody);
        QCOMPARE(a.delivered, delivered);
        QCOMPARE(a.summary, summary);
    }

    void redirectsAndRetryAfterAreNamed()
    {
        WebhookReply reply;
        reply.status = 302;
        reply.host = QStringLiteral("h.example");
        reply.location = "https://elsewhere.example/";
        WebhookAnswer a = readWebhookAnswer(reply, {});
        QVERIFY(!a.delivered);
        QVERIFY2(a.summary.contains(QStringLiteral("https://elsewhere.example/")) &&
                     a.summary.contains(QStringLiteral("not followed")),
                 qPrintable(a.summary));
        reply.status = 429;
        reply.retryAfter = "30";
        a = readWebhookAnswer(reply, {});
        QVERIFY2(a.summary.contains(QStringLiteral("wait 30 s")), qPrintable(a.summary));
    }
};

QTEST_GUILESS_MAIN(TestWebhookBody)
#include "tst_webhookbody.moc"
