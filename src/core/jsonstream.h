#pragma once

#include "textsink.h"

#include <QJsonValue>
#include <QStringView>
#include <string_view>
#include <vector>

// JSON written as it is made, in QJsonDocument's own two layouts (Compact,
// and Indented with four spaces), so a document streamed member by member is
// byte-identical to the one QJsonDocument would have written from a tree.
// Qt's writer needs the whole tree in memory first, and the JSON libraries
// Debian packages lay documents out differently (spaces, empty arrays,
// numbers); what the command line prints is a public format, so the layout
// is kept here, in one small class. Members are written in the order given:
// to match QJsonDocument, give an object's keys in sorted order.
class JsonStream final
{
  public:
    enum class Layout
    {
        Compact,
        Indented
    };

    JsonStream(TextSink &sink, Layout layout) : m_sink(sink), m_layout(layout) {}

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    // The next member's key (UTF-8); the value follows.
    void key(std::string_view utf8);
    // A string, escaped as Qt escapes it.
    void string(QStringView s);
    void string(std::string_view utf8);
    // A string the caller knows needs no escaping (digits, NaN, +Inf).
    void plainString(std::string_view s);
    // A number, true, false or null, written as given.
    void literal(std::string_view s);
    // Any value, laid out by QJsonDocument itself and indented to fit: for
    // the small parts of a document.
    void value(const QJsonValue &v);
    // The end of the top-level value: Indented ends with a newline, as
    // QJsonDocument's output does.
    void endDocument();

  private:
    void open(char c);
    void close(char c);
    void beforeValue();
    void newline(std::size_t depth);
    void escaped(std::string_view utf8);

    TextSink &m_sink;
    Layout m_layout;
    std::vector<bool> m_empty; // per open level: nothing written in it yet
    bool m_afterKey = false;
};
