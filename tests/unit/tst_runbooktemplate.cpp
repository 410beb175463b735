// Runbook templates: what each placeholder expands to, and that no value can
// change the shape of what runs, for every runbook kind.
#include "runbook.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrlQuery>
#include <QUuid>

namespace {
const QString kJob = QStringLiteral("6f1c2b3a-0000-4000-8000-000000000042");

RunbookContext context(const QString &pod = QStringLiteral("infer-7d9f"),
                       const QString &ns = QStringLiteral("team-b"))
{
    RunbookContext c;
    c.alertname = QStringLiteral("GpuMemoryPressure");
    c.tier = QStringLiteral("P2");
    c.labels = Labels({{QStringLiteral("alertname"), c.alertname},
                       {QStringLiteral("namespace"), ns},
                       {QStringLiteral("pod"), pod},
                       {QStringLiteral("Hostname"), QStringLiteral("aks-gpu-1")}});
    c.annotations.insert(QStringLiteral("summary"), QStringLiteral("GPU memory at 91 %"));
    c.startsAtMs = 1'700'000'000'000;
    c.value = 91.5;
    return c;
}

RunbookEntry command(const QStringList &argv)
{
    RunbookEntry e;
    e.id = QStringLiteral("cmd");
    e.kind = RunbookEntry::Kind::Command;
    e.argv = argv;
    return e;
}

RunbookEntry url(const QString &tmpl)
{
    RunbookEntry e;
    e.id = QStringLiteral("link");
    e.kind = RunbookEntry::Kind::Url;
    e.url = tmpl;
    return e;
}

RunbookEntry automation()
{
    RunbookEntry e;
    e.id = QStringLiteral("halve");
    e.kind = RunbookEntry::Kind::AzureAutomation;
    e.automation.source = QStringLiteral("azmon");
    e.automation.subscription = QStringLiteral("00000000-0000-0000-0000-000000000001");
    e.automation.resourceGroup = QStringLiteral("gpu-rg");
    e.automation.account = QStringLiteral("fleet-automation");
    e.automation.runbook = QStringLiteral("halve-batch-size");
    e.automation.parameters = {
        {QStringLiteral("Namespace"), QStringLiteral("{{labels.namespace}}")},
        {QStringLiteral("Pod"), QStringLiteral("{{ $labels.pod }}")},
        {QStringLiteral("BatchSize"), QStringLiteral("16")}};
    return e;
}

RunbookEnvironment
environment(const QString &management = QStringLiteral("https://management.azure.com"))
{
    RunbookEnvironment env;
    env.managementEndpoints.insert(QStringLiteral("azmon"), QUrl(management));
    env.jobName = kJob;
    return env;
}

// Values that a shell, a URL or JSON would read as syntax. None starts with
// "-": those have a test of their own.
void hostileValues()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("space") << QStringLiteral("team b");
    QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
    QTest::newRow("semicolon") << QStringLiteral("a; rm -rf /");
    QTest::newRow("command substitution") << QStringLiteral("$(rm -rf /)");
    QTest::newRow("backticks") << QStringLiteral("`id`");
    QTest::newRow("variable") << QStringLiteral("${HOME}");
    QTest::newRow("newline") << QStringLiteral("line1\nline2");
    QTest::newRow("carriage return and tab") << QStringLiteral("a\r\tb");
    QTest::newRow("pipes and redirects") << QStringLiteral("a|b&c>d<e");
    QTest::newRow("globs") << QStringLiteral("*?[a-z]");
    QTest::newRow("tilde") << QStringLiteral("~root");
    QTest::newRow("backslash") << QStringLiteral("back\\slash\\");
    QTest::newRow("hash") << QStringLiteral("#comment");
    QTest::newRow("leading space") << QStringLiteral(" -x");
    QTest::newRow("unicode") << QStringLiteral("ünïcødé ☃ 日本");
    QTest::newRow("bidi override") << QStringLiteral("abc\u202Efdp.exe");
    QTest::newRow("percent") << QStringLiteral("%41%2F%00");
    QTest::newRow("url delimiters") << QStringLiteral("a/b?c=d&e#f@g:h");
    QTest::newRow("template syntax") << QStringLiteral("{{labels.namespace}}");
    QTest::newRow("json") << QStringLiteral("\"},\"x\":{\"");
}
} // namespace

class TestRunbookTemplate : public QObject
{
    Q_OBJECT
  private slots:
    // --- Command -----------------------------------------------------------

    void commandValueStaysOneArgument_data() { hostileValues(); }
    void commandValueStaysOneArgument()
    {
        QFETCH(QString, value);
        const auto plan =
            expand(command({QStringLiteral("kubectl"), QStringLiteral("-n"),
                            QStringLiteral("{{labels.namespace}}"), QStringLiteral("logs"),
                            QStringLiteral("{{ $labels.pod }}"), QStringLiteral("--tail=50")}),
                   context(value, value));
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(plan->program, QStringLiteral("kubectl"));
        QCOMPARE(plan->arguments, (QStringList{QStringLiteral("-n"), value, QStringLiteral("logs"),
                                               value, QStringLiteral("--tail=50")}));
        // The confirmation shows each element on its own line, escaped.
        const QStringList lines = plan->describe().split(QLatin1Char('\n'));
        QVERIFY(lines.contains(QStringLiteral("  argv[2] = ") + RunbookPlan::quoted(value)));
        QVERIFY(lines.contains(QStringLiteral("  argv[4] = ") + RunbookPlan::quoted(value)));
    }

    void valueCannotBecomeAnOption_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("short option") << QStringLiteral("-rf");
        QTest::newRow("long option") << QStringLiteral("--option=x");
        QTest::newRow("kubeconfig") << QStringLiteral("--kubeconfig=/tmp/evil");
        QTest::newRow("dash") << QStringLiteral("-");
        QTest::newRow("end of options") << QStringLiteral("--");
        QTest::newRow("dash and newline") << QStringLiteral("-\n");
    }
    void valueCannotBecomeAnOption()
    {
        QFETCH(QString, value);
        for (const QString &tmpl :
             {QStringLiteral("{{labels.pod}}"), QStringLiteral("{{ $labels.pod }}"),
              QStringLiteral("{{labels.pod}}suffix"),
              QStringLiteral("{{labels.pod}}{{labels.pod}}")}) {
            const auto plan =
                expand(command({QStringLiteral("kubectl"), QStringLiteral("delete"), tmpl}),
                       context(value));
            QVERIFY2(!plan.has_value(), qPrintable(tmpl));
            QVERIFY2(plan.error().contains(QStringLiteral("argv[2]")), qPrintable(plan.error()));
            QVERIFY2(plan.error().contains(QStringLiteral("starts with \"-\"")),
                     qPrintable(plan.error()));
        }
        // Behind a literal prefix the value is an option's value, not an option.
        const auto plan = expand(command({QStringLiteral("kubectl"), QStringLiteral("get"),
                                          QStringLiteral("--field-selector=pod={{labels.pod}}")}),
                                 context(value));
        QVERIFY(plan.has_value());
        QCOMPARE(plan->arguments.size(), 2);
        QCOMPARE(plan->arguments[1], QStringLiteral("--field-selector=pod=") + value);
    }

    void templateMayWriteOptions()
    {
        const auto plan = expand(command({QStringLiteral("kubectl"), QStringLiteral("-n"),
                                          QStringLiteral("-{{labels.pod}}")}),
                                 context(QStringLiteral("x")));
        QVERIFY(plan.has_value());
        QCOMPARE(plan->arguments, (QStringList{QStringLiteral("-n"), QStringLiteral("-x")}));
    }

    void programTakesNoPlaceholders()
    {
        for (const QString &program :
             {QStringLiteral("{{labels.pod}}"), QStringLiteral("/usr/bin/{{labels.pod}}"),
              QStringLiteral("{{ $labels.pod }}")}) {
            RunbookEntry e = command({program, QStringLiteral("get")});
            const auto plan = expand(e, context());
            QVERIFY(!plan.has_value());
            QVERIFY2(plan.error().contains(QStringLiteral("argv[0]")), qPrintable(plan.error()));
            QVERIFY(!e.problems().isEmpty());
        }
        QVERIFY(!expand(command({}), context()).has_value());
    }

    void nulIsRefused()
    {
        const QString nul = QStringLiteral("a") + QChar(0) + QStringLiteral("b");
        const auto cmd = expand(command({QStringLiteral("echo"), QStringLiteral("{{labels.pod}}")}),
                                context(nul));
        QVERIFY(!cmd.has_value());
        QVERIFY2(cmd.error().contains(QStringLiteral("NUL")), qPrintable(cmd.error()));
        QVERIFY(!expand(url(QStringLiteral("https://x.example/{{labels.pod}}")), context(nul))
                     .has_value());
        QVERIFY(!expand(automation(), context(nul), environment()).has_value());
        QVERIFY(!expand(command({QStringLiteral("echo"), nul}), context()).has_value());
    }

    // --- Placeholders -------------------------------------------------------

    void placeholders_data()
    {
        QTest::addColumn<QString>("tmpl");
        QTest::addColumn<QString>("expected");
        QTest::newRow("label") << "{{labels.namespace}}"
                               << "team-b";
        QTest::newRow("prometheus label") << "{{ $labels.namespace }}"
                                          << "team-b";
        QTest::newRow("alertmanager label") << "{{ .Labels.namespace }}"
                                            << "team-b";
        QTest::newRow("label, other case") << "{{labels.hostname}}"
                                           << "aks-gpu-1";
        QTest::newRow("annotation") << "{{annotations.summary}}"
                                    << "GPU memory at 91 %";
        QTest::newRow("alertname") << "{{alertname}}"
                                   << "GpuMemoryPressure";
        QTest::newRow("alertname label") << "{{ $labels.alertname }}"
                                         << "GpuMemoryPressure";
        QTest::newRow("tier") << "{{tier}}"
                              << "P2";
        QTest::newRow("startsAt") << "{{startsAt}}"
                                  << "2023-11-14T22:13:20Z";
        QTest::newRow("value") << "{{value}}"
                               << "91.5";
        QTest::newRow("prometheus value") << "{{ $value }}"
                                          << "91.5";
        QTest::newRow("mixed") << "ns={{labels.namespace}},v={{value}}!"
                               << "ns=team-b,v=91.5!";
        QTest::newRow("no placeholder") << "plain }} text"
                                        << "plain }} text";
    }
    void placeholders()
    {
        QFETCH(QString, tmpl);
        QFETCH(QString, expected);
        const auto plan = expand(command({QStringLiteral("echo"), tmpl}), context());
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(plan->arguments, QStringList{expected});
    }

    void valuesPrintAsPrometheusPrintsThem_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fraction") << 3.4 << "3.4";
        QTest::newRow("integer") << 2.0 << "2";
        QTest::newRow("below 1e6") << 123456.0 << "123456";
        QTest::newRow("1e6") << 1e6 << "1e+06";
        QTest::newRow("1e-4") << 0.0001 << "0.0001";
        QTest::newRow("1e-5") << 0.00001 << "1e-05";
        QTest::newRow("negative") << -0.25 << "-0.25";
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << "+Inf";
    }
    void valuesPrintAsPrometheusPrintsThem()
    {
        QFETCH(double, value);
        QFETCH(QString, expected);
        RunbookContext c = context();
        c.value = value;
        const auto plan =
            expand(command({QStringLiteral("echo"), QStringLiteral("value={{value}}")}), c);
        QVERIFY(plan.has_value());
        QCOMPARE(plan->arguments.front(), QStringLiteral("value=") + expected);
    }

    void negativeValueAloneIsAnOption()
    {
        // A whole argument "-0.25" would be an option to most programs.
        RunbookContext c = context();
        c.value = -0.25;
        const auto plan = expand(command({QStringLiteral("echo"), QStringLiteral("{{value}}")}), c);
        QVERIFY(!plan.has_value());
        QVERIFY(plan.error().contains(QStringLiteral("starts with \"-\"")));
    }

    void startsAtKeepsMilliseconds()
    {
        RunbookContext c = context();
        c.startsAtMs = 1'700'000'000'123;
        const auto plan =
            expand(command({QStringLiteral("echo"), QStringLiteral("{{startsAt}}")}), c);
        QVERIFY(plan.has_value());
        QCOMPARE(plan->arguments.front(), QStringLiteral("2023-11-14T22:13:20.123Z"));
    }

    void unknownPlaceholderIsNamed_data()
    {
        QTest::addColumn<QString>("tmpl");
        QTest::addColumn<QString>("named");
        QTest::newRow("pipe") << "x{{ $labels.pod | toUpper }}"
                              << "{{ $labels.pod | toUpper }}";
        QTest::newRow("function") << "{{ exec \"rm\" }}"
                                  << "{{ exec \"rm\" }}";
        QTest::newRow("field") << "{{.Foo}}"
                               << "{{.Foo}}";
        QTest::newRow("empty") << "{{}}"
                               << "{{}}";
        QTest::newRow("no name") << "{{labels.}}"
                                 << "{{labels.}}";
        QTest::newRow("bad name") << "{{labels.a-b}}"
                                  << "{{labels.a-b}}";
        QTest::newRow("typo") << "{{label.pod}}"
                              << "{{label.pod}}";
        QTest::newRow("unclosed") << "{{labels.pod"
                                  << "not closed";
    }
    void unknownPlaceholderIsNamed()
    {
        QFETCH(QString, tmpl);
        QFETCH(QString, named);
        for (const RunbookEntry &e : {command({QStringLiteral("echo"), tmpl}),
                                      url(QStringLiteral("https://x.example/") + tmpl)}) {
            const auto plan = expand(e, context());
            QVERIFY(!plan.has_value());
            QVERIFY2(plan.error().contains(named), qPrintable(plan.error()));
            // The registry catches it before any alert comes.
            QVERIFY(!e.problems().isEmpty());
            QVERIFY2(e.problems().join(QLatin1Char(' ')).contains(named),
                     qPrintable(e.problems().join(QLatin1Char(' '))));
        }
    }

    void missingValuesAreNamedNotEmpty()
    {
        RunbookContext c = context();
        auto check = [&](const QString &tmpl, const QString &named) {
            const auto plan = expand(command({QStringLiteral("echo"), tmpl}), c);
            QVERIFY2(!plan.has_value(), qPrintable(tmpl));
            QVERIFY2(plan.error().contains(named), qPrintable(plan.error()));
        };
        check(QStringLiteral("{{labels.container}}"), QStringLiteral("\"container\""));
        check(QStringLiteral("{{ $labels.gpu }}"), QStringLiteral("\"gpu\""));
        check(QStringLiteral("{{annotations.description}}"), QStringLiteral("\"description\""));
        c.labels.set(QStringLiteral("empty"), QString());
        check(QStringLiteral("{{labels.empty}}"), QStringLiteral("\"empty\""));
        c.value = std::numeric_limits<double>::quiet_NaN();
        check(QStringLiteral("{{value}}"), QStringLiteral("no value"));
        c.startsAtMs = 0;
        check(QStringLiteral("{{startsAt}}"), QStringLiteral("no start time"));
        c.tier.clear();
        check(QStringLiteral("{{tier}}"), QStringLiteral("no tier"));
    }

    // --- URL ----------------------------------------------------------------

    void urlValueIsOneComponent_data() { hostileValues(); }
    void urlValueIsOneComponent()
    {
        QFETCH(QString, value);
        const auto plan =
            expand(url(QStringLiteral(
                       "https://grafana.example/d/gpu/{{labels.pod}}?var-ns={{labels.namespace}}"
                       "&from={{startsAt}}#panel-2")),
                   context(value, value));
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const QUrl u = plan->url;
        QCOMPARE(u.scheme(), QStringLiteral("https"));
        QCOMPARE(u.host(), QStringLiteral("grafana.example"));
        QVERIFY(u.userInfo().isEmpty());
        QCOMPARE(u.fragment(), QStringLiteral("panel-2"));
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(value));
        QCOMPARE(u.path(QUrl::FullyEncoded), QStringLiteral("/d/gpu/") + encoded);
        QCOMPARE(u.path(QUrl::FullyDecoded), QStringLiteral("/d/gpu/") + value);
        const QUrlQuery query(u);
        QCOMPARE(query.queryItems().size(), 2);
        QCOMPARE(query.queryItemValue(QStringLiteral("var-ns"), QUrl::FullyDecoded), value);
        QCOMPARE(query.queryItemValue(QStringLiteral("from"), QUrl::FullyDecoded),
                 QStringLiteral("2023-11-14T22:13:20Z"));
        // What the confirmation shows is the encoded URL that will open.
        QVERIFY(plan->describe().contains(u.toString(QUrl::FullyEncoded)));
    }

    void urlDelimitersAreEncoded()
    {
        const auto plan =
            expand(url(QStringLiteral("https://wiki.example/search?q={{labels.pod}}")),
                   context(QStringLiteral("%#?/@ &=+")));
        QVERIFY(plan.has_value());
        QCOMPARE(plan->url.toString(QUrl::FullyEncoded),
                 QStringLiteral("https://wiki.example/search?q=%25%23%3F%2F%40%20%26%3D%2B"));
        const auto unicode = expand(url(QStringLiteral("https://wiki.example/{{labels.pod}}")),
                                    context(QStringLiteral("日本")));
        QVERIFY(unicode.has_value());
        QCOMPARE(unicode->url.toString(QUrl::FullyEncoded),
                 QStringLiteral("https://wiki.example/%E6%97%A5%E6%9C%AC"));
    }

    void valueCannotChooseTheHost()
    {
        const auto plan = expand(url(QStringLiteral("https://{{labels.pod}}.example/")),
                                 context(QStringLiteral("evil.test/x?")));
        if (plan.has_value())
            QVERIFY(!plan->url.host().contains(QStringLiteral("evil.test/")) &&
                    plan->url.host() != QStringLiteral("evil.test"));
        const auto whole = expand(url(QStringLiteral("{{annotations.link}}")), [] {
            RunbookContext c = context();
            c.annotations.insert(QStringLiteral("link"), QStringLiteral("https://evil.test/"));
            return c;
        }());
        QVERIFY(!whole.has_value());
        QVERIFY(!url(QStringLiteral("{{annotations.link}}")).problems().isEmpty());
    }

    void noPlaceholderInTheHost()
    {
        // Even part of a host: region=eu.attacker.example would pick the host.
        for (const QString &t : {QStringLiteral("https://grafana-{{labels.pod}}/d/x"),
                                 QStringLiteral("https://{{labels.pod}}.example/d"),
                                 QStringLiteral("http://grafana:{{labels.pod}}/d")}) {
            const RunbookEntry e = url(t);
            QVERIFY2(e.problems().join(QLatin1Char(' ')).contains(QLatin1String("host")),
                     qPrintable(t));
            QVERIFY(!expand(e, context()).has_value());
        }
        QVERIFY(url(QStringLiteral("https://grafana.example/d/{{labels.pod}}?x={{labels.pod}}"))
                    .problems()
                    .isEmpty());
    }

    void onlyWebAddressesOpen_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("javascript") << "javascript:alert(1)";
        QTest::newRow("file") << "file:///etc/passwd";
        QTest::newRow("ftp") << "ftp://files.example/x";
        QTest::newRow("data") << "data:text/html,<script>x</script>";
        QTest::newRow("relative") << "/runbooks/x";
        QTest::newRow("no host") << "https:///x";
    }
    void onlyWebAddressesOpen()
    {
        QFETCH(QString, address);
        RunbookEntry e = url(address);
        QVERIFY(!expand(e, context()).has_value());
        QVERIFY(!e.problems().isEmpty());
        // An already expanded runbook_url is held to the same rule.
        e.urlIsTemplate = false;
        QVERIFY(!expand(e, context()).has_value());
    }

    void expandedRunbookUrlIsTakenAsItIs()
    {
        RunbookEntry e = url(QStringLiteral("https://wiki.example/runbooks/{{x}}?a=b%20c"));
        e.urlIsTemplate = false;
        const auto plan = expand(e, context());
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(QUrlQuery(plan->url).queryItemValue(QStringLiteral("a"), QUrl::FullyDecoded),
                 QStringLiteral("b c"));
        QVERIFY(plan->url.path(QUrl::FullyDecoded).endsWith(QStringLiteral("{{x}}")));
    }

    // --- Azure Automation ---------------------------------------------------

    void automationValuesAreJsonStrings_data() { hostileValues(); }
    void automationValuesAreJsonStrings()
    {
        QFETCH(QString, value);
        const auto plan = expand(automation(), context(value, value), environment());
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const RunbookPlan::AutomationRequest &r = plan->automation;
        QCOMPARE(r.method, QByteArray("PUT"));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.object().keys(), QStringList{QStringLiteral("properties")});
        const QJsonObject props = doc.object().value(QLatin1String("properties")).toObject();
        QCOMPARE(props.keys(), (QStringList{QStringLiteral("parameters"), QStringLiteral("runOn"),
                                            QStringLiteral("runbook")}));
        QCOMPARE(props.value(QLatin1String("runbook")).toObject(),
                 (QJsonObject{{QStringLiteral("name"), QStringLiteral("halve-batch-size")}}));
        const QJsonObject params = props.value(QLatin1String("parameters")).toObject();
        QCOMPARE(params, (QJsonObject{{QStringLiteral("Namespace"), value},
                                      {QStringLiteral("Pod"), value},
                                      {QStringLiteral("BatchSize"), QStringLiteral("16")}}));
        QCOMPARE(props.value(QLatin1String("runOn")).toString(), QString());
        // The job URL does not depend on alert values here.
        QCOMPARE(r.url.toString(QUrl::FullyEncoded),
                 QStringLiteral("https://management.azure.com/subscriptions/"
                                "00000000-0000-0000-0000-000000000001/resourceGroups/gpu-rg/"
                                "providers/Microsoft.Automation/automationAccounts/"
                                "fleet-automation/jobs/") +
                     kJob + QStringLiteral("?api-version=2023-11-01"));
        // The confirmation shows the body exactly as it is sent.
        for (const QByteArray &line : r.body.split('\n'))
            if (!line.isEmpty())
                QVERIFY(plan->describe().contains(QStringLiteral("  ") + QString::fromUtf8(line)));
    }

    void automationPathSegmentsAreEncoded()
    {
        RunbookEntry e = automation();
        e.automation.resourceGroup = QStringLiteral("{{labels.namespace}}");
        const auto plan = expand(e, context(QStringLiteral("p"), QStringLiteral("x/../../y?z#")),
                                 environment(QStringLiteral("http://127.0.0.1:8080/proxy/")));
        QVERIFY2(plan.has_value(), qPrintable(plan ? QString() : plan.error()));
        const QUrl u = plan->automation.url;
        QCOMPARE(u.path(QUrl::FullyEncoded),
                 QStringLiteral("/proxy/subscriptions/00000000-0000-0000-0000-000000000001/"
                                "resourceGroups/x%2F..%2F..%2Fy%3Fz%23/providers/"
                                "Microsoft.Automation/automationAccounts/fleet-automation/jobs/") +
                     kJob);
        QCOMPARE(u.query(), QStringLiteral("api-version=2023-11-01"));
        QVERIFY(u.fragment().isEmpty());
        QCOMPARE(plan->automation.outputUrl().path(QUrl::FullyEncoded),
                 u.path(QUrl::FullyEncoded) + QStringLiteral("/output"));
        QCOMPARE(plan->automation.outputUrl().query(), u.query());
        QCOMPARE(plan->automation.stopUrl().path(QUrl::FullyEncoded),
                 u.path(QUrl::FullyEncoded) + QStringLiteral("/stop"));
        for (const QString &dots : {QStringLiteral(".."), QStringLiteral(".")}) {
            const auto up = expand(e, context(QStringLiteral("p"), dots), environment());
            QVERIFY(!up.has_value());
            QVERIFY2(up.error().contains(QStringLiteral("resourceGroup")), qPrintable(up.error()));
        }
    }

    void automationNeedsItsSource()
    {
        const auto plan = expand(automation(), context(), RunbookEnvironment{});
        QVERIFY(!plan.has_value());
        QVERIFY2(plan.error().contains(QStringLiteral("\"azmon\"")), qPrintable(plan.error()));
        RunbookEnvironment fresh = environment();
        fresh.jobName.clear();
        const auto a = expand(automation(), context(), fresh);
        const auto b = expand(automation(), context(), fresh);
        QVERIFY(a.has_value() && b.has_value());
        QVERIFY(!QUuid::fromString(a->automation.jobName).isNull());
        QVERIFY(a->automation.jobName != b->automation.jobName);
    }

    // --- Display ------------------------------------------------------------

    void quotingShowsWhatIsThere_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("quoted");
        QTest::addColumn<QString>("shell");
        QTest::newRow("plain") << "team-b"
                               << "\"team-b\""
                               << "team-b";
        QTest::newRow("space") << "team b"
                               << "\"team b\""
                               << "'team b'";
        QTest::newRow("quotes") << "it's \"x\""
                                << "\"it's \\\"x\\\"\""
                                << "'it'\\''s \"x\"'";
        QTest::newRow("newline") << "a\nb"
                                 << "\"a\\nb\""
                                 << "$'a\\nb'";
        QTest::newRow("substitution") << "$(id)"
                                      << "\"$(id)\""
                                      << "'$(id)'";
        QTest::newRow("bidi") << QStringLiteral("a\u202Eb") << "\"a\\u{202e}b\""
                              << "$'a\\u{202e}b'";
        QTest::newRow("empty") << ""
                               << "\"\""
                               << "''";
    }
    void quotingShowsWhatIsThere()
    {
        QFETCH(QString, text);
        QFETCH(QString, quoted);
        QFETCH(QString, shell);
        QCOMPARE(RunbookPlan::quoted(text), quoted);
        QCOMPARE(RunbookPlan::shellQuoted(text), shell);
    }

    void describeListsEveryElement()
    {
        const auto plan = expand(command({QStringLiteral("kubectl"), QStringLiteral("-n"),
                                          QStringLiteral("{{labels.namespace}}"),
                                          QStringLiteral("get"), QStringLiteral("pods")}),
                                 context(QStringLiteral("p"), QStringLiteral("a\nb; c")));
        QVERIFY(plan.has_value());
        const QString text = plan->describe();
        QVERIFY(text.contains(QStringLiteral("  argv[0] = \"kubectl\"\n  argv[1] = \"-n\"\n"
                                             "  argv[2] = \"a\\nb; c\"\n  argv[3] = \"get\"\n"
                                             "  argv[4] = \"pods\"")));
        QVERIFY(text.contains(QStringLiteral("$ kubectl -n $'a\\nb; c' get pods")));
    }
};

QTEST_GUILESS_MAIN(TestRunbookTemplate)
#include "tst_runbooktemplate.moc"
