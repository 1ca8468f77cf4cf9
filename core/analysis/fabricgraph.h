#pragma once

#include <QString>
#include <cstdint>
#include <vector>

namespace podcad {

class Design;

namespace analysis {

class DeviceIndex;
struct FabricTopology;

// One fabric as a capacitated undirected graph: a node per device, an edge per pair of devices
// that share links, with capacity the sum of those links' speeds (one direction). Capacities are
// whole Mb/s so that max flows and cut sums are exact and reproducible. Nodes keep the fabric
// tier of their device (0: endpoint) and where it stands on the floor, for the structured
// bisection candidates. Built once, then read by every fabric figure; a failure is a copy with
// some nodes or links taken out (without()).
class FabricGraph final
{
public:
    struct Node final
    {
        QString id;
        int tier = 0; // FabricTier; 0: endpoint
        bool failed = false;
        bool gpuServer = false;
        QString rackId; // empty: not placed
        QString row;    // the rack's floor row
        int lowestU = 0;
    };
    struct Edge final
    {
        int a = 0;
        int b = 0;
        std::int64_t capacityMbps = 0;
        int tierA = 0; // the tier the end stands for (a management-port end is an endpoint end)
        int tierB = 0;
        int links = 0;
    };
    struct Adjacent final
    {
        int node = 0;
        int edge = 0;
    };

    // Nodes and edges by hand (tests, benchmarks): add nodes, then links, then finish().
    int addNode(Node node);
    // A link between two added nodes; parallel links between one pair add their capacities. The
    // end tiers default to the nodes' tiers.
    void addLink(int a, int b, std::int64_t capacityMbps, QString linkId = {});
    void addLink(int a, int b, std::int64_t capacityMbps, int tierA, int tierB, QString linkId);
    void finish();

    // The fabric of a design, from its topology; link capacity is the slower end's port speed.
    static FabricGraph fromTopology(const FabricTopology &topology, const Design &design,
                                    const DeviceIndex &devices);

    // A copy with these nodes (their links go with them) and these links (by id) failed. Failed
    // nodes stay in place, marked, so that node indices keep meaning the same device.
    FabricGraph without(const std::vector<int> &nodes, const std::vector<QString> &linkIds) const;

    int nodeCount() const { return static_cast<int>(mNodes.size()); }
    int edgeCount() const { return static_cast<int>(mEdges.size()); }
    const Node &node(int i) const { return mNodes[std::size_t(i)]; }
    const Edge &edge(int i) const { return mEdges[std::size_t(i)]; }
    const std::vector<Edge> &edges() const { return mEdges; }
    // Neighbours of a node over edges of non-zero capacity or not (hops count any cable).
    const Adjacent *adjacentBegin(int n) const
    {
        return mAdjacent.data() + mOffset[std::size_t(n)];
    }
    const Adjacent *adjacentEnd(int n) const
    {
        return mAdjacent.data() + mOffset[std::size_t(n) + 1];
    }
    // The endpoints that have not failed, in node order.
    const std::vector<int> &endpoints() const { return mEndpoints; }
    // Sum of the capacities of the node's edges: what an endpoint can inject.
    std::int64_t injectionMbps(int n) const;
    // The node index of a device id, or -1.
    int find(const QString &id) const;

private:
    struct RawLink final
    {
        int a = 0;
        int b = 0;
        std::int64_t capacityMbps = 0;
        int tierA = 0;
        int tierB = 0;
        QString id;
    };

    std::vector<Node> mNodes;
    std::vector<RawLink> mLinks; // as added, so that without() can rebuild
    std::vector<Edge> mEdges;
    std::vector<int> mOffset;
    std::vector<Adjacent> mAdjacent;
    std::vector<int> mEndpoints;
};

} // namespace analysis
} // namespace podcad
