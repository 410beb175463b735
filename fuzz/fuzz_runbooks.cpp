// Runbook registry files (YAML or JSON; the built-in one, the user's, the
// one inside a snapshot someone sent): parseRunbookRegistry, then for every
// entry that loads what the runbook pane does with it: problems(), the
// lookup for an alert, and expand() for an alert whose label values try to
// change the shape of what runs.
//
// expand() promises that values cannot do that: the program is argv[0] as
// written, one argv element stays one, and a value never reaches a URL's or
// an Automation request's host, and a webhook's body stays one JSON
// document whatever the values and the secret hold. Every context value
// carries a marker that no seed holds, so a marker in those places means a
// value got there.

#include "fuzzsupport.h"
#include "runbook.h"
#include "runbookregistryparser.h"

#include <QJsonDocument>

namespace {
const QString kMarker = QStringLiteral("zq9marker");

RunbookContext hostileContext()
{
    RunbookContext c;
    c.alertname = QStringLiteral("GpuHot");
    c.tier = QStringLiteral("P1");
    const QString m = kMarker;
    c.labels = Labels({{QStringLiteral("namespace"), QStringLiteral("../") + m},
                       {QStringLiteral("pod"), QStringLiteral("-rf ") + m},
                       {QStringLiteral("node"), m + QStringLiteral(".evil.example:1/x?y=1#z")},
                       {QStringLiteral("severity"), QStringLiteral("critical")},
                       {QStringLiteral("team"), QStringLiteral("{{labels.pod}}") + m},
                       {QStringLiteral("empty"), QString()},
                       {QStringLiteral("instance"), QStringLiteral("a b\n\"c\" ") + m}});
    c.annotations = {{QStringLiteral("summary"), QStringLiteral("@") + m + QStringLiteral("/")},
                     {QStringLiteral("runbook"), QStringLiteral("pods-of-namespace")},
                     {QStringLiteral("runbook_url"), QStringLiteral("https://runbooks.example/x")}};
    c.startsAtMs = 1'700'000'000'000;
    c.value = 0.97;
    c.lanes = {{QStringLiteral("lane\"") + m, QStringLiteral("}\n") + m}};
    c.links = {{QStringLiteral("Runbook"), QStringLiteral("https://runbooks.example/") + m}};
    return c;
}

void checkPlan(const RunbookEntry &e, const RunbookPlan &p)
{
    FUZZ_CHECK(p.kind == e.kind);
    switch (p.kind) {
    case RunbookPlan::Kind::Url:
        FUZZ_CHECK(!p.url.host().contains(kMarker, Qt::CaseInsensitive));
        break;
    case RunbookPlan::Kind::Command:
        FUZZ_CHECK(!e.argv.isEmpty() && p.program == e.argv.front());
        FUZZ_CHECK(p.arguments.size() == e.argv.size() - 1);
        break;
    case RunbookPlan::Kind::AzureAutomation:
        FUZZ_CHECK(p.automation.url.host() == QLatin1String("management.azure.com"));
        break;
    case RunbookPlan::Kind::Webhook: {
        const RunbookPlan::WebhookRequest &w = p.webhook;
        if (!w.urlIsSecret())
            FUZZ_CHECK(!QUrl(w.url.with(QStringLiteral("x")))
                            .host()
                            .contains(kMarker, Qt::CaseInsensitive));
        for (const auto &[name, value] : w.headers)
            FUZZ_CHECK(!value.shown().contains(QLatin1Char('\n')) &&
                       !value.shown().contains(QLatin1Char('\r')));
        // One JSON document, with a secret that tries to break out of its string.
        QJsonParseError error;
        (void)QJsonDocument::fromJson(w.bodyWith(QStringLiteral("\"}\\\n") + kMarker), &error);
        FUZZ_CHECK(error.error == QJsonParseError::NoError);
        FUZZ_CHECK(!w.body.shown().contains(QStringLiteral("\"}\\\n") + kMarker));
        break;
    }
    }
    (void)p.describe();
    (void)p.target();
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const RunbookContext context = hostileContext();
    static const RunbookEnvironment environment{
        {{QStringLiteral("azmon"), QUrl(QStringLiteral("https://management.azure.com"))}},
        QStringLiteral("fuzz-job")};
    static const QString fileName = QStringLiteral("runbooks.yml");
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    // Which trust a file gets depends on where it came from, not on its bytes.
    const RunbookTrust trust = size % 2 ? RunbookTrust::Untrusted : RunbookTrust::Trusted;
    const RunbookRegistry registry = parseRunbookRegistry(text, fileName, trust);
    for (const QString &p : registry.problems)
        FUZZ_CHECK(p.startsWith(fileName));
    for (const RunbookEntry &e : registry.entries) {
        FUZZ_CHECK(!e.id.isEmpty());
        FUZZ_CHECK(e.trusted == (trust == RunbookTrust::Trusted));
        FUZZ_CHECK(e.timeoutMs >= 0); // 0: the kind's default
        // The parser keeps only entries without problems.
        FUZZ_CHECK(e.problems().isEmpty());
        if (const auto plan = expand(e, context, environment))
            checkPlan(e, *plan);
        if (e.kind == RunbookEntry::Kind::Webhook)
            for (const QString &action : e.webhook.actions()) {
                RunbookContext withAction = context;
                withAction.action = action;
                if (const auto plan = expand(e, withAction, environment))
                    checkPlan(e, *plan);
            }
    }
    for (const RunbookEntry &e :
         registry.entriesFor(context.alertname, context.labels, context.annotations,
                             RunbookRegistry::Annotations::Templates))
        (void)expand(e, context, environment);
    return 0;
}
