#include "metricshandler.h"

#include "azureerrors.h"
#include "catalog.h"
#include "httprequest.h"
#include "isotime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

const QStringList kSingleVersions = {u"2018-01-01"_s, u"2019-07-01"_s, u"2021-05-01"_s,
                                     u"2023-10-01"_s, u"2024-02-01"_s};
const QStringList kBatchVersions = {u"2023-03-01-preview"_s, u"2023-05-01-preview"_s,
                                    u"2023-10-01"_s, u"2024-02-01"_s};

HttpResponse wrapped(int status, const QString &code, const QString &message)
{
    return HttpResponse::json(status, AzureErrors::arm(code, message));
}

// The resource type of an ARM id: provider namespace plus every type segment
// (".../providers/Microsoft.Compute/virtualMachines/vm1" -> Microsoft.Compute/virtualMachines).
QString typeOf(const QString &resourceId)
{
    const qsizetype providers = resourceId.lastIndexOf(u"/providers/"_s, -1, Qt::CaseInsensitive);
    if (providers < 0)
        return {};
    const QStringList parts = resourceId.mid(providers + 11).split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 3)
        return {};
    QStringList type{parts[0]};
    for (qsizetype i = 1; i < parts.size(); i += 2)
        type << parts[i];
    return type.join(u'/');
}

QString subscriptionOf(const QString &resourceId)
{
    const QStringList parts = resourceId.split(u'/', Qt::SkipEmptyParts);
    return parts.size() >= 2 && parts[0].compare(u"subscriptions"_s, Qt::CaseInsensitive) == 0
               ? parts[1]
               : QString();
}

HttpResponse lookupFailure(ArmLookupStatus status, const QString &resourceId)
{
    const QStringList parts = resourceId.split(u'/', Qt::SkipEmptyParts);
    switch (status) {
    case ArmLookupStatus::SubscriptionNotFound:
        return wrapped(404, u"SubscriptionNotFound"_s,
                       u"The subscription '%1' could not be found."_s.arg(parts.value(1)));
    case ArmLookupStatus::ResourceGroupNotFound:
        return wrapped(404, u"ResourceGroupNotFound"_s,
                       u"Resource group '%1' could not be found."_s.arg(parts.value(3)));
    case ArmLookupStatus::ResourceNotFound:
        return wrapped(404, u"ResourceNotFound"_s,
                       u"The Resource '%1/%2' under resource group '%3' was not found. For more "
                       "details please go to https://aka.ms/ARMResourceNotFoundFix"_s.arg(
                           typeOf(resourceId), parts.value(parts.size() - 1), parts.value(3)));
    case ArmLookupStatus::Malformed:
    case ArmLookupStatus::Found:
        break;
    }
    return wrapped(400, u"InvalidResourceId"_s,
                   u"The resource id '%1' is not a valid ARM resource id."_s.arg(resourceId));
}

} // namespace

HttpResponse MetricsHandler::single(const HttpRequest &request, const QString &resourceId,
                                    qint64 nowSecs) const
{
    if (request.method != "GET") {
        return wrapped(405, u"MethodNotAllowed"_s,
                       u"The requested resource does not support http method '%1'."_s.arg(
                           QString::fromLatin1(request.method)));
    }
    if (const auto error = AzureErrors::checkApiVersion(request, kSingleVersions))
        return HttpResponse::json(400, *error);
    const ResourceDefinition *resource = nullptr;
    if (const ArmLookupStatus status = m_catalog.lookup(resourceId, &resource);
        status != ArmLookupStatus::Found)
        return lookupFailure(status, resourceId);

    MetricError error;
    const auto query = MetricQuery::parse(request, false, nowSecs, &error);
    if (!query)
        return HttpResponse::json(400, AzureErrors::plain(error.code, error.message));
    if (!query->metricNamespace.isEmpty() &&
        query->metricNamespace.compare(resource->type, Qt::CaseInsensitive) != 0) {
        return HttpResponse::json(
            400, AzureErrors::plain(u"BadRequest"_s,
                                    u"Failed to find metric configuration for provider: %1, "
                                    "resource Type: %2, metric namespace: %3"_s.arg(
                                        resource->type.section(u'/', 0, 0),
                                        resource->type.section(u'/', 1), query->metricNamespace)));
    }
    qint64 cost = 0;
    const auto values = m_query.values(*resource, *query, nowSecs, &cost, &error);
    if (!values)
        return HttpResponse::json(400, AzureErrors::plain(error.code, error.message));
    return HttpResponse::json(
        200, QJsonObject{
                 {u"cost"_s, cost},
                 {u"timespan"_s,
                  IsoTime::formatInstant(query->start) + u'/' + IsoTime::formatInstant(query->end)},
                 {u"interval"_s, query->intervalText()},
                 {u"value"_s, *values},
                 {u"namespace"_s,
                  query->metricNamespace.isEmpty() ? resource->type : query->metricNamespace},
                 {u"resourceregion"_s, resource->region},
             });
}

HttpResponse MetricsHandler::batch(const HttpRequest &request, const QString &subscriptionId,
                                   qint64 nowSecs) const
{
    if (request.method != "POST") {
        return wrapped(405, u"MethodNotAllowed"_s,
                       u"The requested resource does not support http method '%1'."_s.arg(
                           QString::fromLatin1(request.method)));
    }
    if (const auto error = AzureErrors::checkApiVersion(request, kBatchVersions))
        return HttpResponse::json(400, *error);
    if (!m_catalog.knowsSubscription(subscriptionId)) {
        return wrapped(404, u"SubscriptionNotFound"_s,
                       u"The subscription '%1' could not be found."_s.arg(subscriptionId));
    }
    const QString metricNamespace = request.queryValue(u"metricnamespace"_s);
    if (metricNamespace.isEmpty())
        return wrapped(400, u"BadRequest"_s, u"The metricnamespace parameter is required."_s);
    if (request.queryValue(u"metricnames"_s).isEmpty())
        return wrapped(400, u"BadRequest"_s, u"The metricnames parameter is required."_s);

    QJsonParseError parseError;
    const QJsonDocument body = QJsonDocument::fromJson(request.body, &parseError);
    // The property name is case-sensitive: "resourceIds" is not accepted.
    const QJsonValue idsValue = body.object().value(u"resourceids"_s);
    if (parseError.error != QJsonParseError::NoError || !body.isObject() || !idsValue.isArray() ||
        idsValue.toArray().isEmpty()) {
        return wrapped(400, u"BadRequest"_s,
                       u"The request body must be a JSON object with a non-empty 'resourceids' "
                       "array."_s);
    }
    QStringList ids;
    for (const QJsonValue &id : idsValue.toArray()) {
        if (!id.isString() || id.toString().isEmpty())
            return wrapped(400, u"BadRequest"_s, u"Every resource id must be a string."_s);
        if (!ids.contains(id.toString(), Qt::CaseInsensitive))
            ids << id.toString();
    }
    if (ids.size() > kMaxBatchResources) {
        return wrapped(400, u"BadRequest"_s,
                       u"The number of resource ids (%1) exceeds the maximum of %2 per batch "
                       "request."_s.arg(ids.size())
                           .arg(kMaxBatchResources));
    }
    for (const QString &id : ids) {
        if (subscriptionOf(id).compare(subscriptionId, Qt::CaseInsensitive) != 0) {
            return wrapped(
                400, u"BadRequest"_s,
                u"Resource id '%1' is not in subscription '%2'. All resources of a "
                "batch must be in the subscription of the request."_s.arg(id, subscriptionId));
        }
        if (typeOf(id).compare(metricNamespace, Qt::CaseInsensitive) != 0) {
            return wrapped(400, u"BadRequest"_s,
                           u"Resource id '%1' is not of type '%2'. All resources of a batch must "
                           "be of the type named by metricnamespace."_s.arg(id, metricNamespace));
        }
    }

    MetricError error;
    const auto query = MetricQuery::parse(request, true, nowSecs, &error);
    if (!query)
        return wrapped(400, error.code, error.message);
    const bool timespanStyle = !request.queryValue(u"api-version"_s).startsWith(u"2024"_s);

    QJsonArray items;
    for (const QString &id : ids) {
        // The batch API does not check that a resource exists: an unknown one
        // (or one in another region) just has no data.
        const ResourceDefinition *known = m_catalog.resource(id);
        const ResourceDefinition resource =
            known ? *known : ResourceDefinition{id, id.section(u'/', -1), typeOf(id), {}, {}};
        qint64 cost = 0;
        auto values = m_query.values(resource, *query, nowSecs, &cost, &error);
        if (!values)
            return wrapped(400, error.code, error.message);
        if (!known) {
            for (QJsonValueRef value : *values) {
                QJsonObject entry = value.toObject();
                entry.insert(u"timeseries"_s, QJsonArray());
                value = entry;
            }
        }
        QJsonObject item;
        if (timespanStyle) {
            item.insert(u"cost"_s, cost);
            item.insert(u"timespan"_s, IsoTime::formatInstant(query->start) + u'/' +
                                           IsoTime::formatInstant(query->end));
        } else {
            item.insert(u"starttime"_s, IsoTime::formatInstant(query->start));
            item.insert(u"endtime"_s, IsoTime::formatInstant(query->end));
        }
        item.insert(u"interval"_s, query->intervalText());
        item.insert(u"value"_s, *values);
        item.insert(u"namespace"_s, metricNamespace.toLower());
        item.insert(u"resourceregion"_s, known ? known->region : Catalog::region());
        item.insert(u"resourceid"_s, id);
        items.append(item);
    }
    return HttpResponse::json(200, QJsonObject{{u"values"_s, items}});
}
