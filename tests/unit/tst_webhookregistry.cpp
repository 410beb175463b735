// Webhook entries in runbook registry files (YAML and JSON): what they read
// as, and every mistake named by file, line and runbook, with the other
// entries still loading.
#include "runbook.h"
#include "runbookregistryparser.h"
#include "webhookbody.h"

#include <QTest>

namespace {
RunbookRegistry parse(const QByteArray &text)
{
    return parseRunbookRegistry(text, QStringLiteral("hooks.yml"));
}

// One entry "bad" with `webhook` lines, and a good entry after it.
QString problemsOf(const QByteArray &webhookLines, const QByteArray &extra = {})
{
    const RunbookRegistry r =
        parse("runbooks:\n  - id: bad\n" + extra + "    webhook:\n" + webhookLines +
              "  - id: good\n    url: https://wiki.example/\n");
    if (!r.find(QStringLiteral("good")))
        return QStringLiteral("the good entry did not load");
    if (r.find(QStringLiteral("bad")))
        return {};
    return r.problems.join(QLatin1Char('\n'));
}
} // namespace

class TestWebhookRegistry : public QObject
{
    Q_OBJECT
  private slots:
    void yamlWebhookReadsAsWritten()
    {
        const RunbookRegistry r = parse("runbooks:\n"
                                        "  - id: chat\n"
                                        "    title: Tell the chat\n"
                                        "    match: {alertname: GpuIdle}\n"
                                        "    webhook:\n"
                                        "      url: https://chat.example/hooks/{{secret}}\n"
                                        "      method: put\n"
                                        "      headers: {X-Team: gpu, X-Alert: \"{{alertname}}\"}\n"
                                        "      body:\n"
                                        "        text: \"{{summary}}\"\n"
                                        "        count: 2\n"
                                        "        ok: false\n"
                                        "        none: ~\n"
                                        "        literal: \"true\"\n"
                                        "        version: 1.10\n"
                                        "        list: [a, 1]\n"
                                        "      secret: chat-token\n"
                                        "      secretEnv: CHAT_TOKEN\n"
                                        "      successBody: \"^ok$\"\n");
        QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join(u'\n')));
        const RunbookEntry &e = r.entries.front();
        QCOMPARE(e.kind, RunbookEntry::Kind::Webhook);
        QCOMPARE(e.timeoutMs, 0); // the webhook default, 30 s
        QCOMPARE(RunbookEntry::defaultTimeoutMs(e.kind), 30'000);
        const RunbookEntry::Webhook &w = e.webhook;
        QCOMPARE(w.method, QByteArray("PUT"));
        QCOMPARE(w.headers.size(), std::size_t(2));
        QCOMPARE(w.headers[1].first, QStringLiteral("X-Alert"));
        QCOMPARE(w.secret, QStringLiteral("chat-token"));
        QCOMPARE(w.secretEnv, QStringLiteral("CHAT_TOKEN"));
        QCOMPARE(w.successBody, QStringLiteral("^ok$"));
        QVERIFY(w.usesSecret());
        QVERIFY(w.actions().isEmpty());
        const JsonTemplate *body = w.body({});
        QVERIFY(body);
        QStringList keys;
        QList<JsonTemplate::Type> types;
        for (const JsonTemplate &m : body->children) {
            keys << m.key;
            types << m.type;
        }
        QCOMPARE(keys, QStringLiteral("text,count,ok,none,literal,version,list").split(u','));
        using T = JsonTemplate::Type;
        QCOMPARE(types, (QList<T>{T::String, T::Number, T::Bool, T::Null, T::String, T::Number,
                                  T::Array}));
        // Numbers keep their spelling: 1.10 is not 1.1.
        QCOMPARE(body->children[5].text, QStringLiteral("1.10"));
        RunbookContext ctx;
        ctx.alertname = QStringLiteral("GpuIdle");
        const auto plan = expand(e, ctx);
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(plan->timeoutMs, 30'000);
        QCOMPARE(plan->webhook.secretKey, QStringLiteral("webhook:chat-token"));
    }

    void jsonWebhookReadsTheSame()
    {
        const RunbookRegistry r = parse(
            R"({"runbooks": [{"id": "chat", "timeout": 5, "webhook": {"url": "{{secret}}",
                "actions": {"open": {"a": 1, "b": [true, null], "c": "{{action}}"},
                            "close": {"c": "{{action}}"}}}}]})");
        QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join(u'\n')));
        const RunbookEntry &e = r.entries.front();
        QCOMPARE(e.timeoutMs, 5000);
        QCOMPARE(e.webhook.actions(), QStringLiteral("open,close").split(u','));
        const JsonTemplate *open = e.webhook.body(QStringLiteral("open"));
        QVERIFY(open);
        QCOMPARE(open->children[0].type, JsonTemplate::Type::Number);
        QCOMPARE(open->children[1].children[0].type, JsonTemplate::Type::Bool);
        QCOMPARE(open->children[1].children[1].type, JsonTemplate::Type::Null);
        // The id is the keychain entry when the webhook names none.
        RunbookContext ctx;
        ctx.action = QStringLiteral("open");
        QCOMPARE(expand(e, ctx)->webhook.secretKey, QStringLiteral("webhook:chat"));
    }

    void mistakesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("expected");
        const QByteArray url = "      url: https://hooks.example/in\n";
        QTest::newRow("not a map") << QByteArray("      https://x\n") << QByteArray()
                                   << "hooks.yml:4: runbook bad: \"webhook\" must be a map";
        QTest::newRow("unknown field")
            << url + "      body: {}\n      token: abc\n"
            << QByteArray() << "hooks.yml:6: runbook bad: unknown field \"webhook.token\".";
        QTest::newRow("no body") << url << QByteArray()
                                 << "runbook bad: \"webhook\" needs a \"body\" or \"actions\".";
        QTest::newRow("body and actions")
            << url + "      body: {}\n      actions: {a: {}}\n"
            << QByteArray() << "has either one \"body\" or \"actions\"";
        QTest::newRow("body is text")
            << url + "      body: \"{}\"\n"
            << QByteArray() << "\"webhook.body\" must be a JSON object or list";
        QTest::newRow("action name") << url + "      actions: {\"re open\": {}}\n"
                                     << QByteArray() << "the action name \"re open\" may hold only";
        QTest::newRow("no url") << QByteArray("      body: {}\n") << QByteArray()
                                << "\"webhook.url\" is empty.";
        QTest::newRow("no scheme") << QByteArray("      url: hooks.example/in\n      body: {}\n")
                                   << QByteArray() << "must start with http:// or https://";
        QTest::newRow("host placeholder")
            << QByteArray("      url: https://{{labels.region}}.hooks.example/\n      body: {}\n")
            << QByteArray() << "takes no placeholder in its host";
        QTest::newRow("secret in host")
            << QByteArray("      url: https://{{secret}}/in\n      body: {}\n") << QByteArray()
            << "takes no placeholder in its host";
        QTest::newRow("GET") << url + "      method: GET\n      body: {}\n"
                             << QByteArray()
                             << "\"webhook.method\" is POST, PUT or PATCH, not GET.";
        QTest::newRow("header name")
            << url + "      headers: {\"X Bad\": 1}\n      body: {}\n"
            << QByteArray() << "header \"X Bad\": not a valid header name.";
        QTest::newRow("host header")
            << url + "      headers: {Host: evil.example}\n      body: {}\n"
            << QByteArray() << "header Host: set by FleetScope itself.";
        QTest::newRow("secret value in the file")
            << url + "      body: {k: \"{{secret}}\"}\n      secret: \"R0uting key 123\"\n"
            << QByteArray() << "the secret itself never goes in this file";
        QTest::newRow("secretEnv")
            << url + "      body: {k: \"{{secret}}\"}\n      secretEnv: \"$KEY\"\n"
            << QByteArray() << "\"webhook.secretEnv\" names an environment variable";
        QTest::newRow("secret unused")
            << url + "      body: {}\n      secret: pd\n"
            << QByteArray() << "no {{secret}} says where the secret goes";
        QTest::newRow("unknown placeholder")
            << url + "      body: {a: {b: \"{{labels.x | upper}}\"}}\n"
            << QByteArray() << "body.a.b: unknown placeholder {{labels.x | upper}}";
        QTest::newRow("each list") << url + "      body: {l: [{$each: pods, n: x}]}\n"
                                   << QByteArray()
                                   << "body.l[0]: \"$each\" names one of labels, "
                                      "annotations, lanes, links.";
        QTest::newRow("each outside a list")
            << url + "      body: {$each: labels}\n"
            << QByteArray() << "\"$each\" belongs in an object inside a list.";
        QTest::newRow("item outside each") << url + "      body: {n: \"{{item.name}}\"}\n"
                                           << QByteArray()
                                           << "body.n: {{item.name}} stands only inside an object "
                                              "with \"$each\".";
        QTest::newRow("whole labels in text")
            << url + "      body: {n: \"labels: {{labels}}\"}\n"
            << QByteArray() << "{{labels}} stands for a whole JSON object";
        QTest::newRow("key placeholder") << url + "      body: {\"{{alertname}}\": 1}\n"
                                         << QByteArray() << "a key takes no placeholders.";
        QTest::newRow("duplicate output key")
            << url + "      body: {a: 1, \"a?\": \"{{labels.x}}\"}\n"
            << QByteArray() << "body.a: the key is written twice.";
        QTest::newRow("success regex") << url + "      body: {}\n      successBody: \"([\"\n"
                                       << QByteArray()
                                       << "\"webhook.successBody\" is not a valid regular "
                                          "expression";
        QTest::newRow("working dir")
            << url + "      body: {}\n"
            << QByteArray("    workingDir: /tmp\n") << "\"workingDir\" belongs to a command only.";
    }
    void mistakesAreNamed()
    {
        QFETCH(QByteArray, lines);
        QFETCH(QByteArray, extra);
        QFETCH(QString, expected);
        const QString problems = problemsOf(lines, extra);
        QVERIFY2(problems.contains(expected), qPrintable(problems));
    }

    void webhookPlaceholdersStayInWebhooks()
    {
        const RunbookRegistry r =
            parse("runbooks:\n"
                  "  - id: cmd\n"
                  "    command: [echo, \"{{secret}}\"]\n"
                  "  - id: link\n"
                  "    url: https://wiki.example/{{action}}\n"
                  "  - id: fine\n"
                  "    url: https://wiki.example/{{fingerprint}}/{{target}}\n");
        QCOMPARE(r.entries.size(), std::size_t(1));
        const QString all = r.problems.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("runbook cmd: argv[1]: {{secret}} belongs to webhooks "
                                             "only.")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("runbook link: url: {{action}} belongs to webhooks "
                                             "only.")),
                 qPrintable(all));
    }

    void deepBodiesAreRefusedNotFollowed()
    {
        QByteArray body = "1";
        for (int i = 0; i < 200; ++i)
            body = "[" + body + "]";
        const QString problems =
            problemsOf("      url: https://hooks.example/in\n      body: " + body + "\n");
        QVERIFY2(problems.contains(QStringLiteral("nested more than 32 levels")),
                 qPrintable(problems));
    }
};

QTEST_GUILESS_MAIN(TestWebhookRegistry)
#include "tst_webhookregistry.moc"
