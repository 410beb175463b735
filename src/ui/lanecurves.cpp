#include "lanecurves.h"

#include "lanepalette.h"

#include <algorithm>
#include <cmath>
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
    // On screen a line wider than a pixel is drawn as hairlines side by side
    // (one pixel apart, vertically): the raster engine draws a hairline
    // directly, while a wide pen is first turned into an outline polygon
    // (QStroker, with a join per vertex), which costs several times more for
    // a 1,600-point line. Print keeps real wide pens.
    const int passes = pen.isCosmetic() ? std::max(1, int(std::lround(pen.widthF()))) : 1;
    QPen drawn = pen;
    if (passes > 1)
        drawn.setWidthF(1.0);
    p.setPen(drawn);
    for (const auto &seg : segments(points, gap)) {
        if (seg.size() == 1) {
            // A lone sample between gaps still deserves a visible dot.
            QPen dot = pen;
            dot.setCapStyle(Qt::RoundCap);
            p.setPen(dot);
            p.drawPoint(map(seg.front()));
            p.setPen(drawn);
            continue;
        }
        QPolygonF line = mapped(seg, map);
        line.translate(0, -0.5 * (passes - 1));
        for (int i = 0; i < passes; ++i) {
            p.drawPolyline(line);
            line.translate(0, 1);
        }
    }
}
} // namespace

namespace {
// The baseline behind everything: a muted band without an outline and a
// dashed line, so it reads as "the usual" and never as another series.
// A band between two lines of the same times: one polygon per stretch of
// data (along the high line, back along the low one), split at the same gaps.
std::vector<QPolygonF> bandPolygons(const QList<QPointF> &high, const QList<QPointF> &low,
                                    const Map &map, qint64 gap)
{
    const auto hiSegs = segments(high, gap);
    const auto loSegs = segments(low, gap);
    std::vector<QPolygonF> out;
    for (std::size_t i = 0; i < hiSegs.size() && i < loSegs.size(); ++i) {
        QPolygonF poly = mapped(hiSegs[i], map);
        for (auto it = loSegs[i].crbegin(); it != loSegs[i].crend(); ++it)
            poly << map(*it);
        out.push_back(std::move(poly));
    }
    return out;
}

void paintNormal(QPainter &p, const LaneFrame &f, const Map &map, qint64 gap, QPen line)
{
    QColor fill = LanePalette::normal;
    fill.setAlpha(60);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    for (const QPolygonF &poly : bandPolygons(f.normalHigh, f.normalLow, map, gap))
        p.drawPolygon(poly);
    p.setBrush(Qt::NoBrush);
    line.setStyle(Qt::DashLine);
    drawLine(p, f.normal, map, gap, line);
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
    paintNormal(p, f, map, gap, pen(LanePalette::normal, style.normalWidth));
    // The fleet's envelope.
    QColor bandFill = LanePalette::band;
    bandFill.setAlpha(90);
    // The fill without antialiasing (its edges are covered by the smooth
    // outline drawn next), which halves the cost of the largest shape.
    const bool smooth = p.testRenderHint(QPainter::Antialiasing);
    for (const QPolygonF &poly : bandPolygons(f.envelopeHigh, f.envelopeLow, map, gap)) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(Qt::NoPen);
        p.setBrush(bandFill);
        p.drawPolygon(poly);
        p.setRenderHint(QPainter::Antialiasing, smooth);
        p.setPen(pen(LanePalette::band.darker(110), style.bandPenWidth));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(poly);
    }
    if (f.stacked) {
        // Each part from the running total below it to its own; the lines
        // share their times, so the two edges split at the same gaps.
        for (std::size_t i = 0; i < f.outliers.size(); ++i) {
            QColor fill = LanePalette::outlier(i);
            fill.setAlpha(110);
            const auto tops = segments(f.outliers[i].points, gap);
            const auto bottoms =
                i == 0 ? std::vector<QList<QPointF>>() : segments(f.outliers[i - 1].points, gap);
            for (std::size_t sgi = 0; sgi < tops.size(); ++sgi) {
                QPolygonF poly = mapped(tops[sgi], map);
                if (i == 0 || sgi >= bottoms.size()) {
                    poly << map(QPointF(tops[sgi].last().x(), 0))
                         << map(QPointF(tops[sgi].first().x(), 0));
                } else {
                    for (auto it = bottoms[sgi].crbegin(); it != bottoms[sgi].crend(); ++it)
                        poly << map(*it);
                }
                p.setPen(Qt::NoPen);
                p.setBrush(fill);
                p.drawPolygon(poly);
            }
            p.setBrush(Qt::NoBrush);
            drawLine(p, f.outliers[i].points, map, gap,
                     pen(LanePalette::outlier(i), style.outlierWidth));
        }
    } else {
        for (std::size_t i = 0; i < f.outliers.size(); ++i)
            drawLine(p, f.outliers[i].points, map, gap,
                     pen(LanePalette::outlier(i), style.outlierWidth));
    }
    for (const auto &h : f.highlighted)
        drawLine(p, h.points, map, gap, pen(style.highlight, style.highlightWidth));
    drawLine(p, f.aggregate, map, gap, pen(style.aggregate, style.aggregateWidth));
    p.restore();
}

std::vector<OutlierTag> outlierTags(const LaneFrame &f, const std::function<qreal(double)> &yOf,
                                    qreal h, qreal top, qreal bottom)
{
    std::vector<OutlierTag> tags;
    for (std::size_t i = 0; i < f.outliers.size(); ++i) {
        if (f.outliers[i].points.isEmpty())
            continue;
        // A stacked part is named at the middle of its band.
        const double y = f.outliers[i].points.last().y();
        const double below = f.stacked ? (i == 0 || f.outliers[i - 1].points.isEmpty()
                                              ? 0.0
                                              : f.outliers[i - 1].points.last().y())
                                       : y;
        tags.push_back({std::clamp(yOf((y + below) / 2), top + h / 2, bottom - h / 2),
                        f.outliers[i].labels.shortName(), LanePalette::outlier(i).darker(130)});
    }
    std::sort(tags.begin(), tags.end(),
              [](const OutlierTag &a, const OutlierTag &b) { return a.y < b.y; });
    for (std::size_t i = 1; i < tags.size(); ++i)
        tags[i].y = std::max(tags[i].y, tags[i - 1].y + h);
    // Pushed past the bottom: shift the whole stack up.
    if (!tags.empty() && tags.back().y > bottom - h / 2) {
        const qreal shift = tags.back().y - (bottom - h / 2);
        for (auto &t : tags)
            t.y -= shift;
    }
    return tags;
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
