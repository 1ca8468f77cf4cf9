#include "cabling.h"

#include "catalog/cablechoice.h"
#include "catalog/catalog.h"

#include <QHash>

namespace podcad::generate {

void assignCables(Draft &draft, const Catalog &catalog)
{
    const CableChoice choice(catalog);
    QHash<QString, QPointF> rackCentre;
    for (const Rack &r : draft.racks)
        rackCentre.insert(r.id, choice.rackCentre(r));
    QHash<QString, const Device *> byId;
    byId.reserve(qsizetype(draft.devices.size()));
    for (const Device &d : draft.devices)
        byId.insert(d.id, &d);
    // Few (sku, group) pairs, and builders share their strings: remember whether each is RJ45,
    // keyed by the strings' data, without building a key string per cable end.
    QHash<QPair<quintptr, quintptr>, bool> rj45;
    auto isRj45 = [&](const Device &d, const QString &group) {
        const QPair<quintptr, quintptr> key(quintptr(d.sku.constData()),
                                            quintptr(group.constData()));
        auto it = rj45.constFind(key);
        if (it != rj45.cend())
            return *it;
        const DeviceModel *m = catalog.model(d.sku);
        const PortGroup *g = m ? m->portGroup(group) : nullptr;
        const bool copperPort = g && g->connector == QLatin1String("RJ45");
        rj45.insert(key, copperPort);
        return copperPort;
    };
    for (Link &link : draft.links) {
        const Device *a = byId.value(link.a.deviceId);
        const Device *b = byId.value(link.b.deviceId);
        if (!a || !b)
            continue;
        const bool copper = isRj45(*a, link.a.portGroup) || isRj45(*b, link.b.portGroup);
        link.cableSku =
            choice.cableFor(copper, copper ? 0.0
                                           : CableChoice::runM(rackCentre.value(a->rackId),
                                                               rackCentre.value(b->rackId)));
    }
}

} // namespace podcad::generate
