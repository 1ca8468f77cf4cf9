#pragma once

// Internal to the analysis: who is an endpoint, a leaf, a spine or a core in each fabric. The
// fabric summary counts from it and the fabric graph (bisection, oversubscription, reachability)
// builds on it, so both read the same tiers. The rules are documented on summarizeFabrics().

#include <vector>

namespace podcad {

class Design;
struct Link;

namespace analysis {

class DeviceIndex;

enum FabricTier { kEndpointTier = 0, kLeafTier = 1, kSpineTier = 2, kCoreTier = 3 };

struct FabricTopology final
{
    // One link of the fabric between two of its nodes (local indices into `devices`).
    struct Edge final
    {
        int a = 0;
        int b = 0;
        bool aManagement = false; // the end is on the device's own management port
        bool bManagement = false;
        const Link *link = nullptr;
    };

    std::vector<int> devices; // local node -> position in DeviceIndex::all(), in link order
    std::vector<int> tiers;   // per node: a FabricTier
    std::vector<Edge> edges;  // link id order

    // The tier an end of an edge stands for: a management-port end is an endpoint end, whatever
    // the device is elsewhere.
    int tierAtA(const Edge &e) const
    {
        return e.aManagement ? kEndpointTier : tiers[std::size_t(e.a)];
    }
    int tierAtB(const Edge &e) const
    {
        return e.bManagement ? kEndpointTier : tiers[std::size_t(e.b)];
    }
};

// One topology per fabric of the design, in fabric id order; links without a fabric, or naming a
// device the index does not hold, count nowhere. O(devices + links).
std::vector<FabricTopology> fabricTopologies(const Design &design, const DeviceIndex &devices);

} // namespace analysis
} // namespace podcad
