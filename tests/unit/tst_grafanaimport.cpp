#include "fixturefiles.h"
#include "grafanaimport.h"

#include <QTest>

namespace {
GrafanaImport::Result convertFixture(const QString &name, const QString &source = {})
{
    GrafanaImport::Options options;
    if (!source.isEmpty())
        options.source = source;
    auto r = GrafanaImport::convert(readFixture(QStringLiteral("grafana/") + name), options);
    if (!r)
        qFatal("%s: %s", qPrintable(name), qPrintable(r.error()));
    return *r;
}

const LaneSpec &lane(const Dashboard &d, const QString &id)
{
    const LaneSpec *l = d.lane(id);
    if (!l)
        qFatal("no lane %s", qPrintable(id));
    return *l;
}

bool anyContains(const QStringList &lines, const QString &a, const QString &b = {})
{
    for (const QString &l : lines)
        if (l.contains(a) && (b.isEmpty() || l.contains(b)))
            return true;
    return false;
}

QStringList laneIds(const Dashboard &d)
{
    QStringList ids;
    for (const auto &l : d.lanes)
        ids << l.id;
    return ids;
}
} // namespace

class TestGrafanaImport : public QObject
{
    Q_OBJECT
  private slots:
    void dcgmDashboard()
    {
        const auto r = convertFixture(QStringLiteral("dcgm-gpu.json"), QStringLiteral("fleet"));
        const Dashboard &d = r.dashboard;
        QCOMPARE(d.title, QStringLiteral("NVIDIA DCGM Exporter (fleet)"));
        QCOMPARE(d.defaultRangeMs, 3 * 3600'000);
        QCOMPARE(d.refreshMs, 30'000);
        // Time series only, in dashboard order, the collapsed row's panels too.
        QCOMPARE(laneIds(d),
                 (QStringList{QStringLiteral("gpu_temperature"), QStringLiteral("gpu_power_usage"),
                              QStringLiteral("gpu_sm_clocks"), QStringLiteral("gpu_utilization"),
                              QStringLiteral("gpu_framebuffer_mem_used"),
                              QStringLiteral("tensor_core_utilization"),
                              QStringLiteral("gpu_power_from_energy_counter")}));
        const LaneSpec &temp = lane(d, QStringLiteral("gpu_temperature"));
        QCOMPARE(temp.title, QStringLiteral("GPU Temperature"));
        QCOMPARE(temp.unit, Unit::Celsius);
        QCOMPARE(temp.thresholds.size(), std::size_t(1)); // the base step is no line
        QCOMPARE(temp.thresholds[0].value, 85.0);
        QCOMPARE(temp.thresholds[0].color, QStringLiteral("#f2495c"));
        QCOMPARE(temp.queries.size(), std::size_t(1));
        QCOMPARE(temp.queries[0].source, QStringLiteral("fleet"));
        QCOMPARE(temp.queries[0].promql,
                 QStringLiteral("DCGM_FI_DEV_GPU_TEMP{Hostname=~\"$Hostname\", gpu=~\"$gpu\"}"));
        QCOMPARE(lane(d, QStringLiteral("gpu_power_usage")).unit, Unit::Watts);
        QCOMPARE(lane(d, QStringLiteral("gpu_framebuffer_mem_used")).unit, Unit::MiB);
        QCOMPARE(lane(d, QStringLiteral("tensor_core_utilization")).unit, Unit::Ratio);
        const LaneSpec &util = lane(d, QStringLiteral("gpu_utilization"));
        QCOMPARE(util.unit, Unit::Percent);
        QCOMPARE(util.yMin.value_or(-1), 0.0);
        QCOMPARE(util.yMax.value_or(-1), 100.0);
        // A percentage threshold of a 0..100 range.
        QCOMPARE(util.thresholds.size(), std::size_t(1));
        QCOMPARE(util.thresholds[0].value, 80.0);
        QCOMPARE(util.thresholds[0].color, QStringLiteral("#ff9830"));
        // Hertz has no FleetScope unit: said so, shown as plain numbers.
        QCOMPARE(lane(d, QStringLiteral("gpu_sm_clocks")).unit, Unit::None);
        QVERIFY(anyContains(r.adjusted, QStringLiteral("GPU SM Clocks"), QStringLiteral("hertz")));

        QCOMPARE(d.variables.size(), std::size_t(2));
        const DashboardVariable &host = d.variables[0];
        QCOMPARE(host.name, QStringLiteral("Hostname"));
        QCOMPARE(host.label, QStringLiteral("Host"));
        QCOMPARE(host.kind, DashboardVariable::Kind::Query);
        QCOMPARE(host.source, QStringLiteral("fleet"));
        QCOMPARE(host.query, QStringLiteral("label_values(DCGM_FI_DEV_GPU_TEMP, Hostname)"));
        QVERIFY(host.multi && host.includeAll && host.isAll());
        QCOMPARE(
            d.variables[1].query,
            QStringLiteral("label_values(DCGM_FI_DEV_GPU_TEMP{Hostname=~\"$Hostname\"}, gpu)"));

        QCOMPARE(r.notConverted.size(), 2);
        QVERIFY(
            anyContains(r.notConverted, QStringLiteral("GPU Avg. Temp"), QStringLiteral("gauge")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("GPU Power Total"),
                            QStringLiteral("bargauge")));
        QCOMPARE(r.adjusted.size(), 1);
    }
    void dashboardWithRows()
    {
        const auto r = convertFixture(QStringLiteral("inference-rows.json"));
        const Dashboard &d = r.dashboard;
        QCOMPARE(d.defaultRangeMs, 6 * 3600'000);
        QCOMPARE(d.refreshMs, 60'000);
        QCOMPARE(laneIds(d),
                 (QStringList{QStringLiteral("p95_inference_latency"), QStringLiteral("pods"),
                              QStringLiteral("requests_and_gateway_errors"),
                              QStringLiteral("median_latency_namespace")}));
        const LaneSpec &p95 = lane(d, QStringLiteral("p95_inference_latency"));
        QCOMPARE(p95.unit, Unit::Seconds);
        QCOMPARE(p95.thresholds.at(0).value, 2.0);
        QCOMPARE(p95.thresholds.at(0).color, QStringLiteral("#c4162a"));
        QCOMPARE(p95.queries.at(0).source, QStringLiteral("prom"));
        // Two visible targets, the hidden one left out and said so.
        QCOMPARE(lane(d, QStringLiteral("pods")).queries.size(), std::size_t(2));
        QVERIFY(anyContains(r.adjusted, QStringLiteral("query C"), QStringLiteral("hidden")));
        QVERIFY(anyContains(r.adjusted, QStringLiteral("Pods"), QStringLiteral("transformations")));
        // Mixed data sources: the Prometheus target stays, the Loki one is listed.
        QCOMPARE(lane(d, QStringLiteral("requests_and_gateway_errors")).queries.size(),
                 std::size_t(1));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("query B"), QStringLiteral("loki")));
        QVERIFY(anyContains(r.adjusted, QStringLiteral("reqps")));
        QCOMPARE(lane(d, QStringLiteral("median_latency_namespace")).unit, Unit::Milliseconds);
        QVERIFY(anyContains(r.adjusted, QStringLiteral("repeated"), QStringLiteral("$namespace")));

        QVERIFY(anyContains(r.notConverted, QStringLiteral("Latency distribution"),
                            QStringLiteral("heatmap")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("Notes"), QStringLiteral("text")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("rollup_rate()"),
                            QStringLiteral("Prometheus does not have")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("Replicas in cluster"),
                            QStringLiteral("$cluster")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("$Filters"), QStringLiteral("ad hoc")));
        QVERIFY(
            anyContains(r.notConverted, QStringLiteral("$region"), QStringLiteral("cloudwatch")));
        QCOMPARE(r.notConverted.size(), 7);
        QCOMPARE(r.adjusted.size(), 4);

        QCOMPARE(d.variables.size(), std::size_t(3));
        const DashboardVariable &ns = d.variables[0];
        QCOMPARE(ns.regex, QStringLiteral("/^team-.*/"));
        QCOMPARE(ns.current, (QStringList{QStringLiteral("team-a"), QStringLiteral("team-b")}));
        const DashboardVariable &q = d.variables[1];
        QCOMPARE(q.kind, DashboardVariable::Kind::Custom);
        QCOMPARE(q.options, (QStringList{QStringLiteral("0.5"), QStringLiteral("0.95"),
                                         QStringLiteral("0.99")}));
        QCOMPARE(q.current, QStringList{QStringLiteral("0.95")});
        QCOMPARE(d.variables[2].options,
                 (QStringList{QStringLiteral("1m"), QStringLiteral("5m"), QStringLiteral("10m")}));
        QCOMPARE(d.interpolate(p95.queries[0].promql),
                 QStringLiteral("histogram_quantile(0.95, sum by (le, namespace) "
                                "(rate(inference_request_duration_seconds_bucket"
                                "{namespace=~\"(team-a|team-b)\"}[5m])))"));
    }
    void oldSchemaWithRowsArray()
    {
        const auto r = convertFixture(QStringLiteral("old-schema.json"));
        const Dashboard &d = r.dashboard;
        QCOMPARE(d.title, QStringLiteral("GPU nodes (classic)"));
        QCOMPARE(d.defaultRangeMs, 24 * 3600'000);
        QCOMPARE(laneIds(d), (QStringList{QStringLiteral("gpu_utilisation_on_host"),
                                          QStringLiteral("framebuffer_used")}));
        const LaneSpec &util = d.lanes[0];
        QCOMPARE(util.unit, Unit::Percent);
        QCOMPARE(util.yMin.value_or(-1), 0.0);
        QCOMPARE(util.yMax.value_or(-1), 100.0);
        QCOMPARE(util.thresholds.at(0).value, 30.0);
        QCOMPARE(util.thresholds.at(0).color, QStringLiteral("#ff9830"));
        const LaneSpec &fb = d.lanes[1];
        QCOMPARE(fb.unit, Unit::MiB);
        QVERIFY(!fb.yMax);
        QCOMPARE(fb.thresholds.at(0).color, QStringLiteral("#f2495c"));
        QCOMPARE(d.interpolate(util.queries[0].promql),
                 QStringLiteral("avg by (gpu) (DCGM_FI_DEV_GPU_UTIL{Hostname="
                                "\"aks-nca100-10000000-vmss000000\", job=\"dcgm-exporter\"})"));
        QCOMPARE(d.variables.size(), std::size_t(2));
        QCOMPARE(d.variables[1].kind, DashboardVariable::Kind::Constant);
        QVERIFY(d.variables[1].hidden);
        QCOMPARE(r.notConverted.size(), 2);
        QVERIFY(anyContains(r.notConverted, QStringLiteral("GPUs"), QStringLiteral("singlestat")));
        QVERIFY(anyContains(r.notConverted, QStringLiteral("Temperature"),
                            QStringLiteral("no PromQL")));
    }
    void convertedDashboardsLoadAsTheyAreSaved()
    {
        for (const QString &name : fixtureNames(QStringLiteral("grafana"))) {
            const auto r = convertFixture(name);
            const auto reread = Dashboard::fromJson(r.dashboard.toJson());
            QVERIFY2(reread, qPrintable(name + QStringLiteral(": ") + reread.error()));
            QCOMPARE(reread->toJson(), r.dashboard.toJson());
        }
    }
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"panels\": [") << "not valid JSON";
        QTest::newRow("not grafana") << QByteArray("{\"foo\": 1}") << "neither";
        QTest::newRow("fleetscope") << QByteArray(R"({"lanes":[]})") << "FleetScope dashboard";
        QTest::newRow("nothing convertible")
            << QByteArray(R"({"panels":[{"type":"stat","title":"S","targets":[{"expr":"up"}]}]})")
            << "No panel";
        QTest::newRow("empty") << QByteArray(R"({"panels":[]})") << "no panels";
        QTest::newRow("array") << QByteArray("[1,2]") << "neither";
    }
    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto r = GrafanaImport::convert(json);
        QVERIFY(!r);
        QVERIFY2(r.error().contains(message), qPrintable(r.error()));
    }
    void hostileShapesDoNotCrash()
    {
        // Wrong types everywhere: every field read defensively.
        const QByteArray json = R"({"panels":[1,"x",null,{"type":"timeseries","title":7,
            "targets":[3,{"expr":5},{"expr":"up","datasource":[]}],
            "fieldConfig":{"defaults":{"unit":[],"min":"x","thresholds":{"steps":[1,{"value":"9"}]}}}},
            {"type":"row","panels":[{"type":"row","panels":[{"type":"graph","targets":[{"expr":"up"}],
             "yaxes":"no"}]}]}],
          "templating":{"list":[1,{"type":"query"},{"name":"v","type":"custom","query":7}]},
          "time":{"from":5},"refresh":false})";
        const auto r = GrafanaImport::convert(json);
        QVERIFY2(r, r ? "" : qPrintable(r.error()));
        QCOMPARE(r->dashboard.lanes.size(), std::size_t(2));
        QCOMPARE(r->dashboard.lanes[0].thresholds.at(0).value, 9.0);
    }
    void unreadableRegexIsDroppedAndSaid()
    {
        // Found by fuzz_grafana: the regex came over as written, and the
        // saved dashboard then refused to load.
        const QByteArray json = "{\"panels\":[{\"type\":\"timeseries\",\"title\":\"T\","
                                "\"targets\":[{\"expr\":\"up{h=~'$h'}\"}]}],"
                                "\"templating\":{\"list\":[{\"name\":\"h\",\"type\":\"query\","
                                "\"regex\":\"/([/\",\"query\":\"label_values(up, h)\"}]}}";
        const auto r = GrafanaImport::convert(json);
        QVERIFY2(r, r ? "" : qPrintable(r.error()));
        QVERIFY(r->dashboard.variables.at(0).regex.isEmpty());
        QVERIFY(anyContains(r->adjusted, QStringLiteral("$h"), QStringLiteral("regex")));
        QVERIFY(Dashboard::fromJson(r->dashboard.toJson()));
    }
};

QTEST_GUILESS_MAIN(TestGrafanaImport)
#include "tst_grafanaimport.moc"
