// Grafana dashboards written for the tests (a DCGM-style GPU dashboard with
// $Hostname/$gpu, one with rows, an old schema) converted and run against a
// real Prometheus and a VictoriaMetrics over the same fleet-sim history: the
// variables' choices come from the server's label values API, and every
// converted lane's query returns series. Also the command line:
// import-grafana, then capture with the result. And a lane's baseline
// (compare with normal) on both backends.
#include "baselinejob.h"
#include "fixturefiles.h"
#include "fleetaggregates.h"
#include "grafanaimport.h"
#include "processrun.h"
#include "promstack.h"
#include "queryplanner.h"
#include "queryrunner.h"
#include "reduction.h"
#include "sourceconfig.h"
#include "sourceregistry.h"
#include "variableloader.h"

#include <QFile>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList labelValues(PromStack &stack, const QString &label)
{
    QString error;
    const QJsonDocument doc =
        stack.getJson(QStringLiteral("/api/v1/label/%1/values").arg(label), {}, &error);
    QStringList out;
    for (const auto &v : doc.object().value(QLatin1String("data")).toArray())
        out << v.toString();
    return out;
}
} // namespace

class TestGrafanaDashboards : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QString error;
        PromStackOptions options;
        options.historySecs = 3 * 3600;
        for (const auto backend :
             {PromStackOptions::Backend::Prometheus, PromStackOptions::Backend::VictoriaMetrics}) {
            options.backend = backend;
            auto stack = std::make_unique<PromStack>(options);
            stack->fleetSimPath = QStringLiteral(FLEETSIM_BIN);
            QVERIFY2(stack->start(&error), qPrintable(error));
            options.endSecs = stack->historyToSecs(); // the very same history
            QFile f(stack->sourcesFile());
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto parsed = SourceConfig::parseFile(f.readAll());
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
            m_sources.push_back(SourceList{std::move(*parsed)});
            m_stacks.push_back(std::move(stack));
        }
        m_toMs = m_stacks[0]->historyToSecs() * 1000;
        m_fromMs = m_toMs - 3600'000;
    }
    void cleanupTestCase() { m_stacks.clear(); }

    void dcgmVariablesComeFromTheServer_data() { backends(); }
    void rowsDashboardRunsWithItsPicks_data() { backends(); }
    void oldSchemaRunsOnARealHost_data() { backends(); }

    void dcgmVariablesComeFromTheServer()
    {
        QFETCH(int, backend);
        m_backend = backend;
        Dashboard d = convert(QStringLiteral("dcgm-gpu.json"));
        QVERIFY(loadVariables(d));
        QStringList hosts = labelValues(stack(), QStringLiteral("Hostname"));
        hosts.sort();
        QCOMPARE(d.variables[0].options, hosts);
        QCOMPARE(d.variables[0].options.size(), stack().options().nodes);
        QCOMPARE(d.variables[1].options, (QStringList{QStringLiteral("0"), QStringLiteral("1"),
                                                      QStringLiteral("2"), QStringLiteral("3")}));
        QVERIFY(d.variables[0].isAll());
        // All hosts, all GPUs: every GPU of the fleet in the temperature lane.
        QCOMPARE(seriesCount(d, QStringLiteral("gpu_temperature")),
                 stack().options().nodes * stack().options().gpus);
        // One host, two GPUs; the gpu variable's choices follow the host.
        d.variables[0].current = QStringList{hosts.first()};
        QVERIFY(loadVariables(d, 1));
        QCOMPARE(d.variables[1].options.size(), stack().options().gpus);
        d.variables[1].current = QStringList{QStringLiteral("1"), QStringLiteral("3")};
        QCOMPARE(seriesCount(d, QStringLiteral("gpu_temperature")), 2);
        QCOMPARE(seriesCount(d, QStringLiteral("gpu_utilization")), 2); // ${gpu:regex}
        QCOMPARE(seriesCount(d, QStringLiteral("gpu_sm_clocks")), 2);   // [[Hostname]]
        for (const LaneSpec &lane : d.lanes)
            QVERIFY2(seriesCount(d, lane.id) > 0, qPrintable(lane.id));
    }

    void rowsDashboardRunsWithItsPicks()
    {
        QFETCH(int, backend);
        m_backend = backend;
        Dashboard d = convert(QStringLiteral("inference-rows.json"));
        QVERIFY(loadVariables(d));
        // The regex /^team-.*/ keeps the teams' namespaces.
        QCOMPARE(d.variables[0].options,
                 (QStringList{QStringLiteral("team-a"), QStringLiteral("team-b"),
                              QStringLiteral("team-c")}));
        QCOMPARE(d.variables[0].current,
                 (QStringList{QStringLiteral("team-a"), QStringLiteral("team-b")}));
        // histogram_quantile($quantile, ... by (le, namespace)): one per picked team.
        QCOMPARE(seriesCount(d, QStringLiteral("p95_inference_latency")), 2);
        for (const LaneSpec &lane : d.lanes)
            QVERIFY2(seriesCount(d, lane.id) > 0, qPrintable(lane.id));
    }

    void oldSchemaRunsOnARealHost()
    {
        QFETCH(int, backend);
        m_backend = backend;
        Dashboard d = convert(QStringLiteral("old-schema.json"));
        // Its custom host list names hosts of another fleet: pick one of ours.
        const QString host = labelValues(stack(), QStringLiteral("Hostname")).value(0);
        d.variables[0].options = QStringList{host};
        d.variables[0].current = QStringList{host};
        QCOMPARE(seriesCount(d, QStringLiteral("gpu_utilisation_on_host")), stack().options().gpus);
        QCOMPARE(seriesCount(d, QStringLiteral("framebuffer_used")), stack().options().gpus);
    }

    void commandLineImportThenCapture()
    {
        m_backend = 0;
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("dcgm.json"));
        const ProcessRun imported = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("import-grafana"),
             QStringLiteral(FIXTURES_DIR "/grafana/dcgm-gpu.json"), QStringLiteral("-o"), out});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QVERIFY(imported.err.contains("7 lanes, 2 variables"));
        QVERIFY(imported.err.contains("not converted: Panel \"GPU Avg. Temp\" (gauge)"));
        QVERIFY(imported.err.contains("converted with a change: Panel \"GPU SM Clocks\""));
        // --strict fails the same import, having still written nothing wrong.
        const ProcessRun strict =
            runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                       {QStringLiteral("import-grafana"),
                        QStringLiteral(FIXTURES_DIR "/grafana/dcgm-gpu.json"), QStringLiteral("-o"),
                        dir.filePath(QStringLiteral("strict.json")), QStringLiteral("--strict")});
        QCOMPARE(strict.exitCode, 1);
        const QString snap = dir.filePath(QStringLiteral("dcgm.fsnap"));
        const ProcessRun captured = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("capture"), QStringLiteral("--sources"), stack().sourcesFile(),
             QStringLiteral("--dashboard"), out, QStringLiteral("--from"),
             QString::number(m_fromMs / 1000), QStringLiteral("--to"),
             QString::number(m_toMs / 1000), QStringLiteral("-o"), snap});
        QVERIFY2(captured.exitCode == 0, captured.err.constData());
        const ProcessRun exported = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("export"), snap, QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(exported.exitCode, 0);
        for (const char *lane :
             {"gpu_temperature,", "gpu_power_from_energy_counter,", "tensor_core_utilization,"})
            QVERIFY2(exported.out.contains(QByteArray("\n") + lane), lane);
        // A Grafana file given where a FleetScope dashboard belongs says what to do.
        const ProcessRun wrong = runProcess(
            QStringLiteral(FLEETSCOPE_CLI_BIN),
            {QStringLiteral("capture"), QStringLiteral("--sources"), stack().sourcesFile(),
             QStringLiteral("--dashboard"), QStringLiteral(FIXTURES_DIR "/grafana/dcgm-gpu.json"),
             QStringLiteral("--from"), QString::number(m_fromMs / 1000), QStringLiteral("--to"),
             QString::number(m_toMs / 1000), QStringLiteral("-o"), snap});
        QVERIFY(wrong.exitCode != 0);
        QVERIFY2(wrong.err.contains("import-grafana"), wrong.err.constData());
    }

    // Compare with normal on both backends: a lane's baseline an hour back
    // is the server's envelope of that hour (the same as `offset 1h` on
    // every selector), and reads at each time as the lane's own crosshair
    // read the series then.
    void baselineEqualsTheLaneAnHourBefore_data() { backends(); }
    void baselineEqualsTheLaneAnHourBefore()
    {
        QFETCH(int, backend);
        m_backend = backend;
        QNetworkAccessManager nam;
        SourceRegistry registry(&nam);
        registry.setSources(sources());
        BaselineJob::Request req;
        req.lane.id = QStringLiteral("temperature");
        req.lane.aggregate = Aggregate::P95;
        QuerySpec spec;
        spec.source = QStringLiteral("prom");
        spec.promql = QStringLiteral("DCGM_FI_DEV_GPU_TEMP");
        req.lane.queries.push_back(spec);
        const qint64 hour = 3'600'000;
        req.fromMs = m_fromMs;
        req.toMs = m_toMs;
        req.shiftMs = hour;
        req.widthPx = 240; // 15 s
        auto job = BaselineJob::create(&registry, req);
        QVERIFY(job);
        std::unique_ptr<BaselineJob> owned(*job);
        owned->start();
        QTRY_VERIFY_WITH_TIMEOUT(owned->isFinished(), 30'000);
        QVERIFY2(owned->result(),
                 qPrintable(owned->result() ? QString() : owned->result().error().message));
        const SeriesSet &normal = *owned->result();
        QVERIFY(FleetAggregates::isServerAggregated(normal));

        QueryRunner::Request raw;
        raw.spec = spec;
        raw.fromMs = normal.timesMs.front() - hour;
        raw.toMs = normal.timesMs.back() - hour;
        raw.stepMs = owned->stepMs();
        const QueryResult all = QueryRunner::run(sources(), raw);
        QVERIFY(all && all->series.size() > 1);
        Reduction::Input in;
        in.aggregate = Aggregate::P95;
        const auto near = [](double a, double b) {
            return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
        };
        int compared = 0;
        for (qint64 t : all->timesMs) {
            const CrosshairValues then = Reduction::valuesAt(*all, t, in);
            const CrosshairValues now = Reduction::valuesAtAggregated(normal, t + hour, in);
            QCOMPARE(now.valid, then.valid);
            if (!then.valid)
                continue;
            QCOMPARE(now.timeMs, t + hour);
            QVERIFY(near(now.low, then.low) && near(now.high, then.high));
            QVERIFY2(
                near(now.aggregate, then.aggregate),
                qPrintable(QStringLiteral("%1 against %2").arg(now.aggregate).arg(then.aggregate)));
            ++compared;
        }
        QVERIFY(compared > 200);
    }

  private:
    void backends()
    {
        QTest::addColumn<int>("backend");
        QTest::newRow("prometheus") << 0;
        QTest::newRow("victoriametrics") << 1;
    }
    PromStack &stack() { return *m_stacks[std::size_t(m_backend)]; }
    const SourceList &sources() const { return m_sources[std::size_t(m_backend)]; }

    Dashboard convert(const QString &name)
    {
        auto r = GrafanaImport::convert(readFixture(QStringLiteral("grafana/") + name));
        if (!r)
            qFatal("%s", qPrintable(r.error()));
        return r->dashboard;
    }

    // Loads the choices of the query variables from `first` on, as the
    // workspace does, into `d`.
    bool loadVariables(Dashboard &d, std::size_t first = 0)
    {
        QNetworkAccessManager nam;
        VariableLoader loader(&nam);
        loader.setSources(sources());
        bool ok = true;
        QObject::connect(&loader, &VariableLoader::loaded,
                         [&](const DashboardVariable &v) { *d.variable(v.name) = v; });
        QObject::connect(&loader, &VariableLoader::failed,
                         [&](const QString &, const QString &message) {
                             qWarning("%s", qPrintable(message));
                             ok = false;
                         });
        loader.load(d.variables, m_fromMs, m_toMs, first);
        QTest::qWait(0);
        return QTest::qWaitFor([&] { return !loader.isLoading(); }, 20'000) && ok;
    }

    int seriesCount(const Dashboard &d, const QString &laneId)
    {
        const LaneSpec *lane = d.lane(laneId);
        if (!lane)
            return -1;
        int n = 0;
        for (const QuerySpec &q : lane->queries) {
            QueryRunner::Request req;
            req.spec = q;
            req.spec.promql = d.interpolate(q.promql);
            req.fromMs = m_fromMs;
            req.toMs = m_toMs;
            const QueryResult r = QueryRunner::run(sources(), req);
            if (!r) {
                qWarning("%s: %s (%s)", qPrintable(laneId), qPrintable(r.error().message),
                         qPrintable(req.spec.promql));
                return -1;
            }
            n += int(r->series.size());
        }
        return n;
    }

    std::vector<std::unique_ptr<PromStack>> m_stacks;
    std::vector<SourceList> m_sources;
    int m_backend = 0; // the command line runs on Prometheus
    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
};

QTEST_GUILESS_MAIN(TestGrafanaDashboards)
#include "tst_grafanadashboards.moc"
