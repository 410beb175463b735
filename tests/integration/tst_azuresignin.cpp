// Signing in to Azure against tools/azure-double: a client secret (right,
// wrong, expired), the device-code flow, the Azure CLI, and Test Connection
// saying which step worked.
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"
#include "connectiontest.h"
#include "fakeprometheus.h"
#include "sourceregistry.h"
#include "tokenprovider.h"
#include "tokenproviders.h"

#include <QFile>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

class TestAzureSignIn : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        m_sources = m_double.writeSources();
    }
    void init() { QVERIFY(m_double.setFaults(R"({"reset": true})")); }

    void wrongSecretSaysSoAndNeverShowsIt()
    {
        const QByteArray saved = qgetenv(AzureDoubleProcess::kSecretEnv);
        qputenv(AzureDoubleProcess::kSecretEnv, "not-the-secret-0042");
        const qint64 from = windowStart();
        const QString spec =
            QStringLiteral(R"({"source":"az","resource":"%1","metric":"Percentage CPU"})")
                .arg(AzureDoubleProcess::vm(1));
        const ProcessRun run = cliQuery(m_sources, spec, from, from + 600);
        qputenv(AzureDoubleProcess::kSecretEnv, saved);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("7000215") || run.err.contains("secret"), run.err.constData());
        QVERIFY(!run.err.contains("not-the-secret-0042"));
    }

    void expiredTokenIsRefreshed()
    {
        QNetworkAccessManager nam;
        SourceRegistry registry(&nam);
        QFile f(m_sources);
        QVERIFY(f.open(QIODevice::ReadOnly));
        registry.setSources(SourceList{*SourceConfig::parseFile(f.readAll())});
        QuerySpec spec;
        spec.source = QStringLiteral("az");
        spec.raw = QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                               {QStringLiteral("resource"), AzureDoubleProcess::vm(2)},
                               {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}};
        QueryPlanner::Plan plan;
        plan.stepMs = 60'000;
        plan.chunks.push_back({windowStart() * 1000, windowStart() * 1000 + 600'000, 60'000});
        auto run = [&] {
            auto job = registry.queryRange(spec, plan);
            std::unique_ptr<QueryJob> owned(*job);
            QSignalSpy done(owned.get(), &QueryJob::finished);
            owned->start();
            done.wait(20'000);
            return owned->result();
        };
        QVERIFY(run().has_value());
        const auto loginsBefore = requestCount(m_double, "login");
        QVERIFY(m_double.setFaults(R"({"expireTokens": true})"));
        const QueryResult again = run();
        QVERIFY2(again.has_value(), qPrintable(again ? QString() : again.error().message));
        const auto loginsAfter = requestCount(m_double, "login");
        QCOMPARE(loginsAfter - loginsBefore, 1); // one fresh token, not a storm
    }

    void deviceCodeFlow()
    {
        QNetworkAccessManager nam;
        DeviceCodeTokenProvider tokens(m_double.url(), QStringLiteral("organizations"),
                                       QLatin1String(AzureDoubleProcess::kClientId), &nam);
        QString shown;
        connect(&tokens, &TokenProvider::userActionRequired, this, [&](const QString &message) {
            shown = message;
            m_double.approveDeviceCodes(); // the user signs in in their browser
        });
        TokenResult got = std::unexpected(SourceError{});
        bool done = false;
        tokens.token(QStringLiteral("https://management.azure.com/.default"), this,
                     [&](const TokenResult &t) {
                         got = t;
                         done = true;
                     });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30'000);
        QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
        QVERIFY(!shown.isEmpty());
        QVERIFY(!shown.contains(got->value));
    }

    void azureCliLogin()
    {
        // A stand-in for az that prints what `az account get-access-token` prints.
        const QString script = m_double.dir() + QStringLiteral("/az");
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n"
                "if [ \"$FAKE_AZ_MODE\" = logged-out ]; then echo \"ERROR: Please run 'az login' "
                "to setup account.\" >&2; exit 1; fi\n"
                "echo '{\"accessToken\": \"cli-token-abcdefghijklmnopqrstuvwxyz0123456789\", "
                "\"expires_on\": 4102444800, "
                "\"expiresOn\": \"2100-01-01 00:00:00.000000\", \"subscription\": \"s\", "
                "\"tenant\": \"t\", \"tokenType\": \"Bearer\"}'\n");
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        AzureCliTokenProvider tokens;
        tokens.setProgram(script);
        TokenResult got = std::unexpected(SourceError{});
        bool done = false;
        tokens.token(QStringLiteral("https://management.azure.com/.default"), this,
                     [&](const TokenResult &t) {
                         got = t;
                         done = true;
                     });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10'000);
        QVERIFY(got.has_value());
        QCOMPARE(got->expiresAtMs, 4102444800000);
        qputenv("FAKE_AZ_MODE", "logged-out");
        done = false;
        tokens.token(QStringLiteral("https://api.loganalytics.io/.default"), this,
                     [&](const TokenResult &t) {
                         got = t;
                         done = true;
                     });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10'000);
        qunsetenv("FAKE_AZ_MODE");
        QVERIFY(!got.has_value());
        QVERIFY2(got.error().message.contains(QStringLiteral("az login")),
                 qPrintable(got.error().message));
        tokens.setProgram(m_double.dir() + QStringLiteral("/no-such-az"));
        done = false;
        tokens.token(QStringLiteral("x/.default"), this, [&](const TokenResult &t) {
            got = t;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10'000);
        QVERIFY(!got.has_value());
        QVERIFY2(got.error().message.contains(QStringLiteral("not installed")),
                 qPrintable(got.error().message));
    }

    void testConnectionSaysWhatWorks()
    {
        QNetworkAccessManager nam;
        QFile f(m_sources);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SourceConfig az = SourceConfig::parseFile(f.readAll())->front();
        QuerySpec probe;
        probe.source = QStringLiteral("az");
        probe.raw = QJsonObject{{QStringLiteral("source"), QStringLiteral("az")},
                                {QStringLiteral("resource"), AzureDoubleProcess::vm(1)},
                                {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}};
        auto run = [&](const SourceConfig &c) {
            ConnectionTest t(&nam);
            QSignalSpy done(&t, &ConnectionTest::finished);
            t.start(c,
                    c.name == QLatin1String("az") ? std::optional<QuerySpec>(probe) : std::nullopt);
            if (done.isEmpty())
                done.wait(20'000);
            return t.steps();
        };
        auto steps = run(az);
        QCOMPARE(steps.size(), std::size_t(5)); // three audiences, the endpoint, the permission
        for (const auto &s : steps)
            QVERIFY2(s.ok, qPrintable(s.what + QStringLiteral(": ") + s.message));

        QVERIFY(m_double.setFaults(R"({"forbidden": true})"));
        steps = run(az);
        QVERIFY(!steps.back().ok);
        QVERIFY2(steps.back().message.contains(QStringLiteral("role")),
                 qPrintable(steps.back().message));
        QVERIFY(m_double.setFaults(R"({"reset": true})"));

        const QByteArray saved = qgetenv(AzureDoubleProcess::kSecretEnv);
        qputenv(AzureDoubleProcess::kSecretEnv, "wrong");
        steps = run(az);
        qputenv(AzureDoubleProcess::kSecretEnv, saved);
        QCOMPARE(steps.size(), std::size_t(1)); // stops at the failed sign-in
        QVERIFY(!steps.front().ok);
        QVERIFY(steps.front().message.contains(QStringLiteral("secret")));

        FakePrometheus prom;
        QVERIFY(prom.listen());
        prom.setHandler([](const FakePrometheus::Request &) {
            return FakePrometheus::reply(
                200, "application/json",
                R"({"status":"success","data":{"resultType":"scalar","result":[1,"1"]}})");
        });
        SourceConfig p;
        p.name = QStringLiteral("p");
        p.url = prom.url();
        steps = run(p);
        QCOMPARE(steps.size(), std::size_t(1));
        QVERIFY(steps.front().ok);
        prom.setHandler([](const FakePrometheus::Request &) {
            return FakePrometheus::reply(502, "text/html", "<html>502 Bad Gateway</html>");
        });
        steps = run(p);
        QVERIFY(!steps.front().ok);
        QVERIFY(steps.front().message.contains(QStringLiteral("502")));
    }

  private:
    AzureDoubleProcess m_double;
    QString m_sources;
};

QTEST_GUILESS_MAIN(TestAzureSignIn)
#include "tst_azuresignin.moc"
