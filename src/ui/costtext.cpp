#include "costtext.h"

#include <QLocale>

#include <cmath>

QString CostText::money(double amount, const QString &currency)
{
    const QLocale locale;
    const QString number = std::abs(amount) >= 100.0 ? locale.toString(std::round(amount), 'f', 0)
                                                     : locale.toString(amount, 'f', 2);
    return tr("%1 %2", "amount, currency code").arg(number, currency);
}

QString CostText::shortMoney(double amount)
{
    const QLocale locale;
    const double a = std::abs(amount);
    if (a >= 1e6)
        return tr("%1M", "millions").arg(locale.toString(amount / 1e6, 'g', 3));
    if (a >= 1e3)
        return tr("%1k", "thousands").arg(locale.toString(amount / 1e3, 'g', 3));
    return locale.toString(amount, 'g', 4);
}

QString CostText::hours(double hours)
{
    const QLocale locale;
    return tr("%1 h").arg(std::abs(hours) >= 10'000 ? locale.toString(std::round(hours), 'f', 0)
                                                    : locale.toString(hours, 'f', 1));
}

QString CostText::percent(double share)
{
    return tr("%1 %").arg(QLocale().toString(std::round(share * 100.0), 'f', 0));
}

QString CostText::gpuHoursDefinition()
{
    return tr("GPU-hours: each utilisation sample present (DCGM_FI_DEV_GPU_UTIL, or "
              "DCGM_FI_PROF_GR_ENGINE_ACTIVE where the source has none) stands for one step of "
              "the grid. A GPU is counted once however many MIG instances or pods sharing it "
              "report it; a partitioned GPU counts as its share of a GPU.");
}

QString CostText::busyDefinition()
{
    return tr("Busy GPU-hours: the sum of utilisation ÷ 100 × step, so a GPU at 50 % for an "
              "hour is half a busy GPU-hour.");
}

QString CostText::idleDefinition(double thresholdPct)
{
    return tr("Idle GPU-hours: the sum of steps in which utilisation was below %1 %.")
        .arg(QLocale().toString(thresholdPct, 'g', 3));
}

QString CostText::unobservedDefinition()
{
    return tr("Unobserved GPU-hours: steps in which a GPU that reported in the period had no "
              "sample (exporter or node down). Neither idle nor busy, and not in the cost.");
}

QString CostText::costDefinition(const QString &currency)
{
    return tr("Cost: GPU-hours × the per-GPU price (the VM's hourly price ÷ its GPUs) from the "
              "price table, in %1. An estimate from telemetry, not a bill.")
        .arg(currency);
}

QString CostText::idleCostDefinition()
{
    return tr("Idle cost: idle GPU-hours × the per-GPU price: what the GPUs cost while they "
              "did (almost) nothing.");
}

QString CostText::perBusyHourDefinition()
{
    return tr("Cost per busy GPU-hour: cost ÷ busy GPU-hours; what one fully used GPU-hour "
              "really cost, idle time included.");
}

QString CostText::billedDefinition(const QString &tagKey)
{
    return tr("Billed: actual cost from Azure Cost Management per value of the tag %1, for the "
              "whole resources (VMs, disks, network), so it differs from the GPU estimate.")
        .arg(tagKey);
}

QString CostText::ledgerUsedDefinition()
{
    return tr("Used: the busy share of every GPU-hour (utilisation ÷ 100 × step), so a GPU at "
              "50 % for an hour is half an hour used. With allocated but idle, unallocated and "
              "unobserved it adds up to every GPU-hour of the period.");
}

QString CostText::ledgerAllocatedIdleDefinition()
{
    return tr("Allocated but idle: the rest of the hours in which a running pod held the GPU "
              "(its series named the pod, and kube-state-metrics still listed it).");
}

QString CostText::ledgerUnallocatedDefinition()
{
    return tr("Unallocated: the rest of the hours in which no pod held the GPU, or only a pod "
              "that had ended (a label dcgm-exporter kept).");
}

QString CostText::ledgerUnobservedDefinition()
{
    return tr("Unobserved: hours without telemetry (exporter or node down), priced at the GPU's "
              "price and shown apart: the GPU was paid for, nobody saw what it did.");
}

QString CostText::pricedByDefinition()
{
    return tr("How the GPUs' price was found, in this order: the price file's entry for the node; "
              "the node's instance type from kube-state-metrics, where the price table has it; "
              "the price file's entry for the GPU model dcgm-exporter reports.");
}

QString CostText::requestedDefinition()
{
    return tr("Requested: the GPU-hours the pods asked for (kube-state-metrics' nvidia.com/gpu "
              "requests), in the group their GPUs' hours went to. Used ÷ requested is how much "
              "of that the GPUs were busy.");
}

QString CostText::requestedFromLabelsDefinition()
{
    return tr("Requested: the source exports no GPU requests, so these are the hours a running "
              "pod held a GPU by the DCGM pod labels. Used ÷ requested is how much of that the "
              "GPUs were busy.");
}

namespace {
bool wholeMoney(const CostLedger &shown)
{
    return std::abs(shown.total().cost) >= 100.0;
}
} // namespace

CostLedger CostText::shownLedger(const CostLedger &ledger)
{
    return ledger.rounded(0.1, std::abs(ledger.total().cost) >= 100.0 ? 1.0 : 0.01);
}

QString CostText::ledgerRow(const CostLedger::Row &row, const CostLedger &shown,
                            const QString &currency)
{
    const QLocale locale;
    const QString money =
        tr("%1 %2", "amount, currency code")
            .arg(locale.toString(row.cost, 'f', wholeMoney(shown) ? 0 : 2), currency);
    return tr("%1 · %2").arg(tr("%1 h").arg(locale.toString(row.gpuHours, 'f', 1)), money);
}
