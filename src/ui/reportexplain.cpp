#include "reportexplain.h"

#include "explainresult.h"
#include "reportpageflow.h"
#include "snapshot.h"
#include "uitr.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimeZone>

namespace ReportExplain {

void section(ReportPageFlow &flow, const Snapshot &snapshot, const QString &timeFormat,
             const QTimeZone &zone)
{
    if (snapshot.explainJson.isEmpty())
        return;
    const QJsonDocument doc = QJsonDocument::fromJson(snapshot.explainJson);
    const auto r = ExplainResult::fromJson(doc.object());
    flow.heading(UiTr::tr("Explain"));
    if (!doc.isObject() || !r) {
        flow.paragraph(UiTr::tr("The snapshot's Explain result cannot be read."),
                       ReportPageFlow::font(9));
        return;
    }
    const auto at = [&](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, zone).toString(timeFormat);
    };
    flow.paragraph(UiTr::tr("%1: %2 – %3, against %4 – %5.")
                       .arg(r->title.isEmpty() ? UiTr::tr("The lane") : r->title, at(r->fromMs),
                            at(r->toMs), at(r->baselineFromMs), at(r->baselineToMs)),
                   ReportPageFlow::font(9));
    using Cell = ReportPageFlow::Cell;
    std::vector<std::vector<Cell>> where;
    for (const auto &p : r->where)
        where.push_back({{p.label + QStringLiteral(" = ") + p.value},
                         {UiTr::tr("%1 %").arg(qRound(100 * p.share))},
                         {QString::number(p.score, 'f', 2)}});
    if (!where.empty())
        flow.table({{UiTr::tr("Where"), 0.6},
                    {UiTr::tr("Share of the change"), 0.25},
                    {UiTr::tr("Score"), 0.15}},
                   where);
    std::vector<std::vector<Cell>> metrics;
    for (const auto &m : r->metrics) {
        QStringList places;
        for (const auto &[label, value] : m.where)
            places << label + QLatin1Char('=') + value;
        metrics.push_back({{m.metric, places.join(QLatin1Char(' '))},
                           {m.up ? UiTr::tr("up") : UiTr::tr("down")},
                           {QString::number(m.score, 'f', 2)}});
    }
    if (!metrics.empty())
        flow.table({{UiTr::tr("What else changed"), 0.7},
                    {UiTr::tr("Direction"), 0.15},
                    {UiTr::tr("Score"), 0.15}},
                   metrics);
    std::vector<std::vector<Cell>> events;
    for (const auto &e : r->events)
        events.push_back({{at(e.timeMs)}, {e.text}});
    if (!events.empty())
        flow.table({{UiTr::tr("When"), 0.22}, {UiTr::tr("What happened just before"), 0.78}},
                   events);
    if (!r->note.isEmpty())
        flow.paragraph(r->note, ReportPageFlow::font(8), ReportPageFlow::mutedColor());
}

} // namespace ReportExplain
