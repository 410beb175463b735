#include "laneview.h"

#include "timeaxis.h"

#include "lanecurves.h"
#include "lanemodel.h"
#include "timecursor.h"
#include "unit.h"
#include "valueaxis.h"

#include <cmath>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QElapsedTimer>
#include <QMouseEvent>
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
    m_status = status;
    viewport()->update();
}

QString LaneView::errorText() const
{
    return m_status.error ? m_status.error->message : QString();
}

QString LaneView::statusDetails() const
{
    QStringList parts;
    if (m_status.error) {
        parts << m_status.error->message;
        if (!m_status.error->detail.isEmpty() && m_status.error->detail != m_status.error->message)
            parts << m_status.error->detail;
        if (m_status.error->httpStatus)
            parts << tr("HTTP status %1").arg(m_status.error->httpStatus);
        if (m_status.retryAtMs > 0)
            parts << tr("Next automatic retry at %1 (F5 retries now).")
                         .arg(m_cursor->format().clock(m_status.retryAtMs));
    }
    for (const QString &w : m_status.warnings)
        parts << tr("Backend warning: %1").arg(w);
    return parts.join(QStringLiteral("\n\n"));
}

bool LaneView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const QRectF pa = chart()->plotArea();
        const QRectF banner(pa.left(), pa.top(), pa.width(), 28);
        const QString details = statusDetails();
        if (!details.isEmpty() && banner.contains(help->pos())) {
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
    const LaneSpec &spec = m_model->spec();
    const CrosshairValues v = m_model->valuesAt(*t);
    if (!v.valid)
        return tr("no data");
    QString text =
        tr("%1 %2 (range %3 – %4)")
            .arg(Aggregates::toString(spec.aggregate), Units::format(v.aggregate, spec.unit),
                 Units::format(v.low, spec.unit), Units::format(v.high, spec.unit));
    return text;
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
        const qint64 t = timeForX(e->position().x());
        if (m_cursor->isPinned())
            m_cursor->unpin();
        else
            m_cursor->pin(t);
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
}
