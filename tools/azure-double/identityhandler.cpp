#include "identityhandler.h"

#include "azureerrors.h"
#include "doubleoptions.h"
#include "httprequest.h"
#include "tokenstore.h"

#include <QDateTime>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

const QStringList kKnownResources = {
    u"https://management.azure.com"_s,       u"https://management.core.windows.net"_s,
    u"https://metrics.monitor.azure.com"_s,  u"https://api.loganalytics.io"_s,
    u"https://api.loganalytics.azure.com"_s, u"https://prometheus.monitor.azure.com"_s,
    u"https://graph.microsoft.com"_s};
const QStringList kOidcScopes = {u"openid"_s, u"profile"_s, u"offline_access"_s, u"email"_s};
const QString kDeviceCodeGrant = u"urn:ietf:params:oauth:grant-type:device_code"_s;

HttpResponse entraError(int status, const QString &error, int aadsts, const QString &description)
{
    return HttpResponse::json(status, AzureErrors::entra(error, aadsts, description));
}

HttpResponse missingParameter(const QString &name)
{
    return entraError(400, u"invalid_request"_s, 900144,
                      u"The request body must contain the following parameter: '%1'."_s.arg(name));
}

bool isCommonTenant(const QString &tenant)
{
    return tenant.compare(u"common"_s, Qt::CaseInsensitive) == 0 ||
           tenant.compare(u"organizations"_s, Qt::CaseInsensitive) == 0;
}

} // namespace

std::optional<QString> IdentityHandler::audienceOf(const QString &scope, bool requireDefault,
                                                   HttpResponse *error)
{
    QString audience;
    for (const QString &item : scope.split(u' ', Qt::SkipEmptyParts)) {
        if (kOidcScopes.contains(item.toLower()))
            continue;
        if (requireDefault && !item.endsWith(u"/.default"_s)) {
            *error = entraError(400, u"invalid_scope"_s, 1002012,
                                u"The provided value for scope %1 is not valid. Client credential "
                                "flows must have a scope value with /.default suffixed to the "
                                "resource identifier (application ID URI)."_s.arg(item));
            return std::nullopt;
        }
        // https://management.azure.com/.default and .../user_impersonation both
        // name the resource before the last segment.
        const qsizetype slash = item.lastIndexOf(u'/');
        const QString resource =
            TokenStore::normalizedAudience(slash > 8 ? item.left(slash) : item);
        if (!kKnownResources.contains(resource)) {
            *error = entraError(400, u"invalid_resource"_s, 500011,
                                u"The resource principal named %1 was not found in the tenant. "
                                "This can happen if the application has not been installed by the "
                                "administrator of the tenant or consented to by any user in the "
                                "tenant. You might have sent your authentication request to the "
                                "wrong tenant."_s.arg(resource));
            return std::nullopt;
        }
        if (!audience.isEmpty() && audience != resource) {
            *error = entraError(
                400, u"invalid_scope"_s, 28000,
                u"Provided value for the input parameter scope is not valid because "
                "it contains more than one resource. Scope %1 is not valid."_s.arg(scope));
            return std::nullopt;
        }
        audience = resource;
    }
    if (audience.isEmpty())
        audience = u"https://graph.microsoft.com"_s;
    return audience;
}

std::optional<HttpResponse> IdentityHandler::checkTenant(const QString &tenant,
                                                         bool allowCommon) const
{
    if (tenant.compare(m_options.tenant, Qt::CaseInsensitive) == 0 ||
        (allowCommon && isCommonTenant(tenant)))
        return std::nullopt;
    if (isCommonTenant(tenant)) {
        return entraError(400, u"invalid_request"_s, 50059,
                          u"No tenant-identifying information found in either the request or "
                          "implied by any provided credentials."_s);
    }
    return entraError(400, u"invalid_request"_s, 90002,
                      u"Tenant '%1' not found. Check to make sure you have the correct tenant ID "
                      "and are signing into the correct cloud. Check with your subscription "
                      "administrator, this may happen if there are no active subscriptions for the "
                      "tenant."_s.arg(tenant));
}

std::optional<HttpResponse> IdentityHandler::checkClient(const QString &clientId,
                                                         const QString &tenant) const
{
    if (clientId.isEmpty())
        return missingParameter(u"client_id"_s);
    if (clientId.compare(m_options.clientId, Qt::CaseInsensitive) == 0)
        return std::nullopt;
    return entraError(400, u"unauthorized_client"_s, 700016,
                      u"Application with identifier '%1' was not found in the directory '%2'. This "
                      "can happen if the application has not been installed by the administrator "
                      "of the tenant or consented to by any user in the tenant. You may have sent "
                      "your authentication request to the wrong tenant."_s.arg(clientId, tenant));
}

HttpResponse IdentityHandler::token(const HttpRequest &request, const QString &tenant)
{
    if (request.method != "POST") {
        return entraError(400, u"invalid_request"_s, 900561,
                          u"The endpoint only accepts POST requests. Received a %1 request."_s.arg(
                              QString::fromLatin1(request.method)));
    }
    const HttpRequest::Pairs form = HttpRequest::decodeForm(request.body);
    const QString grant = HttpRequest::pairValue(form, u"grant_type"_s);
    const bool formEncoded =
        request.header("content-type").toLower().startsWith("application/x-www-form-urlencoded");
    if (!formEncoded || grant.isEmpty())
        return missingParameter(u"grant_type"_s);
    if (grant == u"client_credentials"_s)
        return clientCredentials(request, tenant);
    if (grant == kDeviceCodeGrant)
        return deviceCodeGrant(request, tenant);
    if (grant == u"refresh_token"_s)
        return refreshTokenGrant(request, tenant);
    return entraError(400, u"unsupported_grant_type"_s, 70003,
                      u"The app requested an unsupported grant type '%1'."_s.arg(grant));
}

std::expected<IdentityHandler::Caller, HttpResponse>
IdentityHandler::caller(const HttpRequest &request, const QString &tenant, bool allowCommon) const
{
    if (auto error = checkTenant(tenant, allowCommon))
        return std::unexpected(*error);
    Caller c;
    c.form = HttpRequest::decodeForm(request.body);
    c.clientId = HttpRequest::pairValue(c.form, u"client_id"_s);
    if (auto error = checkClient(c.clientId, tenant))
        return std::unexpected(*error);
    return c;
}

HttpResponse IdentityHandler::clientCredentials(const HttpRequest &request, const QString &tenant)
{
    auto who = caller(request, tenant, false);
    if (!who)
        return who.error();
    const HttpRequest::Pairs &form = who->form;
    const QString &clientId = who->clientId;
    const QString secret = HttpRequest::pairValue(form, u"client_secret"_s);
    if (secret.isEmpty()) {
        return entraError(401, u"invalid_client"_s, 7000216,
                          u"'client_assertion', 'client_secret' or 'request' is required for the "
                          "'client_credentials' grant type."_s);
    }
    if (m_options.clientSecret.isEmpty() || secret != m_options.clientSecret) {
        return entraError(401, u"invalid_client"_s, 7000215,
                          u"Invalid client secret provided. Ensure the secret being sent in the "
                          "request is the client secret value, not the client secret ID, for a "
                          "secret added to app '%1'."_s.arg(clientId));
    }
    const QString scope = HttpRequest::pairValue(form, u"scope"_s);
    if (scope.isEmpty())
        return missingParameter(u"scope"_s);
    HttpResponse error;
    const auto audience = audienceOf(scope, true, &error);
    if (!audience)
        return error;
    const int lifetime = m_options.tokenLifetimeSecs;
    return HttpResponse::json(
        200, QJsonObject{
                 {u"token_type"_s, u"Bearer"_s},
                 {u"expires_in"_s, lifetime},
                 {u"ext_expires_in"_s, lifetime},
                 {u"access_token"_s, m_tokens.issueAccessToken(*audience, clientId, lifetime)},
             });
}

HttpResponse IdentityHandler::userToken(const QString &audience, const QString &scope,
                                        const QString &clientId)
{
    const int lifetime = m_options.tokenLifetimeSecs;
    QJsonObject body{
        {u"token_type"_s, u"Bearer"_s},
        {u"scope"_s, audience + u"/user_impersonation "_s + audience + u"/.default"_s},
        {u"expires_in"_s, lifetime},
        {u"ext_expires_in"_s, lifetime},
        {u"access_token"_s, m_tokens.issueAccessToken(audience, clientId, lifetime)},
    };
    if (scope.split(u' ').contains(u"offline_access"_s))
        body.insert(u"refresh_token"_s, m_tokens.issueRefreshToken(clientId));
    return HttpResponse::json(200, body);
}

HttpResponse IdentityHandler::deviceCodeGrant(const HttpRequest &request, const QString &tenant)
{
    auto who = caller(request, tenant, true);
    if (!who)
        return who.error();
    const HttpRequest::Pairs &form = who->form;
    const QString &clientId = who->clientId;
    const QString deviceCode = HttpRequest::pairValue(form, u"device_code"_s);
    if (deviceCode.isEmpty())
        return missingParameter(u"device_code"_s);
    TokenStore::DeviceCode *code = m_tokens.deviceCode(deviceCode);
    if (!code || code->clientId.compare(clientId, Qt::CaseInsensitive) != 0) {
        return entraError(400, u"invalid_grant"_s, 70000,
                          u"The provided value for the input parameter 'device_code' is not "
                          "valid."_s);
    }
    if (code->state == TokenStore::DeviceState::Redeemed) {
        return entraError(400, u"invalid_grant"_s, 54005,
                          u"OAuth2 Authorization code was already redeemed, please retry with a "
                          "new valid code or use an existing refresh token."_s);
    }
    if (code->expiresAtMs <= QDateTime::currentMSecsSinceEpoch()) {
        return entraError(400, u"expired_token"_s, 70020,
                          u"The provided value for the input parameter 'device_code' is not "
                          "valid. This device code has expired."_s);
    }
    if (code->state == TokenStore::DeviceState::Declined) {
        return entraError(400, u"authorization_declined"_s, 70000,
                          u"The user has declined to authorize the application."_s);
    }
    if (code->state == TokenStore::DeviceState::Pending) {
        return entraError(400, u"authorization_pending"_s, 70016,
                          u"OAuth 2.0 device flow error. Authorization is pending. Continue "
                          "polling."_s);
    }
    code->state = TokenStore::DeviceState::Redeemed;
    HttpResponse error;
    const auto audience = audienceOf(code->scope, false, &error);
    return audience ? userToken(*audience, code->scope, clientId) : error;
}

HttpResponse IdentityHandler::refreshTokenGrant(const HttpRequest &request, const QString &tenant)
{
    auto who = caller(request, tenant, true);
    if (!who)
        return who.error();
    const HttpRequest::Pairs &form = who->form;
    const QString &clientId = who->clientId;
    const QString refreshToken = HttpRequest::pairValue(form, u"refresh_token"_s);
    if (refreshToken.isEmpty())
        return missingParameter(u"refresh_token"_s);
    const QString scope = HttpRequest::pairValue(form, u"scope"_s);
    if (scope.isEmpty())
        return missingParameter(u"scope"_s);
    HttpResponse error;
    const auto audience = audienceOf(scope, false, &error);
    if (!audience)
        return error;
    const auto owner = m_tokens.takeRefreshToken(refreshToken);
    if (!owner || owner->compare(clientId, Qt::CaseInsensitive) != 0) {
        return entraError(400, u"invalid_grant"_s, 9002313,
                          u"Invalid request. Request is malformed or invalid."_s);
    }
    // A refreshed token set always carries the next refresh token.
    return userToken(*audience, scope + u" offline_access"_s, clientId);
}

HttpResponse IdentityHandler::deviceCode(const HttpRequest &request, const QString &tenant,
                                         const QString &baseUrl)
{
    if (request.method != "POST") {
        return entraError(400, u"invalid_request"_s, 900561,
                          u"The endpoint only accepts POST requests. Received a %1 request."_s.arg(
                              QString::fromLatin1(request.method)));
    }
    auto who = caller(request, tenant, true);
    if (!who)
        return who.error();
    const HttpRequest::Pairs &form = who->form;
    const QString &clientId = who->clientId;
    const QString scope = HttpRequest::pairValue(form, u"scope"_s);
    if (scope.isEmpty())
        return missingParameter(u"scope"_s);
    HttpResponse error;
    if (!audienceOf(scope, false, &error))
        return error;
    const TokenStore::DeviceCode code =
        m_tokens.newDeviceCode(clientId, scope, m_options.deviceCodeLifetimeSecs);
    // The sign-in page is the double's own, so that nobody is sent to the real
    // Microsoft page for a code it has never heard of.
    const QString verificationUri = baseUrl + u"/_double/devicelogin"_s;
    return HttpResponse::json(
        200, QJsonObject{
                 {u"user_code"_s, code.userCode},
                 {u"device_code"_s, code.deviceCode},
                 {u"verification_uri"_s, verificationUri},
                 {u"expires_in"_s, m_options.deviceCodeLifetimeSecs},
                 {u"interval"_s, m_options.deviceCodeIntervalSecs},
                 {u"message"_s, u"To sign in, use a web browser to open the page %1 and enter the "
                                "code %2 to authenticate."_s.arg(verificationUri, code.userCode)},
             });
}
