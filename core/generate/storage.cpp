#include "storage.h"

#include "catalog/catalog.h"

#include <cmath>

namespace podcad::generate {

int storageAppliancesFor(double demandGBps, const DeviceModel &appliance)
{
    if (appliance.storageBandwidthGBps <= 0)
        return 0;
    return std::max(1, int(std::ceil(demandGBps / appliance.storageBandwidthGBps - 1e-9)));
}

std::optional<FatTree> buildStorageFabric(Draft &draft, const Catalog &catalog,
                                          StorageFabricSpec spec, QString *why)
{
    const DeviceModel *sw = catalog.model(spec.switchSku);
    const DeviceModel *app = spec.appliances.empty()
                                 ? nullptr
                                 : catalog.model(draft.device(spec.appliances.front()).sku);
    const QString group = dataPortGroup(catalog, spec.switchSku);
    const PortGroup *swPorts = sw ? sw->portGroup(group) : nullptr;
    if (!swPorts) {
        if (why)
            *why = QStringLiteral("the catalog has no storage switch \"%1\"").arg(spec.switchSku);
        return std::nullopt;
    }
    const int k = swPorts->count;
    const int nodeDown = k / 2;
    const int up = nodeDown * 3 / 4; // 4:3 for compute nodes
    std::vector<EndpointGroup> groups = std::move(spec.nodeGroups);
    for (EndpointGroup &g : groups)
        g.leafDown = nodeDown;
    if (app) {
        const PortGroup *data = app->portGroup(spec.appliancePortGroup);
        EndpointGroup g;
        g.endpoints = spec.appliances;
        g.portGroup = spec.appliancePortGroup;
        g.ports = data ? data->count : 0;
        g.leafDown = up; // 1:1 for storage appliances
        g.label = QStringLiteral("stor");
        g.zone = spec.applianceZone;
        groups.push_back(std::move(g));
    }
    FatTreeSpec tree;
    tree.fabricId = spec.fabricId;
    tree.prefix = QStringLiteral("st");
    tree.switchSku = spec.switchSku;
    tree.switchGroup = group;
    tree.shape.radix = k;
    tree.shape.leafUp = up;
    tree.shape.minTiers = 2;
    tree.spineZone = spec.applianceZone;
    tree.coreZone = spec.applianceZone;
    auto built = buildFatTree(draft, tree, groups, why);
    // Said of which fabric: the compute fabric of the same design is planned by the same rules.
    if (!built && why)
        *why = QStringLiteral("the storage fabric does not fit: ") + *why;
    return built;
}

} // namespace podcad::generate
