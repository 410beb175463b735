// Entra ID token endpoint answers: a token (parseEntraTokenResponse), the
// start of a device-code sign-in and one poll of it, and the redaction every
// text from a token endpoint goes through before it is shown.
//
// A token must never reach a SourceError, which is shown and logged: when
// the body holds an access_token that looks like one (what redactSecrets
// takes for a token) and that appears nowhere else in it, no error may
// quote it.

#include "entratokenparser.h"
#include "fuzzsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {
constexpr qint64 kNowMs = 1'700'000'000'000;

// The body's access_token when redaction would recognise it as a token and
// it occurs once, so that an error quoting other parts of the body cannot
// contain it by chance.
QString secretOf(QByteArrayView body)
{
    const QJsonObject o = QJsonDocument::fromJson(body.toByteArray()).object();
    const QString token = o.value(QLatin1String("access_token")).toString();
    if (token.size() < 8 || EntraText::redactSecrets(token) != QLatin1String("[redacted]"))
        return {};
    const QByteArray utf8 = token.toUtf8();
    if (body.indexOf(utf8) < 0 || body.indexOf(utf8, body.indexOf(utf8) + 1) >= 0)
        return {};
    return token;
}

void checkSecret(const SourceError &e, const QString &secret)
{
    Fuzz::checkError(e);
    if (!secret.isEmpty()) {
        FUZZ_CHECK(!e.message.contains(secret));
        FUZZ_CHECK(!e.detail.contains(secret));
    }
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    const QString secret = secretOf(body);
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        if (const auto t = parseEntraTokenResponse(body, status, kNowMs))
            FUZZ_CHECK(!t->token.isEmpty());
        else
            checkSecret(t.error(), secret);
        if (const auto start = parseDeviceCodeStartResponse(body, status, kNowMs); !start)
            checkSecret(start.error(), secret);
        if (const auto poll = parseDeviceCodePollResponse(body, status, kNowMs)) {
            if (poll->state == DeviceCodeState::Granted)
                FUZZ_CHECK(!poll->token.token.isEmpty());
            else if (!secret.isEmpty())
                FUZZ_CHECK(!poll->message.contains(secret));
        } else {
            checkSecret(poll.error(), secret);
        }
    }
    const QString text = QString::fromUtf8(body);
    const QString redacted = EntraText::redactSecrets(text);
    // Nothing that still looks like a token is left: redacting again
    // changes nothing.
    FUZZ_CHECK(EntraText::redactSecrets(redacted) == redacted);
    (void)EntraText::aadstsCode(text);
    return 0;
}
