// fleetscope-cli budgets: an Azure scope's cost budgets, each with its
// burn-down to the end of the period (BudgetForecast) from Azure's spend to
// date and the scope's daily billed cost of the last 28 days.
#include "budgetforecast.h"
#include "budgetsclient.h"
#include "clicommands.h"
#include "clitr.h"
#include "costmanagementclient.h"
#include "costmodel.h"
#include "tokenproviders.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>

namespace {

QJsonValue dayJson(const std::optional<QDate> &d)
{
    return d ? QJsonValue(d->toString(Qt::ISODate)) : QJsonValue();
}

template <typename Client> void waitFor(Client *client)
{
    if (client->isFinished())
        return;
    QEventLoop loop;
    QObject::connect(client, &Client::finished, &loop, &QEventLoop::quit);
    loop.exec();
}

QString dayText(const std::optional<QDate> &d)
{
    return d ? d->toString(Qt::ISODate) : QStringLiteral("-");
}

QString thresholdText(const BudgetThreshold &t)
{
    return t.forecasted ? CliTr::tr("%1 % (forecasted)").arg(t.percent)
                        : CliTr::tr("%1 %").arg(t.percent);
}

} // namespace

namespace CliCommands {

int budgets(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(CliTr::tr(
        "The cost budgets of an Azure scope (Consumption API), each with its spend to date, the "
        "forecast to the end of its period (straight line and weekday pattern) and the day each "
        "threshold is crossed. The daily rate is the scope's billed cost of the last 28 days "
        "(Cost Management)."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        CliTr::tr("FILE"));
    const QCommandLineOption sourceOpt(
        QStringLiteral("source"),
        CliTr::tr("The Azure source whose sign-in reads the budgets (default: the first)."),
        CliTr::tr("NAME"));
    const QCommandLineOption scopeOpt(QStringLiteral("scope"),
                                      CliTr::tr("subscriptions/<id>, or a resource group in it."),
                                      CliTr::tr("SCOPE"));
    const QCommandLineOption budgetOpt(
        QStringLiteral("budget"), CliTr::tr("Only the budget of this name."), CliTr::tr("NAME"));
    const QCommandLineOption todayOpt(QStringLiteral("today"),
                                      CliTr::tr("The last day with spend (default: today, UTC)."),
                                      CliTr::tr("YYYY-MM-DD"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("text (default) or json."), CliTr::tr("FORMAT"),
                                       QStringLiteral("text"));
    p.addOptions({sourcesOpt, sourceOpt, scopeOpt, budgetOpt, todayOpt, formatOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli budgets: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli budgets: " << msg << '\n';
        return code;
    };
    if (!p.isSet(sourcesOpt) || !p.isSet(scopeOpt))
        return fail(CliTr::tr("give --sources FILE --scope subscriptions/<id>."), 2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(CliTr::tr("--format must be text or json."), 2);
    QDate today = QDateTime::currentDateTimeUtc().date();
    if (p.isSet(todayOpt)) {
        today = QDate::fromString(p.value(todayOpt), Qt::ISODate);
        if (!today.isValid())
            return fail(CliTr::tr("--today \"%1\" is not a date such as 2026-11-28.")
                            .arg(p.value(todayOpt)),
                        2);
    }
    const QString scope = p.value(scopeOpt).trimmed();
    if (!scope.startsWith(QLatin1String("subscriptions/"), Qt::CaseInsensitive) &&
        !scope.startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive))
        return fail(CliTr::tr("--scope must start with subscriptions/<id>."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    const SourceConfig *source = nullptr;
    for (const SourceConfig &s : sources->sources) {
        const bool azure =
            s.type == SourceConfig::Type::AzureMonitor || s.auth == SourceConfig::Auth::Azure;
        if (azure && (!p.isSet(sourceOpt) || s.name == p.value(sourceOpt))) {
            source = &s;
            break;
        }
    }
    if (!source)
        return fail(p.isSet(sourceOpt)
                        ? CliTr::tr("the sources file has no Azure source named \"%1\".")
                              .arg(p.value(sourceOpt))
                        : CliTr::tr("the sources file has no Azure source to sign in with."),
                    2);
    const auto cloud = AzureCloud::fromSource(source->raw);
    if (!cloud)
        return fail(cloud.error(), 2);
    QNetworkAccessManager nam;
    const auto tokens = makeTokenProvider(*source, *cloud, &nam);
    if (!tokens)
        return fail(CliTr::tr("the source \"%1\" has no Azure sign-in.").arg(source->name), 2);
    QObject::connect(tokens.get(), &TokenProvider::userActionRequired,
                     [&err](const QString &message) {
                         err << message << '\n';
                         err.flush();
                     });

    BudgetsClient client(&nam, tokens.get(), *cloud);
    client.start(scope);
    waitFor(&client);
    if (!client.result())
        return fail(client.result().error().message, 1);
    std::vector<Budget> budgets = client.result()->budgets;
    for (const QString &s : client.result()->skipped)
        err << CliTr::tr("note: %1").arg(s) << '\n';
    if (p.isSet(budgetOpt)) {
        std::erase_if(budgets, [&](const Budget &b) { return b.name != p.value(budgetOpt); });
        if (budgets.empty())
            return fail(
                CliTr::tr("%1 has no cost budget named \"%2\".").arg(scope, p.value(budgetOpt)), 1);
    }

    // The daily billed cost of the whole scope, for the rates.
    std::vector<DailySpend> history;
    QString historyCurrency;
    QString historyProblem;
    if (!budgets.empty()) {
        CostManagementClient billed(&nam, tokens.get(), *cloud);
        billed.start({scope, today.addDays(-27), today, QStringLiteral("CostCenter")});
        waitFor(&billed);
        if (!billed.result()) {
            historyProblem = billed.result().error().message;
        } else {
            QMap<QDate, double> perDay;
            for (const BilledCost &c : *billed.result()) {
                perDay[c.date] += c.cost;
                if (historyCurrency.isEmpty())
                    historyCurrency = c.currency;
            }
            for (auto it = perDay.cbegin(); it != perDay.cend(); ++it)
                history.push_back({it.key(), it.value()});
        }
    }

    QJsonArray list;
    QString text;
    for (const Budget &b : budgets) {
        BudgetForecast::Input in{b, today, {}, 0};
        QStringList notes;
        if (!historyProblem.isEmpty())
            notes << CliTr::tr("no daily cost to forecast from: %1").arg(historyProblem);
        else if (!b.currency.isEmpty() && !historyCurrency.isEmpty() &&
                 b.currency != historyCurrency)
            notes << CliTr::tr("the budget is in %1 and the billed cost in %2; FleetScope does not "
                               "convert currencies, so only Azure's own figures are shown.")
                         .arg(b.currency, historyCurrency);
        else
            in.history = history;
        if (b.filtered)
            notes << CliTr::tr("the budget has a filter; the daily rate is the whole scope's.");
        const auto r = BudgetForecast::compute(in);
        const auto [from, to] = b.periodOf(today);
        QJsonObject o{{QStringLiteral("name"), b.name},
                      {QStringLiteral("timeGrain"), Budget::grainName(b.grain)},
                      {QStringLiteral("amount"), b.amount},
                      {QStringLiteral("currency"), b.currency},
                      {QStringLiteral("period"),
                       QJsonObject{{QStringLiteral("from"), from.toString(Qt::ISODate)},
                                   {QStringLiteral("to"), to.toString(Qt::ISODate)}}},
                      {QStringLiteral("azureSpend"),
                       b.currentSpend ? QJsonValue(*b.currentSpend) : QJsonValue()},
                      {QStringLiteral("azureForecast"),
                       b.forecastSpend ? QJsonValue(*b.forecastSpend) : QJsonValue()}};
        text += CliTr::tr("%1  %2  %3 – %4  budget %5 %6\n")
                    .arg(b.name, Budget::grainName(b.grain), from.toString(Qt::ISODate),
                         to.toString(Qt::ISODate), CostModel::formatMoney(b.amount), b.currency);
        if (b.currentSpend)
            text += CliTr::tr("  spent to date %1 %2 (Azure)")
                        .arg(CostModel::formatMoney(*b.currentSpend), b.currency);
        if (b.forecastSpend)
            text += CliTr::tr("  Azure's forecast %1 %2")
                        .arg(CostModel::formatMoney(*b.forecastSpend), b.currency);
        text += QLatin1Char('\n');
        if (!r || in.history.empty()) {
            if (!r)
                notes << r.error();
        } else {
            if (r->estimatedDays > 0)
                notes << CliTr::tr("Azure gives the spend to date as one figure: the %n day(s) "
                                   "before the billed history are drawn at an even share of it, "
                                   "so a threshold crossed then was crossed about that day.",
                                   nullptr, r->estimatedDays);
            o.insert(QStringLiteral("spentToDate"), r->spentToDate);
            o.insert(QStringLiteral("estimatedDays"), r->estimatedDays);
            o.insert(QStringLiteral("dailyRate"), r->dailyRate);
            o.insert(QStringLiteral("rateDays"), r->rateDays);
            QJsonArray weekday;
            for (double w : r->weekdayRate)
                weekday.append(w);
            o.insert(QStringLiteral("weekdayRate"), weekday);
            o.insert(QStringLiteral("projected"),
                     QJsonObject{{QStringLiteral("straightLine"), r->projectedStraightLine},
                                 {QStringLiteral("weekday"), r->projectedWeekday}});
            QJsonArray crossings;
            for (const auto &c : r->crossings)
                crossings.append(QJsonObject{
                    {QStringLiteral("percent"), c.threshold.percent},
                    {QStringLiteral("type"), c.threshold.forecasted ? QStringLiteral("Forecasted")
                                                                    : QStringLiteral("Actual")},
                    {QStringLiteral("enabled"), c.threshold.enabled},
                    {QStringLiteral("level"), c.level},
                    {QStringLiteral("crossed"), dayJson(c.actual)},
                    {QStringLiteral("straightLine"), dayJson(c.straightLine)},
                    {QStringLiteral("weekday"), dayJson(c.weekday)}});
            o.insert(QStringLiteral("thresholds"), crossings);
            text += CliTr::tr("  at %1 %2 a day (%n day(s) of billed cost): %3 by the straight "
                              "line, %4 by the weekday pattern\n",
                              nullptr, r->rateDays)
                        .arg(CostModel::formatMoney(r->dailyRate), b.currency,
                             CostModel::formatMoney(r->projectedStraightLine),
                             CostModel::formatMoney(r->projectedWeekday));
            for (const auto &c : r->crossings)
                text += c.actual ? CliTr::tr("  %1: crossed on %2\n")
                                       .arg(thresholdText(c.threshold), dayText(c.actual))
                                 : CliTr::tr("  %1: %2 by the straight line, %3 by the weekday "
                                             "pattern\n")
                                       .arg(thresholdText(c.threshold), dayText(c.straightLine),
                                            dayText(c.weekday));
        }
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        for (const QString &n : notes)
            text += CliTr::tr("  note: %1\n").arg(n);
        list.append(o);
    }
    if (format == QLatin1String("json")) {
        const QJsonObject doc{
            {QStringLiteral("scope"), scope},
            {QStringLiteral("today"), today.toString(Qt::ISODate)},
            {QStringLiteral("budgets"), list},
            {QStringLiteral("skipped"), QJsonArray::fromStringList(client.result()->skipped)}};
        out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    } else if (budgets.empty()) {
        out << CliTr::tr("%1 has no cost budgets. Create one in the Azure portal, or type one "
                         "into the Cost view.")
                   .arg(scope)
            << '\n';
    } else {
        out << text;
    }
    out.flush();
    return 0;
}

} // namespace CliCommands
