#pragma once

#include "budgetforecast.h"
#include "costcharts.h"

#include <QWidget>

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

class BudgetChartWidget final : public QWidget
{
    Q_OBJECT
  public:
    explicit BudgetChartWidget(QWidget *parent = nullptr);
    void setForecast(const std::optional<BudgetForecast::Result> &r, double amount,
                     const QString &currency, bool levers);

  protected:
    void paintEvent(QPaintEvent *) override;

  private:
    std::optional<BudgetForecast::Result> m_result;
    double m_amount = 0;
    QString m_currency;
    bool m_levers = false;
};
