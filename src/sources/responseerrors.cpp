#include "responseerrors.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace ResponseErrors {
namespace {

// An HTML page's text is near its start; never scan megabytes for an excerpt.
constexpr qsizetype kExcerptScanBytes = 64 * 1024;
constexpr qsizetype kDetailBytes = 4096;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

const char *reasonPhrase(int status)
{
    static const struct
    {
        int status;
        const char *phrase;
    } phrases[] = {
        {400, "Bad Request"},       {401, "Unauthorized"},          {403, "Forbidden"},
        {404, "Not Found"},         {405, "Method Not Allowed"},    {408, "Request Timeout"},
        {413, "Content Too Large"}, {414, "URI Too Long"},          {422, "Unprocessable Entity"},
        {429, "Too Many Requests"}, {499, "Client Closed Request"}, {500, "Internal Server Error"},
        {501, "Not Implemented"},   {502, "Bad Gateway"},           {503, "Service Unavailable"},
        {504, "Gateway Timeout"}};
    for (const auto &[code, phrase] : phrases)
        if (code == status)
            return phrase;
    return nullptr;
}

bool isHtmlTagNamed(QByteArrayView tag, const char *name)
{
    const auto n = qsizetype(std::strlen(name));
    if (tag.size() < n || qstrnicmp(tag.data(), name, n) != 0)
        return false;
    return tag.size() == n || !(std::isalnum(static_cast<unsigned char>(tag[n])));
}

// Text a person can read from the start of a non-JSON body: tags (and the
// contents of script/style) removed, common entities decoded, whitespace
// collapsed, at most kExcerptChars characters.
QString bodyExcerpt(QByteArrayView body)
{
    QByteArrayView v = body.first(std::min(body.size(), kExcerptScanBytes));
    qsizetype start = 0;
    while (start < v.size() && isSpace(v[start]))
        ++start;
    const bool html = start < v.size() && v[start] == '<';
    QByteArray text;
    text.reserve(std::min<qsizetype>(v.size(), 4 * kExcerptChars));
    const char *skipUntil = nullptr;
    for (qsizetype i = start; i < v.size() && text.size() < 4 * kExcerptChars; ++i) {
        const char c = v[i];
        if (html && c == '<') {
            const qsizetype close = v.indexOf('>', i);
            const QByteArrayView tag = v.sliced(i + 1, (close < 0 ? v.size() : close) - i - 1);
            if (skipUntil) {
                if (tag.size() > 1 && tag[0] == '/' && isHtmlTagNamed(tag.sliced(1), skipUntil))
                    skipUntil = nullptr;
            } else if (isHtmlTagNamed(tag, "script")) {
                skipUntil = "script";
            } else if (isHtmlTagNamed(tag, "style")) {
                skipUntil = "style";
            }
            text += ' ';
            if (close < 0)
                break;
            i = close;
            continue;
        }
        if (skipUntil)
            continue;
        if (html && c == '&') {
            static const struct
            {
                const char *entity;
                char ch;
            } entities[] = {{"&amp;", '&'},  {"&lt;", '<'},    {"&gt;", '>'},  {"&quot;", '"'},
                            {"&#39;", '\''}, {"&apos;", '\''}, {"&nbsp;", ' '}};
            bool decoded = false;
            for (const auto &[entity, ch] : entities) {
                const QByteArrayView ev(entity);
                if (v.sliced(i).startsWith(ev)) {
                    text += ch;
                    i += ev.size() - 1;
                    decoded = true;
                    break;
                }
            }
            if (decoded)
                continue;
        }
        text += c;
    }
    return oneLine(QString::fromUtf8(text));
}

} // namespace

QString oneLine(const QString &text)
{
    QString s = text.simplified();
    if (s.size() <= kExcerptChars)
        return s;
    qsizetype cut = kExcerptChars - 1;
    if (s.at(cut - 1).isHighSurrogate())
        --cut;
    s.truncate(cut);
    return s + QChar(0x2026);
}

bool opensWith(QByteArrayView body, char open)
{
    qsizetype first = 0;
    while (first < body.size() && isSpace(body[first]))
        ++first;
    return first < body.size() && body[first] == open;
}

SourceError foreignBody(QByteArrayView body, int httpStatus, const ApiWording &wording)
{
    const bool ok = httpStatus >= 200 && httpStatus < 300;
    SourceError e;
    if (!ok) {
        const char *reason = reasonPhrase(httpStatus);
        e = SourceError::make(
            SourceError::Kind::Http,
            wording.httpError.arg(reason ? QStringLiteral("%1 %2").arg(QString::number(httpStatus),
                                                                       QLatin1StringView(reason))
                                         : QString::number(httpStatus)),
            bodyExcerpt(body));
    } else if (body.trimmed().isEmpty()) {
        e = SourceError::make(SourceError::Kind::Parse,
                              QStringLiteral("The server sent an empty answer."));
    } else {
        e = SourceError::make(SourceError::Kind::Parse, wording.notThisApi, bodyExcerpt(body));
    }
    e.httpStatus = httpStatus;
    return e;
}

SourceError backendError(const QString &type, const QString &text, int httpStatus,
                         QByteArrayView body)
{
    struct Entry
    {
        const char *type;
        const char *withText;
        const char *withoutText;
    };
    // Prometheus' web/api/v1 error types; the usual HTTP status in comments.
    static const Entry table[] = {
        {"bad_data", // 400
         "The server rejected the query: %1", "The server rejected the query as invalid."},
        {"execution", // 422
         "The query failed on the server: %1", "The query failed on the server."},
        {"canceled", // 499
         "The server canceled the query: %1", "The server canceled the query."},
        {"timeout", // 503
         "The query timed out on the server: %1", "The query timed out on the server."},
        {"internal", // 500
         "The server had an internal error: %1", "The server had an internal error."},
        {"not_found", // 404
         "The server could not find what was asked for: %1",
         "The server could not find what was asked for."},
        {"unavailable", // 503
         "The server is unavailable: %1", "The server is unavailable."},
        {"not_acceptable", // 406
         "The server cannot answer in the requested format: %1",
         "The server cannot answer in the requested format."},
    };
    // The server's text goes on one line; the full text stays in the detail.
    const QString line = oneLine(text);
    QString message;
    for (const auto &entry : table) {
        if (type == QLatin1StringView(entry.type)) {
            message = line.isEmpty() ? QString::fromLatin1(entry.withoutText)
                                     : QString::fromLatin1(entry.withText).arg(line);
            break;
        }
    }
    if (message.isNull()) {
        if (type.isEmpty())
            message = line.isEmpty()
                          ? QStringLiteral("The server answered with an error.")
                          : QStringLiteral("The server answered with an error: %1").arg(line);
        else
            message =
                line.isEmpty()
                    ? QStringLiteral("The server answered with an error (%1).").arg(type)
                    : QStringLiteral("The server answered with an error (%1): %2").arg(type, line);
    }
    SourceError e = SourceError::make(SourceError::Kind::Backend, message,
                                      text.isEmpty() ? rawDetail(body) : text);
    e.errorType = type;
    e.httpStatus = httpStatus;
    return e;
}

QString rawDetail(QByteArrayView body)
{
    if (body.size() <= kDetailBytes)
        return QString::fromUtf8(body);
    return QString::fromUtf8(body.first(kDetailBytes)) + QChar(0x2026);
}

} // namespace ResponseErrors
