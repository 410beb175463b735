#include "explainmodel.h"

#include <QStringList>

namespace {

// Sections have no parent; an item's internal id is its section + 1.
constexpr quintptr kSectionId = 0;

QString placesText(const std::vector<std::pair<QString, QString>> &where)
{
    QStringList parts;
    for (const auto &[label, value] : where)
        parts << label + QLatin1Char('=') + value;
    return parts.join(QLatin1Char(' '));
}

} // namespace

ExplainModel::ExplainModel(QObject *parent) : QAbstractItemModel(parent) {}

void ExplainModel::setResult(const ExplainResult &result)
{
    beginResetModel();
    m_result = result;
    m_empty = false;
    endResetModel();
}

void ExplainModel::clear()
{
    beginResetModel();
    m_result = {};
    m_empty = true;
    endResetModel();
}

void ExplainModel::setTimeFormat(const TimeFormat &format)
{
    m_format = format;
    if (!m_empty && !m_result.events.empty())
        emit dataChanged(index(0, 0, index(int(Section::Events), 0)),
                         index(int(m_result.events.size()) - 1, ColumnCount - 1,
                               index(int(Section::Events), 0)));
}

int ExplainModel::itemCount(Section s) const
{
    switch (s) {
    case Section::Where:
        return int(m_result.where.size());
    case Section::Metrics:
        return int(m_result.metrics.size());
    case Section::Events:
        return int(m_result.events.size());
    case Section::Count:
        break;
    }
    return 0;
}

QModelIndex ExplainModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return !m_empty && row < int(Section::Count) ? createIndex(row, column, kSectionId)
                                                     : QModelIndex();
    if (parent.internalId() != kSectionId)
        return {};
    if (row >= itemCount(Section(parent.row())))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ExplainModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kSectionId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kSectionId);
}

int ExplainModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_empty ? 0 : int(Section::Count);
    if (parent.internalId() != kSectionId || parent.column() != 0)
        return 0;
    return itemCount(Section(parent.row()));
}

int ExplainModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ExplainModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WhatColumn:
        return tr("Found");
    case EvidenceColumn:
        return tr("Evidence");
    case SparklineColumn:
        return tr("Before | window");
    default:
        return {};
    }
}

QVariant ExplainModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kSectionId)
        return sectionData(Section(index.row()), index.column(), role);
    return itemData(Section(index.internalId() - 1), index.row(), index.column(), role);
}

QVariant ExplainModel::sectionData(Section s, int column, int role) const
{
    if (role == SectionRole)
        return int(s);
    if (role == ItemRole)
        return -1;
    if (role != Qt::DisplayRole || column != WhatColumn)
        return {};
    const int n = itemCount(s);
    switch (s) {
    case Section::Where:
        return n ? tr("Where: which of the lane's series carry the change (%1)").arg(n)
                 : tr("Where: no group of the lane's series stands out");
    case Section::Metrics:
        return n ? tr("What else changed (%1)").arg(n)
                 : tr("What else changed: nothing the sources hold changed with it");
    case Section::Events:
        return n ? tr("What happened just before (%1)").arg(n)
                 : tr("What happened just before: no rollout, restart, scaling or health event");
    case Section::Count:
        break;
    }
    return {};
}

QVariant ExplainModel::itemData(Section s, int item, int column, int role) const
{
    if (role == SectionRole)
        return int(s);
    if (role == ItemRole)
        return item;
    if (role == WindowFromRole)
        return m_result.fromMs;
    const auto i = std::size_t(item);
    if (s == Section::Where) {
        const ExplainResult::Place &p = m_result.where[i];
        if (role == SparklineRole && column == SparklineColumn)
            return QVariant::fromValue(&p.sparkline);
        if (role == Qt::ToolTipRole)
            return tr("Leaving %1=%2 out removes %3 % of the lane's change. Click to highlight "
                      "it in every lane.")
                .arg(p.label, p.value)
                .arg(qRound(100 * p.share));
        if (role != Qt::DisplayRole)
            return {};
        if (column == WhatColumn)
            return QStringLiteral("%1 = %2").arg(p.label, p.value);
        if (column == EvidenceColumn)
            return tr("%1 % of the change · score %2")
                .arg(qRound(100 * p.share))
                .arg(p.score, 0, 'f', 2);
        return {};
    }
    if (s == Section::Metrics) {
        const ExplainResult::Metric &m = m_result.metrics[i];
        if (role == SparklineRole && column == SparklineColumn)
            return QVariant::fromValue(&m.sparkline);
        if (role == Qt::ToolTipRole)
            return tr("%1 went %2 where %3 (score %4). Click to add it as a lane.")
                .arg(m.metric, m.up ? tr("up") : tr("down"),
                     m.where.empty() ? tr("across the fleet") : placesText(m.where))
                .arg(m.score, 0, 'f', 2);
        if (role != Qt::DisplayRole)
            return {};
        if (column == WhatColumn)
            return m.metric;
        if (column == EvidenceColumn)
            return tr("%1 %2 · score %3")
                .arg(m.up ? tr("▲ up") : tr("▼ down"),
                     m.where.empty() ? tr("fleet-wide") : placesText(m.where))
                .arg(m.score, 0, 'f', 2);
        return {};
    }
    const ExplainResult::Event &e = m_result.events[i];
    if (role == Qt::ToolTipRole)
        return tr("%1 at %2. Click to put the crosshair there.")
            .arg(e.text, m_format.dateClock(e.timeMs));
    if (role != Qt::DisplayRole)
        return {};
    if (column == WhatColumn)
        return m_format.clock(e.timeMs);
    if (column == EvidenceColumn)
        return e.text;
    return {};
}
