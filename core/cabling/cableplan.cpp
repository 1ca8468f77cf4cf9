#include "cableplan.h"

#include "cablerouter.h"
#include "catalog/catalog.h"
#include "mediumchooser.h"
#include "model/design.h"

#include <algorithm>
#include <atomic>
#include <iterator>

namespace podcad {
const PortGroup *portGroupOf(const Design &design, const Catalog &catalog, const PortRef &end)
{
    const Device *d = design.device(end.deviceId);
    const DeviceModel *m = d ? catalog.model(d->sku) : nullptr;
    return m ? m->portGroup(end.portGroup) : nullptr;
}

namespace {

PlannedCable plan(const Design &design, const Catalog &catalog, const CableRouter &router,
                  const MediumChooser &chooser, const Link &link)
{
    PlannedCable c;
    c.linkId = link.id;
    c.route = router.route(link);
    const PortGroup *ga = portGroupOf(design, catalog, link.a);
    const PortGroup *gb = portGroupOf(design, catalog, link.b);
    const double length = c.route.lengthM();
    if (!link.cableSku.isEmpty())
        c.medium = chooser.check(link.cableSku, ga, gb, length);
    else if (ga && gb)
        c.medium = chooser.choose(*ga, *gb, length);
    return c;
}

} // namespace

namespace {
std::atomic<std::uint64_t> gWholeBuilds{0};
} // namespace

std::uint64_t CablePlan::wholeBuilds()
{
    return gWholeBuilds.load(std::memory_order_relaxed);
}

namespace {

// Cables per chunk when a plan is built; an update splits a chunk that grows to twice this. Small
// enough that copying one for an edit is a few microseconds, large enough that copying a 64-SU
// plan's chunk pointers is a few hundred.
constexpr std::size_t kChunkCables = 256;

bool byLinkId(const PlannedCable &x, const PlannedCable &y)
{
    return x.linkId < y.linkId;
}

} // namespace

CablePlan CablePlan::build(const Design &design, const Catalog &catalog,
                           const std::atomic<bool> *cancel)
{
    gWholeBuilds.fetch_add(1, std::memory_order_relaxed);
    CablePlan p;
    const CableRouter router(design, catalog);
    const MediumChooser chooser(catalog);
    // The design hands its links out in id order (IdMap keeps QString's order), the plan's
    // order: the chunks fill as the links come, with nothing to sort.
    Chunk chunk;
    chunk.reserve(kChunkCables);
    for (const auto &[id, link] : design.links()) {
        chunk.push_back(plan(design, catalog, router, chooser, link));
        if (chunk.size() == kChunkCables) {
            p.mChunks.push_back(std::make_shared<const Chunk>(std::move(chunk)));
            p.mSize += kChunkCables;
            chunk = Chunk();
            chunk.reserve(kChunkCables);
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                p.mCancelled = true;
                return p;
            }
        }
    }
    p.mSize += chunk.size();
    if (!chunk.empty())
        p.mChunks.push_back(std::make_shared<const Chunk>(std::move(chunk)));
    p.mLayout = router.hall();
    return p;
}

bool CablePlan::Cables::operator==(const Cables &other) const
{
    return size() == other.size() && std::equal(begin(), end(), other.begin());
}

std::size_t CablePlan::chunkFor(const QString &linkId) const
{
    const auto it = std::partition_point(
        mChunks.begin(), mChunks.end(),
        [&](const std::shared_ptr<const Chunk> &c) { return c->back().linkId < linkId; });
    if (it == mChunks.end() && !mChunks.empty())
        return mChunks.size() - 1;
    return std::size_t(it - mChunks.begin());
}

const PlannedCable *CablePlan::cable(const QString &linkId) const
{
    const std::size_t i = chunkFor(linkId);
    if (i == mChunks.size())
        return nullptr;
    const Chunk &chunk = *mChunks[i];
    PlannedCable key;
    key.linkId = linkId;
    const auto it = std::lower_bound(chunk.begin(), chunk.end(), key, byLinkId);
    return it != chunk.end() && it->linkId == linkId ? &*it : nullptr;
}

void CablePlan::put(const QString &linkId, std::optional<PlannedCable> cable)
{
    const std::size_t i = chunkFor(linkId);
    if (i == mChunks.size()) { // the plan is empty
        if (cable) {
            mChunks.push_back(std::make_shared<const Chunk>(Chunk{std::move(*cable)}));
            mSize = 1;
        }
        return;
    }
    PlannedCable key;
    key.linkId = linkId;
    const Chunk &was = *mChunks[i];
    const auto at = std::lower_bound(was.begin(), was.end(), key, byLinkId);
    const bool present = at != was.end() && at->linkId == linkId;
    if (!present && !cable)
        return;
    auto chunk = std::make_shared<Chunk>(was); // the old one may be read by another revision
    const auto pos = chunk->begin() + (at - was.begin());
    if (!cable) {
        chunk->erase(pos);
        --mSize;
    } else if (present) {
        *pos = std::move(*cable);
    } else {
        chunk->insert(pos, std::move(*cable));
        ++mSize;
    }
    if (chunk->empty()) {
        mChunks.erase(mChunks.begin() + std::ptrdiff_t(i));
    } else if (chunk->size() >= 2 * kChunkCables) {
        const auto half = chunk->begin() + std::ptrdiff_t(chunk->size() / 2);
        auto upper = std::make_shared<const Chunk>(std::make_move_iterator(half),
                                                   std::make_move_iterator(chunk->end()));
        chunk->erase(half, chunk->end());
        mChunks[i] = std::move(chunk);
        mChunks.insert(mChunks.begin() + std::ptrdiff_t(i) + 1, std::move(upper));
    } else {
        mChunks[i] = std::move(chunk);
    }
}

void CablePlan::update(const Design &design, const Catalog &catalog, const QStringList &linkIds)
{
    if (!tryUpdate(design, catalog, linkIds))
        *this = build(design, catalog);
}

bool CablePlan::tryUpdate(const Design &design, const Catalog &catalog, const QStringList &linkIds)
{
    const CableRouter router(design, catalog);
    if (!(router.hall() == mLayout))
        return false;
    const MediumChooser chooser(catalog);
    QStringList ids = linkIds;
    ids.removeDuplicates(); // a link added twice would be planned twice
    for (const QString &id : ids) {
        const Link *link = design.link(id);
        put(id, link ? std::optional(plan(design, catalog, router, chooser, *link)) : std::nullopt);
    }
    return true;
}

} // namespace podcad
