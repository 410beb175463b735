// SnapshotCapture against a scripted server: full resolution in planner
// chunks, progress, cancel, a failing query failing the whole capture by
// name, and alert rules evaluated over the same range.
#include "auditlog.h"
#include "fakeprometheus.h"
#include "snapshotcapture.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

namespace {
template <typename T> QByteArray why(const std::expected<T, QString> &e)
{
    return e ? QByteArray() : e.error().toLocal8Bit();
}

Dashboard twoLanes()
{
    return *Dashboard::fromJson(R"x({"title": "Two lanes", "lanes": [
        {"id": "mem", "queries": [{"source": "fake", "promql": "mem"}]},
        {"id": "lat", "queries": [{"source": "fake", "promql": "lat"},
                                  {"source": "fake", "promql": "lat2[$__rate_interval]"}]}]})x");
}
} // namespace

class TestSnapshotCapture : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_server->setHandler([](const FakePrometheus::Request &r) {
            const QString q = r.form.queryItemValue(QStringLiteral("query"));
            if (q == QLatin1String("broken"))
                return FakePrometheus::reply(
                    400, "application/json",
                    R"({"status":"error","errorType":"bad_data","error":"parse error at char 3"})");
            FakePrometheus::Response resp =
                FakePrometheus::reply(200, "application/json", FakePrometheus::matrixFor(r, 2, 1));
            if (q == QLatin1String("slow"))
                resp.delayMs = 10'000;
            return resp;
        });
        SourceConfig c;
        c.name = QStringLiteral("fake");
        c.url = m_server->url();
        c.timeoutMs = 20'000;
        c.maxPoints = 100; // forces several chunks per query
        SourceConfig unused = c;
        unused.name = QStringLiteral("other");
        m_sources = SourceList{{c, unused}};
        m_to = 1'763'700'000'000;
        m_from = m_to - 3'600'000;
    }

    void fetchesFullResolutionInChunks()
    {
        SnapshotCapture capture(m_sources);
        QSignalSpy progress(&capture, &SnapshotCapture::progress);
        QSignalSpy finished(&capture, &SnapshotCapture::finished);
        SnapshotCapture::Request req;
        req.dashboard = twoLanes();
        req.fromMs = m_from;
        req.toMs = m_to;
        capture.start(req);
        QVERIFY(finished.wait(20'000));
        const auto &snap = capture.result();
        QVERIFY2(snap.has_value(), why(snap).constData());

        // 241 points at the 15 s scrape interval, 100 per request: 3 chunks
        // for each of the three queries.
        QCOMPARE(m_server->requests().size(), 9);
        for (const auto &r : m_server->requests())
            QCOMPARE(r.form.queryItemValue(QStringLiteral("step")), QStringLiteral("15"));
        QCOMPARE(m_server->requests().front().form.queryItemValue(QStringLiteral("start")),
                 QString::number(m_from / 1000));
        QCOMPARE(snap->queries.size(), std::size_t(3));
        for (const auto &q : snap->queries) {
            QCOMPARE(q.stepMs, 15'000);
            QCOMPARE(q.data.gridSize(), std::size_t(241));
            QCOMPARE(q.data.timesMs.front(), m_from);
            QCOMPARE(q.data.timesMs.back(), m_to);
        }
        QCOMPARE(snap->queries[2].laneId, QStringLiteral("lat"));
        QCOMPARE(snap->queries[2].queryIndex, 1);
        // The snapshot keeps the query as written; the server got it expanded.
        QCOMPARE(snap->queries[2].spec.promql, QStringLiteral("lat2[$__rate_interval]"));
        QCOMPARE(m_server->requests().last().form.queryItemValue(QStringLiteral("query"),
                                                                 QUrl::FullyDecoded),
                 QStringLiteral("lat2[1m]"));

        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.first().at(0).toInt(), 0);
        QCOMPARE(progress.last().at(0).toInt(), 9);
        QCOMPARE(progress.last().at(1).toInt(), 9);
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress.at(i).at(0).toInt() >= progress.at(i - 1).at(0).toInt());

        QCOMPARE(snap->title, QStringLiteral("Two lanes"));
        QCOMPARE(snap->fromMs, m_from);
        QCOMPARE(snap->toMs, m_to);
        QCOMPARE(snap->capturedBy, AuditLog::currentUser());
        QCOMPARE(snap->appVersion, QStringLiteral("9.8.7"));
        QVERIFY(snap->capturedAtMs > m_to);
        QVERIFY(Dashboard::fromJson(snap->dashboardJson));
        QCOMPARE(snap->sources.size(), std::size_t(1)); // "other" is not used
        QCOMPARE(snap->sources[0].name, QStringLiteral("fake"));
        QCOMPARE(snap->sources[0].type, QStringLiteral("prometheus"));
        QVERIFY(snap->alerts.empty());
        QVERIFY(snap->rulesYaml.isEmpty());
    }

    void oneFailingQueryFailsTheCapture()
    {
        SnapshotCapture::Request req;
        req.dashboard = *Dashboard::fromJson(R"x({"lanes": [
            {"id": "good", "queries": [{"source": "fake", "promql": "mem"}]},
            {"id": "bad", "queries": [{"source": "fake", "promql": "broken"}]}]})x");
        req.fromMs = m_from;
        req.toMs = m_to;
        const auto snap = SnapshotCapture::run(m_sources, req);
        QVERIFY(!snap.has_value());
        QVERIFY2(snap.error().contains(QLatin1String("lane bad")), why(snap).constData());
        QVERIFY2(snap.error().contains(QLatin1String("source fake")), why(snap).constData());
        QVERIFY2(snap.error().contains(QLatin1String("parse error at char 3")),
                 why(snap).constData());
    }

    void anUnknownSourceFailsBeforeAnyRequest()
    {
        SnapshotCapture::Request req;
        req.dashboard = *Dashboard::fromJson(R"x({"lanes": [
            {"id": "good", "queries": [{"source": "fake", "promql": "mem"}]},
            {"id": "lost", "queries": [{"source": "nowhere", "promql": "up"}]}]})x");
        req.fromMs = m_from;
        req.toMs = m_to;
        const auto snap = SnapshotCapture::run(m_sources, req);
        QVERIFY(!snap.has_value());
        QVERIFY2(snap.error().contains(QLatin1String("lane lost")), why(snap).constData());
        QVERIFY2(snap.error().contains(QLatin1String("nowhere")), why(snap).constData());
        QVERIFY(m_server->requests().isEmpty());
    }

    void cancelStopsAndSaysSo()
    {
        SnapshotCapture capture(m_sources);
        QSignalSpy finished(&capture, &SnapshotCapture::finished);
        SnapshotCapture::Request req;
        req.dashboard = *Dashboard::fromJson(
            R"x({"lanes": [{"id": "s", "queries": [{"source": "fake", "promql": "slow"}]}]})x");
        req.fromMs = m_from;
        req.toMs = m_to;
        capture.start(req);
        QTRY_VERIFY_WITH_TIMEOUT(!m_server->requests().isEmpty(), 5000);
        QVERIFY(capture.isRunning());
        capture.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
        QVERIFY(!capture.isRunning());
        QVERIFY(!capture.result().has_value());
        QVERIFY(capture.result().error().contains(QLatin1String("canceled")));
    }

    void alertRulesAreEvaluatedOverTheRange()
    {
        AlertRule rule;
        rule.name = QStringLiteral("MemHigh");
        rule.expr = QStringLiteral("mem > 0");
        rule.forMs = 5 * 60'000;
        rule.labels.insert(QStringLiteral("severity"), QStringLiteral("warning"));
        SnapshotCapture::Request req;
        req.dashboard = twoLanes();
        req.fromMs = m_from;
        req.toMs = m_to;
        req.rules = {rule};
        req.rulesYaml = QByteArrayLiteral("groups: []\n");
        const auto snap = SnapshotCapture::run(m_sources, req);
        QVERIFY2(snap.has_value(), why(snap).constData());
        // Both series of the answer are pending from the first evaluation and
        // fire after `for`, as Prometheus would have had them.
        QCOMPARE(snap->alerts.size(), std::size_t(2));
        for (const auto &a : snap->alerts) {
            QCOMPARE(a.rule, QStringLiteral("MemHigh"));
            QCOMPARE(a.tier, AlertTier::P2);
            QVERIFY(a.firingAtMs.has_value());
            QCOMPARE(*a.firingAtMs - a.pendingAtMs, rule.forMs);
        }
        QCOMPARE(snap->rulesYaml, req.rulesYaml);
        // The rule's query runs at the group interval from before the range;
        // then what it filters is kept for a backtest in Replay, from an hour
        // before the range.
        const auto &requests = m_server->requests();
        QStringList asked;
        for (const auto &r : requests)
            asked << r.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded);
        const qsizetype at = asked.indexOf(QStringLiteral("mem > 0"));
        QVERIFY2(at > 0 && at + 1 < asked.size(), qPrintable(asked.join(u'|')));
        QCOMPARE(requests[at].form.queryItemValue(QStringLiteral("step")), QStringLiteral("60"));
        const auto &kept = requests[at + 1]; // the first of its chunks
        QCOMPARE(kept.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded),
                 QStringLiteral("mem"));
        QCOMPARE(kept.form.queryItemValue(QStringLiteral("start")).toDouble() * 1000,
                 double((m_from - 3'600'000) / 60'000 * 60'000));
        QCOMPARE(snap->ruleSeries.size(), std::size_t(1));
        QCOMPARE(snap->ruleSeries[0].operand, QStringLiteral("mem"));
        QCOMPARE(snap->ruleSeries[0].threshold, QStringLiteral("0"));
        QCOMPARE(snap->ruleSeries[0].toMs, m_to / 60'000 * 60'000);
    }

  private:
    std::unique_ptr<FakePrometheus> m_server;
    SourceList m_sources;
    qint64 m_from = 0;
    qint64 m_to = 0;
};

QTEST_GUILESS_MAIN(TestSnapshotCapture)
#include "tst_snapshotcapture.moc"
