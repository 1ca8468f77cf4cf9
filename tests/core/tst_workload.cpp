// Workload sizing: training FLOPs, time, memory and rounding, inference memory and
// throughput bounds. Every oracle of the issue is here with its derivation written beside it.
#include "catalog/catalog.h"
#include "relativenear.h"
#include "sizing/gpusystem.h"
#include "sizing/inferencesizing.h"
#include "sizing/precision.h"
#include "sizing/trainingsizing.h"
#include "testpaths.h"

#include <QTest>
#include <cmath>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestWorkload final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void llama405bFlops();
    void llama70bSeedAccounting();
    void llama70bStandardAccounting();
    void leastGpusThatFit();
    void activationsEstimate();
    void timeHalvesWhenGpusDouble();
    void roundsToNodesAndUnits();
    void gpusForDeadline();
    void energy();
    void seed001TimeToTrain();
    void kvCache128k();
    void llama70bFitsPerSeed001();
    void decodeAndPrefillBounds();
    void replicasForTarget();
    void mixtureOfExpertsUsesActiveParams();
    void systemFromCatalog();
    void defaultTensorParallel();
    void deadlineRoundsToModelParallelGroups();

private:
    std::optional<Catalog> mCatalog;
    const LanguageModel *model(const QString &id)
    {
        const LanguageModel *m = mCatalog->languageModel(id);
        if (!m)
            qFatal("model %s missing from the catalog", qPrintable(id));
        return m;
    }
    GpuSystem system(const QString &sku)
    {
        QString error;
        auto s = GpuSystem::fromCatalog(*mCatalog, sku, &error);
        if (!s)
            qFatal("%s", qPrintable(error));
        return *s;
    }
};

void TestWorkload::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
}

void TestWorkload::llama405bFlops()
{
    // 6 x 405e9 x 15.6e12 = 3.7908e25 FLOPs; the Llama 3 paper reports 3.8e25.
    const double flops = trainingFlops(model(u"llama-3.1-405b"_s)->activeParams, 15.6e12);
    QCOMPARE_NEAR(flops, 3.7908e25, 1e-9);
    QCOMPARE_NEAR(flops, 3.8e25, 0.01);
}

void TestWorkload::llama70bSeedAccounting()
{
    // Seed 001, "Memory breakdown training": BF16 weights 2 B/param = 140 GB, two BF16 Adam
    // moments 4 B/param = 280 GB, BF16 gradients 2 B/param = 140 GB: 560 GB, and ~30 GB of
    // activations make ~590 GB. FSDP over 8 (ZeRO-3, data parallel 8) shards the 560 GB to 70 GB
    // per GPU; the seed's 30 GB is the peak over the 8 GPUs, 3.75 GB each: 73.75 ~ 74 GB.
    const TrainingMemory m =
        trainingMemory(70e9, OptimizerAccounting::Bf16Adam, {1, 1, 3}, 8, 30.0 / 8);
    QCOMPARE_NEAR(m.weightsGb, 140, 1e-12);
    QCOMPARE_NEAR(m.optimizerGb, 280, 1e-12);
    QCOMPARE_NEAR(m.gradientsGb, 140, 1e-12);
    QCOMPARE_NEAR(m.statesGb() + 30, 590, 1e-12);
    QCOMPARE(m.dataParallel, 8);
    QCOMPARE_NEAR(m.perGpuGb, 73.75, 1e-12);
    QCOMPARE(std::lround(m.perGpuGb), 74L);
}

void TestWorkload::llama70bStandardAccounting()
{
    // Mixed-precision Adam (ZeRO paper): 2 + 2 + 12 = 16 B/param x 70e9 = 1,120 GB before
    // activations. Without ZeRO (stage 0) every data-parallel rank holds all of it.
    const TrainingMemory m =
        trainingMemory(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 0}, 64, 0);
    QCOMPARE_NEAR(m.statesGb(), 1120, 1e-12);
    QCOMPARE_NEAR(m.optimizerGb, 840, 1e-12);
    QCOMPARE_NEAR(m.perGpuGb, 1120, 1e-12);
    // ZeRO-1 over 8: weights 140 + gradients 140 whole, optimizer 840 / 8 = 105: 385 GB.
    QCOMPARE_NEAR(
        trainingMemory(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 1}, 8, 0).perGpuGb,
        385, 1e-12);
    // ZeRO-2: 140 + (140 + 840) / 8 = 262.5 GB.
    QCOMPARE_NEAR(
        trainingMemory(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 2}, 8, 0).perGpuGb,
        262.5, 1e-12);
    // TP 8 x PP 2 and ZeRO-3 over the 4 data-parallel ranks of 64 GPUs: 1,120 / 64 = 17.5 GB.
    QCOMPARE_NEAR(
        trainingMemory(70e9, OptimizerAccounting::MixedPrecisionAdam, {8, 2, 3}, 64, 0).perGpuGb,
        17.5, 1e-12);
}

void TestWorkload::leastGpusThatFit()
{
    // 1,120 GB fully sharded into 80 GB GPUs with 10 GB of activations each: 1,120 / 70 = 16.
    QCOMPARE(
        podcad::leastGpusThatFit(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 3}, 10, 80),
        16);
    // One GPU more of activations and 16 no longer fit: 1,120 / 69 = 16.2 -> 17.
    QCOMPARE(
        podcad::leastGpusThatFit(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 3}, 11, 80),
        17);
    // With TP 8 the count is a multiple of 8: 1,120 / 8 = 140 GB per rank group, / 70 = 2 -> 16.
    QCOMPARE(
        podcad::leastGpusThatFit(70e9, OptimizerAccounting::MixedPrecisionAdam, {8, 1, 3}, 10, 80),
        16);
    // Plain data parallel (ZeRO 0) never fits 1,120 GB into 80 GB, however many GPUs.
    QCOMPARE(
        podcad::leastGpusThatFit(70e9, OptimizerAccounting::MixedPrecisionAdam, {1, 1, 0}, 10, 80),
        0);
}

void TestWorkload::activationsEstimate()
{
    // Korthikanti et al.: 34 x s x b x h bytes per layer. Llama 3 70B, 8,192 tokens, micro-batch
    // 1: 34 x 8,192 x 8,192 x 80 = 182.5 GB; over TP 8 and PP 2 (40 layers a stage): 11.4 GB.
    const LanguageModel *m = model(u"llama-3.1-70b"_s);
    QCOMPARE_NEAR(activationsPerGpuGb(*m, 8192, 1, {1, 1, 3}), 34.0 * 8192 * 8192 * 80 / 1e9,
                  1e-12);
    QCOMPARE_NEAR(activationsPerGpuGb(*m, 8192, 1, {8, 2, 3}), 34.0 * 8192 * 8192 * 40 / 8 / 1e9,
                  1e-12);
}

void TestWorkload::timeHalvesWhenGpusDouble()
{
    // A fixed job at constant MFU: time = FLOPs / (GPUs x peak x MFU), so 2x GPUs -> 1/2 days
    // and the same GPU-hours.
    const GpuSystem h100 = system(u"DGX-H100"_s);
    const double flops = trainingFlops(70e9, 15e12);
    const double achieved = 989 * 0.4;
    const TrainingRun a = trainingRunOnGpus(flops, 1024, achieved, h100, 1.3);
    const TrainingRun b = trainingRunOnGpus(flops, 2048, achieved, h100, 1.3);
    QCOMPARE_NEAR(a.days, 2 * b.days, 1e-12);
    QCOMPARE_NEAR(a.gpuHours, b.gpuHours, 1e-12);
    // 6 x 70e9 x 15e12 = 6.3e24 FLOPs / (1,024 x 395.6e12) = 1.5552e7 s = 180.0 days.
    QCOMPARE_NEAR(a.days, 6.3e24 / (1024 * 395.6e12) / 86400, 1e-12);
}

void TestWorkload::roundsToNodesAndUnits()
{
    const GpuSystem h100 = system(u"DGX-H100"_s);
    const double flops = 1e24;
    // 1,000 GPUs are 125 DGX nodes exactly; 1,001 need a 126th node: 1,008 GPUs, 4 SUs of 32.
    TrainingRun r = trainingRunOnGpus(flops, 1000, 400, h100, 1.3);
    QCOMPARE(r.nodes, 125);
    QCOMPARE(r.gpus, 1000);
    QCOMPARE(r.units, 4); // 125 / 32 = 3.9
    r = trainingRunOnGpus(flops, 1001, 400, h100, 1.3);
    QCOMPARE(r.nodes, 126);
    QCOMPARE(r.gpus, 1008);
    QCOMPARE(r.units, 4);
    // GB200 NVL72: the rack is the node; 100 GPUs -> 2 racks (144 GPUs), one SU of 8 racks.
    const GpuSystem gb200 = system(u"DGX-GB200-NVL72"_s);
    r = trainingRunOnGpus(flops, 100, 400, gb200, 1.3);
    QCOMPARE(r.nodes, 2);
    QCOMPARE(r.gpus, 144);
    QCOMPARE(r.units, 1);
    // 9 racks need a second SU.
    QCOMPARE(trainingRunOnGpus(flops, 9 * 72, 400, gb200, 1.3).units, 2);
    // DGX B300: RA-11339-001 Table 3 builds an SU of 72 nodes (576 GPUs), not 32.
    const GpuSystem b300 = system(u"DGX-B300"_s);
    QCOMPARE(b300.nodesPerUnit, 72);
    QCOMPARE(trainingRunOnGpus(flops, 72 * 8, 400, b300, 1.3).units, 1);
    QCOMPARE(trainingRunOnGpus(flops, 73 * 8, 400, b300, 1.3).units, 2);
    // DGX A100: the A100 SuperPOD RA (RA-09950-001) builds SUs of 20 nodes, 140 in 7 SUs.
    const GpuSystem a100 = system(u"DGX-A100"_s);
    QCOMPARE(a100.nodesPerUnit, 20);
    QCOMPARE(trainingRunOnGpus(flops, 140 * 8, 400, a100, 1.3).units, 7);
    QCOMPARE(trainingRunOnGpus(flops, 141 * 8, 400, a100, 1.3).units, 8);
    // An OEM server belongs to no reference architecture: no units.
    QCOMPARE(trainingRunOnGpus(flops, 64, 400, system(u"HGX-H100-OEM"_s), 1.3).units, 0);
}

void TestWorkload::gpusForDeadline()
{
    // Llama 3.1 405B, 15.6T tokens, 60 days on H100 at 40 % MFU (395.6 TFLOP/s):
    // 3.7908e25 / (60 x 86,400 x 395.6e12) = 18,484.6 GPUs -> 2,311 nodes = 18,488 GPUs, 73 SUs,
    // and the rounded count finishes a little early: 59.99 days.
    const GpuSystem h100 = system(u"DGX-H100"_s);
    const double flops = trainingFlops(405e9, 15.6e12);
    QCOMPARE_NEAR(gpusForDays(flops, 60, 395.6), 18484.58, 1e-6);
    const TrainingRun r = trainingRunForDays(flops, 60, 395.6, h100, 1.3);
    QCOMPARE(r.nodes, 2311);
    QCOMPARE(r.gpus, 18488);
    QCOMPARE(r.units, 73);
    QVERIFY(r.days <= 60);
    QCOMPARE_NEAR(r.days, 59.9889, 1e-5);
    // Memory can ask for more than the deadline does.
    QCOMPARE(trainingRunForDays(flops, 60, 395.6, h100, 1.3, 20000).gpus, 20000);
    // And back: 18,488 GPUs -> the same days.
    QCOMPARE_NEAR(trainingRunOnGpus(flops, r.gpus, 395.6, h100, 1.3).days, r.days, 1e-12);
}

void TestWorkload::energy()
{
    // DGX H100: 10.2 kW for 8 GPUs = 1,275 W per GPU. 1,024 GPUs = 1.3056 MW IT, x PUE 1.3 =
    // 1.69728 MW; over the run's hours that is the energy in MWh.
    const GpuSystem h100 = system(u"DGX-H100"_s);
    QCOMPARE_NEAR(h100.powerPerGpuW, 1275, 1e-12);
    const TrainingRun r = trainingRunOnGpus(1e24, 1024, 400, h100, 1.3);
    QCOMPARE_NEAR(r.itPowerMw, 1.3056, 1e-12);
    QCOMPARE_NEAR(r.facilityPowerMw, 1.69728, 1e-12);
    QCOMPARE_NEAR(r.energyMwh, 1.69728 * r.days * 24, 1e-12);
    QCOMPARE_NEAR(r.gpuHours, 1024 * r.days * 24, 1e-12);
}

void TestWorkload::seed001TimeToTrain()
{
    // Seed 001 "Time to train" as a plausibility table. 405B on 16,384 H100 in ~60 days: with
    // 6ND = 3.79e25 that is an MFU of 3.79e25 / (16,384 x 60 x 86,400 x 989e12) = 0.45, inside the
    // 40-60 % good runs reach (DOMAIN §7); at our default 40 % we get 67.7 days, within the factor
    // 0.45 / 0.40 of the seed's 60.
    const double flops405 = trainingFlops(405e9, 15.6e12);
    const double implied = flops405 / (16384.0 * 60 * 86400 * 989e12);
    QCOMPARE_NEAR(implied, 0.4513, 1e-3);
    const double days = trainingSeconds(flops405, 16384, 989 * 0.4) / 86400;
    QCOMPARE_NEAR(days, 67.69, 1e-3);
    QVERIFY(days / 60 <= implied / 0.4 + 1e-9);
    // The same run in GPU-hours: 3.79e25 / 395.6e12 / 3,600 = 26.6M, below the model card's 30.84M
    // H100 GPU-hours for all phases (which include more than pre-training) and above 3/4 of it.
    const double gpuHours = flops405 / (989 * 0.4e12) / 3600;
    QVERIFY(gpuHours < 30.84e6 && gpuHours > 0.75 * 30.84e6);
    // The seed's 8B (64 GPUs, ~3 days) and 70B (512 GPUs, ~14 days) rows cannot be Llama 3's 15T
    // tokens: they would need an MFU of 6 x 8e9 x 15e12 / (64 x 3 x 86,400 x 989e12) = 43.9 and
    // 6 x 70e9 x 15e12 / (512 x 14 x 86,400 x 989e12) = 10.3, i.e. above 100 %. At 40 % MFU they
    // are runs of 137B and 584B tokens: the table counts a short (fine-tuning-sized) run.
    QVERIFY(trainingFlops(8e9, 15e12) / (64.0 * 3 * 86400 * 989e12) > 1);
    QVERIFY(trainingFlops(70e9, 15e12) / (512.0 * 14 * 86400 * 989e12) > 1);
    QCOMPARE_NEAR(64.0 * 3 * 86400 * 395.6e12 / (6 * 8e9), 136.7e9, 1e-3);
    QCOMPARE_NEAR(512.0 * 14 * 86400 * 395.6e12 / (6 * 70e9), 583.3e9, 1e-3);
}

void TestWorkload::kvCache128k()
{
    // Llama 3 70B, FP16: 2 x 80 layers x 8 KV heads x 128 x 2 bytes = 327,680 bytes per token;
    // x 131,072 tokens x 1 sequence = 42,949,672,960 bytes = 42.9 GB. Seed 001 says ~60 GB (and
    // ~72 GB in its context table): more than grouped-query attention's 8 KV heads hold (and far
    // less than 64 full heads would, 344 GB), so the seed's figure is a rough one.
    const LanguageModel *m = model(u"llama-3.1-70b"_s);
    QCOMPARE(kvBytesPerToken(*m, Precision::Fp16), 327680.0);
    InferenceInput in;
    in.weights = Precision::Fp16;
    in.kvCache = Precision::Fp16;
    in.contextTokens = 131072;
    in.concurrency = 1;
    const InferenceSizing s = sizeInference(*m, in, system(u"DGX-H100"_s));
    QCOMPARE_NEAR(s.kvCacheGb, 42.94967296, 1e-12);
    QCOMPARE_NEAR(s.weightsGb, 140, 1e-12);
    // 140 + 42.9 = 183 GB: on H100s (72 GB usable after 10 %) TP 4 holds 35 + 10.7 = 45.7 GB.
    QCOMPARE(s.gpusPerReplica, 4);
    QCOMPARE_NEAR(s.memoryPerGpuGb, 35 + 42.94967296 / 4, 1e-12);
}

void TestWorkload::llama70bFitsPerSeed001()
{
    // Seed 001: "Llama 3 70B FP16 does not fit on a single H100 (80 GB)... INT4 (85 GB -> 1x
    // H200)". 4K context, one sequence: FP16 140 GB of weights > 72 GB usable; INT4 35 GB + 1.3 GB
    // of cache fits one H200's 141 x 0.9 = 126.9 GB.
    const LanguageModel *m = model(u"llama-3.1-70b"_s);
    InferenceInput in;
    in.contextTokens = 4096;
    in.weights = Precision::Fp16;
    const InferenceSizing fp16 = sizeInference(*m, in, system(u"DGX-H100"_s));
    QVERIFY(fp16.gpusPerReplica > 1);
    QCOMPARE(fp16.gpusPerReplica, 2); // 70 + 0.67 GB per GPU at TP 2
    in.weights = Precision::Int4;
    const InferenceSizing int4 = sizeInference(*m, in, system(u"DGX-H200"_s));
    QCOMPARE_NEAR(int4.weightsGb, 35, 1e-12);
    QCOMPARE(int4.gpusPerReplica, 1);
    // INT8: 70 GB + 1.34 GB = 71.34 GB, just inside one H100's 72 GB usable (seed 001 says 2x H100
    // for INT8 at its 170 GB total, which counts more than 4K of cache).
    in.weights = Precision::Int8;
    QCOMPARE(sizeInference(*m, in, system(u"DGX-H100"_s)).gpusPerReplica, 1);
    // A model larger than the NVLink domain: 405B in FP16 (810 GB) on 8 x 72 GB does not fit.
    in.weights = Precision::Fp16;
    QCOMPARE(sizeInference(*model(u"llama-3.1-405b"_s), in, system(u"DGX-H100"_s)).gpusPerReplica,
             0);
}

void TestWorkload::decodeAndPrefillBounds()
{
    // Llama 3 70B FP16, 4K context, 1 sequence, TP 2 on H100: one step reads 140e9 bytes of weights
    // and 327,680 x 4,096 = 1.342e9 of cache; 2 x 3.35 TB/s / 141.342e9 B = 47.40 tokens/s at most.
    // Prefill: 2 x 989e12 / (2 x 70e9) = 14,129 tokens/s at most.
    const LanguageModel *m = model(u"llama-3.1-70b"_s);
    InferenceInput in;
    in.weights = Precision::Fp16;
    in.contextTokens = 4096;
    const InferenceSizing s = sizeInference(*m, in, system(u"DGX-H100"_s));
    QCOMPARE(s.gpusPerReplica, 2);
    QCOMPARE_NEAR(s.decodeTokensPerS, 6.7e12 / (140e9 + 327680.0 * 4096), 1e-12);
    QCOMPARE_NEAR(s.decodeTokensPerS, 47.4027, 1e-5);
    QCOMPARE_NEAR(s.prefillTokensPerS, 2 * 989e12 / 140e9, 1e-12);
    // 32 sequences of 4K hold 32 x 1.342 = 42.9 GB of cache: TP 2 would need 70 + 21.5 = 91.5 GB a
    // GPU, TP 4 35 + 10.7 = 45.7 GB. The 32 sequences share the weight reads:
    // 32 x 4 x 3.35e12 / (140e9 + 42.9e9) = 2,344 tokens/s at most (seed 001 measures ~2,500 on
    // 8 H100 at batch 128).
    in.concurrency = 32;
    const InferenceSizing batched = sizeInference(*m, in, system(u"DGX-H100"_s));
    QCOMPARE(batched.gpusPerReplica, 4);
    QCOMPARE_NEAR(batched.decodeTokensPerS, 32 * 4 * 3.35e12 / (140e9 + 32 * 327680.0 * 4096),
                  1e-12);
    QCOMPARE_NEAR(batched.decodeTokensPerS, 2343.8, 1e-4);
}

void TestWorkload::replicasForTarget()
{
    // 5,000 tokens/s of Llama 3 70B INT4 on H200, 4K context, 16 sequences a replica: weights
    // 35 GB + cache 16 x 1.342 = 21.5 GB fit one GPU; one step reads 35e9 + 21.47e9 bytes at
    // 4.8 TB/s: 16 x 4.8e12 / 56.47e9 = 1,360 tokens/s -> 4 replicas, 4 GPUs, one node.
    const LanguageModel *m = model(u"llama-3.1-70b"_s);
    InferenceInput in;
    in.weights = Precision::Int4;
    in.contextTokens = 4096;
    in.concurrency = 16;
    in.targetTokensPerS = 5000;
    const InferenceSizing s = sizeInference(*m, in, system(u"DGX-H200"_s));
    QCOMPARE(s.gpusPerReplica, 1);
    const double perReplica = 16 * 4.8e12 / (35e9 + 16 * 327680.0 * 4096);
    QCOMPARE_NEAR(s.decodeTokensPerS, perReplica, 1e-12);
    QCOMPARE(s.replicas, int(std::ceil(5000 / perReplica)));
    QCOMPARE(s.replicas, 4);
    QCOMPARE(s.gpus, 4);
    QCOMPARE(s.nodes, 1);
}

void TestWorkload::mixtureOfExpertsUsesActiveParams()
{
    // DeepSeek-V3: 671B stored, 37B per token. Training FLOPs count the active share:
    // 6 x 37e9 x 14.8e12 = 3.2856e24 (the report's 14.8T tokens). Inference memory holds all 671B
    // (FP8: 671 GB), decode reads the active 37 GB per step.
    const LanguageModel *m = model(u"deepseek-v3"_s);
    QCOMPARE_NEAR(trainingFlops(m->activeParams, 14.8e12), 3.2856e24, 1e-12);
    // MLA cache: 2 x 61 x 1 x 288 x 1 byte (FP8) = 35,136 bytes per token.
    QCOMPARE(kvBytesPerToken(*m, Precision::Fp8), 35136.0);
    InferenceInput in;
    in.weights = Precision::Fp8;
    in.kvCache = Precision::Fp8;
    in.contextTokens = 4096;
    const InferenceSizing s = sizeInference(*m, in, system(u"DGX-H200"_s));
    QCOMPARE_NEAR(s.weightsGb, 671, 1e-12);
    QCOMPARE(s.gpusPerReplica, 8); // 671 / 8 = 83.9 GB <= 126.9; 4 GPUs would need 167.8
    QCOMPARE_NEAR(s.decodeTokensPerS, 8 * 4.8e12 / (37e9 + 35136.0 * 4096), 1e-12);
}

void TestWorkload::systemFromCatalog()
{
    QString error;
    QVERIFY(!GpuSystem::fromCatalog(*mCatalog, u"NO-SUCH"_s, &error));
    QVERIFY2(error.startsWith(u"unknown system \"NO-SUCH\" ("_s) && error.contains(u"dgx-b300"_s),
             qPrintable(error));
    // The generators' names and the SKU in any case name the same system (issue 39).
    for (const QString &name : {u"dgx-b300"_s, u"Dgx-B300"_s, u"DGX-B300"_s})
        QCOMPARE(GpuSystem::fromCatalog(*mCatalog, name, &error)->sku, u"DGX-B300"_s);
    QCOMPARE(system(u"gb300-nvl72"_s).sku, u"DGX-GB300-NVL72"_s);
    QCOMPARE(system(u"vr-nvl144-cpx"_s).sku, u"VR-NVL144-CPX"_s);
    QCOMPARE(system(u"hgx-h100-oem"_s).sku, u"HGX-H100-OEM"_s);
    QVERIFY(!GpuSystem::fromCatalog(*mCatalog, u"SN5600"_s, &error));
    QCOMPARE(error, u"\"SN5600\" is not a GPU system"_s);
    const GpuSystem gb200 = system(u"DGX-GB200-NVL72"_s);
    QCOMPARE(gb200.gpusPerNode, 72);
    QCOMPARE(gb200.nvlinkDomain, 72);
    QCOMPARE(gb200.nodeName, u"NVL72 rack"_s);
    QCOMPARE(gb200.nodesPerUnit, 8);
    QCOMPARE_NEAR(gb200.powerPerGpuW, 132000.0 / 72, 1e-12);
}

void TestWorkload::defaultTensorParallel()
{
    // Activations at 4,096 tokens, micro-batch 1: 34 x 4,096 x hidden x layers / TP bytes.
    // 8B (4,096 x 32): 18.3 GB at TP 1 beside 8e9 x 16 B of sharded states: fits, TP 1.
    // 70B (8,192 x 80): 91.3 GB at TP 1 > 80 GB (H100): no width fits; TP 2: 45.6 GB, fits.
    // On a 180 GB B200 the 70B fits at TP 1 (91.3 + a shard).
    const auto tp = [&](const QString &id, const QString &sku) {
        const GpuSystem s = system(sku);
        return podcad::defaultTensorParallel(*model(id), OptimizerAccounting::MixedPrecisionAdam, 1,
                                             3, 4096, 1, s.accelerator.memoryGb, s.nvlinkDomain);
    };
    QCOMPARE(tp(u"llama-3.1-8b"_s, u"DGX-H100"_s), 1);
    QCOMPARE(tp(u"llama-3.1-70b"_s, u"DGX-H100"_s), 2);
    QCOMPARE(tp(u"llama-3.1-70b"_s, u"DGX-B200"_s), 1);
    // 405B (16,384 x 126): 287 GB at TP 1, 144 at TP 2, 72 at TP 4 (8 GB left: 405e9 x 16 / 4
    // = 1,620 GB over 203 ranks), so TP 4.
    QCOMPARE(tp(u"llama-3.1-405b"_s, u"DGX-H100"_s), 4);
    // Given activations replace the estimate at every width: 3.75 GB fit at TP 1.
    QCOMPARE(podcad::defaultTensorParallel(*model(u"llama-3.1-70b"_s),
                                           OptimizerAccounting::MixedPrecisionAdam, 1, 3, 4096, 1,
                                           80, 8, 3.75),
             1);
}

void TestWorkload::deadlineRoundsToModelParallelGroups()
{
    // 1e24 FLOPs in 10 days at 400 TFLOP/s: 1e24 / (864,000 x 4e14) = 2,893.5 GPUs -> 362 nodes
    // (2,896 GPUs). With TP 8 x PP 4 = 32 GPUs (4 nodes) per replica: 364 nodes, 2,912 GPUs,
    // 91 replicas. With TP 8 x PP 3 = 24: lcm(8, 24) = 24 GPUs = 3 nodes: 363 nodes.
    const GpuSystem h100 = system(u"DGX-H100"_s);
    QCOMPARE(trainingRunForDays(1e24, 10, 400, h100, 1.3).gpus, 2896);
    QCOMPARE(trainingRunForDays(1e24, 10, 400, h100, 1.3, 0, 32).nodes, 364);
    QCOMPARE(trainingRunForDays(1e24, 10, 400, h100, 1.3, 0, 32).gpus % 32, 0);
    QCOMPARE(trainingRunForDays(1e24, 10, 400, h100, 1.3, 0, 24).nodes, 363);
    // NVL72 racks of 72 with TP 16: lcm(72, 16) = 144 GPUs = 2 racks at a time.
    const GpuSystem nvl72 = system(u"DGX-GB200-NVL72"_s);
    QCOMPARE(trainingRunForDays(1e24, 10, 400, nvl72, 1.3, 0, 16).nodes % 2, 0);
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
