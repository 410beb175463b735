// Network faults between FleetScope and a real Prometheus, made by a proxy
// on loopback: the server dying mid-answer, a server that accepts and never
// answers, an answer over the body limit, the server refusing connections
// during live refresh and coming back, and one sub-range of a long lane
// failing while the others arrive.
#include "dashboard.h"
#include "faultproxy.h"
#include "liveworkspace.h"
#include "onelanedashboard.h"
#include "processrun.h"
#include "promstack.h"
#include "sourceconfig.h"
#include "subranges.h"
#include "timecursor.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

class TestNetworkFaults : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        PromStackOptions options;
        options.liveScrape = true; // the outage test needs data arriving meanwhile
        m_prom = std::make_unique<PromStack>(options);
        QString error;
        QVERIFY2(m_prom->start(&error), qPrintable(error));
        m_proxy = std::make_unique<FaultProxy>(m_prom->baseUrl());
        QVERIFY(m_proxy->listen());
    }
    void init()
    {
        m_proxy->setMode(FaultProxy::Mode::Forward);
        QVERIFY(m_proxy->listen());
    }
    void cleanupTestCase()
    {
        m_proxy.reset();
        m_prom.reset();
    }

    void theServerDyingMidAnswerIsAnErrorNotHalfTheData()
    {
        m_proxy->setMode(FaultProxy::Mode::CutAfter, 4000);
        const ProcessRun run = query(sources({}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData()); // nothing half-printed
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.contains(m_proxy->url().authority().toUtf8()) ||
                     run.err.contains("truncated"),
                 run.err.constData());
    }

    void aServerThatNeverAnswersTimesOutAndIsCancelled()
    {
        m_proxy->setMode(FaultProxy::Mode::Blackhole);
        const ProcessRun run = query(sources({{QStringLiteral("timeout"), QStringLiteral("2s")}}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("did not answer within 2 s"), run.err.constData());

        // In the app: the event loop keeps running while the request hangs,
        // the lane gets the timeout, and the connection is closed.
        LiveWorkspace ws(&m_nam);
        ws.setFetchDelay(0);
        ws.setPaused(true);
        ws.setSources(load(sources({{QStringLiteral("timeout"), QStringLiteral("2s")}})));
        // Timer ticks counted while the lane still waits for its answer: a
        // blocked event loop would deliver at most one (coalesced) tick. The
        // count is not compared with the 2 s: a busy machine ticks less often.
        int ticksWhileWaiting = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] {
            if (ws.laneCount() > 0 && !ws.laneStatus(0).error)
                ++ticksWhileWaiting;
        });
        ticker.start(50);
        QSignalSpy status(&ws, &LiveWorkspace::laneStatusChanged);
        ws.setDashboard(dashboard());
        QTRY_VERIFY_WITH_TIMEOUT(ws.laneStatus(0).error.has_value(), 20'000);
        QCOMPARE(ws.laneStatus(0).error->kind, SourceError::Kind::Timeout);
        QVERIFY2(ticksWhileWaiting >= 3, qPrintable(QString::number(ticksWhileWaiting)));
        QTRY_COMPARE_WITH_TIMEOUT(m_proxy->openConnections(), 0, 5'000);
    }

    void anAnswerOverTheBodyLimitIsStoppedWithAReason()
    {
        // Six hours of eight GPUs every 15 s are some hundred KiB of JSON.
        const ProcessRun run = query(sources({{QStringLiteral("maxBodyMiB"), 0.05}}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("larger than the 0.05 MiB limit"), run.err.constData());
        const ProcessRun fine = query(sources({}));
        QVERIFY2(fine.exitCode == 0, fine.err.constData());
    }

    void aRedirectToAnotherHostIsNotFollowedWithTheToken()
    {
        // Whoever listens on the other host notes every connection.
        QTcpServer elsewhere;
        QVERIFY(elsewhere.listen(QHostAddress(QStringLiteral("127.0.0.2"))));
        QList<quint16> callers; // the client port of each connection
        connect(&elsewhere, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *s = elsewhere.nextPendingConnection()) {
                callers << s->peerPort();
                s->setParent(&elsewhere);
            }
        });
        const QString target = QStringLiteral("http://127.0.0.2:%1").arg(elsewhere.serverPort());
        m_proxy->setRedirectTo(QUrl(target));
        m_proxy->setMode(FaultProxy::Mode::Redirect);
        qputenv("FLEETSCOPE_FAULTS_TOKEN", "s3cret-bearer-token");
        const QJsonObject bearer{
            {QStringLiteral("type"), QStringLiteral("bearer")},
            {QStringLiteral("tokenEnv"), QStringLiteral("FLEETSCOPE_FAULTS_TOKEN")}};
        const ProcessRun run = query(sources({{QStringLiteral("auth"), bearer}}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(target.toUtf8()) && run.err.contains("not followed"),
                 run.err.constData());
        QVERIFY(!run.err.contains("s3cret"));
        // A connection of our own, made after the query has exited, is accepted
        // after any the query made: once ours is seen, the query's would be too.
        QTcpSocket probe;
        probe.connectToHost(QHostAddress(QStringLiteral("127.0.0.2")), elsewhere.serverPort());
        QVERIFY(probe.waitForConnected(5'000));
        QTRY_VERIFY_WITH_TIMEOUT(callers.contains(probe.localPort()), 5'000);
        QCOMPARE(callers, QList<quint16>{probe.localPort()});
        // The same source through a proxy that forwards: the token is fine, the data comes.
        m_proxy->setMode(FaultProxy::Mode::Forward);
        const ProcessRun fine = query(sources({{QStringLiteral("auth"), bearer}}));
        QVERIFY2(fine.exitCode == 0, fine.err.constData());
        qunsetenv("FLEETSCOPE_FAULTS_TOKEN");
    }

    void liveRefreshRidesOutAnOutageAndFillsTheGap()
    {
        LiveWorkspace ws(&m_nam);
        ws.setFetchDelay(0);
        ws.setSources(load(sources({{QStringLiteral("timeout"), QStringLiteral("5s")}})));
        Dashboard d = dashboard();
        d.refreshMs = 1'000;
        QSignalSpy data(&ws, &LiveWorkspace::laneDataChanged);
        ws.setDashboard(d);
        QVERIFY(data.wait(30'000));
        QVERIFY(!ws.laneStatus(0).error);

        // Down for a while: one error on the lane, the data already shown
        // stays, and retries back off instead of hammering.
        m_proxy->refuse();
        QTRY_VERIFY_WITH_TIMEOUT(ws.laneStatus(0).error.has_value(), 20'000);
        QCOMPARE(ws.laneStatus(0).error->kind, SourceError::Kind::Network);
        const std::size_t shown = ws.laneData(0)->gridSize();
        QVERIFY(shown > 0);
        const qint64 lastBefore = ws.laneData(0)->timesMs.back();
        QTest::qWait(35'000); // more than two scrape intervals
        QCOMPARE(ws.laneData(0)->gridSize(), shown);

        // Back: the error clears and the tail fetch covers the outage.
        QVERIFY(m_proxy->listen());
        QTRY_VERIFY_WITH_TIMEOUT(!ws.laneStatus(0).error.has_value(), 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(ws.laneData(0)->timesMs.back() >= lastBefore + 30'000, 60'000);
        const SeriesSet &set = *ws.laneData(0);
        const qint64 step = set.timesMs.size() > 1 ? set.timesMs[1] - set.timesMs[0] : 0;
        QVERIFY(step > 0);
        // Every grid point from before the outage to after it is there, and
        // the first series has a sample at each one.
        for (std::size_t i = 1; i < set.timesMs.size(); ++i)
            QCOMPARE(set.timesMs[i] - set.timesMs[i - 1], step);
        const int from = set.indexAtOrBefore(lastBefore);
        QVERIFY(from >= 0);
        for (std::size_t i = std::size_t(from); i + 1 < set.timesMs.size(); ++i)
            QVERIFY2(set.series.front().has(i), qPrintable(QString::number(set.timesMs[i])));
    }

    // A long lane is fetched as sub-ranges side by side; one of them fails
    // on the server (a store down for that part of the range). The lane
    // keeps every other sub-range at full resolution, says which part is
    // missing (a warning, not an error), and once the server answers again
    // asks for that part alone and fills it in.
    void aFailingSubRangeKeepsTheRestAndIsAskedAgain()
    {
        const qint64 rangeMs = 3 * 3'600'000;
        const qint64 stepMs = 15'000;
        const qint64 lengthMs = SubRanges::length(rangeMs, stepMs);
        QVERIFY(lengthMs > 0);
        // The second whole sub-range of the window.
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        const qint64 badFromMs = ((nowMs - rangeMs) / lengthMs + 2) * lengthMs;
        const qint64 badToMs = badFromMs + lengthMs;
        // The lane's full-resolution requests that reach into the bad part
        // fail (the coarse outline over the whole window passes); once the
        // store is back, the lane's requests are noted.
        bool storeDown = true;
        QList<QPair<qint64, qint64>> askedAfter; // the lane's requests after it came back
        QStringList askedText;
        m_proxy->setFailWhen([&](const QByteArray &request) {
            const QUrlQuery form(QString::fromLatin1(request.mid(request.indexOf("\r\n\r\n") + 4)));
            if (!request.startsWith("POST /api/v1/query_range") ||
                form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded) !=
                    QLatin1String("DCGM_FI_DEV_FB_USED"))
                return false;
            const auto ms = [&form](const char *key) {
                return qint64(form.queryItemValue(QLatin1String(key)).toDouble() * 1000);
            };
            if (!storeDown) {
                askedAfter << qMakePair(ms("start"), ms("end"));
                askedText << u"%1..%2 step %3"_s.arg(ms("start")).arg(ms("end")).arg(ms("step"));
                return false;
            }
            return ms("step") == stepMs && ms("start") < badToMs && ms("end") >= badFromMs;
        });
        m_proxy->setMode(FaultProxy::Mode::FailWhen);
        const auto forget = qScopeGuard([this] { m_proxy->setFailWhen({}); });

        // A network manager of its own: the shared one keeps connections to
        // the proxy open from earlier tests, made in Forward mode, and those
        // pass every request on unseen.
        QNetworkAccessManager nam;
        LiveWorkspace ws(&nam);
        ws.setFetchDelay(0);
        ws.setSources(load(sources({})));
        Dashboard d = oneLaneDashboard(QStringLiteral("prom"),
                                       QStringLiteral("DCGM_FI_DEV_FB_USED"), rangeMs);
        d.refreshMs = 3'600'000; // no live tick in between
        ws.setDashboard(d);
        QTRY_VERIFY_WITH_TIMEOUT(!ws.laneStatus(0).loading && !ws.laneStatus(0).coarse &&
                                     !ws.laneStatus(0).warnings.isEmpty(),
                                 60'000);
        QVERIFY(m_proxy->failed() >= 1);
        const LaneStatus st = ws.laneStatus(0);
        QVERIFY2(!st.error, st.error ? qPrintable(st.error->message) : "");
        QCOMPARE(st.warnings.size(), 1);
        QVERIFY2(st.warnings.first().contains(QLatin1String("could not be fetched")),
                 qPrintable(st.warnings.first()));
        const auto pointsIn = [](const SeriesSet &set, qint64 a, qint64 b) {
            return std::count_if(set.timesMs.begin(), set.timesMs.end(),
                                 [&](qint64 t) { return t >= a && t < b; });
        };
        const qint64 perPart = lengthMs / stepMs;
        {
            const auto held = ws.laneData(0);
            QVERIFY(!held->series.empty());
            // Only the coarse outline in the missing part; every point on
            // both sides of it.
            QVERIFY(pointsIn(*held, badFromMs, badToMs) < perPart / 4);
            QCOMPARE(pointsIn(*held, badFromMs - lengthMs, badFromMs), perPart);
            QCOMPARE(pointsIn(*held, badToMs, badToMs + lengthMs), perPart);
        }

        // The store is back: only the missing part is asked again.
        storeDown = false;
        QTRY_VERIFY_WITH_TIMEOUT(ws.laneStatus(0).warnings.isEmpty() && !ws.laneStatus(0).loading,
                                 90'000);
        QCOMPARE(pointsIn(*ws.laneData(0), badFromMs, badToMs), perPart);
        QVERIFY(!ws.laneStatus(0).error);
        // The missing part, and at most the newest sub-range (the newest
        // minute is never cached): no hour the lane already had.
        const QString why =
            u"asked %1; missing %2..%3"_s.arg(askedText.join(u", "_s)).arg(badFromMs).arg(badToMs);
        const qint64 newestFromMs = ws.cursor()->toMs() / lengthMs * lengthMs;
        int missing = 0;
        for (const auto &[from, to] : askedAfter) {
            const bool inMissing = from >= badFromMs && to < badToMs;
            missing += inMissing ? 1 : 0;
            QVERIFY2(inMissing || from >= newestFromMs - lengthMs, qPrintable(why));
        }
        QVERIFY2(missing == 1, qPrintable(why));
    }

  private:
    static Dashboard dashboard()
    {
        return oneLaneDashboard(QStringLiteral("prom"), QStringLiteral("max(DCGM_FI_DEV_FB_USED)"),
                                3'600'000);
    }

    QString sources(const QJsonObject &extra)
    {
        QJsonObject source{{QStringLiteral("name"), QStringLiteral("prom")},
                           {QStringLiteral("type"), QStringLiteral("prometheus")},
                           {QStringLiteral("url"), m_proxy->url().toString()}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            source.insert(it.key(), it.value());
        const QString path = m_prom->workDir() + QStringLiteral("/faults-%1.json").arg(++m_files);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(
            QJsonDocument(QJsonObject{{QStringLiteral("sources"), QJsonArray{source}}}).toJson());
        return path;
    }

    static SourceList load(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        auto parsed = SourceConfig::parseFile(f.readAll());
        if (!parsed)
            qFatal("%s", qPrintable(parsed.error()));
        return SourceList{*parsed};
    }

    ProcessRun query(const QString &sourcesFile) const
    {
        // The proxy lives in this process: its event loop must turn.
        return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                          {QStringLiteral("query"), QStringLiteral("--sources"), sourcesFile,
                           QStringLiteral("--source"), QStringLiteral("prom"),
                           QStringLiteral("--promql"), QStringLiteral("DCGM_FI_DEV_FB_USED"),
                           QStringLiteral("--from"),
                           QString::number(m_prom->historyToSecs() - 6 * 3600 + 60),
                           QStringLiteral("--to"), QString::number(m_prom->historyToSecs()),
                           QStringLiteral("--step"), QStringLiteral("15s")},
                          120'000, true);
    }

    std::unique_ptr<PromStack> m_prom;
    std::unique_ptr<FaultProxy> m_proxy;
    QNetworkAccessManager m_nam;
    int m_files = 0;
};

QTEST_MAIN(TestNetworkFaults)
#include "tst_networkfaults.moc"
