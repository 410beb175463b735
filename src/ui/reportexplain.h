#pragma once

#include <QString>

class ReportPageFlow;
class QTimeZone;
struct Snapshot;

// The report's "Explain" section: the answer the snapshot kept (what was
// explained against what, where, what else changed, what happened just
// before), as tables. Nothing when the snapshot kept none.
namespace ReportExplain {
void section(ReportPageFlow &flow, const Snapshot &snapshot, const QString &timeFormat,
             const QTimeZone &zone);
} // namespace ReportExplain
