#pragma once

#include "budgetforecast.h"
#include "costcharts.h"

#include <optional>

class QPainter;

// The budget's burn-down: cumulative spend over the period against the
// amount, the spend so far solid and the forecasts (straight line, weekday
// pattern, with the largest lever) from today on, each threshold a thin
// line with its percentage. Painted with QPainter so the view and the PDF
// draw the same picture.
namespace BudgetChart {

// The forecasts' colours and dashes, for the legend beside the table.
QColor actualColor();
QColor straightLineColor();
QColor weekdayColor();
QColor leversColor();
QColor budgetColor();

// `levers`: whether to draw the line with the levers.
void paint(QPainter &p, const QRectF &area, const BudgetForecast::Result &r, double amount,
           const QString &currency, bool levers, const CostCharts::Ink &ink = {});

} // namespace BudgetChart
