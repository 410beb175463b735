// The Cost view in Replay counts the utilisation lane of a snapshot, and
// `fleetscope-cli cost --snapshot` counts the same file: every figure of the
// group table must be the CLI's. A snapshot whose lanes cannot be counted
// shows the CLI's own message, and the period, which the snapshot fixes,
// cannot be chosen.
#include "costtablemodels.h"
#include "costview.h"
#include "liveworkspace.h"
#include "pricetable.h"
#include "processrun.h"
#include "snapshot.h"
#include "snapshotfile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include <cmath>
#include <functional>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kStepMs = 15'000;
// Three hours across midnight UTC, so the figures span two days.
const qint64 kFrom =
    QDateTime(QDate(2026, 11, 16), QTime(22, 0), QTimeZone::utc()).toMSecsSinceEpoch();
const qint64 kTo = kFrom + 3 * 3'600'000;

// Utilisation at `minutes` after kFrom; nullopt where the exporter was silent.
using Util = std::function<std::optional<double>(double minutes)>;

Series gpuSeries(const QString &node, int gpu, const QString &model, const QString &ns,
                 const std::vector<qint64> &times, const Util &util)
{
    Series s;
    std::vector<Labels::Pair> labels{{u"__name__"_s, u"DCGM_FI_DEV_GPU_UTIL"_s},
                                     {u"Hostname"_s, node},
                                     {u"gpu"_s, QString::number(gpu)},
                                     {u"modelName"_s, model}};
    if (!ns.isEmpty())
        labels.emplace_back(u"namespace"_s, ns);
    s.labels = Labels(std::move(labels));
    s.values.resize(times.size());
    s.present = GapMask(times.size(), false);
    for (std::size_t i = 0; i < times.size(); ++i)
        if (const auto u = util(double(times[i] - kFrom) / 60'000.0)) {
            s.values.cell(i) = *u;
            s.present.set(i);
        }
    return s;
}

// What the snapshot's utilisation lane reads.
enum class UtilLane
{
    PerGpu,   // DCGM_FI_DEV_GPU_UTIL per GPU: countable
    Memory,   // no lane reads DCGM_FI_DEV_GPU_UTIL
    FleetAvg, // avg(DCGM_FI_DEV_GPU_UTIL): no Hostname or gpu label
};

// A capture of a small fleet at 15 s:
//  n1 GPUs 0-1 (A100 80GB PCIe), team-a: swings between 25 and 95 %;
//  n2 GPUs 0-3 (H100), team-b: 8 % for an hour, then 85 %; GPU 2 has a NaN
//     sample, GPU 3's exporter is silent from 0:40 to 1:10;
//  n3 GPU 0 (T4, whose SKU and pool kube_node_labels give), no namespace:
//     20 % throughout;
//  n4 GPU 0 (a model without a price), team-c: 50 % for the first 90 min.
Snapshot fleetSnapshot(UtilLane lane)
{
    const QString promql = lane == UtilLane::PerGpu   ? u"DCGM_FI_DEV_GPU_UTIL"_s
                           : lane == UtilLane::Memory ? u"DCGM_FI_DEV_FB_USED"_s
                                                      : u"avg(DCGM_FI_DEV_GPU_UTIL)"_s;
    Snapshot s;
    s.title = u"GPU use, night of 16 November"_s;
    s.fromMs = kFrom;
    s.toMs = kTo;
    s.capturedAtMs = kTo + 300'000;
    s.capturedBy = u"alice"_s;
    s.appVersion = u"0.1.0"_s;
    s.dashboardJson =
        QJsonDocument(
            QJsonObject{
                {u"title"_s, u"GPU use"_s},
                {u"range"_s, u"3h"_s},
                {u"refresh"_s, u"15s"_s},
                {u"lanes"_s,
                 QJsonArray{
                     QJsonObject{{u"id"_s, u"util"_s},
                                 {u"title"_s, u"GPU utilisation"_s},
                                 {u"unit"_s, u"percent"_s},
                                 {u"queries"_s, QJsonArray{QJsonObject{{u"source"_s, u"prom"_s},
                                                                       {u"promql"_s, promql}}}}},
                     QJsonObject{{u"id"_s, u"nodes"_s},
                                 {u"title"_s, u"Nodes"_s},
                                 {u"queries"_s, QJsonArray{QJsonObject{
                                                    {u"source"_s, u"prom"_s},
                                                    {u"promql"_s, u"kube_node_labels"_s}}}}}}}})
            .toJson(QJsonDocument::Compact);
    const auto dashboard = Dashboard::fromJson(s.dashboardJson);
    if (dashboard)
        s.dashboard = *dashboard;
    else
        qWarning("%s", qPrintable(dashboard.error()));
    s.sources.push_back({u"prom"_s, u"prometheus"_s, u"http://127.0.0.1:9090"_s});

    std::vector<qint64> times;
    for (qint64 t = kFrom; t <= kTo; t += kStepMs)
        times.push_back(t);
    SeriesSet util;
    util.timesMs = times;
    if (lane == UtilLane::FleetAvg) {
        Series avg;
        avg.values.assign(times.size(), 47.0);
        avg.present = GapMask(times.size(), true);
        util.series.push_back(std::move(avg));
    } else {
        const QString a100 = u"NVIDIA A100 80GB PCIe"_s;
        const QString h100 = u"NVIDIA H100 80GB HBM3"_s;
        for (int g = 0; g < 2; ++g)
            util.series.push_back(gpuSeries(u"n1"_s, g, a100, u"team-a"_s, times, [g](double m) {
                return 60 + 35 * std::sin(m / 17 + g);
            }));
        for (int g = 0; g < 4; ++g)
            util.series.push_back(gpuSeries(u"n2"_s, g, h100, u"team-b"_s, times,
                                            [g](double m) -> std::optional<double> {
                                                if (g == 3 && m >= 40 && m < 70)
                                                    return std::nullopt;
                                                if (g == 2 && m >= 100 && m < 100.2)
                                                    return std::numeric_limits<double>::quiet_NaN();
                                                return m < 60 ? 8.0 : 85.0;
                                            }));
        util.series.push_back(
            gpuSeries(u"n3"_s, 0, u"Tesla T4"_s, QString(), times, [](double) { return 20.0; }));
        util.series.push_back(gpuSeries(u"n4"_s, 0, u"Mystery GPU 9000"_s, u"team-c"_s, times,
                                        [](double m) -> std::optional<double> {
                                            if (m >= 90)
                                                return std::nullopt;
                                            return 50.0;
                                        }));
    }
    SnapshotQuery q;
    q.laneId = u"util"_s;
    q.spec = s.dashboard.lanes.empty() ? QuerySpec{} : s.dashboard.lanes[0].queries.front();
    q.stepMs = kStepMs;
    q.data = std::move(util);
    s.queries.push_back(std::move(q));

    SeriesSet nodes;
    nodes.timesMs = times;
    Series n3;
    n3.labels = Labels({{u"__name__"_s, u"kube_node_labels"_s},
                        {u"node"_s, u"n3"_s},
                        {u"label_node_kubernetes_io_instance_type"_s, u"Standard_NC64as_T4_v3"_s},
                        {u"label_agentpool"_s, u"t4pool"_s}});
    n3.values.assign(times.size(), 1.0);
    n3.present = GapMask(times.size(), true);
    nodes.series.push_back(std::move(n3));
    SnapshotQuery k;
    k.laneId = u"nodes"_s;
    k.spec = s.dashboard.lanes.size() < 2 ? QuerySpec{} : s.dashboard.lanes[1].queries.front();
    k.stepMs = kStepMs;
    k.data = std::move(nodes);
    s.queries.push_back(std::move(k));
    return s;
}

ProcessRun cliCost(const QString &snapshot)
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                      {u"cost"_s, u"--snapshot"_s, snapshot, u"--format"_s, u"json"_s});
}

QString plainStatus(const CostView &view)
{
    const auto *status = view.findChild<QLabel *>(u"costStatus"_s);
    return status ? QTextDocumentFragment::fromHtml(status->text()).toPlainText() : QString();
}

} // namespace

class TestCostReplay : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(u"FleetScopeCostReplayTests"_s);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        // The saved price table lives under the data home: none here, so the
        // view counts with the default prices, as the CLI does without --prices.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(u"data"_s)));
        QSettings s;
        s.clear();
        s.setValue(u"cost/groupBy"_s, u"namespace"_s);
        s.setValue(u"cost/idleThreshold"_s, 30.0);
        s.setValue(u"cost/utc"_s, true);
        s.setValue(u"cost/period"_s, u"24h"_s);
    }

    void groupTableIsTheClisCount()
    {
        const Snapshot snapshot = fleetSnapshot(UtilLane::PerGpu);
        QVERIFY(!snapshot.dashboard.lanes.empty());
        const QString path = m_dir.filePath(u"night.fsnap"_s);
        const auto written = SnapshotFile::write(snapshot, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error()));

        QNetworkAccessManager nam;
        LiveWorkspace workspace(&nam);
        CostView view(&workspace, &nam);
        // Attached before the view fills its tables.
        QAbstractItemModelTester groupTester(
            view.groupModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester wasteTester(
            view.wasteModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view.prices(), PriceTable::defaults());
        view.setSnapshot(&snapshot, path);
        view.resize(1400, 900);
        view.show();
        view.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !view.review().report.gpus.empty(), 30'000);
        const CostReport &report = view.review().report;
        QCOMPARE(int(report.gpus.size()), 8);
        QCOMPARE(report.stepMs, kStepMs);

        const ProcessRun run = cliCost(path);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject cli = QJsonDocument::fromJson(run.out).object();
        QVERIFY2(!cli.isEmpty(), run.out.constData());
        QCOMPARE(report.currency, cli.value(u"currency"_s).toString());
        QCOMPARE(double(report.stepMs) / 1000, cli.value(u"stepSeconds"_s).toDouble());
        QCOMPARE(view.review().resolution, cli.value(u"resolution"_s).toString());
        // The same period, as instants.
        QCOMPARE(
            QDateTime::fromString(cli.value(u"from"_s).toString(), Qt::ISODate).toMSecsSinceEpoch(),
            report.fromMs);
        QCOMPARE(
            QDateTime::fromString(cli.value(u"to"_s).toString(), Qt::ISODate).toMSecsSinceEpoch(),
            report.toMs);

        const CostGroupModel *m = view.groupModel();
        const QJsonArray groups = cli.value(u"groups"_s).toArray();
        QCOMPARE(groups.size(), 4); // team-a, team-b, team-c and the GPU without a namespace
        QCOMPARE(m->rowCount(), int(groups.size()) + 1);
        const struct
        {
            int column;
            QString key;
        } columns[] = {{CostGroupModel::GpuHours, u"gpuHours"_s},
                       {CostGroupModel::BusyGpuHours, u"busyGpuHours"_s},
                       {CostGroupModel::IdleGpuHours, u"idleGpuHours"_s},
                       {CostGroupModel::UnobservedGpuHours, u"unobservedGpuHours"_s},
                       {CostGroupModel::Cost, u"cost"_s},
                       {CostGroupModel::IdleCost, u"idleCost"_s}};
        for (int row = 0; row < m->rowCount(); ++row) {
            const bool total = row == int(groups.size());
            const QJsonObject expected =
                total ? cli.value(u"total"_s).toObject() : groups.at(row).toObject();
            if (!total)
                QCOMPARE(m->groupAt(row), expected.value(u"group"_s).toString());
            for (const auto &c : columns) {
                const QVariant shown = m->data(m->index(row, c.column), Qt::UserRole);
                QVERIFY2(shown.isValid(), qPrintable(u"row %1 %2"_s.arg(row).arg(c.key)));
                QVERIFY(expected.value(c.key).isDouble());
                QCOMPARE(shown.toDouble(), expected.value(c.key).toDouble());
            }
        }
        // The fixture is not trivial: idle, unobserved and unpriced hours all
        // occur, so each column above compared something.
        const QJsonObject total = cli.value(u"total"_s).toObject();
        QVERIFY(total.value(u"idleGpuHours"_s).toDouble() > 0);
        QVERIFY(total.value(u"unobservedGpuHours"_s).toDouble() > 0);
        QVERIFY(total.value(u"unpricedGpuHours"_s).toDouble() > 0);
        const QJsonArray unpriced = cli.value(u"unpriced"_s).toArray();
        QCOMPARE(unpriced.size(), 1);
        QCOMPARE(unpriced.at(0)[u"node"_s].toString(), u"n4"_s);
        const auto *unpricedLabel = view.findChild<QLabel *>(u"costUnpriced"_s);
        QVERIFY(unpricedLabel && unpricedLabel->isVisible());
        QVERIFY2(unpricedLabel->text().contains(u"n4"_s), qPrintable(unpricedLabel->text()));

        // The snapshot fixes the period: nothing to choose or reload.
        auto *period = view.findChild<QComboBox *>(u"costPeriod"_s);
        QVERIFY(period);
        QVERIFY(!period->isEnabled());
        auto *reload = view.findChild<QPushButton *>(u"costReload"_s);
        QVERIFY(reload);
        QVERIFY(!reload->isEnabled());

        // Closed while the group-by editor has the focus (the first control
        // that takes it in Replay): ending that edit must not recount a view
        // that is being destroyed.
        auto *groupBy = view.findChild<QComboBox *>(u"costGroupBy"_s);
        QVERIFY(groupBy && groupBy->lineEdit());
        QApplication::setActiveWindow(&view);
        QVERIFY(QTest::qWaitForWindowActive(&view));
        groupBy->lineEdit()->setFocus();
        QTRY_VERIFY(groupBy->lineEdit()->hasFocus());
    }

    void uncountableLaneShowsTheClisMessage_data()
    {
        QTest::addColumn<int>("lane");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no utilisation lane") << int(UtilLane::Memory) << u"DCGM_FI_DEV_GPU_UTIL"_s;
        QTest::newRow("fleet average") << int(UtilLane::FleetAvg) << u"per GPU"_s;
    }

    void uncountableLaneShowsTheClisMessage()
    {
        QFETCH(int, lane);
        QFETCH(QString, mentions);
        const Snapshot snapshot = fleetSnapshot(UtilLane(lane));
        const QString path = m_dir.filePath(u"uncountable-%1.fsnap"_s.arg(lane));
        const auto written = SnapshotFile::write(snapshot, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error()));

        const ProcessRun run = cliCost(path);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        const QString prefix = u"fleetscope-cli cost: "_s;
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(err.startsWith(prefix) && !err.contains(u'\n'), run.err.constData());
        const QString message = err.mid(prefix.size());
        QVERIFY2(message.contains(mentions), qPrintable(message));

        QNetworkAccessManager nam;
        LiveWorkspace workspace(&nam);
        CostView view(&workspace, &nam);
        // Attached before the view fills its tables.
        QAbstractItemModelTester groupTester(
            view.groupModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester wasteTester(
            view.wasteModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy updated(&view, &CostView::updated);
        view.setSnapshot(&snapshot, path);
        view.show();
        view.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty() && !view.isBusy(), 30'000);
        QCOMPARE(plainStatus(view), message);
        QCOMPARE(view.groupModel()->rowCount(), 0);
        QVERIFY(view.review().report.gpus.empty());
        QVERIFY(!view.findChild<QComboBox *>(u"costPeriod"_s)->isEnabled());
        // Asked again, the same message and still no crash.
        view.reload();
        QCOMPARE(plainStatus(view), message);
    }

  private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCostReplay)
#include "tst_costreplay.moc"
