#include "runbooktemplate.h"

#include "alertboard.h"
#include "alertfingerprint.h"
#include "coretr.h"
#include "runbook.h"

#include <cmath>
#include <optional>
#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
// The template expander is written here rather than taken from a library on
// purpose. Prometheus' templates are Go text/template, which has no C++
// implementation; general engines (mustache, inja) bring loops, functions and
// unescaped output, each a way for a label value to become syntax. This one
// knows single lookups only, and hands each value back separately so the
// caller decides how it is encoded: one argv element, a percent-encoded URL
// component, a JSON string.

namespace {
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
    return CoreTr::tr("%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, "
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
            return CoreTr::tr("%1: %2 belongs to webhooks only.").arg(where, written);
        break;
    case Field::ItemName:
    case Field::ItemValue:
        if (!scope.inEach)
            return CoreTr::tr("%1: %2 stands only inside an object with \"$each\".")
                .arg(where, written);
        break;
    case Field::WholeLabels:
    case Field::WholeAnnotations:
        return scope.webhook
                   ? CoreTr::tr("%1: %2 stands for a whole JSON object and must be the whole "
                                "value, alone in its string.")
                         .arg(where, written)
                   : CoreTr::tr("%1: %2 belongs to webhook bodies only; name one value, such as "
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
            return missing(CoreTr::tr("%1: the alert has no label \"%2\" (for %3).")
                               .arg(where, p.name, written));
        return v;
    }
    case Field::Annotation: {
        const QString v = ctx.annotations.value(p.name);
        if (v.isEmpty())
            return missing(CoreTr::tr("%1: the alert has no annotation \"%2\" (for %3).")
                               .arg(where, p.name, written));
        return v;
    }
    case Field::Alertname: {
        const QString v = alertnameOf(ctx);
        if (v.isEmpty())
            return missing(CoreTr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return v;
    }
    case Field::StartsAt:
        if (ctx.startsAtMs <= 0)
            return missing(
                CoreTr::tr("%1: the alert has no start time (for %2).").arg(where, written));
        return rfc3339(ctx.startsAtMs);
    case Field::Value:
        if (std::isnan(ctx.value))
            return missing(CoreTr::tr("%1: the alert has no value (for %2).").arg(where, written));
        return goFloat(ctx.value);
    case Field::Tier:
    case Field::Severity:
    case Field::Color: {
        const QString v = p.field == Field::Tier       ? ctx.tier
                          : p.field == Field::Severity ? RunbookTemplate::severityOf(ctx.tier)
                                                       : RunbookTemplate::colorOf(ctx.tier);
        if (v.isEmpty())
            return missing(CoreTr::tr("%1: the alert has no tier (for %2).").arg(where, written));
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
            return missing(CoreTr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return v;
    }
    case Field::Summary: {
        const QString summary = ctx.annotations.value(QStringLiteral("summary")).trimmed();
        if (!summary.isEmpty())
            return summary;
        const QString name = alertnameOf(ctx);
        const QString target = AlertBoardBuilder::targetOf(ctx.labels);
        if (name.isEmpty())
            return missing(CoreTr::tr("%1: the alert has no name (for %2).").arg(where, written));
        return target.isEmpty() ? name : CoreTr::tr("%1 on %2").arg(name, target);
    }
    case Field::Action:
        if (ctx.action.isEmpty())
            return missing(CoreTr::tr("%1: no action was chosen (for %2).").arg(where, written));
        return ctx.action;
    case Field::ItemName:
    case Field::ItemValue:
        if (!scope.item)
            return std::unexpected(
                FillError{CoreTr::tr("%1: %2 stands only inside an object with \"$each\".")
                              .arg(where, written)});
        if ((p.field == Field::ItemName ? scope.item->name : scope.item->value).isEmpty())
            return missing(CoreTr::tr("%1: the item has no %2.").arg(where, written));
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
            return std::unexpected(FillError{
                CoreTr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl)});
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
            return std::unexpected(FillError{
                CoreTr::tr("%1: the value of %2 contains a NUL character, which is refused.")
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
            return CoreTr::tr("%1: \"{{\" is not closed by \"}}\" in %2.").arg(where, tmpl);
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
    return CoreTr::tr("\"url\" takes no placeholder in its host; put values in the path or the "
                      "query.");
}
} // namespace RunbookTemplate
