#pragma once

#include "httpresponse.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

class Catalog;
class CostHandler;
struct CostLine;
struct DoubleOptions;
struct HttpRequest;

// The Consumption API's budgets of a subscription or resource-group scope,
// GET {scope}/providers/Microsoft.Consumption/budgets, in the documented
// BudgetsListResult shape (value, each with properties amount, category,
// timeGrain, timePeriod, currentSpend, forecastSpend and notifications).
//
//   subscription: gpu-fleet-monthly, Monthly, 95 % of a 30-day month of the
//                 mean daily cost of every cost line; Actual 80/90/100 %
//                 and Forecasted 100 %. gpu-fleet-annual, Annually, 120 %
//                 of 365 days; Actual 50/75/100 %.
//   gpu-rg:       gpu-rg-quarterly, Quarterly, 110 % of 91 days of its lines.
//
// Periods start on the first of January of the current year. currentSpend
// is the scope's cost from the period's first day to today, day by day as
// the query API reports it (CostHandler::lineCost); forecastSpend is that
// at the same daily rate to the period's end. Amounts are rounded to
// hundreds. The "budgets": "empty" setting lists none; "budgetCurrency"
// names the unit of the spend.
class BudgetsHandler final
{
  public:
    BudgetsHandler(const Catalog &catalog, const DoubleOptions &options, const CostHandler &cost)
        : m_catalog(catalog), m_options(options), m_cost(cost)
    {
    }

    HttpResponse list(const HttpRequest &request, const QString &scope, qint64 nowSecs) const;

  private:
    struct Spec
    {
        const char *name;
        const char *grain;
        int months;       // per period
        double days;      // of mean daily cost the amount stands for
        double factor;    // of that
        const char *rule; // "80/90/100+F100": Actual percentages, then Forecasted
    };
    QJsonObject budget(const QString &scope, const QString &resourceGroup, const Spec &spec,
                       const QDate &today) const;

    const Catalog &m_catalog;
    const DoubleOptions &m_options;
    const CostHandler &m_cost;
};
