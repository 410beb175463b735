// P2: one dashboard query fetched and parsed end to end through the app's
// own data path (QueryRunner: source registry, HTTP, parse on the worker
// pool), against `curl -o /dev/null` of the same query_range request. Needs
// a running Prometheus; bench/run starts one with the 1,000-GPU backfill and
// sets the environment:
//   FLEETSCOPE_BENCH_PROM   base URL, e.g. http://127.0.0.1:9090
//   FLEETSCOPE_BENCH_QUERY  PromQL (default DCGM_FI_DEV_GPU_UTIL)
//   FLEETSCOPE_BENCH_FROM / FLEETSCOPE_BENCH_TO   Unix seconds
// curl asks for a plain answer, the plainest reference; the app's source
// uses compression `auto`, which on loopback measures the link and stays
// plain (a cold link memory: the first answer measures it).

#include "benchmain.h"
#include "queryrunner.h"

#include <benchmark/benchmark.h>
#include <QCoreApplication>
#include <QJsonObject>
#include <QProcess>
#include <QUrlQuery>

namespace {

struct Workload
{
    QString url;
    QString query;
    qint64 fromS = 0;
    qint64 toS = 0;
    static constexpr qint64 kStepS = 15;
};

Workload workload()
{
    Workload w;
    w.url = qEnvironmentVariable("FLEETSCOPE_BENCH_PROM");
    w.query =
        qEnvironmentVariable("FLEETSCOPE_BENCH_QUERY", QStringLiteral("DCGM_FI_DEV_GPU_UTIL"));
    w.fromS = qEnvironmentVariable("FLEETSCOPE_BENCH_FROM").toLongLong();
    w.toS = qEnvironmentVariable("FLEETSCOPE_BENCH_TO").toLongLong();
    return w;
}

void BM_FleetScopeFetchParse(benchmark::State &state)
{
    const Workload w = workload();
    auto parsed =
        SourceConfig::fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("prom")},
                                           {QStringLiteral("type"), QStringLiteral("prometheus")},
                                           {QStringLiteral("url"), w.url},
                                           {QStringLiteral("timeout"), QStringLiteral("120s")}});
    if (!parsed) {
        state.SkipWithError(qPrintable(parsed.error()));
        return;
    }
    QueryRunner::Request r;
    r.spec.source = QStringLiteral("prom");
    r.spec.promql = w.query;
    r.fromMs = w.fromS * 1000;
    r.toMs = w.toS * 1000;
    r.stepMs = Workload::kStepS * 1000;
    std::size_t samples = 0, series = 0;
    for (auto _ : state) {
        const QueryResult result = QueryRunner::run(SourceList{{*parsed}}, r);
        if (!result) {
            state.SkipWithError(qPrintable(result.error().message));
            return;
        }
        samples = result->sampleCount();
        series = result->series.size();
    }
    state.counters["series"] = double(series);
    state.counters["samples"] = double(samples);
}

void BM_CurlFetch(benchmark::State &state)
{
    const Workload w = workload();
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("query"), w.query);
    q.addQueryItem(QStringLiteral("start"), QString::number(w.fromS));
    q.addQueryItem(QStringLiteral("end"), QString::number(w.toS));
    q.addQueryItem(QStringLiteral("step"), QString::number(Workload::kStepS));
    const QString url =
        w.url + QStringLiteral("/api/v1/query_range?") + q.query(QUrl::FullyEncoded);
    for (auto _ : state) {
        const int rc =
            QProcess::execute(QStringLiteral("curl"), {QStringLiteral("-sf"), QStringLiteral("-o"),
                                                       QStringLiteral("/dev/null"), url});
        if (rc != 0) {
            state.SkipWithError("curl failed");
            return;
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (workload().url.isEmpty() || workload().toS <= workload().fromS) {
        std::fprintf(stderr, "bench_fetch: set FLEETSCOPE_BENCH_PROM, FLEETSCOPE_BENCH_FROM and "
                             "FLEETSCOPE_BENCH_TO (bench/run does)\n");
        return 2;
    }
    benchmark::RegisterBenchmark("fleetscope_fetch_parse", BM_FleetScopeFetchParse)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("curl_fetch", BM_CurlFetch)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    return runRegisteredBenchmarks(argc, argv);
}
