#include "costhandler.h"

#include "azureerrors.h"
#include "catalog.h"
#include "doubleoptions.h"
#include "httprequest.h"
#include "isotime.h"
#include "stablehash.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace {

const QStringList kVersions = {u"2021-10-01"_s, u"2022-10-01"_s, u"2023-03-01"_s,
                               u"2023-11-01"_s, u"2024-08-01"_s, u"2025-03-01"_s};
const QStringList kCostColumns = {u"Cost"_s, u"PreTaxCost"_s, u"CostUSD"_s, u"PreTaxCostUSD"_s};
const QStringList kDimensions = {u"ResourceGroupName"_s, u"ResourceGroup"_s,    u"ResourceId"_s,
                                 u"ResourceType"_s,      u"ResourceLocation"_s, u"ServiceName"_s,
                                 u"MeterCategory"_s,     u"SubscriptionId"_s};
constexpr qint64 kMaxDays = 366;

HttpResponse invalidQuery(const QString &why)
{
    return HttpResponse::json(
        400, AzureErrors::arm(u"BadRequest"_s, u"Invalid query definition: %1"_s.arg(why)));
}

QString dimensionValue(const CostLine &line, const QString &dimension)
{
    const QString name = dimension.toLower();
    if (name == u"resourcegroupname"_s || name == u"resourcegroup"_s)
        return line.resourceGroup;
    if (name == u"resourceid"_s)
        return line.resourceId;
    if (name == u"resourcetype"_s)
        return line.resourceType;
    if (name == u"resourcelocation"_s)
        return line.location;
    if (name == u"servicename"_s)
        return line.serviceName;
    if (name == u"metercategory"_s)
        return line.meterCategory;
    return Catalog::subscriptionId();
}

QString tagValue(const CostLine &line, const QString &tag)
{
    for (auto it = line.tags.begin(); it != line.tags.end(); ++it) {
        if (it.key().compare(tag, Qt::CaseInsensitive) == 0)
            return it.value();
    }
    return {};
}

std::optional<std::pair<QDate, QDate>> period(const QJsonObject &body, QDate today, QString *why)
{
    const QString timeframe = body[u"timeframe"_s].toString();
    if (timeframe.compare(u"Custom"_s, Qt::CaseInsensitive) == 0) {
        const auto from = IsoTime::parseInstant(body[u"timePeriod"_s][u"from"_s].toString());
        const auto to = IsoTime::parseInstant(body[u"timePeriod"_s][u"to"_s].toString());
        if (!from || !to) {
            *why = u"timePeriod with from and to is required for a Custom timeframe"_s;
            return std::nullopt;
        }
        return std::pair{QDateTime::fromSecsSinceEpoch(*from, Qt::UTC).date(),
                         QDateTime::fromSecsSinceEpoch(*to, Qt::UTC).date()};
    }
    const QDate monthStart(today.year(), today.month(), 1);
    if (timeframe.compare(u"MonthToDate"_s, Qt::CaseInsensitive) == 0 ||
        timeframe.compare(u"BillingMonthToDate"_s, Qt::CaseInsensitive) == 0)
        return std::pair{monthStart, today};
    if (timeframe.compare(u"TheLastMonth"_s, Qt::CaseInsensitive) == 0 ||
        timeframe.compare(u"TheLastBillingMonth"_s, Qt::CaseInsensitive) == 0)
        return std::pair{monthStart.addMonths(-1), monthStart.addDays(-1)};
    if (timeframe.compare(u"WeekToDate"_s, Qt::CaseInsensitive) == 0)
        return std::pair{today.addDays(1 - today.dayOfWeek()), today};
    *why = u"Unsupported timeframe '%1'"_s.arg(timeframe);
    return std::nullopt;
}

QList<int> columnOrder(qsizetype count, std::uint64_t seed)
{
    QList<int> order;
    for (int i = 0; i < count; ++i)
        order << i;
    // Fisher-Yates driven by the seed, rotated if it happened to change nothing.
    for (qsizetype i = count - 1; i > 0; --i)
        std::swap(order[i], order[qsizetype(StableHash::hash(seed, 0xc057, std::uint64_t(i)) %
                                            std::uint64_t(i + 1))]);
    if (std::is_sorted(order.begin(), order.end()) && count > 1)
        std::rotate(order.begin(), order.begin() + 1, order.end());
    return order;
}

} // namespace

bool CostHandler::lineMatches(const CostLine &line, const QJsonObject &filter, QString *error) const
{
    if (filter.isEmpty())
        return true;
    for (const QString &logic : {u"and"_s, u"or"_s}) {
        if (!filter.contains(logic))
            continue;
        const QJsonArray parts = filter[logic].toArray();
        if (parts.size() < 2) {
            *error = u"'%1' needs at least two expressions"_s.arg(logic);
            return false;
        }
        bool all = true;
        bool any = false;
        for (const QJsonValue &part : parts) {
            const bool matched = lineMatches(line, part.toObject(), error);
            if (!error->isEmpty())
                return false;
            all = all && matched;
            any = any || matched;
        }
        return logic == u"and"_s ? all : any;
    }
    const bool tags = filter.contains(u"tags"_s);
    const QJsonObject comparison = filter[tags ? u"tags"_s : u"dimensions"_s].toObject();
    const QString name = comparison[u"name"_s].toString();
    if (comparison.isEmpty() || comparison[u"operator"_s].toString() != u"In"_s ||
        (!tags && !kDimensions.contains(name, Qt::CaseInsensitive))) {
        *error = u"unsupported filter %1"_s.arg(
            QString::fromUtf8(QJsonDocument(filter).toJson(QJsonDocument::Compact)));
        return false;
    }
    const QString value = tags ? tagValue(line, name) : dimensionValue(line, name);
    for (const QJsonValue &wanted : comparison[u"values"_s].toArray()) {
        if (value.compare(wanted.toString(), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

double CostHandler::lineCost(const CostLine &line, const QDate &day) const
{
    const int usageDate = day.year() * 10000 + day.month() * 100 + day.day();
    const double share = StableHash::unit(StableHash::hash(
        m_options.seed, StableHash::ofText(line.resourceId), std::uint64_t(usageDate)));
    return std::round(line.dailyCost * (0.85 + 0.3 * share) * 100) / 100;
}

std::optional<HttpResponse> CostHandler::refuse(const Catalog &catalog, const HttpRequest &request,
                                                const QByteArray &method, const QString &scope,
                                                const QStringList &versions, QString *resourceGroup)
{
    if (request.method != method) {
        return HttpResponse::json(
            405,
            AzureErrors::arm(u"MethodNotAllowed"_s,
                             u"The requested resource does not support http method '%1'."_s.arg(
                                 QString::fromLatin1(request.method))));
    }
    if (const auto error = AzureErrors::checkApiVersion(request, versions))
        return HttpResponse::json(400, *error);
    const QStringList parts = scope.split(u'/', Qt::SkipEmptyParts);
    if (!catalog.knowsSubscription(parts.value(1))) {
        return HttpResponse::json(
            404,
            AzureErrors::arm(u"SubscriptionNotFound"_s,
                             u"The subscription '%1' could not be found."_s.arg(parts.value(1))));
    }
    *resourceGroup = parts.size() >= 4 ? parts[3].toLower() : QString();
    if (!resourceGroup->isEmpty() && !catalog.knowsResourceGroup(*resourceGroup)) {
        return HttpResponse::json(
            404, AzureErrors::arm(u"ResourceGroupNotFound"_s,
                                  u"Resource group '%1' could not be found."_s.arg(parts[3])));
    }
    return std::nullopt;
}

HttpResponse CostHandler::query(const HttpRequest &request, const QString &scope,
                                const QString &baseUrl, qint64 nowSecs) const
{
    QString resourceGroup;
    if (auto refused = refuse(m_catalog, request, "POST", scope, kVersions, &resourceGroup))
        return *refused;

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return invalidQuery(u"the body is not a JSON object"_s);
    const QJsonObject body = document.object();
    const QString type = body[u"type"_s].toString();
    if (!QStringList{u"ActualCost"_s, u"AmortizedCost"_s, u"Usage"_s}.contains(type,
                                                                               Qt::CaseInsensitive))
        return invalidQuery(u"Unsupported type '%1'"_s.arg(type));
    const QDate today = QDateTime::fromSecsSinceEpoch(nowSecs, Qt::UTC).date();
    QString why;
    const auto days = period(body, today, &why);
    if (!days)
        return invalidQuery(why);
    if (days->first > days->second)
        return invalidQuery(u"timePeriod 'from' is after 'to'"_s);
    if (days->first.daysTo(days->second) >= kMaxDays)
        return invalidQuery(u"The time period for pulling the data cannot exceed 1 year(s)"_s);

    const QJsonObject dataset = body[u"dataset"_s].toObject();
    const QString granularity = dataset[u"granularity"_s].toString(u"None"_s);
    const bool daily = granularity.compare(u"Daily"_s, Qt::CaseInsensitive) == 0;
    if (!daily && granularity.compare(u"None"_s, Qt::CaseInsensitive) != 0)
        return invalidQuery(u"Unsupported granularity '%1'"_s.arg(granularity));
    QStringList costColumns;
    const QJsonObject aggregation = dataset[u"aggregation"_s].toObject();
    for (auto it = aggregation.begin(); it != aggregation.end(); ++it) {
        const QString name = it.value()[u"name"_s].toString();
        if (!kCostColumns.contains(name) || it.value()[u"function"_s].toString() != u"Sum"_s)
            return invalidQuery(u"Unsupported aggregation '%1'"_s.arg(it.key()));
        costColumns << name;
    }
    if (costColumns.isEmpty())
        return invalidQuery(u"dataset.aggregation is required"_s);
    const QJsonArray grouping = dataset[u"grouping"_s].toArray();
    if (grouping.size() > 2)
        return invalidQuery(u"Grouping by more than 2 columns is not supported"_s);
    QList<std::pair<bool, QString>> groups; // (is tag, name)
    for (const QJsonValue &group : grouping) {
        const QString groupType = group[u"type"_s].toString();
        const QString name = group[u"name"_s].toString();
        const bool tag = groupType == u"TagKey"_s;
        if ((!tag && groupType != u"Dimension"_s) || name.isEmpty() ||
            (!tag && !kDimensions.contains(name, Qt::CaseInsensitive)))
            return invalidQuery(u"Invalid grouping %1 '%2'"_s.arg(groupType, name));
        groups.append({tag, name});
    }

    // Sum per (day, group values); std::map keeps the row order stable.
    using Key = std::pair<int, QStringList>;
    std::map<Key, QList<double>> sums;
    const QJsonObject filter = dataset[u"filter"_s].toObject();
    for (const CostLine &line : m_catalog.costLines()) {
        if (!resourceGroup.isEmpty() && line.resourceGroup != resourceGroup)
            continue;
        QString filterError;
        const bool matched = lineMatches(line, filter, &filterError);
        if (!filterError.isEmpty())
            return invalidQuery(filterError);
        if (!matched)
            continue;
        QStringList values;
        for (const auto &[tag, name] : groups)
            values << (tag ? tagValue(line, name) : dimensionValue(line, name));
        for (QDate day = days->first; day <= days->second && day <= today; day = day.addDays(1)) {
            const int usageDate = day.year() * 10000 + day.month() * 100 + day.day();
            const double cost = lineCost(line, day);
            QList<double> &sum = sums[{daily ? usageDate : 0, values}];
            sum.resize(costColumns.size());
            for (double &column : sum)
                column += cost;
        }
    }

    QList<std::pair<Key, QList<double>>> ordered(sums.begin(), sums.end());
    // Null tag values sort after every named group, as they do in the portal.
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) {
        if (a.first.first != b.first.first)
            return a.first.first < b.first.first;
        for (qsizetype i = 0; i < a.first.second.size(); ++i) {
            const QString &x = a.first.second[i];
            const QString &y = b.first.second[i];
            if (x.isEmpty() != y.isEmpty())
                return y.isEmpty();
            if (x != y)
                return x < y;
        }
        return false;
    });

    QJsonArray columns;
    for (const QString &name : costColumns)
        columns.append(QJsonObject{{u"name"_s, name}, {u"type"_s, u"Number"_s}});
    if (daily)
        columns.append(QJsonObject{{u"name"_s, u"UsageDate"_s}, {u"type"_s, u"Number"_s}});
    for (const auto &group : groups)
        columns.append(QJsonObject{{u"name"_s, group.second}, {u"type"_s, u"String"_s}});
    columns.append(QJsonObject{{u"name"_s, u"Currency"_s}, {u"type"_s, u"String"_s}});
    const QList<int> order = m_options.costColumnsShuffled
                                 ? columnOrder(columns.size(), m_options.seed)
                                 : columnOrder(0, 0);

    bool offsetOk = true;
    const QString skipToken = request.queryValue(u"$skiptoken"_s);
    const qsizetype offset =
        skipToken.isEmpty()
            ? 0
            : QString::fromLatin1(
                  QByteArray::fromBase64(skipToken.toLatin1(), QByteArray::Base64UrlEncoding))
                  .section(u'=', 1)
                  .toLongLong(&offsetOk);
    if (!offsetOk || offset < 0 || (offset > 0 && offset >= ordered.size()))
        return invalidQuery(u"Invalid $skiptoken"_s);
    const qsizetype pageEnd = std::min<qsizetype>(ordered.size(), offset + m_options.costPageSize);

    QJsonArray rows;
    for (qsizetype r = offset; r < pageEnd; ++r) {
        const auto &[key, sum] = ordered[r];
        QJsonArray row;
        for (double value : sum)
            row.append(std::round(value * 100) / 100);
        if (daily)
            row.append(key.first);
        for (const QString &value : key.second)
            row.append(value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value));
        row.append(u"USD"_s);
        if (order.isEmpty()) {
            rows.append(row);
            continue;
        }
        QJsonArray shuffled;
        for (int index : order)
            shuffled.append(row[index]);
        rows.append(shuffled);
    }
    QJsonArray orderedColumns = columns;
    if (!order.isEmpty()) {
        orderedColumns = QJsonArray();
        for (int index : order)
            orderedColumns.append(columns[index]);
    }
    QJsonValue nextLink = QJsonValue::Null;
    if (pageEnd < ordered.size()) {
        const QByteArray token =
            ("offset=" + QByteArray::number(pageEnd))
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        nextLink = baseUrl + scope + u"/providers/Microsoft.CostManagement/query?api-version="_s +
                   request.queryValue(u"api-version"_s) + u"&$skiptoken="_s +
                   QString::fromLatin1(token);
    }
    const QString name = AzureErrors::newGuid();
    HttpResponse response = HttpResponse::json(
        200, QJsonObject{
                 {u"id"_s, scope.mid(1) + u"/providers/Microsoft.CostManagement/query/"_s + name},
                 {u"name"_s, name},
                 {u"type"_s, u"Microsoft.CostManagement/query"_s},
                 {u"location"_s, QJsonValue::Null},
                 {u"sku"_s, QJsonValue::Null},
                 {u"eTag"_s, QJsonValue::Null},
                 {u"properties"_s, QJsonObject{{u"nextLink"_s, nextLink},
                                               {u"columns"_s, orderedColumns},
                                               {u"rows"_s, rows}}},
             });
    response.setHeader("x-ms-ratelimit-microsoft.costmanagement-qpu-consumed", "1");
    response.setHeader("x-ms-ratelimit-microsoft.costmanagement-qpu-remaining",
                       "QueryResource=99, Tenant=199");
    return response;
}
