// How the cost query sizes its step (the scrape interval up to a day, 5 m
// beyond, coarser only where a large fleet would exceed the sample budget)
// and which utilisation metric it reads (DCGM_FI_DEV_GPU_UTIL, else
// DCGM_FI_PROF_GR_ENGINE_ACTIVE), against a scripted server.
#include "costdata.h"
#include "fakeprometheus.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 kMinute = 60'000;
constexpr qint64 kDay = 24 * 60 * kMinute;
constexpr qint64 kFrom = 1'800'000'000'000;

const QByteArray kEmptyMatrix =
    R"({"status":"success","data":{"resultType":"matrix","result":[]}})";

// A server whose DCGM_FI_DEV_GPU_UTIL and DCGM_FI_PROF_GR_ENGINE_ACTIVE
// have `utilSeries` and `engineSeries` series; nothing else.
struct Server
{
    FakePrometheus fake;
    QStringList queries;

    Server(int utilSeries, int engineSeries)
    {
        fake.setHandler([this, utilSeries, engineSeries](const FakePrometheus::Request &r) {
            const QString q = r.form.queryItemValue(u"query"_s, QUrl::FullyDecoded);
            queries << q;
            int n = 0;
            if (q.startsWith(u"avg_over_time(DCGM_FI_DEV_GPU_UTIL["_s))
                n = utilSeries;
            else if (q.startsWith(u"100 * avg_over_time(DCGM_FI_PROF_GR_ENGINE_ACTIVE["_s))
                n = engineSeries;
            return FakePrometheus::reply(200, "application/json",
                                         n > 0 ? FakePrometheus::matrixFor(r, n, 40)
                                               : kEmptyMatrix);
        });
    }
    CostDataLoader::Result load()
    {
        if (!fake.listen())
            return std::unexpected(CostDataError{u"cannot listen"_s});
        SourceConfig c;
        c.name = u"prom"_s;
        c.url = fake.url();
        c.timeoutMs = 5000;
        return CostDataLoader::fromSources(SourceList{{c}},
                                           {kFrom, kFrom + 60 * kMinute, kMinute, false});
    }
    bool asked(const QString &prefix) const
    {
        return std::any_of(queries.cbegin(), queries.cend(),
                           [&](const QString &q) { return q.startsWith(prefix); });
    }
};
} // namespace

class TestCostData : public QObject
{
    Q_OBJECT
  private slots:
    void stepForRangeAndFleet()
    {
        QCOMPARE(CostDataLoader::stepFor(kDay, 15'000, 1000), qint64(15'000));
        QCOMPARE(CostDataLoader::stepFor(30 * kDay, 15'000, 0), 5 * kMinute);
        QCOMPARE(CostDataLoader::stepFor(30 * kDay, 15'000, 64), 5 * kMinute);
        // 1,000 GPUs for 30 days: 8,641 points at 5 m and 4,321 at 10 m are
        // over 3 M samples; 2,881 at 15 m are not.
        QCOMPARE(CostDataLoader::stepFor(30 * kDay, 15'000, 1000), 15 * kMinute);
        // A year: 8,761 hourly points x 1,000 is too many; 3 h is 2,921.
        QCOMPARE(CostDataLoader::stepFor(365 * kDay, 15'000, 1000), 180 * kMinute);
        for (const qint64 gpus : {1, 500, 1000, 5000, 20000}) {
            const qint64 step = CostDataLoader::stepFor(90 * kDay, 15'000, gpus);
            QVERIFY((90 * kDay / step + 1) * gpus <= CostDataLoader::kSampleBudget);
            QCOMPARE((60 * kMinute) % step == 0 || step % (60 * kMinute) == 0, true);
        }
    }

    void gpuUtilWhereTheSourceHasIt()
    {
        Server server(3, 3);
        const auto data = server.load();
        QVERIFY2(data, data ? "" : qPrintable(data.error().message));
        QCOMPARE(data->utilisationMetric, u"DCGM_FI_DEV_GPU_UTIL"_s);
        QCOMPARE(data->utilisation.series.size(), std::size_t(3));
        QVERIFY(!server.asked(u"100 * avg_over_time(DCGM_FI_PROF_GR_ENGINE_ACTIVE"_s));
        const CostReport report = CostDataLoader::count(*data, PriceTable::defaults(), {});
        QCOMPARE(CostDataLoader::notes(*data, report).value(0),
                 u"Utilisation is DCGM_FI_DEV_GPU_UTIL."_s);
    }

    // MIG, or a counter file without GPU_UTIL: the engine's active ratio,
    // as percent, and the figures say so.
    void engineActiveWhereGpuUtilIsMissing()
    {
        Server server(0, 2);
        const auto data = server.load();
        QVERIFY2(data, data ? "" : qPrintable(data.error().message));
        QCOMPARE(data->utilisationMetric, u"DCGM_FI_PROF_GR_ENGINE_ACTIVE"_s);
        QCOMPARE(data->utilisation.series.size(), std::size_t(2));
        QVERIFY(server.asked(u"100 * avg_over_time(DCGM_FI_PROF_GR_ENGINE_ACTIVE[1m])"_s));
        // kube_pod_info is asked for the pods the same metric names.
        QVERIFY(server.asked(u"group by (namespace, pod) (max_over_time(kube_pod_info[1m]))"_s));
        QVERIFY(server.queries.filter(u"kube_pod_info"_s)
                    .first()
                    .contains(u"max_over_time(DCGM_FI_PROF_GR_ENGINE_ACTIVE[1m])"_s));
        const CostReport report = CostDataLoader::count(*data, PriceTable::defaults(), {});
        QCOMPARE(CostDataLoader::notes(*data, report).value(0),
                 u"Utilisation is DCGM_FI_PROF_GR_ENGINE_ACTIVE × 100: the source has no "
                 "DCGM_FI_DEV_GPU_UTIL series in this period (MIG, or a counter file without "
                 "it)."_s);
    }

    // Neither metric: a message naming both, not a report of zeros.
    void neitherMetricIsAClearError()
    {
        Server server(0, 0);
        const auto data = server.load();
        QVERIFY(!data);
        QCOMPARE(data.error().exitCode, 1);
        QCOMPARE(data.error().message,
                 u"prom has no DCGM_FI_DEV_GPU_UTIL or DCGM_FI_PROF_GR_ENGINE_ACTIVE series in "
                 "this period: nothing to count."_s);
    }
};

QTEST_GUILESS_MAIN(TestCostData)
#include "tst_costdata.moc"
