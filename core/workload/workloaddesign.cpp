#include "workloaddesign.h"

#include "analysis/analysis.h"
#include "cost/costassumptions.h"
#include "cost/costsnapshot.h"
#include "perf/runfabricdesign.h"

namespace podcad {

WorkloadDesign WorkloadDesign::of(const Design &design, const Catalog &catalog,
                                  const CostSnapshot *costs, const Analysis *analysis,
                                  const QString &fabricSource)
{
    WorkloadDesign d;
    d.pue = std::max(1.0, CostAssumptions::resolve(design, catalog).value(costkey::pue));
    d.gpus = DesignGpus::fromDesign(design, catalog, &d.why);
    if (costs && costs->valid)
        d.tco = CostBasis::ofDesign(costs->inputs, costs->assumptions);
    if (analysis && !analysis->cancelled && d.gpus)
        d.fabric =
            runFabricOfDesign(design, catalog, analysis->fabrics, d.gpus->system, fabricSource);
    return d;
}

} // namespace podcad
