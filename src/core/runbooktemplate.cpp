#include "runbooktemplate.h"

#include "runbook.h"

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

// One piece of a template: literal text, or a placeholder's value.
struct Piece
{
    bool placeholder = false;
    QString text;
};

enum class Field
{
    Label,
    Annotation,
    Alertname,
    StartsAt,
    Value,
    Tier,
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
                                 {"tier", Field::Tier}};
    for (const Word &w : words)
        if (expr == QLatin1StringView(w.text))
            return Placeholder{w.field, {}};
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

// Splits `tmpl` into literal and placeholder pieces, each placeholder filled
// from the alert. `where` names the template in messages ("argv[2]").
std::expected<std::vector<Piece>, QString> fill(const QString &tmpl, const RunbookContext &ctx,
                                                const QString &where)
{
    std::vector<Piece> out;
    qsizetype pos = 0;
    while (pos < tmpl.size()) {
        const qsizetype open = tmpl.indexOf(QLatin1String("{{"), pos);
        if (open < 0) {
            out.push_back({false, tmpl.mid(pos)});
            break;
        }
        if (open > pos)
            out.push_back({false, tmpl.mid(pos, open - pos)});
        const qsizetype close = tmpl.indexOf(QLatin1String("}}"), open + 2);
        if (close < 0)
            return std::unexpected(
                Tr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl));
        const QString written = tmpl.mid(open, close + 2 - open);
        const QStringView expr = QStringView(tmpl).mid(open + 2, close - open - 2).trimmed();
        const auto p = parsePlaceholder(expr);
        if (!p)
            return std::unexpected(
                Tr::tr("%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, "
                       "{{alertname}}, {{startsAt}}, {{value}} or {{tier}}.")
                    .arg(where, written));
        QString value;
        switch (p->field) {
        case Field::Label:
            value = labelValue(ctx, p->name);
            if (value.isEmpty())
                return std::unexpected(Tr::tr("%1: the alert has no label \"%2\" (for %3).")
                                           .arg(where, p->name, written));
            break;
        case Field::Annotation:
            value = ctx.annotations.value(p->name);
            if (value.isEmpty())
                return std::unexpected(Tr::tr("%1: the alert has no annotation \"%2\" (for %3).")
                                           .arg(where, p->name, written));
            break;
        case Field::Alertname:
            value = ctx.alertname.isEmpty() ? ctx.labels.value(QStringLiteral("alertname"))
                                            : ctx.alertname;
            if (value.isEmpty())
                return std::unexpected(
                    Tr::tr("%1: the alert has no name (for %2).").arg(where, written));
            break;
        case Field::StartsAt:
            if (ctx.startsAtMs <= 0)
                return std::unexpected(
                    Tr::tr("%1: the alert has no start time (for %2).").arg(where, written));
            value = rfc3339(ctx.startsAtMs);
            break;
        case Field::Value:
            if (std::isnan(ctx.value))
                return std::unexpected(
                    Tr::tr("%1: the alert has no value (for %2).").arg(where, written));
            value = goFloat(ctx.value);
            break;
        case Field::Tier:
            if (ctx.tier.isEmpty())
                return std::unexpected(
                    Tr::tr("%1: the alert has no tier (for %2).").arg(where, written));
            value = ctx.tier;
            break;
        }
        if (value.contains(QChar(0)))
            return std::unexpected(
                Tr::tr("%1: the value of %2 contains a NUL character, which is refused.")
                    .arg(where, written));
        out.push_back({true, value});
        pos = close + 2;
    }
    return out;
}
} // namespace

namespace RunbookTemplate {
// The syntax of a template without an alert: every "{{" closed, every
// placeholder one this expander knows.
std::optional<QString> syntaxProblem(const QString &tmpl, const QString &where)
{
    qsizetype pos = 0;
    while ((pos = tmpl.indexOf(QLatin1String("{{"), pos)) >= 0) {
        const qsizetype close = tmpl.indexOf(QLatin1String("}}"), pos + 2);
        if (close < 0)
            return Tr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl);
        if (!parsePlaceholder(QStringView(tmpl).mid(pos + 2, close - pos - 2).trimmed()))
            return Tr::tr("%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, "
                          "{{alertname}}, {{startsAt}}, {{value}} or {{tier}}.")
                .arg(where, tmpl.mid(pos, close + 2 - pos));
        pos = close + 2;
    }
    return std::nullopt;
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
        return std::unexpected(pieces.error());
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
        return std::unexpected(pieces.error());
    // Values are one component each: every byte but the unreserved ones is
    // encoded, so a value cannot add a path, query, fragment or user part.
    QString text;
    for (const Piece &p : *pieces)
        text += p.placeholder ? QString::fromLatin1(QUrl::toPercentEncoding(p.text)) : p.text;
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
            return std::unexpected(pieces.error());
        const QString arg = joined(*pieces);
        if (arg.contains(QChar(0)))
            return std::unexpected(
                Tr::tr("%1 contains a NUL character, which is refused.").arg(where));
        // Only the template may write an option: a value that would start
        // the element with "-" is refused, not quietly made harmless.
        const bool templateDash = !pieces->empty() && !pieces->front().placeholder &&
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
    plan.timeoutMs = entry.timeoutMs > 0 ? entry.timeoutMs : RunbookEntry::kDefaultTimeoutMs;
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
    }
    if (!out)
        return std::unexpected(
            Tr::tr("Runbook %1: %2").arg(entry.id.isEmpty() ? entry.title : entry.id, out.error()));
    return out;
}
