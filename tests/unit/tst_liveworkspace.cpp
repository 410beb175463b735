#include "baselinefeed.h"
#include "fakeprometheus.h"
#include "lanemodel.h"
#include "liveworkspace.h"
#include "onelanedashboard.h"
#include "podinventory.h"
#include "snapshotfixtures.h"
#include "timecursor.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

namespace {
Dashboard oneLane(qint64 rangeMs)
{
    return oneLaneDashboard(QStringLiteral("fake"), QStringLiteral("up"), rangeMs, 1000);
}
} // namespace

class TestLiveWorkspace : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_status = 200;
        m_failStartMs = 0;
        m_fineDelayMs = 0;
        m_server->setHandler([this](const FakePrometheus::Request &r) {
            if (m_status == 400)
                return FakePrometheus::reply(
                    400, "application/json",
                    R"({"status":"error","errorType":"bad_data","error":"parse error"})");
            if (m_status != 200)
                return FakePrometheus::reply(m_status, "text/plain", "upstream down");
            const qint64 startMs =
                qint64(r.form.queryItemValue(QStringLiteral("start")).toDouble() * 1000);
            if (m_failStartMs && startMs == m_failStartMs)
                return FakePrometheus::reply(
                    503, "application/json",
                    R"({"status":"error","errorType":"unavailable","error":"store gateway down"})");
            auto resp =
                FakePrometheus::reply(200, "application/json", FakePrometheus::matrixFor(r, 2, 1));
            resp.delayMs = m_fineDelayMs;
            return resp;
        });
        SourceConfig c;
        c.name = QStringLiteral("fake");
        c.url = m_server->url();
        c.timeoutMs = 5000;
        m_ws = std::make_unique<LiveWorkspace>(&m_nam);
        m_clock = 1'800'000'000'000;
        m_ws->setClock([this] { return m_clock; });
        m_ws->setFetchDelay(0);
        m_ws->setSources(SourceList{{c}});
    }
    void cleanup() { m_ws.reset(); }

    void liveTickFetchesOnlyTheTail()
    {
        QSignalSpy data(m_ws.get(), &LiveWorkspace::laneDataChanged);
        m_ws->setDashboard(oneLane(3'600'000));
        QVERIFY(data.wait(5000));
        // The lane counts its series first (the range's last ten minutes,
        // a minute apart), then fetches them: two series, far under the
        // threshold.
        QCOMPARE(m_server->requests().size(), 2);
        const auto &count = m_server->requests().first();
        QCOMPARE(count.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded),
                 QStringLiteral("count(up)"));
        QCOMPARE(count.form.queryItemValue(QStringLiteral("end")).toDouble() -
                     count.form.queryItemValue(QStringLiteral("start")).toDouble(),
                 600.0);
        QCOMPARE(count.form.queryItemValue(QStringLiteral("step")), QStringLiteral("60"));
        const auto &first = m_server->requests().at(1);
        QCOMPARE(first.form.queryItemValue(QStringLiteral("query")), QStringLiteral("up"));
        QCOMPARE(first.form.queryItemValue(QStringLiteral("step")), QStringLiteral("15"));
        const double firstEnd = first.form.queryItemValue(QStringLiteral("end")).toDouble();
        const std::size_t grid = m_ws->laneData(0)->gridSize();

        m_clock += 60'000;
        m_ws->refreshNow(); // what a tick does, plus "now"
        QVERIFY(data.wait(5000));
        // The count is known now: the tick asks for the tail alone.
        QCOMPARE(m_server->requests().size(), 3);
        const auto &tail = m_server->requests().at(2);
        // Only the new minute plus two steps of overlap for late scrapes.
        QCOMPARE(tail.form.queryItemValue(QStringLiteral("start")).toDouble(), firstEnd - 30);
        QCOMPARE(tail.form.queryItemValue(QStringLiteral("end")).toDouble(), firstEnd + 60);
        QCOMPARE(m_ws->laneData(0)->gridSize(), grid + 4);
        QVERIFY(m_ws->cursor()->followsLive());
    }

    void aLaneOfTwoQueriesShowsBoth()
    {
        // Two queries answering with the same label sets over the same times
        // (a Grafana panel with targets A and B): both stay on the lane, and
        // a live tail keeps both.
        Dashboard d = oneLane(3'600'000);
        QuerySpec b = d.lanes[0].queries[0];
        b.promql = QStringLiteral("down");
        d.lanes[0].queries.push_back(b);
        m_ws->setDashboard(d);
        auto both = [this] {
            int one = 0, two = 0;
            for (const Series &s : m_ws->laneData(0)->series) {
                one += s.labels.value(QStringLiteral("__query__")) == QLatin1String("1");
                two += s.labels.value(QStringLiteral("__query__")) == QLatin1String("2");
            }
            return one == 2 && two == 2;
        };
        QTRY_VERIFY_WITH_TIMEOUT(both(), 5000);
        const std::size_t grid = m_ws->laneData(0)->gridSize();
        m_clock += 60'000;
        m_ws->refreshNow();
        QTRY_COMPARE_WITH_TIMEOUT(m_ws->laneData(0)->gridSize(), grid + 4, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(both(), 5000);
        // The two tails arrive one after the other: the grid grows with the
        // first, the second query's series fill in when its tail lands.
        const auto dense = [this] {
            for (const Series &s : m_ws->laneData(0)->series)
                if (s.present.count() != s.values.size())
                    return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(dense(), 5000);
    }

    void storeTrimsWhatFallsOutOfTheWindow()
    {
        QSignalSpy data(m_ws.get(), &LiveWorkspace::laneDataChanged);
        m_ws->setDashboard(oneLane(3'600'000));
        QVERIFY(data.wait(5000));
        for (int i = 0; i < 5; ++i) {
            m_clock += 40 * 60'000; // 40 minutes per tick
            m_ws->refreshNow();
            QVERIFY(data.wait(5000));
        }
        // One window of margin behind the visible hour is kept, no more.
        const auto set = m_ws->laneData(0);
        QVERIFY(set->timesMs.front() >= m_ws->cursor()->fromMs() - 3'600'000);
        QVERIFY(set->timesMs.back() <= m_clock);
    }

    void retryableErrorBacksOffAndRecovers()
    {
        m_status = 503;
        QSignalSpy status(m_ws.get(), &LiveWorkspace::laneStatusChanged);
        m_ws->setDashboard(oneLane(3'600'000));
        QTRY_VERIFY(m_ws->laneStatus(0).error.has_value());
        QCOMPARE(m_ws->laneStatus(0).error->httpStatus, 503);
        const qint64 retryAt = m_ws->laneStatus(0).retryAtMs;
        QCOMPARE(retryAt, m_clock + 2000); // first backoff step
        const int requests = int(m_server->requests().size());
        m_status = 200;
        m_clock += 2500; // past the backoff; the retry timer fires on its own
        QSignalSpy data(m_ws.get(), &LiveWorkspace::laneDataChanged);
        QVERIFY(data.wait(5000));
        // The series count (it failed with the rest) and then the range.
        QCOMPARE(int(m_server->requests().size()), requests + 2);
        QVERIFY(!m_ws->laneStatus(0).error);
    }

    void badQueryIsNotRetriedByTicks()
    {
        m_status = 400;
        m_ws->setDashboard(oneLane(3'600'000));
        QTRY_VERIFY(m_ws->laneStatus(0).error.has_value());
        QCOMPARE(m_ws->laneStatus(0).error->errorType, QStringLiteral("bad_data"));
        QCOMPARE(m_ws->laneStatus(0).retryAtMs, 0);
        const int requests = int(m_server->requests().size());
        // Two refresh ticks at 1 s, each seen by the range it moves on.
        QSignalSpy ticked(m_ws->cursor(), &TimeCursor::rangeChanged);
        for (int tick = 1; tick <= 2; ++tick) {
            m_clock += 1000;
            QVERIFY(ticked.wait(5000));
            QCOMPARE(ticked.count(), tick);
            // A fetch the tick started would be under way or answered by now.
            QVERIFY(!m_ws->laneStatus(0).loading);
            QCOMPARE(int(m_server->requests().size()), requests);
        }
        m_ws->retryNow(); // F5 asks again
        QTRY_COMPARE(int(m_server->requests().size()), requests + 1);
    }

    void pausedDoesNotFetch()
    {
        QSignalSpy data(m_ws.get(), &LiveWorkspace::laneDataChanged);
        m_ws->setDashboard(oneLane(3'600'000));
        QVERIFY(data.wait(5000));
        m_ws->setPaused(true);
        const int requests = int(m_server->requests().size());
        // A workspace that asks no server, ticking at the same 1 s but started
        // later: by its second tick a tick of the paused one would have come.
        LiveWorkspace ticking(&m_nam);
        ticking.setClock([this] { return m_clock; });
        ticking.setDashboard(oneLane(3'600'000));
        QSignalSpy ticked(ticking.cursor(), &TimeCursor::rangeChanged);
        for (int tick = 1; tick <= 2; ++tick) {
            m_clock += 60'000;
            QVERIFY(ticked.wait(5000));
        }
        QVERIFY(!m_ws->laneStatus(0).loading);
        QCOMPARE(int(m_server->requests().size()), requests);
        m_ws->setPaused(false); // resuming catches up at once
        QTRY_COMPARE(int(m_server->requests().size()), requests + 1);
    }

    // Where the source exports kube_pod_info, the workspace asks which
    // pods were listed over the range: one aggregate query, not again on
    // the next refresh, again once the range moves.
    void podsListedOverTheRange()
    {
        m_server->setDiscoveryHandler([](const FakePrometheus::Request &r) {
            if (r.path.endsWith("/__name__/values"))
                return FakePrometheus::reply(
                    200, "application/json",
                    R"({"status":"success","data":["up","kube_pod_info"]})");
            return FakePrometheus::reply(404, "text/plain", "404 page not found");
        });
        SourceConfig c;
        c.name = QStringLiteral("fake");
        c.url = m_server->url();
        c.timeoutMs = 6000; // another config: discovery asks again
        m_ws->setSources(SourceList{{c}});
        QSignalSpy pods(m_ws->podInventory(), &PodInventory::changed);
        m_ws->setDashboard(oneLane(3'600'000));
        QVERIFY(pods.wait(5000));
        QCOMPARE(m_ws->podInventory()->pods().series.size(), std::size_t(2));
        const auto asked = [this] {
            int n = 0;
            for (const auto &r : m_server->requests())
                n += r.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded)
                         .replace(u'+', u' ') ==
                     QLatin1String("max by (namespace, pod) (kube_pod_info)");
            return n;
        };
        QCOMPARE(asked(), 1);
        for (const auto &r : m_server->requests())
            if (r.form.queryItemValue(QStringLiteral("query")).contains(u"kube_pod_info"))
                QVERIFY(r.form.queryItemValue(QStringLiteral("step")).toDouble() >= 60);
        m_clock += 15'000;
        m_ws->refreshNow();
        QTest::qWait(300);
        QCOMPARE(asked(), 1);
        m_ws->cursor()->setRange(m_ws->cursor()->fromMs() - 3'600'000,
                                 m_ws->cursor()->toMs() - 3'600'000);
        m_ws->refreshNow();
        QTRY_COMPARE(asked(), 2);
    }

    // Six hours at 30 s: a coarse outline first (the lane says so), then
    // whole hours; the hour that fails leaves the other five on the lane,
    // which warns about the missing part instead of failing.
    // Replay shows the baselines the snapshot captured, offline: the lane
    // reads "normally" from them, can hide and show them again, and a
    // baseline the snapshot lacks is refused with what to do.
    void replayShowsTheCapturedBaseline()
    {
        const Snapshot snap = SnapshotFixtures::sample();
        m_ws->setReplay(snap);
        BaselineFeed *b = m_ws->baselines();
        const QString lane = QStringLiteral("p95_latency");
        QCOMPARE(b->shiftOf(lane), 7 * 86'400'000ll);
        QVERIFY(b->data(lane));
        QVERIFY(!b->data(QStringLiteral("gpu_memory")));
        QCOMPARE(b->choices().size(), std::size_t(1));
        int index = -1;
        for (int l = 0; l < m_ws->laneCount(); ++l)
            if (m_ws->dashboard().lanes[std::size_t(l)].id == lane)
                index = l;
        LaneModel model(m_ws.get(), index);
        model.reduceNow();
        QVERIFY(!model.frame().normal.isEmpty());
        const qint64 t = snap.queries[1].data.timesMs[10];
        QCOMPARE(model.valuesAt(t).normal, model.valuesAt(t).aggregate); // its own envelope
        const int requests = int(m_server->requests().size());

        QVERIFY(!b->compareLane(lane, 86'400'000));
        QVERIFY2(b->problems().value(0).startsWith(u"Replay is offline: the snapshot holds no "
                                                   u"baseline 1 day ago"),
                 qPrintable(b->problems().value(0)));
        QVERIFY(b->data(lane)); // what was shown stays
        QVERIFY(b->compareAll(0));
        QVERIFY(!b->data(lane));
        QVERIFY(b->problems().isEmpty());
        model.reduceNow();
        QVERIFY(model.frame().normal.isEmpty());
        QVERIFY(b->compareLane(lane, 7 * 86'400'000ll));
        QVERIFY(b->data(lane));
        QCOMPARE(int(m_server->requests().size()), requests); // nothing asked
    }

    void longRangeDrawsEarlyAndKeepsWhatArrived()
    {
        const qint64 from = m_clock - 6 * 3'600'000;
        m_failStartMs = from + 2 * 3'600'000;
        m_fineDelayMs = 200;
        m_ws->setDashboard(oneLane(6 * 3'600'000));
        QTRY_VERIFY(m_ws->laneStatus(0).coarse);
        QVERIFY(m_ws->laneData(0)->gridSize() > 10);
        QVERIFY(m_ws->laneData(0)->gridSize() <= 60);
        QTRY_VERIFY_WITH_TIMEOUT(!m_ws->laneStatus(0).coarse && !m_ws->laneStatus(0).loading,
                                 10'000);
        const LaneStatus st = m_ws->laneStatus(0);
        QVERIFY(!st.error);
        QCOMPARE(st.warnings.size(), 1);
        QVERIFY2(st.warnings.first().contains(QLatin1String("could not be fetched")),
                 qPrintable(st.warnings.first()));
        const auto data = m_ws->laneData(0);
        QCOMPARE(data->series.size(), std::size_t(2));
        const auto inBadHour =
            std::count_if(data->timesMs.begin(), data->timesMs.end(), [&](qint64 t) {
                return t >= m_failStartMs && t < m_failStartMs + 3'600'000;
            });
        // Every 30 s elsewhere, only the coarse points in the failed hour.
        QVERIFY(inBadHour < 120 / 4);
        QVERIFY(data->timesMs.size() - std::size_t(inBadHour) >= std::size_t(5 * 120));
    }

  private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<LiveWorkspace> m_ws;
    qint64 m_clock = 0;
    int m_status = 200;
    qint64 m_failStartMs = 0;
    int m_fineDelayMs = 0;
};

QTEST_GUILESS_MAIN(TestLiveWorkspace)
#include "tst_liveworkspace.moc"
