// --frame-stats and --script, the in-app frame timing bench/run reads (P6,
// P8): the percentile arithmetic, and the app itself running a scripted pan
// over the demo snapshot and writing what it measured.
#include "framestats.h"
#include "lanestack.h"
#include "liveworkspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

class TestFrameStats : public QObject
{
    Q_OBJECT
  private:
    QProcess *startApp(const QTemporaryDir &home, const QStringList &args)
    {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const char *v : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            env.insert(QLatin1String(v), home.path());
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(BINARY_DIR "/app/fleetscope"), args);
        return p;
    }

  private slots:
    void nearestRankPercentiles()
    {
        std::vector<double> v;
        for (int i = 100; i >= 1; --i)
            v.push_back(i);
        FrameStats::Percentiles p = FrameStats::percentiles(v);
        QCOMPARE(p.count, 100);
        QCOMPARE(p.p50, 50.0);
        QCOMPARE(p.p99, 99.0);
        QCOMPARE(p.max, 100.0);
        // Nine frames: the 99th percentile is the worst one, not an average.
        p = FrameStats::percentiles({3, 1, 2, 9, 4, 5, 8, 7, 6});
        QCOMPARE(p.p50, 5.0);
        QCOMPARE(p.p99, 9.0);
        p = FrameStats::percentiles({});
        QCOMPARE(p.count, 0);
        QCOMPARE(p.max, 0.0);
    }

    // The heartbeat tells the GUI thread's own work from time it waited
    // for a CPU (here: asleep, as a thread descheduled on a busy machine).
    void blocksSayWhatTheThreadItselfDid()
    {
        QNetworkAccessManager nam;
        LiveWorkspace workspace(&nam);
        LaneStack lanes(&workspace);
        QElapsedTimer clock;
        clock.start();
        FrameStats stats(&lanes, clock);
        stats.beginMeasuring();
        const auto settle = [] {
            QElapsedTimer t;
            t.start();
            while (t.elapsed() < 30)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        };
        settle();
        // Busy: the thread works for 80 ms of its own CPU time (however
        // long a loaded machine makes that take).
        const double spinFrom = FrameStats::threadCpuMs();
        volatile double sink = 0;
        while (FrameStats::threadCpuMs() - spinFrom < 80)
            sink = sink + 1.0;
        settle();
        QThread::msleep(80); // idle: the thread does nothing for 80 ms
        settle();
        const QJsonObject o = stats.toJson();
        const QJsonObject wall = o.value(QStringLiteral("blockMs")).toObject();
        const QJsonObject cpu = o.value(QStringLiteral("blockCpuMs")).toObject();
        QCOMPARE(cpu.value(QStringLiteral("count")).toInt(),
                 wall.value(QStringLiteral("count")).toInt());
        QVERIFY2(wall.value(QStringLiteral("max")).toDouble() >= 70,
                 qPrintable(QString::number(wall.value(QStringLiteral("max")).toDouble())));
        QVERIFY(cpu.value(QStringLiteral("max")).toDouble() >= 60);
        // The spin shows as one block of work; the sleep, as long, as a
        // block without (a loaded machine may add more of those).
        int heavy = 0, idle = 0;
        for (const QJsonValue &v : o.value(QStringLiteral("lateBeats")).toArray()) {
            const QJsonArray beat = v.toArray();
            QCOMPARE(beat.size(), 3);
            QVERIFY(beat.at(2).toDouble() <= beat.at(1).toDouble());
            if (beat.at(1).toDouble() < 70)
                continue;
            heavy += beat.at(2).toDouble() >= 60;
            idle += beat.at(2).toDouble() < 20;
        }
        QCOMPARE(heavy, 1);
        QVERIFY(idle >= 1);
    }

    void scriptedPanOverASnapshot()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString out = home.filePath(QStringLiteral("frames.json"));
        QProcess *p =
            startApp(home, {QStringLiteral("--frame-stats"), out, QStringLiteral("--script"),
                            QStringLiteral("pan:1.5"),
                            QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap")});
        QVERIFY2(p->waitForFinished(120'000), "the scripted pan did not end");
        QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                 p->readAllStandardError().constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("lanes")).toInt(), 3);
        // About 60 pan steps a second, never more (the pacing timer); a busy
        // machine may drop many, so the lower bound only says the pan ran.
        // How many frames a machine manages is measured by bench/, not here.
        const int marks = o.value(QStringLiteral("marks")).toInt();
        QVERIFY2(marks >= 3 && marks <= 100, qPrintable(QString::number(marks)));
        const QJsonObject frame = o.value(QStringLiteral("frameMs")).toObject();
        const QJsonArray frames = o.value(QStringLiteral("frames")).toArray();
        QCOMPARE(frame.value(QStringLiteral("count")).toInt(), frames.size());
        QVERIFY(frames.size() >= marks - 2); // the last step may end unanswered
        double lastStart = -1;
        double worst = 0;
        for (const QJsonValue &v : frames) {
            const QJsonArray a = v.toArray();
            const double start = a.at(0).toDouble(), ms = a.at(1).toDouble(),
                         paint = a.at(2).toDouble();
            QVERIFY(start > lastStart);
            lastStart = start;
            // Every frame repainted all three lanes, which took time.
            QVERIFY(paint > 0);
            QVERIFY(ms > 0);
            worst = std::max(worst, ms);
        }
        QCOMPARE(frame.value(QStringLiteral("max")).toDouble(), worst);
        QVERIFY(frame.value(QStringLiteral("p50")).toDouble() <= worst);
        // Data was painted before the pan began, and the pan began after it.
        const double first = o.value(QStringLiteral("firstDataPaintMs")).toDouble();
        const double all = o.value(QStringLiteral("allLanesDataMs")).toDouble();
        QVERIFY(first > 0 && first <= all);
        QVERIFY(o.value(QStringLiteral("measuredFromMs")).toDouble() >= all);
        QVERIFY(frames.first().toArray().at(0).toDouble() >= all);
        QVERIFY(
            o.value(QStringLiteral("blockMs")).toObject().value(QStringLiteral("count")).toInt() >
            0);
    }

    void badScriptIsRefused()
    {
        QTemporaryDir home;
        QProcess *p =
            startApp(home, {QStringLiteral("--frame-stats"), QStringLiteral("-"),
                            QStringLiteral("--script"), QStringLiteral("zoom:3"),
                            QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap")});
        QVERIFY(p->waitForFinished(60'000));
        QCOMPARE(p->exitCode(), 2);
        QVERIFY(p->readAllStandardError().contains("pan:SECONDS or live:SECONDS"));

        QProcess *q = startApp(home, {QStringLiteral("--script"), QStringLiteral("pan:3")});
        QVERIFY(q->waitForFinished(60'000));
        QCOMPARE(q->exitCode(), 2);
        QVERIFY(q->readAllStandardError().contains("--script needs --frame-stats"));
    }
};

QTEST_MAIN(TestFrameStats)
#include "tst_framestats.moc"
