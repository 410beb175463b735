#include "jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

void JsonStream::newline(std::size_t depth)
{
    char *p = m_sink.room(1 + 4 * depth);
    *p++ = '\n';
    for (std::size_t i = 0; i < 4 * depth; ++i)
        *p++ = ' ';
    m_sink.commit(p);
}

void JsonStream::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_empty.empty())
        return;
    if (!m_empty.back())
        m_sink.append(',');
    m_empty.back() = false;
    if (m_layout == Layout::Indented)
        newline(m_empty.size());
}

void JsonStream::open(char c)
{
    beforeValue();
    m_sink.append(c);
    m_empty.push_back(true);
}

void JsonStream::close(char c)
{
    m_empty.pop_back();
    if (m_layout == Layout::Indented)
        newline(m_empty.size());
    m_sink.append(c);
}

void JsonStream::key(std::string_view utf8)
{
    beforeValue();
    m_sink.append('"');
    escaped(utf8);
    m_sink.append(m_layout == Layout::Indented ? std::string_view("\": ")
                                               : std::string_view("\":"));
    m_afterKey = true;
}

void JsonStream::escaped(std::string_view s)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::size_t run = 0; // bytes since the last escape, copied in one go
    for (std::size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_sink.append(s.substr(run, i - run));
        run = i + 1;
        switch (c) {
        case '"':
            m_sink.append("\\\"");
            break;
        case '\\':
            m_sink.append("\\\\");
            break;
        case '\b':
            m_sink.append("\\b");
            break;
        case '\f':
            m_sink.append("\\f");
            break;
        case '\n':
            m_sink.append("\\n");
            break;
        case '\r':
            m_sink.append("\\r");
            break;
        case '\t':
            m_sink.append("\\t");
            break;
        default: {
            const char u[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            m_sink.append(std::string_view(u, sizeof u));
        }
        }
    }
    m_sink.append(s.substr(run));
}

void JsonStream::string(std::string_view utf8)
{
    beforeValue();
    m_sink.append('"');
    escaped(utf8);
    m_sink.append('"');
}

void JsonStream::string(QStringView s)
{
    const QByteArray u = s.toUtf8();
    string(std::string_view(u.constData(), std::size_t(u.size())));
}

void JsonStream::plainString(std::string_view s)
{
    beforeValue();
    char *p = m_sink.room(s.size() + 2);
    *p++ = '"';
    p = std::copy(s.begin(), s.end(), p);
    *p++ = '"';
    m_sink.commit(p);
}

void JsonStream::literal(std::string_view s)
{
    beforeValue();
    m_sink.append(s);
}

void JsonStream::value(const QJsonValue &v)
{
    const auto layout =
        m_layout == Layout::Indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    QByteArray text;
    if (v.isObject())
        text = QJsonDocument(v.toObject()).toJson(layout);
    else if (v.isArray())
        text = QJsonDocument(v.toArray()).toJson(layout);
    else {
        // A scalar alone is no document: write it in an array and unwrap.
        text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        text = text.mid(1, text.size() - 2);
    }
    beforeValue();
    if (m_layout == Layout::Compact || !(v.isObject() || v.isArray())) {
        m_sink.append(std::string_view(text.constData(), std::size_t(text.size())));
        return;
    }
    // Indented: every line after the first moves in by the current depth
    // (strings cannot hold a raw newline, so lines are safe to split).
    if (text.endsWith('\n'))
        text.chop(1);
    qsizetype from = 0;
    while (from < text.size()) {
        const qsizetype nl = text.indexOf('\n', from);
        const qsizetype end = nl < 0 ? text.size() : nl;
        m_sink.append(std::string_view(text.constData() + from, std::size_t(end - from)));
        if (nl < 0)
            break;
        newline(m_empty.size());
        from = nl + 1;
    }
}

void JsonStream::endDocument()
{
    if (m_layout == Layout::Indented)
        m_sink.append('\n');
}
