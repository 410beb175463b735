#pragma once

#include "snapshot.h"

#include <expected>
#include <functional>
#include <QString>
#include <vector>

// The .fsnap file: an SQLite database used as an application file format
// (DESIGN.md "Snapshot file"). Series are stored as zstd-compressed columnar
// blocks, never a row per sample. Writes go to a temporary file in the same
// directory that is renamed into place, so a crash or a full disk never
// leaves a half-written snapshot under the real name. Reads open the file
// read-only and never write to it.
namespace SnapshotFile {
std::expected<void, QString> write(const Snapshot &snapshot, const QString &path);
// The same, for a writer on a worker thread: `step(done, total)` reports the
// queries encoded so far and may return false to stop; then nothing is left
// on disk and the error is empty.
std::expected<void, QString> write(const Snapshot &snapshot, const QString &path,
                                   const std::function<bool(int, int)> &step);
// A clear, one-line message for: a newer schema, a truncated or corrupted
// file, a file that is not SQLite, an SQLite file without our tables.
std::expected<Snapshot, QString> read(const QString &path);
// Adds the annotations and notes whose id is 0 (new ones) to an existing
// snapshot, and keeps `explainJson` (an Explain answer) in place of the one
// it kept when not empty; the captured data is not touched. Same
// temporary-file-and-rename discipline as write().
std::expected<void, QString> appendAnnotations(const QString &path,
                                               const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes,
                                               const QByteArray &explainJson = {});
inline QString suffix()
{
    return QStringLiteral("fsnap");
}
} // namespace SnapshotFile
