// Fitting the built-in lanes and rules to fleets that export different
// things: which way each quantity takes, the host label's spelling, the
// report, and the template functions that put GPU health into words.
// Metric names as each project documents them (dcgm-exporter's counters
// files, kube-state-metrics, vLLM, Triton, TGI, OpenTelemetry, Ray Serve).

#include "alertboard.h"
#include "appinsightslatency.h"
#include "discoveryparser.h"
#include "fleetfit.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

MetricCatalog catalog(const QStringList &names, const QStringList &dcgmLabels = {})
{
    MetricCatalog c;
    c.known = true;
    c.names = QSet<QString>(names.cbegin(), names.cend());
    if (!dcgmLabels.isEmpty())
        c.labelsOf.insert(QStringLiteral("DCGM_FI_DEV_FB_USED"), dcgmLabels);
    return c;
}

const QStringList kDcgmLabels = {QStringLiteral("__name__"),  QStringLiteral("gpu"),
                                 QStringLiteral("UUID"),      QStringLiteral("Hostname"),
                                 QStringLiteral("modelName"), QStringLiteral("pod")};

QuantityChoice choose(const QString &token, const MetricCatalog &c, const QString &by = {})
{
    const FleetQuantity *q = FleetQuantities::find(token);
    if (!q)
        qFatal("no quantity %s", qPrintable(token));
    return FleetQuantities::choose(*q, c, QStringLiteral("1m"), by);
}

const QString kMemory = QStringLiteral("fleetscope:gpu_memory_used:percent");
const QString kBusy = QStringLiteral("fleetscope:gpu_busy:percent");
const QString kLatency = QStringLiteral("fleetscope:inference_latency_p95:seconds");
const QString kPods = QStringLiteral("fleetscope:inference_pods:count");

} // namespace

class TstFleetFit : public QObject
{
    Q_OBJECT
  private slots:
    void memoryWithAndWithoutReserved()
    {
        const auto full =
            choose(kMemory, catalog({u"DCGM_FI_DEV_FB_USED"_s, u"DCGM_FI_DEV_FB_FREE"_s,
                                     u"DCGM_FI_DEV_FB_RESERVED"_s}));
        QCOMPARE(full.way, 0);
        QVERIFY(full.promql.contains(QLatin1String("DCGM_FI_DEV_FB_RESERVED")));
        const auto noReserved =
            choose(kMemory, catalog({u"DCGM_FI_DEV_FB_USED"_s, u"DCGM_FI_DEV_FB_FREE"_s}));
        QCOMPARE(noReserved.way, 1);
        QVERIFY(!noReserved.promql.contains(QLatin1String("RESERVED")));
        QCOMPARE(noReserved.promql,
                 QStringLiteral("100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + "
                                "DCGM_FI_DEV_FB_FREE)"));
        QVERIFY(noReserved.whyNot.first().contains(QLatin1String("DCGM_FI_DEV_FB_RESERVED")));
        const auto none = choose(kMemory, catalog({u"DCGM_FI_DEV_GPU_TEMP"_s}));
        QVERIFY(!none.ok());
        QCOMPARE(none.whyNot.size(), 2);
    }

    void busyPrefersTheEngineUnderMig()
    {
        const QStringList both = {u"DCGM_FI_DEV_GPU_UTIL"_s, u"DCGM_FI_PROF_GR_ENGINE_ACTIVE"_s};
        QCOMPARE(choose(kBusy, catalog(both, kDcgmLabels)).promql,
                 QStringLiteral("DCGM_FI_DEV_GPU_UTIL"));
        const auto mig = choose(kBusy, catalog(both, kDcgmLabels + QStringList{u"GPU_I_ID"_s}));
        QCOMPARE(mig.promql, QStringLiteral("100 * DCGM_FI_PROF_GR_ENGINE_ACTIVE"));
        QCOMPARE(choose(kBusy, catalog({u"DCGM_FI_PROF_GR_ENGINE_ACTIVE"_s})).way, 1);
    }

    void latencyFromEachServer_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("reads");
        QTest::addColumn<bool>("inMs");
        QTest::newRow("fleet-sim") << QStringList{u"inference_request_duration_seconds_bucket"_s}
                                   << u"inference_request_duration_seconds_bucket"_s << false;
        QTest::newRow("vLLM") << QStringList{u"vllm:e2e_request_latency_seconds_bucket"_s,
                                             u"vllm:time_to_first_token_seconds_bucket"_s}
                              << "vllm:e2e_request_latency_seconds_bucket" << false;
        QTest::newRow("TGI") << QStringList{u"tgi_request_duration_bucket"_s}
                             << u"tgi_request_duration_bucket"_s << false;
        QTest::newRow("OTel") << QStringList{u"http_server_request_duration_seconds_bucket"_s}
                              << u"http_server_request_duration_seconds_bucket"_s << false;
        QTest::newRow("OTel ms") << QStringList{u"http_server_duration_milliseconds_bucket"_s}
                                 << u"http_server_duration_milliseconds_bucket"_s << true;
        QTest::newRow("Ray") << QStringList{u"ray_serve_http_request_latency_ms_bucket"_s}
                             << u"ray_serve_http_request_latency_ms_bucket"_s << true;
        // The monitoring stack's own histograms are never a service's latency.
        QTest::newRow("plain") << QStringList{u"prometheus_http_request_duration_seconds_bucket"_s,
                                              u"apiserver_request_duration_seconds_bucket"_s,
                                              u"predict_latency_seconds_bucket"_s}
                               << u"predict_latency_seconds_bucket"_s << false;
        QTest::newRow("plain ms") << QStringList{u"model_inference_latency_milliseconds_bucket"_s}
                                  << u"model_inference_latency_milliseconds_bucket"_s << true;
    }
    void latencyFromEachServer()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, reads);
        QFETCH(bool, inMs);
        const auto c = choose(kLatency, catalog(names));
        QVERIFY2(c.ok(), qPrintable(c.whyNot.join(u'\n')));
        QVERIFY2(c.promql.contains(reads + QLatin1Char('[')), qPrintable(c.promql));
        QCOMPARE(c.promql.endsWith(QLatin1String(" / 1000")), inMs);
        QCOMPARE(c.metric, reads);
        QVERIFY(c.promql.startsWith(QLatin1String("histogram_quantile(0.95, sum by (le, "
                                                  "namespace, pod")));
    }

    void tritonCountersGiveAMeanAndSaySo()
    {
        const auto c =
            choose(kLatency, catalog({u"nv_inference_request_duration_us"_s,
                                      u"nv_inference_request_success"_s, u"nv_inference_count"_s}));
        QVERIFY(c.ok());
        QVERIFY(c.promql.contains(QLatin1String("rate(nv_inference_request_duration_us[1m])")));
        QVERIFY(c.promql.endsWith(QLatin1String("/ 1e6")));
        QCOMPARE(c.title, QStringLiteral("Mean inference latency"));
        // Its summary, where enabled, is a real P95 and wins.
        const auto summary = choose(kLatency, catalog({u"nv_inference_request_duration_us"_s,
                                                       u"nv_inference_request_success"_s,
                                                       u"nv_inference_request_summary_us"_s}));
        QVERIFY(summary.promql.contains(QLatin1String("quantile=\"0.95\"")));
        QCOMPARE(summary.title, QStringLiteral("P95 inference latency"));
    }

    void podsFallBackToWhatExists()
    {
        QCOMPARE(choose(kPods, catalog({u"kube_deployment_status_replicas_available"_s,
                                        u"kube_deployment_status_replicas"_s}))
                     .promql,
                 QStringLiteral("kube_deployment_status_replicas_available"));
        QCOMPARE(choose(kPods, catalog({u"kube_deployment_status_replicas"_s})).promql,
                 QStringLiteral("kube_deployment_status_replicas"));
        const auto targets = choose(kPods, catalog({u"tgi_request_duration_count"_s}));
        QCOMPARE(targets.promql, QStringLiteral("count by (namespace) (group by (namespace, pod) "
                                                "(tgi_request_duration_count))"));
        QVERIFY(!choose(kPods, catalog({u"up"_s})).ok());
    }

    void anUnknownSourceTakesTheFirstWay()
    {
        const auto c = choose(kMemory, MetricCatalog{});
        QVERIFY(c.ok());
        QVERIFY(c.assumed);
        QCOMPARE(c.way, 0);
        // What the dashboard said before quantities existed, to the byte.
        const FleetFit::Expanded e =
            FleetFit::expand(kLatency, MetricCatalog{}, QStringLiteral("$__rate_interval"));
        QCOMPARE(e.promql, QStringLiteral("(histogram_quantile(0.95, sum by (le, namespace, pod) "
                                          "(rate(inference_request_duration_seconds_bucket[$__rate_"
                                          "interval]))))"));
    }

    void expansionKeepsTheLabelsAsked()
    {
        const auto e = FleetFit::expand(kLatency + QStringLiteral("{by=\"namespace\"} > 2"),
                                        catalog({u"vllm:e2e_request_latency_seconds_bucket"_s}),
                                        QStringLiteral("1m"));
        QVERIFY(e.ok);
        QCOMPARE(e.promql, QStringLiteral("(histogram_quantile(0.95, sum by (le, namespace, "
                                          "model_name) (rate(vllm:e2e_request_latency_seconds_"
                                          "bucket[1m])))) > 2"));
        const auto unknownToken = FleetFit::expand(QStringLiteral("fleetscope:nothing:here"),
                                                   catalog({u"up"_s}), QStringLiteral("1m"));
        QVERIFY(!unknownToken.ok);
    }

    void theHostLabelIsSpelledAsTheSourceDoes()
    {
        QStringList lower = kDcgmLabels;
        lower.replaceInStrings(QStringLiteral("Hostname"), QStringLiteral("hostname"));
        const MetricCatalog c =
            catalog({u"DCGM_FI_DEV_FB_USED"_s, u"DCGM_FI_DEV_FB_FREE"_s}, lower);
        QCOMPARE(c.hostLabel(), QStringLiteral("hostname"));
        QCOMPARE(
            FleetFit::withHostLabel(QStringLiteral("max by (Hostname) (x{Hostname=\"a\"})"), c),
            QStringLiteral("max by (hostname) (x{hostname=\"a\"})"));
        std::vector<AlertRule> rules(1);
        rules[0].name = QStringLiteral("GpuMemoryPressure");
        rules[0].expr = kMemory + QStringLiteral(" > 85");
        rules[0].annotations.insert(QStringLiteral("summary"),
                                    QStringLiteral("GPU {{ $labels.gpu }} on {{ $labels.Hostname "
                                                   "}} uses {{ $value }} %"));
        const FitReport r = FleetFit::fitRules(rules, c, QStringLiteral("prom"));
        QVERIFY(r.allOk());
        QCOMPARE(rules[0].annotations.value(QStringLiteral("summary")),
                 QStringLiteral("GPU {{ $labels.gpu }} on {{ $labels.hostname }} uses {{ $value }} "
                                "%"));
        QVERIFY(!rules[0].expr.contains(QLatin1String("RESERVED")));
        // The old spelling stays where the source has it, and where unknown.
        QCOMPARE(catalog({u"x"_s}, kDcgmLabels).hostLabel(), QStringLiteral("Hostname"));
        QCOMPARE(MetricCatalog{}.hostLabel(), QStringLiteral("Hostname"));
    }

    void theDashboardIsFittedAndTheReportSaysHow()
    {
        auto d = Dashboard::fromJson(QByteArray(
            "{\"title\": \"t\", \"lanes\": [ {\"id\": \"mem\", \"title\": \"GPU memory used\", "
            "\"unit\": \"percent\", \"queries\": [ {\"source\": \"prom\", \"promql\": "
            "\"fleetscope:gpu_memory_used:percent\"}]}, {\"id\": \"lat\", \"title\": \"P95 "
            "inference latency\", \"unit\": \"seconds\", \"queries\": [ {\"source\": \"prom\", "
            "\"promql\": \"fleetscope:inference_latency_p95:seconds\"}, {\"source\": \"prom\", "
            "\"optional\": true, \"promql\": \"fleetscope:time_to_first_token_p95:seconds\"}]}, "
            "{\"id\": \"own\", \"title\": \"Mine\", \"unit\": \"percent\", \"queries\": [ "
            "{\"source\": \"prom\", \"promql\": \"100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED "
            "+ DCGM_FI_DEV_FB_FREE + DCGM_FI_DEV_FB_RESERVED)\"}]}, {\"id\": \"az\", \"title\": "
            "\"Azure\", \"unit\": \"percent\", \"queries\": [ {\"source\": \"azmon\", \"metric\": "
            "\"node_cpu_usage_percentage\"}]}]}"));
        QVERIFY2(d, qPrintable(d.error()));
        std::map<QString, MetricCatalog> catalogs;
        catalogs[QStringLiteral("prom")] = catalog(
            {u"DCGM_FI_DEV_FB_USED"_s, u"DCGM_FI_DEV_FB_FREE"_s, u"tgi_request_duration_bucket"_s});
        const FitReport r = FleetFit::fitDashboard(*d, catalogs);
        QCOMPARE(d->lanes[0].title, QStringLiteral("GPU memory used · DCGM_FI_DEV_FB_USED"));
        QVERIFY(!d->lanes[0].queries[0].promql.contains(QLatin1String("RESERVED")));
        QCOMPARE(d->lanes[0].queries[0].raw.value(QLatin1String("promql")).toString(),
                 d->lanes[0].queries[0].promql);
        // TGI has no time to first token: the optional query goes quietly.
        QCOMPARE(d->lanes[1].queries.size(), size_t(1));
        QCOMPARE(d->lanes[1].title,
                 QStringLiteral("P95 inference latency · tgi_request_duration_bucket"));
        // A user's own expression is not rewritten, but its gap is named.
        QCOMPARE(d->lanes[2].title, QStringLiteral("Mine"));
        QVERIFY(!r.allOk());
        const auto own = std::find_if(r.entries.begin(), r.entries.end(),
                                      [](const FitEntry &e) { return e.id == u"own"; });
        QVERIFY(own != r.entries.end());
        QCOMPARE(own->missing, QStringList{u"DCGM_FI_DEV_FB_RESERVED"_s});
        QVERIFY(own->summary().contains(QLatin1String("DCGM_FI_DEV_FB_RESERVED")));
        // The source's own framebuffer fields are named, and the way it can
        // answer is one click away.
        QCOMPARE(own->nearby, (QStringList{u"DCGM_FI_DEV_FB_FREE"_s, u"DCGM_FI_DEV_FB_USED"_s}));
        QCOMPARE(own->fixPromql, u"100 * DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + "
                                 "DCGM_FI_DEV_FB_FREE)"_s);
        QVERIFY(own->summary().contains(QLatin1String("it has DCGM_FI_DEV_FB_FREE")));
        QCOMPARE(d->lanes[3].queries[0].source, QStringLiteral("azmon"));

        // A lane of optional queries only is there where the fleet has them.
        const QByteArray ttft =
            "{\"title\": \"t\", \"lanes\": [{\"id\": \"lat\", \"title\": \"P95 inference "
            "latency\", \"unit\": \"seconds\", \"queries\": [{\"source\": \"prom\", \"promql\": "
            "\"fleetscope:inference_latency_p95:seconds\"}]}, {\"id\": \"ttft\", \"title\": \"P95 "
            "time to first token\", \"unit\": \"seconds\", \"queries\": [{\"source\": \"prom\", "
            "\"optional\": true, \"promql\": \"fleetscope:time_to_first_token_p95:seconds\"}]}]}";
        auto tgi = Dashboard::fromJson(ttft);
        FleetFit::fitDashboard(*tgi, catalogs);
        QCOMPARE(tgi->lanes.size(), size_t(1));
        auto vllm = Dashboard::fromJson(ttft);
        std::map<QString, MetricCatalog> vllmFleet{
            {u"prom"_s, catalog({u"vllm:e2e_request_latency_seconds_bucket"_s,
                                 u"vllm:time_to_first_token_seconds_bucket"_s})}};
        const FitReport vr = FleetFit::fitDashboard(*vllm, vllmFleet);
        QCOMPARE(vllm->lanes.size(), size_t(2));
        QVERIFY(vllm->lanes[1].queries[0].promql.contains(u"vllm:time_to_first_token"_s));
        QVERIFY(vr.allOk());

        const FitReport back = FitReport::fromJson(r.toJsonBytes());
        QCOMPARE(back.entries.size(), r.entries.size());
        QCOMPARE(back.entries[1].summary(), r.entries[1].summary());
        QCOMPARE(back.allOk(), r.allOk());
    }

    void neighboursAreTheSameFamily()
    {
        const MetricCatalog c = catalog({u"DCGM_FI_DEV_FB_USED"_s, u"DCGM_FI_DEV_FB_FREE"_s,
                                         u"DCGM_FI_DEV_GPU_TEMP"_s, u"kube_pod_info"_s});
        QCOMPARE(c.neighbours(QStringLiteral("DCGM_FI_DEV_FB_RESERVED")),
                 (QStringList{u"DCGM_FI_DEV_FB_FREE"_s, u"DCGM_FI_DEV_FB_USED"_s}));
        QVERIFY(c.neighbours(QStringLiteral("zzz")).isEmpty());
        // A vendor prefix alone is no family.
        QVERIFY(c.neighbours(QStringLiteral("DCGM_EXP_XID_ERRORS_COUNT")).isEmpty());
        QCOMPARE(c.families(), (QStringList{u"dcgm-exporter"_s, u"kube-state-metrics"_s}));
    }

    void healthInWordsInSummaries()
    {
        AlertRow row;
        row.value = 79;
        row.labels.set(QStringLiteral("xid"), QStringLiteral("48"));
        QCOMPARE(
            AlertBoardBuilder::displayText(QStringLiteral("Xid {{ $value | xid }}"), row),
            QStringLiteral("Xid 79 (GPU has fallen off the bus: the host can no longer reach it)"));
        QVERIFY(AlertBoardBuilder::displayText(QStringLiteral("{{ $labels.xid | xid }}"), row)
                    .startsWith(QLatin1String("48 (")));
        row.value = 0x60;
        const QString slowed =
            AlertBoardBuilder::displayText(QStringLiteral("{{ $value | clockEventReasons }}"), row);
        QVERIFY2(slowed.contains(QLatin1String("thermal")), qPrintable(slowed));
        // Prometheus' own functions are left to Prometheus: the value as is.
        row.value = 2.5;
        QCOMPARE(AlertBoardBuilder::displayText(QStringLiteral("{{ $value | humanize }} s"), row),
                 QStringLiteral("2.5 s"));
    }

    // Application Insights custom metrics in a Log Analytics workspace: a
    // team's inference_latency_ms with its phase companions, stacked in the
    // order the work happens, from whichever table the workspace has.
    void appInsightsPhasesAreStacked()
    {
        MetricCatalog c =
            catalog({u"inference_latency_ms"_s, u"postprocessing_latency_ms"_s,
                     u"preprocessing_latency_ms"_s, u"batch_size"_s, u"gpu_memory_mb"_s});
        c.workspace = u"ws-1"_s;
        c.metricsTable = u"AppMetrics"_s;
        QuantityChoice q = AppInsightsLatency::choose(c);
        QVERIFY2(q.ok(), qPrintable(q.whyNot.join(u"; "_s)));
        QCOMPARE(q.metric, u"AppMetrics: preprocessing_latency_ms + inference_latency_ms + "
                           "postprocessing_latency_ms"_s);
        QCOMPARE(q.promql,
                 u"AppMetrics | where Name in (\"preprocessing_latency_ms\", "
                 "\"inference_latency_ms\", \"postprocessing_latency_ms\") | summarize seconds = "
                 "sum(Sum) / sum(ItemCount) / 1000.0 by bin(TimeGenerated, $__interval), Name | "
                 "order by TimeGenerated asc"_s);
        QCOMPARE(q.title, u"Mean inference latency by phase"_s);

        // Classic Application Insights: other table, other column names.
        c.metricsTable = u"customMetrics"_s;
        q = AppInsightsLatency::choose(c);
        QVERIFY(q.ok());
        QVERIFY(q.promql.startsWith(u"customMetrics | where name in ("_s));
        QVERIFY(q.promql.contains(u"sum(valueSum) / sum(valueCount) / 1000.0 by bin(timestamp"_s));

        // A phase word inside a longer name: the specific one counts.
        c = catalog({u"llm_inference_postprocess_ms"_s, u"llm_inference_latency_ms"_s,
                     u"llm_preprocess_ms"_s});
        c.workspace = u"ws-1"_s;
        c.metricsTable = u"AppMetrics"_s;
        q = AppInsightsLatency::choose(c);
        QCOMPARE(q.metric, u"AppMetrics: llm_preprocess_ms + llm_inference_latency_ms + "
                           "llm_inference_postprocess_ms"_s);

        // One latency metric, in seconds: no division, no "by phase".
        c = catalog({u"request_duration_seconds"_s, u"batch_size"_s});
        c.workspace = u"ws-1"_s;
        c.metricsTable = u"AppMetrics"_s;
        q = AppInsightsLatency::choose(c);
        QVERIFY(q.ok());
        QVERIFY(!q.promql.contains(u"1000"_s));
        QCOMPARE(q.title, u"Mean inference latency"_s);
    }

    void appInsightsSaysWhyNot()
    {
        MetricCatalog c = catalog({u"batch_size"_s, u"queue_length"_s});
        c.workspace = u"ws-1"_s;
        c.metricsTable = u"AppMetrics"_s;
        QuantityChoice q = AppInsightsLatency::choose(c);
        QVERIFY(!q.ok());
        QVERIFY2(q.whyNot.join(u""_s).contains(u"it has batch_size, queue_length"_s),
                 qPrintable(q.whyNot.join(u""_s)));
        c.metricsTable.clear();
        c.names.clear();
        q = AppInsightsLatency::choose(c);
        QVERIFY(q.whyNot.join(u""_s).contains(u"neither AppMetrics nor customMetrics"_s));
        // No workspace named for the source: nothing was asked.
        q = AppInsightsLatency::choose(MetricCatalog{});
        QVERIFY(!q.ok());
        QVERIFY(q.whyNot.join(u""_s).contains(u"\"workspace\""_s));
    }

    void appInsightsLaneIsFitted()
    {
        auto d = Dashboard::fromJson(QByteArray(
            "{\"title\": \"t\", \"lanes\": [ {\"id\": \"phases\", \"title\": \"Mean inference "
            "latency by phase\", \"unit\": \"seconds\", \"stack\": true, \"queries\": [ "
            "{\"source\": \"azmon\", \"kql\": "
            "\"fleetscope:inference_latency_phases:seconds\"}]}]}"));
        QVERIFY2(d, qPrintable(d.error()));
        QVERIFY(d->lanes[0].stacked);
        QCOMPARE(d->lanes[0].aggregate, Aggregate::Sum);
        Dashboard unfitted = *d;
        // Before discovery (or without a workspace) the lane says why.
        FitReport r = FleetFit::fitDashboard(unfitted, {});
        QCOMPARE(r.entries.size(), size_t(1));
        QVERIFY(!r.entries[0].ok());
        QVERIFY(r.entries[0].problem().contains(u"azmon"_s));
        MetricCatalog c = catalog({u"inference_latency_ms"_s, u"preprocessing_latency_ms"_s});
        c.workspace = u"ws-1"_s;
        c.metricsTable = u"customMetrics"_s;
        std::map<QString, MetricCatalog> catalogs{{u"azmon"_s, c}};
        r = FleetFit::fitDashboard(*d, catalogs);
        QVERIFY(r.allOk());
        QVERIFY(
            d->lanes[0].queries[0].raw.value(u"kql"_s).toString().startsWith(u"customMetrics"_s));
        QCOMPARE(d->lanes[0].title, u"Mean inference latency by phase · customMetrics"_s);
        QVERIFY(r.entries[0].summary().contains(u"Application Insights mean per phase"_s));
        QVERIFY(Dashboard::fromJson(d->toJson())->lanes[0].stacked);
    }

    void discoveryAnswers()
    {
        const auto names = DiscoveryParser::parseStringList(
            R"({"status":"success","data":["a","b","c"]})", 200, 2);
        QVERIFY(names);
        QCOMPARE(names->values, (QStringList{u"a"_s, u"b"_s}));
        QVERIFY(names->truncated);
        const auto html = DiscoveryParser::parseStringList("<html>bad gateway</html>", 502, 10);
        QVERIFY(!html);
        QCOMPARE(html.error().httpStatus, 502);
        const auto refused = DiscoveryParser::parseStringList(
            R"({"status":"error","errorType":"bad_data","error":"invalid parameter"})", 400, 10);
        QVERIFY(!refused);
        QVERIFY(refused.error().detail.contains(QLatin1String("invalid parameter")));
        QCOMPARE(*DiscoveryParser::parseBuildInfo(
                     R"({"status":"success","data":{"version":"2.42.0"}})", 200),
                 QStringLiteral("2.42.0"));
        QCOMPARE(*DiscoveryParser::parseBuildInfo("404 page not found", 404), QString());
    }
};

QTEST_GUILESS_MAIN(TstFleetFit)
#include "tst_fleetfit.moc"
