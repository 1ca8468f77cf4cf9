// TCO and the on-prem versus cloud comparison: every formula against a case computed by hand
// (the derivation is written next to each check), plus the oracles of DOMAIN.md section 6.
#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/costassumptions.h"
#include "cost/tco.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <cmath>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

// No assumptions in this catalog: resolve() uses the built-in fallbacks, the test sets the rest.
CostAssumptions assumptions(const Catalog &catalog, const std::map<QString, double> &values)
{
    CostAssumptions a = CostAssumptions::resolve(Design(), catalog);
    for (const auto &[k, v] : values)
        a.set(k, v);
    return a;
}

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

#define QCOMPARE_NEAR(a, b)                                                                        \
    QVERIFY2(near((a), (b)),                                                                       \
             qPrintable(QStringLiteral("%1 != %2").arg((a), 0, 'f', 6).arg((b), 0, 'f', 6)))

Accelerator accelerator(const QString &id, double bf16)
{
    Accelerator a;
    a.id = id;
    a.name = id.toUpper();
    a.bf16DenseTflops = bf16;
    return a;
}

CloudOffer offer(const QString &id, const QString &acc, int gpus, std::optional<double> onDemand,
                 std::optional<double> reserved1y = {})
{
    CloudOffer o;
    o.id = id;
    o.provider = u"Test"_s;
    o.instance = id;
    o.acceleratorId = acc;
    o.gpusPerInstance = gpus;
    o.onDemandUsdPerHour = onDemand;
    o.reserved1yUsdPerHour = reserved1y;
    o.provenance = {u"test"_s, u"2026"_s, false};
    return o;
}

std::optional<Catalog> shipped()
{
    QString error;
    auto c = Catalog::open(test::catalogDbPath(), &error);
    if (!c)
        qWarning("%s", qPrintable(error));
    return c;
}

} // namespace

class TestTco final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void assumptionsResolveDesignThenCatalogThenFallback()
    {
        AssumptionDefault pue;
        pue.key = costkey::pue;
        pue.value = 1.4;
        pue.unit = u"ratio"_s;
        pue.description = u"PUE"_s;
        pue.provenance = {u"catalog source"_s, u"2025"_s, false};
        AssumptionDefault price = pue;
        price.key = costkey::electricity;
        price.value = 0.2;
        const Catalog catalog = Catalog::fromData({}, {}, {}, {pue, price});
        Design d;
        d.assumptions.values[costkey::electricity] = 0.07;
        const CostAssumptions a = CostAssumptions::resolve(d, catalog);
        QCOMPARE(a.value(costkey::electricity), 0.07); // design wins
        QCOMPARE(a.value(costkey::pue), 1.4);          // catalog default
        QCOMPARE(a.value(costkey::supportPct), 10.0);  // built-in fallback
        QCOMPARE(a.entries().size(), CostAssumptions::keys().size());
        for (const CostAssumption &e : a.entries()) {
            if (e.key == costkey::electricity)
                QVERIFY(e.overridden);
            if (e.key == costkey::pue)
                QCOMPARE(e.provenance.source, u"catalog source"_s);
            if (e.key == costkey::supportPct)
                QVERIFY(e.provenance.estimate && e.provenance.source.contains(u"built-in"));
        }
        // The shipped catalog carries every key the cost model reads, with a source.
        auto real = shipped();
        QVERIFY(real);
        for (const QString &key : CostAssumptions::keys()) {
            const AssumptionDefault *ad = real->assumption(key);
            QVERIFY2(ad, qPrintable(key));
            QVERIFY2(!ad->provenance.source.isEmpty(), qPrintable(key));
        }
    }

    void tcoByHand()
    {
        const Catalog catalog = Catalog::fromData({}, {});
        TcoInputs in;
        in.hardwareUsd = 1000000;
        in.itPowerKw = 20;
        in.racks = 2;
        in.gpus = 16;
        in.bf16Pflops = 16;
        const CostAssumptions a = assumptions(catalog, {{costkey::electricity, 0.10},
                                                        {costkey::pue, 1.5},
                                                        {costkey::years, 3},
                                                        {costkey::loadFactor, 0.5},
                                                        {costkey::hoursPerYear, 8760},
                                                        {costkey::installPct, 5},
                                                        {costkey::taxPct, 8},
                                                        {costkey::supportPct, 10},
                                                        {costkey::colocationKw, 100},
                                                        {costkey::colocationRack, 500},
                                                        {costkey::staff, 50000},
                                                        {costkey::residualPct, 20},
                                                        {costkey::discountRate, 0.10}});
        const Tco t = Tco::compute(in, a);
        QCOMPARE(t.years, 3);
        // CapEx = 1,000,000 + 5 % (50,000) + 8 % (80,000) = 1,130,000
        QCOMPARE_NEAR(t.installUsd, 50000.0);
        QCOMPARE_NEAR(t.taxUsd, 80000.0);
        QCOMPARE_NEAR(t.capexUsd, 1130000.0);
        // Energy = 20 kW x 0.5 x 1.5 x 8,760 h x $0.10 = 13,140
        QCOMPARE_NEAR(t.energyUsdPerYear, 13140.0);
        // Support = 10 % of 1,000,000 = 100,000
        QCOMPARE_NEAR(t.supportUsdPerYear, 100000.0);
        // Facility = 12 x (20 kW x $100 + 2 racks x $500) = 12 x 3,000 = 36,000
        QCOMPARE_NEAR(t.facilityUsdPerYear, 36000.0);
        QCOMPARE_NEAR(t.staffUsdPerYear, 50000.0);
        // OpEx = 13,140 + 100,000 + 36,000 + 50,000 = 199,140
        QCOMPARE_NEAR(t.opexUsdPerYear, 199140.0);
        // Residual = 20 % of 1,000,000 = 200,000, credited at the end of year 3
        QCOMPARE_NEAR(t.residualUsd, 200000.0);
        // Total = 1,130,000 + 3 x 199,140 - 200,000 = 1,527,420
        QCOMPARE_NEAR(t.totalUsd, 1527420.0);
        // Per year: cumulative 1,130,000 | 1,329,140 | 1,528,280 | 1,527,420
        QCOMPARE(t.perYear.size(), size_t(4));
        QCOMPARE_NEAR(t.perYear[0].cumulativeUsd, 1130000.0);
        QCOMPARE_NEAR(t.perYear[1].cumulativeUsd, 1329140.0);
        QCOMPARE_NEAR(t.perYear[2].cumulativeUsd, 1528280.0);
        QCOMPARE_NEAR(t.perYear[3].totalUsd, 199140.0 - 200000.0);
        QCOMPARE_NEAR(t.perYear[3].cumulativeUsd, 1527420.0);
        // NPV at 10 %: 1,130,000 + 199,140 / 1.1 + 199,140 / 1.21 + (199,140 - 200,000) / 1.331
        //            = 1,130,000 + 181,036.364 + 164,578.512 - 646.131 = 1,474,968.745
        QCOMPARE_NEAR(t.npvUsd, 1130000.0 + 199140.0 / 1.1 + 199140.0 / 1.21 - 860.0 / 1.331);
        QCOMPARE_NEAR(t.perYear[2].discountFactor, 1.0 / 1.21);
        // $/GPU-hour = 1,527,420 / (16 GPUs x 8,760 h x 3 years x 0.5) = 1,527,420 / 210,240
        QCOMPARE_NEAR(t.usdPerGpuHour, 1527420.0 / 210240.0);
        // $/PFLOP-year = 1,527,420 / (16 PFLOPS x 3 years x 0.5) = 1,527,420 / 24 = 63,642.5
        QCOMPARE_NEAR(t.usdPerPflopYear, 63642.5);
    }

    // Issue 41, finding 11: a design that owns its power chain and cooling plant also paid the
    // catalog's colocation rent for the same power and cooling. Owned or rented, never both by
    // default; a colocation price the design sets itself is still charged.
    void ownedFacilityPaysNoRentByDefault()
    {
        const Catalog catalog = Catalog::fromData({}, {});
        TcoInputs in;
        in.hardwareUsd = 1000000;
        in.itPowerKw = 20;
        in.racks = 2;
        in.gpus = 16;
        const CostAssumptions defaults = CostAssumptions::resolve(Design(), catalog);
        QVERIFY(defaults.value(costkey::colocationKw) > 0);
        QVERIFY(!defaults.isOverridden(costkey::colocationKw));
        const double rent = 12 * (20 * defaults.value(costkey::colocationKw) +
                                  2 * defaults.value(costkey::colocationRack));

        // Racks only: the space, power and cooling are rented.
        const Tco rented = Tco::compute(in, defaults);
        QVERIFY(rented.colocationCharged);
        QCOMPARE_NEAR(rented.facilityUsdPerYear, rent);

        // The same racks with $200,000 of their own plant in the BOM: no rent, and OpEx lower by
        // exactly the rent.
        in.facilityHardwareUsd = 200000;
        const Tco owned = Tco::compute(in, defaults);
        QVERIFY(!owned.colocationCharged);
        QCOMPARE(owned.facilityUsdPerYear, 0.0);
        QCOMPARE_NEAR(owned.opexUsdPerYear, rented.opexUsdPerYear - rent);
        QVERIFY(owned.facilityLabel().contains(u"owned"_s));

        // A colocation price set in the design (a leased shell around an owned plant): charged.
        CostAssumptions leased = defaults;
        leased.set(costkey::colocationKw, 100);
        const Tco shell = Tco::compute(in, leased);
        QVERIFY(shell.colocationCharged);
        QCOMPARE_NEAR(shell.facilityUsdPerYear,
                      12 * (20 * 100 + 2 * defaults.value(costkey::colocationRack)));
    }

    void horizonIsWholeYearsAtLeastOne()
    {
        const Catalog catalog = Catalog::fromData({}, {});
        TcoInputs in;
        in.hardwareUsd = 100;
        QCOMPARE(Tco::compute(in, assumptions(catalog, {{costkey::years, 0}})).years, 1);
        QCOMPARE(Tco::compute(in, assumptions(catalog, {{costkey::years, 2.6}})).years, 3);
        // No GPUs: no cost per GPU-hour rather than a division by zero.
        QCOMPARE(Tco::compute(in, assumptions(catalog, {})).usdPerGpuHour, 0.0);
    }

    // DOMAIN.md section 6: 1 DGX H100 x 10.2 kW x 24 x 365 x $0.10/kWh ~ $9,000/year (8,935.2);
    // 32 of them ~ $288,000/year. Through the real path: design file values, catalog, analysis.
    void energyOracleOneDgxH100()
    {
        auto catalog = shipped();
        QVERIFY(catalog);
        for (int nodes : {1, 32}) {
            Design d;
            QVERIFY(d.addRack({u"r1"_s, u"RACK-48U"_s, {}, {}, {}, 400}));
            for (int i = 0; i < nodes; ++i) {
                Device dgx;
                dgx.id = u"dgx-%1"_s.arg(i);
                dgx.sku = u"DGX-H100"_s;
                dgx.role = Role::Compute;
                QVERIFY(d.addDevice(dgx));
            }
            d.assumptions.values = {
                {costkey::pue, 1.0}, {costkey::loadFactor, 1.0}, {costkey::electricity, 0.10}};
            const Bom bom = Bom::build(d, *catalog, CablePlan::build(d, *catalog));
            const Analysis analysis = analyze(d, *catalog);
            const TcoInputs in = TcoInputs::fromDesign(d, *catalog, bom, analysis.totals);
            QCOMPARE(in.gpus, 8 * nodes);
            QCOMPARE(in.acceleratorId, u"h100-sxm"_s);
            const Tco t = Tco::compute(in, CostAssumptions::resolve(d, *catalog));
            // 10.2 kW x 1.0 x 1.0 x 8,760 h x $0.10 = $8,935.20 per DGX H100
            QCOMPARE_NEAR(t.energyUsdPerYear, nodes * 10.2 * 8760 * 0.10);
        }
    }

    void cloudComparisonByHand()
    {
        const Catalog catalog = Catalog::fromData({}, {accelerator(u"acc-a"_s, 1000)},
                                                  {offer(u"a-8x"_s, u"acc-a"_s, 8, 100.0, 60.0)});
        TcoInputs in;
        in.hardwareUsd = 1000000;
        in.itPowerKw = 10;
        in.racks = 1;
        in.gpus = 8;
        in.bf16Pflops = 8;
        in.storageTb = 100;
        in.acceleratorId = u"acc-a"_s;
        in.bf16TflopsPerGpu = 1000;
        const CostAssumptions a = assumptions(catalog, {{costkey::electricity, 0.10},
                                                        {costkey::pue, 1.0},
                                                        {costkey::years, 3},
                                                        {costkey::hoursPerYear, 8760},
                                                        {costkey::installPct, 0},
                                                        {costkey::taxPct, 0},
                                                        {costkey::supportPct, 10},
                                                        {costkey::colocationKw, 0},
                                                        {costkey::colocationRack, 0},
                                                        {costkey::staff, 0},
                                                        {costkey::residualPct, 0},
                                                        {costkey::discountRate, 0},
                                                        {costkey::cloudStorage, 20},
                                                        {costkey::cloudEgressTb, 10},
                                                        {costkey::cloudEgressPrice, 50}});
        const CloudComparisonResult r = compareWithCloud(in, a, catalog, {}, 0.5);
        QVERIFY(r.notes.isEmpty());
        QCOMPARE(r.rows.size(), size_t(2)); // on-demand and 1-year reserved
        // On-prem at u = 0.5: energy 10 kW x 0.5 x 1.0 x 8,760 x 0.10 = 4,380; support 100,000
        //   OpEx = 104,380 / year = 8,698.33 / month; CapEx 1,000,000
        QCOMPARE_NEAR(r.onPrem.opexUsdPerYear, 104380.0);

        const CloudComparison &od = r.rows[0];
        QCOMPARE(od.term, CloudTerm::OnDemand);
        QVERIFY(od.exactGpu);
        QCOMPARE(od.cloudGpus, 8);
        QCOMPARE(od.instances, 1); // 8 GPUs / 8 per instance
        // Cloud month: compute 1 x $100 x 8,760 / 12 x 0.5 = 36,500 (used hours only)
        //              storage 100 TB x $20 = 2,000; egress 10 TB x $50 = 500 -> 39,000
        QCOMPARE_NEAR(od.cloudComputeUsdPerMonth, 36500.0);
        QCOMPARE_NEAR(od.cloudStorageUsdPerMonth, 2000.0);
        QCOMPARE_NEAR(od.cloudEgressUsdPerMonth, 500.0);
        QCOMPARE_NEAR(od.cloudUsdPerMonth, 39000.0);
        QCOMPARE_NEAR(od.cloudTotalUsd, 36 * 39000.0);
        // Break-even: 1,000,000 / (39,000 - 104,380 / 12) = 1,000,000 / 30,301.667 = 33.0015
        //   -> on-prem is cheaper from the end of month 34
        QVERIFY(od.breakEvenMonths);
        QCOMPARE_NEAR(*od.breakEvenMonths, 1000000.0 / (39000.0 - 104380.0 / 12.0));
        QCOMPARE(*od.breakEvenMonth, 34);
        // Utilization where 3-year costs meet:
        //   on-prem(u) = 1,000,000 + 3 x 100,000 + 3 x 8,760 u      = 1,300,000 + 26,280 u
        //   cloud(u)   = 36 x 2,500 + 36 x 73,000 u                 = 90,000 + 2,628,000 u
        //   u = 1,210,000 / 2,601,720 = 0.46507
        QVERIFY(od.breakEvenUtilization);
        QCOMPARE_NEAR(*od.breakEvenUtilization, 1210000.0 / 2601720.0);
        // At that utilization the two really cost the same over the horizon.
        const CloudComparisonResult atU =
            compareWithCloud(in, a, catalog, {u"a-8x"_s}, *od.breakEvenUtilization);
        QCOMPARE_NEAR(atU.rows[0].cloudTotalUsd, atU.rows[0].onPremTotalUsd);

        const CloudComparison &res = r.rows[1];
        QCOMPARE(res.term, CloudTerm::Reserved1y);
        // Reserved capacity bills every hour: 60 x 8,760 / 12 = 43,800 + 2,500 = 46,300 / month
        QCOMPARE_NEAR(res.cloudUsdPerMonth, 46300.0);
        // Break-even: 1,000,000 / (46,300 - 8,698.33) = 26.59 -> month 27
        QCOMPARE_NEAR(*res.breakEvenMonths, 1000000.0 / (46300.0 - 104380.0 / 12.0));
        QCOMPARE(*res.breakEvenMonth, 27);
        // Reserved: cloud 36 x 46,300 = 1,666,800 whatever u; on-prem 1,300,000 + 26,280 u
        //   equal at u = 366,800 / 26,280 = 13.96: outside 0..1, so none
        QVERIFY(!res.breakEvenUtilization);
    }

    void cloudNeverCatchesUp()
    {
        const Catalog catalog = Catalog::fromData({}, {accelerator(u"acc-a"_s, 1000)},
                                                  {offer(u"cheap"_s, u"acc-a"_s, 1, 0.01)});
        TcoInputs in;
        in.hardwareUsd = 1000000;
        in.itPowerKw = 10;
        in.gpus = 8;
        in.acceleratorId = u"acc-a"_s;
        in.bf16TflopsPerGpu = 1000;
        const CloudComparisonResult r =
            compareWithCloud(in, assumptions(catalog, {}), catalog, {}, 1.0);
        QCOMPARE(r.rows.size(), size_t(1));
        // 8 x $0.01 x 730 h = $58.40 a month never pays back $1M of hardware with $100k+ OpEx.
        QVERIFY(!r.rows[0].breakEvenMonth);
        QVERIFY(!r.rows[0].breakEvenUtilization);
    }

    void nearestGpuByBf16IsSaidNotSilent()
    {
        const Catalog catalog = Catalog::fromData(
            {},
            {accelerator(u"acc-z"_s, 1000), accelerator(u"acc-b"_s, 500),
             accelerator(u"acc-c"_s, 2000)},
            {offer(u"b-1x"_s, u"acc-b"_s, 1, 2.0), offer(u"c-1x"_s, u"acc-c"_s, 1, 9.0)});
        TcoInputs in;
        in.hardwareUsd = 100000;
        in.gpus = 8;
        in.acceleratorId = u"acc-z"_s;
        in.bf16TflopsPerGpu = 1000;
        const CloudComparisonResult r =
            compareWithCloud(in, assumptions(catalog, {}), catalog, {}, 1.0);
        // |500 - 1000| = 500 < |2000 - 1000| = 1000: the B offer, flagged.
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.rows[0].offerId, u"b-1x"_s);
        QVERIFY(!r.rows[0].exactGpu);
        QVERIFY(!r.rows[0].note.isEmpty());
        QCOMPARE(r.notes.size(), 1);
        QVERIFY(r.notes[0].contains(u"ACC-Z") && r.notes[0].contains(u"ACC-B"));
        // Same BF16 throughput: 8 x 1000 / 500 = 16 GPUs, 16 one-GPU instances.
        QCOMPARE(r.rows[0].cloudGpus, 16);
        QCOMPARE(r.rows[0].instances, 16);
        // Named explicitly, a faster GPU needs fewer: ceil(8 x 1000 / 2000) = 4.
        const CloudComparisonResult c =
            compareWithCloud(in, assumptions(catalog, {}), catalog, {u"c-1x"_s}, 1.0);
        QCOMPARE(c.rows[0].cloudGpus, 4);
        QVERIFY(!c.rows[0].exactGpu);
    }

    // DOMAIN.md section 6: on-prem breaks even against cloud after ~6-12 months of continuous
    // use. The sample BasePOD (4x DGX H100 with network, storage and management) against each
    // hyperscaler 8x H100 instance at seed prices, 100 % utilization.
    void breakEvenOracleSixToTwelveMonths()
    {
        auto catalog = shipped();
        QVERIFY(catalog);
        LoadResult loaded = DesignFile::read(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s));
        QVERIFY(loaded.ok());
        const Design &d = *loaded.design;
        const Bom bom = Bom::build(d, *catalog, CablePlan::build(d, *catalog));
        const TcoInputs in = TcoInputs::fromDesign(d, *catalog, bom, analyze(d, *catalog).totals);
        const QStringList offers{u"aws-p5.48xlarge"_s, u"azure-nd-h100-v5"_s,
                                 u"gcp-a3-highgpu-8g"_s};
        const CloudComparisonResult r =
            compareWithCloud(in, CostAssumptions::resolve(d, *catalog), *catalog, offers, 1.0);
        QCOMPARE(r.rows.size(), size_t(3));
        for (const CloudComparison &c : r.rows) {
            QVERIFY(c.exactGpu);
            QCOMPARE(c.instances, 4); // 32 GPUs / 8
            QVERIFY2(
                c.breakEvenMonths && *c.breakEvenMonths >= 6 && *c.breakEvenMonths <= 12,
                qPrintable(u"%1: %2 months"_s.arg(c.offerId).arg(c.breakEvenMonths.value_or(-1))));
        }
    }
};

QTEST_GUILESS_MAIN(TestTco)
#include "tst_tco.moc"
