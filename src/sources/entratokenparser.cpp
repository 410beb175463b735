#include "entratokenparser.h"

#include "azurejson.h"
#include "responseerrors.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

namespace od = simdjson::ondemand;

namespace EntraText {

QString redactSecrets(const QString &text)
{
    constexpr qsizetype kMinRun = 40;
    const auto isTokenChar = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') ||
               u == '-' || u == '_' || u == '.' || u == '~' || u == '+' || u == '=';
    };
    QString out;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype j = i;
        while (j < text.size() && isTokenChar(text[j]))
            ++j;
        // "eyJ" is '{"' in base64: the start of every JWT, even a cut one.
        const QStringView run = QStringView(text).sliced(i, j - i);
        if (run.size() >= kMinRun || (run.size() >= 8 && run.startsWith(u"eyJ")))
            out += QStringLiteral("[redacted]");
        else
            out += run;
        if (j < text.size())
            out += text[j++];
        i = j;
    }
    return out;
}

qint64 aadstsCode(QStringView text)
{
    const qsizetype at = text.indexOf(u"AADSTS");
    if (at < 0)
        return 0;
    qint64 code = 0;
    for (qsizetype i = at + 6; i < text.size() && code < 100'000'000; ++i) {
        const char16_t c = text[i].unicode();
        if (c < '0' || c > '9')
            break;
        code = code * 10 + (c - '0');
    }
    return code;
}

} // namespace EntraText

namespace {

const ResponseErrors::ApiWording &wording()
{
    static const ResponseErrors::ApiWording w{
        QStringLiteral("HTTP %1 from the sign-in server (not an Entra ID answer)"),
        QStringLiteral("The sign-in server's answer is not an Entra ID token answer; check the "
                       "login endpoint and the tenant.")};
    return w;
}

// What a token or device-code endpoint said.
struct Fields
{
    QString accessToken;
    QString tokenType;
    std::optional<double> expiresIn;
    std::optional<double> expiresOn;
    QString error;
    QString description;
    qint64 firstErrorCode = 0;
    QString deviceCode;
    QString userCode;
    QString verificationUri;
    std::optional<double> interval;
    QString message;
};

// A body a proxy wrote, shown without anything that could be a token. JSON
// that is not an OAuth answer is not shown at all: it may be a token answer
// cut or mangled on the way, with a token too short to recognize.
SourceError foreign(QByteArrayView body, int httpStatus)
{
    if (ResponseErrors::opensWith(body, '{')) {
        SourceError e = ResponseErrors::foreignBody(QByteArrayView(), httpStatus, wording());
        if (httpStatus >= 200 && httpStatus < 300)
            e.message = wording().notThisApi;
        return e;
    }
    const QByteArray clean = EntraText::redactSecrets(QString::fromUtf8(body)).toUtf8();
    return ResponseErrors::foreignBody(clean, httpStatus, wording());
}

// Reads the body, or says why not. The detail never holds the body's text:
// a broken token answer may still hold most of a token.
std::expected<Fields, SourceError> readFields(QByteArrayView body, int httpStatus)
{
    if (!ResponseErrors::opensWith(body, '{'))
        return std::unexpected(foreign(body, httpStatus));
    AzureJson::Document json(body);
    Fields f;
    auto failed = [&](simdjson::error_code e) -> std::expected<Fields, SourceError> {
        if (httpStatus < 200 || httpStatus >= 300)
            return std::unexpected(foreign(body, httpStatus));
        const bool shape = e == simdjson::INCORRECT_TYPE || e == simdjson::NO_SUCH_FIELD;
        SourceError err = SourceError::make(
            SourceError::Kind::Parse,
            shape ? QStringLiteral("The sign-in server's answer does not have the shape of an "
                                   "Entra ID token answer.")
                  : QStringLiteral("The sign-in server's answer is malformed or truncated JSON."),
            QString::fromLatin1(simdjson::error_message(e)) + json.location());
        err.httpStatus = httpStatus;
        return std::unexpected(err);
    };
    if (json.error())
        return failed(json.error());
    od::object root;
    if (auto e = json.doc().get_object().get(root))
        return failed(e);
    for (auto fieldResult : root) {
        od::field field;
        if (auto e = std::move(fieldResult).get(field))
            return failed(e);
        const od::raw_json_string key = field.key();
        od::value v = field.value();
        simdjson::error_code e = simdjson::SUCCESS;
        double number = 0;
        if (key == "access_token") {
            e = AzureJson::readString(v, f.accessToken);
        } else if (key == "token_type") {
            e = AzureJson::readString(v, f.tokenType);
        } else if (key == "expires_in" || key == "expires_on" || key == "interval") {
            e = AzureJson::readDouble(v, number, NAN);
            if (!e && std::isfinite(number))
                (key == "interval"     ? f.interval
                 : key == "expires_in" ? f.expiresIn
                                       : f.expiresOn) = number;
        } else if (key == "error") {
            od::json_type type;
            e = v.type().get(type);
            if (!e && type == od::json_type::object) {
                // API gateways in front of the login endpoint answer like ARM.
                QList<AzureErrors::Level> levels;
                e = AzureJson::readErrorObject(v, levels);
                if (!e && !levels.isEmpty()) {
                    f.error = levels.first().code;
                    f.description = AzureErrors::innermostMessage(levels);
                }
            } else if (!e) {
                e = AzureJson::readAsText(v, f.error);
            }
        } else if (key == "error_description") {
            e = AzureJson::readString(v, f.description);
        } else if (key == "error_codes") {
            od::array codes;
            e = v.get_array().get(codes);
            if (!e) {
                for (auto item : codes) {
                    std::int64_t code = 0;
                    e = item.get_int64().get(code);
                    if (e)
                        break;
                    if (f.firstErrorCode == 0)
                        f.firstErrorCode = code;
                }
            }
            // Odd entries in a list that only explains are not worth failing on.
            if (e == simdjson::INCORRECT_TYPE || e == simdjson::NUMBER_ERROR)
                e = simdjson::SUCCESS;
        } else if (key == "device_code") {
            e = AzureJson::readString(v, f.deviceCode);
        } else if (key == "user_code") {
            e = AzureJson::readString(v, f.userCode);
        } else if (key == "verification_uri" || key == "verification_url") {
            e = AzureJson::readString(v, f.verificationUri);
        } else if (key == "message") {
            e = AzureJson::readAsText(v, f.message);
        }
        if (e)
            return failed(e);
    }
    if (!json.atEnd())
        return failed(simdjson::TRAILING_CONTENT);
    return f;
}

// Entra's description, first line only, without its "AADSTSnnn: " prefix.
QString descriptionText(const Fields &f)
{
    QString text = f.description.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (text.startsWith(u"AADSTS")) {
        const qsizetype colon = text.indexOf(u": ");
        if (colon > 0 && colon < 20)
            text = text.mid(colon + 2);
    }
    text = EntraText::redactSecrets(text.simplified());
    if (text.size() > ResponseErrors::kExcerptChars)
        text = text.left(ResponseErrors::kExcerptChars - 1) + QChar(0x2026);
    return text.isEmpty() ? f.error : text;
}

SourceError oauthError(const Fields &f, int httpStatus)
{
    qint64 code = f.firstErrorCode;
    if (code == 0)
        code = EntraText::aadstsCode(f.description);
    // The sign-in failures people actually meet, with what to do about them.
    static const struct
    {
        qint64 code;
        const char *sentence;
    } known[] = {
        {7000215, "The client secret is wrong: use the secret's Value, not its Secret ID."},
        {7000222, "The client secret has expired: create a new one in the app registration."},
        {700016, "No application with this client ID exists in the tenant: check the client ID "
                 "and the tenant ID."},
        {90002, "The tenant was not found: check the tenant ID or domain name."},
        {50034, "The user account does not exist in this tenant."},
        {50126, "The user name or password is wrong."},
        {50076, "The sign-in needs multi-factor authentication: sign in with a device code."},
        {50079, "The sign-in needs multi-factor authentication: sign in with a device code."},
        {70043, "The sign-in has expired: sign in again."},
        {700082, "The sign-in has expired: sign in again."},
        {65001, "The application has no consent in this tenant: ask an administrator to grant "
                "it."},
        {500011, "The resource named in the scope does not exist in the tenant: check the scope."},
        {70011, "The requested scope is not valid: it should end in /.default."},
        {53003, "Conditional Access blocked the sign-in: ask an administrator."},
        {7000218, "The app registration does not allow device-code sign-in: turn on \"Allow "
                  "public client flows\"."},
    };
    QString message;
    for (const auto &k : known)
        if (k.code == code)
            message = QString::fromLatin1(k.sentence);
    const QString text = descriptionText(f);
    if (message.isEmpty()) {
        static const struct
        {
            const char *error;
            const char *sentence;
        } byError[] = {
            {"invalid_client", "The client ID or secret was rejected: %1"},
            {"unauthorized_client", "The application may not sign in this way: %1"},
            {"invalid_grant", "The sign-in was rejected: %1"},
            {"invalid_scope", "The requested scope is not valid: %1"},
            {"invalid_request", "The sign-in request was rejected: %1"},
            {"interaction_required", "The sign-in needs interaction: %1"},
            {"temporarily_unavailable", "Entra ID is temporarily unavailable: %1"},
            {"server_error", "Entra ID had an internal error: %1"},
            {"bad_verification_code", "The device code was not recognized: start the sign-in "
                                      "again."},
        };
        for (const auto &b : byError)
            if (f.error == QLatin1StringView(b.error))
                message = QString::fromLatin1(b.sentence).arg(text);
    }
    if (message.isEmpty())
        message = f.error.isEmpty() ? QStringLiteral("Sign-in failed: %1").arg(text)
                                    : QStringLiteral("Sign-in failed (%1): %2").arg(f.error, text);
    QString detail = EntraText::redactSecrets(f.description.trimmed());
    if (detail.isEmpty())
        detail = f.error;
    else if (!f.error.isEmpty())
        detail = QStringLiteral("%1: %2").arg(f.error, detail);
    SourceError e = SourceError::make(SourceError::Kind::Backend, message, detail.left(4096));
    e.errorType = code ? QStringLiteral("AADSTS%1").arg(code) : f.error;
    e.httpStatus = httpStatus;
    return e;
}

SourceError parseError(QString message, int httpStatus)
{
    SourceError e = SourceError::make(SourceError::Kind::Parse, std::move(message));
    e.httpStatus = httpStatus;
    return e;
}

std::expected<EntraToken, SourceError> tokenFrom(const Fields &f, int httpStatus, qint64 nowMs)
{
    if (!f.error.isEmpty())
        return std::unexpected(oauthError(f, httpStatus));
    if (f.accessToken.isEmpty())
        return std::unexpected(parseError(
            QStringLiteral("The sign-in server's answer has no access token."), httpStatus));
    EntraToken t;
    // expires_in is relative, so a wrong local clock cannot make it stale.
    if (f.expiresIn && *f.expiresIn > 0 && *f.expiresIn < 1e9)
        t.expiresAtMs = nowMs + qint64(*f.expiresIn * 1000);
    else if (f.expiresOn && *f.expiresOn > 0 && *f.expiresOn < 1e11)
        t.expiresAtMs = qint64(*f.expiresOn * 1000);
    else
        return std::unexpected(parseError(
            QStringLiteral("The sign-in server's answer does not say when the token expires."),
            httpStatus));
    t.token = f.accessToken;
    t.tokenType = f.tokenType.isEmpty() ? QStringLiteral("Bearer") : f.tokenType;
    return t;
}

} // namespace

std::expected<EntraToken, SourceError> parseEntraTokenResponse(QByteArrayView body, int httpStatus,
                                                               qint64 nowMs)
{
    const auto f = readFields(body, httpStatus);
    if (!f)
        return std::unexpected(f.error());
    if (f->error.isEmpty() && (httpStatus < 200 || httpStatus >= 300))
        return std::unexpected(foreign(body, httpStatus));
    return tokenFrom(*f, httpStatus, nowMs);
}

std::expected<DeviceCodeStart, SourceError>
parseDeviceCodeStartResponse(QByteArrayView body, int httpStatus, qint64 nowMs)
{
    const auto f = readFields(body, httpStatus);
    if (!f)
        return std::unexpected(f.error());
    if (!f->error.isEmpty())
        return std::unexpected(oauthError(*f, httpStatus));
    if (httpStatus < 200 || httpStatus >= 300)
        return std::unexpected(foreign(body, httpStatus));
    if (f->deviceCode.isEmpty() || f->userCode.isEmpty() || f->verificationUri.isEmpty())
        return std::unexpected(parseError(
            QStringLiteral("The sign-in server's answer lacks the device code, the user code or "
                           "the verification address."),
            httpStatus));
    DeviceCodeStart s;
    s.deviceCode = f->deviceCode;
    s.userCode = f->userCode;
    s.verificationUri = f->verificationUri;
    // RFC 8628's defaults: 5 s between polls; Entra codes last 15 minutes.
    const double expiresIn = f->expiresIn && *f->expiresIn > 0 ? *f->expiresIn : 900;
    s.expiresAtMs = nowMs + qint64(std::min(expiresIn, 86400.0) * 1000);
    const double interval = f->interval && *f->interval >= 1 ? *f->interval : 5;
    s.intervalMs = qint64(std::min(interval, 600.0) * 1000);
    s.message = f->message;
    return s;
}

std::expected<DeviceCodePoll, SourceError> parseDeviceCodePollResponse(QByteArrayView body,
                                                                       int httpStatus, qint64 nowMs)
{
    const auto f = readFields(body, httpStatus);
    if (!f)
        return std::unexpected(f.error());
    DeviceCodePoll poll;
    if (f->error == u"authorization_pending") {
        poll.state = DeviceCodeState::Pending;
        return poll;
    }
    if (f->error == u"slow_down") {
        poll.state = DeviceCodeState::SlowDown;
        return poll;
    }
    if (f->error == u"expired_token" || f->error == u"code_expired") {
        poll.state = DeviceCodeState::Expired;
        poll.message =
            QStringLiteral("The sign-in code expired before it was used: start the sign-in again.");
        return poll;
    }
    if (f->error == u"authorization_declined" || f->error == u"access_denied") {
        poll.state = DeviceCodeState::Declined;
        poll.message = QStringLiteral("The sign-in was declined.");
        return poll;
    }
    if (f->error.isEmpty() && (httpStatus < 200 || httpStatus >= 300))
        return std::unexpected(foreign(body, httpStatus));
    auto token = tokenFrom(*f, httpStatus, nowMs);
    if (!token)
        return std::unexpected(token.error());
    poll.state = DeviceCodeState::Granted;
    poll.token = std::move(*token);
    return poll;
}
