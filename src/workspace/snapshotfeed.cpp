#include "snapshotfeed.h"

#include "seriesstore.h"
#include "snapshot.h"

#include <algorithm>

namespace SnapshotFeed {

void fill(SeriesStore &store, const Snapshot &snapshot)
{
    store.reset(snapshot.dashboard.lanes);
    for (int l = 0; l < store.laneCount(); ++l) {
        const QString &id = snapshot.dashboard.lanes[std::size_t(l)].id;
        LaneStatus status;
        status.state = LaneStatus::State::Ok;
        status.lastSuccessMs = snapshot.capturedAtMs;
        for (const SnapshotQuery &sq : snapshot.queries) {
            if (sq.laneId != id || sq.queryIndex < 0 || sq.queryIndex >= store.queryCount(l))
                continue;
            store.replace(l, sq.queryIndex,
                          {std::make_shared<const SeriesSet>(sq.data), snapshot.fromMs,
                           snapshot.toMs, sq.stepMs});
            status.stepMs = std::max(status.stepMs, sq.stepMs);
        }
        store.setLaneStatus(l, status);
    }
}

} // namespace SnapshotFeed
