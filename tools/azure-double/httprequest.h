#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>

// One parsed HTTP request. Names are decoded the way ASP.NET (and so ARM)
// decodes them: '+' in a query string is a space, keys match case-insensitively.
struct HttpRequest
{
    using Pairs = QList<std::pair<QString, QString>>;

    QByteArray method;
    QByteArray target; // as sent, for logs and nextLink
    QString path;      // percent-decoded
    Pairs query;
    QHash<QByteArray, QByteArray> headers; // names lower-cased
    QByteArray body;

    bool hasQuery(const QString &key) const;
    QString queryValue(const QString &key) const;
    QByteArray header(const QByteArray &lowerCaseName) const
    {
        return headers.value(lowerCaseName);
    }

    // Splits "a=1&b=2" the way both query strings and form bodies are split.
    static Pairs decodeForm(const QByteArray &text);
    static QString pairValue(const Pairs &pairs, const QString &key);
    void setTarget(const QByteArray &rawTarget);
};
