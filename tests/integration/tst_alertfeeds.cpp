// Server-side alert feeds against a real Prometheus and a real Alertmanager
// on loopback: Prometheus evaluates rules whose alerts fire (and one that
// stays pending) and sends them to Alertmanager; FleetScope reads both,
// silences an alert, sees Alertmanager mute it, expires the silence, and
// reads Alertmanager's own errors. Nothing is skipped: a missing server is a
// failure naming the Debian package to install.
#include "alertfeedclient.h"
#include "alertfeeds.h"
#include "connectiontest.h"
#include "promstack.h"

#include <QDateTime>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Evaluated every second: the first alert fires at once, the second stays
// pending for an hour, and the recording rule must not show as a rule. No
// double quotes inside: moc reads raw strings as ordinary ones.
constexpr char kRules[] = R"x(groups:
  - name: fleetscope-feeds
    interval: 1s
    rules:
      - alert: GpuMemoryPressure
        expr: vector(0.91)
        for: 0s
        keep_firing_for: 2m
        labels:
          severity: warning
          team: team-b
        annotations:
          summary: 'GPU memory at {{ $value }}'
          runbook_url: 'https://runbooks.example/gpu-memory'
      - alert: InferenceLatencyP95
        expr: vector(2.4)
        for: 1h
        labels:
          severity: critical
      - record: fleet:gpus:count
        expr: vector(8)
)x";

// A generous bound for what takes a second or two on an idle machine.
constexpr int kSettleMs = 30'000;

const FeedAlert *byName(const std::vector<FeedAlert> &alerts, const QString &name)
{
    for (const FeedAlert &a : alerts)
        if (a.name == name)
            return &a;
    return nullptr;
}

const Silence *silenceById(const std::vector<Silence> &silences, const QString &id)
{
    for (const Silence &s : silences)
        if (s.id == id)
            return &s;
    return nullptr;
}

} // namespace

class TstAlertFeedsIntegration final : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cleanupTestCase();

    void prometheusAlertsAndRules();
    void alertsReachAlertmanager();
    void silenceRoundTrip();
    void alertmanagerErrorsInItsOwnWords();
    void deadAlertmanagerPort();
    void connectionTestOfAnAlertmanager();
    void alertmanagerDiesKeepingItsAlerts();

  private:
    const AlertFeeds::Feed &feed(const QString &name) const { return *m_feeds->feed(name); }
    const SourceConfig &sourceNamed(const QString &name) const { return *m_sources.find(name); }

    QTemporaryDir m_rulesDir;
    std::unique_ptr<PromStack> m_stack;
    SourceList m_sources;
    QNetworkAccessManager m_nam;
    std::unique_ptr<AlertFeeds> m_feeds;
};

void TstAlertFeedsIntegration::initTestCase()
{
    m_nam.setProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_rulesDir.isValid());
    const QString rules = m_rulesDir.filePath(u"feeds.rules.yml"_s);
    QFile file(rules);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(kRules) == qint64(sizeof kRules - 1));
    file.close();

    PromStackOptions options;
    options.backfill = false;
    options.ruleFiles = {rules};
    options.alertmanager = true;
    m_stack = std::make_unique<PromStack>(options);
    QString error;
    QVERIFY2(m_stack->start(&error), qPrintable(error));
    QVERIFY(m_stack->alertmanagerUrl().isValid());
    QCOMPARE(m_stack->alertmanagerUrl().host(), u"127.0.0.1"_s);

    // The stack's own sources file: "prom" and "am", as a user would write it.
    QFile sourcesFile(m_stack->sourcesFile());
    QVERIFY(sourcesFile.open(QIODevice::ReadOnly));
    auto parsed = SourceConfig::parseFile(sourcesFile.readAll());
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
    m_sources = SourceList{*parsed};
    QVERIFY(m_sources.find(u"am"_s));
    QCOMPARE(m_sources.find(u"am"_s)->type, SourceConfig::Type::Alertmanager);

    m_feeds = std::make_unique<AlertFeeds>(&m_nam);
    m_feeds->setInterval(500);
    m_feeds->setSources(m_sources);
    QCOMPARE(m_feeds->feeds().size(), std::size_t(2));
}

void TstAlertFeedsIntegration::cleanupTestCase()
{
    m_feeds.reset();
    m_stack.reset();
}

void TstAlertFeedsIntegration::prometheusAlertsAndRules()
{
    const qint64 startedBefore = QDateTime::currentMSecsSinceEpoch();
    // Through the feed, polling until the first evaluation has run.
    QTRY_VERIFY_WITH_TIMEOUT(byName(feed(u"prom"_s).alerts, u"GpuMemoryPressure"_s) &&
                                 byName(feed(u"prom"_s).alerts, u"InferenceLatencyP95"_s) &&
                                 feed(u"prom"_s).rules.size() == 2 &&
                                 feed(u"prom"_s).rules[1].state == u"pending"_s,
                             kSettleMs);
    const AlertFeeds::Feed &prom = feed(u"prom"_s);
    QVERIFY(!prom.error);
    const FeedAlert *memory = byName(prom.alerts, u"GpuMemoryPressure"_s);
    QVERIFY(memory->firing);
    QCOMPARE(memory->source, u"prom"_s);
    QCOMPARE(memory->origin, AlertOrigin::Prometheus);
    QCOMPARE(memory->value, 0.91);
    QCOMPARE(memory->labels.value(u"team"_s), u"team-b"_s);
    QCOMPARE(memory->annotations.value(u"summary"_s), u"GPU memory at 0.91"_s);
    // activeAt is the server's clock, which is ours: within this run.
    QVERIFY(memory->activeAtMs > startedBefore - 120'000);
    QVERIFY(memory->activeAtMs <= QDateTime::currentMSecsSinceEpoch() + 1000);
    const FeedAlert *latency = byName(prom.alerts, u"InferenceLatencyP95"_s);
    QVERIFY(!latency->firing);
    QCOMPARE(latency->value, 2.4);
    QCOMPARE(prom.rules[1].alerts.size(), std::size_t(1));

    // Then through the client alone, now that every rule has been evaluated:
    // one request, one answer.
    AlertFeedClient client(sourceNamed(u"prom"_s), &m_nam);
    QSignalSpy rules(&client, &AlertFeedClient::rulesFetched);
    QSignalSpy failed(&client, &AlertFeedClient::failed);
    client.fetchRules();
    QTRY_COMPARE_WITH_TIMEOUT(rules.size() + failed.size(), 1, kSettleMs);
    QVERIFY2(failed.isEmpty(),
             qPrintable(failed.isEmpty() ? QString() : failed[0][1].value<SourceError>().message));
    const auto ruleList = rules[0][0].value<std::vector<ServerRule>>();
    QCOMPARE(ruleList.size(), std::size_t(2)); // the recording rule is not one
    QCOMPARE(ruleList[0].name, u"GpuMemoryPressure"_s);
    QCOMPARE(ruleList[0].group, u"fleetscope-feeds"_s);
    QCOMPARE(ruleList[0].query, u"vector(0.91)"_s);
    QCOMPARE(ruleList[0].forMs, 0);
    QCOMPARE(ruleList[0].keepFiringForMs, 120'000);
    QCOMPARE(ruleList[0].health, u"ok"_s);
    QCOMPARE(ruleList[1].name, u"InferenceLatencyP95"_s);
    QCOMPARE(ruleList[1].forMs, 3'600'000);
    QCOMPARE(ruleList[1].labels.value(u"severity"_s), u"critical"_s);
}

void TstAlertFeedsIntegration::alertsReachAlertmanager()
{
    // Prometheus sends firing alerts only: the pending one never arrives.
    QTRY_VERIFY_WITH_TIMEOUT(byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s), kSettleMs);
    const AlertFeeds::Feed &am = feed(u"am"_s);
    QVERIFY2(!am.error, qPrintable(am.error ? am.error->message : QString()));
    QVERIFY(!byName(am.alerts, u"InferenceLatencyP95"_s));
    const FeedAlert *memory = byName(am.alerts, u"GpuMemoryPressure"_s);
    QCOMPARE(memory->origin, AlertOrigin::Alertmanager);
    QCOMPARE(memory->source, u"am"_s);
    QVERIFY(memory->firing);
    QCOMPARE(memory->fingerprint.size(), 16);
    QVERIFY(memory->silencedBy.isEmpty() && memory->inhibitedBy.isEmpty());
    QVERIFY(memory->endsAtMs && *memory->endsAtMs > memory->activeAtMs);
    QCOMPARE(memory->annotations.value(u"runbook_url"_s), u"https://runbooks.example/gpu-memory"_s);
    // Generator URLs point back at the loopback Prometheus.
    QVERIFY2(memory->generatorUrl.startsWith(m_stack->baseUrl().toString()),
             qPrintable(memory->generatorUrl));
    QVERIFY(am.lastGoodMs > 0);
}

void TstAlertFeedsIntegration::silenceRoundTrip()
{
    QTRY_VERIFY_WITH_TIMEOUT(byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s), kSettleMs);
    QSignalSpy created(m_feeds.get(), &AlertFeeds::silenceCreated);
    QSignalSpy expired(m_feeds.get(), &AlertFeeds::silenceExpired);
    QSignalSpy failed(m_feeds.get(), &AlertFeeds::silenceFailed);

    Silence silence;
    silence.matchers.push_back({u"alertname"_s, u"GpuMemoryPressure"_s, false, true});
    silence.matchers.push_back({u"team"_s, u"team-.*"_s, true, true});
    silence.startsAtMs = QDateTime::currentMSecsSinceEpoch();
    silence.endsAtMs = silence.startsAtMs + 3'600'000;
    silence.createdBy = u"fleetscope-integration"_s;
    silence.comment = u"batch size halved; watching memory"_s;
    m_feeds->createSilence(u"am"_s, silence);
    QTRY_COMPARE_WITH_TIMEOUT(created.size() + failed.size(), 1, kSettleMs);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed[0][1].toString()));
    QCOMPARE(created[0][0].toString(), u"am"_s);
    const QString id = created[0][1].toString();
    QVERIFY(!id.isEmpty());

    // Listed as we sent it, and Alertmanager mutes the alert with it.
    QTRY_VERIFY_WITH_TIMEOUT(silenceById(feed(u"am"_s).silences, id), kSettleMs);
    const Silence *listed = silenceById(feed(u"am"_s).silences, id);
    QCOMPARE(listed->state, u"active"_s);
    QCOMPARE(listed->matchers, silence.matchers);
    QCOMPARE(listed->createdBy, silence.createdBy);
    QCOMPARE(listed->comment, silence.comment);
    QCOMPARE(listed->endsAtMs, silence.endsAtMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s) &&
            byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s)->silencedBy.contains(id),
        kSettleMs);
    // Our matcher logic agrees with Alertmanager's on the real alert.
    QVERIFY(listed->matches(byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s)->labels));

    m_feeds->expireSilence(u"am"_s, id);
    QTRY_COMPARE_WITH_TIMEOUT(expired.size() + failed.size(), 1, kSettleMs);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed[0][1].toString()));
    QCOMPARE(expired[0][1].toString(), id);
    QTRY_VERIFY_WITH_TIMEOUT(silenceById(feed(u"am"_s).silences, id) &&
                                 silenceById(feed(u"am"_s).silences, id)->state == u"expired"_s,
                             kSettleMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s) &&
            byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s)->silencedBy.isEmpty(),
        kSettleMs);
}

void TstAlertFeedsIntegration::alertmanagerErrorsInItsOwnWords()
{
    QSignalSpy failed(m_feeds.get(), &AlertFeeds::silenceFailed);
    // A well-formed id Alertmanager does not know: its bare-string error.
    m_feeds->expireSilence(u"am"_s, u"0b0e7e4a-5c1d-4f7e-9a1b-000000000000"_s);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kSettleMs);
    QCOMPARE(failed[0][0].toString(), u"am"_s);
    QCOMPARE(failed[0][1].toString(), u"Alertmanager answered with an error: silence not found"_s);

    // An id that is no UUID: go-swagger's validation error.
    m_feeds->expireSilence(u"am"_s, u"not-a-uuid"_s);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, kSettleMs);
    QVERIFY2(failed[1][1].toString().startsWith(u"Alertmanager answered with an error: "
                                                u"silenceID in path must be of type uuid"_s),
             qPrintable(failed[1][1].toString()));

    // A silence that ended before it could start is Alertmanager's to refuse.
    Silence past;
    past.matchers.push_back({u"alertname"_s, u"GpuMemoryPressure"_s, false, true});
    past.startsAtMs = QDateTime::currentMSecsSinceEpoch() - 7'200'000;
    past.endsAtMs = past.startsAtMs + 3'600'000;
    past.createdBy = u"fleetscope-integration"_s;
    past.comment = u"too late"_s;
    m_feeds->createSilence(u"am"_s, past);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 3, kSettleMs);
    QVERIFY2(failed[2][1].toString().startsWith(u"Alertmanager answered with an error: "_s),
             qPrintable(failed[2][1].toString()));
    QVERIFY(!feed(u"am"_s).error);
}

void TstAlertFeedsIntegration::deadAlertmanagerPort()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    SourceConfig dead = sourceNamed(u"am"_s);
    dead.name = u"am-dead"_s;
    dead.url = QUrl(u"http://127.0.0.1:%1"_s.arg(port));
    AlertFeedClient client(dead, &m_nam);
    QSignalSpy failed(&client, &AlertFeedClient::failed);
    client.fetchAlerts();
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kSettleMs);
    const SourceError e = failed[0][1].value<SourceError>();
    QCOMPARE(e.kind, SourceError::Kind::Network);
    QCOMPARE(e.message, u"Cannot reach 127.0.0.1:%1: Connection refused"_s.arg(port));
    QVERIFY(e.isRetryable());
}

void TstAlertFeedsIntegration::connectionTestOfAnAlertmanager()
{
    // Test Connection in the Data Sources dialog: an Alertmanager is asked
    // for its alerts, not sent a PromQL query it would answer with a 404.
    ConnectionTest test(&m_nam);
    QSignalSpy done(&test, &ConnectionTest::finished);
    test.start(sourceNamed(u"am"_s));
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kSettleMs);
    QVERIFY(test.allOk());
    QVERIFY2(test.steps().back().message.startsWith(u"The Alertmanager API answers"_s),
             qPrintable(test.steps().back().message));

    SourceConfig dead = sourceNamed(u"am"_s);
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        dead.url = QUrl(u"http://127.0.0.1:%1"_s.arg(probe.serverPort()));
    }
    test.start(dead);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 2, kSettleMs);
    QVERIFY(!test.allOk());
    QVERIFY2(test.steps().back().message.contains(u"Connection refused"_s),
             qPrintable(test.steps().back().message));
}

void TstAlertFeedsIntegration::alertmanagerDiesKeepingItsAlerts()
{
    QTRY_VERIFY_WITH_TIMEOUT(byName(feed(u"am"_s).alerts, u"GpuMemoryPressure"_s), kSettleMs);
    const qint64 lastGood = feed(u"am"_s).lastGoodMs;
    m_stack->stopAlertmanager();
    m_feeds->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(feed(u"am"_s).error.has_value(), kSettleMs);
    const AlertFeeds::Feed &am = feed(u"am"_s);
    QCOMPARE(am.error->kind, SourceError::Kind::Network);
    QVERIFY2(am.error->message.startsWith(
                 u"Cannot reach %1"_s.arg(m_stack->alertmanagerUrl().authority())),
             qPrintable(am.error->message));
    QVERIFY(am.retryAtMs > 0);
    // What it showed stays, marked by the time of the last good answer.
    QVERIFY(byName(am.alerts, u"GpuMemoryPressure"_s));
    QVERIFY(am.lastGoodMs >= lastGood);
    QVERIFY(am.lastGoodMs < QDateTime::currentMSecsSinceEpoch());
    // Prometheus, still up, is not affected.
    QVERIFY(!feed(u"prom"_s).error);
}

QTEST_GUILESS_MAIN(TstAlertFeedsIntegration)
#include "tst_alertfeeds.moc"
