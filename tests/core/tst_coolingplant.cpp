// The cooling plant (core/analysis/coolingplant): each rack's peak heat split into liquid and air,
// coolant flows for water and PG25, an N+1 CDU group losing a unit, air heat to the CRAHs, the
// chillers and dry coolers behind them, and floor loading of a GB300 NVL72 rack.
//
// Racks enter as RackReports written here (peak kW, liquid kW, weight), so the oracles do not
// move when the shipped catalog is edited. Every expected figure is derived by hand next to it.

#include "analysis/analysis.h"
#include "analysis/coolingplant.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "relativenear.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace podcad;

namespace {

// Hand figures to a relative 1e-6: they are sums of products of decimal inputs.
#define COMPARE_NEAR(actual, expected) QCOMPARE_NEAR(actual, expected, 1e-6)

// A GB300 NVL72-like rack: 132 kW peak, 85 % of it on the cold plates (112.2 kW), 19.8 kW to air;
// ~1,360 kg.
RackReport rackReport(const char *id, double maxKw = 132, double liquidKw = 112.2,
                      double weightKg = 1360)
{
    RackReport r;
    r.rackId = QString::fromLatin1(id);
    r.maxKw = maxKw;
    r.liquidKw = liquidKw;
    r.weightKg = weightKg;
    return r;
}

FacilityElement element(const char *id, FacilityKind kind, std::optional<double> capacityKw,
                        std::vector<QString> fedFrom = {}, const char *sku = "")
{
    FacilityElement e;
    e.id = QString::fromLatin1(id);
    e.kind = kind;
    e.name = e.id;
    e.sku = QString::fromLatin1(sku);
    e.capacityKw = capacityKw;
    e.fedFrom = std::move(fedFrom);
    return e;
}

Catalog testCatalog()
{
    DeviceModel rack;
    rack.sku = QStringLiteral("rack-600x1200");
    rack.name = rack.sku;
    rack.vendor = QStringLiteral("Test");
    rack.kind = DeviceKind::Rack;
    rack.rackUnits = 48;
    rack.widthMm = 600;
    rack.depthMm = 1200;
    Catalog catalog = Catalog::fromData({rack}, {});
    // A CDU rated 100 kW that pumps at most 150 L/min.
    FacilityModel cdu;
    cdu.sku = QStringLiteral("cdu-100");
    cdu.name = cdu.sku;
    cdu.vendor = QStringLiteral("Test");
    cdu.kind = FacilityKind::Cdu;
    cdu.capacityKw = 100;
    cdu.maxFlowLpm = 150;
    catalog.addFacilityModels({cdu});
    return catalog;
}

// Two racks on an N+1 group of three water CDUs (30 to 40 degrees C) fed from chiller ch-1; r-1
// names CRAH crah-1, r-2 names no CRAH; crah-2 is fed from ch-1 and dry cooler dc-1.
Design plantDesign()
{
    Design d;
    bool ok = d.addFacilityElement(element("ch-1", FacilityKind::Chiller, 1000));
    ok = ok && d.addFacilityElement(element("dc-1", FacilityKind::DryCooler, 1000));
    for (const char *id : {"cdu-1", "cdu-2", "cdu-3"}) {
        FacilityElement cdu =
            element(id, FacilityKind::Cdu, std::nullopt, {QStringLiteral("ch-1")}, "cdu-100");
        cdu.fluid = QStringLiteral("water");
        cdu.supplyC = 30;
        cdu.returnC = 40;
        ok = ok && d.addFacilityElement(cdu);
    }
    ok = ok &&
         d.addFacilityElement(element("crah-1", FacilityKind::Crah, 25, {QStringLiteral("ch-1")}));
    ok = ok && d.addFacilityElement(element("crah-2", FacilityKind::Crah, 25,
                                            {QStringLiteral("ch-1"), QStringLiteral("dc-1")}));
    Rack r1;
    r1.id = QStringLiteral("r-1");
    r1.sku = QStringLiteral("rack-600x1200");
    r1.floorPositionM = QPointF(2, 3);
    r1.cooledBy = {QStringLiteral("cdu-1"), QStringLiteral("cdu-2"), QStringLiteral("cdu-3"),
                   QStringLiteral("crah-1")};
    Rack r2 = r1;
    r2.id = QStringLiteral("r-2");
    r2.floorPositionM = QPointF(2.6, 3);
    r2.cooledBy = {QStringLiteral("cdu-1"), QStringLiteral("cdu-2"), QStringLiteral("cdu-3")};
    ok = ok && d.addRack(r1) && d.addRack(r2);
    if (!ok)
        qFatal("plantDesign: the design refused an element or rack");
    return d;
}

const CoolingUnitReport &unit(const CoolingPlant &plant, const char *id)
{
    const auto it =
        std::find_if(plant.units.begin(), plant.units.end(),
                     [&](const CoolingUnitReport &u) { return u.id == QLatin1String(id); });
    if (it == plant.units.end())
        qFatal("no cooling unit %s", id);
    return *it;
}

bool hasProblem(const CoolingPlant &plant, const char *code, const char *object)
{
    return std::any_of(plant.problems.begin(), plant.problems.end(), [&](const Problem &p) {
        return p.code == QLatin1String(code) && p.objectId == QLatin1String(object);
    });
}

} // namespace

class TestCoolingPlant final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coolantFlow()
    {
        // L/min = kW / (kg/L x kJ/(kg K) x K) x 60 for 100 kW.
        FacilityElement cdu;
        cdu.fluid = QStringLiteral("water");
        cdu.supplyC = 30;
        cdu.returnC = 40;
        // Water, 10 K: 100 / (1.0 x 4.18 x 10) x 60 = 6000 / 41.8 = 143.5407 L/min.
        COMPARE_NEAR(cduCoolant(cdu).flowLpm(100), 6000.0 / 41.8);
        // Water, 5 K (30 to 35): twice the flow, 6000 / 20.9 = 287.0813 L/min.
        cdu.returnC = 35;
        COMPARE_NEAR(cduCoolant(cdu).flowLpm(100), 6000.0 / 20.9);
        // PG25, 10 K: 100 / (1.02 x 3.95 x 10) x 60 = 6000 / 40.29 = 148.9203 L/min: ~1.5 L/min
        // per kW, the OCP sizing rule.
        cdu.fluid = QStringLiteral("pg25");
        cdu.returnC = 40;
        COMPARE_NEAR(cduCoolant(cdu).flowLpm(100), 6000.0 / 40.29);
        // PG25, 15 K (30 to 45): 6000 / (1.02 x 3.95 x 15) = 6000 / 60.435 = 99.2802 L/min.
        cdu.returnC = 45;
        COMPARE_NEAR(cduCoolant(cdu).flowLpm(100), 6000.0 / 60.435);
        // Unset fluid and temperatures: PG25 from 30 to 40 degrees C.
        COMPARE_NEAR(cduCoolant(FacilityElement{}).flowLpm(100), 6000.0 / 40.29);
        // Only the return given (a warm 25 degrees C loop, below the default supply): the default
        // 10 K rise, not a negative one.
        FacilityElement warm;
        warm.returnC = 25;
        COMPARE_NEAR(cduCoolant(warm).flowLpm(100), 6000.0 / 40.29);
    }

    void cduGroupAllUp()
    {
        const Design d = plantDesign();
        const CoolingPlant plant =
            analyzeCoolingPlant(d, testCatalog(), {rackReport("r-1"), rackReport("r-2")});
        QCOMPARE(plant.units.size(), std::size_t(7));
        // Each CDU takes a third of both racks' 112.2 kW: 224.4 / 3 = 74.8 kW of its 100 kW.
        for (const char *id : {"cdu-1", "cdu-2", "cdu-3"}) {
            const CoolingUnitReport &u = unit(plant, id);
            COMPARE_NEAR(u.loadKw, 74.8);
            COMPARE_NEAR(u.capacityKw, 100);
            COMPARE_NEAR(u.utilisation, 0.748);
            // Water at 10 K: 74.8 / 41.8 x 60 = 107.3684 L/min, within its 150 L/min.
            COMPARE_NEAR(*u.flowLpm, 74.8 / 41.8 * 60);
            COMPARE_NEAR(*u.maxFlowLpm, 150);
            QVERIFY(!u.over);
        }
        // A rack's flow: 112.2 / 41.8 x 60 = 161.0526 L/min; its heat split 112.2 liquid, 19.8 air.
        QCOMPARE(plant.racks.size(), std::size_t(2));
        COMPARE_NEAR(plant.racks[0].flowLpm, 112.2 / 41.8 * 60);
        COMPARE_NEAR(plant.racks[0].liquidHeatKw, 112.2);
        COMPARE_NEAR(plant.racks[0].airHeatKw, 19.8);
        QCOMPARE(plant.racks[0].positionM, QPointF(2, 3));
        QVERIFY(plant.racksWithoutCooling.empty());
        QVERIFY(!hasProblem(plant, "cdu-over-capacity", "cdu-1"));
    }

    void cduGroupLosingOne()
    {
        const Design d = plantDesign();
        const CoolingPlant plant = analyzeCoolingPlant(
            d, testCatalog(), {rackReport("r-1"), rackReport("r-2")}, {QStringLiteral("cdu-2")});
        // The two left carry 224.4 / 2 = 112.2 kW each, above their 100 kW, and pump
        // 112.2 / 41.8 x 60 = 161.0526 L/min, above their 150 L/min.
        for (const char *id : {"cdu-1", "cdu-3"}) {
            const CoolingUnitReport &u = unit(plant, id);
            COMPARE_NEAR(u.loadKw, 112.2);
            COMPARE_NEAR(*u.flowLpm, 112.2 / 41.8 * 60);
            QVERIFY(u.over);
            QVERIFY(hasProblem(plant, "cdu-over-capacity", id));
            QVERIFY(hasProblem(plant, "cdu-over-flow", id));
        }
        COMPARE_NEAR(unit(plant, "cdu-2").loadKw, 0);
        QVERIFY(plant.racksWithoutCooling.empty());
        // The rack's own flow does not change with the number of CDUs sharing it.
        COMPARE_NEAR(plant.racks[1].flowLpm, 112.2 / 41.8 * 60);

        // All three lost: both racks have liquid heat and no CDU left.
        const CoolingPlant none = analyzeCoolingPlant(
            d, testCatalog(), {rackReport("r-1"), rackReport("r-2")},
            {QStringLiteral("cdu-1"), QStringLiteral("cdu-2"), QStringLiteral("cdu-3")});
        QCOMPARE(none.racksWithoutCooling,
                 (std::vector<QString>{QStringLiteral("r-1"), QStringLiteral("r-2")}));
    }

    void airHeatAndHeatRejection()
    {
        const Design d = plantDesign();
        const CoolingPlant plant =
            analyzeCoolingPlant(d, testCatalog(), {rackReport("r-1"), rackReport("r-2")});
        // r-1 sends its 19.8 kW of air heat to crah-1; r-2 names no CRAH, so both CRAHs take
        // half of its 19.8 kW: crah-1 19.8 + 9.9 = 29.7 kW (over its 25 kW), crah-2 9.9 kW.
        COMPARE_NEAR(unit(plant, "crah-1").loadKw, 29.7);
        QVERIFY(unit(plant, "crah-1").over);
        QVERIFY(hasProblem(plant, "air-unit-over-capacity", "crah-1"));
        COMPARE_NEAR(unit(plant, "crah-2").loadKw, 9.9);
        QVERIFY(!unit(plant, "crah-2").flowLpm);
        // ch-1: the three CDUs' 224.4 kW, crah-1's 29.7 kW and half of crah-2's 9.9 kW:
        // 224.4 + 29.7 + 4.95 = 259.05 kW; dc-1 the other 4.95 kW.
        COMPARE_NEAR(unit(plant, "ch-1").loadKw, 259.05);
        COMPARE_NEAR(unit(plant, "dc-1").loadKw, 4.95);

        // crah-1 lost: r-1's air heat has no unit left; r-2's 19.8 kW all goes to crah-2.
        const CoolingPlant lost = analyzeCoolingPlant(
            d, testCatalog(), {rackReport("r-1"), rackReport("r-2")}, {QStringLiteral("crah-1")});
        COMPARE_NEAR(unit(lost, "crah-1").loadKw, 0);
        COMPARE_NEAR(unit(lost, "crah-2").loadKw, 19.8);
    }

    void losingHeatRejection()
    {
        const Design d = plantDesign();
        const std::vector<RackReport> racks{rackReport("r-1"), rackReport("r-2")};
        // Nothing failed: every watt of the 2 x 132 = 264 kW reaches ch-1 or dc-1.
        const CoolingPlant up = analyzeCoolingPlant(d, testCatalog(), racks);
        COMPARE_NEAR(up.heat.rackKw, 264);
        COMPARE_NEAR(up.heat.rejectedKw, 264);
        QCOMPARE(up.heat.lostKw, 0.0);
        QCOMPARE(up.heat.unmodelledKw, 0.0);
        QVERIFY(up.unitsCut.empty());

        // ch-1 lost: the three CDUs and crah-1 are fed from it alone, so they take no heat.
        // r-1's 112.2 kW liquid and its 19.8 kW air (it names crah-1 only) are lost; r-2's liquid
        // too; r-2's air goes to the room's one live CRAH, crah-2, and on to dc-1.
        const CoolingPlant noChiller =
            analyzeCoolingPlant(d, testCatalog(), racks, {QStringLiteral("ch-1")});
        QCOMPARE(noChiller.unitsCut,
                 (std::vector<QString>{QStringLiteral("cdu-1"), QStringLiteral("cdu-2"),
                                       QStringLiteral("cdu-3"), QStringLiteral("crah-1")}));
        QCOMPARE(noChiller.racksWithoutCooling,
                 (std::vector<QString>{QStringLiteral("r-1"), QStringLiteral("r-2")}));
        COMPARE_NEAR(unit(noChiller, "cdu-1").loadKw, 0);
        COMPARE_NEAR(unit(noChiller, "crah-2").loadKw, 19.8);
        COMPARE_NEAR(unit(noChiller, "dc-1").loadKw, 19.8);
        COMPARE_NEAR(noChiller.heat.rejectedKw, 19.8);
        COMPARE_NEAR(noChiller.heat.lostKw, 112.2 + 19.8 + 112.2);

        // Both lost: nothing is rejected and both racks lose cooling.
        const CoolingPlant none = analyzeCoolingPlant(
            d, testCatalog(), racks, {QStringLiteral("ch-1"), QStringLiteral("dc-1")});
        QCOMPARE(none.unitsCut.size(), std::size_t(5));
        QCOMPARE(none.racksWithoutCooling.size(), std::size_t(2));
        QCOMPARE(none.heat.rejectedKw, 0.0);
        COMPARE_NEAR(none.heat.lostKw, 264);
    }

    void losingEveryCrah()
    {
        const Design d = plantDesign();
        const std::vector<RackReport> racks{rackReport("r-1"), rackReport("r-2")};
        // crah-1 alone: r-1 names only it, so its 19.8 kW of air heat has no unit left.
        const CoolingPlant one =
            analyzeCoolingPlant(d, testCatalog(), racks, {QStringLiteral("crah-1")});
        QCOMPARE(one.racksWithoutCooling, std::vector<QString>{QStringLiteral("r-1")});
        COMPARE_NEAR(one.heat.lostKw, 19.8);
        // Both: r-2's air heat, shed into the room, has no CRAH to take it either.
        const CoolingPlant both = analyzeCoolingPlant(
            d, testCatalog(), racks, {QStringLiteral("crah-1"), QStringLiteral("crah-2")});
        QCOMPARE(both.racksWithoutCooling,
                 (std::vector<QString>{QStringLiteral("r-1"), QStringLiteral("r-2")}));
        COMPARE_NEAR(both.heat.lostKw, 39.6);
        COMPARE_NEAR(both.heat.rejectedKw, 224.4);
    }

    void unitFedFromNoRejection()
    {
        // A CDU on no chiller or dry cooler in a design that has them: its heat goes nowhere.
        Design d = plantDesign();
        QVERIFY(d.addFacilityElement(element("cdu-4", FacilityKind::Cdu, 200)));
        Rack r3;
        r3.id = QStringLiteral("r-3");
        r3.cooledBy = {QStringLiteral("cdu-4")};
        QVERIFY(d.addRack(r3));
        const std::vector<RackReport> racks{rackReport("r-1"), rackReport("r-2"),
                                            rackReport("r-3")};
        const CoolingPlant plant = analyzeCoolingPlant(d, testCatalog(), racks);
        QVERIFY(hasProblem(plant, "cooling-unit-no-rejection", "cdu-4"));
        QVERIFY(!hasProblem(plant, "cooling-unit-no-rejection", "cdu-1"));
        // r-3: 112.2 kW liquid on cdu-4, unrejected; its 19.8 kW air shared by the two CRAHs.
        COMPARE_NEAR(plant.heat.unmodelledKw, 112.2);
        COMPARE_NEAR(plant.heat.rejectedKw, 3 * 132 - 112.2);
        COMPARE_NEAR(plant.heat.rackKw, 3 * 132);

        // In a design without any chiller or dry cooler the plant beyond the CDUs is simply not
        // drawn: a warning naming the unit, not an error.
        Design bare;
        QVERIFY(bare.addFacilityElement(element("cdu-1", FacilityKind::Cdu, 200)));
        Rack r1;
        r1.id = QStringLiteral("r-1");
        r1.cooledBy = {QStringLiteral("cdu-1")};
        QVERIFY(bare.addRack(r1));
        const CoolingPlant open = analyzeCoolingPlant(bare, testCatalog(), {rackReport("r-1")});
        QVERIFY(hasProblem(open, "heat-rejection-not-modelled", "cdu-1"));
        QVERIFY(!hasProblem(open, "cooling-unit-no-rejection", "cdu-1"));
        // Its 19.8 kW of air heat has no CRAH in the design: not modelled either.
        COMPARE_NEAR(open.heat.unmodelledKw, 132);
        QVERIFY(open.racksWithoutCooling.empty());
    }

    void heatRejectionOverCapacity()
    {
        Design d = plantDesign();
        FacilityElement ch = *d.facilityElement(QStringLiteral("ch-1"));
        ch.capacityKw = 200; // below its 259.05 kW
        QVERIFY(d.updateFacilityElement(ch));
        const CoolingPlant plant =
            analyzeCoolingPlant(d, testCatalog(), {rackReport("r-1"), rackReport("r-2")});
        QVERIFY(hasProblem(plant, "heat-rejection-over-capacity", "ch-1"));
        QVERIFY(!hasProblem(plant, "heat-rejection-over-capacity", "dc-1"));
    }

    void rackWithoutCduAndNoCapacity()
    {
        Design d = plantDesign();
        // A CRAH whose model the catalog does not have and with no capacity of its own (one
        // with neither is refused by the design, as by its file), and a liquid-cooled rack naming
        // no CDU.
        QVERIFY(d.addFacilityElement(
            element("crah-3", FacilityKind::Crah, std::nullopt, {}, "CRAH-NOT-IN-CATALOG")));
        Rack r3;
        r3.id = QStringLiteral("r-3");
        QVERIFY(d.addRack(r3));
        const CoolingPlant plant = analyzeCoolingPlant(
            d, testCatalog(), {rackReport("r-1"), rackReport("r-2"), rackReport("r-3")});
        QVERIFY(hasProblem(plant, "rack-without-cdu", "r-3"));
        QVERIFY(!hasProblem(plant, "rack-without-cdu", "r-1"));
        QVERIFY(hasProblem(plant, "cooling-element-no-capacity", "crah-3"));
        // An air-cooled rack naming no CDU is fine.
        const CoolingPlant air = analyzeCoolingPlant(d, testCatalog(), {rackReport("r-3", 20, 0)});
        QVERIFY(!hasProblem(air, "rack-without-cdu", "r-3"));
    }

    void floorLoadingGb300()
    {
        Design d = plantDesign();
        const Catalog catalog = testCatalog();
        // ~1,360 kg on 0.6 x 1.2 m: 1360 / 0.72 = 1,888.89 kg/m2. With the default 1.2 m cold and
        // hot aisles, its row share is 0.6 x (1.2 + 0.6 + 0.6) = 1.44 m2: 944.44 kg/m2.
        CoolingPlant plant = analyzeCoolingPlant(d, catalog, {rackReport("r-1")});
        COMPARE_NEAR(plant.racks[0].floorLoadKgM2, 1360.0 / 0.72);
        COMPARE_NEAR(plant.racks[0].rowShareKgM2, 1360.0 / 1.44);
        QVERIFY(plant.problems.end() ==
                std::find_if(plant.problems.begin(), plant.problems.end(), [](const Problem &p) {
                    return p.code.startsWith(QLatin1String("rack-over-floor"));
                }));

        // A hall with a 1.8 m cold aisle: 0.6 x (1.2 + 0.9 + 0.6) = 1.62 m2, 839.51 kg/m2. Rated
        // 1,200 kg/m2: the row share fits, the footprint does not (a warning).
        Hall hall;
        hall.coldAisleM = 1.8;
        hall.floorRatingKgM2 = 1200;
        d.hall = hall;
        plant = analyzeCoolingPlant(d, catalog, {rackReport("r-1")});
        COMPARE_NEAR(plant.racks[0].rowShareKgM2, 1360.0 / 1.62);
        QVERIFY(hasProblem(plant, "rack-over-floor-rating-footprint", "r-1"));
        QVERIFY(!hasProblem(plant, "rack-over-floor-rating", "r-1"));

        // Alike racks are one warning: r-1 and r-2, one model at one load, a row of two naming
        // both; r-2 heavier (1,500 kg: 2,083 kg/m2) is a row of its own.
        auto footprintRows = [](const CoolingPlant &p) {
            std::vector<Problem> rows;
            for (const Problem &problem : p.problems)
                if (problem.code == QLatin1String("rack-over-floor-rating-footprint"))
                    rows.push_back(problem);
            return rows;
        };
        plant = analyzeCoolingPlant(d, catalog, {rackReport("r-1"), rackReport("r-2")});
        std::vector<Problem> rows = footprintRows(plant);
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0].count, 2);
        QCOMPARE(rows[0].objectId, QStringLiteral("r-1"));
        QCOMPARE(rows[0].exampleIds, (QStringList{QStringLiteral("r-1"), QStringLiteral("r-2")}));
        QVERIFY2(rows[0].message.startsWith(QStringLiteral("2 rack-600x1200 racks, from ")) &&
                     rows[0].message.contains(QStringLiteral("1,889 kg/m² each")),
                 qPrintable(rows[0].message));
        plant = analyzeCoolingPlant(d, catalog,
                                    {rackReport("r-1"), rackReport("r-2", 132, 112.2, 1500)});
        rows = footprintRows(plant);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].count + rows[1].count, 2);
        QVERIFY(hasProblem(plant, "rack-over-floor-rating-footprint", "r-2"));

        // Rated 800 kg/m2: the row share is over it too, an error (and only that one).
        d.hall->floorRatingKgM2 = 800;
        plant = analyzeCoolingPlant(d, catalog, {rackReport("r-1")});
        QVERIFY(hasProblem(plant, "rack-over-floor-rating", "r-1"));
        QVERIFY(!hasProblem(plant, "rack-over-floor-rating-footprint", "r-1"));
        const auto error =
            std::find_if(plant.problems.begin(), plant.problems.end(), [](const Problem &p) {
                return p.code == QLatin1String("rack-over-floor-rating");
            });
        QCOMPARE(error->severity, Severity::Error);

        // A rack model without a footprint: 0.6 x 1.2 m is assumed.
        Rack r = *d.rack(QStringLiteral("r-1"));
        r.sku = QStringLiteral("no-such-rack");
        QVERIFY(d.updateRack(r));
        plant = analyzeCoolingPlant(d, catalog, {rackReport("r-1")});
        COMPARE_NEAR(plant.racks[0].floorLoadKgM2, 1360.0 / 0.72);
    }

    void analyzeFillsFacility()
    {
        // analyze() reports the plant for a design that has one, and nothing for one that has not.
        const Catalog catalog = testCatalog();
        const Analysis withPlant = analyze(plantDesign(), catalog);
        QCOMPARE(withPlant.facility.cooling.size(), std::size_t(7));
        QCOMPARE(withPlant.facility.racks.size(), std::size_t(2));
        Design bare;
        Rack r;
        r.id = QStringLiteral("r-1");
        QVERIFY(bare.addRack(r));
        const Analysis without = analyze(bare, catalog);
        QVERIFY(without.facility.cooling.empty());
        QVERIFY(without.facility.racks.empty());
    }
};

QTEST_GUILESS_MAIN(TestCoolingPlant)
#include "tst_coolingplant.moc"
