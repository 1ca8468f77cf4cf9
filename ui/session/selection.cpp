#include "selection.h"

#include "changeevent.h"
#include "document.h"

#include <algorithm>

namespace podcad {

Selection::Selection(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    connect(document, &Document::aboutToNotify, this, &Selection::follow);
}

bool Selection::contains(const QString &id) const
{
    return std::binary_search(mIds.begin(), mIds.end(), id);
}

void Selection::assign(QStringList ids, Cause cause)
{
    ids.sort();
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (ids == mIds)
        return;
    mIds = std::move(ids);
    Q_EMIT changed(mIds, cause);
}

void Selection::follow(const ChangeEvent &event)
{
    // Only what a person selects can leave: racks, devices, links, facility elements (and all of
    // them with the design).
    const bool replaced = event.kind == ChangeEvent::Kind::DesignReplaced;
    if (mIds.isEmpty() || (!replaced && event.racks.isEmpty() && event.devices.isEmpty() &&
                           event.links.isEmpty() && event.facility.isEmpty()))
        return;
    const Design &design = mDocument->design();
    // A selected id is one object or, where kinds share an id, several: it stays while any is
    // there.
    auto exists = [&design](const QString &id) {
        return design.device(id) || design.rack(id) || design.link(id) ||
               design.facilityElement(id);
    };
    // Fewer named than selected (one edit, a big selection): look at what the edit named only.
    auto gone = [&](const IdSet &ids) {
        return std::any_of(ids.begin(), ids.end(),
                           [&](const QString &id) { return contains(id) && !exists(id); });
    };
    const qsizetype named =
        event.racks.size() + event.devices.size() + event.links.size() + event.facility.size();
    if (!replaced && named < mIds.size() && !gone(event.racks) && !gone(event.devices) &&
        !gone(event.links) && !gone(event.facility))
        return;
    // Otherwise a lookup per selected object: cheaper than walking a big removal's hundred
    // thousand cables.
    QStringList kept;
    kept.reserve(mIds.size());
    for (const QString &id : mIds)
        if (exists(id))
            kept << id;
    if (kept.size() != mIds.size())
        assign(kept, Cause::Edit);
}

} // namespace podcad
