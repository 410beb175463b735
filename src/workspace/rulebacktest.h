#pragma once

#include "alertbacktest.h"
#include "alertrule.h"
#include "ruleseries.h"

#include <optional>
#include <QObject>
#include <QPointer>
#include <vector>

class QueryJob;
class SourceRegistry;

// Backtests rules in the app: each rule (a rule as written, the same rule
// with changes tried) is evaluated over a past range through the source
// registry, as AlertEngine evaluates it for the pane, and counted into
// BacktestFigures on the worker pool. finished() once every rule has its
// figures or its error; a new start() or cancel() drops what was running.
class RuleBacktest final : public QObject
{
    Q_OBJECT
  public:
    struct Outcome
    {
        BacktestFigures figures;
        QString error; // why the rule could not be evaluated; empty when it was
    };

    explicit RuleBacktest(SourceRegistry *registry, QObject *parent = nullptr);
    ~RuleBacktest() override;

    void start(std::vector<AlertRule> rules, const QString &source, qint64 fromMs, qint64 toMs,
               qint64 shortBelowMs);
    // Offline, in Replay: each rule (variants of one rule, each with the
    // threshold it tries, if any) evaluated on what the snapshot kept of
    // that rule (RuleSeries), on the worker pool. Nothing is fetched.
    void startOffline(std::vector<AlertRule> rules, std::vector<std::optional<QString>> thresholds,
                      const SnapshotRuleSeries &kept, qint64 fromMs, qint64 toMs,
                      qint64 shortBelowMs);
    void cancel();
    bool isRunning() const { return m_pending > 0; }
    const std::vector<Outcome> &outcomes() const { return m_outcomes; }

  signals:
    void finished();

  private:
    void finishOne(quint64 generation);

    SourceRegistry *m_registry;
    std::vector<Outcome> m_outcomes;
    std::vector<QPointer<QueryJob>> m_jobs;
    quint64 m_generation = 0;
    int m_pending = 0;
};
