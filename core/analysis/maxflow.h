#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace podcad::analysis {

class FabricGraph;

// Maximum flow between two sets of nodes of a fabric graph, on Boost.Graph's push-relabel. The
// flow network is built once per graph (each undirected edge is a pair of arcs that are each
// other's reverse, both with the edge's capacity) with a super-source and a super-sink joined to
// every endpoint; a query only sets the capacities of those joins, so many bisection candidates
// cost one build. Boost stays out of this header. The bisection search flows its candidates with
// ContractedFlow (same values, 30 to 90 times faster a flow on big fabrics); this one serves
// flowAcross() and is the reference the tests hold the faster flows to.
class MaxFlow final
{
public:
    explicit MaxFlow(const FabricGraph &graph);
    ~MaxFlow();
    MaxFlow(const MaxFlow &) = delete;
    MaxFlow &operator=(const MaxFlow &) = delete;

    enum Side : char { None = 0, SideA = 1, SideB = 2 };
    // The maximum flow from the endpoints marked SideA to those marked SideB (`side` per graph
    // node; only endpoints may be marked), in Mb/s.
    std::int64_t flow(const std::vector<char> &side);
    // After flow(): per node, whether it is on the source side of a minimum cut.
    std::vector<char> sourceSide() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
    std::vector<int> mEndpoints;
};

} // namespace podcad::analysis
