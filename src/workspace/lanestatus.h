#pragma once

#include "sourceerror.h"

#include <optional>
#include <QStringList>

// What a lane tells its user about its data: loading, fine, or what went
// wrong (with the data from before the failure still shown).
struct LaneStatus
{
    enum class State
    {
        Empty,
        Loading,
        Ok,
        Error
    };
    State state = State::Empty;
    std::optional<SourceError> error;
    QStringList warnings;     // backend warnings/infos, shown on the lane
    qint64 lastSuccessMs = 0; // wall time of the last good answer
    qint64 retryAtMs = 0;     // when the next automatic retry runs, 0 = none
    qint64 stepMs = 0;        // resolution of what is shown
    bool loading = false;     // a request is in flight (also while in Error)
    bool coarse = false;      // a coarse answer shows while the full one loads
};
