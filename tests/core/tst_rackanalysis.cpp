// Rack budgets, design totals and the problems list (core/analysis).
//
// The catalog is built here with Catalog::fromData from DOMAIN.md figures, so that the oracles
// below do not move when the shipped catalog is edited. Every expected figure is derived by hand in
// a comment next to it. Typical power of the DGX (7,500 W) and the switch weight (14.5 kg) are test
// figures of our own: DOMAIN.md gives only the maxima, and the tests need a distinct typical.

#include "analysis/analysis.h"
#include "analysis/portusage.h"
#include "analysis/powercooling.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace podcad;

namespace {

constexpr double kEps = 1e-6;

#define COMPARE_NEAR(actual, expected)                                                             \
    do {                                                                                           \
        const double a_ = (actual), e_ = (expected);                                               \
        QVERIFY2(std::abs(a_ - e_) <= kEps * std::max(1.0, std::abs(e_)),                          \
                 qPrintable(QStringLiteral("%1 = %2, expected %3")                                 \
                                .arg(QString::fromLatin1(#actual))                                 \
                                .arg(a_, 0, 'g', 12)                                               \
                                .arg(e_, 0, 'g', 12)));                                            \
    } while (false)

PortGroup ports(const char *name, int count, double gbps, int perCage = 1)
{
    PortGroup g;
    g.name = QString::fromLatin1(name);
    g.count = count;
    g.speedGbps = gbps;
    g.connector = QStringLiteral("OSFP");
    g.fabric = QStringLiteral("any");
    g.portsPerCage = perCage;
    return g;
}

DeviceModel model(const char *sku, DeviceKind kind, int units, double kg, double typicalW,
                  double maxW)
{
    DeviceModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = m.sku;
    m.vendor = QStringLiteral("Test");
    m.kind = kind;
    m.rackUnits = units;
    m.weightKg = kg;
    m.typicalPowerW = typicalW;
    m.maxPowerW = maxW;
    return m;
}

Catalog testCatalog(bool withPue = true)
{
    std::vector<DeviceModel> models;

    // DGX H100 (DOMAIN.md §2): 8U, 130.45 kg, 10.2 kW max, 1,105 CFM, 8x H100 SXM.
    DeviceModel dgx = model("dgx-h100", DeviceKind::GpuServer, 8, 130.45, 7500, 10200);
    dgx.airflowCfm = 1105;
    dgx.acceleratorId = QStringLiteral("h100-sxm");
    dgx.acceleratorCount = 8;
    dgx.portGroups = {ports("ib", 8, 400), ports("bmc", 1, 1)};
    models.push_back(dgx);

    // QM9700 (DOMAIN.md §3): 1U, 747 W typical, 1,720 W max, 64x 400G in 32 twin-port cages.
    DeviceModel qm = model("qm9700", DeviceKind::Switch, 1, 14.5, 747, 1720);
    qm.portGroups = {ports("ib", 64, 400, 2), ports("mgmt", 1, 1)};
    models.push_back(qm);

    // GB200 NVL72 as one 48U system (DOMAIN.md §2, §5): ~1,360 kg, 120 kW, liquid mandatory.
    DeviceModel nvl = model("nvl72", DeviceKind::GpuServer, 48, 1360, 110000, 120000);
    nvl.liquidFraction = 0.85;
    nvl.acceleratorId = QStringLiteral("gb200");
    nvl.acceleratorCount = 72;
    nvl.portGroups = {ports("ib", 72, 400)};
    models.push_back(nvl);

    DeviceModel rack = model("rack-48u", DeviceKind::Rack, 48, 150, 0, 0);
    rack.maxLoadKg = 1500;
    models.push_back(rack);
    DeviceModel light = model("rack-light", DeviceKind::Rack, 42, 100, 0, 0);
    light.maxLoadKg = 250;
    models.push_back(light);
    // An integrated rack sold as one system: the rack model carries power and GPUs itself.
    DeviceModel system = model("nvl72-rack", DeviceKind::Rack, 48, 1360, 110000, 120000);
    system.liquidFraction = 0.85;
    system.acceleratorId = QStringLiteral("gb200");
    system.acceleratorCount = 72;
    models.push_back(system);

    models.push_back(model("pdu-0u", DeviceKind::Pdu, 0, 10, 0, 0));
    models.push_back(model("mpo-cable", DeviceKind::Cable, 0, 0, 0, 0));
    models.push_back(model("cx7-nic", DeviceKind::Nic, 0, 0, 24.9, 24.9));

    Accelerator h100;
    h100.id = QStringLiteral("h100-sxm");
    h100.name = QStringLiteral("H100 SXM");
    h100.bf16DenseTflops = 989;
    h100.fp8DenseTflops = 1979;
    h100.memoryGb = 80;
    Accelerator gb200;
    gb200.id = QStringLiteral("gb200");
    gb200.name = QStringLiteral("GB200 Blackwell GPU");
    gb200.bf16DenseTflops = 2500;
    gb200.fp8DenseTflops = 5000;
    gb200.memoryGb = 186;

    std::vector<AssumptionDefault> assumptions;
    if (withPue) {
        AssumptionDefault pue;
        pue.key = QStringLiteral("pue");
        pue.value = 1.3;
        assumptions.push_back(pue);
    }
    return Catalog::fromData(std::move(models), {h100, gb200}, {}, std::move(assumptions));
}

void addRack(Design &design, const char *id, const char *sku, double limitKw)
{
    Rack rack;
    rack.id = QString::fromLatin1(id);
    rack.sku = QString::fromLatin1(sku);
    rack.powerLimitKw = limitKw;
    QString why;
    QVERIFY2(design.addRack(rack, &why), qPrintable(why));
}

// Site feeds of 415 V 250 A three-phase at 80 % on both sides: 415 x 250 x sqrt(3) x 0.8 =
// 143.76 kW each, enough for a 120 kW NVL72 rack on one feed (the A/B check).
void feedRackFully(Design &design, const char *id)
{
    Rack rack = *design.rack(QString::fromLatin1(id));
    rack.feeds = {PowerFeed{415, 250, 3, 0.8}, PowerFeed{415, 250, 3, 0.8}};
    QVERIFY(design.updateRack(rack));
}

void addDevice(Design &design, const char *id, const char *sku, const char *rackId = "",
               int lowestU = 0, std::optional<double> powerOverrideW = {})
{
    Device device;
    device.id = QString::fromLatin1(id);
    device.sku = QString::fromLatin1(sku);
    device.rackId = QString::fromLatin1(rackId);
    device.lowestU = lowestU;
    device.powerOverrideW = powerOverrideW;
    QString why;
    QVERIFY2(design.addDevice(device, &why), qPrintable(why));
}

void addFabric(Design &design)
{
    Fabric fabric;
    fabric.id = QStringLiteral("compute");
    fabric.name = QStringLiteral("Compute");
    QString why;
    QVERIFY2(design.addFabric(fabric, &why), qPrintable(why));
}

void addLink(Design &design, const char *id, const char *devA, const char *groupA, int indexA,
             const char *devB, const char *groupB, int indexB, const char *cable = "mpo-cable",
             const char *fabric = "compute")
{
    Link link;
    link.id = QString::fromLatin1(id);
    link.a = {QString::fromLatin1(devA), QString::fromLatin1(groupA), indexA};
    link.b = {QString::fromLatin1(devB), QString::fromLatin1(groupB), indexB};
    link.cableSku = QString::fromLatin1(cable);
    link.fabricId = QString::fromLatin1(fabric);
    QString why;
    QVERIFY2(design.addLink(link, &why), qPrintable(why));
}

std::vector<Problem> withCode(const Analysis &analysis, const QString &code)
{
    std::vector<Problem> out;
    for (const Problem &p : analysis.problems)
        if (p.code == code)
            out.push_back(p);
    return out;
}

const RackReport *rackReport(const Analysis &analysis, const QString &id)
{
    for (const RackReport &r : analysis.racks)
        if (r.rackId == id)
            return &r;
    return nullptr;
}

QString dump(const Analysis &analysis)
{
    QStringList lines;
    for (const Problem &p : analysis.problems)
        lines << QStringLiteral("%1 %2 %3 %4: %5")
                     .arg(severityName(p.severity), p.code, p.objectId, p.field, p.message);
    return lines.join(u'\n');
}

} // namespace

class TestRackAnalysis final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void portOveruseIsCappedAndCounted();
    void unitConversions();
    void coolingMethod_data();
    void coolingMethod();
    void fourDgxInOneRack();
    void powerLimit_data();
    void powerLimit();
    void liquidRack();
    void powerOverride();
    void emptyRack();
    void overWeight_data();
    void overWeight();
    void overHeight_data();
    void overHeight();
    void uCollision_data();
    void uCollision();
    void portProblems();
    void unknownSku();
    void wrongKind();
    void totals();
    void pue_data();
    void pue();
    void rackAsSystem();
    void emptyDesign();
    void problemOrder();
};

void TestRackAnalysis::unitConversions()
{
    // DOMAIN.md §5: 1 W = 3.412 BTU/h; 1 ton = 12,000 BTU/h = 12,000 / 3.412 W = 3,516.999 W.
    COMPARE_NEAR(power::heatBtuPerHr(1.0), 3.412);
    const double wattsPerTon = 12000.0 / 3.412;
    QVERIFY(std::abs(wattsPerTon - 3516.999) < 0.001);
    QVERIFY(std::abs(wattsPerTon - 3517.0) < 0.01); // "1 ton = 3.517 kW"
    COMPARE_NEAR(power::coolingTons(wattsPerTon), 1.0);
    COMPARE_NEAR(power::coolingTons(3517.0), 3517.0 * 3.412 / 12000.0);
    // CFM = 3.16 x W / delta-T(F): 10,000 W at 20 F -> 1,580 CFM.
    COMPARE_NEAR(power::airflowCfm(10000, 20), 1580.0);
}

void TestRackAnalysis::coolingMethod_data()
{
    QTest::addColumn<double>("kw");
    QTest::addColumn<double>("liquidShare");
    QTest::addColumn<QString>("method");

    const QString none = QStringLiteral("none");
    const QString air = QStringLiteral("air (CRAC/CRAH)");
    const QString inRow = QStringLiteral("in-row air");
    const QString rearDoor = QStringLiteral("rear-door heat exchanger");
    const QString d2c = QStringLiteral("direct-to-chip liquid");
    const QString single = QStringLiteral("single-phase immersion");
    const QString twoPhase = QStringLiteral("two-phase immersion");

    // Bands are [low, high): each edge belongs to the band above it.
    QTest::newRow("empty") << 0.0 << 0.0 << none;
    QTest::newRow("tiny") << 0.001 << 0.0 << air;
    QTest::newRow("just under 15") << 14.999 << 0.0 << air;
    QTest::newRow("15") << 15.0 << 0.0 << inRow;
    QTest::newRow("just under 30") << 29.999 << 0.0 << inRow;
    QTest::newRow("30") << 30.0 << 0.0 << rearDoor;
    QTest::newRow("4x DGX H100 40.8") << 40.8 << 0.0 << rearDoor;
    QTest::newRow("just under 50") << 49.999 << 0.0 << rearDoor;
    QTest::newRow("50") << 50.0 << 0.0 << d2c;
    QTest::newRow("100, in the immersion overlap") << 100.0 << 0.0 << d2c;
    QTest::newRow("just under 150") << 149.999 << 0.0 << d2c;
    QTest::newRow("150") << 150.0 << 0.0 << single;
    QTest::newRow("just under 200") << 199.999 << 0.0 << single;
    QTest::newRow("200") << 200.0 << 0.0 << twoPhase;
    QTest::newRow("500") << 500.0 << 0.0 << twoPhase;
    // Mostly liquid-cooled heat needs a liquid loop whatever the density.
    QTest::newRow("10 kW, 60% liquid") << 10.0 << 0.6 << d2c;
    QTest::newRow("40 kW, 51% liquid") << 40.0 << 0.51 << d2c;
    QTest::newRow("10 kW, exactly half liquid") << 10.0 << 0.5 << air;
    QTest::newRow("120 kW, 85% liquid") << 120.0 << 0.85 << d2c;
    // Issue 41, finding 9: liquid-cooled equipment is direct-to-chip at any density (a Vera
    // Rubin NVL72 rack was labelled two-phase immersion by its 230 kW).
    QTest::newRow("230 kW, 90% liquid") << 230.0 << 0.9 << d2c;
    QTest::newRow("170 kW, 85% liquid") << 170.0 << 0.85 << d2c;
    // An air-cooled rack that dense still gets the band's advice.
    QTest::newRow("250 kW, no liquid") << 250.0 << 0.0 << twoPhase;
}

void TestRackAnalysis::coolingMethod()
{
    QFETCH(double, kw);
    QFETCH(double, liquidShare);
    QFETCH(QString, method);
    QCOMPARE(power::coolingMethod(kw, liquidShare), method);
}

void TestRackAnalysis::fourDgxInOneRack()
{
    const Catalog catalog = testCatalog();
    Design design;
    addRack(design, "r1", "rack-48u", 40.0);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1);
    addDevice(design, "dgx-2", "dgx-h100", "r1", 9);
    addDevice(design, "dgx-3", "dgx-h100", "r1", 17);
    addDevice(design, "dgx-4", "dgx-h100", "r1", 25);
    addDevice(design, "pdu-1", "pdu-0u", "r1", 0);

    const Analysis analysis = analyze(design, catalog);
    QCOMPARE(analysis.racks.size(), std::size_t(1));
    const RackReport &r = analysis.racks.front();
    QCOMPARE(r.rackId, QStringLiteral("r1"));
    QCOMPARE(r.sku, QStringLiteral("rack-48u"));
    QCOMPARE(r.heightU, 48);
    QCOMPARE(r.deviceCount, 5);
    QCOMPARE(r.usedU, 32);                  // 4 x 8U; the 0U PDU uses none
    QCOMPARE(r.freeU, 16);                  // 48 - 32
    COMPARE_NEAR(r.typicalKw, 30.0);        // 4 x 7,500 W
    COMPARE_NEAR(r.maxKw, 40.8);            // 4 x 10,200 W
    COMPARE_NEAR(r.heatBtuPerHr, 139209.6); // 40,800 W x 3.412
    COMPARE_NEAR(r.coolingTons, 11.6008);   // 139,209.6 / 12,000
    COMPARE_NEAR(r.liquidKw, 0.0);          // air cooled
    COMPARE_NEAR(r.airflowCfm, 4420.0);     // 4 x 1,105 CFM
    QCOMPARE(r.coolingMethod, QStringLiteral("rear-door heat exchanger")); // 30-50 kW
    COMPARE_NEAR(r.weightKg, 681.8);                                       // 150 + 4 x 130.45 + 10
    COMPARE_NEAR(r.maxLoadKg, 1500.0);
    COMPARE_NEAR(r.powerLimitKw, 40.0);
    QVERIFY(r.overPower); // DOMAIN.md §4: 4 DGX H100 per rack exceed 40 kW
    QVERIFY(!r.overHeight);
    QVERIFY(!r.overWeight); // 531.8 kg of equipment < 1,500 kg
    QVERIFY(!r.uCollision);

    // The one PDU is on feed A (unassigned PDUs start with A), so every supply is on A and B has
    // no circuit: A carries 40.8 kW with both up, over its one default circuit of
    // 34.5 kW; losing B leaves it all on A (over); losing A stops all four DGX. Errors first,
    // then by code.
    QStringList codes;
    for (const Problem &problem : analysis.problems)
        codes << problem.code;
    QCOMPARE(
        codes,
        (QStringList{QStringLiteral("feed-loss-overload"), QStringLiteral("feed-over-capacity"),
                     QStringLiteral("rack-over-power"), QStringLiteral("feed-loss-device-down")}));
    const Problem &p = analysis.problems[2];
    QCOMPARE(p.severity, Severity::Error);
    QCOMPARE(p.code, QStringLiteral("rack-over-power"));
    QCOMPARE(p.objectId, QStringLiteral("r1"));
    QCOMPARE(p.field, QStringLiteral("power_limit_kw"));
    QVERIFY2(p.message.contains(QStringLiteral("40.80")) &&
                 p.message.contains(QStringLiteral("40.00")) &&
                 p.message.contains(QStringLiteral("0.80")),
             qPrintable(p.message));
}

void TestRackAnalysis::powerLimit_data()
{
    QTest::addColumn<double>("limitKw");
    QTest::addColumn<bool>("overPower");
    QTest::addColumn<QString>("code"); // the one problem expected, or empty

    // Two DGX H100: 2 x 10.2 = 20.4 kW peak.
    QTest::newRow("under") << 25.0 << false << QString();
    QTest::newRow("exactly at the limit") << 20.4 << false << QString();
    QTest::newRow("over") << 20.0 << true << QStringLiteral("rack-over-power");
    QTest::newRow("no limit") << 0.0 << false << QStringLiteral("rack-no-power-limit");
}

void TestRackAnalysis::powerLimit()
{
    QFETCH(double, limitKw);
    QFETCH(bool, overPower);
    QFETCH(QString, code);

    Design design;
    addRack(design, "r1", "rack-48u", limitKw);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1);
    addDevice(design, "dgx-2", "dgx-h100", "r1", 9);
    const Analysis analysis = analyze(design, testCatalog());
    QCOMPARE(analysis.racks.front().overPower, overPower);
    if (code.isEmpty()) {
        QVERIFY2(analysis.problems.empty(), qPrintable(dump(analysis)));
        return;
    }
    QCOMPARE(analysis.problems.size(), std::size_t(1));
    QCOMPARE(analysis.problems.front().code, code);
    QCOMPARE(analysis.problems.front().severity, overPower ? Severity::Error : Severity::Info);
}

void TestRackAnalysis::liquidRack()
{
    Design design;
    addRack(design, "r1", "rack-48u", 132.0);
    feedRackFully(design, "r1");
    addDevice(design, "nvl-1", "nvl72", "r1", 1);
    const Analysis analysis = analyze(design, testCatalog());
    QVERIFY2(analysis.problems.empty(), qPrintable(dump(analysis)));
    const RackReport &r = analysis.racks.front();
    QCOMPARE(r.usedU, 48);
    QCOMPARE(r.freeU, 0);
    COMPARE_NEAR(r.maxKw, 120.0);
    COMPARE_NEAR(r.typicalKw, 110.0);
    COMPARE_NEAR(r.liquidKw, 102.0);        // 120 kW x 0.85
    COMPARE_NEAR(r.heatBtuPerHr, 409440.0); // 120,000 x 3.412
    COMPARE_NEAR(r.coolingTons, 34.12);     // 409,440 / 12,000
    QCOMPARE(r.coolingMethod, QStringLiteral("direct-to-chip liquid"));
    COMPARE_NEAR(r.weightKg, 1510.0); // 150 + 1,360
    QVERIFY(!r.overWeight);           // 1,360 kg of equipment <= 1,500 kg
}

void TestRackAnalysis::powerOverride()
{
    // A capped DGX (6 kW measured) and an NVL72 capped to 20 kW: the override replaces both the
    // typical and the max figure; the liquid fraction still applies to the overridden max.
    Design design;
    addRack(design, "r1", "rack-48u", 30.0);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1, 6000.0);
    addRack(design, "r2", "rack-48u", 30.0);
    addDevice(design, "nvl-1", "nvl72", "r2", 1, 20000.0);
    const Analysis analysis = analyze(design, testCatalog());
    QVERIFY2(analysis.problems.empty(), qPrintable(dump(analysis)));

    const RackReport *r1 = rackReport(analysis, QStringLiteral("r1"));
    QVERIFY(r1);
    COMPARE_NEAR(r1->typicalKw, 6.0);
    COMPARE_NEAR(r1->maxKw, 6.0);
    QCOMPARE(r1->coolingMethod, QStringLiteral("air (CRAC/CRAH)")); // < 15 kW

    const RackReport *r2 = rackReport(analysis, QStringLiteral("r2"));
    QVERIFY(r2);
    COMPARE_NEAR(r2->typicalKw, 20.0);
    COMPARE_NEAR(r2->maxKw, 20.0);
    COMPARE_NEAR(r2->liquidKw, 17.0); // 20 kW x 0.85
    // 20 kW alone would be in-row air, but 85% of the heat leaves by liquid.
    QCOMPARE(r2->coolingMethod, QStringLiteral("direct-to-chip liquid"));

    COMPARE_NEAR(analysis.totals.itPowerTypicalKw, 26.0);
    COMPARE_NEAR(analysis.totals.itPowerMaxKw, 26.0);
}

void TestRackAnalysis::emptyRack()
{
    Design design;
    addRack(design, "r1", "rack-48u", 0.0);
    const Analysis analysis = analyze(design, testCatalog());
    const RackReport &r = analysis.racks.front();
    QCOMPARE(r.usedU, 0);
    QCOMPARE(r.freeU, 48);
    QCOMPARE(r.deviceCount, 0);
    QCOMPARE(r.coolingMethod, QStringLiteral("none"));
    COMPARE_NEAR(r.weightKg, 150.0);
    // Only "empty": a missing power limit is not worth mentioning before anything is in the rack.
    QCOMPARE(analysis.problems.size(), std::size_t(1));
    QCOMPARE(analysis.problems.front().code, QStringLiteral("empty-rack"));
    QCOMPARE(analysis.problems.front().severity, Severity::Info);
    QCOMPARE(analysis.problems.front().objectId, QStringLiteral("r1"));
}

void TestRackAnalysis::overWeight_data()
{
    QTest::addColumn<int>("dgxCount");
    QTest::addColumn<double>("weightKg");
    QTest::addColumn<bool>("overWeight");

    // rack-light: 100 kg frame, 250 kg load rating; a DGX is 130.45 kg.
    QTest::newRow("one") << 1 << 230.45 << false; // 130.45 kg <= 250
    QTest::newRow("two") << 2 << 360.9 << true;   // 260.9 kg > 250
}

void TestRackAnalysis::overWeight()
{
    QFETCH(int, dgxCount);
    QFETCH(double, weightKg);
    QFETCH(bool, overWeight);

    Design design;
    addRack(design, "r1", "rack-light", 50.0);
    for (int i = 0; i < dgxCount; ++i) {
        const QByteArray id = "dgx-" + QByteArray::number(i + 1);
        addDevice(design, id.constData(), "dgx-h100", "r1", 1 + 8 * i);
    }
    const Analysis analysis = analyze(design, testCatalog());
    const RackReport &r = analysis.racks.front();
    COMPARE_NEAR(r.weightKg, weightKg);
    QCOMPARE(r.overWeight, overWeight);
    const std::vector<Problem> found = withCode(analysis, QStringLiteral("rack-over-weight"));
    QCOMPARE(found.size(), std::size_t(overWeight ? 1 : 0));
    QCOMPARE(analysis.problems.size(), found.size());
    if (overWeight) {
        QCOMPARE(found.front().objectId, QStringLiteral("r1"));
        QVERIFY2(found.front().message.contains(QStringLiteral("260.9")) &&
                     found.front().message.contains(QStringLiteral("250.0")),
                 qPrintable(found.front().message));
    }
}

void TestRackAnalysis::overHeight_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<int>("lowestU");
    QTest::addColumn<bool>("overHeight");

    // rack-48u: units 1..48. Top unit = lowest U + height - 1.
    QTest::newRow("dgx at U41 tops at U48") << QStringLiteral("dgx-h100") << 41 << false;
    QTest::newRow("dgx at U42 tops at U49") << QStringLiteral("dgx-h100") << 42 << true;
    QTest::newRow("switch at U48") << QStringLiteral("qm9700") << 48 << false;
    QTest::newRow("switch at U49") << QStringLiteral("qm9700") << 49 << true;
    QTest::newRow("dgx placed without a unit") << QStringLiteral("dgx-h100") << 0 << true;
    QTest::newRow("0U PDU without a unit") << QStringLiteral("pdu-0u") << 0 << false;
}

void TestRackAnalysis::overHeight()
{
    QFETCH(QString, sku);
    QFETCH(int, lowestU);
    QFETCH(bool, overHeight);

    Design design;
    addRack(design, "r1", "rack-48u", 50.0);
    addDevice(design, "dev-1", sku.toLatin1().constData(), "r1", lowestU);
    const Analysis analysis = analyze(design, testCatalog());
    QCOMPARE(analysis.racks.front().overHeight, overHeight);
    const std::vector<Problem> found = withCode(analysis, QStringLiteral("rack-over-height"));
    QCOMPARE(found.size(), std::size_t(overHeight ? 1 : 0));
    QCOMPARE(analysis.problems.size(), found.size());
    if (overHeight) {
        QCOMPARE(found.front().severity, Severity::Error);
        QCOMPARE(found.front().objectId, QStringLiteral("dev-1"));
        QCOMPARE(found.front().field, QStringLiteral("lowest_u"));
        QVERIFY(found.front().message.contains(QStringLiteral("r1")));
    }
}

void TestRackAnalysis::uCollision_data()
{
    QTest::addColumn<int>("switchU");
    QTest::addColumn<bool>("collides");

    // The DGX occupies U1-U8; the 1U switch occupies just its lowest U.
    QTest::newRow("switch on the DGX's top unit") << 8 << true;
    QTest::newRow("switch right above") << 9 << false;
    QTest::newRow("switch on the DGX's bottom unit") << 1 << true;
    QTest::newRow("switch in the middle") << 5 << true;
}

void TestRackAnalysis::uCollision()
{
    QFETCH(int, switchU);
    QFETCH(bool, collides);

    Design design;
    addRack(design, "r1", "rack-48u", 50.0);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1);
    addDevice(design, "sw-1", "qm9700", "r1", switchU);
    const Analysis analysis = analyze(design, testCatalog());
    QCOMPARE(analysis.racks.front().uCollision, collides);
    QCOMPARE(analysis.racks.front().usedU, 9); // what is placed, collisions or not
    const std::vector<Problem> found = withCode(analysis, QStringLiteral("u-collision"));
    QCOMPARE(found.size(), std::size_t(collides ? 1 : 0));
    QCOMPARE(analysis.problems.size(), found.size());
    if (!collides)
        return;
    const Problem &p = found.front();
    QCOMPARE(p.severity, Severity::Error);
    QVERIFY(p.objectId == QStringLiteral("dgx-1") || p.objectId == QStringLiteral("sw-1"));
    QCOMPARE(p.field, QStringLiteral("lowest_u"));
    // Names both devices and the shared unit (the higher of the two lowest units).
    const int shared = std::max(1, switchU);
    QVERIFY2(p.message.contains(QStringLiteral("dgx-1")) &&
                 p.message.contains(QStringLiteral("sw-1")) &&
                 p.message.contains(QStringLiteral("occupy U%1 ").arg(shared)),
             qPrintable(p.message));
}

void TestRackAnalysis::portOveruseIsCappedAndCounted()
{
    // A hostile file put a million links on one port: listing each took 27 s and 6.5 GB. The
    // first kMaxPortOveruseProblems are listed (in port, then link id order), the rest counted.
    Design design;
    addFabric(design);
    addRack(design, "r1", "rack-48u", 50.0);
    addDevice(design, "d1", "dgx-h100", "r1", 1);
    addDevice(design, "s1", "qm9700", "r1", 17);
    const int links = 1200; // every one from d1 ib[0] to s1 ib[0]
    for (int i = 0; i < links; ++i)
        addLink(design, qPrintable(QStringLiteral("l%1").arg(i, 4, 10, QLatin1Char('0'))), "d1",
                "ib", 0, "s1", "ib", 0);
    const Analysis analysis = analyze(design, testCatalog());
    const std::vector<Problem> overuse = withCode(analysis, QStringLiteral("port-overuse"));
    QCOMPARE(overuse.size(), analysis::kMaxPortOveruseProblems + 1);
    // Two ports, each used by every link: all but the first link on each port is one too many.
    const std::size_t tooMany = 2 * std::size_t(links - 1);
    // (The analysis orders problems by severity and object; the count has no object.)
    const auto restAt = std::find_if(overuse.begin(), overuse.end(),
                                     [](const Problem &p) { return p.objectId.isEmpty(); });
    QVERIFY(restAt != overuse.end());
    const Problem &rest = *restAt;
    QCOMPARE(rest.count, int(tooMany - analysis::kMaxPortOveruseProblems));
    QVERIFY2(
        rest.message.startsWith(
            QStringLiteral("%1 more link ends").arg(tooMany - analysis::kMaxPortOveruseProblems)),
        qPrintable(rest.message));
    // The listed ones are d1 ib[0]'s (it sorts first), from l0001 on; l0000 holds the port.
    QStringList listed;
    for (const Problem &p : overuse)
        if (!p.objectId.isEmpty()) {
            listed << p.objectId;
            QVERIFY2(p.message.contains(QStringLiteral("d1 ib[0]")), qPrintable(p.message));
        }
    listed.sort();
    QCOMPARE(listed.size(), qsizetype(analysis::kMaxPortOveruseProblems));
    QCOMPARE(listed.front(), QStringLiteral("l0001"));
    QCOMPARE(listed.back(), QStringLiteral("l1000"));
}

void TestRackAnalysis::portProblems()
{
    Design design;
    addFabric(design);
    addRack(design, "r1", "rack-48u", 50.0);
    addDevice(design, "d1", "dgx-h100", "r1", 1);
    addDevice(design, "d2", "dgx-h100", "r1", 9);
    addDevice(design, "s1", "qm9700", "r1", 17);
    // l1 and l2 both end on s1 ib[0]: l2 (the later id) is the one reported.
    addLink(design, "l1", "d1", "ib", 0, "s1", "ib", 0);
    addLink(design, "l2", "d2", "ib", 0, "s1", "ib", 0);
    // No "eth" group on a DGX.
    addLink(design, "l3", "d1", "eth", 0, "s1", "ib", 1);
    // A DGX has ib[0] to ib[7]: index 8 does not exist.
    addLink(design, "l4", "s1", "ib", 2, "d1", "ib", 8);
    // 1G BMC port to a 400G switch port.
    addLink(design, "l5", "d1", "bmc", 0, "s1", "ib", 3);
    // A good link without a fabric.
    addLink(design, "l6", "d2", "ib", 1, "s1", "ib", 4, "mpo-cable", "");
    // A good link.
    addLink(design, "l7", "d2", "ib", 2, "s1", "ib", 5);

    const Analysis analysis = analyze(design, testCatalog());
    const QString all = dump(analysis);

    const std::vector<Problem> overuse = withCode(analysis, QStringLiteral("port-overuse"));
    QCOMPARE(overuse.size(), std::size_t(1));
    QCOMPARE(overuse.front().severity, Severity::Error);
    QCOMPARE(overuse.front().objectId, QStringLiteral("l2"));
    QCOMPARE(overuse.front().field, QStringLiteral("b.port"));
    QVERIFY2(overuse.front().message.contains(QStringLiteral("s1 ib[0]")) &&
                 overuse.front().message.contains(QStringLiteral("l1")),
             qPrintable(overuse.front().message));

    const std::vector<Problem> unknown = withCode(analysis, QStringLiteral("unknown-port"));
    QCOMPARE(unknown.size(), std::size_t(2));
    QCOMPARE(unknown[0].objectId, QStringLiteral("l3"));
    QCOMPARE(unknown[0].field, QStringLiteral("a.port_group"));
    QVERIFY(unknown[0].message.contains(QStringLiteral("\"eth\"")));
    QCOMPARE(unknown[1].objectId, QStringLiteral("l4"));
    QCOMPARE(unknown[1].field, QStringLiteral("b.port"));
    QVERIFY2(unknown[1].message.contains(QStringLiteral("0 to 7")), qPrintable(unknown[1].message));

    const std::vector<Problem> speed = withCode(analysis, QStringLiteral("link-speed-mismatch"));
    QCOMPARE(speed.size(), std::size_t(1));
    QCOMPARE(speed.front().severity, Severity::Warning);
    QCOMPARE(speed.front().objectId, QStringLiteral("l5"));
    QVERIFY2(speed.front().message.contains(QStringLiteral("1G")) &&
                 speed.front().message.contains(QStringLiteral("400G")),
             qPrintable(speed.front().message));

    const std::vector<Problem> noFabric = withCode(analysis, QStringLiteral("link-no-fabric"));
    QCOMPARE(noFabric.size(), std::size_t(1));
    QCOMPARE(noFabric.front().severity, Severity::Warning);
    QCOMPARE(noFabric.front().objectId, QStringLiteral("l6"));

    // Nothing else: the rack is within its limits and l7 is clean.
    QVERIFY2(analysis.problems.size() == 5, qPrintable(all));
    QCOMPARE(analysis.totals.links, 7);
}

void TestRackAnalysis::unknownSku()
{
    Design design;
    addFabric(design);
    addRack(design, "r1", "rack-48u", 50.0);
    addRack(design, "r2", "no-such-rack", 50.0);
    addDevice(design, "ghost", "no-such-box", "r1", 1, 5000.0);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 9);
    addDevice(design, "dgx-2", "dgx-h100", "r2", 40); // would top out at U47 of an unknown height
    // The unknown device's ports are unknowable: no port problem for that end. The cable is
    // unknown too.
    addLink(design, "l1", "ghost", "ib", 99, "dgx-1", "ib", 0, "no-such-cable");

    const Analysis analysis = analyze(design, testCatalog());
    const std::vector<Problem> unknown = withCode(analysis, QStringLiteral("unknown-sku"));
    QCOMPARE(unknown.size(), std::size_t(3));
    // Sorted by object id: ghost, l1, r2.
    QCOMPARE(unknown[0].objectId, QStringLiteral("ghost"));
    QCOMPARE(unknown[0].field, QStringLiteral("sku"));
    QVERIFY(unknown[0].message.contains(QStringLiteral("no-such-box")));
    QCOMPARE(unknown[1].objectId, QStringLiteral("l1"));
    QCOMPARE(unknown[1].field, QStringLiteral("cable_sku"));
    QCOMPARE(unknown[2].objectId, QStringLiteral("r2"));
    QCOMPARE(unknown[2].field, QStringLiteral("sku"));
    QVERIFY2(analysis.problems.size() == 3, qPrintable(dump(analysis)));

    // Figures skip the unknown device, power override included.
    const RackReport *r1 = rackReport(analysis, QStringLiteral("r1"));
    QVERIFY(r1);
    QCOMPARE(r1->deviceCount, 2);
    QCOMPARE(r1->usedU, 8);
    COMPARE_NEAR(r1->maxKw, 10.2);
    COMPARE_NEAR(r1->weightKg, 280.45); // 150 + 130.45

    // The unknown rack has no height, weight or rating, but its devices still count.
    const RackReport *r2 = rackReport(analysis, QStringLiteral("r2"));
    QVERIFY(r2);
    QCOMPARE(r2->heightU, 0);
    QCOMPARE(r2->usedU, 8);
    QCOMPARE(r2->freeU, 0);
    QVERIFY(!r2->overHeight);
    COMPARE_NEAR(r2->maxKw, 10.2);
    COMPARE_NEAR(r2->weightKg, 130.45);

    QCOMPARE(analysis.totals.devices, 3);
    QCOMPARE(analysis.totals.nodes, 2);
    QCOMPARE(analysis.totals.gpus, 16);
    COMPARE_NEAR(analysis.totals.itPowerMaxKw, 20.4);
    COMPARE_NEAR(analysis.totals.weightKg, 410.9); // 150 + 2 x 130.45; r2's frame unknown
}

void TestRackAnalysis::wrongKind()
{
    Design design;
    addFabric(design);
    addRack(design, "r1", "rack-48u", 50.0);
    addRack(design, "r2", "dgx-h100", 50.0);          // a server is not a rack
    addDevice(design, "d-rack", "rack-48u", "r1", 1); // a rack is not a device
    addDevice(design, "d-nic", "cx7-nic", "r1", 0);   // a NIC lives inside a server
    addDevice(design, "sw-1", "qm9700", "r1", 10);
    addDevice(design, "sw-2", "qm9700", "r1", 11);
    addLink(design, "l1", "sw-1", "ib", 0, "sw-2", "ib", 0, "qm9700"); // a switch is not a cable

    const Analysis analysis = analyze(design, testCatalog());
    const std::vector<Problem> wrong = withCode(analysis, QStringLiteral("wrong-kind"));
    QVERIFY2(wrong.size() == 4, qPrintable(dump(analysis)));
    QCOMPARE(wrong[0].objectId, QStringLiteral("d-nic"));
    QCOMPARE(wrong[1].objectId, QStringLiteral("d-rack"));
    QCOMPARE(wrong[2].objectId, QStringLiteral("l1"));
    QCOMPARE(wrong[2].field, QStringLiteral("cable_sku"));
    QCOMPARE(wrong[3].objectId, QStringLiteral("r2"));
    for (const Problem &p : wrong)
        QCOMPARE(p.severity, Severity::Error);

    // The misused SKUs add nothing: r1 holds just the two 1U switches.
    const RackReport *r1 = rackReport(analysis, QStringLiteral("r1"));
    QVERIFY(r1);
    QCOMPARE(r1->usedU, 2);
    COMPARE_NEAR(r1->maxKw, 3.44); // 2 x 1,720 W
    QCOMPARE(rackReport(analysis, QStringLiteral("r2"))->heightU, 0);
    QCOMPARE(analysis.totals.devices, 4);
    QCOMPARE(analysis.totals.switches, 2);
    QCOMPARE(analysis.totals.nodes, 0);
}

void TestRackAnalysis::totals()
{
    Design design;
    addFabric(design);
    addRack(design, "r1", "rack-48u", 30.0);
    addRack(design, "r2", "rack-48u", 30.0);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1);
    addDevice(design, "dgx-2", "dgx-h100", "r1", 9);
    addDevice(design, "dgx-3", "dgx-h100", "r2", 1);
    addDevice(design, "dgx-4", "dgx-h100", "r2", 9);
    addDevice(design, "leaf-1", "qm9700", "r2", 20);
    addDevice(design, "leaf-2", "qm9700"); // bought, not yet placed
    addLink(design, "l1", "dgx-1", "ib", 0, "leaf-1", "ib", 0);

    const Analysis analysis = analyze(design, testCatalog());
    const Totals &t = analysis.totals;
    QCOMPARE(t.gpus, 32); // 4 x 8
    QCOMPARE(t.nodes, 4);
    QCOMPARE(t.switches, 2);
    QCOMPARE(t.storageDevices, 0);
    QCOMPARE(t.devices, 6);
    QCOMPARE(t.racks, 2);
    QCOMPARE(t.links, 1);
    QCOMPARE(t.unplacedDevices, 1);
    COMPARE_NEAR(t.gpuMemoryGb, 2560.0);         // 32 x 80 GB
    COMPARE_NEAR(t.bf16Pflops, 31.648);          // 4 x 8 x 989 TFLOPS / 1,000
    COMPARE_NEAR(t.fp8Pflops, 63.328);           // 4 x 8 x 1,979 TFLOPS / 1,000
    COMPARE_NEAR(t.itPowerTypicalKw, 31.494);    // 4 x 7.5 + 2 x 0.747, the unplaced switch too
    COMPARE_NEAR(t.itPowerMaxKw, 44.24);         // 4 x 10.2 + 2 x 1.72
    COMPARE_NEAR(t.pue, 1.3);                    // the catalog default
    COMPARE_NEAR(t.facilityPowerKw, 57.512);     // 44.24 x 1.3
    COMPARE_NEAR(t.heatBtuPerHr, 150946.88);     // 44,240 W x 3.412
    COMPARE_NEAR(t.coolingTons, 12.57890666667); // 150,946.88 / 12,000
    COMPARE_NEAR(t.weightKg, 850.8);             // 2 x 150 + 4 x 130.45 + 2 x 14.5
    COMPARE_NEAR(t.rackUnitsUsed, 33.0);         // 16 + 17; the unplaced switch is in no rack

    const std::vector<Problem> unplaced = withCode(analysis, QStringLiteral("unplaced-device"));
    QCOMPARE(unplaced.size(), std::size_t(1));
    QCOMPARE(unplaced.front().severity, Severity::Warning);
    QCOMPARE(unplaced.front().objectId, QStringLiteral("leaf-2"));
    QVERIFY2(analysis.problems.size() == 1, qPrintable(dump(analysis)));
}

void TestRackAnalysis::pue_data()
{
    QTest::addColumn<bool>("catalogHasPue");
    QTest::addColumn<double>("designPue"); // 0: the design does not override it
    QTest::addColumn<double>("pue");

    QTest::newRow("catalog default") << true << 0.0 << 1.3;
    QTest::newRow("design override") << true << 1.1 << 1.1;
    QTest::newRow("design override, no catalog default") << false << 1.5 << 1.5;
    QTest::newRow("neither") << false << 0.0 << 1.0;
}

void TestRackAnalysis::pue()
{
    QFETCH(bool, catalogHasPue);
    QFETCH(double, designPue);
    QFETCH(double, pue);

    Design design;
    if (designPue > 0)
        design.assumptions.values[QStringLiteral("pue")] = designPue;
    addDevice(design, "dgx-1", "dgx-h100");
    const Analysis analysis = analyze(design, testCatalog(catalogHasPue));
    COMPARE_NEAR(analysis.totals.pue, pue);
    COMPARE_NEAR(analysis.totals.facilityPowerKw, 10.2 * pue); // max IT power x PUE
}

void TestRackAnalysis::rackAsSystem()
{
    // A rack model that is a whole system brings its own power and GPUs: one node, 72 GPUs.
    Design design;
    addRack(design, "nvl-r1", "nvl72-rack", 132.0);
    feedRackFully(design, "nvl-r1");
    addDevice(design, "pdu-1", "pdu-0u", "nvl-r1", 0);
    addDevice(design, "pdu-2", "pdu-0u", "nvl-r1", 0); // feed B (one PDU per feed)
    const Analysis analysis = analyze(design, testCatalog());
    QVERIFY2(analysis.problems.empty(), qPrintable(dump(analysis)));
    const RackReport &r = analysis.racks.front();
    COMPARE_NEAR(r.maxKw, 120.0);
    COMPARE_NEAR(r.liquidKw, 102.0);
    QCOMPARE(r.coolingMethod, QStringLiteral("direct-to-chip liquid"));
    COMPARE_NEAR(r.weightKg, 1380.0); // 1,360 + 2 x 10
    const Totals &t = analysis.totals;
    QCOMPARE(t.nodes, 1);
    QCOMPARE(t.gpus, 72);
    COMPARE_NEAR(t.gpuMemoryGb, 13392.0); // 72 x 186 GB
    COMPARE_NEAR(t.bf16Pflops, 180.0);    // 72 x 2,500 TFLOPS / 1,000
    COMPARE_NEAR(t.fp8Pflops, 360.0);
    COMPARE_NEAR(t.itPowerMaxKw, 120.0);
    COMPARE_NEAR(t.weightKg, 1380.0);
}

void TestRackAnalysis::emptyDesign()
{
    const Analysis analysis = analyze(Design{}, testCatalog());
    QVERIFY(analysis.racks.empty());
    QVERIFY(analysis.problems.empty());
    QCOMPARE(analysis.totals.devices, 0);
    COMPARE_NEAR(analysis.totals.itPowerMaxKw, 0.0);
    COMPARE_NEAR(analysis.totals.facilityPowerKw, 0.0);
    COMPARE_NEAR(analysis.totals.pue, 1.3);
}

void TestRackAnalysis::problemOrder()
{
    // Problems of every severity, added in an order unrelated to the expected one.
    Design design;
    addFabric(design);
    addRack(design, "r3", "rack-48u", 0.0);  // empty: info
    addRack(design, "r2", "rack-48u", 0.0);  // no limit: info
    addRack(design, "r1", "rack-48u", 10.0); // over power: error
    addDevice(design, "z-loose", "qm9700");  // unplaced: warning
    addDevice(design, "a-loose", "qm9700");  // unplaced: warning
    addDevice(design, "dgx-2", "dgx-h100", "r2", 1);
    addDevice(design, "dgx-1", "dgx-h100", "r1", 1);
    addDevice(design, "dgx-3", "dgx-h100", "r1", 5); // collides with dgx-1: error
    addDevice(design, "ghost", "no-such-box");       // unknown and unplaced
    addLink(design, "l1", "dgx-1", "ib", 0, "a-loose", "ib", 0, "mpo-cable", "");

    const Analysis first = analyze(design, testCatalog());
    const Analysis second = analyze(design, testCatalog());
    QCOMPARE(first.problems, second.problems); // deterministic

    QStringList got;
    for (const Problem &p : first.problems)
        got << severityName(p.severity) + u' ' + p.code + u' ' + p.objectId;
    const QStringList expected = {
        QStringLiteral("error rack-over-power r1"),
        QStringLiteral("error u-collision dgx-3"),
        QStringLiteral("error unknown-sku ghost"),
        QStringLiteral("warning link-no-fabric l1"),
        QStringLiteral("warning unplaced-device a-loose"),
        QStringLiteral("warning unplaced-device ghost"),
        QStringLiteral("warning unplaced-device z-loose"),
        QStringLiteral("info empty-rack r3"),
        QStringLiteral("info rack-no-power-limit r2"),
    };
    QCOMPARE(got, expected);

    // Rack reports come in rack id order whatever the insertion order.
    QCOMPARE(first.racks.size(), std::size_t(3));
    QCOMPARE(first.racks[0].rackId, QStringLiteral("r1"));
    QCOMPARE(first.racks[1].rackId, QStringLiteral("r2"));
    QCOMPARE(first.racks[2].rackId, QStringLiteral("r3"));
}

QTEST_GUILESS_MAIN(TestRackAnalysis)
#include "tst_rackanalysis.moc"
