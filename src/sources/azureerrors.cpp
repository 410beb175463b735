#include "azureerrors.h"

#include "azurejson.h"

#include <algorithm>
#include <QRegularExpression>

namespace od = simdjson::ondemand;

namespace AzureErrors {
namespace {

// ARM names the scope it refused in its message: "... over scope
// '/subscriptions/…/providers/Microsoft.Insights' or the scope is invalid."
QString scopeFromMessages(const QList<Level> &levels)
{
    static const QRegularExpression scopeRe(QStringLiteral("over scope '([^']+)'"),
                                            QRegularExpression::CaseInsensitiveOption);
    for (const Level &l : levels) {
        const auto m = scopeRe.match(l.message);
        if (!m.hasMatch())
            continue;
        QString scope = m.captured(1);
        // The metrics provider suffix is noise to a reader; the resource is what counts.
        static const QLatin1StringView insights("/providers/microsoft.insights");
        if (scope.endsWith(insights, Qt::CaseInsensitive))
            scope.chop(insights.size());
        return scope;
    }
    return {};
}

} // namespace

QString innermostMessage(const QList<Level> &levels)
{
    for (auto it = levels.crbegin(); it != levels.crend(); ++it)
        if (!it->message.trimmed().isEmpty())
            return it->message;
    return {};
}

QString levelsDetail(const QList<Level> &levels)
{
    QStringList lines;
    for (const Level &l : levels) {
        if (l.code.isEmpty() && l.message.isEmpty())
            continue;
        lines << (l.code.isEmpty()      ? l.message
                  : l.message.isEmpty() ? l.code
                                        : QStringLiteral("%1: %2").arg(l.code, l.message));
    }
    QString detail = lines.join(QLatin1Char('\n'));
    // The same cap as ResponseErrors::rawDetail: a details pane, not a log.
    if (detail.size() > 4096) {
        detail.truncate(4096);
        detail += QChar(0x2026);
    }
    return detail;
}

SourceError fromLevels(const QList<Level> &levels, int httpStatus, const Wording &wording,
                       const QString &target, QByteArrayView body)
{
    QStringList codes;
    for (const Level &l : levels)
        if (!l.code.isEmpty())
            codes << l.code;
    const QString code = codes.value(0);
    const QString inner = innermostMessage(levels);
    // Azure's text goes on one line in the message; all of it stays in the detail.
    const QString text = ResponseErrors::oneLine(inner.isEmpty() ? code : inner);
    // Azure's own codes at any level decide; the status only where they are silent.
    const auto has = [&codes](const char *name) {
        return codes.contains(QLatin1StringView(name), Qt::CaseInsensitive);
    };
    const auto hasPart = [&codes](const char *part, bool prefix) {
        return std::any_of(codes.begin(), codes.end(), [part, prefix](const QString &c) {
            const QLatin1StringView p(part);
            return prefix ? c.startsWith(p, Qt::CaseInsensitive)
                          : c.contains(p, Qt::CaseInsensitive);
        });
    };

    QString message;
    if (has("ExpiredAuthenticationToken") || hasPart("TokenExpired", false)) {
        message = QStringLiteral("The token has expired: sign in again.");
    } else if (hasPart("InvalidAuthenticationTokenAudience", true)) {
        message = QStringLiteral("The token was issued for another Azure service: request it "
                                 "with the scope %1.")
                      .arg(wording.tokenScope);
    } else if (hasPart("InvalidAuthenticationTokenTenant", true)) {
        message = QStringLiteral("The token is from a tenant that does not own this resource: "
                                 "sign in to the resource's tenant.");
    } else if (httpStatus == 401 || hasPart("InvalidAuthenticationToken", true) ||
               has("AuthenticationFailed") || has("InvalidTokenError")) {
        message = QStringLiteral("Azure rejected the token: %1").arg(text);
    } else if (httpStatus == 403 || has("AuthorizationFailed") ||
               has("LinkedAuthorizationFailed") || has("InsufficientAccessError") ||
               has("RBACAccessDenied")) {
        QString scope = scopeFromMessages(levels);
        if (scope.isEmpty())
            scope = target;
        message = scope.isEmpty() ? wording.forbiddenNoScope : wording.forbidden.arg(scope);
    } else if (httpStatus == 429 || httpStatus == 529 || has("TooManyRequests") ||
               has("ServerBusy") || has("Throttled")) {
        message =
            QStringLiteral("Azure is throttling requests; try again in a moment: %1").arg(text);
    } else if (httpStatus == 404) {
        message = QStringLiteral("Azure could not find what was asked for: %1").arg(text);
    } else if (httpStatus >= 500) {
        message = QStringLiteral("Azure had an internal error: %1").arg(text);
    } else if (httpStatus == 400 || httpStatus == 422) {
        message = wording.rejected.arg(text);
    } else if (!code.isEmpty()) {
        message = QStringLiteral("Azure answered with an error (%1): %2").arg(code, text);
    } else {
        message = QStringLiteral("Azure answered with an error: %1").arg(text);
    }

    const QString detail = levelsDetail(levels);
    SourceError e = SourceError::make(SourceError::Kind::Backend, message,
                                      detail.isEmpty() ? ResponseErrors::rawDetail(body) : detail);
    e.errorType = code;
    e.httpStatus = httpStatus;
    return e;
}

SourceError fromBody(QByteArrayView body, int httpStatus, const Wording &wording,
                     const QString &target)
{
    if (!ResponseErrors::opensWith(body, '{'))
        return ResponseErrors::foreignBody(body, httpStatus, wording.foreign);
    AzureJson::Document json(body);
    od::object root;
    QList<Level> nested;
    Level top;
    bool ok =
        json.error() == simdjson::SUCCESS && json.doc().get_object().get(root) == simdjson::SUCCESS;
    if (ok) {
        for (auto fieldResult : root) {
            od::field field;
            if (std::move(fieldResult).get(field) != simdjson::SUCCESS) {
                ok = false;
                break;
            }
            const od::raw_json_string key = field.key();
            od::value value = field.value();
            od::json_type type;
            if (value.type().get(type) != simdjson::SUCCESS) {
                ok = false;
                break;
            }
            simdjson::error_code e = simdjson::SUCCESS;
            if (key == "error" && type == od::json_type::object)
                e = AzureJson::readErrorObject(value, nested);
            else if (key == "code" && type != od::json_type::object)
                e = AzureJson::readAsText(value, top.code);
            else if (key == "message" && type == od::json_type::string)
                e = AzureJson::readString(value, top.message);
            if (e != simdjson::SUCCESS) {
                ok = false;
                break;
            }
        }
        ok = ok && json.atEnd();
    }
    QList<Level> levels = nested;
    if (levels.isEmpty() && (!top.code.isEmpty() || !top.message.isEmpty()))
        levels.append(top);
    if (!ok || levels.isEmpty() ||
        (levels.first().code.isEmpty() && innermostMessage(levels).isEmpty()))
        return ResponseErrors::foreignBody(body, httpStatus, wording.foreign);
    return fromLevels(levels, httpStatus, wording, target, body);
}

std::optional<SourceError> refusal(QByteArrayView body, int httpStatus, const Wording &wording,
                                   const QString &target)
{
    if (httpStatus < 200 || httpStatus >= 300)
        return fromBody(body, httpStatus, wording, target);
    if (!ResponseErrors::opensWith(body, '{'))
        return ResponseErrors::foreignBody(body, httpStatus, wording.foreign);
    return std::nullopt;
}

SourceError unreadable(bool shape, const QString &what, int httpStatus, QByteArrayView body,
                       const Wording &wording)
{
    if (httpStatus < 200 || httpStatus >= 300)
        return ResponseErrors::foreignBody(body, httpStatus, wording.foreign);
    SourceError e = SourceError::make(
        SourceError::Kind::Parse,
        shape ? wording.shape
              : QStringLiteral("The server's answer is malformed or truncated JSON."),
        what);
    e.httpStatus = httpStatus;
    return e;
}

SourceError tooLarge(qsizetype size, qsizetype limit, int httpStatus)
{
    SourceError e = SourceError::make(
        SourceError::Kind::TooLarge,
        QStringLiteral("The server's answer is too large (%1 bytes; the limit is %2 bytes).")
            .arg(size)
            .arg(limit));
    e.httpStatus = httpStatus;
    return e;
}

} // namespace AzureErrors
