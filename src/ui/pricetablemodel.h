#pragma once

#include "pricetable.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>
#include <QStringList>

// One part of a PriceTable as the price dialog edits it: the SKUs, the node
// -> SKU overrides or the GPU model -> SKU mapping. Cells hold the text as
// typed, so a wrong entry stays where it was typed, marked with its problem
// (background and tooltip), instead of being refused or silently changed.
class PriceTableModel final : public QAbstractTableModel
{
    Q_OBJECT
  public:
    enum class Kind
    {
        Skus,
        Nodes,
        Models
    };
    enum SkuColumn
    {
        SkuNameColumn,
        GpusColumn,
        PricePerHourColumn,
        PricePerGpuHourColumn, // computed, read-only
        GpuModelColumn,
        GpuMemoryColumn,
        SkuColumnCount
    };
    enum MappingColumn
    {
        MappingNameColumn, // node name or GPU model name
        MappingSkuColumn,
        MappingColumnCount
    };

    explicit PriceTableModel(Kind kind, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    // The SKUs a mapping may name; their edits re-check this model's cells.
    void setSkuModel(const PriceTableModel *skus);
    // Shown in the price column headers.
    void setCurrency(const QString &currency);

    // This model's part of the table; the rest of it is ignored.
    void setTable(const PriceTable &table);
    // Writes this model's rows into the table; rows with problems are left out.
    void applyTo(PriceTable *table) const;

    // Why a cell is wrong, or empty when it is fine.
    QString problem(int row, int column) const;
    // Every problem as "Row 3, Price per VM hour: must not be negative", top to bottom.
    QStringList problems() const;
    // The SKU names typed in this (SKU) model, trimmed.
    QStringList skuNames() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // New rows start empty (an SKU with 1 GPU), so they show what to fill in.
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

  private:
    QString cell(int row, int column) const { return m_rows[row].value(column); }
    QString skuProblem(int row, int column) const;
    QString mappingProblem(int row, int column) const;
    bool nameIsRepeated(int row) const;
    // Problems in one row can come from others (a repeated name, an SKU
    // renamed away), so any edit re-checks every cell; the tables are small.
    void recheckAll();

    Kind m_kind;
    QList<QStringList> m_rows; // one text per column; the computed one unused
    QPointer<const PriceTableModel> m_skus;
    QString m_currency;
};
