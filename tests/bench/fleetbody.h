#pragma once
// The benchmarks' query_range answer: 1,000 GPUs of DCGM_FI_DEV_GPU_UTIL as
// Prometheus returns them. bench/run saves the real answer of the fleet-sim
// workload and names it in FLEETSCOPE_BENCH_BODY; without it a synthetic
// body of the same shape is built in memory (random-walk utilisation, so
// the lines look like telemetry rather than white noise).

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace FleetBody {

inline constexpr int kSeries = 1000;
// 6 h at 15 s with both ends inclusive, as query_range returns it: the
// issue's 1,000-GPU workload.
inline constexpr int kPoints = 1441;
inline constexpr long long kStart = 1'700'000'000;
inline constexpr int kStep = 15;

// A matrix answer shaped like dcgm-exporter's DCGM_FI_DEV_GPU_UTIL through
// Prometheus: 8 GPUs per host, Kubernetes labels, sorted label names.
// `lateEvery` > 0 makes every n-th series (and the first) start 60 steps late,
// which forces the general grid-union path.
inline std::string makeBody(int lateEvery = 0)
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> start(0, 10000);
    std::normal_distribution<double> stepNoise(0, 250);
    std::string out;
    out.reserve(std::size_t(kSeries) * kPoints * 22 + std::size_t(kSeries) * 400);
    out += R"({"status":"success","data":{"resultType":"matrix","result":[)";
    char buf[64];
    for (int s = 0; s < kSeries; ++s) {
        const int host = s / 8;
        const int gpu = s % 8;
        if (s)
            out += ',';
        std::snprintf(buf, sizeof buf, "%08x-%04x-%04x", 0x9a3f0000u + unsigned(s), host, gpu);
        out += R"({"metric":{"DCGM_FI_DRIVER_VERSION":"535.129.03","Hostname":"gpu-node-)";
        out += std::to_string(host);
        out += R"(","UUID":"GPU-)";
        out += buf;
        out +=
            R"(-8c1e-2f7d41a09b3c","__name__":"DCGM_FI_DEV_GPU_UTIL","container":"nvidia-dcgm-exporter","device":"nvidia)";
        out += std::to_string(gpu);
        out += R"(","gpu":")";
        out += std::to_string(gpu);
        out += R"(","instance":"10.42.)";
        out += std::to_string(host / 250) + '.' + std::to_string(host % 250);
        out +=
            R"(:9400","job":"gpu-metrics","modelName":"NVIDIA A100-SXM4-80GB","namespace":"gpu-operator","pci_bus_id":"00000000:)";
        std::snprintf(buf, sizeof buf, "%02X", 0x07 + gpu * 0x10);
        out += buf;
        out += R"(:00.0","pod":"nvidia-dcgm-exporter-)";
        out += std::to_string(10000 + host);
        out += R"("},"values":[)";
        const bool late = lateEvery > 0 && s % lateEvery == 0;
        int level = start(rng);
        for (int p = late ? 60 : 0; p < kPoints; ++p) {
            if (p != (late ? 60 : 0))
                out += ',';
            level = std::clamp(level + int(stepNoise(rng)), 0, 10000);
            const int v = level;
            // Mostly two decimals, as the utilisation gauge averages.
            const int n = v % 7 == 0 ? std::snprintf(buf, sizeof buf, "[%lld,\"%d\"]",
                                                     kStart + p * kStep, v / 100)
                                     : std::snprintf(buf, sizeof buf, "[%lld,\"%d.%02d\"]",
                                                     kStart + p * kStep, v / 100, v % 100);
            out.append(buf, std::size_t(n));
        }
        out += "]}";
    }
    out += "]}}";
    return out;
}

// The body every benchmark uses: the saved workload answer, or makeBody().
inline const std::string &body()
{
    static const std::string b = [] {
        if (const char *path = std::getenv("FLEETSCOPE_BENCH_BODY"); path && *path) {
            std::ifstream in(path, std::ios::binary);
            std::ostringstream all;
            all << in.rdbuf();
            if (!in || all.str().empty()) {
                std::fprintf(stderr, "cannot read FLEETSCOPE_BENCH_BODY=%s\n", path);
                std::exit(2);
            }
            return all.str();
        }
        return makeBody();
    }();
    return b;
}

} // namespace FleetBody
