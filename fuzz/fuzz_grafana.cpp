// Grafana dashboard exports, which users bring from anywhere:
// GrafanaImport::convert. Whatever converts must be a dashboard FleetScope
// saves and loads back unchanged, and its queries must interpolate.

#include "fuzzsupport.h"
#include "grafanaimport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto r =
        GrafanaImport::convert(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!r) {
        FUZZ_CHECK(!r.error().isEmpty());
        return 0;
    }
    const Dashboard &d = r->dashboard;
    FUZZ_CHECK(!d.lanes.empty());
    for (const LaneSpec &lane : d.lanes) {
        FUZZ_CHECK(!lane.queries.empty());
        for (const QuerySpec &q : lane.queries)
            FUZZ_CHECK(DashboardVariables::interpolate(q.promql, d.variables).unknown.isEmpty());
    }
    for (const QString &line : r->notConverted + r->adjusted)
        FUZZ_CHECK(!line.isEmpty());
    const QByteArray saved = d.toJson();
    const auto again = Dashboard::fromJson(saved);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->toJson() == saved);
    return 0;
}
