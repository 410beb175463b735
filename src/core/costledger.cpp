// The cost ledger (CostLedger): four rows that add up, rounded for people
// so that they still do.
#include "costledger.h"

#include "costmodel.h"

#include <algorithm>
#include <cmath>

CostLedger CostLedger::of(const CostFigures &f)
{
    return {{f.busyGpuHours, f.usedCost},
            {f.allocatedIdleGpuHours, f.allocatedIdleCost},
            {f.unallocatedGpuHours, f.unallocatedCost},
            {f.unobservedGpuHours, f.unobservedCost}};
}

CostLedger::Row CostLedger::total() const
{
    return {used.gpuHours + allocatedIdle.gpuHours + unallocated.gpuHours + unobserved.gpuHours,
            used.cost + allocatedIdle.cost + unallocated.cost + unobserved.cost};
}

namespace {
// Rounds parts to whole units so that they sum to the rounded sum: the
// largest-remainder method, as seats are shared out. Hand-written: a few
// lines that no library offers on its own.
void roundToSum(std::array<double *, 4> parts, double unit)
{
    double sum = 0;
    std::array<double, 4> units{};
    for (std::size_t i = 0; i < parts.size(); ++i) {
        sum += *parts[i];
        units[i] = *parts[i] / unit;
    }
    const auto target = qint64(std::llround(sum / unit));
    std::array<qint64, 4> down{};
    qint64 given = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        down[i] = qint64(std::floor(units[i] + 1e-9));
        given += down[i];
    }
    std::array<std::size_t, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return units[a] - double(down[a]) > units[b] - double(down[b]);
    });
    for (std::size_t k = 0; given < target && k < order.size(); ++k, ++given)
        ++down[order[k]];
    for (std::size_t k = order.size(); given > target && k > 0; --k, --given)
        --down[order[k - 1]];
    // Divided by a whole scale where the unit is a fraction: 138 / 100 is
    // 1.38 exactly as written, 138 x 0.01 is not.
    const double scale = unit < 1 ? std::round(1.0 / unit) : 0;
    for (std::size_t i = 0; i < parts.size(); ++i)
        *parts[i] = scale > 0 ? double(down[i]) / scale : double(down[i]) * unit;
}
} // namespace

CostLedger CostLedger::rounded(double hoursUnit, double moneyUnit) const
{
    CostLedger r = *this;
    roundToSum({&r.used.gpuHours, &r.allocatedIdle.gpuHours, &r.unallocated.gpuHours,
                &r.unobserved.gpuHours},
               hoursUnit);
    roundToSum({&r.used.cost, &r.allocatedIdle.cost, &r.unallocated.cost, &r.unobserved.cost},
               moneyUnit);
    return r;
}

std::array<int, 4> CostLedger::percentShares() const
{
    const double all = total().gpuHours;
    if (all <= 0)
        return {};
    std::array<double, 4> p{used.gpuHours / all * 100, allocatedIdle.gpuHours / all * 100,
                            unallocated.gpuHours / all * 100, unobserved.gpuHours / all * 100};
    roundToSum({&p[0], &p[1], &p[2], &p[3]}, 1.0);
    return {int(std::lround(p[0])), int(std::lround(p[1])), int(std::lround(p[2])),
            int(std::lround(p[3]))};
}

namespace CostModel {

QStringList ledgerCsvHeader()
{
    return {QStringLiteral("usedGpuHours"),        QStringLiteral("allocatedIdleGpuHours"),
            QStringLiteral("unallocatedGpuHours"), QStringLiteral("usedCost"),
            QStringLiteral("allocatedIdleCost"),   QStringLiteral("unallocatedCost"),
            QStringLiteral("unobservedCost"),      QStringLiteral("ledgerGpuHours"),
            QStringLiteral("ledgerCost"),          QStringLiteral("requestedGpuHours"),
            QStringLiteral("efficiency")};
}

QStringList ledgerCsvCells(const CostFigures &figures)
{
    const CostLedger l = CostLedger::of(figures).rounded();
    // Cents always: these columns add up, and a rounded 100-and-up amount would not.
    const auto money = [](double v) { return QString::number(v, 'f', 2); };
    const CostLedger::Row sum = l.total();
    const auto used = efficiency(figures);
    return {formatHours(l.used.gpuHours),
            formatHours(l.allocatedIdle.gpuHours),
            formatHours(l.unallocated.gpuHours),
            money(l.used.cost),
            money(l.allocatedIdle.cost),
            money(l.unallocated.cost),
            money(l.unobserved.cost),
            formatHours(sum.gpuHours),
            money(sum.cost),
            formatHours(figures.requestedGpuHours),
            used ? QString::number(*used, 'f', 4) : QString()};
}

} // namespace CostModel
