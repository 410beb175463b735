// fleetscope-cli cost (and the Cost view's loader) over fleets that differ
// from fleet-sim's own in one way (GPUs time-sliced between pods, pod labels
// that outlive their pods, MIG, no GPU_UTIL, dcgm's newer host label), each
// over the same two hours as fleet-sim's own fleet and held against its
// figures.
#include "costdata.h"
#include "processrun.h"
#include "promstack.h"
#include "savingslevers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <map>

namespace {
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

class TestCostFleets : public QObject
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

    // GPU 0 of the last node time-sliced between three pods, and the first
    // surge pod's GPU naming that pod for 80 minutes after it ended: the
    // fleet's hours stay those of fleet-sim's own fleet, the shared GPU's
    // hours are split three ways and the stale pod's go to (pod ended).
    // kube-state-metrics names each node's instance type here, which then
    // prices its GPUs instead of their model.
    void sharedGpusAndEndedPods()
    {
        const auto stack =
            startFleet({QStringLiteral("--time-sliced"), QStringLiteral("3"),
                        QStringLiteral("--stale-pod-labels"), QStringLiteral("--node-labels")});
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
            if (f.contains(QLatin1String("ost")))
                continue; // other prices: below
            QVERIFY2(f.startsWith(QLatin1String("busy")) || f.startsWith(QLatin1String("idle"))
                         ? std::abs(got - want) <= step * 4.0
                         : close(got, want),
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(f).arg(got).arg(want)));
        }

        // The T4 node is priced by its instance type. The A100 node's
        // (Standard_NC96ads_A100_v4) is not in the reference prices, so its
        // GPUs fall back to their model's SKU, and a note says which to add.
        const PriceTable prices = PriceTable::defaults();
        const auto ownModels = groupsOf(costJson(*m_stack, QStringLiteral("modelName")));
        const std::map<QString, std::pair<QString, QString>> ruleOf{
            {QStringLiteral("Tesla T4"),
             {QStringLiteral("instanceType"), QStringLiteral("Standard_NC64as_T4_v3")}},
            {QStringLiteral("NVIDIA A100 80GB PCIe"),
             {QStringLiteral("gpuModel"), QStringLiteral("Standard_NC24ads_A100_v4")}}};
        double expectedCost = 0;
        for (const auto &[model, rule] : ruleOf)
            expectedCost += hoursOf(ownModels, model) * prices.sku(rule.second)->pricePerGpuHour();
        const double cost = doc[QLatin1String("total")][QLatin1String("cost")].toDouble();
        QVERIFY2(std::abs(cost - expectedCost) < 0.01 * expectedCost,
                 qPrintable(QStringLiteral("%1 vs %2").arg(cost).arg(expectedCost)));
        const QJsonArray pricing = doc[QLatin1String("pricing")].toArray();
        QCOMPARE(pricing.size(), 2);
        for (const auto &u : pricing) {
            const auto &rule = ruleOf.at(u[QLatin1String("modelName")].toString());
            QCOMPARE(u[QLatin1String("rule")].toString(), rule.first);
            QCOMPARE(u[QLatin1String("sku")].toString(), rule.second);
            QCOMPARE(u[QLatin1String("gpus")].toInt(), 4);
        }
        QCOMPARE(doc[QLatin1String("total")][QLatin1String("pricedBy")].toArray(),
                 (QJsonArray{QStringLiteral("instanceType"), QStringLiteral("gpuModel")}));
        // Without the node labels, fleet-sim's own fleet is priced by model,
        // and its notes say so once per model.
        const QJsonArray ownPricing = own[QLatin1String("pricing")].toArray();
        QCOMPARE(ownPricing.size(), 2);
        QCOMPARE(ownPricing.at(0)[QLatin1String("rule")].toString(), QStringLiteral("gpuModel"));
        QVERIFY(notesOf(own).contains(QStringLiteral(
            "4 GPU(s) of model Tesla T4 are priced as Standard_NC4as_T4_v3 by the price file's GPU "
            "model entry: their node's instance type is not known (kube-state-metrics' "
            "kube_node_labels would give it).")));

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
        QCOMPARE(notes.size(), 5);
        QCOMPARE(notes.at(0), QStringLiteral("Utilisation is DCGM_FI_DEV_GPU_UTIL."));
        QCOMPARE(notes.at(4),
                 QStringLiteral("4 GPU(s) of model NVIDIA A100 80GB PCIe are priced as "
                                "Standard_NC24ads_A100_v4 by the price file's GPU model entry: "
                                "their node's instance type Standard_NC96ads_A100_v4 has no price "
                                "(add it to the price file)."));
        QCOMPARE(
            notes.at(1),
            QStringLiteral(
                "Requested GPU-hours are the pods' nvidia.com/gpu requests (kube-state-metrics)."));
        QCOMPARE(notes.at(2), QStringLiteral("GPU %1 is shared by 3 pods (time-slicing): its cost "
                                             "is split between them, not counted 3 times.")
                                  .arg(sharedGpu));
        QCOMPARE(notes.at(3),
                 QStringLiteral("GPU %1/%2 reported pod %3/%4 for 80 min after the pod ended: "
                                "those GPU-hours are shown as (pod ended).")
                     .arg(labelOf(stale.first(), "Hostname"), labelOf(stale.first(), "gpu"),
                          labelOf(stale.first(), "namespace"), labelOf(stale.first(), "pod")));
    }

    // MIG: GR_ENGINE_ACTIVE per instance (no GPU_UTIL), each physical GPU
    // counted once. fleet-sim splits each GPU in two: on the A100 80GB node
    // two 3g.40gb instances, 3/7 each by the documented profiles, so that a
    // seventh of every GPU is empty slices; on the T4 node a profile no T4
    // has, which the notes name and which splits its GPU by size.
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
        QVERIFY(doc[QLatin1String("total")][QLatin1String("busyGpuHours")].toDouble() > 0);
        // Each model's GPUs keep their hours, empty slices included.
        const QString a100 = QStringLiteral("NVIDIA A100 80GB PCIe");
        const auto ownModels = groupsOf(costJson(*m_stack, QStringLiteral("modelName")));
        const auto models = groupsOf(costJson(*stack, QStringLiteral("modelName")));
        QCOMPARE(models.keys(), ownModels.keys());
        for (auto it = ownModels.cbegin(); it != ownModels.cend(); ++it)
            QVERIFY2(close(hoursOf(models, it.key()), hoursOf(ownModels, it.key())),
                     qPrintable(it.key()));
        const QStringList notes = notesOf(doc);
        QCOMPARE(notes.size(), 6); // and the two GPU models' prices, at the end
        QVERIFY2(notes.at(0).startsWith(
                     QStringLiteral("Utilisation is DCGM_FI_PROF_GR_ENGINE_ACTIVE × 100")),
                 qPrintable(notes.at(0)));
        // The empty seventh of each A100, in hours, as the note says them.
        const QRegularExpression mig(QStringLiteral(
            R"(^MIG: 8 GPU\(s\) report as 16 instances\..*unallocated \(([0-9.]+) GPU-hours\))"));
        const QRegularExpressionMatch m = mig.match(notes.at(2));
        QVERIFY2(m.hasMatch(), qPrintable(notes.at(2)));
        QVERIFY2(std::abs(m.captured(1).toDouble() - hoursOf(ownModels, a100) / 7) < 0.01,
                 qPrintable(notes.at(2)));
        QVERIFY2(
            notes.at(3).startsWith(QStringLiteral(
                "MIG profile 3g.8gb on Tesla T4 is not among the documented profiles (4 GPU(s)")),
            qPrintable(notes.at(3)));
        // Those slices held no pod: in the namespaces' ledger they are
        // unallocated hours of no namespace.
        const auto groups = groupsOf(doc);
        const double noneUnallocated =
            groups
                .value(QStringLiteral("(none)"))[QLatin1String("ledger")][QLatin1String(
                    "unallocated")][QLatin1String("gpuHours")]
                .toDouble();
        QVERIFY(noneUnallocated >= m.captured(1).toDouble() - 0.01);
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
        // The metric, where requests came from, the two models' prices.
        QCOMPARE(notesOf(doc).size(), 4);

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

QTEST_GUILESS_MAIN(TestCostFleets)
#include "tst_costfleets.moc"
