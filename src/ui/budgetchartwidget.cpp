#include "budgetchartwidget.h"

#include "budgetchart.h"

#include <QPainter>

BudgetChartWidget::BudgetChartWidget(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(220);
    setAccessibleName(tr("Budget burn-down"));
    setAccessibleDescription(tr("Cumulative spend over the budget's period against its amount, "
                                "with the forecasts to the period's end."));
}

void BudgetChartWidget::setForecast(const std::optional<BudgetForecast::Result> &r, double amount,
                                    const QString &currency, bool levers)
{
    m_result = r;
    m_amount = amount;
    m_currency = currency;
    m_levers = levers;
    update();
}

void BudgetChartWidget::paintEvent(QPaintEvent *)
{
    if (!m_result)
        return;
    QPainter p(this);
    const QPalette &pal = palette();
    BudgetChart::paint(
        p, QRectF(rect()).adjusted(4, 4, -4, -4), *m_result, m_amount, m_currency, m_levers,
        {pal.color(QPalette::Mid), pal.color(QPalette::Midlight), pal.color(QPalette::WindowText)});
}
