#include "inventory.h"

#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>
#include <set>
#include <tuple>
#include <unordered_set>

namespace podcad {

Inventory takeInventory(const Design &design, const Catalog &catalog)
{
    Inventory inv;
    inv.racks = int(design.racks().size());
    inv.links = int(design.links().size());
    QHash<QString, const DeviceModel *> models;
    auto modelOf = [&](const QString &sku) {
        auto it = models.constFind(sku);
        if (it != models.cend())
            return *it;
        const DeviceModel *m = catalog.model(sku);
        models.insert(sku, m);
        return m;
    };
    for (const auto &[id, device] : design.devices()) {
        ++inv.devicesBySku[device.sku];
        ++inv.devicesByRole[roleName(device.role)];
        const DeviceModel *m = modelOf(device.sku);
        if (!m)
            continue;
        if (m->kind == DeviceKind::GpuServer) {
            ++inv.nodes;
            inv.gpus += m->acceleratorCount;
        } else if (m->kind == DeviceKind::Switch) {
            ++inv.switches;
        }
    }
    const CableChoice choice(catalog);
    // Twin-port cages already counted, per device and port group (by address: the design and the
    // catalog outlive this function, and pointers compare in one instruction, ids in a loop).
    struct Cage final
    {
        const Device *device;
        const PortGroup *group;
        int index;
        bool operator==(const Cage &) const = default;
    };
    struct CageHash final
    {
        std::size_t operator()(const Cage &c) const noexcept
        {
            return (std::hash<const void *>()(c.device) * 31 + std::hash<const void *>()(c.group)) *
                       1000003 +
                   std::size_t(c.index);
        }
    };
    std::unordered_set<Cage, CageHash> cages;
    for (const auto &[id, link] : design.links()) {
        const bool defaulted = link.cableSku.isEmpty();
        const QString cable = defaulted ? choice.defaultFor(design, link) : link.cableSku;
        const Fabric *fabric = design.fabric(link.fabricId);
        const Device *a = design.device(link.a.deviceId);
        const Device *b = design.device(link.b.deviceId);
        QString run = QStringLiteral("other");
        if (fabric && a && b) {
            switch (fabric->kind) {
            case FabricKind::Compute: {
                const Role lo = std::min(a->role, b->role), hi = std::max(a->role, b->role);
                if (hi == Role::Leaf && (lo == Role::Compute))
                    run = QStringLiteral("node-leaf");
                else if (hi == Role::Ufm && lo <= Role::Core)
                    run = QStringLiteral("ufm");
                else if (lo == Role::Leaf && hi == Role::Spine)
                    run = QStringLiteral("leaf-spine");
                else if (lo == Role::Spine && hi == Role::Core)
                    run = QStringLiteral("spine-core");
                else if (lo == Role::Leaf && hi == Role::Leaf)
                    run = QStringLiteral("leaf-leaf");
                break;
            }
            case FabricKind::Storage:
                run = QStringLiteral("storage");
                break;
            case FabricKind::Inband:
                run = QStringLiteral("in-band");
                break;
            case FabricKind::Oob:
                run = QStringLiteral("oob");
                break;
            case FabricKind::NvLink:
                run = QStringLiteral("nvlink");
                break;
            }
        }
        ++inv.cablesByRun[run];
        if (cable.isEmpty()) {
            ++inv.uncabledLinks;
            continue;
        }
        ++inv.cablesBySku[cable];
        if (defaulted)
            ++inv.defaultedCablesBySku[cable];
        if (!cable.startsWith(QLatin1String("FIBER-")))
            continue; // copper, DAC and AOC carry their own ends
        for (const PortRef *end : {&link.a, &link.b}) {
            const Device *d = design.device(end->deviceId);
            const DeviceModel *m = d ? modelOf(d->sku) : nullptr;
            const PortGroup *g = m ? m->portGroup(end->portGroup) : nullptr;
            if (!g)
                continue;
            const QString sku = transceiverFor(*g);
            if (sku.isEmpty())
                continue;
            if (g->portsPerCage > 1 &&
                !cages.insert({d, g, end->portIndex / g->portsPerCage}).second)
                continue;
            ++inv.transceiversBySku[sku];
            if (defaulted)
                ++inv.defaultedTransceiversBySku[sku];
        }
    }
    return inv;
}

} // namespace podcad
