// The .fsnap file: every Snapshot field round-trips; reading never writes;
// annotations are saved back without touching the captured data; a write
// either replaces the file whole or leaves nothing behind. Damaged files are
// tst_snapshotcorruption's, credentials tst_snapshotsecrets'.
#include "snapshotfile.h"
#include "snapshotfixtures.h"
#include "sqlitedb.h"
#include "sqlitestatement.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>
#include <sys/stat.h>

using namespace SnapshotFixtures;

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
        s.queries[0].data = makeSet(2881, 1600, 3);   // 12 h of 1,600 GPUs: 4.6 M samples
        s.ruleSeries[0].data = makeSet(721, 1600, 4); // what a rule read of them, at 1 min
        const QString path = m_dir->filePath(QStringLiteral("big.fsnap"));
        QVERIFY(SnapshotFile::write(s, path));
        const auto tables = dumpTables(path);
        QVERIFY(tables.at(QStringLiteral("series_blocks")).count('\n') > 1);
        QVERIFY(tables.at(QStringLiteral("rule_series")).count('\n') > 1);
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        QVERIFY(seriesDifference(s.queries[0].data, r->queries[0].data).isEmpty());
        QVERIFY(seriesDifference(s.ruleSeries[0].data, r->ruleSeries[0].data).isEmpty());
        const double perSample = double(QFileInfo(path).size()) /
                                 double(s.sampleCount() + s.ruleSeries[0].data.sampleCount());
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

    // Files written before annotations had lanes have no annotation_lanes
    // table: they read with every annotation on every lane, and saving a
    // lane's annotation into one adds the table.
    void filesFromBeforeAnnotationLanesStillRead()
    {
        const QString path = m_dir->filePath(QStringLiteral("older.fsnap"));
        QVERIFY(SnapshotFile::write(sample(), path));
        // The table gone but its checksum kept: the file had it, and lost it.
        const QString lost = m_dir->filePath(QStringLiteral("lost.fsnap"));
        QVERIFY(QFile::copy(path, lost));
        {
            SqliteDb db;
            QCOMPARE(db.open(QFile::encodeName(lost), SQLITE_OPEN_READWRITE), SQLITE_OK);
            QCOMPARE(db.exec("DROP TABLE annotation_lanes"), SQLITE_OK);
            QVERIFY(db.close());
        }
        const auto gone = SnapshotFile::read(lost);
        QVERIFY(!gone);
        QVERIFY2(gone.error().contains(QLatin1String("annotation_lanes is missing")),
                 qPrintable(gone.error()));
        {
            SqliteDb db;
            QCOMPARE(db.open(QFile::encodeName(path), SQLITE_OPEN_READWRITE), SQLITE_OK);
            // As written before either table existed.
            QCOMPARE(db.exec("DROP TABLE annotation_lanes; DROP TABLE changes; DROP TABLE "
                             "baselines; DROP TABLE rule_series; DELETE FROM integrity WHERE tbl "
                             "IN ('annotation_lanes', 'changes', 'baselines', 'rule_series')"),
                     SQLITE_OK);
            QVERIFY(db.close());
        }
        const auto old = SnapshotFile::read(path);
        QVERIFY2(old.has_value(), why(old).constData());
        QVERIFY(old->changes.empty());
        QVERIFY(old->baselines.empty());
        QVERIFY(old->ruleSeries.empty());
        QCOMPARE(old->annotations.size(), std::size_t(2));
        for (const Annotation &a : old->annotations)
            QVERIFY(a.laneId.isEmpty());
        std::vector<Annotation> annotations = old->annotations;
        annotations.push_back({0, old->fromMs, old->fromMs, QStringLiteral("on one lane"),
                               QStringLiteral("dave"), old->capturedAtMs, QStringLiteral("pods")});
        const auto a = SnapshotFile::appendAnnotations(path, annotations, {});
        QVERIFY2(a.has_value(), why(a).constData());
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        QCOMPARE(r->annotations.size(), std::size_t(3));
        QCOMPARE(r->annotations[2].laneId, QStringLiteral("pods"));
        QVERIFY(r->annotations[0].laneId.isEmpty());
        QVERIFY(r->changes.empty());
        {
            // The tables it got are there, with their checksums: damage to
            // them is caught from now on.
            SqliteDb db;
            QCOMPARE(db.open(QFile::encodeName(path), SQLITE_OPEN_READONLY), SQLITE_OK);
            SqliteStatement s(db, "SELECT count(*) FROM integrity WHERE tbl IN "
                                  "('annotation_lanes', 'changes')");
            QVERIFY(s.ok() && s.step() == SQLITE_ROW);
            QCOMPARE(s.int64(0), 2);
        }
        // A lane row that was changed behind the checksum's back is damage.
        {
            SqliteDb db;
            QCOMPARE(db.open(QFile::encodeName(path), SQLITE_OPEN_READWRITE), SQLITE_OK);
            QCOMPARE(db.exec("UPDATE annotation_lanes SET lane_id = 'gpu_memory'"), SQLITE_OK);
            QVERIFY(db.close());
        }
        const auto damaged = SnapshotFile::read(path);
        QVERIFY(!damaged);
        QVERIFY2(damaged.error().contains(QLatin1String("annotation_lanes")),
                 qPrintable(damaged.error()));
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
                               first->capturedAtMs + 10, QStringLiteral("p95_latency")});
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
                table == QLatin1String("annotation_lanes") || table == QLatin1String("integrity"))
                continue;
            QVERIFY2(after.at(table) == rows, qPrintable(table));
        }
        const auto r = SnapshotFile::read(path);
        QVERIFY2(r.has_value(), why(r).constData());
        QCOMPARE(r->annotations.size(), std::size_t(3));
        QCOMPARE(r->annotations[2].id, 3);
        QCOMPARE(r->annotations[2].text, QStringLiteral("14:01 deploy of team-b v42"));
        // The lanes: the new one's, and the saved ones' kept.
        QCOMPARE(r->annotations[2].laneId, QStringLiteral("p95_latency"));
        QCOMPARE(r->annotations[0].laneId, QStringLiteral("gpu_memory"));
        QCOMPARE(r->annotations[1].laneId, QString());
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

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestSnapshotFile)
#include "tst_snapshotfile.moc"
