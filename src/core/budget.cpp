#include "budget.h"

#include <array>

int Budget::monthsPerPeriod() const
{
    switch (grain) {
    case Grain::Quarterly:
    case Grain::BillingQuarter:
        return 3;
    case Grain::Annually:
    case Grain::BillingAnnual:
        return 12;
    case Grain::Monthly:
    case Grain::BillingMonth:
        break;
    }
    return 1;
}

std::pair<QDate, QDate> Budget::periodOf(const QDate &day) const
{
    // Azure budgets start on the first of a month; periods follow from there.
    const QDate first =
        start.isValid() ? QDate(start.year(), start.month(), 1) : QDate(day.year(), day.month(), 1);
    const int months = (day.year() - first.year()) * 12 + (day.month() - first.month());
    const int n = monthsPerPeriod();
    const int index = months >= 0 ? months / n : -((-months + n - 1) / n);
    const QDate from = first.addMonths(index * n);
    QDate to = from.addMonths(n).addDays(-1);
    if (end.isValid() && end < to)
        to = end;
    return {from, to};
}

Budget Budget::typed(double amount, const QString &currency, const QDate &today)
{
    Budget b;
    b.amount = amount;
    b.currency = currency;
    b.start = QDate(today.year(), today.month(), 1);
    b.thresholds = {{80, false, true}, {90, false, true}, {100, false, true}};
    return b;
}

namespace {
constexpr std::array<std::pair<Budget::Grain, const char *>, 6> kGrains{{
    {Budget::Grain::Monthly, "Monthly"},
    {Budget::Grain::Quarterly, "Quarterly"},
    {Budget::Grain::Annually, "Annually"},
    {Budget::Grain::BillingMonth, "BillingMonth"},
    {Budget::Grain::BillingQuarter, "BillingQuarter"},
    {Budget::Grain::BillingAnnual, "BillingAnnual"},
}};
} // namespace

std::optional<Budget::Grain> Budget::grainFromName(const QString &name)
{
    for (const auto &[grain, text] : kGrains)
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0)
            return grain;
    return std::nullopt;
}

QString Budget::grainName(Grain grain)
{
    for (const auto &[g, text] : kGrains)
        if (g == grain)
            return QLatin1String(text);
    return {};
}
