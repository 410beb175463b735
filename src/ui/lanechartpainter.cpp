#include "lanechartpainter.h"

#include "baseline.h"

#include "timeaxis.h"

#include "alertrulesparser.h"
#include "lanecurves.h"
#include "lanepalette.h"
#include "promqlnames.h"
#include "unit.h"
#include "valueaxis.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <QDateTime>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QSet>

namespace {
const QColor kThresholdDefault(0xd0, 0x80, 0x00);
const QColor kGrid(0xe2, 0xe2, 0xe2);
const QColor kFrame(0xb8, 0xb8, 0xb8);
const QColor kText(0x20, 0x20, 0x20);
const QColor kMuted(0x70, 0x70, 0x70);
const QColor kAnnotation(0x45, 0x5a, 0x64);

QFont sized(qreal points, bool bold = false)
{
    QFont f;
    // Unshaped text has no ligatures, so PDF text reads back as written.
    f.setStyleHint(QFont::SansSerif, QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

} // namespace

struct LaneChartPainter::Geometry
{
    explicit Geometry(const QPaintDevice *device)
        : pt(device ? device->logicalDpiY() / 72.0 : 96.0 / 72.0), title(sized(8.5, true)),
          legend(sized(6.8)), tick(sized(7)), mark(sized(6.5)), titleMetrics(title, device),
          tickMetrics(tick, device), markMetrics(mark, device)
    {
        header = titleMetrics.height() + 3 * pt;
        timeLabels = tickMetrics.height() + 4 * pt;
        bottom = 7 * pt; // room between one lane's plot and the next one's title
        right = 4 * pt;
    }
    qreal pt; // device units per point
    QFont title, legend, tick, mark;
    QFontMetricsF titleMetrics, tickMetrics, markMetrics;
    qreal header = 0;
    qreal timeLabels = 0;
    qreal bottom = 0;
    qreal right = 0;
};

QString LaneChartPainter::legend(const LaneFrame &f, Aggregate aggregate, Medium medium)
{
    const QString marks = legendOfMarks(f, aggregate, medium);
    if (f.normal.isEmpty())
        return marks;
    return tr("%1 · dashed grey: normally (%2)").arg(marks, Baseline::describe(f.normalShiftMs));
}

QString LaneChartPainter::legendOfMarks(const LaneFrame &f, Aggregate aggregate, Medium medium)
{
    // On screen the aggregate is the thick line; on paper, where every line
    // is thin, the black one.
    const bool screen = medium == Medium::Screen;
    const int parts = int(f.outliers.size());
    if (f.stacked)
        return screen ? tr("stacked: %n parts · thick line: their total", nullptr, parts)
                      : tr("stacked: %n parts · black line: their total", nullptr, parts);
    // The server aggregated the fleet: say so, and that only the top k
    // (and a highlighted series) were fetched.
    if (f.serverAggregated)
        return (screen ? tr("server-side: thick line: %1 of %n series · band: min–max · "
                            "labelled: top %2",
                            nullptr, int(f.seriesCount))
                       : tr("server-side: black line: %1 of %n series · band: min–max · "
                            "labelled: top %2",
                            nullptr, int(f.seriesCount)))
            .arg(Aggregates::toString(aggregate))
            .arg(f.outliers.size());
    return (screen ? tr("thick line: %1 of %n series · band: min–max · labelled: top %2", nullptr,
                        int(f.seriesCount))
                   : tr("black line: %1 of %n series · band: min–max · labelled: top %2", nullptr,
                        int(f.seriesCount)))
        .arg(Aggregates::toString(aggregate))
        .arg(std::min<std::size_t>(f.outliers.size(), f.seriesCount));
}

std::vector<LaneChartPainter> LaneChartPainter::forSnapshot(const Snapshot &snapshot)
{
    // Alerts carry their rule's name only; the rules say which metrics the
    // alert read, and so which lanes its bands belong to (as in LaneStack).
    // Rules sharing a name (warning and critical thresholds) pool theirs.
    std::map<QString, QSet<QString>> ruleMetrics;
    if (!snapshot.rulesYaml.isEmpty())
        for (const AlertRule &r : parseAlertRules(snapshot.rulesYaml, tr("snapshot rules")).rules)
            ruleMetrics[r.name].unite(PromqlNames::metricNames(r.expr));
    struct Placed
    {
        AlertBand band;
        const QSet<QString> *metrics; // null: the snapshot lacks the rule
    };
    std::vector<Placed> allBands;
    for (const AlertInstance &a : snapshot.alerts) {
        const auto rule = ruleMetrics.find(a.rule);
        const QSet<QString> *metrics = rule == ruleMetrics.end() ? nullptr : &rule->second;
        AlertBand b;
        b.tier = a.tier;
        b.name = a.rule;
        // Pending until firing (or until it ended), then firing until it
        // resolved; an alert open at the end runs to the snapshot's end.
        const qint64 end = a.endMs(snapshot.toMs);
        b.fromMs = a.pendingAtMs;
        b.toMs = a.firingAtMs.value_or(end);
        if (b.toMs > b.fromMs)
            allBands.push_back({b, metrics});
        if (a.firingAtMs && end > *a.firingAtMs) {
            b.fromMs = *a.firingAtMs;
            b.toMs = end;
            b.firing = true;
            allBands.push_back({b, metrics});
        }
    }

    std::vector<LaneChartPainter> out;
    for (const LaneSpec &spec : snapshot.dashboard.lanes) {
        LaneChartPainter lane;
        lane.m_snapshot = &snapshot;
        lane.m_spec = spec;
        std::vector<const SnapshotQuery *> queries;
        for (const SnapshotQuery &q : snapshot.queries)
            if (q.laneId == spec.id)
                queries.push_back(&q);
        std::sort(queries.begin(), queries.end(),
                  [](const SnapshotQuery *a, const SnapshotQuery *b) {
                      return a->queryIndex < b->queryIndex;
                  });
        QSet<QString> metrics;
        for (const QuerySpec &q : spec.queries)
            metrics.unite(PromqlNames::metricNames(q.promql));
        for (const SnapshotQuery *q : queries) {
            metrics.unite(PromqlNames::metricNames(q->spec.promql));
            qint64 step = q->stepMs;
            if (step <= 0 && q->data.timesMs.size() >= 2)
                step = q->data.timesMs[1] - q->data.timesMs[0];
            lane.m_stepMs = std::max(lane.m_stepMs, step);
        }
        if (queries.size() == 1) {
            // Borrowed, not copied: a snapshot can hold millions of samples,
            // and the painter never outlives the snapshot.
            lane.m_data =
                std::shared_ptr<const SeriesSet>(std::shared_ptr<void>(), &queries.front()->data);
        } else {
            // Several queries in one lane: combined as the live store does,
            // so equal label sets from different queries stay apart.
            // Placed by query index, so `__query__` is the same number there.
            std::vector<const SeriesSet *> parts;
            const int places = int(std::max(queries.size(), spec.queries.size()));
            for (const SnapshotQuery *q : queries) {
                if (q->queryIndex < 0 || q->queryIndex >= places)
                    continue; // not a place any query of this lane has
                if (q->queryIndex >= int(parts.size()))
                    parts.resize(std::size_t(q->queryIndex) + 1, nullptr);
                parts[std::size_t(q->queryIndex)] = &q->data;
            }
            lane.m_data = std::make_shared<const SeriesSet>(SeriesSet::combineQueries(parts));
        }
        std::vector<AlertBand> mine;
        for (const Placed &b : allBands) {
            // An alert whose rule the snapshot does not hold cannot be placed
            // by its metrics; it is drawn on every lane rather than lost.
            if (!b.metrics || b.metrics->intersects(metrics))
                mine.push_back(b.band);
        }
        lane.m_bands = AlertBoardBuilder::mergeBands(std::move(mine));
        for (const SnapshotBaseline &b : snapshot.baselines)
            if (b.laneId == spec.id)
                lane.m_baseline = &b;
        out.push_back(std::move(lane));
    }
    return out;
}

QColor LaneChartPainter::tierColor(AlertTier tier)
{
    return TierColors::of(tier);
}

QString LaneChartPainter::tierText(AlertTier tier)
{
    switch (tier) {
    case AlertTier::P1:
        return tr("▲ P1");
    case AlertTier::P2:
        return tr("● P2");
    case AlertTier::P3:
        return tr("○ P3");
    case AlertTier::None:
        break;
    }
    return tr("– none");
}

std::pair<qint64, qint64> LaneChartPainter::range(const Snapshot &s, const Options &o)
{
    if (o.toMs > o.fromMs)
        return {o.fromMs, o.toMs};
    return {s.fromMs, std::max(s.toMs, s.fromMs + 1)};
}

Reduction::Input LaneChartPainter::reductionInput(qreal columns, const Options &o) const
{
    const auto [from, to] = range(*m_snapshot, o);
    Reduction::Input in;
    in.fromMs = from;
    in.toMs = to;
    in.widthPx = std::clamp(int(columns), 50, 4000);
    in.aggregate = m_spec.aggregate;
    in.topK = m_spec.topK;
    in.outliersHigh = m_spec.outliersHigh;
    in.stacked = m_spec.stacked;
    return in;
}

LaneFrame LaneChartPainter::reduce(qreal columns, const Options &o) const
{
    const Reduction::Input in = reductionInput(columns, o);
    LaneFrame f = m_data ? Reduction::reduce(*m_data, in) : LaneFrame{};
    if (m_baseline)
        Baseline::addTo(f, m_baseline->data, m_baseline->shiftMs, m_spec, in.fromMs, in.toMs,
                        in.widthPx);
    return f;
}

CrosshairValues LaneChartPainter::valuesAt(qint64 tMs, const Reduction::Input &in) const
{
    CrosshairValues v = Reduction::valuesAt(*m_data, tMs, in);
    if (m_baseline && v.valid)
        v.normal = Baseline::valueAt(m_baseline->data, m_spec, v.timeMs);
    return v;
}

LaneChartPainter::Axis LaneChartPainter::valueAxis(const LaneFrame &f) const
{
    const ValueAxis a = ValueAxis::forLane(f, m_spec);
    return {a.lo, a.hi, a.interval};
}

qint64 LaneChartPainter::gapMs(qint64 rangeMs, qreal columns) const
{
    return LaneCurves::gapMs(m_stepMs, rangeMs, columns);
}

qreal LaneChartPainter::axisWidth(const QPaintDevice *device, const Options &o) const
{
    const Geometry g(device);
    // The data bounds do not depend on the width: a coarse reduction will do.
    const Axis a = valueAxis(reduce(50, o));
    qreal w = 0;
    for (int k = 0; k < 64 && a.lo + k * a.interval <= a.hi + a.interval * 1e-6; ++k)
        w = std::max(
            w, g.tickMetrics.horizontalAdvance(Units::format(a.lo + k * a.interval, m_spec.unit)));
    return w + 6 * g.pt;
}

QRectF LaneChartPainter::plotRect(const QPaintDevice *device, const QRectF &rect,
                                  const Options &o) const
{
    const Geometry g(device);
    const qreal left = o.axisWidth >= 0 ? o.axisWidth : axisWidth(device, o);
    const qreal bottom = o.timeLabels ? g.timeLabels : g.bottom;
    return QRectF(rect.left() + left, rect.top() + g.header,
                  std::max<qreal>(10, rect.width() - left - g.right),
                  std::max<qreal>(10, rect.height() - g.header - bottom));
}

void LaneChartPainter::paint(QPainter &p, const QRectF &rect, const Options &o) const
{
    const Geometry g(p.device());
    const QRectF pa = plotRect(p.device(), rect, o);
    const auto [from, to] = range(*m_snapshot, o);
    const double span = double(to - from);
    const LaneFrame f = reduce(pa.width() / g.pt * 2, o);
    const Axis axis = valueAxis(f);
    auto xOf = [&](double tMs) { return pa.left() + (tMs - double(from)) / span * pa.width(); };
    auto yOf = [&](double v) {
        return pa.bottom() - (v - axis.lo) / (axis.hi - axis.lo) * pa.height();
    };
    auto map = [&](const QPointF &pt) { return QPointF(xOf(pt.x()), yOf(pt.y())); };

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(pa, Qt::white);

    // Value grid and labels on round values.
    p.setFont(g.tick);
    for (int k = 0; k < 64 && axis.lo + k * axis.interval <= axis.hi + axis.interval * 1e-6; ++k) {
        const double v = axis.lo + k * axis.interval;
        const qreal y = yOf(v);
        p.setPen(QPen(kGrid, 0.5 * g.pt));
        p.drawLine(QPointF(pa.left(), y), QPointF(pa.right(), y));
        p.setPen(kMuted);
        p.drawText(QRectF(rect.left(), y - g.tickMetrics.height() / 2,
                          pa.left() - rect.left() - 3 * g.pt, g.tickMetrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, Units::format(v, m_spec.unit));
    }
    // Time grid on round times of the chosen zone, so 14:00 is 14:00.
    const qint64 step = TimeAxis::step(to - from, pa.width() / g.pt, 45);
    const std::vector<qint64> ticks = TimeAxis::ticks(from, to, step, o.zone);
    p.setPen(QPen(kGrid, 0.5 * g.pt));
    for (const qint64 t : ticks)
        p.drawLine(QPointF(xOf(double(t)), pa.top()), QPointF(xOf(double(t)), pa.bottom()));

    p.setClipRect(pa);
    // Alert bands under the curves. Lower tiers first, so a P1 is painted over
    // a P2 it overlaps; pending is light, firing darker with a solid strip.
    for (auto it = m_bands.rbegin(); it != m_bands.rend(); ++it) {
        const AlertBand &b = *it;
        if (b.toMs < from || b.fromMs > to)
            continue;
        const qreal x0 = std::max(pa.left(), xOf(double(b.fromMs)));
        const qreal x1 = std::min(pa.right(), std::max(xOf(double(b.toMs)), x0 + g.pt));
        QColor fill = tierColor(b.tier);
        fill.setAlpha(b.firing ? 46 : 20);
        p.fillRect(QRectF(x0, pa.top(), x1 - x0, pa.height()), fill);
        if (b.firing) {
            QColor strip = tierColor(b.tier);
            strip.setAlpha(210);
            p.fillRect(QRectF(x0, pa.bottom() - 3 * g.pt, x1 - x0, 3 * g.pt), strip);
        } else {
            p.setPen(QPen(tierColor(b.tier), 0.8 * g.pt, Qt::DashLine));
            p.drawLine(QPointF(x0, pa.bottom() - 1.5 * g.pt),
                       QPointF(x1, pa.bottom() - 1.5 * g.pt));
        }
    }
    // Range annotations as a faint span, so "14:02–14:20 rollback" has a width.
    for (const Annotation &a : m_snapshot->annotations) {
        if (a.isPoint() || a.toMs < from || a.fromMs > to)
            continue;
        QColor c = kAnnotation;
        c.setAlpha(22);
        const qreal x0 = std::max(pa.left(), xOf(double(a.fromMs)));
        const qreal x1 = std::min(pa.right(), xOf(double(a.toMs)));
        p.fillRect(QRectF(x0, pa.top(), x1 - x0, pa.height()), c);
    }

    // Thresholds: dashed lines.
    for (const Threshold &t : m_spec.thresholds) {
        if (t.value < axis.lo || t.value > axis.hi)
            continue;
        QColor c(t.color);
        p.setPen(QPen(c.isValid() ? c : kThresholdDefault, 1.0 * g.pt, Qt::DashLine));
        p.drawLine(QPointF(pa.left(), yOf(t.value)), QPointF(pa.right(), yOf(t.value)));
    }

    const qint64 gap = gapMs(to - from, pa.width() / g.pt * 2);
    LaneCurves::Style style;
    style.cosmetic = false;
    style.bandPenWidth = 0.6 * g.pt;
    style.outlierWidth = 1.0 * g.pt;
    style.aggregateWidth = 1.5 * g.pt;
    style.normalWidth = 1.0 * g.pt;
    LaneCurves::paint(p, f, map, gap, style);

    // Annotation marks: a dotted line and a ▼ on the top edge, as in the app.
    struct Placed
    {
        qreal x;
        QString text;
    };
    std::vector<Placed> texts;
    for (const Annotation &a : m_snapshot->annotations) {
        if (a.fromMs < from || a.fromMs > to)
            continue;
        const qreal x = xOf(double(a.fromMs));
        p.setPen(QPen(kAnnotation, 0.7 * g.pt, Qt::DotLine));
        p.drawLine(QPointF(x, pa.top()), QPointF(x, pa.bottom()));
        QPolygonF tri;
        tri << QPointF(x - 3.5 * g.pt, pa.top()) << QPointF(x + 3.5 * g.pt, pa.top())
            << QPointF(x, pa.top() + 5 * g.pt);
        p.setPen(Qt::NoPen);
        p.setBrush(kAnnotation);
        p.drawPolygon(tri);
        p.setBrush(Qt::NoBrush);
        texts.push_back({x, a.text});
    }
    if (o.annotationText && !texts.empty()) {
        // Texts beside their marks, in rows so that none hides another.
        p.setFont(g.mark);
        const qreal h = g.markMetrics.height();
        std::vector<qreal> rowEnd;
        std::sort(texts.begin(), texts.end(),
                  [](const Placed &a, const Placed &b) { return a.x < b.x; });
        for (const Placed &t : texts) {
            const QString text =
                g.markMetrics.elidedText(t.text.simplified(), Qt::ElideRight, pa.width() * 0.4);
            const qreal w = g.markMetrics.horizontalAdvance(text) + 4 * g.pt;
            qreal x = t.x + 4 * g.pt;
            if (x + w > pa.right())
                x = std::max(pa.left(), t.x - 4 * g.pt - w);
            std::size_t row = 0;
            while (row < rowEnd.size() && rowEnd[row] > x)
                ++row;
            if (row == rowEnd.size())
                rowEnd.push_back(0);
            rowEnd[row] = x + w;
            const QRectF box(x, pa.top() + 2 * g.pt + qreal(row) * h, w, h);
            QColor bg = Qt::white;
            bg.setAlpha(215);
            p.fillRect(box, bg);
            p.setPen(kAnnotation);
            p.drawText(box, Qt::AlignCenter, text);
        }
    }

    // Firing bands say which alert they stand for, above their strip.
    p.setFont(g.mark);
    for (const AlertBand &b : m_bands) {
        if (!b.firing || b.toMs < from || b.fromMs > to)
            continue;
        const qreal x0 = std::max(pa.left(), xOf(double(b.fromMs)));
        const qreal x1 = std::min(pa.right(), xOf(double(b.toMs)));
        if (x1 - x0 < 24 * g.pt)
            continue;
        const QString text = g.markMetrics.elidedText(tr("%1 %2").arg(tierText(b.tier), b.name),
                                                      Qt::ElideRight, x1 - x0 - 4 * g.pt);
        p.setPen(tierColor(b.tier).darker(125));
        p.drawText(QRectF(x0 + 2 * g.pt, pa.bottom() - 3 * g.pt - g.markMetrics.height(),
                          x1 - x0 - 4 * g.pt, g.markMetrics.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
    }

    // Outlier names at the right end of their lines: identity in words, not
    // only in colour; stacked so none hides another.
    {
        const qreal h = g.markMetrics.height();
        const auto tags = LaneCurves::outlierTags(
            f, [&](double v) { return yOf(v); }, h, pa.top(), pa.bottom());
        for (const auto &t : tags) {
            const qreal w = g.markMetrics.horizontalAdvance(t.text) + 4 * g.pt;
            const QRectF box(pa.right() - w - g.pt, t.y - h / 2, w, h);
            QColor bg = Qt::white;
            bg.setAlpha(215);
            p.fillRect(box, bg);
            p.setPen(t.color);
            p.drawText(box, Qt::AlignCenter, t.text);
        }
    }

    // Threshold names just above their lines, at the left edge.
    for (const Threshold &t : m_spec.thresholds) {
        if (t.label.isEmpty() || t.value < axis.lo || t.value > axis.hi)
            continue;
        QColor c(t.color);
        if (!c.isValid())
            c = kThresholdDefault;
        const qreal w = g.markMetrics.horizontalAdvance(t.label) + 4 * g.pt;
        const QRectF box(pa.left() + 3 * g.pt, yOf(t.value) - g.markMetrics.height() - 0.5 * g.pt,
                         w, g.markMetrics.height());
        QColor bg = Qt::white;
        bg.setAlpha(200);
        p.fillRect(box, bg);
        p.setPen(c.darker(115));
        p.drawText(box, Qt::AlignCenter, t.label);
    }

    if (!f.hasData) {
        p.setFont(g.title);
        p.setPen(kMuted);
        p.drawText(pa, Qt::AlignCenter, tr("No data in this range"));
    }
    p.setClipping(false);

    p.setPen(QPen(kFrame, 0.6 * g.pt));
    p.drawRect(pa);

    // The window's cursors: A magenta, B blue, and the readout in the
    // plot's top right corner on a white ground, as the lane header had it.
    if (const TimeCursors &c = o.cursors; c.a && m_data) {
        const Reduction::Input in = reductionInput(pa.width() / g.pt * 2, o);
        for (const auto &[t, color] :
             {std::pair{c.a, LanePalette::cursorA}, std::pair{c.b, LanePalette::cursorB}}) {
            if (!t || *t < from || *t > to)
                continue;
            p.setPen(QPen(color, 0.8 * g.pt));
            p.drawLine(QPointF(xOf(double(*t)), pa.top()), QPointF(xOf(double(*t)), pa.bottom()));
        }
        const QString text =
            CursorReadout::text(m_spec, TimeFormat(o.cursorZone), *c.a, valuesAt(*c.a, in), c.b,
                                c.b ? valuesAt(*c.b, in) : CrosshairValues{});
        p.setFont(g.legend);
        const QFontMetricsF fm(g.legend, p.device());
        const QString shown = fm.elidedText(text, Qt::ElideLeft, pa.width() - 6 * g.pt);
        const qreal w = fm.horizontalAdvance(shown) + 4 * g.pt;
        const QRectF box(pa.right() - w - 2 * g.pt, pa.top() + 2 * g.pt, w, fm.height() + g.pt);
        QColor ground = Qt::white;
        ground.setAlpha(225);
        p.fillRect(box, ground);
        p.setPen(kText);
        p.drawText(box, Qt::AlignCenter, shown);
    }

    // Header: title with its unit, then what the marks mean, in words.
    p.setFont(g.title);
    p.setPen(kText);
    const QString unit = Units::symbol(m_spec.unit);
    const QString title = unit.isEmpty() ? m_spec.title : tr("%1 (%2)").arg(m_spec.title, unit);
    const QRectF headerRect(pa.left(), rect.top(), pa.width(), g.header - g.pt);
    QRectF titleRect;
    p.drawText(headerRect, Qt::AlignLeft | Qt::AlignVCenter, title, &titleRect);
    if (f.seriesCount > 0) {
        p.setFont(g.legend);
        p.setPen(kMuted);
        const QString legend = LaneChartPainter::legend(f, m_spec.aggregate, Medium::Paper);
        const QRectF legendRect = headerRect.adjusted(titleRect.width() + 10 * g.pt, 0, 0, 0);
        p.drawText(legendRect, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(g.legend, p.device())
                       .elidedText(legend, Qt::ElideRight, legendRect.width()));
    }

    // Time labels under the plot: dates where a day starts, else HH:mm.
    if (o.timeLabels) {
        p.setFont(g.tick);
        p.setPen(kText);
        const qreal y = pa.bottom() + 2 * g.pt;
        for (const qint64 t : ticks) {
            const qreal x = xOf(double(t));
            p.drawText(QRectF(x - 40 * g.pt, y, 80 * g.pt, g.tickMetrics.height()),
                       Qt::AlignHCenter | Qt::AlignTop, TimeAxis::label(t, step, o.zone));
        }
        // The zone, under the value axis: a time without one is a guess.
        p.setPen(kMuted);
        const QString zone =
            o.zone == QTimeZone::utc()
                ? tr("UTC")
                : o.zone.abbreviation(QDateTime::fromMSecsSinceEpoch(from, o.zone));
        p.drawText(
            QRectF(rect.left(), y, pa.left() - rect.left() - 3 * g.pt, g.tickMetrics.height()),
            Qt::AlignRight | Qt::AlignTop, zone);
    }
    p.restore();
}

std::vector<QRectF> LaneChartPainter::paintStack(QPainter &p,
                                                 const std::vector<LaneChartPainter> &lanes,
                                                 const QRectF &rect, const Options &o)
{
    std::vector<QRectF> plots;
    if (lanes.empty())
        return plots;
    const Geometry g(p.device());
    const qreal laneHeight = (rect.height() - g.timeLabels + g.bottom) / qreal(lanes.size());
    Options shared = o;
    shared.axisWidth = 0;
    for (const LaneChartPainter &l : lanes)
        shared.axisWidth = std::max(shared.axisWidth, l.axisWidth(p.device(), o));
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        const bool last = i + 1 == lanes.size();
        Options lo = shared;
        lo.timeLabels = last && o.timeLabels;
        lo.annotationText = i == 0 && o.annotationText;
        const QRectF r(rect.left(), rect.top() + qreal(i) * laneHeight, rect.width(),
                       last ? rect.bottom() - (rect.top() + qreal(i) * laneHeight) : laneHeight);
        lanes[i].paint(p, r, lo);
        plots.push_back(lanes[i].plotRect(p.device(), r, lo));
    }
    return plots;
}
