#pragma once

#include <QSet>
#include <QStringList>
#include <initializer_list>
#include <iterator>

namespace podcad {

// The ids of one kind that one edit named (ChangeEvent). Commands append, listeners walk: a
// Delete of a rack row on a 64-SU SuperPOD names tens of thousands of cables, and appending a
// QString that the design already holds costs a reference count, where a hash set would hash
// every id for listeners that only iterate. contains() builds the hash on its first call, for the
// listener that asks about a few ids of its own (events live on the UI thread, so the lazy index
// needs no lock).
//
// Each command appends an object once; the order is the command's, not the id order.
class IdSet final
{
public:
    IdSet() = default;
    IdSet(std::initializer_list<QString> ids)
        : mIds(ids)
    {}

    void add(const QString &id)
    {
        mIds << id;
        mIndex.clear();
    }
    // Appends the ids of objects that have an `id` member (racks, devices, links).
    template<typename Objects> void addIdsOf(const Objects &objects)
    {
        mIds.reserve(mIds.size() + qsizetype(std::size(objects)));
        for (const auto &object : objects)
            mIds << object.id;
        mIndex.clear();
    }

    bool isEmpty() const { return mIds.isEmpty(); }
    qsizetype size() const { return mIds.size(); }
    QStringList::const_iterator begin() const { return mIds.cbegin(); }
    QStringList::const_iterator end() const { return mIds.cend(); }
    const QStringList &toList() const { return mIds; }

    bool contains(const QString &id) const
    {
        if (mIds.size() <= kLinearLimit)
            return mIds.contains(id);
        if (mIndex.isEmpty())
            mIndex = QSet<QString>(mIds.cbegin(), mIds.cend());
        return mIndex.contains(id);
    }

private:
    // Up to this many ids a scan beats building a hash (one edit of a few objects).
    static constexpr qsizetype kLinearLimit = 16;

    QStringList mIds;
    mutable QSet<QString> mIndex;
};

} // namespace podcad
