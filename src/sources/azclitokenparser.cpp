#include "azclitokenparser.h"

#include "azurejson.h"
#include "responseerrors.h"

#include <cmath>
#include <optional>
#include <QDateTime>
#include <QRegularExpression>

namespace od = simdjson::ondemand;

namespace {

SourceError error(SourceError::Kind kind, QString type, QString message, QString detail = {})
{
    SourceError e = SourceError::make(kind, std::move(message), std::move(detail));
    e.errorType = std::move(type);
    return e;
}

// az's stderr for the details pane: trimmed, tokens blanked, at most 4 KiB.
// JSON there is az's token output gone astray, never shown.
QString stderrDetail(QByteArrayView standardError)
{
    if (ResponseErrors::opensWith(standardError, '{'))
        return QStringLiteral("(JSON on standard error, not shown)");
    QString text = EntraText::redactSecrets(QString::fromUtf8(standardError).trimmed());
    if (text.size() > 4096)
        text = text.left(4096) + QChar(0x2026);
    return text;
}

SourceError failure(QByteArrayView standardError, int exitCode)
{
    const QString text = QString::fromUtf8(standardError);
    const QString detail = stderrDetail(standardError);
    const qint64 code = EntraText::aadstsCode(text);
    // The refresh token behind az's session is gone; only a new login helps.
    if (code == 70043 || code == 700082 || code == 50173 || code == 50078)
        return error(SourceError::Kind::Config, QStringLiteral("AADSTS%1").arg(code),
                     QStringLiteral("The Azure CLI's sign-in has expired: run az login again."),
                     detail);
    if (text.contains(u"az login", Qt::CaseInsensitive))
        return error(SourceError::Kind::Config, QStringLiteral("az_login_required"),
                     QStringLiteral("The Azure CLI is not signed in: run az login."), detail);
    if (exitCode == 127 || text.contains(u"command not found") ||
        text.contains(u"is not recognized as") || text.contains(u"No such file or directory"))
        return error(SourceError::Kind::Config, QStringLiteral("az_not_found"),
                     QStringLiteral("The Azure CLI (az) was not found: install it or add it to "
                                    "PATH."),
                     detail);
    // az prints "ERROR: <what>" after any number of WARNING lines.
    static const QRegularExpression errorLine(QStringLiteral("^ERROR: *(.+)$"),
                                              QRegularExpression::MultilineOption);
    const auto m = errorLine.match(text);
    QString what = EntraText::redactSecrets(
        (m.hasMatch() ? m.captured(1) : text.section(QLatin1Char('\n'), 0, 0)).simplified());
    if (what.size() > ResponseErrors::kExcerptChars)
        what = what.left(ResponseErrors::kExcerptChars - 1) + QChar(0x2026);
    if (what.isEmpty() || ResponseErrors::opensWith(standardError, '{'))
        what = QStringLiteral("exit code %1").arg(exitCode);
    return error(SourceError::Kind::Backend,
                 code ? QStringLiteral("AADSTS%1").arg(code) : QStringLiteral("az_cli"),
                 QStringLiteral("The Azure CLI could not get a token: %1").arg(what), detail);
}

// "2026-11-21 14:05:31.000000" in the zone az ran in.
std::optional<qint64> naiveLocalMs(const QString &text, const QTimeZone &zone)
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d{4})-(\\d{2})-(\\d{2})[ T](\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d+))?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const int ms = (m.captured(7) + QStringLiteral("000")).left(3).toInt();
    const QTime time(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt(), ms);
    if (!date.isValid() || !time.isValid())
        return std::nullopt;
    const QDateTime dt(date, time, zone.isValid() ? zone : QTimeZone::utc());
    if (!dt.isValid())
        return std::nullopt;
    return dt.toMSecsSinceEpoch();
}

} // namespace

std::expected<EntraToken, SourceError> parseAzCliTokenOutput(QByteArrayView standardOutput,
                                                             QByteArrayView standardError,
                                                             int exitCode,
                                                             const QTimeZone &localZone)
{
    if (exitCode != 0)
        return std::unexpected(failure(standardError, exitCode));

    const SourceError notJson =
        error(SourceError::Kind::Parse, QString(),
              QStringLiteral("The Azure CLI's output is not the JSON of an access token; run az "
                             "account get-access-token -o json to see what it prints."),
              stderrDetail(standardError));
    if (!ResponseErrors::opensWith(standardOutput, '{'))
        return std::unexpected(notJson);

    AzureJson::Document json(standardOutput);
    od::object root;
    if (json.error() || json.doc().get_object().get(root))
        return std::unexpected(notJson);
    QString token, tokenType, expiresOn;
    std::optional<double> expiresOnPosix;
    for (auto fieldResult : root) {
        od::field field;
        if (std::move(fieldResult).get(field))
            return std::unexpected(notJson);
        const od::raw_json_string key = field.key();
        od::value v = field.value();
        simdjson::error_code e = simdjson::SUCCESS;
        if (key == "accessToken") {
            e = AzureJson::readString(v, token);
        } else if (key == "tokenType") {
            e = AzureJson::readString(v, tokenType);
        } else if (key == "expiresOn") {
            e = AzureJson::readAsText(v, expiresOn);
        } else if (key == "expires_on") {
            double seconds = NAN;
            e = AzureJson::readDouble(v, seconds, NAN);
            if (!e && std::isfinite(seconds) && seconds > 0 && seconds < 1e11)
                expiresOnPosix = seconds;
        }
        if (e)
            return std::unexpected(notJson);
    }
    if (!json.atEnd())
        return std::unexpected(notJson);
    if (token.isEmpty())
        return std::unexpected(
            error(SourceError::Kind::Parse, QString(),
                  QStringLiteral("The Azure CLI's output has no access token.")));

    EntraToken t;
    // expires_on is absolute and zone-free; expiresOn depends on the zone az
    // ran in, which is only assumed to be ours.
    if (expiresOnPosix) {
        t.expiresAtMs = qint64(*expiresOnPosix * 1000);
    } else if (const auto local = naiveLocalMs(expiresOn, localZone)) {
        t.expiresAtMs = *local;
    } else {
        return std::unexpected(
            error(SourceError::Kind::Parse, QString(),
                  QStringLiteral("The Azure CLI's output does not say when the token expires."),
                  EntraText::redactSecrets(expiresOn).left(64)));
    }
    t.token = token;
    t.tokenType = tokenType.isEmpty() ? QStringLiteral("Bearer") : tokenType;
    return t;
}
