// Alertmanager's answers (/api/v2/alerts, /api/v2/silences, the POST and
// DELETE of a silence) and the JSON reading they share with the Prometheus
// alert feeds (alertfeedjson.h). Parsed silences are also serialized back
// and matched against labels, as the alert pane does with a server's
// silences: their matchers are regexes written by someone else.

#include "alertfeedjson.h"
#include "alertmanagerparser.h"
#include "fuzzsupport.h"

#include <QJsonDocument>

namespace {
// Long enough for a backtracking regex to show itself as a timeout.
const Labels &probeLabels()
{
    static const Labels labels({{QStringLiteral("alertname"), QStringLiteral("GpuHot")},
                                {QStringLiteral("instance"), QString(64, QLatin1Char('a')) + u'!'},
                                {QStringLiteral("severity"), QStringLiteral("critical")}});
    return labels;
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
    (void)AlertFeedJson::readJson(body);
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        if (const auto alerts = parseAlertmanagerAlerts(body, status)) {
            for (const FeedAlert &a : *alerts) {
                FUZZ_CHECK(a.origin == AlertOrigin::Alertmanager);
                FUZZ_CHECK(a.source.isEmpty());
            }
        } else {
            Fuzz::checkError(alerts.error());
        }
        if (const auto silences = parseSilences(body, status)) {
            for (const Silence &s : *silences) {
                (void)s.matches(probeLabels());
                // What FleetScope would send to create it again must be JSON
                // that Alertmanager can read.
                if (const auto out = serializeSilence(s))
                    FUZZ_CHECK(QJsonDocument::fromJson(*out).isObject());
            }
        } else {
            Fuzz::checkError(silences.error());
        }
        if (const auto id = parseSilenceCreated(body, status))
            FUZZ_CHECK(!id->isEmpty());
        else
            Fuzz::checkError(id.error());
        if (const auto gone = parseSilenceExpired(body, status); !gone)
            Fuzz::checkError(gone.error());
    }
    return 0;
}
