#include "fabricsummary.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "fabrictopology.h"
#include "model/design.h"

#include <algorithm>

namespace podcad {
namespace analysis {
namespace {

void summarize(FabricSummary &summary, const FabricTopology &topo)
{
    for (const int tier : topo.tiers) {
        switch (tier) {
        case kEndpointTier:
            ++summary.endpoints;
            break;
        case kLeafTier:
            ++summary.leafSwitches;
            break;
        case kSpineTier:
            ++summary.spineSwitches;
            break;
        default:
            ++summary.coreSwitches;
            break;
        }
    }
    summary.links = static_cast<int>(topo.edges.size());
    for (const FabricTopology::Edge &e : topo.edges) {
        const int ta = topo.tierAtA(e), tb = topo.tierAtB(e);
        const int lo = std::min(ta, tb), hi = std::max(ta, tb);
        if (hi != lo + 1)
            ++summary.otherLinks;
        else if (lo == kEndpointTier)
            ++summary.endpointLeafLinks;
        else if (lo == kLeafTier)
            ++summary.leafSpineLinks;
        else
            ++summary.spineCoreLinks;
    }
}

} // namespace

std::vector<FabricSummary> summarizeFabrics(const Design &design, const DeviceIndex &devices)
{
    return summarizeFabrics(design, fabricTopologies(design, devices));
}

std::vector<FabricSummary> summarizeFabrics(const Design &design,
                                            const std::vector<FabricTopology> &topologies)
{
    std::vector<FabricSummary> result;
    result.reserve(design.fabrics().size());
    for (const auto &[id, fabric] : design.fabrics()) {
        FabricSummary &s = result.emplace_back();
        s.id = id;
        s.name = fabric.name;
        s.kind = fabric.kind;
        s.technology = fabric.technology;
        summarize(s, topologies[result.size() - 1]);
    }
    return result;
}

} // namespace analysis

std::vector<FabricSummary> summarizeFabrics(const Design &design, const Catalog &catalog)
{
    // The index reports unknown SKUs; analyze() lists those, this summary does not.
    std::vector<Problem> ignored;
    const analysis::DeviceIndex devices(design, catalog, ignored);
    return analysis::summarizeFabrics(design, devices);
}

} // namespace podcad
