#include "snapshotschema.h"

#include "sqlitedb.h"
#include "sqlitestatement.h"

#include <bit>
#include <QCryptographicHash>
#include <sqlite3.h>

namespace {
// Schema version 1. Every table is a rowid table so that "ORDER BY rowid"
// gives the checksum a stable order.
const SnapshotSchema::Table kTables[] = {
    {"meta", "CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value)", "key, value"},
    {"dashboard", "CREATE TABLE dashboard(json BLOB NOT NULL)", "json"},
    {"sources",
     "CREATE TABLE sources(name TEXT PRIMARY KEY NOT NULL, type TEXT NOT NULL, url TEXT NOT NULL)",
     "name, type, url"},
    {"queries",
     "CREATE TABLE queries(id INTEGER PRIMARY KEY, lane_id TEXT NOT NULL, "
     "query_index INTEGER NOT NULL, spec_json BLOB NOT NULL, step_ms INTEGER NOT NULL, "
     "series_count INTEGER NOT NULL, sample_count INTEGER NOT NULL, UNIQUE(lane_id, query_index))",
     "id, lane_id, query_index, spec_json, step_ms, series_count, sample_count"},
    {"series_blocks",
     "CREATE TABLE series_blocks(query_id INTEGER NOT NULL REFERENCES queries(id), "
     "block_index INTEGER NOT NULL, series_count INTEGER NOT NULL, sample_count INTEGER NOT NULL, "
     "data BLOB NOT NULL, PRIMARY KEY(query_id, block_index))",
     "query_id, block_index, series_count, sample_count, length(data)"},
    {"rules", "CREATE TABLE rules(yaml BLOB NOT NULL)", "yaml"},
    {"alert_transitions",
     "CREATE TABLE alert_transitions(id INTEGER PRIMARY KEY, rule TEXT NOT NULL, "
     "tier INTEGER NOT NULL, labels_json TEXT NOT NULL, pending_at_ms INTEGER NOT NULL, "
     "firing_at_ms INTEGER, resolved_at_ms INTEGER, dropped_at_ms INTEGER, "
     "value_bits INTEGER NOT NULL)",
     "id, rule, tier, labels_json, pending_at_ms, firing_at_ms, resolved_at_ms, dropped_at_ms, "
     "value_bits"},
    {"annotations",
     "CREATE TABLE annotations(id INTEGER PRIMARY KEY, from_ms INTEGER NOT NULL, "
     "to_ms INTEGER NOT NULL, text TEXT NOT NULL, author TEXT NOT NULL, "
     "created_at_ms INTEGER NOT NULL)",
     "id, from_ms, to_ms, text, author, created_at_ms"},
    {"audit",
     "CREATE TABLE audit(id INTEGER PRIMARY KEY, at_ms INTEGER NOT NULL, who TEXT NOT NULL, "
     "action TEXT NOT NULL, target TEXT NOT NULL, detail TEXT NOT NULL)",
     "id, at_ms, who, action, target, detail"},
    {"notes",
     "CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT NOT NULL, author TEXT NOT NULL, "
     "created_at_ms INTEGER NOT NULL)",
     "id, text, author, created_at_ms"},
    {"runbook_registry", "CREATE TABLE runbook_registry(text BLOB NOT NULL)", "text"},
    // The lane an annotation belongs to; an annotation without a row here
    // belongs to every lane.
    {"annotation_lanes",
     "CREATE TABLE IF NOT EXISTS annotation_lanes(annotation_id INTEGER PRIMARY KEY "
     "REFERENCES annotations(id), lane_id TEXT NOT NULL)",
     "annotation_id, lane_id", true},
    // Changes the source showed over the range (ChangeFeed's probes).
    {"changes",
     "CREATE TABLE IF NOT EXISTS changes(id INTEGER PRIMARY KEY, time_ms INTEGER NOT NULL, "
     "kind TEXT NOT NULL, text TEXT NOT NULL, labels_json TEXT NOT NULL)",
     "id, time_ms, kind, text, labels_json", true},
    // The baselines the lanes were compared with (Baseline), one SeriesCodec
    // block each: four envelope parts, already on the incident's axis.
    {"baselines",
     "CREATE TABLE IF NOT EXISTS baselines(id INTEGER PRIMARY KEY, lane_id TEXT NOT NULL UNIQUE, "
     "shift_ms INTEGER NOT NULL, step_ms INTEGER NOT NULL, data BLOB NOT NULL)",
     "id, lane_id, shift_ms, step_ms, data", true},
    // What each alerting rule read over the range (RuleSeries), in
    // SeriesCodec blocks, for a backtest in Replay.
    {"rule_series",
     "CREATE TABLE IF NOT EXISTS rule_series(id INTEGER PRIMARY KEY, rule_index INTEGER NOT NULL, "
     "block_index INTEGER NOT NULL, rule TEXT NOT NULL, expr TEXT NOT NULL, operand TEXT NOT "
     "NULL, op TEXT NOT NULL, threshold TEXT NOT NULL, from_ms INTEGER NOT NULL, to_ms INTEGER "
     "NOT NULL, step_ms INTEGER NOT NULL, data BLOB NOT NULL, UNIQUE(rule_index, block_index))",
     "id, rule_index, block_index, rule, expr, operand, op, threshold, from_ms, to_ms, step_ms, "
     "data",
     true},
    {"integrity", "CREATE TABLE integrity(tbl TEXT PRIMARY KEY NOT NULL, sha256 BLOB NOT NULL)",
     nullptr},
};
} // namespace

namespace SnapshotSchema {

std::span<const Table> tables()
{
    return kTables;
}

const Table *table(const char *name)
{
    for (const Table &t : kTables)
        if (qstrcmp(t.name, name) == 0)
            return &t;
    return nullptr;
}

QByteArray checksum(const SqliteDb &db, const Table &t)
{
    const QByteArray sql =
        QByteArray("SELECT ") + t.checked + " FROM " + t.name + " ORDER BY rowid";
    SqliteStatement s(db, sql.constData());
    if (!s.ok())
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        for (int c = 0; c < s.columns(); ++c) {
            // Type, then the value: 1 and '1' and x'31' hash apart.
            const char type = char(s.type(c));
            h.addData(QByteArrayView(&type, 1));
            if (type == SQLITE_INTEGER || type == SQLITE_FLOAT) {
                const qint64 v =
                    type == SQLITE_INTEGER ? s.int64(c) : std::bit_cast<qint64>(s.real(c));
                h.addData(QByteArrayView(reinterpret_cast<const char *>(&v), 8));
            } else if (type != SQLITE_NULL) {
                const QByteArrayView b = s.blob(c);
                const qint64 n = b.size();
                h.addData(QByteArrayView(reinterpret_cast<const char *>(&n), 8));
                h.addData(b);
            }
        }
    }
    return rc == SQLITE_DONE ? h.result() : QByteArray();
}

std::expected<void, QString> storeChecksum(SqliteDb &db, const Table &t)
{
    const QByteArray hash = checksum(db, t);
    SqliteStatement s(db, "INSERT OR REPLACE INTO integrity(tbl, sha256) VALUES (?, ?)");
    if (hash.isEmpty() || !s.ok())
        return std::unexpected(db.message());
    s.bind(1, QString::fromLatin1(t.name));
    s.bindBlob(2, hash);
    if (!s.done())
        return std::unexpected(db.message());
    return {};
}

} // namespace SnapshotSchema
