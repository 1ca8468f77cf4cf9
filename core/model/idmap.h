#pragma once

#include <QHash>
#include <QString>
#include <algorithm>
#include <cstdint>
#include <deque>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

namespace podcad {

// The design's objects of one kind, by id: a map that iterates in id order (the file writer and
// every listing rely on it) but stores its objects contiguously in slots with integer handles.
//
// - Lookups by id are one hash lookup (std::map compared strings ~17 times per lookup, and a
//   64-SU SuperPOD looks devices up by id hundreds of thousands of times per analysis).
// - An object never moves while it is in the map: pointers and references stay valid until that
//   object is erased, as with std::map (undo commands and the scenes hold them).
// - Appending in id order (generators, the file reader) costs O(1); an insert elsewhere moves
//   4-byte handles, not objects.
// - Copying (the GUI's snapshot per edit) copies slots in blocks and shares the id hash, instead of
//   allocating one tree node per object.
template<class T> class IdMap final
{
public:
    using value_type = std::pair<const QString, T>;
    // An object's slot: stable while the object is stored, the same in a copy of the map, reused
    // after the object is erased.
    using Handle = std::uint32_t;
    static constexpr Handle kNoHandle = ~Handle(0);

    template<bool Const> class Iterator final
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using value_type = IdMap::value_type;
        using difference_type = std::ptrdiff_t;
        using reference = std::conditional_t<Const, const value_type &, value_type &>;
        using pointer = std::conditional_t<Const, const value_type *, value_type *>;
        using Map = std::conditional_t<Const, const IdMap, IdMap>;

        Iterator() = default;
        Iterator(Map *map, std::size_t at)
            : mMap(map)
            , mAt(at)
        {}
        operator Iterator<true>() const { return {mMap, mAt}; }

        reference operator*() const { return *mMap->mSlots[mMap->mOrder[mAt]]; }
        pointer operator->() const { return &**this; }
        Iterator &operator++()
        {
            ++mAt;
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator before = *this;
            ++mAt;
            return before;
        }
        Iterator &operator--()
        {
            --mAt;
            return *this;
        }
        Iterator operator--(int)
        {
            Iterator before = *this;
            --mAt;
            return before;
        }
        bool operator==(const Iterator &o) const { return mAt == o.mAt; }

    private:
        Map *mMap = nullptr;
        std::size_t mAt = 0;
    };
    using iterator = Iterator<false>;
    using const_iterator = Iterator<true>;

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, mOrder.size()}; }
    iterator begin() { return {this, 0}; }
    iterator end() { return {this, mOrder.size()}; }
    std::size_t size() const { return mOrder.size(); }
    bool empty() const { return mOrder.empty(); }
    bool contains(const QString &id) const { return mHandles.contains(id); }

    const T *find(const QString &id) const
    {
        const auto it = mHandles.constFind(id);
        return it == mHandles.cend() ? nullptr : &mSlots[*it]->second;
    }
    T *find(const QString &id)
    {
        const auto it = mHandles.constFind(id);
        return it == mHandles.cend() ? nullptr : &mSlots[*it]->second;
    }

    // Like std::map::at, for an id known to be there.
    const T &at(const QString &id) const
    {
        const T *value = find(id);
        Q_ASSERT(value);
        return *value;
    }

    Handle handleOf(const QString &id) const { return mHandles.value(id, kNoHandle); }
    const value_type &entry(Handle handle) const { return *mSlots[handle]; }

    // Adds `value` under `id` unless the id is taken; returns its handle, or kNoHandle.
    Handle insert(const QString &id, T value)
    {
        if (mHandles.contains(id))
            return kNoHandle;
        Handle handle;
        if (!mFree.empty()) {
            handle = mFree.back();
            mFree.pop_back();
            mSlots[handle].emplace(id, std::move(value));
        } else {
            handle = Handle(mSlots.size());
            mSlots.emplace_back(std::in_place, id, std::move(value));
        }
        mHandles.insert(id, handle);
        if (mOrder.empty() || idOf(mOrder.back()) < id) {
            mOrder.push_back(handle); // in id order: the reader's and the generators' case
        } else {
            const auto at =
                std::lower_bound(mOrder.begin(), mOrder.end(), id,
                                 [this](Handle h, const QString &x) { return idOf(h) < x; });
            mOrder.insert(at, handle);
        }
        return handle;
    }

    bool erase(const QString &id)
    {
        const auto it = mHandles.constFind(id);
        if (it == mHandles.cend())
            return false;
        const Handle handle = *it;
        const auto at =
            std::lower_bound(mOrder.begin(), mOrder.end(), id,
                             [this](Handle h, const QString &x) { return idOf(h) < x; });
        mOrder.erase(at);
        mHandles.erase(it);
        mSlots[handle].reset();
        mFree.push_back(handle);
        return true;
    }

    // Same ids with equal objects (slots and handles may differ).
    bool operator==(const IdMap &other) const
    {
        return size() == other.size() && std::equal(begin(), end(), other.begin());
    }

private:
    const QString &idOf(Handle h) const { return mSlots[h]->first; }

    std::deque<std::optional<value_type>> mSlots; // a deque never moves what it holds on growth
    std::vector<Handle> mFree;                    // emptied slots, reused first
    std::vector<Handle> mOrder;                   // handles of the objects, by id
    QHash<QString, Handle> mHandles;
};

} // namespace podcad
