#include "trainingsizing.h"

#include "gpusystem.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace podcad {

BytesPerParam bytesPerParam(OptimizerAccounting accounting)
{
    // The master weights count with the optimizer: ZeRO shards them at stage 1, with the moments.
    if (accounting == OptimizerAccounting::Bf16Adam)
        return {2, 2, 4};
    return {2, 2, 12};
}

namespace {

constexpr double kGb = 1e9;
constexpr double kSecondsPerDay = 86400;

// Per-GPU bytes = fixed + sharded / dataParallel: the part ZeRO spreads over data-parallel ranks
// and the part every rank keeps whole (after tensor and pipeline splitting).
struct MemorySplit final
{
    double fixedGb, shardedGb;
};

MemorySplit split(double params, OptimizerAccounting accounting, const Parallelism &p,
                  double activationsGb)
{
    const BytesPerParam b = bytesPerParam(accounting);
    const double modelParallel = double(p.tensor) * p.pipeline;
    const double w = params * b.weights / kGb / modelParallel;
    const double g = params * b.gradients / kGb / modelParallel;
    const double o = params * b.optimizer / kGb / modelParallel;
    MemorySplit s{activationsGb, 0};
    (p.zeroStage >= 3 ? s.shardedGb : s.fixedGb) += w;
    (p.zeroStage >= 2 ? s.shardedGb : s.fixedGb) += g;
    (p.zeroStage >= 1 ? s.shardedGb : s.fixedGb) += o;
    return s;
}

} // namespace

TrainingMemory trainingMemory(double params, OptimizerAccounting accounting,
                              const Parallelism &parallelism, int gpus, double activationsPerGpuGb)
{
    const BytesPerParam b = bytesPerParam(accounting);
    TrainingMemory m;
    m.weightsGb = params * b.weights / kGb;
    m.gradientsGb = params * b.gradients / kGb;
    m.optimizerGb = params * b.optimizer / kGb;
    m.activationsPerGpuGb = activationsPerGpuGb;
    m.dataParallel = std::max(1, gpus / std::max(1, parallelism.tensor * parallelism.pipeline));
    const MemorySplit s = split(params, accounting, parallelism, activationsPerGpuGb);
    m.perGpuGb = s.fixedGb + s.shardedGb / m.dataParallel;
    return m;
}

double activationsPerGpuGb(const LanguageModel &model, int sequenceTokens, int microBatch,
                           const Parallelism &parallelism)
{
    const double layersPerStage =
        std::ceil(double(model.layers) / std::max(1, parallelism.pipeline));
    return 34.0 * sequenceTokens * microBatch * model.hiddenSize * layersPerStage /
           std::max(1, parallelism.tensor) / kGb;
}

int leastGpusThatFit(double params, OptimizerAccounting accounting, const Parallelism &parallelism,
                     double activationsPerGpuGb, double gpuMemoryGb)
{
    const MemorySplit s = split(params, accounting, parallelism, activationsPerGpuGb);
    const double room = gpuMemoryGb - s.fixedGb;
    if (room <= 0)
        return 0;
    const double dataParallel = std::max(1.0, std::ceil(s.shardedGb / room - 1e-9));
    if (dataParallel > 1e7)
        return 0;
    return int(dataParallel) * parallelism.tensor * parallelism.pipeline;
}

int defaultTensorParallel(const LanguageModel &model, OptimizerAccounting accounting, int pipeline,
                          int zeroStage, int sequenceTokens, int microBatch, double gpuMemoryGb,
                          int nvlinkDomain, double activationsGb)
{
    for (int tp = 1; tp <= nvlinkDomain; tp *= 2) {
        const Parallelism p{tp, pipeline, zeroStage};
        if (leastGpusThatFit(model.params, accounting, p,
                             activationsGb >= 0
                                 ? activationsGb
                                 : activationsPerGpuGb(model, sequenceTokens, microBatch, p),
                             gpuMemoryGb) > 0)
            return tp;
    }
    return std::max(1, std::min(nvlinkDomain, 8));
}

double trainingFlops(double activeParams, double tokens)
{
    return 6.0 * activeParams * tokens;
}

double trainingSeconds(double flops, double gpus, double achievedTflops)
{
    return flops / (gpus * achievedTflops * 1e12);
}

double gpusForDays(double flops, double days, double achievedTflops)
{
    return flops / (days * kSecondsPerDay * achievedTflops * 1e12);
}

namespace {

TrainingRun runOnNodes(double flops, int nodes, double achievedTflops, const GpuSystem &system,
                       double pue)
{
    TrainingRun r;
    r.flops = flops;
    r.achievedTflopsPerGpu = achievedTflops;
    r.nodes = nodes;
    r.gpus = nodes * system.gpusPerNode;
    r.units = system.nodesPerUnit > 0 ? (nodes + system.nodesPerUnit - 1) / system.nodesPerUnit : 0;
    const double seconds = trainingSeconds(flops, r.gpus, achievedTflops);
    r.days = seconds / kSecondsPerDay;
    r.gpuHours = r.gpus * seconds / 3600;
    r.itPowerMw = r.gpus * system.powerPerGpuW / 1e6;
    r.facilityPowerMw = r.itPowerMw * pue;
    r.energyMwh = r.facilityPowerMw * seconds / 3600;
    return r;
}

int nodesFor(double gpus, const GpuSystem &system)
{
    return std::max(1, int(std::ceil(gpus / system.gpusPerNode - 1e-9)));
}

} // namespace

TrainingRun trainingRunOnGpus(double flops, int gpus, double achievedTflops,
                              const GpuSystem &system, double pue)
{
    return runOnNodes(flops, nodesFor(gpus, system), achievedTflops, system, pue);
}

TrainingRun trainingRunForDays(double flops, double days, double achievedTflops,
                               const GpuSystem &system, double pue, int minGpus, int modelParallel)
{
    const double gpus = std::max(gpusForDays(flops, days, achievedTflops), double(minGpus));
    // Whole nodes and whole model-parallel groups: nodes in steps of lcm(node, TP x PP) / node.
    const long long step =
        std::lcm<long long>(system.gpusPerNode, std::max(1, modelParallel)) / system.gpusPerNode;
    const long long nodes = nodesFor(gpus, system);
    return runOnNodes(flops, int((nodes + step - 1) / step * step), achievedTflops, system, pue);
}

} // namespace podcad
