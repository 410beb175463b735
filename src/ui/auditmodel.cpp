#include "auditmodel.h"

#include <QDateTime>
#include <QHash>

void AuditModel::setEntries(std::vector<AuditEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    std::stable_sort(m_entries.begin(), m_entries.end(),
                     [](const AuditEntry &a, const AuditEntry &b) { return a.atMs > b.atMs; });
    endResetModel();
}

void AuditModel::setTimeFormat(const TimeFormat &format)
{
    m_format = format;
    if (!m_entries.empty())
        emit dataChanged(index(0, WhenColumn), index(rowCount() - 1, WhenColumn));
}

void AuditModel::prepend(const AuditEntry &entry)
{
    beginInsertRows({}, 0, 0);
    m_entries.insert(m_entries.begin(), entry);
    endInsertRows();
}

int AuditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int AuditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const AuditEntry &e = m_entries[std::size_t(index.row())];
    switch (index.column()) {
    case WhenColumn:
        return role == Qt::ToolTipRole ? QStringLiteral("%1 %2").arg(m_format.dateClock(e.atMs),
                                                                     m_format.zoneName(e.atMs))
                                       : m_format.dayClock(e.atMs);
    case WhoColumn:
        return e.who;
    case ActionColumn:
        return AuditEntry::actionText(e.action);
    case TargetColumn:
        return e.target;
    case DetailColumn:
        return e.detail;
    default:
        return {};
    }
}

QVariant AuditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WhenColumn:
        return tr("When");
    case WhoColumn:
        return tr("Who");
    case ActionColumn:
        return tr("Action");
    case TargetColumn:
        return tr("On");
    case DetailColumn:
        return tr("Detail");
    default:
        return {};
    }
}
