// The serving model (time to first token, time per output token, the throughput/latency curve and
// the replicas for a target) against hand-calculated oracles and published measurements.
#include "perf/serving.h"
#include "perffixtures.h"

#include <QTest>
#include <cmath>

using namespace podcad;
using podcad::test::llama70b;

namespace {

StepGpu gpu(Precision precision, double matmul = 0.6)
{
    StepGpu g;
    g.accelerator = test::h100Sxm();
    g.precision = precision;
    g.matmulEfficiency = matmul;
    return g;
}

RunFabric nvlink(int gpus)
{
    RunFabric f;
    f.nvlinkDomain = gpus;
    f.gpusPerNode = gpus;
    f.scaleUpGBps = 450;
    return f;
}

ServingInput bf16Input(int tp, int prompt, int output)
{
    ServingInput in;
    in.weights = Precision::Bf16;
    in.kvCache = Precision::Bf16;
    in.tensorParallel = tp;
    in.promptTokens = prompt;
    in.outputTokens = output;
    return in;
}

bool within(double predicted, double published, double tolerance)
{
    return std::abs(predicted / published - 1) <= tolerance;
}

} // namespace

class TestServing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsOverBandwidthAtBatchOne();
    void batchOneByHand();
    void curveRisesThenSaturates();
    void tpotLimitCutsTheBatch();
    void ttftLimitCutsTheBatch();
    void replicasForTarget();
    void mixtureOfExpertsReadsTheRoutedExperts();
    void tooBigForTheReplica();
    void batchIsCappedAtWhatMemoryHolds();
    void nimLlama70bFp8Tp2_data();
    void nimLlama70bFp8Tp2();
};

// The brief's oracle: Llama 3.1 70B in BF16 on 8 x H100 decodes one token by reading 141.2 GB / 8
// GPUs at 3.35 TB/s = 5.27 ms. At full bandwidth, without collectives' latency, the model adds
// only the short prompt's cache.
void TestServing::weightsOverBandwidthAtBatchOne()
{
    ServingInput in = bf16Input(8, 16, 16);
    in.memoryEfficiency = 1;
    in.allReduceLatencyS = 0;
    const ServingPoint p = servingPoint(llama70b(), in, gpu(Precision::Bf16), nvlink(8), 1);
    const double weightsS = 141.2e9 / 8 / 3.35e12;
    QVERIFY(within(weightsS, 5.27e-3, 0.005));
    // KV: 2 x 80 layers x 8 heads x 128 x 2 bytes = 327,680 bytes per token at 24 tokens, over 8
    // GPUs; the all-reduces: 160 x 2 x 7/8 x 8,192 x 2 bytes at 450 GB/s.
    const double kvS = 327680.0 * 24 / 8 / 3.35e12;
    const double arS = 160 * (2 * 7.0 / 8 * 8192 * 2 / 450e9);
    QCOMPARE_LE(std::abs(p.decodeStepS - (weightsS + kvS + arS)), 1e-9);
}

// Batch 1, prompt 1,000, output 1,000, at the model's defaults (memory efficiency 0.75, 10 us per
// all-reduce, matmul efficiency 0.6), every term by hand.
void TestServing::batchOneByHand()
{
    const ServingInput in = bf16Input(8, 1000, 1000);
    const ServingPoint p = servingPoint(llama70b(), in, gpu(Precision::Bf16), nvlink(8), 1);
    const double bw = 3.35e12 * 0.75;
    const double flops = 989e12 * 0.6 * 8;
    // Decode at the mean context 1,500: weights 17.65 GB and cache 1,500 x 327,680 / 8 bytes per
    // GPU; FLOPs 2 x 70.6e9 + 4 x 1,500 x 8,192 x 80 per token (far below the read time).
    const double read = (141.2e9 / 8 + 1500 * 327680.0 / 8) / bw;
    const double decodeAr = 160 * (10e-6 + 2 * 7.0 / 8 * 8192 * 2 / 450e9);
    QCOMPARE_LE(std::abs(p.decodeStepS - (read + decodeAr)), 1e-9);
    QVERIFY(within(p.decodeStepS, 8.66e-3, 0.01));
    // Prefill: 1,000 tokens x (2 x 70.6e9 + 4 x 500 x 8,192 x 80) FLOPs, and 160 all-reduces of
    // 1,000 x 8,192 x 2 bytes.
    const double prefill = 1000 * (2 * 70.6e9 + 4.0 * 500 * 8192 * 80) / flops +
                           160 * (10e-6 + 2 * 7.0 / 8 * 1000 * 8192 * 2 / 450e9);
    QCOMPARE_LE(std::abs(p.prefillS - prefill), 1e-9);
    QVERIFY(within(p.prefillS, 41.8e-3, 0.01));
    // One prefill per 1,000 output tokens shares the decode steps.
    QCOMPARE_LE(std::abs(p.tpotS - (p.decodeStepS + p.prefillS / 1000)), 1e-12);
    QCOMPARE_LE(std::abs(p.tokensPerS - 1 / p.tpotS), 1e-9);
    QCOMPARE_LE(std::abs(p.tokensPerSPerGpu - p.tokensPerS / 8), 1e-9);
}

void TestServing::curveRisesThenSaturates()
{
    const ServingReport r =
        predictServing(llama70b(), bf16Input(8, 1000, 1000), gpu(Precision::Bf16), nvlink(8));
    QVERIFY(r.fits);
    // 8 x 72 GB usable less 17.65 GB of weights, over 2,000 tokens x 40,960 bytes per GPU.
    QCOMPARE(r.maxBatch, int(std::floor((72e9 - 141.2e9 / 8) / (2000 * 327680.0 / 8))));
    QCOMPARE_GE(r.curve.size(), size_t(8));
    QCOMPARE(r.curve.front().batch, 1);
    QCOMPARE(r.curve.back().batch, r.maxBatch);
    for (size_t i = 1; i < r.curve.size(); ++i) {
        QCOMPARE_GT(r.curve[i].tpotS, r.curve[i - 1].tpotS);
        QCOMPARE_GE(r.curve[i].ttftS, r.curve[i - 1].ttftS);
        QCOMPARE_GT(r.curve[i].tokensPerS, r.curve[i - 1].tokensPerS);
        QCOMPARE_LE(r.curve[i].memoryPerGpuGb, r.usableMemoryPerGpuGb + 1e-9);
    }
    // Saturation: doubling the batch from 1 nearly doubles tokens/s; the last doubling gains
    // much less, as the cache and the interleaved prefills take over the step.
    const double first = r.curve[1].tokensPerS / r.curve[0].tokensPerS;
    const size_t n = r.curve.size();
    const double last = r.curve[n - 2].tokensPerS / r.curve[n - 3].tokensPerS;
    QCOMPARE_GT(first, 1.9);
    QCOMPARE_LT(last, 1.5);
    // Without a limit the replica runs the largest batch that fits.
    QCOMPARE(r.point.batch, r.maxBatch);
    QCOMPARE(r.replicas, 1);
    QCOMPARE(r.gpus, 8);
}

void TestServing::tpotLimitCutsTheBatch()
{
    ServingInput in = bf16Input(8, 1000, 1000);
    in.maxTpotS = 20e-3;
    const ServingReport r = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QVERIFY(r.point.meetsLimits);
    QCOMPARE_GT(r.point.batch, 1);
    QCOMPARE_LT(r.point.batch, r.maxBatch);
    QCOMPARE_LE(r.point.tpotS, 20e-3);
    // The next batch misses the limit: the largest that meets it.
    const ServingPoint next =
        servingPoint(llama70b(), in, gpu(Precision::Bf16), nvlink(8), r.point.batch + 1);
    QCOMPARE_GT(next.tpotS, 20e-3);
    QVERIFY(!next.meetsLimits);

    in.maxTpotS = 1e-3; // below batch 1's decode step
    const ServingReport none = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QVERIFY(!none.point.meetsLimits);
    QCOMPARE(none.point.batch, 1);
    QVERIFY(none.notes.join(u' ').contains(QStringLiteral("No batch meets")));
}

void TestServing::ttftLimitCutsTheBatch()
{
    ServingInput in = bf16Input(8, 4000, 500);
    const ServingReport free = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    in.maxTtftS = 1.5 * free.curve.front().ttftS;
    const ServingReport r = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QCOMPARE_LT(r.point.batch, free.point.batch);
    QCOMPARE_LE(r.point.ttftS, in.maxTtftS);
    QCOMPARE_GT(
        servingPoint(llama70b(), in, gpu(Precision::Bf16), nvlink(8), r.point.batch + 1).ttftS,
        in.maxTtftS);
}

void TestServing::replicasForTarget()
{
    ServingInput in = bf16Input(8, 1000, 1000);
    in.maxTpotS = 30e-3;
    in.targetTokensPerS = 100000;
    const ServingReport r = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QCOMPARE(r.replicas, int(std::ceil(100000 / r.point.tokensPerS)));
    QCOMPARE(r.gpus, r.replicas * 8);
    // A fixed batch replaces the search: a small one needs more replicas.
    in.batch = 4;
    const ServingReport small = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QCOMPARE(small.point.batch, 4);
    QCOMPARE_GT(small.replicas, r.replicas);
}

// Mixtral 8x7B (Mistral AI, 2024, arXiv 2401.04088): 46.7B parameters, 12.9B active, 8 experts
// with 2 active, 32 layers, hidden 4,096, 8 KV heads of 128. One sequence reads its 2 experts;
// a large batch reads all 8.
void TestServing::mixtureOfExpertsReadsTheRoutedExperts()
{
    LanguageModel m;
    m.params = 46.7e9;
    m.activeParams = 12.9e9;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.experts = 8;
    m.activeExperts = 2;
    ServingInput in = bf16Input(1, 16, 16);
    in.memoryEfficiency = 1;
    const ServingPoint one = servingPoint(m, in, gpu(Precision::Bf16), nvlink(1), 1);
    QVERIFY(within(one.decodeStepS, 12.9e9 * 2 / 3.35e12, 0.01));
    const ServingPoint many = servingPoint(m, in, gpu(Precision::Bf16), nvlink(1), 64);
    QCOMPARE_GT(many.decodeStepS, 46.7e9 * 2 / 3.35e12);
}

void TestServing::tooBigForTheReplica()
{
    const ServingReport r =
        predictServing(llama70b(), bf16Input(1, 1000, 1000), gpu(Precision::Bf16), nvlink(8));
    QVERIFY(!r.fits);
    QCOMPARE(r.maxBatch, 0);
    QVERIFY(r.curve.empty());
    QVERIFY(r.notes.join(u' ').contains(QStringLiteral("does not hold the weights")));
}

void TestServing::batchIsCappedAtWhatMemoryHolds()
{
    // Issue 40: a concurrency of 4,096 on one H100 was answered at that batch, 545 GB per GPU,
    // beside a note that far fewer fit. By hand: Llama 3.1 70B in BF16 on TP 8 holds 17.65 GB of
    // weights per GPU in 72 GB usable; a sequence of 2,000 tokens keeps 2 x 80 layers x 8 KV
    // heads x 128 x 2 bytes = 327,680 bytes a token over 8 GPUs, 81.9 MB per GPU: 663 sequences.
    ServingInput in = bf16Input(8, 1000, 1000);
    in.batch = 4096;
    const ServingReport r = predictServing(llama70b(), in, gpu(Precision::Bf16), nvlink(8));
    QVERIFY(r.fits);
    const double perSequenceGb = 2.0 * 80 * 8 * 128 * 2 * 2000 / 8 / 1e9;
    const int holds = int(std::floor((72 - 70.6e9 * 2 / 8 / 1e9) / perSequenceGb));
    QCOMPARE(r.maxBatch, holds);
    QCOMPARE(r.point.batch, holds);
    QVERIFY(r.point.memoryPerGpuGb <= r.usableMemoryPerGpuGb);
    QVERIFY2(r.notes.join(u' ').contains(QStringLiteral("capped at %1 of the 4096").arg(holds)),
             qPrintable(r.notes.join(u' ')));
}

// NVIDIA NIM for LLMs benchmarking guide, "Performance", NVIDIA, 2025
// (https://docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance): Llama 3.3 70B Instruct,
// NIM 1.8.0, 2 x H100 80GB, FP8, TP 2, 5,000 input / 500 output tokens, measured with AIPerf.
// ITL is the time per output token. Predicted: at concurrency 1 TPOT 11 % short and tokens/s 18 %
// high (the model leaves out launch and sampling overheads, and the published tokens/s count each
// request's TTFT, which one sequence does not overlap); at 25 and 50 the interleaved prefills
// dominate and TPOT lands within 4 %, tokens/s within 8 %. Tolerance 20 % on TPOT and tokens/s,
// 25 % on TTFT at concurrency 1 (14 % short; under load the M/D/1 wait predicts about 30 % short
// of the published TTFT, which is left out of the test).
void TestServing::nimLlama70bFp8Tp2_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("ttftMs");
    QTest::addColumn<double>("itlMs");
    QTest::addColumn<double>("tokensPerS");
    QTest::newRow("concurrency 1") << 1 << 406.77 << 18.58 << 51.67;
    QTest::newRow("concurrency 25") << 25 << 0.0 << 38.75 << 623.4;
    QTest::newRow("concurrency 50") << 50 << 0.0 << 59.73 << 814.37;
}

void TestServing::nimLlama70bFp8Tp2()
{
    QFETCH(int, concurrency);
    QFETCH(double, ttftMs);
    QFETCH(double, itlMs);
    QFETCH(double, tokensPerS);
    ServingInput in;
    in.weights = Precision::Fp8;
    in.kvCache = Precision::Fp8;
    in.tensorParallel = 2;
    in.promptTokens = 5000;
    in.outputTokens = 500;
    const ServingPoint p =
        servingPoint(llama70b(), in, gpu(Precision::Fp8), nvlink(8), concurrency);
    qInfo("batch %d: TPOT %.2f ms (published %.2f), %.0f tokens/s (%.0f), TTFT %.0f ms",
          concurrency, p.tpotS * 1e3, itlMs, p.tokensPerS, tokensPerS, p.ttftS * 1e3);
    QVERIFY(within(p.tpotS * 1e3, itlMs, 0.20));
    QVERIFY(within(p.tokensPerS, tokensPerS, 0.20));
    if (ttftMs > 0)
        QVERIFY(within(p.ttftS * 1e3, ttftMs, 0.25));
}

QTEST_GUILESS_MAIN(TestServing)
#include "tst_serving.moc"
