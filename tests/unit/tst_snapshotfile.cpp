// The .fsnap file: every Snapshot field round-trips; damaged, foreign, newer
// and unreadable files give one clear line and are never written to; no
// credential reaches the file; annotations are saved back without touching
// the captured data; a write either replaces the file whole or leaves
// nothing behind.
#include "dashboardloader.h"
#include "fakeprometheus.h"
#include "seriescodec.h"
#include "snapshotcapture.h"
#include "snapshotfile.h"

// The test inspects and damages files below the API, as a bad disk or a
// hand edit would. libsqlite3 comes with the workspace library.
#include <sqlite3.h>

#include <bit>
#include <cmath>
#include <limits>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
template <typename T> QByteArray why(const std::expected<T, QString> &e)
{
    return e ? QByteArray() : e.error().toLocal8Bit();
}

// Root reads and writes through any permission bits; for the checks that
// need a refusal, the file system identity drops to nobody (per thread,
// undone at the end of the scope). A no-op for other users.
class AsNobody final
{
  public:
    AsNobody()
    {
        if (::geteuid() == 0) {
            ::setfsgid(65534);
            ::setfsuid(65534);
            m_active = true;
        }
    }
    ~AsNobody()
    {
        if (m_active) {
            ::setfsuid(0);
            ::setfsgid(0);
        }
    }
    AsNobody(const AsNobody &) = delete;
    AsNobody &operator=(const AsNobody &) = delete;

  private:
    bool m_active = false;
};

double fromBits(std::uint64_t b)
{
    return std::bit_cast<double>(b);
}

SeriesSet makeSet(std::size_t points, int series, int salt)
{
    SeriesSet set;
    for (std::size_t i = 0; i < points; ++i)
        set.timesMs.push_back(1'763'700'000'000 + qint64(i) * 15'000);
    for (int s = 0; s < series; ++s) {
        Series x;
        x.labels = Labels({{QStringLiteral("__name__"), QStringLiteral("DCGM_FI_DEV_FB_USED")},
                           {QStringLiteral("Hostname"), QStringLiteral("node-%1").arg(s / 8)},
                           {QStringLiteral("gpu"), QString::number(s % 8)}});
        x.values.resize(points);
        x.present = GapMask(points, true);
        for (std::size_t i = 0; i < points; ++i)
            x.values[i] = 30'000 + double((i * 7 + std::size_t(s) * 13 + std::size_t(salt)) % 97);
        set.series.push_back(std::move(x));
    }
    return set;
}

Snapshot sample()
{
    Snapshot s;
    s.title = QStringLiteral("team-b batch size — P1 at 14:07 ✓");
    s.fromMs = 1'763'700'000'000;
    s.toMs = s.fromMs + 3'600'000;
    s.capturedAtMs = s.toMs + 600'123;
    s.capturedBy = QStringLiteral("alice");
    s.appVersion = QStringLiteral("0.1.0");
    s.dashboard = *DashboardLoader::load(QStringLiteral("builtin:gpu-inference"));
    s.dashboardJson = s.dashboard.toJson();
    s.sources = {{QStringLiteral("prom"), QStringLiteral("prometheus"),
                  QStringLiteral("http://127.0.0.1:9090")},
                 {QStringLiteral("azmon"), QStringLiteral("azure-monitor"),
                  QStringLiteral("https://management.azure.com")}};

    SnapshotQuery mem;
    mem.laneId = QStringLiteral("gpu_memory");
    mem.spec = s.dashboard.lanes[0].queries[0];
    mem.stepMs = 15'000;
    mem.data = makeSet(240, 16, 1);
    mem.data.series[3].values[7] = std::numeric_limits<double>::quiet_NaN();
    mem.data.series[3].values[8] = fromBits(0x7ff4000000000bad);
    mem.data.series[4].values[0] = std::numeric_limits<double>::infinity();
    mem.data.series[4].values[1] = -std::numeric_limits<double>::infinity();
    mem.data.series[5].values[9] = -0.0;
    mem.data.warnings = {QStringLiteral("partial response")};
    s.queries.push_back(mem);

    SnapshotQuery lat;
    lat.laneId = QStringLiteral("p95_latency");
    lat.spec = s.dashboard.lanes[1].queries[0];
    lat.stepMs = 15'000;
    lat.data = makeSet(240, 3, 2);
    for (std::size_t i = 0; i < 240; i += 3)
        lat.data.series[1].present.reset(i);
    for (auto &v : lat.data.series[2].values)
        v = v / 1000 + 0.1;
    s.queries.push_back(lat);

    SnapshotQuery pods;
    pods.laneId = QStringLiteral("pods");
    pods.spec = s.dashboard.lanes[2].queries[0];
    pods.stepMs = 15'000;
    pods.data.infos = {QStringLiteral("no data")}; // an empty result is data too
    s.queries.push_back(pods);

    QFile rules(QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"));
    if (rules.open(QIODevice::ReadOnly))
        s.rulesYaml = rules.readAll();
    AlertInstance a;
    a.rule = QStringLiteral("InferenceLatencyP95");
    a.tier = AlertTier::P1;
    a.labels = Labels({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                       {QStringLiteral("severity"), QStringLiteral("critical")}});
    a.pendingAtMs = s.fromMs + 600'000;
    a.firingAtMs = s.fromMs + 780'000;
    a.resolvedAtMs = s.fromMs + 1'620'000;
    a.valueAtLastEval = 3.4;
    s.alerts.push_back(a);
    AlertInstance b = a;
    b.rule = QStringLiteral("GpuMemoryPressure");
    b.tier = AlertTier::P2;
    b.firingAtMs.reset();
    b.resolvedAtMs.reset();
    b.droppedAtMs = s.fromMs + 900'000;
    b.valueAtLastEval = std::numeric_limits<double>::quiet_NaN();
    s.alerts.push_back(b);
    AlertInstance c = a;
    c.tier = AlertTier::None;
    c.resolvedAtMs.reset(); // still open at the end of the range
    c.valueAtLastEval = -0.0;
    s.alerts.push_back(c);

    s.annotations = {{0, s.fromMs + 720'000, s.fromMs + 720'000,
                      QStringLiteral("14:02 batch size raised to 32"), QStringLiteral("bob"),
                      s.capturedAtMs + 1},
                     {0, s.fromMs + 900'000, s.fromMs + 1'500'000,
                      QStringLiteral("surge pods loading, \"slow\"; ✓"), QStringLiteral("bob"),
                      s.capturedAtMs + 2}};
    s.audit = {{s.fromMs + 800'000, QStringLiteral("alice"), QStringLiteral("ack"),
                QStringLiteral("InferenceLatencyP95{namespace=\"team-b\"}"),
                QStringLiteral("looking")},
               {s.fromMs + 860'000, QStringLiteral("alice"), QStringLiteral("runbook"),
                QStringLiteral("halve-batch-size"), QStringLiteral("exit 0")}};
    s.notes = {{0, QStringLiteral("Root cause: batch size change without a memory check."),
                QStringLiteral("carol"), s.capturedAtMs + 3}};
    s.runbookRegistry = QByteArrayLiteral("runbooks:\n  - id: halve-batch-size\n");
    return s;
}

QString seriesDifference(const SeriesSet &a, const SeriesSet &b)
{
    if (a.resultType != b.resultType || a.timesMs != b.timesMs || a.warnings != b.warnings ||
        a.infos != b.infos || a.series.size() != b.series.size())
        return QStringLiteral("set shape");
    for (std::size_t s = 0; s < a.series.size(); ++s) {
        const Series &x = a.series[s], &y = b.series[s];
        if (!(x.labels == y.labels) || !(x.present == y.present))
            return QStringLiteral("series %1 labels/mask").arg(s);
        for (std::size_t i = 0; i < x.values.size(); ++i)
            if (x.has(i) && std::bit_cast<std::uint64_t>(x.values[i]) !=
                                std::bit_cast<std::uint64_t>(y.values[i]))
                return QStringLiteral("series %1 value %2").arg(s).arg(i);
    }
    return {};
}

// Empty when equal; ids of annotations and notes are compared only when the
// expected one has one.
QString difference(const Snapshot &a, const Snapshot &b)
{
    if (a.title != b.title || a.fromMs != b.fromMs || a.toMs != b.toMs ||
        a.capturedAtMs != b.capturedAtMs || a.capturedBy != b.capturedBy ||
        a.appVersion != b.appVersion)
        return QStringLiteral("meta");
    if (a.dashboardJson != b.dashboardJson || a.dashboard.toJson() != b.dashboard.toJson())
        return QStringLiteral("dashboard");
    if (a.sources.size() != b.sources.size())
        return QStringLiteral("sources");
    for (std::size_t i = 0; i < a.sources.size(); ++i)
        if (a.sources[i].name != b.sources[i].name || a.sources[i].type != b.sources[i].type ||
            a.sources[i].url != b.sources[i].url)
            return QStringLiteral("source %1").arg(i);
    if (a.queries.size() != b.queries.size())
        return QStringLiteral("query count");
    for (std::size_t i = 0; i < a.queries.size(); ++i) {
        const SnapshotQuery &x = a.queries[i], &y = b.queries[i];
        if (x.laneId != y.laneId || x.queryIndex != y.queryIndex || x.stepMs != y.stepMs ||
            x.spec.source != y.spec.source || x.spec.promql != y.spec.promql ||
            x.spec.raw != y.spec.raw)
            return QStringLiteral("query %1").arg(i);
        if (const QString d = seriesDifference(x.data, y.data); !d.isEmpty())
            return QStringLiteral("query %1: %2").arg(i).arg(d);
    }
    if (a.rulesYaml != b.rulesYaml || a.runbookRegistry != b.runbookRegistry)
        return QStringLiteral("rules/runbooks");
    if (a.alerts.size() != b.alerts.size())
        return QStringLiteral("alert count");
    for (std::size_t i = 0; i < a.alerts.size(); ++i) {
        const AlertInstance &x = a.alerts[i], &y = b.alerts[i];
        if (x.rule != y.rule || x.tier != y.tier || !(x.labels == y.labels) ||
            x.pendingAtMs != y.pendingAtMs || x.firingAtMs != y.firingAtMs ||
            x.resolvedAtMs != y.resolvedAtMs || x.droppedAtMs != y.droppedAtMs ||
            std::bit_cast<std::uint64_t>(x.valueAtLastEval) !=
                std::bit_cast<std::uint64_t>(y.valueAtLastEval))
            return QStringLiteral("alert %1").arg(i);
    }
    if (a.annotations.size() != b.annotations.size())
        return QStringLiteral("annotation count");
    for (std::size_t i = 0; i < a.annotations.size(); ++i) {
        const Annotation &x = a.annotations[i], &y = b.annotations[i];
        if ((x.id && x.id != y.id) || x.fromMs != y.fromMs || x.toMs != y.toMs ||
            x.text != y.text || x.author != y.author || x.createdAtMs != y.createdAtMs)
            return QStringLiteral("annotation %1").arg(i);
    }
    if (a.notes.size() != b.notes.size())
        return QStringLiteral("note count");
    for (std::size_t i = 0; i < a.notes.size(); ++i)
        if ((a.notes[i].id && a.notes[i].id != b.notes[i].id) ||
            a.notes[i].text != b.notes[i].text || a.notes[i].author != b.notes[i].author ||
            a.notes[i].createdAtMs != b.notes[i].createdAtMs)
            return QStringLiteral("note %1").arg(i);
    if (a.audit != b.audit)
        return QStringLiteral("audit");
    return {};
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

bool sql(const QString &path, const char *statements)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK &&
              sqlite3_exec(db, statements, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

// Every row of every table, serialised: "captured data unchanged" per table.
std::map<QString, QByteArray> dumpTables(const QString &path)
{
    std::map<QString, QByteArray> out;
    sqlite3 *db = nullptr;
    const QByteArray uri = QUrl::fromLocalFile(path).toEncoded() + "?mode=ro";
    if (sqlite3_open_v2(uri.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
        SQLITE_OK)
        return out;
    QStringList tables;
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='table'", -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW)
        tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)));
    sqlite3_finalize(s);
    for (const QString &t : tables) {
        const QByteArray q = "SELECT * FROM " + t.toUtf8() + " ORDER BY rowid";
        sqlite3_prepare_v2(db, q.constData(), -1, &s, nullptr);
        QByteArray &rows = out[t];
        while (sqlite3_step(s) == SQLITE_ROW) {
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                rows += QByteArray::number(sqlite3_column_type(s, c)) + ':';
                const auto *p = static_cast<const char *>(sqlite3_column_blob(s, c));
                rows += QByteArray(p, sqlite3_column_bytes(s, c)) + '|';
            }
            rows += '\n';
        }
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return out;
}

std::vector<QByteArray> blockPayloads(const QString &path)
{
    std::vector<QByteArray> out;
    sqlite3 *db = nullptr;
    sqlite3_open(QFile::encodeName(path).constData(), &db);
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db, "SELECT data FROM series_blocks", -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW) {
        const auto *p = static_cast<const char *>(sqlite3_column_blob(s, 0));
        if (auto raw = SeriesCodec::payload(QByteArrayView(p, sqlite3_column_bytes(s, 0))))
            out.push_back(*raw);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return out;
}

QStringList leftovers(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.tmp-*"), QStringLiteral("*-journal"),
                                QStringLiteral("*-wal"), QStringLiteral("*-shm")},
                               QDir::Files | QDir::Hidden);
}
} // namespace

class TestSnapshotFile : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        // Traversable by nobody, for the permission cases.
        QFile::setPermissions(m_dir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                 QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                 QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                                 QFileDevice::ExeGroup);
    }

    void roundTripsEveryField()
    {
        const Snapshot s = sample();
        const QString path = m_dir->filePath(QStringLiteral("incident.fsnap"));
        const auto w = SnapshotFile::write(s, path);
        QVERIFY2(w.has_value(), why(w).constData());
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        const QString diff = difference(s, *r);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(r->annotations[0].id, 1);
        QCOMPARE(r->annotations[1].id, 2);
        QCOMPARE(r->notes[0].id, 1);
        QCOMPARE(r->sampleCount(), s.sampleCount());
        QVERIFY(leftovers(m_dir->path()).isEmpty());
        // Writing what was read gives the same data again.
        const QString again = m_dir->filePath(QStringLiteral("again.fsnap"));
        QVERIFY(SnapshotFile::write(*r, again));
        QCOMPARE(dumpTables(again), dumpTables(path));
    }

    void largeQuerySpansSeveralBlocks()
    {
        Snapshot s = sample();
        s.queries.resize(1);
        s.queries[0].data = makeSet(2881, 1600, 3); // 12 h of 1,600 GPUs: 4.6 M samples
        const QString path = m_dir->filePath(QStringLiteral("big.fsnap"));
        QVERIFY(SnapshotFile::write(s, path));
        const auto tables = dumpTables(path);
        QVERIFY(tables.at(QStringLiteral("series_blocks")).count('\n') > 1);
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        QVERIFY(seriesDifference(s.queries[0].data, r->queries[0].data).isEmpty());
        const double perSample = double(QFileInfo(path).size()) / double(s.sampleCount());
        QVERIFY2(perSample < 3.0, qPrintable(QString::number(perSample)));
    }

    void readingNeverWrites()
    {
        const QString path = m_dir->filePath(QStringLiteral("incident.fsnap"));
        QVERIFY(SnapshotFile::write(sample(), path));
        const QDateTime old = QDateTime::currentDateTimeUtc().addDays(-3);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
        f.close();
        const QByteArray before = bytesOf(path);
        for (int i = 0; i < 3; ++i)
            QVERIFY(SnapshotFile::read(path));
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(QFileInfo(path).lastModified().toSecsSinceEpoch(), old.toSecsSinceEpoch());
        QVERIFY(leftovers(m_dir->path()).isEmpty());
        // Also from a read-only file, as a snapshot mailed around arrives.
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadOther);
        {
            AsNobody nobody;
            const auto r = SnapshotFile::read(path);
            QVERIFY2(r.has_value(), why(r).constData());
        }
        QCOMPARE(bytesOf(path), before);
    }

    void corruptionMatrix_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer schema") << "newer"
                                      << "made by a newer FleetScope (schema 2, this "
                                         "reads up to 1)";
        QTest::newRow("truncated to 50 bytes") << "cut:50"
                                               << "truncated";
        QTest::newRow("truncated to 100 bytes") << "cut:100"
                                                << "truncated";
        QTest::newRow("truncated to one page") << "cut:4096"
                                               << "truncated";
        QTest::newRow("truncated to half") << "cut:half"
                                           << "truncated";
        QTest::newRow("truncated by one page") << "cut:-4096"
                                               << "truncated";
        QTest::newRow("truncated by one byte") << "cut:-1"
                                               << "truncated";
        QTest::newRow("flipped byte in the SQLite magic") << "flip:magic"
                                                          << "not an SQLite";
        QTest::newRow("flipped byte in the page size") << "flip:pagesize"
                                                       << "corrupted";
        QTest::newRow("flipped byte in a b-tree page header") << "flip:page2"
                                                              << "corrupted";
        QTest::newRow("flipped byte in a series block") << "flip:block"
                                                        << "corrupted";
        QTest::newRow("flipped byte in the title") << "flip:title"
                                                   << "table meta";
        QTest::newRow("flipped byte in an annotation") << "flip:annotation"
                                                       << "table annotations";
        QTest::newRow("not SQLite") << "text"
                                    << "not an SQLite database";
        QTest::newRow("SQLite, other tables") << "foreign"
                                              << "missing table meta";
        QTest::newRow("SQLite, one table dropped") << "dropnotes"
                                                   << "missing table notes";
        QTest::newRow("SQLite, another application") << "appid"
                                                     << "another application";
        QTest::newRow("empty file") << "empty"
                                    << "empty";
        QTest::newRow("directory") << "dir"
                                   << "directory";
        QTest::newRow("unreadable") << "unreadable"
                                    << "cannot read";
        QTest::newRow("missing") << "missing"
                                 << "no such file";
    }
    void corruptionMatrix()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        const QString path = m_dir->filePath(QStringLiteral("case.fsnap"));
        const Snapshot s = sample();
        QVERIFY(SnapshotFile::write(s, path));
        QByteArray bytes = bytesOf(path);
        auto flipAt = [&bytes](qsizetype at) {
            QVERIFY(at >= 0 && at < bytes.size());
            bytes[at] = char(bytes[at] ^ 0x5a);
        };
        if (kind == QLatin1String("newer")) {
            QVERIFY(sql(path, "UPDATE meta SET value = 2 WHERE key = 'schema_version'"));
            bytes = bytesOf(path);
        } else if (kind.startsWith(QLatin1String("cut:"))) {
            const QString n = kind.mid(4);
            const qsizetype keep = n == QLatin1String("half")       ? bytes.size() / 2
                                   : n.startsWith(QLatin1Char('-')) ? bytes.size() + n.toInt()
                                                                    : n.toInt();
            bytes.truncate(keep);
        } else if (kind == QLatin1String("flip:magic")) {
            flipAt(3);
        } else if (kind == QLatin1String("flip:pagesize")) {
            flipAt(16);
        } else if (kind == QLatin1String("flip:page2")) {
            flipAt(4096); // the page type of the second page
        } else if (kind == QLatin1String("flip:block")) {
            flipAt(bytes.indexOf(QByteArray("FSC\x01", 4)) + 40);
        } else if (kind == QLatin1String("flip:title")) {
            flipAt(bytes.indexOf(QByteArrayLiteral("batch size \xe2\x80\x94")) + 2);
        } else if (kind == QLatin1String("flip:annotation")) {
            flipAt(bytes.indexOf(QByteArrayLiteral("raised to 32")) + 3);
        } else if (kind == QLatin1String("text")) {
            bytes = QByteArrayLiteral("\x89PNG\r\n\x1a\n not a snapshot at all, but long enough");
        } else if (kind == QLatin1String("foreign")) {
            QFile::remove(path);
            QVERIFY(
                sql(path, "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES('x')"));
            bytes = bytesOf(path);
        } else if (kind == QLatin1String("dropnotes")) {
            QVERIFY(sql(path, "DROP TABLE notes"));
            bytes = bytesOf(path);
        } else if (kind == QLatin1String("appid")) {
            QVERIFY(sql(path, "PRAGMA application_id = 1234"));
            bytes = bytesOf(path);
        } else if (kind == QLatin1String("empty")) {
            bytes.clear();
        }
        QString target = path;
        if (kind == QLatin1String("dir")) {
            target = m_dir->filePath(QStringLiteral("folder.fsnap"));
            QVERIFY(QDir().mkdir(target));
        } else if (kind == QLatin1String("missing")) {
            target = m_dir->filePath(QStringLiteral("nowhere.fsnap"));
        } else {
            QVERIFY(writeBytes(path, bytes));
            if (kind == QLatin1String("unreadable"))
                QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        }
        const QDateTime mtime = QFileInfo(target).lastModified();

        std::expected<Snapshot, QString> r;
        {
            AsNobody nobody;
            r = SnapshotFile::read(target);
        }
        QVERIFY2(!r.has_value(), "a damaged file was read as a snapshot");
        QVERIFY2(r.error().contains(expected), qPrintable(r.error()));
        QVERIFY(!r.error().contains(QLatin1Char('\n')));
        QVERIFY2(r.error().contains(QDir::toNativeSeparators(target)), qPrintable(r.error()));
        if (kind != QLatin1String("dir") && kind != QLatin1String("missing")) {
            QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            QCOMPARE(bytesOf(path), bytes);
            QCOMPARE(QFileInfo(path).lastModified(), mtime);
        }
        QVERIFY(leftovers(m_dir->path()).isEmpty());
        // Saving annotations into it is refused the same way, leaving it be
        // (the unreadable file is readable again by now).
        if (kind != QLatin1String("dir") && kind != QLatin1String("missing") &&
            kind != QLatin1String("unreadable")) {
            const auto a = SnapshotFile::appendAnnotations(
                target, {{0, 1, 1, QStringLiteral("x"), QStringLiteral("y"), 2}}, {});
            QVERIFY(!a.has_value());
            QCOMPARE(bytesOf(path), bytes);
            QVERIFY(leftovers(m_dir->path()).isEmpty());
        }
    }

    // Flips spread over the whole file: each read fails with a message or,
    // where the byte was unused, gives back exactly the snapshot written.
    void flipsAnywhereAreCaughtOrHarmless()
    {
        const QString path = m_dir->filePath(QStringLiteral("flip.fsnap"));
        const Snapshot s = sample();
        QVERIFY(SnapshotFile::write(s, path));
        const QByteArray original = bytesOf(path);
        int caught = 0, harmless = 0;
        for (qsizetype at = 0; at < original.size(); at += 97) {
            QByteArray bytes = original;
            bytes[at] = char(bytes[at] ^ (1 << (at % 8)));
            QVERIFY(writeBytes(path, bytes));
            const auto r = SnapshotFile::read(path);
            if (!r) {
                QVERIFY(!r.error().contains(QLatin1Char('\n')));
                ++caught;
                continue;
            }
            const QString diff = difference(s, *r);
            QVERIFY2(diff.isEmpty(),
                     qPrintable(QStringLiteral("byte %1 changed %2 unnoticed").arg(at).arg(diff)));
            ++harmless;
        }
        qInfo("%d flips caught, %d in unused bytes", caught, harmless);
        QVERIFY(caught > 0);
    }

    void annotationsAreAddedWithoutTouchingCapturedData()
    {
        const QString path = m_dir->filePath(QStringLiteral("incident.fsnap"));
        QVERIFY(SnapshotFile::write(sample(), path));
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ReadGroup);
        const auto before = dumpTables(path);
        const auto first = SnapshotFile::read(path);
        QVERIFY(first);
        std::vector<Annotation> annotations = first->annotations; // already saved: ids set
        annotations.push_back({0, first->fromMs + 60'000, first->fromMs + 60'000,
                               QStringLiteral("14:01 deploy of team-b v42"), QStringLiteral("dave"),
                               first->capturedAtMs + 10});
        const std::vector<SnapshotNote> notes = {
            {0, QStringLiteral("Action: memory check in the deploy pipeline."),
             QStringLiteral("dave"), first->capturedAtMs + 11}};
        const auto a = SnapshotFile::appendAnnotations(path, annotations, notes);
        QVERIFY2(a.has_value(), why(a).constData());
        QVERIFY(leftovers(m_dir->path()).isEmpty());
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));

        const auto after = dumpTables(path);
        for (const auto &[table, rows] : before) {
            if (table == QLatin1String("annotations") || table == QLatin1String("notes") ||
                table == QLatin1String("integrity"))
                continue;
            QVERIFY2(after.at(table) == rows, qPrintable(table));
        }
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        QCOMPARE(r->annotations.size(), std::size_t(3));
        QCOMPARE(r->annotations[2].id, 3);
        QCOMPARE(r->annotations[2].text, QStringLiteral("14:01 deploy of team-b v42"));
        QCOMPARE(r->notes.size(), std::size_t(2));
        QCOMPARE(r->notes[1].author, QStringLiteral("dave"));
        Snapshot expected = *first;
        expected.annotations = r->annotations;
        expected.notes = r->notes;
        QVERIFY(difference(expected, *r).isEmpty());
    }

    void writeToAnUnwritableFolderLeavesNothing()
    {
        const QString dir = m_dir->filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkdir(dir));
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                               QFileDevice::ReadOther | QFileDevice::ExeOther));
        std::expected<void, QString> w;
        {
            AsNobody nobody;
            w = SnapshotFile::write(sample(), dir + QStringLiteral("/x.fsnap"));
        }
        QVERIFY(!w.has_value());
        QVERIFY2(w.error().contains(QLatin1String("x.fsnap")), qPrintable(w.error()));
        QVERIFY(!w.error().contains(QLatin1Char('\n')));
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
        QVERIFY(
            QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());

        const auto missing = SnapshotFile::write(
            sample(), m_dir->filePath(QStringLiteral("no/such/folder/x.fsnap")));
        QVERIFY(!missing.has_value());
        const auto onDir = SnapshotFile::write(sample(), dir);
        QVERIFY(!onDir.has_value());
        QVERIFY2(onDir.error().contains(QLatin1String("directory")), qPrintable(onDir.error()));
    }

    void anExistingFileIsReplacedWhole()
    {
        const QString path = m_dir->filePath(QStringLiteral("incident.fsnap"));
        Snapshot a = sample();
        QVERIFY(SnapshotFile::write(a, path));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ReadGroup));
        const QByteArray oldBytes = bytesOf(path);
        struct stat before;
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &before), 0);
        // A reader that has the old file open keeps reading the old file:
        // the new one arrives by rename, never by rewriting in place.
        QFile open(path);
        QVERIFY(open.open(QIODevice::ReadOnly));

        Snapshot b = sample();
        b.title = QStringLiteral("second capture");
        QVERIFY(SnapshotFile::write(b, path));
        QCOMPARE(open.readAll(), oldBytes);
        struct stat after;
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &after), 0);
        QVERIFY(after.st_ino != before.st_ino);
        QCOMPARE(after.st_mode & 07777, before.st_mode & 07777);
        QCOMPARE(SnapshotFile::read(path)->title, QStringLiteral("second capture"));
        QVERIFY(leftovers(m_dir->path()).isEmpty());

        // A write that fails half-way (two sources with one name) keeps the
        // old file and leaves no temporary behind.
        Snapshot bad = sample();
        bad.sources.push_back(bad.sources.front());
        const QByteArray current = bytesOf(path);
        const auto w = SnapshotFile::write(bad, path);
        QVERIFY(!w.has_value());
        QCOMPARE(bytesOf(path), current);
        QVERIFY(leftovers(m_dir->path()).isEmpty());
    }

    void noCredentialReachesTheFile()
    {
        const QByteArray token = "tok-7f3a91c2e4b8-BEARER-SECRET";
        const QByteArray password = "pw-2b8d4e6f0a1c-BASIC-SECRET";
        const QByteArray clientSecret = "cs-5e7a9c1b3d2f-AZURE-SECRET";
        const QByteArray header = "tenant-hdr-8c6e4a2b0d9f";
        const QByteArray urlPassword = "urlpw-3f5d7b9a1c";
        qputenv("FS_SNAPTEST_TOKEN", token);
        qputenv("FS_SNAPTEST_PASSWORD", password);
        qputenv("FS_SNAPTEST_CLIENT_SECRET", clientSecret);

        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 2, 5));
        });
        QUrl withUser = server.url();
        withUser.setUserName(QStringLiteral("scope"));
        withUser.setPassword(QString::fromLatin1(urlPassword));
        const QByteArray sourcesJson =
            "{\"sources\": ["
            "{\"name\": \"bearer\", \"type\": \"prometheus\", \"url\": \"" +
            server.url().toEncoded() +
            "\", \"auth\": {\"type\": \"bearer\", \"tokenEnv\": \"FS_SNAPTEST_TOKEN\"}},"
            "{\"name\": \"basic\", \"type\": \"prometheus\", \"url\": \"" +
            server.url().toEncoded() +
            "\", \"auth\": {\"type\": \"basic\", \"username\": \"ops\", \"passwordEnv\": "
            "\"FS_SNAPTEST_PASSWORD\"}},"
            "{\"name\": \"headers\", \"type\": \"prometheus\", \"url\": \"" +
            withUser.toEncoded() + "\", \"headers\": {\"X-Scope-OrgID\": \"" + header +
            "\"}},"
            "{\"name\": \"azmon\", \"type\": \"azure-monitor\", \"cloud\": \"AzureCloud\", "
            "\"auth\": {\"type\": \"azure\", \"method\": \"client-secret\", \"tenant\": "
            "\"00000000-0000-0000-0000-000000000100\", \"clientId\": "
            "\"00000000-0000-0000-0000-000000000200\", \"clientSecretEnv\": "
            "\"FS_SNAPTEST_CLIENT_SECRET\"}}"
            "]}";
        auto parsed = SourceConfig::parseFile(sourcesJson);
        QVERIFY2(parsed.has_value(), why(parsed).constData());

        const QByteArray dashboardJson =
            R"x({"title": "secrets", "lanes": [
                 {"id": "a", "queries": [{"source": "bearer", "promql": "up"}]},
                 {"id": "b", "queries": [{"source": "basic", "promql": "up"}]},
                 {"id": "c", "queries": [{"source": "headers", "promql": "up"}]}]})x";
        SnapshotCapture::Request req;
        req.dashboard = *Dashboard::fromJson(dashboardJson);
        req.toMs = 1'763'700'000'000;
        req.fromMs = req.toMs - 3'600'000;
        const auto snap = SnapshotCapture::run(SourceList{*parsed}, req);
        QVERIFY2(snap.has_value(), why(snap).constData());
        QCOMPARE(snap->queries.size(), std::size_t(3));
        // The secrets were really in use.
        bool sawToken = false, sawBasic = false, sawHeader = false;
        for (const auto &r : server.requests()) {
            const QByteArray auth = r.headers.value("authorization");
            sawToken = sawToken || auth == "Bearer " + token;
            sawBasic = sawBasic || auth == "Basic " + ("ops:" + password).toBase64();
            sawHeader = sawHeader || r.headers.value("x-scope-orgid") == header;
        }
        QVERIFY(sawToken && sawBasic && sawHeader);

        const QString path = m_dir->filePath(QStringLiteral("secrets.fsnap"));
        const auto w = SnapshotFile::write(*snap, path);
        QVERIFY2(w.has_value(), why(w).constData());
        std::vector<QByteArray> haystacks = blockPayloads(path);
        QCOMPARE(haystacks.size(), std::size_t(3));
        haystacks.push_back(bytesOf(path));
        const QByteArray needles[] = {token,
                                      password,
                                      clientSecret,
                                      header,
                                      urlPassword,
                                      ("ops:" + password).toBase64(),
                                      "FS_SNAPTEST_TOKEN",
                                      "FS_SNAPTEST_PASSWORD",
                                      "FS_SNAPTEST_CLIENT_SECRET",
                                      "X-Scope-OrgID"};
        for (const QByteArray &hay : haystacks)
            for (const QByteArray &needle : needles) {
                QVERIFY2(!hay.contains(needle), needle.constData());
                QVERIFY2(!hay.contains(QString::fromLatin1(needle).toUtf8().toHex()),
                         needle.constData());
            }
        const auto back = SnapshotFile::read(path);
        QVERIFY(back);
        QCOMPARE(back->sources.size(), std::size_t(3)); // azmon was not used
        for (const auto &s : back->sources)
            QCOMPARE(s.url, server.url().toString());
    }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestSnapshotFile)
#include "tst_snapshotfile.moc"
