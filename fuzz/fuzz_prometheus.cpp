// Prometheus /api/v1/query and /api/v1/query_range answers (and Thanos',
// Mimir's, VictoriaMetrics'): parsePrometheusResponse.

#include "fuzzsupport.h"
#include "prometheusparser.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    const SeriesLimits options;
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        const auto r = parsePrometheusResponse(body, status, options);
        if (!r) {
            Fuzz::checkError(r.error());
            continue;
        }
        Fuzz::checkSeriesSet(*r);
        // A string result has no numbers to chart and is refused.
        FUZZ_CHECK(r->resultType != SeriesSet::ResultType::String);
        FUZZ_CHECK(r->gridSize() * r->series.size() <= options.maxGridCells);
    }
    return 0;
}
