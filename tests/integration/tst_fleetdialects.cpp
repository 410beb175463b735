// The built-in dashboard and rules on fleets whose exporters differ from
// fleet-sim's default (fleet-sim --fleet presets speaking each project's
// documented names), in a real Prometheus: doctor finds a way for every
// lane and rule, every lane of a capture has data, and the rules fire where
// the scripted incident and GPU health faults say they should.
#include "processrun.h"
#include "promstack.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

ProcessRun cli(const QStringList &args)
{
    return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN), args);
}

} // namespace

class TestFleetDialects : public QObject
{
    Q_OBJECT
  private slots:
    void builtinsWorkOnTheFleet_data()
    {
        QTest::addColumn<QStringList>("simArgs");
        QTest::addColumn<QString>("latencyMetric");
        QTest::addColumn<QString>("podsMetric");
        QTest::addColumn<QString>("hostLabel");
        QTest::addColumn<QStringList>("mustFire");

        const QStringList health = {u"GpuXidCritical"_s,      u"GpuFallenOffBus"_s,
                                    u"GpuEccDoubleBit"_s,     u"GpuRowRemapFailure"_s,
                                    u"GpuClocksSlowedDown"_s, u"GpuPcieReplays"_s};
        QTest::newRow("dcgm4 + vLLM + KSM replicas + health")
            << QStringList{u"--fleet"_s, u"dcgm4-vllm"_s, u"--health-faults"_s}
            << u"vllm:e2e_request_latency_seconds_bucket"_s << u"kube_deployment_status_replicas"_s
            << u"hostname"_s
            << (QStringList{u"InferenceLatencyP95"_s, u"GpuMemoryPressure"_s, u"GpuXidRepeated"_s} +
                health);
        QTest::newRow("MIG + Triton + health (older names)")
            << QStringList{u"--fleet"_s, u"mig-triton"_s, u"--health-faults"_s}
            << u"nv_inference_request_duration_us"_s
            << u"kube_deployment_status_replicas_available"_s << u"Hostname"_s
            << (QStringList{u"GpuMemoryPressure"_s} + health);
        QTest::newRow("TGI without kube-state-metrics")
            << QStringList{u"--fleet"_s, u"tgi-no-ksm"_s} << u"tgi_request_duration_bucket"_s
            << u"tgi_request_duration_count"_s << u"Hostname"_s
            << QStringList{u"InferenceLatencyP95"_s, u"GpuMemoryPressure"_s};
        QTest::newRow("Ray Serve without GPU_UTIL")
            << QStringList{u"--fleet"_s, u"ray-serve"_s}
            << u"ray_serve_deployment_processing_latency_ms_bucket"_s
            << u"kube_deployment_status_replicas"_s << u"Hostname"_s
            << QStringList{u"InferenceLatencyP95"_s, u"GpuMemoryPressure"_s, u"GpuIdle"_s};
    }

    void builtinsWorkOnTheFleet()
    {
        QFETCH(QStringList, simArgs);
        QFETCH(QString, latencyMetric);
        QFETCH(QString, podsMetric);
        QFETCH(QString, hostLabel);
        QFETCH(QStringList, mustFire);

        PromStackOptions o;
        o.historySecs = 2 * 3600;
        o.gpus = 3; // the health faults need three GPUs on a node (one falls off the bus)
        o.fleetSimArguments = simArgs;
        PromStack stack(o);
        QString error;
        QVERIFY2(stack.start(&error), qPrintable(error));

        // doctor: a way for every lane and rule, and the ones expected.
        const ProcessRun doctor =
            cli({u"doctor"_s, u"--sources"_s, stack.sourcesFile(), u"--format"_s, u"json"_s});
        QVERIFY2(doctor.exitCode == 0, doctor.out.constData());
        const QJsonObject report = QJsonDocument::fromJson(doctor.out).object();
        QCOMPARE(report.value(u"ok"_s).toBool(), true);
        const QJsonObject source = report.value(u"sources"_s).toArray().at(0).toObject();
        QCOMPARE(source.value(u"hostLabel"_s).toString(), hostLabel);
        QSet<QString> metrics;
        for (const auto &lane : report.value(u"lanes"_s).toArray())
            for (const auto &q : lane.toObject().value(u"quantities"_s).toArray())
                metrics.insert(q.toObject().value(u"metric"_s).toString());
        QVERIFY2(metrics.contains(latencyMetric), doctor.out.constData());
        QVERIFY2(metrics.contains(podsMetric), doctor.out.constData());

        // The text form says the same to a person.
        const ProcessRun text = cli({u"doctor"_s, u"--sources"_s, stack.sourcesFile()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Every lane and rule has a way."), text.out.constData());

        // A dashboard written for another fleet: doctor fails and says why,
        // with what the source has instead and the fix.
        if (simArgs.contains(u"dcgm4-vllm"_s)) {
            const QString own = stack.workDir() + u"/own.json"_s;
            QFile f(own);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"title\": \"own\", \"lanes\": [{\"id\": \"mem\", \"title\": \"Memory\", "
                    "\"unit\": \"percent\", \"queries\": [{\"source\": \"prom\", \"promql\": \"100 "
                    "* DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + DCGM_FI_DEV_FB_FREE + "
                    "DCGM_FI_DEV_FB_RESERVED)\"}]}]}");
            f.close();
            const ProcessRun bad =
                cli({u"doctor"_s, u"--sources"_s, stack.sourcesFile(), u"--dashboard"_s, own});
            QCOMPARE(bad.exitCode, 1);
            QVERIFY2(bad.out.contains("FAIL  Memory [prom]: the source has no "
                                      "DCGM_FI_DEV_FB_RESERVED (it has DCGM_FI_DEV_FB_FREE, "
                                      "DCGM_FI_DEV_FB_USED"),
                     bad.out.constData());
            QVERIFY2(bad.out.contains("fix: use memory used of used + free"), bad.out.constData());
        }

        // capture: every lane has data, the rules fire at the incident.
        const qint64 incident = stack.incidentAtSecs();
        const QString snap = stack.workDir() + u"/fleet.fsnap"_s;
        const ProcessRun capture = cli(
            {u"capture"_s, u"--sources"_s, stack.sourcesFile(), u"--dashboard"_s,
             u"builtin:gpu-inference"_s, u"--from"_s, QString::number(incident - 1800), u"--to"_s,
             QString::number(std::min(incident + 3300, stack.historyToSecs())), u"-o"_s, snap});
        QVERIFY2(capture.exitCode == 0, capture.err.constData());
        const ProcessRun exported = cli({u"export"_s, snap, u"--format"_s, u"json"_s});
        QCOMPARE(exported.exitCode, 0);
        const QJsonObject s = QJsonDocument::fromJson(exported.out).object();
        QSet<QString> lanesWithData;
        for (const auto &q : s.value(u"queries"_s).toArray()) {
            const QJsonObject o = q.toObject();
            if (!o.value(u"data"_s).toObject().value(u"result"_s).toArray().isEmpty())
                lanesWithData.insert(o.value(u"lane"_s).toString());
        }
        // Time to first token is a lane of its own where the server has it.
        QSet<QString> expected{u"gpu_memory"_s, u"p95_latency"_s, u"pods"_s};
        if (latencyMetric.startsWith(u"vllm:"_s))
            expected.insert(u"ttft"_s);
        QCOMPARE(lanesWithData, expected);
        QVERIFY(!s.value(u"fleetFit"_s).toArray().isEmpty());

        QSet<QString> fired;
        for (const auto &v : s.value(u"alerts"_s).toArray()) {
            const QJsonObject a = v.toObject();
            if (a.value(u"firingAt"_s).isNull())
                continue;
            const QString rule = a.value(u"rule"_s).toString();
            fired.insert(rule);
            const QJsonObject labels = a.value(u"labels"_s).toObject();
            // A GPU alert names its host, whatever the label is called.
            if (rule.startsWith(QLatin1String("Gpu")))
                QVERIFY2(!labels.value(hostLabel).toString().isEmpty(),
                         qPrintable(rule + QLatin1Char(' ') +
                                    QString::fromUtf8(QJsonDocument(labels).toJson())));
        }
        for (const QString &rule : mustFire)
            QVERIFY2(fired.contains(rule),
                     qPrintable(rule + u" did not fire; fired: "_s +
                                QStringList(fired.begin(), fired.end()).join(u", ")));
    }
};

QTEST_GUILESS_MAIN(TestFleetDialects)
#include "tst_fleetdialects.moc"
