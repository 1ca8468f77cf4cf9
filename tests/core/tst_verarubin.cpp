// Vera Rubin in the generators and the workload sizing: a SuperPOD of Vera Rubin NVL72 racks by
// the GB200/GB300 scalable-unit rule, FP4 (NVFP4) sizing by hand, and the proposals that put
// Vera Rubin beside the other systems.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/inventory.h"
#include "generate/nvl72.h"
#include "model/design.h"
#include "sizing/inferencesizing.h"
#include "sizing/precision.h"
#include "testpaths.h"
#include "workload/proposal.h"
#include "workload/workloadevaluation.h"

#include <QTest>
#include <cmath>
#include <map>
#include <set>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestVeraRubin final : public QObject
{
    Q_OBJECT

private:
    std::optional<Catalog> mCatalog;
    const Catalog &catalog() const { return *mCatalog; }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        QVERIFY(catalog().model(u"DGX-VR-NVL72"_s));
        QVERIFY(catalog().accelerator(u"rubin"_s));
    }

    // One SU: 8 racks of 72 Rubin GPUs (576), one compute port per GPU. Quantum-X800 has 144
    // ports: a leaf gives 72 down and 72 up, so 576 ports need 576 / 72 = 8 leaves, each taking
    // 72 / 8 = 9 ports (two and a quarter trays' NICs) of each of the 8 racks; 8 x 72 = 576
    // uplinks over 144-port spines make 4 spines.
    void oneSuBySuRule()
    {
        Nvl72Options o;
        o.system = u"vr-nvl72"_s;
        o.sus = 1;
        QString why;
        const std::optional<Design> design = generateNvl72SuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        const Inventory inv =
            takeInventory(*design, catalog(), CablePlan::build(*design, catalog()));
        QCOMPARE(inv.gpus, 576);
        QCOMPARE(inv.nodes, 8);
        std::map<QString, std::set<int>> portsUsed; // VR rack -> its compute ports linked
        int computeLinks = 0;
        std::set<QString> leaves, spines;
        for (const auto &[id, link] : design->links()) {
            if (link.fabricId != u"compute-ib"_s)
                continue;
            for (const PortRef *end : {&link.a, &link.b}) {
                const Device *d = design->device(end->deviceId);
                QVERIFY(d);
                if (d->sku == u"DGX-VR-NVL72"_s) {
                    ++computeLinks;
                    QCOMPARE(end->portGroup, u"ib"_s);
                    // Each port once: a second link on it would not grow the set.
                    QVERIFY2(portsUsed[d->id].insert(end->portIndex).second,
                             qPrintable(d->id + u" port used twice"_s));
                }
                if (d->id.startsWith(u"ib-leaf"_s))
                    leaves.insert(d->id);
                if (d->id.startsWith(u"ib-spine"_s))
                    spines.insert(d->id);
            }
        }
        QCOMPARE(computeLinks, 576);
        QCOMPARE(int(portsUsed.size()), 8);
        const int portsPerRack = catalog().model(u"DGX-VR-NVL72"_s)->portGroup(u"ib"_s)->count;
        QCOMPARE(portsPerRack, 72);
        for (const auto &[rack, ports] : portsUsed)
            QCOMPARE(int(ports.size()), portsPerRack);
        QCOMPARE(int(leaves.size()), 8);
        QCOMPARE(int(spines.size()), 4);
        QCOMPARE(inv.cablesByRun.at(u"node-leaf"_s), 576);
        QCOMPARE(inv.cablesByRun.at(u"leaf-spine"_s), 8 * 72);
        // The rack power limit is what its power shelves deliver with one out (N+1): the least
        // shelves that carry the rack's maximum, plus one.
        const DeviceModel *shelf = catalog().model(u"VR-POWER-SHELF"_s);
        QVERIFY(shelf && shelf->powerCapacityW > 0);
        const double maxW = catalog().model(u"DGX-VR-NVL72"_s)->maxPowerW;
        const double shelvesKw =
            std::ceil(std::ceil(maxW / shelf->powerCapacityW) * shelf->powerCapacityW / 1000.0);
        for (const auto &[id, rack] : design->racks())
            if (rack.name.contains(u"NVL72"_s))
                QCOMPARE(rack.powerLimitKw, shelvesKw);
        QVERIFY(shelvesKw * 1000 >= catalog().model(u"DGX-VR-NVL72"_s)->maxPowerW);
        // No RA of its own: the generator says what the build rests on.
        QVERIFY(nvl72Basis(u"vr-nvl72"_s).contains(u"GB200/GB300 scalable-unit rule"_s));
        QVERIFY(nvl72Basis(u"gb300-nvl72"_s).isEmpty());
    }

    void nvl144CpxBuilds()
    {
        if (!catalog().model(u"VR-NVL144-CPX"_s))
            QFAIL("the catalog has no VR-NVL144-CPX");
        Nvl72Options o;
        o.system = u"vr-nvl144-cpx"_s;
        QString why;
        const std::optional<Design> design = generateNvl72SuperPod(catalog(), o, &why);
        QVERIFY2(design, qPrintable(why));
        QCOMPARE(takeInventory(*design, catalog(), CablePlan::build(*design, catalog())).nodes, 8);
    }

    // NVFP4 by hand on Llama 3.1 70B: 4 bits a value and one 8-bit scale a block of 16, so
    // 70e9 x 4.5 / 8 = 39.375 GB of weights; prefill at the FP4 dense peak: peak x TP / (2 x 70e9).
    void fp4SizingByHand()
    {
        QCOMPARE(bytesPerValue(Precision::Fp4), 0.5625);
        QCOMPARE(precisionName(Precision::Fp4), u"fp4"_s);
        QCOMPARE(parsePrecision(u"FP4"_s), std::optional<Precision>(Precision::Fp4));
        QString error;
        const std::optional<GpuSystem> vr =
            GpuSystem::fromCatalog(catalog(), u"DGX-VR-NVL72"_s, &error);
        QVERIFY2(vr, qPrintable(error));
        const Accelerator &rubin = vr->accelerator;
        QVERIFY(rubin.fp4DenseTflops > rubin.fp8DenseTflops);
        QCOMPARE(peakDenseTflops(rubin, Precision::Fp4), rubin.fp4DenseTflops);
        QVERIFY(unsupportedPrecision(rubin, Precision::Fp4).isEmpty());

        const LanguageModel &model = *catalog().languageModel(u"llama-3.1-70b"_s);
        InferenceInput in;
        in.weights = Precision::Fp4;
        in.kvCache = Precision::Fp8;
        in.contextTokens = 8192;
        in.concurrency = 16;
        const InferenceSizing s = sizeInference(model, in, *vr);
        QCOMPARE(s.weightsGb, 39.375);
        // KV: 2 x 80 layers x 8 heads x 128 x 1 byte = 163,840 bytes a token.
        QCOMPARE(s.kvBytesPerToken, 163840.0);
        QVERIFY(s.gpusPerReplica > 0);
        QCOMPARE(s.prefillTokensPerS,
                 rubin.fp4DenseTflops * 1e12 * s.gpusPerReplica / (2.0 * model.activeParams));

        // A GPU without FP4 tensor cores computes FP4 on its FP8 ones and cannot serve it.
        const Accelerator *h100 = catalog().accelerator(u"h100-sxm"_s);
        QVERIFY(h100 && h100->fp4DenseTflops == 0);
        QCOMPARE(peakDenseTflops(*h100, Precision::Fp4), h100->fp8DenseTflops);
        QVERIFY(unsupportedPrecision(*h100, Precision::Fp4).contains(u"no FP4"_s));
        QVERIFY(unsupportedPrecision(*h100, Precision::Fp8).isEmpty());
    }

    // Sized on one system (the CLI's --system, a design's GPUs in the dock), FP4 on a GPU without
    // it is refused with the reason, and nothing is sized or priced.
    void fp4RefusedWithoutFp4()
    {
        WorkloadRequest r;
        r.model = *catalog().languageModel(u"llama-3.1-70b"_s);
        r.inference.emplace().precision = u"fp4"_s;
        r.placement = WorkloadPlacement::System;
        QString error;
        r.system = GpuSystem::fromCatalog(catalog(), u"DGX-H100"_s, &error);
        QVERIFY2(r.system, qPrintable(error));
        const WorkloadEvaluation e = evaluateWorkload(r, catalog());
        QVERIFY(e.inference);
        QVERIFY(e.inference->unsupported.contains(u"no FP4"_s));
        QVERIFY(!e.inference->fits);
        QVERIFY(!e.inferenceCost);
        QVERIFY(e.sentences().join(u' ').contains(u"has no FP4 tensor cores"_s));
        r.system = GpuSystem::fromCatalog(catalog(), u"DGX-VR-NVL72"_s, &error);
        const WorkloadEvaluation vr = evaluateWorkload(r, catalog());
        QVERIFY(vr.inference->unsupported.isEmpty());
        QVERIFY(vr.inference->fits);
        QCOMPARE(vr.inference->input.kvCache, Precision::Fp8);
    }

    // Serving Llama 3.1 405B in FP4: Vera Rubin NVL72 is proposed in FP4 with its design; a
    // system without FP4 is proposed in FP8 and says so; the CPX rack is not proposed.
    void inferenceProposalHasVeraRubinInFp4()
    {
        WorkloadRequest r;
        r.model = *catalog().languageModel(u"llama-3.1-405b"_s);
        InferenceTarget &t = r.inference.emplace();
        t.precision = u"fp4"_s;
        t.contextTokens = 8192;
        t.concurrency = 32;
        t.tokensPerS = 20000;
        const std::vector<ProposalRow> rows = proposeWorkload(r, catalog());
        const ProposalRow *vr = nullptr, *h100 = nullptr;
        for (const ProposalRow &row : rows) {
            QVERIFY(row.system.sku != u"VR-NVL144-CPX"_s);
            if (row.system.sku == u"DGX-VR-NVL72"_s)
                vr = &row;
            if (row.system.sku == u"DGX-H100"_s)
                h100 = &row;
        }
        QVERIFY(vr && h100);
        QCOMPARE(vr->precision, u"fp4"_s);
        QVERIFY2(vr->note.isEmpty(), qPrintable(vr->note));
        QVERIFY(vr->tokensPerS >= 20000);
        QVERIFY(vr->costed);
        QCOMPARE(vr->request.generator, u"nvl72"_s);
        QCOMPARE(vr->request.system, u"vr-nvl72"_s);
        QCOMPARE(h100->precision, u"fp8"_s);
        QVERIFY2(h100->note.contains(u"no FP4"_s), qPrintable(h100->note));
        // The row's design is the Vera Rubin SuperPOD the generator builds.
        QString error;
        const std::optional<Design> design = generateProposal(*vr, catalog(), &error);
        QVERIFY2(design, qPrintable(error));
        QCOMPARE(takeInventory(*design, catalog(), CablePlan::build(*design, catalog())).gpus,
                 vr->designGpus);
    }
};

QTEST_GUILESS_MAIN(TestVeraRubin)
#include "tst_verarubin.moc"
