#pragma once

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

    static constexpr qint64 kDefaultTimeoutMs = 5 * 60'000;

    QString id;
    QString title;
    Kind kind = Kind::Url;
    Match match;
    QString url;
    // False for a runbook_url that Prometheus has already expanded: taken as it is.
    bool urlIsTemplate = true;
    QStringList argv;   // argv[0] is the program and takes no placeholders
    QString workingDir; // literal; empty: FleetScope's own
    qint64 timeoutMs = kDefaultTimeoutMs;
    Automation automation;
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

    static constexpr const char *kAutomationApiVersion = "2023-11-01";

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
};

// Fills the entry's templates for one alert. Placeholders: {{labels.NAME}},
// {{annotations.NAME}}, {{alertname}}, {{startsAt}} (RFC 3339 UTC),
// {{value}}, {{tier}}, and Prometheus' {{ $labels.NAME }} and {{ $value }}.
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
    int exitCode = -1; // Command: the exit code; -1 when it did not exit normally
    QString jobStatus; // AzureAutomation: Azure's final status (Completed, Failed, ...)
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
