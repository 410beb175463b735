#pragma once

#include "snapshot.h"

#include <expected>
#include <functional>
#include <QByteArray>
#include <QString>
#include <vector>

class SqliteDb;

// Snapshot values to and from the rows of the tables in SnapshotSchema, for
// SnapshotFile, which owns the file, the checks and the transaction.
namespace SnapshotRows {
// A query's series as SeriesCodec blocks, each small enough to decode on its
// own; all blocks of a query share its grid.
struct EncodedQuery
{
    std::vector<QByteArray> blocks;
    std::vector<std::pair<qint64, qint64>> counts; // series, samples per block
};
// Encodes every query; the error names lane and query. `step(done, total)`
// runs after each query (total = queries); returning false stops with an
// empty error.
std::expected<std::vector<EncodedQuery>, QString>
encode(const Snapshot &snapshot, const std::function<bool(int, int)> &step = {});
// Everything but annotations and notes.
std::expected<void, QString> insert(SqliteDb &db, const Snapshot &snapshot,
                                    const std::vector<EncodedQuery> &encoded);
// Annotations and notes: new ones (id 0) get the next id; the others keep
// theirs, or are skipped with `onlyNew`.
std::expected<void, QString> insertAnnotations(SqliteDb &db,
                                               const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes,
                                               bool onlyNew);
// The whole snapshot, series decoded; errors are "corrupted (...)" phrases.
std::expected<Snapshot, QString> read(const SqliteDb &db);
} // namespace SnapshotRows
