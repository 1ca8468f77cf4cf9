// The 2026-27 systems in the shipped catalog: the Vera Rubin NVL72 rack agrees with its trays,
// its power lies in the range its sources give, every new figure names its source and how sure
// it is, and each range's chosen figure is the one the catalog row holds.

#include "catalog/catalog.h"
#include "catalog/confidence.h"
#include "testpaths.h"

#include <QRegularExpression>
#include <QTest>
#include <cmath>
#include <optional>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

const QString kRack = u"DGX-VR-NVL72"_s;
const QString kTray = u"VR-COMPUTE-TRAY"_s;
const QString kSwitchTray = u"VR-NVSWITCH-TRAY"_s;
constexpr int kTrays = 18;
constexpr int kSwitchTrays = 9;

const QStringList kNewModels{
    u"DGX-VR-NVL72"_s,      u"VR-COMPUTE-TRAY"_s, u"VR-NVSWITCH-TRAY"_s, u"VR-POWER-SHELF"_s,
    u"VR-DC-POWER-SHELF"_s, u"VR-NVL144-CPX"_s,   u"CX9-1600G-OSFP"_s,   u"BF4"_s,
    u"RACK-VR-NVL72"_s};
const QStringList kNewAccelerators{u"rubin"_s, u"rubin-cpx"_s};

// "36 Vera CPUs" in a description: the catalog has no CPU column, the description carries it.
int veraCpus(const DeviceModel &m)
{
    const auto match = QRegularExpression(u"(\\d+) Vera CPUs"_s).match(m.description);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

const PortGroup *group(const DeviceModel &m, const QString &name)
{
    for (const PortGroup &g : m.portGroups)
        if (g.name == name)
            return &g;
    return nullptr;
}

// The value of a figure_ranges field in the row of its subject; nullopt for a field this test
// does not know (a new one fails the test that every range matches its row).
std::optional<double> rowValue(const Catalog &catalog, const FigureRange &r)
{
    if (const Accelerator *a = catalog.accelerator(r.subject)) {
        if (r.field == u"fp4_dense_tflops")
            return a->fp4DenseTflops;
        if (r.field == u"tdp_w")
            return a->tdpW;
        return std::nullopt;
    }
    if (const DeviceModel *m = catalog.model(r.subject)) {
        if (r.field == u"max_power_w")
            return m->maxPowerW;
        if (r.field == u"typical_power_w")
            return m->typicalPowerW;
        if (r.field == u"list_price_usd")
            return m->listPriceUsd;
        if (r.field == u"weight_kg")
            return m->weightKg;
        if (r.field == u"speed_gbps" && m->portGroups.size() == 1)
            return m->portGroups.front().speedGbps;
        return std::nullopt;
    }
    return std::nullopt;
}

void verifyProvenance(const Provenance &p, const QString &what)
{
    QVERIFY2(!p.source.trimmed().isEmpty(), qPrintable(what + u": no source"_s));
    QVERIFY2(!p.sourceDate.isEmpty(), qPrintable(what + u": no source date"_s));
    QVERIFY2(p.confidence != Confidence::Unrated, qPrintable(what + u": no confidence"_s));
    if (p.estimate)
        QVERIFY2(p.confidence == Confidence::ThirdPartyEstimate,
                 qPrintable(what + u": an estimate rated "_s + confidenceName(p.confidence)));
}

} // namespace

class TestCatalog2026 final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void rackIsTheSumOfItsTrays();
    void rackHoldsTwentyPointSevenTerabytesOfHbm4();
    void rackPowerLiesBetweenMaxQAndMaxP();
    void newRowsHaveSourceAndConfidence_data();
    void newRowsHaveSourceAndConfidence();
    void rangesChooseTheFigureTheRowHolds();
    void rubinFigures();
    void cpxRackSizesOnItsRubinGpus();
    void computePortsRunAtTheConnectX9Speed();
    void blackwellFp4KeepsItsEarlierSource_data();
    void blackwellFp4KeepsItsEarlierSource();
    void rackFrameCarriesTheSystem();
    void dcPowerRackForVeraRubin();

private:
    std::optional<Catalog> mCatalog;
};

void TestCatalog2026::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
    for (const QString &sku : kNewModels)
        QVERIFY2(mCatalog->model(sku), qPrintable(sku));
    for (const QString &id : kNewAccelerators)
        QVERIFY2(mCatalog->accelerator(id), qPrintable(id));
}

void TestCatalog2026::rackIsTheSumOfItsTrays()
{
    const DeviceModel &rack = *mCatalog->model(kRack);
    const DeviceModel &tray = *mCatalog->model(kTray);
    const DeviceModel &sw = *mCatalog->model(kSwitchTray);

    QCOMPARE(rack.acceleratorId, u"rubin"_s);
    QCOMPARE(tray.acceleratorId, rack.acceleratorId);
    QCOMPARE(rack.acceleratorCount, 72);
    QCOMPARE(kTrays * tray.acceleratorCount, rack.acceleratorCount);
    QCOMPARE(veraCpus(rack), 36);
    QCOMPARE(kTrays * veraCpus(tray), veraCpus(rack));

    // Every rack port is a tray port: compute, storage and in-band on the compute trays, the BMCs
    // on both kinds of tray (a switch tray's is its "mgmt" port).
    for (const QString &name : {u"ib"_s, u"storage"_s, u"inband"_s}) {
        const PortGroup *r = group(rack, name);
        const PortGroup *t = group(tray, name);
        QVERIFY2(r && t, qPrintable(name));
        QCOMPARE(r->count, kTrays * t->count);
        QCOMPARE(r->speedGbps, t->speedGbps);
        QCOMPARE(r->connector, t->connector);
    }
    QCOMPARE(group(rack, u"ib"_s)->count, rack.acceleratorCount); // one compute port per GPU
    QCOMPARE(group(rack, u"bmc"_s)->count,
             kTrays * group(tray, u"bmc"_s)->count + kSwitchTrays * group(sw, u"mgmt"_s)->count);

    // Power: the trays' figures add up to the rack's within 1 % (the rack row is the sourced one,
    // the trays' are its share).
    const double trayMax = kTrays * tray.maxPowerW + kSwitchTrays * sw.maxPowerW;
    const double trayTypical = kTrays * tray.typicalPowerW + kSwitchTrays * sw.typicalPowerW;
    QVERIFY2(std::abs(trayMax - rack.maxPowerW) <= 0.01 * rack.maxPowerW,
             qPrintable(u"trays %1 W, rack %2 W"_s.arg(trayMax).arg(rack.maxPowerW)));
    QVERIFY2(std::abs(trayTypical - rack.typicalPowerW) <= 0.01 * rack.typicalPowerW,
             qPrintable(u"trays %1 W, rack %2 W"_s.arg(trayTypical).arg(rack.typicalPowerW)));
}

void TestCatalog2026::rackHoldsTwentyPointSevenTerabytesOfHbm4()
{
    const DeviceModel &rack = *mCatalog->model(kRack);
    const Accelerator &rubin = *mCatalog->accelerator(rack.acceleratorId);
    QCOMPARE(rubin.memoryGb, 288.0);
    QCOMPARE(rubin.memoryType, u"HBM4"_s);
    const double rackTb = rack.acceleratorCount * rubin.memoryGb / 1000;
    QCOMPARE(qRound(rackTb * 10), 207); // 72 x 288 GB = 20.736 TB: NVIDIA's "20.7 TB"
    const DeviceModel &tray = *mCatalog->model(kTray);
    QCOMPARE(kTrays * tray.acceleratorCount * rubin.memoryGb,
             rack.acceleratorCount * rubin.memoryGb);
}

void TestCatalog2026::rackPowerLiesBetweenMaxQAndMaxP()
{
    const DeviceModel &rack = *mCatalog->model(kRack);
    const FigureRange *power = mCatalog->figureRange(kRack, u"max_power_w"_s);
    QVERIFY(power);
    // low is the Max-Q profile, high Max-P, as the sources give them.
    QCOMPARE(power->low, 190000.0);
    QCOMPARE(power->high, 230000.0);
    QVERIFY(rack.maxPowerW >= power->low && rack.maxPowerW <= power->high);
    QVERIFY(rack.typicalPowerW >= power->low && rack.typicalPowerW <= rack.maxPowerW);
    QVERIFY(!power->sources.isEmpty());
    QVERIFY(!power->why.isEmpty());
    // Four 110 kW shelves: the rack's Max-P fits on all but one.
    const DeviceModel &shelf = *mCatalog->model(u"VR-POWER-SHELF"_s);
    QCOMPARE(rack.supplies, 4);
    QVERIFY(rack.suppliesListed);
    QVERIFY(rack.suppliesForFull * shelf.powerCapacityW >= rack.maxPowerW);
    QVERIFY(rack.suppliesToRun * shelf.powerCapacityW >= rack.typicalPowerW);
    QVERIFY(rack.supplies > rack.suppliesForFull);
}

void TestCatalog2026::newRowsHaveSourceAndConfidence_data()
{
    QTest::addColumn<QString>("key");
    for (const QString &sku : kNewModels)
        QTest::newRow(qPrintable(sku)) << sku;
    for (const QString &id : kNewAccelerators)
        QTest::newRow(qPrintable(id)) << id;
}

void TestCatalog2026::newRowsHaveSourceAndConfidence()
{
    QFETCH(QString, key);
    if (const DeviceModel *m = mCatalog->model(key)) {
        verifyProvenance(m->specProvenance, key + u" spec"_s);
        verifyProvenance(m->priceProvenance, key + u" price"_s);
        if (m->suppliesListed)
            verifyProvenance(m->suppliesProvenance, key + u" supplies"_s);
        QVERIFY2(m->kind == DeviceKind::Rack || !m->portGroups.empty(), qPrintable(key));
        return;
    }
    const Accelerator *a = mCatalog->accelerator(key);
    QVERIFY(a);
    verifyProvenance(a->provenance, key);
    for (const KernelEfficiency *k : mCatalog->kernelEfficiencies())
        if (k->acceleratorId == key)
            verifyProvenance(k->provenance, key + u" "_s + k->precision);
}

void TestCatalog2026::rangesChooseTheFigureTheRowHolds()
{
    int checked = 0;
    for (const QString &subject : kNewModels + kNewAccelerators) {
        for (const FigureRange *r : mCatalog->figureRanges(subject)) {
            const std::optional<double> value = rowValue(*mCatalog, *r);
            QVERIFY2(value, qPrintable(subject + u"."_s + r->field + u": unknown field"_s));
            QVERIFY2(*value == r->chosen,
                     qPrintable(u"%1.%2: row %3, range chose %4"_s.arg(subject, r->field)
                                    .arg(*value)
                                    .arg(r->chosen)));
            QVERIFY(r->low <= r->chosen && r->chosen <= r->high);
            QVERIFY2(!r->sources.isEmpty() && !r->why.isEmpty() && !r->sourceDate.isEmpty(),
                     qPrintable(subject + u"."_s + r->field));
            ++checked;
        }
    }
    QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
}

void TestCatalog2026::rubinFigures()
{
    const Accelerator &rubin = *mCatalog->accelerator(u"rubin"_s);
    QCOMPARE(rubin.memoryBandwidthTBps, 22.0);
    QCOMPARE(rubin.scaleUpGBps, 1800.0); // each way: half of NVLink 6's 3.6 TB/s
    QVERIFY(rubin.scaleUpLink.contains(u"3,600 GB/s"_s));
    // Dense NVFP4 is the announced training rate; the inference figure stays in the range.
    QCOMPARE(rubin.fp4DenseTflops, 35000.0);
    QCOMPARE(mCatalog->figureRange(u"rubin"_s, u"fp4_dense_tflops"_s)->high, 50000.0);
    QVERIFY(rubin.fp4DenseTflops > rubin.fp8DenseTflops);
    QVERIFY(rubin.fp8DenseTflops > rubin.bf16DenseTflops);
    // 1.2 EF FP8 for the rack over 72 GPUs.
    QCOMPARE(qRound(rubin.fp8DenseTflops * 72 / 1000), 1200);

    const Accelerator &cpx = *mCatalog->accelerator(u"rubin-cpx"_s);
    QCOMPARE(cpx.memoryGb, 128.0);
    QCOMPARE(cpx.memoryType, u"GDDR7"_s);
    QCOMPARE(cpx.scaleUpGBps, 0.0); // no NVLink
    QVERIFY(cpx.fp4DenseTflops > 0 && cpx.fp4DenseTflops <= 30000);
}

void TestCatalog2026::cpxRackSizesOnItsRubinGpus()
{
    const DeviceModel &cpx = *mCatalog->model(u"VR-NVL144-CPX"_s);
    const DeviceModel &rack = *mCatalog->model(kRack);
    QCOMPARE(cpx.acceleratorId, u"rubin"_s);
    QCOMPARE(cpx.acceleratorCount, rack.acceleratorCount);
    QVERIFY(cpx.description.contains(u"144 Rubin CPX"_s));
    QVERIFY(cpx.maxPowerW > rack.maxPowerW);
    QCOMPARE(group(cpx, u"ib"_s)->count, group(rack, u"ib"_s)->count);
}

void TestCatalog2026::computePortsRunAtTheConnectX9Speed()
{
    const DeviceModel &nic = *mCatalog->model(u"CX9-1600G-OSFP"_s);
    const FigureRange *speed = mCatalog->figureRange(nic.sku, u"speed_gbps"_s);
    QVERIFY(speed);
    QCOMPARE(speed->low, 800.0);
    QCOMPARE(speed->high, 1600.0);
    for (const QString &sku : {kRack, kTray, u"VR-NVL144-CPX"_s})
        QCOMPARE(group(*mCatalog->model(sku), u"ib"_s)->speedGbps, speed->chosen);
}

void TestCatalog2026::blackwellFp4KeepsItsEarlierSource_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("fp4");
    QTest::addColumn<QString>("earlier"); // a phrase of the source before FP4 was added
    QTest::newRow("b200") << u"b200"_s << 9000.0 << u"NVIDIA DGX B200 datasheet"_s;
    QTest::newRow("b300") << u"b300"_s << 13125.0 << u"B300 SuperPOD RA key components"_s;
    QTest::newRow("gb200") << u"gb200"_s << 10000.0 << u"one GPU's share of NVIDIA GB200 NVL72"_s;
    QTest::newRow("gb300") << u"gb300"_s << 15000.0 << u"as gb200 for throughput"_s;
}

void TestCatalog2026::blackwellFp4KeepsItsEarlierSource()
{
    QFETCH(QString, id);
    QFETCH(double, fp4);
    QFETCH(QString, earlier);
    const Accelerator &a = *mCatalog->accelerator(id);
    QCOMPARE(a.fp4DenseTflops, fp4);
    QVERIFY2(a.provenance.source.contains(earlier), qPrintable(a.provenance.source));
    QVERIFY2(a.provenance.source.contains(u"fp4_dense_tflops"_s), qPrintable(a.provenance.source));
    // Dense NVFP4 is twice dense FP8 on Blackwell, 3x on Blackwell Ultra: never below FP8.
    QVERIFY(a.fp4DenseTflops >= 2 * a.fp8DenseTflops);
}

void TestCatalog2026::rackFrameCarriesTheSystem()
{
    // The frame's load rating carries the system and the PDUs of two feeds that each hold it at
    // Max-P (34.5 kW circuits, 15 kg PDUs: as RACK-NVL72 is sized for GB300 NVL72).
    const DeviceModel &frame = *mCatalog->model(u"RACK-VR-NVL72"_s);
    const DeviceModel &rack = *mCatalog->model(kRack);
    QCOMPARE(frame.kind, DeviceKind::Rack);
    QCOMPARE(frame.rackUnits, rack.rackUnits);
    const int circuitsPerFeed = int(std::ceil(rack.maxPowerW / 34500.0));
    QVERIFY2(frame.maxLoadKg >= rack.weightKg + 2 * circuitsPerFeed * 15.0,
             qPrintable(QString::number(frame.maxLoadKg)));
}

void TestCatalog2026::dcPowerRackForVeraRubin()
{
    const FacilityModel *rack = mCatalog->facilityModel(u"nvidia-vr-800vdc-power-rack"_s);
    QVERIFY(rack);
    QCOMPARE(rack->kind, FacilityKind::DcPowerRack);
    verifyProvenance(rack->specProvenance, rack->sku);
    verifyProvenance(rack->priceProvenance, rack->sku);
    // Sized for three Vera Rubin NVL72 at Max-P; its own draw is its conversion loss (~2 %).
    QVERIFY(rack->capacityKw >= 3 * mCatalog->model(kRack)->maxPowerW / 1000);
    QVERIFY(rack->ownPowerKw > 0 && rack->ownPowerKw <= 0.05 * rack->capacityKw);
    QVERIFY(rack->description.contains(u"second half of 2026"_s));
    const DeviceModel &shelf = *mCatalog->model(u"VR-DC-POWER-SHELF"_s);
    QCOMPARE(shelf.powerCapacityW, mCatalog->model(u"VR-POWER-SHELF"_s)->powerCapacityW);
}

QTEST_GUILESS_MAIN(TestCatalog2026)
#include "tst_catalog2026.moc"
