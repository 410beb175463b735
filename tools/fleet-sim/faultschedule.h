#pragma once

#include <QByteArray>

class FleetModel;

// The injected faults as a machine-readable document (JSON), for whoever
// judges Explain on this fleet: per fault its kind, start and end (Unix
// seconds), the metrics that show its cause, the places it is at
// (label=value pairs, any of which names it) and the symptom an on-call
// engineer would start from: a lane id of builtin:gpu-inference.
namespace FaultSchedule {

QByteArray toJson(const FleetModel &model);

} // namespace FaultSchedule
