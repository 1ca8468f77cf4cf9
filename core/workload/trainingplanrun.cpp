#include "trainingplanrun.h"

#include "catalog/catalog.h"
#include "perf/trainingplan.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

constexpr double kSecondsPerDay = 86400;

// Used only when the catalog has no kernel efficiency for the GPU: the share calibrated for the
// A100 against Narayanan et al. 2021 (docs/performance.md).
constexpr double kFallbackMatmulEfficiency = 0.58;

} // namespace

StepGpu stepGpuFor(const GpuSystem &system, Precision precision, const Catalog &catalog)
{
    StepGpu gpu;
    gpu.accelerator = system.accelerator;
    gpu.precision = precision;
    if (const KernelEfficiency *k =
            catalog.kernelEfficiency(system.accelerator.id, precisionName(precision))) {
        gpu.matmulEfficiency = k->matmul;
        gpu.efficiencySource = k->provenance.source;
    } else {
        gpu.matmulEfficiency = kFallbackMatmulEfficiency;
        gpu.efficiencySource =
            u"estimate: the catalog has no kernel efficiency for %1 in %2; the A100's "
            u"calibrated share is used"_s.arg(system.accelerator.id, precisionName(precision));
    }
    return gpu;
}

PlannerRequest plannerRequestFor(const LanguageModel &model, const TrainingTarget &target,
                                 OptimizerAccounting accounting, int sequenceTokens,
                                 const StepGpu &gpu, const RunFabric &fabric, int gpus)
{
    PlannerRequest r;
    r.model = model;
    r.gpus = gpus;
    r.shape.sequenceTokens = sequenceTokens;
    r.shape.accounting = accounting;
    if (target.batchTokens > 0)
        r.batchTokens = target.batchTokens;
    r.gpu = gpu;
    r.fabric = fabric;
    auto fixed = [](int value) { return value > 0 ? std::optional<int>(value) : std::nullopt; };
    r.fixed.tp = fixed(target.tensorParallel);
    r.fixed.pp = fixed(target.pipelineParallel);
    r.fixed.cp = fixed(target.contextParallel);
    r.fixed.ep = fixed(target.expertParallel);
    r.fixed.microBatch = fixed(target.microBatch);
    if (target.zeroStage >= 0)
        r.fixed.zero = target.zeroStage;
    r.fixed.recompute = parseRecompute(target.recompute);
    return r;
}

double daysAtPlan(const StepPrediction &plan, double tokens)
{
    return plan.tokensPerS > 0 ? tokens / plan.tokensPerS / kSecondsPerDay : INFINITY;
}

std::optional<int> leastGpusForDays(PlannerRequest request, double tokens, double days,
                                    int gpusPerNode, int guess, int maxGpus, PlannerResult *result)
{
    const int node = std::max(1, gpusPerNode);
    auto nodesOf = [&](int gpus) { return std::max(1, (gpus + node - 1) / node); };
    auto meets = [&](int nodes, PlannerResult *out) {
        request.gpus = nodes * node;
        PlannerResult r = planTraining(request);
        const bool ok = r.best() && daysAtPlan(*r.best(), tokens) <= days;
        if (out)
            *out = std::move(r);
        return ok;
    };
    const int maxNodes = nodesOf(maxGpus);
    int hi = std::min(nodesOf(guess), maxNodes);
    int lo = 0; // fails (or nothing)
    // Grow until the deadline is met; the throughput rises with GPUs until the batch runs out.
    while (!meets(hi, nullptr)) {
        lo = hi;
        if (hi >= maxNodes)
            return std::nullopt;
        hi = std::min(maxNodes, hi * 2);
    }
    // Shrink while a smaller count still meets it.
    while (lo == 0 && hi > 1) {
        const int half = hi / 2;
        if (!meets(half, nullptr)) {
            lo = half;
            break;
        }
        hi = half;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (meets(mid, nullptr) ? hi : lo) = mid;
    }
    meets(hi, result);
    return hi * node;
}

} // namespace podcad
