// Log Analytics query answers (POST /v1/workspaces/{id}/query):
// parseLogAnalyticsResponse.

#include "fuzzsupport.h"
#include "loganalyticsparser.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        const auto r = parseLogAnalyticsResponse(body, status, QStringLiteral("gpu-workspace"));
        if (!r) {
            Fuzz::checkError(r.error());
            continue;
        }
        Fuzz::checkSeriesSet(*r);
        // HTTP 204 has no body: an empty result, whatever bytes came along.
        if (status == 204)
            FUZZ_CHECK(r->series.empty());
    }
    return 0;
}
