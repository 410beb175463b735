#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>
#include <utility>

// key=value&... with every byte outside the unreserved set percent-encoded.
// QUrlQuery leaves '+' as it is, and servers decode a '+' in a query string
// or form body as a space: "a + b" would arrive as "a   b".
inline QByteArray formEncode(const QList<std::pair<QString, QString>> &items)
{
    QByteArray out;
    for (const auto &[key, value] : items) {
        if (!out.isEmpty())
            out += '&';
        // '$' stays as it is in names: ARM spells its OData options $filter, $top.
        out += QUrl::toPercentEncoding(key, "$") + '=' + QUrl::toPercentEncoding(value);
    }
    return out;
}
