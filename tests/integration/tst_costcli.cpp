// fleetscope-cli cost over a real Prometheus holding fleet-sim history: its
// figures must equal the definitions in docs/cost.md applied by hand to the
// same utilisation series, fetched with `fleetscope-cli query`. Fleets that
// differ from fleet-sim's own are in tst_costfleets.cpp.
#include "processrun.h"
#include "promstack.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTest>

#include <cmath>

namespace {
struct Figures
{
    double gpuHours = 0, busy = 0, idle = 0, unobserved = 0, cost = 0, idleCost = 0;
};

// Per-GPU prices from ../shared/API-NOTES.md "Reference prices", written out
// here rather than taken from PriceTable so that the test checks it. fleet-sim
// gives a 2 x 4 GPU fleet one NC64as_T4_v3 node (T4s) and one node of
// A100 80GB PCIe, whose SKU (NC96ads_A100_v4) is not in the list: its model
// falls back to the NC24ads_A100_v4 price of one A100 80GB.
double pricePerGpuHour(const QString &modelName)
{
    if (modelName == QLatin1String("Tesla T4"))
        return 0.53;
    if (modelName == QLatin1String("NVIDIA A100 80GB PCIe"))
        return 3.67;
    return std::nan("");
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}
} // namespace

class TestCostCli : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        PromStackOptions o;
        o.historySecs = 3 * 3600;
        m_stack = std::make_unique<PromStack>(o);
        QString error;
        QVERIFY2(m_stack->start(&error), qPrintable(error));
        m_to = m_stack->historyToSecs();
        m_from = m_to - 2 * 3600;
    }

    // The CLI's totals and per-namespace figures equal an independent count
    // over `query` output of the same series at the same step:
    //   gpuHours = samples x 15 s (a time two series of one GPU share counts
    //   half for each), busy = sum util/100 x 15 s,
    //   idle = samples with util < 30 x 15 s, unobserved = missing grid points,
    //   cost = gpuHours x per-GPU price of the GPU's model.
    void totalsEqualIndependentCount()
    {
        const qint64 step = 15;
        const ProcessRun q = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("query"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
             QStringLiteral("avg_over_time(DCGM_FI_DEV_GPU_UTIL[15s])"), QStringLiteral("--from"),
             QString::number(m_from), QStringLiteral("--to"), QString::number(m_to),
             QStringLiteral("--step"), QStringLiteral("15s"), QStringLiteral("--format"),
             QStringLiteral("json")});
        QVERIFY2(q.exitCode == 0, q.err.constData());
        const QJsonArray result = QJsonDocument::fromJson(q.out)
                                      .object()
                                      .value(QLatin1String("data"))
                                      .toObject()
                                      .value(QLatin1String("result"))
                                      .toArray();
        QVERIFY(!result.isEmpty());
        const qint64 gridPoints = (m_to - m_from) / step + 1;
        const double h = double(step) / 3600.0;
        QMap<QString, Figures> expected;
        Figures total;
        // Unobserved is per GPU: a pod scheduled on a GPU splits its series.
        struct Gpu
        {
            QSet<qint64> seen;
            QMap<qint64, int> seriesAt; // how many of its series have a sample at a time
            QString group;
            qsizetype most = 0;
        };
        QMap<QString, Gpu> gpus;
        auto add = [&](const QString &ns, const Figures &f) {
            for (Figures *into : {&expected[ns], &total}) {
                into->gpuHours += f.gpuHours;
                into->busy += f.busy;
                into->idle += f.idle;
                into->unobserved += f.unobserved;
                into->cost += f.cost;
                into->idleCost += f.idleCost;
            }
        };
        auto gpuOf = [&gpus](const QJsonObject &metric) -> Gpu & {
            return gpus[metric.value(QLatin1String("Hostname")).toString() + QLatin1Char('/') +
                        metric.value(QLatin1String("gpu")).toString()];
        };
        // Where a GPU's series split (a pod scheduled on it), a time both
        // series have a sample at is one step of that GPU, shared between
        // them: a GPU is never counted twice at one time.
        for (const auto &v : result) {
            Gpu &gpu = gpuOf(v.toObject().value(QLatin1String("metric")).toObject());
            for (const auto &p : v.toObject().value(QLatin1String("values")).toArray())
                ++gpu.seriesAt[qint64(p.toArray().at(0).toDouble())];
        }
        for (const auto &v : result) {
            const QJsonObject metric = v.toObject().value(QLatin1String("metric")).toObject();
            const QJsonArray values = v.toObject().value(QLatin1String("values")).toArray();
            QString ns = metric.value(QLatin1String("namespace")).toString();
            if (ns.isEmpty())
                ns = QStringLiteral("(none)");
            const QString model = metric.value(QLatin1String("modelName")).toString();
            const double price = pricePerGpuHour(model);
            QVERIFY2(!std::isnan(price), qPrintable(model));
            Gpu &gpu = gpuOf(metric);
            if (gpu.group.isEmpty() || values.size() > gpu.most) {
                gpu.group = ns;
                gpu.most = values.size();
            }
            Figures f;
            for (const auto &p : values) {
                const qint64 t = qint64(p.toArray().at(0).toDouble());
                gpu.seen.insert(t);
                const double share = h / double(gpu.seriesAt.value(t, 1));
                const double util = p.toArray().at(1).toString().toDouble();
                f.gpuHours += share;
                f.busy += util / 100.0 * share;
                if (util < 30.0)
                    f.idle += share;
            }
            f.cost = f.gpuHours * price;
            f.idleCost = f.idle * price;
            add(ns, f);
        }
        QCOMPARE(gpus.size(), 8);
        for (const Gpu &gpu : std::as_const(gpus)) {
            Figures f;
            f.unobserved = double(gridPoints - gpu.seen.size()) * h;
            add(gpu.group, f);
        }

        // The CLI's figures, grouped as the count above (by namespace).
        const ProcessRun json =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                        QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                        QString::number(m_to), QStringLiteral("--step"), QStringLiteral("15s"),
                        QStringLiteral("--group-by"), QStringLiteral("namespace"),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(doc.value(QLatin1String("stepSeconds")).toDouble(), double(step));
        auto compare = [](const QString &what, const QJsonObject &cli, const Figures &want) {
            const std::pair<const char *, double> fields[] = {
                {"gpuHours", want.gpuHours}, {"busyGpuHours", want.busy},
                {"idleGpuHours", want.idle}, {"unobservedGpuHours", want.unobserved},
                {"cost", want.cost},         {"idleCost", want.idleCost}};
            for (const auto &[name, value] : fields) {
                const double got = cli.value(QLatin1String(name)).toDouble(std::nan(""));
                // Money is rounded to cents; hours are not rounded.
                const bool money = QByteArray(name).endsWith("ost");
                const bool same = money ? std::abs(got - value) <= 0.005 + 1e-9 : close(got, value);
                if (!same)
                    return QStringLiteral("%1 %2: CLI says %3, the count says %4")
                        .arg(what, QLatin1String(name))
                        .arg(got, 0, 'g', 12)
                        .arg(value, 0, 'g', 12);
            }
            return QString();
        };
        const QJsonArray groups = doc.value(QLatin1String("groups")).toArray();
        QCOMPARE(groups.size(), expected.size());
        for (const auto &g : groups) {
            const QJsonObject o = g.toObject();
            const QString name = o.value(QLatin1String("group")).toString();
            QVERIFY2(expected.contains(name), qPrintable(name));
            const QString problem = compare(name, o, expected.value(name));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        const QString problem =
            compare(QStringLiteral("total"), doc.value(QLatin1String("total")).toObject(), total);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The count is not trivially zero.
        QVERIFY(total.gpuHours > 8 * 1.5);
        QVERIFY(total.busy > 0 && total.idle > 0);
        // Requested against used: the pods' GPU requests per namespace, as
        // Prometheus sums them at each step, are each group's requested
        // GPU-hours; efficiency is used ÷ requested.
        QCOMPARE(doc.value(QLatin1String("requestedFrom")).toString(),
                 QStringLiteral("kube-state-metrics"));
        const ProcessRun rq = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("query"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--source"), QStringLiteral("prom"), QStringLiteral("--promql"),
             QStringLiteral("sum by (namespace) (max_over_time(kube_pod_container_resource_"
                            "requests{resource=\"nvidia_com_gpu\"}[15s]))"),
             QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
             QString::number(m_to), QStringLiteral("--step"), QStringLiteral("15s"),
             QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(rq.exitCode == 0, rq.err.constData());
        QMap<QString, double> requested;
        for (const QJsonValue &v : QJsonDocument::fromJson(rq.out)
                                       .object()
                                       .value(QLatin1String("data"))
                                       .toObject()
                                       .value(QLatin1String("result"))
                                       .toArray())
            for (const QJsonValue &p : v.toObject().value(QLatin1String("values")).toArray())
                requested[v.toObject()
                              .value(QLatin1String("metric"))
                              .toObject()
                              .value(QLatin1String("namespace"))
                              .toString()] += p.toArray().at(1).toString().toDouble() * h;
        QCOMPARE(requested.size(), 3); // team-a, team-b, team-c
        for (const QJsonValue &g : groups) {
            const QJsonObject o = g.toObject();
            const QString name = o.value(QLatin1String("group")).toString();
            const double want = requested.value(name);
            const double got = o.value(QLatin1String("requested"))
                                   .toObject()
                                   .value(QLatin1String("gpuHours"))
                                   .toDouble();
            QVERIFY2(close(got, want), qPrintable(QStringLiteral("%1: requested %2, Prometheus %3")
                                                      .arg(name)
                                                      .arg(got)
                                                      .arg(want)));
            if (want > 0)
                QVERIFY(close(o.value(QLatin1String("efficiency")).toDouble(),
                              o.value(QLatin1String("busyGpuHours")).toDouble() / want));
        }
        // Each ledger adds up to its group's hours, seen and not, and to its
        // cost; the used row is the busy hours; the groups' rows add up to
        // the total's.
        std::map<QString, double> rowSum;
        QJsonArray withTotal = groups;
        withTotal.append(doc.value(QLatin1String("total"))); // last: after every group
        for (const QJsonValue &g : std::as_const(withTotal)) {
            const QJsonObject o = g.toObject();
            const QJsonObject ledger = o.value(QLatin1String("ledger")).toObject();
            double hours = 0, cost = 0;
            for (const char *row : {"used", "allocatedIdle", "unallocated", "unobserved"}) {
                const QJsonObject r = ledger.value(QLatin1String(row)).toObject();
                hours += r.value(QLatin1String("gpuHours")).toDouble();
                cost += r.value(QLatin1String("cost")).toDouble();
                if (o.contains(QLatin1String("group")))
                    rowSum[QString::fromLatin1(row)] += r.value(QLatin1String("cost")).toDouble();
                else
                    QVERIFY2(close(rowSum[QString::fromLatin1(row)],
                                   r.value(QLatin1String("cost")).toDouble()),
                             qPrintable(
                                 QStringLiteral("%1: groups %2, total %3")
                                     .arg(QLatin1String(row))
                                     .arg(rowSum[QString::fromLatin1(row)], 0, 'g', 12)
                                     .arg(r.value(QLatin1String("cost")).toDouble(), 0, 'g', 12)));
            }
            QVERIFY(close(hours, o.value(QLatin1String("gpuHours")).toDouble() +
                                     o.value(QLatin1String("unobservedGpuHours")).toDouble()));
            QVERIFY(close(cost, ledger.value(QLatin1String("total"))
                                    .toObject()
                                    .value(QLatin1String("cost"))
                                    .toDouble()));
            QVERIFY(close(ledger.value(QLatin1String("used"))
                              .toObject()
                              .value(QLatin1String("gpuHours"))
                              .toDouble(),
                          o.value(QLatin1String("busyGpuHours")).toDouble()));
        }

        // The CSV form, grouped by another label: one row per GPU model.
        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
             QString::number(m_to), QStringLiteral("--group-by"), QStringLiteral("modelName")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.first(),
                 QByteArray("group,gpuHours,busyGpuHours,idleGpuHours,unobservedGpuHours,cost,"
                            "idleCost,usedGpuHours,allocatedIdleGpuHours,unallocatedGpuHours,"
                            "usedCost,allocatedIdleCost,unallocatedCost,unobservedCost,"
                            "ledgerGpuHours,ledgerCost,requestedGpuHours,efficiency,pricedBy"));
        QCOMPARE(lines.size(), 4); // header, two GPU models, total
        // fleet-sim's nodes have no instance type here: priced by GPU model.
        for (const QByteArray &l : lines.mid(1))
            QVERIFY2(l.endsWith(",gpuModel"), l.constData());
        QVERIFY(lines.at(1).startsWith("NVIDIA A100 80GB PCIe,"));
        QVERIFY(lines.at(2).startsWith("Tesla T4,"));
        QVERIFY(lines.last().startsWith("total,"));
        // Money in cents below 100: two decimals, no more.
        for (const QByteArray &l : lines.mid(1)) {
            const QList<QByteArray> cells = l.split(',');
            QCOMPARE(cells.size(), 19);
            for (int c = 5; c <= 6; ++c) {
                const int dot = cells.at(c).indexOf('.');
                QVERIFY2(dot < 0 || cells.at(c).size() - dot - 1 == 2, l.constData());
            }
        }
    }

    // Over more than a day the step defaults to 5 m averages; an explicit
    // --step gives the same shape over a short range.
    void coarseStepAverages()
    {
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                        QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                        QString::number(m_to), QStringLiteral("--step"), QStringLiteral("5m"),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(doc.value(QLatin1String("stepSeconds")).toDouble(), 300.0);
        const QJsonObject total = doc.value(QLatin1String("total")).toObject();
        const double points = double((m_to - m_from) / 300 + 1);
        QVERIFY(close(total.value(QLatin1String("gpuHours")).toDouble() +
                          total.value(QLatin1String("unobservedGpuHours")).toDouble(),
                      8 * points * 300.0 / 3600.0));
        QVERIFY(total.value(QLatin1String("cost")).toDouble() > 0);
    }

    // Past one day the default step is 5 m (the history is shorter: the
    // hours before it are unobserved, not idle).
    void longRangeDefaultsToFiveMinutes()
    {
        const qint64 from = m_to - 26 * 3600;
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
                        QStringLiteral("--from"), QString::number(from), QStringLiteral("--to"),
                        QString::number(m_to), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(doc.value(QLatin1String("stepSeconds")).toDouble(), 300.0);
        QVERIFY(doc.value(QLatin1String("resolution")).toString().contains(QLatin1String("5m")));
        const QJsonObject total = doc.value(QLatin1String("total")).toObject();
        QVERIFY(total.value(QLatin1String("unobservedGpuHours")).toDouble() > 8 * 22.0);
        QVERIFY(total.value(QLatin1String("gpuHours")).toDouble() < 8 * 4.0);
    }

    void snapshotUtilisationLane()
    {
        const QString dashboard = m_stack->workDir() + QStringLiteral("/util.json");
        QFile f(dashboard);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"title\": \"GPU use\", \"range\": \"1h\", \"refresh\": \"15s\", "
                "\"lanes\": [{\"id\": \"util\", \"title\": \"GPU utilisation\", "
                "\"unit\": \"percent\", \"queries\": [{\"source\": \"prom\", "
                "\"promql\": \"DCGM_FI_DEV_GPU_UTIL\"}]}]}");
        f.close();
        const QString snap = m_stack->workDir() + QStringLiteral("/util.fsnap");
        const ProcessRun cap =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("capture"), QStringLiteral("--sources"),
                        m_stack->sourcesFile(), QStringLiteral("--dashboard"), dashboard,
                        QStringLiteral("--from"), QString::number(m_to - 3600),
                        QStringLiteral("--to"), QString::number(m_to), QStringLiteral("-o"), snap});
        QVERIFY2(cap.exitCode == 0, cap.err.constData());
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--snapshot"), snap,
                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject total =
            QJsonDocument::fromJson(run.out).object().value(QLatin1String("total")).toObject();
        // About 8 GPUs x 1 h, whatever step the capture chose.
        const double hours = total.value(QLatin1String("gpuHours")).toDouble() +
                             total.value(QLatin1String("unobservedGpuHours")).toDouble();
        QVERIFY2(hours > 7.5 && hours < 8.5, run.out.constData());
    }

    void exitCodes()
    {
        auto cost = [](const QStringList &args) {
            return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                              QStringList{QStringLiteral("cost")} + args);
        };
        const QString range = QString::number(m_from);
        // Bad command lines: 2.
        QCOMPARE(cost({}).exitCode, 2);
        QCOMPARE(cost({QStringLiteral("--sources"), m_stack->sourcesFile()}).exitCode, 2);
        QCOMPARE(cost({QStringLiteral("--sources"), m_stack->sourcesFile(),
                       QStringLiteral("--from"), range, QStringLiteral("--to"),
                       QString::number(m_to), QStringLiteral("--format"), QStringLiteral("xml")})
                     .exitCode,
                 2);
        QCOMPARE(
            cost({QStringLiteral("--sources"), m_stack->sourcesFile(), QStringLiteral("--from"),
                  range, QStringLiteral("--to"), QString::number(m_to),
                  QStringLiteral("--idle-threshold"), QStringLiteral("-5")})
                .exitCode,
            2);
        // A bad price file: 2, naming the line.
        const QString prices = m_stack->workDir() + QStringLiteral("/prices.json");
        QFile pf(prices);
        QVERIFY(pf.open(QIODevice::WriteOnly));
        pf.write("{\n  \"skus\": {\n    \"X\": {\"gpus\": 1, \"pricePerHour\": -2}\n  }\n}\n");
        pf.close();
        ProcessRun r = cost({QStringLiteral("--sources"), m_stack->sourcesFile(),
                             QStringLiteral("--from"), range, QStringLiteral("--to"),
                             QString::number(m_to), QStringLiteral("--prices"), prices});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("prices.json:3: "), r.err.constData());
        QVERIFY(r.out.isEmpty());
        // A snapshot without utilisation: 1, one line.
        r = cost({QStringLiteral("--snapshot"),
                  QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed().count('\n'), 0);
        QVERIFY2(r.err.contains("DCGM_FI_DEV_GPU_UTIL"), r.err.constData());
        // A server that is not there: 1.
        const QString dead = m_stack->workDir() + QStringLiteral("/dead.json");
        QFile df(dead);
        QVERIFY(df.open(QIODevice::WriteOnly));
        df.write("{\"sources\": [{\"name\": \"prom\", \"type\": \"prometheus\", "
                 "\"url\": \"http://127.0.0.1:9\"}]}");
        df.close();
        r = cost({QStringLiteral("--sources"), dead, QStringLiteral("--from"), range,
                  QStringLiteral("--to"), QString::number(m_to)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
    }

  private:
    std::unique_ptr<PromStack> m_stack;
    qint64 m_from = 0;
    qint64 m_to = 0;
};

QTEST_GUILESS_MAIN(TestCostCli)
#include "tst_costcli.moc"
