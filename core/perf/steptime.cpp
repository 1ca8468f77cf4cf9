#include "steptime.h"

#include "format/numberformat.h"
#include "modelflops.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

constexpr double kGiga = 1e9;

// HBM traffic of the memory-bound kernels per token and layer, in units of the hidden size: the
// 34*h bytes a layer keeps (Korthikanti et al. 2022) are written in the forward pass and read,
// with their gradients written and read, in the backward pass.
constexpr double kElementwiseBytesPerHidden = 4 * 34;
// The softmax and dropout over a stored attention matrix: 5*a*s bytes a token keeps, four times.
// FlashAttention computes the scores, softmax, dropout and their product with the values block by
// block in on-chip SRAM and never writes the matrix to HBM, forward or backward (Dao, Fu, Ermon,
// Rudra and Re, "FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness",
// NeurIPS 2022, arXiv 2205.14135, section 3 and theorem 2: O(s^2 d^2 / M) HBM accesses against
// the standard O(s d + s^2)), so a run with it (TrainingShape::flashAttention) is charged none.
constexpr double kSoftmaxBytesPerHeadToken = 4 * 5;
// Adam's update reads weights, gradients, master weights and two moments (16 bytes per parameter
// with BF16 weights) and writes all but the gradients (14).
constexpr double kOptimizerBytesPerParam = 30;
// Gradients are reduced in FP32 (Llama 3 reduces its gradients in FP32: The Llama 3 Herd of
// Models, Meta, 2024, arXiv 2407.21783, §3.3.4); updated weights are gathered in BF16.
constexpr double kGradientReduceBytes = 4;
constexpr double kWeightGatherBytes = 2;

// Time for `bytes` to cross a link of `gbps` GB/s; no traffic takes no time.
double seconds(double bytes, double gbps)
{
    return bytes <= 0 ? 0 : gbps > 0 ? bytes / (gbps * kGiga) : INFINITY;
}

// Ring reduce-scatter or all-gather of a `bytes` tensor over n ranks: (n-1)/n of it per rank.
double ringShare(int n)
{
    return n > 1 ? double(n - 1) / n : 0;
}

// Where a collective among `group` ranks spaced `stride` GPUs apart runs: inside the NVLink
// domain when it fits, else on the scale-out fabric, over the nodes it spans.
struct Placement final
{
    bool inDomain = true;
    int nodes = 1;
    int ranksPerNode = 1;
};

Placement place(int group, int stride, const RunFabric &fabric)
{
    Placement p;
    const int span = group * stride;
    p.inDomain = span <= fabric.nvlinkDomain;
    p.ranksPerNode = std::clamp(fabric.gpusPerNode / std::max(1, stride), 1, group);
    p.nodes = (group + p.ranksPerNode - 1) / p.ranksPerNode;
    return p;
}

double collectiveGBps(const Placement &p, const RunFabric &fabric, bool sameRank)
{
    if (p.inDomain)
        return fabric.scaleUpGBps;
    return fabric.scaleOutGBps(p.nodes, sameRank || p.ranksPerNode == 1);
}

QString fabricWords(const Placement &p, const RunFabric &fabric, double gbps)
{
    if (p.inDomain)
        return u"inside the NVLink domain at %1 GB/s per GPU"_s.arg(format::number(gbps));
    const bool crossLeaf = gbps < fabric.injectionGBps * 0.999;
    return u"over %1 nodes of the scale-out fabric at %2 GB/s per GPU%3"_s.arg(
        format::count(p.nodes), format::number(gbps, 1),
        crossLeaf ? u" (across leaves: %1 of the NIC's %2)"_s.arg(
                        format::number(gbps / fabric.injectionGBps, 2),
                        format::number(fabric.injectionGBps))
                  : QString());
}

} // namespace

StepPrediction predictStep(const LanguageModel &model, const TrainingPlan &plan,
                           const TrainingShape &shape, const StepGpu &gpu, const RunFabric &fabric)
{
    StepPrediction p;
    p.plan = plan;
    p.memory = planMemory(model, plan, shape, gpu.accelerator.memoryGb);
    StepBreakdown &t = p.breakdown;

    const int gpus = plan.gpus();
    const int s = shape.sequenceTokens;
    const double sLocal = double(s) / plan.cp;
    const double h = model.hiddenSize;
    const int m = std::max(1, plan.microBatches);
    const int v = std::max(1, plan.interleave);
    const double layersPerStage = double(model.layers) / plan.pp;
    p.tokensPerStep = double(plan.sequencesPerStep()) * s;

    // Compute: the matrix multiplications at the sustained share of the peak, the memory-bound
    // kernels at the HBM bandwidth, and the optimizer's update.
    const double peak = peakDenseTflops(gpu.accelerator, gpu.precision) * 1e12;
    const double hbm = gpu.accelerator.memoryBandwidthTBps * 1e12;
    const double flopsPerGpu =
        hardwareFlopsPerToken(model, s, plan.recompute) * p.tokensPerStep / gpus;
    const double matmulS = flopsPerGpu / (peak * gpu.matmulEfficiency);
    const double tokensPerGpuLayer = p.tokensPerStep / (plan.dp * plan.cp) * layersPerStage;
    const double recomputeFactor = plan.recompute == Recompute::Full ? 1.25 : 1.0;
    const double attentionMatrixBytes =
        shape.flashAttention ? 0 : kSoftmaxBytesPerHeadToken * model.attentionHeads * sLocal;
    const double elementwiseBytes = tokensPerGpuLayer *
                                    (kElementwiseBytesPerHidden * h + attentionMatrixBytes) /
                                    plan.tp * recomputeFactor;
    const ParameterSplit split = parameterSplit(model);
    const double paramsPerGpu =
        (split.shared + split.experts * split.perExpert / plan.ep) / (double(plan.tp) * plan.pp);
    const double optimizerParams =
        plan.zero >= 1 ? paramsPerGpu / (double(plan.dp) * plan.cp) : paramsPerGpu;
    t.computeS = matmulS + (elementwiseBytes + optimizerParams * kOptimizerBytesPerParam) / hbm;
    const double computePerMicroBatch = t.computeS / m;

    // Tensor parallelism with sequence parallelism: per layer, an all-gather and a
    // reduce-scatter around attention and around the FFN, forward and backward (and forward
    // again with full recomputation), none overlapped.
    const double activationBytes = sLocal * plan.microBatch * h * 2;
    if (plan.tp > 1) {
        const int ops = plan.recompute == Recompute::Full ? 12 : 8;
        const Placement tpPlace = place(plan.tp, 1, fabric);
        t.tpCommS =
            m * layersPerStage * ops *
            seconds(ringShare(plan.tp) * activationBytes, collectiveGBps(tpPlace, fabric, false));
    }

    // Context parallelism: each layer passes the keys and values around the ring (cp-1 steps),
    // forward, and twice that backward with their gradients, behind the attention it feeds.
    double cpExposed = 0;
    if (plan.cp > 1) {
        const double kvBytes = 2.0 * sLocal * plan.microBatch * std::max(1, model.kvHeads) *
                               (model.headDim > 0 ? model.headDim : h / model.attentionHeads) * 2 /
                               plan.tp;
        const Placement cpPlace = place(plan.cp, plan.tp, fabric);
        const double perLayer =
            3.0 * (plan.cp - 1) * seconds(kvBytes, collectiveGBps(cpPlace, fabric, true));
        t.cpCommS = m * layersPerStage * perLayer;
        const double attentionFlops = 3.0 * 4.0 * sLocal * s * h * plan.microBatch / plan.tp;
        const double attentionS = attentionFlops / (peak * gpu.matmulEfficiency);
        cpExposed = m * layersPerStage * std::max(0.0, perLayer - attentionS);
    }

    // Expert parallelism: dispatch and combine all-to-alls, forward and backward, of the tokens
    // each routes to its experts.
    if (plan.ep > 1 && split.experts > 0) {
        const int ops = plan.recompute == Recompute::Full ? 6 : 4;
        const double routed = sLocal * plan.microBatch / plan.tp * split.activeExperts * h * 2;
        const Placement epPlace = place(plan.ep, plan.tp * plan.cp, fabric);
        const double leaving = routed * ringShare(plan.ep);
        // The share bound for experts on the same node stays on NVLink.
        const double offNode =
            epPlace.inDomain ? 0 : leaving * double(plan.ep - epPlace.ranksPerNode) / (plan.ep - 1);
        const double perOp = std::max(seconds(leaving - offNode, fabric.scaleUpGBps),
                                      seconds(offNode, collectiveGBps(epPlace, fabric, false)));
        t.epCommS = m * layersPerStage * ops * perOp;
    }

    // Pipeline: activations (split over the tensor-parallel ranks) cross each stage boundary
    // forward and their gradients backward; the bubble is (pp-1)/(v*m) of a stage's work.
    double gbpsDp = 0;
    Placement dpPlace;
    if (plan.pp > 1) {
        const Placement ppPlace = place(plan.pp, plan.tp * plan.cp * plan.dp, fabric);
        t.ppCommS =
            2.0 * m * v * seconds(activationBytes / plan.tp, collectiveGBps(ppPlace, fabric, true));
        t.ppBubbleS = double(plan.pp - 1) / (double(v) * m) *
                      (t.computeS + t.tpCommS + cpExposed + t.epCommS + t.ppCommS);
    }

    // Data parallelism over dp x cp ranks (experts over dp x cp / ep): gradients reduce-scattered
    // in FP32, updated weights all-gathered (ZeRO >= 1; an all-reduce moves the same bytes);
    // ZeRO-3 gathers the weights again for every micro-batch's forward and backward pass. The
    // reduce-scatter hides behind the last micro-batch's backward pass and the all-gather behind
    // the first one's forward pass.
    double dpExposed = 0;
    const int dpGroup = plan.dp * plan.cp;
    if (dpGroup > 1) {
        dpPlace = place(dpGroup, plan.tp, fabric);
        gbpsDp = collectiveGBps(dpPlace, fabric, true);
        const double sharedParams = split.shared / (double(plan.tp) * plan.pp);
        const double expertParams =
            split.experts * split.perExpert / (plan.ep * double(plan.tp) * plan.pp);
        const int expertGroup = std::max(1, dpGroup / plan.ep);
        const Placement expertPlace = place(expertGroup, plan.tp * plan.ep, fabric);
        const double gbpsExperts = collectiveGBps(expertPlace, fabric, true);
        auto moved = [&](double bytesPerParam) {
            return seconds(ringShare(dpGroup) * sharedParams * bytesPerParam, gbpsDp) +
                   seconds(ringShare(expertGroup) * expertParams * bytesPerParam, gbpsExperts);
        };
        const double reduce = moved(kGradientReduceBytes);
        const double gather = moved(kWeightGatherBytes);
        const double backwardShare = plan.recompute == Recompute::Full ? 0.75 : 2.0 / 3.0;
        const double hideBackward = computePerMicroBatch * backwardShare;
        const double hideForward = computePerMicroBatch * (1.0 - backwardShare);
        if (plan.zero >= 3) {
            t.dpCommS = reduce + 2.0 * m * gather;
            dpExposed = std::max(0.0, reduce - hideBackward) +
                        m * std::max(0.0, 2.0 * gather - computePerMicroBatch);
        } else {
            t.dpCommS = reduce + gather;
            dpExposed = std::max(0.0, reduce - hideBackward) + std::max(0.0, gather - hideForward);
        }
    }

    t.exposedCommS = t.tpCommS + t.ppCommS + cpExposed + t.epCommS + dpExposed;
    p.stepTimeS = t.stepS();
    if (p.stepTimeS > 0 && std::isfinite(p.stepTimeS)) {
        p.tokensPerS = p.tokensPerStep / p.stepTimeS;
        p.modelTflopsPerGpu = modelFlopsPerToken(model, s) * p.tokensPerS / gpus / 1e12;
        p.hardwareTflopsPerGpu =
            hardwareFlopsPerToken(model, s, plan.recompute) * p.tokensPerS / gpus / 1e12;
        p.predictedMfu = peak > 0 ? p.modelTflopsPerGpu * 1e12 / peak : 0;
    }
    if (dpGroup > 1)
        p.fabricNote = u"gradients reduced %1"_s.arg(fabricWords(dpPlace, fabric, gbpsDp));
    return p;
}

} // namespace podcad
