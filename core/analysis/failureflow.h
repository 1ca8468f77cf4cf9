#pragma once

#include "flownetwork.h"

#include <cstdint>
#include <vector>

namespace podcad::analysis {

class FabricGraph;

// The max flow across one fixed partition of a fabric's endpoints, intact and with one node
// failed, for screening many single failures against the same partition. The network (every
// cable a pair of arcs that are each other's reverse, a super-source joined to the side-A
// endpoints and a super-sink to the others, as MaxFlow builds it) is laid out once in flat
// arrays and its intact maximum flow is kept. A failure then costs no copy of the graph: the
// failed node is masked, the flow that passed through it is cancelled back to the source and
// sink, and Dinic's algorithm (FlowNetwork) augments what is left to a maximum, which is usually
// a few short phases. The value equals flowAcross() on the graph without that node (a maximum
// flow's value is unique), so the screening gives the same answer as rebuilding the graph would.
// Read-only after construction: each thread brings its own Workspace.
class FailureFlow final
{
public:
    FailureFlow(const FabricGraph &graph, const std::vector<int> &sideA);

    struct Workspace final
    {
        std::vector<std::int64_t> flow;
        std::vector<std::int64_t> balance;
        std::vector<int> pending;
        FlowNetwork::Workspace search;
    };

    std::int64_t intactFlow() const { return mIntactFlow; }
    // The max flow with `node` failed (its cables gone), in Mb/s.
    std::int64_t flowWithout(int node, Workspace &work) const;

private:
    FlowNetwork mNetwork;
    std::vector<std::int64_t> mIntact; // the intact maximum flow per arc (antisymmetric)
    std::int64_t mIntactFlow = 0;
};

} // namespace podcad::analysis
