#include "dashboard.h"
#include "dashboardloader.h"
#include "sourceconfig.h"
#include "timeparse.h"
#include "unit.h"

#include <QTest>

// JSON written with single quotes reads better in C++ string literals.
static QByteArray j(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

class TestConfig : public QObject
{
    Q_OBJECT
  private slots:
    void sourcesFileAsInDesign()
    {
        const QByteArray json =
            j("{'sources': ["
              "          {'name': 'prom', 'type': 'prometheus', 'url': 'http://127.0.0.1:9090',"
              "           'headers': {'X-Scope-OrgID': 'team-a'},"
              "           'auth': {'type': 'none'}, 'tls': {'caFile': '', 'insecureSkipVerify': "
              "false}},"
              "          {'name': 'mimir', 'type': 'prometheus', 'url': "
              "'https://mimir.example/prometheus',"
              "           'auth': {'type': 'basic', 'username': 'ops', 'passwordEnv': "
              "'MIMIR_PASSWORD'}, 'timeout': '45s'},"
              "          {'name': 'thanos', 'type': 'prometheus', 'url': 'https://thanos.example',"
              "           'auth': {'type': 'bearer', 'tokenEnv': 'THANOS_TOKEN'}, 'maxPoints': "
              "30000, 'compression': 'gzip'},"
              "          {'name': 'azmon', 'type': 'azure-monitor', 'cloud': 'AzureCloud',"
              "           'auth': {'type': 'azure', 'method': 'client-secret', 'tenant': 't', "
              "'clientId': 'c'}}"
              "        ]}");
        auto r = SourceConfig::parseFile(json);
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error()));
        QCOMPARE(r->size(), std::size_t(4));
        const SourceConfig &prom = (*r)[0];
        QCOMPARE(prom.headers.value(QStringLiteral("X-Scope-OrgID")), QStringLiteral("team-a"));
        QCOMPARE(prom.auth, SourceConfig::Auth::None);
        const SourceConfig &mimir = (*r)[1];
        QCOMPARE(mimir.auth, SourceConfig::Auth::Basic);
        QCOMPARE(mimir.passwordEnv, QStringLiteral("MIMIR_PASSWORD"));
        QCOMPARE(mimir.url.path(), QStringLiteral("/prometheus"));
        QCOMPARE(mimir.timeoutMs, 45'000);
        QCOMPARE((*r)[2].maxPoints, 30'000);
        QCOMPARE((*r)[2].compression, Compression::Gzip);
        QCOMPARE(prom.compression, Compression::Auto);
        QCOMPARE((*r)[3].type, SourceConfig::Type::AzureMonitor);
    }
    void sourcesFileErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expect");
        QTest::newRow("not json") << QByteArray("{nope") << QStringLiteral("not valid JSON");
        QTest::newRow("no sources") << QByteArray("{}") << QStringLiteral("non-empty \"sources\"");
        QTest::newRow("bad type")
            << j("{'sources':[{'name':'a','type':'influx','url':'http://x'}]}")
            << QStringLiteral("unknown type");
        // Found by fuzzing: out of range for 64-bit milliseconds.
        QTest::newRow("huge timeout")
            << j("{'sources':[{'name':'a','type':'prometheus','url':'http://x','timeout':1e300}]}")
            << QStringLiteral("not a valid duration");
        QTest::newRow("bad url")
            << j("{'sources':[{'name':'a','type':'prometheus','url':'ftp://x'}]}")
            << QStringLiteral("http:// or https://");
        QTest::newRow("password in url")
            << j("{'sources':[{'name':'a','type':'prometheus','url':'http://me:s3cret@x'}]}")
            << QStringLiteral("\"url\" holds a password");
        QTest::newRow("inline token") << j("{'sources':[{'name':'a','type':'prometheus','url':'"
                                           "http://x','auth':{'type':'bearer','token':'s3cret'}}]}")
                                      << QStringLiteral("Secrets never go in the sources file");
        QTest::newRow("auth header") << j("{'sources':[{'name':'a','type':'prometheus','url':'http:"
                                          "//x','headers':{'authorization':'Bearer x'}}]}")
                                     << QStringLiteral("not in an Authorization header");
        QTest::newRow("duplicate") << j("{'sources':[{'name':'a','type':'prometheus','url':'http://"
                                        "x'},{'name':'a','type':'prometheus','url':'http://y'}]}")
                                   << QStringLiteral("Two sources are named");
        QTest::newRow("bad timeout")
            << j("{'sources':[{'name':'a','type':'prometheus','url':'http://x','timeout':'soon'}]}")
            << QStringLiteral("not a valid duration");
        QTest::newRow("bad compression")
            << j("{'sources':[{'name':'a','type':'prometheus','url':'http://x','compression':"
                 "'brotli'}]}")
            << QStringLiteral("\"compression\" is auto, gzip or none");
    }
    void sourcesFileErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expect);
        auto r = SourceConfig::parseFile(json);
        QVERIFY(!r.has_value());
        QVERIFY2(r.error().contains(expect), qPrintable(r.error()));
        QVERIFY(!r.error().contains(QStringLiteral("s3cret"))); // never echo a secret
    }
    void azureSources_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem"); // empty: must parse
        QTest::newRow("cli default")
            << j("{'sources':[{'name':'az','type':'azure-monitor','auth':{'type':'azure'}}]}")
            << QString();
        QTest::newRow("client secret")
            << j("{'sources':[{'name':'az','type':'azure-monitor','cloud':'AzureUSGovernment','"
                 "auth':{'type':'azure','method':'client-secret','tenant':'t','clientId':'c','"
                 "clientSecretEnv':'AZ_SECRET'}}]}")
            << QString();
        QTest::newRow("custom cloud")
            << j("{'sources':[{'name':'az','type':'azure-monitor','cloud':'custom','endpoints':{'"
                 "login':'http://127.0.0.1:1','management':'http://127.0.0.1:1','metrics':'http://"
                 "127.0.0.1:1','logAnalytics':'http://"
                 "127.0.0.1:1'},'auth':{'type':'azure','method':'device-code'}}]}")
            << QString();
        QTest::newRow("managed prometheus")
            << j("{'sources':[{'name':'amp','type':'prometheus','url':'https://"
                 "ws-1.eastus.prometheus.monitor.azure.com','auth':{'type':'azure','method':'azure-"
                 "cli'}}]}")
            << QString();
        QTest::newRow("custom incomplete")
            << j("{'sources':[{'name':'az','type':'azure-monitor','cloud':'custom','endpoints':{'"
                 "login':'http://127.0.0.1:1'},'auth':{'type':'azure'}}]}")
            << QStringLiteral("endpoints.management");
        QTest::newRow("unknown cloud") << j("{'sources':[{'name':'az','type':'azure-monitor','"
                                            "cloud':'Mars','auth':{'type':'azure'}}]}")
                                       << QStringLiteral("Unknown cloud");
        QTest::newRow("secret inline")
            << j("{'sources':[{'name':'az','type':'azure-monitor','auth':{'type':'azure','method':'"
                 "client-secret','tenant':'t','clientId':'c','clientSecret':'hunter2'}}]}")
            << QStringLiteral("holds a secret");
        QTest::newRow("sp without tenant")
            << j("{'sources':[{'name':'az','type':'azure-monitor','auth':{'type':'azure','method':'"
                 "client-secret','clientId':'c'}}]}")
            << QStringLiteral("needs \"tenant\"");
        QTest::newRow("azure monitor without azure auth")
            << j("{'sources':[{'name':'az','type':'azure-monitor','auth':{'type':'none'}}]}")
            << QStringLiteral("signs in with");
        QTest::newRow("bad method") << j("{'sources':[{'name':'az','type':'azure-monitor','auth':{'"
                                         "type':'azure','method':'magic'}}]}")
                                    << QStringLiteral("unknown Azure sign-in method");
    }
    void azureSources()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        auto r = SourceConfig::parseFile(json);
        if (problem.isEmpty()) {
            QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error()));
            QCOMPARE(r->front().auth, SourceConfig::Auth::Azure);
        } else {
            QVERIFY(!r.has_value());
            QVERIFY2(r.error().contains(problem), qPrintable(r.error()));
            QVERIFY(!r.error().contains(QStringLiteral("hunter2")));
        }
    }
    void alertFeedSources()
    {
        // An Alertmanager behind a prefix and basic auth, a Prometheus replica
        // kept out of the alert pane, and managed Prometheus, which has no
        // alerts API to poll.
        const QByteArray json =
            j("{'sources': ["
              "  {'name': 'prom', 'type': 'prometheus', 'url': 'http://127.0.0.1:9090'},"
              "  {'name': 'replica', 'type': 'prometheus', 'url': 'http://127.0.0.1:9091',"
              "   'alerts': false},"
              "  {'name': 'am', 'type': 'alertmanager', 'url': 'https://ops.example/alertmanager',"
              "   'headers': {'X-Scope-OrgID': 'team-a'},"
              "   'auth': {'type': 'basic', 'username': 'ops', 'passwordEnv': 'AM_PASSWORD'},"
              "   'timeout': '10s'},"
              "  {'name': 'amp', 'type': 'prometheus',"
              "   'url': 'https://ws-1.eastus.prometheus.monitor.azure.com',"
              "   'auth': {'type': 'azure', 'method': 'azure-cli'}},"
              "  {'name': 'azmon', 'type': 'azure-monitor', 'auth': {'type': 'azure'}}"
              "]}");
        auto r = SourceConfig::parseFile(json);
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error()));
        QCOMPARE(r->size(), std::size_t(5));
        const SourceConfig &am = (*r)[2];
        QCOMPARE(am.type, SourceConfig::Type::Alertmanager);
        QCOMPARE(am.url.path(), QStringLiteral("/alertmanager"));
        QCOMPARE(am.auth, SourceConfig::Auth::Basic);
        QCOMPARE(am.headers.value(QStringLiteral("X-Scope-OrgID")), QStringLiteral("team-a"));
        QCOMPARE(am.timeoutMs, 10'000);
        QList<bool> feeds;
        for (const auto &s : *r)
            feeds << s.isAlertFeed();
        QCOMPARE(feeds, (QList<bool>{true, false, true, false, false}));
    }
    void alertFeedSourceErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expect");
        QTest::newRow("alertmanager without url")
            << j("{'sources':[{'name':'am','type':'alertmanager'}]}")
            << QStringLiteral("http:// or https://");
        QTest::newRow("alertmanager with azure")
            << j("{'sources':[{'name':'am','type':'alertmanager','url':'http://x',"
                 "'auth':{'type':'azure'}}]}")
            << QStringLiteral("cannot sign in with Azure");
        QTest::newRow("alerts not a boolean")
            << j("{'sources':[{'name':'p','type':'prometheus','url':'http://x','alerts':'no'}]}")
            << QStringLiteral("\"alerts\" must be true or false");
        QTest::newRow("alerts on managed prometheus")
            << j("{'sources':[{'name':'amp','type':'prometheus','url':'https://"
                 "ws-1.eastus.prometheus.monitor.azure.com','alerts':true,"
                 "'auth':{'type':'azure'}}]}")
            << QStringLiteral("has no alerts API");
        QTest::newRow("unknown type names alertmanager")
            << j("{'sources':[{'name':'a','type':'alert-manager','url':'http://x'}]}")
            << QStringLiteral("use prometheus, alertmanager or azure-monitor");
    }
    void alertFeedSourceErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expect);
        auto r = SourceConfig::parseFile(json);
        QVERIFY(!r.has_value());
        QVERIFY2(r.error().contains(expect), qPrintable(r.error()));
    }

    void builtinDashboardLoads()
    {
        auto d = DashboardLoader::load(QStringLiteral("builtin:gpu-inference"));
        QVERIFY2(d.has_value(), qPrintable(d ? QString() : d.error()));
        // Memory, latency, time to first token (where the fleet has it), pods.
        QCOMPARE(d->lanes.size(), std::size_t(4));
        QCOMPARE(d->lanes[2].id, QStringLiteral("ttft"));
        QVERIFY(d->lanes[2].queries[0].raw.value(QLatin1String("optional")).toBool());
        QCOMPARE(d->lanes[0].unit, Unit::Percent);
        QCOMPARE(d->lanes[1].unit, Unit::Seconds);
        QCOMPARE(d->lanes[1].thresholds.front().value, 2.0);
        QCOMPARE(d->refreshMs, 15'000);
        QCOMPARE(d->defaultRangeMs, 6 * 3'600'000);
        // Round trip through our own writer.
        auto again = Dashboard::fromJson(d->toJson());
        QVERIFY(again.has_value());
        QCOMPARE(again->lanes[2].queries[0].promql, d->lanes[2].queries[0].promql);
        QVERIFY(!DashboardLoader::load(QStringLiteral("builtin:nope")).has_value());
        QVERIFY(!DashboardLoader::load(QStringLiteral("/no/such/file.json")).has_value());
    }
    void dashboardErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expect");
        QTest::newRow("no lanes") << j("{'lanes':[]}") << QStringLiteral("no lanes");
        QTest::newRow("unit")
            << j("{'lanes':[{'id':'a','unit':'parsecs','queries':[{'source':'p','promql':'up'}]}]}")
            << QStringLiteral("unknown unit");
        QTest::newRow("aggregate") << j("{'lanes':[{'id':'a','aggregate':'median-ish','queries':[{'"
                                        "source':'p','promql':'up'}]}]}")
                                   << QStringLiteral("unknown aggregate");
        QTest::newRow("no queries")
            << j("{'lanes':[{'id':'a'}]}") << QStringLiteral("has no queries");
        QTest::newRow("dup ids") << j("{'lanes':[{'id':'a','queries':[{'source':'p','promql':'up'}]"
                                      "},{'id':'a','queries':[{'source':'p','promql':'up'}]}]}")
                                 << QStringLiteral("share the id");
        QTest::newRow("refresh")
            << j("{'refresh':'0s','lanes':[{'id':'a','queries':[{'source':'p'}]}]}")
            << QStringLiteral("refresh");
    }
    void dashboardErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expect);
        auto r = Dashboard::fromJson(json);
        QVERIFY(!r.has_value());
        QVERIFY2(r.error().contains(expect), qPrintable(r.error()));
    }
    void times()
    {
        const qint64 now = 1'800'000'000'000;
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("1700000000"), now), 1'700'000'000'000);
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("1700000000.25"), now), 1'700'000'000'250);
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("2023-11-14T22:13:20Z"), now),
                 1'700'000'000'000);
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("2023-11-14T23:13:20+01:00"), now),
                 1'700'000'000'000);
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("2023-11-14T22:13:20.5Z"), now),
                 1'700'000'000'500);
        QCOMPARE(*TimeParse::parseTime(QStringLiteral("now-6h"), now), now - 6 * 3'600'000);
        QVERIFY(!TimeParse::parseTime(QStringLiteral("2023-11-14T22:13:20"),
                                      now)); // no offset: ambiguous
        QVERIFY(!TimeParse::parseTime(QStringLiteral("yesterday"), now));
        QCOMPARE(*TimeParse::parseDuration(QStringLiteral("1h30m")), 5'400'000);
        QCOMPARE(*TimeParse::parseDuration(QStringLiteral("15s")), 15'000);
        QCOMPARE(*TimeParse::parseDuration(QStringLiteral("250ms")), 250);
        QCOMPARE(*TimeParse::parseDuration(QStringLiteral("2.5")), 2'500);
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("5 minutes")));
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("-5s")));
        // Too long for 64-bit milliseconds (found by fuzzing): refused, not wrapped.
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("30272036854775807s")));
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("30368903232w")));
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("99999999999999999999999s")));
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("9223372036854775s1s")));
        QVERIFY(!TimeParse::parseDuration(QStringLiteral("1e300")));
        QVERIFY(!TimeParse::parseTime(QStringLiteral("now-300000000y"), now));
        QVERIFY(!TimeParse::parseTime(QStringLiteral("1e300"), now));
        QCOMPARE(*TimeParse::parseDuration(QStringLiteral("292y")), 292 * 31'536'000'000LL);
        QCOMPARE(TimeParse::formatDuration(5'400'000), QStringLiteral("1h30m"));
        QCOMPARE(TimeParse::formatDuration(15'000), QStringLiteral("15s"));
    }
    void unitFormatting()
    {
        const QLocale c = QLocale::c();
        QCOMPARE(Units::format(87.25, Unit::Percent, c), QStringLiteral("87.3 %"));
        QCOMPARE(Units::format(0.34, Unit::Seconds, c), QStringLiteral("340 ms"));
        QCOMPARE(Units::format(2.41, Unit::Seconds, c), QStringLiteral("2.41 s"));
        QCOMPARE(Units::format(12, Unit::Count, c), QStringLiteral("12"));
        QCOMPARE(Units::format(999'999, Unit::None, c), QStringLiteral("999999"));
        QCOMPARE(Units::format(1'410'000'000, Unit::None, c), QStringLiteral("1.41 G"));
        QCOMPARE(Units::format(-2.5e6, Unit::Count, c), QStringLiteral("-2.5 M"));
        QCOMPARE(Units::format(81920, Unit::MiB, c), QStringLiteral("80 GiB"));
        QCOMPARE(Units::format(0.5, Unit::Ratio, c), QStringLiteral("50 %"));
        QCOMPARE(Units::format(std::numeric_limits<double>::quiet_NaN(), Unit::Percent, c),
                 QStringLiteral("NaN"));
        QCOMPARE(Units::format(1.5, Unit::Count, QLocale(QLocale::German)), QStringLiteral("1,5"));
    }
};

QTEST_GUILESS_MAIN(TestConfig)
#include "tst_config.moc"
