#include "failureflow.h"

#include "fabricgraph.h"
#include "fabrictopology.h"

#include <algorithm>

namespace podcad::analysis {

FailureFlow::FailureFlow(const FabricGraph &graph, const std::vector<int> &sideA)
{
    const int n = graph.nodeCount();
    const int source = n;
    const int sink = n + 1;

    std::vector<FlowNetwork::Arc> arcs;
    arcs.reserve(std::size_t(graph.edgeCount()) * 2 + graph.endpoints().size() * 2);
    std::int64_t total = 1;
    for (const FabricGraph::Edge &e : graph.edges()) {
        arcs.push_back({e.a, e.b, e.capacityMbps});
        arcs.push_back({e.b, e.a, e.capacityMbps});
        total += e.capacityMbps;
    }
    // As flowAcross(): the live endpoints of sideA are sources, every other live endpoint a sink,
    // each joined by more than all cables together so that the joins never limit the flow.
    std::vector<char> inA(std::size_t(n), 0);
    for (int e : sideA)
        if (e >= 0 && e < n && graph.node(e).tier == kEndpointTier && !graph.node(e).failed)
            inA[std::size_t(e)] = 1;
    for (int e : graph.endpoints()) {
        if (inA[std::size_t(e)]) {
            arcs.push_back({source, e, total});
            arcs.push_back({e, source, 0});
        } else {
            arcs.push_back({e, sink, total});
            arcs.push_back({sink, e, 0});
        }
    }
    mNetwork = FlowNetwork(n + 2, source, sink, arcs);

    Workspace work;
    mIntact.assign(std::size_t(mNetwork.arcCount()), 0);
    mIntactFlow = mNetwork.maximize(mIntact, -1, work.search);
}

std::int64_t FailureFlow::flowWithout(int node, Workspace &work) const
{
    const FlowNetwork &net = mNetwork;
    if (node < 0 || node >= net.source())
        return mIntactFlow;
    std::vector<std::int64_t> &flow = work.flow;
    flow = mIntact;
    // Cut the node out: its neighbours are left with more inflow than outflow or the reverse
    // (balance = in - out). Cancel the surplus back along the arcs carrying flow, towards the
    // source for a surplus and towards the sink for a shortfall, until the flow is conserved
    // again; every step lowers the flow on some arc, so this ends. What remains is a feasible
    // flow of the damaged network, and augmenting it gives that network's maximum.
    std::vector<std::int64_t> &balance = work.balance;
    balance.assign(std::size_t(net.nodeCount()), 0);
    std::vector<int> &pending = work.pending;
    pending.clear();
    for (int a = net.arcsBegin(node); a < net.arcsEnd(node); ++a) {
        const std::int64_t f = flow[std::size_t(a)];
        if (f == 0)
            continue;
        const int w = net.head(a);
        flow[std::size_t(a)] = 0;
        flow[std::size_t(net.reverse(a))] = 0;
        balance[std::size_t(w)] -= f;
        if (w != net.source() && w != net.sink())
            pending.push_back(w);
    }
    while (!pending.empty()) {
        const int u = pending.back();
        pending.pop_back();
        std::int64_t &b = balance[std::size_t(u)];
        for (int a = net.arcsBegin(u); b != 0 && a < net.arcsEnd(u); ++a) {
            const std::int64_t f = flow[std::size_t(a)];
            // A surplus goes back against an arriving flow (f < 0), a shortfall forward along a
            // leaving one (f > 0).
            if ((b > 0 && f >= 0) || (b < 0 && f <= 0))
                continue;
            const std::int64_t d = b > 0 ? std::min(b, -f) : std::max(b, -f);
            const int w = net.head(a);
            flow[std::size_t(a)] += d;
            flow[std::size_t(net.reverse(a))] -= d;
            b -= d;
            if (w != net.source() && w != net.sink()) {
                balance[std::size_t(w)] += d;
                pending.push_back(w);
            }
        }
    }
    return net.maximize(flow, node, work.search);
}

} // namespace podcad::analysis
