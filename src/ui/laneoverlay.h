#pragma once

#include "alertboard.h"

#include <functional>
#include <QColor>
#include <QRectF>
#include <QString>
#include <vector>

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

// What a lane draws over its time axis besides data: alert bands under the
// curves, time marks along the top, and the words behind each for tooltips.
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
    // The alerts whose bands cover tMs, a line each.
    QString bandTextAt(qint64 tMs) const;
    // The marks within a few pixels of x, a line each.
    QString markTextNear(qreal x, const XOf &xOf) const;

  private:
    std::vector<AlertBand> m_bands;
    std::vector<TimeMark> m_marks;
};
