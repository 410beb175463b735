#pragma once

#include "alertrule.h"
#include "auditentry.h"
#include "changefeed.h"
#include "dashboard.h"
#include "queryplanner.h"
#include "ruleoverride.h"
#include "snapshot.h"
#include "sourceconfig.h"

#include <expected>
#include <functional>
#include <map>
#include <memory>
#include <QObject>
#include <QPointer>
#include <vector>

class QNetworkAccessManager;
class QueryJob;
class SourceRegistry;

// Captures an incident: re-fetches every lane query of a dashboard over
// [from, to] at full stored resolution (the step is the source's scrape
// interval, long ranges chunked by the planner, not the screen-reduced
// points), evaluates alert rules over the same range exactly as
// `fleetscope-cli alerts` does, and hands back a Snapshot. One failing query
// fails the whole capture with a message naming lane and source: a partial
// incident is never passed off as complete.
//
// Sources go into the snapshot by name, type and URL only; headers, auth and
// the environment variables holding secrets never leave the sources file.
class SnapshotCapture final : public QObject
{
    Q_OBJECT
  public:
    struct Request
    {
        Dashboard dashboard;
        qint64 fromMs = 0;
        qint64 toMs = 0;
        QString title; // empty: the dashboard's title
        std::vector<AlertRule> rules;
        QByteArray rulesYaml; // the rule file as written, kept in the snapshot
        // Where rule expressions are queried; empty: the first Prometheus
        // source the lanes use (else the first source).
        QString rulesSource;
        TierMap tiers;
        std::vector<AuditEntry> audit; // operator actions over the range
        QByteArray runbookRegistry;
        QByteArray fitJson;     // FitReport of the lanes and rules, kept in the snapshot
        QByteArray explainJson; // the Explain answer on screen (ExplainResult), or empty
        // The changes to keep with the incident (ChangeFeed::probes). One
        // that fails is left out with a warning, not the whole capture.
        std::vector<SourcedProbe> changeProbes;
        // Lane id -> shift: the lanes compared with an earlier time, whose
        // baselines are kept (BaselineFeed::choices). One that fails or finds
        // no data is left out with a warning.
        std::map<QString, qint64> baselines;
    };

    // With its own network access and sign-ins, for the CLI and scripts.
    explicit SnapshotCapture(const SourceList &sources, QObject *parent = nullptr);
    // Over a live workspace's registry, so Azure sign-ins are reused.
    explicit SnapshotCapture(SourceRegistry *registry, QObject *parent = nullptr);
    ~SnapshotCapture() override;

    // Starts at once; progress() and finished() follow from the event loop.
    void start(const Request &request);
    // Where rules are evaluated when the request names no source: the first
    // Prometheus source the lanes use, else the first source.
    static QString defaultRuleSource(const SourceList &sources, const Dashboard &dashboard);
    // Stops the running request; finished() follows with a "canceled" error.
    void cancel();
    bool isRunning() const { return m_running; }
    const std::expected<Snapshot, QString> &result() const { return m_result; }
    // What was left out of a capture that still succeeded: a change probe
    // that failed, named with its source and why.
    const QStringList &warnings() const { return m_warnings; }
    std::expected<Snapshot, QString> takeResult() { return std::move(m_result); }

    // Runs a capture to completion in a local event loop (needs a
    // QCoreApplication). `tellUser` receives what a sign-in needs the user to
    // do; `warnings` receives what the snapshot left out.
    static std::expected<Snapshot, QString>
    run(const SourceList &sources, const Request &request,
        const std::function<void(const QString &)> &tellUser = {}, QStringList *warnings = nullptr);

  signals:
    // In requests: every planned chunk of every query counts one.
    void progress(int done, int total);
    void finished();
    void userActionRequired(const QString &source, const QString &message);

  private:
    struct Step
    {
        int lane = -1; // -1: an alert rule's expression or a change probe
        int queryIndex = 0;
        int rule = -1;
        int change = -1;   // index into Request::changeProbes
        int baseline = -1; // the lane whose baseline this fetches
        bool keep = false; // what rule `rule` reads, kept for Replay's backtest
        std::optional<RuleOverrides::Filter> filter; // keep: the operand is asked
        qint64 shiftMs = 0;
        QuerySpec spec;     // as the dashboard has it
        QuerySpec expanded; // $__ variables replaced
        QueryPlanner::Plan plan;
        qint64 evalFromMs = 0;
    };

    void runNext();
    void onJobFinished(QueryJob *job);
    // A change probe or a baseline: the incident is whole without it, so a
    // failure is said and the capture goes on.
    bool isOptional(const Step &step) const
    {
        return step.change >= 0 || step.baseline >= 0 || step.keep;
    }
    void skip(const QString &why);
    void finish(std::expected<Snapshot, QString> result);
    QString describe(const Step &step) const;
    QString ruleSource() const;

    std::unique_ptr<QNetworkAccessManager> m_nam;
    SourceRegistry *m_registry = nullptr;
    Request m_request;
    std::vector<Step> m_steps;
    std::size_t m_next = 0;
    int m_total = 0;
    int m_done = 0;
    int m_jobDone = 0;
    QPointer<QueryJob> m_job;
    Snapshot m_snapshot;
    QStringList m_warnings;
    bool m_running = false;
    bool m_canceled = false;
    std::expected<Snapshot, QString> m_result;
};
