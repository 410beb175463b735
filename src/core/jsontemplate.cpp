#include "jsontemplate.h"

#include <QRegularExpression>

JsonTemplate JsonTemplate::string(QString text, QString key)
{
    return scalar(Type::String, std::move(text), std::move(key));
}

JsonTemplate JsonTemplate::scalar(Type type, QString text, QString key)
{
    JsonTemplate t;
    t.type = type;
    t.text = std::move(text);
    t.key = std::move(key);
    return t;
}

JsonTemplate JsonTemplate::container(Type type, QString key)
{
    JsonTemplate t;
    t.type = type;
    t.key = std::move(key);
    return t;
}

QString JsonTemplate::outputKey() const
{
    return optional() ? key.chopped(1) : key;
}

QStringList JsonTemplate::eachLists()
{
    return {QStringLiteral("labels"), QStringLiteral("annotations"), QStringLiteral("lanes"),
            QStringLiteral("links")};
}

namespace JsonText {

QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x2028 || c.unicode() == 0x2029)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out;
}

bool isNumber(QStringView text)
{
    static const QRegularExpression number(
        QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
    return number.match(text.toString()).hasMatch();
}

} // namespace JsonText
