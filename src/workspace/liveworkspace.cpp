#include "liveworkspace.h"

#include "seriesstore.h"
#include "snapshotfeed.h"
#include "sourceregistry.h"
#include "timecursor.h"

#include <algorithm>

LiveWorkspace::LiveWorkspace(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_registry(new SourceRegistry(nam, this)), m_cursor(new TimeCursor(this)),
      m_store(new SeriesStore(this)), m_live(new LiveFeed(nam, m_registry, m_cursor, m_store, this))
{
    connect(m_store, &SeriesStore::laneDataChanged, this, &LiveWorkspace::laneDataChanged);
    connect(m_store, &SeriesStore::laneStatusChanged, this, &LiveWorkspace::laneStatusChanged);
    connect(m_live, &LiveFeed::refreshed, this, &LiveWorkspace::refreshed);
    connect(m_live, &LiveFeed::variablesChanged, this, &LiveWorkspace::variablesChanged);
    connect(m_live, &LiveFeed::variableProblem, this, &LiveWorkspace::variableProblem);
    connect(m_registry, &SourceRegistry::userActionRequired, this, &LiveWorkspace::signInRequired);
    connect(m_registry, &SourceRegistry::statusNoteChanged, this,
            &LiveWorkspace::sourceNoteChanged);
}

LiveWorkspace::~LiveWorkspace() = default;

void LiveWorkspace::setSources(const SourceList &sources)
{
    m_registry->setSources(sources);
    m_live->setSources(sources);
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
    m_live->start(dashboard);
    if (wasReplay)
        emit modeChanged(false);
}

void LiveWorkspace::setReplay(const Snapshot &snapshot)
{
    m_live->stop();
    m_replay = true;
    // The store gets the series; the snapshot itself stays with the caller.
    m_replayDashboard = snapshot.dashboard;
    SnapshotFeed::fill(*m_store, snapshot);
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

void LiveWorkspace::setPlotWidth(int px)
{
    m_live->setPlotWidth(px);
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
