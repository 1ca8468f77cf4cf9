#pragma once

#include "flownetwork.h"

#include <cstdint>
#include <vector>

namespace podcad::analysis {

class FabricGraph;

// The maximum flow between the two halves of a fabric's endpoints, as MaxFlow computes it, for
// the many candidate partitions of the bisection search. Every endpoint is on one side, joined
// to the super-source or the super-sink by more than all cables together, so a finite cut never
// separates an endpoint from its terminal: contracting the side-A endpoints into the source and
// the others into the sink keeps every finite cut and its capacity. The contracted network is
// the switch graph alone (the 131,072-GPU tree: 5,122 nodes and 163,840 cables instead of
// 21,506 and 294,912), each switch joined to the source by its cables to side-A endpoints and to
// the sink by those to side-B ones. It is built once; a partition only sets those joins, and
// Dinic's algorithm (FlowNetwork) finds the flow. The value is the same as MaxFlow's (a max
// flow's value is unique), and so is sourceSide(): the nodes the source reaches in the residual
// network of any maximum flow are the same, the minimum cut closest to the source.
class ContractedFlow final
{
public:
    explicit ContractedFlow(const FabricGraph &graph);

    // The maximum flow, in Mb/s, from the endpoints marked MaxFlow::SideA to those marked
    // MaxFlow::SideB (`side` per graph node). Every endpoint of the graph must be marked.
    std::int64_t flow(const std::vector<char> &side);
    // After flow(): per graph node, whether it is on the source side of the minimum cut closest
    // to the source (as MaxFlow::sourceSide()).
    std::vector<char> sourceSide() const;

private:
    const FabricGraph &mGraph;
    FlowNetwork mNetwork;
    std::vector<int> mNodeOf;    // per graph node: its network node, -1 for an endpoint
    std::vector<int> mSourceArc; // per network node: the arc from the source, or -1
    std::vector<int> mSinkArc;   // per network node: the arc into the sink, or -1
    // Per endpoint (in graph.endpoints() order), its cables to switches: the network node and
    // the capacity; cables between two endpoints are counted apart.
    std::vector<int> mJoinOffset;
    std::vector<std::pair<int, std::int64_t>> mJoins;
    struct EndpointCable final
    {
        int a = 0;
        int b = 0;
        std::int64_t capacityMbps = 0;
    };
    std::vector<EndpointCable> mEndpointCables;
    std::vector<char> mSide; // the last flow's partition
    std::vector<std::int64_t> mFlow;
    std::vector<std::int64_t> mToSource;
    std::vector<std::int64_t> mToSink;
    mutable FlowNetwork::Workspace mWork;
};

} // namespace podcad::analysis
