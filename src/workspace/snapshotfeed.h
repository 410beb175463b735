#pragma once

class SeriesStore;
struct Snapshot;

// Replay: what fills the store is a snapshot's series as they were captured,
// at their stored step and over the captured range. Nothing is fetched; the
// lanes say when the data was taken.
namespace SnapshotFeed {
void fill(SeriesStore &store, const Snapshot &snapshot);
} // namespace SnapshotFeed
