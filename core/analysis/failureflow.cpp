#include "failureflow.h"

#include "fabricgraph.h"
#include "fabrictopology.h"

#include <algorithm>
#include <limits>

namespace podcad::analysis {

FailureFlow::FailureFlow(const FabricGraph &graph, const std::vector<int> &sideA)
{
    const int n = graph.nodeCount();
    mSource = n;
    mSink = n + 1;
    const int nodes = n + 2;

    // Arcs come in pairs, 2k and 2k + 1 each other's reverse, before they are laid out by tail.
    struct Arc final
    {
        int tail;
        int head;
        std::int64_t capacity;
    };
    std::vector<Arc> arcs;
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
            arcs.push_back({mSource, e, total});
            arcs.push_back({e, mSource, 0});
        } else {
            arcs.push_back({e, mSink, total});
            arcs.push_back({mSink, e, 0});
        }
    }

    mOffset.assign(std::size_t(nodes) + 1, 0);
    for (const Arc &a : arcs)
        ++mOffset[std::size_t(a.tail) + 1];
    for (int u = 0; u < nodes; ++u)
        mOffset[std::size_t(u) + 1] += mOffset[std::size_t(u)];
    std::vector<int> position(arcs.size());
    std::vector<int> fill(mOffset.begin(), mOffset.end() - 1);
    for (std::size_t i = 0; i < arcs.size(); ++i)
        position[i] = fill[std::size_t(arcs[i].tail)]++;
    mHead.assign(arcs.size(), 0);
    mReverse.assign(arcs.size(), 0);
    mCapacity.assign(arcs.size(), 0);
    for (std::size_t i = 0; i < arcs.size(); ++i) {
        const auto p = std::size_t(position[i]);
        mHead[p] = arcs[i].head;
        mCapacity[p] = arcs[i].capacity;
        mReverse[p] = position[i ^ 1];
    }

    Workspace work;
    mIntact.assign(mHead.size(), 0);
    mIntactFlow = augment(mIntact, -1, work);
}

bool FailureFlow::buildLevels(const std::vector<std::int64_t> &flow, int dead,
                              Workspace &work) const
{
    std::vector<int> &level = work.level;
    level.assign(mOffset.size() - 1, -1);
    std::vector<int> &queue = work.pending;
    queue.assign(1, mSource);
    level[std::size_t(mSource)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int u = queue[i];
        if (u == mSink)
            continue;
        for (int a = mOffset[std::size_t(u)]; a < mOffset[std::size_t(u) + 1]; ++a) {
            const int v = mHead[std::size_t(a)];
            if (v != dead && level[std::size_t(v)] < 0 && residual(flow, a) > 0) {
                level[std::size_t(v)] = level[std::size_t(u)] + 1;
                queue.push_back(v);
            }
        }
    }
    return level[std::size_t(mSink)] >= 0;
}

std::int64_t FailureFlow::augment(std::vector<std::int64_t> &flow, int dead, Workspace &work) const
{
    // Dinic: blocking flows on the level graph, the depth-first search kept iterative so that a
    // long chain of switches cannot exhaust the stack.
    std::vector<int> &level = work.level;
    std::vector<int> &next = work.next;
    std::vector<int> &path = work.path;
    while (buildLevels(flow, dead, work)) {
        next.assign(mOffset.begin(), mOffset.end() - 1);
        path.clear();
        int u = mSource;
        for (;;) {
            if (u == mSink) {
                std::int64_t push = std::numeric_limits<std::int64_t>::max();
                for (int a : path)
                    push = std::min(push, residual(flow, a));
                for (int a : path) {
                    flow[std::size_t(a)] += push;
                    flow[std::size_t(mReverse[std::size_t(a)])] -= push;
                }
                // Back to the tail of the first arc this saturated.
                std::size_t k = 0;
                while (k < path.size() && residual(flow, path[k]) > 0)
                    ++k;
                path.resize(k);
                u = path.empty() ? mSource : mHead[std::size_t(path.back())];
                continue;
            }
            bool advanced = false;
            for (int &a = next[std::size_t(u)]; a < mOffset[std::size_t(u) + 1]; ++a) {
                const int v = mHead[std::size_t(a)];
                if (v != dead && level[std::size_t(v)] == level[std::size_t(u)] + 1 &&
                    residual(flow, a) > 0) {
                    path.push_back(a);
                    u = v;
                    advanced = true;
                    break;
                }
            }
            if (advanced)
                continue;
            if (u == mSource)
                break;
            level[std::size_t(u)] = -1; // a dead end for the rest of this phase
            path.pop_back();
            u = path.empty() ? mSource : mHead[std::size_t(path.back())];
            ++next[std::size_t(u)];
        }
    }
    std::int64_t value = 0;
    for (int a = mOffset[std::size_t(mSource)]; a < mOffset[std::size_t(mSource) + 1]; ++a)
        value += flow[std::size_t(a)];
    return value;
}

std::int64_t FailureFlow::flowWithout(int node, Workspace &work) const
{
    if (node < 0 || node >= mSource)
        return mIntactFlow;
    std::vector<std::int64_t> &flow = work.flow;
    flow = mIntact;
    // Cut the node out: its neighbours are left with more inflow than outflow or the reverse
    // (balance = in - out). Cancel the surplus back along the arcs carrying flow, towards the
    // source for a surplus and towards the sink for a shortfall, until the flow is conserved
    // again; every step lowers the flow on some arc, so this ends. What remains is a feasible
    // flow of the damaged network, and augmenting it gives that network's maximum.
    std::vector<std::int64_t> &balance = work.balance;
    balance.assign(mOffset.size() - 1, 0);
    std::vector<int> &pending = work.pending;
    pending.clear();
    for (int a = mOffset[std::size_t(node)]; a < mOffset[std::size_t(node) + 1]; ++a) {
        const std::int64_t f = flow[std::size_t(a)];
        if (f == 0)
            continue;
        const int w = mHead[std::size_t(a)];
        flow[std::size_t(a)] = 0;
        flow[std::size_t(mReverse[std::size_t(a)])] = 0;
        balance[std::size_t(w)] -= f;
        if (w != mSource && w != mSink)
            pending.push_back(w);
    }
    while (!pending.empty()) {
        const int u = pending.back();
        pending.pop_back();
        std::int64_t &b = balance[std::size_t(u)];
        for (int a = mOffset[std::size_t(u)]; b != 0 && a < mOffset[std::size_t(u) + 1]; ++a) {
            const std::int64_t f = flow[std::size_t(a)];
            // A surplus goes back against an arriving flow (f < 0), a shortfall forward along a
            // leaving one (f > 0).
            if ((b > 0 && f >= 0) || (b < 0 && f <= 0))
                continue;
            const std::int64_t d = b > 0 ? std::min(b, -f) : std::max(b, -f);
            const int w = mHead[std::size_t(a)];
            flow[std::size_t(a)] += d;
            flow[std::size_t(mReverse[std::size_t(a)])] -= d;
            b -= d;
            if (w != mSource && w != mSink) {
                balance[std::size_t(w)] += d;
                pending.push_back(w);
            }
        }
    }
    return augment(flow, node, work);
}

} // namespace podcad::analysis
