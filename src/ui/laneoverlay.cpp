#include "laneoverlay.h"

#include "lanepalette.h"
#include "uitr.h"

#include <cmath>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>
#include <QStringList>

namespace {
const QColor kStrongMark(0x6a, 0x1b, 0x9a);
} // namespace

void LaneOverlay::paintBands(QPainter *p, const QRectF &pa, qint64 fromMs, qint64 toMs,
                             const XOf &xOf) const
{
    if (m_bands.empty())
        return;
    p->save();
    p->setClipRect(pa);
    // Lower tiers first, so a P1 is painted over a P2 it overlaps.
    for (auto it = m_bands.rbegin(); it != m_bands.rend(); ++it) {
        const AlertBand &b = *it;
        if (b.toMs < fromMs || b.fromMs > toMs)
            continue;
        const qreal x0 = std::max(pa.left(), xOf(b.fromMs));
        const qreal x1 = std::min(pa.right(), std::max(xOf(b.toMs), x0 + 2));
        QColor fill = TierColors::of(b.tier);
        // Pending is a hint, firing is the alert: the fill says which, and so
        // does the solid strip along the bottom that only firing bands carry.
        fill.setAlpha(b.firing ? 46 : 18);
        p->fillRect(QRectF(x0, pa.top(), x1 - x0, pa.height()), fill);
        if (b.firing) {
            QColor strip = TierColors::of(b.tier);
            strip.setAlpha(200);
            p->fillRect(QRectF(x0, pa.bottom() - 4, x1 - x0, 4), strip);
        } else {
            p->setPen(QPen(TierColors::of(b.tier), 1, Qt::DashLine));
            p->drawLine(QPointF(x0, pa.bottom() - 2), QPointF(x1, pa.bottom() - 2));
        }
    }
    p->restore();
}

void LaneOverlay::paintMarks(QPainter *p, const QRectF &pa, qint64 fromMs, qint64 toMs,
                             const XOf &xOf, const QColor &weak) const
{
    p->save();
    for (const TimeMark &m : m_marks) {
        if (m.tMs < fromMs || m.tMs > toMs)
            continue;
        const qreal x = xOf(m.tMs);
        const QColor c = m.healthTier != AlertTier::None ? TierColors::of(m.healthTier)
                         : m.change                      ? LanePalette::change
                         : m.strong                      ? kStrongMark
                                                         : weak;
        p->setPen(QPen(c, 1, Qt::DotLine));
        p->drawLine(QPointF(x, pa.top()), QPointF(x, pa.bottom()));
        // A small downward triangle on the top edge, as in the design sketch;
        // a change is a diamond, so colour is not what tells them apart.
        QPolygonF shape;
        if (m.change)
            shape << QPointF(x, pa.top()) << QPointF(x + 5, pa.top() + 5)
                  << QPointF(x, pa.top() + 10) << QPointF(x - 5, pa.top() + 5);
        else
            shape << QPointF(x - 5, pa.top()) << QPointF(x + 5, pa.top())
                  << QPointF(x, pa.top() + 7);
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        p->drawPolygon(shape);
    }
    p->restore();
}

void LaneOverlay::paintCursors(QPainter *p, const QRectF &plot, const QRectF &header,
                               const CursorLines &c, const XOf &xOf, const QString &readout,
                               const QColor &text, const QBrush &ground)
{
    if (!c.a)
        return;
    auto line = [&](qint64 t, const QPen &pen) {
        const qreal x = xOf(t);
        if (x < plot.left() || x > plot.right())
            return;
        p->setPen(pen);
        p->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    };
    line(*c.a, QPen(c.aPinned ? LanePalette::cursorA : text, 1,
                    c.aPinned ? Qt::SolidLine : Qt::DashLine));
    if (c.b)
        line(*c.b, QPen(LanePalette::cursorB, 1, c.bPinned ? Qt::SolidLine : Qt::DashLine));
    const QFontMetricsF fm(p->font());
    const QString shown = fm.elidedText(readout, Qt::ElideLeft, header.width());
    const qreal w = fm.horizontalAdvance(shown) + 8;
    p->fillRect(QRectF(header.right() - w, header.top(), w, header.height()), ground);
    p->setPen(text);
    p->drawText(header, Qt::AlignRight | Qt::AlignVCenter, shown);
}

QString LaneOverlay::bandTextAt(qint64 tMs) const
{
    QStringList lines;
    for (const AlertBand &b : m_bands)
        if (tMs >= b.fromMs && tMs <= b.toMs)
            lines << (b.firing ? UiTr::tr("P%1 firing: %2") : UiTr::tr("P%1 pending: %2"))
                         .arg(int(b.tier))
                         .arg(b.name);
    return lines.join(QLatin1Char('\n'));
}

QString LaneOverlay::markTextNear(qreal x, const XOf &xOf) const
{
    QStringList lines;
    for (const TimeMark &m : m_marks)
        if (std::abs(xOf(m.tMs) - x) <= 6)
            lines << m.text;
    return lines.join(QLatin1Char('\n'));
}
