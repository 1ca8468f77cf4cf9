#include "fabrictopology.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>
#include <array>

namespace podcad::analysis {
namespace {

constexpr int kUnknown = -1;

// The catalog names the port a device is itself managed through "mgmt" (switches, storage, PDUs)
// or "bmc" (servers, appliances); ports that switch traffic never carry these names (an SN2201
// switches on "rj45" and "uplink"). The catalog has no flag for it, so the name is the rule.
bool isOwnManagementPort(const QString &portGroup)
{
    return portGroup == QLatin1String("mgmt") || portGroup == QLatin1String("bmc");
}

bool isSwitchDevice(const DeviceFacts &facts)
{
    if (facts.model)
        return facts.model->kind == DeviceKind::Switch;
    // No model to ask (unknown SKU, reported elsewhere): the person's role is all there is.
    const Role role = facts.device->role;
    return role == Role::Leaf || role == Role::Spine || role == Role::Core;
}

int roleTier(Role role)
{
    switch (role) {
    case Role::Leaf:
        return kLeafTier;
    case Role::Spine:
        return kSpineTier;
    case Role::Core:
        return kCoreTier;
    default:
        return kUnknown;
    }
}

// One link of a fabric by the positions of its devices in DeviceIndex::all().
struct RawEdge final
{
    int a = 0;
    int b = 0;
    bool aManagement = false;
    bool bManagement = false;
    const Link *link = nullptr;
};

// Scratch arrays indexed by device position, shared by all fabrics so that a design with many
// fabrics costs O(devices) once rather than once per fabric. `stamp` says which fabric last
// touched a device, so nothing needs clearing between fabrics.
struct Scratch final
{
    explicit Scratch(std::size_t devices)
        : stamp(devices, -1)
        , local(devices, 0)
    {}
    std::vector<int> stamp;
    std::vector<int> local;
};

FabricTopology build(int fabric, const std::vector<RawEdge> &raw,
                     const std::vector<DeviceFacts> &facts, Scratch &scratch)
{
    // The fabric's devices, numbered locally in the order the links meet them, and whether any of
    // their ends here is on a port other than their own management port.
    FabricTopology topo;
    std::vector<int> &nodes = topo.devices;
    std::vector<char> dataPort;
    auto localOf = [&](int device, bool management) {
        if (scratch.stamp[device] != fabric) {
            scratch.stamp[device] = fabric;
            scratch.local[device] = static_cast<int>(nodes.size());
            nodes.push_back(device);
            dataPort.push_back(0);
        }
        const int l = scratch.local[device];
        if (!management)
            dataPort[static_cast<std::size_t>(l)] = 1;
        return l;
    };
    topo.edges.reserve(raw.size());
    for (const RawEdge &e : raw)
        topo.edges.push_back({localOf(e.a, e.aManagement), localOf(e.b, e.bManagement),
                              e.aManagement, e.bManagement, e.link});

    const std::size_t n = nodes.size();
    std::vector<int> &tier = topo.tiers;
    tier.assign(n, kEndpointTier);
    std::array<std::vector<int>, 4> buckets;
    for (std::size_t l = 0; l < n; ++l) {
        const DeviceFacts &f = facts[static_cast<std::size_t>(nodes[l])];
        if (dataPort[l] && isSwitchDevice(f))
            tier[l] = roleTier(f.device->role);
        if (tier[l] != kUnknown)
            buckets[static_cast<std::size_t>(tier[l])].push_back(static_cast<int>(l));
    }

    // The graph the tiers spread over joins data ports only. A cable into a device's own
    // management port attaches that device as a host, not as a switch: for the other end it is an
    // endpoint like any server (so a switch there is a leaf), and it says nothing about the tier
    // of the managed device.
    std::vector<int> offset(n + 1, 0);
    for (const FabricTopology::Edge &e : topo.edges) {
        if (!e.aManagement && !e.bManagement) {
            ++offset[static_cast<std::size_t>(e.a) + 1];
            ++offset[static_cast<std::size_t>(e.b) + 1];
        }
    }
    for (std::size_t l = 0; l < n; ++l)
        offset[l + 1] += offset[l];
    std::vector<int> next(offset.begin(), offset.end() - 1);
    std::vector<std::size_t> neighbours(static_cast<std::size_t>(offset[n]));
    for (const FabricTopology::Edge &e : topo.edges) {
        const auto a = static_cast<std::size_t>(e.a), b = static_cast<std::size_t>(e.b);
        if (!e.aManagement && !e.bManagement) {
            neighbours[static_cast<std::size_t>(next[a]++)] = b;
            neighbours[static_cast<std::size_t>(next[b]++)] = a;
        } else if (e.aManagement != e.bManagement) {
            const std::size_t other = e.aManagement ? b : a;
            if (tier[other] == kUnknown) {
                tier[other] = kLeafTier;
                buckets[kLeafTier].push_back(static_cast<int>(other));
            }
        }
    }

    // Breadth-first by tier (a bucket queue, since role-tiered switches start above tier 0): a node
    // is final when its bucket is reached, because every lower bucket has been worked off first.
    for (int t = kEndpointTier; t <= kCoreTier; ++t) {
        std::vector<int> &bucket = buckets[static_cast<std::size_t>(t)];
        const int reached = std::min(t + 1, static_cast<int>(kCoreTier));
        // Index loop: the core bucket grows while it is worked off.
        for (std::size_t i = 0; i < bucket.size(); ++i) {
            const auto u = static_cast<std::size_t>(bucket[i]);
            for (int j = offset[u]; j < offset[u + 1]; ++j) {
                const std::size_t w = neighbours[static_cast<std::size_t>(j)];
                if (tier[w] != kUnknown)
                    continue;
                tier[w] = reached;
                buckets[static_cast<std::size_t>(reached)].push_back(static_cast<int>(w));
            }
        }
    }
    // A switch nothing reaches (drawn before its endpoints) waits for them as a leaf.
    for (int &t : tier)
        if (t == kUnknown)
            t = kLeafTier;
    return topo;
}

} // namespace

std::vector<FabricTopology> fabricTopologies(const Design &design, const DeviceIndex &devices)
{
    QHash<QString, int> fabricIndex;
    fabricIndex.reserve(static_cast<qsizetype>(design.fabrics().size()));
    for (const auto &[id, fabric] : design.fabrics())
        fabricIndex.insert(id, static_cast<int>(fabricIndex.size()));

    const std::vector<DeviceFacts> &facts = devices.all();
    auto position = [&](const QString &deviceId) {
        const DeviceFacts *f = devices.find(deviceId);
        return f ? static_cast<int>(f - facts.data()) : -1;
    };
    std::vector<std::vector<RawEdge>> edges(design.fabrics().size());
    for (const auto &[id, link] : design.links()) {
        if (link.fabricId.isEmpty())
            continue;
        auto fabric = fabricIndex.constFind(link.fabricId);
        const int a = position(link.a.deviceId);
        const int b = position(link.b.deviceId);
        // The design's invariants rule these out; an index built from another design would not.
        if (fabric == fabricIndex.cend() || a < 0 || b < 0)
            continue;
        edges[static_cast<std::size_t>(*fabric)].push_back(
            {a, b, isOwnManagementPort(link.a.portGroup), isOwnManagementPort(link.b.portGroup),
             &link});
    }

    std::vector<FabricTopology> result;
    result.reserve(edges.size());
    Scratch scratch(facts.size());
    for (std::size_t f = 0; f < edges.size(); ++f)
        result.push_back(build(static_cast<int>(f), edges[f], facts, scratch));
    return result;
}

} // namespace podcad::analysis
