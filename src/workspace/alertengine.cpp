#include "alertengine.h"

#include "alertboard.h"
#include "alertevaluator.h"
#include "queryjob.h"
#include "queryplanner.h"
#include "sourceregistry.h"
#include "workspacetr.h"

#include <algorithm>
#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace {
using AlertEvaluator::alignDown;

// A long visible range is evaluated at a coarser multiple of the group
// interval (about 2,000 evaluations), so a month of history stays one cheap
// query; `for` still counts in time, not in evaluations.
qint64 historyStep(qint64 rangeMs, qint64 groupMs)
{
    const qint64 n = std::max<qint64>(1, rangeMs / (2000 * groupMs) + 1);
    return groupMs * n;
}
} // namespace

AlertEngine::AlertEngine(SourceRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry)
{
}

AlertEngine::~AlertEngine()
{
    QueryJob::cancelAll(m_jobs, this);
}

void AlertEngine::setRules(std::vector<AlertRule> rules, QStringList fileProblems)
{
    m_rules = std::move(rules);
    m_fileProblems = std::move(fileProblems);
    m_ruleErrors.clear();
    m_current.clear();
    m_visible.clear();
    m_firstSeen.clear();
    ++m_generation; // answers for the old rules are dropped
    m_pending = 0;
}

QString AlertEngine::effectiveSource() const
{
    if (!m_source.isEmpty())
        return m_source;
    for (const auto &s : m_registry->sources().sources)
        if (s.type == SourceConfig::Type::Prometheus)
            return s.name;
    return {};
}

qint64 AlertEngine::lookbackMs() const
{
    qint64 longest = 0;
    for (const auto &r : m_rules)
        longest = std::max(longest, r.forMs + r.keepFiringForMs + r.groupIntervalMs);
    return std::max<qint64>(6 * 3'600'000, 2 * longest);
}

QStringList AlertEngine::problems() const
{
    QStringList out = m_fileProblems;
    // One line, not one per rule: nothing is wrong with the rules.
    if (m_noSource && !m_rules.empty())
        out << WorkspaceTr::tr("Alert rules are evaluated once a Prometheus source is configured.");
    for (const auto &[index, message] : m_ruleErrors) {
        const AlertRule &r = m_rules[std::size_t(index)];
        out << WorkspaceTr::tr("%1:%2: rule %3: %4").arg(r.file).arg(r.line).arg(r.name, message);
    }
    return out;
}

void AlertEngine::evaluate(qint64 visibleFromMs, qint64 visibleToMs, qint64 nowMs)
{
    QueryJob::cancelAll(m_jobs, this);
    const quint64 generation = ++m_generation;
    m_nextCurrent.clear();
    m_nextVisible.clear();
    m_nextErrors.clear();
    m_currentStart.clear();
    m_nextNow = nowMs;
    m_pending = 0;
    m_noSource = effectiveSource().isEmpty();
    if (m_rules.empty() || m_noSource) {
        m_current.clear();
        m_visible.clear();
        m_evaluatedAt = nowMs;
        emit evaluated();
        return;
    }
    std::vector<Window> windows;
    const Window current{nowMs - lookbackMs(), nowMs, true, false};
    if (visibleToMs >= current.fromMs && visibleFromMs <= nowMs)
        windows.push_back({std::min(visibleFromMs, current.fromMs), nowMs, true, true});
    else
        windows = {current, {visibleFromMs, std::min(visibleToMs, nowMs), false, true}};
    std::vector<std::pair<std::size_t, Window>> tasks;
    for (std::size_t r = 0; r < m_rules.size(); ++r)
        for (const Window &w : windows)
            if (w.toMs > w.fromMs)
                tasks.emplace_back(r, w);
    // One extra count held until every task has started, so a task that
    // fails at once cannot end the evaluation before the others begin.
    m_pending = int(tasks.size()) + 1;
    for (const auto &[r, w] : tasks)
        startRule(r, w, generation);
    finishOne(generation);
}

std::expected<AlertEngine::RuleQuery, QString>
AlertEngine::queryJob(SourceRegistry *registry, const QString &source, const QString &promql,
                      qint64 fromMs, qint64 toMs, qint64 stepMs, QObject *parent)
{
    if (source.isEmpty())
        return std::unexpected(WorkspaceTr::tr("no Prometheus source to evaluate it on"));
    QuerySpec spec;
    spec.source = source;
    spec.promql = promql;
    auto input = registry->planInput(spec);
    if (!input)
        return std::unexpected(input.error().message);
    input->fromMs = fromMs;
    input->toMs = toMs;
    input->fixedStepMs = stepMs;
    input->alignToStep = true;
    QueryPlanner::Plan plan = QueryPlanner::plan(*input);
    // Eleven rules over 1,000 GPUs took every connection for four seconds
    // at start, while the lanes waited to draw.
    plan.background = true;
    spec.promql = QueryPlanner::expandVariables(spec.promql, plan.stepMs, input->scrapeIntervalMs,
                                                toMs - fromMs);
    auto job = registry->queryRange(spec, plan);
    if (!job)
        return std::unexpected(job.error().message);
    (*job)->setParent(parent);
    return RuleQuery{*job, plan.stepMs};
}

void AlertEngine::startRule(std::size_t ruleIndex, const Window &w, quint64 generation)
{
    const AlertRule &rule = m_rules[ruleIndex];
    const qint64 group = std::max<qint64>(rule.groupIntervalMs, 1000);
    const qint64 step = w.current ? group : historyStep(w.toMs - w.fromMs, group);
    // Start early enough that an alert pending before the window is in the
    // state it would have been in at the window's start.
    const qint64 from = AlertEvaluator::lookBackStart(rule, w.fromMs, step);
    const qint64 to = alignDown(w.toMs, step);
    if (w.current)
        m_currentStart[int(ruleIndex)] = from;
    auto job = queryJob(m_registry, effectiveSource(), rule.expr, from, to, step, this);
    if (!job) {
        m_nextErrors[int(ruleIndex)] = job.error();
        finishOne(generation);
        return;
    }
    QueryJob *j = job->job;
    m_jobs.emplace_back(j);
    const AlertEvaluator::Schedule schedule{from, to, job->stepMs};
    connect(j, &QueryJob::finished, this, [this, j, ruleIndex, w, schedule, generation] {
        j->deleteLater();
        if (generation != m_generation)
            return;
        QueryResult r = j->takeResult();
        if (!r) {
            if (r.error().kind != SourceError::Kind::Canceled)
                m_nextErrors[int(ruleIndex)] = r.error().message;
            finishOne(generation);
            return;
        }
        // The state machine walks every evaluation of every series: for a
        // large fleet that is seconds of work, which must not freeze the
        // window. It runs on the thread pool with its own copies.
        auto *watcher = new QFutureWatcher<std::vector<AlertInstance>>(this);
        connect(watcher, &QFutureWatcher<std::vector<AlertInstance>>::finished, this,
                [this, watcher, ruleIndex, w, generation] {
                    watcher->deleteLater();
                    if (generation != m_generation)
                        return;
                    std::vector<AlertInstance> found = watcher->future().takeResult();
                    for (auto &a : found) {
                        a.ruleIndex = int(ruleIndex);
                        if (w.current && a.isOpen())
                            m_nextCurrent.push_back(a);
                        if (w.visible && a.endMs() >= w.fromMs)
                            m_nextVisible.push_back(std::move(a));
                    }
                    finishOne(generation);
                });
        watcher->setFuture(QtConcurrent::run(
            [rule = m_rules[ruleIndex], data = std::move(*r), schedule, tiers = m_tiers] {
                std::vector<AlertInstance> found =
                    AlertEvaluator::evaluate(rule, data, schedule, tiers);
                for (AlertInstance &a : found)
                    a.key = AlertBoardBuilder::keyOf(a.rule, a.labels);
                return found;
            }));
    });
    j->start();
}

void AlertEngine::finishOne(quint64 generation)
{
    if (generation != m_generation)
        return;
    if (m_pending > 0)
        --m_pending;
    if (m_pending > 0)
        return;
    m_jobs.clear();
    // A rule that could not be evaluated keeps what it showed before: a
    // server hiccup must not make open alerts vanish from the pane.
    auto keepOld = [this](std::vector<AlertInstance> &next, const std::vector<AlertInstance> &old) {
        std::erase_if(next,
                      [this](const AlertInstance &a) { return m_nextErrors.count(a.ruleIndex); });
        for (const auto &a : old)
            if (m_nextErrors.count(a.ruleIndex))
                next.push_back(a);
    };
    keepOld(m_nextCurrent, m_current);
    keepOld(m_nextVisible, m_visible);
    // An alert pending since the very first evaluation of the window may be
    // older than the window: keep the start it was first seen with.
    std::map<QString, FirstSeen> seen;
    for (AlertInstance &a : m_nextCurrent) {
        const QString key = AlertBoardBuilder::keyOf(a);
        const auto start = m_currentStart.find(a.ruleIndex);
        const qint64 step =
            std::max<qint64>(m_rules[std::size_t(a.ruleIndex)].groupIntervalMs, 1000);
        const bool clipped = start != m_currentStart.end() && a.pendingAtMs <= start->second + step;
        const auto before = m_firstSeen.find(key);
        if (clipped && before != m_firstSeen.end() && before->second.pendingAtMs < a.pendingAtMs) {
            a.pendingAtMs = before->second.pendingAtMs;
            if (before->second.firingAtMs &&
                (!a.firingAtMs || *before->second.firingAtMs < *a.firingAtMs))
                a.firingAtMs = before->second.firingAtMs;
        }
        seen[key] = {a.pendingAtMs, a.firingAtMs};
    }
    m_firstSeen = std::move(seen);
    m_current = std::move(m_nextCurrent);
    m_visible = std::move(m_nextVisible);
    m_ruleErrors = std::move(m_nextErrors);
    m_evaluatedAt = m_nextNow;
    emit evaluated();
}
