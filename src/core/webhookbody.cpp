#include "webhookbody.h"

#include "coretr.h"
#include "runbooktemplate.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

namespace {
using RunbookTemplate::FillError;
using RunbookTemplate::Item;
using RunbookTemplate::Piece;
using RunbookTemplate::Scope;
using SecretText = RunbookPlan::SecretText;
using Type = JsonTemplate::Type;

// Output text with the places of the secret as splits.
class Writer final
{
  public:
    void raw(const QString &text) { m_parts.last() += text; }
    void secret() { m_parts << QString(); }
    void newline(int depth) { raw(QLatin1Char('\n') + QString(depth * 2, QLatin1Char(' '))); }
    void append(const Writer &other)
    {
        m_parts.last() += other.m_parts.front();
        m_parts += other.m_parts.mid(1);
    }
    SecretText text() const { return SecretText{m_parts}; }

  private:
    QStringList m_parts{QString()};
};

QString quotedJson(const QString &text)
{
    return QLatin1Char('"') + JsonText::escaped(text) + QLatin1Char('"');
}

std::vector<Item> itemsOf(const QString &list, const RunbookContext &ctx)
{
    std::vector<Item> out;
    if (list == QLatin1String("labels")) {
        for (const auto &[name, value] : ctx.labels.pairs())
            if (!value.isEmpty())
                out.push_back({name, value});
    } else if (list == QLatin1String("annotations")) {
        for (auto it = ctx.annotations.cbegin(); it != ctx.annotations.cend(); ++it)
            if (!it.value().isEmpty())
                out.push_back({it.key(), it.value()});
    } else if (list == QLatin1String("lanes")) {
        for (const auto &[name, value] : ctx.lanes)
            out.push_back({name, value});
    } else if (list == QLatin1String("links")) {
        for (const auto &[name, value] : ctx.links)
            out.push_back({name, value});
    }
    return out;
}

const JsonTemplate *eachMember(const JsonTemplate &t)
{
    if (t.type != Type::Object)
        return nullptr;
    for (const JsonTemplate &m : t.children)
        if (m.key == QLatin1String(JsonTemplate::kEachKey))
            return &m;
    return nullptr;
}

class Renderer final
{
  public:
    explicit Renderer(const RunbookContext &ctx) : m_ctx(ctx) {}

    std::expected<Writer, FillError> value(const JsonTemplate &t, const Scope &scope, int depth,
                                           const QString &where) const
    {
        Writer w;
        switch (t.type) {
        case Type::Null:
            w.raw(QStringLiteral("null"));
            break;
        case Type::Bool:
        case Type::Number:
            w.raw(t.text);
            break;
        case Type::String:
            return string(t.text, scope, depth, where);
        case Type::Array:
            return array(t, scope, depth, where);
        case Type::Object:
            return object(t, scope, depth, where);
        }
        return w;
    }

  private:
    std::expected<Writer, FillError> string(const QString &tmpl, const Scope &scope, int depth,
                                            const QString &where) const
    {
        Writer w;
        const auto whole = RunbookTemplate::wholeValue(tmpl);
        if (whole != RunbookTemplate::Whole::None) {
            const auto items =
                itemsOf(whole == RunbookTemplate::Whole::Labels ? QStringLiteral("labels")
                                                                : QStringLiteral("annotations"),
                        m_ctx);
            if (items.empty()) {
                w.raw(QStringLiteral("{}"));
                return w;
            }
            w.raw(QStringLiteral("{"));
            for (std::size_t i = 0; i < items.size(); ++i) {
                w.newline(depth + 1);
                w.raw(quotedJson(items[i].name) + QStringLiteral(": ") +
                      quotedJson(items[i].value));
                if (i + 1 < items.size())
                    w.raw(QStringLiteral(","));
            }
            w.newline(depth);
            w.raw(QStringLiteral("}"));
            return w;
        }
        auto pieces = RunbookTemplate::fill(tmpl, m_ctx, where, scope);
        if (!pieces)
            return std::unexpected(pieces.error());
        w.raw(QStringLiteral("\""));
        for (const Piece &p : *pieces) {
            if (p.kind == Piece::Kind::Secret)
                w.secret();
            else
                w.raw(JsonText::escaped(p.text));
        }
        w.raw(QStringLiteral("\""));
        return w;
    }

    std::expected<Writer, FillError> array(const JsonTemplate &t, const Scope &scope, int depth,
                                           const QString &where) const
    {
        std::vector<Writer> elements;
        for (std::size_t i = 0; i < t.children.size(); ++i) {
            const JsonTemplate &e = t.children[i];
            const QString at = QStringLiteral("%1[%2]").arg(where).arg(i);
            if (const JsonTemplate *each = eachMember(e)) {
                JsonTemplate repeated = e;
                std::erase_if(repeated.children, [](const JsonTemplate &m) {
                    return m.key == QLatin1String(JsonTemplate::kEachKey);
                });
                for (const Item &item : itemsOf(each->text, m_ctx)) {
                    Scope inner = scope;
                    inner.inEach = true;
                    inner.item = &item;
                    auto w = object(repeated, inner, depth + 1, at);
                    if (!w)
                        return std::unexpected(w.error());
                    elements.push_back(std::move(*w));
                }
                continue;
            }
            auto w = value(e, scope, depth + 1, at);
            if (!w)
                return std::unexpected(w.error());
            elements.push_back(std::move(*w));
        }
        Writer out;
        if (elements.empty()) {
            out.raw(QStringLiteral("[]"));
            return out;
        }
        out.raw(QStringLiteral("["));
        for (std::size_t i = 0; i < elements.size(); ++i) {
            out.newline(depth + 1);
            out.append(elements[i]);
            if (i + 1 < elements.size())
                out.raw(QStringLiteral(","));
        }
        out.newline(depth);
        out.raw(QStringLiteral("]"));
        return out;
    }

    std::expected<Writer, FillError> object(const JsonTemplate &t, const Scope &scope, int depth,
                                            const QString &where) const
    {
        std::vector<std::pair<QString, Writer>> members;
        for (const JsonTemplate &m : t.children) {
            const QString key = m.outputKey();
            const QString at = where.isEmpty() ? key : where + QLatin1Char('.') + key;
            auto w = value(m, scope, depth + 1, at);
            if (!w) {
                // An optional member is left out when the alert lacks a value
                // it names; a mistake in the template is still an error.
                if (m.optional() && w.error().missing)
                    continue;
                return std::unexpected(w.error());
            }
            members.emplace_back(key, std::move(*w));
        }
        Writer out;
        if (members.empty()) {
            out.raw(QStringLiteral("{}"));
            return out;
        }
        out.raw(QStringLiteral("{"));
        for (std::size_t i = 0; i < members.size(); ++i) {
            out.newline(depth + 1);
            out.raw(quotedJson(members[i].first) + QStringLiteral(": "));
            out.append(members[i].second);
            if (i + 1 < members.size())
                out.raw(QStringLiteral(","));
        }
        out.newline(depth);
        out.raw(QStringLiteral("}"));
        return out;
    }

    const RunbookContext &m_ctx;
};

void collectProblems(const JsonTemplate &t, const QString &where, bool inEach, int depth,
                     bool arrayElement, QStringList &out)
{
    if (depth > JsonTemplate::kMaxDepth) {
        out << CoreTr::tr("%1: the body is nested more than %2 levels deep.")
                   .arg(where)
                   .arg(JsonTemplate::kMaxDepth);
        return;
    }
    Scope scope;
    scope.webhook = true;
    scope.inEach = inEach;
    switch (t.type) {
    case Type::Null:
    case Type::Bool:
        break;
    case Type::Number:
        if (!JsonText::isNumber(t.text))
            out << CoreTr::tr("%1: %2 is not a JSON number.").arg(where, t.text);
        break;
    case Type::String:
        if (t.text.contains(QChar(0)))
            out << CoreTr::tr("%1 contains a NUL character.").arg(where);
        else if (RunbookTemplate::wholeValue(t.text) == RunbookTemplate::Whole::None)
            if (const auto p = RunbookTemplate::syntaxProblem(t.text, where, scope))
                out << *p;
        break;
    case Type::Array:
        for (std::size_t i = 0; i < t.children.size(); ++i)
            collectProblems(t.children[i], QStringLiteral("%1[%2]").arg(where).arg(i), inEach,
                            depth + 1, true, out);
        break;
    case Type::Object: {
        QSet<QString> keys;
        bool each = false;
        for (const JsonTemplate &m : t.children) {
            if (m.key == QLatin1String(JsonTemplate::kEachKey)) {
                each = true;
                if (!arrayElement)
                    out << CoreTr::tr("%1: \"$each\" belongs in an object inside a list.")
                               .arg(where);
                else if (m.type != Type::String || !JsonTemplate::eachLists().contains(m.text))
                    out << CoreTr::tr("%1: \"$each\" names one of %2.")
                               .arg(where, JsonTemplate::eachLists().join(QStringLiteral(", ")));
                else if (inEach)
                    out << CoreTr::tr("%1: \"$each\" cannot stand inside another \"$each\".")
                               .arg(where);
            }
        }
        for (const JsonTemplate &m : t.children) {
            if (m.key == QLatin1String(JsonTemplate::kEachKey))
                continue;
            const QString key = m.outputKey();
            const QString at = where.isEmpty() ? key : where + QLatin1Char('.') + key;
            if (m.key.contains(QLatin1String("{{")))
                out << CoreTr::tr("%1: a key takes no placeholders.").arg(at);
            if (keys.contains(key))
                out << CoreTr::tr("%1: the key is written twice.").arg(at);
            keys.insert(key);
            collectProblems(m, at, inEach || each, depth + 1, false, out);
        }
        break;
    }
    }
}

const QRegularExpression &headerNameRe()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9!#$%&'*+.^_`|~-]+$"));
    return re;
}

bool isSecretOnly(const QString &url)
{
    static const QRegularExpression re(QStringLiteral("^\\{\\{\\s*secret\\s*\\}\\}$"));
    return re.match(url.trimmed()).hasMatch();
}

std::expected<QUrl, QString> webUrl(const QString &text)
{
    const QUrl url(text.trimmed(), QUrl::TolerantMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) ||
        url.host().isEmpty())
        return std::unexpected(
            CoreTr::tr("%1 is not an http or https address.").arg(RunbookPlan::quoted(text)));
    return url;
}

std::expected<SecretText, QString> expandUrl(const QString &tmpl, const RunbookContext &ctx)
{
    if (isSecretOnly(tmpl))
        return SecretText{{QString(), QString()}};
    if (RunbookTemplate::hostHasPlaceholder(tmpl.trimmed()))
        return std::unexpected(RunbookTemplate::hostPlaceholderMessage());
    Scope scope;
    scope.webhook = true;
    auto pieces = RunbookTemplate::fill(tmpl.trimmed(), ctx, CoreTr::tr("url"), scope);
    if (!pieces)
        return std::unexpected(pieces.error().message);
    SecretText out;
    for (const Piece &p : *pieces) {
        if (p.kind == Piece::Kind::Secret)
            out.parts << QString();
        else
            // A value is one component: nothing it holds can add a path,
            // query, fragment or user part.
            out.parts.last() += p.kind == Piece::Kind::Value
                                    ? QString::fromLatin1(QUrl::toPercentEncoding(p.text))
                                    : p.text;
    }
    // The address must read as one with a stand-in for the secret too.
    if (auto url = webUrl(out.with(QStringLiteral("x"))); !url)
        return std::unexpected(url.error());
    return out;
}

std::expected<SecretText, QString> expandHeader(const QString &name, const QString &tmpl,
                                                const RunbookContext &ctx)
{
    Scope scope;
    scope.webhook = true;
    auto pieces = RunbookTemplate::fill(tmpl, ctx, CoreTr::tr("header %1").arg(name), scope);
    if (!pieces)
        return std::unexpected(pieces.error().message);
    SecretText out;
    for (const Piece &p : *pieces) {
        if (p.kind == Piece::Kind::Secret) {
            out.parts << QString();
            continue;
        }
        // A line break would end the header and start another.
        if (p.text.contains(QLatin1Char('\n')) || p.text.contains(QLatin1Char('\r')))
            return std::unexpected(
                CoreTr::tr("header %1: the value %2 holds a line break, which is refused.")
                    .arg(name, RunbookPlan::quoted(p.text)));
        out.parts.last() += p.text;
    }
    return out;
}
} // namespace

namespace WebhookBody {

std::expected<SecretText, QString> render(const JsonTemplate &body, const RunbookContext &context,
                                          const QString &where)
{
    Scope scope;
    scope.webhook = true;
    auto w = Renderer(context).value(body, scope, 0, where);
    if (!w)
        return std::unexpected(w.error().message);
    return w->text();
}

QStringList problems(const JsonTemplate &body, const QString &where)
{
    QStringList out;
    collectProblems(body, where, false, 0, false, out);
    return out;
}

QStringList requestProblems(const RunbookEntry::Webhook &webhook)
{
    QStringList out;
    Scope scope;
    scope.webhook = true;
    const QString url = webhook.url.trimmed();
    if (url.isEmpty()) {
        out << CoreTr::tr("\"webhook.url\" is empty.");
    } else if (!isSecretOnly(url)) {
        const qsizetype afterScheme =
            url.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)    ? 7
            : url.startsWith(QLatin1String("https://"), Qt::CaseInsensitive) ? 8
                                                                             : -1;
        if (afterScheme < 0)
            out << CoreTr::tr(
                "\"webhook.url\" must start with http:// or https:// written out, or be "
                "\"{{secret}}\" when the whole address is the secret.");
        else if (url.mid(afterScheme).startsWith(QLatin1Char('/')) || url.size() == afterScheme)
            out << CoreTr::tr("\"webhook.url\" names no host.");
        else if (RunbookTemplate::hostHasPlaceholder(url))
            out << RunbookTemplate::hostPlaceholderMessage();
        else if (const auto p = RunbookTemplate::syntaxProblem(url, CoreTr::tr("url"), scope))
            out << *p;
    }
    static const QList<QByteArray> methods = {"POST", "PUT", "PATCH"};
    if (!methods.contains(webhook.method))
        out << CoreTr::tr("\"webhook.method\" is POST, PUT or PATCH, not %1.")
                   .arg(QString::fromLatin1(webhook.method));
    static const QStringList reserved = {QStringLiteral("host"), QStringLiteral("content-length"),
                                         QStringLiteral("transfer-encoding"),
                                         QStringLiteral("connection")};
    for (const auto &[name, value] : webhook.headers) {
        if (!headerNameRe().match(name).hasMatch())
            out << CoreTr::tr("header %1: not a valid header name.").arg(RunbookPlan::quoted(name));
        else if (reserved.contains(name.toLower()))
            out << CoreTr::tr("header %1: set by FleetScope itself.").arg(name);
        if (const auto p =
                RunbookTemplate::syntaxProblem(value, CoreTr::tr("header %1").arg(name), scope))
            out << *p;
        if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')))
            out << CoreTr::tr("header %1: the value holds a line break.").arg(name);
    }
    if (webhook.bodies.empty())
        out << CoreTr::tr("\"webhook\" needs a \"body\" or \"actions\".");
    for (const auto &[action, body] : webhook.bodies)
        out << problems(body, action.isEmpty() ? QStringLiteral("body")
                                               : QStringLiteral("actions.%1").arg(action));
    if (!webhook.successBody.isEmpty() && !QRegularExpression(webhook.successBody).isValid())
        out << CoreTr::tr("\"webhook.successBody\" is not a valid regular expression: %1")
                   .arg(QRegularExpression(webhook.successBody).errorString());
    return out;
}

std::expected<RunbookPlan, QString> expandWebhook(const RunbookEntry &entry,
                                                  const RunbookContext &context, RunbookPlan plan)
{
    const RunbookEntry::Webhook &hook = entry.webhook;
    RunbookPlan::WebhookRequest &r = plan.webhook;
    const QStringList actions = hook.actions();
    if (!actions.isEmpty() && !actions.contains(context.action))
        return std::unexpected(context.action.isEmpty()
                                   ? CoreTr::tr("choose one of its actions: %1.")
                                         .arg(actions.join(QStringLiteral(", ")))
                                   : CoreTr::tr("it has no action \"%1\"; it has %2.")
                                         .arg(context.action, actions.join(QStringLiteral(", "))));
    const JsonTemplate *body = hook.body(actions.isEmpty() ? QString() : context.action);
    if (!body)
        return std::unexpected(CoreTr::tr("the webhook has no body."));
    auto url = expandUrl(hook.url, context);
    if (!url)
        return std::unexpected(url.error());
    r.url = *url;
    r.method = hook.method;
    r.action = actions.isEmpty() ? QString() : context.action;
    for (const auto &[name, value] : hook.headers) {
        auto header = expandHeader(name, value, context);
        if (!header)
            return std::unexpected(header.error());
        r.headers.emplace_back(name.toLatin1(), *header);
    }
    auto text = render(*body, context, QStringLiteral("body"));
    if (!text)
        return std::unexpected(text.error());
    r.body = *text;
    r.secretKey = QStringLiteral("webhook:%1").arg(hook.secret.isEmpty() ? entry.id : hook.secret);
    r.secretEnv = hook.secretEnv;
    r.successBody = hook.successBody;
    return plan;
}

} // namespace WebhookBody
