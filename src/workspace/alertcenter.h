#pragma once

#include "alertboard.h"
#include "fleetfit.h"
#include "ruleseries.h"

#include <functional>
#include <QObject>
#include <set>

class AlertEngine;
class AuditLog;
class LiveWorkspace;
class QTimer;

// What a snapshot's rules read over its range (RuleSeries), for Replay's
// backtest offline.
struct KeptRuleSeries
{
    std::vector<SnapshotRuleSeries> series;
    qint64 fromMs = 0; // the snapshot's range
    qint64 toMs = 0;
};

// The alert state of a workspace: local rules evaluated by the AlertEngine,
// alerts of server feeds, and what operators did (acks, silences), merged
// into one AlertBoard. Every operator action goes to the audit log. Local
// acks and silences survive restarts; silences of Alertmanager alerts are
// requested from that Alertmanager (whoever owns the feeds carries them out).
class AlertCenter final : public QObject
{
    Q_OBJECT
  public:
    using Clock = std::function<qint64()>;

    // `statePath` holds acks and local silences; empty: the default file.
    AlertCenter(LiveWorkspace *workspace, AuditLog *audit, const QString &statePath = {},
                QObject *parent = nullptr);
    ~AlertCenter() override;

    AlertEngine *engine() const { return m_engine; }
    AuditLog *audit() const { return m_audit; }
    static QString defaultStatePath();

    // Replaces the rules (a rule file's problems are shown, not fatal).
    void setRules(std::vector<AlertRule> rules, QStringList problems, const QString &origin);
    QString rulesOrigin() const { return m_rulesOrigin; }
    // How the rules were fitted to the evaluating source's metrics.
    const FitReport &ruleFit() const { return m_ruleFit; }
    // The rules as the file wrote them, before the fit.
    const std::vector<AlertRule> &writtenRules() const { return m_writtenRules; }
    // The rules a backtest offers: in Replay the snapshot's, else the file's.
    const std::vector<AlertRule> &rulesToTry() const
    {
        return m_replay ? m_replayRules : m_writtenRules;
    }
    // Rules fitted to the evaluating source's metrics as the pane's are
    // (a backtest's variants, changed before they are fitted).
    std::vector<AlertRule> fitted(std::vector<AlertRule> rules) const;
    void setTierMap(const TierMap &tiers);
    void setFeedAlerts(std::vector<FeedAlert> alerts, std::vector<Silence> alertmanagerSilences);
    void setEvaluationInterval(qint64 ms);

    const AlertBoard &board() const { return m_board; }
    std::vector<AlertBand> bands() const;
    const OperatorState &operatorState() const { return m_ops; }

    // Operator actions on a row of the board (by AlertRow::key). Each returns
    // false with a message when the row is gone.
    bool acknowledge(const QString &key, const QString &note, QString *error = nullptr);
    bool silenceRow(const QString &key, qint64 durationMs, const QString &reason,
                    QString *error = nullptr);
    // Every alert of a group: the alert name within its scope (namespace).
    bool silenceGroup(const QString &name, const QString &scope, qint64 durationMs,
                      const QString &reason, QString *error = nullptr);
    bool unsilence(const QString &key, QString *error = nullptr);

    // Evaluate now over the cursor's range (also done on a timer and after
    // the range changes).
    void evaluateNow();

    // Replay: the alerts are a snapshot's recorded transitions, shown as they
    // stood at the replay time; nothing is evaluated or fetched, and
    // operators cannot act on them. clearReplay() returns to live.
    // `kept`: what the snapshot's rules read, for a backtest offline.
    void setReplay(std::vector<AlertInstance> transitions, std::vector<AlertRule> rules,
                   KeptRuleSeries kept = {});
    // Replay: what a backtest reads offline (empty series: nothing kept).
    const KeptRuleSeries &keptRuleSeries() const { return m_kept; }
    void setReplayTime(qint64 tMs);
    void clearReplay();
    bool isReplay() const { return m_replay; }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    qint64 now() const { return m_replay ? m_replayTime : m_clock(); }

  signals:
    void boardChanged();
    void problemsChanged();
    // A P1 started firing (not muted, not silenced); once per episode.
    void p1Started(const AlertRow &row);
    void alertmanagerSilenceRequested(const QString &source, const Silence &silence);
    void alertmanagerExpireRequested(const QString &source, const QString &silenceId);
    void stateWriteFailed(const QString &message);

  private:
    // Fits the written rules to the source's catalog; re-evaluates when that
    // changed them (or always, when forced).
    void applyRules(bool force);
    void rebuild();
    bool applySilence(const AlertRow &row, std::vector<SilenceMatcher> matchers, qint64 durationMs,
                      const QString &reason, const QString &target);
    void load();
    void save();
    void scheduleExpiry();

    LiveWorkspace *m_workspace;
    AuditLog *m_audit;
    AlertEngine *m_engine;
    QString m_statePath;
    QString m_rulesOrigin;
    std::vector<AlertRule> m_writtenRules; // as the file says, before the fit
    QStringList m_writtenProblems;
    FitReport m_ruleFit;
    OperatorState m_ops;
    std::vector<FeedAlert> m_feeds;
    std::vector<Silence> m_amSilences;
    AlertBoard m_board;
    std::set<QString> m_notified; // P1 keys announced while they stay loud
    bool m_awaitingEvaluation = false;
    bool m_replay = false;
    qint64 m_replayTime = 0;
    std::vector<AlertInstance> m_replayTransitions;
    std::vector<AlertRule> m_replayRules;
    KeptRuleSeries m_kept;
    QTimer *m_evalTimer;
    QTimer *m_debounce;
    QTimer *m_expiry;
    Clock m_clock;
};
