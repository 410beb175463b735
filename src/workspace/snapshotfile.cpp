#include "snapshotfile.h"

#include "seriescodec.h"

// The SQLite C API rather than Qt SQL: it opens a file read-only and
// immutable by URI (no journal, no lock, no -shm, so reading can never write),
// reports extended result codes that tell "not a database" from "corrupted"
// from "short read" for the one-line message users get, and hands out blobs
// in place instead of copying them through QVariant.
#include <sqlite3.h>

#include <bit>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <optional>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QUrl>
#include <sys/stat.h>
#include <unistd.h>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotFile)
};

// "FSNP" in the header's application id: `file` and other tools can tell a
// snapshot from any other SQLite database.
constexpr int kApplicationId = 0x46534E50;

struct Table
{
    const char *name;
    const char *create;
    // What the integrity checksum covers. Series block data carries its own
    // CRC, so hashing it again would only slow every open down.
    const char *checked;
};

// Schema version 1. Every table is a rowid table so that "ORDER BY rowid"
// gives the checksum a stable order.
const Table kTables[] = {
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
    {"integrity", "CREATE TABLE integrity(tbl TEXT PRIMARY KEY NOT NULL, sha256 BLOB NOT NULL)",
     nullptr},
};

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString errnoText(int e)
{
    return QString::fromLocal8Bit(std::strerror(e));
}

class Db final
{
  public:
    Db() = default;
    Db(const Db &) = delete;
    Db &operator=(const Db &) = delete;
    ~Db() { close(); }

    int open(const QByteArray &name, int flags)
    {
        const int rc = sqlite3_open_v2(name.constData(), &m_db, flags, nullptr);
        if (m_db)
            sqlite3_extended_result_codes(m_db, 1);
        return rc;
    }
    bool close()
    {
        const int rc = m_db ? sqlite3_close(m_db) : SQLITE_OK;
        m_db = nullptr;
        return rc == SQLITE_OK;
    }
    sqlite3 *handle() const { return m_db; }
    int exec(const char *sql) { return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr); }
    QString message() const
    {
        return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
    }

  private:
    sqlite3 *m_db = nullptr;
};

class Stmt final
{
  public:
    Stmt(const Db &db, const char *sql)
    {
        m_rc = sqlite3_prepare_v2(db.handle(), sql, -1, &m_s, nullptr);
    }
    Stmt(const Stmt &) = delete;
    Stmt &operator=(const Stmt &) = delete;
    ~Stmt() { sqlite3_finalize(m_s); }

    bool ok() const { return m_rc == SQLITE_OK && m_s; }
    int rc() const { return m_rc; }
    void bind(int i, qint64 v) { sqlite3_bind_int64(m_s, i, v); }
    void bind(int i, const QString &v)
    {
        const QByteArray u = v.toUtf8();
        sqlite3_bind_text(m_s, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
    }
    void bindBlob(int i, QByteArrayView v)
    {
        // SQLITE_STATIC: the caller keeps the bytes alive until step(). An
        // empty QByteArray has no data pointer, which SQLite would store as
        // NULL rather than as an empty blob.
        static const char kEmpty = 0;
        sqlite3_bind_blob64(m_s, i, v.data() ? v.data() : &kEmpty, sqlite3_uint64(v.size()),
                            SQLITE_STATIC);
    }
    void bind(int i, std::optional<qint64> v)
    {
        if (v)
            bind(i, *v);
        else
            sqlite3_bind_null(m_s, i);
    }
    // SQLITE_ROW, SQLITE_DONE or an error code (kept in rc()).
    int step()
    {
        const int rc = sqlite3_step(m_s);
        if (rc != SQLITE_ROW && rc != SQLITE_DONE)
            m_rc = rc;
        return rc;
    }
    bool done()
    {
        const int rc = step();
        reset();
        return rc == SQLITE_DONE;
    }
    void reset()
    {
        sqlite3_reset(m_s);
        sqlite3_clear_bindings(m_s);
    }
    int columns() const { return sqlite3_column_count(m_s); }
    int type(int c) const { return sqlite3_column_type(m_s, c); }
    bool isNull(int c) const { return type(c) == SQLITE_NULL; }
    qint64 int64(int c) const { return sqlite3_column_int64(m_s, c); }
    double real(int c) const { return sqlite3_column_double(m_s, c); }
    std::optional<qint64> optInt64(int c) const
    {
        return isNull(c) ? std::nullopt : std::optional<qint64>(int64(c));
    }
    QString text(int c) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_s, c));
        return QString::fromUtf8(p, sqlite3_column_bytes(m_s, c));
    }
    QByteArrayView blob(int c) const
    {
        const void *p = sqlite3_column_blob(m_s, c);
        return QByteArrayView(static_cast<const char *>(p), sqlite3_column_bytes(m_s, c));
    }

  private:
    sqlite3_stmt *m_s = nullptr;
    int m_rc = SQLITE_OK;
};

QString sqliteProblem(int rc, const Db &db)
{
    switch (rc & 0xff) {
    case SQLITE_NOTADB:
        return Tr::tr("its SQLite header is damaged");
    case SQLITE_CORRUPT:
        return Tr::tr("corrupted: %1").arg(db.message());
    case SQLITE_IOERR:
        if (rc == SQLITE_IOERR_SHORT_READ)
            return Tr::tr("truncated");
        return Tr::tr("read error: %1").arg(db.message());
    case SQLITE_NOMEM:
        return Tr::tr("out of memory");
    default:
        return db.message();
    }
}

// One line whatever SQLite or the OS said: quick_check reports over
// several lines, starting with "*** in database main ***".
QString problem(const QString &path, const QString &what)
{
    QString line = what;
    line.remove(QLatin1String("*** in database main ***"));
    return Tr::tr("%1: %2.").arg(native(path), line.simplified());
}

QByteArray tableHash(const Db &db, const Table &t, bool *ok)
{
    const QByteArray sql =
        QByteArray("SELECT ") + t.checked + " FROM " + t.name + " ORDER BY rowid";
    Stmt s(db, sql.constData());
    *ok = s.ok();
    QCryptographicHash h(QCryptographicHash::Sha256);
    if (!*ok)
        return {};
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        for (int c = 0; c < s.columns(); ++c) {
            const int type = s.type(c);
            h.addData(QByteArrayView(reinterpret_cast<const char *>(&type), 1));
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
    *ok = rc == SQLITE_DONE;
    return h.result();
}

// A temporary file next to the target, created with the umask's permissions
// and removed unless it was renamed into place.
class TempFile final
{
  public:
    TempFile() = default;
    TempFile(const TempFile &) = delete;
    TempFile &operator=(const TempFile &) = delete;
    ~TempFile()
    {
        if (!m_path.isEmpty())
            ::unlink(m_path.constData());
    }

    std::expected<void, QString> create(const QString &target)
    {
        const QByteArray base = QFile::encodeName(target);
        static const char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
        for (int attempt = 0; attempt < 100; ++attempt) {
            QByteArray name = base + ".tmp-";
            for (int i = 0; i < 6; ++i)
                name += kChars[QRandomGenerator::global()->bounded(int(sizeof kChars - 1))];
            const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd >= 0) {
                ::close(fd);
                m_path = name;
                return {};
            }
            if (errno != EEXIST)
                return std::unexpected(problem(
                    target, Tr::tr("cannot create a file there (%1)").arg(errnoText(errno))));
        }
        return std::unexpected(problem(target, Tr::tr("cannot create a temporary file there")));
    }
    const QByteArray &path() const { return m_path; }

    // fsync, the target's permissions when it exists, rename over it, fsync
    // the directory: after a crash the target is the old file or the new one.
    std::expected<void, QString> commit(const QString &target)
    {
        const int fd = ::open(m_path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0 || ::fsync(fd) != 0) {
            const int e = errno;
            if (fd >= 0)
                ::close(fd);
            return std::unexpected(problem(target, Tr::tr("cannot flush (%1)").arg(errnoText(e))));
        }
        ::close(fd);
        const QByteArray to = QFile::encodeName(target);
        struct stat st;
        if (::stat(to.constData(), &st) == 0)
            ::chmod(m_path.constData(), st.st_mode & 07777);
        if (::rename(m_path.constData(), to.constData()) != 0)
            return std::unexpected(
                problem(target, Tr::tr("cannot replace the file (%1)").arg(errnoText(errno))));
        m_path.clear();
        const QByteArray dir = QFile::encodeName(QFileInfo(target).absolutePath());
        if (const int dfd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
            ::fsync(dfd);
            ::close(dfd);
        }
        return {};
    }

  private:
    QByteArray m_path;
};

std::expected<void, QString> checkWritableTarget(const QString &path)
{
    const QFileInfo fi(path);
    if (fi.isDir())
        return std::unexpected(problem(path, Tr::tr("is a directory")));
    if (!fi.absoluteDir().exists())
        return std::unexpected(problem(path, Tr::tr("the folder does not exist")));
    return {};
}

// The first 100 bytes tell a truncated file from a damaged one before SQLite
// is asked: the header records how many pages the database has.
std::expected<void, QString> checkFile(const QString &path)
{
    const QFileInfo fi(path);
    if (!fi.exists())
        return std::unexpected(problem(path, Tr::tr("no such file")));
    if (fi.isDir())
        return std::unexpected(problem(path, Tr::tr("is a directory, not a snapshot file")));
    if (!fi.isFile())
        return std::unexpected(problem(path, Tr::tr("not a regular file")));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::unexpected(problem(path, Tr::tr("cannot read it (%1)").arg(f.errorString())));
    const qint64 size = f.size();
    const QByteArray h = f.read(100);
    if (size == 0)
        return std::unexpected(problem(path, Tr::tr("the file is empty")));
    static const QByteArray kMagic("SQLite format 3\0", 16);
    if (!h.startsWith(kMagic)) {
        if (h.size() < 16 && kMagic.startsWith(h))
            return std::unexpected(problem(path, Tr::tr("truncated (%1 bytes)").arg(size)));
        return std::unexpected(
            problem(path, Tr::tr("not a FleetScope snapshot (not an SQLite database)")));
    }
    if (h.size() < 100)
        return std::unexpected(problem(path, Tr::tr("truncated (%1 bytes)").arg(size)));
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
        return std::unexpected(problem(path, Tr::tr("corrupted (bad page size in the header)")));
    const qint64 pages = be(28, 4);
    if (pages && be(92, 4) == be(24, 4) && size < pages * pageSize)
        return std::unexpected(
            problem(path, Tr::tr("truncated (%1 of %2 bytes)").arg(size).arg(pages * pageSize)));
    if (size % pageSize)
        return std::unexpected(
            problem(path, Tr::tr("truncated (%1 bytes is not a whole number of pages)").arg(size)));
    return {};
}

// Opens `path` read-only and runs every check that does not decode data:
// the file, SQLite's own quick_check, the schema version, the tables and
// their checksums.
std::expected<void, QString> openChecked(const QString &path, Db &db)
{
    if (auto ok = checkFile(path); !ok)
        return ok;
    const QByteArray uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toEncoded() +
                           "?mode=ro&immutable=1";
    if (const int rc = db.open(uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI); rc != SQLITE_OK)
        return std::unexpected(problem(path, sqliteProblem(rc, db)));
    // Blobs are read straight from the mapping instead of page by page.
    db.exec("PRAGMA mmap_size=1073741824");
    {
        Stmt check(db, "PRAGMA quick_check(1)");
        if (!check.ok())
            return std::unexpected(problem(path, sqliteProblem(check.rc(), db)));
        const int rc = check.step();
        if (rc != SQLITE_ROW)
            return std::unexpected(problem(path, sqliteProblem(check.rc(), db)));
        if (const QString verdict = check.text(0); verdict != QLatin1String("ok"))
            return std::unexpected(problem(path, Tr::tr("corrupted: %1").arg(verdict)));
    }
    {
        Stmt app(db, "PRAGMA application_id");
        if (app.ok() && app.step() == SQLITE_ROW && app.int64(0) != 0 &&
            app.int64(0) != kApplicationId)
            return std::unexpected(
                problem(path, Tr::tr("not a FleetScope snapshot (an SQLite database of another "
                                     "application)")));
    }
    QSet<QString> tables;
    {
        Stmt s(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
        if (!s.ok())
            return std::unexpected(problem(path, sqliteProblem(s.rc(), db)));
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            tables.insert(s.text(0));
        if (rc != SQLITE_DONE)
            return std::unexpected(problem(path, sqliteProblem(s.rc(), db)));
    }
    if (!tables.contains(QStringLiteral("meta")))
        return std::unexpected(
            problem(path, Tr::tr("not a FleetScope snapshot (missing table meta)")));
    {
        // Before anything else about the tables: a newer FleetScope may have
        // other ones.
        Stmt s(db, "SELECT value FROM meta WHERE key = 'schema_version'");
        if (!s.ok() || s.step() != SQLITE_ROW || s.type(0) != SQLITE_INTEGER)
            return std::unexpected(problem(path, Tr::tr("not a FleetScope snapshot (no schema "
                                                        "version)")));
        const qint64 version = s.int64(0);
        if (version > Snapshot::kSchemaVersion)
            return std::unexpected(problem(path, Tr::tr("made by a newer FleetScope (schema %1, "
                                                        "this reads up to %2)")
                                                     .arg(version)
                                                     .arg(Snapshot::kSchemaVersion)));
        if (version < 1)
            return std::unexpected(problem(path, Tr::tr("unknown schema version %1").arg(version)));
    }
    QStringList missing;
    for (const Table &t : kTables)
        if (!tables.contains(QLatin1String(t.name)))
            missing << QLatin1String(t.name);
    if (!missing.isEmpty())
        return std::unexpected(problem(
            path, (missing.size() == 1 ? Tr::tr("missing table %1") : Tr::tr("missing tables %1"))
                      .arg(missing.join(QStringLiteral(", ")))));
    std::map<QString, QByteArray> stored;
    {
        Stmt s(db, "SELECT tbl, sha256 FROM integrity");
        if (!s.ok())
            return std::unexpected(problem(path, sqliteProblem(s.rc(), db)));
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            stored[s.text(0)] = s.blob(1).toByteArray();
        if (rc != SQLITE_DONE)
            return std::unexpected(problem(path, sqliteProblem(s.rc(), db)));
    }
    for (const Table &t : kTables) {
        if (!t.checked)
            continue;
        bool ok = false;
        const QByteArray hash = tableHash(db, t, &ok);
        if (!ok)
            return std::unexpected(
                problem(path, Tr::tr("cannot read table %1 (%2)")
                                  .arg(QLatin1String(t.name), sqliteProblem(SQLITE_CORRUPT, db))));
        auto it = stored.find(QLatin1String(t.name));
        if (it == stored.end() || it->second != hash)
            return std::unexpected(
                problem(path, Tr::tr("corrupted (table %1 does not match its checksum)")
                                  .arg(QLatin1String(t.name))));
    }
    return {};
}

std::expected<void, QString> storeHash(Db &db, const char *table)
{
    for (const Table &t : kTables) {
        if (qstrcmp(t.name, table) != 0)
            continue;
        bool ok = false;
        const QByteArray hash = tableHash(db, t, &ok);
        Stmt s(db, "INSERT OR REPLACE INTO integrity(tbl, sha256) VALUES (?, ?)");
        if (!ok || !s.ok())
            return std::unexpected(db.message());
        s.bind(1, QString::fromLatin1(table));
        s.bindBlob(2, hash);
        if (!s.done())
            return std::unexpected(db.message());
    }
    return {};
}

QByteArray labelsJson(const Labels &labels)
{
    QJsonObject o;
    for (const auto &[k, v] : labels.pairs())
        o.insert(k, v);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray specJson(const QuerySpec &spec)
{
    QJsonObject o = spec.raw;
    if (!o.contains(QLatin1String("source")))
        o.insert(QStringLiteral("source"), spec.source);
    if (!o.contains(QLatin1String("promql")) && !spec.promql.isEmpty())
        o.insert(QStringLiteral("promql"), spec.promql);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A query's series in groups small enough for one block each; all share the
// grid, so they join back by concatenation.
std::vector<SeriesSet> splitForBlocks(const SeriesSet &set)
{
    const std::size_t perBlock = std::max<std::size_t>(
        1, SeriesCodec::kMaxCellsPerBlock / std::max<std::size_t>(1, set.gridSize()));
    std::vector<SeriesSet> out;
    std::size_t i = 0;
    do {
        SeriesSet part;
        part.resultType = set.resultType;
        part.timesMs = set.timesMs;
        if (i == 0) {
            part.warnings = set.warnings;
            part.infos = set.infos;
        }
        const std::size_t end = std::min(set.series.size(), i + perBlock);
        part.series.assign(set.series.begin() + std::ptrdiff_t(i),
                           set.series.begin() + std::ptrdiff_t(end));
        out.push_back(std::move(part));
        i = end;
    } while (i < set.series.size());
    return out;
}

struct EncodedQuery
{
    std::vector<QByteArray> blocks;
    std::vector<std::pair<qint64, qint64>> counts; // series, samples per block
};

std::expected<void, QString> insertAll(Db &db, const Snapshot &snap,
                                       const std::vector<EncodedQuery> &encoded)
{
    auto fail = [&db] { return std::unexpected(db.message()); };
    {
        Stmt s(db, "INSERT INTO meta(key, value) VALUES (?, ?)");
        if (!s.ok())
            return fail();
        const std::pair<const char *, qint64> ints[] = {
            {"schema_version", Snapshot::kSchemaVersion},
            {"from_ms", snap.fromMs},
            {"to_ms", snap.toMs},
            {"captured_at_ms", snap.capturedAtMs}};
        for (const auto &[k, v] : ints) {
            s.bind(1, QString::fromLatin1(k));
            s.bind(2, v);
            if (!s.done())
                return fail();
        }
        const std::pair<const char *, QString> texts[] = {{"title", snap.title},
                                                          {"captured_by", snap.capturedBy},
                                                          {"app_version", snap.appVersion}};
        for (const auto &[k, v] : texts) {
            s.bind(1, QString::fromLatin1(k));
            s.bind(2, v);
            if (!s.done())
                return fail();
        }
    }
    {
        const QByteArray json = snap.dashboardJson.isEmpty() && !snap.dashboard.lanes.empty()
                                    ? snap.dashboard.toJson()
                                    : snap.dashboardJson;
        Stmt s(db, "INSERT INTO dashboard(json) VALUES (?)");
        s.bindBlob(1, json);
        if (!s.ok() || !s.done())
            return fail();
        Stmt r(db, "INSERT INTO rules(yaml) VALUES (?)");
        r.bindBlob(1, snap.rulesYaml);
        if (!r.ok() || !r.done())
            return fail();
        Stmt b(db, "INSERT INTO runbook_registry(text) VALUES (?)");
        b.bindBlob(1, snap.runbookRegistry);
        if (!b.ok() || !b.done())
            return fail();
    }
    {
        Stmt s(db, "INSERT INTO sources(name, type, url) VALUES (?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &src : snap.sources) {
            s.bind(1, src.name);
            s.bind(2, src.type);
            s.bind(3, src.url);
            if (!s.done())
                return fail();
        }
    }
    {
        Stmt q(db, "INSERT INTO queries(id, lane_id, query_index, spec_json, step_ms, "
                   "series_count, sample_count) VALUES (?, ?, ?, ?, ?, ?, ?)");
        Stmt b(db, "INSERT INTO series_blocks(query_id, block_index, series_count, sample_count, "
                   "data) VALUES (?, ?, ?, ?, ?)");
        if (!q.ok() || !b.ok())
            return fail();
        for (std::size_t i = 0; i < snap.queries.size(); ++i) {
            const SnapshotQuery &sq = snap.queries[i];
            const QByteArray spec = specJson(sq.spec);
            q.bind(1, qint64(i + 1));
            q.bind(2, sq.laneId);
            q.bind(3, qint64(sq.queryIndex));
            q.bindBlob(4, spec);
            q.bind(5, sq.stepMs);
            q.bind(6, qint64(sq.data.series.size()));
            q.bind(7, qint64(sq.data.sampleCount()));
            if (!q.done())
                return fail();
            const EncodedQuery &e = encoded[i];
            for (std::size_t k = 0; k < e.blocks.size(); ++k) {
                b.bind(1, qint64(i + 1));
                b.bind(2, qint64(k));
                b.bind(3, e.counts[k].first);
                b.bind(4, e.counts[k].second);
                b.bindBlob(5, e.blocks[k]);
                if (!b.done())
                    return fail();
            }
        }
    }
    {
        Stmt s(db, "INSERT INTO alert_transitions(rule, tier, labels_json, pending_at_ms, "
                   "firing_at_ms, resolved_at_ms, dropped_at_ms, value_bits) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &a : snap.alerts) {
            s.bind(1, a.rule);
            s.bind(2, qint64(a.tier));
            s.bind(3, QString::fromUtf8(labelsJson(a.labels)));
            s.bind(4, a.pendingAtMs);
            s.bind(5, a.firingAtMs);
            s.bind(6, a.resolvedAtMs);
            s.bind(7, a.droppedAtMs);
            // SQLite turns a NaN REAL into NULL: the bits keep it.
            s.bind(8, std::bit_cast<qint64>(a.valueAtLastEval));
            if (!s.done())
                return fail();
        }
    }
    {
        Stmt s(db, "INSERT INTO audit(at_ms, who, action, target, detail) VALUES (?, ?, ?, ?, ?)");
        if (!s.ok())
            return fail();
        for (const auto &e : snap.audit) {
            s.bind(1, e.atMs);
            s.bind(2, e.who);
            s.bind(3, e.action);
            s.bind(4, e.target);
            s.bind(5, e.detail);
            if (!s.done())
                return fail();
        }
    }
    return {};
}

// Annotations and notes: new ones (id 0) get the next id, others keep theirs.
std::expected<void, QString> insertAnnotations(Db &db, const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes, bool onlyNew)
{
    Stmt a(db, "INSERT INTO annotations(id, from_ms, to_ms, text, author, created_at_ms) "
               "VALUES (?, ?, ?, ?, ?, ?)");
    Stmt n(db, "INSERT INTO notes(id, text, author, created_at_ms) VALUES (?, ?, ?, ?)");
    if (!a.ok() || !n.ok())
        return std::unexpected(db.message());
    for (const auto &x : annotations) {
        if (onlyNew && x.id != 0)
            continue;
        a.bind(1, x.id ? std::optional<qint64>(x.id) : std::nullopt);
        a.bind(2, x.fromMs);
        a.bind(3, x.toMs);
        a.bind(4, x.text);
        a.bind(5, x.author);
        a.bind(6, x.createdAtMs);
        if (!a.done())
            return std::unexpected(db.message());
    }
    for (const auto &x : notes) {
        if (onlyNew && x.id != 0)
            continue;
        n.bind(1, x.id ? std::optional<qint64>(x.id) : std::nullopt);
        n.bind(2, x.text);
        n.bind(3, x.author);
        n.bind(4, x.createdAtMs);
        if (!n.done())
            return std::unexpected(db.message());
    }
    return {};
}

std::expected<void, QString> openForWriting(Db &db, const QByteArray &path)
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

std::expected<Snapshot, QString> readContents(const Db &db)
{
    Snapshot snap;
    auto fail = [&db](const QString &what) {
        return std::unexpected(what.isEmpty() ? sqliteProblem(SQLITE_CORRUPT, db) : what);
    };
    {
        Stmt s(db, "SELECT key, value FROM meta");
        if (!s.ok())
            return fail({});
        while (s.step() == SQLITE_ROW) {
            const QString k = s.text(0);
            if (k == QLatin1String("title"))
                snap.title = s.text(1);
            else if (k == QLatin1String("from_ms"))
                snap.fromMs = s.int64(1);
            else if (k == QLatin1String("to_ms"))
                snap.toMs = s.int64(1);
            else if (k == QLatin1String("captured_at_ms"))
                snap.capturedAtMs = s.int64(1);
            else if (k == QLatin1String("captured_by"))
                snap.capturedBy = s.text(1);
            else if (k == QLatin1String("app_version"))
                snap.appVersion = s.text(1);
        }
    }
    {
        Stmt s(db, "SELECT json FROM dashboard LIMIT 1");
        if (s.ok() && s.step() == SQLITE_ROW)
            snap.dashboardJson = s.blob(0).toByteArray();
        if (!snap.dashboardJson.isEmpty()) {
            auto d = Dashboard::fromJson(snap.dashboardJson);
            if (!d)
                return fail(Tr::tr("its dashboard cannot be read: %1").arg(d.error()));
            snap.dashboard = std::move(*d);
        }
        Stmt r(db, "SELECT yaml FROM rules LIMIT 1");
        if (r.ok() && r.step() == SQLITE_ROW)
            snap.rulesYaml = r.blob(0).toByteArray();
        Stmt b(db, "SELECT text FROM runbook_registry LIMIT 1");
        if (b.ok() && b.step() == SQLITE_ROW)
            snap.runbookRegistry = b.blob(0).toByteArray();
    }
    {
        Stmt s(db, "SELECT name, type, url FROM sources ORDER BY rowid");
        while (s.ok() && s.step() == SQLITE_ROW)
            snap.sources.push_back({s.text(0), s.text(1), s.text(2)});
    }
    {
        Stmt q(db, "SELECT id, lane_id, query_index, spec_json, step_ms, series_count, "
                   "sample_count FROM queries ORDER BY id");
        Stmt b(db, "SELECT block_index, series_count, sample_count, data FROM series_blocks "
                   "WHERE query_id = ? ORDER BY block_index");
        if (!q.ok() || !b.ok())
            return fail({});
        while (q.step() == SQLITE_ROW) {
            SnapshotQuery sq;
            const qint64 id = q.int64(0);
            sq.laneId = q.text(1);
            sq.queryIndex = int(q.int64(2));
            const QJsonDocument spec = QJsonDocument::fromJson(q.blob(3).toByteArray());
            sq.spec.raw = spec.object();
            sq.spec.source = sq.spec.raw.value(QLatin1String("source")).toString();
            sq.spec.promql = sq.spec.raw.value(QLatin1String("promql")).toString();
            sq.stepMs = q.int64(4);
            const QString where = Tr::tr("lane %1, query %2").arg(sq.laneId).arg(sq.queryIndex + 1);
            b.bind(1, id);
            qint64 expectBlock = 0;
            int rc;
            while ((rc = b.step()) == SQLITE_ROW) {
                if (b.int64(0) != expectBlock++)
                    return fail(Tr::tr("corrupted (%1: a series block is missing)").arg(where));
                auto part = SeriesCodec::decode(b.blob(3));
                if (!part)
                    return fail(Tr::tr("corrupted (%1: %2)").arg(where, part.error()));
                if (qint64(part->series.size()) != b.int64(1) ||
                    qint64(part->sampleCount()) != b.int64(2))
                    return fail(
                        Tr::tr("corrupted (%1: a block does not hold what it says)").arg(where));
                if (expectBlock == 1) {
                    sq.data = std::move(*part);
                    continue;
                }
                if (part->timesMs != sq.data.timesMs)
                    return fail(Tr::tr("corrupted (%1: blocks on different grids)").arg(where));
                std::move(part->series.begin(), part->series.end(),
                          std::back_inserter(sq.data.series));
            }
            b.reset();
            if (rc != SQLITE_DONE)
                return fail({});
            if (expectBlock == 0)
                return fail(Tr::tr("corrupted (%1: no series block)").arg(where));
            if (qint64(sq.data.series.size()) != q.int64(5) ||
                qint64(sq.data.sampleCount()) != q.int64(6))
                return fail(Tr::tr("corrupted (%1: series are missing)").arg(where));
            snap.queries.push_back(std::move(sq));
        }
    }
    {
        Stmt s(db, "SELECT rule, tier, labels_json, pending_at_ms, firing_at_ms, resolved_at_ms, "
                   "dropped_at_ms, value_bits FROM alert_transitions ORDER BY id");
        while (s.ok() && s.step() == SQLITE_ROW) {
            AlertInstance a;
            a.rule = s.text(0);
            const qint64 tier = s.int64(1);
            a.tier = tier >= 1 && tier <= 3 ? AlertTier(tier) : AlertTier::None;
            const QJsonObject labels = QJsonDocument::fromJson(s.text(2).toUtf8()).object();
            std::vector<Labels::Pair> pairs;
            for (auto it = labels.begin(); it != labels.end(); ++it)
                pairs.emplace_back(it.key(), it.value().toString());
            a.labels = Labels(std::move(pairs));
            a.pendingAtMs = s.int64(3);
            a.firingAtMs = s.optInt64(4);
            a.resolvedAtMs = s.optInt64(5);
            a.droppedAtMs = s.optInt64(6);
            a.valueAtLastEval = std::bit_cast<double>(s.int64(7));
            snap.alerts.push_back(std::move(a));
        }
    }
    {
        Stmt s(db, "SELECT id, from_ms, to_ms, text, author, created_at_ms FROM annotations "
                   "ORDER BY id");
        while (s.ok() && s.step() == SQLITE_ROW)
            snap.annotations.push_back(
                {s.int64(0), s.int64(1), s.int64(2), s.text(3), s.text(4), s.int64(5)});
        Stmt n(db, "SELECT id, text, author, created_at_ms FROM notes ORDER BY id");
        while (n.ok() && n.step() == SQLITE_ROW)
            snap.notes.push_back({n.int64(0), n.text(1), n.text(2), n.int64(3)});
        Stmt a(db, "SELECT at_ms, who, action, target, detail FROM audit ORDER BY id");
        while (a.ok() && a.step() == SQLITE_ROW)
            snap.audit.push_back({a.int64(0), a.text(1), a.text(2), a.text(3), a.text(4)});
    }
    return snap;
}

} // namespace

namespace SnapshotFile {

std::expected<void, QString> write(const Snapshot &snapshot, const QString &path)
{
    if (auto ok = checkWritableTarget(path); !ok)
        return ok;
    // Everything is encoded before the disk is touched: a set that cannot be
    // stored leaves nothing behind.
    std::vector<EncodedQuery> encoded(snapshot.queries.size());
    for (std::size_t i = 0; i < snapshot.queries.size(); ++i) {
        const SnapshotQuery &q = snapshot.queries[i];
        for (const SeriesSet &part : splitForBlocks(q.data)) {
            auto block = SeriesCodec::encode(part);
            if (!block)
                return std::unexpected(problem(path, Tr::tr("cannot store lane %1, query %2: %3")
                                                         .arg(q.laneId)
                                                         .arg(q.queryIndex + 1)
                                                         .arg(block.error())));
            encoded[i].blocks.push_back(std::move(*block));
            encoded[i].counts.emplace_back(qint64(part.series.size()), qint64(part.sampleCount()));
        }
    }
    TempFile tmp;
    if (auto ok = tmp.create(path); !ok)
        return ok;
    {
        Db db;
        auto fail = [&path](const QString &why) {
            return std::unexpected(problem(path, Tr::tr("cannot write it (%1)").arg(why)));
        };
        if (auto ok = openForWriting(db, tmp.path()); !ok)
            return fail(ok.error());
        const QByteArray pragmas =
            "PRAGMA application_id=" + QByteArray::number(kApplicationId) +
            ";PRAGMA user_version=" + QByteArray::number(Snapshot::kSchemaVersion) + ";BEGIN";
        if (db.exec(pragmas.constData()) != SQLITE_OK)
            return fail(db.message());
        for (const Table &t : kTables)
            if (db.exec(t.create) != SQLITE_OK)
                return fail(db.message());
        if (auto ok = insertAll(db, snapshot, encoded); !ok)
            return fail(ok.error());
        if (auto ok = insertAnnotations(db, snapshot.annotations, snapshot.notes, false); !ok)
            return fail(ok.error());
        for (const Table &t : kTables)
            if (t.checked)
                if (auto ok = storeHash(db, t.name); !ok)
                    return fail(ok.error());
        if (db.exec("COMMIT") != SQLITE_OK)
            return fail(db.message());
        if (!db.close())
            return fail(Tr::tr("the database did not close cleanly"));
    }
    return tmp.commit(path);
}

std::expected<Snapshot, QString> read(const QString &path)
{
    Db db;
    if (auto ok = openChecked(path, db); !ok)
        return std::unexpected(ok.error());
    auto snap = readContents(db);
    if (!snap)
        return std::unexpected(problem(path, snap.error()));
    return snap;
}

std::expected<void, QString> appendAnnotations(const QString &path,
                                               const std::vector<Annotation> &annotations,
                                               const std::vector<SnapshotNote> &notes)
{
    {
        // Only a sound file is extended: its checksums are about to be
        // renewed for the two tables that change, and must not bless damage.
        Db db;
        if (auto ok = openChecked(path, db); !ok)
            return ok;
    }
    TempFile tmp;
    if (auto ok = tmp.create(path); !ok)
        return ok;
    auto fail = [&path](const QString &why) {
        return std::unexpected(problem(path, Tr::tr("cannot save the annotations (%1)").arg(why)));
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
        Db db;
        if (auto ok = openForWriting(db, tmp.path()); !ok)
            return fail(ok.error());
        if (db.exec("BEGIN") != SQLITE_OK)
            return fail(db.message());
        if (auto ok = insertAnnotations(db, annotations, notes, true); !ok)
            return fail(ok.error());
        for (const char *t : {"annotations", "notes"})
            if (auto ok = storeHash(db, t); !ok)
                return fail(ok.error());
        if (db.exec("COMMIT") != SQLITE_OK)
            return fail(db.message());
        if (!db.close())
            return fail(Tr::tr("the database did not close cleanly"));
    }
    return tmp.commit(path);
}

} // namespace SnapshotFile
