#pragma once

#include "lanestatus.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

class QPainter;
class QPalette;
class TimeFormat;

// What a lane says about its own data: an error or warning banner across
// the top of the plot, over the data it keeps; "Loading…" or "No data" on an
// empty lane; and the details (raw answer, HTTP status, next retry) its
// tooltip shows. Its texts keep the lane's translation context.
class LaneStatusBanner final
{
    Q_DECLARE_TR_FUNCTIONS(LaneView)
  public:
    void setStatus(const LaneStatus &status) { m_status = status; }
    const LaneStatus &status() const { return m_status; }
    // Why the lane is empty when its queries cannot find their metrics.
    void setProblem(const QString &problem) { m_problem = problem; }
    const QString &problem() const { return m_problem; }

    // The error's one-line message, or empty.
    QString errorText() const;
    // Everything known about the error and warnings, for the tooltip.
    QString details(const TimeFormat &format) const;
    // Where the banner's tooltip answers, within `plotArea`.
    static QRectF hoverArea(const QRectF &plotArea);
    // `hasData`: the lane shows samples (an empty lane says why instead).
    void paint(QPainter *p, const QRectF &plotArea, const QPalette &palette, bool hasData,
               const TimeFormat &format) const;

  private:
    LaneStatus m_status;
    QString m_problem;
};
