#include "unit.h"

#include <cmath>

namespace {
struct Entry
{
    Unit unit;
    const char *name;
    const char *symbol;
};
constexpr Entry kUnits[] = {
    {Unit::None, "none", ""},         {Unit::Percent, "percent", "%"},  {Unit::Ratio, "ratio", "%"},
    {Unit::Seconds, "seconds", "s"},  {Unit::Milliseconds, "ms", "ms"}, {Unit::Bytes, "bytes", "B"},
    {Unit::MiB, "mebibytes", "MiB"},  {Unit::Count, "count", ""},       {Unit::Watts, "watts", "W"},
    {Unit::Celsius, "celsius", "°C"}, {Unit::MHz, "mhz", "MHz"},
};

QString number(double v, const QLocale &locale)
{
    const double a = std::fabs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
    QString s = locale.toString(v, 'f', decimals);
    // Trailing zeros add noise to a crosshair readout.
    const QString dp = locale.decimalPoint();
    if (decimals > 0 && s.contains(dp)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(dp))
            s.chop(dp.size());
    }
    return s;
}

QString bytes(double v, const QLocale &locale)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int i = 0;
    while (std::fabs(v) >= 1024 && i < 5) {
        v /= 1024;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(number(v, locale), QLatin1String(units[i]));
}
} // namespace

namespace Units {

Unit fromString(const QString &name, bool *ok)
{
    const QString n = name.trimmed().toLower();
    for (const auto &e : kUnits) {
        if (n == QLatin1String(e.name)) {
            if (ok)
                *ok = true;
            return e.unit;
        }
    }
    // Aliases people write in dashboards and Grafana exports.
    static const std::pair<const char *, Unit> aliases[] = {{"%", Unit::Percent},
                                                            {"s", Unit::Seconds},
                                                            {"", Unit::None},
                                                            {"short", Unit::None},
                                                            {"percentunit", Unit::Ratio},
                                                            {"b", Unit::Bytes},
                                                            {"mib", Unit::MiB},
                                                            {"w", Unit::Watts},
                                                            {"c", Unit::Celsius},
                                                            {"pods", Unit::Count},
                                                            {"milliseconds", Unit::Milliseconds}};
    for (const auto &[a, u] : aliases) {
        if (n == QLatin1String(a)) {
            if (ok)
                *ok = true;
            return u;
        }
    }
    if (ok)
        *ok = false;
    return Unit::None;
}

QString toString(Unit u)
{
    for (const auto &e : kUnits)
        if (e.unit == u)
            return QLatin1String(e.name);
    return QStringLiteral("none");
}

QString symbol(Unit u)
{
    for (const auto &e : kUnits)
        if (e.unit == u)
            return QString::fromUtf8(e.symbol);
    return {};
}

QString format(double v, Unit u, const QLocale &locale)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+Inf") : QStringLiteral("-Inf");
    switch (u) {
    case Unit::Percent:
        return QStringLiteral("%1 %").arg(number(v, locale));
    case Unit::Ratio:
        return QStringLiteral("%1 %").arg(number(v * 100, locale));
    case Unit::Seconds:
        if (std::fabs(v) < 1 && v != 0)
            return QStringLiteral("%1 ms").arg(number(v * 1000, locale));
        return QStringLiteral("%1 s").arg(number(v, locale));
    case Unit::Milliseconds:
        return QStringLiteral("%1 ms").arg(number(v, locale));
    case Unit::Bytes:
        return bytes(v, locale);
    case Unit::MiB:
        return bytes(v * 1024 * 1024, locale);
    case Unit::Watts:
        return QStringLiteral("%1 W").arg(number(v, locale));
    case Unit::Celsius:
        return QStringLiteral("%1 °C").arg(number(v, locale));
    case Unit::MHz:
        return QStringLiteral("%1 MHz").arg(number(v, locale));
    case Unit::Count:
    case Unit::None:
        break;
    }
    // Plain numbers in the millions and up (clock rates in Hz, request
    // totals) get an SI prefix, or an axis label runs out of room.
    static const std::pair<double, const char *> prefixes[] = {
        {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}};
    for (const auto &[scale, prefix] : prefixes)
        if (std::fabs(v) >= scale)
            return QStringLiteral("%1 %2").arg(number(v / scale, locale), QLatin1String(prefix));
    return number(v, locale);
}

} // namespace Units
