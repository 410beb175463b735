#include "runbookregistryparser.h"

#include "jsontemplateyaml.h"
#include "sourcestr.h"
#include "timeparse.h"

#include <optional>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <yaml-cpp/yaml.h>

namespace {
// More would be a mistake or an attack, not a registry.
constexpr qsizetype kMaxBytes = 4 * 1024 * 1024;
constexpr int kMaxArgs = 1000;

int lineOf(const YAML::Node &n)
{
    return n.Mark().line + 1; // yaml-cpp counts from 0
}

QString keyOf(const YAML::const_iterator::value_type &kv)
{
    return kv.first.IsScalar() ? QString::fromStdString(kv.first.Scalar()) : QString();
}

// Reads one entry, collecting what is wrong with it; the entry is kept only
// when nothing is.
class EntryReader final
{
  public:
    EntryReader(const YAML::Node &node, QString fileName)
        : m_node(node), m_fileName(std::move(fileName)), m_line(lineOf(node))
    {
    }

    std::optional<RunbookEntry> read(RunbookTrust trust)
    {
        if (!m_node.IsMap()) {
            problem(
                SourcesTr::tr("an entry must be a map with \"id\" and one of \"url\", \"command\", "
                              "\"azureAutomation\" or \"webhook\"."));
            return std::nullopt;
        }
        m_entry.id = text(m_node["id"], QStringLiteral("id")).trimmed();
        m_entry.origin = QStringLiteral("%1:%2").arg(m_fileName).arg(m_line);
        m_entry.trusted = trust == RunbookTrust::Trusted;
        static const QRegularExpression idRe(QStringLiteral("^[A-Za-z0-9._-]+$"));
        if (m_entry.id.isEmpty())
            problem(SourcesTr::tr("has no \"id\"."));
        else if (!idRe.match(m_entry.id).hasMatch())
            problem(SourcesTr::tr("the id may hold only letters, digits, \".\", \"_\" and \"-\"."));
        static const QStringList keys = {
            QStringLiteral("id"),         QStringLiteral("title"),
            QStringLiteral("match"),      QStringLiteral("url"),
            QStringLiteral("command"),    QStringLiteral("azureAutomation"),
            QStringLiteral("workingDir"), QStringLiteral("timeout"),
            QStringLiteral("webhook")};
        int kinds = 0;
        for (const auto &kv : m_node) {
            const QString key = keyOf(kv);
            if (!keys.contains(key))
                problem(SourcesTr::tr("unknown field \"%1\".").arg(key));
        }
        m_entry.title = text(m_node["title"], QStringLiteral("title")).trimmed();
        if (m_entry.title.isEmpty())
            m_entry.title = m_entry.id;
        readMatch();
        if (const YAML::Node url = m_node["url"]) {
            ++kinds;
            m_entry.kind = RunbookEntry::Kind::Url;
            m_entry.url = text(url, QStringLiteral("url")).trimmed();
        }
        if (const YAML::Node command = m_node["command"]) {
            ++kinds;
            m_entry.kind = RunbookEntry::Kind::Command;
            readCommand(command);
        }
        if (const YAML::Node automation = m_node["azureAutomation"]) {
            ++kinds;
            m_entry.kind = RunbookEntry::Kind::AzureAutomation;
            readAutomation(automation);
        }
        if (const YAML::Node webhook = m_node["webhook"]) {
            ++kinds;
            m_entry.kind = RunbookEntry::Kind::Webhook;
            readWebhook(webhook);
        }
        if (kinds != 1)
            problem(
                SourcesTr::tr("needs exactly one of \"url\", \"command\", \"azureAutomation\" and "
                              "\"webhook\"."));
        m_entry.workingDir = text(m_node["workingDir"], QStringLiteral("workingDir")).trimmed();
        if (!m_entry.workingDir.isEmpty() && m_entry.kind != RunbookEntry::Kind::Command)
            problem(SourcesTr::tr("\"workingDir\" belongs to a command only."));
        readTimeout();
        // The entry's own checks only make sense once its fields could be read.
        if (!m_bad)
            for (const QString &p : m_entry.problems())
                problem(p);
        if (m_bad)
            return std::nullopt;
        return m_entry;
    }

    const QStringList &problems() const { return m_problems; }

  private:
    void problem(const QString &what, int line = 0)
    {
        m_bad = true;
        m_problems << SourcesTr::tr("%1:%2: runbook %3: %4")
                          .arg(m_fileName)
                          .arg(line > 0 ? line : m_line)
                          .arg(m_entry.id.isEmpty() ? SourcesTr::tr("(no id)") : m_entry.id, what);
    }

    // A scalar as text; null and absent are empty. YAML reads an unquoted
    // {{...}} as a mapping, so say so when a template was meant.
    QString text(const YAML::Node &n, const QString &what)
    {
        if (!n || n.IsNull())
            return {};
        if (n.IsScalar())
            return QString::fromStdString(n.Scalar());
        problem(n.IsMap() ? SourcesTr::tr("\"%1\" is not text; in YAML a template that starts with "
                                          "\"{{\" must be quoted.")
                                .arg(what)
                          : SourcesTr::tr("\"%1\" must be text.").arg(what),
                lineOf(n));
        return {};
    }

    QMap<QString, QString> textMap(const YAML::Node &n, const QString &what)
    {
        QMap<QString, QString> out;
        if (!n || n.IsNull())
            return out;
        if (!n.IsMap()) {
            problem(SourcesTr::tr("\"%1\" must be a map.").arg(what), lineOf(n));
            return out;
        }
        for (const auto &kv : n) {
            const QString key = keyOf(kv);
            out.insert(key, text(kv.second, QStringLiteral("%1.%2").arg(what, key)));
        }
        return out;
    }

    void readMatch()
    {
        const YAML::Node match = m_node["match"];
        if (!match || match.IsNull())
            return;
        if (!match.IsMap()) {
            problem(SourcesTr::tr("\"match\" must be a map with \"alertname\" and/or \"labels\"."),
                    lineOf(match));
            return;
        }
        for (const auto &kv : match) {
            const QString key = keyOf(kv);
            if (key != QLatin1String("alertname") && key != QLatin1String("labels"))
                problem(SourcesTr::tr("unknown field \"match.%1\".").arg(key), lineOf(kv.second));
        }
        m_entry.match.alertname = text(match["alertname"], QStringLiteral("match.alertname"));
        m_entry.match.labels = textMap(match["labels"], QStringLiteral("match.labels"));
    }

    void readCommand(const YAML::Node &command)
    {
        if (!command.IsSequence()) {
            problem(SourcesTr::tr("\"command\" must be a list: the program, then one entry per "
                                  "argument (it never goes through a shell)."),
                    lineOf(command));
            return;
        }
        if (command.size() > size_t(kMaxArgs)) {
            problem(SourcesTr::tr("\"command\" has more than %1 arguments.").arg(kMaxArgs));
            return;
        }
        int i = 0;
        for (const auto &arg : command)
            m_entry.argv << text(arg, QStringLiteral("command[%1]").arg(i++));
    }

    void readAutomation(const YAML::Node &a)
    {
        if (!a.IsMap()) {
            problem(SourcesTr::tr("\"azureAutomation\" must be a map."), lineOf(a));
            return;
        }
        static const QStringList keys = {
            QStringLiteral("source"),        QStringLiteral("subscription"),
            QStringLiteral("resourceGroup"), QStringLiteral("account"),
            QStringLiteral("runbook"),       QStringLiteral("parameters"),
            QStringLiteral("runOn")};
        for (const auto &kv : a) {
            const QString key = keyOf(kv);
            if (!keys.contains(key))
                problem(SourcesTr::tr("unknown field \"azureAutomation.%1\".").arg(key),
                        lineOf(kv.second));
        }
        RunbookEntry::Automation &out = m_entry.automation;
        out.source = text(a["source"], QStringLiteral("source")).trimmed();
        out.subscription = text(a["subscription"], QStringLiteral("subscription")).trimmed();
        out.resourceGroup = text(a["resourceGroup"], QStringLiteral("resourceGroup")).trimmed();
        out.account = text(a["account"], QStringLiteral("account")).trimmed();
        out.runbook = text(a["runbook"], QStringLiteral("runbook")).trimmed();
        out.runOn = text(a["runOn"], QStringLiteral("runOn")).trimmed();
        out.parameters = textMap(a["parameters"], QStringLiteral("parameters"));
    }

    void readWebhook(const YAML::Node &w)
    {
        if (!w.IsMap()) {
            problem(SourcesTr::tr(
                        "\"webhook\" must be a map with \"url\" and \"body\" or \"actions\"."),
                    lineOf(w));
            return;
        }
        static const QStringList keys = {
            QStringLiteral("url"),       QStringLiteral("method"),     QStringLiteral("headers"),
            QStringLiteral("body"),      QStringLiteral("actions"),    QStringLiteral("secret"),
            QStringLiteral("secretEnv"), QStringLiteral("successBody")};
        for (const auto &kv : w) {
            const QString key = keyOf(kv);
            if (!keys.contains(key))
                problem(SourcesTr::tr("unknown field \"webhook.%1\".").arg(key), lineOf(kv.second));
        }
        RunbookEntry::Webhook &out = m_entry.webhook;
        out.url = text(w["url"], QStringLiteral("webhook.url")).trimmed();
        const QString method = text(w["method"], QStringLiteral("webhook.method")).trimmed();
        if (!method.isEmpty())
            out.method = method.toUpper().toLatin1();
        if (const YAML::Node headers = w["headers"]; headers && !headers.IsNull()) {
            if (!headers.IsMap())
                problem(SourcesTr::tr("\"webhook.headers\" must be a map."), lineOf(headers));
            else
                for (const auto &kv : headers)
                    out.headers.emplace_back(
                        keyOf(kv),
                        text(kv.second, QStringLiteral("webhook.headers.%1").arg(keyOf(kv))));
        }
        const auto reportAt = [this](const QString &what, int line) { problem(what, line); };
        const YAML::Node body = w["body"];
        const YAML::Node actions = w["actions"];
        if (body && actions)
            problem(SourcesTr::tr(
                "\"webhook\" has either one \"body\" or \"actions\" with a body each, "
                "not both."));
        if (body) {
            if (!body.IsMap() && !body.IsSequence())
                problem(
                    SourcesTr::tr("\"webhook.body\" must be a JSON object or list, written as YAML "
                                  "or JSON."),
                    lineOf(body));
            else
                out.bodies.emplace_back(
                    QString(), jsonTemplateFromYaml(body, QStringLiteral("body"), reportAt));
        } else if (actions) {
            static const QRegularExpression actionRe(QStringLiteral("^[A-Za-z0-9_-]+$"));
            if (!actions.IsMap() || actions.size() == 0)
                problem(
                    SourcesTr::tr("\"webhook.actions\" must map each action's name to its body."),
                    lineOf(actions));
            else
                for (const auto &kv : actions) {
                    const QString name = keyOf(kv);
                    if (!actionRe.match(name).hasMatch())
                        problem(
                            SourcesTr::tr("the action name %1 may hold only letters, digits, \"_\" "
                                          "and \"-\".")
                                .arg(RunbookPlan::quoted(name)),
                            lineOf(kv.second));
                    else if (!kv.second.IsMap() && !kv.second.IsSequence())
                        problem(
                            SourcesTr::tr("the body of action %1 must be a JSON object or list.")
                                .arg(name),
                            lineOf(kv.second));
                    else
                        out.bodies.emplace_back(
                            name, jsonTemplateFromYaml(
                                      kv.second, QStringLiteral("actions.%1").arg(name), reportAt));
                }
        }
        out.secret = text(w["secret"], QStringLiteral("webhook.secret")).trimmed();
        static const QRegularExpression nameRe(QStringLiteral("^[A-Za-z0-9._-]+$"));
        if (!out.secret.isEmpty() && !nameRe.match(out.secret).hasMatch())
            problem(SourcesTr::tr(
                        "\"webhook.secret\" names a keychain entry and may hold only letters, "
                        "digits, \".\", \"_\" and \"-\"; the secret itself never goes in "
                        "this file."),
                    lineOf(w["secret"]));
        out.secretEnv = text(w["secretEnv"], QStringLiteral("webhook.secretEnv")).trimmed();
        static const QRegularExpression envRe(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        if (!out.secretEnv.isEmpty() && !envRe.match(out.secretEnv).hasMatch())
            problem(SourcesTr::tr("\"webhook.secretEnv\" names an environment variable; the secret "
                                  "itself never goes in this file."),
                    lineOf(w["secretEnv"]));
        out.successBody = text(w["successBody"], QStringLiteral("webhook.successBody"));
    }

    // "5m" like Prometheus, or a number of seconds as JSON files write it.
    void readTimeout()
    {
        const YAML::Node t = m_node["timeout"];
        if (!t || t.IsNull())
            return;
        const QString written = text(t, QStringLiteral("timeout")).trimmed();
        const auto ms = TimeParse::parseDuration(written);
        if (!ms || *ms <= 0) {
            problem(
                SourcesTr::tr("\"timeout: %1\" is not a duration such as 5m or 300.").arg(written),
                lineOf(t));
            return;
        }
        m_entry.timeoutMs = *ms;
    }

    const YAML::Node m_node;
    QString m_fileName;
    int m_line;
    RunbookEntry m_entry;
    QStringList m_problems;
    bool m_bad = false;
};
} // namespace

RunbookRegistry parseRunbookRegistry(const QByteArray &text, const QString &fileName,
                                     RunbookTrust trust)
{
    RunbookRegistry out;
    if (text.size() > kMaxBytes) {
        out.problems << SourcesTr::tr(
                            "%1: the file is larger than %2 MiB; it is not a runbook registry.")
                            .arg(fileName)
                            .arg(kMaxBytes / (1024 * 1024));
        return out;
    }
    YAML::Node root;
    try {
        root = YAML::Load(text.toStdString());
    } catch (const YAML::Exception &e) {
        out.problems << SourcesTr::tr("%1:%2: neither valid YAML nor valid JSON: %3")
                            .arg(fileName)
                            .arg(e.mark.line + 1)
                            .arg(QString::fromStdString(e.msg));
        return out;
    }
    if (!root.IsMap() || !root["runbooks"] || !root["runbooks"].IsSequence()) {
        out.problems
            << SourcesTr::tr("%1: a runbook registry needs a \"runbooks\" list.").arg(fileName);
        return out;
    }
    for (const auto &kv : root) {
        const QString key = keyOf(kv);
        if (key != QLatin1String("runbooks"))
            out.problems << SourcesTr::tr("%1:%2: unknown field \"%3\".")
                                .arg(fileName)
                                .arg(lineOf(kv.second))
                                .arg(key);
    }
    QSet<QString> ids;
    for (const auto &node : root["runbooks"]) {
        try {
            EntryReader reader(node, fileName);
            auto entry = reader.read(trust);
            out.problems << reader.problems();
            if (!entry)
                continue;
            if (ids.contains(entry->id)) {
                out.problems << SourcesTr::tr(
                                    "%1:%2: runbook %3: the id is already used above; this "
                                    "entry is left out.")
                                    .arg(fileName)
                                    .arg(lineOf(node))
                                    .arg(entry->id);
                continue;
            }
            ids.insert(entry->id);
            out.entries.push_back(std::move(*entry));
        } catch (const YAML::Exception &e) {
            out.problems << SourcesTr::tr("%1:%2: %3")
                                .arg(fileName)
                                .arg(e.mark.line + 1)
                                .arg(QString::fromStdString(e.msg));
        }
    }
    return out;
}
