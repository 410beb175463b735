#include "lanecurves.h"

#include "lanepalette.h"

#include <algorithm>
#include <QPainter>
#include <QPolygonF>

namespace LaneCurves {

std::vector<QList<QPointF>> segments(const QList<QPointF> &points, qint64 gapMs)
{
    std::vector<QList<QPointF>> out;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (out.empty() || points[i].x() - points[i - 1].x() > double(gapMs))
            out.emplace_back();
        out.back().append(points[i]);
    }
    return out;
}

qint64 gapMs(qint64 stepMs, qint64 rangeMs, qreal columns)
{
    const double columnMs = double(rangeMs) / std::clamp(columns, 50.0, 4000.0);
    const qint64 step = stepMs > 0 ? stepMs : 15'000;
    return std::max(step * 5 / 2, qint64(2 * columnMs));
}

namespace {
QPolygonF mapped(const QList<QPointF> &points, const Map &map)
{
    QPolygonF out;
    out.reserve(points.size());
    for (const QPointF &pt : points)
        out << map(pt);
    return out;
}

void drawLine(QPainter &p, const QList<QPointF> &points, const Map &map, qint64 gap,
              const QPen &pen)
{
    p.setPen(pen);
    for (const auto &seg : segments(points, gap)) {
        if (seg.size() == 1) {
            // A lone sample between gaps still deserves a visible dot.
            p.drawPoint(map(seg.front()));
            continue;
        }
        p.drawPolyline(mapped(seg, map));
    }
}
} // namespace

void paint(QPainter &p, const LaneFrame &f, const Map &map, qint64 gap, const Style &style)
{
    const auto pen = [&](const QColor &c, qreal w) {
        QPen pen(c, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        pen.setCosmetic(style.cosmetic);
        return pen;
    };
    p.save();
    // The fleet's envelope: one polygon per stretch of data. Low and high
    // share their times, so both split at the same gaps.
    QColor bandFill = LanePalette::band;
    bandFill.setAlpha(90);
    const auto hiSegs = segments(f.envelopeHigh, gap);
    const auto loSegs = segments(f.envelopeLow, gap);
    p.setPen(pen(LanePalette::band.darker(110), style.bandPenWidth));
    p.setBrush(bandFill);
    for (std::size_t i = 0; i < hiSegs.size() && i < loSegs.size(); ++i) {
        QPolygonF poly = mapped(hiSegs[i], map);
        for (auto it = loSegs[i].crbegin(); it != loSegs[i].crend(); ++it)
            poly << map(*it);
        p.drawPolygon(poly);
    }
    p.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < f.outliers.size(); ++i)
        drawLine(p, f.outliers[i].points, map, gap,
                 pen(LanePalette::outlier(i), style.outlierWidth));
    for (const auto &h : f.highlighted)
        drawLine(p, h.points, map, gap, pen(style.highlight, style.highlightWidth));
    drawLine(p, f.aggregate, map, gap, pen(LanePalette::aggregate, style.aggregateWidth));
    p.restore();
}

std::vector<QPolygonF> outlierPolylines(const LaneFrame &f, const Map &map, qint64 gap,
                                        std::size_t outlier)
{
    std::vector<QPolygonF> out;
    if (outlier >= f.outliers.size())
        return out;
    for (const auto &seg : segments(f.outliers[outlier].points, gap))
        out.push_back(mapped(seg, map));
    return out;
}

} // namespace LaneCurves
