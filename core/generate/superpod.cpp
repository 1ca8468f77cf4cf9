#include "superpod.h"

#include "catalog/catalog.h"
#include "fattree.h"
#include "format/numberformat.h"
#include "ids.h"
#include "podcommon.h"
#include "storage.h"

#include <cmath>

namespace podcad {

using namespace generate;

namespace {

// UFM appliances per InfiniBand fabric: an HA pair (RA-11333-001 Table 7 lists four for the
// compute and storage fabrics of the 4-SU build; Table 4 counts four compute-fabric UFM cables).
constexpr int kUfmPerFabric = 2;

// What differs between the reference architectures this generator follows.
struct Profile final
{
    QString dgxSku;
    int suNodes = 32;     // DOMAIN.md section 4; 72 in RA-11339-001 (B300 on XDR)
    int nodesPerRack = 4; // the RA's compute rack density
    QString computeSwitch = sku::ibSwitch;
    QString computeTechnology = QStringLiteral("InfiniBand NDR400");
    QString ufmSku = sku::ufm;
    // H100/H200/B200 RAs: the compute UFM pair takes a DGX slot of the last SU (Table 4 footnote:
    // "a DGX system must be removed to accommodate for UFM connectivity"). RA-11339-001 keeps
    // every slot (72 per SU) and its Table 3 counts no UFM cables: the pair stands in the
    // management rack, uncabled on the compute fabric.
    bool ufmOnCompute = true;
    // H100/H200/B200: storage on its own InfiniBand fabric of QM9700 with its own UFM pair;
    // Blackwell Ultra RAs: storage on Spectrum-4 Ethernet (as the GB200 RA).
    QString storageSwitch = sku::ibSwitch;
    QString storageTechnology = QStringLiteral("InfiniBand NDR400");
    // The node's compute port group, and the independent planes it splits into: the B300
    // Spectrum-X RA's twin-plane fabric gives every GPU 2x 400G, one per plane, each plane its own
    // two-tier tree (port group "plane": ports 0-7 plane 1, 8-15 plane 2).
    QString computePorts = QStringLiteral("ib");
    int planes = 1;
    int ufmPairs = 2; // HA pairs of UFM: compute and storage fabrics (InfiniBand only)
};

std::optional<Profile> profileFor(const QString &system, const QString &fabricName)
{
    Profile p;
    if (system == QLatin1String("dgx-h100") || system == QLatin1String("dgx-h200") ||
        system == QLatin1String("dgx-b200")) {
        if (!fabricName.isEmpty() && fabricName != QLatin1String("ndr"))
            return std::nullopt;
        p.dgxSku = dgxSkuFor(system);
        p.nodesPerRack = system == QLatin1String("dgx-b200") ? 2 : 4; // DOMAIN.md section 4
        return p;
    }
    if (system == QLatin1String("dgx-b300") &&
        (fabricName.isEmpty() || fabricName == QLatin1String("xdr"))) {
        // RA-11339-001: 72 DGX B300 per SU on Quantum-X800 Q3400 (Table 3), four per rack at
        // ~56 kW with three PDUs.
        p.dgxSku = QStringLiteral("DGX-B300");
        p.suNodes = 72;
        p.nodesPerRack = 4;
        p.computeSwitch = sku::xdrSwitch;
        p.computeTechnology = QStringLiteral("InfiniBand XDR800");
        p.ufmSku = sku::ufmXdr;
        p.ufmOnCompute = false;
        p.storageSwitch = sku::eth800;
        p.storageTechnology = QStringLiteral("Ethernet 400G");
        return p;
    }
    if (system == QLatin1String("dgx-b300") && fabricName == QLatin1String("spectrum-x")) {
        // The B300 SuperPOD RA's Spectrum-X edition (Table 3): 64 nodes per SU, 16 leaves and 8
        // spines per SU in two planes of SN5610 ports split to 400G; an Ethernet compute fabric
        // has no UFM, and the storage fabric is Ethernet too.
        p.dgxSku = QStringLiteral("DGX-B300");
        p.suNodes = 64;
        p.nodesPerRack = 4;
        p.computeSwitch = sku::spectrumX;
        p.computeTechnology = QStringLiteral("Ethernet Spectrum-X 2x 400G planes");
        p.ufmOnCompute = false;
        p.ufmPairs = 0;
        p.storageSwitch = sku::eth800;
        p.storageTechnology = QStringLiteral("Ethernet 400G");
        p.computePorts = QStringLiteral("plane");
        p.planes = 2;
        return p;
    }
    return std::nullopt;
}

// Puts the CPO counterpart of the profile's compute switch in its place; false when there is
// none. A counterpart whose ports run faster than the node's compute group (SN6810's 800G
// against the B300 Spectrum-X planes' 2x 400G) takes the node's group at its own speed, whole:
// one plane of 800G links, the GPU's bandwidth unchanged.
bool useCoPackagedOptics(const Catalog &catalog, const DeviceModel &dgx, Profile &p)
{
    const QString cpo = cpoCounterpart(catalog, p.computeSwitch);
    const DeviceModel *model = catalog.model(cpo);
    const PortGroup *ports = model ? model->portGroup(dataPortGroup(catalog, cpo)) : nullptr;
    if (!ports)
        return false;
    p.computeSwitch = cpo;
    p.computeTechnology += QStringLiteral(", co-packaged optics");
    const PortGroup *node = dgx.portGroup(p.computePorts);
    if (node && node->speedGbps != ports->speedGbps)
        for (const PortGroup &g : dgx.portGroups)
            if (g.fabric == QLatin1String("compute") && g.speedGbps == ports->speedGbps) {
                p.computePorts = g.name;
                p.planes = 1;
                p.computeTechnology =
                    QStringLiteral("Ethernet Spectrum-X %1G, co-packaged optics").arg(g.speedGbps);
                break;
            }
    return true;
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
    if (system == QLatin1String("dgx-b300"))
        return QStringLiteral("DGX-B300");
    return {};
}

int superPodSuNodes(const QString &system, const QString &fabric)
{
    const std::optional<Profile> profile = profileFor(system, fabric);
    if (profile)
        return profile->suNodes;
    // This generator does not build the DGX A100 SuperPOD, but its RA (RA-09950-001, "NVIDIA DGX
    // SuperPOD: Scalable Infrastructure for AI Leadership", November 2020) defines the SU a
    // training run on DGX A100 is sized and priced in: 20 nodes, 140 in 7 SUs.
    if (system == QLatin1String("dgx-a100") && (fabric.isEmpty() || fabric == QLatin1String("hdr")))
        return 20;
    return 0;
}

std::optional<Design> generateSuperPod(const Catalog &catalog, const SuperPodOptions &o,
                                       QString *why)
{
    auto fail = [&](const QString &message) -> std::optional<Design> {
        if (why)
            *why = QStringLiteral("superpod: ") + message;
        return std::nullopt;
    };
    const auto profile = profileFor(o.system, o.fabric);
    if (!profile && !dgxSkuFor(o.system).isEmpty())
        return fail(QStringLiteral("%1 has no reference architecture on the \"%2\" fabric (%3)")
                        .arg(o.system, o.fabric,
                             o.system == QLatin1String("dgx-b300")
                                 ? QStringLiteral("xdr or spectrum-x")
                                 : QStringLiteral("ndr")));
    const QString dgxSku = profile ? profile->dgxSku : QString();
    const DeviceModel *dgx = catalog.model(dgxSku);
    if (!profile || !dgx)
        return fail(QStringLiteral("unknown system \"%1\" (dgx-h100, dgx-h200, dgx-b200, "
                                   "dgx-b300, gb200-nvl72 or gb300-nvl72)")
                        .arg(o.system));
    Profile pr = *profile;
    if (o.optics == Optics::CoPackaged && !useCoPackagedOptics(catalog, *dgx, pr))
        return fail(
            QStringLiteral("%1%2 has no co-packaged-optics switch for its compute fabric; "
                           "--optics cpo is for dgx-b300 (xdr or spectrum-x) and "
                           "gb300-nvl72")
                .arg(o.system, o.fabric.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" on the \"%1\" fabric").arg(o.fabric)));
    const int kSuNodes = pr.suNodes;
    const PortGroup *ib = dgx->portGroup(pr.computePorts);
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
        return fail(
            QStringLiteral("--sus is 1 to %1 (the DGX SuperPOD reference architecture), not "
                           "%2; build bigger fabrics with `generate fat-tree`")
                .arg(kMaxSus)
                .arg(o.sus));
    const int k = radixOf(catalog, pr.computeSwitch);
    const int slots = o.sus * kSuNodes;
    if (o.nodes != 0 && (o.nodes <= slots - kSuNodes || o.nodes > slots))
        return fail(QStringLiteral("%1 SUs hold %2 to %3 nodes, not %4")
                        .arg(o.sus)
                        .arg(slots - kSuNodes + 1)
                        .arg(slots)
                        .arg(o.nodes));

    // Plan the compute fabric on full SUs first: it says whether a UFM port is free at the top.
    const int rails = ib->count / pr.planes; // per plane
    const int leafDown = k / 2;              // non-blocking: 32 down, 32 up
    if (kSuNodes > leafDown)
        return fail(
            QStringLiteral("a leaf of radix %1 cannot take a %2-node SU").arg(k).arg(kSuNodes));
    FatTreeShape shape;
    shape.radix = k;
    shape.leafUp = k - leafDown;
    shape.minTiers = 2;
    QString reason;
    if (o.railOnly)
        shape.minTiers = 1; // one SU's rail is one leaf
    // Rail-only plans one rail's tree (every rail is the same); rail-optimized the whole fabric.
    const int treesPerPlane = o.railOnly ? rails : 1;
    const auto fullPlan = planFatTree(
        shape, std::vector<int>(std::size_t(o.sus * rails / treesPerPlane), kSuNodes), &reason);
    if (!fullPlan)
        return fail(reason);
    const long long topPorts =
        qint64(fullPlan->tiers == 3 ? fullPlan->cores : fullPlan->spines) * k * treesPerPlane;
    const long long topUsed =
        (fullPlan->tiers == 3 ? fullPlan->spineCoreLinks() : fullPlan->leafSpineLinks()) *
        treesPerPlane;
    const PortGroup *ufmPorts = catalog.model(pr.ufmSku)
                                    ? catalog.model(pr.ufmSku)->portGroup(QStringLiteral("ib"))
                                    : nullptr;
    if (!ufmPorts)
        return fail(QStringLiteral("the catalog lacks the UFM appliance %1").arg(pr.ufmSku));
    const int ufmComputePorts =
        pr.ufmOnCompute && pr.ufmPairs > 0 ? kUfmPerFabric * ufmPorts->count : 0;
    const bool topFree = topPorts - topUsed >= ufmComputePorts;
    // The RA gives the UFM a DGX slot in its two-tier builds; a three-tier build uses free core
    // ports when there are any.
    int nodes = o.nodes;
    if (nodes == 0)
        nodes = (!pr.ufmOnCompute || (fullPlan->tiers == 3 && topFree)) ? slots : slots - 1;
    const bool ufmInSlot = pr.ufmOnCompute && nodes < slots && !(fullPlan->tiers == 3 && topFree);
    if (!ufmInSlot && !topFree)
        return fail(QStringLiteral("the UFM appliances need %1 compute-fabric ports and %2 full "
                                   "SUs leave none free; use --nodes %3 or fewer")
                        .arg(ufmComputePorts)
                        .arg(o.sus)
                        .arg(slots - 1));
    if (ufmInSlot && ufmComputePorts > ib->count)
        return fail(QStringLiteral("one DGX slot has %1 compute ports, too few for the UFM "
                                   "appliances' %2")
                        .arg(ib->count)
                        .arg(ufmComputePorts));

    const double rackKw = o.rackKw > 0 ? o.rackKw : rackKwFor(catalog, dgxSku, pr.nodesPerRack);

    Draft draft;
    draft.devices.reserve(std::size_t(nodes) * 2);
    addFourFabrics(draft, pr.computeTechnology, pr.storageTechnology,
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
        c.ports = rails;
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
    compute.switchSku = pr.computeSwitch;
    compute.switchGroup = dataPortGroup(catalog, pr.computeSwitch);
    compute.shape = shape;
    compute.spineZone = spineZone;
    compute.coreZone = spineZone;
    // One tree per plane (rail-only: per plane and rail); a single-plane fabric keeps its "ib-"
    // ids. The UFM joins the first plane: its last SU's leaves and its top tier.
    std::vector<int> lastLeaves, top, topUsedPorts;
    for (int plane = 0; plane < pr.planes; ++plane)
        for (int rail = 0; rail < treesPerPlane; ++rail) {
            std::vector<EndpointGroup> groups = computeGroups;
            compute.prefix = pr.planes > 1 ? QStringLiteral("sx-p") + QString::number(plane + 1)
                                           : QStringLiteral("ib");
            if (o.railOnly)
                compute.prefix += QStringLiteral("-rail") + QString::number(rail + 1);
            for (EndpointGroup &g : groups) {
                g.firstPort = plane * rails + (o.railOnly ? rail : 0);
                if (o.railOnly)
                    g.ports = 1;
            }
            auto built = buildFatTree(draft, compute, groups, &reason);
            if (!built)
                return fail(reason);
            if (plane != 0)
                continue;
            const std::vector<int> &last = built->leavesOfGroup.back();
            lastLeaves.insert(lastLeaves.end(), last.begin(), last.end());
            top.insert(top.end(), built->topTier().begin(), built->topTier().end());
            topUsedPorts.insert(topUsedPorts.end(), built->usedPorts.begin(),
                                built->usedPorts.end());
        }

    // UFM (RA-11333-001 Table 4 and Table 7): two appliances manage the compute fabric, an HA
    // pair whose four ports take the "Compute and UFM" cables beyond one per GPU (252 for 31
    // nodes), in the freed slot of the last SU (rails 1-4) or on top-tier switches with free
    // ports. The RA's 4-SU build lists four appliances: the other pair manages the storage
    // fabric, which is InfiniBand too (see below).
    std::vector<int> computeUfms;
    for (int i = 0; i < (pr.ufmPairs > 0 ? kUfmPerFabric : 0); ++i)
        computeUfms.push_back(draft.addDevice(QStringLiteral("ufm-") + pad(i + 1, 2), pr.ufmSku,
                                              Role::Ufm, mgmtZone));
    if (pr.ufmOnCompute) {
        const int slot = int(computeGroups.back().endpoints.size());
        std::size_t topCursor = 0;
        int n = 0;
        for (int ufm : computeUfms)
            for (int p = 0; p < ufmPorts->count; ++p, ++n) {
                const QString &ufmId = draft.device(ufm).id;
                if (ufmInSlot) {
                    draft.addLink(fabric::compute, ufmId, ufmPorts->name, p,
                                  draft.device(lastLeaves[std::size_t(n) % lastLeaves.size()]).id,
                                  compute.switchGroup, slot);
                    continue;
                }
                while (topCursor < top.size() && topUsedPorts[topCursor] >= k)
                    ++topCursor;
                if (topCursor == top.size())
                    return fail(QStringLiteral("the top tier ran out of ports for the UFM "
                                               "appliances (generator bug)"));
                draft.addLink(fabric::compute, ufmId, ufmPorts->name, p,
                              draft.device(top[topCursor]).id, compute.switchGroup,
                              topUsedPorts[topCursor]);
                ++topCursor; // one port per switch: losing a switch loses one UFM port only
            }
    }

    // Storage: appliances sized to 40 GB/s per DGX, on their own fabric.
    const int appliances = storageAppliancesFor(nodes * kStorageGBpsPerDgx, *storageModel);
    StorageFabricSpec storage;
    storage.fabricId = fabric::storage;
    storage.switchSku = pr.storageSwitch;
    const int storageRadix = radixOf(catalog, pr.storageSwitch);
    for (EndpointGroup &g : storageGroups)
        if (qint64(g.endpoints.size()) > storageRadix / 2)
            g.railWidth = 0; // more nodes than half a leaf: ports fill leaves in order
    storage.nodeGroups = std::move(storageGroups);
    storage.appliancePortGroup = dataPortGroup(catalog, o.storageSku);
    storage.applianceZone = storageZone;
    const int appDigits = digitsFor(appliances, 3);
    for (int i = 0; i < appliances; ++i)
        storage.appliances.push_back(
            draft.addDevice(QStringLiteral("storage-") + pad(i + 1, appDigits), o.storageSku,
                            Role::Storage, storageZone));
    const auto storageTree = buildStorageFabric(draft, catalog, std::move(storage), &reason);
    if (!storageTree)
        return fail(reason);
    // The storage fabric's UFM pair, on the node leaves' free ports (a node leaf uses 32 down and
    // 24 up of its 64), one appliance port per leaf. An Ethernet storage fabric has none.
    if (pr.storageSwitch == sku::ibSwitch) {
        std::vector<int> storageUfms;
        for (int i = 0; i < kUfmPerFabric; ++i)
            storageUfms.push_back(
                draft.addDevice(QStringLiteral("ufm-") + pad(kUfmPerFabric + i + 1, 2), pr.ufmSku,
                                Role::Ufm, mgmtZone));
        std::vector<std::pair<int, int>> ends; // (appliance, port)
        for (int ufm : storageUfms)
            for (int p = 0; p < ufmPorts->count; ++p)
                ends.emplace_back(ufm, p);
        const QString group = dataPortGroup(catalog, sku::ibSwitch);
        const auto free = firstFreePorts(draft, storageTree->leaves, group, k, int(ends.size()));
        if (free.size() < ends.size())
            return fail(QStringLiteral("the storage fabric has no free ports for its UFM "
                                       "appliances (generator bug)"));
        for (std::size_t i = 0; i < ends.size(); ++i)
            draft.addLink(fabric::storage, draft.device(ends[i].first).id, ufmPorts->name,
                          ends[i].second, draft.device(free[i].first).id, group, free[i].second);
    }

    // In-band management: SN4600C leaves per SU (one per in-band port, as rails, while an SU
    // fits half a leaf), 4:1 up, and the control-plane servers on leaves of their own.
    const int inbandRadix = radixOf(catalog, sku::eth100);
    int inbandUp = kSuNodes / 4;
    for (EndpointGroup &g : inbandGroups)
        if (qint64(g.endpoints.size()) > inbandRadix / 2) {
            g.railWidth = 0;
            g.leafDown = inbandRadix * 3 / 4; // 4:1 as the rails: 48 down, 12 up
            inbandUp = g.leafDown / 4;
        }
    if (!buildInbandFabric(draft, catalog, std::move(inbandGroups), o.controlPlaneServers, mgmtZone,
                           inbandUp, &reason))
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
        QStringLiteral("DGX SuperPOD %1 SU %2 (%3 nodes%4%5)")
            .arg(o.sus)
            .arg(dgxSku)
            .arg(format::count(nodes))
            .arg(o.railOnly ? QStringLiteral(", rail-only") : QString())
            .arg(o.optics == Optics::CoPackaged ? QStringLiteral(", co-packaged optics")
                                                : QString());
    auto design = finish(draft, catalog, zones, racksPerRow, mgmtZone, name, &reason);
    if (!design)
        return fail(reason);
    return design;
}

} // namespace podcad
