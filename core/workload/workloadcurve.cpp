#include "workloadcurve.h"

#include "workloadevaluation.h"

#include <algorithm>

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
    auto at = [&](int gpus) {
        const TrainingRun r = trainingRunOnGpus(t.flops, gpus, t.achievedTflops, system, e.pue);
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
    const int stride = std::max(1, (high - low + 159) / 160);
    curve.points.reserve(size_t((high - low) / stride + 2));
    for (int n = low; n < high; n += stride)
        curve.points.push_back(at(n * perNode));
    curve.points.push_back(at(high * perNode));
    curve.mark = at(range.markGpus);
    return curve;
}

} // namespace podcad
