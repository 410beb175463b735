#include "runbooktemplate.h"

#include "coretr.h"
#include "runbook.h"
#include "webhookbody.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

// expand() for every kind of runbook. The placeholders themselves, and why
// the expander is FleetScope's own, are in runbookplaceholders.cpp.

namespace {
using RunbookTemplate::Piece;

using RunbookTemplate::fill;

QString joined(const std::vector<Piece> &pieces)
{
    QString s;
    for (const Piece &p : pieces)
        s += p.text;
    return s;
}

// A template filled as plain text, for values that travel as JSON strings.
std::expected<QString, QString> fillText(const QString &tmpl, const RunbookContext &ctx,
                                         const QString &where)
{
    auto pieces = fill(tmpl, ctx, where);
    if (!pieces)
        return std::unexpected(pieces.error().message);
    const QString s = joined(*pieces);
    if (s.contains(QChar(0)))
        return std::unexpected(
            CoreTr::tr("%1 contains a NUL character, which is refused.").arg(where));
    return s;
}

std::expected<QUrl, QString> webUrl(const QString &text, const QString &shown)
{
    const QUrl url(text.trimmed(), QUrl::TolerantMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) ||
        url.host().isEmpty())
        return std::unexpected(
            CoreTr::tr("%1 is not an http or https address; a runbook opens web pages only.")
                .arg(RunbookPlan::quoted(shown)));
    return url;
}

std::expected<RunbookPlan, QString> expandUrl(const RunbookEntry &entry, const RunbookContext &ctx,
                                              RunbookPlan plan)
{
    if (entry.urlIsTemplate && RunbookTemplate::hostHasPlaceholder(entry.url.trimmed()))
        return std::unexpected(RunbookTemplate::hostPlaceholderMessage());
    if (!entry.urlIsTemplate) {
        auto url = webUrl(entry.url, entry.url);
        if (!url)
            return std::unexpected(url.error());
        plan.url = *url;
        return plan;
    }
    auto pieces = fill(entry.url, ctx, CoreTr::tr("url"));
    if (!pieces)
        return std::unexpected(pieces.error().message);
    // Values are one component each: every byte but the unreserved ones is
    // encoded, so a value cannot add a path, query, fragment or user part.
    QString text;
    for (const Piece &p : *pieces)
        text += p.kind == Piece::Kind::Value ? QString::fromLatin1(QUrl::toPercentEncoding(p.text))
                                             : p.text;
    auto url = webUrl(text, text);
    if (!url)
        return std::unexpected(url.error());
    plan.url = *url;
    return plan;
}

std::expected<RunbookPlan, QString> expandCommand(const RunbookEntry &entry,
                                                  const RunbookContext &ctx, RunbookPlan plan)
{
    if (entry.argv.isEmpty() || entry.argv.front().trimmed().isEmpty())
        return std::unexpected(CoreTr::tr("The runbook names no program to run."));
    if (entry.argv.front().contains(QLatin1String("{{")))
        return std::unexpected(
            CoreTr::tr("argv[0]: the program takes no placeholders; name it literally (%1).")
                .arg(RunbookPlan::quoted(entry.argv.front())));
    if (entry.argv.front().contains(QChar(0)) || entry.workingDir.contains(QChar(0)))
        return std::unexpected(
            CoreTr::tr("The command contains a NUL character, which is refused."));
    plan.program = entry.argv.front();
    for (qsizetype i = 1; i < entry.argv.size(); ++i) {
        const QString where = QStringLiteral("argv[%1]").arg(i);
        auto pieces = fill(entry.argv[i], ctx, where);
        if (!pieces)
            return std::unexpected(pieces.error().message);
        const QString arg = joined(*pieces);
        if (arg.contains(QChar(0)))
            return std::unexpected(
                CoreTr::tr("%1 contains a NUL character, which is refused.").arg(where));
        // Only the template may write an option: a value that would start
        // the element with "-" is refused, not quietly made harmless.
        const bool templateDash = !pieces->empty() && pieces->front().kind == Piece::Kind::Text &&
                                  pieces->front().text.startsWith(QLatin1Char('-'));
        if (arg.startsWith(QLatin1Char('-')) && !templateDash)
            return std::unexpected(
                CoreTr::tr(
                    "%1 would be %2, which starts with \"-\": %3 could read it as an option. "
                    "Only the runbook itself may write options; put the value after a literal "
                    "prefix such as --name=.")
                    .arg(where, RunbookPlan::quoted(arg), plan.program));
        plan.arguments << arg;
    }
    plan.workingDir = entry.workingDir;
    return plan;
}

// One path segment: percent-encoded, and never "." or "..", which a server
// would read as a step up the path.
std::expected<QString, QString> segment(const QString &tmpl, const RunbookContext &ctx,
                                        const QString &where)
{
    auto value = fillText(tmpl, ctx, where);
    if (!value)
        return value;
    if (value->isEmpty() || *value == QLatin1String(".") || *value == QLatin1String(".."))
        return std::unexpected(
            CoreTr::tr("%1 must name something, not %2.").arg(where, RunbookPlan::quoted(*value)));
    return QString::fromLatin1(QUrl::toPercentEncoding(*value));
}

std::expected<RunbookPlan, QString> expandAutomation(const RunbookEntry &entry,
                                                     const RunbookContext &ctx,
                                                     const RunbookEnvironment &env,
                                                     RunbookPlan plan)
{
    const RunbookEntry::Automation &a = entry.automation;
    RunbookPlan::AutomationRequest &r = plan.automation;
    if (a.source.isEmpty())
        return std::unexpected(CoreTr::tr("The runbook names no azure-monitor source."));
    const QUrl management = env.managementEndpoints.value(a.source);
    if (!management.isValid() || management.host().isEmpty())
        return std::unexpected(
            CoreTr::tr("The runbook runs through the Azure source \"%1\", which is "
                       "not an azure-monitor source of the sources file.")
                .arg(a.source));
    r.source = a.source;
    auto subscription = segment(a.subscription, ctx, CoreTr::tr("subscription"));
    if (!subscription)
        return std::unexpected(subscription.error());
    auto group = segment(a.resourceGroup, ctx, CoreTr::tr("resourceGroup"));
    if (!group)
        return std::unexpected(group.error());
    auto account = segment(a.account, ctx, CoreTr::tr("account"));
    if (!account)
        return std::unexpected(account.error());
    auto runbook = fillText(a.runbook, ctx, CoreTr::tr("runbook"));
    if (!runbook)
        return std::unexpected(runbook.error());
    if (runbook->trimmed().isEmpty())
        return std::unexpected(CoreTr::tr("The runbook names no Azure Automation runbook."));
    r.runbook = *runbook;
    auto runOn = fillText(a.runOn, ctx, CoreTr::tr("runOn"));
    if (!runOn)
        return std::unexpected(runOn.error());
    r.runOn = *runOn;
    QJsonObject parameters;
    for (auto it = a.parameters.cbegin(); it != a.parameters.cend(); ++it) {
        auto value = fillText(it.value(), ctx, CoreTr::tr("parameter %1").arg(it.key()));
        if (!value)
            return std::unexpected(value.error());
        r.parameters.insert(it.key(), *value);
        parameters.insert(it.key(), *value);
    }
    r.jobName =
        env.jobName.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : env.jobName;
    const QString jobSegment = QString::fromLatin1(QUrl::toPercentEncoding(r.jobName));

    QUrl url = management;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    path += QStringLiteral("/subscriptions/%1/resourceGroups/%2/providers/Microsoft.Automation/"
                           "automationAccounts/%3/jobs/%4")
                .arg(*subscription, *group, *account, jobSegment);
    url.setPath(path, QUrl::StrictMode);
    url.setQuery(
        QStringLiteral("api-version=%1").arg(QLatin1String(RunbookPlan::kAutomationApiVersion)));
    url.setFragment({});
    if (!url.isValid())
        return std::unexpected(
            CoreTr::tr("The Automation job address is not valid: %1").arg(url.errorString()));
    r.url = url;
    r.method = "PUT";
    // The body is sent exactly as the confirmation shows it, indented.
    const QJsonObject body{
        {QStringLiteral("properties"),
         QJsonObject{{QStringLiteral("runbook"), QJsonObject{{QStringLiteral("name"), r.runbook}}},
                     {QStringLiteral("parameters"), parameters},
                     {QStringLiteral("runOn"), r.runOn}}}};
    r.body = QJsonDocument(body).toJson(QJsonDocument::Indented);
    return plan;
}
} // namespace

std::expected<RunbookPlan, QString> expand(const RunbookEntry &entry, const RunbookContext &context,
                                           const RunbookEnvironment &environment)
{
    RunbookPlan plan;
    plan.kind = entry.kind;
    plan.entryId = entry.id;
    plan.title = entry.title.isEmpty() ? entry.id : entry.title;
    plan.origin = entry.origin;
    plan.trusted = entry.trusted;
    plan.timeoutMs =
        entry.timeoutMs > 0 ? entry.timeoutMs : RunbookEntry::defaultTimeoutMs(entry.kind);
    std::expected<RunbookPlan, QString> out;
    switch (entry.kind) {
    case RunbookEntry::Kind::Url:
        out = expandUrl(entry, context, std::move(plan));
        break;
    case RunbookEntry::Kind::Command:
        out = expandCommand(entry, context, std::move(plan));
        break;
    case RunbookEntry::Kind::AzureAutomation:
        out = expandAutomation(entry, context, environment, std::move(plan));
        break;
    case RunbookEntry::Kind::Webhook:
        out = WebhookBody::expandWebhook(entry, context, std::move(plan));
        break;
    }
    if (!out)
        return std::unexpected(CoreTr::tr("Runbook %1: %2")
                                   .arg(entry.id.isEmpty() ? entry.title : entry.id, out.error()));
    return out;
}
