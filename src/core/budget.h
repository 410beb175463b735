#pragma once

#include <QDate>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

// One notification threshold of a budget: a percentage of its amount, for
// the actual spend or for Azure's forecast of it.
struct BudgetThreshold
{
    double percent = 0;
    bool forecasted = false; // thresholdType "Forecasted"
    bool enabled = true;

    bool operator==(const BudgetThreshold &) const = default;
};

// A cost budget: an amount per period (a month, a quarter, a year) from a
// start date, with notification thresholds. Read from Azure Consumption
// budgets, or typed into the Cost view. A value type.
struct Budget
{
    enum class Grain
    {
        Monthly,
        Quarterly,
        Annually,
        BillingMonth,
        BillingQuarter,
        BillingAnnual,
    };

    QString name;
    QString scope; // empty for a typed budget
    double amount = 0;
    // The currency of the amount and the spend; empty when Azure gave none.
    QString currency;
    Grain grain = Grain::Monthly;
    QDate start;                             // the first period's first day
    QDate end;                               // the last day it runs to; invalid: open-ended
    std::optional<double> currentSpend;      // Azure's spend in the current period
    std::optional<double> forecastSpend;     // Azure's forecast for the current period
    std::vector<BudgetThreshold> thresholds; // by percent
    // Azure counts only the cost its filter (tags, resource groups, meters)
    // lets through; a daily rate read for the whole scope does not know it.
    bool filtered = false;

    // The period holding `day`: its first and last day, the last one capped
    // at `end`. Billing periods are taken as calendar ones (the billing
    // day is not in the budget).
    std::pair<QDate, QDate> periodOf(const QDate &day) const;
    // Months per period: 1, 3 or 12.
    int monthsPerPeriod() const;

    // A budget typed into the view: monthly from the first of this month,
    // with actual-spend thresholds at 80, 90 and 100 %.
    static Budget typed(double amount, const QString &currency, const QDate &today);
    // Azure's timeGrain names; none for another.
    static std::optional<Grain> grainFromName(const QString &name);
    static QString grainName(Grain grain);

    bool operator==(const Budget &) const = default;
};
