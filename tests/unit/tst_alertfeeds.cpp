// AlertFeeds and AlertFeedClient against a scriptable loopback server: the
// failures a real server will not produce on demand (dead, 500, bare-string
// errors, malformed and slow answers), each of which must show on the feed
// while the alerts it showed before stay.
#include "alertfeedclient.h"
#include "alertfeeds.h"
#include "fakeprometheus.h"
#include "fixturefiles.h"
#include "queryjob.h"
#include "sourceregistry.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray alertFixture(const QString &name)
{
    return readFixture(u"alerts/"_s + name);
}

SourceConfig source(const QString &name, SourceConfig::Type type, const QUrl &url)
{
    SourceConfig c;
    c.name = name;
    c.type = type;
    c.url = url;
    c.timeoutMs = 5000;
    return c;
}

Silence oneSilence()
{
    Silence s;
    s.matchers.push_back({u"alertname"_s, u"GpuMemoryPressure"_s, false, true});
    s.startsAtMs = 1'800'000'000'000;
    s.endsAtMs = s.startsAtMs + 3'600'000;
    s.createdBy = u"oncall"_s;
    s.comment = u"halving the batch size"_s;
    return s;
}

int countRequests(const FakePrometheus &server, const QByteArray &method, const QByteArray &path)
{
    int n = 0;
    for (const auto &r : server.requests())
        n += r.method == method && r.path == path;
    return n;
}

} // namespace

class TstAlertFeeds final : public QObject
{
    Q_OBJECT

  private slots:
    void init();
    void cleanup();

    void prometheusFeed();
    void alertmanagerFeed();
    void whichSourcesAreFeeds();
    void failureKeepsAlerts_data();
    void failureKeepsAlerts();
    void retriesWithBackoff();
    void badRequestWaitsForTheInterval();
    void staleAnswerIsDropped();
    void silenceRoundTrip();
    void silenceFailures();
    void newSourcesDropOldAnswers();
    void clientRequests();
    void clientTooLargeAndRedirect();
    void laneQueryNamingAnAlertmanager();

  private:
    // What the fake server answers, switched by the tests.
    enum class Mode
    {
        Good,
        Http500,
        BareString,
        Malformed,
        BadData,
        Slow,
    };
    FakePrometheus::Response answer(const FakePrometheus::Request &r);

    QNetworkAccessManager m_nam;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<AlertFeeds> m_feeds;
    Mode m_mode = Mode::Good;
};

void TstAlertFeeds::init()
{
    m_nam.setProxy(QNetworkProxy::NoProxy);
    m_mode = Mode::Good;
    m_server = std::make_unique<FakePrometheus>();
    QVERIFY(m_server->listen());
    m_server->setHandler([this](const FakePrometheus::Request &r) { return answer(r); });
    m_feeds = std::make_unique<AlertFeeds>(&m_nam);
}

void TstAlertFeeds::cleanup()
{
    m_feeds.reset();
    m_server.reset();
}

FakePrometheus::Response TstAlertFeeds::answer(const FakePrometheus::Request &r)
{
    using FP = FakePrometheus;
    switch (m_mode) {
    case Mode::Good:
        break;
    case Mode::Http500:
        return FP::reply(500, "text/plain", "upstream down");
    case Mode::BareString:
        return FP::reply(400, "application/json", alertFixture(u"am_error_bad_matcher.json"_s));
    case Mode::Malformed:
        return FP::reply(200, "application/json",
                         alertFixture(u"prometheus_alerts_truncated.json"_s));
    case Mode::BadData:
        return FP::reply(400, "application/json",
                         alertFixture(u"prometheus_error_bad_data.json"_s));
    case Mode::Slow: {
        FP::Response slow = FP::reply(200, "application/json", {});
        slow.neverAnswer = true;
        return slow;
    }
    }
    const QByteArray json = "application/json";
    if (r.method == "GET" && r.path == "/api/v1/alerts")
        return FP::reply(200, json, alertFixture(u"prometheus_alerts.json"_s));
    if (r.method == "GET" && r.path == "/api/v1/rules")
        return FP::reply(200, json, alertFixture(u"prometheus_rules.json"_s));
    if (r.method == "GET" && r.path == "/api/v2/alerts")
        return FP::reply(200, json, alertFixture(u"am_alerts.json"_s));
    if (r.method == "GET" && r.path == "/api/v2/silences")
        return FP::reply(200, json, alertFixture(u"am_silences.json"_s));
    if (r.method == "POST" && r.path == "/api/v2/silences")
        return FP::reply(200, json, alertFixture(u"am_silence_created.json"_s));
    if (r.method == "DELETE" && r.path == "/api/v2/silence/8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90")
        return FP::reply(200, json, {});
    if (r.method == "DELETE")
        return FP::reply(500, json, alertFixture(u"am_error_silence_not_found.json"_s));
    return FP::reply(404, "text/plain", "404 page not found");
}

void TstAlertFeeds::prometheusFeed()
{
    QSignalSpy changed(m_feeds.get(), &AlertFeeds::changed);
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url())}});
    QCOMPARE(m_feeds->feeds().size(), std::size_t(1));
    QVERIFY(m_feeds->feed(u"prom"_s)->loading);
    QTRY_VERIFY(!m_feeds->feed(u"prom"_s)->loading);
    const AlertFeeds::Feed &f = *m_feeds->feed(u"prom"_s);
    QVERIFY2(!f.error, qPrintable(f.error ? f.error->message : QString()));
    QCOMPARE(f.origin, AlertOrigin::Prometheus);
    QCOMPARE(f.alerts.size(), std::size_t(4));
    QCOMPARE(f.rules.size(), std::size_t(5));
    QVERIFY(f.silences.empty());
    QVERIFY(f.lastGoodMs > 0);
    QVERIFY(changed.size() >= 2);
    for (const FeedAlert &a : m_feeds->alerts())
        QCOMPARE(a.source, u"prom"_s);
    QCOMPARE(f.rules[0].alerts.at(0).source, u"prom"_s);
    // Only alerting rules are asked for.
    QCOMPARE(m_server->requests().last().path.isEmpty(), false);
    bool askedForAlertRules = false;
    for (const auto &r : m_server->requests())
        askedForAlertRules = askedForAlertRules || (r.path == "/api/v1/rules" &&
                                                    r.form.queryItemValue(u"type"_s) == u"alert"_s);
    QVERIFY(askedForAlertRules);
}

void TstAlertFeeds::alertmanagerFeed()
{
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url()),
                    source(u"am"_s, SourceConfig::Type::Alertmanager, m_server->url())}});
    QTRY_VERIFY(!m_feeds->feed(u"am"_s)->loading && !m_feeds->feed(u"prom"_s)->loading);
    const AlertFeeds::Feed &am = *m_feeds->feed(u"am"_s);
    QVERIFY(!am.error);
    QCOMPARE(am.origin, AlertOrigin::Alertmanager);
    QCOMPARE(am.alerts.size(), std::size_t(3));
    QCOMPARE(am.silences.size(), std::size_t(4));
    QVERIFY(am.rules.empty());
    // Merged in the order of the sources file.
    const std::vector<FeedAlert> all = m_feeds->alerts();
    QCOMPARE(all.size(), std::size_t(7));
    QCOMPARE(all.front().source, u"prom"_s);
    QCOMPARE(all.back().source, u"am"_s);
    QCOMPARE(all.back().origin, AlertOrigin::Alertmanager);
}

void TstAlertFeeds::whichSourcesAreFeeds()
{
    const QByteArray file = QByteArray(R"x({"sources": [
        {"name": "prom", "type": "prometheus", "url": "%1"},
        {"name": "replica", "type": "prometheus", "url": "%1", "alerts": false},
        {"name": "amp", "type": "prometheus", "url": "https://ws-1.eastus.prometheus.monitor.azure.com",
         "auth": {"type": "azure", "method": "azure-cli"}},
        {"name": "azmon", "type": "azure-monitor", "auth": {"type": "azure", "method": "azure-cli"}},
        {"name": "am", "type": "alertmanager", "url": "%1"}
    ]})x")
                                .replace("%1", m_server->url().toString().toUtf8());
    auto parsed = SourceConfig::parseFile(file);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
    m_feeds->setSources(SourceList{*parsed});
    QStringList names;
    for (const auto &f : m_feeds->feeds())
        names << f.source;
    QCOMPARE(names, (QStringList{u"prom"_s, u"am"_s}));
    QTRY_VERIFY(!m_feeds->feed(u"prom"_s)->loading && !m_feeds->feed(u"am"_s)->loading);
    // Nothing was ever asked of Azure.
    for (const auto &r : m_server->requests())
        QVERIFY(r.headers.value("host").startsWith("127.0.0.1"));
}

void TstAlertFeeds::failureKeepsAlerts_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("alertmanager");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("dead server") << -1 << false << SourceError::Kind::Network
                                 << u"Cannot reach 127.0.0.1:"_s;
    QTest::newRow("500") << int(Mode::Http500) << false << SourceError::Kind::Http
                         << u"HTTP 500 Internal Server Error from the server (not a Prometheus "
                            u"answer): upstream down"_s;
    QTest::newRow("bare string") << int(Mode::BareString) << true << SourceError::Kind::Backend
                                 << u"Alertmanager answered with an error: bad matcher format: "
                                    u"bad"_s;
    QTest::newRow("malformed json") << int(Mode::Malformed) << false << SourceError::Kind::Parse
                                    << u"malformed or truncated JSON"_s;
    QTest::newRow("timeout") << int(Mode::Slow) << true << SourceError::Kind::Timeout
                             << u"did not answer within 0.5 s"_s;
}

void TstAlertFeeds::failureKeepsAlerts()
{
    QFETCH(int, mode);
    QFETCH(bool, alertmanager);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, message);

    const QString name = alertmanager ? u"am"_s : u"prom"_s;
    SourceConfig c = source(
        name, alertmanager ? SourceConfig::Type::Alertmanager : SourceConfig::Type::Prometheus,
        m_server->url());
    c.timeoutMs = 500;
    m_feeds->setSources(SourceList{{c}});
    QTRY_VERIFY(!m_feeds->feed(name)->loading);
    const std::size_t shown = m_feeds->feed(name)->alerts.size();
    QVERIFY(shown > 0);
    const qint64 lastGood = m_feeds->feed(name)->lastGoodMs;

    if (mode < 0)
        m_server.reset(); // the port closes: connections are refused
    else
        m_mode = Mode(mode);
    m_feeds->refresh();
    QVERIFY(m_feeds->feed(name)->loading);
    QTRY_VERIFY(!m_feeds->feed(name)->loading);

    const AlertFeeds::Feed &f = *m_feeds->feed(name);
    QVERIFY(f.error);
    QCOMPARE(f.error->kind, kind);
    QVERIFY2(f.error->message.contains(message), qPrintable(f.error->message));
    QCOMPARE(f.alerts.size(), shown);
    QCOMPARE(f.lastGoodMs, lastGood);
    QCOMPARE(m_feeds->alerts().size(), shown);
    if (alertmanager)
        QCOMPARE(f.silences.size(), std::size_t(4));
    else
        QCOMPARE(f.rules.size(), std::size_t(5));
}

void TstAlertFeeds::retriesWithBackoff()
{
    // A long interval: only the backoff can bring the feed back this soon.
    m_feeds->setInterval(600'000);
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url())}});
    QTRY_VERIFY(!m_feeds->feed(u"prom"_s)->loading);
    m_mode = Mode::Http500;
    m_feeds->refresh();
    QTRY_VERIFY(m_feeds->feed(u"prom"_s)->error.has_value());
    const qint64 failedAt = QDateTime::currentMSecsSinceEpoch();
    const qint64 retryAt = m_feeds->feed(u"prom"_s)->retryAtMs;
    QVERIFY(retryAt > failedAt + 1000 && retryAt <= failedAt + 2100);
    const int asked = countRequests(*m_server, "GET", "/api/v1/alerts");

    m_mode = Mode::Good;
    QTRY_VERIFY_WITH_TIMEOUT(!m_feeds->feed(u"prom"_s)->error, 5000);
    QVERIFY(QDateTime::currentMSecsSinceEpoch() >= retryAt - 50);
    QCOMPARE(countRequests(*m_server, "GET", "/api/v1/alerts"), asked + 1);
    QCOMPARE(m_feeds->feed(u"prom"_s)->retryAtMs, 0);
}

void TstAlertFeeds::badRequestWaitsForTheInterval()
{
    // A second feed whose server is down and answers late: it fails after
    // "prom", so its backoff retry comes due after any "prom" would have had.
    FakePrometheus down;
    QVERIFY(down.listen());
    down.setHandler([](const FakePrometheus::Request &) {
        FakePrometheus::Response r = FakePrometheus::reply(500, "text/plain", "upstream down");
        r.delayMs = 1000;
        return r;
    });
    m_feeds->setInterval(600'000);
    m_mode = Mode::BadData;
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url()),
                    source(u"down"_s, SourceConfig::Type::Prometheus, down.url())}});
    QTRY_VERIFY(m_feeds->feed(u"prom"_s)->error.has_value());
    const qint64 promFailedBy = QDateTime::currentMSecsSinceEpoch();
    QCOMPARE(m_feeds->feed(u"prom"_s)->error->kind, SourceError::Kind::Backend);
    // Asking again would only repeat the server's verdict.
    QCOMPARE(m_feeds->feed(u"prom"_s)->retryAtMs, 0);
    const int asked = countRequests(*m_server, "GET", "/api/v1/alerts");
    QTRY_VERIFY_WITH_TIMEOUT(m_feeds->feed(u"down"_s)->error.has_value(), 10'000);
    // The first backoff step is 2 s for both; "down" failed later.
    QVERIFY(m_feeds->feed(u"down"_s)->retryAtMs >= promFailedBy + 2000);
    QTRY_VERIFY_WITH_TIMEOUT(countRequests(down, "GET", "/api/v1/alerts") == 2 &&
                                 !m_feeds->feed(u"down"_s)->loading,
                             20'000);
    // By now a retry of "prom" would have been sent, and would still be
    // loading or would have reached the server.
    QVERIFY(!m_feeds->feed(u"prom"_s)->loading);
    QCOMPARE(countRequests(*m_server, "GET", "/api/v1/alerts"), asked);
    // A shorter interval brings the next poll forward.
    m_mode = Mode::Good;
    m_feeds->setInterval(200);
    QTRY_VERIFY(!m_feeds->feed(u"prom"_s)->error);
    QCOMPARE(m_feeds->feed(u"prom"_s)->alerts.size(), std::size_t(4));
}

void TstAlertFeeds::staleAnswerIsDropped()
{
    // The first answer is slow and full, the second fast and empty: the
    // slow one arrives last and must not overwrite the newer answer.
    int calls = 0;
    m_server->setHandler([&calls](const FakePrometheus::Request &r) {
        if (r.path == "/api/v1/rules")
            return FakePrometheus::reply(200, "application/json",
                                         alertFixture(u"prometheus_rules_empty.json"_s));
        FakePrometheus::Response resp =
            FakePrometheus::reply(200, "application/json",
                                  alertFixture(++calls == 1 ? u"prometheus_alerts.json"_s
                                                            : u"prometheus_alerts_empty.json"_s));
        resp.delayMs = calls == 1 ? 700 : 0;
        return resp;
    });
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url())}});
    QTRY_COMPARE(calls, 1);
    qsizetype slow = -1;
    for (qsizetype i = 0; i < m_server->requests().size(); ++i)
        if (m_server->requests().at(i).path == "/api/v1/alerts")
            slow = i;
    QVERIFY(slow >= 0);
    m_feeds->refresh();
    QTRY_VERIFY(!m_feeds->feed(u"prom"_s)->loading);
    QCOMPARE(calls, 2);
    // Once the slow answer has come due, its connection was already closed:
    // it cannot reach the feed any more.
    QTRY_VERIFY_WITH_TIMEOUT(m_server->answerTo(slow) != FakePrometheus::Answer::Due, 5000);
    QCOMPARE(m_server->answerTo(slow), FakePrometheus::Answer::Dropped);
    QVERIFY(m_feeds->feed(u"prom"_s)->alerts.empty());
    QVERIFY(!m_feeds->feed(u"prom"_s)->error);
}

void TstAlertFeeds::silenceRoundTrip()
{
    m_feeds->setSources(
        SourceList{{source(u"am"_s, SourceConfig::Type::Alertmanager, m_server->url())}});
    QTRY_VERIFY(!m_feeds->feed(u"am"_s)->loading);
    const int listed = countRequests(*m_server, "GET", "/api/v2/silences");

    QSignalSpy created(m_feeds.get(), &AlertFeeds::silenceCreated);
    QSignalSpy expired(m_feeds.get(), &AlertFeeds::silenceExpired);
    QSignalSpy failed(m_feeds.get(), &AlertFeeds::silenceFailed);
    m_feeds->createSilence(u"am"_s, oneSilence());
    QTRY_COMPARE(created.size(), 1);
    QCOMPARE(created[0][0].toString(), u"am"_s);
    QCOMPARE(created[0][1].toString(), u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);
    // A success refreshes the feed at once.
    QTRY_COMPARE(countRequests(*m_server, "GET", "/api/v2/silences"), listed + 1);
    const auto post = std::find_if(m_server->requests().begin(), m_server->requests().end(),
                                   [](const auto &r) { return r.method == "POST"; });
    QVERIFY(post != m_server->requests().end());
    QCOMPARE(post->headers.value("content-type"), QByteArray("application/json"));

    m_feeds->expireSilence(u"am"_s, u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);
    QTRY_COMPARE(expired.size(), 1);
    QCOMPARE(expired[0][1].toString(), u"8bd6fa8c-1c4d-4eed-a11d-2e4c68aecc90"_s);
    QTRY_COMPARE(countRequests(*m_server, "GET", "/api/v2/silences"), listed + 2);
    QCOMPARE(failed.size(), 0);
}

void TstAlertFeeds::silenceFailures()
{
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url()),
                    source(u"am"_s, SourceConfig::Type::Alertmanager, m_server->url())}});
    QTRY_VERIFY(!m_feeds->feed(u"am"_s)->loading);
    QSignalSpy failed(m_feeds.get(), &AlertFeeds::silenceFailed);

    // Alertmanager's own words for an unknown silence.
    m_feeds->expireSilence(u"am"_s, u"0b0e7e4a-0000-4000-8000-000000000000"_s);
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed[0][0].toString(), u"am"_s);
    QCOMPARE(failed[0][1].toString(), u"Alertmanager answered with an error: silence not found"_s);

    // Refused before anything is sent, and still reported from the event loop.
    const qsizetype before = m_server->requests().size();
    Silence none = oneSilence();
    none.matchers.clear();
    m_feeds->createSilence(u"am"_s, none);
    QCOMPARE(failed.size(), 1);
    QTRY_COMPARE(failed.size(), 2);
    QVERIFY(failed[1][1].toString().contains(u"at least one matcher"_s));
    m_feeds->createSilence(u"prom"_s, oneSilence());
    QTRY_COMPARE(failed.size(), 3);
    QVERIFY(failed[2][1].toString().contains(u"silences live in Alertmanager"_s));
    m_feeds->expireSilence(u"nowhere"_s, u"x"_s);
    QTRY_COMPARE(failed.size(), 4);
    QVERIFY(failed[3][1].toString().contains(u"not an alert feed"_s));
    QCOMPARE(m_server->requests().size(), before);

    // The feed itself is not marked failed by a silence that failed.
    QVERIFY(!m_feeds->feed(u"am"_s)->error);
}

void TstAlertFeeds::newSourcesDropOldAnswers()
{
    m_mode = Mode::Slow;
    m_feeds->setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url())}});
    QTRY_VERIFY(m_server->requests().size() >= 2);
    FakePrometheus other;
    QVERIFY(other.listen());
    other.setHandler([](const FakePrometheus::Request &) {
        return FakePrometheus::reply(200, "application/json",
                                     alertFixture(u"am_alerts_empty.json"_s));
    });
    m_feeds->setSources(
        SourceList{{source(u"am"_s, SourceConfig::Type::Alertmanager, other.url())}});
    QCOMPARE(m_feeds->feed(u"prom"_s), nullptr);
    QTRY_VERIFY(!m_feeds->feed(u"am"_s)->loading);
    QVERIFY(m_feeds->alerts().empty());
    m_feeds->setSources({});
    QVERIFY(m_feeds->feeds().empty());
    QVERIFY(m_feeds->alerts().empty());
}

void TstAlertFeeds::clientRequests()
{
    // A path prefix, the source's headers and a bearer token from the
    // environment travel on every request, as for the lanes.
    qputenv("FLEETSCOPE_TEST_AM_TOKEN", "s3cret");
    SourceConfig c = source(u"am"_s, SourceConfig::Type::Alertmanager,
                            QUrl(m_server->url().toString() + u"/alertmanager/"_s));
    c.headers.insert(u"X-Scope-OrgID"_s, u"team-a"_s);
    c.auth = SourceConfig::Auth::Bearer;
    c.tokenEnv = u"FLEETSCOPE_TEST_AM_TOKEN"_s;
    m_server->setHandler([](const FakePrometheus::Request &r) {
        return FakePrometheus::reply(r.method == "DELETE" ? 200 : 404, "text/plain", {});
    });
    AlertFeedClient client(c, &m_nam);
    QSignalSpy expired(&client, &AlertFeedClient::silenceExpired);
    QSignalSpy failed(&client, &AlertFeedClient::failed);
    client.expireSilence(u"a/b?c"_s);
    QTRY_COMPARE(expired.size(), 1);
    QCOMPARE(expired[0][0].toString(), u"a/b?c"_s);
    const auto &r = m_server->requests().last();
    QCOMPARE(r.method, QByteArray("DELETE"));
    // One path segment, whatever the id holds.
    QCOMPARE(r.path, QByteArray("/alertmanager/api/v2/silence/a%2Fb%3Fc"));
    QCOMPARE(r.headers.value("authorization"), QByteArray("Bearer s3cret"));
    QCOMPARE(r.headers.value("x-scope-orgid"), QByteArray("team-a"));

    // A Prometheus call on an Alertmanager source, and a missing secret.
    client.fetchRules();
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed[0][0].value<AlertFeedClient::Call>(), AlertFeedClient::Call::Rules);
    QVERIFY(failed[0][1].value<SourceError>().message.contains(u"alerting rules come from"_s));
    qunsetenv("FLEETSCOPE_TEST_AM_TOKEN");
    client.fetchAlerts();
    QTRY_COMPARE(failed.size(), 2);
    QCOMPARE(failed[1][1].value<SourceError>().kind, SourceError::Kind::Config);
    QVERIFY(failed[1][1].value<SourceError>().message.contains(u"FLEETSCOPE_TEST_AM_TOKEN"_s));

    // Azure managed Prometheus has no alerts API; nothing is sent.
    SourceConfig amp = source(u"amp"_s, SourceConfig::Type::Prometheus, m_server->url());
    amp.auth = SourceConfig::Auth::Azure;
    AlertFeedClient azure(amp, &m_nam);
    QSignalSpy azureFailed(&azure, &AlertFeedClient::failed);
    const qsizetype before = m_server->requests().size();
    azure.fetchAlerts();
    QTRY_COMPARE(azureFailed.size(), 1);
    QVERIFY(azureFailed[0][1].value<SourceError>().message.contains(u"no alerts API"_s));
    QCOMPARE(m_server->requests().size(), before);
}

void TstAlertFeeds::clientTooLargeAndRedirect()
{
    SourceConfig c = source(u"am"_s, SourceConfig::Type::Alertmanager, m_server->url());
    c.maxBodyBytes = 2000;
    FakePrometheus elsewhere;
    QVERIFY(elsewhere.listen());
    m_server->setHandler([&elsewhere](const FakePrometheus::Request &r) {
        if (r.path == "/api/v2/silences") {
            FakePrometheus::Response moved = FakePrometheus::reply(302, "text/plain", {});
            moved.extraHeaders.append(
                {"Location", elsewhere.url().toString().toUtf8() + "/api/v2/silences"});
            return moved;
        }
        return FakePrometheus::reply(200, "application/json", '[' + QByteArray(5000, ' ') + ']');
    });
    AlertFeedClient client(c, &m_nam);
    QSignalSpy failed(&client, &AlertFeedClient::failed);
    client.fetchAlerts();
    client.fetchSilences();
    QTRY_COMPARE(failed.size(), 2);
    for (const auto &args : failed) {
        const auto call = args[0].value<AlertFeedClient::Call>();
        const SourceError e = args[1].value<SourceError>();
        if (call == AlertFeedClient::Call::Alerts) {
            QCOMPARE(e.kind, SourceError::Kind::TooLarge);
        } else {
            QCOMPARE(call, AlertFeedClient::Call::Silences);
            QCOMPARE(e.kind, SourceError::Kind::Http);
            QVERIFY2(e.message.contains(u"the redirect was not followed"_s), qPrintable(e.message));
        }
    }
    QVERIFY(elsewhere.requests().isEmpty());
}

void TstAlertFeeds::laneQueryNamingAnAlertmanager()
{
    // An Alertmanager holds no series: a lane that names it says so instead
    // of claiming the source does not exist, and nothing is sent.
    SourceRegistry registry(&m_nam);
    registry.setSources(
        SourceList{{source(u"prom"_s, SourceConfig::Type::Prometheus, m_server->url()),
                    source(u"am"_s, SourceConfig::Type::Alertmanager, m_server->url())}});
    QuerySpec spec;
    spec.source = u"am"_s;
    spec.promql = u"up"_s;
    const auto input = registry.planInput(spec);
    QVERIFY(!input);
    QCOMPARE(input.error().kind, SourceError::Kind::Config);
    QVERIFY2(input.error().message.contains(u"an Alertmanager: it holds alerts, not series"_s),
             qPrintable(input.error().message));
    QueryPlanner::Plan plan;
    plan.stepMs = 15'000;
    plan.chunks.push_back({1'800'000'000'000, 1'800'000'060'000, 15'000});
    const auto job = registry.queryRange(spec, plan);
    QVERIFY(!job);
    QCOMPARE(job.error().message, input.error().message);
    spec.source = u"nowhere"_s;
    QVERIFY(registry.planInput(spec).error().message.contains(u"not in the sources file"_s));
    spec.source = u"prom"_s;
    QVERIFY(registry.planInput(spec));
    QVERIFY(m_server->requests().isEmpty());
}

QTEST_GUILESS_MAIN(TstAlertFeeds)
#include "tst_alertfeeds.moc"
