// Workloads evaluated by evaluateWorkload, the one function behind the Workload dock, the CLI, the
// proposals and the exports: the model resolved, the design's GPU system found, training and
// inference sized, the run priced on its basis, with hand-derived oracles beside each check.
#include "catalog/catalog.h"
#include "cost/costsnapshot.h"
#include "format/numberformat.h"
#include "model/design.h"
#include "relativenear.h"
#include "testpaths.h"
#include "workload/amount.h"
#include "workload/proposal.h"
#include "workload/workloadevaluation.h"
#include "workload/workloadfit.h"

#include <QTest>
#include <cmath>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

Design dgxDesign(const QString &sku, int nodes)
{
    Design d;
    d.name = u"test"_s;
    for (int i = 1; i <= nodes; ++i) {
        Device dev;
        dev.id = u"gpu-%1"_s.arg(i);
        dev.sku = sku;
        dev.name = dev.id;
        QString why;
        if (!d.addDevice(dev, &why))
            qFatal("%s", qPrintable(why));
    }
    return d;
}

Workload llama70b(double tokens, std::optional<double> days)
{
    Workload w;
    w.modelId = u"llama-3.1-70b"_s;
    TrainingTarget t;
    t.tokens = tokens;
    t.days = days;
    // The arithmetic below is at the MFU given; the predicted MFU has tests of its own.
    t.mfu = 0.4;
    w.training = t;
    return w;
}

} // namespace

class TestWorkloadEvaluation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trainingOnFourDgxH100();
    void trainingFitsOnEightDgxH100();
    void targetGpusOverrideTheDesign();
    void inferenceOnTheDesign();
    void unknownModelIsAnError();
    void customModel();
    void designWithoutGpus();
    void mostGpusWins();
    void amounts();
    void runCostOnTheDesignsTco();
    void kvCacheFollowsTheWeights();
    void systemRunIsPricedOnItsReferenceDesign();

private:
    std::optional<Catalog> mCatalog;
};

void TestWorkloadEvaluation::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
}

void TestWorkloadEvaluation::trainingOnFourDgxH100()
{
    // Llama 3.1 70B (the catalog's 70e9 parameters, dense) on 15T tokens, deadline 30 days, on
    // 4 DGX H100 = 32 H100 (989 TFLOP/s dense BF16), MFU 0.4 by default.
    const WorkloadEvaluation e =
        evaluateWorkload(llama70b(15e12, 30.0), dgxDesign(u"DGX-H100"_s, 4), *mCatalog);
    QVERIFY2(e.ok(), qPrintable(e.error + e.systemNote));
    QCOMPARE(e.system->sku, u"DGX-H100"_s);
    QCOMPARE(e.designGpus, 32);
    QCOMPARE(e.designNodes, 4);
    QVERIFY(e.training);
    const TrainingEvaluation &t = *e.training;
    // FLOPs = 6 x 70e9 x 15e12 = 6.3e24.
    QCOMPARE_NEAR(t.flops, 6.3e24, 1e-12);
    QCOMPARE_NEAR(t.achievedTflops, 989 * 0.4, 1e-12);
    // Days on the design's 32 GPUs = 6.3e24 / (32 x 989e12 x 0.4) / 86400 = 5,759.98.
    QVERIFY(t.runOnDesign);
    QCOMPARE(t.run.gpus, 32);
    QCOMPARE_NEAR(t.run.days, 6.3e24 / (32 * 989e12 * 0.4) / 86400, 1e-9);
    QCOMPARE_NEAR(t.run.days, 5759.98, 1e-5);
    // GPUs for 30 days = 6.3e24 / (30 x 86400 x 395.6e12) = 6,143.97 -> 768 nodes = 6,144 GPUs,
    // 6,112 more than the design's 32.
    QVERIFY(t.forDeadline);
    QCOMPARE(t.forDeadline->gpus, 6144);
    QCOMPARE(t.forDeadline->nodes, 768);
    QCOMPARE(t.moreGpusNeeded, 6112);
    // Memory is the planner's best plan on the design's 32 GPUs (core/perf has its own tests):
    // with pipeline stages a 70B fits 32 H100s, and the evaluation says the plan's figures.
    QVERIFY(t.planner && t.planner->best());
    const StepPrediction &best = *t.planner->best();
    QVERIFY(best.plan.gpus() <= 32);
    QCOMPARE(t.parallelism.tensor, best.plan.tp);
    QCOMPARE(t.parallelism.pipeline, best.plan.pp);
    QCOMPARE(t.memory.perGpuGb, best.memory.totalGb());
    QVERIFY(t.memory.perGpuGb <= 80);
    QVERIFY(t.fits);
    // Energy at the catalog PUE: IT = 32 x 10,200 / 8 W = 40.8 kW.
    QCOMPARE_NEAR(t.run.itPowerMw, 0.0408, 1e-9);
    QCOMPARE_NEAR(t.run.facilityPowerMw, 0.0408 * e.pue, 1e-9);

    const QString words = e.sentences().join(u'\n');
    QVERIFY2(words.contains(u"Training: 5,760.0 days on this design's 32 GPUs"_s),
             qPrintable(words));
    QCOMPARE(t.fit, trainingFitText(32, 6144, t.minGpus, t.parallelism, 30));
    QVERIFY2(words.contains(u"Plan: "_s + planText(best.plan)), qPrintable(words));
    QVERIFY2(words.contains(u"Needs 6,112 more GPUs: finishing in 30.0 days takes 6,144, the "
                            u"design has 32"_s),
             qPrintable(words));
    QVERIFY(!words.contains(u"does not fit"_s));
    QVERIFY(!e.trainingCost); // no cost snapshot given
}

void TestWorkloadEvaluation::trainingFitsOnEightDgxH100()
{
    // The plan on 64 GPUs fits; memory per GPU and the sentence are the plan's.
    const WorkloadEvaluation e =
        evaluateWorkload(llama70b(15e12, std::nullopt), dgxDesign(u"DGX-H100"_s, 8), *mCatalog);
    QVERIFY(e.ok() && e.training);
    QCOMPARE(e.training->run.gpus, 64);
    QVERIFY(!e.training->forDeadline);
    QVERIFY(e.training->fits);
    const StepPrediction *best = e.training->planner ? e.training->planner->best() : nullptr;
    QVERIFY(best);
    QCOMPARE(best->plan.gpus(), 64);
    QCOMPARE(e.training->memory.perGpuGb, best->memory.totalGb());
    const QString words = e.sentences().join(u'\n');
    QVERIFY2(words.contains(u"the design has 64"_s), qPrintable(words));
    QVERIFY2(words.contains(u"Memory: %1 GB of 80 GB per GPU on 64 GPUs"_s.arg(
                 format::number(best->memory.totalGb()))),
             qPrintable(words));
}

void TestWorkloadEvaluation::targetGpusOverrideTheDesign()
{
    // The target's 6,144 GPUs: 6.3e24 / (6144 x 395.6e12) / 86400 = 30.0 days.
    Workload w = llama70b(15e12, std::nullopt);
    w.training->gpus = 6144;
    const WorkloadEvaluation e = evaluateWorkload(w, dgxDesign(u"DGX-H100"_s, 4), *mCatalog);
    QVERIFY(e.training);
    QVERIFY(!e.training->runOnDesign);
    QCOMPARE(e.training->run.gpus, 6144);
    QCOMPARE_NEAR(e.training->run.days, 6.3e24 / (6144 * 395.6e12) / 86400, 1e-9);
    QVERIFY(e.sentences().join(u'\n').contains(u"on the target's 6,144 GPUs"_s));
}

void TestWorkloadEvaluation::inferenceOnTheDesign()
{
    // 70B in FP8 (1 byte per parameter: 70 GB), FP8 KV cache: 2 x 80 x 8 x 128 x 1 B = 163,840
    // B/token, x 8192 x 32 = 42.9 GB. H100 usable 72 GB: TP 2 -> 35 + 42.9 / 2 = 56.5 GB per GPU.
    // Decode bound per replica: 2 x 3.35e12 B/s / (70e9 + 42.9e9 B) x 32 = 1,898.6 tokens/s;
    // 5,000 tokens/s -> 3 replicas, 6 GPUs; the design's 32 GPUs hold 16 replicas.
    Workload w;
    w.modelId = u"llama-3.1-70b"_s;
    InferenceTarget in;
    in.contextTokens = 8192;
    in.concurrency = 32;
    in.precision = u"fp8"_s;
    in.tokensPerS = 5000;
    w.inference = in;
    const WorkloadEvaluation e = evaluateWorkload(w, dgxDesign(u"DGX-H100"_s, 4), *mCatalog);
    QVERIFY(e.ok() && e.inference && !e.training);
    const InferenceSizing &s = e.inference->sizing;
    QCOMPARE_NEAR(s.weightsGb, 70, 1e-12);
    QCOMPARE_NEAR(s.kvBytesPerToken, 163840, 1e-12);
    QCOMPARE_NEAR(s.kvCacheGb, 163840.0 * 8192 * 32 / 1e9, 1e-12);
    QCOMPARE(s.gpusPerReplica, 2);
    const double bandwidth = 2 * e.system->accelerator.memoryBandwidthTBps * 1e12;
    QCOMPARE_NEAR(s.decodeTokensPerS, bandwidth / (70e9 + 163840.0 * 8192 * 32) * 32, 1e-9);
    QCOMPARE(s.replicas, int(std::ceil(5000 / s.decodeTokensPerS)));
    QCOMPARE(e.inference->designReplicas, 16);
    const QString words = e.sentences().join(u'\n');
    QVERIFY2(words.contains(u"Serving: %1 replicas of 2 GPUs; decode at most"_s.arg(s.replicas)),
             qPrintable(words));
    QVERIFY2(words.contains(u"(upper bound)"_s), qPrintable(words));
}

void TestWorkloadEvaluation::unknownModelIsAnError()
{
    Workload w = llama70b(15e12, 30.0);
    w.modelId = u"no-such-model"_s;
    const WorkloadEvaluation e = evaluateWorkload(w, dgxDesign(u"DGX-H100"_s, 4), *mCatalog);
    QVERIFY(!e.ok());
    QVERIFY(e.error.contains(u"no-such-model"_s));
    QVERIFY(!e.training && !e.inference);
    QVERIFY(e.sentences().join(u' ').contains(u"unknown model"_s));
}

void TestWorkloadEvaluation::customModel()
{
    // A custom 7B dense model: 6 x 7e9 x 1e12 = 4.2e22 FLOPs on 8 H100 at 395.6 TFLOP/s:
    // 4.2e22 / (8 x 395.6e12) / 86400 = 153.6 days.
    Workload w;
    WorkloadModel m;
    m.params = 7e9;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    w.custom = m;
    TrainingTarget t;
    t.tokens = 1e12;
    t.mfu = 0.4;
    w.training = t;
    const WorkloadEvaluation e = evaluateWorkload(w, dgxDesign(u"DGX-H100"_s, 1), *mCatalog);
    QVERIFY2(e.ok(), qPrintable(e.error));
    QCOMPARE(e.model.activeParams, 7e9);
    QCOMPARE(e.model.kvHeads, 32);
    QCOMPARE(e.model.headDim, 128);
    QCOMPARE_NEAR(e.training->run.days, 4.2e22 / (8 * 395.6e12) / 86400, 1e-9);

    Workload empty;
    empty.custom = WorkloadModel{};
    QVERIFY(!evaluateWorkload(empty, dgxDesign(u"DGX-H100"_s, 1), *mCatalog).error.isEmpty());
}

void TestWorkloadEvaluation::designWithoutGpus()
{
    const WorkloadEvaluation e = evaluateWorkload(llama70b(15e12, 30.0), Design{}, *mCatalog);
    QVERIFY(e.error.isEmpty());
    QVERIFY(!e.system && !e.ok());
    QVERIFY(!e.training && !e.inference);
    QVERIFY(e.sentences().join(u' ').contains(u"the design has no GPU servers"_s));
}

void TestWorkloadEvaluation::mostGpusWins()
{
    // 2 DGX H100 (16 GPUs) and 3 DGX H200 (24 GPUs): the H200s are the design's system.
    Design d = dgxDesign(u"DGX-H100"_s, 2);
    for (int i = 1; i <= 3; ++i) {
        Device dev;
        dev.id = u"h200-%1"_s.arg(i);
        dev.sku = u"DGX-H200"_s;
        QVERIFY(d.addDevice(dev));
    }
    const WorkloadEvaluation e = evaluateWorkload(llama70b(15e12, 30.0), d, *mCatalog);
    QVERIFY(e.ok());
    QCOMPARE(e.system->sku, u"DGX-H200"_s);
    QCOMPARE(e.designGpus, 24);
    QCOMPARE(e.designNodes, 3);
    QVERIFY(e.sentences().join(u' ').contains(u"mixes 2 GPU systems"_s));
}

void TestWorkloadEvaluation::amounts()
{
    // As `podcad-cli size` reads them, and back.
    QCOMPARE(parseAmount(u"15T"_s), std::optional<double>(15e12));
    QCOMPARE(parseAmount(u" 15.6 t "_s), std::optional<double>(15.6e12));
    QCOMPARE(parseAmount(u"70B"_s), std::optional<double>(70e9));
    QCOMPARE(parseAmount(u"70G"_s), std::optional<double>(70e9));
    QCOMPARE(parseAmount(u"1.5M"_s), std::optional<double>(1.5e6));
    QCOMPARE(parseAmount(u"5k"_s), std::optional<double>(5e3));
    QCOMPARE(parseAmount(u"1,024"_s), std::optional<double>(1024));
    QCOMPARE(parseAmount(u"30"_s), std::optional<double>(30));
    QVERIFY(!parseAmount(u""_s));
    QVERIFY(!parseAmount(u"T"_s));
    QVERIFY(!parseAmount(u"lots"_s));
    QVERIFY(!parseAmount(u"inf"_s));
    QCOMPARE(formatAmount(15e12), u"15T"_s);
    QCOMPARE(formatAmount(15.6e12), u"15.6T"_s);
    QCOMPARE(formatAmount(70e9), u"70B"_s);
    QCOMPARE(formatAmount(5000), u"5K"_s);
    QCOMPARE(formatAmount(30), u"30"_s);
    QCOMPARE(formatAmount(0.5), u"0.5"_s);
    QCOMPARE(formatAmount(70553706496), u"70553706496"_s);
    for (double v : {15e12, 15.6e12, 70e9, 5000.0, 30.0, 0.5, 70553706496.0, 1234567.0})
        QCOMPARE(parseAmount(formatAmount(v)), std::optional<double>(v));
}

void TestWorkloadEvaluation::runCostOnTheDesignsTco()
{
    // With the design's cost snapshot, the run costs what computeRunCost says of the run's GPUs
    // and hours (its own tests derive that figure): the evaluation adds no formula of its own.
    const Design design = dgxDesign(u"DGX-H100"_s, 8);
    const WorkloadEvaluation e =
        evaluateWorkloadWithCosts(llama70b(15e12, std::nullopt), design, *mCatalog);
    QVERIFY(e.trainingCost);
    const CostSnapshot costs = computeCostSnapshot(design, *mCatalog);
    const RunCost expected = computeRunCost(costs.inputs, costs.assumptions, *mCatalog,
                                            RunUse{64, e.training->run.days * 24, 0});
    QCOMPARE(e.trainingCost->onPrem.usd, expected.onPrem.usd);
    QVERIFY(e.trainingCost->onPrem.usd > 0);
    QVERIFY(e.sentences().join(u' ').contains(u"Cost of the run: $"_s));
}

void TestWorkloadEvaluation::kvCacheFollowsTheWeights()
{
    const LanguageModel &model = *mCatalog->languageModel(u"llama-3.1-70b"_s);
    InferenceTarget t;
    t.contextTokens = 8192;
    t.precision = u"fp8"_s; // FP8 serving caches in FP8
    QCOMPARE(inferenceInput(t, model).kvCache, Precision::Fp8);
    t.precision = u"int4"_s; // weight-only quantisation keeps the cache in FP16
    QCOMPARE(inferenceInput(t, model).kvCache, Precision::Fp16);
    t.kvPrecision = u"fp8"_s; // a named cache format wins
    QCOMPARE(inferenceInput(t, model).kvCache, Precision::Fp8);
    t.contextTokens = 0; // none: the model's longest
    QCOMPARE(inferenceInput(t, model).contextTokens, model.contextTokens);
}

void TestWorkloadEvaluation::systemRunIsPricedOnItsReferenceDesign()
{
    // `size train --system DGX-H100 --days 30`: the deadline sizes the run, and its on-prem cost
    // is a share of the SuperPOD a generator builds for the run's nodes.
    WorkloadRequest r;
    r.model = *mCatalog->languageModel(u"llama-3.1-70b"_s);
    r.training = llama70b(15e12, 30.0).training;
    r.placement = WorkloadPlacement::System;
    r.system = GpuSystem::fromCatalog(*mCatalog, u"DGX-H100"_s, nullptr);
    QVERIFY(r.system);
    const WorkloadEvaluation e = evaluateWorkload(r, *mCatalog);
    QVERIFY(e.ok() && e.training && e.training->forDeadline && e.trainingCost);
    QVERIFY(!e.training->runOnDesign);
    QCOMPARE(e.training->run.gpus, e.training->forDeadline->gpus);
    QVERIFY(e.training->run.days <= 30);
    const CostBasis &basis = e.trainingCostBasis;
    QVERIFY(basis.onPrem && basis.generated);
    QVERIFY2(basis.text.startsWith(u"share of the TCO of `generate superpod --system dgx-h100"_s),
             qPrintable(basis.text));
    QVERIFY(basis.generated->gpus >= e.training->run.gpus);
    QVERIFY(e.trainingCost->onPrem.usd > 0);
    QVERIFY(e.training->fit.isEmpty()); // no design to fit

    // The proposal row of the same system is the same evaluation, the run grown to the whole
    // reference design.
    const ProposalRow row = proposeWorkload(r, *r.system, *mCatalog);
    QCOMPARE(row.minGpus, e.training->minGpus);
    QCOMPARE(row.parallelism.tensor, e.training->parallelism.tensor);
    QCOMPARE(row.designGpus, basis.generated->gpus);
    QCOMPARE(row.gpus, basis.generated->gpus);
    QCOMPARE(row.request.commandLine(), basis.generated->request.commandLine());
}

QTEST_MAIN(TestWorkloadEvaluation)
#include "tst_workloadevaluation.moc"
