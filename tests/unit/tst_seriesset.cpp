#include "promformat.h"
#include "seriesset.h"

#include <atomic>
#include <cfloat>
#include <cmath>
#include <QTest>
#include <thread>

#include "seriesinvariants.h"
#include "seriestext.h"

using namespace Qt::StringLiterals;

namespace {

Labels gpu(const QString &index, const QString &host = u"node-1"_s)
{
    return Labels(
        {{u"__name__"_s, u"DCGM_FI_DEV_GPU_UTIL"_s}, {u"gpu"_s, index}, {u"Hostname"_s, host}});
}

// A series from text such as "1 2 _ 4", "_" marking a gap.
Series series(const Labels &labels, const QString &text)
{
    Series s;
    s.labels = labels;
    const QStringList cells = text.split(u' ', Qt::SkipEmptyParts);
    s.values.assign(std::size_t(cells.size()), 0.0);
    s.present.resize(std::size_t(cells.size()));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (cells[i] == u"_"_s)
            continue;
        s.values.cell(std::size_t(i)) = cells[i].toDouble();
        s.present.set(std::size_t(i));
    }
    return s;
}

SeriesSet set(std::vector<qint64> times, std::vector<Series> list)
{
    SeriesSet s;
    s.timesMs = std::move(times);
    s.series = std::move(list);
    return s;
}

} // namespace

class TstSeriesSet final : public QObject
{
    Q_OBJECT

  private slots:
    void mergeUnitesGrids();
    void mergeNewerWinsIncludingAbsences();
    void mergeAddsNewSeriesAndDropsEmptied();
    void mergeSortsSeries();
    void mergeIntoEmpty();
    void mergeEmptyNewer();
    void combineQueriesKeepsEveryQuery();
    void trimBefore();
    void trimBeforeAcrossMaskWords();
    void columnStoresPartOfTheGrid();
    void compactKeepsFirstToLastSample();
    void mergeStoresOnlyEachSeriesSpan();
    void trimAndCombineKeepSpans();
    void labelTextsAreInterned();
    void internedTextsGoWithTheirLastHolder();
    void interningFromManyThreads();
    void internedIdsAreReusedAcrossChunks();
    void sortSeries();
    void indexAtOrBefore();
    void formatValue_data();
    void formatValue();
    void formatTimestamp_data();
    void formatTimestamp();
    void toCsv();
};

void TstSeriesSet::combineQueriesKeepsEveryQuery()
{
    // Two queries of one lane over the same times, one of them with equal
    // labels: all three series stay, each with its own samples, and no
    // query's absence erases the other's (merge() would drop query 1).
    const SeriesSet a = set({1000, 2000, 3000}, {series(gpu(u"0"_s), u"1 2 3"_s)});
    const SeriesSet b = set({2000, 3000, 4000},
                            {series(gpu(u"0"_s), u"20 _ 40"_s), series(gpu(u"1"_s), u"5 6 7"_s)});
    const SeriesSet c = SeriesSet::combineQueries({&a, nullptr, &b});
    QCOMPARE(renderTimes(c), u"1000 2000 3000 4000"_s);
    QCOMPARE(c.series.size(), std::size_t(3));
    auto find = [&](const QString &query, const QString &index) {
        for (std::size_t i = 0; i < c.series.size(); ++i)
            if (c.series[i].labels.value(u"__query__"_s) == query &&
                c.series[i].labels.value(u"gpu"_s) == index)
                return renderSeries(c, i);
        return u"missing"_s;
    };
    QCOMPARE(find(u"1"_s, u"0"_s), u"1 2 3 _"_s);
    QCOMPARE(find(u"3"_s, u"0"_s), u"_ 20 _ 40"_s);
    QCOMPARE(find(u"3"_s, u"1"_s), u"_ 5 6 7"_s);
    QCOMPARE(SeriesSet::combineQueries({nullptr}).series.size(), std::size_t(0));
}

void TstSeriesSet::mergeUnitesGrids()
{
    SeriesSet older = set({1000, 2000, 3000}, {series(gpu(u"0"_s), u"1 2 3"_s)});
    const SeriesSet newer = set({2500, 3000, 4000}, {series(gpu(u"0"_s), u"25 30 40"_s)});
    older.merge(newer);
    QCOMPARE(renderTimes(older), u"1000 2000 2500 3000 4000"_s);
    QCOMPARE(older.series.size(), std::size_t(1));
    QCOMPARE(renderSeries(older, 0), u"1 2 25 30 40"_s);
    QCOMPARE(older.series[0].values.size(), older.gridSize());
    QCOMPARE(older.series[0].present.size(), older.gridSize());
}

void TstSeriesSet::mergeNewerWinsIncludingAbsences()
{
    SeriesSet older =
        set({1000, 2000, 3000}, {series(gpu(u"0"_s), u"1 2 3"_s), series(gpu(u"1"_s), u"5 6 7"_s)});
    // The newer fetch covers 2000 and 3000: gpu 0 has no sample at 3000 any
    // more (a scrape was dropped) and gpu 1 is gone from that window.
    const SeriesSet newer = set({2000, 3000}, {series(gpu(u"0"_s), u"20 _"_s)});
    older.merge(newer);
    QCOMPARE(renderTimes(older), u"1000 2000 3000"_s);
    QCOMPARE(older.series.size(), std::size_t(2));
    QCOMPARE(older.series[0].labels, gpu(u"0"_s));
    QCOMPARE(renderSeries(older, 0), u"1 20 _"_s);
    QCOMPARE(older.series[1].labels, gpu(u"1"_s));
    QCOMPARE(renderSeries(older, 1), u"5 _ _"_s);
}

void TstSeriesSet::mergeAddsNewSeriesAndDropsEmptied()
{
    SeriesSet older =
        set({1000, 2000}, {series(gpu(u"0"_s), u"1 2"_s), series(gpu(u"3"_s), u"_ 9"_s)});
    older.warnings = QStringList{u"old warning"_s};
    SeriesSet newer =
        set({2000, 3000}, {series(gpu(u"0"_s), u"2 3"_s), series(gpu(u"2"_s), u"_ 8"_s)});
    newer.warnings = QStringList{u"new warning"_s};
    newer.infos = QStringList{u"new info"_s};
    older.merge(newer);
    QCOMPARE(renderTimes(older), u"1000 2000 3000"_s);
    // gpu 3 only had a sample inside the newer window, where it is absent.
    QCOMPARE(older.series.size(), std::size_t(2));
    QCOMPARE(older.series[0].labels, gpu(u"0"_s));
    QCOMPARE(renderSeries(older, 0), u"1 2 3"_s);
    QCOMPARE(older.series[1].labels, gpu(u"2"_s));
    QCOMPARE(renderSeries(older, 1), u"_ _ 8"_s);
    QCOMPARE(older.warnings, QStringList{u"new warning"_s});
    QCOMPARE(older.infos, QStringList{u"new info"_s});
}

void TstSeriesSet::mergeSortsSeries()
{
    SeriesSet older = set({1000}, {series(gpu(u"5"_s), u"5"_s)});
    const SeriesSet newer = set({2000}, {series(gpu(u"7"_s), u"7"_s), series(gpu(u"1"_s), u"1"_s),
                                         series(gpu(u"5"_s), u"55"_s)});
    older.merge(newer);
    QCOMPARE(older.series.size(), std::size_t(3));
    QCOMPARE(older.series[0].labels.value(u"gpu"_s), u"1"_s);
    QCOMPARE(older.series[1].labels.value(u"gpu"_s), u"5"_s);
    QCOMPARE(older.series[2].labels.value(u"gpu"_s), u"7"_s);
    QCOMPARE(renderSeries(older, 1), u"5 55"_s);
    QCOMPARE(renderSeries(older, 0), u"_ 1"_s);
}

void TstSeriesSet::mergeIntoEmpty()
{
    SeriesSet empty;
    SeriesSet newer =
        set({1000, 2000}, {series(gpu(u"1"_s), u"1 _"_s), series(gpu(u"0"_s), u"3 4"_s)});
    newer.resultType = SeriesSet::ResultType::Vector;
    empty.merge(newer);
    QCOMPARE(renderTimes(empty), u"1000 2000"_s);
    QCOMPARE(empty.series.size(), std::size_t(2));
    QCOMPARE(renderSeries(empty, 0), u"3 4"_s);
    QCOMPARE(renderSeries(empty, 1), u"1 _"_s);
    QCOMPARE(empty.resultType, SeriesSet::ResultType::Vector);
}

void TstSeriesSet::mergeEmptyNewer()
{
    SeriesSet older = set({1000}, {series(gpu(u"0"_s), u"1"_s)});
    SeriesSet newer;
    newer.warnings = QStringList{u"partial"_s};
    older.merge(newer);
    QCOMPARE(renderTimes(older), u"1000"_s);
    QCOMPARE(renderSeries(older, 0), u"1"_s);
    QCOMPARE(older.warnings, QStringList{u"partial"_s});
}

void TstSeriesSet::trimBefore()
{
    SeriesSet s = set({1000, 2000, 3000, 4000},
                      {series(gpu(u"0"_s), u"1 2 3 4"_s), series(gpu(u"1"_s), u"5 6 _ _"_s),
                       series(gpu(u"2"_s), u"_ _ _ 9"_s)});
    s.trimBefore(0);
    QCOMPARE(renderTimes(s), u"1000 2000 3000 4000"_s);
    s.trimBefore(2500);
    QCOMPARE(renderTimes(s), u"3000 4000"_s);
    // gpu 1 had samples only before the edge.
    QCOMPARE(s.series.size(), std::size_t(2));
    QCOMPARE(renderSeries(s, 0), u"3 4"_s);
    QCOMPARE(renderSeries(s, 1), u"_ 9"_s);
    QCOMPARE(s.series[1].labels, gpu(u"2"_s));
    // A time on the grid is kept.
    s.trimBefore(3000);
    QCOMPARE(renderTimes(s), u"3000 4000"_s);
    s.trimBefore(5000);
    QVERIFY(s.timesMs.empty());
    QVERIFY(s.series.empty());
}

void TstSeriesSet::trimBeforeAcrossMaskWords()
{
    // 130 points so the mask spans three words and the shift crosses them.
    std::vector<qint64> times;
    QStringList cells;
    for (int i = 0; i < 130; ++i) {
        times.push_back(qint64(i) * 1000);
        cells << (i % 3 == 0 ? u"_"_s : QString::number(i));
    }
    SeriesSet s = set(times, {series(gpu(u"0"_s), cells.join(u' '))});
    s.trimBefore(70'000);
    QCOMPARE(s.gridSize(), std::size_t(60));
    QCOMPARE(s.timesMs.front(), qint64(70'000));
    QCOMPARE(renderSeries(s, 0), cells.mid(70).join(u' '));
    QCOMPARE(s.series[0].present.size(), std::size_t(60));
}

void TstSeriesSet::columnStoresPartOfTheGrid()
{
    Column c;
    c.place(10, 3, 6);
    QCOMPARE(c.size(), std::size_t(10));
    QCOMPARE(c.first(), std::size_t(3));
    QCOMPARE(c.storedEnd(), std::size_t(6));
    c.cell(4) = 7.5;
    const Column &read = c;
    QCOMPARE(read[4], 7.5);
    // Outside the stored part a point reads as 0 and costs nothing.
    QCOMPARE(read[0], 0.0);
    QCOMPARE(read[9], 0.0);
    QCOMPARE(c.storedEnd(), std::size_t(6));
    // A write outside widens the stored part, keeping what was there.
    c.cell(1) = 1.0;
    c.cell(8) = 8.0;
    QCOMPARE(c.first(), std::size_t(1));
    QCOMPARE(c.storedEnd(), std::size_t(9));
    QCOMPARE(read[4], 7.5);
    QCOMPARE(read[8], 8.0);
    QCOMPARE(*c.at(4), 7.5);
    c.keepOnly(4, 5);
    QCOMPARE(c.first(), std::size_t(4));
    QCOMPARE(c.storedEnd(), std::size_t(5));
    QCOMPARE(c.capacity(), std::size_t(1));
    QCOMPARE(read[1], 0.0);
    // Dropping the front moves the grid under the stored part.
    c.dropFront(2);
    QCOMPARE(c.size(), std::size_t(8));
    QCOMPARE(read[2], 7.5);
    c.dropFront(3);
    QCOMPARE(c.size(), std::size_t(5));
    QCOMPARE(c.first(), std::size_t(0));
    QCOMPARE(c.storedEnd(), std::size_t(0));
    // Equality is by the values on the grid, not by what is stored.
    Column full(std::vector<double>{0, 0, 3, 0});
    Column part;
    part.place(4, 2, 3);
    part.cell(2) = 3;
    QVERIFY(full == part);
    part.cell(3) = 1;
    QVERIFY(!(full == part));
}

void TstSeriesSet::compactKeepsFirstToLastSample()
{
    Series s = series(gpu(u"0"_s), u"_ _ 3 _ 5 _ _"_s);
    QCOMPARE(s.values.capacity(), std::size_t(7));
    s.compact();
    QCOMPARE(s.values.first(), std::size_t(2));
    QCOMPARE(s.values.storedEnd(), std::size_t(5));
    QCOMPARE(s.values.capacity(), std::size_t(3));
    QCOMPARE(s.values.size(), std::size_t(7));
    const SeriesSet one = set({1, 2, 3, 4, 5, 6, 7}, {s});
    QCOMPARE(renderSeries(one, 0), u"_ _ 3 _ 5 _ _"_s);
}

void TstSeriesSet::mergeStoresOnlyEachSeriesSpan()
{
    // A pod replaced halfway: the old one's series ends, the new one's
    // starts; each holds only its own hours after the merge.
    SeriesSet a = set({1000, 2000, 3000, 4000},
                      {series(gpu(u"0"_s), u"1 2 3 4"_s), series(gpu(u"1"_s), u"5 6 _ _"_s)});
    const SeriesSet b = set({5000, 6000, 7000, 8000},
                            {series(gpu(u"0"_s), u"5 6 7 8"_s), series(gpu(u"2"_s), u"_ 9 9 9"_s)});
    a.merge(b);
    QVERIFY2(invariantsHold(a), qPrintable(brokenInvariant(a)));
    QCOMPARE(renderSeries(a, 1), u"5 6 _ _ _ _ _ _"_s);
    QCOMPARE(a.series[1].values.capacity(), std::size_t(2));
    QCOMPARE(renderSeries(a, 2), u"_ _ _ _ _ 9 9 9"_s);
    QCOMPARE(a.series[2].values.first(), std::size_t(5));
    QCOMPARE(a.series[2].values.capacity(), std::size_t(3));
    // A newer answer that covers a series' last points without them leaves
    // the series shorter, and its column with it.
    a.merge(set({7000, 8000}, {series(gpu(u"0"_s), u"7 8"_s)}));
    QVERIFY2(invariantsHold(a), qPrintable(brokenInvariant(a)));
    QCOMPARE(renderSeries(a, 2), u"_ _ _ _ _ 9 _ _"_s);
    QCOMPARE(a.series[2].values.capacity(), std::size_t(1));
    // The columns hold 8 + 2 + 1 cells, not 3 x 8.
    std::size_t cells = 0;
    for (const Series &s : a.series)
        cells += s.values.capacity();
    QCOMPARE(cells, std::size_t(11));
}

void TstSeriesSet::trimAndCombineKeepSpans()
{
    SeriesSet s = set({1000, 2000, 3000, 4000, 5000},
                      {series(gpu(u"0"_s), u"_ 2 3 _ _"_s), series(gpu(u"1"_s), u"_ _ 3 4 5"_s)});
    for (auto &x : s.series)
        x.compact();
    s.trimBefore(3000);
    QVERIFY2(invariantsHold(s), qPrintable(brokenInvariant(s)));
    QCOMPARE(renderSeries(s, 0), u"3 _ _"_s);
    QCOMPARE(renderSeries(s, 1), u"3 4 5"_s);
    // A sample before the edge, a gap after it: the column starts at the
    // next sample.
    SeriesSet t = set({1000, 2000, 3000, 4000}, {series(gpu(u"0"_s), u"1 _ _ 4"_s)});
    t.trimBefore(2000);
    QVERIFY2(invariantsHold(t), qPrintable(brokenInvariant(t)));
    QCOMPARE(t.series[0].values.first(), std::size_t(2));
    QCOMPARE(renderSeries(t, 0), u"_ _ 4"_s);
    const SeriesSet other = set({4500, 5000}, {series(gpu(u"0"_s), u"_ 6"_s)});
    const SeriesSet both = SeriesSet::combineQueries({&s, &other});
    QVERIFY2(invariantsHold(both), qPrintable(brokenInvariant(both)));
    QCOMPARE(renderTimes(both), u"3000 4000 4500 5000"_s);
    QCOMPARE(renderSeries(both, 0), u"3 _ _ _"_s);
    QCOMPARE(renderSeries(both, 2), u"_ _ _ 6"_s);
    QCOMPARE(both.series[2].values.first(), std::size_t(3));
}

void TstSeriesSet::labelTextsAreInterned()
{
    const std::size_t before = LabelString::internedCount();
    // Read twice, as a parser reads two series: two QStrings, one text.
    const Labels a = gpu(QString::fromLatin1("7"), QString::fromLatin1("node-interned"));
    const Labels b = gpu(QString::fromLatin1("7"), QString::fromLatin1("node-interned"));
    QCOMPARE(a, b);
    QVERIFY(&(*a.pairs().begin()).second == &(*b.pairs().begin()).second);
    QCOMPARE(a.value(u"Hostname"_s), u"node-interned"_s);
    // Names and values: __name__, gpu, Hostname, the metric, "7", the host.
    QVERIFY(LabelString::internedCount() <= before + 6);
    QCOMPARE(a.ownBytes(), std::size_t(3 * 2 * sizeof(LabelString)));
    // Order and equality are by text.
    const Labels c = gpu(u"10"_s, u"node-interned"_s);
    QVERIFY(c < a); // "10" < "7"
    QVERIFY(!(a < c));
    QVERIFY(!(a < b) && !(b < a));
    Labels d = a;
    d.set(u"gpu"_s, u"10"_s);
    QCOMPARE(d, c);
    QCOMPARE(a.toPromQL(), u"DCGM_FI_DEV_GPU_UTIL{Hostname=\"node-interned\",gpu=\"7\"}"_s);
    // The empty text is no entry of its own.
    const Labels e({{u"x"_s, QString()}});
    QCOMPARE(e.value(u"x"_s), QString());
    QVERIFY(e.contains(u"x"_s));
}

void TstSeriesSet::internedTextsGoWithTheirLastHolder()
{
    const std::size_t before = LabelString::internedCount();
    {
        Labels a({{u"pod-of-this-test"_s, u"a-pod-no-other-test-names"_s}});
        QCOMPARE(LabelString::internedCount(), before + 2);
        const Labels copy = a;
        const Labels moved = std::move(a);
        Series s;
        s.labels = copy;
        SeriesSet set;
        set.series.push_back(s);
        set.series.push_back(s);
        // Held five times over, still two texts.
        QCOMPARE(LabelString::internedCount(), before + 2);
        QCOMPARE(moved, copy);
    }
    QCOMPARE(LabelString::internedCount(), before);
}

void TstSeriesSet::interningFromManyThreads()
{
    // Parsers intern on the worker pool: the same texts from four threads
    // at once, held and let go, leave nothing behind and lose nothing.
    const std::size_t before = LabelString::internedCount();
    std::vector<std::thread> threads;
    std::atomic<int> wrong{0};
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&wrong] {
            for (int round = 0; round < 200; ++round) {
                std::vector<Labels> held;
                for (int i = 0; i < 50; ++i)
                    held.push_back(gpu(QString::number(i % 8), u"threads-%1"_s.arg(i % 5)));
                for (int i = 0; i < 50; ++i)
                    if (held[std::size_t(i)].value(u"gpu"_s) != QString::number(i % 8))
                        ++wrong;
            }
        });
    for (auto &t : threads)
        t.join();
    QCOMPARE(wrong.load(), 0);
    QCOMPARE(LabelString::internedCount(), before);
}

void TstSeriesSet::internedIdsAreReusedAcrossChunks()
{
    // More distinct texts than one chunk of slots holds (16,384), let go in
    // part and interned again: every text reads back as itself, freed ids
    // serve new texts, and equal texts stay one.
    const std::size_t before = LabelString::internedCount();
    std::vector<LabelString> held;
    for (int i = 0; i < 40'000; ++i)
        held.emplace_back(u"uuid-%1"_s.arg(i));
    QCOMPARE(LabelString::internedCount(), before + 40'000);
    for (std::size_t i = 0; i < held.size(); i += 2)
        held[i] = LabelString(); // every other one goes
    QCOMPARE(LabelString::internedCount(), before + 20'000);
    std::vector<LabelString> again;
    for (int i = 0; i < 20'000; ++i)
        again.emplace_back(u"pod-%1"_s.arg(i));
    QCOMPARE(LabelString::internedCount(), before + 40'000);
    for (std::size_t i = 1; i < held.size(); i += 2)
        QCOMPARE(held[i].text(), u"uuid-%1"_s.arg(i));
    for (std::size_t i = 0; i < again.size(); ++i) {
        QCOMPARE(again[i].text(), u"pod-%1"_s.arg(i));
        QVERIFY(again[i] == LabelString(u"pod-%1"_s.arg(i)));
        QVERIFY(!(again[i] == held[2 * (i % 1000) + 1]));
    }
    held.clear();
    again.clear();
    QCOMPARE(LabelString::internedCount(), before);
}

void TstSeriesSet::sortSeries()
{
    SeriesSet s = set({1000}, {series(gpu(u"2"_s), u"2"_s), series(gpu(u"10"_s), u"10"_s),
                               series(gpu(u"1"_s, u"node-0"_s), u"100"_s)});
    s.sortSeries();
    // Label sets compare pair by pair in name order: Hostname first, then
    // __name__, then gpu, and values compare as text.
    QCOMPARE(s.series[0].labels.value(u"Hostname"_s), u"node-0"_s);
    QCOMPARE(s.series[1].labels.value(u"gpu"_s), u"10"_s);
    QCOMPARE(s.series[2].labels.value(u"gpu"_s), u"2"_s);
    QCOMPARE(renderSeries(s, 1), u"10"_s);
}

void TstSeriesSet::indexAtOrBefore()
{
    const SeriesSet s = set({1000, 2000, 3000}, {});
    QCOMPARE(s.indexAtOrBefore(999), -1);
    QCOMPARE(s.indexAtOrBefore(1000), 0);
    QCOMPARE(s.indexAtOrBefore(2999), 1);
    QCOMPARE(s.indexAtOrBefore(99999), 2);
}

void TstSeriesSet::formatValue_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text"); // Go: strconv.FormatFloat(v, 'f', -1, 64)

    QTest::newRow("0.1") << 0.1 << QByteArray("0.1");
    QTest::newRow("1e21") << 1e21 << QByteArray("1000000000000000000000");
    QTest::newRow("5e-324") << 5e-324 << QByteArray("0." + QByteArray(323, '0') + "5");
    QTest::newRow("123456789.125") << 123456789.125 << QByteArray("123456789.125");
    QTest::newRow("0.1+0.2") << 0.1 + 0.2 << QByteArray("0.30000000000000004");
    QTest::newRow("1e-7") << 1e-7 << QByteArray("0.0000001");
    QTest::newRow("1") << 1.0 << QByteArray("1");
    QTest::newRow("-2.25") << -2.25 << QByteArray("-2.25");
    QTest::newRow("-0") << -0.0 << QByteArray("-0");
    QTest::newRow("1e20") << 1e20 << QByteArray("100000000000000000000");
    QTest::newRow("NaN") << std::nan("") << QByteArray("NaN");
    QTest::newRow("+Inf") << HUGE_VAL << QByteArray("+Inf");
    QTest::newRow("-Inf") << -HUGE_VAL << QByteArray("-Inf");
    // Go pads the shortest digits with zeros rather than printing the exact
    // binary value.
    QTest::newRow("2^63 (DCGM blank)")
        << 9223372036854775808.0 << QByteArray("9223372036854776000");
    QTest::newRow("1e23") << 1e23 << QByteArray("100000000000000000000000");
    QTest::newRow("DBL_MAX") << DBL_MAX << QByteArray("17976931348623157" + QByteArray(292, '0'));
}

void TstSeriesSet::formatValue()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QCOMPARE(PromFormat::value(value), text);
}

void TstSeriesSet::formatTimestamp_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("whole second") << qint64(1700000000000) << QByteArray("1700000000");
    QTest::newRow("half second") << qint64(1700000000500) << QByteArray("1700000000.5");
    QTest::newRow("ms") << qint64(1700000000123) << QByteArray("1700000000.123");
    QTest::newRow("leading zero") << qint64(1700000000050) << QByteArray("1700000000.05");
    QTest::newRow("one ms") << qint64(1700000000001) << QByteArray("1700000000.001");
    QTest::newRow("zero") << qint64(0) << QByteArray("0");
    QTest::newRow("under a second") << qint64(999) << QByteArray("0.999");
    QTest::newRow("negative") << qint64(-1500) << QByteArray("-1.5");
}

void TstSeriesSet::formatTimestamp()
{
    QFETCH(qint64, ms);
    QFETCH(QByteArray, text);
    QCOMPARE(PromFormat::timestamp(ms), text);
}

void TstSeriesSet::toCsv()
{
    SeriesSet s = set({1700000000000, 1700000000500},
                      {series(Labels({{u"__name__"_s, u"up"_s}, {u"job"_s, u"x"_s}}), u"1 _"_s),
                       series(Labels({{u"pod"_s, u"a,b"_s}}), u"0.1 2"_s)});
    s.series[1].values.cell(0) = std::nan("");
    QCOMPARE(PromFormat::toCsv(s), QByteArray("series,timestamp,value\n"
                                              "\"up{job=\"\"x\"\"}\",1700000000,1\n"
                                              "\"{pod=\"\"a,b\"\"}\",1700000000,NaN\n"
                                              "\"{pod=\"\"a,b\"\"}\",1700000000.5,2\n"));
    QCOMPARE(PromFormat::csvField(u"plain"_s), QByteArray("plain"));
    QCOMPARE(PromFormat::csvField(u"two\nlines"_s), QByteArray("\"two\nlines\""));
}

QTEST_GUILESS_MAIN(TstSeriesSet)
#include "tst_seriesset.moc"
