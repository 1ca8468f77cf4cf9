#include "flownetwork.h"

#include <algorithm>
#include <limits>

namespace podcad::analysis {

FlowNetwork::FlowNetwork(int nodes, int source, int sink, const std::vector<Arc> &arcs)
    : mSource(source)
    , mSink(sink)
{
    mOffset.assign(std::size_t(nodes) + 1, 0);
    for (const Arc &a : arcs)
        ++mOffset[std::size_t(a.tail) + 1];
    for (int u = 0; u < nodes; ++u)
        mOffset[std::size_t(u) + 1] += mOffset[std::size_t(u)];
    mPosition.assign(arcs.size(), 0);
    std::vector<int> fill(mOffset.begin(), mOffset.end() - 1);
    for (std::size_t i = 0; i < arcs.size(); ++i)
        mPosition[i] = fill[std::size_t(arcs[i].tail)]++;
    mHead.assign(arcs.size(), 0);
    mReverse.assign(arcs.size(), 0);
    mCapacity.assign(arcs.size(), 0);
    for (std::size_t i = 0; i < arcs.size(); ++i) {
        const auto p = std::size_t(mPosition[i]);
        mHead[p] = arcs[i].head;
        mCapacity[p] = arcs[i].capacity;
        mReverse[p] = mPosition[i ^ 1];
    }
}

bool FlowNetwork::buildLevels(const std::vector<std::int64_t> &flow, int dead,
                              Workspace &work) const
{
    std::vector<int> &level = work.level;
    level.assign(std::size_t(nodeCount()), -1);
    std::vector<int> &queue = work.queue;
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

std::int64_t FlowNetwork::maximize(std::vector<std::int64_t> &flow, int dead, Workspace &work) const
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

std::vector<char> FlowNetwork::sourceSide(const std::vector<std::int64_t> &flow,
                                          Workspace &work) const
{
    std::vector<char> seen(std::size_t(nodeCount()), 0);
    std::vector<int> &queue = work.queue;
    queue.assign(1, mSource);
    seen[std::size_t(mSource)] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int u = queue[i];
        for (int a = mOffset[std::size_t(u)]; a < mOffset[std::size_t(u) + 1]; ++a) {
            const int v = mHead[std::size_t(a)];
            if (!seen[std::size_t(v)] && residual(flow, a) > 0) {
                seen[std::size_t(v)] = 1;
                queue.push_back(v);
            }
        }
    }
    return seen;
}

} // namespace podcad::analysis
