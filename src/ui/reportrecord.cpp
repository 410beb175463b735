#include "reportrecord.h"

#include "reportpageflow.h"
#include "snapshot.h"
#include "timeformat.h"
#include "uitr.h"

#include <algorithm>
#include <QDateTime>
#include <QTimeZone>

namespace {
using Cell = ReportPageFlow::Cell;
const QColor kText = ReportPageFlow::textColor();
const QColor kMuted = ReportPageFlow::mutedColor();

QDateTime atIn(qint64 ms, const QTimeZone &zone)
{
    return QDateTime::fromMSecsSinceEpoch(ms, zone);
}
} // namespace

namespace ReportRecord {

void annotations(ReportPageFlow &flow, const Snapshot &s, const QString &timeFormat,
                 const QTimeZone &zone)
{
    flow.heading(UiTr::tr("Annotations"));
    if (s.annotations.empty()) {
        flow.paragraph(UiTr::tr("None recorded."), ReportPageFlow::font(9));
        return;
    }
    // Per lane, in the dashboard's order after those on every lane; by time
    // within a lane.
    auto laneOrder = [&s](const Annotation *a) {
        if (a->laneId.isEmpty())
            return -1;
        for (std::size_t i = 0; i < s.dashboard.lanes.size(); ++i)
            if (s.dashboard.lanes[i].id == a->laneId)
                return int(i);
        return int(s.dashboard.lanes.size()); // a lane the dashboard no longer has
    };
    std::vector<const Annotation *> sorted;
    for (const Annotation &a : s.annotations)
        sorted.push_back(&a);
    std::stable_sort(sorted.begin(), sorted.end(), [&](const Annotation *a, const Annotation *b) {
        const int la = laneOrder(a), lb = laneOrder(b);
        return la != lb ? la < lb : a->fromMs < b->fromMs;
    });
    std::vector<std::vector<Cell>> rows;
    for (const Annotation *a : sorted) {
        const QString when =
            a->isPoint() ? atIn(a->fromMs, zone).toString(timeFormat)
                         : UiTr::tr("%1 – %2").arg(atIn(a->fromMs, zone).toString(timeFormat),
                                                   atIn(a->toMs, zone).toString(timeFormat));
        const LaneSpec *lane = s.dashboard.lane(a->laneId);
        const QString on = a->laneId.isEmpty() ? UiTr::tr("every lane")
                           : lane              ? lane->title
                                               : a->laneId;
        rows.push_back({{on}, {when}, {a->text}, {a->author}});
    }
    flow.table({{UiTr::tr("Lane"), 0.18},
                {UiTr::tr("When (%1)").arg(TimeFormat(zone).zoneName(s.fromMs)), 0.2},
                {UiTr::tr("Annotation"), 0.49},
                {UiTr::tr("By"), 0.13}},
               rows);
}

void actions(ReportPageFlow &flow, const Snapshot &s, const QString &timeFormat,
             const QTimeZone &zone)
{
    flow.heading(UiTr::tr("Runbook and operator actions"));
    if (s.audit.empty()) {
        flow.paragraph(UiTr::tr("None recorded."), ReportPageFlow::font(9));
        return;
    }
    std::vector<const AuditEntry *> sorted;
    for (const AuditEntry &a : s.audit)
        sorted.push_back(&a);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const AuditEntry *a, const AuditEntry *b) { return a->atMs < b->atMs; });
    std::vector<std::vector<Cell>> rows;
    for (const AuditEntry *a : sorted)
        rows.push_back({{atIn(a->atMs, zone).toString(timeFormat)},
                        {a->who},
                        {a->action, {}, kText, true},
                        {a->target},
                        {a->detail}});
    flow.table({{UiTr::tr("When (%1)").arg(TimeFormat(zone).zoneName(s.fromMs)), 0.13},
                {UiTr::tr("Who"), 0.11},
                {UiTr::tr("Action"), 0.12},
                {UiTr::tr("Target"), 0.27},
                {UiTr::tr("Detail"), 0.37}},
               rows);
}

void notes(ReportPageFlow &flow, const Snapshot &s, const QTimeZone &zone)
{
    flow.heading(UiTr::tr("Notes"));
    if (s.notes.empty()) {
        flow.paragraph(UiTr::tr("None recorded."), ReportPageFlow::font(9));
        return;
    }
    for (const SnapshotNote &n : s.notes) {
        QString by = atIn(n.createdAtMs, zone).toString(QStringLiteral("yyyy-MM-dd HH:mm")) +
                     QLatin1Char(' ') + TimeFormat(zone).zoneName(n.createdAtMs);
        if (!n.author.isEmpty())
            by = UiTr::tr("%1, %2").arg(n.author, by);
        flow.paragraph(by, ReportPageFlow::font(7.5, true), kMuted);
        flow.paragraph(n.text, ReportPageFlow::font(9.5), kText);
        flow.advance(4 * flow.pt());
    }
}

} // namespace ReportRecord
