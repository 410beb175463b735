#include "budgetchart.h"

#include "costtext.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace BudgetChart {

QColor actualColor()
{
    return {0x1f, 0x5f, 0xbf};
}
QColor straightLineColor()
{
    return {0xd9, 0x6c, 0x00};
}
QColor weekdayColor()
{
    return {0x7b, 0x3f, 0xa0};
}
QColor leversColor()
{
    return {0x2e, 0x8b, 0x3e};
}
QColor budgetColor()
{
    return {0xc0, 0x1c, 0x28};
}

namespace {
// A curve through the days that have a value.
QPainterPath pathOf(const std::vector<double> &values,
                    const std::function<QPointF(int, double)> &at)
{
    QPainterPath path;
    bool started = false;
    for (int i = 0; i < int(values.size()); ++i) {
        const double v = values[std::size_t(i)];
        if (std::isnan(v))
            continue;
        if (!started)
            path.moveTo(at(i, v));
        else
            path.lineTo(at(i, v));
        started = true;
    }
    return path;
}
} // namespace

void paint(QPainter &p, const QRectF &area, const BudgetForecast::Result &r, double amount,
           const QString &currency, bool levers, const CostCharts::Ink &ink)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF fm(p.font());
    double top = amount;
    for (const auto *curve : {&r.actual, &r.straightLine, &r.weekday})
        for (double v : *curve)
            if (!std::isnan(v))
                top = std::max(top, v);
    // Round money on the axis: four or five lines at 1, 2, 2.5 or 5 × 10^k.
    const double raw = top * 1.05 / 4.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    double step = magnitude * 10;
    for (const double m : {1.0, 2.0, 2.5, 5.0})
        if (raw <= m * magnitude) {
            step = m * magnitude;
            break;
        }
    const int lines = int(std::ceil(top * 1.05 / step));
    top = step * lines;
    const QString topLabel = CostText::money(top, currency);
    const double left = area.left() + fm.horizontalAdvance(topLabel) + 8;
    const QRectF plot(left, area.top() + 4, area.right() - left - 4,
                      area.height() - fm.height() * 1.6 - 8);
    const int days = std::max(1, r.days());
    auto at = [&](int day, double v) {
        // Spend at a day's end: day i ends at x of i + 1.
        return QPointF(plot.left() + plot.width() * double(day + 1) / double(days),
                       plot.bottom() - plot.height() * v / top);
    };

    // Grid and axes: four money lines, a date every week.
    p.setPen(QPen(ink.grid, 1));
    const QLocale locale;
    for (int k = 0; k <= lines; ++k) {
        const double v = step * k;
        const double y = plot.bottom() - plot.height() * v / top;
        p.setPen(QPen(ink.grid, 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        // No label at zero: the first day's date sits there.
        if (k == 0)
            continue;
        p.setPen(ink.text);
        p.drawText(QRectF(area.left(), y - fm.height() / 2, left - area.left() - 6, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, CostText::money(v, currency));
    }
    const int every = days > 45 ? 14 : 7;
    for (int d = 0; d < days; d += every) {
        const double x = plot.left() + plot.width() * double(d) / double(days);
        p.setPen(QPen(ink.grid, 1));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(ink.text);
        p.drawText(QRectF(x - 40, plot.bottom() + 2, 80, fm.height()), Qt::AlignCenter,
                   locale.toString(r.from.addDays(d), QStringLiteral("d MMM")));
    }
    p.setPen(QPen(ink.axis, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());

    // Today.
    const int today = int(r.from.daysTo(r.today));
    if (today >= 0 && today < days) {
        const double x = at(today, 0).x();
        p.setPen(QPen(ink.axis, 1, Qt::DotLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(ink.text);
        p.drawText(QRectF(x + 3, plot.top(), 120, fm.height()), Qt::AlignLeft,
                   QCoreApplication::translate("BudgetChart", "today"));
    }

    // Thresholds, then the amount.
    for (const auto &c : r.crossings) {
        if (std::abs(c.level - amount) < 1e-9 || c.level > top)
            continue;
        const double y = at(0, c.level).y();
        p.setPen(QPen(budgetColor().lighter(160), 1, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(ink.text);
        p.drawText(QRectF(plot.left() + 4, y - fm.height(), 200, fm.height()), Qt::AlignLeft,
                   QCoreApplication::translate("BudgetChart", "%1 %").arg(c.threshold.percent));
    }
    const double yBudget = at(0, amount).y();
    p.setPen(QPen(budgetColor(), 2));
    p.drawLine(QPointF(plot.left(), yBudget), QPointF(plot.right(), yBudget));
    p.drawText(QRectF(plot.left() + 4, yBudget - fm.height(), 300, fm.height()), Qt::AlignLeft,
               QCoreApplication::translate("BudgetChart", "budget %1")
                   .arg(CostText::money(amount, currency)));

    // The curves: forecasts under the spend so far.
    p.setBrush(Qt::NoBrush);
    if (levers) {
        p.setPen(QPen(leversColor(), 2, Qt::DashDotLine));
        p.drawPath(pathOf(r.withLevers, at));
    }
    p.setPen(QPen(weekdayColor(), 2, Qt::DotLine));
    p.drawPath(pathOf(r.weekday, at));
    p.setPen(QPen(straightLineColor(), 2, Qt::DashLine));
    p.drawPath(pathOf(r.straightLine, at));
    p.setPen(QPen(actualColor(), 2.5));
    p.drawPath(pathOf(r.actual, at));
    p.restore();
}

} // namespace BudgetChart
