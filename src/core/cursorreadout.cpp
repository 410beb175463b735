#include "cursorreadout.h"

#include "coretr.h"
#include "timeparse.h"
#include "unit.h"

#include <cmath>

namespace CursorReadout {

QString values(const LaneSpec &spec, const CrosshairValues &v)
{
    if (!v.valid)
        return CoreTr::tr("no data");
    const QString now =
        CoreTr::tr("%1 %2 (range %3 – %4)")
            .arg(Aggregates::toString(spec.aggregate), Units::format(v.aggregate, spec.unit),
                 Units::format(v.low, spec.unit), Units::format(v.high, spec.unit));
    if (!v.normal)
        return now;
    return CoreTr::tr("%1, normally %2").arg(now, Units::format(*v.normal, spec.unit));
}

QString signedDuration(qint64 ms)
{
    const QString span = TimeParse::formatSpan(std::abs(ms));
    // The same minus as the values beside it (Units prints an ASCII one).
    return (ms < 0 ? QStringLiteral("-") : QStringLiteral("+")) + span;
}

QString text(const LaneSpec &spec, const TimeFormat &format, qint64 aMs, const CrosshairValues &a,
             std::optional<qint64> bMs, const CrosshairValues &b)
{
    if (!bMs)
        return CoreTr::tr("%1  %2").arg(format.clock(aMs), values(spec, a));
    auto at = [&](qint64 t, const CrosshairValues &v) {
        if (!v.valid)
            return CoreTr::tr("%1 no data").arg(format.clock(t));
        const QString now =
            CoreTr::tr("%1 %2").arg(format.clock(t), Units::format(v.aggregate, spec.unit));
        return v.normal
                   ? CoreTr::tr("%1 (normally %2)").arg(now, Units::format(*v.normal, spec.unit))
                   : now;
    };
    QString delta;
    if (a.valid && b.valid) {
        const double d = b.aggregate - a.aggregate;
        // Units print a minus of their own; the plus is added here so a rise
        // reads as one.
        delta = (d > 0 ? QStringLiteral("+") : QString()) + Units::format(d, spec.unit);
        if (std::fabs(a.aggregate) > 1e-12 && std::isfinite(d / a.aggregate))
            delta = CoreTr::tr("%1, ×%2").arg(delta).arg(b.aggregate / a.aggregate, 0, 'g', 3);
    } else {
        delta = CoreTr::tr("n/a");
    }
    return CoreTr::tr("A %1 · B %2 · Δ %3 in %4")
        .arg(at(aMs, a), at(*bMs, b), delta, signedDuration(*bMs - aMs));
}

} // namespace CursorReadout
