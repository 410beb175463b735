#pragma once

#include "budget.h"

#include <QDate>
#include <QString>

#include <array>
#include <expected>
#include <optional>
#include <vector>

// One day's spend (billed, or FleetScope's estimate) in the budget's currency.
struct DailySpend
{
    QDate date;
    double amount = 0;

    bool operator==(const DailySpend &) const = default;
};

// The budget's current period as it stands and as it will end at this rate:
// a burn-down of cumulative spend against the amount, forecast to the
// period's last day two ways, and the day each threshold is crossed.
//
//  * Straight line: the mean daily spend of the last 28 days with spend
//    (fewer where the history is shorter), every day ahead alike.
//  * Weekday pattern: each day ahead at the mean of the same weekday in
//    those days (a weekday without one takes the straight line's rate), so
//    a fleet that idles at weekends is not forecast as if it did not.
//  * With the levers: the straight line less what the savings levers would
//    save per day.
//
// Spent to date is Azure's currentSpend where the budget has one, else the
// sum of the history in the period. Period days the history does not cover
// are counted in estimatedDays and drawn at the straight line's rate, or
// with Azure's figure at an even share of what the known days leave of it;
// a threshold crossed on such a day is crossed about then.
namespace BudgetForecast {

struct Input
{
    Budget budget;
    QDate today; // the last day whose spend is in; the forecast starts the day after
    std::vector<DailySpend> history; // ascending, days up to today; may start before the period
    double savingsPerDay = 0;        // what the levers would save, per day
};

struct Crossing
{
    BudgetThreshold threshold;
    double level = 0; // the amount the threshold stands for
    // Crossed already, on this day. A threshold on the forecast is crossed
    // today when the forecast for the period (Azure's, else the straight
    // line) reaches it, and has no date ahead.
    std::optional<QDate> actual;
    std::optional<QDate> straightLine;
    std::optional<QDate> weekday;
    std::optional<QDate> withLevers;
};

struct Result
{
    QDate from; // the current period
    QDate to;
    QDate today;
    double spentToDate = 0;
    bool spentFromAzure = false;
    int estimatedDays = 0; // period days before today the history lacks
    int rateDays = 0;      // days the rates rest on
    double dailyRate = 0;
    std::array<double, 7> weekdayRate{}; // Monday first
    double projectedStraightLine = 0;
    double projectedWeekday = 0;
    double projectedWithLevers = 0;
    // Per day of the period from `from`: cumulative spend up to today (NaN
    // after), and each forecast from today on (NaN before).
    std::vector<double> actual;
    std::vector<double> straightLine;
    std::vector<double> weekday;
    std::vector<double> withLevers;
    std::vector<Crossing> crossings; // in the budget's order

    int days() const { return int(actual.size()); }
};

// Why a forecast cannot be made: no amount, or no spend to go on.
std::expected<Result, QString> compute(const Input &input);

} // namespace BudgetForecast
