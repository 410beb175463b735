#pragma once

#include "dashboard.h"
#include "lanestatus.h"
#include "seriesset.h"

#include <functional>
#include <memory>
#include <optional>
#include <QObject>
#include <vector>

// The data of one open workspace: per lane query, the series it holds (an
// immutable, shared SeriesSet), the range and step they cover; per lane, the
// series of all its queries together and what the lane tells about them.
// Live and Replay differ only in what fills it: LiveFeed merges fetched
// answers in, SnapshotFeed puts a snapshot's series in. Lane models, the
// status line and the source chips read it.
//
// Merging a tail into a 1,000-series set, trimming it and recombining a lane
// of several queries copy megabytes: that runs on the thread pool, and the
// GUI thread only swaps finished sets in. A reader holding a set keeps it
// alive and unchanged however the store moves on.
class SeriesStore final : public QObject
{
    Q_OBJECT
  public:
    struct Held
    {
        std::shared_ptr<const SeriesSet> data;
        qint64 fromMs = 0;
        qint64 toMs = -1; // < fromMs: nothing held
        qint64 stepMs = 0;
    };
    // An answer to merge into a query's data.
    struct Update
    {
        std::shared_ptr<const SeriesSet> answer;
        qint64 fromMs = 0, toMs = -1, stepMs = 0;
        // Appends to what is held (same step, overlapping range) instead of
        // replacing it.
        bool tail = false;
        // Samples before this are dropped (a live window's memory bound).
        std::optional<qint64> keepFromMs;
    };

    explicit SeriesStore(QObject *parent = nullptr);
    ~SeriesStore() override;

    // New lanes, nothing held. Merges still running belong to the old lanes
    // and are dropped.
    void reset(const std::vector<LaneSpec> &lanes);
    int laneCount() const { return int(m_lanes.size()); }
    int queryCount(int lane) const;
    const Held &held(int lane, int query) const;
    // All the lane's series; with several queries each carries a
    // `__query__` label (1, 2, ...) so equal label sets stay apart.
    std::shared_ptr<const SeriesSet> laneData(int lane) const;
    const LaneStatus &laneStatus(int lane) const;
    void setLaneStatus(int lane, const LaneStatus &status);

    // Sets a query's data at once (a snapshot's series, or nothing after a
    // variable pick); a merge still running for it is dropped.
    void replace(int lane, int query, Held held);
    // The next answer for this query replaces its data instead of extending
    // it (the sources changed); what is shown stays until then, and a merge
    // still running is dropped.
    void forgetRange(int lane, int query);
    // Merges `update` on the thread pool. Just before the result is swapped
    // in, `wanted` is asked on this thread whether it still is (a newer fetch
    // may have superseded it); a replace() or reset() meanwhile drops it
    // without asking. After the swap `applied` runs, then laneDataChanged
    // follows (for a lane of several queries, once it is recombined).
    void merge(int lane, int query, Update update, std::function<bool()> wanted,
               std::function<void()> applied = {});

    // Replay: the lanes show data up to this time only (as it was known
    // then). The reductions honour it; nothing is copied.
    void setKnownUntil(std::optional<qint64> tMs);
    std::optional<qint64> knownUntil() const { return m_knownUntil; }

  signals:
    void laneDataChanged(int lane);
    void laneStatusChanged(int lane);

  private:
    struct Query
    {
        Held held;
        quint64 version = 0; // bumped by replace(): older merges are stale
    };
    struct Lane
    {
        std::vector<Query> queries;
        std::shared_ptr<const SeriesSet> combined;
        LaneStatus status;
        bool combining = false;
        bool combineAgain = false;
    };
    void queryChanged(int lane);
    void startCombine(int lane);
    static std::shared_ptr<const SeriesSet>
    combine(const std::vector<std::shared_ptr<const SeriesSet>> &parts);

    std::vector<Lane> m_lanes;
    quint64 m_epoch = 0; // bumped by reset()
    std::optional<qint64> m_knownUntil;
};
