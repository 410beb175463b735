#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

struct HttpRequest;

// Error bodies in the shapes the imitated services use. They differ on
// purpose, as they do in Azure: ARM wraps {"error":{code,message}}, the
// metrics provider answers a bare {code,message} for its own 400s, Log
// Analytics adds correlationId and innererror, Entra ID uses OAuth's
// {error,error_description,error_codes}.
namespace AzureErrors {

QString newGuid();

QJsonObject arm(const QString &code, const QString &message);
QJsonObject plain(const QString &code, const QString &message);
QJsonObject logAnalytics(const QString &code, const QString &message,
                         const QJsonObject &innerError = {});
QJsonObject entra(const QString &error, int aadsts, const QString &description);

// ARM's answer to a missing or unsupported api-version, or nothing when the
// request's version is one of `supported`.
std::optional<QJsonObject> checkApiVersion(const HttpRequest &request,
                                           const QStringList &supported);

} // namespace AzureErrors
