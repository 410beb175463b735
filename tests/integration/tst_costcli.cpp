// fleetscope-cli cost over a real Prometheus holding fleet-sim history: its
// figures must equal the definitions in docs/cost.md applied by hand to the
// same utilisation series, fetched with `fleetscope-cli query`. Fleets that
// differ from fleet-sim's own in one way (GPUs time-sliced between pods, pod
// labels that outlive their pods, MIG, no GPU_UTIL, dcgm's newer host label)
// run over the same two hours and are held against its figures.
#include "costdata.h"
#include "processrun.h"
#include "promstack.h"
#include "savingslevers.h"

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

const QStringList kFigures{QStringLiteral("gpuHours"),     QStringLiteral("busyGpuHours"),
                           QStringLiteral("idleGpuHours"), QStringLiteral("unobservedGpuHours"),
                           QStringLiteral("cost"),         QStringLiteral("idleCost")};

QMap<QString, QJsonObject> groupsOf(const QJsonObject &doc)
{
    QMap<QString, QJsonObject> out;
    for (const auto &g : doc.value(QLatin1String("groups")).toArray())
        out.insert(g[QLatin1String("group")].toString(), g.toObject());
    return out;
}

double hoursOf(const QMap<QString, QJsonObject> &groups, const QString &group)
{
    return groups.value(group).value(QLatin1String("gpuHours")).toDouble();
}

// The result of an instant query at `at`.
QJsonArray instant(PromStack &stack, const QString &promql, qint64 at)
{
    QString error;
    const QJsonDocument doc = stack.getJson(
        QStringLiteral("/api/v1/query"),
        QUrlQuery{{QStringLiteral("query"), promql}, {QStringLiteral("time"), QString::number(at)}},
        &error);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return doc.object()
        .value(QLatin1String("data"))
        .toObject()
        .value(QLatin1String("result"))
        .toArray();
}

QString labelOf(const QJsonValue &result, const char *name)
{
    return result[QLatin1String("metric")][QLatin1String(name)].toString();
}

SourceList sourcesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto parsed = SourceConfig::parseFile(f.readAll());
    return parsed ? SourceList{std::move(*parsed)} : SourceList{};
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

        // The CSV form, grouped by another label: one row per GPU model.
        const ProcessRun run = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("cost"), QStringLiteral("--sources"), m_stack->sourcesFile(),
             QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
             QString::number(m_to), QStringLiteral("--group-by"), QStringLiteral("modelName")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.first(),
                 QByteArray(
                     "group,gpuHours,busyGpuHours,idleGpuHours,unobservedGpuHours,cost,idleCost"));
        QCOMPARE(lines.size(), 4); // header, two GPU models, total
        QVERIFY(lines.at(1).startsWith("NVIDIA A100 80GB PCIe,"));
        QVERIFY(lines.at(2).startsWith("Tesla T4,"));
        QVERIFY(lines.last().startsWith("total,"));
        // Money in cents below 100: two decimals, no more.
        for (const QByteArray &l : lines.mid(1)) {
            const QList<QByteArray> cells = l.split(',');
            QCOMPARE(cells.size(), 7);
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

    // GPU 0 of the last node time-sliced between three pods, and the first
    // surge pod's GPU naming that pod for 80 minutes after it ended: the
    // fleet's totals stay those of fleet-sim's own fleet, the shared GPU's
    // hours are split three ways and the stale pod's go to (pod ended).
    void sharedGpusAndEndedPods()
    {
        const auto stack = startFleet({QStringLiteral("--time-sliced"), QStringLiteral("3"),
                                       QStringLiteral("--stale-pod-labels")});
        QVERIFY(stack);
        const QJsonObject own = costJson(*m_stack);
        const QJsonObject doc = costJson(*stack);
        QCOMPARE(doc.value(QLatin1String("gpus")).toInt(), 8);
        QCOMPARE(doc.value(QLatin1String("utilisationMetric")).toString(),
                 QStringLiteral("DCGM_FI_DEV_GPU_UTIL"));
        // GPU-hours are the fleet's own; busy and idle hours may differ by
        // the step where the ended pod's series would have split.
        const double step = 15.0 / 3600.0;
        for (const QString &f : kFigures) {
            const double got = doc[QLatin1String("total")][f].toDouble();
            const double want = own[QLatin1String("total")][f].toDouble();
            QVERIFY2(f.contains(QLatin1String("Cost")) || f.startsWith(QLatin1String("busy")) ||
                             f.startsWith(QLatin1String("idle"))
                         ? std::abs(got - want) <= step * 4.0
                         : close(got, want),
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(f).arg(got).arg(want)));
        }

        // The shared GPU and its pods, as the server has them.
        const QJsonArray shared = instant(
            *stack, QStringLiteral("count by (Hostname, gpu, UUID) (DCGM_FI_DEV_GPU_UTIL) > 1"),
            m_to);
        QCOMPARE(shared.size(), 1);
        const QString uuid = labelOf(shared.first(), "UUID");
        const QString sharedGpu =
            labelOf(shared.first(), "Hostname") + QLatin1Char('/') + labelOf(shared.first(), "gpu");
        const QString selector = QStringLiteral("DCGM_FI_DEV_GPU_UTIL{UUID=\"%1\"}").arg(uuid);
        const QJsonArray before = instant(*m_stack, selector, m_to);
        QCOMPARE(before.size(), 1);
        QSet<QString> sharing;
        for (const auto &r : instant(*stack, selector, m_to))
            sharing << labelOf(r, "namespace");
        QCOMPARE(sharing.size(), 3);
        // The GPU that names a pod Kubernetes no longer has.
        const QJsonArray stale =
            instant(*stack,
                    QStringLiteral(
                        "DCGM_FI_DEV_GPU_UTIL{pod!=\"\"} unless on (namespace, pod) kube_pod_info"),
                    m_to);
        QCOMPARE(stale.size(), 1);

        // Each step of the shared GPU is a third for each pod's namespace;
        // the ended pod's GPU is (none) without labels and (pod ended) with
        // them, from I+40m (the scale-down) to the end. Prometheus 2's range
        // selectors include their first instant, so the step at I+40m still
        // sees the pod: a step either way is allowed for.
        const double sharedHours = double((m_to - m_from) / 15 + 1) * step;
        const double endedHours =
            double((m_to - (m_stack->incidentAtSecs() + 40 * 60)) / 15 + 1) * step;
        const auto ownGroups = groupsOf(own);
        const auto groups = groupsOf(doc);
        QMap<QString, double> expected;
        for (auto it = ownGroups.cbegin(); it != ownGroups.cend(); ++it)
            expected[it.key()] = hoursOf(ownGroups, it.key());
        expected[labelOf(before.first(), "namespace")] -= sharedHours;
        for (const QString &ns : sharing)
            expected[ns] += sharedHours / 3.0;
        expected[QStringLiteral("(none)")] -= endedHours;
        expected[QStringLiteral("(pod ended)")] = endedHours;
        QCOMPARE(groups.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(std::abs(hoursOf(groups, it.key()) - it.value()) <= step + 1e-9,
                     qPrintable(QStringLiteral("%1: %2, expected %3")
                                    .arg(it.key())
                                    .arg(hoursOf(groups, it.key()))
                                    .arg(it.value())));

        const QStringList notes = notesOf(doc);
        QCOMPARE(notes.size(), 3);
        QCOMPARE(notes.at(0), QStringLiteral("Utilisation is DCGM_FI_DEV_GPU_UTIL."));
        QCOMPARE(notes.at(1), QStringLiteral("GPU %1 is shared by 3 pods (time-slicing): its cost "
                                             "is split between them, not counted 3 times.")
                                  .arg(sharedGpu));
        QCOMPARE(notes.at(2),
                 QStringLiteral("GPU %1/%2 reported pod %3/%4 for 80 min after the pod ended: "
                                "those GPU-hours are shown as (pod ended).")
                     .arg(labelOf(stale.first(), "Hostname"), labelOf(stale.first(), "gpu"),
                          labelOf(stale.first(), "namespace"), labelOf(stale.first(), "pod")));
    }

    // MIG: GR_ENGINE_ACTIVE per instance (no GPU_UTIL), each physical GPU
    // counted once, its pod's namespace holding the half its instance is.
    void migCountsPhysicalGpus()
    {
        const auto stack = startFleet({QStringLiteral("--mig")});
        QVERIFY(stack);
        const QJsonObject own = costJson(*m_stack);
        const QJsonObject doc = costJson(*stack);
        QCOMPARE(doc.value(QLatin1String("gpus")).toInt(), 8);
        QCOMPARE(doc.value(QLatin1String("utilisationMetric")).toString(),
                 QStringLiteral("DCGM_FI_PROF_GR_ENGINE_ACTIVE"));
        for (const char *f : {"gpuHours", "unobservedGpuHours", "cost"})
            QVERIFY2(close(doc[QLatin1String("total")][QLatin1String(f)].toDouble(),
                           own[QLatin1String("total")][QLatin1String(f)].toDouble()),
                     f);
        const auto ownGroups = groupsOf(own);
        const auto groups = groupsOf(doc);
        double halves = 0;
        for (auto it = ownGroups.cbegin(); it != ownGroups.cend(); ++it) {
            if (it.key() == QLatin1String("(none)"))
                continue;
            QVERIFY2(close(hoursOf(groups, it.key()), hoursOf(ownGroups, it.key()) / 2),
                     qPrintable(it.key()));
            halves += hoursOf(ownGroups, it.key()) / 2;
        }
        QVERIFY(close(hoursOf(groups, QStringLiteral("(none)")),
                      hoursOf(ownGroups, QStringLiteral("(none)")) + halves));
        QVERIFY(doc[QLatin1String("total")][QLatin1String("busyGpuHours")].toDouble() > 0);
        const QStringList notes = notesOf(doc);
        QCOMPARE(notes.size(), 2);
        QVERIFY2(notes.at(0).startsWith(
                     QStringLiteral("Utilisation is DCGM_FI_PROF_GR_ENGINE_ACTIVE × 100")),
                 qPrintable(notes.at(0)));
        QVERIFY2(notes.at(1).startsWith(QStringLiteral("MIG: 8 GPU(s) report as 16 instances.")),
                 qPrintable(notes.at(1)));
    }

    // No GPU_UTIL and no kube-state-metrics: the engine's ratio as percent,
    // the same GPU-hours, and no judgement of pod labels (and no word of it).
    void noGpuUtilNoKubePodInfo()
    {
        const auto stack =
            startFleet({QStringLiteral("--no-gpu-util"), QStringLiteral("--ksm"),
                        QStringLiteral("none"), QStringLiteral("--stale-pod-labels")});
        QVERIFY(stack);
        const QJsonObject own = costJson(*m_stack);
        QByteArray err;
        const QJsonObject doc = costJson(*stack, QStringLiteral("namespace"), &err);
        QVERIFY2(!err.contains("kube_pod_info"), err.constData());
        QCOMPARE(doc.value(QLatin1String("utilisationMetric")).toString(),
                 QStringLiteral("DCGM_FI_PROF_GR_ENGINE_ACTIVE"));
        QVERIFY(close(doc[QLatin1String("total")][QLatin1String("gpuHours")].toDouble(),
                      own[QLatin1String("total")][QLatin1String("gpuHours")].toDouble()));
        // GR_ENGINE_ACTIVE runs at 0.97 of GPU_UTIL / 100 in fleet-sim.
        const double busy = doc[QLatin1String("total")][QLatin1String("busyGpuHours")].toDouble();
        const double ownBusy =
            own[QLatin1String("total")][QLatin1String("busyGpuHours")].toDouble();
        QVERIFY2(busy > 0.9 * ownBusy && busy < 1.05 * ownBusy,
                 qPrintable(QStringLiteral("%1 vs %2").arg(busy).arg(ownBusy)));
        QVERIFY(!groupsOf(doc).contains(QStringLiteral("(pod ended)")));
        QCOMPARE(notesOf(doc).size(), 1);

        // The CSV form says the metric on stderr.
        const ProcessRun csv =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--sources"), stack->sourcesFile(),
                        QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                        QString::number(m_to)});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY2(csv.err.contains("note: Utilisation is DCGM_FI_PROF_GR_ENGINE_ACTIVE"),
                 csv.err.constData());
    }

    // dcgm-exporter's newer host label (hostname): as many nodes, and the
    // same right-sizing per node, as with Hostname (grouping by one of them
    // alone collapses the other fleet into one node).
    void hostLabelHostnameKeepsEveryNode()
    {
        const auto stack = startFleet({QStringLiteral("--host-label"), QStringLiteral("hostname")});
        QVERIFY(stack);
        const QJsonArray spelled =
            instant(*stack, QStringLiteral("count(DCGM_FI_DEV_GPU_UTIL{hostname!=\"\"})"), m_to);
        QCOMPARE(spelled.size(), 1);

        QCOMPARE(groupsOf(costJson(*stack, QStringLiteral("node"))).keys(),
                 groupsOf(costJson(*m_stack, QStringLiteral("node"))).keys());
        QCOMPARE(groupsOf(costJson(*m_stack, QStringLiteral("node"))).size(), 2);

        // fleet-sim's GPUs are the smallest of their kind, so the test's
        // price table adds a cheap GPU just large enough for each node's peak
        // (no headroom): right-sizing has a suggestion for every node.
        const auto hostnameData = load(*stack);
        const auto capitalData = load(*m_stack);
        QVERIFY2(hostnameData, hostnameData ? "" : qPrintable(hostnameData.error().message));
        QVERIFY2(capitalData, capitalData ? "" : qPrintable(capitalData.error().message));
        QCOMPARE(capitalData->peaks.size(), 2);
        QCOMPARE(hostnameData->peaks, capitalData->peaks);
        PriceTable prices = PriceTable::defaults();
        for (auto it = capitalData->peaks.cbegin(); it != capitalData->peaks.cend(); ++it)
            prices.setSku(QStringLiteral("Fit_") + it.key(),
                          {1, 0.01, QStringLiteral("Fit"), std::ceil(*it) + 0.5});
        SavingsLevers::Assumptions assumptions;
        assumptions.headroomPct = 0;
        struct Review
        {
            QStringList nodes;
            SavingsLevers::Lever rightSizing;
        };
        auto review = [&](const CostData &data) {
            Review out;
            const CostReport report = CostDataLoader::count(data, prices, {});
            for (const GpuCost &g : report.gpus)
                if (!out.nodes.contains(g.node))
                    out.nodes << g.node;
            out.nodes.sort();
            for (const auto &l : SavingsLevers::compute(report, prices, data.peaks, assumptions))
                if (l.kind == SavingsLevers::Kind::RightSizing)
                    out.rightSizing = l;
            return out;
        };
        const Review hostname = review(*hostnameData);
        const Review capital = review(*capitalData);
        QCOMPARE(capital.nodes.size(), 2);
        QCOMPARE(hostname.nodes, capital.nodes);
        QCOMPARE(capital.rightSizing.evidence.size(), std::size_t(2));
        QCOMPARE(hostname.rightSizing.evidence.size(), capital.rightSizing.evidence.size());
        for (std::size_t i = 0; i < capital.rightSizing.evidence.size(); ++i) {
            const SavingsLevers::Evidence &a = hostname.rightSizing.evidence[i];
            const SavingsLevers::Evidence &b = capital.rightSizing.evidence[i];
            QCOMPARE(a.subject, b.subject);
            QCOMPARE(a.detail, QStringLiteral("Fit_") + b.subject);
            QCOMPARE(a.detail, b.detail);
            QCOMPARE(a.gpus, 4);
            QCOMPARE(b.gpus, 4);
            QVERIFY(close(a.peakGiB, b.peakGiB));
            QVERIFY(close(a.saving, b.saving));
        }
        QVERIFY(close(hostname.rightSizing.monthlySaving, capital.rightSizing.monthlySaving));
    }

  private:
    // A fleet of the same shape, seed and incident as m_stack's over its
    // last two hours, with fleet-sim options of its own.
    std::unique_ptr<PromStack> startFleet(const QStringList &fleetSimArguments)
    {
        PromStackOptions o;
        o.historySecs = m_to - m_from;
        o.endSecs = m_to;
        o.originSecs = m_stack->originSecs();
        o.incidentAtSecs = m_stack->incidentAtSecs();
        o.fleetSimArguments = fleetSimArguments;
        auto stack = std::make_unique<PromStack>(o);
        QString error;
        if (!stack->start(&error)) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        return stack;
    }

    // `cost --format json` over [m_from, m_to] at 15 s.
    QJsonObject costJson(const PromStack &stack,
                         const QString &groupBy = QStringLiteral("namespace"),
                         QByteArray *err = nullptr)
    {
        const ProcessRun run =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("cost"), QStringLiteral("--sources"), stack.sourcesFile(),
                        QStringLiteral("--from"), QString::number(m_from), QStringLiteral("--to"),
                        QString::number(m_to), QStringLiteral("--step"), QStringLiteral("15s"),
                        QStringLiteral("--group-by"), groupBy, QStringLiteral("--format"),
                        QStringLiteral("json")});
        if (run.exitCode != 0)
            qWarning("cost: %s", run.err.constData());
        if (err)
            *err = run.err;
        return QJsonDocument::fromJson(run.out).object();
    }

    // What the Cost view counts, with peak memory, over [m_from, m_to].
    CostDataLoader::Result load(const PromStack &stack)
    {
        return CostDataLoader::fromSources(sourcesOf(stack.sourcesFile()),
                                           {m_from * 1000, m_to * 1000, 15'000, true});
    }

    static QStringList notesOf(const QJsonObject &doc)
    {
        QStringList out;
        for (const auto &n : doc.value(QLatin1String("notes")).toArray())
            out << n.toString();
        return out;
    }

    std::unique_ptr<PromStack> m_stack;
    qint64 m_from = 0;
    qint64 m_to = 0;
};

QTEST_GUILESS_MAIN(TestCostCli)
#include "tst_costcli.moc"
