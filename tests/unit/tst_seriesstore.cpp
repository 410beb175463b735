#include "seriesstore.h"

#include <QSignalSpy>
#include <QTest>

namespace {
// `n` series on a grid of `points` samples every `stepMs` from `fromMs`;
// series i holds value `base + i`.
std::shared_ptr<const SeriesSet> makeSet(qint64 fromMs, int points, qint64 stepMs, int n,
                                         double base)
{
    auto set = std::make_shared<SeriesSet>();
    for (int p = 0; p < points; ++p)
        set->timesMs.push_back(fromMs + p * stepMs);
    for (int i = 0; i < n; ++i) {
        Series s;
        s.labels.set(QStringLiteral("gpu"), QString::number(i));
        s.values.assign(std::size_t(points), base + i);
        s.present.resize(std::size_t(points), true);
        set->series.push_back(std::move(s));
    }
    return set;
}

std::vector<LaneSpec> lanes(std::initializer_list<int> queriesPerLane)
{
    std::vector<LaneSpec> out;
    for (int n : queriesPerLane) {
        LaneSpec l;
        l.id = QStringLiteral("lane%1").arg(out.size());
        l.queries.resize(std::size_t(n));
        out.push_back(l);
    }
    return out;
}

SeriesStore::Update answer(std::shared_ptr<const SeriesSet> set, bool tail)
{
    SeriesStore::Update u;
    u.fromMs = set->timesMs.front();
    u.toMs = set->timesMs.back();
    u.stepMs = set->timesMs.size() > 1 ? set->timesMs[1] - set->timesMs[0] : 1000;
    u.tail = tail;
    u.answer = std::move(set);
    return u;
}
} // namespace

class TestSeriesStore : public QObject
{
    Q_OBJECT
  private slots:
    void tailMergesOffTheCallingThreadAndLeavesReadersAlone()
    {
        SeriesStore store;
        store.reset(lanes({1}));
        store.replace(0, 0, {makeSet(0, 10, 1000, 3, 1), 0, 9000, 1000});
        const auto before = store.laneData(0);
        QCOMPARE(before->gridSize(), std::size_t(10));

        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        bool applied = false;
        store.merge(
            0, 0, answer(makeSet(9000, 5, 1000, 3, 7), true), [] { return true; },
            [&] { applied = true; });
        // Nothing is merged on this thread: the store still holds what it held
        // until the pool's result is swapped in from the event loop.
        QCOMPARE(store.laneData(0).get(), before.get());
        QVERIFY(!applied);
        QVERIFY(changed.wait(5000));
        QVERIFY(applied);
        const auto after = store.laneData(0);
        QCOMPARE(after->gridSize(), std::size_t(14)); // 0..13 s, 9 s overlapping
        QCOMPARE(after->series[2].values.back(), 9.0);
        QCOMPARE(after->series[2].values[0], 3.0);
        QCOMPARE(store.held(0, 0).fromMs, 0);
        QCOMPARE(store.held(0, 0).toMs, 13'000);
        // Whoever read the old set still has it, unchanged.
        QCOMPARE(before->gridSize(), std::size_t(10));
    }

    void trimmedSamplesAreNoLongerHeld()
    {
        SeriesStore store;
        store.reset(lanes({1}));
        store.replace(0, 0, {makeSet(0, 10, 1000, 1, 1), 0, 9000, 1000});
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        SeriesStore::Update u = answer(makeSet(10'000, 2, 1000, 1, 2), true);
        u.keepFromMs = 4500;
        store.merge(0, 0, u, {});
        QVERIFY(changed.wait(5000));
        QCOMPARE(store.laneData(0)->timesMs.front(), 5000);
        // The held range starts at the first whole step after the cut, so the
        // feed refetches anything before it rather than trusting a hole.
        QCOMPARE(store.held(0, 0).fromMs, 5000);
        QCOMPARE(store.held(0, 0).toMs, 11'000);
    }

    void aSupersededMergeIsDropped()
    {
        SeriesStore store;
        store.reset(lanes({1}));
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        // The feed says no: a newer fetch has started.
        int asked = 0;
        store.merge(0, 0, answer(makeSet(0, 3, 1000, 1, 1), false), [&] {
            ++asked;
            return false;
        });
        QTRY_COMPARE_WITH_TIMEOUT(asked, 1, 5000);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(store.held(0, 0).toMs, -1);
        // A replace while a merge runs: the merge belongs to the old data and
        // is dropped without asking.
        store.merge(0, 0, answer(makeSet(0, 3, 1000, 1, 5), false), [&] {
            ++asked;
            return true;
        });
        store.replace(0, 0, {makeSet(0, 2, 1000, 1, 9), 0, 1000, 1000});
        QCOMPARE(changed.count(), 1);
        // Wait for the event that would prove otherwise: a third merge, queued
        // after it, lands and the second never did.
        store.merge(0, 0, answer(makeSet(0, 4, 1000, 1, 3), false), [] { return true; });
        QTRY_COMPARE_WITH_TIMEOUT(store.laneData(0)->gridSize(), std::size_t(4), 5000);
        QCOMPARE(store.laneData(0)->series[0].values[0], 3.0);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(asked, 1);
    }

    void forgettingTheRangeKeepsWhatIsShown()
    {
        // New sources: the next answer replaces, the old data stays meanwhile,
        // and a tail for the old sources never lands.
        SeriesStore store;
        store.reset(lanes({1}));
        store.replace(0, 0, {makeSet(0, 10, 1000, 2, 1), 0, 9000, 1000});
        const auto shown = store.laneData(0);
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        bool asked = false;
        store.merge(0, 0, answer(makeSet(9000, 3, 1000, 2, 5), true), [&] {
            asked = true;
            return true;
        });
        store.forgetRange(0, 0);
        QCOMPARE(store.held(0, 0).toMs, -1);
        QCOMPARE(store.laneData(0).get(), shown.get());
        store.merge(0, 0, answer(makeSet(0, 4, 1000, 1, 7), false), [] { return true; });
        QVERIFY(changed.wait(5000));
        QCOMPARE(store.laneData(0)->gridSize(), std::size_t(4));
        QCOMPARE(store.laneData(0)->series[0].values[0], 7.0);
        QVERIFY(!asked);
    }

    void resetDropsMergesForTheOldLanes()
    {
        SeriesStore store;
        store.reset(lanes({1}));
        store.merge(0, 0, answer(makeSet(0, 3, 1000, 1, 1), false), [] { return true; });
        store.reset(lanes({1, 1}));
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        store.merge(1, 0, answer(makeSet(0, 5, 1000, 1, 1), false), [] { return true; });
        QVERIFY(changed.wait(5000));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.front().front().toInt(), 1);
        QCOMPARE(store.laneData(0)->gridSize(), std::size_t(0));
    }

    void aLaneOfSeveralQueriesIsRecombinedOffThisThread()
    {
        SeriesStore store;
        store.reset(lanes({2}));
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        store.replace(0, 0, {makeSet(0, 3, 1000, 2, 1), 0, 2000, 1000});
        store.replace(0, 1, {makeSet(0, 3, 1000, 2, 1), 0, 2000, 1000});
        // Recombination runs on the pool: nothing has changed yet here.
        QCOMPARE(changed.count(), 0);
        QCOMPARE(store.laneData(0)->series.size(), std::size_t(0));
        // The second replace waits for the first recombination, then one more
        // runs with both queries.
        QTRY_COMPARE_WITH_TIMEOUT(store.laneData(0)->series.size(), std::size_t(4), 5000);
        QSet<QString> tags;
        for (const Series &s : store.laneData(0)->series)
            tags << s.labels.value(QStringLiteral("__query__")) +
                        s.labels.value(QStringLiteral("gpu"));
        QCOMPARE(tags, (QSet<QString>{QStringLiteral("10"), QStringLiteral("11"),
                                      QStringLiteral("20"), QStringLiteral("21")}));
        // A query's own data stays untagged.
        QVERIFY(
            store.held(0, 1).data->series[0].labels.value(QStringLiteral("__query__")).isEmpty());
    }

    void theReplayCutoffCopiesNothing()
    {
        SeriesStore store;
        store.reset(lanes({1, 1}));
        store.replace(0, 0, {makeSet(0, 10, 1000, 2, 1), 0, 9000, 1000});
        store.replace(1, 0, {makeSet(0, 10, 1000, 2, 1), 0, 9000, 1000});
        const auto lane0 = store.laneData(0);
        QSignalSpy changed(&store, &SeriesStore::laneDataChanged);
        for (qint64 t = 0; t < 10'000; t += 50)
            store.setKnownUntil(t);
        // Every tick tells both lanes to reduce again; the data is the same
        // object all along.
        QCOMPARE(changed.count(), 2 * 200);
        QCOMPARE(store.laneData(0).get(), lane0.get());
        QCOMPARE(store.knownUntil(), std::optional<qint64>(9950));
        store.setKnownUntil(9950); // unchanged: no work
        QCOMPARE(changed.count(), 2 * 200);
        store.reset(lanes({1}));
        QVERIFY(!store.knownUntil());
    }
};

QTEST_GUILESS_MAIN(TestSeriesStore)
#include "tst_seriesstore.moc"
