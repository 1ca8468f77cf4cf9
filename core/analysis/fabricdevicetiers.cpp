#include "fabricdevicetiers.h"

#include "devicefacts.h"
#include "fabrictopology.h"
#include "model/design.h"

namespace podcad {

std::vector<FabricDeviceTiers> fabricDeviceTiers(const Design &design, const Catalog &catalog)
{
    // The index reports unknown SKUs; analyze() lists those, the tiers do not.
    std::vector<Problem> ignored;
    const analysis::DeviceIndex devices(design, catalog, ignored);
    const std::vector<analysis::FabricTopology> topologies =
        analysis::fabricTopologies(design, devices);
    const std::vector<analysis::DeviceFacts> &facts = devices.all();

    std::vector<FabricDeviceTiers> result;
    result.reserve(topologies.size());
    auto topology = topologies.begin();
    for (const auto &[id, fabric] : design.fabrics()) {
        FabricDeviceTiers &entry = result.emplace_back();
        entry.fabricId = id;
        entry.tiers.reserve(topology->devices.size());
        for (std::size_t l = 0; l < topology->devices.size(); ++l)
            entry.tiers.emplace_back(facts[std::size_t(topology->devices[l])].device->id,
                                     topology->tiers[l]);
        ++topology;
    }
    return result;
}

} // namespace podcad
