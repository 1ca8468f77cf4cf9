#include "serving.h"

#include "format/durationformat.h"
#include "modelflops.h"
#include "sizing/inferencesizing.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

constexpr double kGb = 1e9;
// Activations travel between the tensor-parallel ranks in 16-bit whatever the weights' format.
constexpr double kActivationBytes = 2;

// A ring all-reduce of `bytes` over `tp` GPUs: each sends and receives 2(tp-1)/tp of the data at
// the NVLink bandwidth per GPU, after the collective's fixed latency.
double allReduceS(double bytes, int tp, const RunFabric &fabric, double latencyS)
{
    if (tp <= 1)
        return 0;
    const double wire =
        fabric.scaleUpGBps > 0 ? 2.0 * (tp - 1) / tp * bytes / (fabric.scaleUpGBps * kGb) : 0;
    return latencyS + wire;
}

// Weight bytes one decode step reads per GPU. Each of `batch` tokens picks k of E routed experts
// per layer; with routing spread evenly, E(1 - (1 - k/E)^batch) distinct experts are read.
double decodeWeightBytes(const LanguageModel &model, Precision weights, int batch)
{
    const ParameterSplit split = parameterSplit(model);
    double params = model.activeParams > 0 ? model.activeParams : model.params;
    if (split.experts > 0) {
        const double e = split.experts;
        const double touched = e * (1.0 - std::pow(1.0 - split.activeExperts / e, batch));
        params = split.shared + touched * split.perExpert;
    }
    return params * bytesPerValue(weights);
}

// GPUs over which the KV cache splits: by KV head, so past kvHeads ranks hold whole heads again.
int kvShards(const LanguageModel &model, int tp)
{
    return std::max(1, std::min(tp, model.kvHeads));
}

double memoryPerGpuGb(const LanguageModel &model, const ServingInput &in, double kvPerToken,
                      int batch)
{
    const double weights = model.params * bytesPerValue(in.weights) / in.tensorParallel;
    const double kv = kvPerToken * double(in.promptTokens + in.outputTokens) * batch /
                      kvShards(model, in.tensorParallel);
    return (weights + kv) / kGb;
}

} // namespace

ServingInput servingInput(const InferenceInput &input, const ServingOptions &options,
                          int tensorParallel)
{
    ServingInput in;
    in.weights = input.weights;
    in.kvCache = input.kvCache;
    in.tensorParallel =
        std::max(1, options.tensorParallel > 0 ? options.tensorParallel : tensorParallel);
    const int context = std::max(2, input.contextTokens);
    in.outputTokens = options.outputTokens > 0 ? options.outputTokens
                                               : std::min(kDefaultOutputTokens, context / 2);
    in.promptTokens =
        options.promptTokens > 0 ? options.promptTokens : std::max(1, context - in.outputTokens);
    in.maxTpotS = options.maxTpotS;
    in.maxTtftS = options.maxTtftS;
    const bool limited = in.maxTpotS > 0 || in.maxTtftS > 0;
    in.batch = options.batch > 0 ? options.batch : limited ? 0 : std::max(1, input.concurrency);
    in.targetTokensPerS = input.targetTokensPerS;
    in.reservedFraction = input.reservedFraction;
    return in;
}

ServingPoint servingPoint(const LanguageModel &model, const ServingInput &in, const StepGpu &gpu,
                          const RunFabric &fabric, int batch)
{
    ServingPoint p;
    p.batch = batch;
    const int tp = std::max(1, in.tensorParallel);
    const double flopsPerS =
        peakDenseTflops(gpu.accelerator, in.weights) * 1e12 * gpu.matmulEfficiency * tp;
    const double bytesPerS =
        gpu.accelerator.memoryBandwidthTBps * 1e12 * in.memoryEfficiency; // per GPU
    const double kvPerToken = kvBytesPerToken(model, in.kvCache);
    const double hidden = model.hiddenSize;
    const double collectives = 2.0 * model.layers;

    // Prefill: the prompt's tokens attend on average to half of it (causal attention).
    const double prompt = std::max(1, in.promptTokens);
    const double prefillFlops = prompt * forwardFlopsPerToken(model, int(prompt / 2));
    const double prefillRead = model.params * bytesPerValue(in.weights) / tp / bytesPerS;
    p.prefillS = std::max(prefillFlops / flopsPerS, prefillRead) +
                 collectives * allReduceS(prompt * hidden * kActivationBytes, tp, fabric,
                                          in.allReduceLatencyS);

    // Decode: each step reads the weights once and every sequence's cache at the mean context.
    const int meanContext = in.promptTokens + in.outputTokens / 2;
    const double readBytes = decodeWeightBytes(model, in.weights, batch) / tp +
                             kvPerToken * meanContext * batch / kvShards(model, tp);
    const double decodeFlops = batch * forwardFlopsPerToken(model, meanContext);
    p.decodeStepS = std::max(readBytes / bytesPerS, decodeFlops / flopsPerS) +
                    collectives * allReduceS(batch * hidden * kActivationBytes, tp, fabric,
                                             in.allReduceLatencyS);

    const double output = std::max(1, in.outputTokens);
    p.tpotS = p.decodeStepS + batch / output * p.prefillS;
    // The prefill queue as an M/D/1 server (Pollaczek-Khinchine): busy `rho` of the time, a new
    // prompt waits rho * prefill / (2 (1 - rho)) on average.
    const double rho = std::min(0.999, batch / output * p.prefillS / p.tpotS);
    p.ttftS = p.prefillS + rho * p.prefillS / (2 * (1 - rho));
    p.tokensPerS = batch / p.tpotS;
    p.tokensPerSPerGpu = p.tokensPerS / tp;
    p.memoryPerGpuGb = memoryPerGpuGb(model, in, kvPerToken, batch);
    p.meetsLimits = (in.maxTpotS <= 0 || p.tpotS <= in.maxTpotS) &&
                    (in.maxTtftS <= 0 || p.ttftS <= in.maxTtftS);
    return p;
}

ServingReport predictServing(const LanguageModel &model, const ServingInput &input,
                             const StepGpu &gpu, const RunFabric &fabric)
{
    ServingReport r;
    r.input = input;
    r.input.tensorParallel = std::max(1, input.tensorParallel);
    const ServingInput &in = r.input;
    const int tp = in.tensorParallel;
    r.tensorParallel = tp;
    r.kvBytesPerToken = kvBytesPerToken(model, in.kvCache);
    r.weightsPerGpuGb = model.params * bytesPerValue(in.weights) / tp / kGb;
    r.usableMemoryPerGpuGb = gpu.accelerator.memoryGb * (1 - in.reservedFraction);
    r.allReducePerLayerS =
        2 * allReduceS(model.hiddenSize * kActivationBytes, tp, fabric, in.allReduceLatencyS);
    if (tp > 1 && fabric.scaleUpGBps <= 0)
        r.notes << u"The GPUs' NVLink bandwidth is unknown: the all-reduces are counted at their "
                   u"latency only."_s;

    // The largest batch whose cache fits beside the weights.
    const double perSequenceGb =
        r.kvBytesPerToken * double(in.promptTokens + in.outputTokens) / kvShards(model, tp) / kGb;
    const double room = r.usableMemoryPerGpuGb - r.weightsPerGpuGb;
    r.maxBatch = perSequenceGb > 0 && room > 0
                     ? int(std::min<double>(kMaxServingBatch, std::floor(room / perSequenceGb)))
                     : 0;
    r.fits = r.maxBatch >= 1;
    if (!r.fits) {
        r.notes << u"TP %1 does not hold the weights (%2 GB per GPU) and one sequence's cache in "
                   u"%3 GB usable per GPU."_s.arg(format::count(tp),
                                                  format::number(r.weightsPerGpuGb, 1),
                                                  format::number(r.usableMemoryPerGpuGb, 1));
        return r;
    }

    for (int b = 1; b <= r.maxBatch; b *= 2)
        r.curve.push_back(servingPoint(model, in, gpu, fabric, b));
    if (r.curve.back().batch != r.maxBatch)
        r.curve.push_back(servingPoint(model, in, gpu, fabric, r.maxBatch));

    int batch = in.batch;
    if (batch <= 0) {
        // TPOT and TTFT grow with the batch: the largest batch meeting both, found by bisection.
        int lo = 1, hi = r.maxBatch;
        if (!servingPoint(model, in, gpu, fabric, 1).meetsLimits)
            hi = 1;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (servingPoint(model, in, gpu, fabric, mid).meetsLimits)
                lo = mid;
            else
                hi = mid - 1;
        }
        batch = lo;
    }
    if (batch > r.maxBatch) {
        // Memory decides the batch: a replica never answers for more sequences than its cache
        // holds (issue 40: 4,096 asked on one H100 were answered at 545 GB per GPU).
        r.notes << u"Batch capped at %1 of the %2 asked: the KV cache of TP %3 holds %1 sequences "
                   u"at %4 tokens beside the weights."_s.arg(r.maxBatch)
                       .arg(batch)
                       .arg(tp)
                       .arg(in.promptTokens + in.outputTokens);
        batch = r.maxBatch;
    }
    r.point = servingPoint(model, in, gpu, fabric, batch);
    if (!r.point.meetsLimits)
        r.notes << (in.batch > 0 ? u"Batch %1 misses the latency limits: %2 ms per token, %3 "
                                   u"to the first."_s
                                 : u"No batch meets the latency limits: batch %1 gives %2 ms per "
                                   u"token and %3 to the first."_s)
                       .arg(format::count(batch), format::number(r.point.tpotS * 1e3, 1),
                            format::seconds(r.point.ttftS));
    r.replicas = in.targetTokensPerS > 0
                     ? std::max(1, int(std::ceil(in.targetTokensPerS / r.point.tokensPerS - 1e-9)))
                     : 1;
    r.gpus = r.replicas * tp;
    return r;
}

} // namespace podcad
