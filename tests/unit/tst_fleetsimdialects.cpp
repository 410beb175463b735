// fleet-sim's exporter dialects, read from its backfill files: which
// families and labels each dialect prints, that every latency dialect
// carries the same simulated requests, and the pod attribution options
// (time-slicing, stale pod labels; the health faults: tst_fleetsimhealth). No server is started: a
// backfill of a few steps takes a fraction of a second.

#include "fleetsimexposition.h"

#include <QCryptographicHash>
#include <QMap>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace FleetSimExposition;

class TestFleetSimDialects : public QObject
{
    Q_OBJECT

  private slots:
    void defaultOutputIsUnchanged();
    void presetsAreTheirOptions_data();
    void presetsAreTheirOptions();
    void dcgmAndKubeStateMetricsOptions();
    void latencyDialectsCarryTheSameRequests_data();
    void latencyDialectsCarryTheSameRequests();
    void tritonCountsTheSameRequests();
    void vllmTimeToFirstToken();
    void migSplitsEveryGpu();
    void timeSlicedGpuReportsOncePerPod();
    void stalePodLabelsOutliveThePod();
};

void TestFleetSimDialects::defaultOutputIsUnchanged()
{
    // The demo, the snapshot and every test rely on fleet-sim's own output.
    // The hash is of the output before exporter dialects existed; a change
    // to the simulation itself must update it knowingly.
    // Since then kube-state-metrics' resource requests were added beside the
    // rest: without them the output is the very same.
    const QByteArray base = backfill({}, kIncident + 13 * kMinute, kIncident + 19 * kMinute);
    QVERIFY(!base.isEmpty());
    QByteArray before;
    int requests = 0;
    for (const QByteArray &line : base.split('\n')) {
        if (line.contains("kube_pod_container_resource_requests")) {
            ++requests;
            continue;
        }
        before += line + '\n';
    }
    before.chop(1);
    QVERIFY(requests > 2);
    QCOMPARE(QCryptographicHash::hash(before, QCryptographicHash::Sha256).toHex(),
             "ef40eeb720496eeb7c75ae5db29d7b0c8586bf96697901731a805237330309b7");
    QCOMPARE(backfill({u"--fleet"_s, u"fleet-sim"_s}, kIncident + 13 * kMinute,
                      kIncident + 19 * kMinute),
             base);
    QCOMPARE(backfill({u"--host-label"_s, u"Hostname"_s, u"--ksm"_s, u"full"_s, u"--latency"_s,
                       u"generic"_s},
                      kIncident + 13 * kMinute, kIncident + 19 * kMinute),
             base);
}

void TestFleetSimDialects::presetsAreTheirOptions_data()
{
    QTest::addColumn<QStringList>("preset");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("dcgm4-vllm") << QStringList{u"--fleet"_s, u"dcgm4-vllm"_s}
                                << QStringList{
                                       u"--host-label"_s, u"hostname"_s, u"--no-fb-reserved"_s,
                                       u"--ksm"_s,        u"replicas"_s, u"--latency"_s,
                                       u"vllm"_s};
    QTest::newRow("mig-triton") << QStringList{u"--fleet"_s, u"mig-triton"_s}
                                << QStringList{u"--mig"_s, u"--latency"_s, u"triton"_s};
    QTest::newRow("tgi-no-ksm") << QStringList{u"--fleet"_s, u"tgi-no-ksm"_s}
                                << QStringList{u"--ksm"_s, u"none"_s, u"--latency"_s, u"tgi"_s,
                                               u"--no-fb-reserved"_s};
    QTest::newRow("ray-serve") << QStringList{u"--fleet"_s, u"ray-serve"_s}
                               << QStringList{u"--no-gpu-util"_s, u"--ksm"_s, u"replicas"_s,
                                              u"--latency"_s, u"ray"_s};
    QTest::newRow("otel-ms") << QStringList{u"--fleet"_s, u"otel-ms"_s}
                             << QStringList{u"--host-label"_s, u"hostname"_s, u"--latency"_s,
                                            u"otel-ms"_s};
    // Options beside a preset override it.
    QTest::newRow("override") << QStringList{u"--fleet"_s, u"dcgm4-vllm"_s, u"--latency"_s,
                                             u"tgi"_s, u"--health-faults"_s}
                              << QStringList{
                                     u"--host-label"_s, u"hostname"_s,       u"--no-fb-reserved"_s,
                                     u"--ksm"_s,        u"replicas"_s,       u"--latency"_s,
                                     u"tgi"_s,          u"--health-faults"_s};
}

void TestFleetSimDialects::presetsAreTheirOptions()
{
    QFETCH(QStringList, preset);
    QFETCH(QStringList, options);
    const qint64 at = kIncident + 16 * kMinute;
    const QByteArray fromPreset = backfill(preset, at, at);
    QVERIFY(!fromPreset.isEmpty());
    QCOMPARE(fromPreset, backfill(options, at, at));
    QVERIFY(fromPreset != backfill({}, at, at));
}

void TestFleetSimDialects::dcgmAndKubeStateMetricsOptions()
{
    const qint64 at = kIncident + 16 * kMinute;
    const Exposition own = parse(backfill({}, at, at));
    const Exposition newer =
        parse(backfill({u"--host-label"_s, u"hostname"_s, u"--no-fb-reserved"_s, u"--no-gpu-util"_s,
                        u"--ksm"_s, u"replicas"_s},
                       at, at));
    QVERIFY(!own.samples.isEmpty());
    QVERIFY(!newer.samples.isEmpty());

    QVERIFY(own.types.contains("DCGM_FI_DEV_FB_RESERVED"));
    QVERIFY(own.types.contains("DCGM_FI_DEV_GPU_UTIL"));
    QVERIFY(!newer.types.contains("DCGM_FI_DEV_FB_RESERVED"));
    QVERIFY(!newer.types.contains("DCGM_FI_DEV_GPU_UTIL"));
    // The 0..1 ratio stays for utilisation.
    const QList<Sample> engine = newer.named("DCGM_FI_PROF_GR_ENGINE_ACTIVE");
    QCOMPARE(engine.size(), 8);
    for (const Sample &s : engine)
        QVERIFY(s.value >= 0.0 && s.value <= 1.0);

    int dcgmSamples = 0;
    for (const Sample &s : newer.samples) {
        if (!s.name.startsWith("DCGM_"))
            continue;
        ++dcgmSamples;
        QVERIFY2(s.labels.contains("hostname") && !s.labels.contains("Hostname"), s.name);
        QVERIFY(s.labels.value("hostname").startsWith("aks-"));
    }
    QVERIFY(dcgmSamples > 0);
    for (const Sample &s : own.samples) {
        if (s.name.startsWith("DCGM_"))
            QVERIFY2(s.labels.contains("Hostname") && !s.labels.contains("hostname"), s.name);
    }

    // replicas: status replicas carry what "available" did.
    QVERIFY(!newer.types.contains("kube_deployment_status_replicas_available"));
    const QList<Sample> status = newer.named("kube_deployment_status_replicas");
    const QList<Sample> available = own.named("kube_deployment_status_replicas_available");
    QCOMPARE(status.size(), 3);
    QCOMPARE(available.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(status[i].labels, available[i].labels);
        QCOMPARE(status[i].value, available[i].value);
    }
    QCOMPARE(newer.named("kube_deployment_spec_replicas").size(), 3);

    const Exposition noKsm = parse(backfill({u"--ksm"_s, u"none"_s}, at, at));
    QVERIFY(!noKsm.samples.isEmpty());
    QVERIFY(!noKsm.hasFamilyStartingWith("kube_"));
    QCOMPARE(noKsm.named("DCGM_FI_DEV_FB_USED").size(), 8);
}

void TestFleetSimDialects::latencyDialectsCarryTheSameRequests_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QByteArray>("family");
    QTest::addColumn<bool>("millis");
    QTest::addColumn<QByteArrayList>("serverLabels");
    QTest::newRow("vllm") << u"vllm"_s << "vllm:e2e_request_latency_seconds"_ba << false
                          << QByteArrayList{"model_name", "engine"};
    QTest::newRow("tgi") << u"tgi"_s << "tgi_request_duration"_ba << false << QByteArrayList{};
    const QByteArrayList http{"http_route", "http_request_method", "http_response_status_code"};
    QTest::newRow("otel") << u"otel"_s << "http_server_request_duration_seconds"_ba << false
                          << http;
    QTest::newRow("otel-ms") << u"otel-ms"_s << "http_server_duration_milliseconds"_ba << true
                             << http;
    QTest::newRow("ray") << u"ray"_s << "ray_serve_deployment_processing_latency_ms"_ba << true
                         << QByteArrayList{"application", "deployment", "replica", "route"};
}

void TestFleetSimDialects::latencyDialectsCarryTheSameRequests()
{
    QFETCH(QString, dialect);
    QFETCH(QByteArray, family);
    QFETCH(bool, millis);
    QFETCH(QByteArrayList, serverLabels);
    // While the surge pods serve: every pod of the incident is there.
    const qint64 at = kIncident + 19 * kMinute;
    const Exposition generic = parse(backfill({}, at, at));
    const Exposition other = parse(backfill({u"--latency"_s, dialect}, at, at));
    QVERIFY(!other.samples.isEmpty());
    QVERIFY(!other.types.contains("inference_request_duration_seconds"));
    QCOMPARE(other.types.value(family), "histogram"_ba);

    QSet<QByteArray> expectedKeys{"namespace", "pod", "job", "instance"};
    for (const QByteArray &key : serverLabels)
        expectedKeys << key;
    const QList<Sample> counts = other.named(family + "_count");
    QCOMPARE(counts.size(), generic.named("inference_request_duration_seconds_count").size());
    QVERIFY(counts.size() >= 5);
    for (const Sample &s : counts)
        QCOMPARE(keysOf(s), expectedKeys);

    // Same requests, same buckets (bounds scaled with the unit), same sum.
    QMap<QByteArray, QByteArray> genericValues;
    for (const Sample &s : generic.samples) {
        if (!s.name.startsWith("inference_request_duration_seconds"))
            continue;
        QByteArray le = s.labels.value("le");
        if (millis && !le.isEmpty() && le != "+Inf")
            le = QByteArray::number(qRound64(le.toDouble() * 1000));
        genericValues.insert(s.name.mid(qsizetype(strlen("inference_request_duration_seconds"))) +
                                 podKey(s) + le,
                             s.valueText);
    }
    int compared = 0;
    for (const Sample &s : other.samples) {
        if (!s.name.startsWith(family))
            continue;
        const QByteArray suffix = s.name.mid(family.size());
        const QByteArray key = suffix + podKey(s) + s.labels.value("le");
        QVERIFY2(genericValues.contains(key), key.constData());
        if (suffix == "_sum")
            QCOMPARE(micros(s.valueText), micros(genericValues.value(key)));
        else
            QCOMPARE(s.valueText, genericValues.value(key));
        ++compared;
    }
    QCOMPARE(compared, genericValues.size());
}

void TestFleetSimDialects::tritonCountsTheSameRequests()
{
    const qint64 at = kIncident + 19 * kMinute;
    const Exposition generic = parse(backfill({}, at, at));
    const Exposition triton = parse(backfill({u"--latency"_s, u"triton"_s}, at, at));
    QVERIFY(!triton.samples.isEmpty());
    QVERIFY(!triton.hasFamilyStartingWith("inference_request_duration"));
    for (const QByteArray &name :
         {"nv_inference_request_success"_ba, "nv_inference_count"_ba,
          "nv_inference_request_duration_us"_ba, "nv_inference_queue_duration_us"_ba,
          "nv_inference_compute_infer_duration_us"_ba}) {
        // Counters without _total: the OpenMetrics backfill calls them unknown.
        QCOMPARE(triton.types.value(name), "unknown"_ba);
    }

    QMap<QByteArray, Sample> genericCount;
    QMap<QByteArray, Sample> genericSum;
    for (const Sample &s : generic.named("inference_request_duration_seconds_count"))
        genericCount.insert(podKey(s), s);
    for (const Sample &s : generic.named("inference_request_duration_seconds_sum"))
        genericSum.insert(podKey(s), s);
    const QList<Sample> success = triton.named("nv_inference_request_success");
    QCOMPARE(success.size(), genericCount.size());
    QMap<QByteArray, double> queueShare;
    for (const Sample &s : success) {
        QCOMPARE(keysOf(s),
                 (QSet<QByteArray>{"namespace", "pod", "model", "version", "job", "instance"}));
        QCOMPARE(s.labels.value("version"), "1"_ba);
        QCOMPARE(s.value, genericCount.value(podKey(s)).value);
    }
    auto byPod = [&](const QByteArray &name) {
        QMap<QByteArray, qint64> out;
        for (const Sample &s : triton.named(name))
            out.insert(podKey(s), s.valueText.toLongLong());
        return out;
    };
    const auto count = byPod("nv_inference_count");
    const auto duration = byPod("nv_inference_request_duration_us");
    const auto queue = byPod("nv_inference_queue_duration_us");
    const auto compute = byPod("nv_inference_compute_infer_duration_us");
    for (auto it = genericSum.begin(); it != genericSum.end(); ++it) {
        QCOMPARE(double(count.value(it.key())), genericCount.value(it.key()).value);
        QCOMPARE(duration.value(it.key()), micros(it.value().valueText));
        QVERIFY(queue.value(it.key()) + compute.value(it.key()) < duration.value(it.key()));
        queueShare.insert(it.key().left(it.key().indexOf('/')),
                          double(queue.value(it.key())) / double(duration.value(it.key())));
    }
    // The incident's requests wait in the queue.
    QVERIFY2(
        queueShare.value("team-b") > 2 * queueShare.value("team-a"),
        qPrintable(u"%1 vs %2"_s.arg(queueShare.value("team-b")).arg(queueShare.value("team-a"))));
}

void TestFleetSimDialects::vllmTimeToFirstToken()
{
    const qint64 at = kIncident + 19 * kMinute;
    const Exposition vllm = parse(backfill({u"--latency"_s, u"vllm"_s}, at, at));
    QCOMPARE(vllm.types.value("vllm:time_to_first_token_seconds"), "histogram"_ba);
    QMap<QByteArray, double> e2eSum, e2eCount;
    for (const Sample &s : vllm.named("vllm:e2e_request_latency_seconds_sum"))
        e2eSum.insert(podKey(s), s.value);
    for (const Sample &s : vllm.named("vllm:e2e_request_latency_seconds_count"))
        e2eCount.insert(podKey(s), s.value);
    const QList<Sample> sums = vllm.named("vllm:time_to_first_token_seconds_sum");
    QCOMPARE(sums.size(), e2eSum.size());
    for (const Sample &s : sums) {
        const double ratio = s.value / e2eSum.value(podKey(s));
        QVERIFY2(std::abs(ratio - 0.15) < 1e-3, qPrintable(QString::number(ratio)));
        QCOMPARE(s.labels.value("model_name").isEmpty(), false);
    }
    for (const Sample &s : vllm.named("vllm:time_to_first_token_seconds_count"))
        QCOMPARE(s.value, e2eCount.value(podKey(s)));
    // vLLM's own bucket layout, cumulative.
    QByteArrayList les;
    double previous = 0.0;
    const QByteArray firstPod = podKey(sums.first());
    for (const Sample &s : vllm.named("vllm:time_to_first_token_seconds_bucket")) {
        if (podKey(s) != firstPod)
            continue;
        les << s.labels.value("le");
        QVERIFY(s.value >= previous);
        previous = s.value;
    }
    QCOMPARE(les.size(), 23);
    QCOMPARE(les.first(), "0.001"_ba);
    QCOMPARE(les[les.size() - 2], "2560"_ba);
    QCOMPARE(les.last(), "+Inf"_ba);
}

void TestFleetSimDialects::migSplitsEveryGpu()
{
    // Team-b's memory at its peak.
    const qint64 at = kIncident + 13 * kMinute;
    const Exposition whole = parse(backfill({}, at, at));
    const Exposition mig = parse(backfill({u"--mig"_s}, at, at));
    QVERIFY(!mig.samples.isEmpty());
    QVERIFY(!mig.types.contains("DCGM_FI_DEV_GPU_UTIL"));

    // Device-level fields: once per GPU, without MIG or pod labels.
    for (const QByteArray &name :
         {"DCGM_FI_DEV_POWER_USAGE"_ba, "DCGM_FI_DEV_GPU_TEMP"_ba, "DCGM_FI_DEV_SM_CLOCK"_ba,
          "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"_ba}) {
        const QList<Sample> samples = mig.named(name);
        QCOMPARE(samples.size(), 8);
        for (const Sample &s : samples) {
            QVERIFY(!s.labels.contains("GPU_I_ID") && !s.labels.contains("pod"));
            QCOMPARE(s.value, valueOf(whole, name, nodeOf(s), s.labels.value("gpu").toInt(), at));
        }
    }

    const QMap<QByteArray, int> halfTotalMiB{{"3g.8gb", 15360 / 2}, {"3g.40gb", 81920 / 2}};
    for (int node = 0; node < 2; ++node) {
        for (int gpu = 0; gpu < 4; ++gpu) {
            const QList<Sample> used = onGpu(mig.named("DCGM_FI_DEV_FB_USED"), node, gpu);
            QCOMPARE(used.size(), 2);
            const Sample wholeUsed = onGpu(whole.named("DCGM_FI_DEV_FB_USED"), node, gpu).first();
            for (const Sample &s : used) {
                const QByteArray id = s.labels.value("GPU_I_ID");
                QVERIFY(id == "1" || id == "2");
                QVERIFY(halfTotalMiB.contains(s.labels.value("GPU_I_PROFILE")));
                QCOMPARE(s.labels.value("UUID"), wholeUsed.labels.value("UUID"));
                double free = 0.0, reserved = 0.0, engine = 0.0;
                for (const Sample &f : onGpu(mig.named("DCGM_FI_DEV_FB_FREE"), node, gpu))
                    free = f.labels.value("GPU_I_ID") == id ? f.value : free;
                for (const Sample &r : onGpu(mig.named("DCGM_FI_DEV_FB_RESERVED"), node, gpu))
                    reserved = r.labels.value("GPU_I_ID") == id ? r.value : reserved;
                for (const Sample &e : onGpu(mig.named("DCGM_FI_PROF_GR_ENGINE_ACTIVE"), node, gpu))
                    engine = e.labels.value("GPU_I_ID") == id ? e.value : engine;
                QCOMPARE(int(s.value + free + reserved),
                         halfTotalMiB.value(s.labels.value("GPU_I_PROFILE")));
                if (id == "2") {
                    // The second instance is idle and belongs to no pod.
                    QVERIFY(!s.labels.contains("pod") && !s.labels.contains("namespace"));
                    QCOMPARE(s.value, 0.0);
                    QCOMPARE(engine, 0.0);
                    continue;
                }
                // The first carries the GPU's pod and load: the same share of
                // its half as the pod takes of a whole GPU.
                QCOMPARE(s.labels.value("pod"), wholeUsed.labels.value("pod"));
                QCOMPARE(s.labels.value("namespace"), wholeUsed.labels.value("namespace"));
                QCOMPARE(engine, valueOf(whole, "DCGM_FI_PROF_GR_ENGINE_ACTIVE", node, gpu, at));
                const double wholeFraction =
                    wholeUsed.value /
                    (wholeUsed.value + valueOf(whole, "DCGM_FI_DEV_FB_FREE", node, gpu, at) +
                     valueOf(whole, "DCGM_FI_DEV_FB_RESERVED", node, gpu, at));
                const double instanceFraction =
                    s.value / halfTotalMiB.value(s.labels.value("GPU_I_PROFILE"));
                QVERIFY(std::abs(wholeFraction - instanceFraction) < 1e-3);
            }
        }
    }
    // The incident still shows in memory: team-b past 90 % of its instance.
    double teamB = 0.0;
    for (const Sample &s : mig.named("DCGM_FI_DEV_FB_USED")) {
        if (s.labels.value("namespace") == "team-b")
            teamB = std::max(teamB, s.value / halfTotalMiB.value(s.labels.value("GPU_I_PROFILE")));
    }
    QVERIFY2(teamB > 0.9, qPrintable(QString::number(teamB)));
}

void TestFleetSimDialects::timeSlicedGpuReportsOncePerPod()
{
    const qint64 at = kIncident + 16 * kMinute;
    const Exposition own = parse(backfill({}, at, at));
    const Exposition sliced = parse(backfill({u"--time-sliced"_s, u"3"_s}, at, at));
    QVERIFY(!sliced.samples.isEmpty());

    // Every dcgm series of GPU 0 of the last node, once per pod: the same
    // device labels and values, three pods of three namespaces. Every other
    // GPU is as it was.
    int families = 0;
    for (auto it = own.types.cbegin(); it != own.types.cend(); ++it) {
        if (!it.key().startsWith("DCGM_"))
            continue;
        ++families;
        for (int node = 0; node < 2; ++node) {
            for (int gpu = 0; gpu < 4; ++gpu) {
                const QList<Sample> before = onGpu(own.named(it.key()), node, gpu);
                const QList<Sample> after = onGpu(sliced.named(it.key()), node, gpu);
                QCOMPARE(before.size(), 1);
                if (node != 1 || gpu != 0) {
                    QCOMPARE(after.size(), 1);
                    QCOMPARE(after.first().labels, before.first().labels);
                    QCOMPARE(after.first().valueText, before.first().valueText);
                    continue;
                }
                QCOMPARE(after.size(), 3);
                QSet<QByteArray> pods, namespaces;
                for (const Sample &s : after) {
                    QCOMPARE(s.valueText, before.first().valueText);
                    for (const QByteArray &device : {"UUID"_ba, "gpu"_ba, "Hostname"_ba})
                        QCOMPARE(s.labels.value(device), before.first().labels.value(device));
                    pods << s.labels.value("pod");
                    namespaces << s.labels.value("namespace");
                }
                QVERIFY(pods.contains(before.first().labels.value("pod")));
                QCOMPARE(pods.size(), 3);
                QCOMPARE(namespaces.size(), 3);
            }
        }
    }
    QVERIFY(families >= 8);

    // Kubernetes lists the sliced pods; they serve no latency of their own.
    QCOMPARE(sliced.types.value("kube_pod_info"), "gauge"_ba);
    QVERIFY(!own.types.contains("kube_pod_info"));
    QSet<QByteArray> listed;
    for (const Sample &s : sliced.named("kube_pod_info"))
        listed << podKey(s);
    for (const Sample &s : onGpu(sliced.named("DCGM_FI_DEV_GPU_UTIL"), 1, 0))
        QVERIFY2(listed.contains(podKey(s)), podKey(s).constData());
    QCOMPARE(sliced.named("inference_request_duration_seconds_count").size(),
             own.named("inference_request_duration_seconds_count").size());
    QCOMPARE(sliced.named("kube_deployment_spec_replicas").size(), 3);
}

void TestFleetSimDialects::stalePodLabelsOutliveThePod()
{
    // The surge pods exist from I+15m to I+40m.
    const QStringList stale{u"--stale-pod-labels"_s};
    const qint64 during = kIncident + 30 * kMinute;
    const qint64 after = kIncident + 45 * kMinute;
    const Exposition surge = parse(backfill(stale, during, during));
    const Exposition ended = parse(backfill(stale, after, after));
    const Exposition own = parse(backfill({}, after, after));

    // The surge pod's GPU: the one whose pod is not listed afterwards.
    QSet<QByteArray> listedAfter;
    for (const Sample &s : ended.named("kube_pod_info"))
        listedAfter << podKey(s);
    QVERIFY(!listedAfter.isEmpty());
    QList<Sample> staleSamples;
    for (const Sample &s : ended.named("DCGM_FI_DEV_GPU_UTIL"))
        if (s.labels.contains("pod") && !listedAfter.contains(podKey(s)))
            staleSamples << s;
    QCOMPARE(staleSamples.size(), 1);
    const Sample &gone = staleSamples.first();
    QCOMPARE(gone.labels.value("namespace"), "team-b"_ba);
    const int node = nodeOf(gone);
    const int gpu = gone.labels.value("gpu").toInt();

    // While it existed the pod was listed and ran on that GPU.
    bool listedDuring = false;
    for (const Sample &s : surge.named("kube_pod_info"))
        listedDuring |= podKey(s) == podKey(gone);
    QVERIFY(listedDuring);
    QCOMPARE(onGpu(surge.named("DCGM_FI_DEV_GPU_UTIL"), node, gpu).first().labels.value("pod"),
             gone.labels.value("pod"));
    // Afterwards the GPU is idle, as without the option, only its labels
    // still name the pod; without the option it names none.
    const Sample plain = onGpu(own.named("DCGM_FI_DEV_GPU_UTIL"), node, gpu).first();
    QVERIFY(!plain.labels.contains("pod"));
    QCOMPARE(gone.valueText, plain.valueText);
    for (const Sample &s : onGpu(ended.named("DCGM_FI_DEV_FB_USED"), node, gpu))
        QCOMPARE(s.labels.value("pod"), gone.labels.value("pod"));

    // Without kube-state-metrics there is no kube_pod_info to tell.
    const Exposition noKsm =
        parse(backfill(stale + QStringList{u"--ksm"_s, u"none"_s}, after, after));
    QVERIFY(!noKsm.types.contains("kube_pod_info"));
    QCOMPARE(onGpu(noKsm.named("DCGM_FI_DEV_GPU_UTIL"), node, gpu).first().labels.value("pod"),
             gone.labels.value("pod"));
}

QTEST_GUILESS_MAIN(TestFleetSimDialects)
#include "tst_fleetsimdialects.moc"
