// Measures parsePrometheusResponse on a dashboard-sized query_range answer
// (1,000 GPUs, 6 h at a 15 s step) against two yardsticks: a bare simdjson
// DOM walk with from_chars into plain vectors, the floor for any parser
// built on simdjson, and QJsonDocument, what Qt code would use by default.

#include "benchmain.h"
#include "fleetbody.h"
#include "prometheusparser.h"
#include "promformat.h"
#include "textsink.h"

#include <benchmark/benchmark.h>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <simdjson.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {
using namespace FleetBody;

struct PlainSeries
{
    std::vector<std::pair<std::string, std::string>> labels;
    std::vector<std::int64_t> times;
    std::vector<double> values;
};

// The yardstick: what the same answer costs with nothing but simdjson's DOM
// and from_chars, no grid, no Qt types.
bool simdjsonDomWalk(simdjson::dom::parser &parser, const std::string &json,
                     std::vector<PlainSeries> &out)
{
    out.clear();
    simdjson::dom::element root;
    if (parser.parse(json.data(), json.size()).get(root))
        return false;
    simdjson::dom::array result;
    if (root["data"]["result"].get(result))
        return false;
    for (simdjson::dom::element item : result) {
        PlainSeries s;
        simdjson::dom::object metric;
        if (item["metric"].get(metric))
            return false;
        for (auto [key, value] : metric) {
            std::string_view v;
            if (value.get(v))
                return false;
            s.labels.emplace_back(std::string(key), std::string(v));
        }
        simdjson::dom::array values;
        if (item["values"].get(values))
            return false;
        s.times.reserve(values.size());
        s.values.reserve(values.size());
        for (simdjson::dom::element pair : values) {
            double t;
            std::string_view text;
            if (pair.at(0).get(t) || pair.at(1).get(text))
                return false;
            double x;
            if (std::from_chars(text.data(), text.data() + text.size(), x).ec != std::errc())
                return false;
            s.times.push_back(std::llround(t * 1000));
            s.values.push_back(x);
        }
        out.push_back(std::move(s));
    }
    return true;
}

std::size_t qtJsonWalk(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonArray result = doc.object()
                                  .value(QLatin1String("data"))
                                  .toObject()
                                  .value(QLatin1String("result"))
                                  .toArray();
    std::size_t n = 0;
    std::vector<std::pair<QString, QString>> labels;
    std::vector<qint64> times;
    std::vector<double> values;
    for (const QJsonValue &item : result) {
        const QJsonObject o = item.toObject();
        const QJsonObject metric = o.value(QLatin1String("metric")).toObject();
        labels.clear();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            labels.emplace_back(it.key(), it.value().toString());
        times.clear();
        values.clear();
        for (const QJsonValue &pair : o.value(QLatin1String("values")).toArray()) {
            const QJsonArray a = pair.toArray();
            times.push_back(std::llround(a.at(0).toDouble() * 1000));
            values.push_back(a.at(1).toString().toDouble());
        }
        n += values.size();
    }
    return n;
}

void BM_FleetScopeParser(benchmark::State &state, const std::string *json)
{
    const QByteArrayView view(json->data(), qsizetype(json->size()));
    for (auto _ : state) {
        auto set = parsePrometheusResponse(view);
        if (!set) {
            state.SkipWithError("parse failed");
            return;
        }
        benchmark::DoNotOptimize(set->timesMs.data());
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(json->size()));
}

void BM_SimdjsonDomWalk(benchmark::State &state)
{
    simdjson::dom::parser parser;
    std::vector<PlainSeries> out;
    for (auto _ : state) {
        if (!simdjsonDomWalk(parser, body(), out)) {
            state.SkipWithError("parse failed");
            return;
        }
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(body().size()));
}

void BM_QJsonDocument(benchmark::State &state)
{
    const QByteArray json = QByteArray::fromRawData(body().data(), qsizetype(body().size()));
    for (auto _ : state)
        benchmark::DoNotOptimize(qtJsonWalk(json));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(body().size()));
}

// What `fleetscope-cli query` writes for the parsed answer, CSV or JSON,
// into a sink that drops it (the command's stdout is /dev/null's): the
// formatting alone, in bytes of output per second. The reference writes the
// same number of bytes with memcpy alone.
enum class Output
{
    Csv,
    Json,
    CopyOnly
};
void BM_WriteOutput(benchmark::State &state, Output what)
{
    const auto set =
        parsePrometheusResponse(QByteArrayView(body().data(), qsizetype(body().size())));
    if (!set) {
        state.SkipWithError("parse failed");
        return;
    }
    std::int64_t bytes = 0;
    TextSink counter([&bytes](std::string_view s) {
        bytes += std::int64_t(s.size());
        return true;
    });
    PromFormat::writeCsv(*set, counter);
    counter.finish();
    const std::string filler(1 << 16, 'x');
    std::int64_t n = 0;
    for (auto _ : state) {
        n = 0;
        TextSink sink([&n](std::string_view s) {
            n += std::int64_t(s.size());
            benchmark::DoNotOptimize(s.data());
            return true;
        });
        if (what == Output::Csv)
            PromFormat::writeCsv(*set, sink);
        else if (what == Output::Json)
            PromFormat::writeJson(*set, sink);
        else
            for (std::int64_t left = bytes; left > 0; left -= std::int64_t(filler.size()))
                sink.append(std::string_view(filler).substr(
                    0, std::size_t(std::min<std::int64_t>(left, std::int64_t(filler.size())))));
        sink.finish();
    }
    state.counters["output_MB"] = double(n) / 1e6;
    state.SetBytesProcessed(std::int64_t(state.iterations()) * n);
}

// Prints as usual and keeps each benchmark's time for the ratios.
class RatioReporter final : public benchmark::ConsoleReporter
{
  public:
    // No colour codes: the output is usually pasted or redirected.
    RatioReporter() : ConsoleReporter(OO_Tabular) {}

    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run &run : runs) {
            if (run.error_occurred)
                continue;
            // With --benchmark_repetitions the mean stands for the family.
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
    static const std::string ragged = makeBody(10);
    std::printf("body: %.1f MB%s\n", double(body().size()) / 1e6,
                std::getenv("FLEETSCOPE_BENCH_BODY") ? " (the workload's answer)" : " (synthetic)");
    benchmark::RegisterBenchmark("fleetscope_parser", BM_FleetScopeParser, &body())
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("simdjson_dom_walk", BM_SimdjsonDomWalk)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("qjsondocument", BM_QJsonDocument)->Unit(benchmark::kMillisecond);
    // Every tenth series, the first among them, starts 60 steps (15 min) late: the
    // grid-union path instead of the shared-grid one.
    benchmark::RegisterBenchmark("fleetscope_parser_ragged", BM_FleetScopeParser, &ragged)
        ->Unit(benchmark::kMillisecond);

    benchmark::RegisterBenchmark("write_csv", BM_WriteOutput, Output::Csv)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("write_json", BM_WriteOutput, Output::Json)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("write_copy_only", BM_WriteOutput, Output::CopyOnly)
        ->Unit(benchmark::kMillisecond);

    RatioReporter reporter;
    if (const int rc = runRegisteredBenchmarks(argc, argv, &reporter))
        return rc;

    const auto &t = reporter.times;
    const auto ours = t.find("fleetscope_parser");
    const auto dom = t.find("simdjson_dom_walk");
    const auto qt = t.find("qjsondocument");
    if (ours != t.end() && dom != t.end())
        std::printf("ours/simdjson:      %.2f  (target <= 1.5)\n", ours->second / dom->second);
    if (ours != t.end() && qt != t.end())
        std::printf("QJsonDocument/ours: %.1f  (target >= 10)\n", qt->second / ours->second);
    return 0;
}
