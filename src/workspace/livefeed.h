#pragma once

#include "dashboard.h"
#include "fleetaggregates.h"
#include "queryplanner.h"
#include "sourceerror.h"

#include <functional>
#include <optional>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

class QNetworkAccessManager;
class QTimer;
class QueryJob;
class SeriesStore;
class SourceRegistry;
class TimeCursor;
class VariableLoader;
struct SourceList;

// Live: fills a SeriesStore from the sources, kept in step with the
// TimeCursor. It fetches what the visible range needs (the whole range after
// a zoom, only the new tail on a live tick), drops answers for ranges that
// were superseded, keeps old data on screen when a source fails and retries
// with backoff, and owns the dashboard's variable picks (a pick re-fetches
// the lanes whose queries it changes).
class LiveFeed final : public QObject
{
    Q_OBJECT
  public:
    using Clock = std::function<qint64()>;

    LiveFeed(QNetworkAccessManager *nam, SourceRegistry *registry, TimeCursor *cursor,
             SeriesStore *store, QObject *parent = nullptr);
    ~LiveFeed() override;

    // Resets the store to `dashboard`'s lanes and fills them over its default
    // range, ending at now.
    void start(const Dashboard &dashboard);
    // Fetches nothing more; requests in flight are dropped.
    void stop();
    // New lane specs for the running dashboard (the fit to the fleet
    // changed once discovery answered): keeps the range, variables and
    // refresh, fetches the lanes anew.
    void replaceLanes(const std::vector<LaneSpec> &lanes);
    bool isRunning() const { return m_running; }
    const Dashboard &dashboard() const { return m_dashboard; }
    // The sources changed (the registry has them): everything is fetched
    // again from them.
    void setSources(const SourceList &sources);

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
    // `shown`: the dashboard on screen, which says which sources are used.
    std::vector<SourceHealth> sourceHealth(const Dashboard &shown) const;

    void setPlotWidth(int px);
    void setRefreshInterval(qint64 ms);
    qint64 refreshInterval() const { return m_refreshMs; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    qint64 now() const { return m_clock(); }
    // Debounce between a range change and the fetch it causes.
    void setFetchDelay(int ms);

    // The series the user clicked, highlighted on every lane: a lane that
    // shows server-side aggregates fetches it too.
    void setHighlight(const SeriesSelector &selector);

    // Empty `values` means the first choice, or All where offered. The
    // query variables after it reload their choices.
    void selectVariable(const QString &name, const QStringList &values);
    // Asks the sources for the choices of every query variable again.
    void reloadVariables();
    bool isLoadingVariables() const;

  public slots:
    void refreshNow();
    // Retries failed lanes at once (the user asked).
    void retryNow();

  signals:
    void refreshed(qint64 wallMs);
    void variablesChanged();
    // The choices of a variable could not be loaded; it keeps the old ones.
    void variableProblem(const QString &name, const QString &message);

  private:
    // What fetching one lane query is up to; its data is in the store.
    struct QueryState
    {
        QuerySpec spec;
        QPointer<QueryJob> job;
        bool jobIsTail = false;
        quint64 generation = 0;
        int failures = 0;
        qint64 retryAt = 0;
        std::optional<SourceError> error;
        QStringList warnings;
        // From the last whole answer: how many series the query has, and
        // whether the server aggregated them (FleetAggregates).
        std::optional<std::size_t> seriesCount;
        bool server = false;
        // The next whole fetch keeps the series held instead of ranking
        // anew (a new highlight over the same range).
        bool keepSeries = false;
    };
    using Lane = std::vector<QueryState>;

    void update(bool userAction);
    void updateQuery(int lane, int q, bool userAction);
    void startJob(int lane, int q, const QueryPlanner::Plan &plan, bool tail);
    FleetAggregates::Request laneRequest(int lane, int q, bool keepHeld) const;
    void onJobFinished(int lane, int q, quint64 generation, QueryJob *job,
                       const QueryPlanner::Plan &plan);
    void refreshStatus(int lane);
    void onTick();
    void applyVariable(const DashboardVariable &variable);
    void dropJob(QueryState &q);
    void resetQuery(int lane, int q);
    QueryState &state(int lane, int q) { return m_lanes[std::size_t(lane)][std::size_t(q)]; }

    SourceRegistry *m_registry;
    TimeCursor *m_cursor;
    SeriesStore *m_store;
    VariableLoader *m_variableLoader;
    QTimer *m_tick;
    QTimer *m_debounce;
    QTimer *m_retry;
    Dashboard m_dashboard;
    std::vector<Lane> m_lanes;
    SeriesSelector m_highlight;
    int m_widthPx = 1600;
    qint64 m_refreshMs = 15'000;
    bool m_paused = false;
    bool m_running = false;
    Clock m_clock;
};
