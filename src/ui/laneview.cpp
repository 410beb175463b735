#include "laneview.h"

#include "cursorreadout.h"

#include "lanechartpainter.h"
#include "lanecurves.h"
#include "lanemodel.h"
#include "lanepalette.h"
#include "timeaxis.h"
#include "timecursor.h"
#include "unit.h"
#include "valueaxis.h"

#include <algorithm>
#include <cmath>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QElapsedTimer>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRubberBand>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

namespace {
constexpr int kDragThresholdPx = 4;
constexpr int kStaleRepaintMs = 12;
// Every lane gets the same plot margins so the time axes line up exactly,
// whatever the width of each lane's value labels.
constexpr int kLeft = 64;
constexpr int kRight = 14;
constexpr int kTop = 24;
constexpr int kBottomWithLabels = 22;
constexpr int kBottomPlain = 10;
} // namespace

LaneView::LaneView(LaneModel *model, TimeCursor *cursor, QWidget *parent)
    : QChartView(new QChart(), parent), m_model(model), m_cursor(cursor)
{
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setMinimumHeight(140);
    setAccessibleName(model->spec().title);
    QChart *c = chart();
    c->legend()->hide();
    c->setBackgroundVisible(false);
    c->setPlotAreaBackgroundVisible(false);
    setBackgroundBrush(palette().base());
    c->setAnimationOptions(QChart::NoAnimation);

    // The lane paints everything itself: grids and labels on round times
    // and values (drawBackground, drawForeground) and the curves
    // (drawCurves). The chart keeps the shared time range on a hidden axis.
    m_x = new QDateTimeAxis(c);
    m_x->setVisible(false);
    c->addAxis(m_x, Qt::AlignBottom);

    for (const auto &t : model->spec().thresholds) {
        QColor col(t.color);
        m_thresholdColors.push_back(col.isValid() ? col : QColor(0xd0, 0x80, 0x00));
    }

    m_staleRepaint = new QTimer(this);
    m_staleRepaint->setSingleShot(true);
    m_staleRepaint->setInterval(kStaleRepaintMs);
    connect(m_staleRepaint, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
    m_rubber = new QRubberBand(QRubberBand::Rectangle, viewport());
    connect(model, &LaneModel::frameChanged, this, &LaneView::applyFrame);
    connect(cursor, &TimeCursor::rangeChanged, this, &LaneView::applyRange);
    connect(cursor, &TimeCursor::crosshairChanged, viewport(), qOverload<>(&QWidget::update));
    connect(cursor, &TimeCursor::zoneChanged, viewport(), qOverload<>(&QWidget::update));
    applyRange();
    applyFrame();
}

LaneView::~LaneView() = default;

void LaneView::setShowTimeLabels(bool show)
{
    m_showTimeLabels = show;
    updatePlotArea();
}

void LaneView::updatePlotArea()
{
    const QSize sz = viewport()->size();
    const int bottom = m_showTimeLabels ? kBottomWithLabels : kBottomPlain;
    chart()->setPlotArea(QRectF(kLeft, kTop, std::max(10, sz.width() - kLeft - kRight),
                                std::max(10, sz.height() - kTop - bottom)));
    if (m_model)
        m_model->setWidth(std::max(50, sz.width() - kLeft - kRight));
}

qint64 LaneView::timeGridStep() const
{
    return TimeAxis::step(m_cursor->durationMs(), std::max<qreal>(chart()->plotArea().width(), 1),
                          95);
}

void LaneView::setAlertBands(std::vector<AlertBand> bands)
{
    m_overlay.setBands(std::move(bands));
    viewport()->update();
}

void LaneView::setTimeMarks(std::vector<TimeMark> marks)
{
    // Called on every range change: repainting for unchanged marks would
    // paint each pan step twice.
    if (marks == m_overlay.marks())
        return;
    m_overlay.setMarks(std::move(marks));
    viewport()->update();
}

void LaneView::setStatus(const LaneStatus &status)
{
    m_banner.setStatus(status);
    viewport()->update();
}

void LaneView::setProblem(const QString &problem, const QString &fixLabel)
{
    m_banner.setProblem(problem);
    if (!fixLabel.isEmpty() && !m_fix) {
        m_fix = new QPushButton(viewport());
        m_fix->setObjectName(QStringLiteral("laneFix"));
        m_fix->setCursor(Qt::PointingHandCursor);
        connect(m_fix, &QPushButton::clicked, this, &LaneView::fixRequested);
    }
    if (m_fix) {
        m_fix->setText(tr("Fix: use %1").arg(fixLabel));
        m_fix->setToolTip(tr("Rewrites this lane's query for this session to what the source "
                             "exports; the dashboard file is not changed."));
        m_fix->setVisible(!fixLabel.isEmpty());
        placeFixButton();
    }
    viewport()->update();
}

void LaneView::placeFixButton()
{
    if (!m_fix)
        return;
    m_fix->adjustSize();
    const QRectF pa = chart()->plotArea();
    m_fix->move(int(pa.center().x() - m_fix->width() / 2.0),
                int(pa.bottom() - m_fix->height() - 6));
}

QString LaneView::errorText() const
{
    return m_banner.errorText();
}

QString LaneView::statusDetails() const
{
    return m_banner.details(m_cursor->format());
}

bool LaneView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const QRectF pa = chart()->plotArea();
        const QString details = statusDetails();
        if (!details.isEmpty() && LaneStatusBanner::hoverArea(pa).contains(help->pos())) {
            QToolTip::showText(help->globalPos(), details, this);
            return true;
        }
        const QRectF markRow(pa.left(), pa.top(), pa.width(), 10);
        const QString mark =
            markRow.contains(help->pos())
                ? m_overlay.markTextNear(help->pos().x(), [this](qint64 t) { return xForTime(t); })
                : QString();
        if (!mark.isEmpty()) {
            QToolTip::showText(help->globalPos(), mark, this);
            return true;
        }
        // The strip along the bottom of a band names the alerts it stands for.
        const QRectF strip(pa.left(), pa.bottom() - 10, pa.width(), 10);
        const QString bands =
            strip.contains(help->pos()) ? alertBandTextAt(timeForX(help->pos().x())) : QString();
        if (!bands.isEmpty()) {
            QToolTip::showText(help->globalPos(), bands, this);
            return true;
        }
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    return QChartView::event(e);
}

QRectF LaneView::plotArea() const
{
    return chart()->plotArea();
}

void LaneView::changeEvent(QEvent *e)
{
    // A theme switch (Settings) repaints the lane in the new colours.
    if (e->type() == QEvent::PaletteChange)
        setBackgroundBrush(palette().base());
    QChartView::changeEvent(e);
}

qreal LaneView::xForTime(qint64 tMs) const
{
    const QRectF pa = chart()->plotArea();
    const double d = double(std::max<qint64>(m_cursor->durationMs(), 1));
    return pa.left() + double(tMs - m_cursor->fromMs()) / d * pa.width();
}

qint64 LaneView::timeForX(qreal x) const
{
    const QRectF pa = chart()->plotArea();
    const double f = (x - pa.left()) / std::max<qreal>(pa.width(), 1);
    return m_cursor->fromMs() + qint64(std::llround(f * double(m_cursor->durationMs())));
}

void LaneView::paintEvent(QPaintEvent *e)
{
    QElapsedTimer t;
    t.start();
    QChartView::paintEvent(e);
    emit painted(t.nsecsElapsed(), m_model && m_model->frame().hasData);
}

void LaneView::applyRange()
{
    m_x->setRange(QDateTime::fromMSecsSinceEpoch(m_cursor->fromMs()),
                  QDateTime::fromMSecsSinceEpoch(m_cursor->toMs()));
    // The model reduces the new range on the worker pool, usually within a
    // few milliseconds: one repaint with the new frame then, rather than one
    // now with the old frame shifted and another when the new one arrives.
    // If it is slow, the shifted old frame is shown after kStaleRepaintMs.
    if (m_model && m_model->covers(m_cursor->fromMs(), m_cursor->toMs())) {
        m_staleRepaint->stop();
        viewport()->update(); // the frame in hand already spans the new range
    } else if (!m_staleRepaint->isActive()) {
        m_staleRepaint->start();
    }
}

void LaneView::updateYAxis()
{
    m_axis = ValueAxis::forLane(m_model->frame(), m_model->spec());
}

void LaneView::applyFrame()
{
    if (!m_model)
        return;
    updateYAxis();
    m_staleRepaint->stop();
    viewport()->update();
}

QString LaneView::crosshairText() const
{
    const auto t = m_cursor->crosshairMs();
    if (!t || !m_model)
        return {};
    return CursorReadout::values(m_model->spec(), m_model->valuesAt(*t));
}

QString LaneView::cursorText() const
{
    const auto t = m_cursor->crosshairMs();
    if (!t || !m_model)
        return {};
    const auto b = m_cursor->secondMs();
    return CursorReadout::text(m_model->spec(), m_cursor->format(), *t, m_model->valuesAt(*t), b,
                               b ? m_model->valuesAt(*b) : CrosshairValues{});
}

qreal LaneView::yForValue(double v) const
{
    const QRectF pa = chart()->plotArea();
    const double span = m_axis.hi - m_axis.lo;
    return pa.bottom() - (span > 0 ? (v - m_axis.lo) / span : 0.5) * pa.height();
}

QPointF LaneView::toPixel(const QPointF &timeValue) const
{
    const QRectF pa = chart()->plotArea();
    const double d = double(std::max<qint64>(m_cursor->durationMs(), 1));
    return {pa.left() + (timeValue.x() - double(m_cursor->fromMs())) / d * pa.width(),
            yForValue(timeValue.y())};
}

qint64 LaneView::gapMs() const
{
    return LaneCurves::gapMs(m_model->frame().stepMs, m_cursor->durationMs(),
                             chart()->plotArea().width());
}

int LaneView::outlierAt(const QPointF &pos) const
{
    constexpr qreal kReachPx = 5;
    const LaneFrame &f = m_model->frame();
    int best = -1;
    qreal bestDist = kReachPx;
    for (std::size_t i = 0; i < f.outliers.size(); ++i) {
        const auto lines = LaneCurves::outlierPolylines(
            f, [this](const QPointF &pt) { return toPixel(pt); }, gapMs(), i);
        for (const QPolygonF &line : lines)
            for (qsizetype k = 0; k < line.size(); ++k) {
                // Distance from pos to the segment line[k-1]..line[k] (or the lone point).
                const QPointF a = line[std::max<qsizetype>(k - 1, 0)], b = line[k];
                const QPointF ab = b - a;
                const qreal len2 = QPointF::dotProduct(ab, ab);
                const qreal t =
                    len2 > 0 ? std::clamp(QPointF::dotProduct(pos - a, ab) / len2, 0.0, 1.0) : 0;
                const QPointF d = pos - (a + t * ab);
                const qreal dist = std::sqrt(QPointF::dotProduct(d, d));
                if (dist <= bestDist) {
                    bestDist = dist;
                    best = int(i);
                }
            }
    }
    return best;
}

void LaneView::wheelEvent(QWheelEvent *e)
{
    const int delta = e->angleDelta().y();
    if (delta == 0) {
        e->ignore();
        return;
    }
    const double factor = std::pow(0.85, double(delta) / 120.0);
    m_cursor->zoom(factor, timeForX(e->position().x()));
    e->accept();
}

void LaneView::mousePressEvent(QMouseEvent *e)
{
    m_seriesHit = false;
    QChartView::mousePressEvent(e);
    if (e->button() != Qt::LeftButton)
        return;
    // A click on an outlier selects its GPU/pod in every lane.
    if (m_model && chart()->plotArea().contains(e->position())) {
        const int hit = outlierAt(e->position());
        if (hit >= 0) {
            m_seriesHit = true;
            emit seriesClicked(m_model->frame().outliers[std::size_t(hit)].labels);
        }
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = e->position().toPoint();
    m_pressFrom = m_cursor->fromMs();
    m_rubberBanding = e->modifiers() & Qt::ShiftModifier;
    e->accept();
}

void LaneView::mouseMoveEvent(QMouseEvent *e)
{
    const QPoint pos = e->position().toPoint();
    if (m_pressed && !m_dragging && (pos - m_pressPos).manhattanLength() > kDragThresholdPx)
        m_dragging = true;
    if (m_dragging && m_rubberBanding) {
        const QRectF pa = chart()->plotArea();
        m_rubber->setGeometry(QRect(QPoint(std::min(m_pressPos.x(), pos.x()), int(pa.top())),
                                    QPoint(std::max(m_pressPos.x(), pos.x()), int(pa.bottom())))
                                  .normalized());
        m_rubber->show();
    } else if (m_dragging) {
        const QRectF pa = chart()->plotArea();
        const double msPerPx = double(m_cursor->durationMs()) / std::max<qreal>(pa.width(), 1);
        const qint64 target = m_pressFrom - qint64(double(pos.x() - m_pressPos.x()) * msPerPx);
        m_cursor->pan(target - m_cursor->fromMs());
    }
    if (chart()->plotArea().contains(e->position()))
        m_cursor->hover(timeForX(e->position().x()));
    else
        m_cursor->leave();
    QChartView::mouseMoveEvent(e);
}

void LaneView::mouseReleaseEvent(QMouseEvent *e)
{
    QChartView::mouseReleaseEvent(e);
    if (e->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_dragging && m_rubberBanding) {
        m_rubber->hide();
        const qint64 a = timeForX(m_pressPos.x());
        const qint64 b = timeForX(e->position().x());
        if (std::abs(b - a) >= TimeCursor::kMinDurationMs / 4)
            m_cursor->setRange(std::min(a, b), std::max(a, b));
    } else if (!m_dragging && !m_seriesHit && chart()->plotArea().contains(e->position())) {
        // First click pins A, the second pins B, the third lets both go.
        const qint64 t = timeForX(e->position().x());
        if (!m_cursor->isPinned())
            m_cursor->pin(t);
        else if (!m_cursor->isSecondPinned())
            m_cursor->pinSecond(t);
        else
            m_cursor->unpin();
        emit backgroundClicked();
    }
    m_dragging = false;
    m_rubberBanding = false;
    e->accept();
}

void LaneView::leaveEvent(QEvent *e)
{
    m_cursor->leave();
    QChartView::leaveEvent(e);
}

void LaneView::resizeEvent(QResizeEvent *e)
{
    QChartView::resizeEvent(e);
    updatePlotArea();
    placeFixButton();
}

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
            LaneChartPainter::legend(frame, spec.aggregate, LaneChartPainter::Medium::Screen);
        const QRectF legendRect(titleRect.right() + 14, 2, pa.right() - titleRect.right() - 14, 18);
        p->drawText(legendRect, Qt::AlignLeft | Qt::AlignVCenter,
                    p->fontMetrics().elidedText(legend, Qt::ElideRight, int(legendRect.width())));
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

    // Crosshair (cursor A) and cursor B through every lane, values at top right.
    p->setFont(font());
    LaneOverlay::paintCursors(
        p, pa, QRectF(pa.left() + pa.width() / 4, 2, pa.width() * 3 / 4, 18),
        {m_cursor->crosshairMs(), m_cursor->isPinned(), m_cursor->secondMs(),
         m_cursor->isSecondPinned()},
        [this](qint64 t) { return xForTime(t); }, cursorText(),
        palette().color(QPalette::WindowText), chart()->backgroundBrush());

    p->setFont(font());
    m_banner.paint(p, chart()->plotArea(), palette(), m_model->frame().hasData, m_cursor->format());
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
