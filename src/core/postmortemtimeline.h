#pragma once

#include "snapshot.h"
#include "timeformat.h"

#include <QString>
#include <vector>

// One line of a postmortem's timeline.
struct TimelineEvent
{
    enum class Kind
    {
        Alert,      // an alert became pending, fired, resolved or was dropped
        Operator,   // acknowledged, silenced, unsilenced
        Runbook,    // a runbook started, ended, or ran dry
        Change,     // a change the source shows (rollout, scaling, restart, node, Xid)
        Annotation, // written on the incident by a person
    };
    qint64 atMs = 0;
    qint64 untilMs = 0; // an annotation over a range: its end; else 0
    Kind kind = Kind::Alert;
    QString what;    // "P1 InferenceLatencyP95 firing", "acknowledged"
    QString subject; // what it is about: the alert's target, the runbook
    QString who;     // the person, when one acted
    QString detail;  // note, reason, exit status

    bool operator==(const TimelineEvent &) const = default;
};

// Everything that happened during an incident, in time order, from its
// snapshot: alert transitions, what operators did, runbook runs, the
// changes the source showed and the annotations. What `fleetscope-cli
// timeline` prints and File > Export Timeline writes, ready to paste into a
// postmortem document.
namespace PostmortemTimeline {
std::vector<TimelineEvent> build(const Snapshot &snapshot);
// The snapshot's title, or its file's name when it has none.
QString titleOf(const Snapshot &snapshot, const QString &path);
// "alert", "operator", "runbook", "change", "annotation": JSON and CSV.
QString kindName(TimelineEvent::Kind kind);

// The formats, each with every time in `format`'s zone. Markdown is a
// titled table for people; JSON is {"title","zone","events":[{"time",
// "until","kind","what","subject","who","detail"}]} with RFC 3339 times;
// CSV has a header row `time,until,kind,what,subject,who,detail`.
QString markdown(const std::vector<TimelineEvent> &events, const QString &title,
                 const TimeFormat &format);
QByteArray json(const std::vector<TimelineEvent> &events, const QString &title,
                const TimeFormat &format);
QByteArray csv(const std::vector<TimelineEvent> &events, const TimeFormat &format);
} // namespace PostmortemTimeline
