#pragma once

#include "costmodel.h"

#include <QCoreApplication>
#include <QString>

// How the Cost view and the cost report write money, hours and shares, and
// the definitions behind every figure (tooltips, the report's glossary).
// Money is never more precise than the prices behind it: whole units from
// 100 up, cents below.
class CostText final
{
    Q_DECLARE_TR_FUNCTIONS(CostText)
  public:
    // "12,345 USD", "12.35 USD" in the user's locale.
    static QString money(double amount, const QString &currency);
    // Axis labels: "12k", "1.2M", no currency.
    static QString shortMoney(double amount);
    // "1,234.5 h" below 10,000 h one decimal, whole hours above.
    static QString hours(double hours);
    static QString percent(double share); // 0..1 -> "37 %"

    // What each figure means, as written in the README.
    static QString gpuHoursDefinition();
    static QString busyDefinition();
    static QString idleDefinition(double thresholdPct);
    static QString unobservedDefinition();
    static QString costDefinition(const QString &currency);
    static QString idleCostDefinition();
    static QString perBusyHourDefinition();
    static QString billedDefinition(const QString &tagKey);
    // The ledger's rows (CostLedger): they add up to every GPU-hour.
    static QString ledgerUsedDefinition();
    static QString ledgerAllocatedIdleDefinition();
    static QString ledgerUnallocatedDefinition();
    static QString ledgerUnobservedDefinition();
    static QString requestedDefinition();
    static QString pricedByDefinition();
    static QString requestedFromLabelsDefinition();
    // The ledger rounded as it is shown (hours to 0.1 h, money to whole
    // units once the total reaches 100, else cents), so the rows shown add
    // up to the total shown.
    static CostLedger shownLedger(const CostLedger &ledger);
    // "56.1 h · 104 USD": a row of a shown ledger, at its precision.
    static QString ledgerRow(const CostLedger::Row &row, const CostLedger &shown,
                             const QString &currency);
};
