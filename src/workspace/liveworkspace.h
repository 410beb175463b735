#pragma once

#include "dashboard.h"
#include "fleetfit.h"
#include "lanestatus.h"
#include "livefeed.h"
#include "seriesset.h"
#include "snapshot.h"
#include "sourceconfig.h"

#include <functional>
#include <memory>
#include <QObject>
#include <vector>

class FleetDiscovery;
class PodInventory;
class QNetworkAccessManager;
class SeriesStore;
class BaselineFeed;
class ChangeFeed;
class SourceRegistry;
class TimeCursor;

// One open workspace: its sources, the shared TimeCursor and the SeriesStore
// its lanes read, filled either by the LiveFeed (Live) or from a snapshot
// (Replay). Live and Replay differ only in what fills the store.
class LiveWorkspace final : public QObject
{
    Q_OBJECT
  public:
    using Clock = std::function<qint64()>;
    using SourceHealth = LiveFeed::SourceHealth;

    explicit LiveWorkspace(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~LiveWorkspace() override;

    void setSources(const SourceList &sources);
    void setDashboard(const Dashboard &dashboard);
    // The dashboard on screen: Live's, with the user's variable picks, or the
    // snapshot's in Replay.
    const Dashboard &dashboard() const;
    const SourceList &sources() const;

    TimeCursor *cursor() const { return m_cursor; }
    SourceRegistry *registry() const { return m_registry; }
    // The changes marked on every lane (annotation queries, built-in
    // detectors); in Replay, the snapshot's.
    ChangeFeed *changes() const { return m_changes; }
    // Which lanes compare with an earlier time, and their baselines; in
    // Replay, the snapshot's.
    BaselineFeed *baselines() const { return m_baselines; }
    SeriesStore *store() const { return m_store; }
    LiveFeed *live() const { return m_live; }
    FleetDiscovery *discovery() const { return m_discovery; }
    // Which pods kube-state-metrics listed over the visible range (Live).
    PodInventory *podInventory() const { return m_pods; }
    // How the dashboard on screen was fitted to what its sources export
    // (Live), or was when the snapshot was taken (Replay).
    const FitReport &fit() const { return m_replay ? m_replayFit : m_fit; }
    // The fit of one lane's queries; empty when nothing was fitted.
    std::vector<const FitEntry *> laneFit(int lane) const;
    // Rewrites the lane's queries that have a fix (FitEntry::fixPromql) for
    // this session and fetches them; false when the lane has none.
    bool applyLaneFix(int lane);
    // Adds a lane under the others for this session (Explain's "show me
    // that metric"); Live only. Its id must be new. False in Replay.
    bool addLane(const LaneSpec &lane);
    // Removes a lane addLane added; false for the dashboard's own lanes.
    bool removeAddedLane(const QString &id);
    bool isAddedLane(const QString &id) const { return m_added.contains(id); }
    // Why a lane can show nothing, in words; empty when its queries can run.
    QString laneProblem(int lane) const;
    // The label of the lane's one-click fix; empty when there is none.
    QString laneFixLabel(int lane) const;
    // What a source holds, as discovery found it; null before it answered.
    const MetricCatalog *catalog(const QString &source) const;
    int laneCount() const;
    std::shared_ptr<const SeriesSet> laneData(int lane) const;
    const LaneStatus &laneStatus(int lane) const;
    std::vector<SourceHealth> sourceHealth() const;

    // The series the user clicked (Live: lanes of server-side aggregates
    // fetch it).
    void setHighlight(const SeriesSelector &selector);
    void setPlotWidth(int px);
    void setRefreshInterval(qint64 ms);
    qint64 refreshInterval() const;
    void setPaused(bool paused);
    bool isPaused() const;
    void setClock(Clock clock);
    qint64 now() const;
    // Debounce between a range change and the fetch it causes.
    void setFetchDelay(int ms);

    // Replay: the lanes show a snapshot's data and nothing is fetched. A new
    // dashboard (setDashboard) returns to live.
    void setReplay(const Snapshot &snapshot);
    bool isReplay() const { return m_replay; }
    // Lanes show data up to `tMs` only (as it was known then), or everything.
    void setReplayCutoff(std::optional<qint64> tMs);
    std::optional<qint64> replayCutoff() const;

    // Dashboard variables (Live only; see LiveFeed).
    void selectVariable(const QString &name, const QStringList &values);
    void reloadVariables();
    bool isLoadingVariables() const;

  public slots:
    void refreshNow();
    // Retries failed lanes at once (the user asked).
    void retryNow();

  signals:
    void laneDataChanged(int lane);
    void modeChanged(bool replay);
    void laneStatusChanged(int lane);
    void refreshed(qint64 wallMs);
    // A sign-in needs the user (device code): show `message` until it is done.
    void signInRequired(const QString &source, const QString &message);
    void sourceNoteChanged(const QString &source);
    // The dashboard's variables changed (choices arrived, a pick was made).
    void variablesChanged();
    // The choices of a variable could not be loaded; it keeps the old ones.
    void variableProblem(const QString &name, const QString &message);
    // Discovery answered and the lanes were fitted anew (titles, queries).
    void dashboardFitted();
    // The fit changed the lanes' specs (titles, queries): views rebuild.
    void lanesReplaced();

  private:
    void refit();

    SourceRegistry *m_registry;
    TimeCursor *m_cursor;
    ChangeFeed *m_changes = nullptr;
    BaselineFeed *m_baselines = nullptr;
    SeriesStore *m_store;
    LiveFeed *m_live;
    bool m_replay = false;
    Dashboard m_replayDashboard; // the snapshot's, with its picks
    FleetDiscovery *m_discovery;
    PodInventory *m_pods;
    Dashboard m_written; // as loaded, before the fit, with the lanes added
    QStringList m_added; // ids of the lanes addLane added
    FitReport m_fit;
    FitReport m_replayFit;
};
