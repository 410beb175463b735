// Snapshot files (.fsnap, SQLite), which users send each other:
// SnapshotFile::read, on a file that holds the input's bytes.
//
// A flipped byte almost always fails the SHA-256 checksums in `integrity`
// before any row is decoded, so each input that SQLite can open is read a
// second time after its checksums are renewed (as SnapshotFile::write stores
// them): that run reaches the row decoding in SnapshotRows and the parsing
// of the stored dashboard, alerts and series blocks.

#include "fuzzsupport.h"
#include "snapshotfile.h"
#include "snapshotschema.h"
#include "sqlitedb.h"
#include "sqlitestatement.h"

#include <cstdlib>
#include <cstring>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <sqlite3.h>

namespace {
QTemporaryDir *g_dir = nullptr;

void removeDir()
{
    delete g_dir;
    g_dir = nullptr;
}

bool writeFile(const QString &path, const std::uint8_t *data, std::size_t size)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.write(reinterpret_cast<const char *>(data), qint64(size)) == qint64(size);
}

// Renews every table's checksum, as a writer that does not know the file is
// damaged would. Only on a file SQLite itself finds sound and without
// triggers, so that the harness never runs the input's own SQL.
void renewChecksums(const QString &path)
{
    SqliteDb db;
    if (db.open(QFile::encodeName(path), SQLITE_OPEN_READWRITE) != SQLITE_OK)
        return;
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    // One transaction and no syncing: the file is thrown away after the input.
    if (db.exec("PRAGMA journal_mode=OFF") != SQLITE_OK ||
        db.exec("PRAGMA synchronous=OFF") != SQLITE_OK)
        return;
    {
        SqliteStatement check(db, "PRAGMA quick_check(1)");
        if (!check.ok() || check.step() != SQLITE_ROW || check.text(0) != QLatin1String("ok"))
            return;
    }
    {
        SqliteStatement triggers(db, "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'");
        if (!triggers.ok() || triggers.step() != SQLITE_ROW || triggers.int64(0) != 0)
            return;
    }
    if (db.exec("BEGIN") != SQLITE_OK)
        return;
    for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
        if (t.checked)
            (void)SnapshotSchema::storeChecksum(db, t);
    db.exec("COMMIT");
}

void check(const std::expected<Snapshot, QString> &r)
{
    if (!r) {
        FUZZ_CHECK(!r.error().isEmpty());
        return;
    }
    // A stored series may have no sample left in its window; it still has
    // one value per grid point.
    for (const SnapshotQuery &q : r->queries)
        Fuzz::checkSeriesSet(q.data, false);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    Fuzz::makeApplication();
    g_dir = new QTemporaryDir(QDir::tempPath() + QStringLiteral("/fuzz_snapshot-XXXXXX"));
    if (!g_dir->isValid())
        std::abort();
    std::atexit(removeDir);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = g_dir->filePath(QStringLiteral("input.fsnap"));
    if (!writeFile(path, data, size))
        std::abort();
    check(SnapshotFile::read(path));
    static constexpr char kSqliteMagic[] = "SQLite format 3";
    if (size >= 100 && std::memcmp(data, kSqliteMagic, sizeof kSqliteMagic) == 0) {
        renewChecksums(path);
        check(SnapshotFile::read(path));
    }
    return 0;
}
