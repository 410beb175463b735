#include "liveworkspace.h"

#include "queryjob.h"
#include "sourceregistry.h"
#include "timecursor.h"
#include "variableloader.h"

#include <algorithm>
#include <QDateTime>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
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

LiveWorkspace::LiveWorkspace(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam), m_registry(new SourceRegistry(nam, this)),
      m_cursor(new TimeCursor(this)), m_variableLoader(new VariableLoader(nam, this)),
      m_tick(new QTimer(this)), m_debounce(new QTimer(this)), m_retry(new QTimer(this)),
      m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    m_tick->setInterval(int(m_refreshMs));
    connect(m_tick, &QTimer::timeout, this, &LiveWorkspace::onTick);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, [this] { update(true); });
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, [this] { update(false); });
    connect(m_cursor, &TimeCursor::rangeChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_registry, &SourceRegistry::userActionRequired, this, &LiveWorkspace::signInRequired);
    connect(m_registry, &SourceRegistry::statusNoteChanged, this,
            &LiveWorkspace::sourceNoteChanged);
    connect(m_variableLoader, &VariableLoader::loaded, this, &LiveWorkspace::applyVariable);
    connect(m_variableLoader, &VariableLoader::failed, this, &LiveWorkspace::variableProblem);
    connect(m_variableLoader, &VariableLoader::finished, this, &LiveWorkspace::variablesChanged);
}

LiveWorkspace::~LiveWorkspace()
{
    for (auto &l : m_lanes)
        for (auto &q : l.queries)
            if (q.job) {
                q.job->disconnect(this);
                q.job->cancel();
                q.job->deleteLater();
            }
}

void LiveWorkspace::setSources(const SourceList &sources)
{
    m_registry->setSources(sources);
    m_variableLoader->setSources(sources);
    for (int i = 0; i < laneCount(); ++i)
        for (auto &q : m_lanes[std::size_t(i)].queries) {
            q.heldTo = -1; // force a full fetch from the new sources
            q.failures = 0;
            q.retryAt = 0;
        }
    update(true);
}

const SourceList &LiveWorkspace::sources() const
{
    return m_registry->sources();
}

void LiveWorkspace::setDashboard(const Dashboard &dashboard)
{
    ++m_epoch; // merges still running belong to the old lanes
    for (auto &l : m_lanes)
        for (auto &q : l.queries)
            if (q.job) {
                q.job->disconnect(this);
                q.job->cancel();
                q.job->deleteLater();
            }
    const bool wasReplay = m_replay;
    m_replay = false;
    m_snapshot = {};
    m_cutoff.reset();
    m_dashboard = dashboard;
    m_lanes.clear();
    for (const auto &spec : dashboard.lanes) {
        Lane lane;
        lane.spec = spec;
        for (const auto &qs : spec.queries) {
            QueryState q;
            q.spec = qs;
            lane.queries.push_back(std::move(q));
        }
        lane.combined = std::make_shared<SeriesSet>();
        m_lanes.push_back(std::move(lane));
    }
    setRefreshInterval(dashboard.refreshMs);
    m_cursor->showLast(dashboard.defaultRangeMs, now());
    if (!m_paused)
        m_tick->start();
    if (wasReplay && !m_loadingReplay)
        emit modeChanged(false);
    if (m_loadingReplay)
        m_variableLoader->cancel(); // a snapshot keeps the picks it was taken with
    else
        reloadVariables();
    emit variablesChanged();
    update(true);
}

void LiveWorkspace::setReplay(const Snapshot &snapshot)
{
    // The lanes are rebuilt as for any dashboard, without asking a source.
    m_loadingReplay = true;
    setDashboard(snapshot.dashboard);
    m_loadingReplay = false;
    m_tick->stop();
    m_debounce->stop();
    m_retry->stop();
    m_replay = true;
    m_snapshot = snapshot;
    m_cutoff.reset();
    for (std::size_t l = 0; l < m_lanes.size(); ++l) {
        Lane &lane = m_lanes[l];
        for (std::size_t qi = 0; qi < lane.queries.size(); ++qi) {
            QueryState &q = lane.queries[qi];
            if (q.job) {
                q.job->disconnect(this);
                q.job->cancel();
                q.job->deleteLater();
                q.job = nullptr;
            }
            for (const SnapshotQuery &sq : snapshot.queries)
                if (sq.laneId == lane.spec.id && sq.queryIndex == int(qi)) {
                    q.data = std::make_shared<SeriesSet>(sq.data);
                    q.heldStep = sq.stepMs;
                    q.heldFrom = snapshot.fromMs;
                    q.heldTo = snapshot.toMs;
                }
            q.error.reset();
        }
        recombine(int(l));
        LaneStatus st;
        st.state = LaneStatus::State::Ok;
        st.lastSuccessMs = snapshot.capturedAtMs;
        for (const auto &q : lane.queries)
            st.stepMs = std::max(st.stepMs, q.heldStep);
        lane.status = st;
    }
    m_cursor->setRange(snapshot.fromMs, std::max(snapshot.toMs, snapshot.fromMs + 60'000));
    emit modeChanged(true);
    for (int l = 0; l < laneCount(); ++l) {
        emit laneStatusChanged(l);
        emit laneDataChanged(l);
    }
}

void LiveWorkspace::setReplayCutoff(std::optional<qint64> tMs)
{
    if (!m_replay || m_cutoff == tMs)
        return;
    m_cutoff = tMs;
    // The lanes' reductions honour the cutoff (Reduction::Input::knownUntilMs):
    // no data is copied or recombined on a replay tick, only re-reduced on
    // the worker pool.
    for (int l = 0; l < laneCount(); ++l)
        emit laneDataChanged(l);
}

std::shared_ptr<const SeriesSet> LiveWorkspace::laneData(int lane) const
{
    return m_lanes.at(std::size_t(lane)).combined;
}

const LaneStatus &LiveWorkspace::laneStatus(int lane) const
{
    return m_lanes.at(std::size_t(lane)).status;
}

std::vector<LiveWorkspace::SourceHealth> LiveWorkspace::sourceHealth() const
{
    std::vector<SourceHealth> out;
    for (const auto &src : sources().sources) {
        SourceHealth h;
        h.name = src.name;
        h.note = m_registry->statusNote(src.name);
        h.insecure = src.insecureSkipVerify && src.url.scheme() == QLatin1String("https");
        for (const auto &l : m_lanes)
            for (const auto &q : l.queries) {
                if (q.spec.source != src.name)
                    continue;
                h.used = true;
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

void LiveWorkspace::setPlotWidth(int px)
{
    px = std::max(px, 50);
    if (px == m_widthPx)
        return;
    m_widthPx = px;
    m_debounce->start();
}

void LiveWorkspace::setRefreshInterval(qint64 ms)
{
    m_refreshMs = std::max<qint64>(ms, 1000);
    m_tick->setInterval(int(std::min<qint64>(m_refreshMs, INT_MAX)));
}

void LiveWorkspace::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused) {
        m_tick->stop();
    } else {
        m_tick->start();
        onTick();
    }
}

void LiveWorkspace::setFetchDelay(int ms)
{
    m_debounce->setInterval(ms);
}

void LiveWorkspace::refreshNow()
{
    m_cursor->advanceTo(now());
    update(true);
}

void LiveWorkspace::retryNow()
{
    for (auto &l : m_lanes)
        for (auto &q : l.queries)
            q.retryAt = 0;
    update(true);
}

void LiveWorkspace::onTick()
{
    if (m_paused || m_replay)
        return;
    m_cursor->advanceTo(now());
    m_debounce->stop();
    update(false);
}

void LiveWorkspace::update(bool userAction)
{
    if (m_replay || m_loadingReplay)
        return; // a snapshot needs no network
    for (int l = 0; l < laneCount(); ++l)
        for (int q = 0; q < int(m_lanes[std::size_t(l)].queries.size()); ++q)
            updateQuery(l, q, userAction);
    // The earliest pending retry wakes us up; everything else waits for the
    // tick or the user.
    qint64 next = 0;
    for (const auto &l : m_lanes)
        for (const auto &q : l.queries)
            if (q.retryAt && (!next || q.retryAt < next))
                next = q.retryAt;
    if (next)
        m_retry->start(int(std::clamp<qint64>(next - now(), 0, kMaxBackoffMs)));
}

void LiveWorkspace::updateQuery(int lane, int qi, bool userAction)
{
    QueryState &q = m_lanes[std::size_t(lane)].queries[std::size_t(qi)];
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

    const bool sameGrid = q.heldStep == step && q.heldTo >= 0 && from >= q.heldFrom;
    const bool covered = sameGrid && to <= q.heldTo;
    const bool tail = sameGrid && !covered && from <= q.heldTo;
    if (covered) {
        // Back inside what is held: an answer for the range just left would
        // only replace good data with data for somewhere else.
        if (q.job && !q.jobIsTail) {
            q.job->disconnect(this);
            q.job->cancel();
            q.job->deleteLater();
            q.job = nullptr;
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
    const QueryPlanner::Plan plan =
        tail ? QueryPlanner::planTail(*input, q.heldTo) : QueryPlanner::plan(*input);
    startJob(lane, qi, plan, tail);
}

void LiveWorkspace::startJob(int lane, int qi, const QueryPlanner::Plan &plan, bool tail)
{
    QueryState &q = m_lanes[std::size_t(lane)].queries[std::size_t(qi)];
    if (q.job) {
        q.job->disconnect(this);
        q.job->cancel();
        q.job->deleteLater();
        q.job = nullptr;
    }
    const quint64 gen = ++q.generation;
    QuerySpec spec = q.spec;
    if (auto in = m_registry->planInput(spec))
        spec.promql =
            QueryPlanner::expandVariables(m_dashboard.interpolate(spec.promql), plan.stepMs,
                                          in->scrapeIntervalMs, m_cursor->durationMs());
    auto job = m_registry->queryRange(spec, plan);
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
    refreshStatus(lane);
    q.job->start();
}

void LiveWorkspace::onJobFinished(int lane, int qi, quint64 generation, QueryJob *job,
                                  QueryPlanner::Plan plan)
{
    if (lane >= laneCount() || qi >= int(m_lanes[std::size_t(lane)].queries.size())) {
        job->deleteLater();
        return;
    }
    QueryState &q = m_lanes[std::size_t(lane)].queries[std::size_t(qi)];
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
    // Merging a tail into a 1,000-series store and trimming it copies
    // megabytes: that runs on the thread pool, and the GUI thread only swaps
    // the finished set in (applyMerged). The finished job stays in q.job
    // meanwhile, so no second tail starts against the old data; a newer
    // fetch or dashboard drops it, and the merged set with it.
    const bool tail = q.jobIsTail;
    // The live window keeps a margin behind its left edge for a quick pan
    // back; older points are trimmed so memory stays flat over a night shift.
    const std::optional<qint64> keepFrom =
        m_cursor->followsLive() ? std::optional<qint64>(m_cursor->fromMs() - m_cursor->durationMs())
                                : std::nullopt;
    const QStringList warnings = r->warnings + r->infos;
    auto answer = std::make_shared<SeriesSet>(std::move(*job->takeResult()));
    std::shared_ptr<const SeriesSet> held = tail ? q.data : nullptr;
    const qint64 heldFrom = tail                  ? q.heldFrom
                            : plan.chunks.empty() ? 0
                                                  : plan.chunks.front().startMs;
    auto *watcher = new QFutureWatcher<std::shared_ptr<SeriesSet>>(this);
    connect(watcher, &QFutureWatcher<std::shared_ptr<SeriesSet>>::finished, this,
            [this, watcher, lane, qi, generation, epoch = m_epoch, plan, keepFrom, warnings] {
                watcher->deleteLater();
                if (epoch == m_epoch)
                    applyMerged(lane, qi, generation, plan, keepFrom,
                                watcher->future().takeResult(), warnings);
            });
    watcher->setFuture(QtConcurrent::run([held, answer, keepFrom, heldFrom] {
        std::shared_ptr<SeriesSet> next = answer;
        if (held) {
            next = std::make_shared<SeriesSet>(*held);
            next->merge(*answer);
        }
        if (keepFrom && *keepFrom > heldFrom)
            next->trimBefore(*keepFrom);
        return next;
    }));
}

void LiveWorkspace::applyMerged(int lane, int qi, quint64 generation,
                                const QueryPlanner::Plan &plan, std::optional<qint64> keepFrom,
                                std::shared_ptr<SeriesSet> next, const QStringList &warnings)
{
    if (lane >= laneCount() || qi >= int(m_lanes[std::size_t(lane)].queries.size()))
        return;
    QueryState &q = m_lanes[std::size_t(lane)].queries[std::size_t(qi)];
    if (generation != q.generation)
        return;
    const bool tail = q.jobIsTail;
    if (q.job)
        q.job->deleteLater();
    q.job = nullptr;
    const qint64 planFrom = plan.chunks.empty() ? 0 : plan.chunks.front().startMs;
    const qint64 planTo = plan.chunks.empty() ? -1 : plan.chunks.back().endMs;
    if (!tail)
        q.heldFrom = planFrom;
    q.heldTo = planTo;
    q.heldStep = plan.stepMs;
    // What the worker trimmed is no longer held.
    if (keepFrom && *keepFrom > q.heldFrom)
        q.heldFrom = (*keepFrom / q.heldStep + 1) * q.heldStep;
    q.data = std::move(next);
    q.error.reset();
    q.failures = 0;
    q.retryAt = 0;
    q.warnings = warnings;
    recombine(lane);
    refreshStatus(lane);
    emit laneDataChanged(lane);
    emit refreshed(now());
}

void LiveWorkspace::recombine(int lane)
{
    Lane &l = m_lanes[std::size_t(lane)];
    if (l.queries.size() == 1) {
        l.combined =
            l.queries.front().data ? l.queries.front().data : std::make_shared<SeriesSet>();
        return;
    }
    // Several queries in one lane: tag each series with its query so equal
    // label sets from different queries stay apart.
    auto out = std::make_shared<SeriesSet>();
    for (std::size_t i = 0; i < l.queries.size(); ++i) {
        if (!l.queries[i].data)
            continue;
        SeriesSet tagged = *l.queries[i].data;
        for (auto &s : tagged.series)
            s.labels.set(QStringLiteral("__query__"), QString::number(i + 1));
        out->merge(tagged);
    }
    l.combined = std::move(out);
}

void LiveWorkspace::refreshStatus(int lane)
{
    Lane &l = m_lanes[std::size_t(lane)];
    LaneStatus s;
    s.lastSuccessMs = l.status.lastSuccessMs;
    bool anyData = false;
    for (const auto &q : l.queries) {
        if (q.job)
            s.loading = true;
        if (q.error && !s.error)
            s.error = q.error;
        if (q.retryAt && (!s.retryAtMs || q.retryAt < s.retryAtMs))
            s.retryAtMs = q.retryAt;
        for (const auto &w : q.warnings)
            if (!s.warnings.contains(w))
                s.warnings << w;
        if (q.data)
            anyData = true;
        s.stepMs = std::max(s.stepMs, q.heldStep);
    }
    if (s.error)
        s.state = LaneStatus::State::Error;
    else if (anyData)
        s.state = LaneStatus::State::Ok;
    else if (s.loading)
        s.state = LaneStatus::State::Loading;
    if (!s.error && anyData && !s.loading)
        s.lastSuccessMs = now();
    l.status = s;
    emit laneStatusChanged(lane);
}
