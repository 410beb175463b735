#pragma once

#include "dashboard.h"
#include "lanestatus.h"
#include "queryplanner.h"
#include "seriesset.h"
#include "snapshot.h"
#include "sourceconfig.h"

#include <functional>
#include <memory>
#include <QObject>
#include <QPointer>
#include <vector>

class QNetworkAccessManager;
class QTimer;
class QueryJob;
class SourceRegistry;
class TimeCursor;
class VariableLoader;

// One open Live workspace: a dashboard, its sources, and the series store of
// each lane, kept in step with the shared TimeCursor. It fetches what the
// visible range needs (the whole range after a zoom, only the new tail on a
// live tick), drops answers for ranges that were superseded, and keeps old
// data on screen when a source fails, retrying with backoff.
class LiveWorkspace final : public QObject
{
    Q_OBJECT
  public:
    using Clock = std::function<qint64()>;

    explicit LiveWorkspace(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~LiveWorkspace() override;

    void setSources(const SourceList &sources);
    void setDashboard(const Dashboard &dashboard);
    const Dashboard &dashboard() const { return m_dashboard; }
    const SourceList &sources() const;

    TimeCursor *cursor() const { return m_cursor; }
    SourceRegistry *registry() const { return m_registry; }
    int laneCount() const { return int(m_lanes.size()); }
    std::shared_ptr<const SeriesSet> laneData(int lane) const;
    const LaneStatus &laneStatus(int lane) const;

    // Per source: the first error among the queries that use it, if any.
    struct SourceHealth
    {
        QString name;
        bool used = false;
        bool loading = false;
        std::optional<SourceError> error;
        qint64 retryAtMs = 0;
        QString note; // e.g. Azure's remaining read budget
        // tls.insecureSkipVerify: answers are not authenticated. Shown for
        // as long as the source is configured so, whatever its state.
        bool insecure = false;
    };
    std::vector<SourceHealth> sourceHealth() const;

    void setPlotWidth(int px);
    void setRefreshInterval(qint64 ms);
    qint64 refreshInterval() const { return m_refreshMs; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    qint64 now() const { return m_clock(); }
    // Debounce between a range change and the fetch it causes.
    void setFetchDelay(int ms);

    // Replay: the lanes show a snapshot's data and nothing is fetched. A new
    // dashboard (setDashboard) returns to live.
    void setReplay(const Snapshot &snapshot);
    bool isReplay() const { return m_replay; }
    const Snapshot *replaySnapshot() const { return m_replay ? &m_snapshot : nullptr; }
    // Lanes show data up to `tMs` only (as it was known then), or everything.
    void setReplayCutoff(std::optional<qint64> tMs);
    std::optional<qint64> replayCutoff() const { return m_cutoff; }

    // Dashboard variables, the picks above the lanes. A pick re-fetches, from
    // scratch, the lanes whose queries it changes (their old series belong to
    // other picks) and reloads the choices of the query variables after it.
    // Empty `values` means the first choice, or All where offered.
    void selectVariable(const QString &name, const QStringList &values);
    // Asks the sources for the choices of every query variable again.
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

  private:
    struct QueryState
    {
        QuerySpec spec;
        std::shared_ptr<SeriesSet> data;
        qint64 heldFrom = 0, heldTo = -1, heldStep = 0;
        QPointer<QueryJob> job;
        bool jobIsTail = false;
        quint64 generation = 0;
        int failures = 0;
        qint64 retryAt = 0;
        std::optional<SourceError> error;
        QStringList warnings;
    };
    struct Lane
    {
        LaneSpec spec;
        std::vector<QueryState> queries;
        std::shared_ptr<const SeriesSet> combined;
        LaneStatus status;
    };

    void update(bool userAction);
    void updateQuery(int lane, int q, bool userAction);
    void startJob(int lane, int q, const QueryPlanner::Plan &plan, bool tail);
    void onJobFinished(int lane, int q, quint64 generation, QueryJob *job, QueryPlanner::Plan plan);
    void applyMerged(int lane, int q, quint64 generation, const QueryPlanner::Plan &plan,
                     std::optional<qint64> keepFrom, std::shared_ptr<SeriesSet> next,
                     const QStringList &warnings);
    void recombine(int lane);
    void refreshStatus(int lane);
    void onTick();
    void applyVariable(const DashboardVariable &variable);
    void resetQuery(QueryState &q);

    QNetworkAccessManager *m_nam;
    SourceRegistry *m_registry;
    TimeCursor *m_cursor;
    VariableLoader *m_variableLoader;
    QTimer *m_tick;
    QTimer *m_debounce;
    QTimer *m_retry;
    Dashboard m_dashboard;
    std::vector<Lane> m_lanes;
    int m_widthPx = 1600;
    qint64 m_refreshMs = 15'000;
    bool m_paused = false;
    Clock m_clock;
    bool m_replay = false;
    bool m_loadingReplay = false;
    quint64 m_epoch = 0; // bumped when the lanes are rebuilt
    Snapshot m_snapshot;
    std::optional<qint64> m_cutoff;
};
