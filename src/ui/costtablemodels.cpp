#include "costtablemodels.h"

#include "costtext.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

void CostGroupModel::setReport(const CostReport &report, double idleThresholdPct)
{
    beginResetModel();
    m_rows = report.groups;
    m_rows.push_back({tr("Total"), report.total, report.totalPriceRules});
    m_currency = report.currency;
    m_threshold = idleThresholdPct;
    m_requestsKnown = report.requestsFromKubeStateMetrics;
    endResetModel();
}

void CostGroupModel::setBilled(const QHash<QString, double> &billed, const QString &currency,
                               const QString &tagKey)
{
    beginResetModel();
    m_billed = billed;
    m_billedCurrency = currency;
    m_tagKey = tagKey;
    endResetModel();
}

QString CostGroupModel::groupAt(int row) const
{
    if (row < 0 || row + 1 >= int(m_rows.size()))
        return {};
    return m_rows[std::size_t(row)].group;
}

std::optional<double> CostGroupModel::billedOf(int row) const
{
    if (m_billed.isEmpty())
        return std::nullopt;
    if (row + 1 == int(m_rows.size())) {
        double sum = 0;
        for (const double v : m_billed)
            sum += v;
        return sum;
    }
    const auto it = m_billed.constFind(m_rows[std::size_t(row)].group);
    return it == m_billed.cend() ? std::nullopt : std::optional<double>(*it);
}

int CostGroupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CostGroupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : (m_billed.isEmpty() ? int(Billed) : int(ColumnCount));
}

QVariant CostGroupModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const CostLine &line = m_rows[std::size_t(index.row())];
    const CostFigures &f = line.figures;
    const bool total = index.row() + 1 == int(m_rows.size());
    std::optional<double> value;
    bool money = false;
    switch (index.column()) {
    case Group:
        break;
    case GpuHours:
        value = f.gpuHours;
        break;
    case BusyGpuHours:
        value = f.busyGpuHours;
        break;
    case IdleGpuHours:
        value = f.idleGpuHours;
        break;
    case UnobservedGpuHours:
        value = f.unobservedGpuHours;
        break;
    case Cost:
        value = f.cost;
        money = true;
        break;
    case IdleCost:
        value = f.idleCost;
        money = true;
        break;
    case UsedCost:
        value = f.usedCost;
        money = true;
        break;
    case AllocatedIdleCost:
        value = f.allocatedIdleCost;
        money = true;
        break;
    case UnallocatedCost:
        value = f.unallocatedCost;
        money = true;
        break;
    case UnobservedCost:
        value = f.unobservedCost;
        money = true;
        break;
    case RequestedGpuHours:
        value = f.requestedGpuHours;
        break;
    case Efficiency:
        value = CostModel::efficiency(f);
        break;
    case PricedBy:
        break;
    case Billed:
        value = billedOf(index.row());
        money = true;
        break;
    case Difference:
        // Amounts in two currencies are not subtracted.
        if (const auto b = billedOf(index.row()); b && m_billedCurrency == m_currency)
            value = *b - f.cost;
        money = true;
        break;
    default:
        return {};
    }
    const QString currency = index.column() >= Billed ? m_billedCurrency : m_currency;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Group)
            return line.group;
        if (index.column() == PricedBy)
            return CostModel::priceRuleNames(line.priceRules).join(QStringLiteral(", "));
        if (!value && index.column() == Difference && billedOf(index.row()))
            return tr("%1 ≠ %2").arg(m_billedCurrency, m_currency);
        if (!value)
            return index.column() >= Billed ? tr("not billed") : QString();
        if (index.column() == Efficiency)
            return CostText::percent(*value);
        return money ? CostText::money(*value, currency) : CostText::hours(*value);
    case Qt::UserRole:
        if (index.column() == Group)
            return line.group;
        if (index.column() == PricedBy)
            return CostModel::priceRuleKeys(line.priceRules).join(QLatin1Char('+'));
        return value ? QVariant(*value) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Group || index.column() == PricedBy
                   ? int(Qt::AlignLeft | Qt::AlignVCenter)
                   : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (total) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Group && f.unpricedGpuHours > 0)
            return tr("%1 of these GPU-hours are on GPUs without a price and not in the cost.")
                .arg(CostText::hours(f.unpricedGpuHours));
        return headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole);
    default:
        return {};
    }
}

QVariant CostGroupModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Group:
            return tr("Group");
        case GpuHours:
            return tr("GPU-h");
        case BusyGpuHours:
            return tr("Busy");
        case IdleGpuHours:
            return tr("Under %1 %").arg(QLocale().toString(m_threshold, 'g', 3));
        case UnobservedGpuHours:
            return tr("Unobserved");
        case Cost:
            return tr("Cost (est.)");
        case IdleCost:
            return tr("Waste signal cost");
        case UsedCost:
            return tr("Used");
        case AllocatedIdleCost:
            return tr("Allocated, idle");
        case UnallocatedCost:
            return tr("Unallocated");
        case UnobservedCost:
            return tr("Unobserved cost");
        case RequestedGpuHours:
            return tr("Requested");
        case Efficiency:
            return tr("Used ÷ requested");
        case PricedBy:
            return tr("Priced by");
        case Billed:
            return tr("Billed");
        case Difference:
            return tr("Billed − est.");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GpuHours:
            return CostText::gpuHoursDefinition();
        case BusyGpuHours:
            return CostText::busyDefinition();
        case IdleGpuHours:
            return CostText::idleDefinition(m_threshold);
        case UnobservedGpuHours:
            return CostText::unobservedDefinition();
        case Cost:
            return CostText::costDefinition(m_currency);
        case IdleCost:
            return CostText::idleCostDefinition();
        case UsedCost:
            return CostText::ledgerUsedDefinition();
        case AllocatedIdleCost:
            return CostText::ledgerAllocatedIdleDefinition();
        case UnallocatedCost:
            return CostText::ledgerUnallocatedDefinition();
        case UnobservedCost:
            return CostText::ledgerUnobservedDefinition();
        case RequestedGpuHours:
        case Efficiency:
            return m_requestsKnown ? CostText::requestedDefinition()
                                   : CostText::requestedFromLabelsDefinition();
        case PricedBy:
            return CostText::pricedByDefinition();
        case Billed:
        case Difference:
            return CostText::billedDefinition(m_tagKey);
        default:
            return {};
        }
    }
    return {};
}

void WasteModel::setReport(const CostReport &report, int limit)
{
    beginResetModel();
    m_rows.clear();
    for (const GpuCost &g : report.gpus) {
        if (int(m_rows.size()) >= limit || g.figures.idleGpuHours <= 0)
            break;
        m_rows.push_back(g);
    }
    m_currency = report.currency;
    endResetModel();
}

int WasteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WasteModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(ColumnCount);
}

QVariant WasteModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const GpuCost &g = m_rows[std::size_t(index.row())];
    const double share = g.figures.gpuHours > 0 ? g.figures.idleGpuHours / g.figures.gpuHours : 0;
    if (role == Qt::DisplayRole || role == Qt::UserRole) {
        const bool display = role == Qt::DisplayRole;
        switch (index.column()) {
        case Node:
            return g.node;
        case Gpu:
            return g.gpu;
        case Sku:
            return g.sku.isEmpty() ? (display ? tr("unknown") : QString()) : g.sku;
        case PricedBy:
            return display ? CostModel::priceRuleNames(PriceRules(g.priceRule)).value(0)
                           : CostModel::priceRuleKeys(PriceRules(g.priceRule)).value(0);
        case Group:
            return g.group;
        case IdleGpuHours:
            return display ? QVariant(CostText::hours(g.figures.idleGpuHours))
                           : QVariant(g.figures.idleGpuHours);
        case IdleShare:
            return display ? QVariant(CostText::percent(share)) : QVariant(share);
        case IdleCost:
            if (!g.priced)
                return display ? QVariant(tr("no price")) : QVariant();
            return display ? QVariant(CostText::money(g.figures.idleCost, m_currency))
                           : QVariant(g.figures.idleCost);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() >= IdleGpuHours ? int(Qt::AlignRight | Qt::AlignVCenter)
                                              : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("%1 GPU %2 (%3): idle %4 of %5 observed GPU-hours")
            .arg(g.node, g.gpu, g.modelName, CostText::hours(g.figures.idleGpuHours),
                 CostText::hours(g.figures.gpuHours));
    return {};
}

QVariant WasteModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Node:
        return tr("Node");
    case Gpu:
        return tr("GPU");
    case Sku:
        return tr("SKU");
    case PricedBy:
        return tr("Priced by");
    case Group:
        return tr("Group");
    case IdleGpuHours:
        return tr("Idle GPU-h");
    case IdleShare:
        return tr("Idle share");
    case IdleCost:
        return tr("Idle cost");
    default:
        return {};
    }
}
