#include "baselinefeed.h"

#include "baseline.h"
#include "baselinejob.h"
#include "liveworkspace.h"
#include "queryplanner.h"
#include "sourceregistry.h"
#include "timecursor.h"
#include "workspacetr.h"

#include <QTimer>

BaselineFeed::BaselineFeed(LiveWorkspace *workspace, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    connect(m_debounce, &QTimer::timeout, this, [this] { update(false); });
    connect(workspace->cursor(), &TimeCursor::rangeChanged, m_debounce,
            qOverload<>(&QTimer::start));
    // New queries (the fit, a variable pick, other sources) ask anew.
    const auto again = [this] { update(true); };
    connect(workspace, &LiveWorkspace::dashboardFitted, this, again);
    connect(workspace, &LiveWorkspace::lanesReplaced, this, again);
    connect(workspace, &LiveWorkspace::variablesChanged, this, again);
}

BaselineFeed::~BaselineFeed()
{
    for (auto &[id, e] : m_held)
        dropJob(e);
}

bool BaselineFeed::replayHas(const QString &laneId, qint64 shiftMs) const
{
    const auto it = m_held.find(laneId);
    return it != m_held.end() && it->second.shiftMs == shiftMs && it->second.data;
}

bool BaselineFeed::compareAll(qint64 shiftMs)
{
    if (m_replay && shiftMs != 0) {
        const Dashboard &d = m_workspace->dashboard();
        for (const LaneSpec &l : d.lanes)
            if (!replayHas(l.id, shiftMs)) {
                m_replayProblem =
                    WorkspaceTr::tr("Replay is offline: the snapshot holds no baseline %1 for "
                                    "lane %2. Compare with it live and capture again.")
                        .arg(Baseline::describe(shiftMs), l.title);
                publishProblems();
                return false;
            }
    }
    m_replayProblem.clear();
    m_allShift = shiftMs;
    m_laneShift.clear();
    update(false);
    emit changed();
    publishProblems();
    return true;
}

bool BaselineFeed::compareLane(const QString &laneId, qint64 shiftMs)
{
    if (m_replay && shiftMs != 0 && !replayHas(laneId, shiftMs)) {
        m_replayProblem = WorkspaceTr::tr("Replay is offline: the snapshot holds no baseline %1 "
                                          "for this lane. Compare with it live and capture again.")
                              .arg(Baseline::describe(shiftMs));
        publishProblems();
        return false;
    }
    m_replayProblem.clear();
    m_laneShift[laneId] = shiftMs;
    update(false);
    emit changed();
    publishProblems();
    return true;
}

qint64 BaselineFeed::shiftOf(const QString &laneId) const
{
    const auto it = m_laneShift.find(laneId);
    return it != m_laneShift.end() ? it->second : m_allShift;
}

std::map<QString, qint64> BaselineFeed::choices() const
{
    std::map<QString, qint64> out;
    for (const LaneSpec &l : m_workspace->dashboard().lanes)
        if (const qint64 s = shiftOf(l.id); s > 0)
            out[l.id] = s;
    return out;
}

std::shared_ptr<const SeriesSet> BaselineFeed::data(const QString &laneId) const
{
    const qint64 shift = shiftOf(laneId);
    const auto it = m_held.find(laneId);
    if (shift <= 0 || it == m_held.end() || it->second.shiftMs != shift)
        return nullptr;
    return it->second.data;
}

QStringList BaselineFeed::problems() const
{
    QStringList out;
    if (!m_replayProblem.isEmpty())
        out << m_replayProblem;
    for (const LaneSpec &l : m_workspace->dashboard().lanes) {
        const auto it = m_held.find(l.id);
        if (it != m_held.end() && !it->second.problem.isEmpty() && shiftOf(l.id) > 0)
            out << WorkspaceTr::tr("Compare with %1, lane %2: %3")
                       .arg(Baseline::describe(it->second.shiftMs), l.title, it->second.problem);
    }
    return out;
}

void BaselineFeed::publishProblems()
{
    const QStringList now = problems();
    if (now == m_shownProblems)
        return;
    m_shownProblems = now;
    emit problemsChanged();
}

void BaselineFeed::setPlotWidth(int px)
{
    if (px > 0)
        m_widthPx = px;
}

void BaselineFeed::setReplay(const std::vector<SnapshotBaseline> &baselines)
{
    for (auto &[id, e] : m_held)
        dropJob(e);
    m_debounce->stop();
    m_replay = true;
    m_held.clear();
    m_laneShift.clear();
    m_allShift = 0;
    m_replayProblem.clear();
    for (const SnapshotBaseline &b : baselines) {
        Entry &e = m_held[b.laneId];
        e.shiftMs = b.shiftMs;
        e.heldStepMs = b.stepMs;
        e.data = std::make_shared<const SeriesSet>(b.data);
        m_laneShift[b.laneId] = b.shiftMs;
    }
    emit changed();
    publishProblems();
}

void BaselineFeed::clearReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_held.clear();
    m_laneShift.clear();
    m_allShift = 0;
    m_replayProblem.clear();
    emit changed();
    publishProblems();
}

void BaselineFeed::dropJob(Entry &e)
{
    ++e.generation;
    if (e.job) {
        e.job->disconnect();
        e.job->cancel();
        e.job->deleteLater();
    }
    e.job = nullptr;
}

void BaselineFeed::update(bool force)
{
    m_debounce->stop();
    if (m_replay || m_workspace->isReplay())
        return;
    const Dashboard &d = m_workspace->dashboard();
    // Lanes that no longer compare, or are gone, let go of their baselines.
    for (auto it = m_held.begin(); it != m_held.end();) {
        const bool kept = std::any_of(d.lanes.begin(), d.lanes.end(), [&](const LaneSpec &l) {
            return l.id == it->first && shiftOf(l.id) > 0;
        });
        if (kept) {
            ++it;
        } else {
            dropJob(it->second);
            it = m_held.erase(it);
        }
    }
    const TimeCursor *c = m_workspace->cursor();
    for (std::size_t l = 0; l < d.lanes.size(); ++l) {
        const LaneSpec &lane = d.lanes[l];
        const qint64 shift = shiftOf(lane.id);
        if (shift <= 0 || lane.queries.empty()) // no query on this fleet: nothing to compare
            continue;
        Entry &e = m_held[lane.id];
        if (e.shiftMs != shift) {
            dropJob(e);
            e = Entry{};
            e.shiftMs = shift;
        }
        // The step the lanes ask at this zoom: a baseline much coarser would
        // draw as a blur behind them.
        qint64 step = 0;
        if (!lane.queries.empty())
            if (auto in = m_workspace->registry()->planInput(lane.queries.front())) {
                in->fromMs = c->fromMs();
                in->toMs = c->toMs();
                in->widthPx = m_widthPx;
                step = QueryPlanner::chooseStep(*in);
            }
        const bool covered = e.heldToMs >= e.heldFromMs && c->fromMs() >= e.heldFromMs &&
                             c->toMs() <= e.heldToMs && (step == 0 || e.heldStepMs <= 2 * step);
        if (covered && !force)
            continue;
        if (e.job && !force)
            continue; // on its way
        ask(int(l), e);
    }
}

void BaselineFeed::ask(int lane, Entry &e)
{
    dropJob(e);
    const Dashboard &d = m_workspace->dashboard();
    const TimeCursor *c = m_workspace->cursor();
    BaselineJob::Request r;
    r.lane = d.lanes[std::size_t(lane)];
    for (QuerySpec &q : r.lane.queries)
        q.promql = d.interpolate(q.promql);
    // Half a range more on each side: a pan or the next minutes of a live
    // window stay inside what is held, and the baseline is history however
    // far right it reaches.
    const qint64 pad = c->durationMs() / 2;
    r.fromMs = c->fromMs() - pad;
    r.toMs = c->toMs() + pad;
    r.shiftMs = e.shiftMs;
    r.widthPx = m_widthPx * 2;
    const QString laneId = r.lane.id;
    auto job = BaselineJob::create(m_workspace->registry(), r, this);
    if (!job) {
        e.problem = job.error().message;
        publishProblems();
        return;
    }
    e.job = *job;
    const quint64 generation = e.generation;
    const TimeFormat format = c->format();
    connect(*job, &QueryJob::finished, this, [this, laneId, generation, job = *job, r, format] {
        job->deleteLater();
        const auto it = m_held.find(laneId);
        if (it == m_held.end() || it->second.generation != generation)
            return;
        Entry &e = it->second;
        e.job = nullptr;
        QueryResult result = job->takeResult();
        if (!result) {
            if (result.error().kind != SourceError::Kind::Canceled)
                e.problem = result.error().message; // what was shown stays
        } else {
            // An empty answer is held too: asking again would find nothing again.
            e.problem = result->series.empty()
                            ? WorkspaceTr::tr("the source has no data from %1 to %2. Choose "
                                              "another range to compare with.")
                                  .arg(format.dateMinutes(r.fromMs - r.shiftMs),
                                       format.dateMinutes(r.toMs - r.shiftMs))
                            : QString();
            e.data = result->series.empty() ? nullptr
                                            : std::make_shared<const SeriesSet>(std::move(*result));
            e.heldFromMs = r.fromMs;
            e.heldToMs = r.toMs;
            e.heldStepMs = job->stepMs();
            emit changed();
        }
        publishProblems();
    });
    (*job)->start();
}
