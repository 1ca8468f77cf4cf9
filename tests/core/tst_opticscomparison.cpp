// Pluggable versus co-packaged optics on the same cabled topology: which switches are swapped,
// what stays, and the switch, power and energy figures by hand from the catalog rows.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/costassumptions.h"
#include "cost/opticscomparison.h"
#include "cost/opticsrows.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <set>

using namespace podcad;

namespace {

Catalog shippedCatalog()
{
    QString error;
    std::optional<Catalog> c = Catalog::open(test::catalogDbPath(), &error);
    if (!c)
        qFatal("catalog: %s", qPrintable(error));
    return std::move(*c);
}

Design b300Xdr(const Catalog &catalog, int sus)
{
    SuperPodOptions o;
    o.system = QStringLiteral("dgx-b300");
    o.fabric = QStringLiteral("xdr");
    o.sus = sus;
    QString why;
    std::optional<Design> d = generateSuperPod(catalog, o, &why);
    if (!d)
        qFatal("generate: %s", qPrintable(why));
    return std::move(*d);
}

// A stand-in for a co-packaged switch: the pluggable one's ports with its own price and power.
// Its cages are the pluggable ones', so the cable plan gives both the same media and the
// difference is the switches' alone.
DeviceModel standIn(const Catalog &catalog, const QString &sku, int ibPorts)
{
    DeviceModel m = *catalog.model(QStringLiteral("Q3400-RA"));
    m.sku = sku;
    m.name = sku;
    m.listPriceUsd = 200000;
    m.typicalPowerW = 3000;
    m.maxPowerW = 5000;
    for (PortGroup &g : m.portGroups)
        if (g.name == QLatin1String("ib"))
            g.count = ibPorts;
    return m;
}

int devicesOf(const Design &d, const QString &sku)
{
    int n = 0;
    for (const auto &[id, dev] : d.devices())
        n += dev.sku == sku;
    return n;
}

} // namespace

class TestOpticsComparison final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nothingToCompare()
    {
        const Catalog catalog = shippedCatalog();
        const Design design = b300Xdr(catalog, 1);
        const OpticsComparison c =
            compareOptics(design, catalog, {}, CablePlan::build(design, catalog));
        QVERIFY(!c.comparable);
        QVERIFY(c.why.contains(QStringLiteral("Nothing to compare")));
        QVERIFY(opticsRows(c).empty());
        QCOMPARE(c.pluggable.switches, 0);
    }

    void swapsInPlace()
    {
        Catalog catalog = shippedCatalog();
        catalog.overlay({standIn(catalog, QStringLiteral("CPO-TEST"), 144)},
                        QStringLiteral("test"));
        const Design design = b300Xdr(catalog, 4);
        const int n = devicesOf(design, QStringLiteral("Q3400-RA"));
        QVERIFY(n > 0);
        const OpticsComparison c = compareOptics(
            design, catalog, {{QStringLiteral("Q3400-RA"), QStringLiteral("CPO-TEST")}},
            CablePlan::build(design, catalog));
        QVERIFY(c.comparable);
        QCOMPARE(c.drawnAs, QStringLiteral("pluggable"));
        QCOMPARE(c.swappableSwitches, n);
        QVERIFY(c.kept.empty());
        QCOMPARE(c.pluggable.cpoSwitches, 0);
        QCOMPARE(c.cpo.cpoSwitches, n);
        QCOMPARE(c.cpo.switches, c.pluggable.switches);
        // Same cages on both sides: the same media, so the optics do not move.
        QCOMPARE(c.cpo.transceivers, c.pluggable.transceivers);
        QCOMPARE(c.cpo.opticsMaxW, c.pluggable.opticsMaxW);
        QCOMPARE(c.cpo.laserModules, c.pluggable.laserModules);
        // Q3400-RA: $150,000, 6,000 W max, 3,500 W typical (catalog rows); stand-in $200,000,
        // 5,000 W max, 3,000 W typical.
        QCOMPARE(c.cpo.switchesUsd - c.pluggable.switchesUsd, 50000.0 * n);
        QCOMPARE(c.cpo.switchMaxW - c.pluggable.switchMaxW, -1000.0 * n);
        QCOMPARE(c.cpo.switchTypicalW - c.pluggable.switchTypicalW, -500.0 * n);
        // Energy by the TCO's formula with the catalog's assumptions.
        const CostAssumptions a = CostAssumptions::resolve(design, catalog);
        const double perKw = a.value(costkey::loadFactor) * a.value(costkey::pue) *
                             a.value(costkey::hoursPerYear) * a.value(costkey::electricity) *
                             a.value(costkey::years);
        QVERIFY(perKw > 0);
        QVERIFY(qAbs((c.energyUsd(c.cpo) - c.energyUsd(c.pluggable)) - (-1.0 * n * perKw)) <
                1e-6 * n * perKw);
        const std::vector<OpticsRow> rows = opticsRows(c);
        QVERIFY(!rows.empty());
        QCOMPARE(rows.front().key, QStringLiteral("switches"));
    }

    // The case: a 4-SU DGX B300 XDR SuperPOD with its Q3400-RA on Quantum-X Photonics
    // Q3450-LD. By hand from the design's links and the catalog rows: every Q3400 cage in use
    // holds a twin-port OSFP-2x800G-XDR module that the CPO switch does without; the ConnectX-8
    // end of a node-leaf link trades its OSFP-2x400G-800G for the single-port OSFP-800G-DR4 a
    // CPO socket's fibre fits; each Q3450-LD adds its 18 laser source modules.
    void b300XdrByHand()
    {
        const Catalog catalog = shippedCatalog();
        const Design design = b300Xdr(catalog, 4);
        const QString q3400 = QStringLiteral("Q3400-RA");
        const QString q3450 = QStringLiteral("Q3450-LD");
        int switches = 0;
        for (const auto &[id, dev] : design.devices())
            switches += dev.sku == q3400;
        std::set<std::pair<QString, int>> cages; // Q3400 (device, cage) with a link
        int nicLinks = 0;                        // DGX to Q3400
        for (const auto &[id, link] : design.links()) {
            int ends = 0;
            for (const PortRef *end : {&link.a, &link.b})
                if (design.device(end->deviceId)->sku == q3400) {
                    cages.insert({end->deviceId, end->portIndex / 2});
                    ++ends;
                }
            const QString other =
                design.device(link.a.deviceId)->sku == q3400 ? link.b.deviceId : link.a.deviceId;
            if (ends == 1 && design.device(other)->sku == QLatin1String("DGX-B300"))
                ++nicLinks;
        }
        QCOMPARE(nicLinks, 288 * 8); // 288 DGX B300, 8 compute ports each
        // Non-blocking: as many leaf-spine links as node-leaf ones, two switch ends each.
        QCOMPARE(int(cages.size()), (nicLinks + 2 * nicLinks) / 2);

        const OpticsComparison c =
            compareOptics(design, catalog, cpoPairs(catalog), CablePlan::build(design, catalog));
        QVERIFY(c.comparable);
        QCOMPARE(c.drawnAs, QStringLiteral("pluggable"));
        QCOMPARE(c.swappableSwitches, switches);
        QVERIFY(c.kept.empty());
        QCOMPARE(c.cpo.cpoSwitches, switches);

        const DeviceModel &xdr = *catalog.model(QStringLiteral("OSFP-2x800G-XDR"));
        const DeviceModel &nicBefore = *catalog.model(QStringLiteral("OSFP-2x400G-800G"));
        const DeviceModel &nicAfter = *catalog.model(QStringLiteral("OSFP-800G-DR4"));
        const int removed = int(cages.size());
        QCOMPARE(c.pluggable.transceivers - c.cpo.transceivers, removed);
        QCOMPARE(c.cpo.laserModules - c.pluggable.laserModules, -removed + 18 * switches);
        const auto near = [](double a, double b) { return qAbs(a - b) < 1e-6 * (1 + qAbs(b)); };
        QVERIFY(near(c.cpo.opticsTypicalW - c.pluggable.opticsTypicalW,
                     -removed * xdr.typicalPowerW +
                         nicLinks * (nicAfter.typicalPowerW - nicBefore.typicalPowerW)));
        QVERIFY(
            near(c.cpo.opticsMaxW - c.pluggable.opticsMaxW,
                 -removed * xdr.maxPowerW + nicLinks * (nicAfter.maxPowerW - nicBefore.maxPowerW)));
        QVERIFY(near(c.cpo.transceiversUsd - c.pluggable.transceiversUsd,
                     -removed * xdr.listPriceUsd +
                         nicLinks * (nicAfter.listPriceUsd - nicBefore.listPriceUsd)));
        const DeviceModel &from = *catalog.model(q3400);
        const DeviceModel &to = *catalog.model(q3450);
        QVERIFY(near(c.cpo.switchesUsd - c.pluggable.switchesUsd,
                     switches * (to.listPriceUsd - from.listPriceUsd)));
        QVERIFY(near(c.cpo.switchMaxW - c.pluggable.switchMaxW,
                     switches * (to.maxPowerW - from.maxPowerW)));
        // The switches' maxima include the modules in their cages: network power at full load
        // changes by the switches' maxima and the NIC ends' modules.
        QVERIFY(near(c.cpo.networkMaxKw() - c.pluggable.networkMaxKw(),
                     (switches * (to.maxPowerW - from.maxPowerW) +
                      nicLinks * (nicAfter.maxPowerW - nicBefore.maxPowerW)) /
                         1000.0));
        // What the issue asks the comparison to show: CPO saves power and optics cost here.
        QVERIFY(c.cpo.networkMaxKw() < c.pluggable.networkMaxKw());
        QVERIFY(c.energyUsd(c.cpo) < c.energyUsd(c.pluggable));
    }

    // The other direction: a design drawn with the co-packaged switch compares the same way.
    void drawnWithCpo()
    {
        Catalog catalog = shippedCatalog();
        catalog.overlay({standIn(catalog, QStringLiteral("CPO-TEST"), 144)},
                        QStringLiteral("test"));
        Design design = b300Xdr(catalog, 1);
        std::vector<Device> cpo;
        for (const auto &[id, dev] : design.devices())
            if (dev.sku == QLatin1String("Q3400-RA"))
                cpo.push_back(dev);
        for (Device d : cpo) {
            d.sku = QStringLiteral("CPO-TEST");
            QVERIFY(design.updateDevice(d));
        }
        const OpticsComparison c = compareOptics(
            design, catalog, {{QStringLiteral("Q3400-RA"), QStringLiteral("CPO-TEST")}},
            CablePlan::build(design, catalog));
        QVERIFY(c.comparable);
        QCOMPARE(c.drawnAs, QStringLiteral("cpo"));
        QCOMPARE(c.cpo.cpoSwitches, int(cpo.size()));
        QCOMPARE(c.pluggable.cpoSwitches, 0);
    }

    // The side the design already is reads the plan the caller has (the editor's live analysis)
    // and plans only the other side; the figures equal those of a comparison that plans both.
    void sharesTheDesignsPlan()
    {
        const Catalog catalog = shippedCatalog();
        const Design design = b300Xdr(catalog, 1);
        const OpticsComparison planned =
            compareOptics(design, catalog, cpoPairs(catalog), CablePlan::build(design, catalog));
        const CablePlan plan = CablePlan::build(design, catalog);
        const std::uint64_t before = CablePlan::wholeBuilds();
        const OpticsComparison shared = compareOptics(design, catalog, cpoPairs(catalog), plan);
        QCOMPARE(CablePlan::wholeBuilds(), before + 1);
        QCOMPARE(shared.drawnAs, QStringLiteral("pluggable"));
        QVERIFY(shared.pluggable == planned.pluggable);
        QVERIFY(shared.cpo == planned.cpo);
        QVERIFY(shared.pluggable.transceivers > shared.cpo.transceivers);
    }

    // A counterpart with fewer ports than the links use cannot take the switch's place: the
    // switch stays as drawn and the comparison names it and why.
    void keepsWhatDoesNotFit()
    {
        Catalog catalog = shippedCatalog();
        catalog.overlay({standIn(catalog, QStringLiteral("CPO-SMALL"), 8)}, QStringLiteral("test"));
        const Design design = b300Xdr(catalog, 1);
        const OpticsComparison c = compareOptics(
            design, catalog, {{QStringLiteral("Q3400-RA"), QStringLiteral("CPO-SMALL")}},
            CablePlan::build(design, catalog));
        QVERIFY(c.comparable);
        QCOMPARE(int(c.kept.size()), devicesOf(design, QStringLiteral("Q3400-RA")));
        QVERIFY(c.kept.front().why.contains(QStringLiteral("CPO-SMALL has 8")));
        QCOMPARE(c.cpo.cpoSwitches, 0);
    }
};

QTEST_GUILESS_MAIN(TestOpticsComparison)
#include "tst_opticscomparison.moc"
