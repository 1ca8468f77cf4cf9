#include "management.h"

#include "catalog/catalog.h"
#include "ids.h"
#include "podcommon.h"

#include <QHash>
#include <cmath>

namespace podcad::generate {
namespace {

const QString kOobLeafPrefix = QStringLiteral("oob-leaf-");
const QString kOobAggPrefix = QStringLiteral("oob-agg-");

// The access ports of an OOB leaf: its largest oob port group (the 48 RJ45 ports).
const PortGroup *accessGroup(const DeviceModel &leaf)
{
    const PortGroup *best = nullptr;
    for (const PortGroup &g : leaf.portGroups)
        if (g.fabric == QLatin1String("oob") && (!best || g.count > best->count))
            best = &g;
    return best;
}

const PortGroup *uplinkGroup(const DeviceModel &model, int minSpeed)
{
    for (const PortGroup &g : model.portGroups)
        if (g.fabric != QLatin1String("oob") && g.speedGbps >= minSpeed)
            return &g;
    return nullptr;
}

int aggregationCount(int leaves, int aggPorts)
{
    if (leaves < 3)
        return 0;
    // Two uplinks per leaf, at least two aggregation switches so that one can fail.
    return std::max(2, int(std::ceil(2.0 * leaves / aggPorts)));
}

} // namespace

int oobPortsOf(const Catalog &catalog, const QString &sku)
{
    const DeviceModel *m = catalog.model(sku);
    if (!m)
        return 0;
    int n = 0;
    for (const PortGroup &g : m->portGroups)
        if (g.fabric == QLatin1String("oob"))
            n += g.count;
    return n;
}

bool addOobSwitches(Draft &draft, const Catalog &catalog, const RackPlacer &placer,
                    const std::vector<Zone> &zones, const OobSpec &spec, QString *why)
{
    const DeviceModel *leaf = catalog.model(spec.leafSku);
    const DeviceModel *agg = catalog.model(spec.aggregationSku);
    const PortGroup *access = leaf ? accessGroup(*leaf) : nullptr;
    const PortGroup *aggGroup = agg ? uplinkGroup(*agg, 100) : nullptr;
    if (!access || !aggGroup) {
        if (why)
            *why = QStringLiteral("the catalog lacks the OOB switches %1 and %2")
                       .arg(spec.leafSku, spec.aggregationSku);
        return false;
    }
    // Ports of the devices themselves, and the zones' devices for the PDU count.
    QHash<QString, int> perSku;
    long long devicePorts = 0;
    std::vector<std::vector<int>> byZone(zones.size());
    for (std::size_t i = 0; i < draft.devices.size(); ++i) {
        const QString &sku = draft.devices[i].sku;
        auto it = perSku.find(sku);
        if (it == perSku.end())
            it = perSku.insert(sku, oobPortsOf(catalog, sku));
        devicePorts += *it;
        const int z = draft.zoneOf[i];
        if (z >= 0 && std::size_t(z) < zones.size() && z != spec.zone)
            byZone[std::size_t(z)].push_back(int(i));
    }
    const int pduPorts = placer.pduModel() ? oobPortsOf(catalog, placer.pduModel()->sku) : 0;
    long long otherPdus = 0;
    std::vector<RackFill> fills;
    for (std::size_t z = 0; z < zones.size(); ++z) {
        if (byZone[z].empty())
            continue;
        if (!placer.pack(draft, byZone[z], zones[z], fills, why))
            return false;
        for (const RackFill &f : fills)
            otherPdus += f.pdus;
    }
    // The OOB zone's rack count depends on the OOB switch count, which depends on the ports of
    // that zone's PDUs: grow the switch count until it covers everything.
    std::vector<int> ownZone;
    for (std::size_t i = 0; i < draft.devices.size(); ++i)
        if (draft.zoneOf[i] == spec.zone)
            ownZone.push_back(int(i));
    const int leafOwn = oobPortsOf(catalog, spec.leafSku) - access->count;
    const int aggOwn = oobPortsOf(catalog, spec.aggregationSku);
    int leaves = 1;
    Draft trial; // only the OOB zone, to pack it with a candidate switch count
    for (;;) {
        const int aggs = aggregationCount(leaves, aggGroup->count);
        trial.devices.clear();
        trial.zoneOf.clear();
        std::vector<int> members;
        for (int i : ownZone)
            members.push_back(trial.addDevice(draft.devices[std::size_t(i)].id,
                                              draft.devices[std::size_t(i)].sku, Role::Other));
        for (int i = 0; i < leaves; ++i)
            members.push_back(trial.addDevice({}, spec.leafSku, Role::Management));
        for (int i = 0; i < aggs; ++i)
            members.push_back(trial.addDevice({}, spec.aggregationSku, Role::Management));
        long long pdus = otherPdus;
        if (spec.zone >= 0) {
            if (!placer.pack(trial, members, zones[std::size_t(spec.zone)], fills, why))
                return false;
            for (const RackFill &f : fills)
                pdus += f.pdus;
        }
        const long long ports =
            devicePorts + pdus * pduPorts + qint64(leaves) * leafOwn + qint64(aggs) * aggOwn;
        const int need = int((ports + access->count - 1) / access->count);
        if (need <= leaves)
            break;
        leaves = need;
    }
    const int aggs = aggregationCount(leaves, aggGroup->count);
    const int digits = digitsFor(leaves, 2);
    for (int i = 0; i < leaves; ++i)
        draft.addDevice(kOobLeafPrefix + pad(i + 1, digits), spec.leafSku, Role::Management,
                        spec.zone);
    for (int i = 0; i < aggs; ++i)
        draft.addDevice(kOobAggPrefix + pad(i + 1, 2), spec.aggregationSku, Role::Management,
                        spec.zone);
    return true;
}

bool wireOob(Draft &draft, const Catalog &catalog, const OobSpec &spec, QString *why)
{
    const DeviceModel *leafModel = catalog.model(spec.leafSku);
    const DeviceModel *aggModel = catalog.model(spec.aggregationSku);
    const PortGroup *access = leafModel ? accessGroup(*leafModel) : nullptr;
    const PortGroup *leafUp = leafModel ? uplinkGroup(*leafModel, 100) : nullptr;
    const PortGroup *aggDown = aggModel ? uplinkGroup(*aggModel, 100) : nullptr;
    if (!access || !leafUp || !aggDown) {
        if (why)
            *why = QStringLiteral("the catalog lacks the OOB switches");
        return false;
    }
    std::vector<int> leaves, aggs;
    for (std::size_t i = 0; i < draft.devices.size(); ++i) {
        const Device &d = draft.devices[i];
        if (d.id.startsWith(kOobLeafPrefix))
            leaves.push_back(int(i));
        else if (d.id.startsWith(kOobAggPrefix))
            aggs.push_back(int(i));
    }
    if (leaves.empty())
        return true;
    // Every OOB port of every device, in device order; access port k of the leaves serves
    // request k.
    struct Request
    {
        int device;
        QString group;
        int port;
    };
    std::vector<Request> requests;
    QHash<QString, std::vector<std::pair<QString, int>>> portsOf; // sku -> (group, count)
    const std::size_t count = draft.devices.size();
    for (std::size_t i = 0; i < count; ++i) {
        const QString &sku = draft.devices[i].sku;
        auto it = portsOf.find(sku);
        if (it == portsOf.end()) {
            std::vector<std::pair<QString, int>> groups;
            if (const DeviceModel *m = catalog.model(sku))
                for (const PortGroup &g : m->portGroups)
                    if (g.fabric == QLatin1String("oob") &&
                        !(sku == spec.leafSku && g.name == access->name))
                        groups.emplace_back(g.name, g.count);
            it = portsOf.insert(sku, std::move(groups));
        }
        for (const auto &[group, n] : *it)
            for (int p = 0; p < n; ++p)
                requests.push_back({int(i), group, p});
    }
    if (qint64(requests.size()) > qint64(leaves.size()) * access->count) {
        if (why)
            *why = QStringLiteral("the OOB leaves ran out of ports (generator bug)");
        return false;
    }
    const auto leafOf = [&](std::size_t k) { return leaves[k / std::size_t(access->count)]; };
    // In order, an OOB leaf's own management port can fall on one of its own access ports: a
    // cable from a switch into itself reaches nothing. Trade places with the nearest request
    // served by another leaf. A lone leaf has nobody to trade with: its own port stays empty
    // (it is reached over its access ports' network, as in the BasePOD RA).
    std::vector<bool> skip(requests.size(), false);
    for (std::size_t k = 0; k < requests.size(); ++k) {
        if (requests[k].device != leafOf(k))
            continue;
        std::size_t other = requests.size();
        for (std::size_t j = 0; j < requests.size() && other == requests.size(); ++j) {
            const std::size_t cand = k >= j + 1 ? k - j - 1 : requests.size();
            for (std::size_t c : {cand, k + j + 1})
                if (c < requests.size() && leafOf(c) != leafOf(k) &&
                    requests[c].device != leafOf(k) && requests[k].device != leafOf(c)) {
                    other = c;
                    break;
                }
        }
        if (other == requests.size())
            skip[k] = true;
        else
            std::swap(requests[k], requests[other]);
    }
    for (std::size_t k = 0; k < requests.size(); ++k) {
        if (skip[k])
            continue;
        const Request &r = requests[k];
        draft.addLink(spec.fabricId, draft.device(r.device).id, r.group, r.port,
                      draft.device(leafOf(k)).id, access->name,
                      int(k % std::size_t(access->count)));
    }
    const QString leafUpName = leafUp->name, aggName = aggDown->name;
    if (leaves.size() == 2) {
        for (int p = 0; p < 2; ++p)
            draft.addLink(spec.fabricId, draft.device(leaves[0]).id, leafUpName, p,
                          draft.device(leaves[1]).id, leafUpName, p);
    } else if (!aggs.empty()) {
        // Leaf i uplinks to aggregation switches i and i + 1 (mod count): the pairs chain
        // every aggregation switch to the next, so the OOB network is one.
        std::vector<int> used(aggs.size(), 0);
        for (std::size_t i = 0; i < leaves.size(); ++i)
            for (int p = 0; p < 2; ++p) {
                const std::size_t a = (i + std::size_t(p)) % aggs.size();
                draft.addLink(spec.fabricId, draft.device(leaves[i]).id, leafUpName, p,
                              draft.device(aggs[a]).id, aggName, used[a]++);
            }
    }
    return true;
}

std::vector<int> addControlPlane(Draft &draft, const QString &sku, int count, int zone)
{
    std::vector<int> servers;
    for (int i = 0; i < count; ++i)
        servers.push_back(
            draft.addDevice(QStringLiteral("ctrl-") + pad(i + 1, 2), sku, Role::Management, zone));
    return servers;
}

bool buildInbandFabric(Draft &draft, const Catalog &catalog, std::vector<EndpointGroup> groups,
                       int controlPlaneServers, int mgmtZone, int leafUp, QString *why)
{
    const std::vector<int> ctrl =
        addControlPlane(draft, sku::controlPlane, controlPlaneServers, mgmtZone);
    const PortGroup *ctrlPorts =
        catalog.model(sku::controlPlane)->portGroup(QStringLiteral("inband"));
    EndpointGroup mgmt;
    mgmt.endpoints = ctrl;
    mgmt.portGroup = ctrlPorts->name;
    mgmt.ports = ctrlPorts->count;
    mgmt.railWidth = 1;
    mgmt.label = QStringLiteral("mgmt");
    mgmt.zone = mgmtZone;
    groups.push_back(std::move(mgmt));
    FatTreeSpec inband;
    inband.fabricId = fabric::inband;
    inband.prefix = QStringLiteral("inband");
    inband.switchSku = sku::eth100;
    inband.switchGroup = dataPortGroup(catalog, sku::eth100);
    inband.shape.radix = radixOf(catalog, sku::eth100);
    inband.shape.leafUp = leafUp;
    inband.shape.minTiers = 2;
    inband.spineZone = mgmtZone;
    inband.coreZone = mgmtZone;
    return buildFatTree(draft, inband, groups, why).has_value();
}

} // namespace podcad::generate
