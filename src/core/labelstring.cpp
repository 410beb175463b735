#include "labelstring.h"

#include <atomic>
#include <mutex>
#include <QHash>
#include <unordered_map>

struct LabelString::Atom
{
    QString text;
    std::atomic<int> refs{1};
};

namespace {

struct ViewHash
{
    std::size_t operator()(QStringView s) const { return qHash(s); }
};

// The pool, keyed by a view of each atom's own text (which stays put until
// the atom goes). A count may drop from 1 to 0 only under the lock, and a
// lookup takes its reference under the same lock, so an atom found in the
// pool is never one being freed.
struct Pool
{
    std::mutex mutex;
    std::unordered_map<QStringView, LabelString::Atom *, ViewHash> atoms;
};

Pool &pool()
{
    // Never destroyed: label sets in static objects may outlive any order
    // of static destruction.
    static Pool *p = new Pool;
    return *p;
}

const QString &emptyText()
{
    static const QString empty;
    return empty;
}

} // namespace

LabelString::LabelString(const QString &text)
{
    if (text.isEmpty())
        return;
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    if (const auto it = p.atoms.find(QStringView(text)); it != p.atoms.end()) {
        it->second->refs.fetch_add(1, std::memory_order_relaxed);
        m_atom = it->second;
        return;
    }
    m_atom = new Atom{text};
    p.atoms.emplace(QStringView(m_atom->text), m_atom);
}

LabelString::LabelString(const LabelString &other) noexcept : m_atom(other.m_atom)
{
    if (m_atom)
        m_atom->refs.fetch_add(1, std::memory_order_relaxed);
}

LabelString &LabelString::operator=(const LabelString &other) noexcept
{
    if (m_atom != other.m_atom) {
        LabelString copy(other);
        std::swap(m_atom, copy.m_atom);
    }
    return *this;
}

LabelString &LabelString::operator=(LabelString &&other) noexcept
{
    if (this != &other) {
        release();
        m_atom = other.m_atom;
        other.m_atom = nullptr;
    }
    return *this;
}

const QString &LabelString::text() const
{
    return m_atom ? m_atom->text : emptyText();
}

void LabelString::release() noexcept
{
    Atom *a = m_atom;
    m_atom = nullptr;
    if (!a)
        return;
    int refs = a->refs.load(std::memory_order_relaxed);
    while (refs > 1)
        if (a->refs.compare_exchange_weak(refs, refs - 1, std::memory_order_acq_rel))
            return;
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    if (a->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        p.atoms.erase(QStringView(a->text));
        delete a;
    }
}

std::size_t LabelString::internedCount()
{
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    return p.atoms.size();
}
