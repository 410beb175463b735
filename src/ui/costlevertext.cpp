#include "costlevertext.h"

#include <QLocale>
#include <QStringList>

using SavingsLevers::Kind;

namespace {
QString number(double v)
{
    return QLocale().toString(v, 'g', 4);
}

QString hourText(int hour)
{
    return QStringLiteral("%1:00").arg(hour, 2, 10, QLatin1Char('0'));
}
} // namespace

QString CostLeverText::title(Kind kind)
{
    switch (kind) {
    case Kind::OffHours:
        return tr("Off-hours deallocation");
    case Kind::Reserved:
        return tr("Reserved instances");
    case Kind::Spot:
        return tr("Spot VMs");
    case Kind::RightSizing:
        return tr("Right-sizing");
    }
    return {};
}

QString CostLeverText::days(quint8 days)
{
    if ((days & 0x7f) == 0x7f)
        return tr("every day");
    if ((days & 0x7f) == 0)
        return tr("no day");
    const QLocale locale;
    auto on = [days](int d) { return d < 7 && ((days >> d) & 1); };
    // Three or more days in a row read as a range, two as a pair.
    QStringList runs;
    for (int d = 0; d < 7; ++d) {
        if (!on(d))
            continue;
        int last = d;
        while (on(last + 1))
            ++last;
        const QString first = locale.dayName(d + 1, QLocale::ShortFormat);
        const QString end = locale.dayName(last + 1, QLocale::ShortFormat);
        if (last == d)
            runs << first;
        else if (last == d + 1)
            runs << first << end;
        else
            runs << tr("%1–%2", "a run of weekdays").arg(first, end);
        d = last;
    }
    return locale.createSeparatedList(runs);
}

QString CostLeverText::assumptions(Kind kind, const SavingsLevers::Assumptions &a)
{
    switch (kind) {
    case Kind::OffHours:
        return tr("Window %1–%2 starting %3, only idle GPU-hours count (%4 h a week)")
            .arg(hourText(a.offHours.startHour), hourText(a.offHours.endHour),
                 days(a.offHours.days))
            .arg(a.offHours.hoursPerWeek());
    case Kind::Reserved: {
        // As SavingsLevers counts it: 3 years or more is the 3-year term.
        const bool three = a.reservedTermYears >= 3;
        return tr("%1-year term at %2 % discount, GPUs running ≥ %3 % of the period")
            .arg(three ? 3 : 1)
            .arg(number(three ? a.reserved3yPct : a.reserved1yPct), number(a.alwaysOnPct));
    }
    case Kind::Spot: {
        QStringList pools(a.spotPools.cbegin(), a.spotPools.cend());
        pools.sort();
        return tr("pools %1; %2 % discount; %3 % of work lost to evictions")
            .arg(pools.isEmpty() ? tr("(none chosen)") : pools.join(QStringLiteral(", ")),
                 number(a.spotDiscountPct), number(a.spotEvictionPct));
    }
    case Kind::RightSizing:
        return tr("%1 % memory headroom over each node's peak GPU memory; the cheapest smaller "
                  "SKU that holds it")
            .arg(number(a.headroomPct));
    }
    return {};
}
