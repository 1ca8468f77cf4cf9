// The cost of a workload run: the run's share of a design's TCO, each cloud
// offer's price for the same GPU-hours, the break-even between them, and $/million tokens. The
// oracles are worked by hand from hand-set assumptions, so a catalog price change cannot move them.
#include "catalog/catalog.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"
#include "model/design.h"
#include "relativenear.h"
#include "testpaths.h"
#include "workload/runcost.h"

#include <QTest>
#include <cmath>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestRunCost final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void onPremShareOf30DayRun();
    void onPremShareEqualsTcoPerHour();
    void cloudIsGpuHoursTimesPrice();
    void breakEvenUtilization();
    void nearestOfferIsNotedAndScaled();
    void usdPerMillionTokens();
    void cloudOnlyWithoutDesign();

private:
    std::optional<Catalog> mCatalog;
    // A design of 800 H100 GPUs: $10M of hardware, 1 MW of IT power, 10 racks.
    TcoInputs mInputs;
    // Every key set by hand: install 5 %, tax 0, support 10 %/yr, $150/kW-month, $0/rack-month,
    // no staff, no residual, $0.10/kWh, PUE 1.3, 5 years of 8,760 h, load factor 0.8 (the run
    // replaces it with 1).
    CostAssumptions mAssumptions;
};

void TestRunCost::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
    mInputs.hardwareUsd = 10e6;
    mInputs.itPowerKw = 1000;
    mInputs.racks = 10;
    mInputs.gpus = 800;
    mInputs.acceleratorId = u"h100-sxm"_s;
    mInputs.bf16TflopsPerGpu = 989;
    mInputs.bf16Pflops = 800 * 0.989;
    mAssumptions = CostAssumptions::resolve(Design(), *mCatalog);
    const std::pair<QString, double> values[] = {
        {costkey::installPct, 5},     {costkey::taxPct, 0},          {costkey::supportPct, 10},
        {costkey::colocationKw, 150}, {costkey::colocationRack, 0},  {costkey::staff, 0},
        {costkey::residualPct, 0},    {costkey::electricity, 0.1},   {costkey::pue, 1.3},
        {costkey::years, 5},          {costkey::hoursPerYear, 8760}, {costkey::loadFactor, 0.8}};
    for (const auto &[key, value] : values)
        mAssumptions.set(key, value);
}

void TestRunCost::onPremShareOf30DayRun()
{
    // 400 of the 800 GPUs (share 0.5) for 30 days = 720 h of a 5 x 8,760 = 43,800 h horizon:
    //   CapEx     = 10M x 1.05 = 10.5M; share 10.5M x 720 / 43,800 x 0.5          = 86,301.37
    //   energy    = 1,000 kW x 1.3 x 720 h x $0.10 x 0.5 (full load during the run) = 46,800
    //   support   = 1M/yr x 720 / 8,760 x 0.5                                       = 41,095.89
    //   facility  = 12 x 1,000 x 150 = 1.8M/yr x 720 / 8,760 x 0.5                  = 73,972.60
    //   total                                                                       = 248,169.86
    const RunCost c = computeRunCost(mInputs, mAssumptions, *mCatalog, {400, 720, 0});
    QCOMPARE_NEAR(c.onPrem.gpuShare, 0.5, 1e-12);
    QCOMPARE_NEAR(c.onPrem.designCapexUsd, 10.5e6, 1e-12);
    QCOMPARE_NEAR(c.onPrem.capexShareUsd, 10.5e6 * 720 / 43800 * 0.5, 1e-12);
    QCOMPARE_NEAR(c.onPrem.capexShareUsd, 86301.37, 1e-7);
    QCOMPARE_NEAR(c.onPrem.energyUsd, 46800, 1e-12);
    QCOMPARE_NEAR(c.onPrem.otherOpexUsd, 41095.89 + 73972.60, 1e-7);
    QCOMPARE_NEAR(c.onPrem.usd, 248169.86, 1e-7);
    // Per GPU-hour: 248,169.86 / (400 x 720).
    QCOMPARE_NEAR(c.onPrem.usdPerGpuHour, 248169.86 / 288000, 1e-7);
    QCOMPARE(c.onPrem.usdPerMillionTokens, 0.0);
}

void TestRunCost::onPremShareEqualsTcoPerHour()
{
    // The same figure from the TCO itself at full load: total / (years x hours/yr) x hours x share,
    // with a residual value this time (20 % of 10M credited: CapEx less 2M is what is amortised).
    CostAssumptions a = mAssumptions;
    a.set(costkey::residualPct, 20);
    a.set(costkey::staff, 500000);
    CostAssumptions busy = a;
    busy.set(costkey::loadFactor, 1);
    const Tco tco = Tco::compute(mInputs, busy);
    const RunCost c = computeRunCost(mInputs, a, *mCatalog, {200, 1000, 0});
    QCOMPARE_NEAR(c.onPrem.usd, tco.totalUsd / 43800 * 1000 * 0.25, 1e-12);
    QCOMPARE_NEAR(c.onPrem.capexShareUsd, (10.5e6 - 2e6) / 43800 * 1000 * 0.25, 1e-12);
}

void TestRunCost::cloudIsGpuHoursTimesPrice()
{
    // Every H100 offer of the catalog; each costs instances x $/instance-hour x 720 h, its price
    // read from the catalog row: per-GPU offers 400 x price x 720, 8-GPU instances 50 x price x
    // 720.
    const RunCost c = computeRunCost(mInputs, mAssumptions, *mCatalog, {400, 720, 0});
    QVERIFY(c.cloud.size() >= 3);
    QVERIFY(c.notes.isEmpty());
    for (const CloudRunCost &o : c.cloud) {
        const CloudOffer *row = mCatalog->cloudOffer(o.offerId);
        QVERIFY(row);
        QCOMPARE(row->acceleratorId, u"h100-sxm"_s);
        QVERIFY(o.exactGpu);
        QVERIFY(o.note.isEmpty());
        const int instances = (400 + row->gpusPerInstance - 1) / row->gpusPerInstance;
        QCOMPARE(o.instances, instances);
        QCOMPARE_NEAR(o.gpuHours, 400 * 720, 1e-12);
        QCOMPARE_NEAR(o.usd, instances * *row->onDemandUsdPerHour * 720, 1e-12);
        QCOMPARE_NEAR(o.onPremSavingUsd, o.usd - 248169.86, 1e-7);
    }
    // The cheapest: Thunder's $1.38 per GPU-hour: 400 x 1.38 x 720 = $397,440.
    QCOMPARE(c.cheapestCloud()->offerId, u"thunder-h100-sxm"_s);
    QCOMPARE_NEAR(c.cheapestCloud()->usd, 397440, 1e-12);
}

void TestRunCost::breakEvenUtilization()
{
    // Fixed part of the run on-prem: CapEx share + support + facility = 86,301.37 + 41,095.89
    // + 73,972.60 = 201,369.86; energy 46,800. Against Thunder's $397,440 the two are equal at
    // u = 201,369.86 / (397,440 - 46,800) = 0.5743; against AWS p5 (50 x $100 x 720 = 3.6M) at
    // 201,369.86 / (3,600,000 - 46,800) = 0.05667.
    const RunCost c = computeRunCost(mInputs, mAssumptions, *mCatalog, {400, 720, 0});
    for (const CloudRunCost &o : c.cloud) {
        if (o.offerId == u"thunder-h100-sxm"_s) {
            QVERIFY(o.breakEvenUtilization);
            QCOMPARE_NEAR(*o.breakEvenUtilization, 201369.86 / (397440 - 46800), 1e-7);
            QVERIFY(o.onPremSavingUsd > 0);
            QVERIFY2(o.verdict().startsWith(u"on-prem cheaper by $149K"_s),
                     qPrintable(o.verdict()));
            QVERIFY2(o.verdict().contains(u"58 % utilisation"_s), qPrintable(o.verdict()));
        }
        if (o.offerId == u"aws-p5.48xlarge"_s) {
            QCOMPARE_NEAR(o.usd, 3.6e6, 1e-12);
            QCOMPARE_NEAR(*o.breakEvenUtilization, 201369.86 / (3.6e6 - 46800), 1e-7);
        }
    }
    // A design five times dearer costs more than Thunder even fully used: no break-even.
    TcoInputs dear = mInputs;
    dear.hardwareUsd = 50e6;
    const RunCost d = computeRunCost(dear, mAssumptions, *mCatalog, {400, 720, 0});
    for (const CloudRunCost &o : d.cloud)
        if (o.offerId == u"thunder-h100-sxm"_s) {
            QVERIFY(o.onPremSavingUsd < 0);
            QVERIFY(!o.breakEvenUtilization);
            QVERIFY(o.verdict().startsWith(u"cloud cheaper"_s));
        }
}

void TestRunCost::nearestOfferIsNotedAndScaled()
{
    // A GPU no offer has, of 1,000 BF16 TFLOP/s: the nearest offers are H100 and H200 (989 each);
    // 400 of ours match ceil(400 x 1000 / 989) = ceil(404.45) = 405 of theirs.
    TcoInputs odd = mInputs;
    odd.acceleratorId = u"no-such-gpu"_s;
    odd.bf16TflopsPerGpu = 1000;
    const RunCost c = computeRunCost(odd, mAssumptions, *mCatalog, {400, 720, 0});
    QCOMPARE(c.notes.size(), 1);
    QVERIFY(c.notes.first().contains(u"nearest by BF16"_s));
    QVERIFY(!c.cloud.empty());
    for (const CloudRunCost &o : c.cloud) {
        QVERIFY(o.acceleratorId == u"h100-sxm"_s || o.acceleratorId == u"h200-sxm"_s);
        QVERIFY(!o.exactGpu);
        QVERIFY(o.note.contains(u"405 cloud GPUs"_s));
        QCOMPARE(o.cloudGpus, 405);
        QCOMPARE_NEAR(o.gpuHours, 405 * 720, 1e-12);
    }
}

void TestRunCost::usdPerMillionTokens()
{
    // 8 of the 800 GPUs (share 0.01) for an hour, serving 1,000 tokens/s = 3.6M tokens.
    // TCO at full load: 10.5M + 5 x (1,138,800 energy + 1M support + 1.8M facility) = 30,194,000
    // over 43,800 h = $689.36/h; x 0.01 = $6.8936/h -> $6.8936 / 3.6 = $1.9149 per million.
    // Thunder: 8 x $1.38 = $11.04/h -> $3.0667 per million.
    const RunCost c = computeRunCost(mInputs, mAssumptions, *mCatalog, {8, 1, 1000});
    QCOMPARE_NEAR(c.onPrem.usd, 30194000.0 / 43800 * 0.01, 1e-12);
    QCOMPARE_NEAR(c.onPrem.usdPerMillionTokens, 30194000.0 / 43800 * 0.01 / 3.6, 1e-12);
    for (const CloudRunCost &o : c.cloud)
        if (o.offerId == u"thunder-h100-sxm"_s)
            QCOMPARE_NEAR(o.usdPerMillionTokens, 8 * 1.38 / 3.6, 1e-12);
}

void TestRunCost::cloudOnlyWithoutDesign()
{
    // No design (a system without a generator): the offers still cost the run; nothing on-prem.
    const Accelerator *mi300x = mCatalog->accelerator(u"mi300x"_s);
    QVERIFY(mi300x);
    const RunCost c = computeCloudRunCost(*mi300x, mAssumptions, *mCatalog, {64, 100, 0});
    QCOMPARE(c.onPrem.usd, 0.0);
    QVERIFY(!c.cloud.empty());
    for (const CloudRunCost &o : c.cloud) {
        QCOMPARE(o.acceleratorId, u"mi300x"_s);
        QCOMPARE_NEAR(o.usd, 64 * *mCatalog->cloudOffer(o.offerId)->onDemandUsdPerHour * 100,
                      1e-12);
        QVERIFY(!o.breakEvenUtilization);
    }
    QVERIFY(c.notes.last().contains(u"on-prem cost not estimated"_s));
}

QTEST_GUILESS_MAIN(TestRunCost)
#include "tst_runcost.moc"
