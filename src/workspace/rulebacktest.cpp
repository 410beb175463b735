#include "rulebacktest.h"

#include "alertengine.h"
#include "alertevaluator.h"
#include "queryjob.h"

#include <QFutureWatcher>
#include <QtConcurrent>

RuleBacktest::RuleBacktest(SourceRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry)
{
}

RuleBacktest::~RuleBacktest()
{
    cancel();
}

void RuleBacktest::cancel()
{
    ++m_generation; // answers still on their way are dropped
    m_pending = 0;
    QueryJob::cancelAll(m_jobs, this);
}

void RuleBacktest::start(std::vector<AlertRule> rules, const QString &source, qint64 fromMs,
                         qint64 toMs, qint64 shortBelowMs)
{
    cancel();
    const quint64 generation = m_generation;
    m_outcomes.assign(rules.size(), {});
    // One count held until every rule has started, so one that fails at
    // once cannot finish the backtest before the others begin.
    m_pending = int(rules.size()) + 1;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const AlertRule &rule = rules[i];
        // At the group interval, as `fleetscope-cli backtest` and Prometheus
        // evaluate: a coarser step would miss exactly the short fires a
        // backtest is asked to count. The planner splits a month into parts.
        const qint64 step = std::max<qint64>(rule.groupIntervalMs, 1000);
        // From early enough that an alert pending before the range is in
        // the state it would have been in at its start, as the pane does.
        const qint64 start = AlertEvaluator::lookBackStart(rule, fromMs, step);
        const qint64 end = AlertEvaluator::alignDown(toMs, step);
        auto query = AlertEngine::queryJob(m_registry, source, rule.expr, start, end, step, this);
        if (!query) {
            m_outcomes[i].error = query.error();
            finishOne(generation);
            continue;
        }
        QueryJob *job = query->job;
        m_jobs.emplace_back(job);
        const AlertEvaluator::Schedule schedule{start, end, query->stepMs};
        connect(job, &QueryJob::finished, this,
                [this, job, i, rule, schedule, fromMs, toMs, shortBelowMs, generation] {
                    job->deleteLater();
                    if (generation != m_generation)
                        return;
                    QueryResult r = job->takeResult();
                    if (!r) {
                        m_outcomes[i].error = r.error().message;
                        finishOne(generation);
                        return;
                    }
                    // A week of a fleet's series is seconds of evaluation:
                    // on the pool, never on the thread that paints.
                    auto *watcher = new QFutureWatcher<BacktestFigures>(this);
                    connect(watcher, &QFutureWatcher<BacktestFigures>::finished, this,
                            [this, watcher, i, generation] {
                                watcher->deleteLater();
                                if (generation != m_generation)
                                    return;
                                m_outcomes[i].figures = watcher->future().result();
                                finishOne(generation);
                            });
                    watcher->setFuture(QtConcurrent::run(
                        [rule, data = std::move(*r), schedule, fromMs, toMs, shortBelowMs] {
                            return AlertBacktest::figures(
                                AlertEvaluator::evaluate(rule, data, schedule), fromMs, toMs,
                                shortBelowMs);
                        }));
                });
        job->start();
    }
    finishOne(generation);
}

void RuleBacktest::startOffline(std::vector<AlertRule> rules,
                                std::vector<std::optional<QString>> thresholds,
                                const SnapshotRuleSeries &kept, qint64 fromMs, qint64 toMs,
                                qint64 shortBelowMs)
{
    cancel();
    const quint64 generation = m_generation;
    m_outcomes.assign(rules.size(), {});
    m_pending = 1;
    thresholds.resize(rules.size());
    using Outcomes = std::vector<Outcome>;
    auto *watcher = new QFutureWatcher<Outcomes>(this);
    connect(watcher, &QFutureWatcher<Outcomes>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_outcomes = watcher->future().result();
        finishOne(generation);
    });
    watcher->setFuture(
        QtConcurrent::run([rules = std::move(rules), thresholds = std::move(thresholds), kept,
                           fromMs, toMs, shortBelowMs] {
            Outcomes out(rules.size());
            for (std::size_t i = 0; i < rules.size(); ++i) {
                auto instances = RuleSeries::evaluate(kept, rules[i], fromMs, toMs, thresholds[i]);
                if (instances)
                    out[i].figures = AlertBacktest::figures(*instances, fromMs, toMs, shortBelowMs);
                else
                    out[i].error = instances.error();
            }
            return out;
        }));
}

void RuleBacktest::finishOne(quint64 generation)
{
    if (generation != m_generation || m_pending <= 0)
        return;
    if (--m_pending > 0)
        return;
    m_jobs.clear();
    emit finished();
}
