#pragma once

#include "httprequest.h"
#include "httpresponse.h"

#include <QString>

#include <expected>
#include <optional>

struct DoubleOptions;
class TokenStore;

// Microsoft Entra ID's v2.0 endpoints: /{tenant}/oauth2/v2.0/token for the
// client-credentials, device-code and refresh-token grants, and
// /{tenant}/oauth2/v2.0/devicecode. A token's audience is the resource of the
// requested scope (https://management.azure.com/.default ->
// https://management.azure.com).
class IdentityHandler final
{
  public:
    IdentityHandler(const DoubleOptions &options, TokenStore &tokens)
        : m_options(options), m_tokens(tokens)
    {
    }

    HttpResponse token(const HttpRequest &request, const QString &tenant);
    HttpResponse deviceCode(const HttpRequest &request, const QString &tenant,
                            const QString &baseUrl);

    // The audience a scope list asks for, or an Entra error body.
    static std::optional<QString> audienceOf(const QString &scope, bool requireDefault,
                                             HttpResponse *error);

  private:
    std::optional<HttpResponse> checkTenant(const QString &tenant, bool allowCommon) const;
    std::optional<HttpResponse> checkClient(const QString &clientId, const QString &tenant) const;
    // Every Entra endpoint starts alike: a known tenant, then a known client
    // in the form. The form and the client id, or the error to answer.
    struct Caller
    {
        HttpRequest::Pairs form;
        QString clientId;
    };
    std::expected<Caller, HttpResponse> caller(const HttpRequest &request, const QString &tenant,
                                               bool allowCommon) const;
    HttpResponse clientCredentials(const HttpRequest &request, const QString &tenant);
    HttpResponse deviceCodeGrant(const HttpRequest &request, const QString &tenant);
    HttpResponse refreshTokenGrant(const HttpRequest &request, const QString &tenant);
    HttpResponse userToken(const QString &audience, const QString &scope, const QString &clientId);

    const DoubleOptions &m_options;
    TokenStore &m_tokens;
};
