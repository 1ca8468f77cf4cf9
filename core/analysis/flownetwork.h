#pragma once

#include <cstdint>
#include <vector>

namespace podcad::analysis {

// A flow network in flat arrays (the arcs of a node contiguous, each knowing its reverse) and
// Dinic's algorithm on it: the max flow behind the fabric figures (the bisection's candidates
// and the what-if's failures). A flow is kept per arc and antisymmetric (the reverse arc carries
// the negated flow), so a duplex cable is a pair of arcs of its capacity that are each other's
// reverse, and a one-way arc has a reverse of capacity 0. The network is read-only while flows
// run: the flows and the search state live with the caller (a Workspace per thread), and only
// setCapacity() changes it between flows.
class FlowNetwork final
{
public:
    struct Arc final
    {
        int tail = 0;
        int head = 0;
        std::int64_t capacity = 0;
    };

    FlowNetwork() = default;
    // `arcs` come in pairs: arcs[2k] and arcs[2k + 1] are each other's reverse.
    FlowNetwork(int nodes, int source, int sink, const std::vector<Arc> &arcs);

    struct Workspace final
    {
        std::vector<int> level;
        std::vector<int> next;
        std::vector<int> queue;
        std::vector<int> path;
    };

    // Augments `flow`, a feasible flow (all zero to start from nothing), to a maximum, with the
    // node `dead` (-1: none) and its arcs left out; returns its value (the net flow out of the
    // source).
    std::int64_t maximize(std::vector<std::int64_t> &flow, int dead, Workspace &work) const;
    // Per node, 1 when the source reaches it over arcs with residual capacity: after maximize(),
    // the source side of the minimum cut closest to the source, which every maximum flow shares.
    std::vector<char> sourceSide(const std::vector<std::int64_t> &flow, Workspace &work) const;

    int nodeCount() const { return int(mOffset.size()) - 1; }
    int arcCount() const { return int(mHead.size()); }
    int source() const { return mSource; }
    int sink() const { return mSink; }
    // The arcs of node u are [arcsBegin(u), arcsEnd(u)).
    int arcsBegin(int u) const { return mOffset[std::size_t(u)]; }
    int arcsEnd(int u) const { return mOffset[std::size_t(u) + 1]; }
    int head(int arc) const { return mHead[std::size_t(arc)]; }
    int reverse(int arc) const { return mReverse[std::size_t(arc)]; }
    std::int64_t capacity(int arc) const { return mCapacity[std::size_t(arc)]; }
    // Where the constructor's arcs[i] landed.
    int arcOf(int i) const { return mPosition[std::size_t(i)]; }
    void setCapacity(int arc, std::int64_t capacity) { mCapacity[std::size_t(arc)] = capacity; }

private:
    bool buildLevels(const std::vector<std::int64_t> &flow, int dead, Workspace &work) const;
    std::int64_t residual(const std::vector<std::int64_t> &flow, int arc) const
    {
        return mCapacity[std::size_t(arc)] - flow[std::size_t(arc)];
    }

    int mSource = 0;
    int mSink = 0;
    std::vector<int> mOffset{0};
    std::vector<int> mHead;
    std::vector<int> mReverse;
    std::vector<std::int64_t> mCapacity;
    std::vector<int> mPosition;
};

} // namespace podcad::analysis
