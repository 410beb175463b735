#include "azuremonitorclient.h"
#include "fakeprometheus.h"
#include "tokenprovider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace {
class ScriptedTokens final : public TokenProvider
{
  public:
    int fetches = 0;
    qint64 lifetimeMs = 3'600'000;
    QString description() const override { return QStringLiteral("test"); }

  protected:
    void fetch(const QString &scope) override
    {
        ++fetches;
        // Answer later, as a real sign-in does, so concurrent askers pile up.
        QTimer::singleShot(20, this, [this, scope] {
            deliver(scope, AccessToken{QStringLiteral("t%1").arg(fetches), now() + lifetimeMs});
        });
    }
};
} // namespace

class TestTokenProvider : public QObject
{
    Q_OBJECT
  private slots:
    void cachedPerScopeAndShared()
    {
        ScriptedTokens tokens;
        qint64 now = 1'000'000;
        tokens.setClock([&now] { return now; });
        int answers = 0;
        QStringList got;
        for (int i = 0; i < 3; ++i)
            tokens.token(QStringLiteral("a"), this, [&](const TokenResult &t) {
                ++answers;
                got << t->value;
            });
        QTRY_COMPARE(answers, 3);
        QCOMPARE(tokens.fetches, 1); // three askers, one sign-in
        QCOMPARE(got,
                 QStringList({QStringLiteral("t1"), QStringLiteral("t1"), QStringLiteral("t1")}));
        tokens.token(QStringLiteral("b"), this, [&](const TokenResult &) { ++answers; });
        QTRY_COMPARE(answers, 4);
        QCOMPARE(tokens.fetches, 2); // another audience is another token
        tokens.token(QStringLiteral("a"), this, [&](const TokenResult &) { ++answers; });
        QTRY_COMPARE(answers, 5);
        QCOMPARE(tokens.fetches, 2); // from the cache
    }

    void refreshedBeforeExpiry()
    {
        ScriptedTokens tokens;
        qint64 now = 1'000'000;
        tokens.setClock([&now] { return now; });
        QString last;
        tokens.token(QStringLiteral("a"), this, [&](const TokenResult &t) { last = t->value; });
        QTRY_COMPARE(last, QStringLiteral("t1"));
        // Inside the refresh margin: a request must not get a token that
        // could expire while it is on the wire.
        now += 3'600'000 - TokenProvider::kRefreshMarginMs + 1;
        tokens.token(QStringLiteral("a"), this, [&](const TokenResult &t) { last = t->value; });
        QTRY_COMPARE(last, QStringLiteral("t2"));
        tokens.invalidate(QStringLiteral("a")); // a 401 forgets it
        tokens.token(QStringLiteral("a"), this, [&](const TokenResult &t) { last = t->value; });
        QTRY_COMPARE(last, QStringLiteral("t3"));
    }

    void batchIsSplitIntoFifties()
    {
        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([&](const FakePrometheus::Request &r) {
            Q_UNUSED(r);
            return FakePrometheus::reply(200, "application/json", R"({"values":[]})");
        });
        ScriptedTokens tokens;
        QNetworkAccessManager nam;
        AzureCloud cloud;
        cloud.management = cloud.metrics = cloud.logAnalytics = cloud.login = server.url();
        cloud.metricsScope = QStringLiteral("m/.default");
        SourceConfig cfg;
        cfg.name = QStringLiteral("az");
        cfg.type = SourceConfig::Type::AzureMonitor;
        AzureMonitorClient client(cfg, cloud, &tokens, &nam);
        QJsonArray ids;
        for (int i = 0; i < 120; ++i)
            ids.append(QStringLiteral("/subscriptions/sub-%1/resourceGroups/g/providers/"
                                      "Microsoft.Compute/virtualMachines/vm%2")
                           .arg(i < 110 ? 1 : 2)
                           .arg(i));
        QuerySpec spec;
        spec.source = QStringLiteral("az");
        spec.raw = QJsonObject{{QStringLiteral("resources"), ids},
                               {QStringLiteral("metric"), QStringLiteral("Percentage CPU")}};
        QueryPlanner::Plan plan;
        plan.stepMs = 60'000;
        plan.chunks.push_back({0, 3'600'000, 60'000});
        auto job = client.query(spec, plan);
        QVERIFY(job.has_value());
        std::unique_ptr<QueryJob> owned(*job);
        QSignalSpy done(owned.get(), &QueryJob::finished);
        owned->start();
        QVERIFY(done.wait(10'000));
        QVERIFY2(owned->result().has_value(),
                 qPrintable(owned->result() ? QString() : owned->result().error().message));
        // 110 in one subscription (50 + 50 + 10) and 10 in another: one
        // subscription per call, at most 50 resources each.
        QCOMPARE(server.requests().size(), 4);
        for (const auto &r : server.requests()) {
            QVERIFY(r.path.endsWith("/metrics:getBatch"));
            QCOMPARE(r.form.queryItemValue(QStringLiteral("interval")), QStringLiteral("PT1M"));
            QCOMPARE(r.headers.value("authorization").left(7), QByteArray("Bearer "));
        }
        QCOMPARE(client.grainFor(90'000), QStringLiteral("PT5M"));
        QCOMPARE(client.grainFor(86'400'000 * 2ll), QStringLiteral("P1D"));
    }
};

QTEST_GUILESS_MAIN(TestTokenProvider)
#include "tst_tokenprovider.moc"
