#include "fabricgraph.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "fabrictopology.h"
#include "model/design.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace podcad::analysis {
namespace {

double portSpeed(const DeviceFacts &facts, const QString &group)
{
    if (!facts.model)
        return 0;
    const PortGroup *g = facts.model->portGroup(group);
    return g ? g->speedGbps : 0;
}

} // namespace

int FabricGraph::addNode(Node node)
{
    mNodes.push_back(std::move(node));
    return static_cast<int>(mNodes.size()) - 1;
}

void FabricGraph::addLink(int a, int b, std::int64_t capacityMbps, QString linkId)
{
    addLink(a, b, capacityMbps, mNodes[std::size_t(a)].tier, mNodes[std::size_t(b)].tier,
            std::move(linkId));
}

void FabricGraph::addLink(int a, int b, std::int64_t capacityMbps, int tierA, int tierB,
                          QString linkId)
{
    mLinks.push_back({a, b, capacityMbps, tierA, tierB, std::move(linkId)});
}

void FabricGraph::finish()
{
    // Parallel links become one edge: sort the live links by their node pair and merge runs.
    std::vector<std::size_t> order;
    order.reserve(mLinks.size());
    for (std::size_t i = 0; i < mLinks.size(); ++i) {
        const RawLink &l = mLinks[i];
        // A loop carries nothing between two sides; a failed end carries nothing at all.
        if (l.a != l.b && !mNodes[std::size_t(l.a)].failed && !mNodes[std::size_t(l.b)].failed)
            order.push_back(i);
    }
    // The key holds the tier each end stands for as well: a switch cabled to an OOB leaf by an
    // uplink and by its own management port has two roles on one pair, and merging them handed
    // the uplink's 100G to whichever role came first (the oversubscription then counted it as
    // the wrong direction). Max flow and reachability do not mind the extra edge.
    auto key = [&](std::size_t i) {
        const RawLink &l = mLinks[i];
        return l.a <= l.b ? std::tuple(l.a, l.b, l.tierA, l.tierB)
                          : std::tuple(l.b, l.a, l.tierB, l.tierA);
    };
    // Ties broken by position: the order of a stable sort, without its merge buffer.
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        return std::tuple_cat(key(x), std::tuple(x)) < std::tuple_cat(key(y), std::tuple(y));
    });
    mEdges.clear();
    for (std::size_t i : order) {
        const RawLink &l = mLinks[i];
        const Edge *last = mEdges.empty() ? nullptr : &mEdges.back();
        if (last && std::tuple(last->a, last->b, last->tierA, last->tierB) == key(i)) {
            mEdges.back().capacityMbps += l.capacityMbps;
            ++mEdges.back().links;
            continue;
        }
        const bool flip = l.a > l.b;
        mEdges.push_back({flip ? l.b : l.a, flip ? l.a : l.b, l.capacityMbps,
                          flip ? l.tierB : l.tierA, flip ? l.tierA : l.tierB, 1});
    }

    const std::size_t n = mNodes.size();
    mOffset.assign(n + 1, 0);
    for (const Edge &e : mEdges) {
        ++mOffset[std::size_t(e.a) + 1];
        ++mOffset[std::size_t(e.b) + 1];
    }
    for (std::size_t i = 0; i < n; ++i)
        mOffset[i + 1] += mOffset[i];
    mAdjacent.assign(std::size_t(mOffset[n]), {});
    std::vector<int> next(mOffset.begin(), mOffset.end() - 1);
    for (std::size_t e = 0; e < mEdges.size(); ++e) {
        const Edge &edge = mEdges[e];
        mAdjacent[std::size_t(next[std::size_t(edge.a)]++)] = {edge.b, int(e)};
        mAdjacent[std::size_t(next[std::size_t(edge.b)]++)] = {edge.a, int(e)};
    }
    mEndpoints.clear();
    for (std::size_t i = 0; i < n; ++i)
        if (mNodes[i].tier == kEndpointTier && !mNodes[i].failed)
            mEndpoints.push_back(int(i));
}

FabricGraph FabricGraph::fromTopology(const FabricTopology &topology, const Design &design,
                                      const DeviceIndex &devices)
{
    FabricGraph g;
    const std::vector<DeviceFacts> &facts = devices.all();
    g.mNodes.reserve(topology.devices.size());
    for (std::size_t l = 0; l < topology.devices.size(); ++l) {
        const DeviceFacts &f = facts[std::size_t(topology.devices[l])];
        Node node;
        node.id = f.device->id;
        node.tier = topology.tiers[l];
        node.gpuServer = f.model && f.model->kind == DeviceKind::GpuServer;
        node.rackId = f.device->rackId;
        node.lowestU = f.device->lowestU;
        if (const Rack *rack = design.rack(node.rackId))
            node.row = rack->row;
        g.mNodes.push_back(std::move(node));
    }
    g.mLinks.reserve(topology.edges.size());
    for (const FabricTopology::Edge &e : topology.edges) {
        const DeviceFacts &fa = facts[std::size_t(topology.devices[std::size_t(e.a)])];
        const DeviceFacts &fb = facts[std::size_t(topology.devices[std::size_t(e.b)])];
        const double sa = portSpeed(fa, e.link->a.portGroup);
        const double sb = portSpeed(fb, e.link->b.portGroup);
        // The link runs at the slower end; an end of unknown speed (reported elsewhere) does not
        // hold the other back, and a link with no known end carries nothing.
        const double gbps = sa > 0 && sb > 0 ? std::min(sa, sb) : std::max(sa, sb);
        g.addLink(e.a, e.b, std::llround(gbps * 1000.0), topology.tierAtA(e), topology.tierAtB(e),
                  e.link->id);
    }
    g.finish();
    return g;
}

FabricGraph FabricGraph::without(const std::vector<int> &nodes,
                                 const std::vector<QString> &linkIds) const
{
    FabricGraph g;
    g.mNodes = mNodes;
    for (int n : nodes)
        if (n >= 0 && n < nodeCount())
            g.mNodes[std::size_t(n)].failed = true;
    const QSet<QString> failed(linkIds.begin(), linkIds.end());
    g.mLinks.reserve(mLinks.size());
    for (const RawLink &l : mLinks)
        if (l.id.isEmpty() || !failed.contains(l.id))
            g.mLinks.push_back(l);
    g.finish();
    return g;
}

std::int64_t FabricGraph::injectionMbps(int n) const
{
    std::int64_t sum = 0;
    for (const Adjacent *a = adjacentBegin(n); a != adjacentEnd(n); ++a)
        sum += mEdges[std::size_t(a->edge)].capacityMbps;
    return sum;
}

int FabricGraph::find(const QString &id) const
{
    for (std::size_t i = 0; i < mNodes.size(); ++i)
        if (mNodes[i].id == id)
            return int(i);
    return -1;
}

} // namespace podcad::analysis
