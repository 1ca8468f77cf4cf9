#pragma once

#include "draft.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {
class Catalog;
}

namespace podcad::generate {

// Endpoints that share leaves: one scalable unit of DGX nodes, the storage appliances, ...
struct EndpointGroup final
{
    std::vector<int> endpoints; // Draft device indices
    QString portGroup;          // port group used on the endpoints ("ib", "storage")
    int firstPort = 0;          // first index used in that group
    int ports = 1;              // ports used per endpoint
    // Rail-optimized when > 0: endpoint port p goes to the group's leaf p / railWidth, so NIC i
    // of every endpoint meets NIC i of the others on one leaf. 0: the ports fill leaves in order.
    int railWidth = 0;
    int leafDown = 0; // endpoint-facing ports per leaf (groups without rails)
    QString label;    // id part: "su3" gives ib-leaf-su3-r5 (rails) or ib-leaf-su3-02
    int zone = -1;    // placement zone of the group's leaves

    int leafCount() const;
    int downOnLeaf(int leaf) const; // endpoint ports on the group's leaf `leaf`
};

// The arithmetic of a fat tree: how many switches per tier and how they are striped.
struct FatTreeShape final
{
    int radix = 64;  // ports per switch used by the tree
    int leafUp = 32; // uplinks of every leaf (the same on all leaves, so striping stays even)
    int tiers = 0;   // 1, 2 or 3; 0 picks the fewest that reach, but at least minTiers
    int minTiers = 1;
    // Ports the top tier keeps free for appliances that join the built tree there (the UFM
    // subnet manager of an NVL72 SuperPOD, whose racks have no slot to give up): the tree is
    // sized for its own links plus these.
    int reservedTopPorts = 0;
};

struct FatTreePod final
{
    int firstLeaf = 0;
    int leaves = 0;
    int spines = 0;
    int linksPerLeafSpine = 0; // every leaf reaches every spine of its pod this many times
    int upPerSlot = 0;         // links from each spine to each core slot it serves (3 tiers)
};

struct FatTreePlan final
{
    int tiers = 0;
    int radix = 0;
    int leafUp = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int slots = 0; // core slots: spine j of a full pod uplinks to slot j
    int coresPerSlot = 0;
    // The last `extraCores` slots hold one core more than coresPerSlot: the cores the reserved
    // top ports need when the others come out exactly full.
    int extraCores = 0;
    std::vector<FatTreePod> pods; // spine groups; one pod for two tiers

    long long leafSpineLinks() const;
    long long spineCoreLinks() const;
    int coresInSlot(int slot) const;
    int firstCoreOfSlot(int slot) const; // index into the plan's cores, slot by slot
};

// Plans a tree over leaves with the given endpoint-facing port counts (in leaf order). Rules:
// two tiers: one spine group, S = the smallest divisor of leafUp with S * radix >= leaves *
// leafUp; three tiers: pods of at most radix/2 leaves, each with the smallest divisor S' of
// leafUp that keeps a spine at radix/2 down; spines uplink as much as they take down; cores per
// slot = ceil(slot links / radix), at most radix/2 so that every spine reaches every core of
// its slot. Reserved top ports: one tier leaves them on its leaves; two tiers take the smallest
// divisor S with S * radix >= leaves * leafUp + reserved; three tiers add one core to each of
// the last ceil(shortfall / radix) slots when the cores leave fewer free (the fewest switches
// that keep the slots' round-robin striping). Returns nullopt and says why when the tiers asked
// for cannot reach.
std::optional<FatTreePlan> planFatTree(const FatTreeShape &shape, const std::vector<int> &leafDown,
                                       QString *why);

// Endpoints a tree can reach: `tiers` tiers of radix k, leaves with `leafDown` endpoint ports,
// endpoints with `ports` ports each, rail-optimized or not. 1 tier: one leaf per rail.
long long maxFatTreeEndpoints(int tiers, int radix, int leafDown, int ports, bool rails);

struct FatTreeSpec final
{
    QString fabricId;
    QString prefix; // "ib": ib-leaf-..., ib-spine-..., ib-core-...
    QString switchSku;
    QString switchGroup; // the switch's port group the tree uses
    FatTreeShape shape;
    int spineZone = -1;
    int coreZone = -1;
};

struct FatTree final
{
    FatTreePlan plan;
    std::vector<std::vector<int>> leavesOfGroup; // Draft indices, per endpoint group
    std::vector<int> leaves, spines, cores;      // Draft indices
    std::vector<int> usedPorts;                  // per device of topTier(): ports taken
    const std::vector<int> &topTier() const
    {
        return plan.tiers == 3 ? cores : plan.tiers == 2 ? spines : leaves;
    }
};

// Builds the tree into the draft: switches with roles leaf/spine/core and one link per cable.
// Leaves take endpoints on ports 0.. and uplink from the top ports (radix - leafUp ..); spines
// take leaves on ports 0.. and uplink from port radix/2.
std::optional<FatTree> buildFatTree(Draft &draft, const FatTreeSpec &spec,
                                    const std::vector<EndpointGroup> &groups, QString *why);

// Up to `count` free ports of group `group` (ports 0..radix-1) on the given devices, at most one
// per device and in the devices' order, as (Draft index, port): for appliances that join a built
// tree on ports its plan left over. Scans the draft's links once.
std::vector<std::pair<int, int>> firstFreePorts(const Draft &draft, const std::vector<int> &devices,
                                                const QString &group, int radix, int count);

// The first port group of a switch model that carries data (not its management port).
QString dataPortGroup(const Catalog &catalog, const QString &sku);

} // namespace podcad::generate
