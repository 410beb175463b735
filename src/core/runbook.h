#pragma once

#include "jsontemplate.h"
#include "labels.h"

#include <expected>
#include <limits>
#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <vector>

// One runbook of a registry file: what to do for which alerts. Every text a
// user can template (URL, argv elements, automation fields and parameters)
// is kept as written; expand() fills it for one alert.
struct RunbookEntry
{
    enum class Kind
    {
        Url,             // open a web page
        Command,         // run a local program with an argument list, never a shell
        AzureAutomation, // start an Azure Automation runbook job
        Webhook,         // send one HTTP request with a JSON body (PagerDuty, Teams, ...)
    };
    // An alert matches when every given condition holds; an entry with no
    // condition is reached only through an alert's `runbook` annotation.
    struct Match
    {
        QString alertname;
        QMap<QString, QString> labels; // equality
        bool isEmpty() const { return alertname.isEmpty() && labels.isEmpty(); }
    };
    struct Automation
    {
        QString source; // an azure-monitor source of the sources file
        QString subscription;
        QString resourceGroup;
        QString account;
        QString runbook;
        QMap<QString, QString> parameters; // name -> value template
        QString runOn;                     // hybrid worker group; empty: Azure's sandbox
    };

    // An HTTP request to a service. The secret (a routing key, a token, or the
    // whole address of a Teams or Slack webhook) is never part of the entry
    // or of a plan: {{secret}} marks where it goes, and it is read from the
    // environment or the OS keychain only when the request is sent.
    struct Webhook
    {
        QString url; // template; exactly "{{secret}}": the address itself is the secret
        QByteArray method = "POST";
        std::vector<std::pair<QString, QString>> headers; // name, value template
        // The body, or one body per action the user chooses between
        // ("trigger", "acknowledge", "resolve"); a single body has action "".
        std::vector<std::pair<QString, JsonTemplate>> bodies;
        QString secret;    // the keychain entry is "webhook:<secret>"; empty: the entry's id
        QString secretEnv; // an environment variable holding the secret; wins when set
        // A 2xx answer counts as delivered only when its body matches this
        // regular expression (Teams answers 200 with an error text).
        QString successBody;

        QStringList actions() const;
        const JsonTemplate *body(const QString &action) const;
        bool usesSecret() const;
    };

    static constexpr qint64 kDefaultTimeoutMs = 5 * 60'000;
    static constexpr qint64 kDefaultWebhookTimeoutMs = 30'000;
    static qint64 defaultTimeoutMs(Kind kind)
    {
        return kind == Kind::Webhook ? kDefaultWebhookTimeoutMs : kDefaultTimeoutMs;
    }

    QString id;
    QString title;
    Kind kind = Kind::Url;
    Match match;
    QString url;
    // False for a runbook_url that Prometheus has already expanded: taken as it is.
    bool urlIsTemplate = true;
    QStringList argv;     // argv[0] is the program and takes no placeholders
    QString workingDir;   // literal; empty: FleetScope's own
    qint64 timeoutMs = 0; // 0: the kind's default
    Automation automation;
    Webhook webhook;
    QString origin;        // "runbooks.yml:12", for messages and the confirmation
    bool trusted = true;   // false: from a file someone else wrote (a snapshot)
    bool implicit = false; // made from an alert's runbook_url annotation

    bool matches(const QString &alertname, const Labels &labels) const;
    // What is wrong with the entry before any alert fills it: missing
    // fields, template syntax, unknown placeholders, a placeholder in the
    // program or in a URL's scheme. Empty when it can be expanded.
    QStringList problems() const;
};

// Whether a registry file is the user's own (configuration, the built-in
// one) or came from somewhere else, such as a snapshot someone sent.
enum class RunbookTrust
{
    Trusted,
    Untrusted,
};

// The alert a runbook is launched for: what its templates can name.
struct RunbookContext
{
    QString alertname;
    QString tier; // "P1", "P2", "P3"
    Labels labels;
    QMap<QString, QString> annotations;
    qint64 startsAtMs = 0;                                   // 0: unknown
    double value = std::numeric_limits<double>::quiet_NaN(); // NaN: unknown
    QString fingerprint; // Alertmanager's; empty: FleetScope computes the same hash
    QString action;      // the action chosen for a webhook with several ("resolve")
    // For webhook bodies: the lanes' values when the alert started (title,
    // formatted value) and the alert's runbook links (title, address).
    std::vector<std::pair<QString, QString>> lanes;
    std::vector<std::pair<QString, QString>> links;
};

// What expand() needs besides the entry and the alert: the management
// endpoint of each azure-monitor source (an Automation request goes to the
// source's own cloud and carries its sign-in), and the job's name.
struct RunbookEnvironment
{
    QMap<QString, QUrl> managementEndpoints;
    QString jobName; // empty: a fresh GUID
};

// Exactly what a launch will do, after templating. This is what the
// confirmation shows and what the runner executes; nothing is re-derived
// between the two.
struct RunbookPlan
{
    using Kind = RunbookEntry::Kind;
    struct AutomationRequest
    {
        QString source;
        QByteArray method = "PUT";
        QUrl url; // the job: PUT to create, GET to poll
        QByteArray body;
        QString runbook;
        QString jobName;
        QMap<QString, QString> parameters;
        QString runOn;
        QUrl outputUrl() const; // GET, text/plain
        QUrl stopUrl() const;   // POST
    };

    // Text in which a secret goes: the parts between its places. Joined
    // with the secret when sent, with secretMask() when shown or logged.
    struct SecretText
    {
        QStringList parts{QString()};
        bool hasSecret() const { return parts.size() > 1; }
        QString shown() const;
        QString with(const QString &secret) const { return parts.join(secret); }
    };
    struct WebhookRequest
    {
        QByteArray method = "POST";
        QString action; // "" for a webhook with one body
        SecretText url;
        std::vector<std::pair<QByteArray, SecretText>> headers;
        // JSON; every place of the secret is inside a string.
        SecretText body;
        QString secretKey; // in the OS keychain: "webhook:NAME"
        QString secretEnv;
        QString successBody;

        bool needsSecret() const;
        bool urlIsSecret() const
        {
            return url.parts.size() == 2 && url.parts.join(QString()).isEmpty();
        }
        // The address as shown: scheme, host and port, and ••• for the rest
        // when the whole address is the secret.
        QString shownUrl() const;
        QByteArray bodyWith(const QString &secret) const;
    };

    static constexpr const char *kAutomationApiVersion = "2023-11-01";
    // What stands for a secret wherever a plan is shown or logged.
    static QString secretMask() { return QStringLiteral("\u2022\u2022\u2022"); }

    Kind kind = Kind::Url;
    QString entryId;
    QString title;
    QString origin;
    bool trusted = true;
    QUrl url;
    QString program;
    QStringList arguments;
    QString workingDir;
    qint64 timeoutMs = RunbookEntry::kDefaultTimeoutMs;
    AutomationRequest automation;
    WebhookRequest webhook;

    QStringList argv() const { return QStringList{program} + arguments; }
    // Several lines for the confirmation: the URL, each argv element on its
    // own line with visible quoting, or the HTTP method, URL and body.
    QString describe() const;
    // One line for lists: the URL, the command in shell notation, the job.
    QString target() const;
    // "text" with \n, \t, \", \\ and invisible characters escaped, so what a
    // value holds is what a reader sees.
    static QString quoted(const QString &text);
    // POSIX shell quoting, for display only: nothing ever hands it to a shell.
    static QString shellQuoted(const QString &text);

  private:
    void describeWebhook(QStringList &lines) const;
};

// Fills the entry's templates for one alert. Placeholders: {{labels.NAME}},
// {{annotations.NAME}}, {{alertname}}, {{startsAt}} (RFC 3339 UTC),
// {{value}}, {{tier}}, {{fingerprint}}, {{target}}, {{summary}},
// {{severity}}, {{color}}, and Prometheus' {{ $labels.NAME }} and
// {{ $value }}; webhooks also {{action}}, {{secret}} and (in "$each")
// {{item.name}}/{{item.value}}, and {{labels}}/{{annotations}} as whole
// JSON objects. A webhook with several bodies takes context.action.
// An unknown placeholder or a value the alert lacks is an error naming it.
// Values cannot change the shape of what runs: one argv element stays one
// element and cannot become an option unless the template wrote the dash;
// URL values are percent-encoded; automation values are JSON strings.
std::expected<RunbookPlan, QString> expand(const RunbookEntry &entry, const RunbookContext &context,
                                           const RunbookEnvironment &environment = {});

// How a launch ended, for the runbook pane, the audit log and the annotation
// on the time axis.
struct RunbookResult
{
    enum class Outcome
    {
        Succeeded,
        Failed,
        TimedOut,
        Canceled,
    };
    Outcome outcome = Outcome::Failed;
    bool ok = false;
    int exitCode = -1;  // Command: the exit code; -1 when it did not exit normally
    int httpStatus = 0; // Webhook: the service's HTTP status; 0 when none came
    QString jobStatus;  // AzureAutomation: Azure's final status (Completed, Failed, ...)
    qint64 startedAtMs = 0;
    qint64 finishedAtMs = 0;
    qint64 durationMs = 0;
    QString summary; // one line
    QString detail;  // why it failed, at length, when there is more to say
    QString entryId;
    RunbookEntry::Kind kind = RunbookEntry::Kind::Url;
};

// The runbooks of one or more registry files, and which apply to an alert.
struct RunbookRegistry
{
    // Server alerts arrive with annotations Prometheus has already expanded;
    // FleetScope's own rules carry them as written, templates included.
    enum class Annotations
    {
        Expanded,
        Templates,
    };

    std::vector<RunbookEntry> entries;
    QStringList problems; // "runbooks.yml:12: runbook X: ..."

    const RunbookEntry *find(const QString &id) const;
    // The entries named by the alert's `runbook` annotation, then those whose
    // match holds in file order, then the alert's `runbook_url` as a URL entry.
    std::vector<RunbookEntry> entriesFor(const QString &alertname, const Labels &labels,
                                         const QMap<QString, QString> &annotations,
                                         Annotations form = Annotations::Expanded) const;
    // Appends another registry; an id already present keeps its first entry.
    void merge(const RunbookRegistry &other);
};
