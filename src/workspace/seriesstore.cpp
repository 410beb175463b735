#include "seriesstore.h"
#include "sharedseries.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace {
using SetPtr = std::shared_ptr<const SeriesSet>;
using SetWatcher = QFutureWatcher<SetPtr>;

SetPtr emptySet()
{
    static const SetPtr empty = std::make_shared<const SeriesSet>();
    return empty;
}
} // namespace

SeriesStore::SeriesStore(QObject *parent) : QObject(parent) {}

// Work still on the pool captured only shared sets, never the store: it ends
// on its own, and its watcher (a child) is gone with the store.
SeriesStore::~SeriesStore() = default;

void SeriesStore::reset(const std::vector<LaneSpec> &lanes)
{
    ++m_epoch;
    m_knownUntil.reset();
    m_lanes.clear();
    m_lanes.resize(lanes.size());
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        m_lanes[l].queries.resize(std::max<std::size_t>(lanes[l].queries.size(), 1));
        m_lanes[l].combined = emptySet();
    }
}

int SeriesStore::queryCount(int lane) const
{
    return int(m_lanes.at(std::size_t(lane)).queries.size());
}

const SeriesStore::Held &SeriesStore::held(int lane, int query) const
{
    return m_lanes.at(std::size_t(lane)).queries.at(std::size_t(query)).held;
}

std::shared_ptr<const SeriesSet> SeriesStore::laneData(int lane) const
{
    return m_lanes.at(std::size_t(lane)).combined;
}

const LaneStatus &SeriesStore::laneStatus(int lane) const
{
    return m_lanes.at(std::size_t(lane)).status;
}

void SeriesStore::setLaneStatus(int lane, const LaneStatus &status)
{
    m_lanes.at(std::size_t(lane)).status = status;
    emit laneStatusChanged(lane);
}

void SeriesStore::replace(int lane, int query, Held held)
{
    Query &q = m_lanes.at(std::size_t(lane)).queries.at(std::size_t(query));
    ++q.version;
    q.held = std::move(held);
    queryChanged(lane);
}

void SeriesStore::forgetRange(int lane, int query)
{
    Query &q = m_lanes.at(std::size_t(lane)).queries.at(std::size_t(query));
    ++q.version;
    q.held.toMs = -1;
}

void SeriesStore::merge(int lane, int query, Update update, std::function<bool()> wanted,
                        std::function<void()> applied)
{
    const Query &q = m_lanes.at(std::size_t(lane)).queries.at(std::size_t(query));
    const SetPtr held = update.tail ? q.held.data : nullptr;
    const qint64 heldFrom = update.tail ? q.held.fromMs : update.fromMs;
    const SetPtr answer = std::move(update.answer);
    const std::optional<qint64> keepFrom = update.keepFromMs;

    auto *watcher = new SetWatcher(this);
    connect(watcher, &SetWatcher::finished, this,
            [this, watcher, lane, query, epoch = m_epoch, version = q.version, update,
             wanted = std::move(wanted), applied = std::move(applied)] {
                watcher->deleteLater();
                const auto current = [&] {
                    return epoch == m_epoch &&
                           version ==
                               m_lanes[std::size_t(lane)].queries[std::size_t(query)].version;
                };
                if (!current())
                    return;
                if (wanted && !wanted())
                    return;
                if (!current())
                    return; // `wanted` rebuilt the lanes or replaced the query
                Held &h = m_lanes[std::size_t(lane)].queries[std::size_t(query)].held;
                if (!update.tail)
                    h.fromMs = update.fromMs;
                h.toMs = update.toMs;
                h.stepMs = update.stepMs;
                // What the worker trimmed is no longer held.
                if (update.keepFromMs && *update.keepFromMs > h.fromMs && h.stepMs > 0)
                    h.fromMs = (*update.keepFromMs / h.stepMs + 1) * h.stepMs;
                h.data = watcher->future().takeResult();
                if (applied)
                    applied();
                queryChanged(lane);
            });
    watcher->setFuture(QtConcurrent::run([held, answer, keepFrom, heldFrom]() -> SetPtr {
        if (!held && !(keepFrom && *keepFrom > heldFrom))
            return answer ? answer : emptySet();
        SeriesSet next = held ? *held : SeriesSet();
        if (answer)
            next.merge(*answer);
        if (keepFrom && *keepFrom > heldFrom)
            next.trimBefore(*keepFrom);
        return shareSeries(std::move(next));
    }));
}

void SeriesStore::setKnownUntil(std::optional<qint64> tMs)
{
    if (m_knownUntil == tMs)
        return;
    m_knownUntil = tMs;
    // The lanes' reductions honour it (Reduction::Input::knownUntilMs): a
    // replay tick copies nothing and re-reduces on the pool.
    for (int l = 0; l < laneCount(); ++l)
        emit laneDataChanged(l);
}

void SeriesStore::queryChanged(int lane)
{
    Lane &l = m_lanes[std::size_t(lane)];
    if (l.queries.size() == 1) {
        l.combined = l.queries.front().held.data ? l.queries.front().held.data : emptySet();
        emit laneDataChanged(lane);
        return;
    }
    startCombine(lane);
}

void SeriesStore::startCombine(int lane)
{
    Lane &l = m_lanes[std::size_t(lane)];
    if (l.combining) {
        // One recombination at a time per lane; the next starts from
        // whatever the queries hold when this one is in.
        l.combineAgain = true;
        return;
    }
    l.combining = true;
    std::vector<SetPtr> parts;
    for (const Query &q : l.queries)
        parts.push_back(q.held.data);
    auto *watcher = new SetWatcher(this);
    connect(watcher, &SetWatcher::finished, this, [this, watcher, lane, epoch = m_epoch] {
        watcher->deleteLater();
        if (epoch != m_epoch)
            return;
        Lane &l = m_lanes[std::size_t(lane)];
        l.combined = watcher->future().takeResult();
        l.combining = false;
        emit laneDataChanged(lane);
        if (l.combineAgain) {
            l.combineAgain = false;
            startCombine(lane);
        }
    });
    watcher->setFuture(QtConcurrent::run(&SeriesStore::combine, std::move(parts)));
}

SetPtr SeriesStore::combine(const std::vector<SetPtr> &parts)
{
    std::vector<const SeriesSet *> raw;
    for (const SetPtr &p : parts)
        raw.push_back(p.get());
    return shareSeries(SeriesSet::combineQueries(raw));
}
