#pragma once

#include "budgetforecast.h"
#include "costmodel.h"
#include "savingslevers.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// The budget the Budget tab shows and where its period is heading.
struct CostBudget
{
    Budget budget;
    BudgetForecast::Result forecast;
    bool forecastFromHistory = false; // false: Azure's own figures only
    bool levers = false;              // the forecast with the largest lever applies
    QString leverName;
    QStringList notes;
};

// Everything one cost review shows, as a value: what the Cost view displays
// and what its CSV and PDF exports write, so the meeting sees the screen.
struct CostReview
{
    CostReport report;
    std::vector<SavingsLevers::Lever> levers;
    SavingsLevers::Assumptions assumptions;
    QString periodText; // e.g. "1 Nov 2026 – 30 Nov 2026 (local time)"
    QString resolution; // what one sample stands for
    // What the figures rest on: the utilisation metric, MIG, GPUs shared by
    // pods, pod labels that outlived their pods (CostDataLoader::notes).
    QStringList notes;
    QString groupBy;
    double idleThresholdPct = 30;
    // Billed cost per group from Azure Cost Management; empty when not fetched.
    QHash<QString, double> billed;
    QString billedCurrency;
    QString billedTagKey;
    std::optional<CostBudget> budget; // none while no budget is set
};
