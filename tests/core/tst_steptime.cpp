// The step-time model against published training runs. Each row is a measured throughput from a
// public paper; the prediction uses only the paper's model shape, GPU count, parallelism, batch
// and hardware, and the catalog-style GPU and fabric figures written here with their sources.
#include "perf/modelflops.h"
#include "perf/planner.h"
#include "perf/steptime.h"
#include "perffixtures.h"

#include <QTest>
#include <cmath>

using namespace podcad;

namespace {

// NVIDIA A100 Tensor Core GPU Datasheet, NVIDIA, 2021: SXM 80GB, BF16 312 TFLOPS dense, HBM2e
// 2,039 GB/s, NVLink 600 GB/s (300 each way).
Accelerator a100()
{
    Accelerator a;
    a.id = QStringLiteral("a100-sxm-80gb");
    a.bf16DenseTflops = 312;
    a.memoryGb = 80;
    a.memoryBandwidthTBps = 2.039;
    a.scaleUpGBps = 300;
    return a;
}

// A GPT model as Narayanan et al. build them: FFN 4h, vocabulary 51,200, tied embeddings,
// parameters 12*l*h^2*(1 + 13/(12h) + (V+s)/(12*l*h)) (§5.1).
LanguageModel gpt(int layers, int hidden, int heads, int sequence)
{
    LanguageModel m;
    m.layers = layers;
    m.hiddenSize = hidden;
    m.attentionHeads = heads;
    m.kvHeads = heads;
    m.headDim = hidden / heads;
    m.ffnSize = 4 * hidden;
    m.vocabSize = 51200;
    const double l = layers, h = hidden, V = 51200, s = sequence;
    m.params = 12 * l * h * h * (1 + 13 / (12 * h) + (V + s) / (12 * l * h));
    m.activeParams = m.params;
    return m;
}

// Megatron's FLOPs per iteration with full recomputation (Narayanan et al. 2021, eq. 3).
double megatronFlops(double batch, double s, double l, double h, double V)
{
    return 96 * batch * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
}

} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void narayananTable1_data();
    void narayananTable1();
    void narayananTrendWithScale();
    void llama3_405b_data();
    void llama3_405b();
    void oversubscriptionLengthensDataParallelTime();
    void bubbleFollowsOneF1BFormula();
    void computeHasNoAttentionMatrixTraffic();
};

void TestStepTime::narayananTable1_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("publishedTflops");
    // Narayanan et al., "Efficient Large-Scale Language Model Training on GPU Clusters Using
    // Megatron-LM", SC21, arXiv 2104.04473, table 1 (A100 80GB on Selene, DGX A100 nodes with
    // 8 x 200 Gb/s HDR InfiniBand, sequence 2,048).
    QTest::newRow("1.7B on 32") << 24 << 2304 << 24 << 1 << 1 << 32 << 512 << 137.0;
    QTest::newRow("3.6B on 64") << 30 << 3072 << 32 << 2 << 1 << 64 << 512 << 138.0;
    QTest::newRow("7.5B on 128") << 36 << 4096 << 32 << 4 << 1 << 128 << 512 << 142.0;
    QTest::newRow("18.4B on 256") << 40 << 6144 << 48 << 8 << 1 << 256 << 1024 << 135.0;
    QTest::newRow("39.1B on 512") << 48 << 8192 << 64 << 8 << 2 << 512 << 1536 << 138.0;
    QTest::newRow("76.1B on 1024") << 60 << 10240 << 80 << 8 << 4 << 1024 << 1792 << 140.0;
    QTest::newRow("145.6B on 1536") << 80 << 12288 << 96 << 8 << 8 << 1536 << 2304 << 148.0;
    QTest::newRow("310.1B on 1920") << 96 << 16384 << 128 << 8 << 16 << 1920 << 2160 << 155.0;
    QTest::newRow("529.6B on 2520") << 105 << 20480 << 128 << 8 << 35 << 2520 << 2520 << 163.0;
    QTest::newRow("1T on 3072") << 128 << 25600 << 160 << 8 << 64 << 3072 << 3072 << 163.0;
}

namespace {

// Selene: DGX A100 nodes, 8 x 200G HDR per node (25 GB/s per GPU), a non-blocking
// rail-optimized fat tree in scalable units of 20 nodes (NVIDIA DGX SuperPOD reference
// architecture with DGX A100).
RunFabric selene()
{
    RunFabric f;
    f.nvlinkDomain = 8;
    f.gpusPerNode = 8;
    f.scaleUpGBps = 300;
    f.injectionGBps = 25;
    f.leafNodes = 20;
    return f;
}

// The plan Narayanan et al. ran (TP, PP, batch and no ZeRO fixed; micro-batch and interleaving
// chosen by the planner), predicted.
StepPrediction narayananRun(int layers, int hidden, int heads, int tp, int pp, int gpus, int batch)
{
    PlannerRequest r;
    r.model = gpt(layers, hidden, heads, 2048);
    r.gpus = gpus;
    r.batchTokens = double(batch) * 2048;
    r.shape.sequenceTokens = 2048;
    // Megatron-LM of 2021 stored the attention matrix: FlashAttention came in 2022.
    r.shape.flashAttention = false;
    r.gpu.accelerator = a100();
    r.gpu.matmulEfficiency = 0.58;
    r.fabric = selene();
    r.fixed.tp = tp;
    r.fixed.pp = pp;
    r.fixed.cp = 1;
    r.fixed.zero = 0;
    r.fixed.recompute = Recompute::Full;
    const PlannerResult result = planTraining(r);
    return result.best() ? *result.best() : StepPrediction{};
}

} // namespace

void TestStepTime::narayananTable1()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, gpus);
    QFETCH(int, batch);
    QFETCH(double, publishedTflops);
    const StepPrediction p = narayananRun(layers, hidden, heads, tp, pp, gpus, batch);
    QVERIFY2(p.stepTimeS > 0, "no plan fits");
    QCOMPARE(p.plan.dp, gpus / (tp * pp));
    // The paper's TFLOP/s are its FLOP count over the measured time: divide the same count by
    // the predicted time.
    const double predicted =
        megatronFlops(batch, 2048, layers, hidden, 51200) / (p.stepTimeS * gpus) / 1e12;
    qInfo("%s: predicted %.1f TFLOP/s against %.0f published (%+.1f %%), %s",
          QTest::currentDataTag(), predicted, publishedTflops,
          (predicted / publishedTflops - 1) * 100, qPrintable(planText(p.plan)));
    QVERIFY2(std::abs(predicted / publishedTflops - 1) <= 0.15,
             qPrintable(QStringLiteral("%1 vs %2").arg(predicted).arg(publishedTflops)));
}

void TestStepTime::narayananTrendWithScale()
{
    // Table 1's throughput rises with scale, from 137 (1.7B) to 163 TFLOP/s (1T): larger
    // matrices leave less to the memory-bound kernels.
    const StepPrediction small = narayananRun(24, 2304, 24, 1, 1, 32, 512);
    const StepPrediction large = narayananRun(128, 25600, 160, 8, 64, 3072, 3072);
    const double smallTflops =
        megatronFlops(512, 2048, 24, 2304, 51200) / (small.stepTimeS * 32) / 1e12;
    const double largeTflops =
        megatronFlops(3072, 2048, 128, 25600, 51200) / (large.stepTimeS * 3072) / 1e12;
    QVERIFY(largeTflops > smallTflops);
    QVERIFY(largeTflops / smallTflops > 1.05);
}

void TestStepTime::llama3_405b_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("cp");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("sequence");
    QTest::addColumn<double>("publishedTflops");
    // The Llama 3 Herd of Models, Meta, 2024, arXiv 2407.21783, table 4: Llama 3 405B on H100,
    // TP 8, PP 16, 16M tokens per batch, BF16.
    QTest::newRow("8,192 GPUs") << 8192 << 1 << 64 << 8192 << 430.0;
    QTest::newRow("16,384 GPUs") << 16384 << 1 << 128 << 8192 << 400.0;
    QTest::newRow("16,384 GPUs, 131k context") << 16384 << 16 << 8 << 131072 << 380.0;
}

void TestStepTime::llama3_405b()
{
    QFETCH(int, gpus);
    QFETCH(int, cp);
    QFETCH(int, dp);
    QFETCH(int, sequence);
    QFETCH(double, publishedTflops);
    const LanguageModel m = test::llama405b();
    PlannerRequest r;
    r.model = m;
    r.gpus = gpus;
    r.batchTokens = 16.0 * 1024 * 1024;
    r.shape.sequenceTokens = sequence;
    r.gpu.accelerator = test::h100Sxm();
    r.gpu.matmulEfficiency = 0.58;
    // Meta's RoCE fabric: 400 Gb/s per GPU, non-blocking inside pods of 3,072 GPUs (384 nodes),
    // 1:7 oversubscribed between pods (§3.3.1).
    r.fabric.nvlinkDomain = 8;
    r.fabric.gpusPerNode = 8;
    r.fabric.scaleUpGBps = 450;
    r.fabric.injectionGBps = 50;
    r.fabric.leafNodes = 384;
    r.fabric.crossLeafShare = 1.0 / 7;
    r.fabric.railOptimized = false;
    r.fixed.tp = 8;
    r.fixed.pp = 16;
    r.fixed.cp = cp;
    const PlannerResult result = planTraining(r);
    QVERIFY2(result.best(), qPrintable(result.whyNone));
    const StepPrediction &p = *result.best();
    QCOMPARE(p.plan.dp, dp);
    // Meta's TFLOP/s are model FLOPs: 6 per parameter and token plus causal attention
    // (6*l*s*h per token, half of the full square).
    const double perToken = 6.0 * m.params + 6.0 * m.layers * double(sequence) * m.hiddenSize;
    const double predicted = p.tokensPerS * perToken / gpus / 1e12;
    qInfo("%s: predicted %.1f TFLOP/s against %.0f published (%+.1f %%), %s, step %.2f s "
          "(compute %.2f, bubble %.2f, exposed %.2f: tp %.2f dp %.2f cp %.2f)",
          QTest::currentDataTag(), predicted, publishedTflops,
          (predicted / publishedTflops - 1) * 100, qPrintable(planText(p.plan)), p.stepTimeS,
          p.breakdown.computeS, p.breakdown.ppBubbleS, p.breakdown.exposedCommS,
          p.breakdown.tpCommS, p.breakdown.dpCommS, p.breakdown.cpCommS);
    // A known miss, explained in docs/performance.md: with selective recomputation the first
    // stage's in-flight activations leave no room for the interleaved schedule Meta ran, so the
    // planner takes the 1F1B bubble or full recomputation. The prediction stays below the
    // published figure and within half of it.
    QVERIFY(predicted < publishedTflops);
    QVERIFY2(predicted > 0.5 * publishedTflops,
             qPrintable(QStringLiteral("%1 vs %2").arg(predicted).arg(publishedTflops)));
}

namespace {

// GPT-3 175B shape (Language Models are Few-Shot Learners, OpenAI, 2020, table 2.1) on 1,024
// H100 with a fixed plan: TP 8, PP 8, DP 16.
StepPrediction gpt3On(const RunFabric &fabric, TrainingPlan plan)
{
    LanguageModel m = gpt(96, 12288, 96, 2048);
    StepGpu g;
    g.accelerator = test::h100Sxm();
    g.matmulEfficiency = 0.58;
    TrainingShape shape;
    shape.sequenceTokens = 2048;
    return predictStep(m, plan, shape, g, fabric);
}

RunFabric dgxH100Fabric(double crossLeafShare)
{
    RunFabric f;
    f.nvlinkDomain = 8;
    f.gpusPerNode = 8;
    f.scaleUpGBps = 450;
    f.injectionGBps = 50;
    f.leafNodes = 4;
    f.crossLeafShare = crossLeafShare;
    f.railOptimized = false;
    return f;
}

} // namespace

void TestStepTime::oversubscriptionLengthensDataParallelTime()
{
    const TrainingPlan plan{8, 8, 16, 1, 1, 1, 1, 64, 1, Recompute::Selective};
    const StepPrediction full = gpt3On(dgxH100Fabric(1.0), plan);
    const StepPrediction third = gpt3On(dgxH100Fabric(1.0 / 3), plan);
    // The data-parallel group spans 16 nodes of 4-node leaves: its traffic crosses leaves, and a
    // 3:1 fabric gives each GPU a third of its 50 GB/s. The ring moves (n-1)/n of the gradients
    // (4 bytes) and of the weights (2 bytes) of a GPU's share of the parameters.
    const double params = gpt(96, 12288, 96, 2048).params / 64;
    const double bytes = 15.0 / 16 * params * (4 + 2);
    QVERIFY(std::abs(full.breakdown.dpCommS - bytes / 50e9) / (bytes / 50e9) < 1e-9);
    QVERIFY(std::abs(third.breakdown.dpCommS - 3 * bytes / 50e9) / (3 * bytes / 50e9) < 1e-9);
    QVERIFY(third.stepTimeS >= full.stepTimeS);
    // Compute and tensor parallelism do not depend on the scale-out fabric.
    QCOMPARE(third.breakdown.computeS, full.breakdown.computeS);
    QCOMPARE(third.breakdown.tpCommS, full.breakdown.tpCommS);
}

void TestStepTime::bubbleFollowsOneF1BFormula()
{
    // (p-1)/m of a stage's work for 1F1B, (p-1)/(v*m) interleaved (Narayanan et al. 2021 §2.2).
    TrainingPlan plan{8, 8, 16, 1, 1, 1, 1, 64, 1, Recompute::Selective};
    const StepPrediction oneF1B = gpt3On(dgxH100Fabric(1.0), plan);
    const StepBreakdown &b = oneF1B.breakdown;
    const double stageWork = b.computeS + b.tpCommS + b.ppCommS;
    QVERIFY(std::abs(b.ppBubbleS - 7.0 / 64 * stageWork) < 1e-9 * stageWork);
    plan.interleave = 4;
    const StepPrediction interleaved = gpt3On(dgxH100Fabric(1.0), plan);
    const StepBreakdown &i = interleaved.breakdown;
    const double interleavedWork = i.computeS + i.tpCommS + i.ppCommS;
    QVERIFY(std::abs(i.ppBubbleS - 7.0 / 256 * interleavedWork) < 1e-9 * interleavedWork);
}

void TestStepTime::computeHasNoAttentionMatrixTraffic()
{
    // Issue 40: the memory-bound time charged 20*a*s bytes per token and layer of softmax and
    // dropout traffic over a stored attention matrix (about 6.6 s of a 16.7 s step for Llama 3
    // 8B at 8,192 tokens), which FlashAttention never writes to HBM (Dao et al., "FlashAttention",
    // NeurIPS 2022, arXiv 2205.14135). By hand, Llama 3 8B (32 layers, hidden 4,096; The Llama 3
    // Herd of Models, Meta, 2024, table 3) on 8 H100 (989 TFLOP/s BF16, 3.35 TB/s), DP 8,
    // ZeRO-1, selective recomputation, 16 micro-batches of one 8,192-token sequence:
    LanguageModel m;
    m.params = m.activeParams = 8e9;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnSize = 14336;
    m.vocabSize = 128256;
    const double s = 8192, h = 4096, l = 32;
    const double tokensPerGpu = 16.0 * 8192;
    // FLOPs: three forward passes (2 per weight and 4*s*h per layer) and the attention again.
    const double flops = (3 * (2 * 8e9 + 4 * s * h * l) + 4 * s * h * l) * tokensPerGpu;
    // HBM: 4 x 34 bytes per hidden unit, token and layer; Adam's 30 bytes for the GPU's eighth of
    // the parameters. Nothing grows with s.
    const double bytes = tokensPerGpu * l * 4 * 34 * h + 8e9 / 8 * 30;
    const double expected = flops / (989e12 * 0.58) + bytes / 3.35e12;
    StepGpu g;
    g.accelerator = test::h100Sxm();
    g.matmulEfficiency = 0.58;
    TrainingShape shape;
    shape.sequenceTokens = 8192;
    const TrainingPlan plan{1, 1, 8, 1, 1, 1, 1, 16, 1, Recompute::Selective};
    const StepPrediction p = predictStep(m, plan, shape, g, dgxH100Fabric(1.0));
    QVERIFY2(std::abs(p.breakdown.computeS / expected - 1) < 1e-9,
             qPrintable(QStringLiteral("%1 vs %2 s").arg(p.breakdown.computeS).arg(expected)));
    // A run that stores the matrix (Megatron-LM before FlashAttention) moves 4 x 5 x a x s bytes
    // per token and layer more.
    shape.flashAttention = false;
    const StepPrediction stored = predictStep(m, plan, shape, g, dgxH100Fabric(1.0));
    const double matrixS = tokensPerGpu * l * 4 * 5 * 32 * s / 3.35e12;
    QVERIFY(std::abs(stored.breakdown.computeS / (expected + matrixS) - 1) < 1e-9);
}

QTEST_APPLESS_MAIN(TestStepTime)
#include "tst_steptime.moc"
