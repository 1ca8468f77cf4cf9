#pragma once

#include <vector>

namespace podcad {

// Which endpoints of a fabric can reach each other, and in how many cable hops.
struct Reachability final
{
    int components = 0;           // connected pieces of the fabric (live nodes with links)
    std::vector<int> unreachable; // endpoints outside the piece holding most endpoints
    int diameterHops = 0;         // longest shortest path between two reachable endpoints
    double averageHops = 0;       // mean over ordered pairs of distinct reachable endpoints
    bool exact = true;            // false: hops from a sample of endpoint classes

    bool operator==(const Reachability &) const = default;
};

namespace analysis {

class FabricGraph;

// Endpoints with the same neighbours are at the same distance from everything else, so one
// breadth-first search per such class gives exact figures: a SuperPOD has a class per SU and
// rail set, not per node. Past `maxSources` classes an evenly spread sample is searched and the
// figures are a lower bound (exact = false); a negative `maxSources` skips the hops (components
// and unreachable endpoints only, O(edges)). O(classes x edges).
Reachability reachability(const FabricGraph &graph, int maxSources);

} // namespace analysis
} // namespace podcad
