// The billed-cost panel of the Cost view against tools/azure-double, driven
// through its widgets as a user would: the sums per tag value it hands on
// must be the double's own answer added up by hand over every page, a
// throttled or refused query must say so and keep what was handed on before,
// and a scope in the wrong form must be refused before anything is sent.
// Then the group table's billed and difference columns, whose numbers the
// CSV export and the PDF read.
#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"
#include "billedcostpanel.h"
#include "budgetpanel.h"
#include "costmanagementclient.h"
#include "costmodel.h"
#include "costtablemodels.h"
#include "liveworkspace.h"
#include "nearcompare.h"
#include "pricetable.h"
#include "processrun.h"
#include "sourceconfig.h"
#include "sourceregistry.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The double's answer to `body`, read by hand across every page: cost per
// tag value summed over the days ("" for cost without the tag), the
// currencies it named and how many pages it took.
struct ByHand
{
    QHash<QString, double> sums;
    QSet<QString> currencies;
    int pages = 0;
};

ByHand byHand(AzureDoubleProcess &d, const QByteArray &body, const QString &tag)
{
    ByHand out;
    QString next = AzureDoubleProcess::withQuery(AzureDoubleApi::kSubscription +
                                                     u"/providers/Microsoft.CostManagement/query"_s,
                                                 {{u"api-version"_s, u"2023-11-01"_s}});
    for (; !next.isEmpty() && out.pages < 50; ++out.pages) {
        const auto page =
            d.http("POST", next, body,
                   {{"Authorization", "Bearer " + d.token(AzureDoubleApi::kArm).toUtf8()}});
        QStringList columns;
        for (const QJsonValue &column : page.array(u"properties/columns"_s))
            columns << column[u"name"_s].toString();
        for (const QJsonValue &row : page.array(u"properties/rows"_s)) {
            const QJsonValue group = row[columns.indexOf(tag)];
            out.sums[group.isNull() ? QString() : group.toString()] +=
                row[columns.indexOf(u"Cost"_s)].toDouble();
            out.currencies.insert(row[columns.indexOf(u"Currency"_s)].toString());
        }
        next = page.text(u"properties/nextLink"_s);
    }
    return out;
}

// Requests the double has counted, on one endpoint or (empty) on all.
int requests(AzureDoubleProcess &d, const QString &endpoint = {})
{
    const QJsonObject endpoints = d.stats().object().value(u"endpoints"_s).toObject();
    int n = 0;
    for (auto it = endpoints.begin(); it != endpoints.end(); ++it)
        if (endpoint.isEmpty() || it.key() == endpoint)
            n += it.value().toObject().value(u"requests"_s).toInt();
    return n;
}

// Four hours of two GPUs at 50 % and one at 10 %, priced by the default
// table: team-a and team-b by namespace, in USD as the double bills.
CostReport smallReport()
{
    SeriesSet set;
    constexpr int kPoints = 4 * 60;
    const qint64 from =
        QDateTime(QDate(2026, 11, 16), QTime(8, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    for (int i = 0; i < kPoints; ++i)
        set.timesMs.push_back(from + i * 60'000);
    const struct
    {
        const char *node, *team;
        double util;
    } gpus[] = {{"n1", "team-a", 50}, {"n2", "team-a", 50}, {"n3", "team-b", 10}};
    for (const auto &g : gpus) {
        Series s;
        s.labels = Labels({{u"Hostname"_s, QLatin1String(g.node)},
                           {u"gpu"_s, u"0"_s},
                           {u"namespace"_s, QLatin1String(g.team)},
                           {u"modelName"_s, u"NVIDIA A100 80GB PCIe"_s}});
        s.values.assign(kPoints, g.util);
        s.present = GapMask(kPoints, true);
        set.series.push_back(std::move(s));
    }
    CostModel::Options options;
    options.fromMs = from;
    options.toMs = set.timesMs.back();
    options.stepMs = 60'000;
    return CostModel::compute(set, PriceTable::defaults(), options);
}

int rowOf(const CostGroupModel &m, const QString &group)
{
    for (int row = 0; row < m.rowCount(); ++row)
        if (m.groupAt(row) == group)
            return row;
    return -1;
}

QVariant cell(const CostGroupModel &m, int row, int column, int role = Qt::UserRole)
{
    return m.data(m.index(row, column), role);
}

} // namespace

class TestBilledCost : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(u"FleetScopeBilledCostTests"_s);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        QFile f(m_double.writeSources());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto sources = SourceConfig::parseFile(f.readAll());
        QVERIFY(sources.has_value());
        m_workspace = std::make_unique<LiveWorkspace>(&m_nam);
        m_workspace->setSources(SourceList{*sources});
        QVERIFY(m_workspace->registry()->tokenProvider(u"az"_s));
        // The seven days up to yesterday: complete in the double whatever the hour.
        m_to = QDateTime::fromSecsSinceEpoch(AzureDoubleApi::dayStart(), Qt::UTC).date();
        m_from = m_to.addDays(-6);
    }

    void init()
    {
        QSettings().clear();
        // Small pages in a shuffled column order, so the sums need every page
        // and every column found by name.
        QVERIFY(m_double.setFaults(R"({"reset": true, "costPageSize": 5,
                                      "costColumnOrder": "shuffled"})"));
        QCOMPARE(m_double.http("POST", u"/_double/stats/reset"_s).status, 200);
    }

    void sumsPerTagValueAreTheDoublesAnswer()
    {
        BilledCostPanel panel(m_workspace.get(), &m_nam);
        panel.show();
        QSignalSpy billed(&panel, &BilledCostPanel::billedChanged);
        QVERIFY(fill(panel, scope(), u"CostCenter"_s));
        panel.setPeriod(m_from, m_to);
        QCOMPARE(billed.size(), 0); // a period alone fetches nothing the first time
        auto *fetch = panel.findChild<QPushButton *>(u"billedFetch"_s);
        QVERIFY(fetch && fetch->isEnabled());
        QTest::mouseClick(fetch, Qt::LeftButton);
        QVERIFY(!fetch->isEnabled()); // one query at a time
        QVERIFY(billed.wait(30'000));
        QCOMPARE(billed.size(), 1);
        QVERIFY(fetch->isEnabled());
        const int panelRequests = requests(m_double, u"cost"_s);

        const ByHand expected = byHand(m_double, body(), u"CostCenter"_s);
        QVERIFY(expected.pages > 1);
        QCOMPARE(panelRequests, expected.pages);
        const auto sums = billed.front().at(0).value<QHash<QString, double>>();
        QCOMPARE(sums.size(), expected.sums.size());
        for (auto it = expected.sums.cbegin(); it != expected.sums.cend(); ++it) {
            const QString group =
                it.key().isEmpty() ? CostManagementClient::untaggedGroup() : it.key();
            QVERIFY2(sums.contains(group), qPrintable(group));
            QCOMPARE(sums.value(group), it.value());
        }
        QVERIFY(sums.contains(CostManagementClient::untaggedGroup()));
        QCOMPARE(QSet<QString>(sums.keyBegin(), sums.keyEnd()),
                 (QSet<QString>{u"team-a"_s, u"team-b"_s, u"team-c"_s,
                                CostManagementClient::untaggedGroup()}));
        QCOMPARE(expected.currencies.size(), 1);
        QCOMPARE(billed.front().at(1).toString(), *expected.currencies.cbegin());
        QCOMPARE(billed.front().at(2).toString(), u"CostCenter"_s);
        QCOMPARE(panel.tagKey(), u"CostCenter"_s);
        const QString status = statusOf(panel);
        QVERIFY2(status.contains(u"7 day"_s) && status.contains(u"%1 page"_s.arg(expected.pages)),
                 qPrintable(status));

        // Scope, tag and sign-in are remembered for the next session.
        QSettings s;
        QCOMPARE(s.value(u"cost/billedScope"_s).toString(), scope());
        QCOMPARE(s.value(u"cost/billedTag"_s).toString(), u"CostCenter"_s);
        QCOMPARE(s.value(u"cost/billedSource"_s).toString(), u"az"_s);
    }

    void throttledQueryWaitsForTheQpuHeader()
    {
        BilledCostPanel panel(m_workspace.get(), &m_nam);
        panel.show();
        QSignalSpy billed(&panel, &BilledCostPanel::billedChanged);
        QVERIFY(fill(panel, scope(), u"CostCenter"_s));
        panel.setPeriod(m_from, m_to);
        QVERIFY(m_double.setFaults(
            R"({"throttle": {"endpoint": "cost", "count": 1, "retryAfter": 2}})"));
        auto *fetch = panel.findChild<QPushButton *>(u"billedFetch"_s);
        QVERIFY(fetch);
        QTest::mouseClick(fetch, Qt::LeftButton);
        // The wait Cost Management named in its own header, said while waiting.
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(panel).contains(u"retrying in 2 s"_s), 10'000);
        QVERIFY2(statusOf(panel).contains(u"429"_s), qPrintable(statusOf(panel)));
        QCOMPARE(billed.size(), 0);
        QVERIFY(billed.wait(30'000));
        const auto sums = billed.front().at(0).value<QHash<QString, double>>();
        const ByHand expected = byHand(m_double, body(), u"CostCenter"_s);
        QCOMPARE(sums.size(), expected.sums.size());
        QCOMPARE(sums.value(u"team-b"_s), expected.sums.value(u"team-b"_s));
    }

    void refusedQueryKeepsWhatWasHandedOn()
    {
        BilledCostPanel panel(m_workspace.get(), &m_nam);
        panel.show();
        // Wired as the Cost view wires it.
        CostGroupModel model;
        QAbstractItemModelTester tester(&model);
        model.setReport(smallReport(), 30);
        connect(&panel, &BilledCostPanel::billedChanged, &model, &CostGroupModel::setBilled);
        QSignalSpy billed(&panel, &BilledCostPanel::billedChanged);
        QVERIFY(fill(panel, scope(), u"CostCenter"_s));
        panel.setPeriod(m_from, m_to);
        auto *fetch = panel.findChild<QPushButton *>(u"billedFetch"_s);
        QVERIFY(fetch);
        QTest::mouseClick(fetch, Qt::LeftButton);
        QVERIFY(billed.wait(30'000));
        const auto sums = billed.front().at(0).value<QHash<QString, double>>();
        const int teamA = rowOf(model, u"team-a"_s);
        QVERIFY(teamA >= 0);
        QCOMPARE(cell(model, teamA, CostGroupModel::Billed).toDouble(), sums.value(u"team-a"_s));

        QVERIFY(m_double.setFaults(R"({"forbidden": "cost"})"));
        QTest::mouseClick(fetch, Qt::LeftButton);
        QVERIFY(!fetch->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(fetch->isEnabled(), 30'000);
        // Azure's words about the missing role, in the panel's error colour.
        const QString status = statusOf(panel);
        QVERIFY2(status.contains(u"Cost Management Reader"_s), qPrintable(status));
        QVERIFY(panel.findChild<QLabel *>(u"billedStatus"_s)->styleSheet().contains(u"#b00020"_s));
        // The refused query's client goes once its answer is handled; gone,
        // it cannot hand on anything late.
        QTRY_VERIFY(!panel.findChild<CostManagementClient *>());
        QCOMPARE(billed.size(), 1);
        QVERIFY(model.hasBilled());
        QCOMPARE(cell(model, teamA, CostGroupModel::Billed).toDouble(), sums.value(u"team-a"_s));

        // A new period refetches, since a fetch was made; refused again, the
        // figures stay.
        panel.setPeriod(m_from.addDays(1), m_to);
        QVERIFY(!fetch->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(fetch->isEnabled(), 30'000);
        QCOMPARE(billed.size(), 1);
        QVERIFY(statusOf(panel).contains(u"Cost Management Reader"_s));
    }

    void badScopeIsRefusedBeforeAnyRequest()
    {
        BilledCostPanel panel(m_workspace.get(), &m_nam);
        panel.show();
        QSignalSpy billed(&panel, &BilledCostPanel::billedChanged);
        QVERIFY(fill(panel, u"foo"_s, u"CostCenter"_s));
        panel.setPeriod(m_from, m_to);
        const int before = requests(m_double);
        auto *fetch = panel.findChild<QPushButton *>(u"billedFetch"_s);
        QVERIFY(fetch);
        QTest::mouseClick(fetch, Qt::LeftButton);
        const QString status = statusOf(panel);
        QVERIFY2(status.contains(u"subscriptions/<id>"_s), qPrintable(status));
        QVERIFY(fetch->isEnabled());
        // Refused before a client was made: no request is under way.
        QVERIFY(!panel.findChild<CostManagementClient *>());
        QCOMPARE(billed.size(), 0);
        QCOMPARE(requests(m_double), before);
        QCOMPARE(requests(m_double, u"cost"_s), 0);
        // Nothing wrong is remembered.
        QVERIFY(!QSettings().contains(u"cost/billedScope"_s));
    }

    void groupTableShowsBilledAndDifference()
    {
        CostGroupModel model;
        QAbstractItemModelTester tester(&model);
        const CostReport report = smallReport();
        QCOMPARE(report.currency, u"USD"_s);
        model.setReport(report, 30);
        QVERIFY(!model.hasBilled());
        QCOMPARE(model.columnCount(), int(CostGroupModel::Billed));

        const QString untagged = CostManagementClient::untaggedGroup();
        model.setBilled({{u"team-a"_s, 31.25}, {untagged, 4.5}}, u"USD"_s, u"CostCenter"_s);
        QCOMPARE(model.columnCount(), int(CostGroupModel::ColumnCount));
        const int teamA = rowOf(model, u"team-a"_s);
        const int teamB = rowOf(model, u"team-b"_s);
        const int total = model.rowCount() - 1;
        QVERIFY(teamA >= 0 && teamB >= 0);
        const double estimate = cell(model, teamA, CostGroupModel::Cost).toDouble();
        QCOMPARE(estimate, report.group(u"team-a"_s)->figures.cost);
        QVERIFY(estimate > 0);
        QCOMPARE(cell(model, teamA, CostGroupModel::Billed).toDouble(), 31.25);
        QCOMPARE(cell(model, teamA, CostGroupModel::Difference).toDouble(), 31.25 - estimate);
        // team-b has no bill: no number in either column, and words instead.
        QVERIFY(!cell(model, teamB, CostGroupModel::Billed).isValid());
        QVERIFY(!cell(model, teamB, CostGroupModel::Difference).isValid());
        QVERIFY(!cell(model, teamB, CostGroupModel::Billed, Qt::DisplayRole).toString().isEmpty());
        // The total is the whole bill, untagged cost included.
        QCOMPARE(cell(model, total, CostGroupModel::Billed).toDouble(), 31.25 + 4.5);
        QCOMPARE(cell(model, total, CostGroupModel::Difference).toDouble(),
                 31.25 + 4.5 - report.total.cost);

        // A bill in another currency is shown, but not subtracted.
        model.setBilled({{u"team-a"_s, 31.25}}, u"EUR"_s, u"CostCenter"_s);
        QCOMPARE(cell(model, teamA, CostGroupModel::Billed).toDouble(), 31.25);
        QVERIFY(!cell(model, teamA, CostGroupModel::Difference).isValid());
        QVERIFY(!cell(model, total, CostGroupModel::Difference).isValid());
        const QString shown =
            cell(model, teamA, CostGroupModel::Difference, Qt::DisplayRole).toString();
        QVERIFY2(shown.contains(u"EUR"_s) && shown.contains(u"USD"_s), qPrintable(shown));
        QVERIFY(!shown.contains(QRegularExpression(u"\\d"_s)));

        // An empty bill hides the columns again.
        model.setBilled({}, QString(), u"CostCenter"_s);
        QCOMPARE(model.columnCount(), int(CostGroupModel::Billed));
    }

    void wasteTableListsTheIdleGpus()
    {
        WasteModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const CostReport report = smallReport();
        model.setReport(report);
        // n3 idles at 10 %; the two GPUs at 50 % are busy and not listed.
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, WasteModel::Node).data().toString(), u"n3"_s);
        QCOMPARE(model.index(0, WasteModel::Group).data().toString(), u"team-b"_s);
        const GpuCost *n3 = nullptr;
        for (const GpuCost &g : report.gpus)
            if (g.node == u"n3"_s)
                n3 = &g;
        QVERIFY(n3);
        QCOMPARE(model.index(0, WasteModel::IdleGpuHours).data(Qt::UserRole).toDouble(),
                 n3->figures.idleGpuHours);
        QCOMPARE(model.index(0, WasteModel::IdleCost).data(Qt::UserRole).toDouble(),
                 n3->figures.idleCost);
        // No room (a limit of 0) or no GPUs: an empty table either way.
        model.setReport(report, 0);
        QCOMPARE(model.rowCount(), 0);
        model.setReport(report);
        QCOMPARE(model.rowCount(), 1);
        model.setReport(CostReport{});
        QCOMPARE(model.rowCount(), 0);
    }

    // Azure budgets in the Budget tab are what fleetscope-cli budgets says:
    // the same spend, rate, projections and crossing dates.
    void azureBudgetsAsTheCliReadsThem()
    {
        BilledCostPanel billed(m_workspace.get(), &m_nam);
        BudgetPanel panel(&billed, &m_nam);
        panel.resize(900, 700);
        panel.show();
        QVERIFY(fill(billed, scope(), u"CostCenter"_s));
        QSignalSpy changed(&panel, &BudgetPanel::changed);
        auto *read = panel.findChild<QPushButton *>(u"budgetRead"_s);
        auto *choice = panel.findChild<QComboBox *>(u"budgetChoice"_s);
        QVERIFY(read && choice);
        QTest::mouseClick(read, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(choice->count() == 3 && read->isEnabled(), 30'000);
        const int monthly = choice->findText(u"gpu-fleet-monthly"_s, Qt::MatchStartsWith);
        QVERIFY(monthly > 0);
        choice->setCurrentIndex(monthly);
        // The billed days arrive on their own; the forecast follows them.
        QTRY_VERIFY_WITH_TIMEOUT(panel.forecast() && panel.forecast()->rateDays == 28, 30'000);
        const BudgetForecast::Result &f = *panel.forecast();

        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {u"budgets"_s, u"--sources"_s, m_double.writeSources(), u"--scope"_s,
                        scope(), u"--budget"_s, u"gpu-fleet-monthly"_s, u"--format"_s, u"json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject cli =
            QJsonDocument::fromJson(run.out).object()[u"budgets"_s].toArray()[0].toObject();
        QCOMPARE(f.spentToDate, cli[u"spentToDate"_s].toDouble());
        QVERIFY(std::abs(f.dailyRate - cli[u"dailyRate"_s].toDouble()) < 1e-9);
        QVERIFY(std::abs(f.projectedStraightLine -
                         cli[u"projected"_s][u"straightLine"_s].toDouble()) < 1e-6);
        QVERIFY(std::abs(f.projectedWeekday - cli[u"projected"_s][u"weekday"_s].toDouble()) < 1e-6);
        const QJsonArray thresholds = cli[u"thresholds"_s].toArray();
        QCOMPARE(int(f.crossings.size()), thresholds.size());
        auto *table = panel.findChild<QTableWidget *>(u"budgetThresholdTable"_s);
        QVERIFY(table);
        QCOMPARE(table->rowCount(), thresholds.size());
        for (int i = 0; i < thresholds.size(); ++i) {
            const auto &c = f.crossings[std::size_t(i)];
            const auto day = [](const std::optional<QDate> &d) {
                return d ? QJsonValue(d->toString(Qt::ISODate)) : QJsonValue();
            };
            QCOMPARE(day(c.actual), thresholds[i][u"crossed"_s]);
            QCOMPARE(day(c.straightLine), thresholds[i][u"straightLine"_s]);
            QCOMPARE(day(c.weekday), thresholds[i][u"weekday"_s]);
        }
        auto *summary = panel.findChild<QLabel *>(u"budgetSummary"_s);
        QVERIFY2(summary->text().contains(u"(Azure)"_s), qPrintable(summary->text()));
    }

    // A refusal says Azure's words and keeps the typed budget working; a
    // budget in another currency keeps Azure's own figures and says why
    // there is no forecast.
    void budgetsRefusedOrInAnotherCurrency()
    {
        BilledCostPanel billed(m_workspace.get(), &m_nam);
        BudgetPanel panel(&billed, &m_nam);
        panel.show();
        std::vector<DailySpend> days;
        for (QDate d = m_to.addDays(-13); d <= m_to; d = d.addDays(1))
            days.push_back({d, 100.0});
        panel.setEstimate(days, u"USD"_s, m_to, 10.0, u"Off-hours scheduling"_s);
        auto *amount = panel.findChild<QDoubleSpinBox *>(u"budgetAmount"_s);
        QVERIFY(amount);
        amount->setValue(3000);
        QVERIFY(panel.forecast());
        COMPARE_NEAR(panel.forecast()->dailyRate, 100.0);
        QVERIFY(fill(billed, scope(), u"CostCenter"_s));
        auto *read = panel.findChild<QPushButton *>(u"budgetRead"_s);
        auto *status = panel.findChild<QLabel *>(u"budgetStatus"_s);
        auto *choice = panel.findChild<QComboBox *>(u"budgetChoice"_s);

        QVERIFY(m_double.setFaults(R"({"forbidden": "budgets"})"));
        QTest::mouseClick(read, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(read->isEnabled(), 30'000);
        QVERIFY2(status->text().contains(u"Cost Management Reader"_s), qPrintable(status->text()));
        QCOMPARE(choice->count(), 1);
        QVERIFY(panel.forecast()); // the typed budget still stands
        COMPARE_NEAR(panel.budget().amount, 3000.0);

        QVERIFY(m_double.setFaults(R"({"reset": true, "budgetCurrency": "EUR"})"));
        QTest::mouseClick(read, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(read->isEnabled() && choice->count() == 3, 30'000);
        choice->setCurrentIndex(choice->findText(u"gpu-fleet-monthly"_s, Qt::MatchStartsWith));
        QTRY_VERIFY_WITH_TIMEOUT(panel.notes().join(u' ').contains(u"does not convert"_s), 30'000);
        QCOMPARE(panel.budget().currency, u"EUR"_s);
        QVERIFY(panel.forecast() && panel.forecast()->spentFromAzure);
        QVERIFY(panel.notes().join(u' ').contains(u"The savings levers are in USD, the budget in "
                                                  "EUR: they are left out."_s));
        QVERIFY(m_double.setFaults(R"({"budgetCurrency": "USD"})"));
    }

  private:
    static QString scope()
    {
        return u"subscriptions/"_s + QLatin1String(AzureDoubleProcess::kSubscription);
    }
    QByteArray body() const
    {
        return CostManagementClient::requestBody({scope(), m_from, m_to, u"CostCenter"_s});
    }
    // Types into the panel's fields as a user would; false when a field is
    // missing or the Azure sign-in is not offered.
    static bool fill(BilledCostPanel &panel, const QString &scopeText, const QString &tag)
    {
        auto *source = panel.findChild<QComboBox *>(u"billedSource"_s);
        if (!source || source->currentText() != u"az"_s)
            return false;
        for (const auto &[name, text] :
             {std::pair{u"billedScope"_s, scopeText}, std::pair{u"billedTag"_s, tag}}) {
            auto *edit = panel.findChild<QLineEdit *>(name);
            if (!edit)
                return false;
            edit->selectAll();
            QTest::keyClick(edit, Qt::Key_Delete);
            QTest::keyClicks(edit, text);
            if (edit->text() != text)
                return false;
        }
        return true;
    }
    static QString statusOf(const BilledCostPanel &panel)
    {
        const auto *label = panel.findChild<QLabel *>(u"billedStatus"_s);
        return label ? label->text() : QString();
    }

    QTemporaryDir m_dir;
    AzureDoubleProcess m_double;
    QNetworkAccessManager m_nam;
    std::unique_ptr<LiveWorkspace> m_workspace;
    QDate m_from;
    QDate m_to;
};

QTEST_MAIN(TestBilledCost)
#include "tst_billedcost.moc"
