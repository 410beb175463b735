#pragma once

#include <array>

struct CostFigures;

// The ledger of a period and group: four rows that add up to its total,
// hours and money alike. The threshold view (idleGpuHours: GPUs under 30 %
// for an hour) is the waste-detection signal, not a row here.
struct CostLedger
{
    struct Row
    {
        double gpuHours = 0;
        double cost = 0;
        bool operator==(const Row &) const = default;
    };
    Row used;          // the busy share, utilisation-weighted
    Row allocatedIdle; // a pod held the GPU and left it idle
    Row unallocated;   // no pod held the GPU
    Row unobserved;    // no telemetry: priced at the GPU's price, shown apart

    static CostLedger of(const CostFigures &f);
    Row total() const;
    // Rounded for people (by default hours to 0.01, money to the cent) so
    // that the rounded rows add up exactly to the rounded total: the
    // remainders go to the rows that lost most in rounding.
    CostLedger rounded(double hoursUnit = 0.01, double moneyUnit = 0.01) const;
    // Each row's share of all GPU-hours in whole percent, adding up to 100
    // (all 0 when there are no hours).
    std::array<int, 4> percentShares() const;
    bool operator==(const CostLedger &) const = default;
};
