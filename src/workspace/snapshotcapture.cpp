#include "snapshotcapture.h"

#include "alertevaluator.h"
#include "auditlog.h"
#include "azurecloud.h"
#include "baseline.h"
#include "baselinejob.h"
#include "queryjob.h"
#include "sourceregistry.h"
#include "timeformat.h"

#include <limits>
#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <set>

namespace {
QString typeName(SourceConfig::Type t)
{
    switch (t) {
    case SourceConfig::Type::Prometheus:
        return QStringLiteral("prometheus");
    case SourceConfig::Type::AzureMonitor:
        return QStringLiteral("azure-monitor");
    case SourceConfig::Type::Alertmanager:
        return QStringLiteral("alertmanager");
    }
    return {};
}

// Where the data came from, and nothing a reader could sign in with: user
// info, query string and fragment go (a proxy URL may carry a token there).
QString safeUrl(const SourceConfig &c)
{
    QUrl url = c.url;
    if (url.isEmpty() && c.type == SourceConfig::Type::AzureMonitor)
        if (auto cloud = AzureCloud::fromSource(c.raw))
            url = cloud->management;
    return url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
}
} // namespace

SnapshotCapture::SnapshotCapture(const SourceList &sources, QObject *parent)
    : QObject(parent), m_nam(std::make_unique<QNetworkAccessManager>()),
      m_result(std::unexpected(tr("The capture has not run.")))
{
    m_registry = new SourceRegistry(m_nam.get(), this);
    m_registry->setSources(sources);
    connect(m_registry, &SourceRegistry::userActionRequired, this,
            &SnapshotCapture::userActionRequired);
}

SnapshotCapture::SnapshotCapture(SourceRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry),
      m_result(std::unexpected(tr("The capture has not run.")))
{
    connect(m_registry, &SourceRegistry::userActionRequired, this,
            &SnapshotCapture::userActionRequired);
}

SnapshotCapture::~SnapshotCapture()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
        delete m_job.data();
    }
    // The registry owned here goes before the network manager it uses.
    if (m_nam)
        delete m_registry;
}

QString SnapshotCapture::ruleSource() const
{
    if (!m_request.rulesSource.isEmpty())
        return m_request.rulesSource;
    return defaultRuleSource(m_registry->sources(), m_request.dashboard);
}

QString SnapshotCapture::defaultRuleSource(const SourceList &list, const Dashboard &dashboard)
{
    for (const auto &lane : dashboard.lanes)
        for (const auto &q : lane.queries)
            if (const SourceConfig *c = list.find(q.source);
                c && c->type == SourceConfig::Type::Prometheus)
                return c->name;
    return list.sources.empty() ? QString() : list.sources.front().name;
}

QString SnapshotCapture::describe(const Step &step) const
{
    if (step.keep)
        return tr("what alert rule %1 reads, for a backtest in Replay (source %2)")
            .arg(m_request.rules[std::size_t(step.rule)].name, step.spec.source);
    if (step.baseline >= 0)
        return tr("baseline %1 of lane %2")
            .arg(Baseline::describe(step.shiftMs),
                 m_request.dashboard.lanes[std::size_t(step.baseline)].id);
    if (step.change >= 0)
        return tr("change query %1 (source %2)")
            .arg(m_request.changeProbes[std::size_t(step.change)].probe.kind, step.spec.source);
    if (step.lane < 0)
        return tr("alert rule %1 (source %2)")
            .arg(m_request.rules[std::size_t(step.rule)].name, step.spec.source);
    return tr("lane %1, query %2 (source %3)")
        .arg(m_request.dashboard.lanes[std::size_t(step.lane)].id)
        .arg(step.queryIndex + 1)
        .arg(step.spec.source);
}

void SnapshotCapture::start(const Request &request)
{
    if (m_running)
        cancel();
    m_request = request;
    m_steps.clear();
    m_next = 0;
    m_total = 0;
    m_done = 0;
    m_canceled = false;
    m_running = true;
    m_snapshot = Snapshot{};
    m_warnings.clear();

    // Every query is planned before the first request: a lane the source
    // cannot serve fails the capture before anything is fetched.
    std::optional<QString> problem;
    const qint64 from = request.fromMs, to = request.toMs;
    auto plan = [&](Step &s, qint64 start, qint64 fixedStep) {
        auto input = m_registry->planInput(s.spec);
        if (!input) {
            problem = tr("%1: %2").arg(describe(s), input.error().message);
            return;
        }
        input->fromMs = start;
        input->toMs = to;
        // Full stored resolution: finer steps would only repeat samples.
        input->fixedStepMs = fixedStep ? fixedStep : input->scrapeIntervalMs;
        // The grid starts at `from` exactly, as `fleetscope-cli query` and
        // `promtool query range` lay it.
        input->alignToStep = false;
        s.plan = QueryPlanner::plan(*input);
        s.expanded = s.spec;
        // The dashboard's variables as they were picked when it was saved
        // (the GUI saves the current picks into the dashboard it captures).
        s.expanded.promql =
            QueryPlanner::expandVariables(request.dashboard.interpolate(s.spec.promql),
                                          s.plan.stepMs, input->scrapeIntervalMs, to - start);
        m_total += int(s.plan.chunks.size());
    };
    if (to < from)
        problem = tr("The capture range ends before it starts.");
    for (std::size_t l = 0; l < request.dashboard.lanes.size() && !problem; ++l) {
        const LaneSpec &lane = request.dashboard.lanes[l];
        for (std::size_t q = 0; q < lane.queries.size() && !problem; ++q) {
            Step s;
            s.lane = int(l);
            s.queryIndex = int(q);
            s.spec = lane.queries[q];
            plan(s, from, 0);
            m_steps.push_back(std::move(s));
        }
    }
    const QString rulesFrom = ruleSource();
    for (std::size_t r = 0; r < request.rules.size() && !problem; ++r) {
        const AlertRule &rule = request.rules[r];
        Step s;
        s.rule = int(r);
        s.spec.source = rulesFrom;
        s.spec.promql = rule.expr;
        s.spec.raw = QJsonObject{{QStringLiteral("source"), rulesFrom},
                                 {QStringLiteral("promql"), rule.expr}};
        // As `fleetscope-cli alerts`: evaluations start early enough that an
        // alert pending before `from` is in its right state at `from`.
        const qint64 step = std::max<qint64>(rule.groupIntervalMs, 1000);
        s.evalFromMs = AlertEvaluator::lookBackStart(rule, from, step);
        plan(s, s.evalFromMs, step);
        // What the rule reads, kept for a backtest in Replay: the operand of
        // a filter (so another threshold can be tried), else the answer;
        // from an hour early, so a longer `for` can be tried too.
        Step keep = s;
        keep.keep = true;
        keep.filter = RuleOverrides::filterOf(rule.expr);
        if (keep.filter) {
            keep.spec.promql = keep.filter->operand;
            keep.spec.raw.insert(QStringLiteral("promql"), keep.filter->operand);
        }
        keep.evalFromMs = std::min(s.evalFromMs, AlertEvaluator::alignDown(from - 3'600'000, step));
        m_steps.push_back(std::move(s));
        if (!problem) {
            plan(keep, keep.evalFromMs, step);
            m_steps.push_back(std::move(keep));
        }
    }
    for (std::size_t c = 0; c < request.changeProbes.size() && !problem; ++c) {
        const SourcedProbe &probe = request.changeProbes[c];
        Step s;
        s.change = int(c);
        s.spec.source = probe.source;
        s.spec.promql = probe.probe.promql;
        s.spec.raw = QJsonObject{{QStringLiteral("source"), probe.source},
                                 {QStringLiteral("promql"), probe.probe.promql}};
        std::optional<QString> unplanned;
        std::swap(unplanned, problem);
        // As the lanes ask them: from a little before the range, at a minute.
        plan(s, ChangeFeed::askFrom(from), ChangeFeed::kStepMs);
        // A probe the source cannot serve is left out, said, and the rest go on.
        if (problem) {
            m_warnings << *problem;
            problem = std::move(unplanned);
            continue;
        }
        problem = std::move(unplanned);
        m_steps.push_back(std::move(s));
    }
    for (std::size_t l = 0; l < request.dashboard.lanes.size() && !problem; ++l) {
        const LaneSpec &lane = request.dashboard.lanes[l];
        const auto it = request.baselines.find(lane.id);
        // A lane without a query on this fleet has nothing to compare.
        if (it == request.baselines.end() || it->second <= 0 || lane.queries.empty())
            continue;
        Step s;
        s.baseline = int(l);
        s.shiftMs = it->second;
        ++m_total; // one answer, however many requests
        m_steps.push_back(std::move(s));
    }
    if (problem) {
        // Asynchronously, like every other ending: callers connect after start().
        QMetaObject::invokeMethod(
            this, [this, p = *problem] { finish(std::unexpected(p)); }, Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_running)
                return;
            emit progress(0, m_total);
            runNext();
        },
        Qt::QueuedConnection);
}

void SnapshotCapture::cancel()
{
    if (!m_running)
        return;
    m_canceled = true;
    if (m_job) {
        // The job finishes with Canceled; onJobFinished reports it.
        m_job->cancel();
        return;
    }
    finish(std::unexpected(tr("The capture was canceled.")));
}

void SnapshotCapture::runNext()
{
    if (!m_running)
        return;
    if (m_canceled) {
        finish(std::unexpected(tr("The capture was canceled.")));
        return;
    }
    if (m_next == m_steps.size()) {
        Snapshot &s = m_snapshot;
        const Request &r = m_request;
        s.title = r.title.isEmpty() ? r.dashboard.title : r.title;
        s.fromMs = r.fromMs;
        s.toMs = r.toMs;
        s.capturedAtMs = QDateTime::currentMSecsSinceEpoch();
        s.capturedBy = AuditLog::currentUser();
        s.appVersion = QCoreApplication::applicationVersion();
        s.dashboard = r.dashboard;
        s.dashboardJson = r.dashboard.toJson();
        s.rulesYaml = r.rules.empty() ? QByteArray() : r.rulesYaml;
        s.fitJson = r.fitJson;
        s.explainJson = r.explainJson;
        s.audit = r.audit;
        s.runbookRegistry = r.runbookRegistry;
        std::set<QString> used;
        for (const Step &step : m_steps)
            used.insert(step.spec.source);
        for (const SourceConfig &c : m_registry->sources().sources)
            if (used.count(c.name))
                s.sources.push_back({c.name, typeName(c.type), safeUrl(c)});
        finish(std::move(m_snapshot));
        return;
    }
    const Step &step = m_steps[m_next];
    m_jobDone = 0;
    std::expected<QueryJob *, SourceError> job;
    if (step.baseline >= 0) {
        BaselineJob::Request b;
        b.lane = m_request.dashboard.lanes[std::size_t(step.baseline)];
        for (QuerySpec &q : b.lane.queries)
            q.promql = m_request.dashboard.interpolate(q.promql);
        b.fromMs = m_request.fromMs;
        b.toMs = m_request.toMs;
        b.shiftMs = step.shiftMs;
        b.scrapeStep = true;
        b.alignToStep = false; // on the lanes' own grid
        job = BaselineJob::create(m_registry, b);
    } else {
        job = m_registry->queryRange(step.expanded, step.plan);
    }
    if (!job && isOptional(step)) {
        skip(job.error().message);
        return;
    }
    if (!job) {
        finish(std::unexpected(tr("%1: %2").arg(describe(step), job.error().message)));
        return;
    }
    m_job = *job;
    m_job->setParent(this);
    m_jobDone = 0;
    const int chunks = std::max(int(step.plan.chunks.size()), 1);
    connect(m_job, &QueryJob::progress, this, [this, chunks](int done, int total) {
        // Jobs count their own requests; scale to this query's chunks.
        const int now = total > 0 ? int(qint64(done) * chunks / total) : 0;
        if (now > m_jobDone) {
            m_done += now - m_jobDone;
            m_jobDone = now;
            emit progress(m_done, m_total);
        }
    });
    connect(m_job, &QueryJob::finished, this, [this, j = m_job.data()] { onJobFinished(j); });
    m_job->start();
}

void SnapshotCapture::onJobFinished(QueryJob *job)
{
    job->deleteLater();
    if (job != m_job || !m_running)
        return;
    m_job = nullptr;
    const Step &step = m_steps[m_next];
    const QueryResult &r = job->result();
    if (!r) {
        if (m_canceled || r.error().kind == SourceError::Kind::Canceled) {
            finish(std::unexpected(tr("The capture was canceled.")));
            return;
        }
        if (isOptional(step)) {
            skip(r.error().message);
            return;
        }
        QString msg = r.error().message;
        if (r.error().kind == SourceError::Kind::Backend && !r.error().errorType.isEmpty())
            msg = tr("%1 (%2)").arg(msg, r.error().errorType);
        finish(std::unexpected(tr("%1: %2").arg(describe(step), msg)));
        return;
    }
    const TimeFormat utc(QTimeZone::utc());
    if (step.baseline >= 0 && r->series.empty()) {
        skip(tr("the source has no data from %1 to %2")
                 .arg(utc.dateMinutes(m_request.fromMs - step.shiftMs),
                      utc.dateMinutes(m_request.toMs - step.shiftMs)));
        return;
    }
    const int chunks = std::max(int(step.plan.chunks.size()), 1);
    m_done += chunks - m_jobDone;
    m_jobDone = chunks;
    if (step.baseline >= 0) {
        m_snapshot.baselines.push_back({m_request.dashboard.lanes[std::size_t(step.baseline)].id,
                                        step.shiftMs, static_cast<BaselineJob *>(job)->stepMs(),
                                        *r});
    } else if (step.keep) {
        const AlertRule &rule = m_request.rules[std::size_t(step.rule)];
        SnapshotRuleSeries kept{step.rule,
                                rule.name,
                                rule.expr,
                                {},
                                {},
                                {},
                                step.evalFromMs,
                                AlertEvaluator::alignDown(m_request.toMs, step.plan.stepMs),
                                step.plan.stepMs,
                                *r};
        if (step.filter) {
            kept.operand = step.filter->operand;
            kept.op = step.filter->op;
            kept.threshold = step.filter->number;
        }
        m_snapshot.ruleSeries.push_back(std::move(kept));
    } else if (step.change >= 0) {
        for (auto &e :
             ExplainEvents::eventsFrom(m_request.changeProbes[std::size_t(step.change)].probe, *r))
            if (e.timeMs >= m_request.fromMs && e.timeMs <= m_request.toMs)
                m_snapshot.changes.push_back(std::move(e));
        std::stable_sort(m_snapshot.changes.begin(), m_snapshot.changes.end(),
                         [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
    } else if (step.lane >= 0) {
        SnapshotQuery q;
        q.laneId = m_request.dashboard.lanes[std::size_t(step.lane)].id;
        q.queryIndex = step.queryIndex;
        q.spec = step.spec;
        q.stepMs = step.plan.stepMs;
        q.data = *r;
        m_snapshot.queries.push_back(std::move(q));
    } else {
        const AlertRule &rule = m_request.rules[std::size_t(step.rule)];
        const AlertEvaluator::Schedule schedule{step.evalFromMs, m_request.toMs, step.plan.stepMs};
        for (auto &a : AlertEvaluator::evaluate(rule, *r, schedule, m_request.tiers)) {
            if (a.overlaps(m_request.fromMs, m_request.toMs))
                m_snapshot.alerts.push_back(std::move(a));
        }
    }
    emit progress(m_done, m_total);
    ++m_next;
    runNext();
}

void SnapshotCapture::skip(const QString &why)
{
    const Step &step = m_steps[m_next];
    m_warnings << tr("%1: %2").arg(describe(step), why);
    m_done += std::max(int(step.plan.chunks.size()), 1) - m_jobDone;
    m_jobDone = 0;
    emit progress(m_done, m_total);
    ++m_next;
    runNext();
}

void SnapshotCapture::finish(std::expected<Snapshot, QString> result)
{
    if (!m_running)
        return;
    m_running = false;
    m_result = std::move(result);
    m_snapshot = Snapshot{};
    emit finished();
}

std::expected<Snapshot, QString>
SnapshotCapture::run(const SourceList &sources, const Request &request,
                     const std::function<void(const QString &)> &tellUser, QStringList *warnings)
{
    SnapshotCapture capture(sources);
    if (tellUser)
        connect(&capture, &SnapshotCapture::userActionRequired, &capture,
                [&tellUser](const QString &, const QString &message) { tellUser(message); });
    QEventLoop loop;
    connect(&capture, &SnapshotCapture::finished, &loop, &QEventLoop::quit);
    capture.start(request);
    if (capture.isRunning())
        loop.exec();
    if (warnings)
        *warnings = capture.warnings();
    return capture.takeResult();
}
