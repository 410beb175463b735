#include "postmortemtimeline.h"

#include "alertboard.h"
#include "coretr.h"
#include "explainresult.h"
#include "promformat.h"

#include <algorithm>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {
using Kind = TimelineEvent::Kind;

QString tierText(AlertTier t)
{
    return t == AlertTier::None ? QString() : QStringLiteral("P%1 ").arg(int(t));
}

void addAlerts(const Snapshot &snap, std::vector<TimelineEvent> &out)
{
    for (const AlertInstance &a : snap.alerts) {
        const QString target = AlertBoardBuilder::targetOf(a.labels);
        auto add = [&](qint64 t, const QString &state) {
            out.push_back({t,
                           0,
                           Kind::Alert,
                           CoreTr::tr("%1%2 %3").arg(tierText(a.tier), a.rule, state),
                           target,
                           {},
                           {}});
        };
        add(a.pendingAtMs, CoreTr::tr("pending"));
        if (a.firingAtMs)
            add(*a.firingAtMs, CoreTr::tr("firing"));
        if (a.resolvedAtMs)
            add(*a.resolvedAtMs, CoreTr::tr("resolved"));
        if (a.droppedAtMs)
            add(*a.droppedAtMs, CoreTr::tr("no longer pending"));
    }
}

void addAudit(const Snapshot &snap, std::vector<TimelineEvent> &out)
{
    for (const AuditEntry &e : snap.audit) {
        Kind kind;
        if (e.action == QLatin1String("ack") || e.action.startsWith(QLatin1String("silence")) ||
            e.action == QLatin1String("unsilence"))
            kind = Kind::Operator;
        else if (e.action == QLatin1String("runbook") ||
                 e.action == QLatin1String("runbook-result") ||
                 e.action == QLatin1String("runbook-dry-run"))
            kind = Kind::Runbook;
        else
            continue; // loading rules or a registry is set-up, not the incident
        out.push_back(
            {e.atMs, 0, kind, AuditEntry::actionText(e.action), e.target, e.who, e.detail});
    }
}

void addChanges(const Snapshot &snap, std::vector<TimelineEvent> &out)
{
    // The changes kept with the snapshot (the lanes' change marks), then
    // those a kept Explain answer found that are not among them.
    QSet<QPair<qint64, QString>> seen;
    for (const auto &e : snap.changes) {
        seen.insert({e.timeMs, e.text});
        out.push_back({e.timeMs, 0, Kind::Change, e.text, e.labels.toPromQL(), {}, e.kind});
    }
    if (snap.explainJson.isEmpty())
        return;
    const auto explained =
        ExplainResult::fromJson(QJsonDocument::fromJson(snap.explainJson).object());
    if (!explained)
        return; // an unreadable answer is shown as such in Replay, not here
    for (const auto &e : explained->events)
        if (!seen.contains({e.timeMs, e.text}))
            out.push_back({e.timeMs, 0, Kind::Change, e.text, e.labels.toPromQL(), {}, e.kind});
}

void addAnnotations(const Snapshot &snap, std::vector<TimelineEvent> &out)
{
    for (const Annotation &a : snap.annotations) {
        // On a lane: the lane's title is what it is about.
        const LaneSpec *lane = snap.dashboard.lane(a.laneId);
        const QString on = a.laneId.isEmpty() ? QString() : lane ? lane->title : a.laneId;
        out.push_back(
            {a.fromMs, a.isPoint() ? 0 : a.toMs, Kind::Annotation, a.text, on, a.author, {}});
    }
}

// A time as RFC 3339 in the format's zone ("2026-11-26T15:07:31+01:00").
QString rfc3339(qint64 ms, const TimeFormat &format)
{
    // UTC as "Z", as the other commands print it (a QDateTime in the UTC
    // zone would write "+00:00").
    if (format.isUtc())
        return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
    return format.dateTime(ms).toString(Qt::ISODate);
}

QString zoneText(const std::vector<TimelineEvent> &events, const TimeFormat &format)
{
    if (format.isUtc())
        return QStringLiteral("UTC");
    const qint64 at = events.empty() ? 0 : events.front().atMs;
    const QString id = QString::fromUtf8(format.zone().id());
    const QString name = format.zoneName(at);
    return id.isEmpty() || id == name ? name : QStringLiteral("%1 (%2)").arg(id, name);
}

// A cell of a Markdown table: one line, no column breaks.
QString cell(QString s)
{
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s.trimmed();
}
} // namespace

namespace PostmortemTimeline {

std::vector<TimelineEvent> build(const Snapshot &snapshot)
{
    std::vector<TimelineEvent> out;
    addAlerts(snapshot, out);
    addAudit(snapshot, out);
    addChanges(snapshot, out);
    addAnnotations(snapshot, out);
    // At the same moment the cause reads before the effect: a change, then
    // the alert, then what people did about it.
    auto rank = [](Kind k) {
        switch (k) {
        case Kind::Change:
            return 0;
        case Kind::Alert:
            return 1;
        case Kind::Annotation:
            return 2;
        case Kind::Operator:
            return 3;
        case Kind::Runbook:
            return 4;
        }
        return 5;
    };
    // Then by what happened, so one rule's transition on many targets sits
    // together (Markdown makes it one row), and by target for a stable order.
    std::stable_sort(out.begin(), out.end(), [&](const TimelineEvent &a, const TimelineEvent &b) {
        if (a.atMs != b.atMs)
            return a.atMs < b.atMs;
        if (rank(a.kind) != rank(b.kind))
            return rank(a.kind) < rank(b.kind);
        return a.kind == Kind::Alert &&
               (a.what != b.what ? a.what < b.what : a.subject < b.subject);
    });
    return out;
}

QString titleOf(const Snapshot &snapshot, const QString &path)
{
    return snapshot.title.isEmpty() ? QFileInfo(path).completeBaseName() : snapshot.title;
}

QString kindName(TimelineEvent::Kind kind)
{
    switch (kind) {
    case Kind::Alert:
        return QStringLiteral("alert");
    case Kind::Operator:
        return QStringLiteral("operator");
    case Kind::Runbook:
        return QStringLiteral("runbook");
    case Kind::Change:
        return QStringLiteral("change");
    case Kind::Annotation:
        return QStringLiteral("annotation");
    }
    return {};
}

QString markdown(const std::vector<TimelineEvent> &events, const QString &title,
                 const TimeFormat &format)
{
    QString md =
        QStringLiteral("## %1\n\n")
            .arg(title.isEmpty() ? CoreTr::tr("Timeline") : CoreTr::tr("Timeline: %1").arg(title));
    if (events.empty())
        return md +
               CoreTr::tr("Nothing happened in this snapshot: no alert, change, action or "
                          "annotation.") +
               QLatin1Char('\n');
    md += CoreTr::tr("Times in %1.").arg(zoneText(events, format)) + QStringLiteral("\n\n");
    md += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---|---|---|\n")
              .arg(CoreTr::tr("Time"), CoreTr::tr("What"), CoreTr::tr("On"), CoreTr::tr("Detail"));
    // A rule that fires on twenty GPUs at once is one line for people: the
    // same transition at the same minute, its targets listed.
    for (std::size_t i = 0; i < events.size();) {
        const TimelineEvent &e = events[i];
        std::size_t j = i + 1;
        QStringList subjects{e.subject};
        while (e.kind == Kind::Alert && j < events.size() && events[j].kind == Kind::Alert &&
               events[j].atMs == e.atMs && events[j].what == e.what) {
            subjects << events[j].subject;
            ++j;
        }
        QString when = format.dateClock(e.atMs);
        if (e.untilMs)
            when = CoreTr::tr("%1 – %2").arg(when, format.clock(e.untilMs));
        QString what = e.what, subject = e.subject;
        if (subjects.size() > 1) {
            what = CoreTr::tr("%1 (%n alerts)", nullptr, int(subjects.size())).arg(e.what);
            constexpr int kNamed = 3;
            subject = subjects.mid(0, kNamed).join(QStringLiteral(", "));
            if (subjects.size() > kNamed)
                subject = CoreTr::tr("%1 and %n more", nullptr, int(subjects.size()) - kNamed)
                              .arg(subject);
        }
        QString detail = e.detail;
        if (!e.who.isEmpty())
            detail = detail.isEmpty() ? CoreTr::tr("by %1").arg(e.who)
                                      : CoreTr::tr("by %1: %2").arg(e.who, detail);
        md += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                  .arg(cell(when), cell(what), cell(subject), cell(detail));
        i = j;
    }
    return md;
}

QByteArray json(const std::vector<TimelineEvent> &events, const QString &title,
                const TimeFormat &format)
{
    QJsonArray list;
    for (const TimelineEvent &e : events)
        list.append(
            QJsonObject{{QStringLiteral("time"), rfc3339(e.atMs, format)},
                        {QStringLiteral("until"), e.untilMs ? QJsonValue(rfc3339(e.untilMs, format))
                                                            : QJsonValue(QJsonValue::Null)},
                        {QStringLiteral("kind"), kindName(e.kind)},
                        {QStringLiteral("what"), e.what},
                        {QStringLiteral("subject"), e.subject},
                        {QStringLiteral("who"), e.who},
                        {QStringLiteral("detail"), e.detail}});
    return QJsonDocument(QJsonObject{{QStringLiteral("title"), title},
                                     {QStringLiteral("zone"), zoneText(events, format)},
                                     {QStringLiteral("events"), list}})
        .toJson(QJsonDocument::Indented);
}

QByteArray csv(const std::vector<TimelineEvent> &events, const TimeFormat &format)
{
    QByteArray out = "time,until,kind,what,subject,who,detail\n";
    for (const TimelineEvent &e : events) {
        out += PromFormat::csvField(rfc3339(e.atMs, format)) + ',' +
               (e.untilMs ? PromFormat::csvField(rfc3339(e.untilMs, format)) : QByteArray()) + ',' +
               PromFormat::csvField(kindName(e.kind)) + ',' + PromFormat::csvField(e.what) + ',' +
               PromFormat::csvField(e.subject) + ',' + PromFormat::csvField(e.who) + ',' +
               PromFormat::csvField(e.detail) + '\n';
    }
    return out;
}

} // namespace PostmortemTimeline
