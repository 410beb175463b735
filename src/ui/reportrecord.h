#pragma once

#include <QString>

class ReportPageFlow;
class QTimeZone;
struct Snapshot;

// The report's record of what people wrote and did during the incident:
// the annotations (per lane, those on every lane first), the runbook and
// operator actions, and the postmortem notes, each in time order.
namespace ReportRecord {
void annotations(ReportPageFlow &flow, const Snapshot &snapshot, const QString &timeFormat,
                 const QTimeZone &zone);
void actions(ReportPageFlow &flow, const Snapshot &snapshot, const QString &timeFormat,
             const QTimeZone &zone);
void notes(ReportPageFlow &flow, const Snapshot &snapshot, const QTimeZone &zone);
} // namespace ReportRecord
