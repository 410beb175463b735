#pragma once

#include "alertboard.h"
#include "lanemodel.h"
#include "laneoverlay.h"
#include "lanestatusbanner.h"
#include "reduction.h"
#include "valueaxis.h"

#include <QChartView>
#include <QPointer>
#include <vector>

class LaneModel;
class TimeCursor;

class QDateTimeAxis;
class QRubberBand;
class QTimer;

// One correlation lane: the fleet's envelope band, the aggregate line, the
// top-k outliers and any highlighted series, on the workspace's shared time
// axis. Wheel zooms, drag pans, Shift+drag zooms to a range, a click pins the
// crosshair, a click on an outlier selects its GPU/pod across lanes. All of it
// goes through the TimeCursor; the lane never talks to another lane.
class QPushButton;

class LaneView final : public QChartView
{
    Q_OBJECT
  public:
    LaneView(LaneModel *model, TimeCursor *cursor, QWidget *parent = nullptr);
    ~LaneView() override;

    LaneModel *model() const { return m_model; }
    void setShowTimeLabels(bool show);
    void setStatus(const LaneStatus &status);
    // Why the lane can show nothing (its metrics are not on the source), in
    // place of "No data", and the one-click fix offered under it.
    void setProblem(const QString &problem, const QString &fixLabel);
    QString problem() const { return m_banner.problem(); }
    QPushButton *fixButton() const { return m_fix; }
    // What the lane shows at the crosshair (cursor A): "max 3 % (range …)".
    QString crosshairText() const;
    // The whole readout drawn in its header: the time and values at A, or
    // at A and B with the difference and the time between them.
    QString cursorText() const;
    QString errorText() const;
    // The full story behind the banner: message, raw detail, next retry.
    QString statusDetails() const;
    // Pixel x of a time inside the plot, and back (for tests and overlays).
    qreal xForTime(qint64 tMs) const;
    // Pixel y of a value on the lane's value axis.
    qreal yForValue(double v) const;
    qint64 timeForX(qreal x) const;
    QRectF plotArea() const;
    // Pending and firing intervals of the alerts this lane's series raised,
    // drawn under the curves.
    void setAlertBands(std::vector<AlertBand> bands);
    const std::vector<AlertBand> &alertBands() const { return m_overlay.bands(); }
    QString alertBandTextAt(qint64 tMs) const { return m_overlay.bandTextAt(tMs); }
    void setTimeMarks(std::vector<TimeMark> marks);
    const std::vector<TimeMark> &timeMarks() const { return m_overlay.marks(); }

  signals:
    void seriesClicked(const Labels &labels);
    void backgroundClicked();
    // The user took the fix offered for an empty lane.
    void fixRequested();
    // After every repaint: how long it took, and whether data was drawn.
    // Read by --frame-stats; costs one timer read per paint.
    void painted(qint64 nsecs, bool withData);

  protected:
    void changeEvent(QEvent *e) override;
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void wheelEvent(QWheelEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void leaveEvent(QEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

  private:
    void applyFrame();
    void applyRange();
    void updateYAxis();
    void updatePlotArea();
    void placeFixButton();
    // Round time steps (1 min ... 7 d) so grid lines land on 14:00, not 13:59.
    qint64 timeGridStep() const;
    void drawCurves(QPainter *p);
    void drawOutlierLabels(QPainter *p);
    QPointF toPixel(const QPointF &timeValue) const;
    // Consecutive points further apart than this are drawn with a break.
    qint64 gapMs() const;
    // The outlier drawn within a few pixels of `pos`, or -1.
    int outlierAt(const QPointF &pos) const;

    QPointer<LaneModel> m_model;
    TimeCursor *m_cursor;
    QDateTimeAxis *m_x = nullptr;
    ValueAxis m_axis; // the value range and grid step now drawn
    std::vector<QColor> m_thresholdColors;
    LaneOverlay m_overlay;
    QRubberBand *m_rubber = nullptr;
    QTimer *m_staleRepaint = nullptr; // repaints after a range change if no frame came
    LaneStatusBanner m_banner;
    QPushButton *m_fix = nullptr;
    QPoint m_pressPos;
    qint64 m_pressFrom = 0;
    bool m_pressed = false;
    bool m_dragging = false;
    bool m_rubberBanding = false;
    bool m_seriesHit = false;
    bool m_showTimeLabels = true;
};
