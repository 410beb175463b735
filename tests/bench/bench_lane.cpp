// One lane of the 1,000-GPU workload (1,000 series x 1,441 points at 15 s):
//   P3  heap bytes per stored sample after parsing, against 16 B (a time and
//       value pair per sample);
//   P4  reducing the lane to what a 1,600 px lane draws, against memcpy of
//       the same values;
//   P5  redrawing the lane after a zoom through the real path (cursor change,
//       reduction on the worker pool, swap, paint), against the same data as
//       1,000 QLineSeries refilled with replace() and painted.
// Times are process CPU time as well as wall time: the reduction runs on a
// pool thread. Run a Release build; bench/run prints the ratios.

#include "benchmain.h"
#include "fleetbody.h"
#include "labelstring.h"
#include "lanemodel.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "prometheusparser.h"
#include "reduction.h"
#include "snapshot.h"
#include "timecursor.h"

#include <benchmark/benchmark.h>
#include <cstring>
#include <malloc.h>
#include <memory>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QEventLoop>
#include <QLineSeries>
#include <QNetworkAccessManager>
#include <QTimer>
#include <QValueAxis>

namespace {

constexpr int kLaneWidth = 1600;
constexpr int kLaneHeight = 300;

const SeriesSet &lane()
{
    static const SeriesSet set = [] {
        const std::string &body = FleetBody::body();
        auto parsed = parsePrometheusResponse(QByteArrayView(body.data(), qsizetype(body.size())));
        if (!parsed)
            qFatal("the benchmark body does not parse");
        return *parsed;
    }();
    return set;
}

Reduction::Input fullRange(const SeriesSet &set)
{
    Reduction::Input in;
    in.fromMs = set.timesMs.front();
    in.toMs = set.timesMs.back();
    in.widthPx = kLaneWidth;
    in.aggregate = Aggregate::Max;
    in.topK = 5;
    return in;
}

// P3: what the parsed lane holds on the heap, labels included, per sample.
void BM_BytesPerSample(benchmark::State &state)
{
    const std::string &body = FleetBody::body();
    double heapPerSample = 0, columnsPerSample = 0;
    for (auto _ : state) {
        // Label texts are interned process-wide: they count here in full
        // only while no other set holds them.
        if (LabelString::internedCount() != 0) {
            state.SkipWithError("label texts are held from before the parse");
            break;
        }
        malloc_trim(0);
        // Allocations from the arena and mapped on their own (large ones),
        // and the interned texts' slots (allocated a chunk at a time).
        const auto heap = [] {
            const struct mallinfo2 m = mallinfo2();
            return m.uordblks + m.hblkhd + LabelString::internedSlotBytes();
        };
        const std::size_t before = heap();
        auto set = std::make_unique<SeriesSet>(
            *parsePrometheusResponse(QByteArrayView(body.data(), qsizetype(body.size()))));
        const std::size_t after = heap();
        const auto samples = double(set->sampleCount());
        heapPerSample = double(after - before) / samples;
        columnsPerSample = double(set->memoryBytes()) / samples;
        // Where the columns' bytes beyond a value a sample go: cells held
        // (capacity) and cells stored (first to last sample) per sample,
        // and the gap masks that needed words.
        double held = 0, stored = 0, masks = 0;
        for (const Series &s : set->series) {
            held += double(s.values.capacity());
            stored += double(s.values.storedEnd() - s.values.first());
            masks += s.present.bytes() > 0;
        }
        state.counters["cells_held_per_sample"] = held / samples;
        state.counters["cells_stored_per_sample"] = stored / samples;
        state.counters["masks_with_words"] = masks;
        state.counters["series"] = double(set->series.size());
        state.counters["grid_points"] = double(set->gridSize());
        benchmark::DoNotOptimize(set.get());
    }
    state.counters["heap_bytes_per_sample"] = heapPerSample;
    state.counters["column_bytes_per_sample"] = columnsPerSample;
}

// P4
void BM_Reduce(benchmark::State &state)
{
    const SeriesSet &set = lane();
    const Reduction::Input in = fullRange(set);
    for (auto _ : state) {
        LaneFrame f = Reduction::reduce(set, in);
        benchmark::DoNotOptimize(f.aggregate.data());
    }
}

void BM_MemcpyValues(benchmark::State &state)
{
    const SeriesSet &set = lane();
    std::vector<double> out(set.series.size() * set.gridSize());
    for (auto _ : state) {
        double *to = out.data();
        for (const Series &s : set.series) {
            const std::size_t n = s.values.storedEnd() - s.values.first();
            if (n)
                std::memcpy(to, s.values.at(s.values.first()), n * sizeof(double));
            to += n;
        }
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
    }
}

// The two ranges a zoom alternates between: all six hours, and the middle
// three.
std::pair<qint64, qint64> zoomRange(const SeriesSet &set, std::int64_t i)
{
    const qint64 a = set.timesMs.front(), b = set.timesMs.back();
    if (i % 2 == 0)
        return {a, b};
    return {a + (b - a) / 4, b - (b - a) / 4};
}

Snapshot laneSnapshot()
{
    const QByteArray dashboard = R"x({"title": "bench", "range": "6h", "lanes": [
        {"id": "util", "title": "GPU utilisation", "unit": "percent", "aggregate": "max",
         "topK": 5, "outliers": "high", "min": 0, "max": 100,
         "thresholds": [{"value": 90, "label": "90 %"}],
         "queries": [{"source": "prom", "promql": "DCGM_FI_DEV_GPU_UTIL"}]}]})x";
    Snapshot s;
    s.dashboardJson = dashboard;
    s.dashboard = *Dashboard::fromJson(dashboard);
    s.fromMs = lane().timesMs.front();
    s.toMs = lane().timesMs.back();
    SnapshotQuery q;
    q.laneId = QStringLiteral("util");
    q.spec = s.dashboard.lanes.front().queries.front();
    q.stepMs = FleetBody::kStep * 1000;
    q.data = lane();
    s.queries.push_back(std::move(q));
    return s;
}

// P5, ours: a zoom on the shared cursor until the lane has painted the new
// frame, through the event loop as in the app.
void BM_LaneRedraw(benchmark::State &state)
{
    QNetworkAccessManager nam;
    LiveWorkspace ws(&nam);
    ws.setReplay(laneSnapshot());
    LaneModel model(&ws, 0);
    LaneView view(&model, ws.cursor());
    view.resize(kLaneWidth, kLaneHeight);
    view.show();
    bool newFrame = false;
    QEventLoop loop;
    QObject::connect(&model, &LaneModel::frameChanged, &loop, [&] { newFrame = true; });
    QObject::connect(&view, &LaneView::painted, &loop, [&] {
        if (newFrame)
            loop.quit();
    });
    std::int64_t i = 0;
    const auto zoomAndWait = [&] {
        newFrame = false;
        const auto [from, to] = zoomRange(lane(), i++);
        ws.cursor()->setRange(from, to);
        QTimer::singleShot(10'000, &loop, [&] { loop.exit(1); });
        return loop.exec() == 0;
    };
    if (!zoomAndWait()) { // the first frame, outside the measurement
        state.SkipWithError("the lane never painted a frame");
        return;
    }
    for (auto _ : state)
        if (!zoomAndWait()) {
            state.SkipWithError("the lane never painted a frame");
            return;
        }
    state.counters["points_drawn"] = double(model.frame().envelopeLow.size());
}

// P5, the reference: every series as its own QLineSeries, refilled with the
// points in range after each zoom and painted.
void BM_QLineSeriesRedraw(benchmark::State &state)
{
    const SeriesSet &set = lane();
    auto *chart = new QChart;
    chart->legend()->hide();
    auto *x = new QDateTimeAxis;
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    std::vector<QLineSeries *> lines;
    for (std::size_t s = 0; s < set.series.size(); ++s) {
        auto *l = new QLineSeries;
        chart->addSeries(l);
        l->attachAxis(x);
        l->attachAxis(y);
        lines.push_back(l);
    }
    QChartView view(chart);
    view.resize(kLaneWidth, kLaneHeight);
    view.show();
    std::int64_t i = 0;
    QList<QPointF> points;
    for (auto _ : state) {
        const auto [from, to] = zoomRange(set, i++);
        for (std::size_t s = 0; s < set.series.size(); ++s) {
            points.clear();
            const Series &series = set.series[s];
            for (std::size_t k = 0; k < set.gridSize(); ++k)
                if (set.timesMs[k] >= from && set.timesMs[k] <= to && series.has(k))
                    points.append(QPointF(double(set.timesMs[k]), series.values[k]));
            lines[s]->replace(points);
        }
        x->setRange(QDateTime::fromMSecsSinceEpoch(from), QDateTime::fromMSecsSinceEpoch(to));
        QCoreApplication::processEvents();
        view.viewport()->repaint();
    }
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::RegisterBenchmark("bytes_per_sample", BM_BytesPerSample)->Iterations(3);
    benchmark::RegisterBenchmark("reduce_lane", BM_Reduce)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("memcpy_values", BM_MemcpyValues)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("lane_redraw", BM_LaneRedraw)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();
    benchmark::RegisterBenchmark("qlineseries_redraw", BM_QLineSeriesRedraw)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();
    return runRegisteredBenchmarks(argc, argv);
}
