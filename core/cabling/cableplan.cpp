#include "cableplan.h"

#include "cablerouter.h"
#include "catalog/catalog.h"
#include "mediumchooser.h"
#include "model/design.h"

#include <algorithm>
#include <atomic>

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

CablePlan CablePlan::build(const Design &design, const Catalog &catalog)
{
    gWholeBuilds.fetch_add(1, std::memory_order_relaxed);
    CablePlan p;
    const CableRouter router(design, catalog);
    const MediumChooser chooser(catalog);
    p.mCables.reserve(design.links().size());
    for (const auto &[id, link] : design.links())
        p.mCables.push_back(plan(design, catalog, router, chooser, link));
    std::sort(p.mCables.begin(), p.mCables.end(),
              [](const PlannedCable &x, const PlannedCable &y) { return x.linkId < y.linkId; });
    p.mLayout = router.hall();
    p.reindex();
    return p;
}

const PlannedCable *CablePlan::cable(const QString &linkId) const
{
    auto it = mIndex.constFind(linkId);
    return it == mIndex.cend() ? nullptr : &mCables[*it];
}

void CablePlan::update(const Design &design, const Catalog &catalog, const QStringList &linkIds)
{
    const CableRouter router(design, catalog);
    if (!(router.hall() == mLayout)) {
        *this = build(design, catalog);
        return;
    }
    const MediumChooser chooser(catalog);
    bool reorder = false;
    QStringList ids = linkIds;
    ids.removeDuplicates(); // a link added twice would be planned twice
    for (const QString &id : ids) {
        const Link *link = design.link(id);
        auto it = mIndex.constFind(id);
        if (!link) {
            if (it != mIndex.cend()) {
                mCables[*it].linkId.clear(); // dropped below
                reorder = true;
            }
            continue;
        }
        PlannedCable c = plan(design, catalog, router, chooser, *link);
        if (it != mIndex.cend()) {
            mCables[*it] = std::move(c);
        } else {
            mCables.push_back(std::move(c));
            reorder = true;
        }
    }
    if (!reorder)
        return;
    std::erase_if(mCables, [](const PlannedCable &c) { return c.linkId.isEmpty(); });
    std::sort(mCables.begin(), mCables.end(),
              [](const PlannedCable &x, const PlannedCable &y) { return x.linkId < y.linkId; });
    reindex();
}

void CablePlan::reindex()
{
    mIndex.clear();
    mIndex.reserve(qsizetype(mCables.size()));
    for (int i = 0; i < int(mCables.size()); ++i)
        mIndex.insert(mCables[i].linkId, i);
}

} // namespace podcad
