#pragma once

#include "alertboard.h"

#include <functional>
#include <optional>
#include <QColor>
#include <QRectF>
#include <QString>
#include <vector>

class QBrush;
class QPainter;

// A point on the time axis worth a marker: an operator action, a runbook's
// result, an annotation.
struct TimeMark
{
    qint64 tMs = 0;
    QString text;
    bool strong = false; // runbook results and annotations stand out from acks and silences
    // A GPU health alert on this lane's node: drawn in its tier's colour.
    AlertTier healthTier = AlertTier::None;
    QString laneId;      // drawn on that lane only; empty: on every lane
    bool change = false; // a change the source showed (rollout, scaling, …): teal, a diamond
    friend bool operator==(const TimeMark &, const TimeMark &) = default;
};

// The cursors over a lane (TimeCursor's A and B) as the lane draws them.
struct CursorLines
{
    std::optional<qint64> a;
    bool aPinned = false;
    std::optional<qint64> b;
    bool bPinned = false;
};

// What a lane draws over its time axis besides data: alert bands under the
// curves, time marks along the top, the cursors with their readout, and the
// words behind each for tooltips.
// It holds no view; the lane passes its plot rectangle, visible range and
// time-to-x mapping in.
class LaneOverlay final
{
  public:
    using XOf = std::function<qreal(qint64)>;

    void setBands(std::vector<AlertBand> bands) { m_bands = std::move(bands); }
    const std::vector<AlertBand> &bands() const { return m_bands; }
    void setMarks(std::vector<TimeMark> marks) { m_marks = std::move(marks); }
    const std::vector<TimeMark> &marks() const { return m_marks; }

    void paintBands(QPainter *p, const QRectF &plot, qint64 fromMs, qint64 toMs,
                    const XOf &xOf) const;
    void paintMarks(QPainter *p, const QRectF &plot, qint64 fromMs, qint64 toMs, const XOf &xOf,
                    const QColor &weak) const;
    // A (magenta when pinned, else dashed in `text`) and B (blue, solid when
    // pinned) through the plot, and `readout` at the top right of `header`
    // on `ground`, over the legend where it is long.
    static void paintCursors(QPainter *p, const QRectF &plot, const QRectF &header,
                             const CursorLines &c, const XOf &xOf, const QString &readout,
                             const QColor &text, const QBrush &ground);
    // The alerts whose bands cover tMs, a line each.
    QString bandTextAt(qint64 tMs) const;
    // The marks within a few pixels of x, a line each.
    QString markTextNear(qreal x, const XOf &xOf) const;

  private:
    std::vector<AlertBand> m_bands;
    std::vector<TimeMark> m_marks;
};
