#include "costcharts.h"

#include "costtext.h"
#include "uitr.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {
// A round step for about `ticks` gridlines up to `max`: 1, 2 or 5 × 10^n.
double niceStep(double max, int ticks)
{
    if (max <= 0)
        return 1;
    const double raw = max / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * mag)
            return m * mag;
    return 10 * mag;
}

// Per day: each drawn group's cost and idle cost, "other" summed.
struct DayBars
{
    std::vector<std::vector<std::pair<double, double>>> values; // [day][group] = (cost, idle)
    double max = 0;
};

DayBars dayBars(const CostReport &report, const QStringList &groups)
{
    DayBars out;
    const int other = int(groups.indexOf(CostCharts::otherGroup()));
    for (const DayCost &d : report.days) {
        std::vector<std::pair<double, double>> row(std::size_t(groups.size()), {0.0, 0.0});
        double total = 0;
        for (auto it = d.groups.cbegin(); it != d.groups.cend(); ++it) {
            int i = int(groups.indexOf(it.key()));
            if (i < 0)
                i = other;
            if (i < 0)
                continue;
            row[std::size_t(i)].first += it->cost;
            row[std::size_t(i)].second += it->idleCost;
            total += it->cost;
        }
        out.max = std::max(out.max, total);
        out.values.push_back(std::move(row));
    }
    return out;
}

struct BarLayout
{
    QRectF plot;
    QRectF legend;
    double slot = 0; // width per day
    double barW = 0;
    double top = 1;  // value at the top of the plot
    double step = 1; // gridline step
};

BarLayout barLayout(const QRectF &area, const DayBars &bars, const QFontMetricsF &fm,
                    std::size_t days)
{
    BarLayout l;
    l.step = niceStep(bars.max, 4);
    l.top = std::max(l.step, std::ceil(bars.max / l.step) * l.step);
    double widest = fm.horizontalAdvance(QStringLiteral("USD"));
    for (double v = 0; v <= l.top + l.step / 2; v += l.step)
        widest = std::max(widest, fm.horizontalAdvance(CostText::shortMoney(v)));
    const double left = widest + 10;
    const double legendH = fm.height() * 1.6;
    l.plot = QRectF(area.left() + left, area.top() + fm.height() * 1.5, area.width() - left - 6,
                    area.height() - fm.height() * 3.2 - legendH);
    l.legend = QRectF(area.left() + left, area.bottom() - legendH, area.width() - left, legendH);
    l.slot = days ? l.plot.width() / double(days) : l.plot.width();
    l.barW = std::max(1.0, l.slot * 0.7);
    return l;
}

QBrush hatch(const QColor &c)
{
    QBrush b(c.darker(140), Qt::BDiagPattern);
    return b;
}
} // namespace

namespace CostCharts {

QColor groupColor(int index)
{
    // Okabe-Ito, distinguishable for the common colour-vision deficiencies;
    // groups are also named in the legend, the table and the tooltip.
    static const QColor colors[] = {
        QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
        QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
        QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99), QColor(0x88, 0x55, 0x22)};
    return colors[std::size_t(index) % std::size(colors)];
}

QString otherGroup()
{
    return UiTr::tr("other");
}

QStringList barGroups(const CostReport &report, int maxGroups)
{
    std::vector<const CostLine *> lines;
    for (const CostLine &l : report.groups)
        lines.push_back(&l);
    std::stable_sort(lines.begin(), lines.end(), [](const CostLine *a, const CostLine *b) {
        return a->figures.cost > b->figures.cost;
    });
    QStringList out;
    for (const CostLine *l : lines) {
        if (out.size() == maxGroups - 1 && int(lines.size()) > maxGroups) {
            out << otherGroup();
            break;
        }
        out << l->group;
    }
    return out;
}

void paintDailyBars(QPainter &p, const QRectF &area, const CostReport &report,
                    const QStringList &groups, const QString &highlight, const Ink &ink)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetricsF fm(p.font());
    const DayBars bars = dayBars(report, groups);
    const BarLayout l = barLayout(area, bars, fm, report.days.size());
    const QLocale locale;

    // Gridlines with money on the left.
    p.setPen(ink.grid);
    for (double v = 0; v <= l.top + l.step / 2; v += l.step) {
        const double y = l.plot.bottom() - v / l.top * l.plot.height();
        p.setPen(ink.grid);
        p.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        p.setPen(ink.axis);
        const QString text = CostText::shortMoney(v);
        p.drawText(
            QRectF(area.left(), y - fm.height() / 2, l.plot.left() - area.left() - 6, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, text);
    }

    // Bars: per group the busy part solid on top of the hatched idle part.
    const int labelEvery = std::max(
        1, int(std::ceil(fm.horizontalAdvance(QStringLiteral("00 Mmm")) / std::max(1.0, l.slot))));
    for (std::size_t d = 0; d < report.days.size(); ++d) {
        const double x = l.plot.left() + double(d) * l.slot + (l.slot - l.barW) / 2;
        double y = l.plot.bottom();
        for (int g = 0; g < groups.size(); ++g) {
            const auto [cost, idle] = bars.values[d][std::size_t(g)];
            if (cost <= 0)
                continue;
            const double h = cost / l.top * l.plot.height();
            const double hIdle = std::min(h, idle / l.top * l.plot.height());
            const QColor c = groupColor(g);
            const QRectF seg(x, y - h, l.barW, h);
            p.fillRect(seg, c);
            if (hIdle > 0) {
                const QRectF idleRect(x, y - hIdle, l.barW, hIdle);
                p.fillRect(idleRect, c.lighter(150));
                p.fillRect(idleRect, hatch(c));
            }
            if (groups[g] == highlight) {
                p.setPen(QPen(ink.text, 2));
                p.drawRect(seg);
            }
            y -= h;
        }
        if (int(d) % labelEvery == 0) {
            p.setPen(ink.axis);
            p.drawText(QRectF(l.plot.left() + double(d) * l.slot - l.slot * 2, l.plot.bottom() + 2,
                              l.slot * 5, fm.height()),
                       Qt::AlignHCenter | Qt::AlignTop,
                       locale.toString(report.days[d].date, QStringLiteral("d MMM")));
        }
    }
    p.setPen(ink.axis);
    p.drawLine(l.plot.bottomLeft(), l.plot.bottomRight());
    // The money's unit, over the axis labels.
    p.drawText(QRectF(area.left(), area.top(), l.plot.left() - area.left() - 6, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, report.currency);

    // Legend: each group's swatch, then what the hatching means.
    double x = l.legend.left();
    const double sw = fm.height() * 0.8;
    const double ly = l.legend.top() + (l.legend.height() - sw) / 2;
    auto item = [&](const QBrush &fill, const QBrush &over, const QString &text) {
        const double w = sw + 4 + fm.horizontalAdvance(text) + 14;
        if (x + w > l.legend.right())
            return;
        p.fillRect(QRectF(x, ly, sw, sw), fill);
        if (over.style() != Qt::NoBrush)
            p.fillRect(QRectF(x, ly, sw, sw), over);
        p.setPen(ink.text);
        p.drawText(QRectF(x + sw + 4, l.legend.top(), w, l.legend.height()), Qt::AlignVCenter,
                   text);
        x += w;
    };
    item(QColor(0xdd, 0xdd, 0xdd), hatch(QColor(0x80, 0x80, 0x80)), UiTr::tr("hatched: idle"));
    for (int g = 0; g < groups.size(); ++g)
        item(groupColor(g), QBrush(), groups[g]);
    p.restore();
}

BarHit dailyBarAt(const QRectF &area, const CostReport &report, const QStringList &groups,
                  const QPointF &pos)
{
    BarHit hit;
    QFont font;
    const QFontMetricsF fm(font);
    const DayBars bars = dayBars(report, groups);
    const BarLayout l = barLayout(area, bars, fm, report.days.size());
    if (!l.plot.contains(pos) || l.slot <= 0)
        return hit;
    const int d = int((pos.x() - l.plot.left()) / l.slot);
    if (d < 0 || d >= int(report.days.size()))
        return hit;
    hit.day = d;
    double y = l.plot.bottom();
    for (int g = 0; g < groups.size(); ++g) {
        const double h =
            bars.values[std::size_t(d)][std::size_t(g)].first / l.top * l.plot.height();
        if (pos.y() <= y && pos.y() >= y - h) {
            hit.group = groups[g];
            break;
        }
        y -= h;
    }
    return hit;
}

std::array<std::optional<double>, kHoursPerWeek> idleShare(const CostReport &report)
{
    WeekHours idle{};
    WeekHours observed{};
    for (const GpuCost &g : report.gpus)
        for (int h = 0; h < kHoursPerWeek; ++h) {
            idle[std::size_t(h)] += g.idleByWeekHour[std::size_t(h)];
            observed[std::size_t(h)] += g.observedByWeekHour[std::size_t(h)];
        }
    std::array<std::optional<double>, kHoursPerWeek> out;
    for (int h = 0; h < kHoursPerWeek; ++h)
        if (observed[std::size_t(h)] > 0)
            out[std::size_t(h)] = idle[std::size_t(h)] / observed[std::size_t(h)];
    return out;
}

QColor heatColor(double share)
{
    // White (all used) through amber to a deep red (all idle): lightness
    // carries the value, so it also reads in grey.
    share = std::clamp(share, 0.0, 1.0);
    const QColor lo(0xff, 0xff, 0xff), mid(0xf5, 0xa6, 0x23), hi(0x9b, 0x1c, 0x1c);
    auto mix = [](const QColor &a, const QColor &b, double t) {
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                                float(a.greenF() + (b.greenF() - a.greenF()) * t),
                                float(a.blueF() + (b.blueF() - a.blueF()) * t));
    };
    return share < 0.5 ? mix(lo, mid, share * 2) : mix(mid, hi, (share - 0.5) * 2);
}

namespace {
struct HeatLayout
{
    QRectF grid;
    double cellW = 0;
    double cellH = 0;
    QRectF scale;
};

HeatLayout heatLayout(const QRectF &area, const QFontMetricsF &fm)
{
    HeatLayout l;
    const double left = fm.horizontalAdvance(QStringLiteral("Www")) + 8;
    const double scaleH = fm.height() * 1.8;
    l.grid = QRectF(area.left() + left, area.top(), area.width() - left - 4,
                    area.height() - fm.height() * 1.4 - scaleH);
    l.cellW = l.grid.width() / 24.0;
    l.cellH = l.grid.height() / 7.0;
    l.scale = QRectF(l.grid.left(), area.bottom() - scaleH + 4, std::min(240.0, l.grid.width()),
                     scaleH - 4);
    return l;
}
} // namespace

void paintHeatMap(QPainter &p, const QRectF &area, const CostReport &report,
                  const std::optional<SavingsLevers::Schedule> &window, const Ink &ink)
{
    p.save();
    const QFontMetricsF fm(p.font());
    const HeatLayout l = heatLayout(area, fm);
    const auto shares = idleShare(report);
    const QLocale locale;
    for (int day = 0; day < 7; ++day) {
        p.setPen(ink.text);
        p.drawText(QRectF(area.left(), l.grid.top() + day * l.cellH,
                          l.grid.left() - area.left() - 6, l.cellH),
                   Qt::AlignRight | Qt::AlignVCenter,
                   locale.dayName(day + 1, QLocale::ShortFormat));
        for (int hour = 0; hour < 24; ++hour) {
            const int h = day * 24 + hour;
            const QRectF cell(l.grid.left() + hour * l.cellW, l.grid.top() + day * l.cellH, l.cellW,
                              l.cellH);
            const auto &share = shares[std::size_t(h)];
            if (share)
                p.fillRect(cell, heatColor(*share));
            else
                p.fillRect(cell, QBrush(QColor(0xcc, 0xcc, 0xcc), Qt::Dense6Pattern));
            p.setPen(QColor(0xff, 0xff, 0xff));
            p.drawRect(cell);
        }
    }
    if (window) {
        // Outline the window cell by cell, on the edges where it ends.
        p.setPen(QPen(ink.text, 2));
        for (int h = 0; h < kHoursPerWeek; ++h) {
            if (!window->contains(h))
                continue;
            const int day = h / 24, hour = h % 24;
            const QRectF c(l.grid.left() + hour * l.cellW, l.grid.top() + day * l.cellH, l.cellW,
                           l.cellH);
            if (hour == 0 || !window->contains(h - 1))
                p.drawLine(c.topLeft(), c.bottomLeft());
            if (hour == 23 || !window->contains(h + 1))
                p.drawLine(c.topRight(), c.bottomRight());
            if (day == 0 || !window->contains(h - 24))
                p.drawLine(c.topLeft(), c.topRight());
            if (day == 6 || !window->contains(h + 24))
                p.drawLine(c.bottomLeft(), c.bottomRight());
        }
    }
    p.setPen(ink.axis);
    for (int hour = 0; hour < 24; hour += 3)
        p.drawText(
            QRectF(l.grid.left() + hour * l.cellW, l.grid.bottom() + 2, l.cellW * 3, fm.height()),
            Qt::AlignLeft | Qt::AlignTop,
            QStringLiteral("%1:00").arg(hour, 2, 10, QLatin1Char('0')));
    // The scale: 0 % to 100 % idle.
    const QRectF bar(l.scale.left(), l.scale.top(), l.scale.width() * 0.5, fm.height() * 0.7);
    for (int i = 0; i < 50; ++i)
        p.fillRect(QRectF(bar.left() + bar.width() * i / 50.0, bar.top(), bar.width() / 50.0 + 1,
                          bar.height()),
                   heatColor(i / 49.0));
    p.setPen(ink.axis);
    p.drawRect(bar);
    p.setPen(ink.text);
    p.drawText(QRectF(bar.right() + 6, l.scale.top() - 2, area.right() - bar.right(), fm.height()),
               Qt::AlignLeft | Qt::AlignTop,
               window ? UiTr::tr("idle share, 0 – 100 %; outlined: off-hours window")
                      : UiTr::tr("idle share, 0 – 100 %"));
    p.restore();
}

int heatMapCellAt(const QRectF &area, const QPointF &pos)
{
    QFont font;
    const HeatLayout l = heatLayout(area, QFontMetricsF(font));
    if (!l.grid.contains(pos))
        return -1;
    const int hour = std::clamp(int((pos.x() - l.grid.left()) / l.cellW), 0, 23);
    const int day = std::clamp(int((pos.y() - l.grid.top()) / l.cellH), 0, 6);
    return day * 24 + hour;
}

} // namespace CostCharts
