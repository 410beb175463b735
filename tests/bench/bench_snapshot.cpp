// Saving and loading a 10-million-sample snapshot of DCGM-like gauges
// (1,000 GPUs, five metrics, 2,000 points at 15 s) against two yardsticks:
//
// * zstd -1 and zstd -d on the raw sample bytes: 16 bytes per sample (Unix
//   milliseconds and the value, series after series), what a binary dump of
//   the samples holds. libzstd runs in-process at level 1, single-threaded,
//   as the zstd command does, so process start and file I/O do not count.
// * SQLite reading one row per sample, (series, ts, value), the schema the
//   file format would have without columnar blocks.
//
// Targets (issue 5): load <= 1.5 x zstd -d, <= 3 bytes per sample on disk.
// Run a Release build: `tools/dev bench` or `bench_snapshot`.
#include "benchmain.h"
#include "snapshotfile.h"

#include <benchmark/benchmark.h>
#include <sqlite3.h>
#include <zstd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <random>
#include <string>

namespace {

constexpr int kGpus = 1000;
constexpr int kPoints = 2000;
constexpr qint64 kStartMs = 1'763'700'000'000;
constexpr qint64 kStepMs = 15'000;

// How dcgm-exporter reports: framebuffer MiB, utilisation, temperature and
// SM clock as integers, power in watts with three decimals. Mostly slow.
Snapshot makeSnapshot()
{
    std::mt19937 rng(42);
    auto roll = [&rng](int n) { return int(rng() % unsigned(n)); };
    Snapshot snap;
    snap.title = QStringLiteral("bench");
    snap.fromMs = kStartMs;
    snap.toMs = kStartMs + (kPoints - 1) * kStepMs;
    const char *metrics[] = {"DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_GPU_TEMP",
                             "DCGM_FI_DEV_POWER_USAGE", "DCGM_FI_DEV_SM_CLOCK"};
    for (int m = 0; m < 5; ++m) {
        SnapshotQuery q;
        q.laneId = QStringLiteral("lane%1").arg(m);
        q.spec.source = QStringLiteral("prom");
        q.spec.promql = QLatin1String(metrics[m]);
        q.stepMs = kStepMs;
        for (int i = 0; i < kPoints; ++i)
            q.data.timesMs.push_back(kStartMs + i * kStepMs);
        for (int g = 0; g < kGpus; ++g) {
            Series s;
            s.labels =
                Labels({{QStringLiteral("__name__"), QLatin1String(metrics[m])},
                        {QStringLiteral("Hostname"), QStringLiteral("gpu-node-%1").arg(g / 8)},
                        {QStringLiteral("UUID"), QStringLiteral("GPU-%1").arg(g, 8, 16)},
                        {QStringLiteral("gpu"), QString::number(g % 8)},
                        {QStringLiteral("modelName"), QStringLiteral("NVIDIA A100-SXM4-80GB")}});
            s.present = GapMask(kPoints, true);
            s.values.resize(kPoints);
            double v = m == 0   ? 20'000 + roll(40'000)
                       : m == 1 ? roll(100)
                       : m == 2 ? 40 + roll(30)
                       : m == 4 ? 1410
                                : 0;
            qint64 mw = 200'000 + roll(100'000);
            for (int i = 0; i < kPoints; ++i) {
                switch (m) {
                case 0:
                    if (roll(10) == 0)
                        v += roll(2001) - 1000;
                    break;
                case 1:
                    if (roll(4) == 0)
                        v = std::clamp(v + roll(11) - 5, 0.0, 100.0);
                    break;
                case 2:
                    if (roll(20) == 0)
                        v += roll(3) - 1;
                    break;
                case 3:
                    mw += roll(2001) - 1000;
                    v = double(mw) / 1000;
                    break;
                default:
                    if (roll(50) == 0)
                        v = roll(2) ? 1410 : 1980;
                }
                s.values.cell(std::size_t(i)) = v;
            }
            q.data.series.push_back(std::move(s));
        }
        snap.queries.push_back(std::move(q));
    }
    return snap;
}

std::string rawSamples(const Snapshot &snap)
{
    std::string raw;
    raw.reserve(snap.sampleCount() * 16);
    for (const auto &q : snap.queries)
        for (const auto &s : q.data.series)
            for (std::size_t i = 0; i < q.data.timesMs.size(); ++i) {
                raw.append(reinterpret_cast<const char *>(&q.data.timesMs[i]), 8);
                const double v = s.values[i]; // a Column hands out values, not cells
                raw.append(reinterpret_cast<const char *>(&v), 8);
            }
    return raw;
}

struct Data
{
    Snapshot snap = makeSnapshot();
    QTemporaryDir dir;
    QString fsnap = dir.filePath(QStringLiteral("bench.fsnap"));
    QString rows = dir.filePath(QStringLiteral("rows.sqlite"));
    std::string raw = rawSamples(snap);
    std::string frame;
};

Data &data()
{
    static Data d;
    return d;
}

bool buildRowDatabase(const Data &d)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open(QFile::encodeName(d.rows).constData(), &db) != SQLITE_OK)
        return false;
    sqlite3_exec(db,
                 "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;"
                 "CREATE TABLE samples(series INTEGER NOT NULL, ts INTEGER NOT NULL, value REAL)",
                 nullptr, nullptr, nullptr);
    sqlite3_stmt *ins = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO samples VALUES (?, ?, ?)", -1, &ins, nullptr);
    qint64 series = 0;
    for (const auto &q : d.snap.queries)
        for (const auto &s : q.data.series) {
            for (std::size_t i = 0; i < q.data.timesMs.size(); ++i) {
                sqlite3_bind_int64(ins, 1, series);
                sqlite3_bind_int64(ins, 2, q.data.timesMs[i]);
                sqlite3_bind_double(ins, 3, s.values[i]);
                sqlite3_step(ins);
                sqlite3_reset(ins);
            }
            ++series;
        }
    sqlite3_finalize(ins);
    const bool ok = sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

void BM_SnapshotSave(benchmark::State &state)
{
    for (auto _ : state) {
        const auto ok = SnapshotFile::write(data().snap, data().fsnap);
        if (!ok)
            state.SkipWithError(ok.error().toUtf8().constData());
    }
}

void BM_SnapshotLoad(benchmark::State &state)
{
    for (auto _ : state) {
        auto snap = SnapshotFile::read(data().fsnap);
        if (!snap)
            state.SkipWithError(snap.error().toUtf8().constData());
        benchmark::DoNotOptimize(snap);
    }
}

void BM_Zstd1(benchmark::State &state)
{
    const std::string &raw = data().raw;
    std::string out(ZSTD_compressBound(raw.size()), '\0');
    for (auto _ : state) {
        const std::size_t n = ZSTD_compress(out.data(), out.size(), raw.data(), raw.size(), 1);
        benchmark::DoNotOptimize(n);
    }
}

void BM_ZstdD(benchmark::State &state)
{
    const std::string &frame = data().frame;
    std::string out(data().raw.size(), '\0');
    for (auto _ : state) {
        const std::size_t n = ZSTD_decompress(out.data(), out.size(), frame.data(), frame.size());
        benchmark::DoNotOptimize(n);
        benchmark::DoNotOptimize(out.data());
    }
}

void BM_SqliteRows(benchmark::State &state)
{
    for (auto _ : state) {
        sqlite3 *db = nullptr;
        sqlite3_open_v2(QFile::encodeName(data().rows).constData(), &db, SQLITE_OPEN_READONLY,
                        nullptr);
        sqlite3_stmt *s = nullptr;
        sqlite3_prepare_v2(db, "SELECT series, ts, value FROM samples", -1, &s, nullptr);
        std::vector<qint64> series, ts;
        std::vector<double> values;
        series.reserve(data().snap.sampleCount());
        ts.reserve(data().snap.sampleCount());
        values.reserve(data().snap.sampleCount());
        while (sqlite3_step(s) == SQLITE_ROW) {
            series.push_back(sqlite3_column_int64(s, 0));
            ts.push_back(sqlite3_column_int64(s, 1));
            values.push_back(sqlite3_column_double(s, 2));
        }
        sqlite3_finalize(s);
        sqlite3_close(db);
        benchmark::DoNotOptimize(values.data());
        if (values.size() != data().snap.sampleCount())
            state.SkipWithError("the row database is incomplete");
    }
}

// Prints as usual and keeps each benchmark's time for the ratios.
class RatioReporter final : public benchmark::ConsoleReporter
{
  public:
    RatioReporter() : ConsoleReporter(OO_Tabular) {}

    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run &run : runs) {
            if (run.error_occurred)
                continue;
            if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "mean")
                continue;
            times[run.run_name.function_name] = run.GetAdjustedRealTime();
        }
    }
    std::map<std::string, double> times;
};

} // namespace

int main(int argc, char **argv)
{
    Data &d = data();
    const double samples = double(d.snap.sampleCount());
    std::printf("snapshot: %zu queries, %.1f M samples, raw sample bytes %.1f MB\n",
                d.snap.queries.size(), samples / 1e6, double(d.raw.size()) / 1e6);
    if (!d.dir.isValid() || !SnapshotFile::write(d.snap, d.fsnap)) {
        std::fprintf(stderr, "bench_snapshot: cannot write %s\n", qPrintable(d.fsnap));
        return 1;
    }
    d.frame.resize(ZSTD_compressBound(d.raw.size()));
    d.frame.resize(ZSTD_compress(d.frame.data(), d.frame.size(), d.raw.data(), d.raw.size(), 1));
    const auto t0 = std::chrono::steady_clock::now();
    if (!buildRowDatabase(d)) {
        std::fprintf(stderr, "bench_snapshot: cannot build the row database\n");
        return 1;
    }
    const double rowBuild =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    benchmark::RegisterBenchmark("snapshot_save", BM_SnapshotSave)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("zstd_1_compress", BM_Zstd1)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("snapshot_load", BM_SnapshotLoad)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("zstd_d_decompress", BM_ZstdD)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("sqlite_row_per_sample_read", BM_SqliteRows)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    RatioReporter reporter;
    if (const int rc = runRegisteredBenchmarks(argc, argv, &reporter))
        return rc;

    const double fsnapBytes = double(QFileInfo(d.fsnap).size());
    std::printf("on disk: .fsnap %.2f bytes/sample (target <= 3); zstd -1 of the raw bytes %.2f; "
                "SQLite row per sample %.2f (built in %.1f s)\n",
                fsnapBytes / samples, double(d.frame.size()) / samples,
                double(QFileInfo(d.rows).size()) / samples, rowBuild);
    const auto &t = reporter.times;
    auto ratio = [&t](const char *a, const char *b) {
        const auto x = t.find(a), y = t.find(b);
        return x != t.end() && y != t.end() ? x->second / y->second : -1.0;
    };
    std::printf("save / zstd -1:              %.2f\n", ratio("snapshot_save", "zstd_1_compress"));
    std::printf("load / zstd -d:              %.2f  (target <= 1.5)\n",
                ratio("snapshot_load", "zstd_d_decompress"));
    std::printf("SQLite rows read / load:     %.2f\n",
                ratio("sqlite_row_per_sample_read", "snapshot_load"));
    return 0;
}
