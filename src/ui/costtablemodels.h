#pragma once

#include "costmodel.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

// The Cost view's tables: thin models over a CostReport. Display text is
// rounded for people; Qt::UserRole gives the unrounded number (sorting, the
// CSV export and the tests read it).

// One row per group, then the total: GPU-hours, busy, idle, unobserved,
// cost, idle cost, and the billed cost with the difference when known.
class CostGroupModel final : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column
    {
        Group,
        GpuHours,
        BusyGpuHours,
        IdleGpuHours,
        UnobservedGpuHours,
        Cost,
        IdleCost,
        // The ledger's money (CostLedger): adds up to cost + unobserved.
        UsedCost,
        AllocatedIdleCost,
        UnallocatedCost,
        UnobservedCost,
        // What the pods requested, and used ÷ requested.
        RequestedGpuHours,
        Efficiency,
        // Which price rules priced the row's GPUs (PriceRule).
        PricedBy,
        Billed,
        Difference,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setReport(const CostReport &report, double idleThresholdPct);
    // Billed cost per group for the same period; empty hides the columns.
    void setBilled(const QHash<QString, double> &billed, const QString &currency,
                   const QString &tagKey);
    bool hasBilled() const { return !m_billed.isEmpty(); }
    // The group of a row; empty for the total row.
    QString groupAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    std::optional<double> billedOf(int row) const;

    std::vector<CostLine> m_rows; // groups, then the total
    QString m_currency;
    double m_threshold = 30;
    bool m_requestsKnown = false; // requests from kube-state-metrics, else pod labels
    QHash<QString, double> m_billed;
    QString m_billedCurrency;
    QString m_tagKey;
};

// The GPUs that wasted most: idle GPU-hours and idle cost per GPU.
class WasteModel final : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum Column
    {
        Node,
        Gpu,
        Sku,
        PricedBy,
        Group,
        IdleGpuHours,
        IdleShare,
        IdleCost,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    // The `limit` GPUs with the highest idle cost.
    void setReport(const CostReport &report, int limit = 200);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    std::vector<GpuCost> m_rows;
    QString m_currency;
};
