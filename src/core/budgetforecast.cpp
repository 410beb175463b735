#include "budgetforecast.h"

#include "coretr.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace BudgetForecast {

namespace {
constexpr int kRateDays = 28;
constexpr double kGap = std::numeric_limits<double>::quiet_NaN();

// The first day of `curve` (from `first` on) that reaches `level`.
std::optional<QDate> firstReaching(const std::vector<double> &curve, const QDate &from, int first,
                                   double level)
{
    for (int i = std::max(0, first); i < int(curve.size()); ++i)
        if (!std::isnan(curve[std::size_t(i)]) && curve[std::size_t(i)] >= level - 1e-9)
            return from.addDays(i);
    return std::nullopt;
}
} // namespace

std::expected<Result, QString> compute(const Input &in)
{
    const Budget &b = in.budget;
    if (!(b.amount > 0))
        return std::unexpected(CoreTr::tr("The budget has no amount: give one above zero."));
    if (!in.today.isValid())
        return std::unexpected(CoreTr::tr("No day to forecast from."));
    Result r;
    std::tie(r.from, r.to) = b.periodOf(in.today);
    r.today = std::clamp(in.today, r.from.addDays(-1), r.to);

    // The rates: the last 28 days with spend, up to today.
    double rateSum = 0;
    std::array<double, 7> weekdaySum{};
    std::array<int, 7> weekdayCount{};
    for (const DailySpend &d : in.history) {
        if (d.date > in.today || d.date <= in.today.addDays(-kRateDays) || std::isnan(d.amount))
            continue;
        rateSum += d.amount;
        ++r.rateDays;
        weekdaySum[std::size_t(d.date.dayOfWeek() - 1)] += d.amount;
        ++weekdayCount[std::size_t(d.date.dayOfWeek() - 1)];
    }
    if (r.rateDays == 0 && !b.currentSpend)
        return std::unexpected(CoreTr::tr("There is no daily cost in the 28 days up to %1 to "
                                          "forecast from: widen the review's range.")
                                   .arg(in.today.toString(Qt::ISODate)));
    r.dailyRate = r.rateDays > 0 ? rateSum / r.rateDays : 0.0;
    for (std::size_t w = 0; w < 7; ++w)
        r.weekdayRate[w] = weekdayCount[w] > 0 ? weekdaySum[w] / weekdayCount[w] : r.dailyRate;

    // Spent to date, and the days before today it rests on.
    const int days = int(r.from.daysTo(r.to)) + 1;
    const int todayIndex = int(r.from.daysTo(r.today)); // -1 before the period starts
    std::vector<double> spendOn(std::size_t(days), kGap);
    for (const DailySpend &d : in.history) {
        const qint64 i = r.from.daysTo(d.date);
        if (i >= 0 && i <= todayIndex && !std::isnan(d.amount))
            spendOn[std::size_t(i)] =
                std::isnan(spendOn[std::size_t(i)]) ? d.amount : spendOn[std::size_t(i)] + d.amount;
    }
    double known = 0;
    for (int i = 0; i <= todayIndex; ++i) {
        if (std::isnan(spendOn[std::size_t(i)]))
            ++r.estimatedDays;
        else
            known += spendOn[std::size_t(i)];
    }
    r.spentFromAzure = b.currentSpend.has_value();
    r.spentToDate = r.spentFromAzure ? *b.currentSpend : known + r.estimatedDays * r.dailyRate;
    // A day without history: the daily rate, or with Azure's total an even
    // share of what the known days leave of it (Azure does not say by day).
    const double unknownDay = !r.spentFromAzure ? r.dailyRate
                              : r.estimatedDays > 0
                                  ? std::max(0.0, r.spentToDate - known) / r.estimatedDays
                                  : 0.0;

    // The burn-down: cumulative spend ending at spentToDate today, then the
    // three forecasts from there.
    r.actual.assign(std::size_t(days), kGap);
    double after = 0; // spend between a day and today
    for (int i = todayIndex; i >= 0; --i) {
        r.actual[std::size_t(i)] = std::max(0.0, r.spentToDate - after);
        after += std::isnan(spendOn[std::size_t(i)]) ? unknownDay : spendOn[std::size_t(i)];
    }
    r.straightLine.assign(std::size_t(days), kGap);
    r.weekday.assign(std::size_t(days), kGap);
    r.withLevers.assign(std::size_t(days), kGap);
    double straight = r.spentToDate, weekly = r.spentToDate, levers = r.spentToDate;
    const double leversRate = std::max(0.0, r.dailyRate - std::max(0.0, in.savingsPerDay));
    for (int i = std::max(0, todayIndex); i < days; ++i) {
        if (i > todayIndex) {
            straight += r.dailyRate;
            weekly += r.weekdayRate[std::size_t(r.from.addDays(i).dayOfWeek() - 1)];
            levers += leversRate;
        }
        r.straightLine[std::size_t(i)] = straight;
        r.weekday[std::size_t(i)] = weekly;
        r.withLevers[std::size_t(i)] = levers;
    }
    r.projectedStraightLine = straight;
    r.projectedWeekday = weekly;
    r.projectedWithLevers = levers;

    for (const BudgetThreshold &t : b.thresholds) {
        Crossing c;
        c.threshold = t;
        c.level = b.amount * t.percent / 100.0;
        if (t.forecasted) {
            // Azure alerts when its forecast for the period passes the
            // level: reached now or not at all at an unchanged rate.
            const double forecast = b.forecastSpend ? *b.forecastSpend : r.projectedStraightLine;
            if (forecast >= c.level - 1e-9)
                c.actual = r.today;
        } else if (r.spentToDate >= c.level - 1e-9) {
            // The first day the cumulative spend reached it; the period's
            // first day when Azure's figure alone says it did.
            c.actual = firstReaching(r.actual, r.from, 0, c.level).value_or(r.from);
        } else {
            c.straightLine = firstReaching(r.straightLine, r.from, todayIndex + 1, c.level);
            c.weekday = firstReaching(r.weekday, r.from, todayIndex + 1, c.level);
            c.withLevers = firstReaching(r.withLevers, r.from, todayIndex + 1, c.level);
        }
        r.crossings.push_back(c);
    }
    return r;
}

} // namespace BudgetForecast
