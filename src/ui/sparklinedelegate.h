#pragma once

#include <QStyledItemDelegate>

// Draws an Explain line's before/after sparkline: the baseline part muted,
// the window part in the highlight colour on a shaded band, both on one
// value scale so the jump reads at a glance.
class SparklineDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
