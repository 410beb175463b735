#include "liveworkspace.h"

#include "baselinefeed.h"
#include "changefeed.h"
#include "fleetdiscovery.h"
#include "podinventory.h"
#include "seriesstore.h"
#include "snapshotfeed.h"
#include "sourceregistry.h"
#include "timecursor.h"

#include <algorithm>

LiveWorkspace::LiveWorkspace(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_registry(new SourceRegistry(nam, this)), m_cursor(new TimeCursor(this)),
      m_store(new SeriesStore(this)),
      m_live(new LiveFeed(nam, m_registry, m_cursor, m_store, this)),
      m_discovery(new FleetDiscovery(m_registry, this)),
      m_pods(new PodInventory(m_registry, m_discovery, m_cursor, this))
{
    connect(m_live, &LiveFeed::refreshed, m_pods, [this](qint64 wallMs) {
        if (!m_replay)
            m_pods->refresh(wallMs);
    });
    connect(m_discovery, &FleetDiscovery::catalogReady, this, [this] { refit(); });
    connect(m_store, &SeriesStore::laneDataChanged, this, &LiveWorkspace::laneDataChanged);
    connect(m_store, &SeriesStore::laneStatusChanged, this, &LiveWorkspace::laneStatusChanged);
    connect(m_live, &LiveFeed::refreshed, this, &LiveWorkspace::refreshed);
    connect(m_live, &LiveFeed::variablesChanged, this, &LiveWorkspace::variablesChanged);
    connect(m_live, &LiveFeed::variableProblem, this, &LiveWorkspace::variableProblem);
    connect(m_registry, &SourceRegistry::userActionRequired, this, &LiveWorkspace::signInRequired);
    connect(m_registry, &SourceRegistry::statusNoteChanged, this,
            &LiveWorkspace::sourceNoteChanged);
    m_changes = new ChangeFeed(this, this);
    m_baselines = new BaselineFeed(this, this);
}

LiveWorkspace::~LiveWorkspace() = default;

void LiveWorkspace::setSources(const SourceList &sources)
{
    m_registry->setSources(sources);
    m_pods->reset();
    m_discovery->discover();
    m_live->setSources(sources);
    refit();
}

std::vector<const FitEntry *> LiveWorkspace::laneFit(int lane) const
{
    std::vector<const FitEntry *> out;
    const Dashboard &d = dashboard();
    if (lane < 0 || lane >= int(d.lanes.size()))
        return out;
    for (const FitEntry &e : fit().entries)
        if (e.kind == FitEntry::Kind::Lane && e.id == d.lanes[size_t(lane)].id)
            out.push_back(&e);
    return out;
}

const MetricCatalog *LiveWorkspace::catalog(const QString &source) const
{
    const auto &all = m_discovery->catalogs();
    const auto it = all.find(source);
    return it == all.end() ? nullptr : &it->second;
}

void LiveWorkspace::refit()
{
    if (m_replay || m_written.lanes.empty())
        return;
    Dashboard fitted = m_written;
    FitReport report = FleetFit::fitDashboard(fitted, m_discovery->catalogs());
    const Dashboard &running = m_live->dashboard();
    bool same = fitted.lanes.size() == running.lanes.size();
    for (size_t l = 0; same && l < fitted.lanes.size(); ++l) {
        const LaneSpec &a = fitted.lanes[l];
        const LaneSpec &b = running.lanes[l];
        same = a.title == b.title && a.queries.size() == b.queries.size();
        for (size_t q = 0; same && q < a.queries.size(); ++q)
            same = a.queries[q].source == b.queries[q].source &&
                   a.queries[q].promql == b.queries[q].promql &&
                   a.queries[q].raw.value(QLatin1String("kql")) ==
                       b.queries[q].raw.value(QLatin1String("kql"));
    }
    m_fit = std::move(report);
    if (!same) {
        m_live->replaceLanes(fitted.lanes);
        emit lanesReplaced();
    }
    emit dashboardFitted();
}

bool LiveWorkspace::addLane(const LaneSpec &lane)
{
    if (m_replay || m_written.lane(lane.id))
        return false;
    m_written.lanes.push_back(lane);
    m_added << lane.id;
    refit();
    return true;
}

bool LiveWorkspace::removeAddedLane(const QString &id)
{
    if (m_replay || !m_added.removeOne(id))
        return false;
    std::erase_if(m_written.lanes, [&](const LaneSpec &l) { return l.id == id; });
    refit();
    return true;
}

bool LiveWorkspace::applyLaneFix(int lane)
{
    if (m_replay || lane < 0 || lane >= int(dashboard().lanes.size()))
        return false;
    // The fitted dashboard may lack lanes the written one has (a lane of
    // optional queries the fleet cannot answer): the lane is found by id.
    const QString id = dashboard().lanes[size_t(lane)].id;
    const auto written = std::find_if(m_written.lanes.begin(), m_written.lanes.end(),
                                      [&](const LaneSpec &l) { return l.id == id; });
    if (written == m_written.lanes.end())
        return false;
    bool changed = false;
    for (const FitEntry *e : laneFit(lane)) {
        auto &queries = written->queries;
        if (e->fixPromql.isEmpty() || e->query < 0 || e->query >= int(queries.size()))
            continue;
        queries[size_t(e->query)].promql = e->fixPromql;
        queries[size_t(e->query)].raw.insert(QStringLiteral("promql"), e->fixPromql);
        changed = true;
    }
    if (changed)
        refit();
    return changed;
}

QString LiveWorkspace::laneProblem(int lane) const
{
    QStringList out;
    for (const FitEntry *e : laneFit(lane))
        if (!e->ok())
            out.append(e->problem());
    return out.join(QLatin1Char('\n'));
}

QString LiveWorkspace::laneFixLabel(int lane) const
{
    for (const FitEntry *e : laneFit(lane))
        if (!e->fixLabel.isEmpty())
            return e->fixLabel;
    return {};
}

const SourceList &LiveWorkspace::sources() const
{
    return m_registry->sources();
}

const Dashboard &LiveWorkspace::dashboard() const
{
    return m_replay ? m_replayDashboard : m_live->dashboard();
}

void LiveWorkspace::setDashboard(const Dashboard &dashboard)
{
    const bool wasReplay = m_replay;
    m_replay = false;
    m_replayDashboard = {};
    m_replayFit = {};
    m_written = dashboard;
    m_added.clear();
    // Fitted with what discovery knows now; sources it has not heard from
    // yet take each quantity's first way until they answer (refit).
    Dashboard fitted = dashboard;
    m_fit = FleetFit::fitDashboard(fitted, m_discovery->catalogs());
    m_live->start(fitted);
    m_changes->clearReplay();
    m_changes->restart();
    m_baselines->clearReplay();
    m_baselines->refreshNow();
    if (wasReplay)
        emit modeChanged(false);
}

void LiveWorkspace::setReplay(const Snapshot &snapshot)
{
    m_live->stop();
    m_pods->reset();
    m_replay = true;
    // The store gets the series; the snapshot itself stays with the caller.
    m_replayDashboard = snapshot.dashboard;
    m_replayFit = FitReport::fromJson(snapshot.fitJson);
    SnapshotFeed::fill(*m_store, snapshot);
    m_changes->setReplay(snapshot.changes);
    m_baselines->setReplay(snapshot.baselines);
    m_cursor->setRange(snapshot.fromMs, std::max(snapshot.toMs, snapshot.fromMs + 60'000));
    emit modeChanged(true);
    emit variablesChanged(); // the picks the snapshot was taken with
    for (int l = 0; l < laneCount(); ++l) {
        emit laneStatusChanged(l);
        emit laneDataChanged(l);
    }
}

void LiveWorkspace::setReplayCutoff(std::optional<qint64> tMs)
{
    if (m_replay)
        m_store->setKnownUntil(tMs);
}

std::optional<qint64> LiveWorkspace::replayCutoff() const
{
    return m_store->knownUntil();
}

int LiveWorkspace::laneCount() const
{
    return m_store->laneCount();
}

std::shared_ptr<const SeriesSet> LiveWorkspace::laneData(int lane) const
{
    return m_store->laneData(lane);
}

const LaneStatus &LiveWorkspace::laneStatus(int lane) const
{
    return m_store->laneStatus(lane);
}

std::vector<LiveWorkspace::SourceHealth> LiveWorkspace::sourceHealth() const
{
    return m_live->sourceHealth(dashboard());
}

void LiveWorkspace::setHighlight(const SeriesSelector &selector)
{
    m_live->setHighlight(selector);
}

void LiveWorkspace::setPlotWidth(int px)
{
    m_live->setPlotWidth(px);
    m_baselines->setPlotWidth(px);
}

void LiveWorkspace::setRefreshInterval(qint64 ms)
{
    m_live->setRefreshInterval(ms);
}

qint64 LiveWorkspace::refreshInterval() const
{
    return m_live->refreshInterval();
}

void LiveWorkspace::setPaused(bool paused)
{
    m_live->setPaused(paused);
}

bool LiveWorkspace::isPaused() const
{
    return m_live->isPaused();
}

void LiveWorkspace::setClock(Clock clock)
{
    m_live->setClock(std::move(clock));
}

qint64 LiveWorkspace::now() const
{
    return m_live->now();
}

void LiveWorkspace::setFetchDelay(int ms)
{
    m_live->setFetchDelay(ms);
}

void LiveWorkspace::selectVariable(const QString &name, const QStringList &values)
{
    m_live->selectVariable(name, values);
}

void LiveWorkspace::reloadVariables()
{
    m_live->reloadVariables();
}

bool LiveWorkspace::isLoadingVariables() const
{
    return m_live->isLoadingVariables();
}

void LiveWorkspace::refreshNow()
{
    m_live->refreshNow();
}

void LiveWorkspace::retryNow()
{
    m_live->retryNow();
}
