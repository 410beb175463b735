// What `az account get-access-token -o json` prints: parseAzCliTokenOutput.
//
// Input: standard output, then optionally a NUL byte and standard error.
// Without the NUL, az exited 0; with it, the bytes are read once as a
// successful run and once as a failed one (exit code 1, or 127 when the
// error text is empty, as a shell reports a missing program). The naive
// expiresOn is read in a zone with daylight saving, whose gaps and repeats
// are where local times go wrong.
//
// Standard output is where the token is: when it holds an accessToken that
// looks like one and appears nowhere else in the input, no error may quote it.

#include "azclitokenparser.h"
#include "fuzzsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

namespace {
QString secretOf(QByteArrayView standardOutput, QByteArrayView input)
{
    const QJsonObject o = QJsonDocument::fromJson(standardOutput.toByteArray()).object();
    const QString token = o.value(QLatin1String("accessToken")).toString();
    if (token.size() < 8 || EntraText::redactSecrets(token) != QLatin1String("[redacted]"))
        return {};
    const QByteArray utf8 = token.toUtf8();
    const qsizetype first = input.indexOf(utf8);
    if (first < 0 || input.indexOf(utf8, first + 1) >= 0)
        return {};
    return token;
}

void check(const std::expected<EntraToken, SourceError> &r, const QString &secret)
{
    if (r) {
        FUZZ_CHECK(!r->token.isEmpty());
        FUZZ_CHECK(!r->tokenType.isEmpty());
        return;
    }
    Fuzz::checkError(r.error());
    if (!secret.isEmpty()) {
        FUZZ_CHECK(!r.error().message.contains(secret));
        FUZZ_CHECK(!r.error().detail.contains(secret));
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
    static const QTimeZone berlin("Europe/Berlin");
    const QByteArrayView input = Fuzz::bytes(data, size);
    const qsizetype nul = input.indexOf('\0');
    const QByteArrayView standardOutput = nul < 0 ? input : input.first(nul);
    const QByteArrayView standardError = nul < 0 ? QByteArrayView() : input.sliced(nul + 1);
    const QString secret = secretOf(standardOutput, input);
    if (nul < 0) {
        check(parseAzCliTokenOutput(standardOutput, {}, 0, berlin), secret);
        check(parseAzCliTokenOutput(standardOutput, {}, 0, QTimeZone::utc()), secret);
        return 0;
    }
    check(parseAzCliTokenOutput(standardOutput, standardError, 0, berlin), secret);
    check(parseAzCliTokenOutput(standardOutput, standardError, standardError.isEmpty() ? 127 : 1,
                                berlin),
          secret);
    return 0;
}
