#include "sparklinedelegate.h"

#include "explainmodel.h"

#include <cmath>
#include <QPainter>
#include <QPainterPath>

void SparklineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    const auto *line =
        index.data(ExplainModel::SparklineRole).value<const ExplainResult::Sparkline *>();
    if (!line || line->timesMs.size() < 2) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyledItemDelegate::paint(painter, opt, QModelIndex());

    double lo = INFINITY, hi = -INFINITY;
    for (double v : line->values)
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    if (!std::isfinite(lo))
        return;
    if (hi == lo) {
        hi += 1;
        lo -= 1;
    }
    const QRectF r = QRectF(option.rect).adjusted(4, 3, -4, -3);
    const qint64 t0 = line->timesMs.front(), t1 = line->timesMs.back();
    const auto x = [&](qint64 t) {
        return r.left() + r.width() * double(t - t0) / double(t1 - t0);
    };
    const auto y = [&](double v) { return r.bottom() - r.height() * (v - lo) / (hi - lo); };
    const qint64 windowFrom = index.data(ExplainModel::WindowFromRole).toLongLong();

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor accent = option.palette.color(QPalette::Highlight);
    QColor band = accent;
    band.setAlphaF(0.15f);
    painter->fillRect(QRectF(QPointF(x(windowFrom), r.top()), r.bottomRight()), band);
    QColor muted = option.palette.color(QPalette::Text);
    muted.setAlphaF(0.45f);
    // Two paths, split at the window's start, each with breaks at gaps.
    QPainterPath before, inside;
    bool drawing = false;
    bool wasInside = false;
    for (std::size_t i = 0; i < line->timesMs.size(); ++i) {
        const double v = line->values[i];
        const bool in = line->timesMs[i] >= windowFrom;
        if (!std::isfinite(v)) {
            drawing = false;
            continue;
        }
        QPainterPath &path = in ? inside : before;
        const QPointF pt(x(line->timesMs[i]), y(v));
        if (!drawing || in != wasInside) {
            if (drawing && in && !wasInside) {
                inside.moveTo(before.currentPosition()); // no break at the window's start
                inside.lineTo(pt);
            } else {
                path.moveTo(pt);
            }
        } else {
            path.lineTo(pt);
        }
        drawing = true;
        wasInside = in;
    }
    painter->setPen(QPen(muted, 1.2));
    painter->drawPath(before);
    painter->setPen(QPen(accent, 1.8));
    painter->drawPath(inside);
    painter->restore();
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == ExplainModel::SparklineColumn)
        s.setWidth(std::max(s.width(), 140));
    s.setHeight(std::max(s.height(), 26));
    return s;
}
