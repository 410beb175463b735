#pragma once

#include <expected>
#include <QByteArray>
#include <QString>
#include <span>

class SqliteDb;

// The tables of a .fsnap file (schema version 1) and the checksums that
// catch damage SQLite itself cannot see: a flipped byte inside a text or a
// number passes PRAGMA quick_check, so every table but `integrity` has a
// SHA-256 of its rows there, renewed whenever the table changes.
//
//   meta(key, value)                  schema_version, title, from_ms, to_ms,
//                                     captured_at_ms, captured_by, app_version
//   dashboard(json)                   the dashboard as loaded
//   sources(name, type, url)          names and addresses only, never secrets
//   queries(id, lane_id, query_index, spec_json, step_ms, series_count,
//           sample_count)             one row per lane query
//   series_blocks(query_id, block_index, series_count, sample_count, data)
//                                     SeriesCodec blocks, a few per query
//   rules(yaml)                       the alert rule file, as written
//   alert_transitions(id, rule, tier, labels_json, pending_at_ms, firing_at_ms,
//           resolved_at_ms, dropped_at_ms, value_bits)
//   annotations(id, from_ms, to_ms, text, author, created_at_ms)
//   audit(id, at_ms, who, action, target, detail)
//   notes(id, text, author, created_at_ms)
//   runbook_registry(text)
//   annotation_lanes(annotation_id, lane_id)       optional
//   changes(id, time_ms, kind, text, labels_json)  optional
//   baselines(id, lane_id, shift_ms, step_ms, data) optional: one SeriesCodec
//                                     block of envelope parts per lane
//   rule_series(id, rule_index, block_index, rule, expr, operand, op, threshold,
//           from_ms, to_ms, step_ms, data) optional: what each rule read
//   integrity(tbl, sha256)
namespace SnapshotSchema {
// "FSNP" in the SQLite header's application id: `file` and other tools can
// tell a snapshot from any other SQLite database.
constexpr int kApplicationId = 0x46534E50;

struct Table
{
    const char *name;
    const char *create;
    // What the checksum covers (a column list), or null for `integrity`.
    const char *checked;
    // Added after schema 1 shipped: a file without it reads as if it were
    // empty, and is still schema 1 (older readers ignore tables they do not
    // know). Written into every new file, and created when one is extended.
    bool optional = false;
};
std::span<const Table> tables();
const Table *table(const char *name);
// The checksum of a table's rows as they are now; empty on a read error.
QByteArray checksum(const SqliteDb &db, const Table &table);
// Stores the table's current checksum in `integrity`.
std::expected<void, QString> storeChecksum(SqliteDb &db, const Table &table);
} // namespace SnapshotSchema
