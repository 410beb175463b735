// A Prometheus server's own alerts and rules (/api/v1/alerts, /api/v1/rules,
// and Thanos', Mimir's, VictoriaMetrics'): parsePrometheusAlerts and
// parsePrometheusRules, and the label values of dashboard variables
// (parsePrometheusLabelValues). All read the same envelope, so one corpus
// serves them.

#include "fuzzsupport.h"
#include "prometheusalertsparser.h"

namespace {
void checkAlert(const FeedAlert &a)
{
    FUZZ_CHECK(a.origin == AlertOrigin::Prometheus);
    // Only the caller knows the feed's name.
    FUZZ_CHECK(a.source.isEmpty());
    FUZZ_CHECK(!a.stale);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        if (const auto alerts = parsePrometheusAlerts(body, status)) {
            for (const FeedAlert &a : *alerts)
                checkAlert(a);
        } else {
            Fuzz::checkError(alerts.error());
        }
        if (const auto rules = parsePrometheusRules(body, status)) {
            for (const ServerRule &rule : *rules)
                for (const FeedAlert &a : rule.alerts)
                    checkAlert(a);
        } else {
            Fuzz::checkError(rules.error());
        }
        if (const auto values = parsePrometheusLabelValues(body, status); !values)
            Fuzz::checkError(values.error());
    }
    return 0;
}
