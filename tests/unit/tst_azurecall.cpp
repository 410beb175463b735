#include "azurecall.h"
#include "fakeprometheus.h"
#include "tokenprovider.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

namespace {
// Hands out "tok-1", "tok-2", ... so a test sees when a token was refetched.
class CountingTokens final : public TokenProvider
{
  public:
    int fetches = 0;
    bool fail = false;
    QString description() const override { return QStringLiteral("test"); }

  protected:
    void fetch(const QString &scope) override
    {
        ++fetches;
        if (fail) {
            deliver(scope, std::unexpected(SourceError::make(SourceError::Kind::Config,
                                                             QStringLiteral("no login"))));
            return;
        }
        deliver(scope, AccessToken{QStringLiteral("tok-%1").arg(fetches), now() + 3'600'000});
    }
};
} // namespace

class TestAzureCall : public QObject
{
    Q_OBJECT
  private slots:
    void backoffIsCappedJitteredAndHonoursRetryAfter()
    {
        AzureCall::RetryPolicy p;
        p.baseDelayMs = 1000;
        p.maxDelayMs = 10'000;
        QCOMPARE(AzureCall::backoffMs(p, 1, 0, 0.0), 1000);
        QCOMPARE(AzureCall::backoffMs(p, 2, 0, 0.0), 2000);
        QCOMPARE(AzureCall::backoffMs(p, 3, 0, 0.99), 4000 + 1980);
        QCOMPARE(AzureCall::backoffMs(p, 30, 0, 0.99), 10'000); // capped, even with jitter
        QCOMPARE(AzureCall::backoffMs(p, 1, 7000, 0.0), 7000); // never sooner than the server asked
    }
    void retryAfterForms()
    {
        QMap<QByteArray, QByteArray> h;
        QCOMPARE(AzureCall::retryAfterMs(h, 0), 0);
        h.insert("retry-after", "8");
        QCOMPARE(AzureCall::retryAfterMs(h, 0), 8000);
        h.clear();
        h.insert("x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after", "3");
        QCOMPARE(AzureCall::retryAfterMs(h, 0), 3000);
        h.clear();
        h.insert("retry-after", "Wed, 21 Oct 2026 07:28:00 GMT");
        const qint64 at = QDateTime(QDate(2026, 10, 21), QTime(7, 28), Qt::UTC).toMSecsSinceEpoch();
        QCOMPARE(AzureCall::retryAfterMs(h, at - 5000), 5000);
    }

    void throttlingWaitsForRetryAfter()
    {
        FakePrometheus server;
        QVERIFY(server.listen());
        QElapsedTimer clock;
        clock.start();
        QList<qint64> seen;
        server.setHandler([&](const FakePrometheus::Request &) {
            seen << clock.elapsed();
            if (seen.size() == 1) {
                auto r = FakePrometheus::reply(
                    429, "application/json",
                    R"({"error":{"code":"TooManyRequests","message":"slow down"}})");
                r.extraHeaders.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
                r.extraHeaders.append(qMakePair(
                    QByteArray("x-ms-ratelimit-remaining-subscription-reads"), QByteArray("0")));
                return r;
            }
            auto r = FakePrometheus::reply(200, "application/json", R"({"value":[]})");
            r.extraHeaders.append(qMakePair(
                QByteArray("x-ms-ratelimit-remaining-subscription-reads"), QByteArray("11998")));
            return r;
        });
        CountingTokens tokens;
        QNetworkAccessManager nam;
        AzureCall::Request req;
        req.url = QUrl(server.url().toString() + QStringLiteral("/subscriptions/s/metrics"));
        req.scope = QStringLiteral("https://management.azure.com/.default");
        AzureCall call(&nam, &tokens, req);
        call.setJitter([] { return 0.0; });
        QSignalSpy retrying(&call, &AzureCall::retrying);
        QSignalSpy done(&call, &AzureCall::finished);
        call.start();
        QVERIFY(done.wait(10'000));
        QVERIFY(call.result().has_value());
        QCOMPARE(call.result()->status, 200);
        QCOMPARE(call.result()->attempts, 2);
        QCOMPARE(call.result()->remainingReads, QStringLiteral("11998"));
        QCOMPARE(retrying.count(), 1);
        QCOMPARE(seen.size(), 2);
        QVERIFY2(seen[1] - seen[0] >= 990, qPrintable(QString::number(seen[1] - seen[0])));
        QCOMPARE(server.requests().at(0).headers.value("authorization"),
                 QByteArray("Bearer tok-1"));
        QCOMPARE(tokens.fetches, 1); // throttling does not cost a new token
    }

    void unauthorizedRefetchesTheTokenOnce()
    {
        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([](const FakePrometheus::Request &r) {
            if (r.headers.value("authorization") == "Bearer tok-1")
                return FakePrometheus::reply(
                    401, "application/json",
                    R"({"error":{"code":"ExpiredAuthenticationToken","message":"expired"}})");
            return FakePrometheus::reply(200, "application/json", "{}");
        });
        CountingTokens tokens;
        QNetworkAccessManager nam;
        AzureCall::Request req;
        req.url = server.url();
        req.scope = QStringLiteral("s");
        AzureCall call(&nam, &tokens, req);
        QSignalSpy done(&call, &AzureCall::finished);
        call.start();
        QVERIFY(done.wait(10'000));
        QCOMPARE(call.result()->status, 200);
        QCOMPARE(tokens.fetches, 2);
        QCOMPARE(server.requests().size(), 2);
    }

    void persistentFailureEndsWithTheLastAnswer()
    {
        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([](const FakePrometheus::Request &) {
            return FakePrometheus::reply(
                500, "application/json",
                R"({"error":{"code":"InternalServerError","message":"boom"}})");
        });
        CountingTokens tokens;
        QNetworkAccessManager nam;
        AzureCall::Request req;
        req.url = server.url();
        req.scope = QStringLiteral("s");
        AzureCall call(&nam, &tokens, req);
        call.setRetryPolicy({3, 50, 200});
        QSignalSpy done(&call, &AzureCall::finished);
        call.start();
        QVERIFY(done.wait(10'000));
        QCOMPARE(call.result()->status, 500);  // the parser turns the body into the message
        QCOMPARE(server.requests().size(), 3); // bounded: no retry storm
    }

    void signInFailureIsTheError()
    {
        CountingTokens tokens;
        tokens.fail = true;
        QNetworkAccessManager nam;
        AzureCall::Request req;
        req.url = QUrl(QStringLiteral("http://127.0.0.1:9"));
        req.scope = QStringLiteral("s");
        AzureCall call(&nam, &tokens, req);
        QSignalSpy done(&call, &AzureCall::finished);
        call.start();
        QVERIFY(done.wait(5000));
        QVERIFY(!call.result());
        QCOMPARE(call.result().error().message, QStringLiteral("no login"));
    }
};

QTEST_GUILESS_MAIN(TestAzureCall)
#include "tst_azurecall.moc"
