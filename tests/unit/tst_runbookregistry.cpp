// Runbook registry files (YAML and JSON), what a broken entry costs, which
// runbooks an alert gets, and the built-in registry against the shipped rules.
#include "alertrulesparser.h"
#include "runbookloader.h"
#include "runbookregistryparser.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
const QByteArray kYaml =
    "# two runbooks\n"
    "runbooks:\n"
    "  - id: pods\n"
    "    title: Pods of the namespace\n"
    "    match:\n"
    "      alertname: InferenceLatencyP95\n"
    "      labels: {severity: critical}\n"
    "    command: [kubectl, -n, \"{{labels.namespace}}\", get, pods, -o, wide]\n"
    "    workingDir: /tmp\n"
    "    timeout: 90s\n"
    "  - id: halve\n"
    "    match: {alertname: GpuMemoryPressure}\n"
    "    azureAutomation:\n"
    "      source: azmon\n"
    "      subscription: sub-1\n"
    "      resourceGroup: gpu-rg\n"
    "      account: fleet-automation\n"
    "      runbook: halve-batch-size\n"
    "      parameters:\n"
    "        Namespace: \"{{ $labels.namespace }}\"\n"
    "        BatchSize: 16\n"
    "      runOn: \"\"\n"
    "  - id: wiki\n"
    "    url: https://wiki.example/gpu?host={{labels.Hostname}}\n";

const QByteArray kJson =
    "{\"runbooks\": [\n"
    "\t{\"id\": \"pods\", \"title\": \"Pods of the namespace\",\n"
    "\t \"match\": {\"alertname\": \"InferenceLatencyP95\", \"labels\": {\"severity\": "
    "\"critical\"}},\n"
    "\t \"command\": [\"kubectl\", \"-n\", \"{{labels.namespace}}\", \"get\", \"pods\", \"-o\", "
    "\"wide\"],\n"
    "\t \"workingDir\": \"\\/tmp\", \"timeout\": 90},\n"
    "\t{\"id\": \"halve\", \"match\": {\"alertname\": \"GpuMemoryPressure\"},\n"
    "\t \"azureAutomation\": {\"source\": \"azmon\", \"subscription\": \"sub-1\", "
    "\"resourceGroup\": \"gpu-rg\",\n"
    "\t   \"account\": \"fleet-automation\", \"runbook\": \"halve-batch-size\",\n"
    "\t   \"parameters\": {\"Namespace\": \"{{ $labels.namespace }}\", \"BatchSize\": \"16\"}, "
    "\"runOn\": \"\"}},\n"
    "\t{\"id\": \"wiki\", \"url\": \"https://wiki.example/gpu?host={{labels.Hostname}}\"}\n"
    "]}\n";

Labels labels(std::initializer_list<std::pair<const char *, const char *>> pairs)
{
    Labels l;
    for (const auto &[k, v] : pairs)
        l.set(QString::fromUtf8(k), QString::fromUtf8(v));
    return l;
}

QStringList ids(const std::vector<RunbookEntry> &entries)
{
    QStringList out;
    for (const RunbookEntry &e : entries)
        out << e.id;
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}
} // namespace

class TestRunbookRegistry : public QObject
{
    Q_OBJECT
  private slots:
    void readmeExampleLoads()
    {
        // The registry shown in README.md is what users copy: it must load
        // whole, and its entries must reach the alerts they are written for.
        QFile readme(QStringLiteral(SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype section = text.indexOf(QLatin1String("### Runbooks"));
        QVERIFY(section > 0);
        const qsizetype start = text.indexOf(QLatin1String("```yaml\n"), section);
        const qsizetype end = text.indexOf(QLatin1String("```"), start + 8);
        QVERIFY(start > 0 && end > start);
        const RunbookRegistry r = parseRunbookRegistry(
            text.mid(start + 8, end - start - 8).toUtf8(), QStringLiteral("README.md"));
        QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join(QLatin1Char('\n'))));
        QCOMPARE(r.entries.size(), std::size_t(3));
        Labels teamB;
        teamB.set(QStringLiteral("namespace"), QStringLiteral("team-b"));
        QCOMPARE(r.entriesFor(QStringLiteral("GpuMemoryPressure"), teamB, {}).size(),
                 std::size_t(2));
    }

    void yamlAndJsonReadAlike()
    {
        const RunbookRegistry y = parseRunbookRegistry(kYaml, QStringLiteral("r.yml"));
        const RunbookRegistry j = parseRunbookRegistry(kJson, QStringLiteral("r.json"));
        QVERIFY2(y.problems.isEmpty(), qPrintable(y.problems.join(QLatin1Char('\n'))));
        QVERIFY2(j.problems.isEmpty(), qPrintable(j.problems.join(QLatin1Char('\n'))));
        QCOMPARE(ids(y.entries), (QStringList{QStringLiteral("pods"), QStringLiteral("halve"),
                                              QStringLiteral("wiki")}));
        QCOMPARE(ids(j.entries), ids(y.entries));
        for (size_t i = 0; i < y.entries.size(); ++i) {
            const RunbookEntry &a = y.entries[i];
            const RunbookEntry &b = j.entries[i];
            QCOMPARE(a.title, b.title);
            QCOMPARE(int(a.kind), int(b.kind));
            QCOMPARE(a.match.alertname, b.match.alertname);
            QCOMPARE(a.match.labels, b.match.labels);
            QCOMPARE(a.argv, b.argv);
            QCOMPARE(a.url, b.url);
            QCOMPARE(a.workingDir, b.workingDir);
            QCOMPARE(a.timeoutMs, b.timeoutMs);
            QCOMPARE(a.automation.source, b.automation.source);
            QCOMPARE(a.automation.runbook, b.automation.runbook);
            QCOMPARE(a.automation.parameters, b.automation.parameters);
            QVERIFY(a.trusted);
        }
        const RunbookEntry &pods = y.entries[0];
        QCOMPARE(pods.kind, RunbookEntry::Kind::Command);
        QCOMPARE(pods.argv.size(), 7);
        QCOMPARE(pods.argv[2], QStringLiteral("{{labels.namespace}}"));
        QCOMPARE(pods.timeoutMs, 90'000);
        QCOMPARE(pods.workingDir, QStringLiteral("/tmp"));
        QCOMPARE(pods.origin, QStringLiteral("r.yml:3"));
        QCOMPARE(y.entries[1].automation.parameters.value(QStringLiteral("BatchSize")),
                 QStringLiteral("16"));
        QCOMPARE(y.entries[1].title, QStringLiteral("halve")); // the id when untitled
        QCOMPARE(y.entries[2].kind, RunbookEntry::Kind::Url);
    }

    void badEntriesAreLeftOutAndNamed()
    {
        const QByteArray text = "runbooks:\n"
                                "  - id: first\n"
                                "    url: https://wiki.example/a\n"
                                "  - title: no id\n"
                                "    url: https://wiki.example/b\n"
                                "  - id: unknown-field\n"
                                "    url: https://wiki.example/c\n"
                                "    shell: true\n"
                                "  - id: two-kinds\n"
                                "    url: https://wiki.example/d\n"
                                "    command: [echo]\n"
                                "  - id: no-kind\n"
                                "    title: nothing to do\n"
                                "  - id: not-a-list\n"
                                "    command: \"kubectl get pods -n {{labels.namespace}}\"\n"
                                "  - id: unquoted-template\n"
                                "    command: [kubectl, -n, {{labels.namespace}}]\n"
                                "  - id: program-placeholder\n"
                                "    command: [\"{{labels.tool}}\", get]\n"
                                "  - id: unknown-placeholder\n"
                                "    command: [echo, \"{{ $labels.pod | upper }}\"]\n"
                                "  - id: bad-timeout\n"
                                "    command: [echo]\n"
                                "    timeout: soon\n"
                                "  - id: not-web\n"
                                "    url: \"file:///etc/passwd\"\n"
                                "  - id: automation-incomplete\n"
                                "    azureAutomation: {source: azmon, runbook: x}\n"
                                "  - id: first\n"
                                "    url: https://wiki.example/dup\n"
                                "  - id: bad id!\n"
                                "    url: https://wiki.example/e\n"
                                "  - id: last\n"
                                "    command: [echo, \"{{alertname}}\"]\n";
        const RunbookRegistry r = parseRunbookRegistry(text, QStringLiteral("bad.yml"));
        QCOMPARE(ids(r.entries), (QStringList{QStringLiteral("first"), QStringLiteral("last")}));
        QCOMPARE(r.entries[0].url, QStringLiteral("https://wiki.example/a"));
        const QString all = r.problems.join(QLatin1Char('\n'));
        auto has = [&](const QString &needle) {
            QVERIFY2(all.contains(needle), qPrintable(needle + QStringLiteral(" not in:\n") + all));
        };
        has(QStringLiteral("bad.yml:4: runbook (no id): has no \"id\"."));
        has(QStringLiteral("bad.yml:6: runbook unknown-field: unknown field \"shell\"."));
        has(QStringLiteral("bad.yml:9: runbook two-kinds: needs exactly one of"));
        has(QStringLiteral("bad.yml:12: runbook no-kind: needs exactly one of"));
        has(QStringLiteral("bad.yml:15: runbook not-a-list: \"command\" must be a list"));
        has(QStringLiteral("bad.yml:17: runbook unquoted-template: \"command[2]\" is not text"));
        has(QStringLiteral("runbook program-placeholder: argv[0]"));
        has(QStringLiteral("runbook unknown-placeholder: argv[1]: unknown placeholder "
                           "{{ $labels.pod | upper }}"));
        has(QStringLiteral("bad.yml:24: runbook bad-timeout: \"timeout: soon\""));
        has(QStringLiteral("runbook not-web: \"url\" must start with http:// or https://"));
        has(QStringLiteral("runbook automation-incomplete: \"azureAutomation\" needs "
                           "\"subscription\"."));
        has(QStringLiteral("bad.yml:29: runbook first: the id is already used above"));
        has(QStringLiteral("runbook bad id!: the id may hold only"));
        QCOMPARE(r.problems.size(), 15); // automation-incomplete lacks three fields
    }

    void unreadableFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("broken yaml")
            << QByteArray("runbooks:\n  - id: [x\n") << QStringLiteral("x.yml:");
        QTest::newRow("broken json") << QByteArray("{\"runbooks\": [{\"id\": }")
                                     << QStringLiteral("neither valid YAML nor valid JSON");
        QTest::newRow("no list") << QByteArray("runbook:\n  id: x\n")
                                 << QStringLiteral("needs a \"runbooks\" list");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("needs a \"runbooks\" list");
        QTest::newRow("huge") << QByteArray(5 * 1024 * 1024, ' ') << QStringLiteral("larger");
    }
    void unreadableFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        const RunbookRegistry r = parseRunbookRegistry(text, QStringLiteral("x.yml"));
        QVERIFY(r.entries.empty());
        QCOMPARE(r.problems.size(), 1);
        QVERIFY2(r.problems.front().contains(problem), qPrintable(r.problems.front()));
    }

    void matching()
    {
        const QByteArray text = "runbooks:\n"
                                "  - id: by-name\n"
                                "    match: {alertname: GpuMemoryPressure}\n"
                                "    url: https://wiki.example/memory\n"
                                "  - id: by-label\n"
                                "    match: {labels: {namespace: team-b}}\n"
                                "    url: https://wiki.example/team-b\n"
                                "  - id: by-both\n"
                                "    match: {alertname: GpuMemoryPressure, labels: {severity: "
                                "warning, namespace: team-b}}\n"
                                "    url: https://wiki.example/both\n"
                                "  - id: by-alertname-label\n"
                                "    match: {labels: {alertname: GpuIdle}}\n"
                                "    url: https://wiki.example/idle\n"
                                "  - id: halve-batch-size\n"
                                "    url: https://wiki.example/halve\n";
        const RunbookRegistry r = parseRunbookRegistry(text, QStringLiteral("m.yml"));
        QVERIFY(r.problems.isEmpty());
        const Labels teamB = labels({{"namespace", "team-b"}, {"severity", "warning"}});
        const Labels teamA = labels({{"namespace", "team-a"}, {"severity", "warning"}});
        const QString memory = QStringLiteral("GpuMemoryPressure");
        QCOMPARE(ids(r.entriesFor(memory, teamB, {})),
                 (QStringList{QStringLiteral("by-name"), QStringLiteral("by-label"),
                              QStringLiteral("by-both")}));
        QCOMPARE(ids(r.entriesFor(memory, teamA, {})), QStringList{QStringLiteral("by-name")});
        QCOMPARE(ids(r.entriesFor(QStringLiteral("GpuIdle"), teamA, {})),
                 QStringList{QStringLiteral("by-alertname-label")});
        QVERIFY(r.entriesFor(QStringLiteral("Other"), teamA, {}).empty());
        // An entry without match is reached only by the rule's `runbook` annotation,
        // and the one it names comes first.
        const QMap<QString, QString> named{
            {QStringLiteral("runbook"), QStringLiteral("halve-batch-size")}};
        QCOMPARE(ids(r.entriesFor(memory, teamA, named)),
                 (QStringList{QStringLiteral("halve-batch-size"), QStringLiteral("by-name")}));
        const QMap<QString, QString> namesMatched{
            {QStringLiteral("runbook"), QStringLiteral("by-label")}};
        QCOMPARE(ids(r.entriesFor(memory, teamB, namesMatched)),
                 (QStringList{QStringLiteral("by-label"), QStringLiteral("by-name"),
                              QStringLiteral("by-both")}));
        QCOMPARE(ids(r.entriesFor(memory, teamA,
                                  {{QStringLiteral("runbook"), QStringLiteral("no-such")}})),
                 QStringList{QStringLiteral("by-name")});
    }

    void runbookUrlAnnotation()
    {
        const RunbookRegistry r = parseRunbookRegistry(kYaml, QStringLiteral("r.yml"));
        const Labels l = labels({{"namespace", "team b"}, {"severity", "critical"}});
        // A server alert: Prometheus has expanded the annotation already.
        const QMap<QString, QString> expanded{
            {QStringLiteral("runbook_url"),
             QStringLiteral("https://wiki.example/runbooks/latency?ns=team%20b")}};
        auto entries = r.entriesFor(QStringLiteral("InferenceLatencyP95"), l, expanded);
        QCOMPARE(ids(entries),
                 (QStringList{QStringLiteral("pods"), QStringLiteral("runbook_url")}));
        const RunbookEntry &link = entries.back();
        QVERIFY(link.implicit);
        QVERIFY(!link.urlIsTemplate);
        RunbookContext ctx;
        ctx.alertname = QStringLiteral("InferenceLatencyP95");
        ctx.labels = l;
        auto plan = expand(link, ctx);
        QVERIFY(plan.has_value());
        QCOMPARE(plan->url.toString(QUrl::FullyEncoded),
                 QStringLiteral("https://wiki.example/runbooks/latency?ns=team%20b"));
        // A local rule: the annotation is the rule's template.
        const QMap<QString, QString> tmpl{
            {QStringLiteral("runbook_url"),
             QStringLiteral(
                 "https://wiki.example/runbooks/{{ $labels.namespace }}?a={{alertname}}")}};
        entries = r.entriesFor(QStringLiteral("InferenceLatencyP95"), l, tmpl,
                               RunbookRegistry::Annotations::Templates);
        QVERIFY(entries.back().urlIsTemplate);
        plan = expand(entries.back(), ctx);
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(plan->url.toString(QUrl::FullyEncoded),
                 QStringLiteral("https://wiki.example/runbooks/team%20b?a=InferenceLatencyP95"));
        // Only web pages, expanded or not.
        entries = r.entriesFor(QStringLiteral("X"), l,
                               {{QStringLiteral("runbook_url"), QStringLiteral("file:///etc/x")}});
        QCOMPARE(entries.size(), size_t(1));
        QVERIFY(!expand(entries.front(), ctx).has_value());
    }

    void untrustedFilesAreMarked()
    {
        const RunbookRegistry r =
            parseRunbookRegistry(kYaml, QStringLiteral("incident.fsnap"), RunbookTrust::Untrusted);
        QVERIFY(r.problems.isEmpty());
        for (const RunbookEntry &e : r.entries)
            QVERIFY(!e.trusted);
        RunbookContext ctx;
        ctx.alertname = QStringLiteral("InferenceLatencyP95");
        ctx.labels = labels({{"namespace", "team-b"}});
        const auto plan = expand(r.entries.front(), ctx);
        QVERIFY(plan.has_value());
        QVERIFY(!plan->trusted);
        QVERIFY(plan->describe().contains(QStringLiteral("incident.fsnap:3")));
    }

    void mergeKeepsTheFirstOfAnId()
    {
        RunbookRegistry r = RunbookLoader::builtin();
        const auto before = r.entries.size();
        r.merge(parseRunbookRegistry(
            "runbooks:\n  - id: halve-batch-size\n    url: https://evil.example/\n"
            "  - id: mine\n    url: https://wiki.example/mine\n",
            QStringLiteral("user.yml"), RunbookTrust::Untrusted));
        QCOMPARE(r.entries.size(), before + 1);
        QCOMPARE(r.find(QStringLiteral("halve-batch-size"))->kind,
                 RunbookEntry::Kind::AzureAutomation);
        QVERIFY(!r.find(QStringLiteral("mine"))->trusted);
        QCOMPARE(r.problems.size(), 1);
        QVERIFY(
            r.problems.front().startsWith(QStringLiteral("user.yml:2: runbook halve-batch-size")));
    }

    void builtinRegistryServesTheShippedRules()
    {
        const RunbookRegistry r = RunbookLoader::builtin();
        QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join(QLatin1Char('\n'))));
        const RuleFile rules = parseAlertRules(
            readFile(QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml")),
            QStringLiteral("default-rules.yml"));
        QVERIFY(rules.problems.isEmpty());
        // Three service tiers and the GPU health rules.
        QCOMPARE(rules.rules.size(), size_t(11));
        const Labels gpu = labels({{"namespace", "team-b"},
                                   {"pod", "infer-b-5f7d9-x2k4q"},
                                   {"gpu", "3"},
                                   {"Hostname", "aks-gpupool-38218391-vmss000001"}});
        RunbookEnvironment env;
        env.managementEndpoints.insert(QStringLiteral("azmon"),
                                       QUrl(QStringLiteral("https://management.azure.com")));
        env.jobName = QStringLiteral("00000000-0000-4000-8000-00000000abcd");
        for (const AlertRule &rule : rules.rules) {
            if (rule.group != QLatin1String("gpu-inference"))
                continue; // health rules name no runbook of their own
            Labels l = gpu;
            for (auto it = rule.labels.cbegin(); it != rule.labels.cend(); ++it)
                l.set(it.key(), it.value());
            const auto entries = r.entriesFor(rule.name, l, rule.annotations,
                                              RunbookRegistry::Annotations::Templates);
            QVERIFY2(!entries.empty(), qPrintable(rule.name));
            RunbookContext ctx;
            ctx.alertname = rule.name;
            ctx.labels = l;
            ctx.startsAtMs = 1'700'000'000'000;
            ctx.value = 91.25;
            for (const RunbookEntry &e : entries) {
                const auto plan = expand(e, ctx, env);
                QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
            }
        }
        auto planFor = [&](const char *alert) {
            RunbookContext ctx;
            ctx.alertname = QString::fromUtf8(alert);
            ctx.labels = gpu;
            ctx.startsAtMs = 1'700'000'000'000;
            return expand(r.entriesFor(ctx.alertname, gpu, {}).front(), ctx, env);
        };
        const auto pods = planFor("InferenceLatencyP95");
        QVERIFY(pods.has_value());
        QCOMPARE(pods->argv(), (QStringList{QStringLiteral("kubectl"), QStringLiteral("-n"),
                                            QStringLiteral("team-b"), QStringLiteral("get"),
                                            QStringLiteral("pods"), QStringLiteral("-o"),
                                            QStringLiteral("wide")}));
        const auto halve = planFor("GpuMemoryPressure");
        QVERIFY(halve.has_value());
        QCOMPARE(halve->kind, RunbookPlan::Kind::AzureAutomation);
        QCOMPARE(halve->automation.source, QStringLiteral("azmon"));
        QCOMPARE(halve->automation.runbook, QStringLiteral("halve-batch-size"));
        QCOMPARE(halve->automation.parameters.value(QStringLiteral("BatchSize")),
                 QStringLiteral("16"));
        QCOMPARE(halve->automation.parameters.value(QStringLiteral("FromBatchSize")),
                 QStringLiteral("32"));
        QCOMPARE(halve->automation.parameters.value(QStringLiteral("Namespace")),
                 QStringLiteral("team-b"));
        const auto idle = planFor("GpuIdle");
        QVERIFY(idle.has_value());
        QCOMPARE(idle->kind, RunbookPlan::Kind::Url);
        QCOMPARE(idle->url.scheme(), QStringLiteral("https"));
        // The rules' `runbook: halve-batch-size` offers the fix for latency too.
        const AlertRule &latency = rules.rules.front();
        QCOMPARE(
            ids(r.entriesFor(latency.name, labels({{"namespace", "team-b"}}), latency.annotations)),
            (QStringList{QStringLiteral("halve-batch-size"), QStringLiteral("pods-of-namespace")}));
    }

    void loadReportsAnUnreadableFile()
    {
        const RunbookRegistry r =
            RunbookLoader::load(QStringLiteral("/nonexistent/runbooks.yml"), RunbookTrust::Trusted);
        QVERIFY(r.entries.empty());
        QCOMPARE(r.problems.size(), 1);
        QVERIFY(r.problems.front().contains(QStringLiteral("/nonexistent/runbooks.yml")));
    }
};

QTEST_GUILESS_MAIN(TestRunbookRegistry)
#include "tst_runbookregistry.moc"
