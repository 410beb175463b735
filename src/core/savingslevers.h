#pragma once

#include "costmodel.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <vector>

// What the GPUs of a cost report could have cost less, lever by lever, with
// the assumptions each one rests on and the evidence (which nodes, which
// hours). Pure arithmetic over a CostReport; the user edits the assumptions.
namespace SavingsLevers {

// Hours a month is counted as (365 × 24 / 12).
constexpr double kHoursPerMonth = 730.0;

// Hours of the week in which GPUs could be deallocated: from `startHour`
// on each chosen day to `endHour` (the next day when endHour <= startHour,
// e.g. 22:00-07:00).
struct Schedule
{
    int startHour = 22;
    int endHour = 7;
    // Days the window starts on, bit 0 = Monday … bit 6 = Sunday.
    quint8 days = 0b0011111; // weekdays
    bool contains(int weekHour) const;
    int hoursPerWeek() const;
};

struct Assumptions
{
    Schedule offHours;
    // Reserved instances: the discount of each term, and which one to show.
    double reserved1yPct = 35.0;
    double reserved3yPct = 55.0;
    int reservedTermYears = 1;
    // A GPU observed at least this share of the range runs all the time: the
    // base load a reservation covers.
    double alwaysOnPct = 95.0;
    // Spot: pools moved to spot VMs, their discount, and the share of spot
    // hours expected to be lost to evictions and run again.
    QSet<QString> spotPools;
    double spotDiscountPct = 70.0;
    double spotEvictionPct = 5.0;
    // Right-sizing: a smaller SKU must hold the node's peak GPU memory plus
    // this headroom.
    double headroomPct = 20.0;
};

enum class Kind
{
    OffHours,
    Reserved,
    Spot,
    RightSizing
};

// One row of evidence: a node (or SKU) and what it contributes.
struct Evidence
{
    QString subject;    // node, or SKU for reservations
    QString detail;     // e.g. the suggested SKU, or the hours of the window
    double hours = 0;   // GPU-hours the saving is counted on, in the range
    double saving = 0;  // per month
    int gpus = 0;       // GPUs it covers
    double peakGiB = 0; // right-sizing: the node's peak GPU memory
};

struct Lever
{
    Kind kind = Kind::OffHours;
    double monthlySaving = 0;
    double basisCost = 0;           // per month: the cost the lever applies to
    std::vector<Evidence> evidence; // largest saving first
    // Off-hours: idle GPU-hours in the window per hour of the week (which
    // hours the saving comes from).
    WeekHours windowIdleHours{};
    // Why the lever cannot be counted (no memory telemetry, no pools
    // chosen…); empty when it was.
    QString unavailable;
};

// Peak GPU memory in GiB per node (the largest of its GPUs), for
// right-sizing; empty when the telemetry has none.
using NodePeaks = QHash<QString, double>;

std::vector<Lever> compute(const CostReport &report, const PriceTable &prices,
                           const NodePeaks &peaks, const Assumptions &assumptions);

// node -> peak GPU memory in GiB from DCGM_FI_DEV_FB_USED (MiB) series.
NodePeaks peaksFromFramebufferUsed(const SeriesSet &fbUsedMiB);

} // namespace SavingsLevers
