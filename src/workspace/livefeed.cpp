#include "livefeed.h"
#include "sharedseries.h"

#include "fleetaggregatejob.h"
#include "queryjob.h"
#include "seriesstore.h"
#include "sourceregistry.h"
#include "timecursor.h"
#include "variableloader.h"

#include <algorithm>
#include <QDateTime>
#include <QTimer>

namespace {
constexpr qint64 kMaxBackoffMs = 60'000;

qint64 backoffFor(int failures)
{
    // 2 s, 4 s, 8 s ... capped: a dead server is asked about once a minute,
    // not hammered, and comes back on its own.
    return std::min<qint64>(kMaxBackoffMs, 1000ll << std::min(failures, 6));
}
} // namespace

LiveFeed::LiveFeed(QNetworkAccessManager *nam, SourceRegistry *registry, TimeCursor *cursor,
                   SeriesStore *store, QObject *parent)
    : QObject(parent), m_registry(registry), m_cursor(cursor), m_store(store),
      m_variableLoader(new VariableLoader(nam, this)), m_tick(new QTimer(this)),
      m_debounce(new QTimer(this)), m_retry(new QTimer(this)),
      m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    m_tick->setInterval(int(m_refreshMs));
    connect(m_tick, &QTimer::timeout, this, &LiveFeed::onTick);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, [this] { update(true); });
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, [this] { update(false); });
    connect(m_cursor, &TimeCursor::rangeChanged, this, [this] {
        if (m_running)
            m_debounce->start();
    });
    connect(m_variableLoader, &VariableLoader::loaded, this, &LiveFeed::applyVariable);
    connect(m_variableLoader, &VariableLoader::failed, this, &LiveFeed::variableProblem);
    connect(m_variableLoader, &VariableLoader::finished, this, &LiveFeed::variablesChanged);
}

LiveFeed::~LiveFeed()
{
    for (auto &l : m_lanes)
        for (auto &q : l)
            dropJob(q);
}

void LiveFeed::dropJob(QueryState &q)
{
    if (!q.job)
        return;
    q.job->disconnect(this);
    q.job->cancel();
    q.job->deleteLater();
    q.job = nullptr;
}

void LiveFeed::start(const Dashboard &dashboard)
{
    stop();
    m_running = true;
    m_dashboard = dashboard;
    m_store->reset(dashboard.lanes);
    for (const LaneSpec &spec : dashboard.lanes) {
        Lane lane;
        for (const QuerySpec &qs : spec.queries) {
            QueryState q;
            q.spec = qs;
            lane.push_back(std::move(q));
        }
        m_lanes.push_back(std::move(lane));
    }
    setRefreshInterval(dashboard.refreshMs);
    m_cursor->showLast(dashboard.defaultRangeMs, now());
    m_debounce->stop(); // the fetch below covers that range
    if (!m_paused)
        m_tick->start();
    reloadVariables();
    emit variablesChanged();
    update(true);
}

void LiveFeed::replaceLanes(const std::vector<LaneSpec> &lanes)
{
    if (!m_running)
        return;
    for (auto &l : m_lanes)
        for (auto &q : l)
            dropJob(q);
    m_lanes.clear();
    m_dashboard.lanes = lanes;
    m_store->reset(lanes);
    for (const LaneSpec &spec : lanes) {
        Lane lane;
        for (const QuerySpec &qs : spec.queries) {
            QueryState q;
            q.spec = qs;
            lane.push_back(std::move(q));
        }
        m_lanes.push_back(std::move(lane));
    }
    update(true);
}

void LiveFeed::stop()
{
    m_running = false;
    for (auto &l : m_lanes)
        for (auto &q : l)
            dropJob(q);
    m_lanes.clear();
    m_dashboard = {};
    m_tick->stop();
    m_debounce->stop();
    m_retry->stop();
    m_variableLoader->cancel();
}

void LiveFeed::setSources(const SourceList &sources)
{
    m_variableLoader->setSources(sources);
    for (int l = 0; l < int(m_lanes.size()); ++l)
        for (int q = 0; q < int(m_lanes[std::size_t(l)].size()); ++q) {
            QueryState &s = state(l, q);
            s.failures = 0;
            s.retryAt = 0;
            s.seriesCount.reset(); // another server may hold another fleet
            // A full fetch from the new sources; the old data stays on
            // screen until it arrives.
            m_store->forgetRange(l, q);
        }
    update(true);
}

std::vector<LiveFeed::SourceHealth> LiveFeed::sourceHealth(const Dashboard &shown) const
{
    std::vector<SourceHealth> out;
    for (const auto &src : m_registry->sources().sources) {
        SourceHealth h;
        h.name = src.name;
        h.note = m_registry->statusNote(src.name);
        h.insecure = src.insecureSkipVerify && src.url.scheme() == QLatin1String("https");
        for (const LaneSpec &l : shown.lanes)
            for (const QuerySpec &q : l.queries)
                h.used = h.used || q.source == src.name;
        for (const auto &l : m_lanes)
            for (const auto &q : l) {
                if (q.spec.source != src.name)
                    continue;
                h.loading = h.loading || q.job;
                if (q.error && !h.error) {
                    h.error = q.error;
                    h.retryAtMs = q.retryAt;
                }
            }
        out.push_back(std::move(h));
    }
    return out;
}

void LiveFeed::setPlotWidth(int px)
{
    px = std::max(px, 50);
    if (px == m_widthPx)
        return;
    m_widthPx = px;
    if (m_running)
        m_debounce->start();
}

void LiveFeed::setRefreshInterval(qint64 ms)
{
    m_refreshMs = std::max<qint64>(ms, 1000);
    m_tick->setInterval(int(std::min<qint64>(m_refreshMs, INT_MAX)));
}

void LiveFeed::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused) {
        m_tick->stop();
    } else if (m_running) {
        m_tick->start();
        onTick();
    }
}

void LiveFeed::setFetchDelay(int ms)
{
    m_debounce->setInterval(ms);
}

void LiveFeed::refreshNow()
{
    if (!m_running)
        return;
    m_cursor->advanceTo(now());
    update(true);
}

void LiveFeed::retryNow()
{
    for (auto &l : m_lanes)
        for (auto &q : l)
            q.retryAt = 0;
    update(true);
}

void LiveFeed::onTick()
{
    if (m_paused || !m_running)
        return;
    m_cursor->advanceTo(now());
    m_debounce->stop();
    update(false);
}

void LiveFeed::update(bool userAction)
{
    if (!m_running)
        return;
    for (int l = 0; l < int(m_lanes.size()); ++l)
        for (int q = 0; q < int(m_lanes[std::size_t(l)].size()); ++q)
            updateQuery(l, q, userAction);
    // The earliest pending retry wakes us up; everything else waits for the
    // tick or the user.
    qint64 next = 0;
    for (const auto &l : m_lanes)
        for (const auto &q : l)
            if (q.retryAt && (!next || q.retryAt < next))
                next = q.retryAt;
    if (next)
        m_retry->start(int(std::clamp<qint64>(next - now(), 0, kMaxBackoffMs)));
}

void LiveFeed::updateQuery(int lane, int qi, bool userAction)
{
    QueryState &q = state(lane, qi);
    auto input = m_registry->planInput(q.spec);
    if (!input) {
        q.error = input.error();
        refreshStatus(lane);
        return;
    }
    input->fromMs = m_cursor->fromMs();
    input->toMs = m_cursor->toMs();
    input->widthPx = m_widthPx;
    const qint64 step = QueryPlanner::chooseStep(*input);
    const qint64 from = (input->fromMs / step) * step;
    const qint64 to = (input->toMs / step) * step;

    const SeriesStore::Held &held = m_store->held(lane, qi);
    const bool sameGrid = held.stepMs == step && held.toMs >= 0 && from >= held.fromMs;
    const bool covered = sameGrid && to <= held.toMs;
    const bool tail = sameGrid && !covered && from <= held.toMs;
    if (covered) {
        // Back inside what is held: an answer for the range just left would
        // only replace good data with data for somewhere else.
        if (q.job && !q.jobIsTail) {
            dropJob(q);
            ++q.generation;
            refreshStatus(lane);
        }
        return;
    }
    if (q.job) {
        // A tail already on its way will deliver; a full fetch of the old
        // range is superseded.
        if (tail && (q.jobIsTail || !userAction))
            return;
        if (!tail && !q.jobIsTail && !userAction)
            return;
    }
    // An automatic retry waits for its backoff; a user's zoom or pan does not.
    if (!userAction && q.retryAt && now() < q.retryAt)
        return;
    // A query the server called bad stays bad: asking again every tick would
    // only repeat the error. The user's next zoom, pan or F5 tries again.
    if (!userAction && q.error && !q.error->isRetryable())
        return;
    QueryPlanner::Plan plan =
        tail ? QueryPlanner::planTail(*input, held.toMs) : QueryPlanner::plan(*input);
    // A whole range: coarse first, then sub-ranges side by side and cached,
    // so a slow query draws within seconds and a pan reuses what it has.
    plan.drawEarly = !tail;
    startJob(lane, qi, plan, tail);
}

void LiveFeed::startJob(int lane, int qi, const QueryPlanner::Plan &plan, bool tail)
{
    QueryState &q = state(lane, qi);
    dropJob(q);
    const quint64 gen = ++q.generation;
    QuerySpec spec = q.spec;
    if (auto in = m_registry->planInput(spec))
        spec.promql =
            QueryPlanner::expandVariables(m_dashboard.interpolate(spec.promql), plan.stepMs,
                                          in->scrapeIntervalMs, m_cursor->durationMs());
    // A whole range, or a tail of a lane the server aggregates, goes
    // through the lane's own job; a tail of plain series is a range query.
    const bool keep = (tail && q.server) || (!tail && q.keepSeries);
    q.keepSeries = false;
    auto job = tail && !q.server ? m_registry->queryRange(spec, plan)
                                 : m_registry->queryLane(spec, plan, laneRequest(lane, qi, keep));
    if (!job) {
        q.error = job.error();
        refreshStatus(lane);
        return;
    }
    q.job = *job;
    q.job->setParent(this);
    q.jobIsTail = tail;
    connect(q.job, &QueryJob::finished, this, [this, lane, qi, gen, j = q.job.data(), plan] {
        onJobFinished(lane, qi, gen, j, plan);
    });
    // The coarse answer shows until the whole one is merged in. It holds no
    // range: the next tick neither counts it as covered nor extends it.
    connect(q.job, &QueryJob::partial, this,
            [this, lane, qi, gen](std::shared_ptr<const SeriesSet> early) {
                if (lane < int(m_lanes.size()) && qi < int(m_lanes[std::size_t(lane)].size()) &&
                    state(lane, qi).generation == gen) {
                    m_store->replace(lane, qi, SeriesStore::Held{std::move(early), 0, -1, 0});
                    refreshStatus(lane);
                }
            });
    refreshStatus(lane);
    q.job->start();
}

FleetAggregates::Request LiveFeed::laneRequest(int lane, int qi, bool keepHeld) const
{
    const LaneSpec &spec = m_dashboard.lanes[std::size_t(lane)];
    const QueryState &q = m_lanes[std::size_t(lane)][std::size_t(qi)];
    const SeriesStore::Held &held = m_store->held(lane, qi);
    FleetAggregates::Request r;
    r.aggregate = spec.aggregate;
    r.topK = spec.topK;
    r.outliersHigh = spec.outliersHigh;
    // A stacked lane draws every part: there is no envelope to ask for.
    r.threshold =
        spec.stacked
            ? 0
            : m_dashboard.serverAggregatesAboveFor(spec, FleetAggregates::kDefaultThreshold);
    r.seriesCount = q.seriesCount;
    r.showingThem = q.server;
    if (keepHeld && held.data && q.server)
        r.keep = FleetAggregates::fetchedSeries(*held.data);
    if (!m_highlight.isEmpty())
        r.highlight = held.data ? FleetAggregates::identityFor(m_highlight, *held.data)
                                : m_highlight.identity;
    return r;
}

void LiveFeed::setHighlight(const SeriesSelector &selector)
{
    m_highlight = selector;
    if (!m_running || selector.isEmpty())
        return;
    for (int l = 0; l < int(m_lanes.size()); ++l)
        for (int qi = 0; qi < int(m_lanes[std::size_t(l)].size()); ++qi) {
            QueryState &q = state(l, qi);
            const SeriesStore::Held &held = m_store->held(l, qi);
            if (!q.server || !held.data)
                continue;
            const auto fetched = FleetAggregates::fetchedSeries(*held.data);
            if (std::any_of(fetched.begin(), fetched.end(),
                            [&](const Labels &s) { return selector.matches(s); }))
                continue;
            // The same range again with the same top k, and the highlighted
            // series with them; the envelope comes from the source's cache.
            // A whole fetch still on its way ranks anew instead: what is held
            // may be its coarse envelope alone.
            q.keepSeries = !(q.job && !q.jobIsTail);
            m_store->forgetRange(l, qi);
            updateQuery(l, qi, true);
        }
}

void LiveFeed::onJobFinished(int lane, int qi, quint64 generation, QueryJob *job,
                             const QueryPlanner::Plan &plan)
{
    if (lane >= int(m_lanes.size()) || qi >= int(m_lanes[std::size_t(lane)].size())) {
        job->deleteLater();
        return;
    }
    QueryState &q = state(lane, qi);
    // A late answer for a range the user has left must never overwrite the
    // newer one.
    if (generation != q.generation) {
        job->deleteLater();
        return;
    }
    const QueryResult &r = job->result();
    if (!r) {
        job->deleteLater();
        q.job = nullptr;
        if (r.error().kind == SourceError::Kind::Canceled)
            return;
        q.error = r.error();
        ++q.failures;
        q.retryAt = r.error().isRetryable() ? now() + backoffFor(q.failures) : 0;
        refreshStatus(lane);
        if (q.retryAt)
            update(false);
        return;
    }
    // The store merges on the thread pool. The finished job stays in q.job
    // meanwhile, so no second tail starts against the old data; a newer
    // fetch drops it, and the merge with it.
    SeriesStore::Update u;
    u.tail = q.jobIsTail;
    u.stepMs = plan.stepMs;
    u.fromMs = plan.chunks.empty() ? 0 : plan.chunks.front().startMs;
    u.toMs = plan.chunks.empty() ? -1 : plan.chunks.back().endMs;
    // The live window keeps a margin behind its left edge for a quick pan
    // back; older points are trimmed so memory stays flat over a night shift.
    if (m_cursor->followsLive())
        u.keepFromMs = m_cursor->fromMs() - m_cursor->durationMs();
    if (const auto *fleetJob = qobject_cast<FleetAggregateJob *>(job); fleetJob && !q.jobIsTail) {
        q.seriesCount = fleetJob->seriesCount();
        q.server = fleetJob->serverAggregated();
    }
    const QStringList warnings = r->warnings + r->infos; // before the result is taken
    const bool incomplete = job->isIncomplete();
    u.answer = shareSeries(std::move(*job->takeResult()));
    m_store->merge(
        lane, qi, std::move(u),
        [this, lane, qi, generation] {
            return lane < int(m_lanes.size()) && qi < int(m_lanes[std::size_t(lane)].size()) &&
                   state(lane, qi).generation == generation;
        },
        [this, lane, qi, warnings, incomplete] {
            QueryState &q = state(lane, qi);
            const int failedBefore = q.failures;
            if (q.job)
                q.job->deleteLater();
            q.job = nullptr;
            q.error.reset();
            q.failures = 0;
            q.retryAt = 0;
            q.warnings = warnings;
            if (incomplete) {
                // Part of the range failed: what arrived stays, the range is
                // not held, and the next fetch (after a backoff) asks again;
                // the sub-ranges that came are in the source's cache.
                m_store->forgetRange(lane, qi);
                q.failures = failedBefore + 1;
                q.retryAt = now() + backoffFor(q.failures);
                m_retry->start(int(std::clamp<qint64>(q.retryAt - now(), 0, kMaxBackoffMs)));
            }
            refreshStatus(lane);
            emit refreshed(now());
        });
}

void LiveFeed::refreshStatus(int lane)
{
    LaneStatus s;
    s.lastSuccessMs = m_store->laneStatus(lane).lastSuccessMs;
    bool anyData = false;
    for (int qi = 0; qi < int(m_lanes[std::size_t(lane)].size()); ++qi) {
        const QueryState &q = state(lane, qi);
        const SeriesStore::Held &held = m_store->held(lane, qi);
        if (q.job)
            s.loading = true;
        if (q.error && !s.error)
            s.error = q.error;
        if (q.retryAt && (!s.retryAtMs || q.retryAt < s.retryAtMs))
            s.retryAtMs = q.retryAt;
        for (const auto &w : q.warnings)
            if (!s.warnings.contains(w))
                s.warnings << w;
        if (held.data)
            anyData = true;
        // Data that holds no range is a coarse answer (see startJob).
        if (held.data && held.toMs < held.fromMs && held.stepMs == 0 && q.job)
            s.coarse = true;
        s.stepMs = std::max(s.stepMs, held.stepMs);
    }
    if (s.error)
        s.state = LaneStatus::State::Error;
    else if (anyData)
        s.state = LaneStatus::State::Ok;
    else if (s.loading)
        s.state = LaneStatus::State::Loading;
    if (!s.error && anyData && !s.loading)
        s.lastSuccessMs = now();
    m_store->setLaneStatus(lane, s);
}

// Variables: loading their choices, a user's pick, and re-fetching only the
// lanes a pick changes.

void LiveFeed::reloadVariables()
{
    if (!m_running)
        return;
    m_variableLoader->load(m_dashboard.variables, m_cursor->fromMs(), m_cursor->toMs());
}

bool LiveFeed::isLoadingVariables() const
{
    return m_variableLoader->isLoading();
}

void LiveFeed::selectVariable(const QString &name, const QStringList &values)
{
    if (!m_running)
        return;
    const auto it = std::find_if(m_dashboard.variables.begin(), m_dashboard.variables.end(),
                                 [&](const DashboardVariable &v) { return v.name == name; });
    if (it == m_dashboard.variables.end())
        return;
    DashboardVariable v = *it;
    v.current = values;
    if (v.current.isEmpty() && v.includeAll)
        v.current << QLatin1String(DashboardVariable::kAll);
    if (!v.multi && v.current.size() > 1)
        v.current = v.current.mid(0, 1);
    applyVariable(v);
    // The query variables after it may list other choices now.
    const std::size_t next = std::size_t(it - m_dashboard.variables.begin()) + 1;
    for (std::size_t i = next; i < m_dashboard.variables.size(); ++i)
        if (m_dashboard.variables[i].kind == DashboardVariable::Kind::Query) {
            m_variableLoader->load(m_dashboard.variables, m_cursor->fromMs(), m_cursor->toMs(),
                                   next);
            break;
        }
}

void LiveFeed::resetQuery(int lane, int qi)
{
    QueryState &q = state(lane, qi);
    dropJob(q);
    ++q.generation; // a merge still running belongs to the old picks
    q.error.reset();
    q.failures = 0;
    q.retryAt = 0;
    q.warnings.clear();
    q.seriesCount.reset();
    q.server = false;
    m_store->replace(lane, qi, {});
}

void LiveFeed::applyVariable(const DashboardVariable &variable)
{
    DashboardVariable *mine = m_dashboard.variable(variable.name);
    if (!mine)
        return;
    std::vector<QString> before;
    for (const Lane &l : m_lanes)
        for (const QueryState &q : l)
            before.push_back(m_dashboard.interpolate(q.spec.promql));
    *mine = variable;
    std::size_t i = 0;
    bool changed = false;
    for (int l = 0; l < int(m_lanes.size()); ++l) {
        bool laneChanged = false;
        for (int q = 0; q < int(m_lanes[std::size_t(l)].size()); ++q)
            if (m_dashboard.interpolate(state(l, q).spec.promql) != before[i++]) {
                // Its old series belong to other picks.
                resetQuery(l, q);
                laneChanged = true;
            }
        if (laneChanged) {
            changed = true;
            refreshStatus(l);
        }
    }
    emit variablesChanged();
    if (changed)
        update(true);
}
