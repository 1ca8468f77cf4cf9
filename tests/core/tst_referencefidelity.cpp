// Reference fidelity: the generated DGX SuperPODs against the tables NVIDIA publishes, line by
// line. Every expected number is copied from the reference architecture named beside it, not
// derived; where PodCAD knowingly differs the test says so and docs/reference-fidelity.md
// explains why.
//
// Sources (read 2026-11 on docs.nvidia.com/dgx-superpod):
//   [H100-T4]  DGX SuperPOD RA with DGX H100, RA-11333-001, "Network Fabrics", Table 4 "Compute
//              fabric component count" (the B200 edition's Table 4 is the same table).
//   [H100-T7]  RA-11333-001, Table 7 "Major components of the 4 SU, 127-node DGX SuperPOD".
//   [B200-L]   DGX SuperPOD RA with DGX B200, "DGX SuperPOD Architecture", larger-SuperPOD
//              component counts (2 to 64 SUs; the H100 edition refers to its Table 3 for these).
//   [B300X-T3] DGX SuperPOD with DGX B300 systems, Quantum-X800 InfiniBand and AC power,
//              RA-11339-001 V01, "DGX SuperPOD Architecture", Table 3 "Example Compute Fabric
//              Components"; same page: four DGX B300 per rack, ~56 kW, three PDUs per rack.
//   [B300S-T3] DGX SuperPOD with DGX B300 on Spectrum-X (MGX racks, DC busbar edition),
//              "DGX SuperPOD Architecture", Table 3 "Larger DGX SuperPOD component counts".
#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/inventory.h"
#include "fabrictestdesigns.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <map>
#include <set>
#include <tuple>

using namespace podcad;

namespace {

// The compute fabric of a generated design, counted by what the RA tables count.
struct ComputeCounts final
{
    int nodes = 0;
    int gpus = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int ufms = 0;            // UFM appliances in the design
    int ufmComputeLinks = 0; // their cables into the compute fabric
    int nodeLeaf = 0;
    int leafSpine = 0;
    int spineCore = 0;
    int managementServers = 0;
};

ComputeCounts countCompute(const Design &design, const Catalog &catalog)
{
    ComputeCounts c;
    const Inventory inv = takeInventory(design, catalog, CablePlan::build(design, catalog));
    c.nodes = inv.nodes;
    c.gpus = inv.gpus;
    std::set<QString> seen;
    for (const auto &[id, link] : design.links()) {
        if (link.fabricId != QLatin1String("compute-ib"))
            continue;
        const Device *a = design.device(link.a.deviceId);
        const Device *b = design.device(link.b.deviceId);
        for (const Device *d : {a, b})
            if (seen.insert(d->id).second) {
                c.leaves += d->role == Role::Leaf;
                c.spines += d->role == Role::Spine;
                c.cores += d->role == Role::Core;
            }
        if (a->role == Role::Ufm || b->role == Role::Ufm)
            ++c.ufmComputeLinks;
    }
    for (const auto &[id, d] : design.devices()) {
        c.ufms += d.role == Role::Ufm;
        c.managementServers += d.sku == QLatin1String("CTRL-PLANE-SRV");
    }
    auto run = [&](const char *name) {
        const auto it = inv.cablesByRun.find(QString::fromLatin1(name));
        return it == inv.cablesByRun.end() ? 0 : it->second;
    };
    c.nodeLeaf = run("node-leaf");
    c.leafSpine = run("leaf-spine");
    c.spineCore = run("spine-core");
    return c;
}

} // namespace

class TestReferenceFidelity final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

    Design superPod(const QString &system, int sus, const QString &fabric = {})
    {
        auto design = test::superPod(*mCatalog, system, fabric, sus);
        if (!design)
            qFatal("no SuperPOD of %s", qPrintable(system));
        return std::move(*design);
    }

    // A generated reference design must analyse with no warning or error.
    void checkClean(const Design &design)
    {
        const Analysis a = analyze(design, *mCatalog);
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.code + u' ' + p.message));
        for (const RackReport &r : a.racks)
            QVERIFY2(!r.overPower && !r.overHeight && !r.overWeight && !r.uCollision,
                     qPrintable(r.rackId));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    // [H100-T4], every row; the same for DGX H200 and DGX B200 (the B200 edition's Table 4).
    void computeFabricOneToFourSus_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("sus");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("computeAndUfm"); // "Cable Counts: Compute and UFM"
        QTest::addColumn<int>("spineLeaf");     // "Cable Counts: Spine-Leaf"
        for (const char *system : {"dgx-h100", "dgx-h200", "dgx-b200"}) {
            const QString s = QString::fromLatin1(system);
            QTest::newRow(qPrintable(s + QStringLiteral(" 1 SU")))
                << s << 1 << 31 << 248 << 8 << 4 << 252 << 256;
            QTest::newRow(qPrintable(s + QStringLiteral(" 2 SU")))
                << s << 2 << 63 << 504 << 16 << 8 << 508 << 512;
            QTest::newRow(qPrintable(s + QStringLiteral(" 3 SU")))
                << s << 3 << 95 << 760 << 24 << 16 << 764 << 768;
            QTest::newRow(qPrintable(s + QStringLiteral(" 4 SU")))
                << s << 4 << 127 << 1016 << 32 << 16 << 1020 << 1024;
        }
    }

    void computeFabricOneToFourSus()
    {
        QFETCH(QString, system);
        QFETCH(int, sus);
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, computeAndUfm);
        QFETCH(int, spineLeaf);
        const Design design = superPod(system, sus);
        const ComputeCounts c = countCompute(design, *mCatalog);
        QCOMPARE(c.nodes, nodes);
        QCOMPARE(c.gpus, gpus);
        QCOMPARE(c.leaves, leaves);
        QCOMPARE(c.spines, spines);
        QCOMPARE(c.cores, 0);
        QCOMPARE(c.nodeLeaf + c.ufmComputeLinks, computeAndUfm);
        QCOMPARE(c.leafSpine, spineLeaf);
        checkClean(design);
    }

    // [H100-T7]: the 4-SU, 127-node build.
    void majorComponentsFourSus()
    {
        const Design design = superPod(QStringLiteral("dgx-h100"), 4);
        const ComputeCounts c = countCompute(design, *mCatalog);
        QCOMPARE(c.nodes, 127);           // "127 GPU nodes, DGX H100 system"
        QCOMPARE(c.ufms, 4);              // "4 UFM appliance"
        QCOMPARE(c.managementServers, 5); // "5 Management servers"
        // "38 Racks": PodCAD's racks without its storage rows (the RA leaves storage to the
        // certified partner's own racks): 32 compute, one network rack per SU, one for the
        // compute spines, one for management.
        int racksWithoutStorage = 0;
        for (const auto &[id, r] : design.racks())
            racksWithoutStorage += !r.name.startsWith(QLatin1String("Storage"));
        QCOMPARE(racksWithoutStorage, 38);
        // Table 4's four compute-fabric UFM cables come from two of the four appliances; the
        // other two manage the InfiniBand storage fabric.
        QCOMPARE(c.ufmComputeLinks, 4);
        int storageUfmLinks = 0;
        for (const auto &[id, link] : design.links())
            if (link.fabricId == QLatin1String("storage") &&
                (design.device(link.a.deviceId)->role == Role::Ufm ||
                 design.device(link.b.deviceId)->role == Role::Ufm))
                ++storageUfmLinks;
        QCOMPARE(storageUfmLinks, 4);
    }

    // [B200-L]: 8 to 64 SUs. Switches and switch-to-switch cables match the RA row for row;
    // the RA's rows count full SUs (its node-leaf cables equal its GPUs) and leave the UFM
    // out, while PodCAD keeps Table 4's rule and gives the compute UFM pair one DGX slot
    // whenever the top tier has no free port: one node fewer than the row.
    void largerSuperPods_data()
    {
        QTest::addColumn<int>("sus");
        QTest::addColumn<int>("raNodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        QTest::newRow("2 SU") << 2 << 64 << 16 << 8 << 0 << 512 << 0;
        QTest::newRow("4 SU") << 4 << 128 << 32 << 16 << 0 << 1024 << 0;
        QTest::newRow("8 SU") << 8 << 256 << 64 << 32 << 0 << 2048 << 0;
        QTest::newRow("16 SU") << 16 << 512 << 128 << 128 << 64 << 4096 << 4096;
        QTest::newRow("32 SU") << 32 << 1024 << 256 << 256 << 128 << 8192 << 8192;
        QTest::newRow("64 SU") << 64 << 2048 << 512 << 512 << 256 << 16384 << 16384;
    }

    void largerSuperPods()
    {
        QFETCH(int, sus);
        QFETCH(int, raNodes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, leafSpine);
        QFETCH(int, spineCore);
        const Design design = superPod(QStringLiteral("dgx-b200"), sus);
        const ComputeCounts c = countCompute(design, *mCatalog);
        QCOMPARE(c.nodes, raNodes - 1); // the UFM slot (documented difference)
        QCOMPARE(c.nodeLeaf, (raNodes - 1) * 8);
        QCOMPARE(c.ufmComputeLinks, 4);
        QCOMPARE(c.leaves, leaves);
        QCOMPARE(c.spines, spines);
        QCOMPARE(c.cores, cores);
        QCOMPARE(c.leafSpine, leafSpine);
        QCOMPARE(c.spineCore, spineCore);
    }

    // [B300X-T3], every row: DGX B300 on Quantum-X800 Q3400 (144 ports), 72 nodes per SU.
    void b300XdrComputeFabric_data()
    {
        QTest::addColumn<int>("sus");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::newRow("1 SU") << 1 << 72 << 576 << 8 << 4 << 576 << 576;
        QTest::newRow("2 SU") << 2 << 144 << 1152 << 16 << 8 << 1152 << 1152;
        QTest::newRow("4 SU") << 4 << 288 << 2304 << 32 << 18 << 2304 << 2304;
        QTest::newRow("8 SU") << 8 << 576 << 4608 << 64 << 36 << 4608 << 4608;
        // The RA's row reads 1,296 nodes and 9,216 GPUs, but 1,296 x 8 = 10,368, which its
        // node-leaf column confirms: the GPU cell is a typo, and 10,368 is tested.
        QTest::newRow("18 SU") << 18 << 1296 << 10368 << 144 << 72 << 10368 << 10368;
    }

    void b300XdrComputeFabric()
    {
        QFETCH(int, sus);
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, nodeLeaf);
        QFETCH(int, leafSpine);
        const Design design = superPod(QStringLiteral("dgx-b300"), sus, QStringLiteral("xdr"));
        const ComputeCounts c = countCompute(design, *mCatalog);
        QCOMPARE(c.nodes, nodes);
        QCOMPARE(c.gpus, gpus);
        QCOMPARE(c.leaves, leaves);
        QCOMPARE(c.spines, spines);
        QCOMPARE(c.cores, 0);
        QCOMPARE(c.nodeLeaf, nodeLeaf);
        QCOMPARE(c.leafSpine, leafSpine);
        // The table counts no UFM cables: the HA pair stands uncabled on the compute fabric.
        QCOMPARE(c.ufmComputeLinks, 0);
        QCOMPARE(c.ufms, 2);
        for (const auto &[id, d] : design.devices())
            if (d.role == Role::Leaf || d.role == Role::Spine)
                if (d.id.startsWith(QLatin1String("ib-")))
                    QCOMPARE(d.sku, QStringLiteral("Q3400-RA"));
        if (sus <= 4)
            checkClean(design);
    }

    // [B300X-T3]'s page: "four DGX B300 fit within a single rack ... ~56 kW".
    void b300XdrRacks()
    {
        const Design design = superPod(QStringLiteral("dgx-b300"), 1, QStringLiteral("xdr"));
        const Analysis a = analyze(design, *mCatalog);
        std::map<QString, int> dgxPerRack, pdusPerRack;
        for (const auto &[id, d] : design.devices()) {
            if (d.sku == QLatin1String("DGX-B300"))
                ++dgxPerRack[d.rackId];
            if (d.role == Role::Pdu)
                ++pdusPerRack[d.rackId];
        }
        QCOMPARE(int(dgxPerRack.size()), 72 / 4); // 18 compute racks for 72 nodes
        for (const auto &[rack, n] : dgxPerRack) {
            QCOMPARE(n, 4);
            // The RA shows three 2U PDUs; PodCAD sizes every feed for half the rack's peak
            // (DOMAIN.md section 4), which takes four 32.7 kW PDUs for ~56 kW. A documented
            // difference, left to the PDU-feed model being added beside this work.
            QCOMPARE(pdusPerRack[rack], 4);
        }
        for (const RackReport &r : a.racks)
            if (dgxPerRack.count(r.rackId))
                QVERIFY2(r.maxKw > 55 && r.maxKw < 58, qPrintable(QString::number(r.maxKw)));
    }

    // [B300S-T3], every row: DGX B300 on Spectrum-X, 64 nodes per SU, twin-plane. Switches match
    // the table. Its cables are 800G ones that carry both 400G planes (a node's port splits to
    // one leaf per plane); PodCAD draws one link per 400G plane port, so it has two links per RA
    // cable, and one twin-port transceiver on each end of each RA cable: 2 x (node-leaf +
    // leaf-spine) modules.
    void b300SpectrumX_data()
    {
        QTest::addColumn<int>("sus");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::newRow("1 SU") << 1 << 64 << 512 << 16 << 8 << 512 << 512;
        QTest::newRow("2 SU") << 2 << 128 << 1024 << 32 << 16 << 1024 << 1024;
        QTest::newRow("4 SU") << 4 << 256 << 2048 << 64 << 32 << 2048 << 2048;
        QTest::newRow("8 SU") << 8 << 512 << 4096 << 128 << 64 << 4096 << 4096;
        QTest::newRow("16 SU") << 16 << 1024 << 8192 << 256 << 128 << 8192 << 8192;
    }

    void b300SpectrumX()
    {
        QFETCH(int, sus);
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, nodeLeaf);
        QFETCH(int, leafSpine);
        const Design design =
            superPod(QStringLiteral("dgx-b300"), sus, QStringLiteral("spectrum-x"));
        const ComputeCounts c = countCompute(design, *mCatalog);
        QCOMPARE(c.nodes, nodes);
        QCOMPARE(c.gpus, gpus);
        QCOMPARE(c.leaves, leaves);
        QCOMPARE(c.spines, spines);
        QCOMPARE(c.cores, 0);
        QCOMPARE(c.nodeLeaf, 2 * nodeLeaf);
        QCOMPARE(c.leafSpine, 2 * leafSpine);
        QCOMPARE(c.ufms, 0); // an Ethernet compute and storage fabric: no subnet manager
        // The RA's optics: one twin-port module per occupied cage of the compute links. The
        // cable plan puts copper on the shortest runs, so a cage holds a module or a copper plug:
        // the two together are the RA's count, and the BOM counts the modules.
        const Inventory inv = takeInventory(design, *mCatalog, CablePlan::build(design, *mCatalog));
        const CablePlan plan = CablePlan::build(design, *mCatalog);
        std::set<std::tuple<QString, QString, int>> cages, withModule;
        for (const PlannedCable &c : plan.cables()) {
            const Link &l = *design.link(c.linkId);
            if (l.fabricId != QLatin1String("compute-ib"))
                continue;
            QVERIFY(c.medium);
            int side = 0;
            for (const PortRef *end : {&l.a, &l.b}) {
                const auto cage =
                    std::make_tuple(end->deviceId, end->portGroup, end->portIndex / 2);
                cages.insert(cage);
                if (c.medium->transceiverSku[side++] == QLatin1String("OSFP-2x400G-TWINPORT"))
                    withModule.insert(cage);
            }
        }
        QCOMPARE(int(cages.size()), 2 * (nodeLeaf + leafSpine));
        // A cage counts one module however many of its links name one.
        QVERIFY(inv.transceiversBySku.at(QStringLiteral("OSFP-2x400G-TWINPORT")) > 0);
        QVERIFY(inv.transceiversBySku.at(QStringLiteral("OSFP-2x400G-TWINPORT")) <=
                int(withModule.size()));
        // Two planes: every node reaches plane 1 and plane 2 leaves, GPU i on rail i of each.
        for (const auto &[id, link] : design.links())
            if (link.fabricId == QLatin1String("compute-ib") &&
                link.a.deviceId.startsWith(QLatin1String("dgx-"))) {
                const int plane = link.a.portIndex / 8 + 1, rail = link.a.portIndex % 8 + 1;
                const QString su = link.a.deviceId.section(u'-', 1, 1);
                QCOMPARE(link.b.deviceId,
                         QStringLiteral("sx-p%1-leaf-%2-r%3").arg(plane).arg(su).arg(rail));
            }
        if (sus <= 4)
            checkClean(design);
    }

    // A build refuses a system/fabric pair no RA describes.
    void refusals()
    {
        SuperPodOptions o;
        o.system = QStringLiteral("dgx-h100");
        o.fabric = QStringLiteral("xdr");
        QString why;
        QVERIFY(!generateSuperPod(*mCatalog, o, &why));
        QVERIFY2(why.contains(QLatin1String("ndr")), qPrintable(why));
        o.system = QStringLiteral("dgx-b300");
        o.fabric = QStringLiteral("ndr");
        QVERIFY(!generateSuperPod(*mCatalog, o, &why));
        QVERIFY2(why.contains(QLatin1String("xdr")), qPrintable(why));
    }

    // GB300 NVL72 SuperPOD. No DGX SuperPOD GB300 table was at hand: these follow the GB200 RA's
    // SU (8 NVL72 racks, DOMAIN.md section 4) with the NVL72 Enterprise RA's 4x ConnectX-8 800G
    // per compute tray on Q3400 (144 ports: a leaf takes 9 NICs of each of the 8 racks).
    void gb300Nvl72()
    {
        for (int sus : {1, 2, 4}) {
            Nvl72Options o;
            o.system = QStringLiteral("gb300-nvl72");
            o.sus = sus;
            QString why;
            const auto design = generateNvl72SuperPod(*mCatalog, o, &why);
            QVERIFY2(design, qPrintable(why));
            const ComputeCounts c = countCompute(*design, *mCatalog);
            QCOMPARE(c.gpus, 576 * sus);                 // 8 racks x 72 GPUs per SU
            QCOMPARE(c.leaves, 8 * sus);                 // 72 NICs per rack / 9 per leaf
            QCOMPARE(c.nodeLeaf, 576 * sus);             // one 800G cable per GPU
            QCOMPARE(c.leafSpine, 576 * sus);            // non-blocking: as many up as down
            QCOMPARE(c.spines, sus == 4 ? 18 : 4 * sus); // smallest divisor of 72 with the ports
            checkClean(*design);
        }
    }
};

QTEST_GUILESS_MAIN(TestReferenceFidelity)
#include "tst_referencefidelity.moc"
