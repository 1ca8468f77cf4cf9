#include "superpod.h"

#include "catalog/catalog.h"
#include "fattree.h"
#include "ids.h"
#include "podcommon.h"
#include "storage.h"

#include <cmath>

namespace podcad {

using namespace generate;

namespace {

// DOMAIN.md section 4: the scalable unit is 32 DGX nodes.
constexpr int kSuNodes = 32;

// The RA's compute rack density: 4 DGX H100/H200 per rack, 2 DGX B200 (DOMAIN.md section 4).
int raNodesPerRack(const QString &system)
{
    return system == QLatin1String("dgx-b200") ? 2 : 4;
}

} // namespace

QString dgxSkuFor(const QString &system)
{
    if (system == QLatin1String("dgx-h100"))
        return QStringLiteral("DGX-H100");
    if (system == QLatin1String("dgx-h200"))
        return QStringLiteral("DGX-H200");
    if (system == QLatin1String("dgx-b200"))
        return QStringLiteral("DGX-B200");
    return {};
}

std::optional<Design> generateSuperPod(const Catalog &catalog, const SuperPodOptions &o,
                                       QString *why)
{
    auto fail = [&](const QString &message) -> std::optional<Design> {
        if (why)
            *why = QStringLiteral("superpod: ") + message;
        return std::nullopt;
    };
    const QString dgxSku = dgxSkuFor(o.system);
    const DeviceModel *dgx = catalog.model(dgxSku);
    if (!dgx)
        return fail(QStringLiteral("unknown system \"%1\" (dgx-h100, dgx-h200, dgx-b200 or "
                                   "gb200-nvl72)")
                        .arg(o.system));
    const PortGroup *ib = dgx->portGroup(QStringLiteral("ib"));
    const PortGroup *st = dgx->portGroup(QStringLiteral("storage"));
    const PortGroup *inb = dgx->portGroup(QStringLiteral("inband"));
    const DeviceModel *storageModel = catalog.model(o.storageSku);
    if (!ib || !st || !inb)
        return fail(QStringLiteral("%1 lacks the ib, storage or inband ports").arg(dgxSku));
    if (!storageModel || storageModel->kind != DeviceKind::Storage)
        return fail(
            QStringLiteral("\"%1\" is not a storage appliance in the catalog").arg(o.storageSku));
    // DOMAIN.md section 4 and the RA: 1 to 64 SUs (16,384 GPUs). Past that there is no reference
    // to follow, and silently extrapolating one would look like an NVIDIA design that is not.
    if (o.sus < 1 || o.sus > kMaxSus)
        return fail(QStringLiteral("--sus is 1 to %1 (the DGX SuperPOD reference architecture), not "
                                   "%2; build bigger fabrics with `generate fat-tree`")
                        .arg(kMaxSus)
                        .arg(o.sus));
    const int k = radixOf(catalog, sku::ibSwitch);
    const int slots = o.sus * kSuNodes;
    if (o.nodes != 0 && (o.nodes <= slots - kSuNodes || o.nodes > slots))
        return fail(QStringLiteral("%1 SUs hold %2 to %3 nodes, not %4")
                        .arg(o.sus)
                        .arg(slots - kSuNodes + 1)
                        .arg(slots)
                        .arg(o.nodes));

    // Plan the compute fabric on full SUs first: it says whether a UFM port is free at the top.
    const int rails = ib->count;
    const int leafDown = k / 2; // non-blocking: 32 down, 32 up
    if (kSuNodes > leafDown)
        return fail(QStringLiteral("a leaf of radix %1 cannot take a 32-node SU").arg(k));
    FatTreeShape shape;
    shape.radix = k;
    shape.leafUp = k - leafDown;
    shape.minTiers = 2;
    QString reason;
    const auto fullPlan =
        planFatTree(shape, std::vector<int>(std::size_t(o.sus * rails), kSuNodes), &reason);
    if (!fullPlan)
        return fail(reason);
    const long long topPorts =
        qint64(fullPlan->tiers == 3 ? fullPlan->cores : fullPlan->spines) * k;
    const long long topUsed =
        fullPlan->tiers == 3 ? fullPlan->spineCoreLinks() : fullPlan->leafSpineLinks();
    const bool topFree = topPorts - topUsed >= 2;
    // The RA gives the UFM a DGX slot in its two-tier builds; a three-tier build uses free core
    // ports when there are any.
    int nodes = o.nodes;
    if (nodes == 0)
        nodes = (fullPlan->tiers == 3 && topFree) ? slots : slots - 1;
    const bool ufmInSlot = nodes < slots && !(fullPlan->tiers == 3 && topFree);
    if (!ufmInSlot && !topFree)
        return fail(QStringLiteral("the UFM appliance needs two compute-fabric ports and %1 full "
                                   "SUs leave none free; use --nodes %2 or fewer")
                        .arg(o.sus)
                        .arg(slots - 1));

    const double rackKw =
        o.rackKw > 0 ? o.rackKw : rackKwFor(catalog, dgxSku, raNodesPerRack(o.system));

    Draft draft;
    draft.devices.reserve(std::size_t(nodes) * 2);
    addFourFabrics(draft, QStringLiteral("InfiniBand NDR400"), QStringLiteral("InfiniBand NDR400"),
                   QStringLiteral("Ethernet 100G"));

    // Zones in floor order: the first half of the SUs, the central network, storage and
    // management rows, then the other half, so that no run to the centre is long.
    std::vector<Zone> zones;
    std::vector<int> computeZone(std::size_t(o.sus)), netZone(std::size_t(o.sus));
    const int susPerRow = std::max(1, int(std::ceil(std::sqrt(o.sus / 3.0))));
    int spineZone = -1, storageZone = -1, mgmtZone = -1;
    auto addCentre = [&] {
        spineZone = int(zones.size());
        zones.push_back(
            {QStringLiteral("spine"), QStringLiteral("Compute spines"), sku::rack, rackKw, true});
        storageZone = int(zones.size());
        zones.push_back(
            {QStringLiteral("storage"), QStringLiteral("Storage"), sku::rack, rackKw, true});
        mgmtZone = int(zones.size());
        zones.push_back(
            {QStringLiteral("mgmt"), QStringLiteral("Management"), sku::rack, rackKw, true});
    };
    const int firstHalf = (o.sus + 1) / 2;
    for (int s = 0; s < o.sus; ++s) {
        if (s == firstHalf)
            addCentre();
        const QString su = QStringLiteral("su") + QString::number(s + 1);
        const QString title = QStringLiteral("SU") + QString::number(s + 1);
        const bool rowStart = s == firstHalf || (s % susPerRow) == 0;
        computeZone[std::size_t(s)] = int(zones.size());
        zones.push_back({su, title + QStringLiteral(" compute"), sku::rack, rackKw, rowStart});
        netZone[std::size_t(s)] = int(zones.size());
        zones.push_back({su + QStringLiteral("-net"), title + QStringLiteral(" network"), sku::rack,
                         rackKw, false});
    }
    if (spineZone < 0)
        addCentre();

    // Compute nodes, SU by SU.
    std::vector<EndpointGroup> computeGroups, storageGroups, inbandGroups;
    int made = 0;
    for (int s = 0; s < o.sus; ++s) {
        const int here = std::min(kSuNodes, nodes - made);
        const QString su = QStringLiteral("su") + QString::number(s + 1);
        EndpointGroup g;
        g.label = su;
        g.zone = netZone[std::size_t(s)];
        g.railWidth = 1;
        for (int i = 0; i < here; ++i) {
            const int index = draft.addDevice(QStringLiteral("dgx-") + su + u'-' + pad(i + 1, 2),
                                              dgxSku, Role::Compute, computeZone[std::size_t(s)]);
            draft.devices[std::size_t(index)].canvasPosition = QPointF((made + i) * 60.0, 600.0);
            g.endpoints.push_back(index);
        }
        made += here;
        EndpointGroup c = g, sg = g, ig = g;
        c.portGroup = ib->name;
        c.ports = ib->count;
        sg.portGroup = st->name;
        sg.ports = st->count;
        ig.portGroup = inb->name;
        ig.ports = inb->count;
        computeGroups.push_back(std::move(c));
        storageGroups.push_back(std::move(sg));
        inbandGroups.push_back(std::move(ig));
    }

    // Compute fabric.
    FatTreeSpec compute;
    compute.fabricId = fabric::compute;
    compute.prefix = QStringLiteral("ib");
    compute.switchSku = sku::ibSwitch;
    compute.switchGroup = dataPortGroup(catalog, sku::ibSwitch);
    compute.shape = shape;
    compute.spineZone = spineZone;
    compute.coreZone = spineZone;
    const auto tree = buildFatTree(draft, compute, computeGroups, &reason);
    if (!tree)
        return fail(reason);

    // UFM: on the compute fabric, in the freed slot of the last SU (rails 1 and 2) or on two
    // top-tier switches with free ports.
    const int ufm = draft.addDevice(QStringLiteral("ufm-01"), sku::ufm, Role::Ufm, mgmtZone);
    const QString ufmId = draft.device(ufm).id;
    const PortGroup *ufmPorts = catalog.model(sku::ufm)->portGroup(QStringLiteral("ib"));
    if (ufmInSlot) {
        const std::vector<int> &lastLeaves = tree->leavesOfGroup.back();
        const int slot = int(computeGroups.back().endpoints.size());
        for (int p = 0; p < ufmPorts->count; ++p)
            draft.addLink(fabric::compute, ufmId, ufmPorts->name, p,
                          draft.device(lastLeaves[std::size_t(p % lastLeaves.size())]).id,
                          compute.switchGroup, slot);
    } else {
        const std::vector<int> &top = tree->topTier();
        int p = 0;
        for (std::size_t i = 0; i < top.size() && p < ufmPorts->count; ++i)
            if (tree->usedPorts[i] < k)
                draft.addLink(fabric::compute, ufmId, ufmPorts->name, p++, draft.device(top[i]).id,
                              compute.switchGroup, tree->usedPorts[i]);
    }

    // Storage: appliances sized to 40 GB/s per DGX, on their own fabric.
    const int appliances = storageAppliancesFor(nodes * kStorageGBpsPerDgx, *storageModel);
    StorageFabricSpec storage;
    storage.fabricId = fabric::storage;
    storage.switchSku = sku::ibSwitch;
    storage.nodeGroups = std::move(storageGroups);
    storage.appliancePortGroup = dataPortGroup(catalog, o.storageSku);
    storage.applianceZone = storageZone;
    const int appDigits = digitsFor(appliances, 3);
    for (int i = 0; i < appliances; ++i)
        storage.appliances.push_back(
            draft.addDevice(QStringLiteral("storage-") + pad(i + 1, appDigits), o.storageSku,
                            Role::Storage, storageZone));
    if (!buildStorageFabric(draft, catalog, std::move(storage), &reason))
        return fail(reason);

    // In-band management: SN4600C leaves per SU (one per in-band port, as rails), 4:1 up, and
    // the control-plane servers on leaves of their own.
    if (!buildInbandFabric(draft, catalog, std::move(inbandGroups), o.controlPlaneServers, mgmtZone,
                           kSuNodes / 4, &reason))
        return fail(reason);

    // Racks per row: whole SUs, as many as keep the floor roughly square.
    RackPlacer probe(catalog, sku::pdu, 1);
    std::vector<RackFill> fills;
    if (!probe.pack(draft, computeGroups.front().endpoints, zones[std::size_t(computeZone[0])],
                    fills, &reason))
        return fail(reason);
    const int racksPerRow =
        susPerRow *
        (int(std::ceil(double(kSuNodes) / std::max<std::size_t>(1, fills.front().devices.size()))) +
         1);

    const QString name =
        QStringLiteral("DGX SuperPOD %1 SU %2 (%3 nodes)").arg(o.sus).arg(dgxSku).arg(nodes);
    auto design = finish(draft, catalog, zones, racksPerRow, mgmtZone, name, &reason);
    if (!design)
        return fail(reason);
    return design;
}

} // namespace podcad
