#pragma once

#include <expected>

#include "alertrule.h"

#include <map>
#include <optional>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

class QueryJob;
class SourceRegistry;

// Evaluates local alerting rules the way Prometheus would have, over range
// queries of each rule's `expr` at its group interval, through the same
// sources the lanes use. Two windows: the recent past up to now (what is open
// *now*, and since when) and the visible range (bands and the history of
// resolved alerts), merged into one when they touch. A newer request
// supersedes answers still in flight.
class AlertEngine final : public QObject
{
    Q_OBJECT
  public:
    explicit AlertEngine(SourceRegistry *registry, QObject *parent = nullptr);
    ~AlertEngine() override;

    void setRules(std::vector<AlertRule> rules, QStringList fileProblems);
    const std::vector<AlertRule> &rules() const { return m_rules; }
    void setTierMap(const TierMap &tiers) { m_tiers = tiers; }
    const TierMap &tierMap() const { return m_tiers; }
    // The source whose server runs the exprs; empty: the first Prometheus source.
    void setSource(const QString &name) { m_source = name; }
    QString effectiveSource() const;

    // Starts an evaluation; `evaluated` follows when every rule has answered.
    void evaluate(qint64 visibleFromMs, qint64 visibleToMs, qint64 nowMs);
    bool isEvaluating() const { return m_pending > 0; }

    // Open instances as of `now` of the last evaluation.
    const std::vector<AlertInstance> &current() const { return m_current; }
    // Every instance that touched the visible range (for bands and history).
    const std::vector<AlertInstance> &visible() const { return m_visible; }
    qint64 evaluatedAtMs() const { return m_evaluatedAt; }
    // Rule file problems, then rules the server refused ("file:line: rule X: …").
    QStringList problems() const;

    // How far before now the "current" window reaches: long enough for the
    // longest `for` + `keep_firing_for` twice over, and at least 6 h.
    qint64 lookbackMs() const;

    // The range query of `promql` (a rule's expr) over [fromMs, toMs] at
    // stepMs, as a background job of `source` (not started), owned by
    // `parent`, and the step it evaluates at (the source may need a coarser
    // one). The backtest asks exactly what an evaluation asks; the change
    // markers ask their probes the same way.
    struct RuleQuery
    {
        QueryJob *job = nullptr;
        qint64 stepMs = 0;
    };
    static std::expected<RuleQuery, QString> queryJob(SourceRegistry *registry,
                                                      const QString &source, const QString &promql,
                                                      qint64 fromMs, qint64 toMs, qint64 stepMs,
                                                      QObject *parent);

  signals:
    void evaluated();

  private:
    struct Window
    {
        qint64 fromMs = 0;
        qint64 toMs = 0;
        bool current = false;
        bool visible = false;
    };
    void startRule(std::size_t rule, const Window &w, quint64 generation);
    void finishOne(quint64 generation);

    SourceRegistry *m_registry;
    std::vector<AlertRule> m_rules;
    QStringList m_fileProblems;
    std::map<int, QString> m_ruleErrors; // by rule index
    TierMap m_tiers;
    QString m_source;
    quint64 m_generation = 0;
    int m_pending = 0;
    std::vector<QPointer<QueryJob>> m_jobs;
    std::vector<AlertInstance> m_current, m_visible;
    std::vector<AlertInstance> m_nextCurrent, m_nextVisible;
    std::map<int, QString> m_nextErrors;
    // When each open alert was first seen, across evaluations: a window
    // starts at most `lookback` ago, so an older alert's start would
    // otherwise slide with the window (Prometheus keeps ALERTS_FOR_STATE
    // for the same reason).
    struct FirstSeen
    {
        qint64 pendingAtMs = 0;
        std::optional<qint64> firingAtMs;
    };
    std::map<QString, FirstSeen> m_firstSeen;
    std::map<int, qint64> m_currentStart; // per rule: first evaluation of the current window
    qint64 m_evaluatedAt = 0;
    qint64 m_nextNow = 0;
    bool m_noSource = false;
};
