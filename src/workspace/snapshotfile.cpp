#include "snapshotfile.h"

#include "replacingfile.h"
#include "snapshotrows.h"
#include "snapshotschema.h"
#include "sqlitedb.h"
#include "sqlitestatement.h"
#include "workspacetr.h"

// The SQLite C API rather than Qt SQL: it opens a file read-only and
// immutable by URI (no journal, no lock, no -shm, so reading can never write),
// reports extended result codes that tell "not a database" from "corrupted"
// from "short read" for the one-line message users get, and hands out blobs
// in place instead of copying them through QVariant.
#include <sqlite3.h>

#include <map>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QUrl>

namespace {
// One line whatever SQLite or the OS said: quick_check reports over
// several lines, starting with "*** in database main ***".
QString problem(const QString &path, const QString &what)
{
    QString line = what;
    line.remove(QLatin1String("*** in database main ***"));
    return WorkspaceTr::tr("%1: %2.").arg(QDir::toNativeSeparators(path), line.simplified());
}

std::expected<void, QString> openForWriting(SqliteDb &db, const QByteArray &path)
{
    if (db.open(path, SQLITE_OPEN_READWRITE) != SQLITE_OK)
        return std::unexpected(db.message());
    // No journal: the whole file is thrown away on failure, and it is fsynced
    // once before the rename.
    if (db.exec("PRAGMA journal_mode=OFF") != SQLITE_OK ||
        db.exec("PRAGMA synchronous=OFF") != SQLITE_OK)
        return std::unexpected(db.message());
    return {};
}

std::expected<void, QString> checkWritableTarget(const QString &path)
{
    const QFileInfo fi(path);
    if (fi.isDir())
        return std::unexpected(problem(path, WorkspaceTr::tr("is a directory")));
    if (!fi.absoluteDir().exists())
        return std::unexpected(problem(path, WorkspaceTr::tr("the folder does not exist")));
    return {};
}

// The first 100 bytes tell a truncated file from a damaged one before SQLite
// is asked: the header records how many pages the database has.
std::expected<void, QString> checkFile(const QString &path)
{
    const QFileInfo fi(path);
    if (!fi.exists())
        return std::unexpected(problem(path, WorkspaceTr::tr("no such file")));
    if (fi.isDir())
        return std::unexpected(
            problem(path, WorkspaceTr::tr("is a directory, not a snapshot file")));
    if (!fi.isFile())
        return std::unexpected(problem(path, WorkspaceTr::tr("not a regular file")));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::unexpected(
            problem(path, WorkspaceTr::tr("cannot read it (%1)").arg(f.errorString())));
    const qint64 size = f.size();
    const QByteArray h = f.read(100);
    if (size == 0)
        return std::unexpected(problem(path, WorkspaceTr::tr("the file is empty")));
    static const QByteArray kMagic("SQLite format 3\0", 16);
    if (!h.startsWith(kMagic)) {
        if (h.size() < 16 && kMagic.startsWith(h))
            return std::unexpected(
                problem(path, WorkspaceTr::tr("truncated (%1 bytes)").arg(size)));
        return std::unexpected(
            problem(path, WorkspaceTr::tr("not a FleetScope snapshot (not an SQLite database)")));
    }
    if (h.size() < 100)
        return std::unexpected(problem(path, WorkspaceTr::tr("truncated (%1 bytes)").arg(size)));
    auto be = [&h](int at, int n) {
        quint32 v = 0;
        for (int i = 0; i < n; ++i)
            v = v << 8 | quint8(h[at + i]);
        return v;
    };
    qint64 pageSize = be(16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)))
        return std::unexpected(
            problem(path, WorkspaceTr::tr("corrupted (bad page size in the header)")));
    const qint64 pages = be(28, 4);
    if (pages && be(92, 4) == be(24, 4) && size < pages * pageSize)
        return std::unexpected(problem(
            path, WorkspaceTr::tr("truncated (%1 of %2 bytes)").arg(size).arg(pages * pageSize)));
    if (size % pageSize)
        return std::unexpected(problem(
            path,
            WorkspaceTr::tr("truncated (%1 bytes is not a whole number of pages)").arg(size)));
    return {};
}

// Opens `path` read-only and runs every check that does not decode data:
// the file, SQLite's own quick_check, the schema version, the tables and
// their checksums.
std::expected<void, QString> openChecked(const QString &path, SqliteDb &db)
{
    if (auto ok = checkFile(path); !ok)
        return ok;
    const QByteArray uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toEncoded() +
                           "?mode=ro&immutable=1";
    if (const int rc = db.open(uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI); rc != SQLITE_OK)
        return std::unexpected(problem(path, db.describe(rc)));
    // Blobs are read straight from the mapping instead of page by page.
    db.exec("PRAGMA mmap_size=1073741824");
    {
        SqliteStatement check(db, "PRAGMA quick_check(1)");
        if (!check.ok())
            return std::unexpected(problem(path, db.describe(check.rc())));
        const int rc = check.step();
        if (rc != SQLITE_ROW)
            return std::unexpected(problem(path, db.describe(check.rc())));
        if (const QString verdict = check.text(0); verdict != QLatin1String("ok"))
            return std::unexpected(problem(path, WorkspaceTr::tr("corrupted: %1").arg(verdict)));
    }
    {
        SqliteStatement app(db, "PRAGMA application_id");
        if (app.ok() && app.step() == SQLITE_ROW && app.int64(0) != 0 &&
            app.int64(0) != SnapshotSchema::kApplicationId)
            return std::unexpected(problem(
                path, WorkspaceTr::tr("not a FleetScope snapshot (an SQLite database of another "
                                      "application)")));
    }
    QSet<QString> tables;
    {
        SqliteStatement s(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
        if (!s.ok())
            return std::unexpected(problem(path, db.describe(s.rc())));
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            tables.insert(s.text(0));
        if (rc != SQLITE_DONE)
            return std::unexpected(problem(path, db.describe(s.rc())));
    }
    if (!tables.contains(QStringLiteral("meta")))
        return std::unexpected(
            problem(path, WorkspaceTr::tr("not a FleetScope snapshot (missing table meta)")));
    {
        // Before anything else about the tables: a newer FleetScope may have
        // other ones.
        SqliteStatement s(db, "SELECT value FROM meta WHERE key = 'schema_version'");
        if (!s.ok() || s.step() != SQLITE_ROW || s.type(0) != SQLITE_INTEGER)
            return std::unexpected(
                problem(path, WorkspaceTr::tr("not a FleetScope snapshot (no schema "
                                              "version)")));
        const qint64 version = s.int64(0);
        if (version > Snapshot::kSchemaVersion)
            return std::unexpected(
                problem(path, WorkspaceTr::tr("made by a newer FleetScope (schema %1, "
                                              "this reads up to %2)")
                                  .arg(version)
                                  .arg(Snapshot::kSchemaVersion)));
        if (version < 1)
            return std::unexpected(
                problem(path, WorkspaceTr::tr("unknown schema version %1").arg(version)));
    }
    QStringList missing;
    for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
        if (!t.optional && !tables.contains(QLatin1String(t.name)))
            missing << QLatin1String(t.name);
    if (!missing.isEmpty())
        return std::unexpected(
            problem(path, (missing.size() == 1 ? WorkspaceTr::tr("missing table %1")
                                               : WorkspaceTr::tr("missing tables %1"))
                              .arg(missing.join(QStringLiteral(", ")))));
    std::map<QString, QByteArray> stored;
    {
        SqliteStatement s(db, "SELECT tbl, sha256 FROM integrity");
        if (!s.ok())
            return std::unexpected(problem(path, db.describe(s.rc())));
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            stored[s.text(0)] = s.blob(1).toByteArray();
        if (rc != SQLITE_DONE)
            return std::unexpected(problem(path, db.describe(s.rc())));
    }
    for (const SnapshotSchema::Table &t : SnapshotSchema::tables()) {
        if (!t.checked)
            continue;
        if (t.optional && !tables.contains(QLatin1String(t.name))) {
            // Absent from a file written before it existed; a checksum for
            // it says the file had it, and losing it is damage.
            if (stored.count(QLatin1String(t.name)))
                return std::unexpected(problem(
                    path,
                    WorkspaceTr::tr("corrupted (table %1 is missing)").arg(QLatin1String(t.name))));
            continue;
        }
        const QByteArray hash = SnapshotSchema::checksum(db, t);
        if (hash.isEmpty())
            return std::unexpected(
                problem(path, WorkspaceTr::tr("cannot read table %1 (%2)")
                                  .arg(QLatin1String(t.name), db.describe(SQLITE_CORRUPT))));
        auto it = stored.find(QLatin1String(t.name));
        if (it == stored.end() || it->second != hash)
            return std::unexpected(
                problem(path, WorkspaceTr::tr("corrupted (table %1 does not match its checksum)")
                                  .arg(QLatin1String(t.name))));
    }
    return {};
}

} // namespace

namespace SnapshotFile {

std::expected<void, QString> write(const Snapshot &snapshot, const QString &path)
{
    return write(snapshot, path, {});
}

std::expected<void, QString> write(const Snapshot &snapshot, const QString &path,
                                   const std::function<bool(int, int)> &step)
{
    if (auto ok = checkWritableTarget(path); !ok)
        return ok;
    // Everything is encoded before the disk is touched: a set that cannot be
    // stored (or a save the user stopped) leaves nothing behind.
    const auto encoded = SnapshotRows::encode(snapshot, step);
    if (!encoded)
        return std::unexpected(encoded.error().isEmpty() ? QString()
                                                         : problem(path, encoded.error()));
    ReplacingFile tmp(path);
    if (auto ok = tmp.create(); !ok)
        return std::unexpected(problem(path, ok.error()));
    {
        SqliteDb db;
        auto fail = [&path](const QString &why) {
            return std::unexpected(problem(path, WorkspaceTr::tr("cannot write it (%1)").arg(why)));
        };
        if (auto ok = openForWriting(db, tmp.path()); !ok)
            return fail(ok.error());
        const QByteArray pragmas =
            "PRAGMA application_id=" + QByteArray::number(SnapshotSchema::kApplicationId) +
            ";PRAGMA user_version=" + QByteArray::number(Snapshot::kSchemaVersion) + ";BEGIN";
        if (db.exec(pragmas.constData()) != SQLITE_OK)
            return fail(db.message());
        for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
            if (db.exec(t.create) != SQLITE_OK)
                return fail(db.message());
        if (auto ok = SnapshotRows::insert(db, snapshot, *encoded); !ok)
            return fail(ok.error());
        if (auto ok =
                SnapshotRows::insertAnnotations(db, snapshot.annotations, snapshot.notes, false);
            !ok)
            return fail(ok.error());
        for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
            if (t.checked)
                if (auto ok = SnapshotSchema::storeChecksum(db, t); !ok)
                    return fail(ok.error());
        // The last chance to stop: the temporary file goes with `tmp`.
        if (step && !step(int(snapshot.queries.size()), int(snapshot.queries.size())))
            return std::unexpected(QString());
        if (db.exec("COMMIT") != SQLITE_OK)
            return fail(db.message());
        if (!db.close())
            return fail(WorkspaceTr::tr("the database did not close cleanly"));
    }
    if (auto ok = tmp.commit(); !ok)
        return std::unexpected(problem(path, ok.error()));
    return {};
}

std::expected<Snapshot, QString> read(const QString &path)
{
    SqliteDb db;
    if (auto ok = openChecked(path, db); !ok)
        return std::unexpected(ok.error());
    auto snap = SnapshotRows::read(db);
    if (!snap)
        return std::unexpected(problem(path, snap.error()));
    return snap;
}

std::expected<void, QString> appendAnnotations(const QString &path,
                                               const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes,
                                               const QByteArray &explainJson)
{
    {
        // Only a sound file is extended: its checksums are about to be
        // renewed for the two tables that change, and must not bless damage.
        SqliteDb db;
        if (auto ok = openChecked(path, db); !ok)
            return ok;
    }
    ReplacingFile tmp(path);
    if (auto ok = tmp.create(); !ok)
        return std::unexpected(problem(path, ok.error()));
    auto fail = [&path](const QString &why) {
        return std::unexpected(
            problem(path, WorkspaceTr::tr("cannot save the annotations (%1)").arg(why)));
    };
    {
        QFile in(path);
        QFile out(QFile::decodeName(tmp.path()));
        if (!in.open(QIODevice::ReadOnly))
            return fail(in.errorString());
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return fail(out.errorString());
        QByteArray buf;
        while (!(buf = in.read(1 << 20)).isEmpty())
            if (out.write(buf) != buf.size())
                return fail(out.errorString());
        if (in.error() != QFile::NoError)
            return fail(in.errorString());
        if (!out.flush())
            return fail(out.errorString());
    }
    {
        SqliteDb db;
        if (auto ok = openForWriting(db, tmp.path()); !ok)
            return fail(ok.error());
        if (db.exec("BEGIN") != SQLITE_OK)
            return fail(db.message());
        // A file from before a table was added gets it now.
        for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
            if (t.optional && db.exec(t.create) != SQLITE_OK)
                return fail(db.message());
        if (auto ok = SnapshotRows::insertAnnotations(db, annotations, notes, true); !ok)
            return fail(ok.error());
        if (!explainJson.isEmpty()) {
            SqliteStatement s(db, "INSERT OR REPLACE INTO meta(key, value) VALUES ('explain', ?)");
            s.bind(1, QString::fromUtf8(explainJson));
            if (!s.ok() || !s.done())
                return fail(db.message());
        }
        // What changed, and the tables a file from before them just got.
        for (const SnapshotSchema::Table &t : SnapshotSchema::tables())
            if (t.optional || qstrcmp(t.name, "annotations") == 0 ||
                qstrcmp(t.name, "notes") == 0 || qstrcmp(t.name, "meta") == 0)
                if (auto ok = SnapshotSchema::storeChecksum(db, t); !ok)
                    return fail(ok.error());
        if (db.exec("COMMIT") != SQLITE_OK)
            return fail(db.message());
        if (!db.close())
            return fail(WorkspaceTr::tr("the database did not close cleanly"));
    }
    if (auto ok = tmp.commit(); !ok)
        return std::unexpected(problem(path, ok.error()));
    return {};
}

} // namespace SnapshotFile
