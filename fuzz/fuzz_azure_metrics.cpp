// Azure Monitor Metrics answers: a single resource's
// (parseAzureMetricsResponse) and a metrics:getBatch answer
// (parseAzureMetricsBatchResponse). The input's size picks the aggregation
// asked for, so every field of a data point is read by some run.

#include "azuremetricsparser.h"
#include "fuzzsupport.h"

#include <iterator>

namespace {
void check(const std::expected<AzureMetricsResult, SourceError> &r)
{
    if (!r) {
        Fuzz::checkError(r.error());
        return;
    }
    Fuzz::checkSeriesSet(r->set);
    FUZZ_CHECK(r->intervalMs >= 0);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static constexpr AzureAggregation kAggregations[] = {
        AzureAggregation::Average, AzureAggregation::Minimum, AzureAggregation::Maximum,
        AzureAggregation::Total, AzureAggregation::Count};
    const AzureAggregation aggregation = kAggregations[size % std::size(kAggregations)];
    const QByteArrayView body = Fuzz::bytes(data, size);
    static const QString resource =
        QStringLiteral("/subscriptions/00000000-0000-0000-0000-000000000001/resourceGroups/gpu-rg/"
                       "providers/Microsoft.Compute/virtualMachines/gpu-0");
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        check(parseAzureMetricsResponse(body, status, aggregation));
        check(parseAzureMetricsResponse(body, status, aggregation, resource));
        check(parseAzureMetricsBatchResponse(body, status, aggregation));
    }
    return 0;
}
