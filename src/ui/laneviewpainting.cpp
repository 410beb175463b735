// LaneView's painting: grids and labels, the curves, outlier names, the
// crosshair and the status banner. Interaction and data flow are in
// laneview.cpp.
#include "laneview.h"

#include "lanecurves.h"
#include "lanemodel.h"
#include "lanepalette.h"
#include "timeaxis.h"
#include "timecursor.h"
#include "unit.h"

#include <algorithm>
#include <QDateTime>
#include <QLocale>
#include <QPainter>

void LaneView::drawBackground(QPainter *p, const QRectF &rect)
{
    QChartView::drawBackground(p, rect);
    const QRectF pa = chart()->plotArea();
    // Grid lines at round times of the chosen zone, so 14:00 is 14:00.
    const qint64 step = timeGridStep();
    p->save();
    const QPen grid(palette().color(QPalette::Mid).lighter(130), 0); // hairline
    p->setPen(grid);
    for (const qint64 t :
         TimeAxis::ticks(m_cursor->fromMs(), m_cursor->toMs(), step, m_cursor->zone())) {
        const qreal x = xForTime(t);
        p->drawLine(QPointF(x, pa.top()), QPointF(x, pa.bottom()));
    }
    // Value grid on round values, labelled in the lane's unit ("50 %", "2 s").
    const Unit unit = m_model ? m_model->spec().unit : Unit{};
    p->setFont(font());
    const qreal textH = p->fontMetrics().height();
    for (int k = 0; k < 64; ++k) {
        const double v = m_axis.lo + k * m_axis.interval;
        if (v > m_axis.hi + m_axis.interval * 1e-6)
            break;
        const qreal y = yForValue(v);
        p->setPen(grid);
        p->drawLine(QPointF(pa.left(), y), QPointF(pa.right(), y));
        p->setPen(palette().color(QPalette::WindowText));
        p->drawText(QRectF(0, y - textH / 2, pa.left() - 6, textH),
                    Qt::AlignRight | Qt::AlignVCenter, Units::format(v, unit));
    }
    p->setPen(QPen(palette().color(QPalette::Mid), 0));
    p->drawLine(pa.bottomLeft(), pa.topLeft());
    p->restore();
    m_overlay.paintBands(p, chart()->plotArea(), m_cursor->fromMs(), m_cursor->toMs(),
                         [this](qint64 t) { return xForTime(t); });
}

void LaneView::drawForeground(QPainter *p, const QRectF &rect)
{
    QChartView::drawForeground(p, rect);
    if (!m_model)
        return;
    drawCurves(p);
    m_overlay.paintMarks(
        p, chart()->plotArea(), m_cursor->fromMs(), m_cursor->toMs(),
        [this](qint64 t) { return xForTime(t); }, palette().color(QPalette::Mid));
    const LaneSpec &spec = m_model->spec();
    const QRectF pa = chart()->plotArea();
    p->save();
    QFont bold = font();
    bold.setBold(true);
    p->setFont(bold);
    p->setPen(palette().color(QPalette::WindowText));
    const QString unit = Units::symbol(spec.unit);
    const QString title = unit.isEmpty() ? spec.title : tr("%1 (%2)").arg(spec.title, unit);
    QRectF titleRect;
    p->drawText(QRectF(pa.left(), 2, pa.width() / 2, 18), Qt::AlignLeft | Qt::AlignVCenter, title,
                &titleRect);
    // What the marks mean, in words: the reader at 3 a.m. should not guess.
    p->setFont(font());
    p->setPen(palette().color(QPalette::PlaceholderText));
    const LaneFrame &frame = m_model->frame();
    if (frame.seriesCount > 0) {
        const QString legend =
            tr("thick line: %1 of %n series · band: min–max · labelled: top %2", nullptr,
               int(frame.seriesCount))
                .arg(Aggregates::toString(spec.aggregate))
                .arg(std::min<std::size_t>(frame.outliers.size(), frame.seriesCount));
        p->drawText(QRectF(titleRect.right() + 14, 2, pa.width() / 2, 18),
                    Qt::AlignLeft | Qt::AlignVCenter, legend);
    }

    // Threshold names just above their dashed lines, at the left edge.
    for (std::size_t i = 0; i < m_thresholdColors.size(); ++i) {
        const Threshold &t = spec.thresholds[i];
        if (t.label.isEmpty() || t.value < m_axis.lo || t.value > m_axis.hi)
            continue;
        const QPointF at(pa.left(), yForValue(t.value));
        const int w = p->fontMetrics().horizontalAdvance(t.label) + 8;
        const QRectF box(pa.left() + 4, at.y() - p->fontMetrics().height() - 1, w,
                         p->fontMetrics().height());
        QColor bg = palette().color(QPalette::Base);
        bg.setAlpha(200);
        p->fillRect(box, bg);
        p->setPen(bg.lightness() < 128 ? m_thresholdColors[i].lighter(160)
                                       : m_thresholdColors[i].darker(115));
        p->drawText(box, Qt::AlignCenter, t.label);
    }

    drawOutlierLabels(p);

    // Time labels under the bottom lane only: one axis for the whole stack.
    if (m_showTimeLabels) {
        p->setFont(font());
        p->setPen(palette().color(QPalette::WindowText));
        const qint64 step = timeGridStep();
        const QTimeZone zone = m_cursor->zone();
        for (const qint64 t : TimeAxis::ticks(m_cursor->fromMs(), m_cursor->toMs(), step, zone)) {
            const qreal x = xForTime(t);
            p->drawText(QRectF(x - 50, pa.bottom() + 3, 100, 16), Qt::AlignHCenter | Qt::AlignTop,
                        TimeAxis::label(t, step, zone));
        }
        // Which clock the labels read, where the value labels end: the
        // engineer comparing with a log in UTC must not have to guess.
        p->setPen(palette().color(QPalette::PlaceholderText));
        p->drawText(QRectF(0, pa.bottom() + 3, pa.left() - 6, 16), Qt::AlignRight | Qt::AlignTop,
                    m_cursor->zoneLabel(m_cursor->toMs()));
    }

    // Crosshair: one vertical line through every lane, values at top right.
    if (const auto t = m_cursor->crosshairMs()) {
        const qreal x = xForTime(*t);
        if (x >= pa.left() && x <= pa.right()) {
            QPen pen(m_cursor->isPinned() ? QColor(0xc0, 0x00, 0xc0)
                                          : palette().color(QPalette::WindowText),
                     1, m_cursor->isPinned() ? Qt::SolidLine : Qt::DashLine);
            p->setPen(pen);
            p->drawLine(QPointF(x, pa.top()), QPointF(x, pa.bottom()));
        }
        p->setFont(font());
        p->setPen(palette().color(QPalette::WindowText));
        const QString when = m_cursor->format().clock(*t);
        p->drawText(QRectF(pa.left() + pa.width() / 3, 2, pa.width() * 2 / 3, 18),
                    Qt::AlignRight | Qt::AlignVCenter, tr("%1  %2").arg(when, crosshairText()));
    }

    drawStatusBanner(p);
    p->restore();
}

void LaneView::drawCurves(QPainter *p)
{
    const LaneSpec &spec = m_model->spec();
    const QRectF pa = chart()->plotArea();
    p->save();
    p->setClipRect(pa.adjusted(-1, -2, 1, 2));
    p->setRenderHint(QPainter::Antialiasing);
    // Thresholds under the curves: dashed, across the whole plot.
    for (std::size_t i = 0; i < m_thresholdColors.size(); ++i) {
        const double v = spec.thresholds[i].value;
        if (v < m_axis.lo || v > m_axis.hi)
            continue;
        QPen pen(m_thresholdColors[i], 1.5, Qt::DashLine);
        pen.setCosmetic(true);
        p->setPen(pen);
        const qreal y = yForValue(v);
        p->drawLine(QPointF(pa.left(), y), QPointF(pa.right(), y));
    }
    LaneCurves::Style style;
    style.aggregate = palette().color(QPalette::WindowText);
    LaneCurves::paint(
        *p, m_model->frame(), [this](const QPointF &pt) { return toPixel(pt); }, gapMs(), style);
    p->restore();
}

void LaneView::drawOutlierLabels(QPainter *p)
{
    // Outlier labels at the right end of their lines: identity in words, not
    // only in colour. Labels are stacked so none hides another.
    const QRectF pa = chart()->plotArea();
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() * 0.85));
    p->setFont(small);
    const int h = p->fontMetrics().height();
    const LaneFrame &f = m_model->frame();
    const auto tags = LaneCurves::outlierTags(
        f, [this](double v) { return yForValue(v); }, h, pa.top(), pa.bottom());
    for (const auto &t : tags) {
        const int w = p->fontMetrics().horizontalAdvance(t.text) + 8;
        const QRectF box(pa.right() - w - 2, t.y - h / 2.0, w, h);
        QColor bg = palette().color(QPalette::Base);
        bg.setAlpha(215);
        p->fillRect(box, bg);
        // The tag colours are darkened for white paper; on a dark theme
        // they are lifted instead so the names stay readable.
        p->setPen(bg.lightness() < 128 ? t.color.lighter(190) : t.color);
        p->drawText(box, Qt::AlignCenter, t.text);
    }
}

void LaneView::drawStatusBanner(QPainter *p)
{
    const QRectF pa = chart()->plotArea();
    // Errors live where they happened: on the lane, over the data it keeps.
    if (m_status.error || !m_status.warnings.isEmpty()) {
        const bool err = bool(m_status.error);
        QString msg = err ? m_status.error->message : m_status.warnings.join(QStringLiteral(" · "));
        if (err && m_status.retryAtMs > 0)
            msg = tr("%1 — retrying automatically").arg(msg);
        if (err && m_status.lastSuccessMs > 0)
            msg = tr("%1 — showing data from %2")
                      .arg(msg, m_cursor->format().clock(m_status.lastSuccessMs));
        p->setFont(font());
        const QRectF box(pa.left() + 4, pa.top() + 4, pa.width() - 8, 20);
        p->fillRect(box, err ? QColor(0xff, 0xe0, 0xe0, 235) : QColor(0xff, 0xf3, 0xc8, 235));
        p->setPen(err ? QColor(0x9a, 0x00, 0x00) : QColor(0x6a, 0x4a, 0x00));
        p->drawRect(box);
        const QString prefix = err ? tr("⚠ Error:") : tr("⚠ Warning:");
        // Hovering the banner shows the details (raw answer, next retry).
        p->drawText(box.adjusted(6, 0, -6, 0), Qt::AlignLeft | Qt::AlignVCenter,
                    p->fontMetrics().elidedText(tr("%1 %2").arg(prefix, msg), Qt::ElideRight,
                                                int(box.width() - 12)));
    } else if (!m_model->frame().hasData && m_status.state != LaneStatus::State::Ok) {
        p->setPen(palette().color(QPalette::PlaceholderText));
        p->drawText(pa, Qt::AlignCenter, m_status.loading ? tr("Loading…") : tr("No data"));
    } else if (!m_model->frame().hasData) {
        p->setPen(palette().color(QPalette::PlaceholderText));
        p->drawText(pa, Qt::AlignCenter, tr("No data in this range"));
    }
}
