#pragma once
// The tail of every benchmark's main: parse Google Benchmark's flags (an
// unknown one is an error, not silently ignored), run what was registered,
// shut down. Returns main's exit code.

#include <benchmark/benchmark.h>

inline int runRegisteredBenchmarks(int argc, char **argv,
                                   benchmark::BenchmarkReporter *reporter = nullptr)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    if (reporter)
        benchmark::RunSpecifiedBenchmarks(reporter);
    else
        benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
