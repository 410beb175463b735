#include "azuredouble.h"

#include "azureerrors.h"
#include "httprequest.h"

#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

// A stable object id for the one service principal, for 403 messages.
const QString kPrincipalObjectId = u"00000000-0000-0000-0000-000000000201"_s;

QStringList audiencesFor(EndpointClass endpoint)
{
    switch (endpoint) {
    case EndpointClass::Batch:
        return {u"https://metrics.monitor.azure.com"_s};
    case EndpointClass::Logs:
        return {u"https://api.loganalytics.io"_s, u"https://api.loganalytics.azure.com"_s};
    default:
        return {u"https://management.azure.com"_s, u"https://management.core.windows.net"_s};
    }
}

QString armTime(qint64 ms)
{
    return QLocale::c().toString(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC),
                                 u"M/d/yyyy h:mm:ss AP"_s);
}

QString forbiddenAction(EndpointClass endpoint, const HttpRequest &request)
{
    switch (endpoint) {
    case EndpointClass::Cost:
        return u"Microsoft.CostManagement/query/action"_s;
    case EndpointClass::Budgets:
        return u"Microsoft.Consumption/budgets/read"_s;
    case EndpointClass::Automation:
        if (request.path.endsWith(u"/output"_s))
            return u"Microsoft.Automation/automationAccounts/jobs/output/read"_s;
        return request.method == "GET" ? u"Microsoft.Automation/automationAccounts/jobs/read"_s
                                       : u"Microsoft.Automation/automationAccounts/jobs/write"_s;
    default:
        return u"Microsoft.Insights/metrics/read"_s;
    }
}

} // namespace

AzureDouble::AzureDouble(const DoubleOptions &options)
    : m_options(options), m_synth(options.seed), m_armReadsRemaining(options.armReadBudget),
      m_identity(m_options, m_tokens), m_metrics(m_catalog, m_synth, m_faults),
      m_logs(m_faults, options), m_cost(m_catalog, m_options),
      m_budgets(m_catalog, m_options, m_cost), m_automation(m_catalog),
      m_control(m_faults, m_stats, m_tokens, m_catalog, m_options, m_armReadsRemaining)
{
    m_clock.start();
}

bool AzureDouble::applyStartupFaults(QString *error)
{
    for (const QJsonObject &faults : std::as_const(m_options.faults)) {
        if (!m_control.apply(faults, error))
            return false;
    }
    return true;
}

AzureDouble::Route AzureDouble::route(const QString &path)
{
    using Pattern = std::pair<EndpointClass, QRegularExpression>;
    const auto options = QRegularExpression::CaseInsensitiveOption;
    static const QList<Pattern> patterns = {
        {EndpointClass::Login,
         QRegularExpression(u"^/([^/]+)/oauth2/v2\\.0/(token|devicecode)$"_s, options)},
        {EndpointClass::Batch,
         QRegularExpression(u"^/subscriptions/([^/]+)/metrics:getBatch$"_s, options)},
        {EndpointClass::Metrics,
         QRegularExpression(u"^(/subscriptions/.+)/providers/microsoft\\.insights/metrics$"_s,
                            options)},
        {EndpointClass::Logs, QRegularExpression(u"^/v1/workspaces/([^/]+)/query$"_s, options)},
        {EndpointClass::Cost,
         QRegularExpression(u"^(/subscriptions/[^/]+(?:/resourceGroups/[^/]+)?)"
                            "/providers/Microsoft\\.CostManagement/query$"_s,
                            options)},
        {EndpointClass::Budgets,
         QRegularExpression(u"^(/subscriptions/[^/]+(?:/resourceGroups/[^/]+)?)"
                            "/providers/Microsoft\\.Consumption/budgets$"_s,
                            options)},
        {EndpointClass::Automation,
         QRegularExpression(u"^(/subscriptions/[^/]+/resourceGroups/[^/]+/providers/"
                            "Microsoft\\.Automation/automationAccounts/[^/]+)/jobs/([^/]+)"
                            "(?:/(output|stop))?$"_s,
                            options)},
    };
    if (path.startsWith(u"/_double/"_s))
        return {EndpointClass::Control, {path.mid(8)}};
    for (const auto &[endpoint, pattern] : patterns) {
        const QRegularExpressionMatch match = pattern.match(path);
        if (match.hasMatch())
            return {endpoint, match.capturedTexts().mid(1)};
    }
    return {};
}

QString AzureDouble::baseUrl(const HttpRequest &request) const
{
    const QByteArray host = request.header("host");
    return host.isEmpty() ? u"http://127.0.0.1:%1"_s.arg(m_port)
                          : u"http://"_s + QString::fromLatin1(host);
}

HttpResponse AzureDouble::handle(const HttpRequest &request)
{
    const qint64 arrivedMs = m_clock.elapsed();
    const qint64 nowSecs = QDateTime::currentSecsSinceEpoch();
    const Route where = route(request.path);
    const QString base = baseUrl(request);
    if (where.endpoint == EndpointClass::Control) {
        HttpResponse response = m_control.handle(request, where.parts.value(0), base);
        response.setHeader("x-ms-request-id", AzureErrors::newGuid().toLatin1());
        return response;
    }

    const int delayMs = m_faults.takeSlowMs(where.endpoint);
    HttpResponse response;
    QString clientId;
    if (where.endpoint == EndpointClass::Unknown) {
        response = HttpResponse::json(
            404, AzureErrors::arm(u"NotFound"_s,
                                  u"No route matches '%1 %2'. See azure-double --help for the "
                                  "endpoints it serves."_s.arg(QString::fromLatin1(request.method),
                                                               request.path)));
    } else if (auto denied = authorize(request, where.endpoint, base, &clientId)) {
        response = *denied;
    } else if (auto fault = injectFault(request, where, clientId)) {
        response = *fault;
    } else {
        response = dispatch(request, where, base, nowSecs);
        if (response.status == 200 && !response.body.isEmpty() &&
            m_faults.takeMalformed(where.endpoint)) {
            // A complete 200 whose JSON stops mid-document, as when a proxy or the
            // backend truncates an answer: the parser, not the transport, must notice.
            response.body.truncate(std::max<qsizetype>(1, response.body.size() / 2));
        }
    }
    addHeaders(&response, where.endpoint, request.method);
    response.delayMs = delayMs;
    m_stats.record(where.endpoint, request.method, request.path, response.status, arrivedMs);
    return response;
}

std::optional<HttpResponse> AzureDouble::authorize(const HttpRequest &request,
                                                   EndpointClass endpoint, const QString &baseUrl,
                                                   QString *clientId) const
{
    if (endpoint == EndpointClass::Login)
        return std::nullopt;
    const bool logs = endpoint == EndpointClass::Logs;
    const QString header = QString::fromLatin1(request.header("authorization"));
    QString code;
    QString message;
    if (header.isEmpty()) {
        code = u"AuthenticationFailed"_s;
        message = u"Authentication failed. The 'Authorization' header is missing."_s;
    } else if (!header.startsWith(u"Bearer "_s, Qt::CaseInsensitive)) {
        code = u"AuthenticationFailed"_s;
        message = u"Authentication failed. The 'Authorization' header is provided in an invalid "
                  "format."_s;
    } else {
        TokenStore::AccessToken token;
        const QStringList accepted = audiencesFor(endpoint);
        switch (m_tokens.check(header.mid(7).trimmed(), accepted, &token)) {
        case TokenStore::Check::Valid:
            *clientId = token.clientId;
            return std::nullopt;
        case TokenStore::Check::Unknown:
            code = u"InvalidAuthenticationToken"_s;
            message = u"The access token is invalid."_s;
            break;
        case TokenStore::Check::Expired:
            code = u"ExpiredAuthenticationToken"_s;
            message = u"The access token expiry UTC time '%1' is earlier than current UTC time "
                      "'%2'."_s.arg(armTime(token.expiresAtMs),
                                    armTime(QDateTime::currentMSecsSinceEpoch()));
            break;
        case TokenStore::Check::WrongAudience: {
            QStringList allowed;
            for (const QString &audience : accepted)
                allowed << u"'%1/'"_s.arg(audience) << u"'%1'"_s.arg(audience);
            code = u"InvalidAuthenticationTokenAudience"_s;
            message = u"The access token has been obtained for wrong audience or resource '%1'. "
                      "It should exactly match with one of the allowed audiences %2."_s.arg(
                          token.audience, allowed.join(u','));
            break;
        }
        }
    }
    // Log Analytics reports authentication in its own shape, with the ARM-like
    // reason as innererror.
    HttpResponse response = HttpResponse::json(401, AzureErrors::arm(code, message));
    if (logs && header.isEmpty()) {
        response = HttpResponse::json(
            401, AzureErrors::logAnalytics(u"AuthorizationRequiredError"_s,
                                           u"Valid authentication was not provided"_s));
    } else if (logs) {
        response = HttpResponse::json(
            401, AzureErrors::logAnalytics(
                     u"InvalidTokenError"_s,
                     u"The provided authentication is not valid for this resource"_s,
                     QJsonObject{{u"code"_s, code}, {u"message"_s, message}}));
    }
    response.setHeader("WWW-Authenticate",
                       u"Bearer authorization_uri=\"%1/%2\", error=\"invalid_token\", "
                       "error_description=\"%3\""_s.arg(baseUrl, m_options.tenant, message)
                           .toUtf8());
    return response;
}

std::optional<HttpResponse> AzureDouble::injectFault(const HttpRequest &request, const Route &route,
                                                     const QString &clientId)
{
    const EndpointClass endpoint = route.endpoint;
    const bool arm = EndpointClasses::isArm(endpoint);
    if (arm && request.method != "PUT" && m_armReadsRemaining <= 0) {
        HttpResponse response = HttpResponse::json(
            429,
            AzureErrors::arm(
                u"SubscriptionRequestsThrottled"_s,
                u"Number of 'read' requests for subscription '%1' actor '%2' "
                "exceeded. Please try again after '5' seconds after additional "
                "tokens are available. Refer to https://aka.ms/arm-throttling for "
                "additional information."_s.arg(Catalog::subscriptionId(), kPrincipalObjectId)));
        response.setHeader("Retry-After", "5");
        return response;
    }
    std::optional<int> retryAfter = m_faults.takeThrottle(endpoint);
    bool overloaded = endpoint == EndpointClass::Batch && retryAfter;
    if (!retryAfter && endpoint == EndpointClass::Batch) {
        retryAfter = m_faults.takeBatch529();
        overloaded = retryAfter.has_value();
    }
    if (retryAfter) {
        const QByteArray seconds = QByteArray::number(*retryAfter);
        HttpResponse response;
        if (overloaded) {
            // The metrics data plane signals throttling with 529.
            response = HttpResponse::json(
                529, AzureErrors::arm(u"TooManyRequests"_s,
                                      u"The metrics backend is throttling requests. Please retry "
                                      "with exponential backoff."_s));
            response.setHeader("Retry-After", seconds);
        } else if (endpoint == EndpointClass::Cost) {
            // Cost Management names its wait in its own headers, not Retry-After.
            response = HttpResponse::json(
                429, AzureErrors::arm(u"429"_s, u"Too many requests. Please retry."_s));
            response.setHeader("x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after", seconds);
            response.setHeader("x-ms-ratelimit-microsoft.costmanagement-entity-retry-after",
                               seconds);
            response.setHeader("x-ms-ratelimit-microsoft.costmanagement-tenant-retry-after",
                               seconds);
        } else if (endpoint == EndpointClass::Logs) {
            response = HttpResponse::json(
                429, AzureErrors::logAnalytics(u"ThrottledError"_s,
                                               u"Your request was throttled. Please retry after "
                                               "%1 seconds."_s.arg(*retryAfter)));
            response.setHeader("Retry-After", seconds);
        } else if (endpoint == EndpointClass::Login) {
            response = HttpResponse::json(
                429, AzureErrors::entra(u"temporarily_unavailable"_s, 90055,
                                        u"The service is temporarily unavailable because too many "
                                        "requests were received. Retry later."_s));
            response.setHeader("Retry-After", seconds);
        } else {
            response = HttpResponse::json(
                429,
                AzureErrors::arm(u"SubscriptionRequestsThrottled"_s,
                                 u"Number of 'read' requests for subscription '%1' actor "
                                 "'%2' exceeded. Please try again after '%3' seconds after "
                                 "additional tokens are available. Refer to "
                                 "https://aka.ms/arm-throttling for additional "
                                 "information."_s.arg(Catalog::subscriptionId(), kPrincipalObjectId)
                                     .arg(*retryAfter)));
            response.setHeader("Retry-After", seconds);
            response.setHeader("x-ms-ratelimit-remaining-subscription-reads", "0");
        }
        return response;
    }
    if (m_faults.takeError500(endpoint)) {
        const QString correlation = AzureErrors::newGuid();
        if (endpoint == EndpointClass::Login) {
            return HttpResponse::json(
                500, AzureErrors::entra(u"server_error"_s, 50000,
                                        u"There was an error issuing a token or an issue with our "
                                        "sign-in service."_s));
        }
        if (endpoint == EndpointClass::Logs) {
            return HttpResponse::json(
                500, AzureErrors::logAnalytics(u"InternalServerError"_s,
                                               u"An internal error occurred while processing the "
                                               "query."_s));
        }
        return HttpResponse::json(
            500,
            AzureErrors::arm(
                u"InternalServerError"_s,
                u"Encountered internal server error. Diagnostic information: timestamp "
                "'%1', subscription id '%2', tracking id '%3', request correlation id '%3'."_s.arg(
                    QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s),
                    Catalog::subscriptionId(), correlation)));
    }
    if (endpoint != EndpointClass::Login && m_faults.forbidden(endpoint)) {
        if (endpoint == EndpointClass::Logs) {
            return HttpResponse::json(
                403, AzureErrors::logAnalytics(u"InsufficientAccessError"_s,
                                               u"The provided credentials have insufficient access "
                                               "to perform the requested operation"_s));
        }
        const QString scope = endpoint == EndpointClass::Batch
                                  ? u"/subscriptions/"_s + route.parts.value(0)
                                  : route.parts.value(0);
        return HttpResponse::json(
            403, AzureErrors::arm(
                     u"AuthorizationFailed"_s,
                     u"The client '%1' with object id '%2' does not have authorization to "
                     "perform action '%3' over scope '%4' or the scope is invalid. If access was "
                     "recently granted, please refresh your credentials."_s.arg(
                         clientId, kPrincipalObjectId, forbiddenAction(endpoint, request), scope)));
    }
    return std::nullopt;
}

HttpResponse AzureDouble::dispatch(const HttpRequest &request, const Route &route,
                                   const QString &baseUrl, qint64 nowSecs)
{
    const QStringList &parts = route.parts;
    switch (route.endpoint) {
    case EndpointClass::Login:
        return parts.value(1).compare(u"token"_s, Qt::CaseInsensitive) == 0
                   ? m_identity.token(request, parts.value(0))
                   : m_identity.deviceCode(request, parts.value(0), baseUrl);
    case EndpointClass::Metrics:
        return m_metrics.single(request, parts.value(0), nowSecs);
    case EndpointClass::Batch:
        return m_metrics.batch(request, parts.value(0), nowSecs);
    case EndpointClass::Logs:
        return m_logs.query(request, parts.value(0), nowSecs);
    case EndpointClass::Cost:
        return m_cost.query(request, parts.value(0), baseUrl, nowSecs);
    case EndpointClass::Budgets:
        return m_budgets.list(request, parts.value(0), nowSecs);
    case EndpointClass::Automation:
        return m_automation.job(request, parts.value(0), parts.value(1), parts.value(2).toLower());
    case EndpointClass::Control:
    case EndpointClass::Unknown:
        break;
    }
    return HttpResponse::empty(404);
}

void AzureDouble::addHeaders(HttpResponse *response, EndpointClass endpoint,
                             const QByteArray &method)
{
    const QByteArray requestId = AzureErrors::newGuid().toLatin1();
    response->setHeader("x-ms-request-id", requestId);
    response->setHeader("x-ms-correlation-request-id", requestId);
    response->setHeader(
        "Date", QLocale::c()
                    .toString(QDateTime::currentDateTimeUtc(), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s)
                    .toLatin1());
    if (!EndpointClasses::isArm(endpoint) || response->status == 401)
        return;
    if (!response->header("x-ms-ratelimit-remaining-subscription-reads").isEmpty())
        return;
    if (method == "PUT") {
        m_armWritesRemaining = std::max(0, m_armWritesRemaining - 1);
        response->setHeader("x-ms-ratelimit-remaining-subscription-writes",
                            QByteArray::number(m_armWritesRemaining));
    } else {
        m_armReadsRemaining = std::max(0, m_armReadsRemaining - 1);
        response->setHeader("x-ms-ratelimit-remaining-subscription-reads",
                            QByteArray::number(m_armReadsRemaining));
    }
}
