#pragma once

#include "explainresult.h"
#include "timeformat.h"

#include <QAbstractItemModel>

// An Explain answer as a tree for the panel: three sections (Where, What
// else changed, What happened just before), a row per line, best first.
// Columns: what, the evidence in words, the before/after sparkline (drawn by
// SparklineDelegate from SparklineRole).
class ExplainModel final : public QAbstractItemModel
{
    Q_OBJECT
  public:
    enum Column
    {
        WhatColumn,
        EvidenceColumn,
        SparklineColumn,
        ColumnCount
    };
    enum class Section
    {
        Where,
        Metrics,
        Events,
        Count
    };
    enum Role
    {
        SparklineRole = Qt::UserRole + 1, // QVariant of const ExplainResult::Sparkline *
        WindowFromRole,                   // where the window starts on the sparkline, ms
        SectionRole,                      // int(Section) of a row or section
        ItemRole,                         // the row's index in its list; -1 for a section
    };

    explicit ExplainModel(QObject *parent = nullptr);

    void setResult(const ExplainResult &result);
    void clear();
    const ExplainResult &result() const { return m_result; }
    bool isEmpty() const { return m_empty; }
    void setTimeFormat(const TimeFormat &format);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    int itemCount(Section s) const;
    QVariant sectionData(Section s, int column, int role) const;
    QVariant itemData(Section s, int item, int column, int role) const;

    ExplainResult m_result;
    bool m_empty = true;
    TimeFormat m_format;
};

Q_DECLARE_METATYPE(const ExplainResult::Sparkline *)
