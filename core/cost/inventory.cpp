#include "inventory.h"

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>
#include <optional>
#include <unordered_set>

namespace podcad {

namespace {

// A cage of one device's port group (by address: the design and the catalog outlive the count, and
// pointers compare in one instruction, ids in a loop).
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

using Cages = std::unordered_set<Cage, CageHash>;

// The run a link makes in its fabric: node-leaf, leaf-spine, ... (Inventory::cablesByRun).
QString runOf(const Design &design, const Link &link)
{
    const Fabric *fabric = design.fabric(link.fabricId);
    const Device *a = design.device(link.a.deviceId);
    const Device *b = design.device(link.b.deviceId);
    if (!fabric || !a || !b)
        return QStringLiteral("other");
    switch (fabric->kind) {
    case FabricKind::Compute: {
        const Role lo = std::min(a->role, b->role), hi = std::max(a->role, b->role);
        if (hi == Role::Leaf && (lo == Role::Compute))
            return QStringLiteral("node-leaf");
        if (hi == Role::Ufm && lo <= Role::Core)
            return QStringLiteral("ufm");
        if (lo == Role::Leaf && hi == Role::Spine)
            return QStringLiteral("leaf-spine");
        if (lo == Role::Spine && hi == Role::Core)
            return QStringLiteral("spine-core");
        if (lo == Role::Leaf && hi == Role::Leaf)
            return QStringLiteral("leaf-leaf");
        return QStringLiteral("other");
    }
    case FabricKind::Storage:
        return QStringLiteral("storage");
    case FabricKind::Inband:
        return QStringLiteral("in-band");
    case FabricKind::Oob:
        return QStringLiteral("oob");
    case FabricKind::NvLink:
        return QStringLiteral("nvlink");
    }
    return QStringLiteral("other");
}

} // namespace

Inventory takeInventory(const Design &design, const Catalog &catalog, const CablePlan &plan)
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
    // The end's device, group and cage; nullopt when the catalog does not know its port.
    auto cageOf = [&](const PortRef &end) -> std::optional<Cage> {
        const Device *d = design.device(end.deviceId);
        const DeviceModel *m = d ? modelOf(d->sku) : nullptr;
        const PortGroup *g = m ? m->portGroup(end.portGroup) : nullptr;
        if (!g)
            return std::nullopt;
        return Cage{d, g, end.portIndex / std::max(1, g->portsPerCage)};
    };
    Cages transceiverCages; // twin-port cages whose transceiver is counted
    Cages breakoutCages;    // cages whose breakout cable is counted
    for (const PlannedCable &planned : plan.cables()) {
        const Link *link = design.link(planned.linkId);
        if (!link)
            continue;
        ++inv.cablesByRun[runOf(design, *link)];
        const CableMedium *medium = planned.medium ? &*planned.medium : nullptr;
        if (!medium || medium->cableSku.isEmpty()) {
            ++inv.uncabledLinks;
            continue;
        }
        const bool defaulted = link->cableSku.isEmpty();
        const PortRef *ends[2] = {&link->a, &link->b};
        // A breakout serves the links of its twin-port cage: one cable per such cage.
        const std::optional<Cage> breakout =
            medium->breakoutEnd ? cageOf(*ends[*medium->breakoutEnd & 1]) : std::nullopt;
        if (!breakout || breakoutCages.insert(*breakout).second) {
            ++inv.cablesBySku[medium->cableSku];
            if (defaulted)
                ++inv.defaultedCablesBySku[medium->cableSku];
            if (medium->cableLengthM > 0)
                inv.cableLengthMBySku[medium->cableSku] = medium->cableLengthM;
        }
        for (int end = 0; end < 2; ++end) {
            const QString &sku = medium->transceiverSku[std::size_t(end)];
            if (sku.isEmpty())
                continue;
            const std::optional<Cage> cage = cageOf(*ends[end]);
            if (cage && cage->group->portsPerCage > 1 && !transceiverCages.insert(*cage).second)
                continue;
            ++inv.transceiversBySku[sku];
            if (defaulted)
                ++inv.defaultedTransceiversBySku[sku];
        }
    }
    return inv;
}

} // namespace podcad
