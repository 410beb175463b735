#include "clientfixtures.h"
#include "fakeprometheus.h"
#include "linkmemory.h"
#include "prometheusclient.h"
#include "queryplanner.h"
#include "subranges.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "gziptext.h"

using namespace Qt::StringLiterals;

namespace {
QueryResult runJob(PrometheusClient &client, const QueryPlanner::Plan &plan,
                   const QString &q = QStringLiteral("up"))
{
    std::unique_ptr<QueryJob> job(client.queryRange(q, plan));
    QSignalSpy done(job.get(), &QueryJob::finished);
    job->start();
    if (!job->isFinished())
        done.wait(20'000);
    return job->result();
}

constexpr double MB = 1e6;
} // namespace

class TestPrometheusClient : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        // What answers measure about a link is kept in the cache directory:
        // the test's own, emptied before each test.
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        QFile::remove(LinkMemory::filePath());
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
    }

    // The source's `compression` names the encoding it asks for; a gzip'd
    // answer is inflated and parsed like a plain one.
    void compressionNamesTheEncoding_data()
    {
        QTest::addColumn<Compression>("setting");
        QTest::addColumn<QByteArray>("asked");
        QTest::newRow("gzip") << Compression::Gzip << QByteArray("gzip");
        QTest::newRow("none") << Compression::None << QByteArray("identity");
        // Loopback, nothing measured yet: plain, which measures the link.
        QTest::newRow("auto") << Compression::Auto << QByteArray("identity");
    }
    void compressionNamesTheEncoding()
    {
        QFETCH(Compression, setting);
        QFETCH(QByteArray, asked);
        m_server->setHandler([](const FakePrometheus::Request &r) {
            const QByteArray body = FakePrometheus::matrixFor(r, 3, 7);
            if (r.headers.value("accept-encoding") != "gzip")
                return FakePrometheus::reply(200, "application/json", body);
            auto resp = FakePrometheus::reply(200, "application/json", gzipped(body));
            resp.extraHeaders.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
            return resp;
        });
        SourceConfig cfg = configFor(m_server->url());
        cfg.compression = setting;
        PrometheusClient client(cfg, &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QCOMPARE(r->series.size(), std::size_t(3));
        QCOMPARE(m_server->requests().first().headers.value("accept-encoding"), asked);
    }

    // A large plain answer measures the link and is remembered for the next
    // run; a small one measures latency and is not counted.
    void autoMeasuresLargeAnswers()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            // 400 series x 241 points: about 2.3 MB of JSON.
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 400, 123456.789));
        });
        SourceConfig cfg = configFor(m_server->url());
        PrometheusClient client(cfg, &m_nam);
        QVERIFY(!client.wantsGzip());
        QVERIFY(runJob(client, planFor(0, 60'000, 15'000)));
        QCOMPARE(client.linkStats().linkBytesPerSec, 0.0); // 5 points: small
        QVERIFY(runJob(client, planFor(0, 3'600'000, 15'000)));
        QVERIFY(client.linkStats().linkBytesPerSec > 0);
        QVERIFY(!client.wantsGzip()); // loopback outruns any gzip
        // The next client for the same origin starts from the measurement.
        PrometheusClient again(cfg, &m_nam);
        QCOMPARE(again.linkStats(), client.linkStats());
        // A fixed setting neither measures nor reads.
        cfg.compression = Compression::Gzip;
        PrometheusClient fixed(cfg, &m_nam);
        QCOMPARE(fixed.linkStats(), LinkStats{});
        QVERIFY(fixed.wantsGzip());
    }

    void compressionChoice()
    {
        using namespace CompressionChoice;
        const qint64 now = 10 * kRemeasureAfterMs;
        // Fixed settings are followed whatever was measured.
        const LinkStats slow{2.5 * MB, 0, now};
        QVERIFY(useGzip(Compression::Gzip, LinkStats{}, true, now));
        QVERIFY(!useGzip(Compression::None, slow, false, now));
        // Nothing measured: plain nearby, gzip far away; once gzip has
        // answered from far away, one plain answer measures the link.
        QVERIFY(!useGzip(Compression::Auto, LinkStats{}, true, now));
        QVERIFY(useGzip(Compression::Auto, LinkStats{}, false, now));
        QVERIFY(!useGzip(Compression::Auto, LinkStats{0, 12 * MB, 0}, false, now));
        // A 20 Mbit/s link (2.5 MB/s) is slower than the server's gzip: gzip,
        // even nearby (a tunnel on loopback). A LAN or loopback is faster.
        QVERIFY(useGzip(Compression::Auto, slow, true, now));
        QVERIFY(!useGzip(Compression::Auto, LinkStats{110 * MB, 0, now}, false, now));
        QVERIFY(!useGzip(Compression::Auto, LinkStats{500 * MB, 14 * MB, now}, true, now));
        // A measured gzip faster than the assumed one counts; gzip must win
        // by the margin, else plain spares the server's CPU.
        QVERIFY(useGzip(Compression::Auto, LinkStats{30 * MB, 40 * MB, now}, false, now));
        QVERIFY(useGzip(Compression::Auto, LinkStats{12 * MB, 0, now}, false, now));
        QVERIFY(!useGzip(Compression::Auto, LinkStats{14 * MB, 0, now}, false, now));
        // A link measured over an hour ago is measured again.
        QVERIFY(!useGzip(Compression::Auto, LinkStats{2.5 * MB, 0, now - kRemeasureAfterMs - 1},
                         false, now));

        // learn(): answers under 1 MiB say nothing about throughput.
        QCOMPARE(learn(LinkStats{}, false, 500'000, 500'000, 0.01, now), LinkStats{});
        const LinkStats plain = learn(LinkStats{}, false, 10'000'000, 10'000'000, 4.0, now);
        QCOMPARE(plain.linkBytesPerSec, 2.5 * MB);
        QCOMPARE(plain.linkMeasuredMs, now);
        // The next plain answer counts half.
        QCOMPARE(learn(plain, false, 10'000'000, 10'000'000, 1.0, now).linkBytesPerSec,
                 (2.5 * MB + 10 * MB) / 2);
        // A gzip'd answer: 30 MB of JSON in 2 s is 15 MB/s delivered; its 3 MB
        // on the wire in 2 s is 1.5 MB/s, under the link: the link keeps
        // its figure.
        const LinkStats gz = learn(plain, true, 3'000'000, 30'000'000, 2.0, now + 1);
        QCOMPARE(gz.gzipBytesPerSec, 15 * MB);
        QCOMPARE(gz.linkBytesPerSec, 2.5 * MB);
        QCOMPARE(gz.linkMeasuredMs, now);
        // Compressed bytes that crossed faster than the link's figure prove
        // the link faster.
        QCOMPARE(learn(plain, true, 8'000'000, 30'000'000, 2.0, now).linkBytesPerSec, 4 * MB);
        QCOMPARE(QByteArray(name(Compression::None)), QByteArray("none"));
    }

    void linkMemory()
    {
        const QUrl withUser(QStringLiteral("https://ops:s3cret@thanos.example:10902/prefix?x=1"));
        const LinkStats s{12.5 * MB, 14 * MB, 1'700'000'000'000};
        LinkMemory::save(withUser, s);
        // The origin is the key: the path and user do not matter.
        QCOMPARE(LinkMemory::load(QUrl(QStringLiteral("https://thanos.example:10902"))), s);
        QCOMPARE(LinkMemory::load(QUrl(QStringLiteral("https://thanos.example:10903"))),
                 LinkStats{});
        QFile f(LinkMemory::filePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!f.readAll().contains("s3cret"));
        f.close();
        // A damaged file is forgotten, not an error.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{not json");
        f.close();
        QCOMPARE(LinkMemory::load(withUser), LinkStats{});
        LinkMemory::save(withUser, s);
        QCOMPARE(LinkMemory::load(withUser), s);
    }

    void nearby_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("nearby");
        QTest::newRow("loopback") << QStringLiteral("http://127.0.0.1:9090") << true;
        QTest::newRow("localhost") << QStringLiteral("http://localhost:9090") << true;
        QTest::newRow("v6 loopback") << QStringLiteral("http://[::1]:9090") << true;
        QTest::newRow("10/8") << QStringLiteral("http://10.1.2.3") << true;
        QTest::newRow("172.16/12") << QStringLiteral("http://172.31.255.1") << true;
        QTest::newRow("172.32 is public") << QStringLiteral("http://172.32.0.1") << false;
        QTest::newRow("192.168/16") << QStringLiteral("http://192.168.1.10") << true;
        QTest::newRow("link-local") << QStringLiteral("http://169.254.1.1") << true;
        QTest::newRow("v6 unique local") << QStringLiteral("http://[fd00::1]") << true;
        QTest::newRow("public") << QStringLiteral("https://8.8.8.8") << false;
        QTest::newRow("a name") << QStringLiteral("https://thanos.example") << false;
    }
    void nearby()
    {
        QFETCH(QString, url);
        QFETCH(bool, nearby);
        QCOMPARE(LinkMemory::isNearby(QUrl(url)), nearby);
    }

    void postsFormWithHeadersAndPrefix()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 2, 1));
        });
        QUrl url = m_server->url();
        url.setPath(QStringLiteral("/prometheus")); // Mimir's prefix
        SourceConfig cfg = configFor(url);
        cfg.headers.insert(QStringLiteral("X-Scope-OrgID"), QStringLiteral("team-a"));
        cfg.auth = SourceConfig::Auth::Bearer;
        cfg.tokenEnv = QStringLiteral("FLEETSCOPE_TEST_TOKEN");
        qputenv("FLEETSCOPE_TEST_TOKEN", "tok-123");
        PrometheusClient client(cfg, &m_nam);
        const QString promql = QStringLiteral("sum(rate(x{a=~\"b|c&d\"}[1m])) + 100 * y / (z + 1)");
        const QueryResult r =
            runJob(client, planFor(1'700'000'000'000, 1'700'000'060'000, 15'000), promql);
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message));
        QCOMPARE(r->series.size(), std::size_t(2));
        QCOMPARE(r->timesMs.size(), std::size_t(5));
        QCOMPARE(m_server->requests().size(), 1);
        const auto &req = m_server->requests().first();
        QCOMPARE(req.method, QByteArray("POST"));
        QCOMPARE(req.path, QByteArray("/prometheus/api/v1/query_range"));
        QCOMPARE(req.headers.value("content-type"),
                 QByteArray("application/x-www-form-urlencoded"));
        QCOMPARE(req.headers.value("x-scope-orgid"), QByteArray("team-a"));
        QCOMPARE(req.headers.value("authorization"), QByteArray("Bearer tok-123"));
        // '+' and '&' must survive form encoding.
        QCOMPARE(req.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded), promql);
        QCOMPARE(req.form.queryItemValue(QStringLiteral("start")), QStringLiteral("1700000000"));
        QCOMPARE(req.form.queryItemValue(QStringLiteral("end")), QStringLiteral("1700000060"));
        QCOMPARE(req.form.queryItemValue(QStringLiteral("step")), QStringLiteral("15"));
        qunsetenv("FLEETSCOPE_TEST_TOKEN");
    }

    void basicAuth()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 1, 1));
        });
        SourceConfig cfg = configFor(m_server->url());
        cfg.auth = SourceConfig::Auth::Basic;
        cfg.username = QStringLiteral("ops");
        cfg.passwordEnv = QStringLiteral("FLEETSCOPE_TEST_PW");
        qputenv("FLEETSCOPE_TEST_PW", "pw");
        PrometheusClient client(cfg, &m_nam);
        QVERIFY(runJob(client, planFor(0, 60'000, 15'000)).has_value());
        QCOMPARE(m_server->requests().first().headers.value("authorization"),
                 "Basic " + QByteArray("ops:pw").toBase64());
        qunsetenv("FLEETSCOPE_TEST_PW");
    }

    void missingSecretFailsWithoutSending()
    {
        SourceConfig cfg = configFor(m_server->url());
        cfg.auth = SourceConfig::Auth::Bearer;
        cfg.tokenEnv = QStringLiteral("FLEETSCOPE_TEST_UNSET_VAR");
        qunsetenv("FLEETSCOPE_TEST_UNSET_VAR");
        PrometheusClient client(cfg, &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, SourceError::Kind::Config);
        QVERIFY(r.error().message.contains(QStringLiteral("FLEETSCOPE_TEST_UNSET_VAR")));
        QCOMPARE(m_server->requests().size(), 0);
    }

    void chunksAreStitched()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(
                200, "application/json",
                FakePrometheus::matrixFor(r, 3, [](double t, int s) { return t + 1000 * s; }));
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        // 101 points with a 10-point cap: 11 requests, one seamless grid.
        const QueryResult r = runJob(client, planFor(0, 100 * 15'000, 15'000, 10));
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message));
        QCOMPARE(m_server->requests().size(), 11);
        QCOMPARE(r->timesMs.size(), std::size_t(101));
        QCOMPARE(r->series.size(), std::size_t(3));
        // The grid in time order, from the first chunk's start to the last one's end.
        for (std::size_t i = 0; i < r->timesMs.size(); ++i)
            QCOMPARE(r->timesMs[i], qint64(i) * 15'000);
        // Each answer's samples where its times are: a chunk stitched in at
        // another chunk's place would carry the other times' values.
        for (const auto &s : r->series) {
            bool ok = false;
            const int gpu = s.labels.value(QStringLiteral("gpu")).toInt(&ok);
            QVERIFY(ok);
            QCOMPARE(s.present.count(), std::size_t(101));
            for (std::size_t i = 0; i < r->timesMs.size(); ++i) {
                QVERIFY(s.has(i));
                QCOMPARE(s.values[i], double(r->timesMs[i] / 1000 + 1000 * gpu));
            }
        }
    }

    void errors_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("bad_data")
            << 400 << QByteArray("application/json")
            << QByteArray(R"({"status":"error","errorType":"bad_data","error":"parse error"})")
            << int(SourceError::Kind::Backend);
        QTest::newRow("html 502") << 502 << QByteArray("text/html")
                                  << QByteArray(
                                         "<html><body><h1>502 Bad Gateway</h1></body></html>")
                                  << int(SourceError::Kind::Http);
        QTest::newRow("malformed") << 200 << QByteArray("application/json")
                                   << QByteArray("{\"status\":\"succ") // truncated
                                   << int(SourceError::Kind::Parse);
    }
    void errors()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, contentType);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        m_server->setHandler([=](const FakePrometheus::Request &) {
            return FakePrometheus::reply(status, contentType, body);
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        QVERIFY(!r);
        QCOMPARE(int(r.error().kind), kind);
        QVERIFY(!r.error().message.isEmpty());
    }

    void timeoutFires()
    {
        m_server->setHandler([](const FakePrometheus::Request &) {
            FakePrometheus::Response r;
            r.neverAnswer = true;
            return r;
        });
        SourceConfig cfg = configFor(m_server->url());
        cfg.timeoutMs = 300;
        PrometheusClient client(cfg, &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, SourceError::Kind::Timeout);
        QVERIFY(r.error().isRetryable());
    }

    void bodyLimitStopsEarly()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 200, 1));
        });
        SourceConfig cfg = configFor(m_server->url());
        cfg.maxBodyBytes = 4096;
        PrometheusClient client(cfg, &m_nam);
        const QueryResult r = runJob(client, planFor(0, 3'600'000, 15'000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
        QVERIFY(r.error().message.contains(QStringLiteral("limit")));
    }

    void connectionRefused()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close(); // nothing listens there now
        PrometheusClient client(configFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port))),
                                &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, SourceError::Kind::Network);
        QVERIFY(r.error().isRetryable());
    }

    void crossOriginRedirectNotFollowed()
    {
        FakePrometheus other;
        QVERIFY(other.listen());
        other.setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 1, 1));
        });
        const QByteArray target = other.url().toString().toUtf8() + "/api/v1/query_range";
        m_server->setHandler([target](const FakePrometheus::Request &) {
            auto r = FakePrometheus::reply(307, "text/plain", "moved");
            r.extraHeaders.append({"Location", target});
            return r;
        });
        SourceConfig cfg = configFor(m_server->url());
        cfg.auth = SourceConfig::Auth::Bearer;
        cfg.tokenEnv = QStringLiteral("FLEETSCOPE_TEST_TOKEN");
        qputenv("FLEETSCOPE_TEST_TOKEN", "do-not-leak");
        PrometheusClient client(cfg, &m_nam);
        const QueryResult r = runJob(client, planFor(0, 60'000, 15'000));
        qunsetenv("FLEETSCOPE_TEST_TOKEN");
        QVERIFY(!r);
        QCOMPARE(other.requests().size(), 0); // the token never reached the other host
        // And the message says where it pointed, so the URL can be fixed.
        QVERIFY2(r.error().message.contains(other.url().toString()) &&
                     r.error().message.contains(QLatin1String("not followed")),
                 qPrintable(r.error().message));
    }

    void cancelFinishesOnce()
    {
        m_server->setHandler([](const FakePrometheus::Request &r) {
            auto resp =
                FakePrometheus::reply(200, "application/json", FakePrometheus::matrixFor(r, 1, 1));
            resp.delayMs = 2000;
            return resp;
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        std::unique_ptr<QueryJob> job(
            client.queryRange(QStringLiteral("up"), planFor(0, 60'000, 15'000)));
        QSignalSpy done(job.get(), &QueryJob::finished);
        job->start();
        QTRY_COMPARE(m_server->requests().size(), 1);
        job->cancel();
        QCOMPARE(done.count(), 1);
        QCOMPARE(job->result().error().kind, SourceError::Kind::Canceled);
        // Wait until the answer has come due: the canceled request's
        // connection was closed by then, so no late answer can reach the job.
        QTRY_VERIFY_WITH_TIMEOUT(m_server->answerTo(0) != FakePrometheus::Answer::Due, 10'000);
        QCOMPARE(m_server->answerTo(0), FakePrometheus::Answer::Dropped);
        QCOMPARE(done.count(), 1);
    }

    // A lane's full fetch: the coarse answer first (handed out early), then
    // whole-hour sub-ranges, at most three at a time; together the same
    // answer as one request. A second fetch takes them from the cache, a pan
    // fetches only what it does not hold.
    void drawEarlyCoarseThenSubRanges()
    {
        int inFlight = 0, mostInFlight = 0;
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            auto resp = FakePrometheus::reply(
                200, "application/json",
                FakePrometheus::matrixFor(r, 3, [](double t, int s) { return t / 15 + s; }));
            if (r.form.queryItemValue(QStringLiteral("step")) == QLatin1String("15")) {
                mostInFlight = std::max(mostInFlight, ++inFlight);
                resp.delayMs = 300;
            }
            return resp;
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        // Six hours ending two hours ago, off the hour.
        const qint64 to = (QDateTime::currentMSecsSinceEpoch() - 2 * 3'600'000) / 15'000 * 15'000;
        const qint64 from = to - 6 * 3'600'000 + 7 * 15'000;
        QueryPlanner::Plan plan = planFor(from, to, 15'000);
        const QueryResult whole = runJob(client, plan);
        QVERIFY(whole);
        QCOMPARE(whole->timesMs.size(), plan.chunks.front().points());
        m_server->clearRequests();
        inFlight = 0;

        plan.drawEarly = true;
        std::unique_ptr<QueryJob> job(client.queryRange(QStringLiteral("up"), plan));
        QSignalSpy partial(job.get(), &QueryJob::partial);
        QSignalSpy done(job.get(), &QueryJob::finished);
        // Each answered sub-range leaves the count of those in flight.
        connect(job.get(), &QueryJob::progress, this, [&] { --inFlight; });
        job->start();
        QVERIFY(done.wait(20'000));
        QCOMPARE(partial.count(), 1);
        const auto early = partial.first().first().value<std::shared_ptr<const SeriesSet>>();
        QVERIFY(early && early->timesMs.size() <= std::size_t(SubRanges::kCoarsePoints) + 1);
        QVERIFY(early->timesMs.size() > 10);
        const auto parts = SubRanges::split(plan, 3'600'000).size();
        QVERIFY(parts >= 6);
        const auto &reqs = m_server->requests();
        QCOMPARE(std::size_t(reqs.size()), 1 + parts);
        QVERIFY(reqs.first().form.queryItemValue(QStringLiteral("step")).toDouble() >= 60);
        QCOMPARE(mostInFlight, 3);
        const QueryResult split = job->takeResult();
        QVERIFY(split);
        QCOMPARE(split->timesMs, whole->timesMs);
        QCOMPARE(split->series.size(), whole->series.size());
        for (std::size_t i = 0; i < split->series.size(); ++i)
            QCOMPARE(split->series[i].values, whole->series[i].values);
        QVERIFY(split->warnings.isEmpty());
        QCOMPARE(client.subRanges().size(), parts);

        // Again: every sub-range from the cache, no request, no coarse.
        m_server->clearRequests();
        QVERIFY(runJob(client, plan));
        QCOMPARE(m_server->requests().size(), 0);
        // Panned by half an hour: the hours it shares are not asked again.
        QueryPlanner::Plan panned = planFor(from + 1'800'000, to + 1'800'000, 15'000);
        panned.drawEarly = true;
        const QueryResult after = runJob(client, panned);
        QVERIFY(after);
        QCOMPARE(after->timesMs.size(), panned.chunks.front().points());
        QVERIFY2(m_server->requests().size() <= 3, // the two new ends; no coarse
                 qPrintable(QString::number(m_server->requests().size())));
    }

    // One sub-range failing: the rest is kept, the coarse answer stands in
    // for the missing hour, the answer says which part failed; it is not
    // cached, so the next fetch asks for it alone.
    void failingSubRangeKeepsTheRest()
    {
        const qint64 to =
            (QDateTime::currentMSecsSinceEpoch() - 2 * 3'600'000) / 3'600'000 * 3'600'000;
        const qint64 from = to - 6 * 3'600'000;
        const qint64 badHour = from + 2 * 3'600'000;
        bool failing = true;
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            const double start = r.form.queryItemValue(QStringLiteral("start")).toDouble();
            const bool fine = r.form.queryItemValue(QStringLiteral("step")) == QLatin1String("15");
            if (failing && fine && qint64(start * 1000) == badHour)
                return FakePrometheus::reply(
                    503, "application/json",
                    R"({"status":"error","errorType":"unavailable","error":"store gateway down"})");
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 2, 5));
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        QueryPlanner::Plan plan = planFor(from, to, 15'000);
        plan.drawEarly = true;
        const QueryResult r = runJob(client, plan);
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        QCOMPARE(r->series.size(), std::size_t(2));
        QVERIFY(r->warnings.size() == 1);
        QVERIFY2(r->warnings.first().contains(QLatin1String("could not be fetched")) &&
                     r->warnings.first().contains(QLatin1String("coarse")),
                 qPrintable(r->warnings.first()));
        // Inside the failed hour only the coarse points; around it every one.
        const auto inHour = std::count_if(r->timesMs.begin(), r->timesMs.end(), [&](qint64 t) {
            return t >= badHour && t < badHour + 3'600'000;
        });
        QVERIFY(inHour > 0 && inHour < 240 / 4);
        QCOMPARE(std::size_t(r->timesMs.size() - std::size_t(inHour)), std::size_t(5 * 240 + 1));
        QCOMPARE(client.subRanges().size(), std::size_t(6)); // 5 hours and the last point
        m_server->clearRequests();
        failing = false;
        const QueryResult again = runJob(client, plan);
        QVERIFY(again && again->warnings.isEmpty());
        QCOMPARE(again->timesMs.size(), std::size_t(6 * 240 + 1));
        QCOMPARE(m_server->requests().size(), 1);
    }

    // A partial answer (a VictoriaMetrics or Thanos store down) is shown
    // with its warning but not cached: the next fetch asks for it again.
    void partialSubRangeNotCached()
    {
        const qint64 to =
            (QDateTime::currentMSecsSinceEpoch() - 2 * 3'600'000) / 3'600'000 * 3'600'000;
        const qint64 from = to - 6 * 3'600'000 + 15'000;
        const qint64 partialHour = to - 3 * 3'600'000;
        m_server->setHandler([&](const FakePrometheus::Request &r) {
            QByteArray body = FakePrometheus::matrixFor(r, 2, 5);
            const double start = r.form.queryItemValue(QStringLiteral("start")).toDouble();
            if (qint64(start * 1000) == partialHour)
                body.replace(R"({"status":"success",)", R"({"status":"success","isPartial":true,)");
            return FakePrometheus::reply(200, "application/json", body);
        });
        PrometheusClient client(configFor(m_server->url()), &m_nam);
        QueryPlanner::Plan plan = planFor(from, to, 15'000);
        plan.drawEarly = true;
        const QueryResult r = runJob(client, plan);
        QVERIFY(r);
        QVERIFY(!r->warnings.isEmpty());
        const auto parts = SubRanges::split(plan, 3'600'000).size();
        QCOMPARE(client.subRanges().size(), parts - 1);
        m_server->clearRequests();
        QVERIFY(runJob(client, plan));
        QCOMPARE(m_server->requests().size(), 1);
    }

  private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
};

QTEST_GUILESS_MAIN(TestPrometheusClient)
#include "tst_prometheusclient.moc"
