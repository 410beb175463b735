#pragma once

#include <QString>
#include <QStringList>
#include <vector>

// A JSON document as a webhook runbook writes it: objects keep the order
// their members were written in (a reader compares the request with the
// service's documentation, and tests compare it byte for byte), and every
// string may hold placeholders. Keys are literal. Two markers shape the
// output around what an alert has:
//   * a member whose key ends in "?" is written without the "?", and left
//     out when a value it names is missing (an alert without a pod label);
//   * an object inside an array with a member "$each": "labels" (or
//     "annotations", "lanes", "links") is written once per item of that
//     list, with {{item.name}} and {{item.value}} filled from the item.
struct JsonTemplate
{
    enum class Type
    {
        Null,
        Bool,
        Number,
        String,
        Array,
        Object,
    };

    Type type = Type::Null;
    QString key;  // the member name, when this is a member of an object
    QString text; // String: the template; Number: the literal; Bool: "true" or "false"
    std::vector<JsonTemplate> children; // Array elements or Object members, in order

    static constexpr int kMaxDepth = 32;
    static constexpr const char *kEachKey = "$each";

    static JsonTemplate string(QString text, QString key = {});
    static JsonTemplate scalar(Type type, QString text, QString key = {});
    static JsonTemplate container(Type type, QString key = {});

    bool isEmpty() const { return type == Type::Null && children.empty(); }
    // The key as written to the output, without an optional mark.
    QString outputKey() const;
    bool optional() const { return key.endsWith(QLatin1Char('?')); }
    // The lists "$each" may name.
    static QStringList eachLists();
};

namespace JsonText {
// The content of a JSON string (without the quotes): ", \ and control
// characters escaped; U+2028/U+2029 too, since JavaScript readers of the
// payload would end a line there.
QString escaped(QStringView text);
// Whether `text` is a JSON number as RFC 8259 writes it.
bool isNumber(QStringView text);
} // namespace JsonText
