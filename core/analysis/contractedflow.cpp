#include "contractedflow.h"

#include "fabricgraph.h"
#include "maxflow.h"

namespace podcad::analysis {

ContractedFlow::ContractedFlow(const FabricGraph &graph)
    : mGraph(graph)
{
    const auto n = std::size_t(graph.nodeCount());
    std::vector<char> isEndpoint(n, 0);
    for (int e : graph.endpoints())
        isEndpoint[std::size_t(e)] = 1;
    mNodeOf.assign(n, -1);
    int nodes = 0;
    for (std::size_t v = 0; v < n; ++v)
        if (!isEndpoint[v])
            mNodeOf[v] = nodes++;
    const int source = nodes, sink = nodes + 1;

    std::vector<FlowNetwork::Arc> arcs;
    arcs.reserve(std::size_t(graph.edgeCount()) * 2);
    std::vector<char> joined(std::size_t(nodes), 0);
    for (const FabricGraph::Edge &e : graph.edges()) {
        const int a = mNodeOf[std::size_t(e.a)], b = mNodeOf[std::size_t(e.b)];
        if (a >= 0 && b >= 0) {
            arcs.push_back({a, b, e.capacityMbps});
            arcs.push_back({b, a, e.capacityMbps});
        } else if (a >= 0 || b >= 0) {
            joined[std::size_t(a >= 0 ? a : b)] = 1;
        } else {
            mEndpointCables.push_back({e.a, e.b, e.capacityMbps});
        }
    }
    // A switch with endpoint cables gets a join from the source and one into the sink, each with
    // a reverse of no capacity; flow() sets their capacities.
    std::vector<int> sourcePair(std::size_t(nodes), -1), sinkPair(std::size_t(nodes), -1);
    for (int x = 0; x < nodes; ++x) {
        if (!joined[std::size_t(x)])
            continue;
        sourcePair[std::size_t(x)] = int(arcs.size());
        arcs.push_back({source, x, 0});
        arcs.push_back({x, source, 0});
        sinkPair[std::size_t(x)] = int(arcs.size());
        arcs.push_back({x, sink, 0});
        arcs.push_back({sink, x, 0});
    }
    mNetwork = FlowNetwork(nodes + 2, source, sink, arcs);
    mSourceArc.assign(std::size_t(nodes), -1);
    mSinkArc.assign(std::size_t(nodes), -1);
    for (int x = 0; x < nodes; ++x) {
        if (sourcePair[std::size_t(x)] < 0)
            continue;
        mSourceArc[std::size_t(x)] = mNetwork.arcOf(sourcePair[std::size_t(x)]);
        mSinkArc[std::size_t(x)] = mNetwork.arcOf(sinkPair[std::size_t(x)]);
    }

    mJoinOffset.push_back(0);
    for (int e : graph.endpoints()) {
        for (auto *a = graph.adjacentBegin(e); a != graph.adjacentEnd(e); ++a) {
            const int x = mNodeOf[std::size_t(a->node)];
            if (x >= 0)
                mJoins.emplace_back(x, graph.edge(a->edge).capacityMbps);
        }
        mJoinOffset.push_back(int(mJoins.size()));
    }
    mToSource.assign(std::size_t(nodes), 0);
    mToSink.assign(std::size_t(nodes), 0);
}

std::int64_t ContractedFlow::flow(const std::vector<char> &side)
{
    mSide = side;
    std::fill(mToSource.begin(), mToSource.end(), 0);
    std::fill(mToSink.begin(), mToSink.end(), 0);
    const std::vector<int> &endpoints = mGraph.endpoints();
    for (std::size_t i = 0; i < endpoints.size(); ++i) {
        std::vector<std::int64_t> &to =
            side[std::size_t(endpoints[i])] == MaxFlow::SideA ? mToSource : mToSink;
        for (int j = mJoinOffset[i]; j < mJoinOffset[i + 1]; ++j)
            to[std::size_t(mJoins[std::size_t(j)].first)] += mJoins[std::size_t(j)].second;
    }
    for (std::size_t x = 0; x < mSourceArc.size(); ++x) {
        if (mSourceArc[x] < 0)
            continue;
        mNetwork.setCapacity(mSourceArc[x], mToSource[x]);
        mNetwork.setCapacity(mSinkArc[x], mToSink[x]);
    }
    // A cable straight from one half to the other carries its whole capacity whatever else flows.
    std::int64_t direct = 0;
    for (const EndpointCable &c : mEndpointCables)
        if ((side[std::size_t(c.a)] == MaxFlow::SideA) !=
            (side[std::size_t(c.b)] == MaxFlow::SideA))
            direct += c.capacityMbps;
    mFlow.assign(std::size_t(mNetwork.arcCount()), 0);
    return direct + mNetwork.maximize(mFlow, -1, mWork);
}

std::vector<char> ContractedFlow::sourceSide() const
{
    const std::vector<char> reached = mNetwork.sourceSide(mFlow, mWork);
    std::vector<char> side(mNodeOf.size(), 0);
    for (std::size_t v = 0; v < mNodeOf.size(); ++v) {
        const int x = mNodeOf[v];
        // The source reaches its own endpoints through their unbounded joins, and never an
        // endpoint of the sink, whose join it would then reach too.
        side[v] = x >= 0 ? reached[std::size_t(x)] : mSide[v] == MaxFlow::SideA;
    }
    return side;
}

} // namespace podcad::analysis
