#pragma once

#include "costmodel.h"
#include "savingslevers.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

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
};
