#pragma once

#include "budgetforecast.h"

#include <QWidget>

#include <optional>

// The budget's burn-down on screen (BudgetChart::paint in the palette's ink).
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
