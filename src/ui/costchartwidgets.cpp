#include "costchartwidgets.h"

#include "costcharts.h"
#include "costtext.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

namespace {
// The charts' lines and text in the widget's palette (light or dark theme).
CostCharts::Ink ink(const QWidget *w)
{
    const QPalette &pal = w->palette();
    return {pal.color(QPalette::Mid), pal.color(QPalette::Midlight),
            pal.color(QPalette::WindowText)};
}
QRectF chartArea(const QWidget *w)
{
    return QRectF(w->rect()).adjusted(4, 4, -4, -4);
}
} // namespace

CostBarsWidget::CostBarsWidget(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(220);
    setAccessibleName(tr("Cost per group per day"));
    setAccessibleDescription(tr("Stacked bars of each group's cost per day; the hatched part of "
                                "each bar is idle cost."));
}

void CostBarsWidget::setReport(const CostReport *report, const QStringList &groups)
{
    m_report = report;
    m_groups = groups;
    update();
}

void CostBarsWidget::setHighlight(const QString &group)
{
    m_highlight = group;
    update();
}

void CostBarsWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_report || m_report->days.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No cost to show for this period."));
        return;
    }
    CostCharts::paintDailyBars(p, chartArea(this), *m_report, m_groups, m_highlight, ink(this));
}

bool CostBarsWidget::event(QEvent *e)
{
    if (e->type() != QEvent::ToolTip || !m_report)
        return QWidget::event(e);
    auto *help = static_cast<QHelpEvent *>(e);
    const CostCharts::BarHit hit =
        CostCharts::dailyBarAt(chartArea(this), *m_report, m_groups, help->pos());
    if (hit.day < 0) {
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    const DayCost &day = m_report->days[std::size_t(hit.day)];
    CostFigures f;
    if (hit.group.isEmpty() || hit.group == CostCharts::otherGroup()) {
        for (auto it = day.groups.cbegin(); it != day.groups.cend(); ++it)
            if (hit.group.isEmpty() || !m_groups.contains(it.key()))
                f.add(*it);
    } else {
        f = day.groups.value(hit.group);
    }
    const QString who = hit.group.isEmpty() ? tr("all groups") : hit.group;
    QToolTip::showText(help->globalPos(),
                       tr("<b>%1</b>, %2<br>cost %3, idle %4<br>%5 GPU-hours, %6 idle")
                           .arg(QLocale().toString(day.date, QLocale::LongFormat),
                                who.toHtmlEscaped(), CostText::money(f.cost, m_report->currency),
                                CostText::money(f.idleCost, m_report->currency),
                                CostText::hours(f.gpuHours), CostText::hours(f.idleGpuHours)),
                       this);
    return true;
}

CostHeatMapWidget::CostHeatMapWidget(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(200);
    setAccessibleName(tr("Idle share by hour and weekday"));
    setAccessibleDescription(tr("Seven rows of days by 24 hours; darker cells had a larger share "
                                "of idle GPU-hours."));
}

void CostHeatMapWidget::setReport(const CostReport *report)
{
    m_report = report;
    update();
}

void CostHeatMapWidget::setWindow(const std::optional<SavingsLevers::Schedule> &window)
{
    m_window = window;
    update();
}

void CostHeatMapWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_report || m_report->gpus.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No utilisation to show for this period."));
        return;
    }
    CostCharts::paintHeatMap(p, chartArea(this), *m_report, m_window, ink(this));
}

bool CostHeatMapWidget::event(QEvent *e)
{
    if (e->type() != QEvent::ToolTip || !m_report)
        return QWidget::event(e);
    auto *help = static_cast<QHelpEvent *>(e);
    const int h = CostCharts::heatMapCellAt(chartArea(this), help->pos());
    if (h < 0) {
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    const auto shares = CostCharts::idleShare(*m_report);
    const QString when = tr("%1 %2:00–%3:00")
                             .arg(QLocale().dayName(h / 24 + 1))
                             .arg(h % 24, 2, 10, QLatin1Char('0'))
                             .arg(h % 24 + 1, 2, 10, QLatin1Char('0'));
    const auto &share = shares[std::size_t(h)];
    QToolTip::showText(help->globalPos(),
                       share ? tr("%1: %2 of GPU-hours idle").arg(when, CostText::percent(*share))
                             : tr("%1: no GPU reported").arg(when),
                       this);
    return true;
}
