// How the cost query sizes its step: the scrape interval up to a day, 5 m
// beyond, coarser only where a large fleet would exceed the sample budget.
#include "costdata.h"

#include <QTest>

namespace {
constexpr qint64 kMinute = 60'000;
constexpr qint64 kDay = 24 * 60 * kMinute;
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
};

QTEST_GUILESS_MAIN(TestCostData)
#include "tst_costdata.moc"
