#include "savingslevers.h"

#include "coretr.h"
#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace {
constexpr double kMiBPerGiB = 1024.0;

// Range figures to a month: the range is a sample of how the fleet runs.
double perMonth(double inRange, const CostReport &report)
{
    const double hours = report.rangeHours();
    return hours > 0 ? inRange * SavingsLevers::kHoursPerMonth / hours : 0.0;
}

void sortEvidence(std::vector<SavingsLevers::Evidence> &rows)
{
    std::sort(rows.begin(), rows.end(),
              [](const SavingsLevers::Evidence &a, const SavingsLevers::Evidence &b) {
                  if (a.saving != b.saving)
                      return a.saving > b.saving;
                  return a.subject < b.subject;
              });
}

// Evidence per node, summed over its GPUs.
struct NodeSum
{
    double hours = 0;
    double savingInRange = 0;
    int gpus = 0;
};

std::vector<SavingsLevers::Evidence> nodeEvidence(const QMap<QString, NodeSum> &nodes,
                                                  const CostReport &report)
{
    std::vector<SavingsLevers::Evidence> out;
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
        if (it->savingInRange <= 0)
            continue;
        SavingsLevers::Evidence e;
        e.subject = it.key();
        e.hours = it->hours;
        e.gpus = it->gpus;
        e.saving = perMonth(it->savingInRange, report);
        out.push_back(e);
    }
    sortEvidence(out);
    return out;
}

SavingsLevers::Lever offHours(const CostReport &report, const SavingsLevers::Assumptions &a)
{
    SavingsLevers::Lever lever;
    lever.kind = SavingsLevers::Kind::OffHours;
    if (a.offHours.days == 0 || a.offHours.hoursPerWeek() == 0) {
        lever.unavailable = CoreTr::tr("The schedule has no hours: choose days and a time window.");
        return lever;
    }
    QMap<QString, NodeSum> nodes;
    double basis = 0;
    double saving = 0;
    for (const GpuCost &g : report.gpus) {
        if (!g.priced)
            continue;
        double idle = 0;
        double observed = 0;
        for (int h = 0; h < kHoursPerWeek; ++h) {
            if (!a.offHours.contains(h))
                continue;
            idle += g.idleByWeekHour[std::size_t(h)];
            observed += g.observedByWeekHour[std::size_t(h)];
            lever.windowIdleHours[std::size_t(h)] += g.idleByWeekHour[std::size_t(h)];
        }
        // Only hours the GPU really sat idle in the window count: a busy
        // night is work that would have to run anyway.
        NodeSum &n = nodes[g.node];
        n.hours += idle;
        n.savingInRange += idle * g.pricePerGpuHour;
        n.gpus += idle > 0 ? 1 : 0;
        saving += idle * g.pricePerGpuHour;
        basis += observed * g.pricePerGpuHour;
    }
    lever.monthlySaving = perMonth(saving, report);
    lever.basisCost = perMonth(basis, report);
    lever.evidence = nodeEvidence(nodes, report);
    return lever;
}

SavingsLevers::Lever reserved(const CostReport &report, const PriceTable &prices,
                              const SavingsLevers::Assumptions &a)
{
    SavingsLevers::Lever lever;
    lever.kind = SavingsLevers::Kind::Reserved;
    const double pct = a.reservedTermYears >= 3 ? a.reserved3yPct : a.reserved1yPct;
    const double rangeHours = report.rangeHours();
    struct SkuSum
    {
        int gpus = 0;
        double hours = 0;
        double monthlyCost = 0;
    };
    QMap<QString, SkuSum> skus;
    for (const GpuCost &g : report.gpus) {
        const SkuPrice *price = prices.sku(g.sku);
        if (!g.priced || !price)
            continue;
        // A GPU seen nearly all the time is base load: a reservation pays for
        // every hour of it, used or not, at a discount.
        const double full = rangeHours * std::min(1.0, price->gpus);
        if (full <= 0 || g.figures.gpuHours < full * a.alwaysOnPct / 100.0)
            continue;
        SkuSum &s = skus[g.sku];
        ++s.gpus;
        s.hours += g.figures.gpuHours;
        s.monthlyCost +=
            SavingsLevers::kHoursPerMonth * std::min(1.0, price->gpus) * g.pricePerGpuHour;
    }
    for (auto it = skus.cbegin(); it != skus.cend(); ++it) {
        SavingsLevers::Evidence e;
        e.subject = it.key();
        e.gpus = it->gpus;
        e.hours = it->hours;
        e.saving = it->monthlyCost * pct / 100.0;
        lever.basisCost += it->monthlyCost;
        lever.monthlySaving += e.saving;
        lever.evidence.push_back(e);
    }
    sortEvidence(lever.evidence);
    if (lever.evidence.empty())
        lever.unavailable =
            CoreTr::tr("No GPU ran at least %1 % of the period: there is no base load to reserve.")
                .arg(a.alwaysOnPct);
    return lever;
}

SavingsLevers::Lever spot(const CostReport &report, const SavingsLevers::Assumptions &a)
{
    SavingsLevers::Lever lever;
    lever.kind = SavingsLevers::Kind::Spot;
    if (a.spotPools.isEmpty()) {
        lever.unavailable = CoreTr::tr("Choose the node pools that could run on spot VMs.");
        return lever;
    }
    // Evicted work runs again: that share of the spot hours is paid twice.
    const double d = a.spotDiscountPct / 100.0;
    const double net = d - (1.0 - d) * a.spotEvictionPct / 100.0;
    QMap<QString, NodeSum> nodes;
    double basis = 0;
    for (const GpuCost &g : report.gpus) {
        if (!g.priced || !a.spotPools.contains(g.pool))
            continue;
        NodeSum &n = nodes[g.node];
        n.hours += g.figures.gpuHours;
        n.savingInRange += g.figures.cost * net;
        ++n.gpus;
        basis += g.figures.cost;
    }
    lever.basisCost = perMonth(basis, report);
    lever.monthlySaving = std::max(0.0, lever.basisCost * net);
    lever.evidence = nodeEvidence(nodes, report);
    if (nodes.isEmpty())
        lever.unavailable = CoreTr::tr("No priced GPU ran in the chosen pools in this period.");
    return lever;
}

// The price of one GPU device of a SKU: a partitioned GPU is one device of
// the whole VM.
double devicePrice(const SkuPrice &p)
{
    return p.pricePerHour / std::max(1.0, p.gpus);
}

SavingsLevers::Lever rightSizing(const CostReport &report, const PriceTable &prices,
                                 const SavingsLevers::NodePeaks &peaks,
                                 const SavingsLevers::Assumptions &a)
{
    SavingsLevers::Lever lever;
    lever.kind = SavingsLevers::Kind::RightSizing;
    if (peaks.isEmpty()) {
        lever.unavailable =
            CoreTr::tr("No GPU memory telemetry (DCGM_FI_DEV_FB_USED) in this period.");
        return lever;
    }
    struct NodeCost
    {
        QString sku;
        double cost = 0;
        double hours = 0;
        int gpus = 0;
    };
    QMap<QString, NodeCost> nodes;
    for (const GpuCost &g : report.gpus) {
        if (!g.priced)
            continue;
        NodeCost &n = nodes[g.node];
        n.sku = g.sku;
        n.cost += g.figures.cost;
        n.hours += g.figures.gpuHours;
        ++n.gpus;
    }
    double basis = 0;
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
        const SkuPrice *current = prices.sku(it->sku);
        const auto peak = peaks.find(it.key());
        if (!current || peak == peaks.cend() || current->gpuMemoryGiB <= 0)
            continue;
        basis += it->cost;
        // The cheapest SKU whose GPU holds the node's peak with headroom.
        const double needGiB = *peak * (1.0 + a.headroomPct / 100.0);
        QString best;
        double bestPrice = devicePrice(*current);
        for (auto s = prices.skus().cbegin(); s != prices.skus().cend(); ++s) {
            if (s->gpuMemoryGiB <= 0 || s->gpuMemoryGiB < needGiB ||
                s->gpuMemoryGiB >= current->gpuMemoryGiB || devicePrice(*s) >= bestPrice)
                continue;
            best = s.key();
            bestPrice = devicePrice(*s);
        }
        if (best.isEmpty())
            continue;
        SavingsLevers::Evidence e;
        e.subject = it.key();
        e.detail = best;
        e.hours = it->hours;
        e.gpus = it->gpus;
        e.peakGiB = *peak;
        e.saving = perMonth(it->cost * (1.0 - bestPrice / devicePrice(*current)), report);
        lever.monthlySaving += e.saving;
        lever.evidence.push_back(e);
    }
    lever.basisCost = perMonth(basis, report);
    sortEvidence(lever.evidence);
    return lever;
}
} // namespace

namespace SavingsLevers {

bool Schedule::contains(int weekHour) const
{
    const int day = weekHour / 24;
    const int hour = weekHour % 24;
    auto starts = [this](int d) { return (days >> (((d % 7) + 7) % 7)) & 1; };
    if (startHour == endHour)
        return false;
    if (startHour < endHour)
        return starts(day) && hour >= startHour && hour < endHour;
    // Overnight: the evening of a chosen day, and the morning after it.
    return (starts(day) && hour >= startHour) || (starts(day - 1) && hour < endHour);
}

int Schedule::hoursPerWeek() const
{
    int n = 0;
    for (int h = 0; h < kHoursPerWeek; ++h)
        n += contains(h) ? 1 : 0;
    return n;
}

std::vector<Lever> compute(const CostReport &report, const PriceTable &prices,
                           const NodePeaks &peaks, const Assumptions &assumptions)
{
    return {offHours(report, assumptions), reserved(report, prices, assumptions),
            spot(report, assumptions), rightSizing(report, prices, peaks, assumptions)};
}

NodePeaks peaksFromFramebufferUsed(const SeriesSet &fbUsedMiB)
{
    NodePeaks out;
    for (const Series &s : fbUsedMiB.series) {
        const QString node = s.labels.valueCi(QStringLiteral("Hostname"));
        if (node.isEmpty())
            continue;
        double peak = -1;
        for (std::size_t i = 0; i < fbUsedMiB.gridSize(); ++i)
            if (s.has(i) && s.values[i] > peak)
                peak = s.values[i];
        if (peak < 0)
            continue;
        double &known = out[node];
        known = std::max(known, peak / kMiBPerGiB);
    }
    return out;
}

} // namespace SavingsLevers
