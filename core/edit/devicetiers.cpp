#include "devicetiers.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <algorithm>
#include <array>
#include <vector>

namespace podcad {
namespace {

constexpr int kUnknown = -1;

int roleTier(Role role)
{
    switch (role) {
    case Role::Leaf: return 1;
    case Role::Spine: return 2;
    case Role::Core: return 3;
    default: return kUnknown;
    }
}

} // namespace

bool isManagementPortGroup(const QString &group)
{
    return group == QLatin1String("mgmt") || group == QLatin1String("bmc");
}

QHash<QString, int> deviceTiers(const Design &design, const Catalog &catalog)
{
    // Devices numbered once; per-fabric work then runs on plain vectors.
    std::vector<const Device *> devices;
    std::vector<char> isSwitch;
    QHash<QString, int> index;
    devices.reserve(design.devices().size());
    for (const auto &[id, device] : design.devices()) {
        index.insert(id, int(devices.size()));
        devices.push_back(&device);
        const DeviceModel *model = catalog.model(device.sku);
        isSwitch.push_back(model ? model->kind == DeviceKind::Switch
                                 : roleTier(device.role) != kUnknown);
    }
    struct Edge final
    {
        int a, b;
        bool aMgmt, bMgmt;
    };
    QHash<QString, int> fabricIndex;
    for (const auto &[id, fabric] : design.fabrics())
        fabricIndex.insert(id, int(fabricIndex.size()));
    std::vector<std::vector<Edge>> edges(std::size_t(fabricIndex.size()) + 1); // last: no fabric
    for (const auto &[id, link] : design.links()) {
        const int a = index.value(link.a.deviceId, -1), b = index.value(link.b.deviceId, -1);
        if (a < 0 || b < 0)
            continue;
        const int f = fabricIndex.value(link.fabricId, int(fabricIndex.size()));
        edges[std::size_t(f)].push_back({a, b, isManagementPortGroup(link.a.portGroup),
                                         isManagementPortGroup(link.b.portGroup)});
    }

    const std::size_t n = devices.size();
    std::vector<int> best(n, kUnknown);
    std::vector<int> tier(n);
    std::vector<char> present(n), dataPort(n);
    std::vector<std::vector<int>> adjacency(n);
    for (const std::vector<Edge> &fabricEdges : edges) {
        if (fabricEdges.empty())
            continue;
        std::vector<int> nodes;
        auto touch = [&](int d, bool mgmt) {
            if (!present[std::size_t(d)]) {
                present[std::size_t(d)] = 1;
                nodes.push_back(d);
            }
            if (!mgmt)
                dataPort[std::size_t(d)] = 1;
        };
        for (const Edge &e : fabricEdges) {
            touch(e.a, e.aMgmt);
            touch(e.b, e.bMgmt);
        }
        std::array<std::vector<int>, 4> buckets;
        for (int d : nodes) {
            const auto u = std::size_t(d);
            tier[u] = dataPort[u] && isSwitch[u] ? roleTier(devices[u]->role) : 0;
            if (tier[u] != kUnknown)
                buckets[std::size_t(tier[u])].push_back(d);
        }
        for (const Edge &e : fabricEdges) {
            if (!e.aMgmt && !e.bMgmt) {
                adjacency[std::size_t(e.a)].push_back(e.b);
                adjacency[std::size_t(e.b)].push_back(e.a);
            } else if (e.aMgmt != e.bMgmt) {
                const int other = e.aMgmt ? e.b : e.a;
                if (tier[std::size_t(other)] == kUnknown) {
                    tier[std::size_t(other)] = 1;
                    buckets[1].push_back(other);
                }
            }
        }
        for (int t = 0; t <= 3; ++t) {
            std::vector<int> &bucket = buckets[std::size_t(t)];
            const int reached = std::min(t + 1, 3);
            for (std::size_t i = 0; i < bucket.size(); ++i)
                for (int w : adjacency[std::size_t(bucket[i])])
                    if (tier[std::size_t(w)] == kUnknown) {
                        tier[std::size_t(w)] = reached;
                        buckets[std::size_t(reached)].push_back(w);
                    }
        }
        for (int d : nodes) {
            const auto u = std::size_t(d);
            best[u] = std::max(best[u], tier[u] == kUnknown ? 1 : tier[u]);
            present[u] = 0;
            dataPort[u] = 0;
            adjacency[u].clear();
        }
    }

    QHash<QString, int> result;
    result.reserve(qsizetype(n));
    for (std::size_t u = 0; u < n; ++u)
        if (best[u] != kUnknown)
            result.insert(devices[u]->id, best[u]);
    return result;
}

} // namespace podcad
