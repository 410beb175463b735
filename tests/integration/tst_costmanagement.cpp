// Billed cost from Azure Cost Management against tools/azure-double: daily
// rows with UsageDate as a number, untagged cost as a null tag, nextLink
// paging, throttling with the QPU retry header, and Azure's error bodies.
// Paging faults the double cannot make (a nextLink loop, a foreign host) are
// served by FakePrometheus with canned bodies.
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"
#include "azuremonitorclient.h"
#include "costmanagementclient.h"
#include "fakeprometheus.h"
#include "sourceregistry.h"
#include "tokenprovider.h"

#include <map>
#include <memory>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <set>

using namespace Qt::StringLiterals;

namespace {

// A sign-in that always has the same token, for the canned server.
class FixedTokens final : public TokenProvider
{
  public:
    QString description() const override { return u"fixed token"_s; }

  protected:
    void fetch(const QString &scope) override
    {
        deliver(scope, AccessToken{u"canned-token"_s, now() + 3'600'000});
    }
};

// The double's own answer read by hand with QJsonDocument: (yyyymmdd, tag or
// "<null>") -> cost, across every page.
std::map<std::pair<QDate, QString>, double> byHand(AzureDoubleProcess &d, const QByteArray &body)
{
    std::map<std::pair<QDate, QString>, double> out;
    QString next = AzureDoubleProcess::withQuery(
        u"/subscriptions/"_s + QLatin1String(AzureDoubleProcess::kSubscription) +
            u"/providers/Microsoft.CostManagement/query"_s,
        {{u"api-version"_s, u"2023-11-01"_s}});
    for (int pages = 0; !next.isEmpty() && pages < 50; ++pages) {
        const auto page =
            d.http("POST", next, body,
                   {{"Authorization",
                     "Bearer " + d.token(QLatin1String(AzureDoubleProcess::kArmScope)).toUtf8()}});
        QStringList columns;
        for (const QJsonValue &column : page.array(u"properties/columns"_s))
            columns << column[u"name"_s].toString();
        for (const QJsonValue &row : page.array(u"properties/rows"_s)) {
            const qint64 day = row[columns.indexOf(u"UsageDate"_s)].toInteger();
            const QJsonValue tag = row[columns.indexOf(u"CostCenter"_s)];
            out[{QDate(int(day / 10000), int(day / 100 % 100), int(day % 100)),
                 tag.isNull() ? u"<null>"_s : tag.toString()}] =
                row[columns.indexOf(u"Cost"_s)].toDouble();
        }
        next = page.text(u"properties/nextLink"_s);
    }
    return out;
}

QByteArray cannedPage(const QString &nextLink, const QString &group)
{
    QJsonObject properties{
        {u"columns"_s,
         QJsonArray{QJsonObject{{u"name"_s, u"UsageDate"_s}, {u"type"_s, u"Number"_s}},
                    QJsonObject{{u"name"_s, u"CostCenter"_s}, {u"type"_s, u"String"_s}},
                    QJsonObject{{u"name"_s, u"Cost"_s}, {u"type"_s, u"Number"_s}},
                    QJsonObject{{u"name"_s, u"Currency"_s}, {u"type"_s, u"String"_s}}}},
        {u"rows"_s, QJsonArray{QJsonArray{20261120, group, 12.5, u"EUR"_s}}},
        {u"nextLink"_s, nextLink.isEmpty() ? QJsonValue(QJsonValue::Null) : nextLink}};
    return QJsonDocument(QJsonObject{{u"properties"_s, properties}}).toJson(QJsonDocument::Compact);
}

} // namespace

class TestCostManagement : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        QFile f(m_double.writeSources());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto sources = SourceConfig::parseFile(f.readAll());
        QVERIFY(sources.has_value());
        m_registry = std::make_unique<SourceRegistry>(&m_nam);
        m_registry->setSources(SourceList{*sources});
        QVERIFY(m_registry->azureClient(u"az"_s));
        QVERIFY(m_registry->tokenProvider(u"az"_s));
    }
    void init()
    {
        QVERIFY(m_double.setFaults(R"({"reset": true, "costPageSize": 1000,
                                      "costColumnOrder": "default"})"));
        QCOMPARE(m_double.http("POST", u"/_double/stats/reset"_s).status, 200);
    }

    void dailyRowsWithUntaggedCost()
    {
        auto client = makeClient();
        const CostManagementClient::Query q = week();
        const auto result = run(*client, q);
        QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
        const auto expected = byHand(m_double, CostManagementClient::requestBody(q));
        QCOMPARE(result->size(), expected.size());
        QCOMPARE(result->size(), std::size_t(28)); // 7 days x (3 teams + untagged)
        std::set<QString> groups;
        for (const BilledCost &row : *result) {
            QVERIFY(row.date >= q.from && row.date <= q.to);
            QCOMPARE(row.currency, u"USD"_s);
            groups.insert(row.group);
            const QString tag =
                row.group == CostManagementClient::untaggedGroup() ? u"<null>"_s : row.group;
            const auto it = expected.find({row.date, tag});
            QVERIFY2(it != expected.end(), qPrintable(row.date.toString() + u' ' + row.group));
            QCOMPARE(row.cost, it->second);
        }
        QCOMPARE(groups, (std::set<QString>{u"team-a"_s, u"team-b"_s, u"team-c"_s,
                                            CostManagementClient::untaggedGroup()}));
        QCOMPARE(client->pagesRead(), 1);
    }

    void pagesFollowNextLinkAndMerge()
    {
        auto single = makeClient();
        const auto whole = run(*single, week());
        QVERIFY(whole.has_value());

        QVERIFY(m_double.setFaults(R"({"costPageSize": 5, "costColumnOrder": "shuffled"})"));
        QCOMPARE(m_double.http("POST", u"/_double/stats/reset"_s).status, 200);
        auto paged = makeClient();
        const auto merged = run(*paged, week());
        QVERIFY2(merged.has_value(), qPrintable(merged ? QString() : merged.error().message));
        QCOMPARE(paged->pagesRead(), 6); // 28 rows, 5 a page
        QCOMPARE(requestCount(m_double, "cost"), 6);
        QCOMPARE(*merged, *whole);
    }

    void tooManyPagesIsAnError()
    {
        QVERIFY(m_double.setFaults(R"({"costPageSize": 2})"));
        auto client = makeClient();
        client->setMaxPages(3);
        const auto result = run(*client, week());
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().kind, SourceError::Kind::Parse);
        QVERIFY2(result.error().message.contains(u"more than 3 pages"_s),
                 qPrintable(result.error().message));
        QCOMPARE(client->pagesRead(), 3);
    }

    void throttledQueryIsRetriedAfterTheQpuHeader()
    {
        QVERIFY(m_double.setFaults(
            R"({"throttle": {"endpoint": "cost", "count": 1, "retryAfter": 1}})"));
        auto client = makeClient();
        QSignalSpy retries(client.get(), &CostManagementClient::retrying);
        QElapsedTimer timer;
        timer.start();
        const auto result = run(*client, week());
        QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->size(), std::size_t(28));
        QCOMPARE(retries.size(), 1);
        // The wait the header named, not a shorter backoff.
        QVERIFY(retries.front().at(1).toLongLong() >= 1000);
        QVERIFY(timer.elapsed() >= 1000);
        QCOMPARE(requestCount(m_double, "cost"), 2);
    }

    void forbiddenShowsAzuresWords()
    {
        QVERIFY(m_double.setFaults(R"({"forbidden": "cost"})"));
        auto client = makeClient();
        const auto result = run(*client, week());
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().httpStatus, 403);
        QVERIFY2(result.error().message.contains(u"Cost Management Reader"_s),
                 qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(scope()), qPrintable(result.error().message));
        QVERIFY2(result.error().detail.contains(u"does not have authorization"_s),
                 qPrintable(result.error().detail));
    }

    void badQueryShowsAzuresWords()
    {
        auto client = makeClient();
        CostManagementClient::Query q = week();
        q.from = q.to.addDays(-400); // Azure allows at most a year
        const auto result = run(*client, q);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().httpStatus, 400);
        QCOMPARE(result.error().kind, SourceError::Kind::Backend);
        QVERIFY2(result.error().message.contains(u"cannot exceed 1 year"_s),
                 qPrintable(result.error().message));
    }

    void unknownSubscriptionShowsAzuresWords()
    {
        auto client = makeClient();
        CostManagementClient::Query q = week();
        q.scope = u"subscriptions/00000000-0000-0000-0000-00000000dead"_s;
        const auto result = run(*client, q);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().httpStatus, 404);
        QVERIFY2(result.error().message.contains(u"00000000-0000-0000-0000-00000000dead"_s),
                 qPrintable(result.error().message));
    }

    void queryRefusedBeforeSending()
    {
        auto client = makeClient();
        CostManagementClient::Query q = week();
        std::swap(q.from, q.to);
        const auto result = run(*client, q);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().kind, SourceError::Kind::Config);
        q = week();
        q.scope.clear();
        QVERIFY(!run(*client, q).has_value());
        QCOMPARE(requestCount(m_double, "cost"), 0);
    }

    void nextLinkLoopIsAnError()
    {
        FakePrometheus fake;
        QVERIFY(fake.listen());
        const QString base = fake.url().toString();
        const QString page2 = base + u"/subscriptions/s/providers/Microsoft.CostManagement/"
                                     u"query?api-version=2023-11-01&$skiptoken=b"_s;
        const QString page3 = base + u"/subscriptions/s/providers/Microsoft.CostManagement/"
                                     u"query?api-version=2023-11-01&$skiptoken=c"_s;
        fake.setHandler([&](const FakePrometheus::Request &req) {
            const QString token = req.form.queryItemValue(u"$skiptoken"_s);
            if (token == u"c"_s) // points back at page 2
                return FakePrometheus::reply(200, "application/json", cannedPage(page2, u"x"_s));
            if (token == u"b"_s)
                return FakePrometheus::reply(200, "application/json", cannedPage(page3, u"y"_s));
            return FakePrometheus::reply(200, "application/json", cannedPage(page2, u"z"_s));
        });
        FixedTokens tokens;
        AzureCloud cloud;
        cloud.management = fake.url();
        cloud.managementScope = u"https://management.azure.com/.default"_s;
        CostManagementClient client(&m_nam, &tokens, cloud);
        CostManagementClient::Query q = week();
        q.scope = u"subscriptions/s"_s;
        const auto result = run(client, q);
        QVERIFY(!result.has_value());
        QVERIFY2(result.error().message.contains(u"already sent"_s),
                 qPrintable(result.error().message));
        QCOMPARE(fake.requests().size(), 3);
        QCOMPARE(fake.requests().front().headers.value("authorization"), "Bearer canned-token");
    }

    void nextLinkToAnotherHostIsNotFollowed()
    {
        FakePrometheus fake;
        QVERIFY(fake.listen());
        fake.setHandler([](const FakePrometheus::Request &) {
            return FakePrometheus::reply(
                200, "application/json",
                cannedPage(u"https://elsewhere.example/subscriptions/s/providers/"
                           u"Microsoft.CostManagement/query?$skiptoken=b"_s,
                           u"x"_s));
        });
        FixedTokens tokens;
        AzureCloud cloud;
        cloud.management = fake.url();
        cloud.managementScope = u"https://management.azure.com/.default"_s;
        CostManagementClient client(&m_nam, &tokens, cloud);
        CostManagementClient::Query q = week();
        q.scope = u"subscriptions/s"_s;
        const auto result = run(client, q);
        QVERIFY(!result.has_value());
        QVERIFY2(result.error().message.contains(u"another host"_s),
                 qPrintable(result.error().message));
        QCOMPARE(fake.requests().size(), 1);
    }

  private:
    static QString scope()
    {
        return u"subscriptions/"_s + QLatin1String(AzureDoubleProcess::kSubscription);
    }
    // The seven days up to yesterday: complete in the double whatever the hour.
    static CostManagementClient::Query week()
    {
        CostManagementClient::Query q;
        q.scope = scope();
        q.to = QDateTime::fromSecsSinceEpoch(AzureDoubleApi::dayStart(), Qt::UTC).date();
        q.from = q.to.addDays(-6);
        return q;
    }
    std::unique_ptr<CostManagementClient> makeClient()
    {
        auto client = std::make_unique<CostManagementClient>(
            &m_nam, m_registry->tokenProvider(u"az"_s), m_registry->azureClient(u"az"_s)->cloud());
        // Quick retries of everything but the server's own wait.
        client->setRetryPolicy({3, 50, 5'000});
        return client;
    }
    static CostManagementClient::Result run(CostManagementClient &client,
                                            const CostManagementClient::Query &q)
    {
        QSignalSpy done(&client, &CostManagementClient::finished);
        client.start(q);
        if (!client.isFinished() && !done.wait(30'000))
            return std::unexpected(SourceError::make(SourceError::Kind::Timeout, u"no answer"_s));
        return client.result();
    }

    AzureDoubleProcess m_double;
    QNetworkAccessManager m_nam;
    std::unique_ptr<SourceRegistry> m_registry;
};

QTEST_GUILESS_MAIN(TestCostManagement)
#include "tst_costmanagement.moc"
