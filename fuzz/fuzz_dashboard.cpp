// Dashboard files (the built-in ones, a user's, the one inside a snapshot):
// Dashboard::fromJson. A snapshot stores the dashboard as toJson() wrote it
// and reads it back with fromJson(), so every dashboard that loads must
// survive that trip unchanged.

#include "dashboard.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto d =
        Dashboard::fromJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!d) {
        FUZZ_CHECK(!d.error().isEmpty());
        return 0;
    }
    FUZZ_CHECK(!d->lanes.empty());
    FUZZ_CHECK(d->defaultRangeMs > 0 && d->refreshMs >= 1000);
    for (const LaneSpec &lane : d->lanes) {
        FUZZ_CHECK(d->lane(lane.id) == &lane);
        for (const QuerySpec &q : lane.queries)
            (void)d->interpolate(q.promql); // variables: any input, no crash
    }
    const QByteArray saved = d->toJson();
    const auto again = Dashboard::fromJson(saved);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->toJson() == saved);
    return 0;
}
