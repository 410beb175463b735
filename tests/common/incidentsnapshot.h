#pragma once

// An in-memory snapshot of the batch-size incident, shaped like a capture of
// the built-in GPU inference dashboard: 16 GPUs' memory, six pods' P95
// latency and three deployments' pod counts over two hours at 15 s, with an
// exporter outage (a gap), NaN samples, P1/P2/P3 alert instances, point and
// range annotations, operator actions and notes. Report tests render it;
// the CLI test writes it to a file first.
#include "dashboard.h"
#include "snapshot.h"

#include <cmath>
#include <limits>
#include <QDateTime>
#include <QFile>
#include <QTimeZone>

namespace IncidentSnapshot {

inline qint64 at(int hour, int minute, int second = 0)
{
    return QDateTime(QDate(2024, 5, 14), QTime(hour, minute, second), QTimeZone::utc())
        .toMSecsSinceEpoch();
}

inline QByteArray readSource(const char *relative)
{
    QFile f(QStringLiteral(SOURCE_DIR "/") + QLatin1String(relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline Labels labels(std::initializer_list<std::pair<const char *, QString>> pairs)
{
    Labels l;
    for (const auto &[k, v] : pairs)
        l.set(QLatin1String(k), v);
    return l;
}

// Values from f(series index, minutes since 13:00); NaN in f's answer is a
// NaN sample, `gap` says where a series has no sample at all.
template <typename F, typename G>
SeriesSet makeSet(const std::vector<Labels> &series, qint64 from, qint64 to, qint64 step, F f,
                  G gap)
{
    SeriesSet set;
    for (qint64 t = from; t <= to; t += step)
        set.timesMs.push_back(t);
    const std::size_t n = set.timesMs.size();
    for (std::size_t s = 0; s < series.size(); ++s) {
        Series out;
        out.labels = series[s];
        out.values.resize(n);
        out.present.resize(n, true);
        for (std::size_t i = 0; i < n; ++i) {
            const double minutes = double(set.timesMs[i] - from) / 60'000.0;
            if (gap(s, minutes)) {
                out.present.reset(i);
                continue;
            }
            out.values.cell(i) = f(s, minutes);
        }
        set.series.push_back(std::move(out));
    }
    return set;
}

inline Snapshot make()
{
    Snapshot s;
    s.title = QStringLiteral("Batch-size incident, team-b inference");
    s.fromMs = at(13, 0);
    s.toMs = at(15, 0);
    s.capturedAtMs = at(15, 12, 30);
    s.capturedBy = QStringLiteral("alice");
    s.appVersion = QStringLiteral("0.1.0");
    s.dashboardJson = readSource("resources/dashboards/gpu-inference.json");
    s.dashboard = Dashboard::fromJson(s.dashboardJson).value_or(Dashboard{});
    // As captured from a fleet without time to first token: the fit leaves
    // out the lane of optional queries only.
    std::erase_if(s.dashboard.lanes, [](const LaneSpec &lane) {
        return lane.queries.front().raw.value(QLatin1String("optional")).toBool();
    });
    s.dashboardJson = s.dashboard.toJson();
    s.rulesYaml = readSource("resources/rules/default-rules.yml");
    s.sources.push_back({QStringLiteral("prom"), QStringLiteral("prometheus"),
                         QStringLiteral("http://127.0.0.1:9090")});
    const qint64 step = 15'000;
    const double nan = std::numeric_limits<double>::quiet_NaN();

    // GPU memory: n3's GPUs (team-b) climb past 85 % after the batch size
    // change at 14:02; n2 GPU 1's exporter is down from 13:50 to 14:05.
    std::vector<Labels> gpus;
    for (int h = 1; h <= 4; ++h)
        for (int g = 0; g < 4; ++g)
            gpus.push_back(labels(
                {{"Hostname", QStringLiteral("n%1").arg(h)},
                 {"gpu", QString::number(g)},
                 {"namespace", h == 3 ? QStringLiteral("team-b") : QStringLiteral("team-a")}}));
    SeriesSet memory = makeSet(
        gpus, s.fromMs, s.toMs, step,
        [nan](std::size_t i, double m) {
            if (i == 5 && m > 30 && m < 30.3)
                return nan; // a NaN sample: a sample, but not a number
            const double base = 52 + double(i % 4) * 3 + 2 * std::sin(m / 9 + double(i));
            if (i >= 8 && i < 12 && m > 38 && m < 95)
                return std::min(97.0, base + (m - 38) * 1.4);
            return base;
        },
        [](std::size_t i, double m) { return i == 5 && m >= 50 && m < 65; });
    // Latency: team-b's pods slow down once memory is tight.
    std::vector<Labels> pods;
    for (int p = 0; p < 6; ++p)
        pods.push_back(
            labels({{"namespace", p < 3 ? QStringLiteral("team-a") : QStringLiteral("team-b")},
                    {"pod", QStringLiteral("inference-%1").arg(p)}}));
    SeriesSet latency = makeSet(
        pods, s.fromMs, s.toMs, step,
        [nan](std::size_t i, double m) {
            if (i == 1 && m > 70 && m < 70.2)
                return nan;
            const double base = 0.45 + 0.05 * double(i) + 0.04 * std::cos(m / 5 + double(i));
            if (i >= 3 && m > 61 && m < 88)
                return base + 2.9 * std::min(1.0, (m - 61) / 3);
            return base;
        },
        [](std::size_t, double) { return false; });
    std::vector<Labels> deployments;
    for (const char *ns : {"team-a", "team-b", "team-c"})
        deployments.push_back(labels(
            {{"deployment", QStringLiteral("inference")}, {"namespace", QLatin1String(ns)}}));
    SeriesSet replicas = makeSet(
        deployments, s.fromMs, s.toMs, step,
        [](std::size_t i, double m) {
            if (i == 1 && m > 66 && m < 90)
                return 4.0; // OOM-killed pods restarting
            return i == 2 ? 6.0 : 8.0;
        },
        [](std::size_t, double) { return false; });
    const SeriesSet *data[] = {&memory, &latency, &replicas};
    for (std::size_t l = 0; l < s.dashboard.lanes.size() && l < 3; ++l) {
        SnapshotQuery q;
        q.laneId = s.dashboard.lanes[l].id;
        q.spec = s.dashboard.lanes[l].queries.front();
        q.stepMs = step;
        q.data = *data[l];
        s.queries.push_back(std::move(q));
    }

    auto alert = [](const char *rule, AlertTier tier, Labels l, qint64 pending,
                    std::optional<qint64> firing, std::optional<qint64> resolved,
                    std::optional<qint64> dropped = {}) {
        AlertInstance a;
        a.rule = QLatin1String(rule);
        a.tier = tier;
        a.labels = std::move(l);
        a.pendingAtMs = pending;
        a.firingAtMs = firing;
        a.resolvedAtMs = resolved;
        a.droppedAtMs = dropped;
        return a;
    };
    // As dcgm-exporter labels it, bookkeeping included.
    s.alerts.push_back(alert("GpuMemoryPressure", AlertTier::P2,
                             labels({{"Hostname", QStringLiteral("n3")},
                                     {"UUID", QStringLiteral("GPU-3f2a9c1e-77d0-4b1e")},
                                     {"gpu", QStringLiteral("2")},
                                     {"instance", QStringLiteral("10.0.0.3:9400")},
                                     {"job", QStringLiteral("dcgm-exporter")},
                                     {"modelName", QStringLiteral("NVIDIA A100-SXM4-40GB")},
                                     {"namespace", QStringLiteral("team-b")},
                                     {"nodepool", QStringLiteral("gpua100")},
                                     {"pci_bus_id", QStringLiteral("00000002:00:00.0")},
                                     {"severity", QStringLiteral("warning")}}),
                             at(13, 41), at(13, 51), at(14, 33)));
    s.alerts.push_back(alert("GpuMemoryPressure", AlertTier::P2,
                             labels({{"Hostname", QStringLiteral("n3")},
                                     {"gpu", QStringLiteral("3")},
                                     {"namespace", QStringLiteral("team-b")},
                                     {"severity", QStringLiteral("warning")}}),
                             at(13, 44), {}, {}, at(13, 49, 30)));
    s.alerts.push_back(alert(
        "InferenceLatencyP95", AlertTier::P1,
        labels({{"namespace", QStringLiteral("team-b")}, {"severity", QStringLiteral("critical")}}),
        at(14, 2, 15), at(14, 5, 15), at(14, 27, 45)));
    s.alerts.push_back(alert("GpuIdle", AlertTier::P3,
                             labels({{"Hostname", QStringLiteral("n4")},
                                     {"gpu", QStringLiteral("0")},
                                     {"severity", QStringLiteral("info")}}),
                             at(13, 5), at(14, 5), {}));

    s.annotations.push_back({1, at(14, 2), at(14, 2),
                             QStringLiteral("batch size raised to 32 on team-b"),
                             QStringLiteral("alice"), at(15, 20), QStringLiteral("gpu_memory")});
    s.annotations.push_back({2,
                             at(14, 20),
                             at(14, 30),
                             QStringLiteral("rollback of inference-server 2.3"),
                             QStringLiteral("bob"),
                             at(15, 21),
                             {}});
    s.audit.push_back({at(14, 6, 30), QStringLiteral("carol"), QStringLiteral("ack"),
                       QStringLiteral("InferenceLatencyP95{namespace=\"team-b\"}"),
                       QStringLiteral("looking at team-b")});
    s.audit.push_back({at(14, 12), QStringLiteral("carol"), QStringLiteral("runbook"),
                       QStringLiteral("halve-batch-size"),
                       QStringLiteral("kubectl -n team-b set env deploy/inference BATCH_SIZE=16 "
                                      "· exit 0")});
    s.notes.push_back({1,
                       QStringLiteral("Root cause: a batch size of 32 left no memory headroom "
                                      "on the A100 40 GB nodes, so team-b's pods were OOM-killed "
                                      "and latency followed."),
                       QStringLiteral("alice"), at(15, 30)});
    return s;
}

} // namespace IncidentSnapshot
