// Damaged, foreign, newer and unreadable .fsnap files give one clear line
// naming the file and are never written to, neither by reading nor by saving
// annotations into them; byte flips anywhere are caught or harmless.
#include "snapshotfile.h"
#include "snapshotfixtures.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace SnapshotFixtures;

class TestSnapshotCorruption : public QObject
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
                target, {{0, 1, 1, QStringLiteral("x"), QStringLiteral("y"), 2, {}}}, {});
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

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestSnapshotCorruption)
#include "tst_snapshotcorruption.moc"
