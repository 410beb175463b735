#pragma once

#include "reduction.h"

#include <functional>
#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <vector>

class QPainter;

// Draws a reduced lane (LaneFrame) with QPainter: the baseline behind (a
// muted band and a dashed line, when the lane compares), the envelope band, the
// top-k outliers, any highlighted series and the aggregate line, each split
// where the data has a gap. The lane on screen and the lane in the report
// both paint through it, so they look alike. It is hand-written rather than
// Qt Charts series because a chart series recomputes a stroked outline of
// every line on each range change (see the README's performance section);
// painting a LaneFrame with plain polylines costs a fraction of that.
namespace LaneCurves {

struct Style
{
    qreal bandPenWidth = 0.8;
    qreal outlierWidth = 1.0;
    qreal aggregateWidth = 2.0;
    qreal highlightWidth = 3.0;
    qreal normalWidth = 1.5; // the baseline's dashed line
    // Cosmetic pens are widths in device pixels (the screen); otherwise they
    // scale with the painter (print).
    bool cosmetic = true;
    QColor highlight{0xc0, 0x00, 0xc0};
    // Paper and the light theme draw the aggregate near-black; a dark
    // theme passes its text colour so the line stays the strongest mark.
    QColor aggregate = QColor(0x20, 0x20, 0x20);
};

// Maps (ms since epoch, value) to device coordinates.
using Map = std::function<QPointF(const QPointF &)>;

// Splits points where consecutive ones are further apart than `gapMs`: a
// scrape that never happened is drawn as a break, not as a straight line
// pretending to know what the GPU did meanwhile.
std::vector<QList<QPointF>> segments(const QList<QPointF> &points, qint64 gapMs);

// Consecutive points further apart than this are a gap: two and a half
// scrape steps, or two reduction columns when a column spans more.
qint64 gapMs(qint64 stepMs, qint64 rangeMs, qreal columns);

void paint(QPainter &p, const LaneFrame &f, const Map &map, qint64 gapMs, const Style &style);

// The names of the outliers at the right end of their lines: identity in
// words, not only in colour. Placed at each line's last value (`yOf`), kept
// inside [top, bottom], and stacked `h` apart so none hides another.
struct OutlierTag
{
    qreal y;
    QString text;
    QColor color;
};
std::vector<OutlierTag> outlierTags(const LaneFrame &f, const std::function<qreal(double)> &yOf,
                                    qreal h, qreal top, qreal bottom);

// The polylines of the outliers as drawn, in device coordinates, for hit tests.
std::vector<QPolygonF> outlierPolylines(const LaneFrame &f, const Map &map, qint64 gapMs,
                                        std::size_t outlier);

} // namespace LaneCurves
