#pragma once

#include "costreview.h"

class ReportPageFlow;

// The cost review PDF's budget page: the Budget tab as it stood when the
// report was written (spend so far, where the period ends, the burn-down
// and the day each threshold is crossed).
namespace CostReportBudget {
void write(ReportPageFlow &flow, const CostBudget &b);
} // namespace CostReportBudget
