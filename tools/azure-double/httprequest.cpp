#include "httprequest.h"

namespace {

QString decodeComponent(QByteArray text)
{
    text.replace('+', ' ');
    return QString::fromUtf8(QByteArray::fromPercentEncoding(text));
}

} // namespace

HttpRequest::Pairs HttpRequest::decodeForm(const QByteArray &text)
{
    Pairs pairs;
    for (const QByteArray &part : text.split('&')) {
        if (part.isEmpty())
            continue;
        const qsizetype equals = part.indexOf('=');
        const QByteArray key = equals < 0 ? part : part.left(equals);
        const QByteArray value = equals < 0 ? QByteArray() : part.mid(equals + 1);
        pairs.append({decodeComponent(key), decodeComponent(value)});
    }
    return pairs;
}

QString HttpRequest::pairValue(const Pairs &pairs, const QString &key)
{
    for (const auto &[name, value] : pairs) {
        if (name.compare(key, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool HttpRequest::hasQuery(const QString &key) const
{
    for (const auto &pair : query) {
        if (pair.first.compare(key, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString HttpRequest::queryValue(const QString &key) const
{
    return pairValue(query, key);
}

void HttpRequest::setTarget(const QByteArray &rawTarget)
{
    target = rawTarget;
    const qsizetype mark = rawTarget.indexOf('?');
    // A path keeps '+' literally; only the query string treats it as a space.
    path = QString::fromUtf8(
        QByteArray::fromPercentEncoding(rawTarget.left(mark < 0 ? rawTarget.size() : mark)));
    query = mark < 0 ? Pairs() : decodeForm(rawTarget.mid(mark + 1));
}
