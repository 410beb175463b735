#pragma once

#include <QString>

// A label name or value, interned: one copy of each distinct text in the
// process, shared by every label set that holds it, and freed with the
// last of them. Eight bytes where a QString is 24, and equal texts are one
// pointer, so a label set of a dozen pairs costs 16 bytes a pair plus the
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
    LabelString(LabelString &&other) noexcept : m_atom(other.m_atom) { other.m_atom = nullptr; }
    LabelString &operator=(const LabelString &other) noexcept;
    LabelString &operator=(LabelString &&other) noexcept;
    ~LabelString() { release(); }

    const QString &text() const;

    friend bool operator==(const LabelString &a, const LabelString &b)
    {
        return a.m_atom == b.m_atom;
    }
    // By text, as QString orders: label sets sort as Prometheus sorts them.
    friend bool operator<(const LabelString &a, const LabelString &b)
    {
        return a.m_atom != b.m_atom && a.text() < b.text();
    }

    // Distinct texts held now (tests and the memory benchmark).
    static std::size_t internedCount();

    struct Atom;

  private:
    void release() noexcept;

    Atom *m_atom = nullptr; // nullptr is the empty text
};
