#pragma once

#include "dashboard.h"
#include "reduction.h"
#include "timeformat.h"

#include <optional>
#include <QString>

// The window's two cursors: A (the crosshair, or where it is pinned) and,
// once A is pinned, B (where the mouse is, or where it is pinned). Passed to
// the exports so a PNG or PDF shows what the window showed.
struct TimeCursors
{
    std::optional<qint64> a;
    std::optional<qint64> b;
    bool operator==(const TimeCursors &) const = default;
};

// What a lane reads at its cursors, in the one wording the window's lane
// header and the exported charts share:
//   one cursor   "14:02:00  max 2.8 s (range 310 ms – 2.8 s)"
//   compared     "14:02:00  max 2.8 s (range 310 ms – 2.8 s), normally 410 ms"
//   two cursors  "A 14:02:00 max 2.8 s · B 14:06:15 max 410 ms · Δ −2.39 s in +4m15s"
namespace CursorReadout {
// "max 2.8 s (range 310 ms – 2.8 s)", or "no data".
QString values(const LaneSpec &spec, const CrosshairValues &v);
// The values at A, or at A and B with the difference and the time between.
QString text(const LaneSpec &spec, const TimeFormat &format, qint64 aMs, const CrosshairValues &a,
             std::optional<qint64> bMs = {}, const CrosshairValues &b = {});
// A signed span: "+4m15s", "-30s".
QString signedDuration(qint64 ms);
} // namespace CursorReadout
