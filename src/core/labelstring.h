#pragma once

#include <cstdint>
#include <QString>

// A label name or value, interned: one copy of each distinct text in the
// process, shared by every label set that holds it, and freed with the
// last of them. Four bytes (an id) where a QString is 24, and equal texts
// are one id, so a label set of a dozen pairs costs 8 bytes a pair plus the
// texts only its series has (its GPU's UUID). A fleet's label sets repeat
// the same names, models, drivers, namespaces and hosts over and over;
// QString's own sharing only helps where one QString was copied, not where
// the parser read the same text twice. Thread-safe: parsers intern on the
// worker pool.
class LabelString final
{
  public:
    LabelString() = default; // the empty text
    explicit LabelString(const QString &text);
    LabelString(const LabelString &other) noexcept;
    LabelString(LabelString &&other) noexcept : m_id(other.m_id) { other.m_id = 0; }
    LabelString &operator=(const LabelString &other) noexcept;
    LabelString &operator=(LabelString &&other) noexcept;
    ~LabelString() { release(); }

    const QString &text() const;

    friend bool operator==(const LabelString &a, const LabelString &b) { return a.m_id == b.m_id; }
    // By text, as QString orders: label sets sort as Prometheus sorts them.
    friend bool operator<(const LabelString &a, const LabelString &b)
    {
        return a.m_id != b.m_id && a.text() < b.text();
    }

    // Distinct texts held now (tests and the memory benchmark).
    static std::size_t internedCount();
    // What their slots take: allocated a chunk at a time, so a heap count
    // taken around one parse would not see them.
    static std::size_t internedSlotBytes();

  private:
    void release() noexcept;

    std::uint32_t m_id = 0; // 0 is the empty text
};
