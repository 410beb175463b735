#include "labelstring.h"

#include <atomic>
#include <mutex>
#include <new>
#include <QHash>
#include <vector>

namespace {

struct Atom
{
    QString text;
    std::atomic<int> refs{1};
};

// Atoms live in slots of fixed chunks, found by id without a lock: a chunk,
// once made, never moves, and an id's slot is written (under the pool's
// lock) before any LabelString holds the id, and reused only after the last
// one let go. The chunks are the atoms' storage too: no allocation per text.
// Written by hand because the id must stay 32 bits and the lookup lock-free;
// no container in Qt or the standard library gives both.
constexpr unsigned kChunkBits = 14; // 16,384 atoms, 512 KiB a chunk
constexpr std::size_t kChunkSize = std::size_t(1) << kChunkBits;
constexpr std::size_t kChunks = std::size_t(1) << (32 - kChunkBits);

struct Slot
{
    alignas(Atom) unsigned char bytes[sizeof(Atom)];
    Atom *atom() { return std::launder(reinterpret_cast<Atom *>(bytes)); }
};

std::atomic<Slot *> g_chunks[kChunks];

Atom &atomOf(std::uint32_t id)
{
    Slot *chunk = g_chunks[id >> kChunkBits].load(std::memory_order_acquire);
    return *chunk[id & (kChunkSize - 1)].atom();
}

// The pool, keyed by a view of each atom's own text (which stays put until
// the atom goes). A count may drop from 1 to 0 only under the lock, and a
// lookup takes its reference under the same lock, so an atom found in the
// pool is never one being freed. QHash keeps its entries in arrays, where
// a node-based map allocates a node per text.
struct Pool
{
    std::mutex mutex;
    QHash<QStringView, std::uint32_t> ids;
    std::vector<std::uint32_t> freeIds;
    std::uint32_t nextId = 1;

    // Under the lock.
    std::uint32_t make(const QString &text)
    {
        std::uint32_t id = 0;
        if (!freeIds.empty()) {
            id = freeIds.back();
            freeIds.pop_back();
        } else {
            id = nextId++;
            if (nextId == 0)
                qFatal("more than four billion distinct label texts");
            std::atomic<Slot *> &chunk = g_chunks[id >> kChunkBits];
            if (!chunk.load(std::memory_order_relaxed))
                // Never freed: ids and their slots are reused.
                chunk.store(new Slot[kChunkSize], std::memory_order_release);
        }
        Slot &slot =
            g_chunks[id >> kChunkBits].load(std::memory_order_relaxed)[id & (kChunkSize - 1)];
        const Atom *atom = new (slot.bytes) Atom{text};
        ids.insert(QStringView(atom->text), id);
        return id;
    }
    void drop(std::uint32_t id)
    {
        Atom &atom = atomOf(id);
        ids.remove(QStringView(atom.text));
        atom.~Atom();
        freeIds.push_back(id);
    }
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
    if (const auto it = p.ids.constFind(QStringView(text)); it != p.ids.constEnd()) {
        atomOf(it.value()).refs.fetch_add(1, std::memory_order_relaxed);
        m_id = it.value();
        return;
    }
    m_id = p.make(text);
}

LabelString::LabelString(const LabelString &other) noexcept : m_id(other.m_id)
{
    if (m_id)
        atomOf(m_id).refs.fetch_add(1, std::memory_order_relaxed);
}

LabelString &LabelString::operator=(const LabelString &other) noexcept
{
    if (m_id != other.m_id) {
        LabelString copy(other);
        std::swap(m_id, copy.m_id);
    }
    return *this;
}

LabelString &LabelString::operator=(LabelString &&other) noexcept
{
    if (this != &other) {
        release();
        m_id = other.m_id;
        other.m_id = 0;
    }
    return *this;
}

const QString &LabelString::text() const
{
    return m_id ? atomOf(m_id).text : emptyText();
}

void LabelString::release() noexcept
{
    const std::uint32_t id = m_id;
    m_id = 0;
    if (!id)
        return;
    Atom &a = atomOf(id);
    int refs = a.refs.load(std::memory_order_relaxed);
    while (refs > 1)
        if (a.refs.compare_exchange_weak(refs, refs - 1, std::memory_order_acq_rel))
            return;
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    if (a.refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
        p.drop(id);
}

std::size_t LabelString::internedCount()
{
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    return std::size_t(p.ids.size());
}

std::size_t LabelString::internedSlotBytes()
{
    return internedCount() * sizeof(Slot);
}
