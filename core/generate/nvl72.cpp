#include "nvl72.h"

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

// The frame each system comes in, named for it: a GB300 design's BOM lists a GB300 frame
// whose price is included in DGX-GB300-NVL72, not GB200's.
const QString kGb200RackSku = QStringLiteral("RACK-NVL72");
const QString kGb300RackSku = QStringLiteral("RACK-GB300-NVL72");
// The same MGX (Oberon) frame rated for the heavier Vera Rubin racks.
const QString kVeraRubinRackSku = QStringLiteral("RACK-VR-NVL72");
constexpr int kSuRacks = 8; // DOMAIN.md section 4
// Network, storage and management racks beside liquid-cooled NVL72 racks stay air cooled, and
// air reaches 30-40 kW per rack (DOMAIN.md section 5).
constexpr double kSupportRackKw = 40.0;

// GB200 (the GB200 SuperPOD RA): 400G ConnectX-7 per GPU on QM9700, one UFM on free spine
// ports. GB300 (NVL72 Enterprise RA components: 4x ConnectX-8 800G per tray): the same SU of
// 8 racks on Quantum-X800 Q3400; its UFM pair is not cabled into the compute fabric, as in
// RA-11339-001's tables for DGX B300 on XDR (no DGX SuperPOD GB300 table was at hand).
// Vera Rubin NVL72 and NVL144 CPX: no DGX SuperPOD reference architecture is published for them,
// so they take GB300's build (kVeraRubinBasis). ConnectX-9 is announced at 1.6 Tb/s, but the
// only XDR switches in the catalog (Quantum-X800 Q3400, Quantum-X Photonics) have 800G ports,
// so the compute links run at 800G, one per GPU, as on GB300.
struct Nvl72Profile final
{
    QString system; // the --system name
    QString title;  // "GB300 NVL72": the design's name
    QString systemSku;
    QString rackSku; // the frame the system comes in
    QString computeSwitch;
    QString technology;
    QString ufmSku;
    int ufms = 1;
    bool ufmOnCompute = true;
    QString basis; // nvl72Basis(); empty: the system's own RA
    // The rack's power shelves when the rack power limit comes from them (shelvesKw); empty:
    // the system and its PDUs.
    QString powerShelfSku;
};

const QString kVeraRubinBasis = QStringLiteral(
    "no DGX SuperPOD reference architecture is published for Vera Rubin: built by the DGX "
    "SuperPOD GB200/GB300 scalable-unit rule (8 NVL72 racks per SU, the compute fabric "
    "rail-optimized by compute tray; NVIDIA DGX SuperPOD: Next Generation Scalable "
    "Infrastructure for AI Leadership, Reference Architecture featuring DGX GB200, RA-11336-001) "
    "on Quantum-X800 XDR, with the ConnectX-9 ports at the switches' 800G");

const std::vector<Nvl72Profile> &profiles()
{
    static const std::vector<Nvl72Profile> all{
        {QStringLiteral("gb200-nvl72"), QStringLiteral("GB200 NVL72"),
         QStringLiteral("DGX-GB200-NVL72"), kGb200RackSku, sku::ibSwitch,
         QStringLiteral("InfiniBand NDR400"), sku::ufm, 1, true, QString(), QString()},
        {QStringLiteral("gb300-nvl72"), QStringLiteral("GB300 NVL72"),
         QStringLiteral("DGX-GB300-NVL72"), kGb300RackSku, sku::xdrSwitch,
         QStringLiteral("InfiniBand XDR800"), sku::ufmXdr, 2, false, QString(), QString()},
        {QStringLiteral("vr-nvl72"), QStringLiteral("Vera Rubin NVL72"),
         QStringLiteral("DGX-VR-NVL72"), kVeraRubinRackSku, sku::xdrSwitch,
         QStringLiteral("InfiniBand XDR800"), sku::ufmXdr, 2, false, kVeraRubinBasis,
         QStringLiteral("VR-POWER-SHELF")},
        {QStringLiteral("vr-nvl144-cpx"), QStringLiteral("Vera Rubin NVL144 CPX"),
         QStringLiteral("VR-NVL144-CPX"), kVeraRubinRackSku, sku::xdrSwitch,
         QStringLiteral("InfiniBand XDR800"), sku::ufmXdr, 2, false, kVeraRubinBasis,
         QStringLiteral("VR-POWER-SHELF")},
    };
    return all;
}

const Nvl72Profile *nvl72ProfileFor(const QString &system)
{
    for (const Nvl72Profile &p : profiles())
        if (p.system == system)
            return &p;
    return nullptr;
}

// What the rack's power shelves deliver with one of them out, in kW: the rack holds the least
// shelves that carry its maximum with one out (N+1: four 110 kW shelves for a 230 kW Vera Rubin
// NVL72, as reported). 0 when the profile or the catalog names no shelf.
double shelvesKw(const Catalog &catalog, const Nvl72Profile &profile, const DeviceModel &system)
{
    const DeviceModel *shelf =
        profile.powerShelfSku.isEmpty() ? nullptr : catalog.model(profile.powerShelfSku);
    if (!shelf || shelf->powerCapacityW <= 0)
        return 0;
    const int carrying = int(std::ceil(system.maxPowerW / shelf->powerCapacityW - 1e-9));
    return std::ceil(std::max(1, carrying) * shelf->powerCapacityW / 1000.0);
}

} // namespace

QStringList nvl72Systems()
{
    QStringList names;
    for (const Nvl72Profile &p : profiles())
        names << p.system;
    return names;
}

QString nvl72SystemFor(const QString &sku)
{
    for (const Nvl72Profile &p : profiles())
        if (p.systemSku.compare(sku, Qt::CaseInsensitive) == 0)
            return p.system;
    return {};
}

QString nvl72SkuFor(const QString &system)
{
    const Nvl72Profile *p = nvl72ProfileFor(system);
    return p ? p->systemSku : QString();
}

QString nvl72Basis(const QString &system)
{
    const Nvl72Profile *p = nvl72ProfileFor(system);
    return p ? p->basis : QString();
}

std::optional<Design> generateNvl72SuperPod(const Catalog &catalog, const Nvl72Options &o,
                                            QString *why)
{
    auto fail = [&](const QString &message) -> std::optional<Design> {
        if (why)
            *why = QStringLiteral("superpod ") + o.system + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    const Nvl72Profile *profile = nvl72ProfileFor(o.system);
    if (!profile)
        return fail(QStringLiteral("unknown rack-scale system (%1)")
                        .arg(nvl72Systems().join(QStringLiteral(", "))));
    QString computeSwitch = profile->computeSwitch;
    QString technology = profile->technology;
    if (o.optics == Optics::CoPackaged) {
        computeSwitch = cpoCounterpart(catalog, computeSwitch);
        if (computeSwitch.isEmpty())
            return fail(QStringLiteral("no co-packaged-optics switch for its compute fabric; "
                                       "--optics cpo is for dgx-b300 (xdr or spectrum-x), "
                                       "gb300-nvl72, vr-nvl72 and vr-nvl144-cpx"));
        technology += QStringLiteral(", co-packaged optics");
    }
    const QString kSystemSku = profile->systemSku;
    const DeviceModel *system = catalog.model(kSystemSku);
    const DeviceModel *storageModel = catalog.model(o.storageSku);
    if (!system || !catalog.model(profile->rackSku))
        return fail(QStringLiteral("the catalog lacks %1 or %2").arg(kSystemSku, profile->rackSku));
    if (radixOf(catalog, computeSwitch) < 2 * kSuRacks)
        return fail(
            QStringLiteral("\"%1\" is not a compute switch in the catalog").arg(computeSwitch));
    if (!storageModel || storageModel->kind != DeviceKind::Storage)
        return fail(
            QStringLiteral("\"%1\" is not a storage appliance in the catalog").arg(o.storageSku));
    if (o.sus < 1)
        return fail(QStringLiteral("--sus must be at least 1, not %1").arg(o.sus));
    const int slots = o.sus * kSuRacks;
    if (o.racks != 0 && (o.racks <= slots - kSuRacks || o.racks > slots))
        return fail(QStringLiteral("%1 SUs hold %2 to %3 NVL72 racks, not %4")
                        .arg(o.sus)
                        .arg(slots - kSuRacks + 1)
                        .arg(slots)
                        .arg(o.racks));
    const int racks = o.racks ? o.racks : slots;
    const PortGroup *ib = system->portGroup(QStringLiteral("ib"));
    const PortGroup *st = system->portGroup(QStringLiteral("storage"));
    const PortGroup *inb = system->portGroup(QStringLiteral("inband"));
    const int k = radixOf(catalog, computeSwitch);
    // Rail-optimized by compute tray: a leaf takes the same NICs of all 8 racks of its SU, so
    // 32 down ports hold 32 / 8 = 4 NICs (one tray) per rack.
    const int railWidth = (k / 2) / kSuRacks;

    const double fromShelves = shelvesKw(catalog, *profile, *system);
    const double rackKw = o.rackKw > 0      ? o.rackKw
                          : fromShelves > 0 ? fromShelves
                                            : rackKwFor(catalog, kSystemSku, 1);
    Draft draft;
    addFourFabrics(draft, technology, QStringLiteral("Ethernet 400G"),
                   QStringLiteral("Ethernet 100G"));
    std::vector<Zone> zones;
    std::vector<int> computeZone(std::size_t(o.sus)), netZone(std::size_t(o.sus));
    int spineZone = -1, storageZone = -1, mgmtZone = -1;
    const int susPerRow = std::max(1, int(std::ceil(std::sqrt(o.sus / 2.0))));
    auto addCentre = [&] {
        spineZone = int(zones.size());
        zones.push_back({QStringLiteral("spine"), QStringLiteral("Compute spines"), sku::rack,
                         kSupportRackKw, true});
        storageZone = int(zones.size());
        zones.push_back({QStringLiteral("storage"), QStringLiteral("Storage"), sku::rack,
                         kSupportRackKw, true});
        mgmtZone = int(zones.size());
        zones.push_back({QStringLiteral("mgmt"), QStringLiteral("Management"), sku::rack,
                         kSupportRackKw, true});
    };
    const int firstHalf = (o.sus + 1) / 2;
    std::vector<EndpointGroup> computeGroups, storageGroups, inbandGroups;
    int made = 0;
    for (int s = 0; s < o.sus; ++s) {
        if (s == firstHalf)
            addCentre();
        const QString su = QStringLiteral("su") + QString::number(s + 1);
        const QString title = QStringLiteral("SU") + QString::number(s + 1);
        computeZone[std::size_t(s)] = int(zones.size());
        zones.push_back({su, title + QStringLiteral(" NVL72"), profile->rackSku, rackKw,
                         s == firstHalf || s % susPerRow == 0});
        netZone[std::size_t(s)] = int(zones.size());
        zones.push_back({su + QStringLiteral("-net"), title + QStringLiteral(" network"), sku::rack,
                         kSupportRackKw, false});

        const int here = std::min(kSuRacks, racks - made);
        EndpointGroup g;
        g.label = su;
        g.zone = netZone[std::size_t(s)];
        g.railWidth = railWidth;
        for (int i = 0; i < here; ++i) {
            const int index =
                draft.addDevice(QStringLiteral("nvl72-") + su + u'-' + pad(i + 1, 2), kSystemSku,
                                Role::Compute, computeZone[std::size_t(s)]);
            draft.devices[std::size_t(index)].canvasPosition = QPointF((made + i) * 120.0, 600.0);
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
    if (spineZone < 0)
        addCentre();

    FatTreeSpec compute;
    compute.fabricId = fabric::compute;
    compute.prefix = QStringLiteral("ib");
    compute.switchSku = computeSwitch;
    compute.switchGroup = dataPortGroup(catalog, computeSwitch);
    compute.shape.radix = k;
    compute.shape.leafUp = k / 2;
    compute.shape.minTiers = 2;
    compute.spineZone = spineZone;
    compute.coreZone = spineZone;
    const DeviceModel *ufmModel = catalog.model(profile->ufmSku);
    const PortGroup *ufmPorts = ufmModel ? ufmModel->portGroup(QStringLiteral("ib")) : nullptr;
    if (!ufmPorts)
        return fail(QStringLiteral("the catalog lacks the UFM appliance %1").arg(profile->ufmSku));
    // The UFM manages the fabric from inside it, on compute-fabric ports (the DGX SuperPOD RAs
    // count its cables with the compute fabric's: RA-11333-001 Table 4, "Compute and UFM").
    // Those RAs give up a DGX slot for them; an NVL72 rack has no slot to give up, so the tree is
    // sized with the UFM's ports reserved on its top tier: at 32 and 64 SUs the non-blocking
    // cores come out exactly full, and one more core takes them.
    if (profile->ufmOnCompute)
        compute.shape.reservedTopPorts = profile->ufms * ufmPorts->count;
    QString reason;
    const auto tree = buildFatTree(draft, compute, computeGroups, &reason);
    if (!tree)
        return fail(reason);
    std::vector<int> ufms;
    for (int i = 0; i < profile->ufms; ++i)
        ufms.push_back(draft.addDevice(QStringLiteral("ufm-") + pad(i + 1, 2), profile->ufmSku,
                                       Role::Ufm, mgmtZone));
    if (profile->ufmOnCompute) {
        // From the last top-tier switch back, one port per switch: losing a switch loses one
        // UFM port only.
        const std::vector<int> &top = tree->topTier();
        std::size_t i = top.size();
        for (int ufm : ufms)
            for (int p = 0; p < ufmPorts->count; ++p) {
                while (i > 0 && tree->usedPorts[i - 1] >= k)
                    --i;
                if (i == 0)
                    return fail(QStringLiteral("the compute fabric has no free top-tier port for "
                                               "the UFM appliance (generator bug)"));
                --i;
                draft.addLink(fabric::compute, draft.device(ufm).id, ufmPorts->name, p,
                              draft.device(top[i]).id, compute.switchGroup, tree->usedPorts[i]);
            }
    }

    // Storage: 40 GB/s per 8 GPUs (a DGX's worth), on SN5600 Ethernet.
    const double demand =
        double(racks) * system->acceleratorCount / kGpusPerDgx * kStorageGBpsPerDgx;
    const int appliances = storageAppliancesFor(demand, *storageModel);
    StorageFabricSpec storage;
    storage.fabricId = fabric::storage;
    storage.switchSku = sku::eth800;
    for (EndpointGroup &g : storageGroups)
        g.railWidth = (radixOf(catalog, sku::eth800) / 2) / kSuRacks;
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

    // In-band on SN4600C: the control-plane servers' 100G NICs cannot link to 800G SN5600 ports.
    const int inbandRadix = radixOf(catalog, sku::eth100);
    for (EndpointGroup &g : inbandGroups)
        g.railWidth = (inbandRadix / 2) / kSuRacks;
    if (!buildInbandFabric(draft, catalog, std::move(inbandGroups), o.controlPlaneServers, mgmtZone,
                           inbandRadix / 8, &reason))
        return fail(reason);

    const int racksPerRow = susPerRow * 2 * kSuRacks;
    auto design = finish(draft, catalog, zones, racksPerRow, mgmtZone, QString(), &reason);
    if (!design)
        return fail(reason);
    // Every rack the design has, the network, management and storage racks with the NVL72 ones
    // (1 SU: 8 NVL72 racks of 15), as the Racks dock counts them.
    design->name = QStringLiteral("DGX %1 SuperPOD %2 SU (%3 racks, %4 GPUs%5)")
                       .arg(profile->title)
                       .arg(o.sus)
                       .arg(format::count(double(design->racks().size())))
                       .arg(format::count(double(racks) * system->acceleratorCount))
                       .arg(o.optics == Optics::CoPackaged ? QStringLiteral(", co-packaged optics")
                                                           : QString());
    return design;
}

} // namespace podcad
