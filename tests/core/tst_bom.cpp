// Bill of materials: quantities from the design (devices, racks, cables, transceivers per
// DOMAIN.md section 3), per-design price overrides, category subtotals, and the CSV export with
// its formula-injection guard.
#include "cabling/cableplan.h"
#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "export/csvexport.h"
#include "export/savefile.h"
#include "format/csvrecords.h"
#include "generate/basepod.h"
#include "generate/nvl72.h"
#include "model/design.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

DeviceModel model(const QString &sku, DeviceKind kind, double price,
                  std::vector<PortGroup> ports = {})
{
    DeviceModel m;
    m.sku = sku;
    m.name = sku + QStringLiteral(" item");
    m.vendor = QStringLiteral("Test");
    m.kind = kind;
    m.listPriceUsd = price;
    m.rackUnits = kind == DeviceKind::GpuServer ? 8 : kind == DeviceKind::Switch ? 1 : 0;
    m.priceProvenance = {QStringLiteral("test price"), QStringLiteral("2026-11"),
                         kind != DeviceKind::GpuServer};
    m.portGroups = std::move(ports);
    return m;
}

PortGroup group(const QString &name, int count, double gbps, const QString &connector, int perCage)
{
    PortGroup g;
    g.name = name;
    g.count = count;
    g.speedGbps = gbps;
    g.connector = connector;
    g.fabric = QStringLiteral("any");
    g.portsPerCage = perCage;
    return g;
}

// A small catalog whose prices make the hand sums below easy to follow.
Catalog testCatalog()
{
    std::vector<DeviceModel> models{
        model(QStringLiteral("GPU-A"), DeviceKind::GpuServer, 100000,
              {group(QStringLiteral("ib"), 8, 400, QStringLiteral("OSFP"), 2),
               group(QStringLiteral("bmc"), 1, 1, QStringLiteral("RJ45"), 1)}),
        model(QStringLiteral("SW"), DeviceKind::Switch, 20000,
              {group(QStringLiteral("ib"), 64, 400, QStringLiteral("OSFP"), 2),
               group(QStringLiteral("mgmt"), 1, 1, QStringLiteral("RJ45"), 1)}),
        model(QStringLiteral("RACK"), DeviceKind::Rack, 3000),
        model(QStringLiteral("PDU"), DeviceKind::Pdu, 1000),
        model(QStringLiteral("FIBER-MPO-3M"), DeviceKind::Cable, 60),
        model(QStringLiteral("AOC-400G"), DeviceKind::Cable, 900),
        model(QStringLiteral("CAT6-RJ45"), DeviceKind::Cable, 5),
        model(QStringLiteral("OSFP-2x400G-TWINPORT"), DeviceKind::Transceiver, 1600),
    };
    Accelerator acc;
    acc.id = QStringLiteral("acc-a");
    acc.bf16DenseTflops = 1000;
    models[0].acceleratorId = acc.id;
    models[0].acceleratorCount = 8;
    return Catalog::fromData(models, {acc});
}

Device device(const QString &id, const QString &sku, Role role, std::optional<double> price = {})
{
    Device d;
    d.id = id;
    d.sku = sku;
    d.role = role;
    d.rackId = QStringLiteral("r1");
    d.priceOverrideUsd = price;
    return d;
}

Link link(const QString &id, const QString &a, const QString &ga, int ia, const QString &b,
          const QString &gb, int ib, const QString &cable)
{
    Link l;
    l.id = id;
    l.a = {a, ga, ia};
    l.b = {b, gb, ib};
    l.cableSku = cable;
    return l;
}

const BomLine *find(const Bom &bom, const QString &sku, bool overridden = false)
{
    for (const BomLine &l : bom.lines())
        if (l.sku == sku && l.priceOverridden == overridden)
            return &l;
    return nullptr;
}

} // namespace

class TestBom final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void facilitySection()
    {
        Catalog catalog = testCatalog();
        FacilityModel ups;
        ups.sku = u"UPS-1"_s;
        ups.name = u"UPS one"_s;
        ups.kind = FacilityKind::Ups;
        ups.capacityKw = 500;
        ups.listPriceUsd = 200000;
        ups.priceProvenance = {u"estimate: test"_s, u"2026-01"_s, true};
        catalog.addFacilityModels({ups});
        Design d;
        QVERIFY(d.addRack({u"r1"_s, u"RACK"_s, {}, {}, {}, 30}));
        const Bom without = Bom::build(d, catalog, CablePlan::build(d, catalog));
        QVERIFY(!without.hasFacility());
        QCOMPARE(without.lineCount(BomCategory::Facility), 0);

        FacilityElement utility;
        utility.id = u"u1"_s;
        utility.kind = FacilityKind::Utility;
        utility.capacityKw = 2000; // no model: counted, not priced
        QVERIFY(d.addFacilityElement(utility));
        for (const QString &id : {u"ups1"_s, u"ups2"_s}) {
            FacilityElement e;
            e.id = id;
            e.kind = FacilityKind::Ups;
            e.sku = u"UPS-1"_s;
            e.fedFrom = {u"u1"_s};
            QVERIFY(d.addFacilityElement(e));
        }
        const Bom bom = Bom::build(d, catalog, CablePlan::build(d, catalog));
        QVERIFY(bom.hasFacility());
        const BomLine *line = find(bom, u"UPS-1"_s);
        QVERIFY(line);
        QCOMPARE(line->category, BomCategory::Facility);
        QCOMPARE(line->quantity, 2);
        QCOMPARE(bom.subtotalUsd(BomCategory::Facility), 400000.0);
        QCOMPARE(bom.totalUsd() - bom.totalWithoutFacilityUsd(), 400000.0);
        QCOMPARE(bom.totalWithoutFacilityUsd(), without.totalUsd());
        QCOMPARE(bom.warnings().size(), 1);
        QVERIFY(bom.warnings().first().contains(u"no catalog model"_s));
        // The facility section comes last, after the IT hardware.
        QCOMPARE(bom.lines().back().category, BomCategory::Facility);
    }

    void quantitiesAndPrices()
    {
        const Catalog catalog = testCatalog();
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK"), {}, {}, {}, 30}));
        QVERIFY(d.addDevice(device(QStringLiteral("n1"), QStringLiteral("GPU-A"), Role::Compute)));
        QVERIFY(d.addDevice(
            device(QStringLiteral("n2"), QStringLiteral("GPU-A"), Role::Compute, 90000)));
        QVERIFY(d.addDevice(device(QStringLiteral("sw1"), QStringLiteral("SW"), Role::Leaf)));
        QVERIFY(d.addDevice(device(QStringLiteral("pdu1"), QStringLiteral("PDU"), Role::Pdu)));
        QVERIFY(d.addDevice(device(QStringLiteral("pdu2"), QStringLiteral("PDU"), Role::Pdu)));
        const QString ib = QStringLiteral("ib"), fibre = QStringLiteral("FIBER-MPO-3M");
        QVERIFY(d.addLink(link(QStringLiteral("l1"), QStringLiteral("n1"), ib, 0,
                               QStringLiteral("sw1"), ib, 0, fibre)));
        QVERIFY(d.addLink(link(QStringLiteral("l2"), QStringLiteral("n1"), ib, 1,
                               QStringLiteral("sw1"), ib, 1, fibre)));
        QVERIFY(d.addLink(link(QStringLiteral("l3"), QStringLiteral("n2"), ib, 0,
                               QStringLiteral("sw1"), ib, 2, fibre)));
        QVERIFY(d.addLink(link(QStringLiteral("l4"), QStringLiteral("n2"), ib, 2,
                               QStringLiteral("sw1"), ib, 4, QStringLiteral("AOC-400G"))));
        QVERIFY(d.addLink(link(QStringLiteral("l5"), QStringLiteral("n1"), QStringLiteral("bmc"), 0,
                               QStringLiteral("sw1"), QStringLiteral("mgmt"), 0,
                               QStringLiteral("CAT6-RJ45"))));

        const Bom bom = Bom::build(d, catalog, CablePlan::build(d, catalog));
        QVERIFY(bom.warnings().isEmpty());
        // Compute: n1 at the catalog price, n2 at its own negotiated price -> two lines.
        QCOMPARE(find(bom, QStringLiteral("GPU-A"))->quantity, 1);
        QCOMPARE(find(bom, QStringLiteral("GPU-A"))->unitPriceUsd, 100000.0);
        const BomLine *negotiated = find(bom, QStringLiteral("GPU-A"), true);
        QVERIFY(negotiated);
        QCOMPARE(negotiated->quantity, 1);
        QCOMPARE(negotiated->unitPriceUsd, 90000.0);
        QVERIFY(!negotiated->priceProvenance.estimate);
        QCOMPARE(find(bom, QStringLiteral("SW"))->quantity, 1);
        QCOMPARE(find(bom, QStringLiteral("RACK"))->quantity, 1);
        QCOMPARE(find(bom, QStringLiteral("PDU"))->quantity, 2);
        // Cables: one per link, by the link's SKU.
        QCOMPARE(find(bom, fibre)->quantity, 3);
        QCOMPARE(find(bom, QStringLiteral("AOC-400G"))->quantity, 1);
        QCOMPARE(find(bom, QStringLiteral("CAT6-RJ45"))->quantity, 1);
        // Transceivers, twin-port cages of 2 ports (DOMAIN.md section 3), fibre links only:
        //   n1 cage 0 (ports 0, 1: l1, l2)      1
        //   n2 cage 0 (port 0: l3)              1
        //   sw1 cage 0 (ports 0, 1: l1, l2)     1
        //   sw1 cage 1 (port 2: l3)             1
        //   l4 is an AOC (own ends), l5 copper  0
        QCOMPARE(find(bom, QStringLiteral("OSFP-2x400G-TWINPORT"))->quantity, 4);
        QCOMPARE(find(bom, QStringLiteral("OSFP-2x400G-TWINPORT"))->category,
                 BomCategory::OpticsCables);

        // Subtotals by hand:
        //   compute      100,000 + 90,000                          = 190,000
        //   switches     20,000
        //   optics       3 x 60 + 900 + 5 + 4 x 1,600 = 180 + 905 + 6,400 = 7,485
        //   racks/power  2 x 1,000 + 3,000                         = 5,000
        QCOMPARE(bom.subtotalUsd(BomCategory::Compute), 190000.0);
        QCOMPARE(bom.subtotalUsd(BomCategory::NetworkSwitches), 20000.0);
        QCOMPARE(bom.subtotalUsd(BomCategory::OpticsCables), 7485.0);
        QCOMPARE(bom.subtotalUsd(BomCategory::RacksPower), 5000.0);
        QCOMPARE(bom.subtotalUsd(BomCategory::Storage), 0.0);
        QCOMPARE(bom.totalUsd(), 190000.0 + 20000.0 + 7485.0 + 5000.0);
        // Lines come in category order.
        for (size_t i = 1; i < bom.lines().size(); ++i)
            QVERIFY(bom.lines()[i - 1].category <= bom.lines()[i].category);
    }

    // Device override > design per-SKU override > catalog, for devices and for the non-device
    // lines (cables, transceivers, racks) that only the per-SKU override can reach.
    void designSkuOverridePrecedence()
    {
        const Catalog catalog = testCatalog();
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK"), {}, {}, {}, 30}));
        QVERIFY(d.addDevice(device(QStringLiteral("n1"), QStringLiteral("GPU-A"), Role::Compute)));
        QVERIFY(d.addDevice(device(QStringLiteral("n2"), QStringLiteral("GPU-A"), Role::Compute)));
        QVERIFY(d.addDevice(
            device(QStringLiteral("n3"), QStringLiteral("GPU-A"), Role::Compute, 70000)));
        QVERIFY(d.addDevice(device(QStringLiteral("sw1"), QStringLiteral("SW"), Role::Leaf)));
        const QString ib = QStringLiteral("ib"), fibre = QStringLiteral("FIBER-MPO-3M");
        QVERIFY(d.addLink(link(QStringLiteral("l1"), QStringLiteral("n1"), ib, 0,
                               QStringLiteral("sw1"), ib, 0, fibre)));
        QVERIFY(d.addLink(link(QStringLiteral("l2"), QStringLiteral("n2"), ib, 0,
                               QStringLiteral("sw1"), ib, 2, fibre)));
        const double before = Bom::build(d, catalog, CablePlan::build(d, catalog)).totalUsd();

        d.priceOverrides[QStringLiteral("GPU-A")] = 80000;
        d.priceOverrides[fibre] = 45;
        d.priceOverrides[QStringLiteral("OSFP-2x400G-TWINPORT")] = 1000;
        d.priceOverrides[QStringLiteral("NOT-USED")] = 1; // prices nothing
        const Bom bom = Bom::build(d, catalog, CablePlan::build(d, catalog));
        // n1, n2 take the design's SKU price; n3 keeps its own (a separate line).
        const BomLine *gpu = nullptr;
        int gpuLines = 0;
        for (const BomLine &l : bom.lines())
            if (l.sku == QStringLiteral("GPU-A")) {
                ++gpuLines;
                if (l.unitPriceUsd == 80000)
                    gpu = &l;
            }
        QCOMPARE(gpuLines, 2);
        QVERIFY(gpu);
        QCOMPARE(gpu->quantity, 2);
        QVERIFY(gpu->priceOverridden);
        QCOMPARE(gpu->priceProvenance.source, QStringLiteral("design price override"));
        QCOMPARE(find(bom, fibre, true)->unitPriceUsd, 45.0);
        QCOMPARE(find(bom, QStringLiteral("OSFP-2x400G-TWINPORT"), true)->quantity, 4);
        QVERIFY(!find(bom, QStringLiteral("SW"))->priceOverridden);
        // Hand: GPUs 2 x (100,000 -> 80,000), fibres 2 x (60 -> 45), optics 4 x (1,600 -> 1,000).
        QCOMPARE(bom.totalUsd(), before - 2 * 20000.0 - 2 * 15.0 - 4 * 600.0);
    }

    void unknownSkuAndMissingCableAreReported()
    {
        const Catalog catalog = testCatalog();
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK"), {}, {}, {}, 30}));
        QVERIFY(d.addDevice(device(QStringLiteral("n1"), QStringLiteral("GPU-A"), Role::Compute)));
        QVERIFY(d.addDevice(device(QStringLiteral("x"), QStringLiteral("NO-SUCH"), Role::Other)));
        QVERIFY(d.addLink(link(QStringLiteral("l1"), QStringLiteral("n1"), QStringLiteral("ib"), 0,
                               QStringLiteral("x"), QStringLiteral("ib"), 0, {})));
        const Bom bom = Bom::build(d, catalog, CablePlan::build(d, catalog));
        QCOMPARE(bom.warnings().size(), 2);
        QVERIFY(bom.warnings().join(u'\n').contains(u"NO-SUCH"));
        QCOMPARE(bom.totalUsd(), 100000.0 + 3000.0);
    }

    // DOMAIN.md section 3: "a full QM9700 holds 32 of them and a DGX H100 holds 4".
    void fullQm9700WithEightDgxNeeds64TwinPortModules()
    {
        QString error;
        auto catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK-48U"), {}, {}, {}, 40}));
        QVERIFY(d.addDevice(
            device(QStringLiteral("leaf"), QStringLiteral("MQM9700-NS2F"), Role::Leaf)));
        int port = 0;
        for (int n = 0; n < 8; ++n) {
            const QString id = QStringLiteral("dgx-%1").arg(n);
            QVERIFY(d.addDevice(device(id, QStringLiteral("DGX-H100"), Role::Compute)));
            for (int p = 0; p < 8; ++p, ++port)
                QVERIFY(d.addLink(link(QStringLiteral("l-%1").arg(port), id, QStringLiteral("ib"),
                                       p, QStringLiteral("leaf"), QStringLiteral("ib"), port,
                                       QStringLiteral("FIBER-MPO-3M"))));
        }
        const Bom bom = Bom::build(d, *catalog, CablePlan::build(d, *catalog));
        // 8 DGX x 4 modules + 1 switch x 32 modules = 64; 64 fibres.
        QCOMPARE(find(bom, QStringLiteral("OSFP-2x400G-TWINPORT"))->quantity, 8 * 4 + 32);
        QCOMPARE(find(bom, QStringLiteral("FIBER-MPO-3M"))->quantity, 64);
        QCOMPARE(find(bom, QStringLiteral("DGX-H100"))->quantity, 8);
        // Catalog prices and provenance pass through.
        const DeviceModel *dgx = catalog->model(QStringLiteral("DGX-H100"));
        QCOMPARE(find(bom, QStringLiteral("DGX-H100"))->unitPriceUsd, dgx->listPriceUsd);
        QCOMPARE(find(bom, QStringLiteral("DGX-H100"))->priceProvenance.estimate,
                 dgx->priceProvenance.estimate);
    }

    // A rack frame whose price is "included in" a system is included in a system the design
    // has: a GB300 NVL72 SuperPOD's BOM listed "GB200 NVL72 rack frame (MGX)", "included in
    // DGX-GB200-NVL72", a system it does not hold (issue 39), and a Vera Rubin NVL144 CPX's frame
    // was "included in DGX-VR-NVL72". Each frame is named for its system.
    void rackFramesComeWithTheDesignsSystem_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("systemName");
        QTest::newRow("gb200") << u"gb200-nvl72"_s << u"GB200 NVL72"_s;
        QTest::newRow("gb300") << u"gb300-nvl72"_s << u"GB300 NVL72"_s;
        QTest::newRow("vr") << u"vr-nvl72"_s << u"Vera Rubin"_s;
        QTest::newRow("vr-cpx") << u"vr-nvl144-cpx"_s << u"Vera Rubin"_s;
    }

    void rackFramesComeWithTheDesignsSystem()
    {
        QFETCH(QString, system);
        QFETCH(QString, systemName);
        QString error;
        auto catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        Nvl72Options options;
        options.system = system;
        const std::optional<Design> design = generateNvl72SuperPod(*catalog, options, &error);
        QVERIFY2(design, qPrintable(error));
        const Bom bom = Bom::build(*design, *catalog, CablePlan::build(*design, *catalog));
        std::set<QString> skus;
        for (const BomLine &line : bom.lines())
            skus.insert(line.sku);
        int frames = 0;
        const QString included = u"included in "_s;
        for (const BomLine &line : bom.lines()) {
            const QString &source = line.priceProvenance.source;
            if (!source.startsWith(included))
                continue;
            // "included in A" or, for a frame two systems share, "included in A or B".
            QString system;
            for (const QString &sku : source.mid(included.size()).split(u" or "_s))
                if (skus.count(sku))
                    system = sku;
            QVERIFY2(!system.isEmpty(), qPrintable(line.sku + u": "_s + source));
            const DeviceModel *frame = catalog->model(line.sku);
            QVERIFY(frame);
            if (frame->kind != DeviceKind::Rack)
                continue;
            ++frames;
            QVERIFY2(line.description.contains(systemName), qPrintable(line.description));
            QVERIFY2(catalog->model(system)->name.contains(systemName), qPrintable(system));
            QVERIFY(!frame->specProvenance.source.isEmpty());
        }
        QCOMPARE(frames, 1); // every NVL72 rack of the design stands in the one frame
    }

    // A link drawn without a cable SKU is priced with the cable the generators would
    // have chosen for its ports and run, so a BasePOD whose cables are all cleared costs, line for
    // line, what the generated one costs, and every cable and optic of it is marked as defaulted.
    void linksWithoutCableSkuArePricedAsGenerated_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::newRow("2 nodes") << 2;
        QTest::newRow("4 nodes") << 4;
        QTest::newRow("16 nodes") << 16;
    }

    void linksWithoutCableSkuArePricedAsGenerated()
    {
        QFETCH(int, nodes);
        QString error;
        auto catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        BasePodOptions options;
        options.nodes = nodes;
        const std::optional<Design> generated = generateBasePod(*catalog, options, &error);
        QVERIFY2(generated, qPrintable(error));
        QVERIFY(!generated->links().empty());

        // Generated links name no cable: the plan picks it. Naming the plan's pick on every link
        // (as a user would) prices the same, with nothing marked as the default.
        const Design &cleared = *generated;
        Design named = *generated;
        const CablePlan picked = CablePlan::build(*generated, *catalog);
        std::set<QString> fibreSkus;
        for (const auto &[id, original] : generated->links()) {
            QVERIFY(original.cableSku.isEmpty());
            Link l = original;
            l.cableSku = picked.cable(id)->medium->cableSku;
            QVERIFY(named.updateLink(l, &error));
            if (picked.cable(id)->medium->kind == MediumKind::Fibre)
                fibreSkus.insert(l.cableSku);
        }
        QVERIFY(!fibreSkus.empty());

        const Bom expected = Bom::build(named, *catalog, CablePlan::build(named, *catalog));
        const Bom actual = Bom::build(cleared, *catalog, CablePlan::build(cleared, *catalog));
        QVERIFY2(actual.warnings().isEmpty(), qPrintable(actual.warnings().join(u'\n')));
        QCOMPARE(actual.lines().size(), expected.lines().size());
        int optics = 0;
        for (std::size_t i = 0; i < expected.lines().size(); ++i) {
            const BomLine &e = expected.lines()[i], &a = actual.lines()[i];
            QCOMPARE(a.sku, e.sku);
            QCOMPARE(a.quantity, e.quantity);
            QCOMPARE(a.unitPriceUsd, e.unitPriceUsd);
            QCOMPARE(e.defaultedQuantity, 0);
            const DeviceModel *m = catalog->model(a.sku);
            QVERIFY(m);
            const bool cableOrOptic =
                m->kind == DeviceKind::Cable || m->kind == DeviceKind::Transceiver;
            // Every cable and optic comes from a cleared link; nothing else is defaulted.
            QCOMPARE(a.defaultedQuantity, cableOrOptic ? a.quantity : 0);
            QCOMPARE(a.markedDescription().contains(u"default for the ports"), cableOrOptic);
            if (m->kind == DeviceKind::Transceiver)
                optics += a.quantity;
        }
        QVERIFY(optics > 0);
        QCOMPARE(actual.totalUsd(), expected.totalUsd());
    }

    // The default follows the run: racks moved apart take a longer cable.
    void defaultFibreFollowsTheRun()
    {
        QString error;
        auto catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK-48U"), {}, {}, {}, 40}));
        QVERIFY(d.addRack({QStringLiteral("r2"), QStringLiteral("RACK-48U"), {}, {}, {}, 40}));
        QVERIFY(d.addDevice(
            device(QStringLiteral("leaf"), QStringLiteral("MQM9700-NS2F"), Role::Leaf)));
        QVERIFY(
            d.addDevice(device(QStringLiteral("dgx"), QStringLiteral("DGX-H100"), Role::Compute)));
        Device dgx = *d.device(QStringLiteral("dgx"));
        dgx.rackId = QStringLiteral("r2");
        dgx.lowestU = 1;
        QVERIFY(d.updateDevice(dgx, &error));
        Device leaf = *d.device(QStringLiteral("leaf"));
        leaf.rackId = QStringLiteral("r1");
        leaf.lowestU = 40;
        QVERIFY(d.updateDevice(leaf, &error));
        const Link l = link(QStringLiteral("l"), QStringLiteral("dgx"), QStringLiteral("ib"), 0,
                            QStringLiteral("leaf"), QStringLiteral("ib"), 0, {});
        QVERIFY(d.addLink(l));
        // The plan's pick covers the route, grows with it, and is what the BOM prices.
        double lastLength = 0;
        for (double apart : {0.0, 6.0, 12.0, 30.0, 60.0}) {
            Rack r2 = *d.rack(QStringLiteral("r2"));
            r2.floorPositionM = QPointF(apart, 0);
            QVERIFY(d.updateRack(r2, &error));
            const CablePlan plan = CablePlan::build(d, *catalog);
            const PlannedCable *c = plan.cable(QStringLiteral("l"));
            QVERIFY(c && c->medium && c->medium->reaches);
            QVERIFY(c->medium->cableLengthM >= c->route.lengthM());
            QVERIFY(c->medium->cableLengthM >= lastLength);
            lastLength = c->medium->cableLengthM;
            const Bom bom = Bom::build(d, *catalog, CablePlan::build(d, *catalog));
            QVERIFY(find(bom, c->medium->cableSku));
            QCOMPARE(find(bom, c->medium->cableSku)->quantity, 1);
            QCOMPARE(find(bom, c->medium->cableSku)->defaultedQuantity, 1);
        }
        QVERIFY(lastLength >= 60);
    }

    void csvField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"DGX-H100"_s << u"DGX-H100"_s;
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("equals") << u"=1+2"_s << u"'=1+2"_s;
        QTest::newRow("plus") << u"+41 cmd"_s << u"'+41 cmd"_s;
        QTest::newRow("minus") << u"-2+3"_s << u"'-2+3"_s;
        QTest::newRow("at") << u"@SUM(A1:A9)"_s << u"'@SUM(A1:A9)"_s;
        QTest::newRow("tab") << u"\t=1"_s << u"'\t=1"_s;
        QTest::newRow("carriage return") << u"\r=1"_s << u"\"'\r=1\""_s;
        QTest::newRow("nul") << QString(QChar(0)) + u"x"_s << u"'"_s + QChar(0) + u"x"_s;
        QTest::newRow("comma") << u"a,b"_s << u"\"a,b\""_s;
        QTest::newRow("quotes") << u"say \"hi\""_s << u"\"say \"\"hi\"\"\""_s;
        QTest::newRow("newline") << u"two\nlines"_s << u"\"two\nlines\""_s;
        QTest::newRow("dde") << u"=cmd|' /C calc'!A0"_s << u"'=cmd|' /C calc'!A0"_s;
        QTest::newRow("hyperlink") << u"=HYPERLINK(\"http://x\",\"y\")"_s
                                   << u"\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""_s;
        QTest::newRow("formula later is fine") << u"a=b"_s << u"a=b"_s;
    }

    void csvField()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(csv::field(text), expected);
    }

    void csvBomRoundTripsAndNeutralisesCatalogText()
    {
        std::vector<DeviceModel> models{model(QStringLiteral("EVIL"), DeviceKind::Switch, 10),
                                        model(QStringLiteral("RACK"), DeviceKind::Rack, 5)};
        models[0].name = QStringLiteral("=HYPERLINK(\"http://evil\",\"click\")");
        models[0].priceProvenance.source = QStringLiteral("@import, \"quoted\"\nnext line");
        const Catalog catalog = Catalog::fromData(models, {});
        Design d;
        QVERIFY(d.addRack({QStringLiteral("r1"), QStringLiteral("RACK"), {}, {}, {}, 30}));
        QVERIFY(d.addDevice(device(QStringLiteral("e1"), QStringLiteral("EVIL"), Role::Leaf)));
        QVERIFY(d.addDevice(device(QStringLiteral("e2"), QStringLiteral("EVIL"), Role::Leaf)));
        const Bom bom = Bom::build(d, catalog, CablePlan::build(d, catalog));
        const QByteArray bytes = csv::bom(bom);
        QVERIFY(bytes.endsWith("\r\n"));
        const auto rows = format::csvRecords(QString::fromUtf8(bytes));
        QCOMPARE(rows.size(), size_t(1 + 2)); // header, EVIL, RACK
        for (const QStringList &r : rows)
            QCOMPARE(r.size(), 10);
        QCOMPARE(rows[0][0], u"category"_s);
        QCOMPARE(rows[0][9], u"price_confidence"_s);
        const QStringList &evil = rows[1];
        QCOMPARE(evil[1], u"EVIL"_s);
        QCOMPARE(evil[2], u"'=HYPERLINK(\"http://evil\",\"click\")"_s);
        QCOMPARE(evil[3], u"2"_s);
        QCOMPARE(evil[4], u"10.00"_s);
        QCOMPARE(evil[5], u"20.00"_s); // 2 x 10
        QCOMPARE(evil[6], u"'@import, \"quoted\"\nnext line"_s);
        QCOMPARE(evil[9], u"not rated"_s); // a model built in code carries no rating
        // No cell a spreadsheet would evaluate.
        for (const QStringList &r : rows)
            for (const QString &cell : r)
                QVERIFY2(cell.isEmpty() || !QStringLiteral("=+-@").contains(cell.front()),
                         qPrintable(cell));
    }

    void saveFileLeavesOldFileOnFailure()
    {
        QTemporaryDir dir;
        // A directory in the way: the write must fail and leave it as it was.
        const QString blocked = dir.filePath(QStringLiteral("blocked.csv"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("blocked.csv")));
        QString error;
        QVERIFY(!saveFile(blocked, "x", &error));
        QVERIFY(error.contains(blocked));
        QVERIFY(QFileInfo(blocked).isDir());
        const QString ok = dir.filePath(QStringLiteral("ok.csv"));
        QVERIFY(saveFile(ok, "a,b\r\n", &error));
        QFile f(ok);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("a,b\r\n"));
    }
};

QTEST_GUILESS_MAIN(TestBom)
#include "tst_bom.moc"
