#pragma once

#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QString>
#include <QtGlobal>

// A bearer token from Entra ID. `token` is a secret: it is never logged and
// never put into a SourceError's message or detail.
struct EntraToken
{
    QString token;
    qint64 expiresAtMs = 0;
    QString tokenType; // "Bearer"
};

// The answer of POST {login}/{tenant}/oauth2/v2.0/devicecode.
struct DeviceCodeStart
{
    QString deviceCode; // sent back when polling; never shown
    QString userCode;
    QString verificationUri;
    qint64 expiresAtMs = 0;
    qint64 intervalMs = 5000;
    QString message; // Entra's own instruction, in the language it chose
};

// Where device-code polling stands. Pending and SlowDown mean poll again
// (SlowDown: with the interval raised by 5 s, as RFC 8628 asks); Expired and
// Declined end the sign-in with a message for the user.
enum class DeviceCodeState
{
    Granted,
    Pending,
    SlowDown,
    Expired,
    Declined
};

struct DeviceCodePoll
{
    DeviceCodeState state = DeviceCodeState::Pending;
    EntraToken token; // Granted only
    QString message;  // Expired and Declined only
};

// The token endpoint's answer (client credentials, or any grant) ->
// the token, with its expiry from `nowMs` + expires_in. An OAuth error
// ({"error", "error_description", "error_codes"}) is Kind::Backend with
// errorType = the AADSTS code ("AADSTS7000215") or, without one, the OAuth
// error ("invalid_client"); common codes get a sentence that says what to fix,
// and Entra's description (with its trace and correlation ids) is the detail.
std::expected<EntraToken, SourceError> parseEntraTokenResponse(QByteArrayView body, int httpStatus,
                                                               qint64 nowMs);

std::expected<DeviceCodeStart, SourceError>
parseDeviceCodeStartResponse(QByteArrayView body, int httpStatus, qint64 nowMs);

// One poll of the token endpoint with grant_type device_code. The four
// polling answers are states, not errors; anything else that is not a token
// is a SourceError as for parseEntraTokenResponse.
std::expected<DeviceCodePoll, SourceError>
parseDeviceCodePollResponse(QByteArrayView body, int httpStatus, qint64 nowMs);

namespace EntraText {
// `text` with every run of 40 or more token characters (base64url, '.', '~',
// '+', '=') and every run from 8 starting "eyJ" (a JWT, even a cut one)
// replaced by "[redacted]": tokens go, GUIDs (36) and words stay. For any
// text from a token endpoint or az that may be shown.
QString redactSecrets(const QString &text);
// The numeric AADSTS code in `text` ("AADSTS7000215: …" -> 7000215), or 0.
qint64 aadstsCode(QStringView text);
} // namespace EntraText
