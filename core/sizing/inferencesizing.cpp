#include "inferencesizing.h"

#include "gpusystem.h"

#include <algorithm>
#include <cmath>

namespace podcad {

namespace {
constexpr double kGb = 1e9;
}

double kvBytesPerToken(const LanguageModel &model, Precision precision)
{
    return 2.0 * model.layers * model.kvHeads * model.headDim * bytesPerValue(precision);
}

InferenceSizing sizeInference(const LanguageModel &model, const InferenceInput &input,
                              const GpuSystem &system)
{
    InferenceSizing s;
    const double weightBytes = model.params * bytesPerValue(input.weights);
    s.weightsGb = weightBytes / kGb;
    s.kvBytesPerToken = kvBytesPerToken(model, input.kvCache);
    const double kvBytes = s.kvBytesPerToken * input.contextTokens * input.concurrency;
    s.kvCacheGb = kvBytes / kGb;
    s.usableMemoryPerGpuGb = system.accelerator.memoryGb * (1 - input.reservedFraction);

    // Tensor parallel in powers of two within the NVLink domain. Weights split evenly; the KV cache
    // splits by KV head, so past kvHeads ranks each GPU holds whole heads again.
    for (int tp = 1; tp <= system.nvlinkDomain; tp *= 2) {
        const double perGpu = s.weightsGb / tp + s.kvCacheGb / std::min(tp, model.kvHeads);
        if (perGpu <= s.usableMemoryPerGpuGb) {
            s.gpusPerReplica = tp;
            s.memoryPerGpuGb = perGpu;
            break;
        }
    }
    if (s.gpusPerReplica == 0)
        return s;

    const int tp = s.gpusPerReplica;
    // One decode step reads each active weight once (a mixture of experts reads the experts its
    // tokens route to: at least the active share) and every sequence's cache, and yields one token
    // per sequence.
    const double bytesPerStep = model.activeParams * bytesPerValue(input.weights) + kvBytes;
    const double bandwidth = system.accelerator.memoryBandwidthTBps * 1e12 * tp;
    s.decodeTokensPerS = bandwidth / bytesPerStep * input.concurrency;
    s.prefillTokensPerS =
        peakDenseTflops(system.accelerator, input.weights) * 1e12 * tp / (2.0 * model.activeParams);
    s.replicas =
        input.targetTokensPerS > 0
            ? std::max(1, int(std::ceil(input.targetTokensPerS / s.decodeTokensPerS - 1e-9)))
            : 1;
    s.gpus = s.replicas * tp;
    // Replicas smaller than a node share it; one larger than a node spans whole nodes.
    s.nodes = int(std::ceil(double(s.gpus) / system.gpusPerNode - 1e-9));
    return s;
}

} // namespace podcad
