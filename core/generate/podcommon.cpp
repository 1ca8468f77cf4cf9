#include "podcommon.h"

#include "catalog/catalog.h"
#include "fattree.h"

#include <cmath>

namespace podcad::generate {

double rackKwFor(const Catalog &catalog, const QString &systemSku, int perRack)
{
    const DeviceModel *system = catalog.model(systemSku);
    if (!system)
        return 0;
    RackPlacer placer(catalog, sku::pdu, 1);
    const double watts = perRack * system->maxPowerW;
    const DeviceModel *pdu = placer.pduModel();
    const double withPdus = watts + (pdu ? placer.pdusFor(watts) * pdu->maxPowerW : 0);
    return std::ceil(withPdus / 1000.0);
}

int radixOf(const Catalog &catalog, const QString &switchSku)
{
    const DeviceModel *m = catalog.model(switchSku);
    const PortGroup *g = m ? m->portGroup(dataPortGroup(catalog, switchSku)) : nullptr;
    return g ? g->count : 0;
}

void addFourFabrics(Draft &draft, const QString &computeTechnology,
                    const QString &storageTechnology, const QString &inbandTechnology)
{
    draft.fabrics.push_back({fabric::compute, QStringLiteral("Compute fabric"), FabricKind::Compute,
                             computeTechnology});
    draft.fabrics.push_back({fabric::storage, QStringLiteral("Storage fabric"), FabricKind::Storage,
                             storageTechnology});
    draft.fabrics.push_back({fabric::inband, QStringLiteral("In-band management"),
                             FabricKind::Inband, inbandTechnology});
    draft.fabrics.push_back({fabric::oob, QStringLiteral("Out-of-band management"), FabricKind::Oob,
                             QStringLiteral("Ethernet 1G")});
}

std::optional<Design> finish(Draft &draft, const Catalog &catalog, const std::vector<Zone> &zones,
                             int racksPerRow, int managementZone, const QString &name, QString *why)
{
    RackPlacer placer(catalog, sku::pdu, racksPerRow);
    OobSpec oob{fabric::oob, sku::oobLeaf, sku::eth100, managementZone};
    if (!addOobSwitches(draft, catalog, placer, zones, oob, why))
        return std::nullopt;
    if (!placer.place(draft, zones, why))
        return std::nullopt;
    if (!wireOob(draft, catalog, oob, why))
        return std::nullopt;
    Design design;
    design.name = name;
    if (!draft.commit(design, why))
        return std::nullopt;
    return design;
}

} // namespace podcad::generate
