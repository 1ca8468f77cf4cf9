#include "cableplanupdate.h"

#include "cabling/cableplan.h"
#include "changeevent.h"
#include "model/design.h"

#include <QSet>

namespace podcad {

CablePlanUpdate CablePlanUpdate::of(const Design &design, const ChangeEvent &event)
{
    // A new design, or a new hall (its trays carry every route): everything may have changed.
    if (event.kind == ChangeEvent::Kind::DesignReplaced ||
        event.fields.contains(ChangeEvent::hallField()))
        return {Kind::Whole, {}};
    if (!event.namesObjects())
        return {}; // prices and the design's own fields route nothing
    return {Kind::Links, touchedLinks(design, event)};
}

QStringList CablePlanUpdate::touchedLinks(const Design &design, const ChangeEvent &event)
{
    QSet<QString> ids(event.links.begin(), event.links.end());
    const auto addLinksOf = [&](const QString &deviceId) {
        for (const Link *link : design.linksOf(deviceId))
            ids.insert(link->id);
    };
    for (const QString &deviceId : event.devices)
        addLinksOf(deviceId);
    for (const QString &rackId : event.racks)
        for (const Device *device : design.devicesIn(rackId))
            addLinksOf(device->id);
    return QStringList(ids.begin(), ids.end());
}

void CablePlanUpdate::applyTo(CablePlan &plan, const Design &design, const Catalog &catalog) const
{
    if (!tryApplyTo(plan, design, catalog))
        plan = CablePlan::build(design, catalog);
}

bool CablePlanUpdate::tryApplyTo(CablePlan &plan, const Design &design,
                                 const Catalog &catalog) const
{
    switch (kind) {
    case Kind::None:
        return true;
    case Kind::Links:
        return plan.tryUpdate(design, catalog, links);
    case Kind::Whole:
        return false;
    }
    return false;
}

} // namespace podcad
