#pragma once

// A snapshot with every field filled in, compared field by field and bit by
// bit, and the tools the .fsnap tests use to inspect and damage files below
// the API, as a bad disk or a hand edit would. libsqlite3 comes with the
// workspace library.
#include "baseline.h"
#include "dashboardloader.h"
#include "seriescodec.h"
#include "snapshotfile.h"

#include <sqlite3.h>

#include <bit>
#include <cmath>
#include <expected>
#include <limits>
#include <map>
#include <QDir>
#include <QFile>
#include <QUrl>
#include <sys/fsuid.h>
#include <unistd.h>
#include <vector>

namespace SnapshotFixtures {
template <typename T> inline QByteArray why(const std::expected<T, QString> &e)
{
    return e ? QByteArray() : e.error().toLocal8Bit();
}

// Root reads and writes through any permission bits; for the checks that
// need a refusal, the file system identity drops to nobody (per thread,
// undone at the end of the scope). A no-op for other users.
class AsNobody final
{
  public:
    AsNobody()
    {
        if (::geteuid() == 0) {
            ::setfsgid(65534);
            ::setfsuid(65534);
            m_active = true;
        }
    }
    ~AsNobody()
    {
        if (m_active) {
            ::setfsuid(0);
            ::setfsgid(0);
        }
    }
    AsNobody(const AsNobody &) = delete;
    AsNobody &operator=(const AsNobody &) = delete;

  private:
    bool m_active = false;
};

inline double fromBits(std::uint64_t b)
{
    return std::bit_cast<double>(b);
}

inline SeriesSet makeSet(std::size_t points, int series, int salt)
{
    SeriesSet set;
    for (std::size_t i = 0; i < points; ++i)
        set.timesMs.push_back(1'763'700'000'000 + qint64(i) * 15'000);
    for (int s = 0; s < series; ++s) {
        Series x;
        x.labels = Labels({{QStringLiteral("__name__"), QStringLiteral("DCGM_FI_DEV_FB_USED")},
                           {QStringLiteral("Hostname"), QStringLiteral("node-%1").arg(s / 8)},
                           {QStringLiteral("gpu"), QString::number(s % 8)}});
        x.values.resize(points);
        x.present = GapMask(points, true);
        for (std::size_t i = 0; i < points; ++i)
            x.values.cell(i) =
                30'000 + double((i * 7 + std::size_t(s) * 13 + std::size_t(salt)) % 97);
        set.series.push_back(std::move(x));
    }
    return set;
}

inline Snapshot sample()
{
    Snapshot s;
    s.title = QStringLiteral("team-b batch size — P1 at 14:07 ✓");
    s.fromMs = 1'763'700'000'000;
    s.toMs = s.fromMs + 3'600'000;
    s.capturedAtMs = s.toMs + 600'123;
    s.capturedBy = QStringLiteral("alice");
    s.appVersion = QStringLiteral("0.1.0");
    s.dashboard = *DashboardLoader::load(QStringLiteral("builtin:gpu-inference"));
    s.dashboardJson = s.dashboard.toJson();
    s.sources = {{QStringLiteral("prom"), QStringLiteral("prometheus"),
                  QStringLiteral("http://127.0.0.1:9090")},
                 {QStringLiteral("azmon"), QStringLiteral("azure-monitor"),
                  QStringLiteral("https://management.azure.com")}};

    SnapshotQuery mem;
    mem.laneId = QStringLiteral("gpu_memory");
    mem.spec = s.dashboard.lanes[0].queries[0];
    mem.stepMs = 15'000;
    mem.data = makeSet(240, 16, 1);
    mem.data.series[3].values.cell(7) = std::numeric_limits<double>::quiet_NaN();
    mem.data.series[3].values.cell(8) = fromBits(0x7ff4000000000bad);
    mem.data.series[4].values.cell(0) = std::numeric_limits<double>::infinity();
    mem.data.series[4].values.cell(1) = -std::numeric_limits<double>::infinity();
    mem.data.series[5].values.cell(9) = -0.0;
    mem.data.warnings = {QStringLiteral("partial response")};
    s.queries.push_back(mem);

    SnapshotQuery lat;
    lat.laneId = QStringLiteral("p95_latency");
    lat.spec = s.dashboard.lanes[1].queries[0];
    lat.stepMs = 15'000;
    lat.data = makeSet(240, 3, 2);
    for (std::size_t i = 0; i < 240; i += 3)
        lat.data.series[1].present.reset(i);
    for (std::size_t i = 0; i < lat.data.series[2].values.size(); ++i)
        lat.data.series[2].values.cell(i) = lat.data.series[2].values[i] / 1000 + 0.1;
    s.queries.push_back(lat);

    SnapshotQuery pods;
    pods.laneId = QStringLiteral("pods");
    pods.spec = s.dashboard.lanes[2].queries[0];
    pods.stepMs = 15'000;
    pods.data.infos = {QStringLiteral("no data")}; // an empty result is data too
    s.queries.push_back(pods);

    QFile rules(QStringLiteral(SOURCE_DIR "/resources/rules/default-rules.yml"));
    if (rules.open(QIODevice::ReadOnly))
        s.rulesYaml = rules.readAll();
    AlertInstance a;
    a.rule = QStringLiteral("InferenceLatencyP95");
    a.tier = AlertTier::P1;
    a.labels = Labels({{QStringLiteral("namespace"), QStringLiteral("team-b")},
                       {QStringLiteral("severity"), QStringLiteral("critical")}});
    a.pendingAtMs = s.fromMs + 600'000;
    a.firingAtMs = s.fromMs + 780'000;
    a.resolvedAtMs = s.fromMs + 1'620'000;
    a.valueAtLastEval = 3.4;
    s.alerts.push_back(a);
    AlertInstance b = a;
    b.rule = QStringLiteral("GpuMemoryPressure");
    b.tier = AlertTier::P2;
    b.firingAtMs.reset();
    b.resolvedAtMs.reset();
    b.droppedAtMs = s.fromMs + 900'000;
    b.valueAtLastEval = std::numeric_limits<double>::quiet_NaN();
    s.alerts.push_back(b);
    AlertInstance c = a;
    c.tier = AlertTier::None;
    c.resolvedAtMs.reset(); // still open at the end of the range
    c.valueAtLastEval = -0.0;
    s.alerts.push_back(c);

    // The latency lane compared with a week before (its own envelope stands
    // in for last week's, already on the incident's axis).
    SnapshotBaseline normal{QStringLiteral("p95_latency"), 7 * 86'400'000ll, lat.stepMs,
                            Baseline::envelopeOf(lat.data, Aggregate::Max)};
    s.baselines.push_back(std::move(normal));
    // What the latency rule read, for a backtest offline: its operand.
    s.ruleSeries.push_back({0, QStringLiteral("InferenceLatencyP95"),
                            QStringLiteral("histogram_quantile(0.95, x) > 2"),
                            QStringLiteral("histogram_quantile(0.95, x)"), QStringLiteral(">"),
                            QStringLiteral("2"), s.fromMs, s.toMs, lat.stepMs, lat.data});
    s.changes = {{s.fromMs + 600'000, QStringLiteral("scale"),
                  QStringLiteral("team-b/summarize-llm: replicas set to 6"),
                  Labels({{QStringLiteral("deployment"), QStringLiteral("summarize-llm")},
                          {QStringLiteral("namespace"), QStringLiteral("team-b")}})}};
    // One on a lane, one on every lane.
    s.annotations = {{0, s.fromMs + 720'000, s.fromMs + 720'000,
                      QStringLiteral("14:02 batch size raised to 32"), QStringLiteral("bob"),
                      s.capturedAtMs + 1, QStringLiteral("gpu_memory")},
                     {0,
                      s.fromMs + 900'000,
                      s.fromMs + 1'500'000,
                      QStringLiteral("surge pods loading, \"slow\"; ✓"),
                      QStringLiteral("bob"),
                      s.capturedAtMs + 2,
                      {}}};
    s.audit = {{s.fromMs + 800'000, QStringLiteral("alice"), QStringLiteral("ack"),
                QStringLiteral("InferenceLatencyP95{namespace=\"team-b\"}"),
                QStringLiteral("looking")},
               {s.fromMs + 860'000, QStringLiteral("alice"), QStringLiteral("runbook"),
                QStringLiteral("halve-batch-size"), QStringLiteral("exit 0")}};
    s.notes = {{0, QStringLiteral("Root cause: batch size change without a memory check."),
                QStringLiteral("carol"), s.capturedAtMs + 3}};
    s.runbookRegistry = QByteArrayLiteral("runbooks:\n  - id: halve-batch-size\n");
    return s;
}

inline QString seriesDifference(const SeriesSet &a, const SeriesSet &b)
{
    if (a.resultType != b.resultType || a.timesMs != b.timesMs || a.warnings != b.warnings ||
        a.infos != b.infos || a.series.size() != b.series.size())
        return QStringLiteral("set shape");
    for (std::size_t s = 0; s < a.series.size(); ++s) {
        const Series &x = a.series[s], &y = b.series[s];
        if (!(x.labels == y.labels) || !(x.present == y.present))
            return QStringLiteral("series %1 labels/mask").arg(s);
        for (std::size_t i = 0; i < x.values.size(); ++i)
            if (x.has(i) && std::bit_cast<std::uint64_t>(x.values[i]) !=
                                std::bit_cast<std::uint64_t>(y.values[i]))
                return QStringLiteral("series %1 value %2").arg(s).arg(i);
    }
    return {};
}

// Empty when equal; ids of annotations and notes are compared only when the
// expected one has one.
inline QString difference(const Snapshot &a, const Snapshot &b)
{
    if (a.title != b.title || a.fromMs != b.fromMs || a.toMs != b.toMs ||
        a.capturedAtMs != b.capturedAtMs || a.capturedBy != b.capturedBy ||
        a.appVersion != b.appVersion)
        return QStringLiteral("meta");
    if (a.dashboardJson != b.dashboardJson || a.dashboard.toJson() != b.dashboard.toJson())
        return QStringLiteral("dashboard");
    if (a.sources.size() != b.sources.size())
        return QStringLiteral("sources");
    for (std::size_t i = 0; i < a.sources.size(); ++i)
        if (a.sources[i].name != b.sources[i].name || a.sources[i].type != b.sources[i].type ||
            a.sources[i].url != b.sources[i].url)
            return QStringLiteral("source %1").arg(i);
    if (a.queries.size() != b.queries.size())
        return QStringLiteral("query count");
    for (std::size_t i = 0; i < a.queries.size(); ++i) {
        const SnapshotQuery &x = a.queries[i], &y = b.queries[i];
        if (x.laneId != y.laneId || x.queryIndex != y.queryIndex || x.stepMs != y.stepMs ||
            x.spec.source != y.spec.source || x.spec.promql != y.spec.promql ||
            x.spec.raw != y.spec.raw)
            return QStringLiteral("query %1").arg(i);
        if (const QString d = seriesDifference(x.data, y.data); !d.isEmpty())
            return QStringLiteral("query %1: %2").arg(i).arg(d);
    }
    if (a.rulesYaml != b.rulesYaml || a.runbookRegistry != b.runbookRegistry)
        return QStringLiteral("rules/runbooks");
    if (a.alerts.size() != b.alerts.size())
        return QStringLiteral("alert count");
    for (std::size_t i = 0; i < a.alerts.size(); ++i) {
        const AlertInstance &x = a.alerts[i], &y = b.alerts[i];
        if (x.rule != y.rule || x.tier != y.tier || !(x.labels == y.labels) ||
            x.pendingAtMs != y.pendingAtMs || x.firingAtMs != y.firingAtMs ||
            x.resolvedAtMs != y.resolvedAtMs || x.droppedAtMs != y.droppedAtMs ||
            std::bit_cast<std::uint64_t>(x.valueAtLastEval) !=
                std::bit_cast<std::uint64_t>(y.valueAtLastEval))
            return QStringLiteral("alert %1").arg(i);
    }
    if (a.annotations.size() != b.annotations.size())
        return QStringLiteral("annotation count");
    for (std::size_t i = 0; i < a.annotations.size(); ++i) {
        const Annotation &x = a.annotations[i], &y = b.annotations[i];
        if ((x.id && x.id != y.id) || x.fromMs != y.fromMs || x.toMs != y.toMs ||
            x.text != y.text || x.author != y.author || x.createdAtMs != y.createdAtMs ||
            x.laneId != y.laneId)
            return QStringLiteral("annotation %1").arg(i);
    }
    if (a.baselines.size() != b.baselines.size())
        return QStringLiteral("baseline count");
    for (std::size_t i = 0; i < a.baselines.size(); ++i) {
        const SnapshotBaseline &x = a.baselines[i], &y = b.baselines[i];
        if (x.laneId != y.laneId || x.shiftMs != y.shiftMs || x.stepMs != y.stepMs)
            return QStringLiteral("baseline %1").arg(i);
        if (const QString d = seriesDifference(x.data, y.data); !d.isEmpty())
            return QStringLiteral("baseline %1: %2").arg(i).arg(d);
    }
    if (a.ruleSeries.size() != b.ruleSeries.size())
        return QStringLiteral("rule series count");
    for (std::size_t i = 0; i < a.ruleSeries.size(); ++i) {
        const SnapshotRuleSeries &x = a.ruleSeries[i], &y = b.ruleSeries[i];
        if (x.ruleIndex != y.ruleIndex || x.rule != y.rule || x.expr != y.expr ||
            x.operand != y.operand || x.op != y.op || x.threshold != y.threshold ||
            x.fromMs != y.fromMs || x.toMs != y.toMs || x.stepMs != y.stepMs)
            return QStringLiteral("rule series %1").arg(i);
        if (const QString d = seriesDifference(x.data, y.data); !d.isEmpty())
            return QStringLiteral("rule series %1: %2").arg(i).arg(d);
    }
    if (a.changes.size() != b.changes.size())
        return QStringLiteral("change count");
    for (std::size_t i = 0; i < a.changes.size(); ++i)
        if (a.changes[i].timeMs != b.changes[i].timeMs || a.changes[i].kind != b.changes[i].kind ||
            a.changes[i].text != b.changes[i].text || !(a.changes[i].labels == b.changes[i].labels))
            return QStringLiteral("change %1").arg(i);
    if (a.notes.size() != b.notes.size())
        return QStringLiteral("note count");
    for (std::size_t i = 0; i < a.notes.size(); ++i)
        if ((a.notes[i].id && a.notes[i].id != b.notes[i].id) ||
            a.notes[i].text != b.notes[i].text || a.notes[i].author != b.notes[i].author ||
            a.notes[i].createdAtMs != b.notes[i].createdAtMs)
            return QStringLiteral("note %1").arg(i);
    if (a.audit != b.audit)
        return QStringLiteral("audit");
    return {};
}

inline QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

inline bool sql(const QString &path, const char *statements)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK &&
              sqlite3_exec(db, statements, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

// Every row of every table, serialised: "captured data unchanged" per table.
inline std::map<QString, QByteArray> dumpTables(const QString &path)
{
    std::map<QString, QByteArray> out;
    sqlite3 *db = nullptr;
    const QByteArray uri = QUrl::fromLocalFile(path).toEncoded() + "?mode=ro";
    if (sqlite3_open_v2(uri.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
        SQLITE_OK)
        return out;
    QStringList tables;
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='table'", -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW)
        tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)));
    sqlite3_finalize(s);
    for (const QString &t : tables) {
        const QByteArray q = "SELECT * FROM " + t.toUtf8() + " ORDER BY rowid";
        sqlite3_prepare_v2(db, q.constData(), -1, &s, nullptr);
        QByteArray &rows = out[t];
        while (sqlite3_step(s) == SQLITE_ROW) {
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                rows += QByteArray::number(sqlite3_column_type(s, c)) + ':';
                const auto *p = static_cast<const char *>(sqlite3_column_blob(s, c));
                rows += QByteArray(p, sqlite3_column_bytes(s, c)) + '|';
            }
            rows += '\n';
        }
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return out;
}

inline std::vector<QByteArray> blockPayloads(const QString &path)
{
    std::vector<QByteArray> out;
    sqlite3 *db = nullptr;
    sqlite3_open(QFile::encodeName(path).constData(), &db);
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db, "SELECT data FROM series_blocks", -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW) {
        const auto *p = static_cast<const char *>(sqlite3_column_blob(s, 0));
        if (auto raw = SeriesCodec::payload(QByteArrayView(p, sqlite3_column_bytes(s, 0))))
            out.push_back(*raw);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return out;
}

inline QStringList leftovers(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.tmp-*"), QStringLiteral("*-journal"),
                                QStringLiteral("*-wal"), QStringLiteral("*-shm")},
                               QDir::Files | QDir::Hidden);
}
} // namespace SnapshotFixtures
