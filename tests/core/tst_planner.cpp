// The planner's search: what it keeps fixed, what it refuses, and how GPUs round.
#include "perf/modelflops.h"
#include "perf/planner.h"
#include "perffixtures.h"

#include <QTest>
#include <cmath>

using namespace podcad;

namespace {

// Llama 3.1 70B's shape (The Llama 3 Herd of Models, Meta, 2024, arXiv 2407.21783, table 3).
LanguageModel llama70b()
{
    LanguageModel m;
    m.params = m.activeParams = 70e9;
    m.layers = 80;
    m.hiddenSize = 8192;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnSize = 28672;
    m.vocabSize = 128256;
    return m;
}

PlannerRequest onH100(int gpus)
{
    PlannerRequest r;
    r.model = llama70b();
    r.gpus = gpus;
    r.batchTokens = 4.0 * 1024 * 1024;
    r.shape.sequenceTokens = 4096;
    r.gpu.accelerator = test::h100Sxm();
    r.gpu.matmulEfficiency = 0.58;
    r.fabric.nvlinkDomain = 8;
    r.fabric.gpusPerNode = 8;
    r.fabric.scaleUpGBps = 450;
    r.fabric.injectionGBps = 50;
    r.fabric.leafNodes = 32;
    return r;
}

} // namespace

class TestPlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bestPlanFitsAndIsFastest();
    void fixedDimensionsAreKept();
    void gpusRoundDownToWholeReplicas();
    void modelWithoutShapeSaysWhy();
    void tooFewGpusSaysWhy();
    void leastGpusForLayoutIsTheMemoryBoundary();
    void alternativesAreOtherLayouts();
    void fixedLayoutGetsNoContextParallelismUnasked();
    void fixedLayoutTakesContextParallelismOnlyWhenNothingElseFits();
    void fixedInterleavingIsKept();
    void zero3PrefetchHoldsTheGpusExpertsOnly();
    void firstStageGivesALayerToTheEmbedding();
    void interleavedPlanThatDoesNotFitSaysWhy();
};

void TestPlanner::bestPlanFitsAndIsFastest()
{
    const PlannerResult r = planTraining(onH100(256));
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    QVERIFY(r.best()->memory.fits());
    QVERIFY(r.best()->plan.tp <= 8);
    QCOMPARE(r.best()->plan.gpus(), 256);
    for (const RankedPlan &p : r.plans) {
        QVERIFY(p.prediction.memory.fits());
        QVERIFY(p.prediction.tokensPerS <= r.best()->tokensPerS);
    }
    // 70B states alone (16 bytes a parameter) are 1,120 GB: one GPU cannot hold them, so the
    // plan splits the model or shards the states.
    QVERIFY(r.best()->plan.modelParallel() > 1 || r.best()->plan.zero >= 1);
}

void TestPlanner::fixedDimensionsAreKept()
{
    PlannerRequest req = onH100(256);
    req.fixed.tp = 4;
    req.fixed.pp = 4;
    req.fixed.zero = 1;
    req.fixed.microBatch = 2;
    req.fixed.recompute = Recompute::Full;
    const PlannerResult r = planTraining(req);
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    for (const RankedPlan &p : r.plans) {
        const TrainingPlan &plan = p.prediction.plan;
        QCOMPARE(plan.tp, 4);
        QCOMPARE(plan.pp, 4);
        QCOMPARE(plan.zero, 1);
        QCOMPARE(plan.microBatch, 2);
        QCOMPARE(plan.recompute, Recompute::Full);
        QCOMPARE(plan.dp, 256 / 16);
    }
}

void TestPlanner::gpusRoundDownToWholeReplicas()
{
    // 1,000 GPUs with TP 8 x PP 4 (32 per replica): 31 replicas, 992 GPUs.
    PlannerRequest req = onH100(1000);
    req.fixed.tp = 8;
    req.fixed.pp = 4;
    const PlannerResult r = planTraining(req);
    QVERIFY(r.best());
    QCOMPARE(r.best()->plan.dp, 31);
    QCOMPARE(r.best()->plan.gpus(), 992);
    // The batch is whole micro-batches: 1,024 sequences of 4,096 over 31 replicas, each taking
    // the whole micro-batches that fit its share.
    const int mb = r.best()->plan.microBatch;
    QCOMPARE(r.best()->plan.microBatches, 1024 / (31 * mb));
}

void TestPlanner::modelWithoutShapeSaysWhy()
{
    PlannerRequest req = onH100(64);
    req.model = LanguageModel{};
    req.model.params = req.model.activeParams = 175e9;
    const PlannerResult r = planTraining(req);
    QVERIFY(!r.best());
    QVERIFY(r.whyNone.contains(QStringLiteral("unknown")));
}

void TestPlanner::tooFewGpusSaysWhy()
{
    // 70B on one GPU: 1,120 GB of states do not fit 80 GB at any plan.
    const PlannerResult r = planTraining(onH100(1));
    QVERIFY(!r.best());
    QVERIFY2(r.whyNone.startsWith(QStringLiteral("no plan fits")), qPrintable(r.whyNone));
}

void TestPlanner::leastGpusForLayoutIsTheMemoryBoundary()
{
    const LanguageModel m = llama70b();
    TrainingShape shape;
    shape.sequenceTokens = 4096;
    TrainingPlan plan{8, 1, 64, 1, 1, 3, 1, 2, 1, Recompute::Full};
    const int least = leastGpusForLayout(m, plan, shape, 80);
    QVERIFY(least > 0 && least % 8 == 0);
    TrainingPlan at = plan;
    at.dp = least / 8;
    QVERIFY(planMemory(m, at, shape, 80).fits());
    at.dp = least / 8 - 1;
    if (at.dp >= 1)
        QVERIFY(!planMemory(m, at, shape, 80).fits());
}

void TestPlanner::alternativesAreOtherLayouts()
{
    const PlannerResult r = planTraining(onH100(512));
    QVERIFY(r.plans.size() >= 2);
    for (std::size_t i = 0; i < r.plans.size(); ++i)
        for (std::size_t j = i + 1; j < r.plans.size(); ++j) {
            const TrainingPlan &a = r.plans[i].prediction.plan, &b = r.plans[j].prediction.plan;
            QVERIFY(a.tp != b.tp || a.pp != b.pp || a.cp != b.cp || a.ep != b.ep);
        }
    for (std::size_t i = 1; i < r.plans.size(); ++i)
        QVERIFY(r.plans[i].whyNot.contains(QStringLiteral("slower")));
}

void TestPlanner::fixedLayoutGetsNoContextParallelismUnasked()
{
    // Issue 40: with TP and PP given and CP not, the planner added context parallelism to the
    // user's layout (at 8,192 tokens CP 2 splits the attention and was often faster). A fixed
    // layout is the user's: CP stays 1 when a plan with CP 1 fits.
    PlannerRequest req = onH100(256);
    req.shape.sequenceTokens = 8192;
    req.fixed.tp = 8;
    req.fixed.pp = 4;
    req.keep = 10;
    const PlannerResult r = planTraining(req);
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    for (const RankedPlan &p : r.plans) {
        QCOMPARE(p.prediction.plan.cp, 1);
        QCOMPARE(p.prediction.plan.dp, 256 / 32);
    }
    // Free TP and PP still search CP.
    PlannerRequest free = onH100(256);
    free.shape.sequenceTokens = 131072;
    free.batchTokens = 16.0 * 1024 * 1024;
    const PlannerResult f = planTraining(free);
    QVERIFY2(f.best(), qPrintable(f.whyNone));
    QVERIFY(f.best()->plan.cp > 1);
}

void TestPlanner::fixedLayoutTakesContextParallelismOnlyWhenNothingElseFits()
{
    // 131,072 tokens a sequence on TP 8 x PP 4 with selective recomputation: a layer keeps
    // s*h*(18 + 4*f/h)/t = 131,072 x 8,192 x 32 / 8 bytes, 4.3 GB, times 20 layers and 4
    // micro-batches in flight on the first stage: no plan with CP 1 fits 80 GB, so the answer
    // adds CP (which divides s) and says why.
    PlannerRequest req = onH100(256);
    req.shape.sequenceTokens = 131072;
    req.batchTokens = 16.0 * 1024 * 1024;
    req.fixed.tp = 8;
    req.fixed.pp = 4;
    req.fixed.microBatch = 1;
    req.fixed.recompute = Recompute::Selective;
    const PlannerResult r = planTraining(req);
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    QVERIFY(r.best()->plan.cp > 1);
    QVERIFY2(r.notes.join(u' ').contains(QStringLiteral("added to the fixed TP 8 x PP 4")),
             qPrintable(r.notes.join(u' ')));
}

void TestPlanner::fixedInterleavingIsKept()
{
    PlannerRequest req = onH100(256);
    req.fixed.tp = 4;
    req.fixed.pp = 4;
    req.fixed.interleave = 5; // 80 layers: 4 stages of 5 virtual stages of 4 layers
    req.keep = 10;
    const PlannerResult r = planTraining(req);
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    for (const RankedPlan &p : r.plans)
        QCOMPARE(p.prediction.plan.interleave, 5);
}

void TestPlanner::zero3PrefetchHoldsTheGpusExpertsOnly()
{
    // Issue 40: DeepSeek-V3 (671B, 37B active, 256 routed experts of which 8 active, 61 layers:
    // DeepSeek-V3 Technical Report, DeepSeek-AI, 2024, arXiv 2412.19437) on 256 H100 with PP 4,
    // EP 64 and ZeRO-3 (FSDP), the layout NVIDIA's Megatron recipes run it with, was refused at
    // 99 GB: ZeRO-3's two gathered layers counted every routed expert of a layer (all 64 EP
    // ranks'), not this GPU's 4.
    LanguageModel m;
    m.params = 671e9;
    m.activeParams = 37e9;
    m.layers = 61;
    m.hiddenSize = 7168;
    m.attentionHeads = 128;
    m.kvHeads = 1;
    m.headDim = 288;
    m.ffnSize = 2048;
    m.vocabSize = 129280;
    m.experts = 256;
    m.activeExperts = 8;
    TrainingShape shape;
    shape.sequenceTokens = 4096;
    const TrainingPlan plan{1, 4, 64, 1, 64, 3, 1, 64, 1, Recompute::Full};
    const PlanMemory memory = planMemory(m, plan, shape, 80);
    // By hand: one routed expert is (671 - 37)e9 / (256 - 8) parameters and the rest of the model
    // 37e9 - 8 of them. A GPU of PP 4 x EP 64 holds a quarter of the rest and 256 / 64 experts of
    // each of its 61 / 4 layers. Weights (2 bytes) sharded over DP 64 (the rest) and DP x CP / EP
    // = 1 (its experts), plus two of its layers gathered whole.
    const double expert = (671e9 - 37e9) / 248;
    const double rest = (37e9 - 8 * expert) / 4;
    const double experts = 256 * expert / (4 * 64);
    const double layer = (rest + experts) / (61.0 / 4);
    const double weightsGb = (2 * rest / 64 + 2 * experts + 2 * 2 * layer) / 1e9;
    QVERIFY2(std::abs(memory.weightsGb / weightsGb - 1) < 1e-9,
             qPrintable(QStringLiteral("%1 vs %2").arg(memory.weightsGb).arg(weightsGb)));

    PlannerRequest req = onH100(256);
    req.model = m;
    req.shape = shape;
    req.batchTokens = 4096.0 * 4096;
    req.fixed.tp = 1;
    req.fixed.pp = 4;
    req.fixed.ep = 64;
    req.fixed.zero = 3;
    const PlannerResult r = planTraining(req);
    QVERIFY2(r.best(), qPrintable(r.whyNone));
    QCOMPARE(r.best()->plan.ep, 64);
    QVERIFY(r.best()->memory.fits());
}

void TestPlanner::firstStageGivesALayerToTheEmbedding()
{
    // Meta split Llama 3 405B's 126 layers over 16 stages as 7 + 14 x 8 + 7 (The Llama 3 Herd of
    // Models, §3.3.2): one layer fewer on the first and last stages, which carry the embedding
    // and the loss.
    QCOMPARE(firstStageLayers(126, 16), 7);
    QCOMPARE(7 + 14 * 8 + 7, 126);
    QCOMPARE(firstStageLayers(126, 8), 15); // 15 + 6 x 16 + 15
    // Where the layers split evenly the first stage keeps its even share: balancing would load
    // a middle stage with more.
    QCOMPARE(firstStageLayers(96, 8), 12);
    QCOMPARE(firstStageLayers(80, 4), 20);
    QCOMPARE(firstStageLayers(80, 1), 80);
    QCOMPARE(firstStageLayers(2, 4), 1);

    // The first stage's activations count its 7 layers: by hand, Korthikanti et al.'s selective
    // s*b*h*(15 + 3 + 4f/h)/t bytes a layer, 16 micro-batches in flight (1F1B, no interleaving).
    TrainingShape shape;
    shape.sequenceTokens = 8192;
    const TrainingPlan plan{8, 16, 64, 1, 1, 3, 1, 32, 1, Recompute::Selective};
    const PlanMemory memory = planMemory(test::llama405b(), plan, shape, 80);
    const double perLayer = 8192.0 * 16384 * (15 + 3 + 4.0 * 53248 / 16384) / 8;
    QVERIFY2(std::abs(memory.activationsGb / (perLayer * 7 * 16 / 1e9) - 1) < 1e-9,
             qPrintable(QString::number(memory.activationsGb)));
}

void TestPlanner::interleavedPlanThatDoesNotFitSaysWhy()
{
    // Llama 3 70B at 8,192 tokens on 64 H100 as TP 4 x PP 8 with selective recomputation fits
    // without interleaving; two virtual stages hold 1 + 7/16 times the activations, which do not.
    PlannerRequest req = onH100(64);
    req.shape.sequenceTokens = 8192;
    req.batchTokens = 128.0 * 8192;
    req.fixed.tp = 4;
    req.fixed.pp = 8;
    req.fixed.cp = 1;
    req.fixed.zero = 1;
    req.fixed.microBatch = 1;
    req.fixed.recompute = Recompute::Selective;
    req.fixed.interleave = 1;
    QVERIFY2(planTraining(req).best(), qPrintable(planTraining(req).whyNone));

    req.fixed.interleave = 2;
    const PlannerResult r = planTraining(req);
    QVERIFY(!r.best());
    QVERIFY2(r.whyNone.startsWith(QStringLiteral("no plan fits: activations take")) &&
                 r.whyNone.contains(QStringLiteral("2 virtual stages")),
             qPrintable(r.whyNone));
}

QTEST_APPLESS_MAIN(TestPlanner)
#include "tst_planner.moc"
