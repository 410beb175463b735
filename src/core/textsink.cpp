#include "textsink.h"

#include <cstring>

TextSink::TextSink(Flush flush, std::size_t capacity)
    : m_buf(new char[capacity]), m_capacity(capacity), m_flush(std::move(flush))
{
}

void TextSink::append(std::string_view s)
{
    while (!s.empty()) {
        if (m_len == m_capacity)
            spill();
        const std::size_t n = std::min(s.size(), m_capacity - m_len);
        std::memcpy(m_buf.get() + m_len, s.data(), n);
        m_len += n;
        s.remove_prefix(n);
    }
}

void TextSink::spill()
{
    if (m_ok && m_len > 0)
        m_ok = m_flush(std::string_view(m_buf.get(), m_len));
    m_len = 0;
}

bool TextSink::finish()
{
    spill();
    return m_ok;
}

TextSink::Flush TextSink::into(QByteArray &out)
{
    return [&out](std::string_view s) {
        out.append(s.data(), qsizetype(s.size()));
        return true;
    };
}
