#include "basepod.h"

#include "catalog/catalog.h"
#include "fattree.h"
#include "ids.h"
#include "podcommon.h"
#include "storage.h"
#include "superpod.h"

namespace podcad {

using namespace generate;

namespace {

// An Ethernet switch pair: every endpoint port p goes to switch p % 2, and two peer links
// (the MLAG pair's interconnect) on the top ports make the pair one network.
struct PairWiring final
{
    Draft &draft;
    QString fabricId;
    QString group;
    int radix = 0;
    int first = -1; // Draft index of the first switch
    int used[2] = {0, 0};

    const QString &sw(int i) const { return draft.device(first + i).id; }
    void connect(int endpoint, const QString &portGroup, int ports)
    {
        const QString id = draft.device(endpoint).id;
        for (int p = 0; p < ports; ++p)
            draft.addLink(fabricId, id, portGroup, p, sw(p % 2), group, used[p % 2]++);
    }
    void peer()
    {
        for (int p = 0; p < 2; ++p)
            draft.addLink(fabricId, sw(0), group, radix - 1 - p, sw(1), group, radix - 1 - p);
    }
};

} // namespace

std::optional<Design> generateBasePod(const Catalog &catalog, const BasePodOptions &o, QString *why)
{
    auto fail = [&](const QString &message) -> std::optional<Design> {
        if (why)
            *why = QStringLiteral("basepod: ") + message;
        return std::nullopt;
    };
    const QString dgxSku = dgxSkuFor(o.system);
    const DeviceModel *dgx = catalog.model(dgxSku);
    if (!dgx)
        return fail(
            QStringLiteral("unknown system \"%1\" (dgx-h100, dgx-h200 or dgx-b200)").arg(o.system));
    // DOMAIN.md section 4: 2-8 nodes on NDR400, up to 16 on NDR200.
    if (o.nodes < 2 || o.nodes > 16)
        return fail(QStringLiteral("a BasePOD has 2 to 16 nodes, not %1").arg(o.nodes));
    const DeviceModel *storageModel = catalog.model(o.storageSku);
    if (!storageModel || storageModel->kind != DeviceKind::Storage)
        return fail(
            QStringLiteral("\"%1\" is not a storage appliance in the catalog").arg(o.storageSku));
    const PortGroup *ib = dgx->portGroup(QStringLiteral("ib"));
    const PortGroup *st = dgx->portGroup(QStringLiteral("storage"));
    const PortGroup *inb = dgx->portGroup(QStringLiteral("inband"));
    const int k = radixOf(catalog, sku::ibSwitch);
    const int rails = ib->count;
    // Compute switches: the fewest (at least two, for redundancy) that split the rails evenly
    // and take every node's share of them on at most half their ports, leaving the rest free.
    int switches = 2;
    while (switches < rails && (rails % switches || o.nodes * rails / switches > k / 2))
        ++switches;
    const int railWidth = rails / switches;

    const double rackKw =
        o.rackKw > 0 ? o.rackKw
                     : rackKwFor(catalog, dgxSku, dgxSku == QLatin1String("DGX-B200") ? 2 : 4);
    Draft draft;
    addFourFabrics(draft,
                   o.nodes <= 8 ? QStringLiteral("InfiniBand NDR400")
                                : QStringLiteral("InfiniBand NDR200"),
                   QStringLiteral("Ethernet 100G"), QStringLiteral("Ethernet 100G"));
    const std::vector<Zone> zones{
        {QStringLiteral("compute"), QStringLiteral("Compute"), sku::rack, rackKw, true},
        {QStringLiteral("net"), QStringLiteral("Network"), sku::rack, rackKw, false},
        {QStringLiteral("mgmt"), QStringLiteral("Storage and management"), sku::rack, rackKw,
         false}};
    const int computeZone = 0, netZone = 1, mgmtZone = 2;

    EndpointGroup nodes;
    for (int i = 0; i < o.nodes; ++i) {
        const int index = draft.addDevice(QStringLiteral("dgx-") + pad(i + 1, 2), dgxSku,
                                          Role::Compute, computeZone);
        draft.devices[std::size_t(index)].canvasPosition = QPointF(i * 60.0, 600.0);
        nodes.endpoints.push_back(index);
    }
    nodes.portGroup = ib->name;
    nodes.ports = rails;
    nodes.railWidth = railWidth;
    nodes.zone = netZone;
    FatTreeSpec compute;
    compute.fabricId = fabric::compute;
    compute.prefix = QStringLiteral("ib");
    compute.switchSku = sku::ibSwitch;
    compute.switchGroup = dataPortGroup(catalog, sku::ibSwitch);
    compute.shape.radix = k;
    compute.shape.tiers = 1;
    QString reason;
    const auto tree = buildFatTree(draft, compute, {nodes}, &reason);
    if (!tree)
        return fail(reason);
    // One UFM appliance per two compute switches: each rail group is its own InfiniBand subnet
    // and needs its subnet manager.
    const PortGroup *ufmPorts = catalog.model(sku::ufm)->portGroup(QStringLiteral("ib"));
    const int ufms = (switches + ufmPorts->count - 1) / ufmPorts->count;
    for (int u = 0; u < ufms; ++u) {
        const int ufm =
            draft.addDevice(QStringLiteral("ufm-") + pad(u + 1, 2), sku::ufm, Role::Ufm, netZone);
        for (int p = 0; p < ufmPorts->count; ++p) {
            const int leaf = u * ufmPorts->count + p;
            if (leaf >= switches)
                break;
            draft.addLink(fabric::compute, draft.device(ufm).id, ufmPorts->name, p,
                          draft.device(tree->leaves[std::size_t(leaf)]).id, compute.switchGroup,
                          tree->usedPorts[std::size_t(leaf)]);
        }
    }

    const QString ethGroup = dataPortGroup(catalog, sku::eth100);
    const int ethRadix = radixOf(catalog, sku::eth100);
    PairWiring storage{draft, fabric::storage, ethGroup, ethRadix};
    storage.first =
        draft.addDevice(QStringLiteral("storage-sw-1"), sku::eth100, Role::Leaf, netZone);
    draft.addDevice(QStringLiteral("storage-sw-2"), sku::eth100, Role::Leaf, netZone);
    PairWiring inband{draft, fabric::inband, ethGroup, ethRadix};
    inband.first = draft.addDevice(QStringLiteral("inband-sw-1"), sku::eth100, Role::Leaf, netZone);
    draft.addDevice(QStringLiteral("inband-sw-2"), sku::eth100, Role::Leaf, netZone);
    for (int node : nodes.endpoints) {
        storage.connect(node, st->name, st->count);
        inband.connect(node, inb->name, inb->count);
    }
    const int appliances = storageAppliancesFor(o.nodes * kStorageGBpsPerDgx, *storageModel);
    const QString dataGroup = dataPortGroup(catalog, o.storageSku);
    const int dataPorts = storageModel->portGroup(dataGroup)->count;
    for (int i = 0; i < appliances; ++i)
        storage.connect(draft.addDevice(QStringLiteral("storage-") + pad(i + 1, 2), o.storageSku,
                                        Role::Storage, mgmtZone),
                        dataGroup, dataPorts);
    const PortGroup *ctrlPorts =
        catalog.model(sku::controlPlane)->portGroup(QStringLiteral("inband"));
    for (int server : addControlPlane(draft, sku::controlPlane, o.controlPlaneServers, mgmtZone))
        inband.connect(server, ctrlPorts->name, ctrlPorts->count);
    for (PairWiring *pair : {&storage, &inband}) {
        if (std::max(pair->used[0], pair->used[1]) > ethRadix - 2)
            return fail(
                QStringLiteral("%1 needs %2 ports on each %3, which has %4 besides its peer links")
                    .arg(pair->fabricId)
                    .arg(std::max(pair->used[0], pair->used[1]))
                    .arg(sku::eth100)
                    .arg(ethRadix - 2));
        pair->peer();
    }

    const QString name = QStringLiteral("DGX BasePOD %1x %2").arg(o.nodes).arg(dgxSku);
    auto design = finish(draft, catalog, zones, 16, mgmtZone, name, &reason);
    if (!design)
        return fail(reason);
    return design;
}

} // namespace podcad
