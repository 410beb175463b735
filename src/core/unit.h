#pragma once

#include <QLocale>
#include <QString>

// Units travel with the data (dashboard -> lane model -> axis, crosshair,
// legend) and are formatted in exactly one place.
enum class Unit
{
    None,
    Percent,
    Ratio,
    Seconds,
    Milliseconds,
    Bytes,
    MiB,
    Count,
    Watts,
    Celsius,
    MHz
};

namespace Units {
Unit fromString(const QString &name, bool *ok = nullptr);
QString toString(Unit u);
// "87.2 %", "2.41 s", "340 ms", "12.5 GiB", "12". Seconds below one read as
// milliseconds because that is how latency is spoken about.
QString format(double value, Unit u, const QLocale &locale = QLocale());
// The unit's short symbol for axis titles: "%", "s", "GiB"...
QString symbol(Unit u);
} // namespace Units
