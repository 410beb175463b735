#pragma once

#include "auditentry.h"
#include "timeformat.h"

#include <QAbstractTableModel>
#include <vector>

// The audit log as a table, newest first: when, who, what, on what, detail.
class AuditModel final : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column
    {
        WhenColumn,
        WhoColumn,
        ActionColumn,
        TargetColumn,
        DetailColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(std::vector<AuditEntry> entries);
    void prepend(const AuditEntry &entry);
    // The zone the When column is written in.
    void setTimeFormat(const TimeFormat &format);
    const AuditEntry &entry(int row) const { return m_entries[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    std::vector<AuditEntry> m_entries; // newest first
    TimeFormat m_format;
};
