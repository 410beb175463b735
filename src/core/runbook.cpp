#include "runbook.h"

#include "coretr.h"
#include "runbooktemplate.h"
#include "webhookbody.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace {
QUrl jobSubUrl(const QUrl &job, QLatin1StringView leaf)
{
    QUrl url = job;
    url.setPath(job.path(QUrl::FullyEncoded) + QLatin1Char('/') + leaf, QUrl::StrictMode);
    return url;
}

QString durationText(qint64 ms)
{
    if (ms % 3'600'000 == 0)
        return CoreTr::tr("%n h", nullptr, int(ms / 3'600'000));
    if (ms % 60'000 == 0)
        return CoreTr::tr("%n min", nullptr, int(ms / 60'000));
    return CoreTr::tr("%1 s").arg(double(ms) / 1000.0);
}
} // namespace

bool RunbookEntry::matches(const QString &alertname, const Labels &labels) const
{
    if (match.isEmpty())
        return false;
    if (!match.alertname.isEmpty() && match.alertname != alertname)
        return false;
    for (auto it = match.labels.cbegin(); it != match.labels.cend(); ++it) {
        QString v = labels.value(it.key());
        if (v.isEmpty() && it.key() == QLatin1String("alertname"))
            v = alertname;
        if (v != it.value())
            return false;
    }
    return true;
}

QStringList RunbookEntry::problems() const
{
    QStringList out;
    auto check = [&out](const QString &tmpl, const QString &where) {
        if (const auto p = RunbookTemplate::syntaxProblem(tmpl, where))
            out << *p;
        if (tmpl.contains(QChar(0)))
            out << CoreTr::tr("%1 contains a NUL character.").arg(where);
    };
    if (timeoutMs < 0)
        out << CoreTr::tr("the timeout must be longer than zero.");
    switch (kind) {
    case Kind::Url: {
        if (url.trimmed().isEmpty()) {
            out << CoreTr::tr("\"url\" is empty.");
            break;
        }
        if (!urlIsTemplate)
            break;
        check(url, CoreTr::tr("url"));
        // The scheme and host are the runbook's to choose, never a value's.
        const QString head = url.trimmed();
        const qsizetype afterScheme =
            head.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)    ? 7
            : head.startsWith(QLatin1String("https://"), Qt::CaseInsensitive) ? 8
                                                                              : -1;
        if (afterScheme < 0)
            out << CoreTr::tr("\"url\" must start with http:// or https:// written out.");
        else if (head.mid(afterScheme).startsWith(QLatin1Char('/')) || head.size() == afterScheme)
            out << CoreTr::tr("\"url\" names no host.");
        else if (RunbookTemplate::hostHasPlaceholder(head))
            out << RunbookTemplate::hostPlaceholderMessage();
        break;
    }
    case Kind::Command:
        if (argv.isEmpty() || argv.front().trimmed().isEmpty()) {
            out << CoreTr::tr("\"command\" names no program.");
            break;
        }
        if (argv.front().contains(QLatin1String("{{")))
            out << CoreTr::tr("argv[0]: the program takes no placeholders; name it literally.");
        for (qsizetype i = 1; i < argv.size(); ++i)
            check(argv[i], QStringLiteral("argv[%1]").arg(i));
        if (argv.front().contains(QChar(0)))
            out << CoreTr::tr("argv[0] contains a NUL character.");
        if (!workingDir.isEmpty() && !workingDir.startsWith(QLatin1Char('/')))
            out << CoreTr::tr("\"workingDir\" must be an absolute path.");
        if (workingDir.contains(QLatin1String("{{")))
            out << CoreTr::tr("\"workingDir\" takes no placeholders.");
        break;
    case Kind::AzureAutomation: {
        const std::pair<const QString *, const char *> required[] = {
            {&automation.source, "source"},
            {&automation.subscription, "subscription"},
            {&automation.resourceGroup, "resourceGroup"},
            {&automation.account, "account"},
            {&automation.runbook, "runbook"}};
        for (const auto &[value, name] : required) {
            if (value->trimmed().isEmpty())
                out << CoreTr::tr("\"azureAutomation\" needs \"%1\".").arg(QLatin1String(name));
            else if (value != &automation.source)
                check(*value, QLatin1String(name));
        }
        check(automation.runOn, QStringLiteral("runOn"));
        for (auto it = automation.parameters.cbegin(); it != automation.parameters.cend(); ++it) {
            if (it.key().trimmed().isEmpty())
                out << CoreTr::tr("a parameter has no name.");
            check(it.value(), CoreTr::tr("parameter %1").arg(it.key()));
        }
        break;
    }
    case Kind::Webhook:
        out << WebhookBody::requestProblems(webhook);
        if (!webhook.usesSecret() && (!webhook.secret.isEmpty() || !webhook.secretEnv.isEmpty()))
            out << CoreTr::tr(
                "\"secret\" or \"secretEnv\" is set, but no {{secret}} says where the "
                "secret goes.");
        break;
    }
    return out;
}

QStringList RunbookEntry::Webhook::actions() const
{
    QStringList out;
    for (const auto &[action, body] : bodies)
        if (!action.isEmpty())
            out << action;
    return out;
}

const JsonTemplate *RunbookEntry::Webhook::body(const QString &action) const
{
    for (const auto &[name, body] : bodies)
        if (name == action)
            return &body;
    return nullptr;
}

bool RunbookEntry::Webhook::usesSecret() const
{
    static const QRegularExpression secret(QStringLiteral("\\{\\{\\s*secret\\s*\\}\\}"));
    if (url.contains(secret))
        return true;
    for (const auto &[name, value] : headers)
        if (value.contains(secret))
            return true;
    std::function<bool(const JsonTemplate &)> in = [&](const JsonTemplate &t) {
        if (t.type == JsonTemplate::Type::String && t.text.contains(secret))
            return true;
        return std::any_of(t.children.begin(), t.children.end(), in);
    };
    return std::any_of(bodies.begin(), bodies.end(), [&](const auto &b) { return in(b.second); });
}

QString RunbookPlan::SecretText::shown() const
{
    return parts.join(secretMask());
}

bool RunbookPlan::WebhookRequest::needsSecret() const
{
    return url.hasSecret() || body.hasSecret() ||
           std::any_of(headers.begin(), headers.end(),
                       [](const auto &h) { return h.second.hasSecret(); });
}

QString RunbookPlan::WebhookRequest::shownUrl() const
{
    return urlIsSecret() ? secretMask() : url.shown();
}

QByteArray RunbookPlan::WebhookRequest::bodyWith(const QString &secret) const
{
    // Every place of the secret is inside a JSON string.
    return body.with(JsonText::escaped(secret)).toUtf8();
}

QUrl RunbookPlan::AutomationRequest::outputUrl() const
{
    return jobSubUrl(url, QLatin1StringView("output"));
}

QUrl RunbookPlan::AutomationRequest::stopUrl() const
{
    return jobSubUrl(url, QLatin1StringView("stop"));
}

QString RunbookPlan::quoted(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const char32_t c : QStringView(text).toUcs4()) {
        switch (c) {
        case U'\\':
            out += QLatin1String("\\\\");
            continue;
        case U'"':
            out += QLatin1String("\\\"");
            continue;
        case U'\n':
            out += QLatin1String("\\n");
            continue;
        case U'\r':
            out += QLatin1String("\\r");
            continue;
        case U'\t':
            out += QLatin1String("\\t");
            continue;
        default:
            break;
        }
        const QChar::Category cat = QChar::category(c);
        // Controls, format characters (bidi overrides) and line separators
        // would hide or rearrange what follows them: show their code instead.
        if (!QChar::isPrint(c) || cat == QChar::Separator_Line || cat == QChar::Separator_Paragraph)
            out += QStringLiteral("\\u{%1}").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    out += QLatin1Char('"');
    return out;
}

QString RunbookPlan::shellQuoted(const QString &text)
{
    static const QString safe = QStringLiteral("_@%+=:,./-");
    const bool plain = !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return (c.unicode() < 128 && c.isLetterOrNumber()) || safe.contains(c);
    });
    if (plain)
        return text;
    const bool invisible = std::any_of(text.begin(), text.end(), [](QChar c) {
        return !c.isPrint() || c.category() == QChar::Separator_Line ||
               c.category() == QChar::Separator_Paragraph;
    });
    if (invisible) {
        // Bash's $'...' spells control characters visibly; same escapes as quoted().
        QString inner = quoted(text).mid(1).chopped(1);
        inner.replace(QLatin1String("\\\""), QLatin1String("\""));
        inner.replace(QLatin1Char('\''), QLatin1String("\\'"));
        return QStringLiteral("$'") + inner + QLatin1Char('\'');
    }
    QString inner = text;
    inner.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + inner + QLatin1Char('\'');
}

QString RunbookPlan::target() const
{
    switch (kind) {
    case Kind::Url:
        return url.toString(QUrl::FullyEncoded);
    case Kind::Command: {
        QStringList words;
        for (const QString &a : argv())
            words << shellQuoted(a);
        return words.join(QLatin1Char(' '));
    }
    case Kind::AzureAutomation:
        return CoreTr::tr("Azure Automation runbook %1 (job %2)")
            .arg(quoted(automation.runbook), automation.jobName);
    case Kind::Webhook:
        return webhook.action.isEmpty()
                   ? QStringLiteral("%1 %2").arg(QString::fromLatin1(webhook.method),
                                                 webhook.shownUrl())
                   : CoreTr::tr("%1 %2 (%3)")
                         .arg(QString::fromLatin1(webhook.method), webhook.shownUrl(),
                              webhook.action);
    }
    return {};
}

QString RunbookPlan::describe() const
{
    QStringList lines;
    switch (kind) {
    case Kind::Url:
        lines << CoreTr::tr("Open this address in the web browser:");
        lines << QStringLiteral("  ") + url.toString(QUrl::FullyEncoded);
        break;
    case Kind::Command: {
        lines << CoreTr::tr("Run this program directly, without a shell, stopping it after %1:")
                     .arg(durationText(timeoutMs));
        lines << (workingDir.isEmpty()
                      ? CoreTr::tr("  in FleetScope's working directory")
                      : CoreTr::tr("  in the directory %1").arg(quoted(workingDir)));
        const QStringList all = argv();
        for (qsizetype i = 0; i < all.size(); ++i)
            lines << QStringLiteral("  argv[%1] = %2").arg(i).arg(quoted(all[i]));
        lines << CoreTr::tr("As a shell would write it (for reading only; no shell runs it):");
        lines << QStringLiteral("  $ ") + target();
        break;
    }
    case Kind::AzureAutomation:
        lines << CoreTr::tr("Start the Azure Automation runbook %1 with the sign-in of the source "
                            "\"%2\":")
                     .arg(quoted(automation.runbook), automation.source);
        lines << QStringLiteral("  %1 %2").arg(QString::fromLatin1(automation.method),
                                               automation.url.toString(QUrl::FullyEncoded));
        lines << QStringLiteral("  Content-Type: application/json");
        lines << CoreTr::tr("  Authorization: Bearer (a token of the source's sign-in)");
        lines << QString();
        for (const QString &l : QString::fromUtf8(automation.body).split(QLatin1Char('\n')))
            if (!l.isEmpty())
                lines << QStringLiteral("  ") + l;
        lines << QString();
        lines << CoreTr::tr("Then poll GET %1 until the job ends (stopping it after %2), and read "
                            "GET %3.")
                     .arg(automation.url.toString(QUrl::FullyEncoded), durationText(timeoutMs),
                          automation.outputUrl().toString(QUrl::FullyEncoded));
        break;
    case Kind::Webhook:
        describeWebhook(lines);
        break;
    }
    if (!trusted)
        lines << QString()
              << CoreTr::tr("This runbook comes from %1, a file FleetScope did not get from you.")
                     .arg(origin);
    return lines.join(QLatin1Char('\n'));
}

void RunbookPlan::describeWebhook(QStringList &lines) const
{
    const WebhookRequest &w = webhook;
    lines << (w.action.isEmpty()
                  ? CoreTr::tr("Send this HTTP request, waiting at most %1 for the answer:")
                        .arg(durationText(timeoutMs))
                  : CoreTr::tr(
                        "Send this HTTP request (action %1), waiting at most %2 for the answer:")
                        .arg(w.action, durationText(timeoutMs)));
    lines << QStringLiteral("  %1 %2").arg(QString::fromLatin1(w.method), w.shownUrl());
    bool contentType = false;
    for (const auto &[name, value] : w.headers) {
        lines << QStringLiteral("  %1: %2").arg(QString::fromLatin1(name), value.shown());
        contentType = contentType || name.compare("content-type", Qt::CaseInsensitive) == 0;
    }
    if (!contentType)
        lines << QStringLiteral("  Content-Type: application/json");
    lines << QString();
    for (const QString &l : w.body.shown().split(QLatin1Char('\n')))
        lines << QStringLiteral("  ") + l;
    lines << QString();
    if (w.needsSecret()) {
        const QString where =
            w.secretEnv.isEmpty()
                ? CoreTr::tr("the OS keychain (entry \"%1\")").arg(w.secretKey)
                : CoreTr::tr("the environment variable %1, or else the OS keychain (entry \"%2\")")
                      .arg(w.secretEnv, w.secretKey);
        lines << (w.urlIsSecret()
                      ? CoreTr::tr("%1 is the secret address, read from %2 when it is sent; it is "
                                   "never shown or logged.")
                            .arg(secretMask(), where)
                      : CoreTr::tr("%1 stands for the secret, read from %2 when it is sent; it is "
                                   "never shown or logged.")
                            .arg(secretMask(), where));
    }
    lines << CoreTr::tr("Redirects are not followed.");
}

const RunbookEntry *RunbookRegistry::find(const QString &id) const
{
    for (const RunbookEntry &e : entries)
        if (e.id == id)
            return &e;
    return nullptr;
}

std::vector<RunbookEntry> RunbookRegistry::entriesFor(const QString &alertname,
                                                      const Labels &labels,
                                                      const QMap<QString, QString> &annotations,
                                                      Annotations form) const
{
    std::vector<RunbookEntry> out;
    QSet<QString> seen;
    const QString named = annotations.value(QStringLiteral("runbook")).trimmed();
    if (const RunbookEntry *e = named.isEmpty() ? nullptr : find(named)) {
        out.push_back(*e);
        seen.insert(e->id);
    }
    for (const RunbookEntry &e : entries)
        if (!seen.contains(e.id) && e.matches(alertname, labels)) {
            out.push_back(e);
            seen.insert(e.id);
        }
    const QString link = annotations.value(QStringLiteral("runbook_url")).trimmed();
    if (!link.isEmpty()) {
        RunbookEntry e;
        e.id = QStringLiteral("runbook_url");
        e.title = CoreTr::tr("Runbook link of the rule");
        e.kind = RunbookEntry::Kind::Url;
        e.url = link;
        e.urlIsTemplate = form == Annotations::Templates;
        e.origin = CoreTr::tr("the runbook_url annotation of %1").arg(alertname);
        e.implicit = true;
        out.push_back(std::move(e));
    }
    return out;
}

void RunbookRegistry::merge(const RunbookRegistry &other)
{
    problems += other.problems;
    for (const RunbookEntry &e : other.entries) {
        if (const RunbookEntry *first = find(e.id)) {
            problems << CoreTr::tr("%1: runbook %2: already defined at %3; that one is used.")
                            .arg(e.origin, e.id, first->origin);
            continue;
        }
        entries.push_back(e);
    }
}
