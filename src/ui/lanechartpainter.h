#pragma once

#include "alertboard.h"
#include "cursorreadout.h"
#include "reduction.h"
#include "snapshot.h"

#include <memory>
#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QTimeZone>
#include <vector>

class QPainter;
class QPaintDevice;

// Paints one lane of a snapshot (the fleet's envelope band, the aggregate
// line, the top-k outliers, thresholds, alert bands under the curves and
// annotation marks) into any QPainter rectangle: a PDF page, a PNG, a print
// preview. It is the report's counterpart of LaneView and draws the same
// marks in the same colours, with QtGui only, so the CLI can use it without
// widgets. Sizes are given in points and scaled by the device's resolution:
// a lane reads the same on a 600 dpi PDF page and a 96 dpi image.
//
// A painter refers to the snapshot it was made from, which must outlive it.
class LaneChartPainter final
{
    Q_DECLARE_TR_FUNCTIONS(LaneChartPainter)
  public:
    struct Options
    {
        // The time axis. Lanes of one stack share it; empty means the
        // snapshot's whole range.
        qint64 fromMs = 0;
        qint64 toMs = 0;
        // Grid and labels fall on round times of this zone.
        QTimeZone zone = QTimeZone::utc();
        // Time labels under the plot: only the bottom lane of a stack.
        bool timeLabels = true;
        // Annotation texts beside their marks: only the top lane of a stack,
        // the marks alone repeat below.
        bool annotationText = true;
        // Width of the value axis in device units; lanes of one stack use the
        // widest so their time axes line up. Negative: this lane's own.
        qreal axisWidth = -1;
        // The window's cursors when it was exported: their lines, and what
        // the lane reads at them, as the window's lane header read it.
        TimeCursors cursors;
        QTimeZone cursorZone = QTimeZone::utc(); // of the readout's times
    };

    // Every lane of the snapshot's dashboard, in order. The alert rules are
    // parsed once to find which lanes read each alert's metrics.
    static std::vector<LaneChartPainter> forSnapshot(const Snapshot &snapshot);

    const LaneSpec &spec() const { return m_spec; }
    std::size_t seriesCount() const { return m_data ? m_data->series.size() : 0; }
    const std::vector<AlertBand> &alertBands() const { return m_bands; }

    // Where the curves go when `rect` is painted on `device`.
    QRectF plotRect(const QPaintDevice *device, const QRectF &rect, const Options &o) const;
    // The value axis width this lane needs on `device`, for Options::axisWidth.
    qreal axisWidth(const QPaintDevice *device, const Options &o) const;
    void paint(QPainter &p, const QRectF &rect, const Options &o) const;

    // Lanes stacked top to bottom in `rect` on one time axis, as in the main
    // window: equal heights, shared axis width, time labels under the bottom
    // lane only. Returns each lane's plot rectangle.
    static std::vector<QRectF> paintStack(QPainter &p, const std::vector<LaneChartPainter> &lanes,
                                          const QRectF &rect, const Options &o);

    // Shared with the report's tables and keys: colour is never the only
    // signal, so every tier also has a shape and a name.
    static QColor tierColor(AlertTier tier);
    static QString tierText(AlertTier tier); // "▲ P1", "● P2", "○ P3"
    // What a lane's marks mean, in words, for its header: the same on screen
    // and on paper but for how the aggregate line is told apart.
    enum class Medium
    {
        Screen,
        Paper
    };
    static QString legend(const LaneFrame &f, Aggregate aggregate, Medium medium);
    // A round grid step (1 min … 7 d) leaving at least `minGapPt` between lines.

  private:
    struct Axis
    {
        double lo = 0;
        double hi = 1;
        double interval = 0.25;
    };
    struct Geometry; // device-dependent sizes, computed per paint

    LaneChartPainter() = default;
    static QString legendOfMarks(const LaneFrame &f, Aggregate aggregate, Medium medium);
    // `columns`: how many pixel columns the reduction keeps; two per point
    // of plot width, so print stays as smooth as the screen.
    LaneFrame reduce(qreal columns, const Options &o) const;
    // What the lane reads at tMs, with its baseline's value when it has one.
    CrosshairValues valuesAt(qint64 tMs, const Reduction::Input &in) const;
    Reduction::Input reductionInput(qreal columns, const Options &o) const;
    Axis valueAxis(const LaneFrame &f) const;
    // Consecutive points further apart than this are a gap in the data.
    qint64 gapMs(qint64 rangeMs, qreal columns) const;
    static std::pair<qint64, qint64> range(const Snapshot &s, const Options &o);

    const Snapshot *m_snapshot = nullptr;
    LaneSpec m_spec;
    // The lane's series: the snapshot's own set for a one-query lane, a
    // merged copy when several queries feed the lane.
    std::shared_ptr<const SeriesSet> m_data;
    qint64 m_stepMs = 0; // the coarsest step of the lane's queries
    std::vector<AlertBand> m_bands;
    const SnapshotBaseline *m_baseline = nullptr; // the snapshot's, when captured
};
