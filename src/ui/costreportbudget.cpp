#include "costreportbudget.h"

#include "budgetchart.h"
#include "costtext.h"
#include "reportpageflow.h"
#include "uitr.h"

#include <QLocale>
#include <QPainter>

namespace CostReportBudget {

using Cell = ReportPageFlow::Cell;
using Column = ReportPageFlow::Column;

void write(ReportPageFlow &flow, const CostBudget &b)
{
    const BudgetForecast::Result &f = b.forecast;
    const QString cur = b.budget.currency;
    const qreal keyWidth = 130 * flow.pt();
    const QLocale locale;
    const auto share = [&](double v) { return CostText::percent(v / b.budget.amount); };
    flow.heading(b.budget.name.isEmpty()
                     ? UiTr::tr("Budget: %1 a month").arg(CostText::money(b.budget.amount, cur))
                     : UiTr::tr("Budget: %1 (%2, %3)")
                           .arg(b.budget.name, Budget::grainName(b.budget.grain),
                                CostText::money(b.budget.amount, cur)));
    flow.keyValue(UiTr::tr("Spent to date"),
                  UiTr::tr("%1 (%2) from %3 to %4%5")
                      .arg(CostText::money(f.spentToDate, cur), share(f.spentToDate),
                           locale.toString(f.from, QLocale::ShortFormat),
                           locale.toString(f.today, QLocale::ShortFormat),
                           f.spentFromAzure ? UiTr::tr(", Azure") : QString()),
                  keyWidth);
    if (b.forecastFromHistory) {
        QString end =
            UiTr::tr("%1 (%2) on the straight line, %3 (%4) by the weekday pattern")
                .arg(CostText::money(f.projectedStraightLine, cur), share(f.projectedStraightLine),
                     CostText::money(f.projectedWeekday, cur), share(f.projectedWeekday));
        if (b.levers)
            end += UiTr::tr("; with %1, %2 (%3)")
                       .arg(b.leverName, CostText::money(f.projectedWithLevers, cur),
                            share(f.projectedWithLevers));
        flow.keyValue(UiTr::tr("Period end"),
                      UiTr::tr("%1, at %2 a day").arg(end, CostText::money(f.dailyRate, cur)),
                      keyWidth);
    }
    QStringList notes = b.notes;
    if (b.budget.forecastSpend)
        notes.prepend(
            UiTr::tr("Azure forecasts %1.").arg(CostText::money(*b.budget.forecastSpend, cur)));
    flow.keyValue(UiTr::tr("Notes"), notes.join(QLatin1Char('\n')), keyWidth);
    if (b.forecastFromHistory)
        flow.chart(180, [&](QPainter &p, const QRectF &area) {
            BudgetChart::paint(p, area, f, b.budget.amount, cur, b.levers);
        });
    const auto day = [&](const std::optional<QDate> &d) {
        return d ? locale.toString(*d, QStringLiteral("ddd d MMM")) : QStringLiteral("—");
    };
    std::vector<Column> cols{{UiTr::tr("Threshold"), 0.28},
                             {UiTr::tr("Crossed"), 0.18},
                             {UiTr::tr("Straight line"), 0.18},
                             {UiTr::tr("Weekday pattern"), 0.18},
                             {UiTr::tr("With the lever"), 0.18}};
    std::vector<std::vector<Cell>> rows;
    const auto cell = [](const QString &text, const QString &below = {}) {
        return Cell(text, below, ReportPageFlow::textColor(), false);
    };
    for (const auto &x : f.crossings) {
        const bool ahead = !x.actual && b.forecastFromHistory;
        rows.push_back(
            {cell(x.threshold.forecasted ? UiTr::tr("%1 % of forecast").arg(x.threshold.percent)
                                         : UiTr::tr("%1 %").arg(x.threshold.percent),
                  CostText::money(x.level, cur)),
             cell(day(x.actual)), cell(ahead ? day(x.straightLine) : QString()),
             cell(ahead ? day(x.weekday) : QString()),
             cell(ahead && b.levers ? day(x.withLevers) : QString())});
    }
    flow.table(cols, rows);
}

} // namespace CostReportBudget
