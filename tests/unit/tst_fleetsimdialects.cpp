// fleet-sim's exporter dialects and scripted GPU health faults, read from its
// backfill files: which families and labels each dialect prints, that every
// latency dialect carries the same simulated requests, and that each fault
// shows at its time. No server is started: a backfill of a few steps takes
// a fraction of a second.

#include "processrun.h"

#include <QCryptographicHash>
#include <QMap>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// 2026-01-01 14:00 UTC: daytime load. Counters start an hour earlier, which
// keeps each run's catch-up from the origin short.
constexpr qint64 kIncident = 1767225600 + 14 * 3600;
constexpr qint64 kMinute = 60;

struct Sample
{
    QByteArray name;
    QMap<QByteArray, QByteArray> labels;
    QByteArray valueText;
    double value = 0.0;
    qint64 t = 0;
};

struct Exposition
{
    QMap<QByteArray, QByteArray> types; // family -> TYPE
    QList<Sample> samples;

    QList<Sample> named(const QByteArray &name) const
    {
        QList<Sample> out;
        for (const Sample &s : samples) {
            if (s.name == name)
                out << s;
        }
        return out;
    }
    QList<Sample> at(const QByteArray &name, qint64 t) const
    {
        QList<Sample> out;
        for (const Sample &s : samples) {
            if (s.name == name && s.t == t)
                out << s;
        }
        return out;
    }
    bool hasFamilyStartingWith(const QByteArray &prefix) const
    {
        for (auto it = types.begin(); it != types.end(); ++it) {
            if (it.key().startsWith(prefix))
                return true;
        }
        return false;
    }
};

// Our own output only: every sample has braces and no label value holds a quote.
Exposition parse(const QByteArray &text, const QByteArrayList &onlyNames = {})
{
    Exposition out;
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith("# TYPE ")) {
            const QList<QByteArray> parts = line.split(' ');
            out.types.insert(parts.value(2), parts.value(3));
            continue;
        }
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype open = line.indexOf('{');
        const qsizetype close = line.lastIndexOf('}');
        Sample s;
        s.name = line.left(open);
        if (!onlyNames.isEmpty() && !onlyNames.contains(s.name))
            continue;
        const QByteArray labels = line.mid(open + 1, close - open - 1);
        for (qsizetype pos = 0; pos < labels.size();) {
            const qsizetype eq = labels.indexOf("=\"", pos);
            const qsizetype end = labels.indexOf('"', eq + 2);
            s.labels.insert(labels.mid(pos, eq - pos), labels.mid(eq + 2, end - eq - 2));
            pos = end + 2;
        }
        const QList<QByteArray> rest = line.mid(close + 2).split(' ');
        s.valueText = rest.value(0);
        s.value = s.valueText.toDouble();
        s.t = rest.value(1).toLongLong();
        out.samples << s;
    }
    return out;
}

QStringList modelArguments()
{
    return {u"--nodes"_s,       u"2"_s,
            u"--gpus"_s,        u"4"_s,
            u"--seed"_s,        u"42"_s,
            u"--origin"_s,      QString::number(kIncident - 3600),
            u"--incident-at"_s, QString::number(kIncident)};
}

QByteArray backfill(const QStringList &dialect, qint64 from, qint64 to)
{
    const ProcessRun run =
        runProcess(QStringLiteral(FLEETSIM_BIN),
                   modelArguments() + dialect +
                       QStringList{u"--backfill"_s, u"-"_s, u"--from"_s, QString::number(from),
                                   u"--to"_s, QString::number(to)});
    if (run.exitCode != 0)
        qWarning("fleet-sim %s: %s", qPrintable(dialect.join(u' ')), run.err.constData());
    return run.exitCode == 0 ? run.out : QByteArray();
}

// The node a dcgm-exporter sample is from (its scrape address) and its GPU.
int nodeOf(const Sample &s)
{
    return s.labels.value("instance") == "10.224.0.4:9400" ? 0 : 1;
}

QList<Sample> onGpu(const QList<Sample> &samples, int node, int gpu)
{
    QList<Sample> out;
    for (const Sample &s : samples) {
        if (nodeOf(s) == node && s.labels.value("gpu").toInt() == gpu)
            out << s;
    }
    return out;
}

// The one sample of a GPU at a time; value NaN when there is none.
double valueOf(const Exposition &e, const QByteArray &name, int node, int gpu, qint64 t)
{
    const QList<Sample> samples = onGpu(e.at(name, t), node, gpu);
    return samples.size() == 1 ? samples.first().value : std::nan("");
}

// A seconds (6 decimals) or milliseconds (3 decimals) sum as microseconds.
qint64 micros(const QByteArray &fixed)
{
    QByteArray digits = fixed;
    return digits.replace('.', QByteArray()).toLongLong();
}

QByteArray podKey(const Sample &s)
{
    return s.labels.value("namespace") + '/' + s.labels.value("pod");
}

QSet<QByteArray> keysOf(const Sample &s)
{
    QSet<QByteArray> keys;
    for (auto it = s.labels.begin(); it != s.labels.end(); ++it)
        keys << it.key();
    return keys;
}

} // namespace

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
    void healthFaultsShowAtTheirTimes();
    void olderExporterNamesTheThrottleReasons();
};

void TestFleetSimDialects::defaultOutputIsUnchanged()
{
    // The demo, the snapshot and every test rely on fleet-sim's own output.
    // The hash is of the output before exporter dialects existed; a change
    // to the simulation itself must update it knowingly.
    const QByteArray base = backfill({}, kIncident + 13 * kMinute, kIncident + 19 * kMinute);
    QVERIFY(!base.isEmpty());
    QCOMPARE(QCryptographicHash::hash(base, QCryptographicHash::Sha256).toHex(),
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

void TestFleetSimDialects::healthFaultsShowAtTheirTimes()
{
    const QByteArrayList names{"DCGM_FI_DEV_XID_ERRORS",
                               "DCGM_EXP_XID_ERRORS_COUNT",
                               "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL",
                               "DCGM_FI_DEV_ROW_REMAP_FAILURE",
                               "DCGM_FI_DEV_PCIE_REPLAY_COUNTER",
                               "DCGM_FI_DEV_CLOCKS_EVENT_REASONS",
                               "DCGM_FI_DEV_GPU_UTIL",
                               "DCGM_FI_DEV_GPU_TEMP",
                               "DCGM_FI_DEV_FB_USED"};
    const QByteArray text = backfill({u"--health-faults"_s, u"--host-label"_s, u"hostname"_s},
                                     kIncident, kIncident + 58 * kMinute);
    const Exposition e = parse(text, names);
    QVERIFY(!e.samples.isEmpty());
    for (const QByteArray &name : names)
        QVERIFY2(e.types.contains(name), name.constData());
    QVERIFY(!e.types.contains("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS"));
    const auto m = [](qint64 minutes) { return kIncident + minutes * kMinute; };

    // Node 0, last GPU: XID 79, then off the bus; the node's others report on.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(5) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(5)), 79.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 3, m(6) - 15), 79.0);
    for (const Sample &s : e.samples) {
        if (nodeOf(s) == 0 && s.labels.value("gpu") == "3")
            QVERIFY2(s.t < m(6), s.name.constData());
    }
    QCOMPARE(onGpu(e.at("DCGM_FI_DEV_FB_USED", m(30)), 0, 2).size(), 1);
    QCOMPARE(e.at("DCGM_FI_DEV_FB_USED", m(30)).size(), 7);

    // Last node, GPU 0: a double-bit ECC error and its row remap failing.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 1, 0, m(20)), 48.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(20) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(20)), 2.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", 1, 0, m(58)), 2.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ROW_REMAP_FAILURE", 1, 0, m(21) - 15), 0.0);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_ROW_REMAP_FAILURE", 1, 0, m(21)), 1.0);

    // Node 0, GPU 0: thermal slowdown, hot, I+30m..I+45m.
    for (const Sample &s : onGpu(e.named("DCGM_FI_DEV_CLOCKS_EVENT_REASONS"), 0, 0)) {
        const bool during = s.t >= m(30) && s.t < m(45);
        QCOMPARE(qint64(s.value) & 0x60, during ? qint64(0x60) : qint64(0));
        if (during)
            QVERIFY(valueOf(e, "DCGM_FI_DEV_GPU_TEMP", 0, 0, s.t) >= 88.0);
    }
    // The idle bit follows utilisation on every GPU; no other GPU slows down.
    for (const Sample &s : e.named("DCGM_FI_DEV_CLOCKS_EVENT_REASONS")) {
        const double util =
            valueOf(e, "DCGM_FI_DEV_GPU_UTIL", nodeOf(s), s.labels.value("gpu").toInt(), s.t);
        QCOMPARE(bool(qint64(s.value) & 0x1), util < 5.0);
        if (nodeOf(s) != 0 || s.labels.value("gpu") != "0")
            QCOMPARE(qint64(s.value) & ~qint64(0x1), qint64(0));
    }

    // Last node, last GPU: PCIe replays +40 every 15 s over I+25m..I+35m.
    const double replays = valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(25));
    QVERIFY(replays < 4);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(25) + 15), replays + 40);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(35)), replays + 1600);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 3, m(58)), replays + 1600);
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 2, m(30)),
             valueOf(e, "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", 1, 2, m(0)));

    // Node 0, GPU 1: XID 13 twice; the window counts 1, then 2, then forgets.
    QCOMPARE(valueOf(e, "DCGM_FI_DEV_XID_ERRORS", 0, 1, m(50)), 13.0);
    const auto xid13 = [&](qint64 t) {
        for (const Sample &s : onGpu(e.at("DCGM_EXP_XID_ERRORS_COUNT", t), 0, 1)) {
            if (s.labels.value("xid") == "13") {
                return s.value;
            }
        }
        return 0.0;
    };
    QCOMPARE(xid13(m(50) - 15), 0.0);
    QCOMPARE(xid13(m(50)), 1.0);
    QCOMPARE(xid13(m(52)), 2.0);
    QCOMPARE(xid13(m(55)), 1.0);
    QCOMPARE(xid13(m(57)), 0.0);
    // Without an XID in the window a GPU has one series, 0 and no xid label.
    const QList<Sample> quiet = onGpu(e.at("DCGM_EXP_XID_ERRORS_COUNT", m(58)), 0, 1);
    QCOMPARE(quiet.size(), 1);
    QVERIFY(!quiet.first().labels.contains("xid"));
    QCOMPARE(quiet.first().labels.value("window_size_in_ms"), "300000"_ba);
    QCOMPARE(quiet.first().value, 0.0);
    QCOMPARE(e.types.value("DCGM_EXP_XID_ERRORS_COUNT"), "unknown"_ba); // a counter, no _total
    // Every XID the fleet shows is a scripted one.
    QSet<QByteArray> seen;
    for (const Sample &s : e.named("DCGM_FI_DEV_XID_ERRORS")) {
        if (s.value != 0.0)
            seen << QByteArray::number(nodeOf(s)) + '/' + s.labels.value("gpu") + '=' +
                        QByteArray::number(qint64(s.value));
    }
    QCOMPARE(seen, (QSet<QByteArray>{"0/3=79", "1/0=48", "0/1=13"}));
}

void TestFleetSimDialects::olderExporterNamesTheThrottleReasons()
{
    const qint64 at = kIncident + 31 * kMinute;
    const Exposition e = parse(backfill({u"--health-faults"_s, u"--mig"_s}, at, at));
    QCOMPARE(e.types.value("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS"), "gauge"_ba);
    QVERIFY(!e.types.contains("DCGM_FI_DEV_CLOCKS_EVENT_REASONS"));
    QVERIFY(!e.types.contains("DCGM_EXP_XID_ERRORS_COUNT"));
    QCOMPARE(e.types.value("DCGM_FI_DEV_ECC_DBE_VOL_TOTAL"), "unknown"_ba);
    // Health fields are device-level: once per present GPU under MIG too.
    QCOMPARE(e.named("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS").size(), 7);
    QCOMPARE(qint64(valueOf(e, "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", 0, 0, at)) & 0x60,
             qint64(0x60));
    QCOMPARE(e.named("DCGM_FI_DEV_FB_USED").size(), 14);
}

QTEST_GUILESS_MAIN(TestFleetSimDialects)
#include "tst_fleetsimdialects.moc"
