// The Cost view over a real Prometheus holding a day of fleet-sim history:
// its table, its daily bars and its heat map must tell the same figures as
// `fleetscope-cli cost` for the same range, a recount after a new grouping
// must match the CLI's grouping, and a dead server must leave the figures
// shown with a message. Over a fleet with a time-sliced GPU and a stale pod
// label its notes say both, as the CLI's do.
#include "costcharts.h"
#include "costtablemodels.h"
#include "costtext.h"
#include "costview.h"
#include "liveworkspace.h"
#include "nearcompare.h"
#include "processrun.h"
#include "promstack.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
SourceList sourcesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto parsed = SourceConfig::parseFile(f.readAll());
    return parsed ? SourceList{std::move(*parsed)} : SourceList{};
}
} // namespace

class TestCostView : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QSettings s;
        s.setValue(QStringLiteral("cost/period"), QStringLiteral("24h"));
        s.setValue(QStringLiteral("cost/groupBy"), QStringLiteral("namespace"));
        s.setValue(QStringLiteral("cost/utc"), true);
        // Nights starting on any day: the last 24 h always hold one of them,
        // whatever day the test runs (the default window skips weekends).
        s.setValue(QStringLiteral("cost/levers/offDays"), 0b1111111);
        PromStackOptions o;
        o.historySecs = 25 * 3600; // a whole night is always in the last 24 h
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
        m_sources = sourcesOf(m_stack->sourcesFile());
        QVERIFY(!m_sources.sources.empty());
    }

    void cleanupTestCase() { QSettings().clear(); }

    void tableAndChartsAgreeWithCli()
    {
        QNetworkAccessManager nam;
        LiveWorkspace workspace(&nam);
        workspace.setSources(m_sources);
        CostView view(&workspace, &nam);
        // Attached before the view fills its tables.
        QAbstractItemModelTester groupTester(
            view.groupModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester wasteTester(
            view.wasteModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(1400, 900);
        view.show();
        view.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !view.review().report.gpus.empty(), 120'000);
        const CostReport &r = view.review().report;
        QCOMPARE(r.stepMs, qint64(15'000));
        QCOMPARE(int(r.gpus.size()), 8);
        QCOMPARE(view.review().notes,
                 (QStringList{u"Utilisation is DCGM_FI_DEV_GPU_UTIL."_s,
                              u"Requested GPU-hours are the pods' nvidia.com/gpu requests "
                              "(kube-state-metrics)."_s,
                              u"4 GPU(s) of model NVIDIA A100 80GB PCIe are priced as "
                              "Standard_NC24ads_A100_v4 by the price file's GPU model entry: their "
                              "node's instance type is not known (kube-state-metrics' "
                              "kube_node_labels would give it)."_s,
                              u"4 GPU(s) of model Tesla T4 are priced as Standard_NC4as_T4_v3 by "
                              "the price file's GPU model entry: their node's instance type is not "
                              "known (kube-state-metrics' kube_node_labels would give it)."_s}));

        const QJsonObject cli = runCli(r.fromMs, r.toMs, QStringLiteral("namespace"));
        compareTable(view, cli);

        // The bars: each group's days add up to its cost in the CLI.
        QMap<QString, double> fromDays;
        double idleFromDays = 0;
        for (const DayCost &d : r.days)
            for (auto it = d.groups.cbegin(); it != d.groups.cend(); ++it) {
                fromDays[it.key()] += it->cost;
                idleFromDays += it->idleCost;
            }
        for (const QJsonValue &g : cli.value(QLatin1String("groups")).toArray())
            COMPARE_NEAR(fromDays.value(g[QLatin1String("group")].toString()),
                         g[QLatin1String("cost")].toDouble());
        const QJsonObject total = cli.value(QLatin1String("total")).toObject();
        COMPARE_NEAR(idleFromDays, total.value(QLatin1String("idleCost")).toDouble());
        // The heat map: its idle and observed hours add up to the CLI's.
        double idle = 0, observed = 0;
        for (const GpuCost &g : r.gpus)
            for (int h = 0; h < kHoursPerWeek; ++h) {
                idle += g.idleByWeekHour[std::size_t(h)];
                observed += g.observedByWeekHour[std::size_t(h)];
            }
        COMPARE_NEAR(idle, total.value(QLatin1String("idleGpuHours")).toDouble());
        COMPARE_NEAR(observed, total.value(QLatin1String("gpuHours")).toDouble());
        // fleet-sim's fleet is quiet from 22:00 to 06:00 UTC: nights are idle
        // and the off-hours lever finds them on both nodes.
        const auto shares = CostCharts::idleShare(r);
        bool quietNight = false;
        for (int h = 0; h < kHoursPerWeek; ++h)
            quietNight |= h % 24 >= 1 && h % 24 <= 5 && shares[std::size_t(h)].value_or(0) > 0.5;
        QVERIFY(quietNight);
        const auto &levers = view.review().levers;
        QCOMPARE(levers.size(), std::size_t(4));
        QVERIFY(levers[0].unavailable.isEmpty());
        QVERIFY(levers[0].monthlySaving > 0);
        QVERIFY(!levers[0].evidence.empty());
        // The summary tile says the CLI's total cost as money.
        auto *tile = view.findChild<QLabel *>(QStringLiteral("costTile0"));
        QVERIFY(tile);
        QVERIFY2(tile->text().contains(
                     CostText::money(total.value(QLatin1String("cost")).toDouble(), r.currency)),
                 qPrintable(tile->text()));

        // Group by node pool: recounted from the same samples, as the CLI does.
        auto *groupBy = view.findChild<QComboBox *>(QStringLiteral("costGroupBy"));
        QVERIFY(groupBy);
        groupBy->setCurrentText(QStringLiteral("nodepool"));
        emit groupBy->activated(groupBy->currentIndex());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && view.review().groupBy == u"nodepool", 60'000);
        compareTable(view, runCli(r.fromMs, r.toMs, QStringLiteral("nodepool")));
        QCOMPARE(view.groupModel()->rowCount(), 3); // gpua100, gput4, total

        // A dead server: a message, and the figures shown stay.
        const int rows = view.groupModel()->rowCount();
        SourceList dead = m_sources;
        dead.sources.front().url = QUrl(QStringLiteral("http://127.0.0.1:9"));
        workspace.setSources(dead);
        view.invalidate();
        auto *status = view.findChild<QLabel *>(QStringLiteral("costStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && status->text().contains(u"b00020"), 60'000);
        QCOMPARE(view.groupModel()->rowCount(), rows);
    }

    // Two hours with the incident in the middle: the surge pod's GPU names
    // it for the last 40 minutes after it ended.
    void notesSaySharedAndEndedPods()
    {
        PromStackOptions o;
        o.historySecs = 2 * 3600;
        o.fleetSimArguments = {u"--time-sliced"_s, u"3"_s, u"--stale-pod-labels"_s,
                               u"--node-labels"_s};
        PromStack stack(o);
        QString error;
        QVERIFY2(stack.start(&error), qPrintable(error));
        // The test before may have left another grouping.
        QSettings().setValue(u"cost/groupBy"_s, u"namespace"_s);
        QNetworkAccessManager nam;
        LiveWorkspace workspace(&nam);
        workspace.setSources(sourcesOf(stack.sourcesFile()));
        CostView view(&workspace, &nam);
        view.resize(1400, 900);
        view.show();
        view.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !view.review().report.gpus.empty(), 60'000);
        QCOMPARE(int(view.review().report.gpus.size()), 8);

        const QStringList notes = view.review().notes;
        QCOMPARE(notes.size(), 5); // the last: the A100 node's instance type has no price
        QVERIFY2(notes.at(2).endsWith(u" is shared by 3 pods (time-slicing): its cost is split "
                                      "between them, not counted 3 times."_s),
                 qPrintable(notes.at(2)));
        QVERIFY2(notes.at(3).contains(u" for 40 min after the pod ended: those GPU-hours are "
                                      "shown as (pod ended)."_s),
                 qPrintable(notes.at(3)));
        auto *label = view.findChild<QLabel *>(u"costNotes"_s);
        QVERIFY(label && label->isVisible());
        for (const QString &n : notes)
            QVERIFY2(label->text().contains(n), qPrintable(label->text()));
        bool ended = false;
        for (int row = 0; row < view.groupModel()->rowCount(); ++row)
            ended |= view.groupModel()->groupAt(row) == u"(pod ended)";
        QVERIFY(ended);

        // The CLI says the same sentences for the same period.
        const CostReport &r = view.review().report;
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {u"cost"_s, u"--sources"_s, stack.sourcesFile(), u"--from"_s,
                        QString::number(r.fromMs / 1000), u"--to"_s, QString::number(r.toMs / 1000),
                        u"--format"_s, u"json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QStringList cliNotes;
        for (const auto &n : QJsonDocument::fromJson(run.out)[u"notes"_s].toArray())
            cliNotes << n.toString();
        QCOMPARE(cliNotes, notes);
    }

  private:
    QJsonObject runCli(qint64 fromMs, qint64 toMs, const QString &groupBy)
    {
        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--from"), QString::number(fromMs / 1000), QStringLiteral("--to"),
             QString::number(toMs / 1000), QStringLiteral("--group-by"), groupBy,
             QStringLiteral("--format"), QStringLiteral("json")});
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return QJsonDocument::fromJson(run.out).object();
    }

    // Every group row (and the total) of the table equals the CLI's figures.
    void compareTable(const CostView &view, const QJsonObject &cli)
    {
        const CostGroupModel *m = view.groupModel();
        const QJsonArray groups = cli.value(QLatin1String("groups")).toArray();
        QVERIFY(!groups.isEmpty());
        QCOMPARE(m->rowCount(), int(groups.size()) + 1);
        const struct
        {
            int column;
            const char *key;
        } columns[] = {{CostGroupModel::GpuHours, "gpuHours"},
                       {CostGroupModel::BusyGpuHours, "busyGpuHours"},
                       {CostGroupModel::IdleGpuHours, "idleGpuHours"},
                       {CostGroupModel::UnobservedGpuHours, "unobservedGpuHours"},
                       {CostGroupModel::Cost, "cost"},
                       {CostGroupModel::IdleCost, "idleCost"}};
        for (int row = 0; row < m->rowCount(); ++row) {
            const bool total = row == int(groups.size());
            const QJsonObject expected =
                total ? cli.value(QLatin1String("total")).toObject() : groups.at(row).toObject();
            if (!total)
                QCOMPARE(m->groupAt(row), expected.value(QLatin1String("group")).toString());
            for (const auto &c : columns)
                COMPARE_NEAR(m->data(m->index(row, c.column), Qt::UserRole).toDouble(),
                             expected.value(QLatin1String(c.key)).toDouble());
            // The rules that priced the row, as the CLI's "pricedBy" names them.
            QStringList pricedBy;
            for (const auto &r : expected.value(QLatin1String("pricedBy")).toArray())
                pricedBy << r.toString();
            QVERIFY(!pricedBy.isEmpty());
            QCOMPARE(m->data(m->index(row, CostGroupModel::PricedBy), Qt::UserRole).toString(),
                     pricedBy.join(QLatin1Char('+')));
            // The ledger's money, as the CLI's "ledger" has it.
            const QJsonObject ledger = expected.value(QLatin1String("ledger")).toObject();
            for (const auto &[column, key] : {std::pair{CostGroupModel::UsedCost, "used"},
                                              {CostGroupModel::AllocatedIdleCost, "allocatedIdle"},
                                              {CostGroupModel::UnallocatedCost, "unallocated"},
                                              {CostGroupModel::UnobservedCost, "unobserved"}})
                COMPARE_NEAR(m->data(m->index(row, column), Qt::UserRole).toDouble(),
                             ledger.value(QLatin1String(key))
                                 .toObject()
                                 .value(QLatin1String("cost"))
                                 .toDouble());
        }
    }

    std::unique_ptr<PromStack> m_stack;
    SourceList m_sources;
};

QTEST_MAIN(TestCostView)
#include "tst_costview.moc"
