#pragma once

#include "alertboard.h"
#include "timeformat.h"

#include <functional>
#include <QAbstractItemModel>
#include <vector>

// The alert pane's tree as a thin model over an AlertBoard: one section per
// tier (P3 as a digest), a group per alert name and scope, a row per alert
// (a group of one is its row), and a section of alerts resolved in the
// visible range. Times and countdowns are computed at paint time from the
// clock, so a repaint is enough to keep them current.
class AlertModel final : public QAbstractItemModel
{
    Q_OBJECT
  public:
    enum Column
    {
        AlertColumn,
        ValueColumn,
        StateColumn,
        SinceColumn,
        ForColumn,
        ColumnCount
    };
    enum Role
    {
        KeyRole = Qt::UserRole + 1, // AlertRow::key of a row; empty for others
        KindRole,                   // Kind
        TierRole,                   // int(AlertTier)
        NameRole,                   // group: alert name
        ScopeRole,                  // group: scope (namespace)
        WindowFromRole,             // the alert's time window, ms
        WindowToRole,
        QuietRole, // silenced or muted
    };
    enum class Kind
    {
        Section,
        Group,
        Row
    };

    explicit AlertModel(QObject *parent = nullptr);

    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    // The zone the times in the Since and State columns are written in.
    void setTimeFormat(const TimeFormat &format);
    void setBoard(const AlertBoard &board);
    const AlertBoard &board() const { return m_board; }
    // The row of the board an index shows, if it shows one.
    const AlertRow *rowAt(const QModelIndex &index) const;
    const AlertGroup *groupAt(const QModelIndex &index) const;
    QModelIndex indexOfKey(const QString &key) const;
    // A stable identity for any item, to keep expansion across resets.
    QString itemId(const QModelIndex &index) const;
    QModelIndex indexOfId(const QString &id) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString tierShape(AlertTier tier);
    static QString durationText(qint64 ms);

  private:
    struct Node
    {
        Kind kind = Kind::Section;
        int parent = -1;
        std::vector<int> children;
        AlertTier tier = AlertTier::None;
        bool history = false;
        int group = -1; // index into m_board.groups
        int row = -1;   // index into the group's rows, or into history
    };
    int addNode(Node n);
    const AlertRow *rowOf(const Node &n) const;
    QVariant rowData(const Node &n, const AlertRow &r, int column, int role) const;
    QVariant groupData(const Node &n, int column, int role) const;
    QVariant sectionData(const Node &n, int column, int role) const;

    AlertBoard m_board;
    std::vector<Node> m_nodes;
    std::vector<int> m_top;
    std::function<qint64()> m_clock;
    TimeFormat m_format;
};
