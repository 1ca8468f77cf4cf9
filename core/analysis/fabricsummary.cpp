#include "fabricsummary.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>
#include <array>

namespace podcad {
namespace analysis {
namespace {

constexpr int kEndpoint = 0;
constexpr int kLeaf = 1;
constexpr int kSpine = 2;
constexpr int kCore = 3;
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
        return kLeaf;
    case Role::Spine:
        return kSpine;
    case Role::Core:
        return kCore;
    default:
        return kUnknown;
    }
}

// One link of a fabric by the positions of its devices in DeviceIndex::all().
struct Edge final
{
    int a = 0;
    int b = 0;
    bool aManagement = false; // the end is on the device's own management port
    bool bManagement = false;
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

void summarize(FabricSummary &summary, int fabric, const std::vector<Edge> &edges,
               const std::vector<DeviceFacts> &facts, Scratch &scratch)
{
    // The fabric's devices, numbered locally in the order the links meet them, and whether any of
    // their ends here is on a port other than their own management port.
    std::vector<int> nodes;
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
            dataPort[l] = 1;
        return l;
    };
    struct End final
    {
        std::size_t node;
        bool management;
    };
    std::vector<std::pair<End, End>> ends;
    ends.reserve(edges.size());
    for (const Edge &e : edges) {
        const End a{static_cast<std::size_t>(localOf(e.a, e.aManagement)), e.aManagement};
        const End b{static_cast<std::size_t>(localOf(e.b, e.bManagement)), e.bManagement};
        ends.emplace_back(a, b);
    }

    const std::size_t n = nodes.size();
    std::vector<int> tier(n, kEndpoint);
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
    for (const auto &[a, b] : ends) {
        if (!a.management && !b.management) {
            ++offset[a.node + 1];
            ++offset[b.node + 1];
        }
    }
    for (std::size_t l = 0; l < n; ++l)
        offset[l + 1] += offset[l];
    std::vector<int> next(offset.begin(), offset.end() - 1);
    std::vector<std::size_t> neighbours(static_cast<std::size_t>(offset[n]));
    for (const auto &[a, b] : ends) {
        if (!a.management && !b.management) {
            neighbours[static_cast<std::size_t>(next[a.node]++)] = b.node;
            neighbours[static_cast<std::size_t>(next[b.node]++)] = a.node;
        } else if (a.management != b.management) {
            const std::size_t other = a.management ? b.node : a.node;
            if (tier[other] == kUnknown) {
                tier[other] = kLeaf;
                buckets[kLeaf].push_back(static_cast<int>(other));
            }
        }
    }

    // Breadth-first by tier (a bucket queue, since role-tiered switches start above tier 0): a node
    // is final when its bucket is reached, because every lower bucket has been worked off first.
    for (int t = kEndpoint; t <= kCore; ++t) {
        std::vector<int> &bucket = buckets[static_cast<std::size_t>(t)];
        const int reached = std::min(t + 1, kCore);
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

    for (std::size_t l = 0; l < n; ++l) {
        switch (tier[l]) {
        case kEndpoint:
            ++summary.endpoints;
            break;
        case kSpine:
            ++summary.spineSwitches;
            break;
        case kCore:
            ++summary.coreSwitches;
            break;
        default: // kLeaf, or kUnknown: a switch nothing reaches waits for its endpoints
            tier[l] = kLeaf;
            ++summary.leafSwitches;
            break;
        }
    }

    summary.links = static_cast<int>(ends.size());
    for (const auto &[a, b] : ends) {
        const int ta = a.management ? kEndpoint : tier[a.node];
        const int tb = b.management ? kEndpoint : tier[b.node];
        const int lo = std::min(ta, tb), hi = std::max(ta, tb);
        if (hi != lo + 1)
            ++summary.otherLinks;
        else if (lo == kEndpoint)
            ++summary.endpointLeafLinks;
        else if (lo == kLeaf)
            ++summary.leafSpineLinks;
        else
            ++summary.spineCoreLinks;
    }
}

} // namespace

std::vector<FabricSummary> summarizeFabrics(const Design &design, const DeviceIndex &devices)
{
    std::vector<FabricSummary> result;
    result.reserve(design.fabrics().size());
    QHash<QString, int> fabricIndex;
    fabricIndex.reserve(static_cast<qsizetype>(design.fabrics().size()));
    for (const auto &[id, fabric] : design.fabrics()) {
        fabricIndex.insert(id, static_cast<int>(result.size()));
        FabricSummary &s = result.emplace_back();
        s.id = id;
        s.name = fabric.name;
        s.kind = fabric.kind;
        s.technology = fabric.technology;
    }

    const std::vector<DeviceFacts> &facts = devices.all();
    auto position = [&](const QString &deviceId) {
        const DeviceFacts *f = devices.find(deviceId);
        return f ? static_cast<int>(f - facts.data()) : -1;
    };
    std::vector<std::vector<Edge>> edges(result.size());
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
            {a, b, isOwnManagementPort(link.a.portGroup), isOwnManagementPort(link.b.portGroup)});
    }

    Scratch scratch(facts.size());
    for (std::size_t f = 0; f < result.size(); ++f)
        summarize(result[f], static_cast<int>(f), edges[f], facts, scratch);
    return result;
}

} // namespace analysis

std::vector<FabricSummary> summarizeFabrics(const Design &design, const Catalog &catalog)
{
    // The index reports unknown SKUs; analyze() lists those, this summary does not.
    std::vector<Problem> ignored;
    const analysis::DeviceIndex devices(design, catalog, ignored);
    return analysis::summarizeFabrics(design, devices);
}

} // namespace podcad
