#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <QByteArray>
#include <string_view>

// Text output in pieces: formatters append to one fixed buffer, which is
// handed to `flush` whenever it fills, so output of any size costs one
// buffer of memory and is written as it is made. The sink does no I/O
// itself; the caller's `flush` writes to a file, a socket or a string.
class TextSink final
{
  public:
    // Returns false when the bytes could not be written; the sink then
    // drops everything after (ok() says so).
    using Flush = std::function<bool(std::string_view)>;

    explicit TextSink(Flush flush, std::size_t capacity = std::size_t(1) << 20);
    TextSink(const TextSink &) = delete;
    TextSink &operator=(const TextSink &) = delete;

    void append(std::string_view s);
    void append(char c)
    {
        if (m_len == m_capacity)
            spill();
        m_buf[m_len++] = c;
    }
    // Room for `n` bytes (n <= capacity) at the end: write them at the
    // returned pointer, then commit() the end of what was written.
    char *room(std::size_t n)
    {
        if (m_capacity - m_len < n)
            spill();
        return m_buf.get() + m_len;
    }
    void commit(const char *end) { m_len = std::size_t(end - m_buf.get()); }
    // Hands over what is buffered; false when any flush failed.
    bool finish();
    bool ok() const { return m_ok; }

    // Collects everything into `out` (for callers that want the whole text).
    static Flush into(QByteArray &out);

  private:
    void spill();

    std::unique_ptr<char[]> m_buf;
    std::size_t m_capacity;
    std::size_t m_len = 0;
    Flush m_flush;
    bool m_ok = true;
};
