#include "runbooktemplate.h"

#include "alertboard.h"
#include "alertfingerprint.h"
#include "runbook.h"
#include "webhookbody.h"

#include <cmath>
#include <optional>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUuid>

// The template expander is written here rather than taken from a library on
// purpose. Prometheus' templates are Go text/template, which has no C++
// implementation; general engines (mustache, inja) bring loops, functions and
// unescaped output, each a way for a label value to become syntax. This one
// knows single lookups only, and hands each value back separately so the
// caller decides how it is encoded: one argv element, a percent-encoded URL
// component, a JSON string.

namespace {
// Same context as runbook.cpp: the strings keep their translations.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Runbook)
};

using RunbookTemplate::FillError;
using RunbookTemplate::Piece;
using RunbookTemplate::Scope;

enum class Field
{
    Label,
    Annotation,
    Alertname,
    StartsAt,
    Value,
    Tier,
    Fingerprint,
    Target,
    Summary,
    Severity,
    Color,
    Action,           // webhooks only
    Secret,           // webhooks only
    ItemName,         // inside "$each" only
    ItemValue,        // inside "$each" only
    WholeLabels,      // a whole JSON object; webhook bodies only
    WholeAnnotations, // a whole JSON object; webhook bodies only
};

struct Placeholder
{
    Field field;
    QString name; // label or annotation name
};

bool isIdentifier(QStringView s)
{
    if (s.isEmpty() || s.front().isDigit())
        return false;
    for (QChar c : s)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('_'))
            return false;
    return true;
}

// The spellings of FleetScope ({{labels.pod}}), Prometheus rule annotations
// ({{ $labels.pod }}, {{ $value }}) and Alertmanager ({{ .Labels.pod }}).
std::optional<Placeholder> parsePlaceholder(QStringView expr)
{
    struct Prefix
    {
        const char *text;
        Field field;
    };
    static const Prefix prefixes[] = {{"labels.", Field::Label},
                                      {"$labels.", Field::Label},
                                      {".Labels.", Field::Label},
                                      {"annotations.", Field::Annotation},
                                      {".Annotations.", Field::Annotation}};
    for (const Prefix &p : prefixes) {
        const QLatin1StringView prefix(p.text);
        if (!expr.startsWith(prefix))
            continue;
        const QStringView name = expr.mid(prefix.size());
        if (!isIdentifier(name))
            return std::nullopt;
        return Placeholder{p.field, name.toString()};
    }
    struct Word
    {
        const char *text;
        Field field;
    };
    static const Word words[] = {{"alertname", Field::Alertname},
                                 {"startsAt", Field::StartsAt},
                                 {".StartsAt", Field::StartsAt},
                                 {"value", Field::Value},
                                 {"$value", Field::Value},
                                 {".Value", Field::Value},
                                 {"tier", Field::Tier},
                                 {"fingerprint", Field::Fingerprint},
                                 {".Fingerprint", Field::Fingerprint},
                                 {"target", Field::Target},
                                 {"summary", Field::Summary},
                                 {"severity", Field::Severity},
                                 {"color", Field::Color},
                                 {"action", Field::Action},
                                 {"secret", Field::Secret},
                                 {"item.name", Field::ItemName},
                                 {"item.value", Field::ItemValue},
                                 {"labels", Field::WholeLabels},
                                 {"annotations", Field::WholeAnnotations}};
    for (const Word &w : words)
        if (expr == QLatin1StringView(w.text))
            return Placeholder{w.field, {}};
    return std::nullopt;
}

QString unknownPlaceholderMessage(const QString &where, const QString &written)
{
    return Tr::tr("%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, "
                  "{{alertname}}, {{startsAt}}, {{value}}, {{tier}}, {{fingerprint}}, "
                  "{{target}}, {{summary}}, {{severity}} or {{color}}.")
        .arg(where, written);
}

// Why a known placeholder cannot stand where it is, if it cannot.
std::optional<QString> misplaced(Field field, const Scope &scope, const QString &where,
                                 const QString &written)
{
    switch (field) {
    case Field::Action:
    case Field::Secret:
        if (!scope.webhook)
            return Tr::tr("%1: %2 belongs to webhooks only.").arg(where, written);
        break;
    case Field::ItemName:
    case Field::ItemValue:
        if (!scope.inEach)
            return Tr::tr("%1: %2 stands only inside an object with \"$each\".")
                .arg(where, written);
        break;
    case Field::WholeLabels:
    case Field::WholeAnnotations:
        return scope.webhook
                   ? Tr::tr("%1: %2 stands for a whole JSON object and must be the whole "
                            "value, alone in its string.")
                         .arg(where, written)
                   : Tr::tr("%1: %2 belongs to webhook bodies only; name one value, such as "
                            "{{labels.namespace}}.")
                         .arg(where, written);
    default:
        break;
    }
    return std::nullopt;
}

// Go's %v for a float64, which is what {{ $value }} prints in Prometheus:
// the shortest digits that read back the same, in exponent form below 1e-4
// and from 1e6 on.
QString goFloat(double v)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+Inf") : QStringLiteral("-Inf");
    const QString e = QString::number(v, 'e', QLocale::FloatingPointShortest);
    const qsizetype at = e.indexOf(QLatin1Char('e'));
    const int exponent = e.mid(at + 1).toInt();
    if (exponent < -4 || exponent >= 6)
        return e;
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

QString rfc3339(qint64 ms)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    return t.toString(ms % 1000 == 0 ? Qt::ISODate : Qt::ISODateWithMs);
}

// A label by name; dcgm-exporter's Hostname became hostname on newer builds,
// so a name that is not there exactly may match one label ignoring case.
// Prometheus treats an empty label as an absent one, and so does this.
QString labelValue(const RunbookContext &ctx, const QString &name)
{
    QString v = ctx.labels.value(name);
    if (v.isEmpty()) {
        QString found;
        int count = 0;
        for (const auto &[k, value] : ctx.labels.pairs())
            if (k.compare(name, Qt::CaseInsensitive) == 0 && !value.isEmpty()) {
                found = value;
                ++count;
            }
        if (count == 1)
            v = found;
    }
    if (v.isEmpty() && name == QLatin1String("alertname"))
        v = ctx.alertname;
    return v;
}

QString alertnameOf(const RunbookContext &ctx)
{
    return ctx.alertname.isEmpty() ? ctx.labels.value(QStringLiteral("alertname")) : ctx.alertname;
}

// The value of one placeholder for the alert; an empty value is a missing one.
std::expected<QString, FillError> valueOf(const Placeholder &p, const RunbookContext &ctx,
                                          const Scope &scope, const QString &where,
                                          const QString &written)
{
    auto missing = [](const QString &message) { return std::unexpected(FillError{message, true}); };
    switch (p.field) {
    case Field::Label: {
        const QString v = labelValue(ctx, p.name);
        if (v.isEmpty())
            return missing(
                Tr::tr("%1: the alert has no label \"%2\" (for %3).").arg(where, p.name, written));
        return v;
    }
    case Field::Annotation: {
        const QString v = ctx.annotations.value(p.name);
        if (v.isEmpty())
            return missing(Tr::tr("%1: the alert has no annotation \"%2\" (for %3).")
                               .arg(where, p.name, written));
        return v;
    }
    case Field::Alertname: {
        const QString v = alertnameOf(ctx);
        if (v.isEmpty())
            return missing(Tr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return v;
    }
    case Field::StartsAt:
        if (ctx.startsAtMs <= 0)
            return missing(Tr::tr("%1: the alert has no start time (for %2).").arg(where, written));
        return rfc3339(ctx.startsAtMs);
    case Field::Value:
        if (std::isnan(ctx.value))
            return missing(Tr::tr("%1: the alert has no value (for %2).").arg(where, written));
        return goFloat(ctx.value);
    case Field::Tier:
    case Field::Severity:
    case Field::Color: {
        const QString v = p.field == Field::Tier       ? ctx.tier
                          : p.field == Field::Severity ? RunbookTemplate::severityOf(ctx.tier)
                                                       : RunbookTemplate::colorOf(ctx.tier);
        if (v.isEmpty())
            return missing(Tr::tr("%1: the alert has no tier (for %2).").arg(where, written));
        return v;
    }
    case Field::Fingerprint:
        return ctx.fingerprint.isEmpty() ? alertFingerprint(alertnameOf(ctx), ctx.labels)
                                         : ctx.fingerprint;
    case Field::Target: {
        // The alert's own name when it names no namespace, pod, node or instance.
        const QString target = AlertBoardBuilder::targetOf(ctx.labels);
        const QString v = target.isEmpty() ? alertnameOf(ctx) : target;
        if (v.isEmpty())
            return missing(Tr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return v;
    }
    case Field::Summary: {
        const QString summary = ctx.annotations.value(QStringLiteral("summary")).trimmed();
        if (!summary.isEmpty())
            return summary;
        const QString name = alertnameOf(ctx);
        const QString target = AlertBoardBuilder::targetOf(ctx.labels);
        if (name.isEmpty())
            return missing(Tr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return target.isEmpty() ? name : Tr::tr("%1 on %2").arg(name, target);
    }
    case Field::Action:
        if (ctx.action.isEmpty())
            return missing(Tr::tr("%1: no action was chosen (for %2).").arg(where, written));
        return ctx.action;
    case Field::ItemName:
    case Field::ItemValue:
        if (!scope.item)
            return std::unexpected(FillError{
                Tr::tr("%1: %2 stands only inside an object with \"$each\".").arg(where, written)});
        if ((p.field == Field::ItemName ? scope.item->name : scope.item->value).isEmpty())
            return missing(Tr::tr("%1: the item has no %2.").arg(where, written));
        return p.field == Field::ItemName ? scope.item->name : scope.item->value;
    case Field::Secret:
    case Field::WholeLabels:
    case Field::WholeAnnotations:
        break;
    }
    return std::unexpected(FillError{unknownPlaceholderMessage(where, written)});
}
} // namespace

namespace RunbookTemplate {
// Splits `tmpl` into literal and placeholder pieces, each placeholder filled
// from the alert. `where` names the template in messages ("argv[2]").
std::expected<std::vector<Piece>, FillError> fill(const QString &tmpl, const RunbookContext &ctx,
                                                  const QString &where, const Scope &scope)
{
    std::vector<Piece> out;
    qsizetype pos = 0;
    while (pos < tmpl.size()) {
        const qsizetype open = tmpl.indexOf(QLatin1String("{{"), pos);
        if (open < 0) {
            out.push_back({Piece::Kind::Text, tmpl.mid(pos)});
            break;
        }
        if (open > pos)
            out.push_back({Piece::Kind::Text, tmpl.mid(pos, open - pos)});
        const qsizetype close = tmpl.indexOf(QLatin1String("}}"), open + 2);
        if (close < 0)
            return std::unexpected(
                FillError{Tr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl)});
        const QString written = tmpl.mid(open, close + 2 - open);
        const QStringView expr = QStringView(tmpl).mid(open + 2, close - open - 2).trimmed();
        const auto p = parsePlaceholder(expr);
        if (!p)
            return std::unexpected(FillError{unknownPlaceholderMessage(where, written)});
        if (const auto why = misplaced(p->field, scope, where, written))
            return std::unexpected(FillError{*why});
        pos = close + 2;
        if (p->field == Field::Secret) {
            out.push_back({Piece::Kind::Secret, {}});
            continue;
        }
        auto value = valueOf(*p, ctx, scope, where, written);
        if (!value)
            return std::unexpected(value.error());
        if (value->contains(QChar(0)))
            return std::unexpected(
                FillError{Tr::tr("%1: the value of %2 contains a NUL character, which is refused.")
                              .arg(where, written)});
        out.push_back({Piece::Kind::Value, *value});
    }
    return out;
}

std::optional<QString> syntaxProblem(const QString &tmpl, const QString &where, const Scope &scope)
{
    qsizetype pos = 0;
    while ((pos = tmpl.indexOf(QLatin1String("{{"), pos)) >= 0) {
        const qsizetype close = tmpl.indexOf(QLatin1String("}}"), pos + 2);
        if (close < 0)
            return Tr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl);
        const QString written = tmpl.mid(pos, close + 2 - pos);
        const auto p = parsePlaceholder(QStringView(tmpl).mid(pos + 2, close - pos - 2).trimmed());
        if (!p)
            return unknownPlaceholderMessage(where, written);
        if (const auto why = misplaced(p->field, scope, where, written))
            return why;
        pos = close + 2;
    }
    return std::nullopt;
}

Whole wholeValue(const QString &tmpl)
{
    const QString t = tmpl.trimmed();
    if (!t.startsWith(QLatin1String("{{")) || !t.endsWith(QLatin1String("}}")) ||
        t.indexOf(QLatin1String("{{"), 2) >= 0)
        return Whole::None;
    const auto p = parsePlaceholder(QStringView(t).mid(2, t.size() - 4).trimmed());
    if (!p)
        return Whole::None;
    return p->field == Field::WholeLabels        ? Whole::Labels
           : p->field == Field::WholeAnnotations ? Whole::Annotations
                                                 : Whole::None;
}

QString severityOf(const QString &tier)
{
    // P2 is "warning", not "error": a memory-pressure warning should not
    // page at high urgency where PagerDuty's urgency follows severity.
    if (tier == QLatin1String("P1"))
        return QStringLiteral("critical");
    if (tier == QLatin1String("P2"))
        return QStringLiteral("warning");
    if (tier == QLatin1String("P3"))
        return QStringLiteral("info");
    return {};
}

QString colorOf(const QString &tier)
{
    // The colours of the alert pane's tier counts.
    if (tier == QLatin1String("P1"))
        return QStringLiteral("C62828");
    if (tier == QLatin1String("P2"))
        return QStringLiteral("D86A00");
    if (tier == QLatin1String("P3"))
        return QStringLiteral("1E6FB8");
    return {};
}

// Even part of a host is too much: "grafana-{{labels.region}}" with
// region=eu.attacker.example would send the user elsewhere. The scheme and
// host are the runbook's to choose, never a value's.
bool hostHasPlaceholder(const QString &url)
{
    const qsizetype scheme = url.indexOf(QLatin1String("://"));
    const QString rest = scheme < 0 ? url : url.mid(scheme + 3);
    static const QRegularExpression endOfHost(QStringLiteral("[/?#]"));
    const qsizetype end = rest.indexOf(endOfHost);
    return rest.left(end < 0 ? rest.size() : end).contains(QLatin1String("{{"));
}

QString hostPlaceholderMessage()
{
    return Tr::tr("\"url\" takes no placeholder in its host; put values in the path or the "
                  "query.");
}
} // namespace RunbookTemplate

namespace {
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
        return std::unexpected(Tr::tr("%1 contains a NUL character, which is refused.").arg(where));
    return s;
}

std::expected<QUrl, QString> webUrl(const QString &text, const QString &shown)
{
    const QUrl url(text.trimmed(), QUrl::TolerantMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) ||
        url.host().isEmpty())
        return std::unexpected(
            Tr::tr("%1 is not an http or https address; a runbook opens web pages only.")
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
    auto pieces = fill(entry.url, ctx, Tr::tr("url"));
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
        return std::unexpected(Tr::tr("The runbook names no program to run."));
    if (entry.argv.front().contains(QLatin1String("{{")))
        return std::unexpected(
            Tr::tr("argv[0]: the program takes no placeholders; name it literally (%1).")
                .arg(RunbookPlan::quoted(entry.argv.front())));
    if (entry.argv.front().contains(QChar(0)) || entry.workingDir.contains(QChar(0)))
        return std::unexpected(Tr::tr("The command contains a NUL character, which is refused."));
    plan.program = entry.argv.front();
    for (qsizetype i = 1; i < entry.argv.size(); ++i) {
        const QString where = QStringLiteral("argv[%1]").arg(i);
        auto pieces = fill(entry.argv[i], ctx, where);
        if (!pieces)
            return std::unexpected(pieces.error().message);
        const QString arg = joined(*pieces);
        if (arg.contains(QChar(0)))
            return std::unexpected(
                Tr::tr("%1 contains a NUL character, which is refused.").arg(where));
        // Only the template may write an option: a value that would start
        // the element with "-" is refused, not quietly made harmless.
        const bool templateDash = !pieces->empty() && pieces->front().kind == Piece::Kind::Text &&
                                  pieces->front().text.startsWith(QLatin1Char('-'));
        if (arg.startsWith(QLatin1Char('-')) && !templateDash)
            return std::unexpected(
                Tr::tr("%1 would be %2, which starts with \"-\": %3 could read it as an option. "
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
            Tr::tr("%1 must name something, not %2.").arg(where, RunbookPlan::quoted(*value)));
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
        return std::unexpected(Tr::tr("The runbook names no azure-monitor source."));
    const QUrl management = env.managementEndpoints.value(a.source);
    if (!management.isValid() || management.host().isEmpty())
        return std::unexpected(Tr::tr("The runbook runs through the Azure source \"%1\", which is "
                                      "not an azure-monitor source of the sources file.")
                                   .arg(a.source));
    r.source = a.source;
    auto subscription = segment(a.subscription, ctx, Tr::tr("subscription"));
    if (!subscription)
        return std::unexpected(subscription.error());
    auto group = segment(a.resourceGroup, ctx, Tr::tr("resourceGroup"));
    if (!group)
        return std::unexpected(group.error());
    auto account = segment(a.account, ctx, Tr::tr("account"));
    if (!account)
        return std::unexpected(account.error());
    auto runbook = fillText(a.runbook, ctx, Tr::tr("runbook"));
    if (!runbook)
        return std::unexpected(runbook.error());
    if (runbook->trimmed().isEmpty())
        return std::unexpected(Tr::tr("The runbook names no Azure Automation runbook."));
    r.runbook = *runbook;
    auto runOn = fillText(a.runOn, ctx, Tr::tr("runOn"));
    if (!runOn)
        return std::unexpected(runOn.error());
    r.runOn = *runOn;
    QJsonObject parameters;
    for (auto it = a.parameters.cbegin(); it != a.parameters.cend(); ++it) {
        auto value = fillText(it.value(), ctx, Tr::tr("parameter %1").arg(it.key()));
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
            Tr::tr("The Automation job address is not valid: %1").arg(url.errorString()));
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
        return std::unexpected(
            Tr::tr("Runbook %1: %2").arg(entry.id.isEmpty() ? entry.title : entry.id, out.error()));
    return out;
}
