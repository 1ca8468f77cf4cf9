#include "workloadcurve.h"

#include "workloadevaluation.h"

#include <algorithm>
#include <optional>

namespace podcad {

TrainingCurve trainingCurve(const WorkloadEvaluation &e, const CurveRange &range,
                            const CostBasis *tco, const Catalog &catalog)
{
    TrainingCurve curve;
    if (!e.ok() || !e.training)
        return curve;
    const TrainingEvaluation &t = *e.training;
    const GpuSystem &system = *e.system;
    const int perNode = std::max(1, system.gpusPerNode);
    const bool costed = tco && tco->onPrem && tco->inputs.gpus > 0;
    // With a predicted throughput, each GPU count gets its own plan: a count too small for any
    // plan gets no point, and the throughput per GPU falls as the batch spreads thinner.
    auto achievedAt = [&](int gpus) -> std::optional<double> {
        if (!t.plannerRequest)
            return t.achievedTflops;
        PlannerRequest request = *t.plannerRequest;
        request.gpus = gpus;
        request.keep = 1;
        const PlannerResult plan = planTraining(request);
        if (!plan.best())
            return std::nullopt;
        return achievedTflopsPerGpu(*plan.best(), e.model.activeParams, gpus);
    };
    auto at = [&](int gpus) -> std::optional<CurvePoint> {
        const std::optional<double> achieved = achievedAt(gpus);
        if (!achieved)
            return std::nullopt;
        const TrainingRun r = trainingRunOnGpus(t.flops, gpus, *achieved, system, e.pue);
        CurvePoint p{r.gpus, r.days, std::nullopt, std::nullopt};
        if (costed) {
            const RunCost c = tco->cost(system, catalog, RunUse{r.gpus, r.days * 24, 0});
            p.onPremUsd = c.onPrem.usd;
            if (const CloudRunCost *cheapest = c.cheapestCloud())
                p.cloudUsd = cheapest->usd;
        }
        return p;
    };
    const int low = range.lowNodes, high = std::max(range.lowNodes, range.highNodes);
    // A plan search per point costs a millisecond or so: fewer points then, still smooth.
    const int points = t.plannerRequest ? 40 : 160;
    const int stride = std::max(1, (high - low + points - 1) / points);
    curve.points.reserve(size_t((high - low) / stride + 2));
    for (int n = low; n <= high; n = n < high && n + stride > high ? high : n + stride)
        if (const std::optional<CurvePoint> p = at(n * perNode))
            curve.points.push_back(*p);
    if (const std::optional<CurvePoint> mark = at(range.markGpus))
        curve.mark = *mark;
    return curve;
}

} // namespace podcad
