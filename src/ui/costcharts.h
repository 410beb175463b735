#pragma once

#include "costmodel.h"
#include "savingslevers.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QStringList>

#include <optional>

class QPainter;

// The Cost view's two charts, painted with QPainter so the window and the
// PDF report draw the same picture: cost per group per day as stacked bars
// with the idle part hatched, and the idle share of GPU-hours by hour of day
// and day of week. Pure functions of the report.
namespace CostCharts {

// Line and text colours: dark on white for the PDF; the on-screen charts
// pass their palette's, so a dark theme gets light lines.
struct Ink
{
    QColor axis{0x60, 0x60, 0x60};
    QColor grid{0xe2, 0xe2, 0xe2};
    QColor text{0x20, 0x20, 0x20};
};

// A group's colour, stable for its position in `groups`.
QColor groupColor(int index);

// The groups to draw, largest total cost first; beyond `maxGroups` the rest
// are summed as "other".
QStringList barGroups(const CostReport &report, int maxGroups = 8);
// The name of the summed remainder.
QString otherGroup();

struct BarHit
{
    int day = -1;
    QString group; // empty: the day's total
};

// Paints the stacked bars into `area` (axes, labels and legend included).
// `highlight` outlines one group's segments.
void paintDailyBars(QPainter &p, const QRectF &area, const CostReport &report,
                    const QStringList &groups, const QString &highlight = {}, const Ink &ink = {});
// What is under `pos` in a chart painted into `area`.
BarHit dailyBarAt(const QRectF &area, const CostReport &report, const QStringList &groups,
                  const QPointF &pos);

// Idle GPU-hours ÷ observed GPU-hours per hour of the week, summed over the
// GPUs; nullopt where nothing was observed.
std::array<std::optional<double>, kHoursPerWeek> idleShare(const CostReport &report);

// Paints the 7 × 24 heat map; cells in `window` are outlined.
void paintHeatMap(QPainter &p, const QRectF &area, const CostReport &report,
                  const std::optional<SavingsLevers::Schedule> &window = std::nullopt,
                  const Ink &ink = {});
// The hour of the week under `pos`, or -1.
int heatMapCellAt(const QRectF &area, const QPointF &pos);

// The colour of an idle share (0 = fully used … 1 = fully idle).
QColor heatColor(double share);

} // namespace CostCharts
