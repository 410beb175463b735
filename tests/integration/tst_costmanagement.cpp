// Billed cost from Azure Cost Management against tools/azure-double: daily
// rows with UsageDate as a number, untagged cost as a null tag, nextLink
// paging, throttling with the QPU retry header, and Azure's error bodies.
// Paging faults the double cannot make (a nextLink loop, a foreign host) are
// served by FakePrometheus with canned bodies.
#include "azuredoublecli.h"
#include "azuredoubleprocess.h"
#include "azuremonitorclient.h"
#include "budgetsclient.h"
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
#include <QJsonDocument>
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

    // The scope's budgets in the documented shape. The monthly one's spend
    // to date is what Cost Management bills the scope from the first of the
    // month to today, day by day.
    void budgetsAgreeWithTheBilledCost()
    {
        auto client = makeBudgetsClient();
        const auto result = runBudgets(*client, scope());
        QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
        QVERIFY(result->skipped.isEmpty());
        QCOMPARE(result->budgets.size(), std::size_t(2));
        const Budget &monthly = result->budgets[1];
        QCOMPARE(monthly.name, u"gpu-fleet-monthly"_s);
        QCOMPARE(monthly.grain, Budget::Grain::Monthly);
        QCOMPARE(monthly.currency, u"USD"_s);
        QVERIFY(monthly.amount > 0);
        QCOMPARE(monthly.thresholds,
                 (std::vector<BudgetThreshold>{
                     {80, false, true}, {90, false, true}, {100, false, true}, {100, true, true}}));
        QCOMPARE(result->budgets[0].grain, Budget::Grain::Annually);

        const QDate today = QDateTime::currentDateTimeUtc().date();
        auto billed = makeClient();
        const auto rows = run(*billed, {scope(), QDate(today.year(), today.month(), 1), today});
        QVERIFY(rows.has_value());
        double sum = 0;
        for (const BilledCost &row : *rows)
            sum += row.cost;
        QVERIFY2(std::abs(*monthly.currentSpend - sum) < 0.011,
                 qPrintable(u"%1 vs %2"_s.arg(*monthly.currentSpend).arg(sum)));

        // A resource group has its own; an unknown one is Azure's 404.
        const auto rg = runBudgets(*makeBudgetsClient(), scope() + u"/resourceGroups/gpu-rg"_s);
        QVERIFY(rg.has_value());
        QCOMPARE(rg->budgets.size(), std::size_t(1));
        QCOMPARE(rg->budgets[0].grain, Budget::Grain::Quarterly);
        const auto none = runBudgets(*makeBudgetsClient(), scope() + u"/resourceGroups/nope"_s);
        QVERIFY(!none.has_value());
        QCOMPARE(none.error().httpStatus, 404);
    }

    // Microsoft's documented example of a budgets list, with a reservation
    // alert rule and a time grain FleetScope does not know beside it.
    void budgetsFromTheDocumentedShape()
    {
        const QByteArray body = R"({"value": [
          {"id": "subscriptions/00000000-0000-0000-0000-000000000000/providers/Microsoft.Consumption/budgets/TestBudget",
           "name": "TestBudget", "type": "Microsoft.Consumption/budgets", "eTag": "W/1d34d016a593709",
           "properties": {"category": "Cost", "amount": 100.65, "timeGrain": "Monthly",
             "timePeriod": {"startDate": "2017-10-01T00:00:00Z", "endDate": "2018-10-31T00:00:00Z"},
             "filter": {"and": [{"dimensions": {"name": "ResourceId", "operator": "In", "values": ["x"]}}]},
             "currentSpend": {"amount": 80.89, "unit": "EUR"},
             "forecastSpend": {"amount": 150.0, "unit": "EUR"},
             "notifications": {
               "Actual_GreaterThan_80_Percent": {"enabled": true, "operator": "GreaterThan", "threshold": 80,
                 "locale": "en-us", "contactEmails": ["johndoe@contoso.com"], "contactRoles": ["Contributor"],
                 "contactGroups": [], "thresholdType": "Actual"},
               "Forecasted_GreaterThan_100_Percent": {"enabled": false, "operator": "GreaterThan",
                 "threshold": 100, "contactEmails": [], "thresholdType": "Forecasted"},
               "Actual_GreaterThan_50_Percent": {"enabled": true, "operator": "GreaterThan",
                 "threshold": 50, "contactEmails": []}}}},
          {"name": "RU-alert", "properties": {"category": "ReservationUtilization", "timeGrain": "Monthly"}},
          {"name": "Weekly", "properties": {"category": "Cost", "amount": 10, "timeGrain": "Weekly"}}
        ], "nextLink": "https://management.azure.com/next"})";
        const auto page = BudgetsClient::parsePage(body, 200, scope());
        QVERIFY2(page.has_value(), qPrintable(page ? QString() : page.error().message));
        QCOMPARE(page->nextLink, u"https://management.azure.com/next"_s);
        QCOMPARE(page->list.budgets.size(), std::size_t(1));
        const Budget &b = page->list.budgets[0];
        QCOMPARE(b.name, u"TestBudget"_s);
        QCOMPARE(b.amount, 100.65);
        QCOMPARE(b.currency, u"EUR"_s);
        QCOMPARE(*b.currentSpend, 80.89);
        QCOMPARE(*b.forecastSpend, 150.0);
        QCOMPARE(b.start, QDate(2017, 10, 1));
        QCOMPARE(b.end, QDate(2018, 10, 31));
        QVERIFY(b.filtered);
        QCOMPARE(b.thresholds, (std::vector<BudgetThreshold>{
                                   {50, false, true}, {80, false, true}, {100, true, false}}));
        QCOMPARE(page->list.skipped,
                 (QStringList{u"Budget RU-alert is a ReservationUtilization budget, not a cost "
                              "budget; it is left out."_s,
                              u"Budget Weekly has the time grain \"Weekly\", which FleetScope "
                              "does not know; it is left out."_s}));
        // Not a list of budgets, and cut short.
        QVERIFY(!BudgetsClient::parsePage(R"({"properties": {}})", 200, scope()));
        QCOMPARE(BudgetsClient::parsePage(body.left(40), 200, scope()).error().kind,
                 SourceError::Kind::Parse);
    }

    // Throttled once: read after the wait ARM named. No budgets, and no
    // permission, say so.
    void budgetsThrottledEmptyAndForbidden()
    {
        QVERIFY(m_double.setFaults(
            R"({"throttle": {"endpoint": "budgets", "count": 1, "retryAfter": 1}})"));
        auto client = makeBudgetsClient();
        QSignalSpy retries(client.get(), &BudgetsClient::retrying);
        const auto throttled = runBudgets(*client, scope());
        QVERIFY2(throttled.has_value(),
                 qPrintable(throttled ? QString() : throttled.error().message));
        QCOMPARE(throttled->budgets.size(), std::size_t(2));
        QCOMPARE(retries.size(), 1);
        QVERIFY(retries.front().at(1).toLongLong() >= 1000);
        QCOMPARE(requestCount(m_double, "budgets"), 2);

        QVERIFY(m_double.setFaults(R"({"budgets": "empty"})"));
        const auto empty = runBudgets(*makeBudgetsClient(), scope());
        QVERIFY(empty.has_value());
        QVERIFY(empty->budgets.empty());
        const ProcessRun cli = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {u"budgets"_s, u"--sources"_s, m_double.writeSources(), u"--scope"_s, scope()});
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(cli.out.contains("has no cost budgets. Create one in the Azure portal, or type "
                                  "one into the Cost view."),
                 cli.out.constData());

        QVERIFY(m_double.setFaults(R"({"budgets": "default", "forbidden": "budgets"})"));
        const auto forbidden = runBudgets(*makeBudgetsClient(), scope());
        QVERIFY(!forbidden.has_value());
        QCOMPARE(forbidden.error().httpStatus, 403);
        QVERIFY2(forbidden.error().message.contains(u"Cost Management Reader"_s),
                 qPrintable(forbidden.error().message));
        QVERIFY2(forbidden.error().message.contains(scope()),
                 qPrintable(forbidden.error().message));
        const ProcessRun denied = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {u"budgets"_s, u"--sources"_s, m_double.writeSources(), u"--scope"_s, scope()});
        QCOMPARE(denied.exitCode, 1);
        QVERIFY2(denied.err.contains("Cost Management Reader"), denied.err.constData());
    }

    // fleetscope-cli budgets: the spend to date is Azure's, the rate the
    // mean of the billed days, and the straight line reaches the period's
    // end at that rate. A budget in another currency keeps Azure's figures
    // and says why there is no forecast.
    void budgetsCliForecasts()
    {
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {u"budgets"_s, u"--sources"_s, m_double.writeSources(), u"--scope"_s,
                        scope(), u"--budget"_s, u"gpu-fleet-monthly"_s, u"--format"_s, u"json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        const QJsonArray budgets = doc[u"budgets"_s].toArray();
        QCOMPARE(budgets.size(), 1);
        const QJsonObject b = budgets[0].toObject();
        QCOMPARE(b[u"spentToDate"_s].toDouble(), b[u"azureSpend"_s].toDouble());
        auto billed = makeClient();
        const auto rows = run_(*billed, {scope(), today.addDays(-27), today});
        QVERIFY(rows.has_value());
        double sum = 0;
        for (const BilledCost &row : *rows)
            sum += row.cost;
        QCOMPARE(b[u"rateDays"_s].toInt(), 28);
        QVERIFY(std::abs(b[u"dailyRate"_s].toDouble() - sum / 28) < 1e-6);
        const QDate end = QDate::fromString(b[u"period"_s][u"to"_s].toString(), Qt::ISODate);
        QVERIFY(std::abs(b[u"projected"_s][u"straightLine"_s].toDouble() -
                         (b[u"spentToDate"_s].toDouble() +
                          double(today.daysTo(end)) * b[u"dailyRate"_s].toDouble())) < 1e-6);
        QCOMPARE(b[u"thresholds"_s].toArray().size(), 4);

        QVERIFY(m_double.setFaults(R"({"budgetCurrency": "EUR"})"));
        const ProcessRun eur =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {u"budgets"_s, u"--sources"_s, m_double.writeSources(), u"--scope"_s,
                        scope(), u"--budget"_s, u"gpu-fleet-monthly"_s});
        QVERIFY2(eur.exitCode == 0, eur.err.constData());
        QVERIFY2(eur.out.contains("(Azure)") &&
                     eur.out.contains("the budget is in EUR and the billed cost in USD; "
                                      "FleetScope does not convert currencies"),
                 eur.out.constData());
        QVERIFY(!eur.out.contains("by the straight line"));
        QVERIFY(m_double.setFaults(R"({"budgetCurrency": "USD"})"));
    }

  private:
    std::unique_ptr<BudgetsClient> makeBudgetsClient()
    {
        auto client = std::make_unique<BudgetsClient>(&m_nam, m_registry->tokenProvider(u"az"_s),
                                                      m_registry->azureClient(u"az"_s)->cloud());
        client->setRetryPolicy({3, 50, 5'000});
        return client;
    }
    static BudgetsClient::Result runBudgets(BudgetsClient &client, const QString &scope)
    {
        QSignalSpy done(&client, &BudgetsClient::finished);
        client.start(scope);
        if (!client.isFinished() && !done.wait(30'000))
            return std::unexpected(SourceError::make(SourceError::Kind::Timeout, u"no answer"_s));
        return client.result();
    }
    static CostManagementClient::Result run_(CostManagementClient &client,
                                             const CostManagementClient::Query &q)
    {
        return run(client, q);
    }
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
