// SnapshotSaver: a save runs without blocking the caller, reports both
// stages, and a cancel in either stage leaves nothing on disk.
#include "fakeprometheus.h"
#include "snapshotfile.h"
#include "snapshotsaver.h"
#include "sourceregistry.h"

#include <QDir>
#include <QNetworkAccessManager>
#include <QSemaphore>
#include <QSignalSpy>
#include <QtConcurrent/QtConcurrentRun>
#include <QTemporaryDir>
#include <QTest>

class TestSnapshotSaver : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_slow = false;
        m_server->setHandler([this](const FakePrometheus::Request &r) {
            auto resp =
                FakePrometheus::reply(200, "application/json", FakePrometheus::matrixFor(r, 3, 1));
            if (m_slow)
                resp.delayMs = 10'000;
            return resp;
        });
        SourceConfig c;
        c.name = QStringLiteral("fake");
        c.url = m_server->url();
        c.timeoutMs = 20'000;
        m_registry = std::make_unique<SourceRegistry>(&m_nam);
        m_registry->setSources(SourceList{{c}});
        m_request.dashboard = *Dashboard::fromJson(R"({"title": "Saved", "lanes": [
            {"id": "mem", "queries": [{"source": "fake", "promql": "mem"}]},
            {"id": "lat", "queries": [{"source": "fake", "promql": "lat"}]}]})");
        m_request.toMs = 1'763'700'000'000;
        m_request.fromMs = m_request.toMs - 3'600'000;
        m_dir = std::make_unique<QTemporaryDir>(); // one per test: each checks it is empty
        QVERIFY(m_dir->isValid());
    }

    void savesInTheBackgroundThroughBothStages()
    {
        SnapshotSaver saver(m_registry.get());
        QSignalSpy progress(&saver, &SnapshotSaver::progress);
        QSignalSpy finished(&saver, &SnapshotSaver::finished);
        const QString path = m_dir->filePath(QStringLiteral("a.fsnap"));
        QVERIFY(saver.start(m_request, path));
        // Returned at once: nothing fetched, nothing written yet.
        QVERIFY(saver.isRunning());
        QVERIFY(!QFile::exists(path));
        QVERIFY(!saver.start(m_request, path)); // one at a time
        QVERIFY(finished.wait(20'000));
        QVERIFY2(saver.outcome(), qPrintable(saver.outcome().error()));
        const auto read = SnapshotFile::read(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error()));
        QCOMPARE(*saver.outcome(), read->sampleCount());
        QVERIFY(*saver.outcome() > 0);
        bool fetching = false, writing = false;
        for (const auto &p : progress) {
            const auto stage = p.at(0).value<SnapshotSaver::Stage>();
            fetching = fetching || stage == SnapshotSaver::Stage::Fetching;
            writing = writing || stage == SnapshotSaver::Stage::Writing;
        }
        QVERIFY(fetching && writing);
    }

    void cancelWhileFetchingLeavesNothing()
    {
        m_slow = true;
        SnapshotSaver saver(m_registry.get());
        QSignalSpy finished(&saver, &SnapshotSaver::finished);
        const QString path = m_dir->filePath(QStringLiteral("b.fsnap"));
        QVERIFY(saver.start(m_request, path));
        QTRY_VERIFY_WITH_TIMEOUT(!m_server->requests().isEmpty(), 10'000);
        saver.cancel();
        QVERIFY(finished.count() == 1 || finished.wait(10'000));
        QVERIFY(!saver.outcome());
        QVERIFY(saver.outcome().error().isEmpty()); // canceled, not failed
        QVERIFY(!saver.isRunning());
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList());
    }

    void cancelWhileWritingLeavesNothing()
    {
        // The writer's thread is kept busy until the cancel is in, so the
        // writer cannot finish first however fast the disk is.
        SnapshotSaver saver(m_registry.get());
        QSemaphore hold;
        QFuture<void> blocker = QtConcurrent::run(saver.writerPool(), [&hold] { hold.acquire(); });
        QSignalSpy finished(&saver, &SnapshotSaver::finished);
        bool canceled = false;
        connect(&saver, &SnapshotSaver::progress, &saver,
                [&](SnapshotSaver::Stage stage, int done) {
                    if (stage == SnapshotSaver::Stage::Writing && done == 0 && !canceled) {
                        canceled = true;
                        saver.cancel();
                        hold.release();
                    }
                });
        const QString path = m_dir->filePath(QStringLiteral("c.fsnap"));
        QVERIFY(saver.start(m_request, path));
        const bool ended = finished.wait(20'000);
        hold.release(); // never leave the thread blocked
        blocker.waitForFinished();
        QVERIFY(ended);
        QVERIFY(canceled);
        QVERIFY(!saver.outcome());
        QVERIFY(saver.outcome().error().isEmpty());
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList());
    }

    void aPathThatCannotBeWrittenSaysWhy()
    {
        SnapshotSaver saver(m_registry.get());
        QSignalSpy finished(&saver, &SnapshotSaver::finished);
        const QString path = m_dir->filePath(QStringLiteral("no/such/dir/d.fsnap"));
        QVERIFY(saver.start(m_request, path));
        QVERIFY(finished.wait(20'000));
        QVERIFY(!saver.outcome());
        QVERIFY2(saver.outcome().error().contains(QStringLiteral("d.fsnap")),
                 qPrintable(saver.outcome().error()));
        // The same saver saves again afterwards.
        QVERIFY(saver.start(m_request, m_dir->filePath(QStringLiteral("e.fsnap"))));
        QVERIFY(finished.wait(20'000));
        QVERIFY(saver.outcome());
    }

  private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<SourceRegistry> m_registry;
    SnapshotCapture::Request m_request;
    std::unique_ptr<QTemporaryDir> m_dir;
    bool m_slow = false;
};

QTEST_GUILESS_MAIN(TestSnapshotSaver)
#include "tst_snapshotsaver.moc"
