#include "azureerrors.h"

#include "httprequest.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace AzureErrors {

QString newGuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QJsonObject arm(const QString &code, const QString &message)
{
    return QJsonObject{{u"error"_s, plain(code, message)}};
}

QJsonObject plain(const QString &code, const QString &message)
{
    return QJsonObject{{u"code"_s, code}, {u"message"_s, message}};
}

QJsonObject logAnalytics(const QString &code, const QString &message, const QJsonObject &innerError)
{
    QJsonObject error{{u"message"_s, message}, {u"code"_s, code}, {u"correlationId"_s, newGuid()}};
    if (!innerError.isEmpty())
        error.insert(u"innererror"_s, innerError);
    return QJsonObject{{u"error"_s, error}};
}

QJsonObject entra(const QString &error, int aadsts, const QString &description)
{
    const QString traceId = newGuid();
    const QString correlationId = newGuid();
    const QString timestamp = QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-dd HH:mm:ssZ"_s);
    return QJsonObject{
        {u"error"_s, error},
        {u"error_description"_s,
         u"AADSTS%1: %2\r\nTrace ID: %3\r\nCorrelation ID: %4\r\nTimestamp: %5"_s.arg(aadsts).arg(
             description, traceId, correlationId, timestamp)},
        {u"error_codes"_s, QJsonArray{aadsts}},
        {u"timestamp"_s, timestamp},
        {u"trace_id"_s, traceId},
        {u"correlation_id"_s, correlationId},
        {u"error_uri"_s, u"https://login.microsoftonline.com/error?code=%1"_s.arg(aadsts)},
    };
}

std::optional<QJsonObject> checkApiVersion(const HttpRequest &request, const QStringList &supported)
{
    if (!request.hasQuery(u"api-version"_s)) {
        return arm(u"MissingApiVersionParameter"_s,
                   u"The api-version query parameter (?api-version=) is required for all "
                   "requests."_s);
    }
    const QString version = request.queryValue(u"api-version"_s);
    if (supported.contains(version, Qt::CaseInsensitive))
        return std::nullopt;
    return arm(u"InvalidApiVersionParameter"_s,
               u"The api-version '%1' is invalid. The supported versions are '%2'."_s.arg(
                   version, supported.join(u',')));
}

} // namespace AzureErrors
