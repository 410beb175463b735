#include "reportwriter.h"

#include "alertboard.h"
#include "lanechartpainter.h"
#include "reportexplain.h"
#include "reportpageflow.h"
#include "reportrecord.h"
#include "uitr.h"
#include "unit.h"

#include <algorithm>
#include <map>
#include <QDateTime>
#include <QDir>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QTimeZone>

namespace {
const QColor kText = ReportPageFlow::textColor();
const QColor kMuted = ReportPageFlow::mutedColor();

QFont font(qreal points, bool bold = false)
{
    return ReportPageFlow::font(points, bold);
}

// The report's times are in one zone: UTC, or the local zone when the user
// chose local time (the window's U setting); the CLI writes UTC.
QDateTime at(qint64 ms, const QTimeZone &zone)
{
    return QDateTime::fromMSecsSinceEpoch(ms, zone);
}

// "UTC", or the zone's abbreviation at `ms` ("CET").
QString zoneName(const QTimeZone &zone, qint64 ms)
{
    return zone == QTimeZone::utc() ? UiTr::tr("UTC") : at(ms, zone).timeZoneAbbreviation();
}

QString duration(qint64 ms)
{
    const qint64 s = std::max<qint64>(ms, 0) / 1000;
    if (s < 120)
        return UiTr::tr("%1 s").arg(s);
    if (s < 600 && s % 60)
        return UiTr::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    if (s < 7200)
        return UiTr::tr("%1 min").arg(s / 60);
    if (s < 2 * 86'400 && (s % 3600) / 60)
        return UiTr::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s < 2 * 86'400)
        return UiTr::tr("%1 h").arg(s / 3600);
    return UiTr::tr("%1 d %2 h").arg(s / 86'400).arg((s % 86'400) / 3600);
}

// "2024-05-14 13:00:00 – 15:00:00 UTC": the date once when both ends share it.
QString rangeText(qint64 fromMs, qint64 toMs, const QTimeZone &zone)
{
    const QDateTime a = QDateTime::fromMSecsSinceEpoch(fromMs, zone);
    const QDateTime b = QDateTime::fromMSecsSinceEpoch(toMs, zone);
    const QString full = QStringLiteral("yyyy-MM-dd HH:mm:ss");
    return UiTr::tr("%1 – %2 %3 (%4)")
        .arg(a.toString(full), b.toString(a.date() == b.date() ? QStringLiteral("HH:mm:ss") : full),
             zoneName(zone, toMs), duration(toMs - fromMs));
}

// The labels worth reading under an alert's target. Left out: the alert's
// name and severity (columns of their own), the identity labels the target
// already spells out, and exporter bookkeeping (GPU UUIDs, PCI addresses,
// driver versions, the scrape job) that a person does not act on. The full
// label sets stay in the snapshot and in `fleetscope-cli export`.
QString labelsText(const Labels &labels, const QString &target)
{
    static const QSet<QString> bookkeeping = {QStringLiteral("__name__"),
                                              QStringLiteral("__query__"),
                                              QStringLiteral("alertname"),
                                              QStringLiteral("severity"),
                                              QStringLiteral("uuid"),
                                              QStringLiteral("pci_bus_id"),
                                              QStringLiteral("device"),
                                              QStringLiteral("modelname"),
                                              QStringLiteral("dcgm_fi_driver_version")};
    static const QSet<QString> identity = {QStringLiteral("namespace"), QStringLiteral("pod"),
                                           QStringLiteral("hostname"), QStringLiteral("node"),
                                           QStringLiteral("gpu")};
    // With a target named, job and instance describe the exporter, not it.
    static const QSet<QString> scrape = {QStringLiteral("job"), QStringLiteral("instance")};
    const QStringList shown =
        target.split(QRegularExpression(QStringLiteral(R"x([\s·:,]+)x")), Qt::SkipEmptyParts);
    QStringList parts;
    for (const auto &[k, v] : labels.pairs()) {
        const QString key = k.toLower();
        if (bookkeeping.contains(key) || (identity.contains(key) && shown.contains(v)) ||
            (!target.isEmpty() && scrape.contains(key)))
            continue;
        parts << QStringLiteral("%1=%2").arg(k, v);
    }
    return parts.join(QStringLiteral(", "));
}

using Cell = ReportPageFlow::Cell;

// Whether every time the tables show (the range, alert transitions that
// may predate it, annotations, actions) falls on one day in `zone`, so the
// tables can print times alone under one stated date.
bool tableTimesShareADay(const Snapshot &s, const QTimeZone &zone)
{
    const QDate day = at(s.fromMs, zone).date();
    auto same = [&](qint64 ms) { return at(ms, zone).date() == day; };
    bool ok = same(s.toMs);
    for (const AlertInstance &a : s.alerts)
        ok = ok && same(a.pendingAtMs) && same(a.firingAtMs.value_or(a.pendingAtMs)) &&
             same(a.resolvedAtMs.value_or(a.pendingAtMs)) &&
             same(a.droppedAtMs.value_or(a.pendingAtMs));
    for (const Annotation &a : s.annotations)
        ok = ok && same(a.fromMs) && same(a.toMs);
    for (const AuditEntry &a : s.audit)
        ok = ok && same(a.atMs);
    return ok;
}

QString titleOf(const Snapshot &s)
{
    if (!s.title.trimmed().isEmpty())
        return s.title.trimmed();
    if (!s.dashboard.title.isEmpty())
        return s.dashboard.title;
    return UiTr::tr("Untitled snapshot");
}

// The key under a stack of lanes: what the colours, strips and marks mean.
qreal drawKey(QPainter &p, const QRectF &r, qreal pt)
{
    const QFont f = font(7);
    p.setFont(f);
    const QFontMetricsF fm(f, p.device());
    const qreal h = fm.height();
    qreal x = r.left();
    for (AlertTier t : {AlertTier::P1, AlertTier::P2, AlertTier::P3}) {
        QColor fill = LaneChartPainter::tierColor(t);
        fill.setAlpha(60);
        const QRectF sw(x, r.top() + 1 * pt, 14 * pt, h - 2 * pt);
        p.fillRect(sw, fill);
        QColor strip = LaneChartPainter::tierColor(t);
        p.fillRect(QRectF(sw.left(), sw.bottom() - 2 * pt, sw.width(), 2 * pt), strip);
        x += sw.width() + 3 * pt;
        const QString text = LaneChartPainter::tierText(t);
        p.setPen(LaneChartPainter::tierColor(t).darker(120));
        p.drawText(QRectF(x, r.top(), fm.horizontalAdvance(text) + 2, h),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        x += fm.horizontalAdvance(text) + 10 * pt;
    }
    p.setPen(kMuted);
    const QString rest = UiTr::tr("pale band: pending · dark band with a strip along the bottom: "
                                  "firing · ▼ annotation · dashed: threshold");
    p.drawText(QRectF(x, r.top(), r.right() - x, h), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(rest, Qt::ElideRight, r.right() - x));
    return h;
}

void titleBlock(ReportPageFlow &flow, const Snapshot &s, const QTimeZone &zone)
{
    const qreal pt = flow.pt();
    flow.paragraph(UiTr::tr("Incident report"), font(9, true), kMuted);
    flow.paragraph(titleOf(s), font(19, true));
    flow.advance(4 * pt);
    const qreal keyWidth = 120 * pt;
    // Both zones, the report's own first.
    const QString utcRow = rangeText(s.fromMs, s.toMs, QTimeZone::utc());
    const QString localRow = rangeText(s.fromMs, s.toMs, QTimeZone::systemTimeZone());
    const bool utcFirst = zone == QTimeZone::utc();
    flow.keyValue(utcFirst ? UiTr::tr("Time range (UTC)") : UiTr::tr("Time range (local)"),
                  utcFirst ? utcRow : localRow, keyWidth);
    flow.keyValue(utcFirst ? UiTr::tr("Time range (local)") : UiTr::tr("Time range (UTC)"),
                  utcFirst ? localRow : utcRow, keyWidth);
    QString captured = UiTr::tr("%1 %2").arg(
        at(s.capturedAtMs, zone).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
        zoneName(zone, s.capturedAtMs));
    if (!s.capturedBy.isEmpty())
        captured = UiTr::tr("%1 by %2").arg(captured, s.capturedBy);
    if (!s.appVersion.isEmpty())
        captured = UiTr::tr("%1 (FleetScope %2)").arg(captured, s.appVersion);
    flow.keyValue(UiTr::tr("Captured"), captured, keyWidth);
    if (!s.dashboard.title.isEmpty())
        flow.keyValue(UiTr::tr("Dashboard"), s.dashboard.title, keyWidth);
    QStringList sources;
    for (const SnapshotSource &src : s.sources)
        sources << (src.type.isEmpty() ? src.name : UiTr::tr("%1 (%2)").arg(src.name, src.type));
    if (sources.isEmpty()) {
        // An older capture without a sources table still names them in its queries.
        for (const SnapshotQuery &q : s.queries)
            if (!q.spec.source.isEmpty() && !sources.contains(q.spec.source))
                sources << q.spec.source;
    }
    flow.keyValue(UiTr::tr("Sources"),
                  sources.isEmpty() ? UiTr::tr("none recorded")
                                    : sources.join(QStringLiteral(", ")),
                  keyWidth);
    std::map<AlertTier, int> tiers;
    int fired = 0;
    for (const AlertInstance &a : s.alerts) {
        ++tiers[a.tier];
        fired += a.firingAtMs ? 1 : 0;
    }
    QStringList byTier;
    for (const auto &[tier, n] : tiers)
        byTier << UiTr::tr("%1 %2").arg(n).arg(LaneChartPainter::tierText(tier));
    // "Alerts: 4", not "4 alert(s)": counts read right in any language
    // without a plural form per phrase.
    const QLocale locale;
    QStringList contents;
    contents << UiTr::tr("lanes: %1").arg(s.dashboard.lanes.size())
             << UiTr::tr("samples: %1").arg(locale.toString(qulonglong(s.sampleCount())))
             << (s.alerts.empty() ? UiTr::tr("alerts: none")
                                  : UiTr::tr("alerts: %1, of which fired: %2 (%3)")
                                        .arg(s.alerts.size())
                                        .arg(fired)
                                        .arg(byTier.join(QStringLiteral(", "))))
             << UiTr::tr("annotations: %1").arg(s.annotations.size())
             << UiTr::tr("operator actions: %1").arg(s.audit.size())
             << UiTr::tr("notes: %1").arg(s.notes.size());
    flow.keyValue(UiTr::tr("Contents"), contents.join(QStringLiteral(" · ")), keyWidth);
}

void lanesSection(ReportPageFlow &flow, QPainter &p, const Snapshot &s,
                  const std::vector<LaneChartPainter> &lanes, const QTimeZone &zone,
                  const TimeCursors &cursors)
{
    const qreal pt = flow.pt();
    // Roughly 60 mm per lane reads well; never less than 40 mm.
    const qreal preferred = 170 * pt;
    const qreal minimum = 115 * pt;
    const qreal keyH = 16 * pt;
    const qreal labelsH = 16 * pt;
    flow.heading(UiTr::tr("Lanes"));
    flow.paragraph(UiTr::tr("The whole snapshot, %1. Each lane: black line = the lane's aggregate "
                            "across series, blue band = min–max across series, coloured lines = "
                            "the top outliers, named at their right end.")
                       .arg(rangeText(s.fromMs, s.toMs, zone)),
                   font(8), kMuted);
    std::size_t next = 0;
    while (next < lanes.size()) {
        std::size_t fit =
            std::size_t(std::max<qreal>(0, (flow.remaining() - labelsH - keyH) / minimum));
        if (fit == 0) {
            flow.newPage();
            continue;
        }
        fit = std::min(fit, lanes.size() - next);
        const qreal laneH = std::min(preferred, (flow.remaining() - labelsH - keyH) / qreal(fit));
        const std::vector<LaneChartPainter> chunk(lanes.begin() + std::ptrdiff_t(next),
                                                  lanes.begin() + std::ptrdiff_t(next + fit));
        const QRectF rect(flow.body().left(), flow.y(), flow.body().width(),
                          laneH * qreal(fit) + labelsH);
        LaneChartPainter::Options o;
        o.fromMs = s.fromMs;
        o.toMs = s.toMs;
        o.zone = zone;
        o.cursors = cursors;
        o.cursorZone = zone;
        LaneChartPainter::paintStack(p, chunk, rect, o);
        flow.advance(rect.height() + 4 * pt);
        flow.advance(
            drawKey(p, QRectF(flow.body().left(), flow.y(), flow.body().width(), keyH), pt) +
            6 * pt);
        next += fit;
    }
}

// Instances of one rule that went through the same transitions at the same
// times: sixteen GPUs of one node pool crossing 85 % together are one event,
// and one row that names them all reads better than sixteen.
std::vector<std::vector<const AlertInstance *>>
simultaneous(const std::vector<const AlertInstance *> &alerts)
{
    std::vector<std::vector<const AlertInstance *>> groups;
    auto same = [](const AlertInstance *a, const AlertInstance *b) {
        return a->rule == b->rule && a->tier == b->tier && a->pendingAtMs == b->pendingAtMs &&
               a->firingAtMs == b->firingAtMs && a->resolvedAtMs == b->resolvedAtMs &&
               a->droppedAtMs == b->droppedAtMs;
    };
    for (const AlertInstance *a : alerts) {
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const auto &g) { return same(g.front(), a); });
        if (it == groups.end())
            groups.push_back({a});
        else
            it->push_back(a);
    }
    return groups;
}

std::vector<std::vector<Cell>> alertRows(const std::vector<const AlertInstance *> &alerts,
                                         const Snapshot &s, const QString &timeFormat,
                                         const QTimeZone &zone)
{
    auto time = [&](qint64 ms) { return at(ms, zone).toString(timeFormat); };
    std::vector<std::vector<Cell>> rows;
    for (const auto &group : simultaneous(alerts)) {
        const AlertInstance *a = group.front();
        std::vector<Cell> row;
        row.push_back({a->rule, {}, kText, true});
        row.push_back({LaneChartPainter::tierText(a->tier),
                       {},
                       LaneChartPainter::tierColor(a->tier).darker(115),
                       true});
        if (group.size() == 1) {
            const QString target = AlertBoardBuilder::targetOf(a->labels);
            row.push_back({target, labelsText(a->labels, target)});
        } else {
            // The targets one after the other; under them the labels all share.
            QStringList targets;
            Labels common = a->labels;
            for (const AlertInstance *g : group) {
                targets << AlertBoardBuilder::targetOf(g->labels);
                Labels kept;
                for (const auto &[k, v] : common.pairs())
                    if (g->labels.value(k) == v)
                        kept.set(k, v);
                common = kept;
            }
            // "team-b · pod-1, team-b · pod-2" reads better as "in team-b:
            // pod-1, pod-2".
            const QString sep = QStringLiteral(" · ");
            const QString prefix = targets.front().section(sep, 0, 0);
            const bool shared =
                targets.front().contains(sep) &&
                std::all_of(targets.cbegin(), targets.cend(),
                            [&](const QString &t) { return t.startsWith(prefix + sep); });
            if (shared)
                for (QString &t : targets)
                    t = t.mid(prefix.size() + sep.size());
            const QString list = targets.join(QStringLiteral(", "));
            const QString text = shared
                                     ? UiTr::tr("×%1 in %2: %3").arg(group.size()).arg(prefix, list)
                                     : UiTr::tr("×%1: %2").arg(group.size()).arg(list);
            row.push_back({text, labelsText(common, text)});
        }
        row.push_back({time(a->pendingAtMs)});
        row.push_back(a->firingAtMs ? Cell{time(*a->firingAtMs)}
                                    : Cell{UiTr::tr("—"), UiTr::tr("never fired")});
        const std::optional<qint64> end = a->resolvedAtMs ? a->resolvedAtMs : a->droppedAtMs;
        if (a->resolvedAtMs)
            row.push_back({time(*a->resolvedAtMs)});
        else if (a->droppedAtMs)
            row.push_back({time(*a->droppedAtMs), UiTr::tr("pending ended")});
        else
            row.push_back({UiTr::tr("open"), UiTr::tr("at the end of the snapshot")});
        const qint64 start = a->firingAtMs.value_or(a->pendingAtMs);
        const qint64 stop = end.value_or(std::max(s.toMs, start));
        const QString d =
            end ? duration(stop - start) : UiTr::tr("≥ %1").arg(duration(stop - start));
        row.push_back({d, a->firingAtMs ? QString() : UiTr::tr("pending")});
        rows.push_back(std::move(row));
    }
    return rows;
}

void alertSection(ReportPageFlow &flow, const Snapshot &s, const QString &timeFormat,
                  const QTimeZone &zone)
{
    flow.heading(UiTr::tr("Alert timeline"));
    if (!timeFormat.contains(QLatin1Char('y')))
        flow.paragraph(UiTr::tr("All times in the tables are %1 on %2.")
                           .arg(zoneName(zone, s.fromMs),
                                at(s.fromMs, zone).toString(QStringLiteral("yyyy-MM-dd"))),
                       font(7.5), kMuted);
    if (s.alerts.empty()) {
        flow.paragraph(UiTr::tr("No alert was pending or firing in this snapshot."), font(9));
        return;
    }
    // The incident's story first, in order; the P3 digest (waste, not
    // pages) after it, as the alert pane collapses it, so that dozens of idle
    // GPUs do not bury the one page that mattered.
    std::vector<const AlertInstance *> loud, digest;
    for (const AlertInstance &a : s.alerts)
        (a.tier == AlertTier::P3 ? digest : loud).push_back(&a);
    auto byTime = [](const AlertInstance *a, const AlertInstance *b) {
        if (a->pendingAtMs != b->pendingAtMs)
            return a->pendingAtMs < b->pendingAtMs;
        return int(a->tier) < int(b->tier);
    };
    std::stable_sort(loud.begin(), loud.end(), byTime);
    std::stable_sort(digest.begin(), digest.end(), byTime);
    const std::vector<ReportPageFlow::Column> columns = {{UiTr::tr("Rule"), 0.22},
                                                         {UiTr::tr("Tier"), 0.06},
                                                         {UiTr::tr("Target and labels"), 0.27},
                                                         {UiTr::tr("Pending"), 0.11},
                                                         {UiTr::tr("Firing"), 0.11},
                                                         {UiTr::tr("Resolved"), 0.12},
                                                         {UiTr::tr("Duration"), 0.11}};
    if (loud.empty())
        flow.paragraph(UiTr::tr("No P1 or P2 alert was pending or firing in this snapshot."),
                       font(9));
    else
        flow.table(columns, alertRows(loud, s, timeFormat, zone));
    if (!digest.empty()) {
        flow.paragraph(UiTr::tr("P3 digest: %1 alert instances (waste and housekeeping, not paged)")
                           .arg(digest.size()),
                       font(9, true));
        flow.table(columns, alertRows(digest, s, timeFormat, zone));
    }
    flow.paragraph(UiTr::tr("Duration is how long the alert fired, or was pending if it never "
                            "fired; ≥ marks an alert still open when the snapshot ends."),
                   font(7.5), kMuted);
}

} // namespace

QString ReportWriter::problem(const Snapshot &snapshot)
{
    if (snapshot.dashboard.lanes.empty())
        return tr("the snapshot has no lanes to draw");
    if (snapshot.toMs <= snapshot.fromMs)
        return tr("the snapshot's time range is empty");
    if (snapshot.sampleCount() == 0)
        return tr("the snapshot holds no samples");
    return {};
}

std::expected<void, QString> ReportWriter::writePdf(const Snapshot &snapshot, const QString &path,
                                                    const QTimeZone &zone,
                                                    const TimeCursors &cursors)
{
    if (const QString why = problem(snapshot); !why.isEmpty())
        return std::unexpected(why);
    if (auto ok = ReportPageFlow::canPaint(); !ok)
        return ok;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    {
        QPdfWriter writer(&file);
        ReportPageFlow::setUpA4(writer, titleOf(snapshot));
        QPainter p;
        if (!p.begin(&writer))
            return std::unexpected(
                ReportPageFlow::writeError(path, tr("the PDF could not be started")));
        ReportPageFlow flow(writer, p,
                            tr("FleetScope incident report · %1").arg(titleOf(snapshot)));
        // One date for every time in the tables when the incident fits in a
        // day; otherwise each time carries its date.
        const bool oneDay = tableTimesShareADay(snapshot, zone);
        const QString timeFormat =
            oneDay ? QStringLiteral("HH:mm:ss") : QStringLiteral("yyyy-MM-dd HH:mm:ss");
        titleBlock(flow, snapshot, zone);
        const std::vector<LaneChartPainter> lanes = LaneChartPainter::forSnapshot(snapshot);
        lanesSection(flow, p, snapshot, lanes, zone, cursors);
        alertSection(flow, snapshot, timeFormat, zone);
        ReportRecord::annotations(flow, snapshot, timeFormat, zone);
        ReportExplain::section(flow, snapshot, timeFormat, zone);
        ReportRecord::actions(flow, snapshot, timeFormat, zone);
        ReportRecord::notes(flow, snapshot, zone);
        flow.finish();
        if (!p.end())
            return std::unexpected(
                ReportPageFlow::writeError(path, tr("the PDF could not be finished")));
    }
    if (!file.commit())
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    return {};
}

std::expected<QImage, QString> ReportWriter::renderLanes(const Snapshot &snapshot, QSize size,
                                                         std::vector<QRectF> *plotRects,
                                                         const QTimeZone &zone,
                                                         const TimeCursors &cursors)
{
    if (const QString why = problem(snapshot); !why.isEmpty())
        return std::unexpected(why);
    if (size.width() < 200 || size.height() < 100 || size.width() > 20000 || size.height() > 20000)
        return std::unexpected(tr("an image of %1×%2 pixels cannot hold the lanes (200×100 to "
                                  "20000×20000)")
                                   .arg(size.width())
                                   .arg(size.height()));
    if (auto ok = ReportPageFlow::canPaint(); !ok)
        return std::unexpected(ok.error());
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    // Text scales with the image: as if it were printed ten inches wide.
    const int dpi = std::clamp(size.width() / 10, 72, 600);
    image.setDotsPerMeterX(int(dpi / 0.0254));
    image.setDotsPerMeterY(int(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal pt = dpi / 72.0;
    const QRectF area = QRectF(image.rect()).adjusted(8 * pt, 6 * pt, -8 * pt, -6 * pt);
    const QFont head = font(9, true);
    p.setFont(head);
    p.setPen(kText);
    const qreal headH = QFontMetricsF(head, &image).height() + 4 * pt;
    p.drawText(
        QRectF(area.left(), area.top(), area.width(), headH), Qt::AlignLeft | Qt::AlignVCenter,
        tr("%1 · %2").arg(titleOf(snapshot), rangeText(snapshot.fromMs, snapshot.toMs, zone)));
    const qreal keyH = QFontMetricsF(font(7), &image).height() + 4 * pt;
    const QRectF stack(area.left(), area.top() + headH, area.width(), area.height() - headH - keyH);
    LaneChartPainter::Options o;
    o.fromMs = snapshot.fromMs;
    o.toMs = snapshot.toMs;
    o.zone = zone;
    o.cursors = cursors;
    o.cursorZone = zone;
    const std::vector<LaneChartPainter> lanes = LaneChartPainter::forSnapshot(snapshot);
    const std::vector<QRectF> plots = LaneChartPainter::paintStack(p, lanes, stack, o);
    drawKey(p, QRectF(area.left(), stack.bottom() + 2 * pt, area.width(), keyH), pt);
    p.end();
    if (plotRects)
        *plotRects = plots;
    return image;
}

std::expected<void, QString> ReportWriter::writePng(const Snapshot &snapshot, const QString &path,
                                                    QSize size, const QTimeZone &zone,
                                                    const TimeCursors &cursors)
{
    auto image = renderLanes(snapshot, size, nullptr, zone, cursors);
    if (!image)
        return std::unexpected(image.error());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    if (!image->save(&file, "PNG"))
        return std::unexpected(
            ReportPageFlow::writeError(path, tr("the PNG could not be encoded")));
    if (!file.commit())
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    return {};
}
