#include "budgetshandler.h"

#include "azureerrors.h"
#include "catalog.h"
#include "costhandler.h"
#include "doubleoptions.h"
#include "httprequest.h"

#include <QDateTime>
#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
const QStringList kVersions = {u"2023-05-01"_s, u"2023-11-01"_s, u"2024-08-01"_s};

QString armDate(const QDate &d)
{
    return d.toString(Qt::ISODate) + u"T00:00:00Z"_s;
}
} // namespace

QJsonObject BudgetsHandler::budget(const QString &scope, const QString &resourceGroup,
                                   const Spec &spec, const QDate &today) const
{
    double meanDaily = 0;
    QList<const CostLine *> lines;
    for (const CostLine &line : m_catalog.costLines()) {
        if (!resourceGroup.isEmpty() && line.resourceGroup != resourceGroup)
            continue;
        lines << &line;
        meanDaily += line.dailyCost;
    }
    const double amount = std::round(meanDaily * spec.days * spec.factor / 100.0) * 100.0;
    const QDate start(today.year(), 1, 1);
    const int months = (today.month() - 1) / spec.months * spec.months;
    const QDate from = start.addMonths(months);
    const QDate to = from.addMonths(spec.months).addDays(-1);
    double spent = 0;
    for (QDate day = from; day <= today; day = day.addDays(1))
        for (const CostLine *line : lines)
            spent += m_cost.lineCost(*line, day);
    spent = std::round(spent * 100) / 100;
    const double elapsed = double(from.daysTo(today) + 1);
    const double forecast = std::round(spent / elapsed * double(from.daysTo(to) + 1) * 100) / 100;

    QJsonObject notifications;
    const QStringList parts = QString::fromLatin1(spec.rule).split(u'+');
    for (const QString &p : parts.value(0).split(u'/')) {
        const int percent = p.toInt();
        const QString op = percent >= 100 ? u"GreaterThanOrEqualTo"_s : u"GreaterThan"_s;
        notifications.insert(
            u"Actual_%1_%2_Percent"_s.arg(op).arg(percent),
            QJsonObject{{u"enabled"_s, true},
                        {u"operator"_s, op},
                        {u"threshold"_s, percent},
                        {u"locale"_s, u"en-us"_s},
                        {u"contactEmails"_s, QJsonArray{u"gpu-platform@contoso.com"_s}},
                        {u"contactRoles"_s, QJsonArray{u"Owner"_s}},
                        {u"contactGroups"_s, QJsonArray{}},
                        {u"thresholdType"_s, u"Actual"_s}});
    }
    if (parts.size() > 1) {
        const int percent = parts[1].mid(1).toInt();
        notifications.insert(
            u"Forecasted_GreaterThan_%1_Percent"_s.arg(percent),
            QJsonObject{{u"enabled"_s, true},
                        {u"operator"_s, u"GreaterThan"_s},
                        {u"threshold"_s, percent},
                        {u"locale"_s, u"en-us"_s},
                        {u"contactEmails"_s, QJsonArray{u"gpu-platform@contoso.com"_s}},
                        {u"contactRoles"_s, QJsonArray{}},
                        {u"contactGroups"_s, QJsonArray{}},
                        {u"thresholdType"_s, u"Forecasted"_s}});
    }
    const QString name = QString::fromLatin1(spec.name);
    return QJsonObject{
        {u"id"_s, scope.mid(1) + u"/providers/Microsoft.Consumption/budgets/"_s + name},
        {u"name"_s, name},
        {u"type"_s, u"Microsoft.Consumption/budgets"_s},
        {u"eTag"_s, u"\"1d9a%1\""_s.arg(qulonglong(qHash(name) % 100000), 5, 10, QChar(u'0'))},
        {u"properties"_s,
         QJsonObject{
             {u"category"_s, u"Cost"_s},
             {u"amount"_s, amount},
             {u"timeGrain"_s, QString::fromLatin1(spec.grain)},
             {u"timePeriod"_s, QJsonObject{{u"startDate"_s, armDate(start)},
                                           {u"endDate"_s, armDate(start.addYears(3).addDays(-1))}}},
             {u"currentSpend"_s,
              QJsonObject{{u"amount"_s, spent}, {u"unit"_s, m_options.budgetCurrency}}},
             {u"forecastSpend"_s,
              QJsonObject{{u"amount"_s, forecast}, {u"unit"_s, m_options.budgetCurrency}}},
             {u"notifications"_s, notifications}}}};
}

HttpResponse BudgetsHandler::list(const HttpRequest &request, const QString &scope,
                                  qint64 nowSecs) const
{
    QString resourceGroup;
    if (auto refused =
            CostHandler::refuse(m_catalog, request, "GET", scope, kVersions, &resourceGroup))
        return *refused;
    QJsonArray value;
    if (!m_options.budgetsEmpty) {
        const QDate today = QDateTime::fromSecsSinceEpoch(nowSecs, Qt::UTC).date();
        if (resourceGroup.isEmpty()) {
            value.append(budget(
                scope, {}, {"gpu-fleet-annual", "Annually", 12, 365, 1.2, "50/75/100"}, today));
            value.append(budget(
                scope, {}, {"gpu-fleet-monthly", "Monthly", 1, 30, 0.95, "80/90/100+F100"}, today));
        } else if (resourceGroup == u"gpu-rg"_s) {
            value.append(budget(scope, resourceGroup,
                                {"gpu-rg-quarterly", "Quarterly", 3, 91, 1.1, "80/100"}, today));
        }
    }
    return HttpResponse::json(200, QJsonObject{{u"value"_s, value}});
}
