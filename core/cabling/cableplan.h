#pragma once

#include "cablemedium.h"
#include "cableroute.h"
#include "model/hall.h"

#include <QString>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
class Design;

struct PortGroup;
struct PortRef;

// The catalog port group an end of a link plugs into; nullptr when its device or group is unknown.
const PortGroup *portGroupOf(const Design &design, const Catalog &catalog, const PortRef &end);

// One link as it will be built: its route and the medium on it.
struct PlannedCable final
{
    QString linkId;
    CableRoute route;
    // nullopt: an end's port is unknown to the catalog, or the catalog has no medium for it.
    std::optional<CableMedium> medium;

    bool operator==(const PlannedCable &) const = default;
};

// Every link of a design routed and given a medium (the user's cable where the link names one,
// else the cheapest that reaches). The analysis, the BOM, the cable schedule and the exports all
// read lengths and media from here, so they agree.
//
// The cables are kept in link id order in immutable chunks of a few hundred that copies of a plan
// share: a copy costs a pointer per chunk, not a cable per link (a 64-SU SuperPOD has some 97,000),
// and an update copies only the chunks holding the links it plans again. So a plan kept in step
// with the editor can be handed to a worker as it is and edited on at once.
class CablePlan final
{
    using Chunk = std::vector<PlannedCable>; // sorted by link id, never empty
    using Chunks = std::vector<std::shared_ptr<const Chunk>>;

public:
    // The cables in link id order: a forward range over the chunks.
    class const_iterator final
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = PlannedCable;
        using difference_type = std::ptrdiff_t;
        using pointer = const PlannedCable *;
        using reference = const PlannedCable &;

        const_iterator() = default;
        reference operator*() const { return (*(*mChunk))[mOffset]; }
        pointer operator->() const { return &**this; }
        const_iterator &operator++()
        {
            if (++mOffset == (*mChunk)->size()) {
                ++mChunk;
                mOffset = 0;
            }
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        bool operator==(const const_iterator &) const = default;

    private:
        friend class CablePlan;
        const_iterator(Chunks::const_iterator chunk, std::size_t offset)
            : mChunk(chunk)
            , mOffset(offset)
        {}
        Chunks::const_iterator mChunk{};
        std::size_t mOffset = 0;
    };

    class Cables final
    {
    public:
        const_iterator begin() const { return {mPlan->mChunks.cbegin(), 0}; }
        const_iterator end() const { return {mPlan->mChunks.cend(), 0}; }
        std::size_t size() const { return mPlan->mSize; }
        bool empty() const { return mPlan->mSize == 0; }
        const PlannedCable &back() const { return mPlan->mChunks.back()->back(); }
        bool operator==(const Cables &other) const;

    private:
        friend class CablePlan;
        explicit Cables(const CablePlan *plan)
            : mPlan(plan)
        {}
        const CablePlan *mPlan;
    };

    // Every link of the design planned. `cancel`, when given and raised meanwhile, stops it
    // between two chunks of cables (a 64-SU plan takes a second, and a build nobody will read,
    // superseded by a newer design, would hold one of the cores that long): the plan is then
    // incomplete, cancelled() says so, and it must not be read as the design's.
    static CablePlan build(const Design &design, const Catalog &catalog,
                           const std::atomic<bool> *cancel = nullptr);
    bool cancelled() const { return mCancelled; }
    // How many whole plans build() has made in this process: a 64-SU plan is 97,000 routed
    // cables, so the readers of one revision share one, and the tests count that they do.
    static std::uint64_t wholeBuilds();

    Cables cables() const { return Cables(this); } // link id order
    // By binary search over the chunks, then within one.
    const PlannedCable *cable(const QString &linkId) const;

    // Plans these links again as the design now has them: after an edit that moved their racks or
    // devices, changed their ports or cable, or added them. Ids no longer in the design are
    // dropped. Costs what the links cost (and the chunks they fall in), not what the design does,
    // unless the edit changed the hall the routes run through (a design without a hall or trays
    // routes through ones fitted around its racks, which a moved rack may change): then every
    // link is planned again.
    void update(const Design &design, const Catalog &catalog, const QStringList &linkIds);
    // The same, except when the edit changed the hall the routes run through: then the plan is
    // left as it was and it returns false, for a caller that plans the whole design elsewhere
    // (the editor, off the UI thread: a rack deleted at a row's end moves the fitted trays of a
    // 64-SU design, and re-planning its 97,000 cables takes a third of a second).
    bool tryUpdate(const Design &design, const Catalog &catalog, const QStringList &linkIds);

private:
    Chunks mChunks;
    std::size_t mSize = 0;
    Hall mLayout; // the hall and trays routed through (CableRouter::hall())
    bool mCancelled = false;

    // The chunk that holds `linkId`, or would: the first whose last id is not below it (the last
    // chunk for an id above every one). mChunks.size() only when there are none.
    std::size_t chunkFor(const QString &linkId) const;
    // Replaces, inserts (`cable` with an id not in the plan) or drops (`cable` null) one cable in
    // a copy of its chunk.
    void put(const QString &linkId, std::optional<PlannedCable> cable);
};

} // namespace podcad
