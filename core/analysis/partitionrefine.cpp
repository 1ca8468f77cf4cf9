#include "partitionrefine.h"

#include "fabricgraph.h"
#include "fabrictopology.h"

#include <algorithm>
#include <queue>

namespace podcad::analysis {
namespace {

struct Entry final
{
    std::int64_t gain = 0;
    int node = 0;
    unsigned stamp = 0;
    bool operator<(const Entry &o) const
    {
        // Highest gain first; among equal gains the lowest node, so passes are reproducible.
        return gain != o.gain ? gain < o.gain : node > o.node;
    }
};

} // namespace

PartitionRefiner::PartitionRefiner(const FabricGraph &graph)
    : mGraph(graph)
{
    const int n = static_cast<int>(graph.endpoints().size());
    mLow = n / 2;
    mHigh = n - n / 2;
}

std::int64_t PartitionRefiner::cut(const std::vector<char> &side) const
{
    std::int64_t sum = 0;
    for (const FabricGraph::Edge &e : mGraph.edges())
        if (side[std::size_t(e.a)] != side[std::size_t(e.b)])
            sum += e.capacityMbps;
    return sum;
}

std::int64_t PartitionRefiner::refine(std::vector<char> &side, int passes) const
{
    std::int64_t value = cut(side);
    for (int p = 0; p < passes; ++p)
        if (!pass(side, value))
            break;
    return value;
}

bool PartitionRefiner::pass(std::vector<char> &side, std::int64_t &cutValue) const
{
    const auto n = static_cast<std::size_t>(mGraph.nodeCount());
    std::vector<std::int64_t> gain(n, 0);
    std::vector<unsigned> stamp(n, 0);
    std::vector<char> locked(n, 0);
    for (std::size_t v = 0; v < n; ++v) {
        for (auto *a = mGraph.adjacentBegin(int(v)); a != mGraph.adjacentEnd(int(v)); ++a) {
            const std::int64_t c = mGraph.edge(a->edge).capacityMbps;
            gain[v] += side[std::size_t(a->node)] != side[v] ? c : -c;
        }
    }
    // Switches in one queue, endpoints by the side they would leave, so that a move that breaks
    // the balance bound is never the one on top.
    std::priority_queue<Entry> switches, leaveA, leaveB;
    int countA = 0;
    auto push = [&](int v) {
        const Entry e{gain[std::size_t(v)], v, stamp[std::size_t(v)]};
        if (mGraph.node(v).tier != kEndpointTier)
            switches.push(e);
        else if (side[std::size_t(v)] == 1)
            leaveA.push(e);
        else
            leaveB.push(e);
    };
    for (std::size_t v = 0; v < n; ++v) {
        if (mGraph.node(int(v)).failed)
            continue;
        if (mGraph.node(int(v)).tier == kEndpointTier && side[v] == 1)
            ++countA;
        push(int(v));
    }
    auto top = [&](std::priority_queue<Entry> &q) -> const Entry * {
        while (!q.empty() && (locked[std::size_t(q.top().node)] ||
                              q.top().stamp != stamp[std::size_t(q.top().node)]))
            q.pop();
        return q.empty() ? nullptr : &q.top();
    };

    std::vector<int> moves;
    std::int64_t current = cutValue, best = cutValue;
    std::size_t bestMoves = 0;
    // Past this many moves without a new best the pass is wandering: stop it (the gain is in the
    // first moves; a full pass over a 20k-node fabric would mostly be undone anyway).
    const std::size_t patience = 200 + n / 8;
    while (moves.size() < n) {
        const Entry *candidates[3] = {top(switches), countA - 1 >= mLow - 1 ? top(leaveA) : nullptr,
                                      countA + 1 <= mHigh + 1 ? top(leaveB) : nullptr};
        int pick = -1;
        for (int i = 0; i < 3; ++i)
            if (candidates[i] && (pick < 0 || *candidates[pick] < *candidates[i]))
                pick = i;
        if (pick < 0)
            break;
        const int v = candidates[pick]->node;
        (pick == 0 ? switches : pick == 1 ? leaveA : leaveB).pop();
        const auto uv = std::size_t(v);
        current -= gain[uv];
        side[uv] = side[uv] == 1 ? 2 : 1;
        locked[uv] = 1;
        if (pick == 1)
            --countA;
        else if (pick == 2)
            ++countA;
        moves.push_back(v);
        for (auto *a = mGraph.adjacentBegin(v); a != mGraph.adjacentEnd(v); ++a) {
            const auto u = std::size_t(a->node);
            if (locked[u])
                continue;
            const std::int64_t c = mGraph.edge(a->edge).capacityMbps;
            gain[u] += side[u] == side[uv] ? -2 * c : 2 * c;
            ++stamp[u];
            push(int(u));
        }
        if (current < best && countA >= mLow && countA <= mHigh) {
            best = current;
            bestMoves = moves.size();
        } else if (moves.size() - bestMoves > patience) {
            break;
        }
    }
    for (std::size_t i = moves.size(); i > bestMoves; --i) {
        const auto v = std::size_t(moves[i - 1]);
        side[v] = side[v] == 1 ? 2 : 1;
    }
    const bool improved = best < cutValue;
    cutValue = best;
    return improved;
}

} // namespace podcad::analysis
